"""What one move at a table of people costs the server, measured in this process.

    python benchmarks/move_cost.py [--moves 200] [--baseline REV [--rounds R]] [--profile]

A classroom with one table of four students, each with their own page (a :class:`RoomPage` in
its own Bokeh document, as in ``page_memory.py``), and the coach on (its grade is made on the
loop, as with ``--workers 0``). The students play random legal moves; each move is timed from
the student's action to every page brought up to date and its changes serialized as the
server's patch would be (``Document`` events turned into JSON). Reported: ms per move, p50 /
p95 / max, and the Bokeh property changes sent per move; and the teacher's class report of 60
students refreshed after one new grade (ms, p50 and max). Also reported: the pages' CPU time a
move, which is the move's CPU time less the time spent in the coach's grades and the expert's
advice (a server with a pool of workers makes those elsewhere). ``--baseline REV`` runs the same
in a checkout of that revision (a temporary git worktree), ``--rounds R`` times by turns with
this checkout, every run in a process of its own, so that a machine whose speed drifts slows
both sides alike; ``--profile``
prints where the time goes (cProfile, by cumulative time; ``PROFILE_SORT=tottime`` for each
function's own time, ``PROFILE_FILTER`` to keep matching lines). The pages run as in a server of
ours, with Bokeh's error diagnostics off (``scat_learn.ui.serve.skip_bokeh_diagnostics``);
``--diagnostics`` measures moves with them on and off by turns in this process (CPU ms a move,
each half on the same game's moves: robust to a machine whose other load changes).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bokeh.document import Document
from bokeh.document.events import DocumentPatchedEvent
from bokeh.protocol import Protocol
from worktree import checkout, env

from scat_learn.classroom.clock import ManualClock
from scat_learn.classroom.room import Classroom
from scat_learn.classroom.seating import PERSON, TableSettings
from scat_learn.deals import Dealer
from scat_learn.state import Phase
from scat_learn.ui.room import RoomPage
from scat_learn.ui.serve import skip_bokeh_diagnostics


class Pages:
    """Four students at one table, each with a page; their documents' changes are counted."""

    def __init__(self) -> None:
        self.protocol = Protocol()
        self.clock = ManualClock()
        self.room = Classroom(Dealer(b"benchmarks: move cost, no key"), scheduler=self.clock)
        self.students = [self.room.join(name) for name in ("Ann", "Bea", "Cem", "Dan")]
        self.table = self.room.make_table(TableSettings("Red", (PERSON,) * 4, bot_delay=0), self.students[0].id)
        for student in self.students[1:]:
            self.room.sit(student.id, self.table.id)
        self.docs: list[Document] = []
        self.events: list[list[Any]] = []
        self.changes = 0
        for student in self.students:
            self.table.connect(student.id)
            page = RoomPage(self.room)
            doc = Document()
            doc.add_root(page.__panel__().get_root(doc))
            page.session.student = student
            page.session.place()
            doc.models.flush_synced()
            events: list[Any] = []
            doc.on_change(lambda event, events=events: events.append(event))
            self.docs.append(doc)
            self.events.append(events)

    def send(self) -> None:
        """Each page's changes, made into the patch the server would send (serialized)."""
        for events in self.events:
            patched = [e for e in events if isinstance(e, DocumentPatchedEvent)]
            if patched:
                self.changes += len(patched)
                self.protocol.create("PATCH-DOC", patched)
            events.clear()

    def move(self, rng: random.Random) -> bool:
        """One random legal move by the student whose turn it is; False once the game is over."""
        game = self.table.table.game if self.table.table else None
        if game is None or game.phase is Phase.GAME_OVER:
            return False
        if game.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            for student in self.students:
                self.table.ready(student.id)
            return True
        seat = game.current
        view = self.table.table.view(seat)
        actions = [a for a in view.legal_actions if a.kind != "knock"] or list(view.legal_actions)
        if rng.random() < 0.05:
            actions = list(view.legal_actions)
        self.table.play(self.students[seat].id, rng.choice(actions))
        return True


