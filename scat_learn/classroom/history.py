"""A table's history: this hand's log (every public move, and a bot's decision with it), what
each finished hand cost, and every player's lives after each hand (for the chart).

It holds public facts and the bots' explanations; a bot's explanation can name its own hidden
cards, so a screen shows it only when :mod:`scat_learn.disclosure` says so.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from ..bots import Decision
from ..messages import Message
from ..showdown import COST_STEPS, HandResult
from ..view import Event
from .table import Change, ChangeKind, Table


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of this hand's log: a public event, and for a bot its decision (and whether a
    stand-in made it, its own bot having failed)."""

    seat: int
    event: Event
    decision: Decision | None = None
    stand_in: bool = False
    note: Message | None = None  # why a stand-in played (public: it names no card)

    def message(self, names: tuple[str, ...]) -> Message:
        return self.event.message(names)


@dataclass(frozen=True, slots=True)
class PastHand:
    """A finished hand, for what it cost (the lives paid and left): its cards are not shown."""

    hand_number: int
    result: HandResult

    def costs(self, names: tuple[str, ...]) -> tuple[Message, ...]:
        """The steps that tell what the hand cost, with the players' names as they are now."""
        result = self.result if self.result.names == names else dataclasses.replace(self.result, names=names)
        return tuple(step for step in result.steps if step.kind in COST_STEPS)


@dataclass
class History:
    """Kept up to date by the table it follows (:meth:`follow`)."""

    entries: list[LogEntry] = field(default_factory=list)
    past: list[PastHand] = field(default_factory=list)
    hands: list[int] = field(default_factory=list)  # hand numbers, the start first (the chart's x)
    lives: list[tuple[int, ...]] = field(default_factory=list)  # everyone's lives after each

    def follow(self, table: Table) -> None:
        """Start from ``table``'s game as it is now, and record every change from here on."""
        self._restart(table)
        table.subscribe(lambda change: self._on_change(table, change))

    def _restart(self, table: Table) -> None:
        game = table.game
        # A game loaded in mid-hand (a restart, a resting table opened again) keeps the hand's
        # public moves: its log lines come back, without the bots' reasons (not kept).
        self.entries, self.past = [LogEntry(event.seat, event) for event in game.events], []
        self.hands = [game.hand_number - 1]
        self.lives = [tuple(p.lives for p in game.players)]
        self._hand_done(table)  # a game loaded at the end of a hand

    def _on_change(self, table: Table, change: Change) -> None:
        if change.kind is ChangeKind.GAME:
            self._restart(table)
        elif change.kind is ChangeKind.HAND:
            self.entries = []
            self._hand_done(table)  # a hand can end at its deal (R-31-2)
        elif change.kind is ChangeKind.MOVE and change.seat is not None:
            event = table.game.events[-1]
            self.entries.append(LogEntry(event.seat, event, change.decision, change.stand_in, change.note))
            self._hand_done(table)

    def _hand_done(self, table: Table) -> None:
        result = table.game.result
        if not table.hand_over or result is None or self.hands[-1] == result.hand_number:
            return
        self.hands.append(result.hand_number)
        self.lives.append(result.lives_after)
        self.past.append(PastHand(result.hand_number, result))


__all__ = ["History", "LogEntry", "PastHand"]
