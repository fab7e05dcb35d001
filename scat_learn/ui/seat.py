"""A screen at a classroom table: one student's seat, or someone watching.

A :class:`ClassSeat` is a :class:`~.screen.SeatScreen` whose moves go through the
:class:`~scat_learn.classroom.seating.ClassTable` (which checks that the student has that seat
and that it is their turn), whose "next hand" is the student's *ready*, and whose coach's word
is the grade the table recorded for the class report (one expert decision per move, not two).
It speaks only to its own student: the hint and the coach are this screen's alone.

A spectator (the teacher, a student watching another table) has the seat
:data:`~scat_learn.view.SPECTATOR`: public information only, until the hand is over or the
teacher reveals the hands to those who watch.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..actions import Action
from ..cards import Card
from ..classroom.seating import ClassTable, News, NewsKind
from ..classroom.table import Scheduler
from ..errors import ScatError
from ..messages import Message, msg
from ..view import SPECTATOR
from .screen import Coaching, SeatScreen, batched

Deliver = Callable[[Callable[[Any], None]], Callable[[Any], None]]


def _at_once(listener: Callable[[Any], None]) -> Callable[[Any], None]:
    return listener


class ClassSeat(SeatScreen):
    """``student``'s screen at ``table`` (None: a spectator's). ``deliver`` brings the table's
    changes into this screen's own browser session (see :func:`.sessions.into_this_session`)."""

    def __init__(
        self,
        table: ClassTable,
        student: str | None,
        *,
        deliver: Deliver = _at_once,
        scheduler: Scheduler | None = None,
        **params: Any,
    ) -> None:
        super().__init__(**params)
        assert table.table is not None and table.history is not None, "the table's game has started"
        self.class_table = table
        self.student = student
        seat = table.seat_of(student) if student is not None else None
        self._scheduler = scheduler
        self._grade: Any = None
        self._attach(table.table, SPECTATOR if seat is None else seat, table.history, deliver)
        self._stop_news = table.subscribe(deliver(self._on_news))
        advisor = table.advisor(student) if student is not None else None
        if advisor is not None:
            self._advisor = advisor  # the expert that grades this student: its hints agree

    # ------------------------------------------------------------------ reading

    @property
    def spectator(self) -> bool:
        return self.seat == SPECTATOR

    def _reveal_key(self) -> bool:
        return self.spectator and self.class_table.reveal

    def _revealed(self) -> Mapping[int, tuple[Card, ...]]:
        """Only those who watch, and only when the teacher says so, see the hands in play."""
        if not self._reveal_key():
            return {}
        game = self.game
        return {seat: tuple(game.hand(seat)) for seat in game.active_seats}

    def level(self, seat: int) -> str:
        return self.table.level(seat) or ""

    def seat_note(self, seat: int) -> Message | None:
        """How a person's seat is played now, if not by them: by the autopilot, or they are away."""
        table = self.class_table
        student = table.seats[seat].student if seat < len(table.seats) else None
        if student is None:
            return None
        if table.on_autopilot(seat):
            return msg("room.autopilot")
        if not table.present(student):
            return msg("room.away")
        return None

    def waiting_for(self) -> tuple[str, ...]:
        return self.class_table.waiting_for()

    @property
    def ready(self) -> bool:
        """True once this student has said they are ready for the next hand."""
        return not self.spectator and self.class_table.is_ready(self.seat)

    @property
    def paused(self) -> bool:
        return self.class_table.paused

    # ------------------------------------------------------------------ acting through the table

    def _play(self, action: Action | str) -> Action:
        if self.student is None:
            raise ScatError("room.watching")
        move, self._grade = self.class_table.play(self.student, action)
        return move

    def _coach(self, view: Any, action: Action) -> Coaching | None:
        grade, self._grade = self._grade, None
        if not self.coach_on or grade is None:
            return None
        return Coaching.of(grade, view)

    def _deal_next(self) -> None:
        if self.student is None:
            raise ScatError("room.watching")
        self.class_table.ready(self.student)

    @batched
    def new_game(self, seed: int | None = None) -> None:
        """At the end of a game: ready for a new one (it starts when everyone present is)."""
        self.next_hand()

    # ------------------------------------------------------------------ news of the table

    def _on_news(self, news: News) -> None:
        if news.kind is NewsKind.SEATS:
            self.version += 1  # who is here, who is ready: the screen's lines about people

    def dispose(self) -> None:
        super().dispose()
        self._stop_news()


__all__ = ["ClassSeat"]
