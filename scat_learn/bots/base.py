"""What every bot shares: a :class:`Decision` out of a :class:`PlayerView` in.

Any object with ``decide(view) -> Decision`` is a bot (R-INFO-1: a bot sees only its view).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ..actions import Action
from ..messages import Explanation
from ..view import PlayerView


@dataclass(frozen=True, slots=True)
class Decision:
    """The action a bot chose and why (``explanation.summary``, ``explanation.details``)."""

    action: Action
    explanation: Explanation


@runtime_checkable
class Bot(Protocol):
    def decide(self, view: PlayerView) -> Decision: ...
