"""The baseline: any legal action, chosen uniformly."""

from __future__ import annotations

import random

from ..messages import Explanation, msg
from ..view import PlayerView
from .base import Decision, check_can_decide


class RandomBot:
    """Plays a uniformly random legal action: a yardstick for tests and statistics."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def decide(self, view: PlayerView) -> Decision:
        check_can_decide(view)
        action = self._rng.choice(view.legal_actions)
        summary = msg("bot.random", None, action=action, count=len(view.legal_actions))
        return Decision(action, Explanation(summary))
