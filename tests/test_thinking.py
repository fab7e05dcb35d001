"""Bots thinking off the event loop (``scat_learn.classroom.thinking``).

Worker processes answer as the bots do here; an answer for a state that has moved on is
dropped; the bots' pace counts from the request; a worker killed mid-decision costs one retry,
then a simple bot's move, and the table goes on; two tables whose experts think for ever do not
delay a third table's person. Time is a ManualClock, except where the event loop itself is the
point; waits are for events (a file, a future, a listener), never for a duration.

The bots below travel to spawned worker processes by pickle: the workers import this module
by its name, from the test run's own ``sys.path``.
"""

from __future__ import annotations

import asyncio
import collections
import gc
import os
import pickle
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path

import pytest

from scat_learn import Game
from scat_learn.actions import Action
from scat_learn.bots import BeginnerBot, Decision, ExpertBot, coach, hint
from scat_learn.classroom.clock import LoopScheduler, ManualClock
from scat_learn.classroom.room import Classroom
from scat_learn.classroom.seating import Graded, NewsKind, TableSettings
from scat_learn.classroom.table import Change, ChangeKind, Table
from scat_learn.classroom.thinking import (
    WORKER_NICENESS,
    Answer,
    InProcess,
    Job,
    ProcessPool,
    Request,
    make_thinker,
    think,
)
from scat_learn.deals import Dealer
from scat_learn.messages import Explanation, msg, render
from scat_learn.state import Phase
from scat_learn.view import PlayerView

KEY = b"scat_learn tests: not a secret!!"
KNOWN_DEAL = "RED"  # a random deal code deals a 31 (the hand over before a move) once in 1,000
PATIENCE = 60.0  # seconds before a wait for an event counts as a hang (it never decides a result)


def light_expert(seed: int) -> ExpertBot:
    return ExpertBot(seed=seed, samples=48, particles=24)


def wait_for(check: object, what: str, timeout: float = PATIENCE) -> None:
    end = time.monotonic() + timeout
    while not check():  # type: ignore[operator]
        if time.monotonic() > end:
            raise AssertionError(f"waited {timeout} s for {what}")
        time.sleep(0.01)


# ---------------------------------------------------------------------- test bots (picklable)


class SleepyBot:
    """Sleeps (for ever, as far as a test goes) on its first ``sleeps`` decisions, after writing
    its process id where the test can find it, so that the test can kill the worker mid-thought;
    then plays as the beginner. The count is kept in files: each attempt is a fresh copy."""

    name = "sleepy"

    def __init__(self, folder: str, sleeps: int) -> None:
        self.folder, self.sleeps = folder, sleeps

    def decide(self, view: PlayerView) -> Decision:
        done = len(list(Path(self.folder).glob("pid-*")))
        if done < self.sleeps:
            (Path(self.folder) / f"pid-{done}").write_text(str(os.getpid()))
            time.sleep(600)
        return BeginnerBot().decide(view)


class GateBot:
    """Thinks until the gate file exists (an expert that takes as long as the test wants);
    says it has started by a file of its own."""

    name = "gate"

    def __init__(self, folder: str, label: str) -> None:
        self.folder, self.label = folder, label

    def decide(self, view: PlayerView) -> Decision:
        (Path(self.folder) / f"started-{self.label}").write_text(str(os.getpid()))
        end = time.monotonic() + 120
        while not (Path(self.folder) / "gate").exists() and time.monotonic() < end:
            time.sleep(0.01)
        return BeginnerBot().decide(view)


class ManualThinker:
    """A thinker whose answers the test gives, when it wants: stale answers on demand."""

    inline = False

    def __init__(self) -> None:
        self.asked: list[tuple[Request, Future[Answer]]] = []

    def submit(self, request: Request) -> Future[Answer]:
        future: Future[Answer] = Future()
        self.asked.append((request, future))
        return future

    def answer(self, k: int, action: Action | None = None) -> Answer:
        request, future = self.asked[k]
        if action is None:
            answer = think(pickle.loads(pickle.dumps(request)))  # as a worker does: on a copy
        else:
            answer = Answer(request.version, request.bot, Decision(action, Explanation(msg("bot.random", None))))
        future.set_result(answer)
        return answer

    def close(self) -> None:
        pass


@pytest.fixture(scope="module")
def pool() -> object:
    thinker = ProcessPool(2)
    yield thinker
    thinker.close()