class AdviceClock:
    """CPU time spent in the coach's grades and the expert's advice, which a server with a pool
    of workers makes elsewhere: what is left of a move is what its pages cost the server."""

    def __init__(self) -> None:
        from scat_learn.classroom import seating
        from scat_learn.ui import screen

        self.spent = 0.0
        seating.coach = self._timed(seating.coach)  # type: ignore[assignment]
        screen.hint = self._timed(screen.hint)  # type: ignore[assignment]

    def _timed(self, function: Any) -> Any:
        def timed(*args: Any, **kwargs: Any) -> Any:
            begun = time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                self.spent += time.process_time() - begun

        return timed


def measure(moves: int, profile: bool) -> dict[str, Any]:
    advice = AdviceClock()
    pages = Pages()
    rng, times, screens, changes = random.Random(7), [], [], []
    profiler = cProfile.Profile() if profile else None
    while len(times) < moves:
        before, begun, cpu, advised = pages.changes, time.perf_counter(), time.process_time(), advice.spent
        if profiler:
            profiler.enable()
        going = pages.move(rng)
        pages.send()
        if profiler:
            profiler.disable()
        if not going:
            break
        times.append(time.perf_counter() - begun)
        screens.append(time.process_time() - cpu - (advice.spent - advised))
        changes.append(pages.changes - before)
    pages.room.close()
    if profiler:
        order = os.environ.get("PROFILE_SORT", "cumulative")
        pstats.Stats(profiler).sort_stats(order).print_stats(os.environ.get("PROFILE_FILTER", ""), 40)
    q = statistics.quantiles(times, n=20)
    return {
        "moves": len(times),
        "p50_ms": round(statistics.median(times) * 1000, 1),
        "p95_ms": round(q[18] * 1000, 1),
        "max_ms": round(max(times) * 1000, 1),
        "changes_per_move": round(statistics.mean(changes), 1),
        "times_ms": [round(t * 1000, 3) for t in times],
        "screens_ms": [round(t * 1000, 3) for t in screens],
    }


def diagnostics_by_turns(moves: int) -> dict[bool, list[float]]:
    """CPU seconds of each move, Bokeh's error diagnostics on (True) and off by turns."""
    from bokeh.settings import settings

    pages, rng = Pages(), random.Random(7)
    spent: dict[bool, list[float]] = {True: [], False: []}
    while len(spent[False]) < moves:
        on = len(spent[True]) == len(spent[False])
        settings.perform_error_diagnostics.set_value(on)
        begun = time.process_time()
        going = pages.move(rng)
        pages.send()
        if not going:  # a new game at a new table
            pages.room.close()
            pages = Pages()
            continue
        spent[on].append(time.process_time() - begun)
    pages.room.close()
    settings.perform_error_diagnostics.set_value(False)
    return spent


def report_refresh(refreshes: int = 20) -> dict[str, Any]:
    """The teacher's class report of 60 students refreshed after one student's new grade, each
    time (its table, and its chart of mistakes and lives)."""
    from scat_learn.classroom.room import ReportRow
    from scat_learn.ui.teacher import ReportView, TeacherSession, prepare_report_chart

    prepare_report_chart()  # as the server does once, at its start
    room = Classroom(Dealer(b"benchmarks: report cost, no key"), scheduler=ManualClock())
    rows = [ReportRow(f"S{i:02d}", f"T{i // 4}", 1, 1, 1, 0, 0.0) for i in range(60)]
    room.report = lambda: list(rows)  # type: ignore[method-assign]
    room.topic_report = list  # type: ignore[method-assign,assignment]
    view = ReportView(TeacherSession(room, lang="en"))
    doc = Document()
    doc.add_root(view.__panel__().get_root(doc))
    rng, times = random.Random(3), []
    for _ in range(refreshes):
        i = rng.randrange(len(rows))
        r = rows[i]
        rows[i] = ReportRow(r.name, r.table, r.hands, r.decisions + 1, r.best, r.mistakes + 1, r.lives_lost + 0.1)
        begun = time.perf_counter()
        view.refresh(force=True)
        times.append(time.perf_counter() - begun)
    room.close()
    p50, most = statistics.median(times[1:]), max(times)
    return {"report_p50_ms": round(p50 * 1000, 1), "report_max_ms": round(most * 1000, 1)}


