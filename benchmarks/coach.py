"""The coach's grades against an oracle, and the noise the grades' limits are set by (issue 16).

    python benchmarks/coach.py noise              # the expert's own estimation noise
    python benchmarks/coach.py accuracy           # labels against the oracle, play-out sweep

Decisions are "human-like": the moves of beginner and intermediate bots in whole games of 3
and 4 players (every decision with a choice, one in three kept so that many games are
sampled). The coach is the default expert (256 play-outs, 128 guessed hands per opponent); the
oracle is the expert with 16 times the play-outs (4,096) and 4 times the guessed hands (512,
``--particles``), on another seed, so that its errors do not repeat the coach's. Both grade
through ``coach()``, so a move either calls an error is looked at again, finer (see
``scat_learn/bots/coach.py``).

``noise``: each of the first ``--positions`` decisions is priced again by experts with
``--seeds`` other seeds (their own estimates, without the coach's second opinion); the spread
(standard deviation) of the cost of the same move across seeds is the estimate's error.
``GOOD_LIMIT`` in ``scat_learn/bots/grades.py`` is set no smaller than its 95th percentile. It
also reports how well the expert's own per-decision noise (``Option.noise``) predicts that
spread.

``accuracy``: the coach's label against the oracle's on ``--decisions`` decisions: exact
agreement (target 85%), within one step (98%), the oracle's best move labelled mistake or
blunder by the coach (target: never), the coach's time per decision (p95 50 ms), and the same
agreement for other play-out counts (``--sweep``). Run it under ``nice -n 19``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scat_learn import Game, Rules
from scat_learn.actions import Action
from scat_learn.bots import Grade, coach, get_bot
from scat_learn.bots.coach import _priced
from scat_learn.bots.expert import ExpertBot
from scat_learn.bots.grades import GradeLabel, label_for, tolerance
from scat_learn.view import PlayerView

LEVELS = ("beginner", "intermediate")
DEFAULT_SAMPLES = 256
ORACLE = 16  # the oracle's play-outs, as a multiple of the coach's


@dataclass(frozen=True)
class Position:
    view: PlayerView
    action: Action
    level: str


def human_like(count: int, seed: int = 16) -> list[Position]:
    """``count`` decisions of beginner and intermediate bots, the same for the same seed."""
    rng = random.Random(seed)
    found: list[Position] = []
    game_seed = seed * 1000
    while len(found) < count:
        game_seed += 1
        for position in _decisions(game_seed, rng):
            found.append(position)
            if len(found) == count:
                break
    return found


def _decisions(game_seed: int, rng: random.Random) -> Iterator[Position]:
    players = 3 + game_seed % 2
    levels = [LEVELS[(game_seed + k) % 2] for k in range(players)]
    bots = [get_bot(level, seed=game_seed + k) for k, level in enumerate(levels)]
    game = Game.new([f"P{k}" for k in range(players)], rules=Rules(), seed=game_seed)
    while game.phase != "game_over":
        if game.phase == "hand_over":
            game.next_hand()
            continue
        seat = game.current
        assert seat is not None
        view = game.view(seat)
        action = bots[seat].decide(view).action
        if len(view.legal_actions) > 1 and rng.random() < 1 / 3:
            yield Position(view, action, levels[seat])
        game.apply(action)


def oracle(particles: int = 512, seed: int = 99_991) -> ExpertBot:
    return ExpertBot(seed=seed, samples=DEFAULT_SAMPLES * ORACLE, particles=particles)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


# ---------------------------------------------------------------------- noise


def measure_noise(positions: list[Position], seeds: int) -> dict[str, object]:
    """The spread of the same move's cost when graded with other seeds."""
    spreads, predicted, best_spreads = [], [], []
    for p in positions:
        # The expert's own estimates (no second opinion): its raw noise is what is measured.
        decisions = [ExpertBot(seed=1 + s).decide(p.view) for s in range(seeds)]
        priced = [_priced(d, p.action) for d in decisions]
        spreads.append(statistics.pstdev(c for c, _ in priced))
        predicted.append(statistics.mean(n for _, n in priced))
        # The best move's value itself, seed to seed: how far "the best" moves.
        values = [d.options[0].value for d in decisions if d.options]
        if len(values) == seeds:
            best_spreads.append(statistics.pstdev(values))
    moved = [s for s in spreads if s > 0]
    covered = sum(1 for s, n in zip(spreads, predicted, strict=True) if s <= tolerance(n))
    return {
        "positions": len(positions),
        "seeds": seeds,
        "cost_spread_p50": percentile(spreads, 0.5),
        "cost_spread_p90": percentile(spreads, 0.9),
        "cost_spread_p95": percentile(spreads, 0.95),
        "cost_spread_p99": percentile(spreads, 0.99),
        "cost_spread_max": max(spreads),
        "positions_whose_cost_moved": len(moved),
        "cost_spread_p95_where_it_moved": percentile(moved, 0.95) if moved else 0.0,
        "best_value_spread_p95": percentile(best_spreads, 0.95) if best_spreads else 0.0,
        "coach_noise_p50": percentile(predicted, 0.5),
        "coach_noise_p95": percentile(predicted, 0.95),
        "share_of_spreads_within_the_good_tolerance": covered / len(positions),
    }