def play_out(table: Table, clock: ManualClock, thinker: object, hands: int = 99) -> None:
    """Let a table of bots play ``hands`` hands (or to the end of the game)."""
    game = table.game
    for _ in range(20_000):
        if game.phase is Phase.GAME_OVER or (game.phase.over and game.hand_number >= hands):
            return
        if game.phase.over:
            table.next_hand()
        wait = getattr(thinker, "wait_idle", None)
        if wait is not None:
            assert wait(PATIENCE)
        clock.advance(1.0)
    raise AssertionError("the game did not end")


def bots_game(thinker: object, hands: int = 99) -> tuple[Game, Table, list[Change]]:
    clock = ManualClock()
    game = Game.new(["Ann", "Bob", "Cy"], seed=11)
    bots = {0: light_expert(1), 1: light_expert(2), 2: BeginnerBot()}
    table = Table(game, bots, delay=500, scheduler=clock, thinker=thinker)  # type: ignore[arg-type]
    changes: list[Change] = []
    table.subscribe(changes.append)
    table.start()
    play_out(table, clock, thinker, hands)
    return game, table, changes


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="process priorities are POSIX")
def test_the_workers_yield_the_cpu_to_the_servers_clicks(pool: ProcessPool) -> None:
    pids = pool.pids()
    assert len(pids) == 2  # both started before any request
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    wanted = min(mine + WORKER_NICENESS, 19)
    deadline = time.monotonic() + PATIENCE  # a spawned worker sets its priority as it starts
    while time.monotonic() < deadline and any(os.getpriority(os.PRIO_PROCESS, p) != wanted for p in pids):
        time.sleep(0.05)
    assert [os.getpriority(os.PRIO_PROCESS, pid) for pid in pids] == [wanted, wanted]
    assert os.getpriority(os.PRIO_PROCESS, 0) == mine  # the server's own priority is left alone


# ---------------------------------------------------------------------- the same answers


def test_worker_processes_play_the_game_the_bots_play_here(pool: ProcessPool) -> None:
    here, here_table, _ = bots_game(None)
    there, there_table, changes = bots_game(pool)
    assert there.to_json() == here.to_json()  # every move, every hand, the same
    assert len(there.events) > 0 and there.phase is Phase.GAME_OVER
    # What the experts learnt about the others' knocking came back from the workers with them.
    for seat in (0, 1):
        learnt = there_table.bots[seat]
        assert isinstance(learnt, ExpertBot)
        assert learnt._knocks == here_table.bots[seat]._knocks  # type: ignore[attr-defined]
    assert any(learnt._knocks for learnt in (there_table.bots[0], there_table.bots[1]))  # type: ignore[attr-defined]
    assert not any(c.stand_in for c in changes)
    assert there_table.dropped == 0


def test_the_coach_and_hints_in_a_worker_say_what_they_say_here(pool: ProcessPool) -> None:
    game = Game.new(["Ann", "Bob", "Cy"], seed=4)
    game.apply(game.legal_actions()[0])
    seat = game.current
    assert seat is not None
    view = game.view(seat)
    for action in view.legal_actions:
        answer = pool.submit(Request(Job.COACH, light_expert(3), view, 7, action)).result(PATIENCE)
        assert answer.grade == coach(view, action, bot=light_expert(3))
        assert answer.version == 7 and answer.worker != os.getpid()
    answer = pool.submit(Request(Job.HINT, light_expert(3), view, 8)).result(PATIENCE)
    assert answer.decision == hint(view, "expert", bot=light_expert(3))


def test_a_bot_that_raises_in_a_worker_is_replaced_for_that_move(pool: ProcessPool) -> None:
    class Broken:  # not importable by a worker: it fails there (or cannot travel), never here
        def decide(self, view: PlayerView) -> Decision:
            raise RuntimeError("no")

    game = Game.new(["Ann", "Bob"], seed=3)
    clock = ManualClock()
    table = Table(game, {0: Broken(), 1: Broken()}, delay=100, scheduler=clock, thinker=pool)
    changes: list[Change] = []
    table.subscribe(changes.append)
    table.start()
    assert pool.wait_idle(PATIENCE)
    clock.advance(1)
    assert changes and changes[0].stand_in and changes[0].note is None  # the bot's failure, not a worker's


