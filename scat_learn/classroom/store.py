"""The classroom's store: one SQLite file in the data folder that outlives the server process.

It holds what a restarted server needs to be the same classroom, and what the drills read later:

* the classroom: its code (on the board: it must survive a restart), the teacher code as a
  salted hash and the teacher's token as a SHA-256 (enough to check them, not to show them),
  the tables' defaults;
* the students: id, name and the SHA-256 of their seat token (the browser keeps the token; a
  hash is enough to find the student it belongs to, and a copied file gives nobody a seat);
* the tables: name, settings, state, and who sits in each seat;
* each table's games: the saved-game JSON (:meth:`~scat_learn.game.Game.to_json`) as it is after
  the last applied move, and the append-only record of the moves. Both are written in **one
  transaction per move** (:meth:`Store.record_move`), so a crash at any moment leaves the last
  complete move and its record, never one without the other;
* every graded decision of a person: the position (the seat's view as JSON), the action, the
  expert's best one, the cost in expected lives, its grade (label and noise) and its topic;
* the drills (:mod:`.drills`): each student's schedule of them (spaced repetition: the step,
  when it is due, hits and misses) and every answer given.

Only the latest JSON of a game is kept: each one holds the game's whole record (decks and
actions), so any earlier position can be replayed from it and the move record, and keeping a
copy per move would grow as the square of the game's length.

**Why plain** :mod:`sqlite3` **and no ORM**: nine tables and a few dozen statements, all written
here; an ORM would add a dependency and a layer between the code and the transactions whose
boundaries are the whole point (one per move). Moving to PostgreSQL (``docs/deploy.md``)
means the same statements with ``%s`` placeholders.

**Opening a file** (:meth:`Store.open`): a file that does not exist is made in a temporary file
next to it and put in place only when complete (a crash leaves no half-made store). A file
that exists is first read, never written: its header must be SQLite's and carry scat_learn's
``application_id`` (else it is not ours: ``store.not_database`` / ``store.foreign``), its
``user_version`` (the schema version) must not be newer than this code knows
(``store.newer``), and ``PRAGMA quick_check`` must pass (``store.damaged``); only then is it
opened for writing, and older schemas are migrated (:data:`MIGRATIONS`, one transaction).
Each refusal is a :class:`~scat_learn.errors.ScatError` and leaves the file's bytes as they
were.

**Durability**: WAL mode, ``synchronous=NORMAL`` by default. In WAL mode a commit with NORMAL
is written to the operating system before :meth:`Store.record_move` returns, so a killed server
(``kill -9``, a crash) loses nothing; only a power cut or an operating-system crash may lose the
last moves before the last checkpoint, and it never damages the file. FULL also survives those,
at the price of one ``fsync`` per move on the server's event loop (``benchmarks/store.py``
measures both: see ``benchmarks/README.md``); a school machine on a UPS-less power strip may
choose it with ``Store.open(path, synchronous="FULL")``.

**Threads**: one connection, guarded by one lock, shared by every thread (the event loop and
Panel's session threads); each method is one transaction. SQLite lets only one writer at a
time in any case, and the writes are small, so a lock costs nothing a pool would win back.
Another process may open the same file (the benchmark does): writers wait for each other
(``BEGIN IMMEDIATE`` with a busy timeout).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from ..actions import Action
from ..bots.grades import GradeLabel, label_for
from ..errors import ScatError
from ..game import Game
from ..messages import excerpt
from ..rules import Rules
from ..view import PlayerView
from .seating import TableSettings, TableState

APPLICATION_ID = 0x53434154  # "SCAT": PRAGMA application_id of every scat_learn store
SQLITE_HEADER = b"SQLite format 3\x00"
SYNCHRONOUS = ("NORMAL", "FULL")
TABLE_STATES = ("waiting", "playing", "ended")
TEACHER_ROUNDS = 100_000  # PBKDF2-SHA256 rounds of the teacher code's hash
BUSY_SECONDS = 10.0  # how long a writer waits for another process's transaction
VIEW_FORMAT = "scat_learn view"
GRADE_TEXTS = frozenset(label.value for label in GradeLabel)

# The schema, as the steps that bring it from one version to the next: MIGRATIONS[v] takes a
# store from version v to v + 1 (version 0 is an empty file). The schema version is the number
# of steps, kept in PRAGMA user_version. Adding a version is adding one entry here (its
# statements run in one transaction with the version change; a step that rebuilds a table
# follows SQLite's "make a new table, copy, drop, rename" recipe, and the foreign keys are
# checked after the last step). Never edit a step that has been released: add one.
MIGRATIONS: list[tuple[str, ...]] = [
    (  # 1: the first schema
        """CREATE TABLE classroom (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            code TEXT NOT NULL,
            teacher_salt BLOB NOT NULL,
            teacher_rounds INTEGER NOT NULL,
            teacher_code_hash BLOB NOT NULL,
            teacher_token_hash TEXT NOT NULL,
            defaults TEXT NOT NULL CHECK (json_valid(defaults)),
            created REAL NOT NULL
        )""",
        """CREATE TABLE students (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            token_hash TEXT NOT NULL UNIQUE,
            joined REAL NOT NULL
        )""",
        """CREATE TABLE tables (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            settings TEXT NOT NULL CHECK (json_valid(settings)),
            state TEXT NOT NULL CHECK (state IN ('waiting', 'playing', 'ended')),
            paused INTEGER NOT NULL DEFAULT 0 CHECK (paused IN (0, 1)),
            reveal INTEGER NOT NULL DEFAULT 0 CHECK (reveal IN (0, 1)),
            created REAL NOT NULL
        )""",
        """CREATE TABLE seats (
            table_id TEXT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 8),
            kind TEXT NOT NULL,
            student_id TEXT REFERENCES students (id),
            PRIMARY KEY (table_id, seat)
        ) WITHOUT ROWID""",
        """CREATE TABLE games (
            table_id TEXT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            number INTEGER NOT NULL CHECK (number >= 1),
            deal_code TEXT,
            state TEXT NOT NULL CHECK (json_valid(state)),
            moves INTEGER NOT NULL DEFAULT 0,
            started REAL NOT NULL,
            updated REAL NOT NULL,
            PRIMARY KEY (table_id, number)
        )""",
        """CREATE TABLE moves (
            table_id TEXT NOT NULL,
            game INTEGER NOT NULL,
            number INTEGER NOT NULL CHECK (number >= 1),
            seat INTEGER CHECK (seat BETWEEN 0 AND 8),
            action TEXT NOT NULL,
            at REAL NOT NULL,
            PRIMARY KEY (table_id, game, number),
            FOREIGN KEY (table_id, game) REFERENCES games (table_id, number) ON DELETE CASCADE
        ) WITHOUT ROWID""",
        """CREATE TABLE decisions (
            id INTEGER PRIMARY KEY,
            student_id TEXT NOT NULL REFERENCES students (id),
            table_id TEXT,
            game INTEGER,
            move INTEGER,
            hand INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            position TEXT CHECK (position IS NULL OR json_valid(position)),
            action TEXT NOT NULL,
            best TEXT NOT NULL,
            cost REAL NOT NULL,
            at REAL NOT NULL,
            FOREIGN KEY (table_id, game, move) REFERENCES moves (table_id, game, number)
        )""",
        "CREATE INDEX decisions_of_student ON decisions (student_id, id)",
    ),
    (  # 2: grades and drills (issue 16): each decision's label, noise and topic; drills' schedule
        "ALTER TABLE decisions ADD COLUMN label TEXT",
        "ALTER TABLE decisions ADD COLUMN noise REAL",
        "ALTER TABLE decisions ADD COLUMN topic TEXT",
        """CREATE TABLE drills (
            student_id TEXT NOT NULL REFERENCES students (id),
            drill TEXT NOT NULL,
            step INTEGER NOT NULL CHECK (step >= 0),
            due REAL NOT NULL,
            hits INTEGER NOT NULL DEFAULT 0,
            misses INTEGER NOT NULL DEFAULT 0,
            last_right INTEGER CHECK (last_right IN (0, 1)),
            PRIMARY KEY (student_id, drill)
        ) WITHOUT ROWID""",
        """CREATE TABLE drill_answers (
            id INTEGER PRIMARY KEY,
            student_id TEXT NOT NULL REFERENCES students (id),
            drill TEXT NOT NULL,
            topic TEXT NOT NULL,
            action TEXT NOT NULL,
            best TEXT NOT NULL,
            label TEXT NOT NULL,
            cost REAL NOT NULL,
            at REAL NOT NULL
        )""",
        "CREATE INDEX drill_answers_of_student ON drill_answers (student_id, id)",
    ),
]


def schema_version() -> int:
    """The schema version this code writes (the number of migration steps)."""
    return len(MIGRATIONS)


def token_hash(token: str) -> str:
    """How a seat token (or the teacher's token) is kept: its SHA-256, in hex."""
    return hashlib.sha256(token.encode()).hexdigest()


def _code_hash(code: str, salt: bytes, rounds: int) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", code.encode(), salt, rounds)


# ---------------------------------------------------------------------- what is read back


@dataclass(frozen=True, slots=True)
class TeacherCheck:
    """What is kept of the teacher code: enough to check it and the teacher's token, not to
    show either (a restarted server cannot print the code again; the teacher still has it)."""

    salt: bytes
    rounds: int
    code_hash: bytes
    token_hash: str

    def code_matches(self, code: str) -> bool:
        """True if ``code`` (in the form it is compared: see ``room.tidy_code``) is the code."""
        return hmac.compare_digest(_code_hash(code, self.salt, self.rounds), self.code_hash)

    def token_matches(self, token: object) -> bool:
        """True if ``token`` is the teacher's token (what the teacher's browser keeps)."""
        return isinstance(token, str) and hmac.compare_digest(token_hash(token), self.token_hash)


@dataclass(frozen=True, slots=True)
class StoredStudent:
    id: str
    name: str
    token_hash: str  # token_hash(their seat token)
    joined: float


@dataclass(frozen=True, slots=True)
class StoredSeat:
    """A seat: its ``kind`` (``"person"`` or a bot's level) and who sits there (a student id)."""

    kind: str
    student: str | None = None


@dataclass(frozen=True, slots=True)
class StoredMove:
    """One line of a game's move record: ``seat`` is None for a step nobody takes (a deal)."""

    number: int
    seat: int | None
    action: str
    at: float


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A table's game: its saved-game JSON after the last move, and the record of its moves."""

    table: str
    number: int
    deal_code: str | None
    game_json: str
    moves: tuple[StoredMove, ...]
    started: float
    updated: float

    def game(self) -> Game:
        """The game as it was after its last move (DamagedSave if the JSON is not a game)."""
        return Game.from_json(self.game_json)


@dataclass(frozen=True, slots=True)
class StoredTable:
    id: str
    settings: TableSettings
    state: str  # "waiting" | "playing" | "ended"
    paused: bool
    reveal: bool
    seats: tuple[StoredSeat, ...]
    games: int  # how many games the table has begun
    game: StoredGame | None  # the last of them
    created: float

    @property
    def name(self) -> str:
        return self.settings.name


@dataclass(frozen=True, slots=True)
class StoredClassroom:
    code: str
    teacher: TeacherCheck
    defaults: Mapping[str, Any]
    students: tuple[StoredStudent, ...]
    tables: tuple[StoredTable, ...]
    created: float


@dataclass(frozen=True, slots=True)
class StoredDecision:
    """A person's graded decision: ``position`` is the seat's view as JSON (:func:`view_data`),
    ``cost`` the expected lives the choice cost against the expert's ``best``."""

    id: int
    student: str
    table: str | None
    game: int | None
    move: int | None
    hand: int
    seat: int
    position: str | None
    action: str
    best: str
    cost: float
    at: float
    label: str | None = None  # the grade (None: kept before grades had labels; see ``grade``)
    noise: float | None = None
    topic: str | None = None

    @property
    def grade(self) -> GradeLabel:
        """The decision's grade: as kept, or (for a decision kept before labels) from its cost."""
        if self.label in GRADE_TEXTS:
            return GradeLabel(self.label)
        return label_for(self.cost, self.noise or 0.0, is_best=self.action == self.best)


@dataclass(frozen=True, slots=True)
class DrillState:
    """Where one drill stands for a student: its ``step`` on the spaced-repetition ladder, when
    it is ``due`` (seconds since the epoch), its hits and misses, and whether the last answer was
    right (None: never answered)."""

    drill: str
    step: int
    due: float
    hits: int = 0
    misses: int = 0
    last_right: bool | None = None


@dataclass(frozen=True, slots=True)
class DrillAnswer:
    """One answer to a drill: what was chosen, the expert's answer, its grade and cost."""

    id: int
    student: str
    drill: str
    topic: str
    action: str
    best: str
    label: str
    cost: float
    at: float


class SeatLike(Protocol):
    """A seat as the tables have it (:class:`~scat_learn.classroom.seating.Seat`, StoredSeat)."""

    @property
    def kind(self) -> str: ...

    @property
    def student(self) -> str | None: ...


# ---------------------------------------------------------------------- plain data


def settings_data(settings: TableSettings) -> dict[str, Any]:
    """A table's settings as plain data (JSON)."""
    return {
        "name": settings.name,
        "seats": list(settings.seats),
        "rules": settings.rules.to_data(),
        "bot_delay": settings.bot_delay,
        "turn_clock": settings.turn_clock,
        "grace": settings.grace,
        "autopilot": settings.autopilot,
    }


def settings_from_data(data: Mapping[str, Any]) -> TableSettings:
    """Settings back from :func:`settings_data` (checked as when they were made)."""
    return TableSettings(
        data["name"],
        tuple(data["seats"]),
        rules=Rules.from_data(data["rules"]),
        bot_delay=data["bot_delay"],
        turn_clock=data["turn_clock"],
        grace=data["grace"],
        autopilot=data["autopilot"],
    )


def _card(card: object) -> str | None:
    return None if card is None else str(card)


def view_data(view: PlayerView) -> dict[str, Any]:
    """What a seat knew (a :class:`~scat_learn.view.PlayerView`) as plain data, for a decision's
    position: only what the view holds, so nothing the seat could not see."""
    return {
        "format": VIEW_FORMAT,
        "version": 1,
        "seat": view.seat,
        "names": list(view.names),
        "lives": list(view.lives),
        "out": list(view.out),
        "rules": view.rules.to_data(),
        "phase": view.phase.value,
        "current": view.current,
        "dealer": view.dealer,
        "knocker": view.knocker,
        "hand_number": view.hand_number,
        "round": view.round,
        "turns": view.turns,
        "hand": [str(c) for c in view.hand],
        "hand_face_down": view.hand_face_down,
        "taken": _card(view.taken),
        "drawn": _card(view.drawn),
        "discard_top": _card(view.discard_top),
        "upcard": _card(view.upcard),
        "stock_count": view.stock_count,
        "kitty": view.kitty,
        "winner": view.winner,
        "events": [[e.seat, e.kind.value, _card(e.card)] for e in view.events],
        "legal_actions": [str(a) for a in view.legal_actions],
        "last_result": None if view.last_result is None else view.last_result.to_data(),
    }


def _json(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _game_text(game: Game | str) -> str:
    return game.to_json() if isinstance(game, Game) else game


# ---------------------------------------------------------------------- the store


class Store:
    """A classroom's store, open on one file. Make it with :meth:`open`; every method is one
    transaction and may be called from any thread."""

    def __init__(self, path: Path, connection: sqlite3.Connection, synchronous: str) -> None:
        self.path = path
        self.synchronous = synchronous
        self._connection: sqlite3.Connection | None = connection
        self._lock = threading.RLock()

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(cls, path: Path | str, *, synchronous: str = "NORMAL") -> Store:
        """Open the store in ``path`` (made if there is no such file). A file that is not a
        scat_learn store, is damaged, or has a newer schema raises ScatError and is left as it
        is. ``synchronous``: "NORMAL" (the default: survives a killed process) or "FULL"
        (survives a power cut too; one fsync per move)."""
        path = Path(path)
        if synchronous not in SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {SYNCHRONOUS}, not {synchronous!r}")
        if not path.exists():
            _create(path)
        _check(path)
        try:
            connection = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as error:
            raise _refusal(path, error) from None
        store = cls(path, connection, synchronous)
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute(f"PRAGMA synchronous = {synchronous}")
            connection.execute("PRAGMA foreign_keys = ON")
            connection.execute("PRAGMA journal_size_limit = 8388608")  # the WAL shrinks back to 8 MB
            store._migrate()
        except BaseException:
            store.close()
            raise
        return store

    @classmethod
    def in_memory(cls) -> Store:
        """A store in memory, gone when closed: a learner's progress for as long as one browser
        tab is open (the single-student app, served), and tests."""
        connection = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        store = cls(Path(":memory:"), connection, "NORMAL")
        connection.execute("PRAGMA foreign_keys = ON")
        store._migrate()
        return store

    def _migrate(self) -> None:
        with self._write() as db:
            found = int(db.execute("PRAGMA user_version").fetchone()[0])
            if found > schema_version():  # another process upgraded it since the check
                raise ScatError("store.newer", path=str(self.path), version=found, known=schema_version())
            if found == schema_version():
                return
            for step in MIGRATIONS[found:]:
                for statement in step:
                    db.execute(statement)
            problems = db.execute("PRAGMA foreign_key_check").fetchall()
            if problems:
                raise ScatError("store.damaged", path=str(self.path), problem=excerpt(repr(problems[0]), 80))
            db.execute(f"PRAGMA user_version = {schema_version()}")

    @property
    def schema_version(self) -> int:
        with self._read() as db:
            return int(db.execute("PRAGMA user_version").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            if self._connection is not None:
                self._connection.close()
                self._connection = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ transactions

    def _db(self) -> sqlite3.Connection:
        if self._connection is None:
            raise RuntimeError(f"the store {self.path} is closed")
        return self._connection

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: committed whole at the end, or rolled back whole."""
        with self._lock:
            db = self._db()
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
                db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise

    @contextlib.contextmanager
    def _read(self) -> Iterator[sqlite3.Connection]:
        """One read transaction: every statement in it sees the same moment."""
        with self._lock:
            db = self._db()
            db.execute("BEGIN")
            try:
                yield db
            finally:
                if db.in_transaction:
                    db.execute("COMMIT")

    # ------------------------------------------------------------------ the classroom

    def save_classroom(self, code: str, *, teacher_code: str, teacher_token: str, defaults: Mapping[str, Any]) -> None:
        """Keep the classroom's code, what checks the teacher code and token, and the tables'
        defaults (a new call replaces them: new codes). ``teacher_code`` in the form it is
        compared (``room.tidy_code``)."""
        salt = secrets.token_bytes(16)
        code_hash = _code_hash(teacher_code, salt, TEACHER_ROUNDS)
        with self._write() as db:
            created = db.execute("SELECT created FROM classroom WHERE id = 1").fetchone()
            db.execute(
                "INSERT OR REPLACE INTO classroom (id, code, teacher_salt, teacher_rounds, teacher_code_hash,"
                " teacher_token_hash, defaults, created) VALUES (1, ?, ?, ?, ?, ?, ?, ?)",
                (
                    code,
                    salt,
                    TEACHER_ROUNDS,
                    code_hash,
                    token_hash(teacher_token),
                    _json(dict(defaults)),
                    created[0] if created else time.time(),
                ),
            )

    def add_student(self, student_id: str, name: str, token: str) -> StoredStudent:
        """A student who joined; only the hash of their seat token is kept."""
        student = StoredStudent(student_id, name, token_hash(token), time.time())
        with self._write() as db:
            db.execute(
                "INSERT INTO students (id, name, token_hash, joined) VALUES (?, ?, ?, ?)",
                (student.id, student.name, student.token_hash, student.joined),
            )
        return student

    # ------------------------------------------------------------------ tables

    def add_table(self, table_id: str, settings: TableSettings, *, state: str = TableState.WAITING) -> None:
        """A new table, its seats empty (as ``settings.seats`` says: people's or bots')."""
        with self._write() as db:
            db.execute(
                "INSERT INTO tables (id, name, settings, state, created) VALUES (?, ?, ?, ?, ?)",
                (table_id, settings.name, _json(settings_data(settings)), _state(state), time.time()),
            )
            _write_seats(db, table_id, [StoredSeat(kind) for kind in settings.seats])

    def update_table(
        self,
        table_id: str,
        *,
        state: str | None = None,
        paused: bool | None = None,
        reveal: bool | None = None,
        seats: Sequence[SeatLike] | None = None,
        settings: TableSettings | None = None,
    ) -> None:
        """Change what is given of a table (one transaction); LookupError if there is none."""
        with self._write() as db:
            _table_exists(db, table_id)
            if state is not None:
                db.execute("UPDATE tables SET state = ? WHERE id = ?", (_state(state), table_id))
            if paused is not None:
                db.execute("UPDATE tables SET paused = ? WHERE id = ?", (int(paused), table_id))
            if reveal is not None:
                db.execute("UPDATE tables SET reveal = ? WHERE id = ?", (int(reveal), table_id))
            if settings is not None:
                db.execute(
                    "UPDATE tables SET name = ?, settings = ? WHERE id = ?",
                    (settings.name, _json(settings_data(settings)), table_id),
                )
            if seats is not None:
                _write_seats(db, table_id, seats)

    # ------------------------------------------------------------------ games and moves

    def start_game(
        self,
        table_id: str,
        game: Game | str,
        *,
        deal_code: str | None = None,
        seats: Sequence[SeatLike] | None = None,
    ) -> int:
        """A table begins a new game (``game`` as dealt; its seats, if given, as they are now):
        the table is playing. Returns the game's number at this table (1, 2, …)."""
        text, now = _game_text(game), time.time()
        with self._write() as db:
            _table_exists(db, table_id)
            last = db.execute("SELECT MAX(number) FROM games WHERE table_id = ?", (table_id,)).fetchone()[0]
            number = int(last or 0) + 1
            db.execute(
                "INSERT INTO games (table_id, number, deal_code, state, moves, started, updated)"
                " VALUES (?, ?, ?, ?, 0, ?, ?)",
                (table_id, number, deal_code, text, now, now),
            )
            db.execute("UPDATE tables SET state = 'playing' WHERE id = ?", (table_id,))
            if seats is not None:
                _write_seats(db, table_id, seats)
        return number

    def record_move(
        self, table_id: str, game_number: int, seat: int | None, action: Action | str, game: Game | str
    ) -> int:
        """One applied move, in one transaction: its line in the move record and the game's
        JSON after it (``game``). ``seat`` None: a step nobody takes (the next hand's deal).
        Call it before anyone is shown the move. Returns the move's number in the game."""
        text, now = _game_text(game), time.time()
        with self._write() as db:
            found = db.execute(
                "SELECT moves FROM games WHERE table_id = ? AND number = ?", (table_id, game_number)
            ).fetchone()
            if found is None:
                raise LookupError(f"table {table_id!r} has no game {game_number}")
            number = int(found[0]) + 1
            db.execute(
                "INSERT INTO moves (table_id, game, number, seat, action, at) VALUES (?, ?, ?, ?, ?, ?)",
                (table_id, game_number, number, seat, str(action), now),
            )
            db.execute(
                "UPDATE games SET state = ?, moves = ?, updated = ? WHERE table_id = ? AND number = ?",
                (text, number, now, table_id, game_number),
            )
        return number

    def record_decision(
        self,
        student_id: str,
        *,
        hand: int,
        seat: int,
        action: Action | str,
        best: Action | str,
        cost: float,
        position: PlayerView | str | None = None,
        table_id: str | None = None,
        game: int | None = None,
        move: int | None = None,
        at: float | None = None,
        label: GradeLabel | str | None = None,
        noise: float | None = None,
        topic: str | None = None,
    ) -> int:
        """A person's decision and the coach's grade of it. ``position``: the seat's view before
        the move (a PlayerView is kept as :func:`view_data`); ``table_id``/``game``/``move``: the
        move it was (that move must be recorded); ``label``, ``noise``: the grade (see
        :mod:`scat_learn.bots.grades`); ``topic``: what it trains (:mod:`.drills`). Returns the
        decision's id."""
        if isinstance(position, PlayerView):
            position = _json(view_data(position))
        if label is not None and str(label) not in GRADE_TEXTS:
            raise ValueError(f"not a grade: {label!r:.40}")
        with self._write() as db:
            cursor = db.execute(
                "INSERT INTO decisions (student_id, table_id, game, move, hand, seat, position, action, best,"
                " cost, at, label, noise, topic) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    student_id,
                    table_id,
                    game,
                    move,
                    hand,
                    seat,
                    position,
                    str(action),
                    str(best),
                    float(cost),
                    time.time() if at is None else at,
                    None if label is None else str(label),
                    None if noise is None else float(noise),
                    topic,
                ),
            )
            return int(cursor.lastrowid or 0)

    # ------------------------------------------------------------------ drills

    def drill_states(self, student_id: str) -> dict[str, DrillState]:
        """Where each drill the student has met stands, by drill id."""
        with self._read() as db:
            rows = db.execute(
                "SELECT drill, step, due, hits, misses, last_right FROM drills WHERE student_id = ?", (student_id,)
            ).fetchall()
        return {
            r[0]: DrillState(r[0], int(r[1]), float(r[2]), int(r[3]), int(r[4]), None if r[5] is None else bool(r[5]))
            for r in rows
        }

    def record_drill_answer(
        self,
        student_id: str,
        state: DrillState,
        *,
        topic: str,
        action: Action | str,
        best: Action | str,
        label: GradeLabel | str,
        cost: float,
        at: float | None = None,
    ) -> int:
        """A drill answered: the answer, and the drill's new place in the schedule (``state``),
        in one transaction. Returns the answer's id."""
        if str(label) not in GRADE_TEXTS:
            raise ValueError(f"not a grade: {label!r:.40}")
        now = time.time() if at is None else at
        with self._write() as db:
            db.execute(
                "INSERT OR REPLACE INTO drills (student_id, drill, step, due, hits, misses, last_right)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    student_id,
                    state.drill,
                    state.step,
                    state.due,
                    state.hits,
                    state.misses,
                    None if state.last_right is None else int(state.last_right),
                ),
            )
            cursor = db.execute(
                "INSERT INTO drill_answers (student_id, drill, topic, action, best, label, cost, at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (student_id, state.drill, topic, str(action), str(best), str(label), float(cost), now),
            )
            return int(cursor.lastrowid or 0)

    def drill_answers(self, student_id: str | None = None) -> list[DrillAnswer]:
        """A student's answers to drills in the order given (everyone's: None)."""
        query = "SELECT id, student_id, drill, topic, action, best, label, cost, at FROM drill_answers"
        with self._read() as db:
            if student_id is None:
                rows = db.execute(query + " ORDER BY id").fetchall()
            else:
                rows = db.execute(query + " WHERE student_id = ? ORDER BY id", (student_id,)).fetchall()
        return [DrillAnswer(*row) for row in rows]

    def students(self) -> list[StoredStudent]:
        """Every student, in the order they joined."""
        with self._read() as db:
            rows = db.execute("SELECT id, name, token_hash, joined FROM students ORDER BY rowid").fetchall()
        return [StoredStudent(*r) for r in rows]

    def has_student(self, student_id: str) -> bool:
        with self._read() as db:
            return db.execute("SELECT 1 FROM students WHERE id = ?", (student_id,)).fetchone() is not None

    # ------------------------------------------------------------------ reading back

    def load_classroom(self) -> StoredClassroom | None:
        """Everything a restarted server needs to be the same classroom (None: none saved yet)."""
        with self._read() as db:
            row = db.execute(
                "SELECT code, teacher_salt, teacher_rounds, teacher_code_hash, teacher_token_hash, defaults, created"
                " FROM classroom WHERE id = 1"
            ).fetchone()
            if row is None:
                return None
            teacher = TeacherCheck(bytes(row[1]), int(row[2]), bytes(row[3]), str(row[4]))
            students = tuple(
                StoredStudent(*r)
                for r in db.execute("SELECT id, name, token_hash, joined FROM students ORDER BY rowid")
            )
            tables = tuple(self._table(db, *r) for r in db.execute(
                "SELECT id, settings, state, paused, reveal, created FROM tables ORDER BY rowid"
            ).fetchall())  # fmt: skip
            return StoredClassroom(row[0], teacher, self._data(row[5]), students, tables, float(row[6]))

    def _table(
        self, db: sqlite3.Connection, table_id: str, settings: str, state: str, paused: int, reveal: int, created: float
    ) -> StoredTable:
        seats = tuple(
            StoredSeat(kind, student)
            for kind, student in db.execute(
                "SELECT kind, student_id FROM seats WHERE table_id = ? ORDER BY seat", (table_id,)
            )
        )
        games = int(db.execute("SELECT COUNT(*) FROM games WHERE table_id = ?", (table_id,)).fetchone()[0])
        try:
            checked = settings_from_data(self._data(settings))
        except ScatError as error:
            raise ScatError("store.damaged", path=str(self.path), problem=error.message) from None
        except (KeyError, TypeError, ValueError) as error:
            raise ScatError("store.damaged", path=str(self.path), problem=excerpt(repr(error), 80)) from None
        return StoredTable(
            table_id,
            checked,
            state,
            bool(paused),
            bool(reveal),
            seats,
            games,
            self._game(db, table_id, games) if games else None,
            float(created),
        )

    def _game(self, db: sqlite3.Connection, table_id: str, number: int) -> StoredGame | None:
        row = db.execute(
            "SELECT deal_code, state, started, updated FROM games WHERE table_id = ? AND number = ?",
            (table_id, number),
        ).fetchone()
        if row is None:
            return None
        moves = tuple(
            StoredMove(*r)
            for r in db.execute(
                "SELECT number, seat, action, at FROM moves WHERE table_id = ? AND game = ? ORDER BY number",
                (table_id, number),
            )
        )
        return StoredGame(table_id, number, row[0], row[1], moves, float(row[2]), float(row[3]))

    def game(self, table_id: str, number: int) -> StoredGame | None:
        """Game ``number`` of a table (its JSON after its last move, and its moves)."""
        with self._read() as db:
            return self._game(db, table_id, number)

    def decisions(self, student_id: str | None = None) -> list[StoredDecision]:
        """A student's graded decisions in the order they were made (everyone's: None)."""
        query = (
            "SELECT id, student_id, table_id, game, move, hand, seat, position, action, best, cost, at, label, noise,"
            " topic FROM decisions"
        )
        with self._read() as db:
            if student_id is None:
                rows = db.execute(query + " ORDER BY id").fetchall()
            else:
                rows = db.execute(query + " WHERE student_id = ? ORDER BY id", (student_id,)).fetchall()
        return [StoredDecision(*row) for row in rows]

    def _data(self, text: str) -> dict[str, Any]:
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        if not isinstance(data, dict):
            raise ScatError("store.damaged", path=str(self.path), problem=excerpt(text))
        return data


# ---------------------------------------------------------------------- helpers


def _state(state: str) -> str:
    value = str(state)
    if value not in TABLE_STATES:
        raise ValueError(f"a table's state is one of {TABLE_STATES}, not {value!r}")
    return value


def _table_exists(db: sqlite3.Connection, table_id: str) -> None:
    if db.execute("SELECT 1 FROM tables WHERE id = ?", (table_id,)).fetchone() is None:
        raise LookupError(f"there is no table {table_id!r} in the store")


def _write_seats(db: sqlite3.Connection, table_id: str, seats: Sequence[SeatLike]) -> None:
    db.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
    db.executemany(
        "INSERT INTO seats (table_id, seat, kind, student_id) VALUES (?, ?, ?, ?)",
        [(table_id, i, seat.kind, seat.student) for i, seat in enumerate(seats)],
    )


def _refusal(path: Path, error: sqlite3.Error) -> ScatError:
    """The words for what SQLite found wrong with a file."""
    name = getattr(error, "sqlite_errorname", "")
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
        return ScatError("store.damaged", path=str(path), problem=excerpt(str(error), 80))
    return ScatError("store.cannot_open", path=str(path), problem=excerpt(str(error), 80))


def _check(path: Path) -> None:
    """Refuse (ScatError) a file that is not a store of this code's, reading it only."""
    try:
        with path.open("rb") as file:
            header = file.read(100)
    except OSError as error:
        raise ScatError("store.cannot_open", path=str(path), problem=error.strerror or str(error)) from None
    if len(header) < 100 or not header.startswith(SQLITE_HEADER):
        raise ScatError("store.not_database", path=str(path))
    # A store is made complete (see _create), so its header always carries our id.
    if int.from_bytes(header[68:72], "big") != APPLICATION_ID:
        raise ScatError("store.foreign", path=str(path))
    try:
        reader = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_SECONDS)
    except sqlite3.Error as error:
        raise _refusal(path, error) from None
    try:
        version = int(reader.execute("PRAGMA user_version").fetchone()[0])
        if version > schema_version():
            raise ScatError("store.newer", path=str(path), version=version, known=schema_version())
        problems = [str(row[0]) for row in reader.execute("PRAGMA quick_check")]
        if problems != ["ok"]:
            raise ScatError("store.damaged", path=str(path), problem=excerpt(problems[0], 80))
    except sqlite3.Error as error:
        raise _refusal(path, error) from None
    finally:
        reader.close()


