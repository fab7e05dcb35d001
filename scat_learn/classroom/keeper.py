"""The classroom kept in its store as it changes, and built back from it after a restart.

:class:`Keeper` is each table's :class:`~.seating.Journal`: a table tells it of every change
*before* any screen hears of it, so a move is in the store (one transaction:
:meth:`~.store.Store.record_move`) before anyone sees it. The classroom tells it of new
students and tables. :func:`restore` makes the same classroom again from what the store holds:
its codes (the teacher code as a hash: the teacher types the same code as before), its
students (their seat tokens as hashes: their browsers show the tokens again), its tables,
their seats and each one's game at its last move. Its people are then away until their
browsers come back; after the grace period the autopilot plays for those who do not.

What a restart does not bring back: the bots' reasons beside the log lines of the hand in play
(the lines themselves come back from the game's public moves) and what each seat's expert had
learnt of its opponents (it learns again).
"""

from __future__ import annotations

import logging
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from ..actions import Action
from ..deals import Dealer
from ..game import Game
from ..rules import Rules
from ..view import PlayerView
from .clock import LoopScheduler, ManualClock
from .drills import topic_of
from .seating import ClassTable, GradeRecord, News, NewsKind, TableState
from .store import Store, StoredClassroom, StoredTable
from .table import ChangeKind
from .thinking import Thinker

if TYPE_CHECKING:
    from .room import Classroom, Student, TableDefaults

log = logging.getLogger(__name__)

DEAL = "deal"  # the move record's line for a new hand's deal (nobody's move)


class Keeper:
    """Writes one classroom into ``store``."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._games: dict[str, int] = {}  # each table's game number in the store

    # ---- the classroom

    def opened(self, room: Classroom) -> None:
        from .room import tidy_code

        teacher_code = tidy_code(room.teacher_code or "")  # in the form typed codes are compared
        self.store.save_classroom(
            room.code,
            teacher_code=teacher_code,
            teacher_token=room.teacher_token,
            defaults=defaults_data(room.defaults),
        )

    def joined(self, student: Student) -> None:
        self.store.add_student(student.id, student.name, student.token)

    def table_made(self, table: ClassTable) -> None:
        self.store.add_table(table.id, table.settings)
        table.journal = self

    # ---- a table's changes (the Journal)

    def news(self, table: ClassTable, news: News) -> None:
        if news.kind is NewsKind.GRADE:
            return  # the grade itself comes to graded()
        if news.kind is NewsKind.STARTED and table.table is not None:
            number = self.store.start_game(table.id, table.table.game, deal_code=table.deal_code, seats=table.seats)
            self._games[table.id] = number
            return
        change = news.change
        if news.kind is NewsKind.GAME and change is not None and table.table is not None:
            if change.kind is ChangeKind.MOVE and change.action is not None:
                self._move(table, change.seat, str(change.action))
                return
            if change.kind is ChangeKind.HAND:
                self._move(table, None, DEAL)
                return
            if change.kind is not ChangeKind.PAUSE:
                return
        # A table resting for want of people is not the teacher's pause: after a restart it goes on
        paused = table.table.paused and not table.resting if table.table is not None else False
        self.store.update_table(table.id, state=table.state, paused=paused, reveal=table.reveal, seats=table.seats)

    def _move(self, table: ClassTable, seat: int | None, action: str) -> None:
        assert table.table is not None
        number = self._games.get(table.id)
        if number is None:  # a game the store has not seen begin (kept from now on)
            number = self.store.start_game(table.id, table.table.game, deal_code=table.deal_code, seats=table.seats)
            self._games[table.id] = number
            return
        self.store.record_move(table.id, number, seat, action, table.table.game)

    def graded(self, table: ClassTable, record: GradeRecord, seat: int, before: PlayerView) -> None:
        self.store.record_decision(
            record.student,
            hand=record.hand,
            seat=seat,
            action=record.action,
            best=record.best,
            cost=record.cost,
            position=before,
            table_id=table.id,
            game=self._games.get(table.id),
            label=record.label,
            noise=record.noise,
            topic=record.topic or topic_of(before, record.action, record.best).value,
        )

    def stored_game(self, table: ClassTable) -> Game | None:
        """The table's game as the store holds it after its last move (a resting table lets go
        of its game and loads it from here when someone opens it)."""
        number = self._games.get(table.id)
        stored = None if number is None else self.store.game(table.id, number)
        return None if stored is None else stored.game()

    def game_number(self, table_id: str, number: int) -> None:
        """A restored table's game is number ``number`` in the store."""
        self._games[table_id] = number


def defaults_data(defaults: TableDefaults) -> dict[str, Any]:
    return {"rules": asdict(defaults.rules), "grace": defaults.grace, "bot_delay": defaults.bot_delay}


def defaults_from(data: Any, fallback: TableDefaults) -> TableDefaults:
    """The tables' defaults as stored (the server's own where the store has none)."""
    from .room import TableDefaults

    try:
        rules = Rules(**data["rules"])
        return TableDefaults(rules=rules, grace=int(data["grace"]), bot_delay=int(data["bot_delay"]))
    except (KeyError, TypeError, ValueError):
        return fallback


def restore(
    stored: StoredClassroom,
    dealer: Dealer,
    keeper: Keeper,
    *,
    scheduler: LoopScheduler | ManualClock | None = None,
    defaults: TableDefaults | None = None,
    thinker: Thinker | None = None,
) -> Classroom:
    """The classroom ``stored`` describes, going on where it stopped, kept by ``keeper``."""
    from .room import Classroom, TableDefaults

    room = Classroom(
        dealer,
        code=stored.code,
        teacher=stored.teacher,
        scheduler=scheduler,
        defaults=defaults_from(stored.defaults, defaults or TableDefaults()),
        keeper=keeper,
        opened=False,
        thinker=thinker,
    )
    for student in stored.students:
        room.add_known_student(student.id, student.name, student.token_hash)
    for kept in stored.tables:
        table = room.add_known_table(kept.id, kept.settings, [(s.kind, s.student) for s in kept.seats])
        _restore_game(table, kept, keeper)
    _restore_grades(room, keeper.store)
    return room


def _restore_grades(room: Classroom, store: Store) -> None:
    """The class report's grades, from the decisions the store kept."""
    tables = {table.id: table for table in room.tables}
    for decision in store.decisions():
        table = tables.get(decision.table or "")
        if table is not None:
            action, best = Action.parse(decision.action), Action.parse(decision.best)
            noise = decision.noise or 0.0
            table.grades.append(
                GradeRecord(decision.student, table.id, decision.hand, action, best, decision.cost, noise)
            )


def _restore_game(table: ClassTable, kept: StoredTable, keeper: Keeper) -> None:
    table.reveal = kept.reveal
    if kept.state != TableState.PLAYING or kept.game is None or kept.game.deal_code is None:
        return
    try:
        game = kept.game.game()
    except Exception:  # a game the store cannot give back: the table waits for a new one
        log.exception("table %s: its game could not be restored", kept.id)
        return
    keeper.game_number(kept.id, kept.game.number)
    table.restore(game, kept.game.deal_code, paused=kept.paused)


__all__ = ["DEAL", "Keeper", "defaults_data", "restore"]
