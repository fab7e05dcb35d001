"""A classroom's table: its seats (students and bots), its game, and the rules of the room.

:class:`ClassTable` wraps a :class:`~scat_learn.classroom.table.Table` (the one place that
changes the game) with what a room of people needs:

* **Seats.** Each seat is a person's (a student sits there, or nobody yet) or a bot's. A
  student sits down while the table waits for its game; when the game starts, seats nobody took
  are played by bots. A student moved to a table in play takes over one of its bots' seats.
* **People come and go.** A student's seat stays theirs when their browser closes or loses
  the connection: after ``grace`` seconds a bot plays for them (*autopilot*, shown to all),
  and they have it back the moment they return.
* **The turn clock** (off unless ``turn_clock`` is set): a person whose move takes longer has
  one move made for them by the autopilot's bot.
* **The next hand** is dealt when every person still present has said they are ready (a
  person away, on autopilot, or out of the game is not waited for), so that nobody's showdown
  disappears while they read it. At the end of a game the same vote starts a new one.
* **Grades.** Every decision of a person is graded by the coach (its cost in expected lives
  against the expert's choice), for the person's own screen and the class report. With a
  thinker off the loop (:mod:`.thinking`) the grade is worked out there: the move is played at
  once and its grade comes a moment later (``on_grade``, and a ``GRADE`` news for the report).

Every change holds the table's one lock: the game's changes and the seats' are one sequence.
Listeners (:meth:`ClassTable.subscribe`) hear a :class:`News` after each; like the table's, it
carries no card that they may not see.
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from enum import StrEnum
from functools import partial
from typing import Any, Protocol

from ..actions import Action
from ..bots import BOT_NAMES, Decision, Grade, coach, hint
from ..bots.expert import ExpertBot
from ..bots.grades import GradeLabel, label_for
from ..checks import MAX_NAME, check_name
from ..deals import Dealer, check_code, new_code
from ..errors import ScatError
from ..game import Game
from ..rules import Rules
from ..state import Phase
from ..view import SPECTATOR, PlayerView
from .history import History
from .table import Change, ChangeKind, Scheduler, Table
from .thinking import Answer, Job, Request, Thinker

log = logging.getLogger(__name__)

PERSON = "person"
FOUR_PEOPLE = (PERSON, PERSON, PERSON, PERSON)
BOT_NAME_POOL = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo")


# After the last person at a table left, how long its game goes on for nobody (the autopilot
# playing the away seats) before the table rests: paused, costing the server nothing, until
# someone opens it again.
REST_AFTER_SECONDS = 5 * 60


class TableState(StrEnum):
    WAITING = "waiting"  # seats are being taken; no game yet (or the teacher ended it)
    PLAYING = "playing"  # a game is on (it may be over, waiting for a new one)


class NewsKind(StrEnum):
    SEATS = "seats"  # someone sat down, left, came back, went away, or said they are ready
    STARTED = "started"  # a new game began: screens look at the new ``table``
    ENDED = "ended"  # the teacher ended the game: the table waits again
    GAME = "game"  # the game changed (``change`` says how)
    GRADE = "grade"  # a person's move was graded (for the report: the grade itself is not news)


@dataclass(frozen=True, slots=True)
class News:
    kind: NewsKind
    change: Change | None = None


@dataclass(frozen=True, slots=True)
class TableSettings:
    """How a table is set up. ``seats``: for each seat, ``"person"`` or a bot's level (2 to 9
    seats). ``bot_delay``: milliseconds between bots' moves (people need to see them).
    ``turn_clock``: seconds a person has for each move (None: no clock). ``grace``: seconds
    before the autopilot plays for someone who has gone. ``autopilot``: its bot's level."""

    name: str
    seats: tuple[str, ...] = FOUR_PEOPLE
    rules: Rules = field(default_factory=Rules)
    bot_delay: int = 900
    turn_clock: int | None = None
    grace: int = 30
    autopilot: str = "intermediate"

    def __post_init__(self) -> None:
        if not 2 <= len(self.seats) <= 9:
            raise ScatError("class.bad_seats", count=len(self.seats))
        for kind in (*self.seats, self.autopilot):
            if kind != PERSON and kind not in BOT_NAMES:
                raise ScatError("bot.unknown", name=kind, known=", ".join(BOT_NAMES))
        if self.autopilot == PERSON:
            raise ScatError("bot.unknown", name=self.autopilot, known=", ".join(BOT_NAMES))
        if self.turn_clock is not None and not 5 <= self.turn_clock <= 600:
            raise ScatError("class.bad_clock", seconds=self.turn_clock)
        if not 0 <= self.grace <= 3600:
            raise ScatError("class.bad_grace", seconds=self.grace)
        if not 0 <= self.bot_delay <= 10_000:
            raise ScatError("class.bad_delay", milliseconds=self.bot_delay)
        object.__setattr__(self, "name", clean_name(self.name, "class.bad_table_name"))

    @property
    def people(self) -> int:
        return sum(1 for kind in self.seats if kind == PERSON)


