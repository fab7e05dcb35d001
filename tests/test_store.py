"""The classroom's store (SQLite): round trips, one transaction per move (a crash or a failure
between its two writes leaves the last complete move), the file checked before it is written
(not a database, another program's, damaged, newer: refused in words, its bytes untouched),
migrations, and writers in several threads at once."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import stat
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from scat_learn import Game, Rules
from scat_learn.bots import get_bot
from scat_learn.classroom import datadir, store
from scat_learn.classroom.seating import PERSON, Seat, TableSettings
from scat_learn.classroom.store import APPLICATION_ID, Store, StoredSeat, token_hash, view_data
from scat_learn.errors import ScatError

ROOT = Path(__file__).resolve().parents[1]


def random_game(seed: int, players: int = 4) -> Game:
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"][:players]
    return Game.new(names, rules=Rules(), seed=seed)


def step(game: Game, rng: random.Random) -> tuple[int | None, str]:
    """Play one random legal step of ``game``: (seat, action), seat None for the next hand."""
    if game.phase.over:
        game.next_hand()
        return None, "next hand"
    seat = game.current
    action = rng.choice(game.legal_actions())
    game.apply(action)
    return seat, str(action)


def actions_in(game: Game) -> list[str]:
    return [action for hand in game.record["hands"] for action in hand["actions"]]  # type: ignore[index]


def a_classroom(path: Path) -> Store:
    s = Store.open(path)
    s.save_classroom(
        "K7QM2X",
        teacher_code="ABCD2345WXYZ",
        teacher_token="the-teacher-token",
        defaults={"rules": Rules(lives=4).to_data(), "grace": 20, "bot_delay": 500},
    )
    return s


# ---------------------------------------------------------------------- round trips


def test_a_classroom_comes_back_as_it_was_saved(tmp_path):
    path = tmp_path / "classroom.sqlite3"
    s = a_classroom(path)
    ann = s.add_student("s1", "Ann", "ann-secret-token")
    s.add_student("s2", "Βασίλης", "bob-secret-token")
    settings = TableSettings("Red", (PERSON, PERSON, "expert"), rules=Rules(min_knock=17), turn_clock=30, grace=5)
    s.add_table("t1", settings)
    s.add_table("t2", TableSettings("Blue"))
    game = random_game(3, players=3)
    number = s.start_game(
        "t1", game, deal_code="ABC234", seats=[Seat(PERSON, "s1"), Seat(PERSON, "s2"), Seat("expert")]
    )
    rng = random.Random(1)
    played = [step(game, rng) for _ in range(40)]
    for seat, action in played:
        s.record_move("t1", number, seat, action, game)
    s.update_table("t1", paused=True, reveal=True)
    s.close()

    again = Store.open(path)
    room = again.load_classroom()
    assert room is not None
    assert room.code == "K7QM2X"
    assert room.defaults == {"rules": Rules(lives=4).to_data(), "grace": 20, "bot_delay": 500}
    assert [(st.id, st.name) for st in room.students] == [("s1", "Ann"), ("s2", "Βασίλης")]
    assert room.students[0] == ann
    assert room.students[0].token_hash == token_hash("ann-secret-token")
    assert [t.id for t in room.tables] == ["t1", "t2"]
    red, blue = room.tables
    assert red.settings == settings
    assert (red.state, red.paused, red.reveal, red.games) == ("playing", True, True, 1)
    assert red.seats == (StoredSeat(PERSON, "s1"), StoredSeat(PERSON, "s2"), StoredSeat("expert"))
    assert red.game is not None
    assert red.game.deal_code == "ABC234"
    assert red.game.game_json == game.to_json()
    assert red.game.game().to_json() == game.to_json()
    assert [(m.number, m.seat, m.action) for m in red.game.moves] == [
        (i, seat, action) for i, (seat, action) in enumerate(played, 1)
    ]
    assert (blue.state, blue.game, blue.games) == ("waiting", None, 0)
    assert blue.seats == (StoredSeat(PERSON),) * 4
    again.close()


def test_secrets_are_kept_as_hashes_that_check_them(tmp_path):
    path = tmp_path / "classroom.sqlite3"
    a_classroom(path).close()
    with Store.open(path) as s:
        s.add_student("s1", "Ann", "ann-secret-token")
        room = s.load_classroom()
    assert room is not None
    teacher = room.teacher
    assert teacher.code_matches("ABCD2345WXYZ")
    assert not teacher.code_matches("ABCD2345WXYQ")
    assert teacher.token_matches("the-teacher-token")
    assert not teacher.token_matches("the-teacher-tokem")
    assert not teacher.token_matches(None)
    data = path.read_bytes()
    for secret in (b"ABCD2345WXYZ", b"the-teacher-token", b"ann-secret-token"):
        assert secret not in data
    assert b"K7QM2X" in data  # the code on the board is no secret, and must survive a restart
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_new_call_gives_new_codes(tmp_path):
    with a_classroom(tmp_path / "c.sqlite3") as s:
        first = s.load_classroom()
        s.save_classroom("ZZZZ22", teacher_code="NEW", teacher_token="new-token", defaults={})
        second = s.load_classroom()
    assert first is not None and second is not None
    assert (
        second.code == "ZZZZ22"
        and second.teacher.code_matches("NEW")
        and not second.teacher.code_matches("ABCD2345WXYZ")
    )
    assert second.created == first.created


def test_decisions_are_kept_with_the_position_and_read_per_student(tmp_path):
    s = a_classroom(tmp_path / "c.sqlite3")
    s.add_student("s1", "Ann", "a")
    s.add_student("s2", "Bob", "b")
    s.add_table("t1", TableSettings("Red", (PERSON, PERSON)))
    game = random_game(5, players=2)
    number = s.start_game("t1", game)
    expert = get_bot("expert", seed=1)
    made = []
    for _ in range(12):
        if game.phase.over:
            break
        seat = game.current
        assert seat is not None
        view = game.view(seat)
        action = expert.decide(view).action
        game.apply(action)
        move = s.record_move("t1", number, seat, action, game)
        made.append(
            s.record_decision(
                f"s{seat + 1}", hand=view.hand_number, seat=seat, action=action, best=action, cost=0.25 * seat,
                position=view, table_id="t1", game=number, move=move, at=1000.0 + move,
            )
        )  # fmt: skip
    everyone = s.decisions()
    assert [d.id for d in everyone] == made
    ann = s.decisions("s1")
    assert ann and all(d.student == "s1" and d.seat == 0 and d.cost == 0 for d in ann)
    bob = s.decisions("s2")
    assert bob and all(d.student == "s2" and d.seat == 1 and d.cost == 0.25 for d in bob)
    assert sorted(d.id for d in ann + bob) == made
    first = everyone[0]
    assert (first.table, first.game, first.move, first.at) == ("t1", number, 1, 1001.0)
    assert first.position is not None
    position = json.loads(first.position)
    assert position == view_data(random_game(5, players=2).view(first.seat))
    assert position["hand"] and position["legal_actions"] and "stock" not in position
    assert s.decisions("nobody") == []
    with pytest.raises(sqlite3.IntegrityError):  # a decision is a known student's
        s.record_decision("s9", hand=1, seat=0, action="draw", best="draw", cost=0.0)
    with pytest.raises(sqlite3.IntegrityError):  # ... of a move that was recorded
        s.record_decision("s1", hand=1, seat=0, action="draw", best="draw", cost=0.0, table_id="t1", game=1, move=99)
    s.close()


def test_a_fresh_store_is_ours_in_wal_mode_with_foreign_keys(tmp_path):
    path = tmp_path / "c.sqlite3"
    for synchronous, level in (("NORMAL", 1), ("FULL", 2)):
        with Store.open(path, synchronous=synchronous) as s:
            db = s._db()
            assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
            assert db.execute("PRAGMA synchronous").fetchone()[0] == level
            assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
            assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
            assert s.schema_version == store.schema_version() == len(store.MIGRATIONS)
    with pytest.raises(ValueError):
        Store.open(path, synchronous="OFF")
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".new")]  # no temporary file left


def test_the_data_folder_names_the_store(tmp_path):
    datadir.choose(tmp_path)
    try:
        assert datadir.store_path() == tmp_path.resolve() / "classroom.sqlite3"
    finally:
        datadir.choose(None)


def test_unknown_tables_and_games_are_refused(tmp_path):
    with a_classroom(tmp_path / "c.sqlite3") as s:
        with pytest.raises(LookupError):
            s.start_game("t9", random_game(1))
        with pytest.raises(LookupError):
            s.update_table("t9", state="ended")
        s.add_table("t1", TableSettings("Red"))
        with pytest.raises(LookupError):
            s.record_move("t1", 1, 0, "draw", random_game(1))
        with pytest.raises(ValueError):
            s.update_table("t1", state="lost")
        with pytest.raises(sqlite3.IntegrityError):  # a seat is a student's who joined
            s.update_table("t1", seats=[Seat(PERSON, "s7")])
    with pytest.raises(RuntimeError):
        s.load_classroom()


# ---------------------------------------------------------------------- one move, one transaction


def test_a_move_that_fails_halfway_leaves_the_last_complete_one(tmp_path):
    path = tmp_path / "c.sqlite3"
    s = a_classroom(path)
    s.add_table("t1", TableSettings("Red"))
    game = random_game(2)
    number = s.start_game("t1", game)
    rng = random.Random(2)
    for _ in range(10):
        seat, action = step(game, rng)
        s.record_move("t1", number, seat, action, game)
    before = game.to_json()
    # The move's line is written first, the game's JSON second: a JSON the store refuses makes
    # the second statement fail after the first succeeded, inside the one transaction.
    with pytest.raises(sqlite3.IntegrityError):
        s.record_move("t1", number, 0, "draw", before[:-1])
    stored = s.game("t1", number)
    assert stored is not None
    assert stored.game_json == before
    assert len(stored.moves) == 10
    seat, action = step(game, rng)
    assert s.record_move("t1", number, seat, action, game) == 11  # no gap where the failed one was
    s.close()
    again = Store.open(path)
    stored = again.game("t1", number)
    assert stored is not None and stored.game_json == game.to_json() and len(stored.moves) == 11
    again.close()


WRITER = textwrap.dedent(
    """
    import random, sys
    from scat_learn import Game, Rules
    from scat_learn.classroom.seating import TableSettings
    from scat_learn.classroom.store import Store

    s = Store.open(sys.argv[1], synchronous=sys.argv[2])
    s.add_table("t1", TableSettings("Red"))
    rng = random.Random(int(sys.argv[3]))
    game = Game.new(["Ann", "Bob", "Cy", "Dee"], rules=Rules(), seed=int(sys.argv[3]))
    number = s.start_game("t1", game)
    while True:
        if game.phase.value == "game_over":
            game = Game.new(["Ann", "Bob", "Cy", "Dee"], rules=Rules(), seed=rng.randrange(10**6))
            number = s.start_game("t1", game)
        if game.phase.over:
            game.next_hand()
            seat, action = None, "next hand"
        else:
            seat, action = game.current, rng.choice(game.legal_actions())
            game.apply(action)
        n = s.record_move("t1", number, seat, action, game)
        print(number, n, flush=True)
    """
)


@pytest.mark.parametrize("synchronous", ["NORMAL", "FULL"])
def test_a_process_killed_mid_write_leaves_its_last_complete_move(tmp_path, synchronous):
    path = tmp_path / "c.sqlite3"
    a_classroom(path).close()
    for kill in range(4):
        table = f"t{kill + 1}"
        child = subprocess.Popen(
            [sys.executable, "-c", WRITER.replace('"t1"', f'"{table}"'), str(path), synchronous, str(kill)],
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        assert child.stdout is not None
        seen = 0
        deadline = time.monotonic() + 60
        while seen < 150 + 70 * kill and time.monotonic() < deadline:  # then kill it in full flight
            if not child.stdout.readline():
                break
            seen += 1
        os.kill(child.pid, signal.SIGKILL)
        told = seen + len(child.stdout.read().splitlines())  # every move it said was written
        child.wait()
        assert seen >= 150, "the writer did not get going"

        with Store.open(path) as again:  # it opens: the file was checked and is sound
            assert again._db().execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            room = again.load_classroom()
            assert room is not None
            last = next(t for t in room.tables if t.id == table)
            written = 0
            for number in range(1, last.games + 1):
                stored = again.game(table, number)
                assert stored is not None
                game = stored.game()  # a whole game: the one after its last recorded move
                moves = stored.moves
                assert [m.number for m in moves] == list(range(1, len(moves) + 1))
                assert actions_in(game) == [m.action for m in moves if m.seat is not None]
                assert len(game.record["hands"]) == 1 + sum(1 for m in moves if m.seat is None)  # type: ignore[arg-type]
                written += len(moves)
            # every move it said was written is there; at most one more (written, not yet said)
            assert told <= written <= told + 1


# ---------------------------------------------------------------------- the file is checked first


def refused(path: Path, key: str) -> ScatError:
    data = path.read_bytes()
    with pytest.raises(ScatError) as error:
        Store.open(path)
    assert error.value.message.key == key, str(error.value)
    assert path.read_bytes() == data, "the refused file was changed"
    assert str(path) in str(error.value)
    return error.value


def test_a_file_that_is_not_a_database_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "c.sqlite3"
    path.write_text("my notes: not a database, but please keep them\n" * 10)
    refused(path, "store.not_database")
    path.write_bytes(b"")
    refused(path, "store.not_database")
    path.write_bytes(b"SQLite format 3\x00")  # a header cut short
    refused(path, "store.not_database")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.sqlite3"]


def test_another_programs_database_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "c.sqlite3"
    other = sqlite3.connect(path)
    other.execute("PRAGMA application_id = 1234")
    other.execute("CREATE TABLE notes (text TEXT)")
    other.execute("INSERT INTO notes VALUES ('keep me')")
    other.commit()
    other.close()
    refused(path, "store.foreign")
    path.unlink()
    other = sqlite3.connect(path)  # no application id at all, in WAL mode
    other.execute("PRAGMA journal_mode = WAL")
    other.execute("CREATE TABLE notes (text TEXT)")
    other.commit()
    other.close()
    refused(path, "store.foreign")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.sqlite3"]  # not even a -wal beside it


def test_a_store_of_a_newer_version_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "c.sqlite3"
    a_classroom(path).close()
    newer = sqlite3.connect(path)
    newer.execute(f"PRAGMA user_version = {store.schema_version() + 1}")
    newer.close()
    error = refused(path, "store.newer")
    assert error.message.params["version"] == store.schema_version() + 1


def test_a_damaged_store_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "c.sqlite3"
    s = a_classroom(path)
    s.add_table("t1", TableSettings("Red"))
    game = random_game(1)
    number = s.start_game("t1", game)
    rng = random.Random(1)
    while game.phase.value != "game_over":
        seat, action = step(game, rng)
        s.record_move("t1", number, seat, action, game)
    for i in range(300):
        s.add_student(f"s{i}", f"Student {i}", f"token {i}")
    s.close()  # checkpointed: everything is in the main file
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 6 * page
    data[3 * page : 5 * page] = random.Random(0).randbytes(2 * page)  # two pages of noise
    path.write_bytes(bytes(data))
    refused(path, "store.damaged")


def test_a_store_cut_short_is_refused_as_damaged(tmp_path):
    path = tmp_path / "c.sqlite3"
    s = a_classroom(path)
    for i in range(200):
        s.add_student(f"s{i}", f"Student {i}", f"token {i}")
    s.close()
    path.write_bytes(path.read_bytes()[: 2 * 4096 + 100])
    refused(path, "store.damaged")


def test_the_refusals_have_words_in_every_language():
    from scat_learn.i18n import LANGUAGES
    from scat_learn.messages import Message, render

    for key in ("store.not_database", "store.foreign", "store.newer", "store.damaged", "store.cannot_open"):
        message = Message(key, {"path": "/x/c.sqlite3", "version": 3, "known": 1, "problem": "p"})
        for lang in LANGUAGES:
            text = render(message, lang)
            assert "/x/c.sqlite3" in text and "{" not in text, (key, lang)
            assert lang == "en" or text != render(message, "en"), (key, lang)


# ---------------------------------------------------------------------- migrations


def test_an_older_store_is_migrated_and_keeps_its_data(tmp_path, monkeypatch):
    path = tmp_path / "c.sqlite3"
    s = a_classroom(path)
    s.add_student("s1", "Ann", "a")
    s.close()
    version_2 = (
        "ALTER TABLE students ADD COLUMN colour TEXT NOT NULL DEFAULT 'blue'",
        "CREATE INDEX students_by_name ON students (name)",
    )
    monkeypatch.setattr(store, "MIGRATIONS", [*store.MIGRATIONS, version_2])
    newest = len(store.MIGRATIONS)
    with Store.open(path) as s:
        assert s.schema_version == newest
        assert s._db().execute("SELECT id, name, colour FROM students").fetchall() == [("s1", "Ann", "blue")]
        room = s.load_classroom()
        assert room is not None and room.code == "K7QM2X"
    fresh = tmp_path / "fresh.sqlite3"  # a new store is made at the newest version at once
    with Store.open(fresh) as s:
        assert s.schema_version == newest
        assert s._db().execute("SELECT colour FROM students").fetchall() == []


def test_a_migration_that_fails_changes_nothing(tmp_path, monkeypatch):
    path = tmp_path / "c.sqlite3"
    s = a_classroom(path)
    s.add_student("s1", "Ann", "a")
    s.close()
    broken = ("ALTER TABLE students ADD COLUMN colour TEXT", "ALTER TABLE no_such_table ADD COLUMN x")
    monkeypatch.setattr(store, "MIGRATIONS", [*store.MIGRATIONS, broken])
    with pytest.raises(sqlite3.OperationalError):
        Store.open(path)
    monkeypatch.undo()
    with Store.open(path) as s:
        assert s.schema_version == len(store.MIGRATIONS)
        assert s._db().execute("SELECT * FROM students").fetchall()[0][:2] == ("s1", "Ann")
        columns = [row[1] for row in s._db().execute("PRAGMA table_info(students)")]
        assert "colour" not in columns


# ---------------------------------------------------------------------- threads


def test_writers_in_many_threads_lose_nothing(tmp_path):
    path = tmp_path / "c.sqlite3"
    s = a_classroom(path)
    other = Store.open(path)  # a second connection, as a second process would have
    tables = 4
    for t in range(tables):
        s.add_table(f"t{t}", TableSettings(f"T{t}"))
        s.start_game(f"t{t}", random_game(t))
    per_thread = 60
    errors: list[BaseException] = []
    start = threading.Barrier(8)

    def write(k: int) -> None:
        try:
            mine = s if k % 2 else other
            start.wait()
            for i in range(per_thread):
                mine.record_move(f"t{k % tables}", 1, k, f"w{k} m{i}", json.dumps({"writer": k, "move": i}))
                if i % 10 == 0:
                    mine.add_student(f"s{k}-{i}", f"S {k} {i}", f"token {k} {i}")
                    mine.record_decision(f"s{k}-{i}", hand=1, seat=k, action="draw", best="take", cost=0.1)
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=write, args=(k,)) for k in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    other.close()
    s.close()
    with Store.open(path) as s:
        room = s.load_classroom()
        assert room is not None
        assert len(room.students) == 8 * per_thread // 10
        assert len(s.decisions()) == 8 * per_thread // 10
        for t in range(tables):
            game = s.game(f"t{t}", 1)
            assert game is not None
            assert [m.number for m in game.moves] == list(range(1, 2 * per_thread + 1))
            writers = {k for k in range(8) if k % tables == t}
            for k in writers:  # each writer's moves, all there and in its order
                assert [m.action for m in game.moves if m.seat == k] == [f"w{k} m{i}" for i in range(per_thread)]
            last = game.moves[-1]
            assert json.loads(game.game_json) == {"writer": last.seat, "move": per_thread - 1}


ONE_SEAT = '{"name": "Red", "seats": ["person"], "rules": {}, "bot_delay": 0, "turn_clock": null, "grace": 0}'


@pytest.mark.parametrize("settings", ["[]", '{"name": "Red"}', ONE_SEAT])
def test_settings_edited_into_nonsense_are_refused_as_damaged(tmp_path, settings):
    path = tmp_path / "c.sqlite3"
    with a_classroom(path) as s:
        s.add_table("t1", TableSettings("Red"))
        s._db().execute("UPDATE tables SET settings = ?", (settings,))
        with pytest.raises(ScatError) as error:
            s.load_classroom()
    assert error.value.message.key == "store.damaged"