def left_for_the_collector(play: Callable[[], object]) -> collections.Counter[str]:
    """What ``play`` left behind that only the cycle collector would free, by kind (ours and
    the futures and timers that carry our answers); what it returns is kept alive meanwhile."""
    gc.collect()
    gc.disable()
    try:
        kept = play()  # noqa: F841 (the table and its game live on: only what they let go counts)
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
    finally:
        gc.set_debug(0)
        gc.enable()
    kinds = collections.Counter(
        f"{type(x).__module__}.{type(x).__qualname__}"
        for x in gc.garbage
        if type(x).__module__.startswith(("scat_learn", "concurrent.futures", "asyncio"))
    )
    gc.garbage.clear()
    return kinds


def test_an_answer_is_freed_once_played_without_the_cycle_collector(pool: ProcessPool) -> None:
    """Every bot's answer, with the bot and the view it carries, is freed as soon as it has
    been played: with 60 students, answers caught in reference cycles (a future and the
    callback that refers back to it, a timer and its handle) made the collector's every pass
    longer, and the pauses fell on students' clicks."""
    left = left_for_the_collector(lambda: bots_game(pool, hands=2))
    assert not left, left


# ---------------------------------------------------------------------- stale answers, the pace


def two_bots(thinker: ManualThinker, delay: int = 100) -> tuple[Table, ManualClock, list[Change]]:
    clock = ManualClock()
    game = Game.new(["Ann", "Bob"], seed=9)
    table = Table(game, {0: BeginnerBot(), 1: BeginnerBot()}, delay=delay, scheduler=clock, thinker=thinker)
    changes: list[Change] = []
    table.subscribe(lambda change: changes.append(change) if change.kind is ChangeKind.MOVE else None)
    table.start()
    return table, clock, changes


def test_an_answer_for_a_state_that_has_moved_on_is_dropped() -> None:
    thinker = ManualThinker()
    table, clock, moves = two_bots(thinker)
    first, _ = thinker.asked[0]
    seat = first.view.seat
    # R-INFO-1: the request carries the seat's own view, nothing more.
    assert first.job is Job.DECIDE and first.view == table.game.view(seat) and first.version == table.version
    table.rename(seat, "Zed")  # the table moves on (without asking the bot again itself)
    legal = first.view.legal_actions
    own = think(first).decision
    assert own is not None
    other = next(a for a in legal if a is not own.action)
    thinker.answer(0, other)  # the answer for the old version comes back
    clock.advance(1)
    assert moves == [] and table.dropped == 1  # dropped: not played
    assert len(thinker.asked) == 2  # and the bot asked again, about the table as it is now
    again, _ = thinker.asked[1]
    assert again.version == table.version and again.view.names[seat] == "Zed"
    thinker.answer(1)
    clock.advance(1)
    assert [c.action for c in moves] == [own.action] and table.dropped == 1


def test_a_pause_lets_go_of_the_bots_request_and_plays_nothing_meanwhile() -> None:
    thinker = ManualThinker()
    table, clock, moves = two_bots(thinker)
    table.pause()
    _, future = thinker.asked[0]
    assert future.cancelled()  # a worker that has not taken it never runs it
    clock.advance(5)
    assert moves == []
    table.resume()
    assert len(thinker.asked) == 2
    thinker.answer(1)
    clock.advance(1)
    assert len(moves) == 1 and moves[0].version == table.version


def test_the_pace_counts_from_the_request_not_from_the_answer() -> None:
    thinker = ManualThinker()
    _table, clock, moves = two_bots(thinker, delay=1000)
    clock.advance(0.25)
    thinker.answer(0)  # answered in 0.25 s
    clock.advance(0)
    assert moves == []  # but shown only 1 s after the request (times that add up exactly)
    clock.advance(0.5)
    assert moves == []
    clock.advance(0.25)
    assert len(moves) == 1 and clock.now() == 1.0
    clock.advance(1.5)  # the next bot thinks for longer than the pace
    assert len(moves) == 1
    thinker.answer(1)
    clock.advance(0)  # shown as soon as it comes, not 0.9 s after that
    assert len(moves) == 2


def test_in_process_thinking_is_the_tables_own() -> None:
    assert make_thinker(0).inline and isinstance(make_thinker(0), InProcess)
    here, _, _ = bots_game(None, hands=1)
    inline, table, _ = bots_game(InProcess(), hands=1)
    assert inline.to_json() == here.to_json() and not table.off_loop


