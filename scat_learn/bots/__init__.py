"""Bots: a :class:`~scat_learn.view.PlayerView` in, a :class:`Decision` out.

``get_bot(name, seed=...)`` makes one of ``BOT_NAMES``:

- ``random``: any legal action (a yardstick);
- ``beginner``: the common house bot (greedy, knocks at 21 or more);
- ``threshold``: the beginner with another knocking mark, ``get_bot("threshold", threshold=23)``;
- ``intermediate``: a knocking mark that moves with the turns and the table size, and a memory
  for the cards opponents took;
- ``expert``: infers the hidden hands from everything public and weighs every option in
  expected lives.

``register_bot(name, factory)`` adds a level that only ``get_bot`` knows (benchmarks and
experiments: a sparring partner, a frozen baseline); the app's levels stay ``BOT_NAMES``.

``hint(view)`` says what the expert would do and why; ``coach(view, action)`` grades a
decision against the expert's best option. The bots' messages are in
:mod:`scat_learn.catalog.bots`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import BadInput
from ..messages import excerpt
from .base import LIVES, POINTS, Bot, Decision, Option
from .coach import Grade, coach, hint
from .expert import ExpertBot
from .random_bot import RandomBot
from .simple import BeginnerBot, IntermediateBot, ThresholdBot

_FACTORIES: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "beginner": BeginnerBot,
    "threshold": ThresholdBot,
    "intermediate": IntermediateBot,
    "expert": ExpertBot,
}
BOT_NAMES: tuple[str, ...] = tuple(_FACTORIES)
# The option a bare value sets on the command line: ``threshold:23`` means threshold=23.
MAIN_OPTION: dict[str, str] = {"threshold": "threshold"}


def register_bot(name: str, factory: Callable[..., Bot], main_option: str | None = None) -> None:
    """Let ``get_bot(name, seed=..., **options)`` build ``factory(seed=..., **options)``;
    ``main_option`` is the option a bare value sets on the command line (``MAIN_OPTION``).

    For levels outside the app (benchmarks, experiments): they are not added to ``BOT_NAMES``,
    so the app and the classroom never offer them, and the app's own levels cannot be replaced.
    Worker processes of a tournament know the level if the module that registers it is imported
    at the top of the script (``fork`` and ``spawn`` both run that import).
    """
    if name in BOT_NAMES:
        raise ValueError(f"{name!r} is one of the app's bot levels: register another name")
    _FACTORIES[name] = factory
    if main_option is not None:
        MAIN_OPTION[name] = main_option


def get_bot(name: str, seed: int | None = None, **options: Any) -> Bot:
    """A new bot of the level ``name`` (one of ``BOT_NAMES``), seeded for reproducible play."""
    try:
        factory = _FACTORIES[name]
    except (KeyError, TypeError):
        raise BadInput("bot.unknown", name=excerpt(repr(name)), known=", ".join(BOT_NAMES)) from None
    try:
        return factory(seed=seed, **options)
    except TypeError:
        raise BadInput("bot.bad_options", name=name, options=excerpt(", ".join(map(str, options)))) from None


__all__ = [
    "BOT_NAMES",
    "LIVES",
    "MAIN_OPTION",
    "POINTS",
    "BeginnerBot",
    "Bot",
    "Decision",
    "ExpertBot",
    "Grade",
    "IntermediateBot",
    "Option",
    "RandomBot",
    "ThresholdBot",
    "coach",
    "get_bot",
    "hint",
    "register_bot",
]
