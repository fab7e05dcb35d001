"""The paired benchmark of issue 17 (benchmarks/paired.py): shadow experts weigh the views the
playing expert weighs, with the same seed; a spec paired with itself differs by nothing."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import paired
from benchmarks.calibration import play_one as calibration_game
from scat_learn.tournament import parse_bot

FAST = "expert:model=1,outs=1,samples=24,particles=24"


def test_a_spec_paired_with_itself_differs_by_nothing_and_another_is_measured_on_the_same_views() -> None:
    other = FAST + ",fixed=0.6"
    player, shadows = parse_bot(FAST), [parse_bot(FAST), parse_bot(other)]
    (row,) = paired.run(["expert+beginner+beginner"], 1, 3, 1, player, shadows, [FAST, other])
    same, fixed = row.differences
    assert row.player.decisions > 10
    assert all(s.decisions == row.player.decisions for s in row.shadows)
    assert (same.lives, same.p_31, same.p_lowest, same.differs) == (0.0, 0.0, 0.0, 0.0)
    assert row.shadows[0].predicted == row.player.predicted
    assert row.shadows[1].realized == row.player.realized  # the same hands, the same outcomes
    assert fixed.lives != 0.0 and fixed.lives_se > 0.0


def test_the_player_plays_the_games_calibration_plays() -> None:
    # The shadows only watch: the player's records are calibration.py's, number for number.
    task = ("expert+beginner", [parse_bot(FAST), "beginner"], 5, 0, 1)  # one game a series
    alone = calibration_game(task)
    played, (shadowed,), _ = paired.play_one(("expert+beginner", task[1], [parse_bot(FAST + ",fixed=0.6")], 5, 0))
    key = [(r.hand, r.knock, r.lives, r.p_lowest, r.p_31, r.lost, r.lowest, r.opponent_31) for r in alone]
    assert [(r.hand, r.knock, r.lives, r.p_lowest, r.p_31, r.lost, r.lowest, r.opponent_31) for r in played] == key
    assert len(shadowed) == len(played)
