"""The lesson helpers: exact counts, hand-built tables, one-turn outcomes, predict-then-check."""

from __future__ import annotations

import re
import subprocess
import sys
from fractions import Fraction

import pytest

from scat_learn import Card, IllegalMove, Rules, render
from scat_learn.cards import DECK
from scat_learn.errors import BadInput
from scat_learn.lessons import (
    HANDS_COUNT,
    PredictionMissing,
    changed_hands,
    check,
    count_hands,
    deck_for,
    draw_outcomes,
    knock_now,
    knock_showdown,
    lost_by_name,
    mean,
    next_deal,
    play,
    score_counts,
    show_hands,
    table,
    take_outcome,
    throw_down_odds,
    wilson,
)
from scat_learn.messages import set_default_language


def test_core_lesson_module_imports_no_panel_or_holoviews() -> None:
    code = (
        "import sys, scat_learn.lessons; print(sorted(m for m in ('panel', 'holoviews', 'param') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# ---------------------------------------------------------------------- exact counting


def test_all_22100_hands_are_counted_once() -> None:
    counts = score_counts()
    assert HANDS_COUNT == 22_100
    assert sum(counts.values()) == 22_100
    assert list(counts) == sorted(counts)


def test_dealt_31_and_mean_are_exact() -> None:
    # R-SCORE-2: 31 is an Ace with two of K Q J 10 of its suit: 4 suits x 6 pairs = 24 hands.
    counts = score_counts()
    assert counts[31] == 24
    # The lowest score, 2, needs every card worth 2 and in its own suit: three 2s (four hands).
    assert counts[2] == 4
    assert mean(counts) == Fraction(sum(s * n for s, n in counts.items()), 22_100)
    assert round(float(mean(counts)), 2) == 13.09
    assert count_hands(counts, at_least=30) == 32 + 24


def test_variants_change_exactly_the_hands_they_name() -> None:
    # R-SCORE-4: the 52 three-of-a-kind hands now score 30.
    trips = changed_hands(Rules(three_of_a_kind=True))
    assert len(trips) == 52
    assert all(after.total == 30 and after.kind == "three_of_a_kind" for _, _, after in trips)
    # R-SCORE-5: 9 runs per suit (A-2-3 up to 9-10-J) rise to 30; higher runs already score 30 or 31.
    runs = changed_hands(Rules(straight_flush=True))
    assert len(runs) == 36
    assert {after.total for _, _, after in runs} == {30}
    assert score_counts(Rules(three_of_a_kind=True))[30] == 32 + 52


def test_mean_of_nothing_is_a_clear_error() -> None:
    with pytest.raises(BadInput, match="nothing to average"):
        mean({})


# ---------------------------------------------------------------------- one turn


def test_take_never_discards_the_taken_card() -> None:
    # R-TURN-3: the best keep with A♠ taken is K♠ 10♠ A♠ = 31, discarding 4♥.
    assert take_outcome("K♠ 10♠ 4♥", "A♠") == (31, Card.parse("4♥"))
    # A useless upcard still has to be kept: the best is to throw away the weakest card.
    score, out = take_outcome("K♠ 10♠ 4♥", "2♦")
    assert (score, out) == (20, Card.parse("4♥"))


def test_draw_outcomes_cover_every_unseen_card_and_never_lose() -> None:
    outcomes = draw_outcomes("K♠ 10♠ 4♥", "A♠")
    assert sum(outcomes.values()) == 48  # 52 - three in hand - the upcard
    assert min(outcomes) == 20  # R-TURN-3: a drawn card may be thrown straight back
    assert 31 not in outcomes  # the only card making 31 is the upcard
    assert outcomes[30] == 2  # Q♠ or J♠
    fewer = draw_outcomes("K♠ 10♠ 4♥", "A♠", seen=["Q♠"])
    assert sum(fewer.values()) == 47 and fewer[30] == 1


def test_a_hand_that_is_not_three_cards_is_refused() -> None:
    with pytest.raises(BadInput, match="three different cards"):
        take_outcome("K♠ K♠ 4♥", "A♠")


# ---------------------------------------------------------------------- tables


def test_deck_for_deals_each_seat_its_hand() -> None:
    # R-DEAL-4: card i goes to the active seat i mod n counted from the dealer's left.
    hands = ["K♠ 10♠ 4♥", "9♦ 8♦ 2♣", "A♥ 3♥ 5♣"]
    for dealer in range(3):
        deck = deck_for(hands, upcard="7♣", stock="6♣ 5♦", dealer=dealer)
        assert sorted(deck) == sorted(DECK)
        game = table({"Ann": hands[0], "Bob": hands[1], "Cy": hands[2]}, upcard="7♣", stock="6♣ 5♦", dealer=dealer)
        assert [" ".join(map(str, game.hand(s))) for s in range(3)] == hands
        assert str(game.discard_top) == "7♣"
        assert [str(c) for c in game.stock[:2]] == ["6♣", "5♦"]


def test_deck_for_refuses_a_card_twice() -> None:
    with pytest.raises(BadInput, match="exactly once"):
        deck_for(["K♠ 10♠ 4♥", "K♠ 8♦ 2♣"])
    with pytest.raises(BadInput, match="three cards"):
        deck_for(["K♠ 10♠", "9♦ 8♦ 2♣"])


HANDS = {"Ann": "K♠ 10♠ 4♥", "Bob": "9♦ 8♦ 2♣", "Cy": "A♥ 3♥ 5♣"}  # 20, 17, 14


def test_knock_showdown_lowest_loses_one() -> None:
    # R-KNOCK-4: the lowest, not the knocker, loses one life.
    game = knock_showdown(HANDS, "Bob")
    assert game.result is not None and game.result.reason == "knock"
    assert game.result.knocker == 1
    assert lost_by_name(game.result) == {"Cy": 1}
    assert [" ".join(map(str, game.hand(s))) for s in range(3)] == list(HANDS.values())  # nobody's hand changed


def test_knock_showdown_knocker_alone_lowest_pays_two() -> None:
    # R-KNOCK-4: the knocker alone lowest loses two lives.
    game = knock_showdown(HANDS, "Cy")
    assert game.result is not None
    assert lost_by_name(game.result) == {"Cy": 2}


def test_knock_showdown_knocker_saved_in_a_tie() -> None:
    # R-KNOCK-4: the knocker tying for lowest is saved; the others who tie pay.
    game = knock_showdown({"Ann": "K♠ 10♠ 4♥", "Bob": "9♦ 5♦ 2♣", "Cy": "A♥ 3♥ 5♣"}, "Cy")
    assert game.result is not None
    assert lost_by_name(game.result) == {"Bob": 1}


def test_knock_showdown_respects_min_knock_and_names() -> None:
    with pytest.raises(IllegalMove, match="at least 18"):  # R-KNOCK-3
        knock_showdown(HANDS, "Bob", rules=Rules(min_knock=18))
    with pytest.raises(BadInput, match="no player called Dee"):
        knock_showdown(HANDS, "Dee")


def test_knock_showdown_with_a_dealt_31_ends_at_the_deal() -> None:
    # R-31-2: the hand is over before anyone can knock.
    game = knock_showdown({"Ann": "A♠ K♠ Q♠", "Bob": "9♦ 8♦ 2♣"}, "Bob")
    assert game.result is not None and game.result.reason == "31" and game.result.dealt
    assert lost_by_name(game.result) == {"Bob": 1}


def test_knock_showdown_passes_the_throw_down_question() -> None:
    game = knock_showdown(HANDS, "Bob", rules=Rules(throw_down=True))
    assert game.result is not None and game.result.reason == "knock"


def test_show_hands_marks_scores_and_lives() -> None:
    game = knock_showdown(HANDS, "Cy", lives=1)
    html = show_hands(game)._repr_html_()
    assert "Ann: ♠ 20 (K♠ 10♠) · 1 life" in html
    assert "Cy: ♥ 14 (A♥ 3♥) · out of the game" in html  # one coin, two to pay: out (R-LIFE-3)
    assert html.count("<svg") == 3  # the showdown shows every hand
    assert repr(show_hands(game)).splitlines()[0] == "Ann: ♠ 20 (K♠ 10♠) · 1 life"
    game.next_hand()
    html = show_hands(game)._repr_html_()
    assert html.count("<svg") == 2  # a player who is out is dealt nothing
    assert "Cy · out of the game" in html


def test_next_deal_plays_a_whole_game_to_its_winner() -> None:
    # R-LIFE-2: one life each; a loser goes on the dole, a loser on the dole is out (R-LIFE-4).
    game = table({"Ann": "K♠ 10♠ 4♥", "Bob": "9♦ 8♦ 2♣", "Cy": "A♥ 3♥ 5♣"}, lives=1)  # Bob plays first
    knock_now(game)
    assert game.players[2].on_the_dole and game.kitty == 1
    next_deal(game, {"Ann": "2♠ 3♥ 5♣", "Bob": "K♦ Q♦ 2♣", "Cy": "A♥ 9♥ 4♣"})  # Bob deals, Cy first
    assert game.dealer == 1 and game.current == 2
    knock_now(game)
    assert lost_by_name(game.result) == {"Ann": 1} and game.kitty == 2
    next_deal(game, {"Ann": "A♠ 2♥ 5♣", "Bob": "4♦ 3♦ 2♣", "Cy": "A♥ 9♥ 4♣"})
    knock_now(game)
    assert lost_by_name(game.result) == {"Bob": 1} and game.kitty == 3
    next_deal(game, {"Ann": "A♠ 2♥ 5♣", "Bob": "4♦ 3♦ 2♣", "Cy": "A♥ 9♥ 4♣"})
    knock_now(game)  # Bob, on the dole, is lowest again: out, and pays nothing more
    assert game.players[1].out and game.kitty == 3
    next_deal(game, {"Ann": "A♠ K♠ 5♣", "Cy": "A♥ 9♥ 4♣"})
    knock_now(game)
    assert game.phase == "game_over" and game.winner == 0 and game.kitty == 3
    assert game.result is not None and game.result.steps[-1].key == "step.winner"


def test_next_deal_needs_exactly_the_players_still_in() -> None:
    game = knock_showdown({"Ann": "K♠ 10♠ 4♥", "Bob": "9♦ 8♦ 2♣"}, "Ann")
    with pytest.raises(BadInput, match="no player called Cy"):
        next_deal(game, {"Ann": "K♠ 10♠ 4♥", "Cy": "9♦ 8♦ 2♣"})
    assert game.phase == "hand_over" and game.hand_number == 1  # refused: nothing changed


# ---------------------------------------------------------------------- simulation


def test_throw_down_odds_add_up_and_are_reproducible() -> None:
    odds = throw_down_odds(2, 400, seed=3)
    assert odds.alone_lowest + odds.tied_lowest + odds.others_lose == 400
    assert odds == throw_down_odds(2, 400, seed=3)
    low, high = odds.interval()
    assert low <= odds.alone_lowest / 400 <= high
    assert odds.expected_lives == 2 * odds.alone_lowest / 400
    # R-KNOCK-4, R-THROW-2: with two players the other loses one life whenever the caller is not
    # alone lowest: when the other is lowest, and in a tie (which saves the caller).
    assert odds.other_lives == odds.others_lose + odds.tied_lowest
    assert odds.expected_lives_other == odds.other_lives / 400


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)


