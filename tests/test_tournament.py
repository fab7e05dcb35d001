"""Games and duplicate tournaments between bots, on all cores or on a Dask cluster."""

from __future__ import annotations

import pytest

from scat_learn import Rules
from scat_learn.bots import get_bot
from scat_learn.cli import main
from scat_learn.tournament import parse_bot, parse_rules, play_deal_set, play_game, run_tournament

LINEUP = ["beginner", ("threshold", {"threshold": 25}), "random"]


def test_play_game_returns_a_finished_game_with_a_winner():
    hands = []
    game = play_game(
        [get_bot("beginner", 1), get_bot("random", 2), get_bot("intermediate", 3)],
        Rules(lives=2),
        seed=3,
        on_hand=lambda g, result: hands.append(result),
    )
    assert game.phase == "game_over" and game.winner is not None
    assert len(hands) == game.hand_number and hands[-1].winner == game.winner  # R-LIFE-4


def test_a_deal_set_rotates_the_seats_over_the_same_deals():
    # Three identical bots over one deal set: each seat's luck is shared out evenly, so the
    # per-entry totals are the same numbers in another order... and every game has one winner.
    totals = play_deal_set(["beginner"] * 3, Rules(lives=1), 5, 0)
    assert sum(row[0] for row in totals) == 3
    assert sorted(row[1] for row in totals) == sorted(
        row[1] for row in play_deal_set(["beginner"] * 3, Rules(lives=1), 5, 0)
    )


def test_a_tournament_reports_win_shares_with_intervals_and_counts():
    result = run_tournament(LINEUP, games=12, rules=Rules(lives=1), seed=1, workers=1, progress=False)
    assert result.games == 12 and result.deal_sets == 4 and result.players == 3
    assert [r.label for r in result.bots] == ["beginner", "threshold threshold=25", "random"]
    assert sum(r.wins for r in result.bots) == 12  # one winner per game
    for r in result.bots:
        low, high = r.interval
        assert 0 <= low <= r.win_share <= high <= 1
        assert r.hands > 0 and r.lives_lost >= 0 and 0 <= r.knock_success <= 1
    assert "win share" in result.table() and "random" in result.table()


def test_copies_of_one_bot_are_counted_together():
    result = run_tournament(
        ["beginner", "random", "random"], games=6, rules=Rules(lives=1), seed=2, workers=1, progress=False
    )
    rand = result.bot("random")
    assert rand.copies == 2 and rand.wins + result.bot("beginner").wins == 6


def test_results_do_not_depend_on_the_number_of_processes():
    one = run_tournament(LINEUP, games=6, rules=Rules(lives=1), seed=4, workers=1, progress=False)
    two = run_tournament(LINEUP, games=6, rules=Rules(lives=1), seed=4, workers=2, progress=False)
    assert [(r.wins, r.hands, r.lives_lost, r.knocks) for r in one.bots] == [
        (r.wins, r.hands, r.lives_lost, r.knocks) for r in two.bots
    ]


def test_a_dask_cluster_plays_the_same_tournament():
    distributed = pytest.importorskip("distributed")
    local = run_tournament(LINEUP, games=6, rules=Rules(lives=1), seed=4, workers=1, progress=False)
    cluster = distributed.LocalCluster(n_workers=1, processes=False, dashboard_address=None)
    with cluster, distributed.Client(cluster) as client:
        remote = run_tournament(LINEUP, games=6, rules=Rules(lives=1), seed=4, progress=False, dask=client)
    assert [(r.wins, r.lives_lost) for r in remote.bots] == [(r.wins, r.lives_lost) for r in local.bots]


def test_bad_line_ups_are_refused_before_any_game():
    with pytest.raises(ValueError, match="no bot called"):
        run_tournament(["beginner", "wizard"], games=2, workers=1, progress=False)
    with pytest.raises(ValueError, match="2 to 9"):
        run_tournament(["beginner"], games=2, workers=1, progress=False)


def test_command_line_bots_and_rules():
    assert parse_bot("expert") == "expert"
    assert parse_bot("threshold:23") == ("threshold", {"threshold": 23})
    assert parse_bot("expert:samples=64,mark=24.5") == ("expert", {"samples": 64, "mark": 24.5})
    assert parse_rules("lives=2,min_knock=17,straight_flush=true") == Rules(lives=2, min_knock=17, straight_flush=True)
    with pytest.raises(ValueError):
        parse_rules("lives")
    with pytest.raises(ValueError):
        parse_bot("beginner:7")


def test_the_tournament_command(capsys):
    code = main(["tournament", "beginner", "random", "--games", "4", "--workers", "1", "--rules", "lives=1"])
    out = capsys.readouterr().out
    assert code == 0 and "beginner" in out and "95% interval" in out
    assert main(["tournament", "beginner", "nobody", "--games", "2", "--workers", "1"]) == 2
    assert "no bot called" in capsys.readouterr().err
