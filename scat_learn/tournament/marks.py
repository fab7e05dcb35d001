"""Lesson 6's tournaments: one bot that knocks at a fixed mark against beginners (who knock at
21), at tables of 2, 4 and 6 players.

The lesson's plot and its table, and the table in the teacher's guide, all come from
:func:`mark_tournaments` and :func:`mark_table`, so their marks and numbers cannot disagree.
The guide's numbers need many games (``python scripts/lesson6_marks.py``, minutes), so they are
stored with every deal set's result (``docs/lesson6-marks.json``, :func:`to_data`): a test
replays some deal sets (:func:`replay_deal_set`) and renders the guide's text again from what is
stored (:func:`guide_text`).
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping
from typing import Any

from ..rules import Rules
from . import BotResult, BotSpec, play_deal_set, run_tournament

MARKS = (15, 18, 21, 24, 27, 30)  # the knocking marks of the lesson's plot
TABLES = (2, 4, 6)  # players at the table: the bot with the mark, and beginners
BEGINNER_MARK = 21  # the beginner bot knocks at 21: a bot with this mark *is* a beginner

Point = tuple[int, int]  # (players, mark)
# The totals of a BotResult that the stored measurement keeps (per point), besides its label.
STORED = ("games", "wins", "hands", "lives_lost", "knocks", "knocks_lost", "thirty_ones")


def lineup(players: int, mark: int) -> list[BotSpec]:
    """The bot that knocks at ``mark`` in the first seat, beginners in the others."""
    return [("threshold", {"threshold": mark}), *["beginner"] * (players - 1)]


def mark_tournaments(
    games: int, marks: Iterable[int] = MARKS, tables: Iterable[int] = TABLES, workers: int | None = None
) -> dict[Point, BotResult]:
    """The bot with each mark, at each table size, over about ``games`` games (whole deal sets).

    Each tournament is seeded by its mark: every run, on any number of ``workers``, gives the
    same numbers."""
    marks = list(marks)
    return {(players, mark): _tournament(players, mark, games, workers) for players in tables for mark in marks}


def _tournament(players: int, mark: int, games: int, workers: int | None) -> BotResult:
    result = run_tournament(lineup(players, mark), games, seed=mark, workers=workers, progress=False)
    return result.bots[0]  # the line-up's first bot: the one with the mark


def replay_deal_set(players: int, mark: int, index: int) -> int:
    """The games won by the bot with ``mark`` in deal set ``index`` of its tournament, played again."""
    return play_deal_set(lineup(players, mark), Rules(), mark, index)[0][0]


# ---------------------------------------------------------------------- tables


def ratio(result: BotResult, players: int) -> float:
    """The win share divided by the fair share (1 / players): 1 is as good as a beginner."""
    return result.win_share * players


def mark_table(results: Mapping[Point, BotResult]) -> str:
    """A Markdown table: each mark's win share at each table size, and in brackets that share
    divided by the fair share; the last row holds the fair shares."""
    tables = sorted({players for players, _ in results})
    marks = sorted({mark for _, mark in results})
    rows = ["| mark | " + " | ".join(f"{players} players" for players in tables) + " |"]
    rows.append("| ---: |" + " ---: |" * len(tables))
    for mark in marks:
        cells = [f"{results[p, mark].win_share:.0%} ({ratio(results[p, mark], p):.2f}×)" for p in tables]
        rows.append(f"| {mark} | " + " | ".join(cells) + " |")
    rows.append("| fair share | " + " | ".join(f"{1 / players:.1%}" for players in tables) + " |")
    return "\n".join(rows)


def guide_text(results: Mapping[Point, BotResult]) -> str:
    """The teacher's guide's paragraph: how the numbers were measured, and :func:`mark_table`."""
    games = min(result.games for result in results.values())
    # 95% intervals, in points of win share; a mark of 21 is the beginner itself: no interval
    intervals = [result.interval for (_, mark), result in results.items() if mark != BEGINNER_MARK]
    halves = [(high - low) / 2 for low, high in intervals]
    low, high = f"{min(halves) * 100:.1f}", f"{max(halves) * 100:.1f}"
    spread = f"±{low}" if low == high else f"±{low} to {high}"
    intro = (
        f"**Measured with {games:,} games a point** (`python scripts/lesson6_marks.py`, the lesson's seeds; "
        f"{spread} points at 95%): the win share of one bot with the mark against beginners, and in "
        "brackets that share divided by the fair share."
    )
    return textwrap.fill(intro, width=96) + "\n\n" + mark_table(results)  # short lines, as the guide's


# ---------------------------------------------------------------------- stored measurements


def to_data(results: Mapping[Point, BotResult]) -> dict[str, Any]:
    """The results as JSON data: each point's totals and the wins of each of its deal sets
    (one digit a set: a set is one game per seat)."""
    points = []
    for (players, mark), result in results.items():
        sets = "".join(str(round(share * players)) for share in result.share_per_set)
        totals = {name: getattr(result, name) for name in STORED}
        points.append({"players": players, "mark": mark, "label": result.label, **totals, "wins_per_deal_set": sets})
    return {"points": points}


def from_data(data: Mapping[str, Any]) -> dict[Point, BotResult]:
    """The results that :func:`to_data` stored, as the tournaments returned them."""
    results = {}
    for point in data["points"]:
        players = int(point["players"])
        shares = [int(digit) / players for digit in point["wins_per_deal_set"]]  # as the tournament divides
        totals = {name: int(point[name]) for name in STORED}
        results[players, int(point["mark"])] = BotResult(str(point["label"]), 1, **totals, share_per_set=shares)
    return results
