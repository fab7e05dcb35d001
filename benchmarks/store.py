"""The classroom store's writes: moves per second with synchronous=NORMAL and FULL, the time of
one move's write, and the bytes a move and a graded decision add to the file.

    python benchmarks/store.py [--moves 4000] [--dir FOLDER]

Four intermediate bots play whole 4-player games first (not timed); every step is kept with
its real saved-game JSON (``Game.to_json()``, which grows with the game's record) and the view
of the seat that chose. Then, for each setting, a new store in ``FOLDER`` (default: a temporary
folder, which should be on the disk the data folder is on) gets every step as the classroom
would write it: ``record_move`` (the move's line and the game's JSON, one transaction), and for
a decision with a choice, ``record_decision`` with the position as JSON. The file's size after
a checkpoint gives the bytes per move and per decision; with the paces of the classroom
benchmark (issue 15: a person moves every 2-4 s, bots every 0.9 s; 10 tables of 4 people and
20 people alone with 3 bots) it gives the store's writes per second and its growth per hour.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from scat_learn import Game, Rules
from scat_learn.bots import get_bot
from scat_learn.classroom.seating import TableSettings
from scat_learn.classroom.store import Store
from scat_learn.view import PlayerView

PERSON_SECONDS = 3.0  # a person's move, every 2-4 s
BOT_SECONDS = 0.9  # the bots' pace (TableDefaults.bot_delay)
PEOPLE_TABLES = 10  # tables of 4 people
ALONE_TABLES = 20  # one person and 3 bots


@dataclass(frozen=True, slots=True)
class Step:
    game: int
    seat: int | None  # None: the next hand's deal
    action: str
    json: str
    view: PlayerView | None  # the chooser's view, when they had a choice


def play(moves: int) -> list[Step]:
    """Whole games of 4 intermediate bots until there are ``moves`` steps."""
    steps: list[Step] = []
    number = 0
    while len(steps) < moves:
        number += 1
        bots = [get_bot("intermediate", seed=10 * number + i) for i in range(4)]
        game = Game.new(["Ann", "Bob", "Cy", "Dee"], rules=Rules(), seed=number)
        while game.phase.value != "game_over":
            if game.phase.over:
                game.next_hand()
                steps.append(Step(number, None, "next hand", game.to_json(), None))
                continue
            seat = game.current
            assert seat is not None
            view = game.view(seat)
            action = bots[seat].decide(view).action
            game.apply(action)
            chose = view if len(view.legal_actions) > 1 else None
            steps.append(Step(number, seat, str(action), game.to_json(), chose))
    return steps[:moves]


@dataclass(frozen=True, slots=True)
class Figures:
    synchronous: str
    moves_per_s: float
    move_ms_p50: float
    move_ms_p99: float
    decisions_per_s: float
    bytes_per_move: float
    bytes_per_decision: float


def measure(steps: list[Step], folder: Path, synchronous: str) -> Figures:
    path = folder / f"bench-{synchronous.lower()}.sqlite3"
    for old in folder.glob(path.name + "*"):
        old.unlink()
    store = Store.open(path, synchronous=synchronous)
    store.save_classroom("BENCH1", teacher_code="X", teacher_token="y", defaults={})
    for seat in range(4):
        store.add_student(f"s{seat}", f"Student {seat}", f"token {seat}")
    store.add_table("t1", TableSettings("Bench"))
    store.close()
    empty = path.stat().st_size

    # Moves only: the writes a move waits for before it is shown.
    store = Store.open(path, synchronous=synchronous)
    games: dict[int, int] = {}
    times = []
    moves: list[tuple[Step, int, int]] = []
    for step in steps:
        if step.game not in games:
            games[step.game] = store.start_game("t1", step.json)
        begin = time.perf_counter()
        move = store.record_move("t1", games[step.game], step.seat, step.action, step.json)
        times.append(time.perf_counter() - begin)
        moves.append((step, games[step.game], move))
    store.close()  # a checkpoint: the WAL is in the file
    after_moves = path.stat().st_size

    # The graded decisions, after their moves (they wait for the coach, not for the screen).
    store = Store.open(path, synchronous=synchronous)
    decisions = 0
    begin = time.perf_counter()
    for step, game, move in moves:
        if step.view is not None and step.seat is not None:
            store.record_decision(
                f"s{step.seat}", hand=step.view.hand_number, seat=step.seat, action=step.action, best=step.action,
                cost=0.0, position=step.view, table_id="t1", game=game, move=move,
            )  # fmt: skip
            decisions += 1
    decision_seconds = time.perf_counter() - begin
    store.close()
    after_decisions = path.stat().st_size
    times.sort()
    return Figures(
        synchronous,
        len(steps) / sum(times),
        1000 * statistics.median(times),
        1000 * times[int(0.99 * (len(times) - 1))],
        decisions / decision_seconds,
        (after_moves - empty) / len(steps),
        (after_decisions - after_moves) / max(1, decisions),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=4000)
    parser.add_argument("--dir", type=Path, default=None, help="where the stores are made (default: a temporary one)")
    args = parser.parse_args()
    steps = play(args.moves)
    games = len({s.game for s in steps})
    sizes = sorted(len(s.json) for s in steps)
    chosen = sum(1 for s in steps if s.view is not None)
    print(f"{len(steps)} steps of {games} games; saved-game JSON median {sizes[len(sizes) // 2]:,} B, "
          f"largest {sizes[-1]:,} B; {chosen} decisions with a choice")  # fmt: skip
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        results = [measure(steps, Path(folder), mode) for mode in ("NORMAL", "FULL")]
    print("| synchronous | moves/s | one move's write p50 / p99 | decisions/s | bytes per move | bytes per decision |")
    print("| --- | --- | --- | --- | --- | --- |")
    for r in results:
        print(f"| {r.synchronous} | {r.moves_per_s:,.0f} | {r.move_ms_p50:.2f} / {r.move_ms_p99:.2f} ms | "
              f"{r.decisions_per_s:,.0f} | {r.bytes_per_move:,.0f} | {r.bytes_per_decision:,.0f} |")  # fmt: skip

    # The classroom of the benchmark: 10 tables of 4 people, 20 people alone with 3 bots.
    people_table = 3600 / PERSON_SECONDS  # moves an hour; every one a person's decision
    round_alone = 2 * PERSON_SECONDS + 3 * 2 * BOT_SECONDS  # a turn is two moves (take, discard)
    alone_moves = 3600 / round_alone * 8
    alone_decisions = 3600 / round_alone * 2
    moves_hour = PEOPLE_TABLES * people_table + ALONE_TABLES * alone_moves
    decisions_hour = (PEOPLE_TABLES * people_table + ALONE_TABLES * alone_decisions) * chosen / max(1, len(steps))
    normal = results[0]
    moves_size = moves_hour * normal.bytes_per_move
    size_hour = moves_size + decisions_hour * normal.bytes_per_decision
    print(f"the classroom benchmark's load: {moves_hour / 3600:.1f} moves/s and {decisions_hour / 3600:.1f} "
          f"decisions/s ({(moves_hour + decisions_hour) / 3600:.1f} writes/s); the file grows {size_hour / 1e6:.1f} MB "
          f"an hour ({moves_size / 1e6:.1f} MB of it moves and games, the rest decisions)")  # fmt: skip
    per_table = people_table * normal.bytes_per_move + people_table * chosen / len(steps) * normal.bytes_per_decision
    print(f"one table of 4 people: {people_table:.0f} moves an hour, {per_table / 1e6:.2f} MB an hour")


if __name__ == "__main__":
    main()