# ---------------------------------------------------------------------- a worker killed


def sleepy_table(folder: Path, sleeps: int, pool: ProcessPool) -> tuple[Table, ManualClock, list[Change]]:
    clock = ManualClock()
    game = Game.new(["Ann", "Bob"], seed=21)
    first = game.current
    assert first is not None
    bots = {first: SleepyBot(str(folder), sleeps), 1 - first: BeginnerBot()}
    table = Table(game, bots, delay=100, scheduler=clock, thinker=pool)
    changes: list[Change] = []
    table.subscribe(lambda change: changes.append(change) if change.kind is ChangeKind.MOVE else None)
    table.start()
    return table, clock, changes


def kill_when_thinking(folder: Path, k: int) -> int:
    pid_file = folder / f"pid-{k}"
    wait_for(pid_file.exists, f"the bot's worker to start thinking ({pid_file.name})")
    wait_for(lambda: pid_file.read_text().strip(), "its process id")
    pid = int(pid_file.read_text())
    os.kill(pid, signal.SIGKILL)
    return pid


def test_a_worker_killed_mid_decision_costs_one_retry_on_a_fresh_pool(tmp_path: Path) -> None:
    pool = ProcessPool(1)
    try:
        table, clock, moves = sleepy_table(tmp_path, 1, pool)
        killed = kill_when_thinking(tmp_path, 0)
        assert pool.wait_idle(PATIENCE)
        clock.advance(1)
        # The sleeper's own move, thought again (the next bot may have moved too within that second).
        sleeper = next(s for s, b in table.bots.items() if isinstance(b, SleepyBot))
        assert moves and moves[0].seat == sleeper and not moves[0].stand_in
        assert pool.restarts == 1 and killed not in pool.pids()
    finally:
        pool.close()


def test_a_worker_killed_twice_lets_a_simple_bot_play_and_the_table_goes_on(tmp_path: Path) -> None:
    pool = ProcessPool(1)
    try:
        table, clock, moves = sleepy_table(tmp_path, 2, pool)
        history_notes: list[object] = []
        table.subscribe(lambda change: history_notes.append(change.note) if change.note else None)
        seat = next(iter(s for s, b in table.bots.items() if isinstance(b, SleepyBot)))
        first = kill_when_thinking(tmp_path, 0)
        second = kill_when_thinking(tmp_path, 1)  # the retry, on the fresh pool, dies too
        assert pool.wait_idle(PATIENCE)
        clock.advance(1)
        assert moves and moves[0].stand_in and moves[0].seat == seat
        note = moves[0].note
        assert note is not None and note.key == "table.bot_stand_in"
        assert "Ann" in render(note, "en") or "Bob" in render(note, "en")
        assert pool.restarts == 2 and not {first, second} & set(pool.pids())
        for _ in range(6):  # the table goes on: the next moves come from the restarted pool
            assert pool.wait_idle(PATIENCE)
            clock.advance(1)
        assert len(moves) >= 5 and not any(c.stand_in for c in moves[1:])
        assert history_notes == [note]
    finally:
        pool.close()


def test_the_log_keeps_the_stand_ins_note() -> None:
    from scat_learn.classroom.history import History

    thinker = ManualThinker()
    clock = ManualClock()
    game = Game.new(["Ann", "Bob"], seed=9)
    table = Table(game, {0: BeginnerBot(), 1: BeginnerBot()}, delay=100, scheduler=clock, thinker=thinker)
    history = History()
    history.follow(table)
    table.start()
    from scat_learn.classroom.thinking import WorkerLost

    thinker.asked[0][1].set_exception(WorkerLost("killed"))
    clock.advance(1)
    entry = history.entries[-1]
    assert entry.stand_in and entry.note is not None and entry.note.key == "table.bot_stand_in"


# ---------------------------------------------------------------------- a classroom, off the loop


