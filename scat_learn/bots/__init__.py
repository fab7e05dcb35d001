"""Bots: a :class:`~scat_learn.view.PlayerView` in, a :class:`Decision` out.

``get_bot(name, seed=...)`` makes one of ``BOT_NAMES``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .base import Bot, Decision
from .random_bot import RandomBot

_FACTORIES: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
}
BOT_NAMES: tuple[str, ...] = tuple(_FACTORIES)


def get_bot(name: str, seed: int | None = None, **options: Any) -> Bot:
    """A new bot of the level ``name`` (one of ``BOT_NAMES``), seeded for reproducible play."""
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(f"there is no bot called {name!r}; the bots are: {', '.join(BOT_NAMES)}") from None
    return factory(seed=seed, **options)


__all__ = ["BOT_NAMES", "Bot", "Decision", "RandomBot", "get_bot"]
