"""How strong are the bots? Duplicate tournaments with 95% intervals (see benchmarks/README.md).

    python benchmarks/strength.py thresholds [--games 2000]   # find the best fixed threshold
    python benchmarks/strength.py targets [--games 4000] [--other-games 1200] [--threshold 25]
    python benchmarks/strength.py all
    python benchmarks/strength.py heads-up [--games 400] [--iterations 1000]   # expert vs ISMCTS
    python benchmarks/strength.py heads-up --opponent beginner [--games 1200]  # or another bot
    python benchmarks/strength.py baseline [--games 2000] [--baseline REV]     # vs 3 frozen experts

``--expert SPEC`` plays another expert in the measured seat (``expert:model=0`` is the expert
without its opponent model, as before issue 17's phase 2).

``thresholds`` plays one challenger threshold against three copies of each field threshold
and prints the challenger's win share: the best fixed threshold is the field that no
challenger beats by much (the toughest table of three equals), and the best response to it.
``targets`` checks the issue's targets: expert against three beginners, expert against three
copies of the best fixed-threshold bot, intermediate against beginners, and the expert at
2 and 6 players. ``heads-up`` (issue 17) plays the expert against the information-set MCTS bot
of benchmarks/ismcts.py, two players, and prints the expert's share with its 95% interval
(target: at least 55%). ``baseline`` plays the expert against three copies of the expert of a
git revision (benchmarks/baseline.py; default: the expert of issue 17's start), target at
least 28% with the interval above 25%.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import baseline, ismcts  # noqa: F401 (they register the "baseline" and "ismcts" levels)
from scat_learn.rules import Rules
from scat_learn.tournament import BotSpec, TournamentResult, parse_bot, run_tournament

FIELD = range(20, 28)
CHALLENGERS = range(19, 30)


def threshold(t: int) -> BotSpec:
    return ("threshold", {"threshold": t})


def play(lineup: list[BotSpec], games: int, seed: int, workers: int | None) -> TournamentResult:
    return run_tournament(lineup, games, Rules(), seed, workers, progress=False)


def search_thresholds(games: int, seed: int, workers: int | None, players: int) -> int:
    """Challenger win share against (players - 1) copies of each field threshold."""
    print(
        f"challenger threshold (rows) against {players - 1} copies of a field threshold (columns), {games} games each"
    )
    print("win share of the challenger; fair share", f"{1 / players:.1%}")
    print("chal " + "".join(f"{t:>8}" for t in FIELD))
    best_reply: dict[int, float] = dict.fromkeys(FIELD, 0.0)
    for c in CHALLENGERS:
        cells = []
        for t in FIELD:
            share = play([threshold(c)] + [threshold(t)] * (players - 1), games, seed, workers).bots[0].win_share
            best_reply[t] = max(best_reply[t], share)
            cells.append(f"{share:>8.1%}")
        print(f"{c:>4} " + "".join(cells), flush=True)
    print("best " + "".join(f"{best_reply[t]:>8.1%}" for t in FIELD))
    toughest = min(FIELD, key=lambda t: best_reply[t])
    print(f"toughest field (its best challenger gains least): three copies of threshold {toughest}")
    return toughest


def targets(games: int, other_games: int, seed: int, workers: int | None, best: int, expert: BotSpec) -> None:
    """The issue's targets at 4 players (``games`` each), and 2 and 6 players (``other_games``)."""
    runs: list[tuple[str, list[BotSpec], str]] = [
        ("expert vs 3 beginners", [expert, "beginner", "beginner", "beginner"], "target >= 33%"),
        (
            f"expert vs 3 threshold-{best}",
            [expert, threshold(best), threshold(best), threshold(best)],
            "target >= 28%, interval low > 25%",
        ),
        ("intermediate vs 3 beginners", ["intermediate", "beginner", "beginner", "beginner"], "target > 25%"),
        ("expert vs 1 beginner (2 players)", [expert, "beginner"], "fair 50%"),
        (f"expert vs 1 threshold-{best} (2 players)", [expert, threshold(best)], "fair 50%"),
        ("expert vs 5 beginners (6 players)", [expert] + ["beginner"] * 5, "fair 16.7%"),
        (f"expert vs 5 threshold-{best} (6 players)", [expert] + [threshold(best)] * 5, "fair 16.7%"),
    ]
    for title, lineup, note in runs:
        started = time.perf_counter()
        result = play(lineup, games if len(lineup) == 4 else other_games, seed, workers)
        first = result.bots[0]
        low, high = first.interval
        print(
            f"{title:<42} {first.label:<14} win share {first.win_share:6.1%}  95% [{low:.1%}, {high:.1%}]  "
            f"lives/hand {first.lives_per_hand:.3f} (others {result.bots[-1].lives_per_hand:.3f})  "
            f"{result.games} games, {time.perf_counter() - started:.0f} s   ({note})",
            flush=True,
        )


