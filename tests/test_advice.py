"""One voice of advice: odds in plain words, and why the expert's discard differs from the card
that keeps the highest total."""

from __future__ import annotations

from helpers import new_game, play

from scat_learn.actions import Action
from scat_learn.bots import LIVES, Decision, Option
from scat_learn.messages import Explanation, msg, render
from scat_learn.ui.advice import instead, odds, plain_reason, simple_discard


def test_chances_are_said_as_odds():
    said = {p: render(odds(p), "en") for p in (0.0, 0.01, 0.05, 0.1, 0.26, 0.34, 0.5, 0.7, 0.76, 0.91, 0.99)}
    assert said[0.0] == said[0.01] == "almost no chance"
    assert said[0.05] == "about 1 chance in 20" and said[0.1] == "about 1 chance in 10"
    assert said[0.26] == "about 1 chance in 4" and said[0.34] == "about 1 chance in 3"
    assert said[0.5] == "about 1 chance in 2" and said[0.7] == "about 2 chances in 3"
    assert said[0.76] == "about 3 chances in 4" and said[0.91] == "about 9 chances in 10"
    assert said[0.99] == "almost certainly"
    assert render(odds(0.25), "el") and render(odds(0.25), "et") != said[0.26]


def option(action: str, total: float, p_31: float = 0.0, p_lowest: float = 0.0, value: float = 0.3) -> Option:
    return Option(Action.parse(action), value, LIVES, total=total, lives=value, p_lowest=p_lowest, p_31=p_31)


def decision(chosen: str, *options: Option) -> Decision:
    return Decision(Action.parse(chosen), Explanation(msg("action.knock")), options)


def test_the_plain_reason_of_a_knock_says_the_odds():
    knock = decision("knock", option("knock", 24, p_lowest=0.26), option("draw", 20))
    assert render(plain_reason(knock), "en") == "With 24 there is about 1 chance in 4 of being lowest at the showdown."
    greedy = Decision(Action.parse("draw"), Explanation(msg("action.draw")), (Option(Action.parse("draw"), 20),))
    assert plain_reason(greedy) is None  # a bot that weighed hand totals already speaks plainly


def four_cards_with_bob_collecting_clubs():
    """Bob (seat 1) plays after me and took the K♣ I threw; I hold 3♣ 4♦ A♣, about to draw 7♦."""
    game = new_game({0: "K♣ 3♣ 4♦", 1: "9♥ 8♥ 2♠", 2: "5♦ 3♦ 2♥"}, "6♠", "A♣ J♥ 7♦")
    play(game, "draw", "discard K♣", "take", "discard 9♥", "draw", "discard J♥")  # me, Bob, Cy
    assert game.current == 0 and [e.card for e in game.events if e.seat == 1 and e.kind == "take"]
    return game


def test_the_hand_and_the_expert_speak_with_one_voice():
    game = four_cards_with_bob_collecting_clubs()
    game.apply("draw")  # 7♦: four cards 3♣ 4♦ A♣ 7♦
    view = game.view(0)
    assert str(simple_discard(view)) == "4♦"  # throwing it keeps ♣ 14, the highest total
    same = decision("discard 4♦", option("discard 4♦", 14), option("discard A♣", 11))
    assert instead(view, same, detailed=False) is None  # no second voice when they agree
    other = decision("discard A♣", option("discard A♣", 11, p_31=0.02), option("discard 4♦", 14, p_31=0.02))
    said = render(instead(view, other, detailed=False), "en")
    assert said.startswith("The expert would discard A♣ instead of 4♦:")
    assert "keeps only" not in said  # it keeps less on purpose: the reason is another


def test_why_the_expert_throws_another_card_names_the_next_player():
    game = four_cards_with_bob_collecting_clubs()
    game.apply("draw")
    view = game.view(0)
    # The expert keeps A♣ (it would give Bob, who took K♣, an ace of his suit) and throws 3♣.
    expert = decision("discard 3♣", option("discard 3♣", 15, p_31=0.05), option("discard 4♦", 14, p_31=0.15))
    said = render(instead(view, expert, detailed=False) or msg("action.draw"), "en")
    assert "The expert would discard 3♣ instead of 4♦" in said
    expert = decision("discard 4♦", option("discard 4♦", 14), option("discard A♣", 11, p_31=0.2))
    from scat_learn.ui.advice import why_not

    reason = render(why_not(expert.option("discard A♣"), expert.option("discard 4♦"), view, detailed=False), "en")
    assert "keeps only 11" in reason
    feeds = why_not(option("discard 3♣", 15, p_31=0.3), option("discard 4♦", 15), view, detailed=True)
    assert "Bob, who plays next, collects that suit (they took K♣)" in render(feeds, "en")
