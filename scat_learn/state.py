"""The state of a game as one value: everything a :class:`~scat_learn.game.Game` knows.

A :class:`GameState` is plain data (no behaviour beyond copying): the game changes it in
place, :mod:`scat_learn.saves` turns it into JSON and back and checks that it is one possible
moment of a game. A new fact about a game is a new field here, and nowhere else but in the code
that uses it and, if JSON needs a special form for it, in :mod:`.saves`.

Also here, because the game, the views, the lessons and the save checks all need them: the
phases of a hand (:class:`Phase`) and the turn order (:func:`turn_order`, R-SEAT-1, R-TURN-1).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from .actions import Action, ActionKind
from .cards import Card
from .rules import Rules
from .showdown import HandResult


class Phase(StrEnum):
    """Where a hand is: the throw-down question (R-THROW-1), taking (draw, take or knock),
    discarding (holding four cards), or over. The values are those of saved games."""

    THROW_DOWN = "throw_down"
    TAKE = "take"
    DISCARD = "discard"
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"

    @property
    def playing(self) -> bool:
        """True while somebody has a decision to make in this hand."""
        return self in _PLAYING

    @property
    def over(self) -> bool:
        """True once the hand (or the whole game) is over."""
        return not self.playing


_PLAYING = frozenset({Phase.THROW_DOWN, Phase.TAKE, Phase.DISCARD})


def turn_order(dealer: int, out: Sequence[bool]) -> tuple[int, ...]:
    """The seats still in, clockwise from the dealer's left: who is dealt first and plays first
    (R-SEAT-1: seats of players who are out are skipped; R-DEAL-1, R-TURN-1)."""
    n = len(out)
    return tuple(seat for seat in ((dealer + k) % n for k in range(1, n + 1)) if not out[seat])


def next_seat(seat: int, out: Sequence[bool]) -> int:
    """The next seat clockwise after ``seat`` whose player is still in (R-DEAL-3)."""
    n = len(out)
    for k in range(1, n + 1):
        if not out[(seat + k) % n]:
            return (seat + k) % n
    raise ValueError("nobody is left in the game")


@dataclass(slots=True)
class HandRecord:
    """How one hand was played: its deck if one was given (else it came from the seed), and
    the actions in order."""

    deck: tuple[Card, ...] | None
    actions: list[Action] = field(default_factory=list)


@dataclass(slots=True)
class GameState:
    """Everything a game knows. Stacks are lists whose *end* is the top; ``turn`` is the seat
    whose decision it is while a hand is being played (see :attr:`current`)."""

    names: tuple[str, ...]
    rules: Rules
    seed: int
    dealer: int
    lives: list[int]
    out: list[bool]
    start_dealer: int  # the set-up, for the record
    start_lives: tuple[int, ...]
    hand_number: int = 0
    phase: Phase = Phase.TAKE
    turn: int = 0
    knocker: int | None = None
    kitty: int = 0
    winner: int | None = None
    order: tuple[int, ...] = ()  # this hand's seats in turn order
    hands: list[list[Card]] = field(default_factory=list)  # by seat; seats that are out hold none
    stock: list[Card] = field(default_factory=list)
    pile: list[Card] = field(default_factory=list)  # the discard pile
    upcard: Card | None = None  # the card turned up at this hand's deal (R-DEAL-2)
    turns: int = 0  # turns finished in this hand (a knock is a turn)
    taken: Card | None = None  # taken from the pile this turn (R-TURN-3)
    drawn: Card | None = None  # drawn from the stock this turn
    passed: list[int] = field(default_factory=list)  # seats that answered "no throw down"
    rebuilds: int = 0  # stocks made again from the pile in this hand (R-TURN-4)
    events: list[tuple[int, ActionKind, Card | None]] = field(default_factory=list)
    result: HandResult | None = None  # the last finished hand
    record: list[HandRecord] = field(default_factory=list)

    @property
    def current(self) -> int | None:
        """The seat whose decision it is; None once the hand is over."""
        return self.turn if self.phase in _PLAYING else None

    def copy(self) -> GameState:
        """An independent copy. Cards, actions, rules and results are values that never change,
        so the copy shares them; every list is new."""
        return dataclasses.replace(
            self,
            lives=list(self.lives),
            out=list(self.out),
            hands=[list(hand) for hand in self.hands],
            stock=list(self.stock),
            pile=list(self.pile),
            passed=list(self.passed),
            events=list(self.events),
            record=[HandRecord(r.deck, list(r.actions)) for r in self.record],
        )


__all__ = ["GameState", "HandRecord", "Phase", "next_seat", "turn_order"]