def report(title: str, result: TournamentResult, started: float, note: str) -> None:
    first, other = result.bots[0], result.bots[-1]
    low, high = first.interval
    print(
        f"{title}: {first.label} win share {first.win_share:.1%}  95% [{low:.1%}, {high:.1%}]  "
        f"lives/hand {first.lives_per_hand:.3f} (other {other.lives_per_hand:.3f}); knocks {first.knocks} "
        f"({first.knock_success:.1%} cost nothing) against {other.knocks} ({other.knock_success:.1%}); "
        f"{result.games} games, {time.perf_counter() - started:.0f} s   ({note})",
        flush=True,
    )


def heads_up(games: int, seed: int, workers: int | None, iterations: int, expert: BotSpec, opponent: str) -> None:
    """The expert against the ISMCTS bot (or ``opponent``), two players (duplicate: each deal both ways)."""
    started = time.perf_counter()
    sparring = opponent == "ismcts"
    other: BotSpec = ("ismcts", {"iterations": iterations}) if sparring else parse_bot(opponent)
    result = play([expert, other], games, seed, workers)
    title = f"ISMCTS@{iterations}" if sparring else opponent
    report(f"expert vs {title}, heads-up", result, started, "target >= 55%, fair 50%" if sparring else "fair 50%")


def against_baseline(games: int, seed: int, workers: int | None, rev: str, expert: BotSpec) -> None:
    """The expert against three copies of the expert of revision ``rev``."""
    baseline.checkout(rev)  # unpacked once, before the workers look for it
    started = time.perf_counter()
    frozen: BotSpec = ("baseline", {"rev": rev})
    result = play([expert, frozen, frozen, frozen], games, seed, workers)
    report(f"expert vs 3 experts of {rev}", result, started, "target >= 28%, interval low > 25%")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["thresholds", "targets", "all", "heads-up", "baseline"])
    parser.add_argument("--games", type=int, default=None, help="games per run (4 players)")
    parser.add_argument("--other-games", type=int, default=1200, help="games per run at 2 and 6 players")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--threshold", type=int, default=None, help="the best fixed threshold (skip the search)")
    parser.add_argument("--iterations", type=int, default=1000, help="the ISMCTS bot's iterations per decision")
    parser.add_argument("--baseline", metavar="REV", default=baseline.TODAY, help="the frozen expert's revision")
    parser.add_argument("--expert", default="expert", help="the measured expert, e.g. expert:model=0")
    parser.add_argument("--opponent", default="ismcts", help="heads-up: the other bot, e.g. beginner")
    args = parser.parse_args()
    expert = parse_bot(args.expert)
    if args.what == "heads-up":
        heads_up(args.games or 400, args.seed, args.workers, args.iterations, expert, args.opponent)
        return
    if args.what == "baseline":
        against_baseline(args.games or 2000, args.seed, args.workers, args.baseline, expert)
        return
    best = args.threshold
    if args.what in ("thresholds", "all"):
        best = search_thresholds(args.games or 2000, args.seed, args.workers, args.players)
    if args.what in ("targets", "all"):
        targets(args.games or 4000, args.other_games, args.seed, args.workers, best or 25, expert)


if __name__ == "__main__":
    main()
