"""The forks benchmark of issue 17 (benchmarks/forks.py): each knock decision is played out both
ways on the true deal by copies of the bots, and the real game goes on untouched."""

from __future__ import annotations

import copy
import pickle
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import forks
from scat_learn import Game
from scat_learn import actions as A
from scat_learn.bots import Decision, Option, get_bot
from scat_learn.messages import Explanation, msg
from scat_learn.tournament import parse_bot

FAST = "expert:samples=24,particles=24,calibrated=0"


def first_knock_turn(game: Game, bots: list[object]) -> None:
    """Play on until seat 0 may knock (R-KNOCK-2: not before the second round by default)."""
    while not (game.current == 0 and A.KNOCK_ACTION in game.legal_actions()):
        if game.current is None:
            game.next_hand()
            continue
        seat = game.current
        game.apply(bots[seat].decide(game.view(seat)).action)  # type: ignore[attr-defined]


def test_a_fork_is_the_hand_as_it_would_have_gone_and_leaves_the_game_alone() -> None:
    game = Game.new(["E", "B"], seed=3)
    bots: list[object] = [forks.make(parse_bot(FAST), 1), get_bot("beginner", 2)]
    first_knock_turn(game, bots)
    before, learnt = game.state, pickle.dumps(bots)
    worth = {a: forks.fork(game, bots, a, 0) for a in (A.KNOCK_ACTION, A.DRAW_ACTION)}
    assert game.state == before and pickle.dumps(bots) == learnt  # the real game and bots untouched
    assert worth[A.KNOCK_ACTION] != worth[A.DRAW_ACTION]  # this deal: the two options part
    for action, value in worth.items():  # the same action played for real gives the same lives
        real = Game.from_state(before)
        assert forks.play_hand_out(real, copy.deepcopy(bots), action, 0) == value
        assert real.hand_number == game.hand_number and real.current is None


def test_the_run_forks_knock_decisions_and_reports_them(capsys: object) -> None:
    found = forks.run(2, parse_bot(FAST), parse_bot("beginner"), 11, skip=9.0)
    assert found and all(-4.0 <= f.true <= 4.0 for f in found)  # two lives either way, both ways
    assert {f.first for f in found} == {True, False}
    forks.report(found)
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert f"{len(found)} decisions (knock less" in out and "| 28–30 |" in out


def test_take_decisions_are_forked_where_the_expert_did_not_knock() -> None:
    found = forks.run(2, parse_bot(FAST), parse_bot("beginner"), 11, skip=9.0, kind="take")
    assert found and {f.first for f in found} == {True, False}  # it took some upcards and drew for others
    assert all(-4.0 <= f.true <= 4.0 for f in found)


def test_the_report_counts_regret_and_shifted_rules_from_the_true_differences(capsys: object) -> None:
    # Knock less the other option, lives on balance: below 0 the knock was better on the deal.
    found = [
        forks.Fork(29, 2, -0.5, -1.0, True, 20),  # knocked, rightly
        forks.Fork(18, 2, +0.5, +1.0, False, 24),  # declined, rightly
        forks.Fork(27, 5, +0.1, -2.0, False, 19),  # declined, and the knock was two lives better
    ]
    forks.report(found)
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "regret of its choices: 0.667 lives" in out
    assert "| +0.20 | 2 | -0.667 ± 0.667 |" in out  # knocking below +0.2 would have saved those two lives
    assert "| -0.30 | 1 | +0.000 ± 0.000 |" in out  # its own choices
    assert "| 25–27 | 0 | 1, +0.100 → -2.000 ± 0.000 |" in out


def test_discards_are_forked_between_keeping_the_best_three_and_breaking_them() -> None:
    found = forks.run(2, parse_bot(FAST), parse_bot("beginner"), 11, skip=9.0, kind="discard")
    assert found and all(-4.0 <= f.true <= 4.0 for f in found)
    assert any(f.first for f in found)
    assert sum(f.first for f in found) > len(found) / 2  # it keeps its best three on most turns
    assert any(f.true != 0.0 for f in found)  # and on some deals the card thrown changes the hand


def test_a_discard_fork_pairs_the_chosen_card_with_the_best_of_the_other_side() -> None:
    # Three cards keep the best three (a tie), one breaks them: the chosen card is the first
    # option even where another keeping card is valued a little better (the rule of thumb's tie).
    keep = [A.DISCARDS[c] for c in (0, 1, 2)]
    options = (
        Option(keep[1], 0.30, "lives", total=21.0),
        Option(keep[0], 0.25, "lives", total=21.0),
        Option(keep[2], 0.40, "lives", total=21.0),
        Option(A.DISCARDS[3], 0.20, "lives", total=15.0),
    )
    decision = Decision(keep[1], Explanation(msg("bot.expert_only_move", None, action=keep[1])), options)
    assert forks.options_of("discard", decision) == (keep[1], A.DISCARDS[3], pytest.approx(0.10))
    broke = Decision(A.DISCARDS[3], decision.explanation, options)
    assert forks.options_of("discard", broke) == (keep[0], A.DISCARDS[3], pytest.approx(0.05))