def clean_name(text: object, error: str | None = None) -> str:
    """A name as people typed it, cleaned as a player's name is (:func:`~scat_learn.checks.check_name`);
    refused in words, by the message ``error`` if one is given."""
    try:
        return check_name(text)
    except ScatError as problem:
        if error is None:
            raise
        raise ScatError(error, most=MAX_NAME) from problem


@dataclass
class Seat:
    """A seat: a person's (``student``: who sits there; None while nobody does) or a bot's."""

    kind: str  # PERSON or a bot level
    student: str | None = None

    @property
    def is_person(self) -> bool:
        return self.kind == PERSON


class Journal(Protocol):
    """What keeps a table's history outside the process (:class:`~.keeper.Keeper`, the store):
    told of every news before any screen is, and of every graded decision."""

    def news(self, table: ClassTable, news: News) -> None: ...

    def graded(self, table: ClassTable, record: GradeRecord, seat: int, before: PlayerView) -> None: ...

    def stored_game(self, table: ClassTable) -> Game | None:
        """The table's game as the store holds it (None if it holds none)."""
        ...


@dataclass(frozen=True, slots=True)
class Archived:
    """What a resting table shows while its game is only in the store: what someone watching
    sees, each seat's bot level, the seats on autopilot (the lists of tables and the teacher's
    board read these every second; they must not load the game again)."""

    view: PlayerView
    levels: tuple[str | None, ...]
    autopilot: frozenset[int]


@dataclass(frozen=True, slots=True)
class GradeRecord:
    """One graded decision of a person, for the class report."""

    student: str
    table: str
    hand: int
    action: Action
    best: Action
    cost: float  # expected lives lost against the expert's choice (0: as good)
    noise: float = 0.0  # the cost's standard error (see bots.grades)
    topic: str | None = None  # what the decision trains (classroom.drills.Topic)

    @property
    def label(self) -> GradeLabel:
        return label_for(self.cost, self.noise, is_best=self.action is self.best)


@dataclass(frozen=True, slots=True)
class Graded:
    """The coach's grade of a person's move, with their view of the moment before it (for
    their own screen only: the grade can name their cards)."""

    grade: Grade
    view: PlayerView


def _topic(view: PlayerView, move: Action, grade: Grade) -> str:
    from .drills import topic_of  # drills build on the store, which builds on this module

    return topic_of(view, move, grade.best).value


NameOf = Callable[[str], str]
OnGrade = Callable[[Graded], None]
OnAdvice = Callable[[Decision | None], None]