# ---------------------------------------------------------------------- predict, then check


def test_check_says_right_wrong_or_missing() -> None:
    with pytest.raises(PredictionMissing, match="Write your prediction") as missing:
        check(None, 24)  # Run All stops here, before the answer is shown
    assert missing.value._render_traceback_() == [f"✎ {missing.value}"]  # a notebook shows no traceback
    assert check(24, 24).correct is True
    assert "too high" in str(check(40, 24))
    assert "too low" in str(check(2, 24))
    assert "Close" in str(check(0.50, 0.52))
    assert check(0.5, 0.52, tolerance=0.05)


def test_check_lives_lost_by_name() -> None:
    answer = {"Cy": 1}
    assert check({"Cy": 1, "Ann": 0}, answer).correct is True
    verdict = check({"Bob": 2}, answer)
    assert not verdict
    assert str(verdict) == "Not quite: you said Bob loses 2 lives, but the answer is Cy loses 1 life."
    assert str(check({}, answer)) == "Not quite: you said nobody, but the answer is Cy loses 1 life."


def test_several_losers_are_joined_in_words_of_each_language() -> None:
    two, three = {"Bob": 1, "Cy": 1}, {"Ann": 1, "Bob": 1, "Cy": 2}
    assert str(check({"Ann": 1}, two)) == (
        "Not quite: you said Ann loses 1 life, but the answer is Bob loses 1 life and Cy loses 1 life."
    )
    assert str(check({}, three)).endswith("Ann loses 1 life, Bob loses 1 life and Cy loses 2 lives.")
    english = {"and", "loses", "life", "lives", "nobody", "answer"}
    joined = {"el": " και ", "sq": " dhe ", "et": " ja ", "su": " jeung "}
    for lang, word in joined.items():
        text = render(check({"Ann": 1}, three).message, lang)
        assert text.count(word) == 1 and text.count(", ") >= 2, text
        assert not english & set(re.findall(r"[a-z]+", text)), text  # not one English word


