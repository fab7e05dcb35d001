"""A classroom: its code, its teacher, its students and its tables.

Students join with the **classroom code** (six letters and digits, said aloud or written on the
board) and a display name: no account, nothing personal but the name. Each gets a **seat
token**, a long random secret that their browser keeps (a cookie) and shows again to have their
seat back. The teacher proves who they are with the **teacher code**, printed when the server
starts, like a notebook server's token; their browser then keeps a *teacher token* derived from
it (the code itself is never stored in a browser, nor sent to a student's).

Codes typed wrong are counted per place they come from (:class:`Attempts`): after a few, that
place must wait before trying again, so that nobody can try every code. Codes are compared in
constant time.

The classroom is plain Python: the pages of :mod:`scat_learn.ui.room` and the tests drive it the
same way.
"""

from __future__ import annotations

import csv
import hashlib
import hmac
import io
import logging
import secrets
import threading
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..bots.grades import GradeLabel
from ..deals import CODE_LENGTH, CODE_LETTERS, Dealer
from ..errors import ScatError
from ..rules import Rules
from .clock import LoopScheduler, ManualClock
from .seating import ClassTable, GradeRecord, News, Seat, TableSettings, TableState, clean_name
from .store import TeacherCheck, token_hash

if TYPE_CHECKING:
    from .keeper import Keeper
from .thinking import Thinker

log = logging.getLogger(__name__)

TEACHER_CODE_GROUPS = 3  # the teacher code: three groups of four, "K7QM-2XHP-9RTC"


def new_classroom_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def new_teacher_code() -> str:
    groups = ("".join(secrets.choice(CODE_LETTERS) for _ in range(4)) for _ in range(TEACHER_CODE_GROUPS))
    return "-".join(groups)


def tidy_code(text: object) -> str:
    """A code as typed, in the form it is compared: upper case, no spaces or dashes."""
    return "".join(str(text).split()).replace("-", "").upper()[:64]


class Attempts:
    """Wrong codes per place: after ``most`` within ``window`` seconds, that place waits until
    the oldest of them is ``window`` seconds old. A right code forgets the place's mistakes."""

    def __init__(self, now: Callable[[], float], most: int = 5, window: float = 60.0) -> None:
        self._now, self.most, self.window = now, most, window
        self._wrong: dict[str, list[float]] = {}
        self._lock = threading.Lock()

    def wait(self, place: str) -> int:
        """Seconds ``place`` must wait before it may try again (0: it may try now)."""
        with self._lock:
            recent = self._recent(place)
            if len(recent) < self.most:
                return 0
            return max(1, int(recent[0] + self.window - self._now() + 0.999))

    def wrong(self, place: str) -> None:
        with self._lock:
            self._wrong[place] = [*self._recent(place), self._now()]

    def right(self, place: str) -> None:
        with self._lock:
            self._wrong.pop(place, None)

    def _recent(self, place: str) -> list[float]:
        since = self._now() - self.window
        return [t for t in self._wrong.get(place, []) if t > since]


@dataclass(frozen=True, slots=True)
class TableDefaults:
    """What the server's command sets for every table the students make: the rules, how long a
    person may be away before the autopilot plays (``grace``), the bots' pace (``bot_delay``)."""

    rules: Rules = field(default_factory=Rules)
    grace: int = 30
    bot_delay: int = 900

    def settings(self, name: str, seats: tuple[str, ...], turn_clock: int | None = None) -> TableSettings:
        return TableSettings(
            name, seats, rules=self.rules, grace=self.grace, bot_delay=self.bot_delay, turn_clock=turn_clock
        )


@dataclass
class Student:
    """A student of the class: ``token`` is their seat token (their browser's secret)."""

    id: str
    name: str
    token: str = field(repr=False)


@dataclass(frozen=True, slots=True)
class ReportRow:
    """One student's line of the class report."""

    name: str
    table: str
    hands: int
    decisions: int
    best: int
    mistakes: int
    lives_lost: float  # expected lives their decisions cost against the expert's


@dataclass(frozen=True, slots=True)
class TopicRow:
    """One student's line for one topic (:class:`~.drills.Topic` value; "" when not known)."""

    name: str
    topic: str
    decisions: int
    right: int  # best or good
    lives_lost: float

    @property
    def accuracy(self) -> float:
        return self.right / self.decisions if self.decisions else 0.0

    @property
    def lives_per_decision(self) -> float:
        return self.lives_lost / self.decisions if self.decisions else 0.0


