"""Engine speed, on one core: random playouts, score_hand, and the exact hand enumeration.

    python benchmarks/engine.py [--games 3000] [--repeat 3]

Prints each figure beside its target (issue 2) and the ratio figure/target, plus the speed of
the same scorer without its caches so that the cache's gain is measured in the same run.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from fractions import Fraction

from scat_learn import DECK, Card, Game, HandScore, Rules, score_hand, scoring
from scat_learn.scoring import score_distribution

TARGET_GAMES_PER_S = 1_500
TARGET_SCORES_PER_S = 1_000_000
TARGET_ENUMERATION_S = 0.1


def random_playouts(games: int, players: int = 4) -> tuple[float, int]:
    """Complete games of random legal actions: (seconds, actions played)."""
    rng = random.Random(1)
    names = [f"P{i}" for i in range(players)]
    actions = 0
    start = time.perf_counter()
    for seed in range(games):
        game = Game.new(names, seed=seed)
        while True:
            legal = game.legal_actions()
            if legal:
                game.apply(legal[int(rng.random() * len(legal))])
                actions += 1
            elif game.phase == "hand_over":
                game.next_hand()
            else:
                break
    return time.perf_counter() - start, actions


def uncached_score(cards: tuple[Card, ...]) -> HandScore:
    """The same HandScore computed afresh on every call: what score_hand does without caches."""
    return scoring._score(tuple(sorted(cards)), 0)


def time_scoring(hands: list[tuple[Card, ...]], scorer: Callable[[tuple[Card, ...]], object]) -> float:
    start = time.perf_counter()
    for hand in hands:
        scorer(hand)
    return time.perf_counter() - start


def enumeration(cold: bool) -> tuple[float, int, Fraction]:
    """Every three-card hand once: (seconds, hands with 31, mean score); ``cold`` empties the
    engine's score cache first, as in a fresh process."""
    if cold:
        for cache in scoring._TOTALS:
            cache.clear()
    start = time.perf_counter()
    counts = score_distribution()
    seconds = time.perf_counter() - start
    hands = sum(counts.values())
    return seconds, counts[31], Fraction(sum(t * n for t, n in counts.items()), hands)


def best_of(repeat: int, fn: Callable[[], float]) -> float:
    return min(fn() for _ in range(repeat))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    runs = [random_playouts(args.games) for _ in range(args.repeat)]
    seconds, actions = min(runs)
    games_per_s = args.games / seconds
    print(
        f"random 4-player games: {games_per_s:,.0f}/s   target {TARGET_GAMES_PER_S:,}/s   "
        f"ratio {games_per_s / TARGET_GAMES_PER_S:.2f}"
    )
    print(f"actions:               {actions / seconds:,.0f}/s   ({actions / args.games:.1f} per game)")

    rng = random.Random(2)
    hands = [tuple(rng.sample(DECK, 3)) for _ in range(20_000)] * 25  # 500,000 calls
    rules = Rules()
    for hand in hands[:20_000]:
        score_hand(hand, rules)  # warm the cache, as a long simulation would
    cached = best_of(args.repeat, lambda: time_scoring(hands, lambda h: score_hand(h, rules)))
    plain = best_of(args.repeat, lambda: time_scoring(hands[:100_000], uncached_score)) * len(hands) / 100_000
    calls = len(hands)
    print(
        f"score_hand:            {calls / cached:,.0f} calls/s   target {TARGET_SCORES_PER_S:,}/s   "
        f"ratio {calls / cached / TARGET_SCORES_PER_S:.2f}"
    )
    print(f"uncached scorer:       {calls / plain:,.0f} calls/s   score_hand (cached) is {plain / cached:.1f}x as fast")

    enum_runs = [enumeration(cold=i == 0) for i in range(args.repeat)]
    first = enum_runs[0]
    best = min(r[0] for r in enum_runs[1:])
    print(
        f"enumeration of 22,100 hands: cold {first[0]:.3f} s, warm {best:.3f} s   target {TARGET_ENUMERATION_S} s; "
        f"P(31) = {first[1]}/22,100, mean {float(first[2]):.4f}"
    )
    assert first[1] == 24 and round(float(first[2]), 2) == 13.09


if __name__ == "__main__":
    main()
