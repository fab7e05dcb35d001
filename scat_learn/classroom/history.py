"""A table's history: this hand's log (every public move, and a bot's decision with it), what
each finished hand cost, and every player's lives after each hand (for the chart).

It holds public facts and the bots' explanations; a bot's explanation can name its own hidden
cards, so a screen shows it only when :mod:`scat_learn.disclosure` says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..bots import Decision
from ..messages import Message
from ..showdown import COST_STEPS, HandResult
from .table import Change, ChangeKind, Table


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of this hand's log: a public event, and for a bot its decision."""

    seat: int
    event: Message
    decision: Decision | None = None


@dataclass(frozen=True, slots=True)
class PastHand:
    """What a finished hand cost (the lives paid and left): no cards, they belong to that hand."""

    hand_number: int
    costs: tuple[Message, ...]


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
        self.entries, self.past = [], []
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
            game = table.game
            event = game.events[-1]
            self.entries.append(LogEntry(event.seat, event.message(game.names), change.decision))
            self._hand_done(table)

    def _hand_done(self, table: Table) -> None:
        result = table.game.result
        if not table.hand_over or result is None or self.hands[-1] == result.hand_number:
            return
        self.hands.append(result.hand_number)
        self.lives.append(result.lives_after)
        self.past.append(PastHand(result.hand_number, _costs(result)))


def _costs(result: HandResult) -> tuple[Message, ...]:
    return tuple(step for step in result.steps if step.kind in COST_STEPS)


__all__ = ["History", "LogEntry", "PastHand"]
