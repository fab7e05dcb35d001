"""Errors that speak a learner's language: each carries a :class:`Message` to render."""

from __future__ import annotations

from typing import Any

from .messages import Message


class ScatError(ValueError):
    """Base of the project's errors; ``message`` renders in any language, ``str()`` in English."""

    def __init__(self, key: str, /, **params: Any) -> None:
        self.message = Message(key, params)
        super().__init__(str(self.message))


class BadInput(ScatError):
    """Text or settings that cannot be used: a card that is no card, bad rules, a bad deck."""


class IllegalMove(ScatError):
    """An action the rules do not allow now, or action text that cannot be read.

    The game is left exactly as it was.
    """


class DamagedSave(ScatError):
    """A saved game that cannot be read or is not a consistent state."""
