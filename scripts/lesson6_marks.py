"""Measure lesson 6's tournaments for the teacher's guide, and write the numbers into it.

    python scripts/lesson6_marks.py            play 1,200 games a point on every core (minutes),
                                               store them in docs/lesson6-marks.json and rewrite
                                               the guide's table in docs/teaching.md
    python scripts/lesson6_marks.py --render   only rewrite the guide's table from the stored results
    python scripts/lesson6_marks.py --games N  another number of games a point

The lesson plots what :func:`scat_learn.tournament.marks.mark_tournaments` returns and shows it
with :func:`~scat_learn.tournament.marks.mark_table`; the guide's text is made by the same
functions (``tests/test_lesson6_marks.py`` checks it, and replays stored deal sets).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from scat_learn.tournament.marks import from_data, guide_text, mark_tournaments, to_data

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "docs" / "lesson6-marks.json"
GUIDE = ROOT / "docs" / "teaching.md"
BEGIN = "<!-- lesson6-marks: made by scripts/lesson6_marks.py from docs/lesson6-marks.json; do not edit -->"
END = "<!-- lesson6-marks: end -->"
INDENT = "  "  # the table sits in a list item of the guide


def guide_block(guide: str) -> tuple[int, int]:
    """Where the generated text is in ``guide``: from the end of BEGIN to the start of END."""
    start, end = guide.find(BEGIN), guide.find(END)
    if start < 0 or end < start:
        raise SystemExit(f"{GUIDE}: no {BEGIN!r} … {END!r} block")
    return start + len(BEGIN), end


def render(guide: str, text: str) -> str:
    """``guide`` with the generated block replaced by ``text``, indented as its list item."""
    start, end = guide_block(guide)
    lines = [INDENT + line if line else "" for line in text.splitlines()]
    return guide[:start] + "\n" + "\n".join(lines) + "\n\n" + INDENT + guide[end:]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--render", action="store_true", help="only rewrite the guide from the stored results")
    parser.add_argument("--games", type=int, default=1200, help="games a point (default 1,200)")
    args = parser.parse_args()
    if not args.render:
        results = mark_tournaments(args.games)
        DATA.write_text(json.dumps(to_data(results), indent=1) + "\n", encoding="utf-8")
        print(f"wrote {DATA.relative_to(ROOT)}", file=sys.stderr)
    results = from_data(json.loads(DATA.read_text(encoding="utf-8")))
    GUIDE.write_text(render(GUIDE.read_text(encoding="utf-8"), guide_text(results)), encoding="utf-8")
    print(f"wrote the table into {GUIDE.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