def test_the_answer_in_its_own_words_is_right_in_every_language() -> None:
    answer = {"Bob": 1, "Cy": 1}
    assert check("Bob loses 1 life and Cy loses 1 life", answer) and check("Bob, Cy", answer)
    try:
        set_default_language("el")
        assert check("Bob και Cy", answer)  # the language's own "and"
        in_greek = render(check({}, answer).message.params["answer"])  # "Bob χάνει 1 ζωή και Cy χάνει 1 ζωή"
        assert check(in_greek, answer), in_greek
    finally:
        set_default_language("en")


def test_check_messages_come_from_the_catalog() -> None:
    verdict = check(24, 24)
    assert verdict.message.key == "lesson.check_right"
    assert render(verdict.message) == "Right! The answer is 24."
    assert "✔" in verdict._repr_html_() and "Right! The answer is 24." in verdict._repr_html_()
    assert "✘" in check(3, 24)._repr_html_()


def test_words_compare_without_case_spaces_or_a_full_stop() -> None:
    assert check("More", "more") and check("  more ", "more") and check("Knock.", "knock")
    assert not check("less", "more")
    assert check("20", 20)  # a number written as text


def test_the_short_answer_naming_who_loses_is_right() -> None:
    assert check("Bob", {"Bob": 1})
    assert check("bob", {"Bob": 1}) and check("Bob loses 1 life", {"Bob": 1})
    assert check("Bob and Cy", {"Bob": 1, "Cy": 1}) and check("cy, bob", {"Bob": 1, "Cy": 1})
    close = check("Cy", {"Cy": 2})  # the right player, but a knocker alone lowest pays two
    assert not close and str(close).startswith("Close")
    assert not check("Ann", {"Bob": 1}) and not check("Bob", {"Bob": 1, "Cy": 1})


def test_play_plays_moves_once_and_says_so_when_run_again() -> None:
    game = table(HANDS, dealer=2)  # Ann plays first
    assert repr(play(game, "knock")) == "Ann: knock."
    assert repr(play(game, "draw", "discard " + str(game.stock[0]))).startswith("Bob: draw from the stock.")
    before = game.to_json()
    again = play(game, "knock")  # the cell run a second time: nothing is played, nothing fails
    assert "Already played: knock" in repr(again) and game.to_json() == before
    with pytest.raises(IllegalMove):
        play(table(HANDS, dealer=2), "discard K♠")  # a move the game refuses is still refused


def test_show_hands_can_leave_the_lives_out() -> None:
    game = knock_showdown(HANDS, "Cy", lives=1)
    assert repr(show_hands(game, lives=False)).splitlines()[0] == "Ann: ♠ 20 (K♠ 10♠)"
