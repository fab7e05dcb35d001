"""Tampered saves, counted: real saves of random games changed in one to three places.

    python benchmarks/fuzz_saves.py [--mutants 25000] [--seed 1]

Every mutant must be refused (DamagedSave, a short message in every language) or load into a
game whose every property, view and explanation can be read and whose next moves can be played
(``tests/tampering.py``). Prints: tried / refused / loaded and consistent / crashed (must be 0),
and the first crashes with their seeds, to reproduce them.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tampering import mutate, outcome, random_save


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=int, default=25_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    counts = {"refused": 0, "loaded": 0, "crashed": 0}
    crashes: list[str] = []
    start = time.perf_counter()
    for index in range(args.mutants):
        seed = args.seed * 1_000_003 + index
        rng = random.Random(seed)
        text = random_save(rng)
        for _ in range(rng.randint(1, 3)):
            text = mutate(text, rng)
        try:
            counts[outcome(text)] += 1
        except Exception:
            counts["crashed"] += 1
            if len(crashes) < 5:
                crashes.append(f"seed {seed}:\n{traceback.format_exc(limit=4)}")
    seconds = time.perf_counter() - start
    print(
        f"tried {args.mutants:,}  refused {counts['refused']:,}  loaded and consistent {counts['loaded']:,}  "
        f"crashed {counts['crashed']:,} (must be 0)   {seconds:.0f} s"
    )
    for crash in crashes:
        print(crash)
    return 1 if counts["crashed"] else 0


if __name__ == "__main__":
    sys.exit(main())