def test_a_persons_grade_comes_later_and_is_the_coachs() -> None:
    thinker = ManualThinker()
    clock = ManualClock()
    room = Classroom(Dealer(KEY), scheduler=clock, thinker=thinker)  # type: ignore[arg-type]
    ann, bob = room.join("Ann"), room.join("Bob")
    table = room.make_table(TableSettings("Red", ("person", "person"), bot_delay=100), ann.id)
    room.sit(bob.id, table.id)
    table.start(KNOWN_DEAL)
    news: list[NewsKind] = []
    table.subscribe(lambda n: news.append(n.kind))
    game = table.table.game  # type: ignore[union-attr]
    seat = game.current
    student = table.seats[seat].student
    before = table.view(seat)
    action = before.legal_actions[-1]
    graded: list[Graded] = []
    move, grade = table.play(student, action, on_grade=graded.append)
    assert move is action and grade is None  # the move is played at once, its grade comes later
    request, _ = thinker.asked[-1]
    assert request.job is Job.COACH and request.view == before and request.action is action
    advisor = table.advisor(student)
    thinker.answer(len(thinker.asked) - 1)
    assert graded == []  # on the scheduler's thread, not the worker's
    clock.advance(0)
    assert len(graded) == 1 and graded[0].view == before
    assert graded[0].grade == coach(before, action, bot=ExpertBot(seed=seat))
    assert table.grades[-1].student == student and NewsKind.GRADE in news
    assert table.advisor(student) is not advisor  # the copy that learnt came back
    got: list[object] = []
    other = table.seats[game.current].student
    table.advise(other, got.append)
    thinker.answer(len(thinker.asked) - 1)
    clock.advance(0)
    assert got == [hint(table.view(game.current), "expert", bot=ExpertBot(seed=game.current))]
    room.close()


def test_two_tables_thinking_for_ever_do_not_delay_a_third_tables_person(tmp_path: Path) -> None:
    """Two tables' bots think until the test opens a gate; meanwhile a person at a third table
    moves and their table's screens hear of it. On the loop, as before, that move would wait."""
    loop = asyncio.new_event_loop()
    runner = threading.Thread(target=loop.run_forever, daemon=True)
    runner.start()
    pool = ProcessPool(2)
    events: list[str] = []
    moved = threading.Event()

    def on_loop(callback: object) -> None:
        loop.call_soon_threadsafe(callback)  # type: ignore[arg-type]

    try:
        scheduler = LoopScheduler(loop)
        slow = []
        for label in ("A", "B"):
            game = Game.new(["Ann", "Bob"], seed=5)
            bots = {0: GateBot(str(tmp_path), label), 1: GateBot(str(tmp_path), label)}
            table = Table(game, bots, delay=0, scheduler=scheduler, thinker=pool)
            table.subscribe(lambda c, label=label: events.append(label) if c.kind is ChangeKind.MOVE else None)
            slow.append(table)
            on_loop(table.start)
        for label in ("A", "B"):
            wait_for((tmp_path / f"started-{label}").exists, f"table {label}'s bot to start thinking")

        room = Classroom(Dealer(KEY), scheduler=scheduler, thinker=pool)
        ann, bob = room.join("Ann"), room.join("Bob")
        third = room.make_table(TableSettings("Red", ("person", "person"), bot_delay=0), ann.id)
        room.sit(bob.id, third.id)
        third.start(KNOWN_DEAL)

        def heard(news: object) -> None:
            if getattr(news, "kind", None) is NewsKind.GAME:
                events.append("C")
                moved.set()

        third.subscribe(heard)
        seat = third.table.game.current  # type: ignore[union-attr]
        student = third.seats[seat].student
        on_loop(lambda: third.play(student, third.view(seat).legal_actions[0]))  # type: ignore[union-attr]
        assert moved.wait(PATIENCE), "the third table's move waited for the others' bots"
        assert events == ["C"]  # both slow tables still think, and the person's move was played
        (tmp_path / "gate").write_text("open")
        wait_for(lambda: "A" in events and "B" in events, "the slow tables' moves")
        assert events[0] == "C"
        wait_for(lambda: third.grades, "the third table's grade (it waited for a free worker)")
        for table in slow:
            on_loop(table.close)
    finally:
        (tmp_path / "gate").write_text("open")
        pool.close()
        loop.call_soon_threadsafe(loop.stop)
        runner.join(10)


# ---------------------------------------------------------------------- Dask