def measured_in(path: Path | None, moves: int) -> dict[str, Any]:
    """The measure in a process of its own, with the package of the checkout at ``path`` first
    on the path (None: this checkout)."""
    command = [sys.executable, __file__, "--moves", str(moves), "--json"]
    environment = env(path) if path is not None else None
    out = subprocess.run(command, env=environment, check=True, capture_output=True, text=True).stdout
    return dict(json.loads(out.splitlines()[-1]))


def side_by_side(revision: str, moves: int, rounds: int) -> list[tuple[str, dict[str, Any]]]:
    """This checkout and ``revision`` measured by turns, ``rounds`` times each, every run in a
    process of its own: a machine whose speed drifts during the run slows both alike."""
    runs: dict[str, list[dict[str, Any]]] = {revision: [], "this checkout": []}
    with checkout(revision) as path:
        for _ in range(rounds):
            runs[revision].append(measured_in(path, moves))
            runs["this checkout"].append(measured_in(None, moves))
    return [(name, merged(results)) for name, results in runs.items()]


def merged(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Several runs' figures as one: the times' quantiles over every move of every run, the
    report's p50 the median of the runs' and its max the largest."""
    times = [t for r in results for t in r["times_ms"]]
    q = statistics.quantiles(times, n=20)
    return {
        "moves": len(times),
        "p50_ms": round(statistics.median(times), 1),
        "p95_ms": round(q[18], 1),
        "max_ms": round(max(times), 1),
        "changes_per_move": round(statistics.mean(r["changes_per_move"] for r in results), 1),
        "report_p50_ms": round(statistics.median(r["report_p50_ms"] for r in results), 1),
        "report_max_ms": max(r["report_max_ms"] for r in results),
        "screens_ms": [t for r in results for t in r["screens_ms"]],
    }


def screens_line(figures: dict[str, Any]) -> str:
    ms = sorted(figures["screens_ms"])
    mean, p50, p95 = statistics.mean(ms), statistics.median(ms), ms[int(0.95 * len(ms))]
    return f"the pages' CPU (the coach and the advice left out) mean {mean:.1f} / p50 {p50:.1f} / p95 {p95:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--baseline", default=None, help="a git revision to measure beside this checkout")
    parser.add_argument("--rounds", type=int, default=1, help="with --baseline: runs of each, by turns")
    parser.add_argument("--profile", action="store_true", help="where the time goes (cProfile)")
    parser.add_argument("--json", action="store_true", help="one line of JSON (for --baseline)")
    parser.add_argument("--diagnostics", action="store_true", help="moves with Bokeh's diagnostics on and off by turns")
    args = parser.parse_args()
    skip_bokeh_diagnostics()  # as our servers do
    if args.diagnostics:
        for on, spent in diagnostics_by_turns(args.moves).items():
            ms = sorted(1000 * t for t in spent)
            mean, p50, p95 = statistics.mean(ms), statistics.median(ms), ms[int(0.95 * len(ms))]
            state = "on " if on else "off"
            figures = f"CPU ms a move mean {mean:.1f} / p50 {p50:.1f} / p95 {p95:.1f}"
            print(f"Bokeh's error diagnostics {state}: {len(ms)} moves, {figures}")
        return
    if args.json:
        print(json.dumps({**measure(args.moves, False), **report_refresh()}))
        return
    if args.baseline:
        rows = side_by_side(args.baseline, args.moves, args.rounds)
    else:
        rows = [("this checkout", {**measure(args.moves, args.profile), **report_refresh()})]
    print("a move at a table of four people, each with a page (the coach on the loop):")
    for name, r in rows:
        print(f"{name}: {r['moves']} moves, p50 {r['p50_ms']} / p95 {r['p95_ms']} / max {r['max_ms']} ms,"
              f" {r['changes_per_move']} model changes per move; the teacher's report of 60 students"
              f" refreshed: p50 {r['report_p50_ms']} / max {r['report_max_ms']} ms")  # fmt: skip
        print(f"    {screens_line(r)}")


if __name__ == "__main__":
    main()
