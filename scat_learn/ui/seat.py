"""A screen at a classroom table: one student's seat, or someone watching.

A :class:`ClassSeat` is a :class:`~.screen.SeatScreen` whose moves go through the
:class:`~scat_learn.classroom.seating.ClassTable` (which checks that the student has that seat
and that it is their turn), whose "next hand" is the student's *ready*, and whose coach's word
is the grade the table recorded for the class report (one expert decision per move, not two).
It speaks only to its own student: the hint and the coach are this screen's alone.

When the table's bots think off the event loop (worker processes, Dask), so do this screen's
coach and hints: the move is shown at once, the coach's word a moment later, when its grade
comes; the advice beside the hand and the hint appear when the expert's answer comes, if the
game is still where it was asked.

A spectator (the teacher, a student watching another table) has the seat
:data:`~scat_learn.view.SPECTATOR`: public information only, until the hand is over or the
teacher reveals the hands to those who watch.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import param

from ..actions import Action
from ..bots import Decision
from ..cards import Card
from ..classroom.seating import ClassTable, Graded, News, NewsKind
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
        self._last_move: tuple[int, int] | None = None  # (hand, turns) before this screen's last move
        self._last_place: tuple[int, int] | None = None  # (hand, line in the log) of that move
        self._asked: int | None = None  # the table's version the expert was last asked about
        self._hint_wanted: int | None = None  # the version at which the person asked for a hint
        self._deliver = deliver
        self._on_grade = deliver(self._graded)  # answers come into this screen's own session
        self._on_advice = deliver(self._advised)
        self._attach(table.table, SPECTATOR if seat is None else seat, table.history, deliver)
        self._stop_news = table.subscribe(deliver(self._on_news), screen=True)
        self._take_advisor()

    def _take_advisor(self) -> None:
        advisor = self.class_table.advisor(self.student) if self.student is not None else None
        if advisor is not None:
            self._advisor = advisor  # the expert that grades this student: its hints agree

    def follow_game(self) -> None:
        """The table has begun a new game: this screen shows it, from the same seat, with the
        person's settings as they were (language, detail, speed). Made anew instead, a screen
        (about 70 Bokeh models) cost each student 0.3-1 s of the server's loop at every new
        game, while every click in the class waited. What belonged to the last game goes."""
        table = self.class_table
        if table.table is None or table.history is None or table.table is self._table:
            return
        self._let_go_of_table()
        self._grade, self._last_move, self._last_place = None, None, None
        self._asked, self._hint_wanted, self._expert, self._disclosure = None, None, None, None
        seat = table.seat_of(self.student) if self.student is not None else None
        with param.parameterized.batch_call_watchers(self):
            self.param.update(hint=None, coaching=None, notice=None, error=None, showdown_step=0)
            self._attach(table.table, SPECTATOR if seat is None else seat, table.history, self._deliver)
            self._take_advisor()
            self.version += 1

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
        self._check_same_game()
        before = self.view()
        place = (before.hand_number, len(self.history.entries))  # the move's line in the log
        move, self._grade = self.class_table.play(self.student, action, on_grade=self._on_grade)
        self._last_move = (before.hand_number, before.turns)
        self._last_place = place
        return move

    def _graded(self, graded: Graded) -> None:
        """A grade that came later (bots think off the loop): shown if it is of this screen's
        last move, in this hand (a word on an old hand could name cards not seen in this one)."""
        if self._table is None or not self.coach_on:
            return
        view = graded.view
        if (view.hand_number, view.turns) != self._last_move or view.hand_number != self.view().hand_number:
            return
        self.coaching = Coaching.of(graded.grade, view)
        if self._last_place is not None:
            self.move_labels[self._last_place] = self.coaching.label  # beside the move in the log

    # ------------------------------------------------------------------ the expert's advice

    def expert_choice(self) -> Decision | None:
        """The expert's choice now; off the loop it is asked for, and shown when it comes."""
        if not self.class_table.off_loop or self.student is None:
            return super().expert_choice()
        if not self.my_turn or not (self.coach_on or self.hint is not None or self._hint_wanted is not None):
            return None
        key = self.table.version
        if self._expert is not None and self._expert[0] == key:
            return self._expert[1]
        if self._asked != key:
            self._asked = key
            self.class_table.advise(self.student, self._on_advice)
        return None

    def _advised(self, decision: Decision | None) -> None:
        if self._table is None or self._asked != self.table.version:
            return  # the game moved on while the expert thought: that advice is for another moment
        key = self.table.version
        self._expert = (key, decision)
        # Only the views that show the expert's choice redraw (the hand's advice, a hint): a
        # bump of ``version`` redrew the whole screen once more at every turn of every student,
        # which made the worker pool cost the loop more than thinking on it (2026-12-02).
        with param.parameterized.batch_call_watchers(self):
            if self._hint_wanted == key:
                self._hint_wanted = None
                if decision is None:
                    self.notice = msg("ui.hint_failed")
                else:
                    self.hint = decision
            self.advice += 1  # the hand's view asks again, and finds the answer

    @batched
    def ask_hint(self) -> None:
        if not self.class_table.off_loop or self.student is None or not self.my_turn:
            super().ask_hint()
            return
        key = self.table.version
        self._hint_wanted = key
        known = self.expert_choice()
        if known is not None:
            self._hint_wanted = None
            self.hint = known

    def _coach(self, view: Any, action: Action) -> Coaching | None:
        grade, self._grade = self._grade, None
        if not self.coach_on or grade is None:
            return None
        return Coaching.of(grade, view)

    def _deal_next(self) -> None:
        if self.student is None:
            raise ScatError("room.watching")
        self._check_same_game()
        self.class_table.ready(self.student)

    def _check_same_game(self) -> None:
        """A screen acts on its own game only. Until the page replaces it, the screen of a game
        that ended may still be clicked (or sent a key) after the table began a new one: that
        click was meant for the old game and must not become a move or a "ready" in the new."""
        if self.class_table.table is not self._table:
            raise ScatError("room.game_moved_on")

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