def _topic_order(topic: str) -> int:
    from .drills import Topic

    values = [t.value for t in Topic]
    return values.index(topic) if topic in values else len(values)


class Classroom:
    """One class. ``scheduler`` runs the tables' timers (the server's loop by default);
    ``thinker``: where the tables' bots, coach and hints think (None: on the loop, as before;
    the server gives a pool of worker processes, see :mod:`.thinking`)."""

    def __init__(
        self,
        dealer: Dealer,
        *,
        code: str | None = None,
        teacher_code: str | None = None,
        teacher: TeacherCheck | None = None,
        scheduler: LoopScheduler | ManualClock | None = None,
        defaults: TableDefaults | None = None,
        keeper: Keeper | None = None,
        opened: bool = True,
        thinker: Thinker | None = None,
    ) -> None:
        """``teacher``: what the store kept of the teacher code of a restored classroom (then
        ``teacher_code`` is None: the teacher types the code they had). ``keeper`` writes the
        classroom into its store; ``opened``: a new classroom (False: one being restored)."""
        self.defaults = defaults or TableDefaults()
        self.thinker = thinker
        self.code = tidy_code(code) if code else new_classroom_code()
        self.teacher_code: str | None = None if teacher is not None else teacher_code or new_teacher_code()
        self._teacher = teacher
        self.keeper = keeper
        self.dealer = dealer
        self.scheduler = scheduler or LoopScheduler()
        self.attempts = Attempts(self.scheduler.now)
        self.lock = threading.RLock()
        self.version = 0  # bumped on every change anywhere in the class (for the overview pages)
        self.last_deal: str | None = None  # the deal code the teacher gave every table
        self._students: dict[str, Student] = {}
        self._by_token: dict[str, Student] = {}
        self._tables: dict[str, ClassTable] = {}
        self._listeners: list[Callable[[], None]] = []
        self._numbers = iter(range(1, 10_000))
        if keeper is not None and opened:
            keeper.opened(self)

    # ------------------------------------------------------------------ codes

    def check_code(self, typed: object, place: str) -> None:
        """Let a student in with the classroom code; raises ScatError (in words) if it is wrong,
        or if ``place`` has typed too many wrong codes lately."""
        self._check(typed, self.code, place, "class.wrong_code")

    def check_teacher_code(self, typed: object, place: str) -> str:
        """The teacher's token for the teacher code typed; raises ScatError if it is wrong."""
        self._check(typed, self.teacher_code, place, "class.wrong_teacher_code")
        return self._token_of(tidy_code(typed))

    def _check(self, typed: object, code: str | None, place: str, wrong: str) -> None:
        place = f"{wrong}:{place}"
        wait = self.attempts.wait(place)
        if wait:
            raise ScatError("class.too_many_tries", seconds=wait)
        if code is not None:
            right = hmac.compare_digest(tidy_code(typed).encode(), tidy_code(code).encode())
        else:  # a restored classroom knows only the teacher code's hash
            right = self._teacher is not None and self._teacher.code_matches(tidy_code(typed))
        if not right:
            self.attempts.wrong(place)
            raise ScatError(wrong)
        self.attempts.right(place)

    @property
    def teacher_token(self) -> str:
        """What the teacher's browser keeps: made from the teacher code, and not the code ("" in
        a restored classroom, which knows only its hash)."""
        return self._token_of(tidy_code(self.teacher_code)) if self.teacher_code else ""

    def _token_of(self, code: str) -> str:
        message = b"scat_learn teacher " + self.code.encode()
        return hmac.new(code.encode(), message, hashlib.sha256).hexdigest()

    def is_teacher(self, token: object) -> bool:
        if not isinstance(token, str) or not token:
            return False
        if self._teacher is not None:
            return self._teacher.token_matches(token)
        return hmac.compare_digest(token.encode(), self.teacher_token.encode())

    # ------------------------------------------------------------------ students

    def join(self, name: str) -> Student:
        """A new student called ``name`` (refused in words if it is not a name, or if someone in
        the class already has it)."""
        with self.lock:
            name = clean_name(name)
            if any(s.name.casefold() == name.casefold() for s in self._students.values()):
                raise ScatError("class.name_taken", name=name)
            student = Student(f"s{len(self._students) + 1}", name, secrets.token_urlsafe(24))
            if self.keeper is not None:
                self.keeper.joined(student)
            self._students[student.id] = student
            self._by_token[token_hash(student.token)] = student
            self._changed()
            return student

    def add_known_student(self, student_id: str, name: str, hashed_token: str) -> Student:
        """A student of a restored classroom: their browser has the token, the store its hash."""
        with self.lock:
            student = Student(student_id, name, "")
            self._students[student_id] = student
            self._by_token[hashed_token] = student
            return student

    def student(self, token: object) -> Student | None:
        """The student whose seat token this is (None for anything else)."""
        return self._by_token.get(token_hash(token)) if isinstance(token, str) and token else None

    def student_by_id(self, student_id: str) -> Student:
        found = self._students.get(student_id)
        if found is None:
            raise ScatError("class.no_such_student")
        return found

    @property
    def students(self) -> list[Student]:
        return list(self._students.values())

    def name_of(self, student_id: str) -> str:
        found = self._students.get(student_id)
        return found.name if found else "?"

    # ------------------------------------------------------------------ tables

    @property
    def tables(self) -> list[ClassTable]:
        return list(self._tables.values())

    def table(self, table_id: object) -> ClassTable:
        found = self._tables.get(table_id) if isinstance(table_id, str) else None
        if found is None:
            raise ScatError("class.no_such_table")
        return found

    def table_of(self, student_id: str) -> ClassTable | None:
        return next((t for t in self._tables.values() if t.seat_of(student_id) is not None), None)

    def make_table(self, settings: TableSettings, student_id: str | None = None) -> ClassTable:
        """A new table; ``student_id``, if given, sits down at it (leaving any other table)."""
        with self.lock:
            if any(t.name.casefold() == settings.name.casefold() for t in self._tables.values()):
                raise ScatError("class.table_name_taken", table=settings.name)
            table_id = f"t{next(self._numbers)}"
            table = self._new_table(table_id, settings)
            if self.keeper is not None:
                self.keeper.table_made(table)
            if student_id is not None:
                self.sit(student_id, table_id)
            self._changed()
            return table

    def _new_table(self, table_id: str, settings: TableSettings) -> ClassTable:
        table = ClassTable(
            table_id,
            settings,
            name_of=self.name_of,
            scheduler=self.scheduler,
            dealer=self.dealer,
            now=self.scheduler.now,
            thinker=self.thinker,
        )
        table.subscribe(self._on_news)
        self._tables[table_id] = table
        return table

    def add_known_table(
        self, table_id: str, settings: TableSettings, seats: list[tuple[str, str | None]]
    ) -> ClassTable:
        """A table of a restored classroom, its seats as they were (its game: ``ClassTable.restore``)."""
        with self.lock:
            table = self._new_table(table_id, settings)
            table.seats = [Seat(kind, student) for kind, student in seats]
            if self.keeper is not None:
                table.journal = self.keeper
            used = [int(t[1:]) for t in self._tables if t[1:].isdigit()]
            self._numbers = iter(range(max(used, default=0) + 1, 10_000))
            return table

    def sit(self, student_id: str, table_id: str) -> int:
        """``student_id`` sits at a waiting table with room (leaving their old table)."""
        with self.lock:
            table = self.table(table_id)
            old = self.table_of(student_id)
            if old is table:
                return self._seat_at(table, student_id)
            if not table.has_room:
                raise ScatError("class.table_full", table=table.name)
            if old is not None:
                old.leave(student_id)
            return table.sit(student_id)

    @staticmethod
    def _seat_at(table: ClassTable, student_id: str) -> int:
        """The seat of a student already at ``table`` (sitting there again changes nothing)."""
        seat = table.seat_of(student_id)
        assert seat is not None
        return seat

    def leave(self, student_id: str) -> None:
        with self.lock:
            old = self.table_of(student_id)
            if old is not None:
                old.leave(student_id)

    def move(self, student_id: str, table_id: str) -> int:
        """The teacher moves a student to another table (in play: in a bot's place)."""
        with self.lock:
            self.student_by_id(student_id)
            table = self.table(table_id)
            old = self.table_of(student_id)
            if old is table:
                return self._seat_at(table, student_id)
            if table.state is TableState.WAITING and not table.has_room:
                raise ScatError("class.table_full", table=table.name)
            if old is not None:
                old.leave(student_id)
            return table.take_bot_seat(student_id)

    def start(self, table_id: str) -> str:
        """Start a table's game now (bots take the seats nobody took); returns its deal code."""
        return self.table(table_id).start()

    def deal_all(self, code: str | None = None) -> str:
        """Start every table with one deal code: the same cards in the same seats at every table
        of the same size, so that the class can compare. Returns the code."""
        from ..deals import check_code, new_code

        with self.lock:
            code = check_code(code) if code else new_code()
            for table in self._tables.values():
                table.start(code)
            self.last_deal = code
            self._changed()
            return code

    def pause_all(self) -> None:
        for table in self.tables:
            table.pause()

    def resume_all(self) -> None:
        for table in self.tables:
            table.resume()

    # ------------------------------------------------------------------ the report

    @property
    def store_failures(self) -> int:
        """Changes and grades of any table that the store did not keep (a restart would lose
        them; the teacher's page says so)."""
        return sum(table.store_failures for table in self.tables)

    def report(self) -> list[ReportRow]:
        """Per student: hands played, decisions graded, how many were the best, how many were
        mistakes or blunders (:mod:`scat_learn.bots.grades`), and the lives their choices cost.
        One pass over every grade (the teacher's page reads the report every second, and a
        lesson grades thousands of decisions)."""
        tally: dict[str, list[float]] = {s.id: [0, 0, 0, 0.0] for s in self.students}  # decisions best errors lost
        seated: dict[str, str] = {}
        hands: Counter[str] = Counter()
        for table in self.tables:
            hands.update(table.hands_played)
            seated.update((student, table.name) for student in table.students() if student not in seated)
            for g in table.grades:
                counts = tally.get(g.student)
                if counts is not None:
                    label = g.label
                    counts[0] += 1
                    counts[1] += label is GradeLabel.BEST
                    counts[2] += label.is_error
                    counts[3] += g.cost
        return [
            ReportRow(
                name=student.name,
                table=seated.get(student.id, ""),
                hands=hands[student.id],
                decisions=int(tally[student.id][0]),
                best=int(tally[student.id][1]),
                mistakes=int(tally[student.id][2]),
                lives_lost=round(tally[student.id][3], 3),
            )
            for student in self.students
        ]

    def topic_report(self) -> list[TopicRow]:
        """Per student and topic: decisions graded, how many were best or good, and the lives
        their choices cost (the learner's progress page shows the same for one student). One
        pass over every grade, as for :meth:`report`."""
        by_student: dict[str, dict[str, list[GradeRecord]]] = {s.id: {} for s in self.students}
        for table in self.tables:
            for g in table.grades:
                mine = by_student.get(g.student)
                if mine is not None:
                    mine.setdefault(g.topic or "", []).append(g)
        rows = []
        for student in self.students:
            by_topic = by_student[student.id]
            for topic, grades in sorted(by_topic.items(), key=lambda item: _topic_order(item[0])):
                right = sum(1 for g in grades if g.label.is_right)
                rows.append(TopicRow(student.name, topic, len(grades), right, round(sum(g.cost for g in grades), 3)))
        return rows

    def report_csv(self) -> str:
        """The report as CSV text (a spreadsheet opens it); names are quoted, never run."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["name", "table", "hands", "decisions", "best", "mistakes", "lives_lost"])
        for row in self.report():
            writer.writerow([_cell(row.name), _cell(row.table), row.hands, row.decisions, row.best, row.mistakes,
                             f"{row.lives_lost:.3f}"])  # fmt: skip
        return out.getvalue()

    # ------------------------------------------------------------------ news

    def subscribe(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener()`` after any change in the class (overview pages poll ``version``)."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def _on_news(self, news: News) -> None:
        self._changed()

    def _changed(self) -> None:
        self.version += 1
        for listener in list(self._listeners):
            try:
                listener()
            except Exception:
                log.exception("a listener of the classroom failed")

    def __iter__(self) -> Iterator[ClassTable]:
        return iter(self.tables)

    def close(self, *, thinker: bool = True) -> None:
        """Stop every table, and the bots' thinker unless ``thinker`` is False (a classroom
        unloaded while the server goes on: the next opening uses the same worker pool)."""
        for table in self.tables:
            table.close()
        if thinker and self.thinker is not None:
            self.thinker.close()


def _cell(text: str) -> str:
    """A name in a CSV cell: one that a spreadsheet would read as a formula is kept as text."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


__all__ = [
    "Attempts",
    "Classroom",
    "ReportRow",
    "Student",
    "TableDefaults",
    "TopicRow",
    "new_classroom_code",
    "new_teacher_code",
]
