"""Lesson 6's numbers: its plot, its table and the teacher's guide's table come from the same
tournaments (:mod:`scat_learn.tournament.marks`).

The guide's table needs 1,200 games a point (minutes), so it is measured by
``scripts/lesson6_marks.py`` and stored with every deal set's result. Here: the guide says what
the stored results render to, those results are the lesson's marks and tables, and deal sets
played again give what is stored.
"""

from __future__ import annotations

import importlib.util
import json
import math
import random
import textwrap
from pathlib import Path
from types import ModuleType

import nbformat
import pytest

from scat_learn.tournament import BotResult, label
from scat_learn.tournament.marks import (
    BEGINNER_MARK,
    MARKS,
    TABLES,
    from_data,
    guide_text,
    lineup,
    mark_table,
    mark_tournaments,
    ratio,
    replay_deal_set,
    to_data,
)

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = ROOT / "notebooks" / "06-when-to-knock.ipynb"
GUIDE_GAMES = 1200


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lesson6_marks_script", ROOT / "scripts" / "lesson6_marks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SCRIPT = _script()

Results = dict[tuple[int, int], BotResult]


@pytest.fixture(scope="module")
def measured() -> Results:
    return from_data(json.loads(SCRIPT.DATA.read_text(encoding="utf-8")))


def test_the_guide_shows_what_the_stored_results_render_to(measured: Results) -> None:
    guide = SCRIPT.GUIDE.read_text(encoding="utf-8")
    start, end = SCRIPT.guide_block(guide)
    assert textwrap.dedent(guide[start:end]).strip() == guide_text(measured), "run python scripts/lesson6_marks.py"
    assert SCRIPT.render(guide, guide_text(measured)) == guide  # and as the script writes it


def test_the_stored_results_are_the_lessons_marks_and_tables_at_1200_games(measured: Results) -> None:
    assert sorted(measured) == sorted((players, mark) for players in TABLES for mark in MARKS)
    for (players, mark), result in measured.items():
        assert result.games == players * math.ceil(GUIDE_GAMES / players), (players, mark)  # whole deal sets
        assert len(result.share_per_set) * players == result.games
        assert sum(round(share * players) for share in result.share_per_set) == result.wins
        assert result.label == label(lineup(players, mark)[0])  # the bot with the mark


def test_deal_sets_played_again_give_what_is_stored(measured: Results) -> None:
    pick = random.Random(6)
    for (players, mark), result in measured.items():
        sets = len(result.share_per_set)
        for index in (0, pick.randrange(sets), sets - 1):
            stored = round(result.share_per_set[index] * players)
            assert replay_deal_set(players, mark, index) == stored, (players, mark, index)


def test_a_mark_of_21_is_the_beginner_and_wins_exactly_its_fair_share(measured: Results) -> None:
    for players in TABLES:
        assert measured[players, BEGINNER_MARK].win_share == pytest.approx(1 / players, abs=1e-12)


def test_the_guides_words_hold_for_its_numbers(measured: Results) -> None:
    """What the guide says after the table, read off the table."""
    within = []
    for players in TABLES:
        fair, longest = 1 / players, measured[players, 30]
        for mark in (15, 18):  # early knocks lose, beyond their intervals
            assert measured[players, mark].interval[1] < fair, (players, mark)
        assert longest.interval[0] > fair, players  # the longest wait wins, beyond its interval
        between = [measured[players, mark] for mark in MARKS if BEGINNER_MARK < mark < 30]
        assert all(fair < result.win_share < longest.win_share for result in between), players  # gain less
        within += [result for result in between if result.interval[0] <= fair]
    assert within  # some of them within their intervals
    # the gain of a mark of 30 at each table (win share / fair share), and its interval
    gains = [(ratio(measured[p, 30], p), *(bound * p for bound in measured[p, 30].interval)) for p in TABLES]
    assert all(1.3 <= round(gain, 1) <= 1.4 for gain, _, _ in gains)  # "between 1.3 and 1.4 times"
    assert max(low for _, low, _ in gains) <= min(high for _, _, high in gains)  # "the intervals overlap"


def test_the_lesson_with_1200_games_shows_the_guides_numbers(measured: Results) -> None:
    """What the notebook says: SCAT_LESSON_GAMES=1200 gives the guide's table. The same seeds
    give the same deal sets: the first of each point's, played as the lesson plays them."""
    lesson = mark_tournaments(2, marks=MARKS, tables=TABLES, workers=1)  # one deal set a point
    for (players, mark), result in lesson.items():
        assert result.share_per_set[0] == measured[players, mark].share_per_set[0], (players, mark)


def test_stored_results_read_back_as_the_tournaments_returned_them() -> None:
    results = mark_tournaments(12, marks=(18, 21), tables=(2, 3), workers=1)
    assert from_data(json.loads(json.dumps(to_data(results)))) == results
    assert results[3, 21].win_share == pytest.approx(1 / 3, abs=1e-12)
    first = round(results[2, 18].share_per_set[0] * 2)
    assert replay_deal_set(2, 18, 0) == first
    table = mark_table(results).splitlines()
    assert table[0] == "| mark | 2 players | 3 players |"
    assert table[-1] == "| fair share | 50.0% | 33.3% |"
    assert [row.split(" | ")[0] for row in table[2:-1]] == ["| 18", "| 21"]


def test_the_lesson_plots_and_tabulates_the_same_tournaments() -> None:
    """The notebook's tournaments, plot and table use the module's marks, tables and functions
    (none of its own that could drift from the guide's)."""
    code = [cell.source for cell in nbformat.read(NOTEBOOK, as_version=4).cells if cell.cell_type == "code"]
    source = "\n".join(code)
    assert "from scat_learn.tournament.marks import MARKS, TABLES, mark_table, mark_tournaments" in source
    assert "results = mark_tournaments(GAMES, MARKS, TABLES)" in source
    assert "Markdown(mark_table(results))" in source
    assert not any(line.startswith(("MARKS =", "TABLES =")) for line in source.splitlines())
    plot = next(cell for cell in code if "hv.Curve(" in cell)
    assert "for players in TABLES" in plot and "for mark in MARKS" in plot and "results[players, mark]" in plot