def _create(path: Path) -> None:
    """Make a new, empty store at ``path``: built whole in a temporary file (mode 0600: it holds
    hashes of secrets), then linked into place, so that ``path`` is a complete store or absent."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}.new")
    os.close(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    try:
        db = sqlite3.connect(temporary, isolation_level=None)
        try:
            db.execute("BEGIN IMMEDIATE")
            for step in MIGRATIONS:
                for statement in step:
                    db.execute(statement)
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {schema_version()}")
            db.execute("COMMIT")
            db.execute("PRAGMA journal_mode = WAL")
        finally:
            db.close()
        with temporary.open("rb+") as file:
            os.fsync(file.fileno())
        try:
            os.link(temporary, path)  # never replaces a file that appeared meanwhile
        except FileExistsError:
            pass  # another process made it first: theirs is used (and checked)
        except OSError:  # no hard links on this file system
            if not path.exists():
                os.replace(temporary, path)
        _sync_folder(path.parent)
    finally:
        temporary.unlink(missing_ok=True)


def _sync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:  # Windows cannot open a folder; its renames are durable enough
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


__all__ = [
    "APPLICATION_ID",
    "MIGRATIONS",
    "DrillAnswer",
    "DrillState",
    "Store",
    "StoredClassroom",
    "StoredDecision",
    "StoredGame",
    "StoredMove",
    "StoredSeat",
    "StoredStudent",
    "StoredTable",
    "TeacherCheck",
    "schema_version",
    "settings_data",
    "settings_from_data",
    "token_hash",
    "view_data",
]
