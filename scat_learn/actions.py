"""Actions: small shared values with a text form that round-trips (``"discard Q♥"``)."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, ClassVar

from .cards import DECK, Card
from .errors import BadInput, IllegalMove
from .messages import Message, excerpt


class ActionKind(StrEnum):
    """What a move does. The values are the moves' text forms (``"throw down"`` has a space),
    so that saved games and ``game.apply("throw down")`` read them as before."""

    DRAW = "draw"
    TAKE = "take"
    DISCARD = "discard"
    KNOCK = "knock"
    THROW_DOWN = "throw down"
    PASS = "pass"

    @property
    def message_name(self) -> str:
        """The kind as it appears in message keys: ``"throw_down"`` for ``"throw down"``."""
        return self.value.replace(" ", "_")


KINDS: tuple[ActionKind, ...] = tuple(ActionKind)


class Action:
    """One move: ``kind`` is an :class:`ActionKind`; ``card`` is set for a discard only.

    Every action is a shared object (``Action.parse("knock") is KNOCK_ACTION``), compared by
    identity. ``str(action)`` is its text form and :meth:`parse` reads it back.
    """

    __slots__ = ("_text", "card", "kind")
    _by_text: ClassVar[dict[str, Action]] = {}

    kind: ActionKind
    card: Card | None
    _text: str

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("Actions are shared objects: use Action.parse('draw') or Action.discard(card)")

    @classmethod
    def _make(cls, kind: ActionKind, card: Card | None = None) -> Action:
        action = object.__new__(cls)
        object.__setattr__(action, "kind", kind)
        object.__setattr__(action, "card", card)
        object.__setattr__(action, "_text", f"{kind.value} {card}" if card else kind.value)
        return action

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("an Action cannot be changed")

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (Action.parse, (self._text,))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Action({self._text!r})"

    def message(self) -> Message:
        """The action as words, e.g. "discard Q♥" (rendered per language)."""
        key = "action." + self.kind.message_name
        return Message(key, {"card": self.card} if self.card else {})

    @classmethod
    def discard(cls, card: Card | str) -> Action:
        return DISCARDS[Card.parse(card).index]

    @classmethod
    def parse(cls, text: str | Action) -> Action:
        """Read ``"draw"``, ``"take"``, ``"discard Q♥"``, ``"knock"``, ``"throw down"``, ``"pass"``."""
        if isinstance(text, Action):
            return text
        try:
            return cls._by_text[text]
        except (KeyError, TypeError):
            pass
        if not isinstance(text, str):
            raise IllegalMove("move.unreadable", text=excerpt(repr(text)))
        words = text.lower().split()
        if len(words) >= 2 and words[0] == ActionKind.DISCARD:
            try:
                return cls.discard("".join(text.split()[1:]))
            except BadInput:
                raise IllegalMove("move.unreadable_card", text=excerpt(text)) from None
        action = cls._by_text.get(" ".join(words))
        if action is None:
            raise IllegalMove("move.unreadable", text=excerpt(text))
        return action


DRAW_ACTION = Action._make(ActionKind.DRAW)
TAKE_ACTION = Action._make(ActionKind.TAKE)
KNOCK_ACTION = Action._make(ActionKind.KNOCK)
THROW_DOWN_ACTION = Action._make(ActionKind.THROW_DOWN)
PASS_ACTION = Action._make(ActionKind.PASS)
DISCARDS: tuple[Action, ...] = tuple(Action._make(ActionKind.DISCARD, c) for c in DECK)
for _a in (DRAW_ACTION, TAKE_ACTION, KNOCK_ACTION, THROW_DOWN_ACTION, PASS_ACTION, *DISCARDS):
    Action._by_text[str(_a)] = _a
Action._by_text["throwdown"] = THROW_DOWN_ACTION