class ClassTable:
    """One table of a classroom. ``name_of(student)`` gives a student's display name."""

    def __init__(
        self,
        table_id: str,
        settings: TableSettings,
        *,
        name_of: NameOf,
        scheduler: Scheduler,
        dealer: Dealer,
        now: Callable[[], float],
        thinker: Thinker | None = None,
    ) -> None:
        self.id = table_id
        self.thinker = thinker  # where bots, the coach and hints think (None: here)
        self.settings = settings
        self.seats = [Seat(kind) for kind in settings.seats]
        self.state = TableState.WAITING
        self.lock = threading.RLock()
        self._table: Table | None = None  # the game in memory
        self._archived: Archived | None = None  # a resting table's game, kept in the store only
        self._screens = 0  # screens open on this table (players' and spectators')
        self.history: History | None = None
        self.deal_code: str | None = None
        self.reveal = False  # the teacher shows every hand to those who watch
        self.grades: list[GradeRecord] = []
        self.hands_played: Counter[str] = Counter()
        self.deadline: float | None = None  # when the person on turn runs out of time
        self.version = 0  # bumped on every news
        self.changed_at = now()  # when the table last changed (the teacher sees long waits)
        self._name_of, self._scheduler, self._dealer, self._now = name_of, scheduler, dealer, now
        self._listeners: list[Callable[[News], None]] = []
        self._sessions: Counter[str] = Counter()  # open browser sessions per student
        self._grace: dict[str, Any] = {}  # a student's grace timer, while they are away
        self._clock: Any = None
        self._ready: set[int] = set()
        self._counted: int = 0  # the last hand whose players were counted
        # The expert behind each person's hints and grades, by seat, and whose it is: a student's
        # goes with them into the table's next game, where it reads the same opponents on.
        self._advisors: dict[int, ExpertBot] = {}
        self._advised: dict[int, str | None] = {}
        self._games = 0
        # this game's grades, by (seat, hand, turns, phase) before the move (a turn has two decisions)
        self._given: dict[tuple[int, int, int, str], Grade] = {}
        self._rest: Any = None  # the timer that rests the table once nobody is at it
        self.resting = False  # paused because nobody was at it (not the teacher's pause)
        self.journal: Journal | None = None  # the store's keeper, told first of every change
        self.store_failures = 0  # changes and grades the store did not keep (the teacher is told)

    # ------------------------------------------------------------------ reading

    @property
    def table(self) -> Table | None:
        """The table's game. A resting table whose game was let go of (kept in the store only)
        is loaded again first: whoever asks for the game is about to look at it or change it."""
        if self._table is None and self._archived is not None:
            self._load_archived()
        return self._table

    @table.setter
    def table(self, table: Table | None) -> None:
        self._table = table

    @property
    def has_game(self) -> bool:
        """True once a game began here (in memory or archived), without loading it."""
        return self._table is not None or self._archived is not None

    @property
    def archived(self) -> bool:
        """True while this resting table's game is kept in the store only."""
        return self._table is None and self._archived is not None

    @property
    def name(self) -> str:
        return self.settings.name

    def seat_of(self, student: str) -> int | None:
        return next((i for i, seat in enumerate(self.seats) if seat.student == student), None)

    def students(self) -> list[str]:
        return [seat.student for seat in self.seats if seat.student is not None]

    @property
    def open_seats(self) -> list[int]:
        """People's seats nobody has taken (only while the table waits: then bots take them)."""
        if self.state is not TableState.WAITING:
            return []
        return [i for i, seat in enumerate(self.seats) if seat.is_person and seat.student is None]

    @property
    def has_room(self) -> bool:
        return bool(self.open_seats)

    def present(self, student: str) -> bool:
        """True while the student has the table open in a browser."""
        return self._sessions[student] > 0

    def on_autopilot(self, seat: int) -> bool:
        if self.archived:
            assert self._archived is not None
            return seat in self._archived.autopilot
        return self._table is not None and self._table.on_autopilot(seat)

    def level(self, seat: int) -> str | None:
        """A bot seat's level now (None for a person's seat, or before the first game)."""
        if self.archived:
            assert self._archived is not None
            return self._archived.levels[seat]
        return None if self._table is None else self._table.level(seat)

    def waiting_seconds(self) -> float:
        """How long the table has been as it is (a long wait for a person's move is flagged)."""
        return self._now() - self.changed_at

    def view(self, seat: int = SPECTATOR) -> PlayerView | None:
        """What ``seat`` (or someone watching) may know now; None before the first game."""
        if self.archived and seat == SPECTATOR:
            assert self._archived is not None
            return self._archived.view
        return None if self.table is None else self.table.view(seat)

    def seat_names(self) -> list[str]:
        """Each seat's name now: the game's once it is on; before, who sat down (or "")."""
        if self.archived and self.state is TableState.PLAYING:
            assert self._archived is not None
            return list(self._archived.view.names)
        if self.table is not None and self.state is TableState.PLAYING:
            return list(self.table.game.names)
        return [self._name_of(seat.student) if seat.student else "" for seat in self.seats]

    def waiting_for(self) -> tuple[str, ...]:
        """At the end of a hand: the names of the people the next hand waits for."""
        with self.lock:
            if self.table is None or not self.table.hand_over:
                return ()
            names = self.table.game.names
            return tuple(names[seat] for seat in self._awaited() if seat not in self._ready)

    def is_ready(self, seat: int) -> bool:
        return seat in self._ready

    def subscribe(self, listener: Callable[[News], None], *, screen: bool = False) -> Callable[[], None]:
        """Tell ``listener`` of every news; ``screen``: it is a screen open on this table (a
        table someone looks at keeps its game in memory)."""
        self._listeners.append(listener)
        self._screens += screen

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)
                self._screens -= screen

        return unsubscribe

    # ------------------------------------------------------------------ seats

    def sit(self, student: str) -> int:
        """Seat ``student`` at the first free person's seat (the table must be waiting)."""
        with self.lock:
            seat = self.seat_of(student)
            if seat is not None:
                return seat
            if not self.open_seats:
                raise ScatError("class.table_full", table=self.name)
            seat = self.open_seats[0]
            self.seats[seat].student = student
            self._news(NewsKind.SEATS)
            if not self.open_seats:  # every seat for people is taken: the game begins
                self.start()
            return seat

    def take_bot_seat(self, student: str) -> int:
        """Seat ``student`` in the place of a bot, in the middle of a game (the teacher moves them
        here); refused in words if no bot plays at this table."""
        with self.lock:
            table = self.table
            if self.state is TableState.WAITING or table is None:
                return self.sit(student)
            seat = next((i for i in range(len(self.seats)) if table.is_bot(i) and not table.game.players[i].out), None)
            if seat is None:
                raise ScatError("class.table_full", table=self.name)
            table.hand_to_person(seat, self._unique_name(student))
            self.seats[seat] = Seat(PERSON, student)
            self._news(NewsKind.SEATS)
            return seat

    def leave(self, student: str) -> None:
        """``student`` leaves the table: a waiting table frees the seat; in a game, a bot plays
        it from now on."""
        with self.lock:
            seat = self.seat_of(student)
            if seat is None:
                return
            self._stop_grace(student)
            self._sessions.pop(student, None)
            if self.state is TableState.PLAYING and self.table is not None:
                names = list(self.table.game.names)
                self.table.hand_to_bot(seat, self.settings.autopilot, bot_names(names, 1)[0])
                self.seats[seat] = Seat(self.settings.autopilot)
            else:
                self.seats[seat].student = None
            self._news(NewsKind.SEATS)
            self._maybe_deal()

    def connect(self, student: str) -> None:
        """A browser session of ``student`` opened this table: their seat is theirs again."""
        with self.lock:
            self._sessions[student] += 1
            self._stop_grace(student)
            seat = self.seat_of(student)
            if seat is not None and self.table is not None and self.table.on_autopilot(seat):
                self.table.set_autopilot(seat, None)
            self._wake()
            self._news(NewsKind.SEATS)

    def disconnect(self, student: str) -> None:
        """A browser session of ``student`` closed: once none is left, the grace period runs."""
        with self.lock:
            if self._sessions[student] <= 0:
                return
            self._sessions[student] -= 1
            if self._sessions[student] == 0 and self.seat_of(student) is not None:
                self._start_grace(student)
            if not any(self.present(s) for s in self.students()):
                self._rest_later()
            self._news(NewsKind.SEATS)
            self._maybe_deal()

    def _rest_later(self) -> None:
        """Nobody is at the table: rest it after REST_AFTER_SECONDS unless someone comes back."""
        if self._rest is not None:
            self._rest.stop()

        def rest() -> None:
            with self.lock:
                self._rest = None
                nobody = not any(self.present(s) for s in self.students())
                table = self.table
                if nobody and table is not None and self.state is TableState.PLAYING and not table.paused:
                    table.pause()
                    self.resting = True
                    self._news(NewsKind.SEATS)
                    self._archive()

        self._rest = self._scheduler(rest, REST_AFTER_SECONDS * 1000)

    def _archive(self) -> None:
        """A resting table lets go of its game (its Table, bots, the experts that grade its
        people, its log): every move is in the store before anyone sees it, so the store's copy
        is the game. Only if nobody looks at the table, and only if the store's copy is the
        game as it is (a store that failed to write keeps the game here)."""
        table = self._table
        if self.journal is None or table is None or self._screens > 0 or self.deal_code is None:
            return
        try:
            stored = self.journal.stored_game(self)
        except Exception:
            log.exception("table %s: the store's copy of its game could not be read", self.id)
            return
        if stored is None or stored.to_json() != table.game.to_json():
            log.warning("table %s rests with its game in memory: the store's copy is not the game", self.id)
            return
        levels = tuple(table.level(i) for i in range(len(self.seats)))
        autopilot = frozenset(i for i in range(len(self.seats)) if table.on_autopilot(i))
        self._archived = Archived(table.view(SPECTATOR), levels, autopilot)
        self._stop_clock()
        table.close()
        self._table, self.history, self._advisors, self._advised = None, None, {}, {}

    def _load_archived(self) -> None:
        """Someone opens an archived table: its game again, from the store, still resting."""
        with self.lock:
            archived, self._archived = self._archived, None
            if archived is None:
                return
            code = self.deal_code
            try:
                game = self.journal.stored_game(self) if self.journal is not None else None
            except Exception:
                log.exception("table %s: its game could not be loaded from the store", self.id)
                game = None
            if game is None or code is None:  # as after a restart that cannot give it back: a new game
                self.state, self.resting = TableState.WAITING, False
                return
            self.restore(game, code, paused=True)
            for seat in archived.autopilot:  # those who were away stay away, not in a new grace
                student = self.seats[seat].student
                if student is not None:
                    self._stop_grace(student)
                assert self._table is not None
                self._table.set_autopilot(seat, self.settings.autopilot)

    def _wake(self) -> None:
        """Someone is at the table again: a resting table goes on (the teacher's pause stays)."""
        if self._rest is not None:
            self._rest.stop()
            self._rest = None
        if self.resting and self.table is not None:
            self.resting = False
            self.table.resume()
            self._maybe_deal()

    def _start_grace(self, student: str) -> None:
        self._stop_grace(student)

        def gone() -> None:
            with self.lock:
                self._grace.pop(student, None)
                seat = self.seat_of(student)
                here = self.present(student)
                if seat is not None and not here and self.table is not None and self.state is TableState.PLAYING:
                    self.table.set_autopilot(seat, self.settings.autopilot)
                    self._maybe_deal()

        self._grace[student] = self._scheduler(gone, self.settings.grace * 1000)

    def _stop_grace(self, student: str) -> None:
        timer = self._grace.pop(student, None)
        if timer is not None:
            timer.stop()

    # ------------------------------------------------------------------ the game

    def start(self, code: str | None = None) -> str:
        """Start a new game (dealt from the deal ``code``; a new one if None): bots take the
        seats nobody took. Returns the deal code."""
        with self.lock:
            code = check_code(code) if code else new_code()
            self._stop_clock()
            for seat in self.seats:
                if seat.is_person and seat.student is None:
                    seat.kind = self.settings.autopilot
            self._take_up(self._new_table(code), code)
            self._news(NewsKind.STARTED)
            self._go_on()
            return code

    def restore(self, game: Game, code: str, paused: bool = False) -> None:
        """Go on with ``game`` (dealt from the deal ``code``), as it was when the server stopped:
        its people are away until their browsers come back (then the grace, then the autopilot)."""
        with self.lock:
            levels = {i: seat.kind for i, seat in enumerate(self.seats) if not seat.is_person}
            decks = partial(self._dealer.deck, code)
            delay, clock = self.settings.bot_delay, self._scheduler
            table = Table(game, levels, delay=delay, scheduler=clock, decks=decks, lock=self.lock, thinker=self.thinker)
            self._take_up(table, code)
            self._counted = game.result.hand_number if game.result is not None else 0  # counted before
            if paused:
                table.pause()
            self._go_on()

    def _take_up(self, table: Table, code: str) -> None:
        """``table`` is this table's game now (a new one, or one restored)."""
        self._stop_clock()
        if self._table is not None:
            self._table.close()
        self._archived = None
        self.table = table
        self.history = History()
        self.history.follow(table)
        table.subscribe(self._on_change)
        self.state, self.deal_code, self._ready, self._counted = TableState.PLAYING, code, set(), 0
        self._keep_advisors()
        self._games += 1
        self._given = {}
        for student in self.students():
            if not self.present(student):
                self._start_grace(student)

    def _keep_advisors(self) -> None:
        """A new game: each person's expert is the one they had in the last game here (it keeps
        what it read of this table: its numbers calibrated to it, issue 17), else a new one."""
        theirs = {self._advised.get(i): bot for i, bot in self._advisors.items()}
        self._advisors, self._advised = {}, {}
        for i, seat in enumerate(self.seats):
            if seat.is_person:
                kept = theirs.get(seat.student) if seat.student is not None else None
                self._advisors[i] = kept if kept is not None else ExpertBot(seed=i)
                self._advised[i] = seat.student

    def _go_on(self) -> None:
        assert self.table is not None
        self.table.start()
        self._arm_clock()

    def _new_table(self, code: str) -> Table:
        people = [self._name_of(s.student) if s.student else "" for s in self.seats]
        bots = bot_names([p for p in people if p], sum(1 for p in people if not p))
        names = [p or bots.pop(0) for p in people]
        decks = partial(self._dealer.deck, code)
        game = Game.new(names, rules=self.settings.rules, seed=0, deck=decks(1))
        levels = {i: seat.kind for i, seat in enumerate(self.seats) if not seat.is_person}
        return Table(
            game,
            levels,
            delay=self.settings.bot_delay,
            scheduler=self._scheduler,
            decks=decks,
            lock=self.lock,
            thinker=self.thinker,
        )

    def end(self) -> None:
        """The teacher ends the game: the table waits again, with its people in their seats."""
        with self.lock:
            if self.table is None:
                return
            self._stop_clock()
            self.table.close()
            self.state = TableState.WAITING
            for seat, kind in zip(self.seats, self.settings.seats, strict=True):
                if seat.student is None:
                    seat.kind = kind  # a seat left for bots is open for a person again
            self._news(NewsKind.ENDED)

    @property
    def off_loop(self) -> bool:
        """True when bots, the coach and hints think elsewhere (worker processes, Dask)."""
        return self.thinker is not None and not self.thinker.inline

    def play(self, student: str, action: Action | str, on_grade: OnGrade | None = None) -> tuple[Action, Grade | None]:
        """Play ``action`` for ``student``'s seat; refused in words (changing nothing) if they
        have no seat here, it is not their turn, the table is paused, or the move is not legal.
        Returns the move and the coach's grade of it; with a thinker off the loop the grade is
        None here and comes later, to ``on_grade`` (on the scheduler's thread)."""
        with self.lock:
            seat = self.seat_of(student)
            table = self.table
            if seat is None or table is None or self.state is not TableState.PLAYING:
                raise ScatError("class.not_at_table", table=self.name)
            before = table.view(seat)
            if table.on_autopilot(seat):
                table.set_autopilot(seat, None)  # they are here: the seat is theirs again
            move = table.play(seat, action)
            if self.off_loop:
                self._grade_later(student, seat, before, move, on_grade)
                return move, None
            return move, self._grade(student, seat, before, move)

    def review(self, student: str) -> Any:
        """The review (:class:`~.review.Review`) of the game just finished, of ``student``'s
        seat, with the grades the table gave as it was played (a decision made before a server
        restart is graded again by an expert following the game). Refused in words if they
        have no seat here or the game is not over (R-INFO-1: every card is shown)."""
        from .review import review_game  # the review builds on drills and the store, above this module

        with self.lock:
            seat = self.seat_of(student)
            if seat is None or self.table is None:
                raise ScatError("class.not_at_table", table=self.name)
            game = self.table.game
            if game.phase is not Phase.GAME_OVER:
                raise ScatError("review.not_over")
            given = {key[1:]: grade for key, grade in self._given.items() if key[0] == seat}
        return review_game(game, [seat], grades={seat: given})  # outside the lock: the game is over

    def advisor(self, student: str) -> ExpertBot | None:
        """The expert that grades ``student`` and gives them hints (it learns from their view)."""
        seat = self.seat_of(student)
        return None if seat is None else self._advisors.get(seat)

    def _grade(self, student: str, seat: int, before: PlayerView, move: Action) -> Grade | None:
        if len(before.legal_actions) < 2:
            return None
        try:
            grade = coach(before, move, bot=self._advisors.get(seat))
        except Exception:  # the move stands; only its grade is missing
            log.exception("the coach failed at table %s", self.id)
            return None
        self._given[(seat, before.hand_number, before.turns, str(before.phase))] = grade
        self._record(
            GradeRecord(
                student,
                self.id,
                before.hand_number,
                move,
                grade.best,
                float(grade.cost),
                grade.noise,
                _topic(before, move, grade),
            ),
            seat,
            before,
        )
        return grade

    def _record(self, record: GradeRecord, seat: int, before: PlayerView) -> None:
        self.grades.append(record)
        if self.journal is not None:
            try:
                self.journal.graded(self, record, seat, before)
            except Exception:  # the grade stays in memory; only its copy in the store is missing
                self.store_failures += 1
                log.exception("the store did not keep a grade at table %s", self.id)

    def _grade_later(self, student: str, seat: int, before: PlayerView, move: Action, on_grade: OnGrade | None) -> None:
        """Ask the thinker for the grade; record it (and tell ``on_grade``) when it comes."""
        if len(before.legal_actions) < 2:
            return
        assert self.thinker is not None and self.table is not None
        advisor = self._advisors.get(seat)
        games = self._games

        def graded(future: Future[Answer]) -> None:
            with self.lock:
                try:
                    answer = future.result()
                    grade = answer.grade
                    if grade is None:
                        raise RuntimeError(answer.failure or "no grade")
                except Exception:  # the move stands; only its grade is missing
                    log.exception("the coach failed at table %s", self.id)
                    return
                if self._games == games and advisor is not None and self._advisors.get(seat) is advisor:
                    self._advisors[seat] = answer.bot  # type: ignore[assignment]  # what it learnt
                if self._games == games:
                    self._given[(seat, before.hand_number, before.turns, str(before.phase))] = grade
                record = GradeRecord(
                    student, self.id, before.hand_number, move, grade.best, float(grade.cost), grade.noise
                )
                self._record(record, seat, before)
                self._news(NewsKind.GRADE)
            if on_grade is not None:
                try:
                    on_grade(Graded(grade, before))
                except Exception:
                    log.exception("a screen failed to take its grade at table %s", self.id)

        request = Request(Job.COACH, advisor or ExpertBot(seed=seat), before, self.table.version, move)
        self._answer_later(request, graded)

    def advise(self, student: str, on_advice: OnAdvice) -> None:
        """What the expert would do now for ``student`` (the hint, the advice beside the hand),
        told to ``on_advice`` when it is known (at once when bots think here); None if it failed."""
        with self.lock:
            seat = self.seat_of(student)
            table = self.table
            if seat is None or table is None:
                on_advice(None)
                return
            advisor = self._advisors.get(seat) or ExpertBot(seed=seat)
            view = table.view(seat)
            if not self.off_loop:
                try:
                    on_advice(hint(view, "expert", bot=advisor))
                except Exception:
                    log.exception("the expert's advice failed at table %s", self.id)
                    on_advice(None)
                return

            def advised(future: Future[Answer]) -> None:
                try:
                    decision = future.result().decision
                except Exception:
                    log.exception("the expert's advice failed at table %s", self.id)
                    decision = None
                on_advice(decision)

            self._answer_later(Request(Job.HINT, advisor, view, table.version), advised)

    def _answer_later(self, request: Request, then: Callable[[Future[Answer]], None]) -> None:
        """Send ``request`` to the thinker; ``then(future)`` runs on the scheduler when it is
        answered (never on a worker's thread: the table's state is the loop's)."""
        assert self.thinker is not None
        scheduler = self._scheduler
        # Called on the loop: let a LoopScheduler learn its loop here, not on a worker's thread.
        bind = getattr(scheduler, "bind", None)
        if callable(bind):
            bind()
        future = self.thinker.submit(request)
        future.add_done_callback(lambda done: scheduler(lambda: then(done), 0))

    def ready(self, student: str) -> None:
        """``student`` has seen the end of the hand: deal the next one once everyone present is
        ready (at the end of a game: start a new one)."""
        with self.lock:
            seat = self.seat_of(student)
            table = self.table
            if seat is None or table is None or self.state is not TableState.PLAYING:
                raise ScatError("class.not_at_table", table=self.name)
            if not table.hand_over:
                raise ScatError("hand.still_playing")
            if table.paused:
                raise ScatError("table.paused")
            self._ready.add(seat)
            self._news(NewsKind.SEATS)
            self._maybe_deal()

    def _awaited(self) -> list[int]:
        """People's seats the next hand waits for: present, playing for themselves, in the game
        (or, at the end of a game, everyone present)."""
        table = self.table
        assert table is not None
        over = table.game.phase is Phase.GAME_OVER
        out = [p.out for p in table.game.players]
        return [
            i
            for i, seat in enumerate(self.seats)
            if seat.student is not None
            and self.present(seat.student)
            and not table.on_autopilot(i)
            and (over or not out[i])
        ]

    def _maybe_deal(self) -> None:
        table = self.table
        if table is None or self.state is not TableState.PLAYING or not table.hand_over or table.paused:
            return
        awaited = self._awaited()
        if any(seat not in self._ready for seat in awaited):
            return
        if awaited:
            self._deal()
        elif any(self.present(student) for student in self.students()):
            # Those here are out of the game and watch it end: it goes on after a pause.
            self._later_deal()
        # else nobody is here: the table waits for someone to come back and say they are ready

    def _later_deal(self) -> None:
        version = self.version

        def deal() -> None:
            with self.lock:
                if self.version == version:
                    self._deal()

        self._scheduler(deal, max(3000, 3 * self.settings.bot_delay))

    def _deal(self) -> None:
        table = self.table
        assert table is not None
        if table.game.phase is Phase.GAME_OVER:
            self.start()  # the same seats, a new deal
        else:
            table.next_hand()

    def pause(self) -> None:
        """The teacher's pause (a resting table's pause becomes the teacher's)."""
        with self.lock:
            self.resting = False
            if self.table is not None:
                self.table.pause()

    def resume(self) -> None:
        with self.lock:
            self.resting = False
            if self.table is not None:
                self.table.resume()
                self._maybe_deal()

    @property
    def paused(self) -> bool:
        return self.archived or (self._table is not None and self._table.paused)

    def set_reveal(self, on: bool) -> None:
        with self.lock:
            self.reveal = on
            self._news(NewsKind.SEATS)

    # ------------------------------------------------------------------ after every change

    def _on_change(self, change: Change) -> None:
        table = self.table
        if table is None:
            return
        if change.kind in (ChangeKind.HAND, ChangeKind.GAME):
            self._ready = set()
        self._count_hand(table)
        self._arm_clock()
        self._news(NewsKind.GAME, change)
        if change.kind is ChangeKind.MOVE and table.hand_over:
            self._maybe_deal()

    def _count_hand(self, table: Table) -> None:
        result = table.game.result
        if not table.hand_over or result is None or result.hand_number == self._counted:
            return
        self._counted = result.hand_number
        for seat in result.hands:
            student = self.seats[seat].student
            if student is not None:
                self.hands_played[student] += 1

    def _arm_clock(self) -> None:
        """The turn clock: a person on turn gets ``turn_clock`` seconds for this move."""
        self._stop_clock()
        table, seconds = self.table, self.settings.turn_clock
        if table is None or seconds is None or table.paused or self.state is not TableState.PLAYING:
            return
        seat = table.game.current
        if seat is None or table.is_bot(seat) or table.on_autopilot(seat):
            return
        version = table.version
        self.deadline = self._now() + seconds

        def time_up() -> None:
            with self.lock:
                if self.table is table and table.version == version:
                    table.play_for(seat, self.settings.autopilot)

        self._clock = self._scheduler(time_up, seconds * 1000)

    def _stop_clock(self) -> None:
        self.deadline = None
        if self._clock is not None:
            self._clock.stop()
            self._clock = None

    def _news(self, kind: NewsKind, change: Change | None = None) -> None:
        self.version += 1
        if kind in (NewsKind.GAME, NewsKind.STARTED):
            self.changed_at = self._now()
        news = News(kind, change)
        if self.journal is not None:  # first: a move is kept before anyone is shown it
            try:
                self.journal.news(self, news)
            except Exception:
                self.store_failures += 1
                log.exception("the store did not keep a change at table %s", self.id)
        for listener in list(self._listeners):
            try:
                listener(news)
            except Exception:  # one broken screen must not stop the table or the others
                log.exception("a listener of table %s failed", self.id)

    def _unique_name(self, student: str) -> str:
        name = self._name_of(student)
        assert self.table is not None
        taken = {n.casefold() for n in self.table.game.names}
        if name.casefold() not in taken:
            return name
        return next(f"{name} {k}" for k in range(2, 20) if f"{name} {k}".casefold() not in taken)

    def close(self) -> None:
        with self.lock:
            self._stop_clock()
            if self._rest is not None:
                self._rest.stop()
            for student in list(self._grace):
                self._stop_grace(student)
            if self._table is not None:
                self._table.close()
            self._listeners.clear()


def bot_names(taken: list[str], count: int) -> list[str]:
    """``count`` names for bots, none of them one of the ``taken`` names (in any case)."""
    used = {name.casefold() for name in taken}
    pool = [n for n in BOT_NAME_POOL if n.casefold() not in used]
    pool += [f"Bot {k}" for k in range(1, count + 10) if f"bot {k}" not in used]
    return pool[:count]


__all__ = [
    "FOUR_PEOPLE",
    "PERSON",
    "Archived",
    "ClassTable",
    "GradeRecord",
    "Graded",
    "News",
    "NewsKind",
    "Seat",
    "TableSettings",
    "TableState",
    "bot_names",
    "clean_name",
]