def test_a_dask_cluster_plays_the_game_the_bots_play_here() -> None:
    distributed = pytest.importorskip("distributed")
    from scat_learn.classroom.thinking import Dask

    cluster = distributed.LocalCluster(processes=False, n_workers=1, threads_per_worker=2, dashboard_address=None)
    with cluster, distributed.Client(cluster) as client:
        thinker = Dask(client)
        there, table, changes = bots_game(thinker, hands=2)
        here, _, _ = bots_game(None, hands=2)
        assert there.to_json() == here.to_json() and not any(ch.stand_in for ch in changes)
        assert table.off_loop
        thinker.close()  # the client is the test's: closing the thinker leaves it open
        assert client.status == "running"


# ---------------------------------------------------------------------- the command


def test_the_classroom_command_takes_workers_and_a_dask_address(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import argparse

    from scat_learn.cli import classroom
    from scat_learn.ui.classroom_pages import serve_classroom

    parser = argparse.ArgumentParser()
    classroom.add_parser(parser.add_subparsers())
    args = parser.parse_args(["classroom", "--workers", "3", "--dask", "tcp://127.0.0.1:8786"])
    assert args.workers == 3 and args.dask == "tcp://127.0.0.1:8786"
    assert parser.parse_args(["classroom"]).workers is None  # one per core
    bad = parser.parse_args(["classroom", "--workers", "-1", "--data", str(tmp_path)])
    assert serve_classroom(bad) == 2  # refused before anything is served
    assert "--workers" in capsys.readouterr().err


def test_a_seats_screen_shows_the_coachs_word_and_the_advice_when_they_come() -> None:
    from scat_learn.ui.seat import ClassSeat

    thinker = ManualThinker()
    clock = ManualClock()
    room = Classroom(Dealer(KEY), scheduler=clock, thinker=thinker)  # type: ignore[arg-type]
    ann, bob = room.join("Ann"), room.join("Bob")
    table = room.make_table(TableSettings("Red", ("person", "person"), bot_delay=100), ann.id)
    room.sit(bob.id, table.id)
    table.start(KNOWN_DEAL)
    game = table.table.game  # type: ignore[union-attr]
    student = table.seats[game.current].student
    screen = ClassSeat(table, student)
    assert screen.expert_choice() is None and thinker.asked[-1][0].job is Job.HINT  # asked, not awaited
    screen.ask_hint()
    assert screen.hint is None
    thinker.answer(len(thinker.asked) - 1)
    clock.advance(0)
    assert screen.hint is not None and screen.expert_choice() is screen.hint  # it came: shown
    before = screen.view()
    assert screen.act(before.legal_actions[-1])
    assert screen.coaching is None  # the move is on the table; its grade is being worked out
    request, _ = thinker.asked[-1]
    assert request.job is Job.COACH and request.view == before
    thinker.answer(len(thinker.asked) - 1)
    clock.advance(0)
    assert screen.coaching is not None and screen.coaching.view == before
    screen.dispose()
    room.close()


def test_the_experts_advice_when_it_comes_redraws_the_hand_not_the_whole_screen() -> None:
    """Off the loop the expert's choice comes after the screen was drawn: only the views that
    show it redraw (a whole screen's redraw at every student's turn cost the loop more than the
    pool saved it)."""
    from scat_learn.ui.seat import ClassSeat
    from scat_learn.ui.views import HandView, StatusView

    thinker = ManualThinker()
    clock = ManualClock()
    room = Classroom(Dealer(KEY), scheduler=clock, thinker=thinker)  # type: ignore[arg-type]
    ann, bob = room.join("Ann"), room.join("Bob")
    table = room.make_table(TableSettings("Red", ("person", "person"), bot_delay=100), ann.id)
    room.sit(bob.id, table.id)
    table.start(KNOWN_DEAL)
    game = table.table.game  # type: ignore[union-attr]
    screen = ClassSeat(table, table.seats[game.current].student)
    assert screen.act("draw")
    hand, status = HandView(model=screen), StatusView(model=screen)
    redrawn: list[str] = []
    for view, name in ((hand, "hand"), (status, "status")):
        original = view._update
        view._update = lambda original=original, name=name: (redrawn.append(name), original())[1]  # type: ignore[method-assign]
    asked = [k for k, (request, _) in enumerate(thinker.asked) if request.job is Job.HINT]
    assert asked, "the hand's view asked the expert for its choice in the discard"
    version = screen.version
    thinker.answer(asked[-1])
    clock.advance(0)
    assert redrawn == ["hand"] and screen.version == version
    assert screen.expert_choice() is not None  # the hand's view found it
    screen.dispose()
    room.close()
