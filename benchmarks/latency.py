"""How long does a bot take to decide? Decision times from real games (see benchmarks/README.md).

    python benchmarks/latency.py [--decisions 3000] [--players 4] [--expert expert:model=1]

Plays whole games of the expert against the other bots, times every decision of every bot
and prints p50 / p95 / max per bot, in wall-clock time (what a player waits) and in CPU time
of this process (what the bot costs when other work shares the machine), beside the targets:
expert p95 <= 50 ms and max <= 200 ms; beginner and intermediate under 1 ms. ``--expert SPEC``
times another expert (``expert:model=1``: with its opponent model, issue 17), in every seat
where the expert sits.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scat_learn.bots import Decision, get_bot
from scat_learn.bots.engine import score_array
from scat_learn.rules import Rules
from scat_learn.tournament import BotSpec, parse_bot, play_game
from scat_learn.view import PlayerView

TARGETS = {"expert": (50.0, 200.0), "beginner": (1.0, 1.0), "intermediate": (1.0, 1.0)}


class Timed:
    """A bot whose decisions are timed (wall clock and CPU)."""

    def __init__(self, spec: BotSpec, seed: int, log: dict[str, list[tuple[float, float]]]) -> None:
        name, options = (spec, {}) if isinstance(spec, str) else (spec[0], dict(spec[1]))
        self.bot = get_bot(name, seed=seed, **options)
        self.name = name
        self.log = log.setdefault(name, [])

    def decide(self, view: PlayerView) -> Decision:
        wall, cpu = time.perf_counter(), time.process_time()
        decision = self.bot.decide(view)
        self.log.append(((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000))
        return decision


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--decisions", type=int, default=3000, help="expert decisions to time")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--expert", default="expert", help="the expert timed, e.g. expert:model=1")
    args = parser.parse_args()
    expert = parse_bot(args.expert)
    score_array(Rules())  # built once per process (about 0.1 s), as any long-running app does
    log: dict[str, list[tuple[float, float]]] = {}
    lineup: list[BotSpec] = [expert, "beginner", "intermediate", "threshold"]
    seed = args.seed
    started = time.perf_counter()
    while len(log.get("expert", [])) < args.decisions:
        specs = [lineup[(seed + k) % len(lineup)] if k else expert for k in range(args.players)]
        bots = [Timed(spec, seed * 10 + k, log) for k, spec in enumerate(specs)]
        play_game(bots, Rules(), seed=seed)
        seed += 1
    load = os.getloadavg()[0]
    print(
        f"{args.expert}: {args.players} players, {seed - args.seed} games, {time.perf_counter() - started:.0f} s; "
        f"load average {load:.1f} on {os.cpu_count()} cores"
    )
    print(
        f"{'bot':<14} {'decisions':>9}  {'wall p50':>9} {'p95':>7} {'max':>7}   "
        f"{'cpu p50':>8} {'p95':>7} {'max':>7}  target"
    )
    for name, times in sorted(log.items()):
        wall = [w for w, _ in times]
        cpu = [c for _, c in times]
        p95_target, max_target = TARGETS.get(name, (float("nan"), float("nan")))
        verdict = ""
        if name in TARGETS:
            verdict = (
                f"p95 <= {p95_target:g} ms, max <= {max_target:g} ms: wall p95 at "
                f"{percentile(wall, 0.95) / p95_target:.2f}x, max at {max(wall) / max_target:.2f}x of target"
            )
        print(
            f"{name:<14} {len(times):>9}  {percentile(wall, 0.5):>7.2f}ms {percentile(wall, 0.95):>7.2f} "
            f"{max(wall):>7.2f}   {percentile(cpu, 0.5):>6.2f}ms {percentile(cpu, 0.95):>7.2f} {max(cpu):>7.2f}  "
            f"{verdict}"
        )


if __name__ == "__main__":
    main()