# ---------------------------------------------------------------------- accuracy


@dataclass
class Graded:
    """One grade's numbers (kept raw, so that other limits can be tried on the same run)."""

    cost: float
    noise: float
    is_best: bool

    @classmethod
    def of(cls, grade: Grade) -> Graded:
        return cls(grade.cost, grade.noise, grade.action is grade.best)

    @property
    def label(self) -> GradeLabel:
        return label_for(self.cost, self.noise, is_best=self.is_best)


@dataclass
class Compared:
    coach: Graded
    oracle: Graded
    oracle_best_by_coach: Graded
    seconds: float


def compare(positions: list[Position], samples: int, judged: list[tuple[Graded, Action]]) -> list[Compared]:
    out = []
    for p, (truth, oracle_best) in zip(positions, judged, strict=True):
        start = time.perf_counter()
        grade = coach(p.view, p.action, bot=ExpertBot(seed=0, samples=samples))
        seconds = time.perf_counter() - start
        of_best = coach(p.view, oracle_best, bot=ExpertBot(seed=0, samples=samples))
        out.append(Compared(Graded.of(grade), truth, Graded.of(of_best), seconds))
    return out


def summary(rows: list[Compared]) -> dict[str, object]:
    n = len(rows)
    pairs = [(r.coach.label, r.oracle.label) for r in rows]
    exact = sum(1 for c, o in pairs if c is o)
    near = sum(1 for c, o in pairs if abs(c.step - o.step) <= 1)
    wrong_best = sum(1 for r in rows if r.oracle_best_by_coach.label.is_error)
    times = [r.seconds * 1000 for r in rows]
    return {
        "decisions": n,
        "exact": exact / n,
        "within_one_step": near / n,
        "oracle_best_called_mistake_or_blunder": wrong_best,
        "coach_ms_p50": percentile(times, 0.5),
        "coach_ms_p95": percentile(times, 0.95),
        "coach_labels": dict(Counter(c.value for c, _ in pairs)),
        "oracle_labels": dict(Counter(o.value for _, o in pairs)),
        "confusion": dict(Counter(f"{o.value}->{c.value}" for c, o in pairs if c is not o)),
    }


def measure_accuracy(
    positions: list[Position], sweep: list[int], raw: Path | None, particles: int = 512
) -> dict[str, object]:
    judge = oracle(particles)
    judged = []
    start = time.perf_counter()
    for p in positions:
        grade = coach(p.view, p.action, bot=judge)
        judged.append((Graded.of(grade), grade.best))
    oracle_seconds = time.perf_counter() - start
    results: dict[str, object] = {"oracle_seconds": oracle_seconds}
    kept: dict[str, object] = {}
    for samples in sweep:
        rows = compare(positions, samples, judged)
        results[str(samples)] = summary(rows)
        kept[str(samples)] = [asdict(r) for r in rows]
        print(samples, json.dumps(results[str(samples)]), flush=True)
    if raw is not None:
        raw.write_text(json.dumps(kept), encoding="utf-8")
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["noise", "accuracy"])
    parser.add_argument("--decisions", type=int, default=1000)
    parser.add_argument("--positions", type=int, default=300, help="decisions for the noise measurement")
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--particles", type=int, default=512, help="the oracle's guessed hands per opponent")
    parser.add_argument("--seed", type=int, default=16, help="which decisions (another seed: another 1,000)")
    parser.add_argument("--sweep", default="64,128,256,512,1024", help="play-out counts to compare")
    parser.add_argument("--out", type=Path, help="also write the figures here (JSON)")
    parser.add_argument("--raw", type=Path, help="accuracy: every decision's numbers (JSON), to try other limits")
    args = parser.parse_args()
    start = time.perf_counter()
    if args.what == "noise":
        figures = measure_noise(human_like(args.positions, args.seed), args.seeds)
    else:
        sweep = sorted({int(s) for s in args.sweep.split(",")} | {DEFAULT_SAMPLES})
        figures = measure_accuracy(human_like(args.decisions, args.seed), sweep, args.raw, args.particles)
    figures["seconds"] = time.perf_counter() - start
    text = json.dumps(figures, indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
