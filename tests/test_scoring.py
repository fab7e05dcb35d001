import itertools
from fractions import Fraction

import pytest

from scat_learn import DECK, Card, Rules, best_discards, parse_cards, score_hand

SUIT_ONLY = Rules()
KIND = Rules(three_of_a_kind=True)
FLUSH = Rules(straight_flush=True)
BOTH = Rules(three_of_a_kind=True, straight_flush=True)


def test_point_suit_example_from_the_rules():  # R-SCORE-2
    hs = score_hand(["K♠", "10♠", "4♥"], Rules())
    assert (hs.total, hs.suit, hs.kind) == (20, "♠", "suit")
    assert [str(c) for c in hs.cards] == ["K♠", "10♠"]


@pytest.mark.parametrize(
    ("hand", "total", "suit"),
    [
        ("A♥ K♥ Q♥", 31, "♥"),
        ("A♣ 10♣ 9♦", 21, "♣"),
        ("2♠ 3♥ 4♦", 4, "♦"),
        ("9♦ 8♦ 7♦", 24, "♦"),
        ("A♠ A♥ A♦", 11, "♠"),
        ("5♣ 9♥ 3♣", 9, "♥"),
    ],
)
def test_only_one_suit_counts(hand, total, suit):  # R-SCORE-2
    hs = score_hand(hand)
    assert (hs.total, hs.suit) == (total, suit)


def test_cards_as_text_or_cards_give_the_same_score():
    assert score_hand("K♠ 10♠ 4♥") == score_hand(parse_cards("K♠ 10♠ 4♥")) == score_hand(["ks", "ts", "4h"])


def test_tied_suits_name_the_higher_card_then_suit_order():  # R-SCORE-3
    hs = score_hand("6♠ 4♠ 10♥")
    assert (hs.total, hs.suit, hs.tied_suit) == (10, "♥", "♠")
    hs = score_hand("10♦ 10♥ 2♣")
    assert (hs.total, hs.suit, hs.tied_suit) == (10, "♥", "♦")
    hs = score_hand("K♣ Q♥ J♦")  # all 10: the King is the highest card
    assert (hs.total, hs.suit, hs.tied_suit) == (10, "♣", "♥")
    assert "gives the same total" in str(hs)
    assert score_hand("K♠ 10♠ 4♥").tied_suit is None


def test_three_of_a_kind_variant():  # R-SCORE-4
    assert score_hand("7♠ 7♥ 7♦", SUIT_ONLY).total == 7
    hs = score_hand("7♠ 7♥ 7♦", KIND)
    assert (hs.total, hs.kind, hs.suit, len(hs.cards)) == (30, "three_of_a_kind", None, 3)
    assert score_hand("A♠ A♥ A♦", KIND).total == 30  # the best suit total is 11: 30 always wins


@pytest.mark.parametrize(
    ("hand", "score"),
    [
        ("2♥ 3♥ 4♥", 30),
        ("Q♠ K♠ A♠", 31),
        ("A♦ 2♦ 3♦", 30),  # the Ace is low (decided in R-SCORE-5)
        ("K♣ A♣ 2♣", 23),  # not a run: no going round the corner
        ("9♥ 10♥ J♥", 30),
        ("2♥ 3♥ 5♥", 10),
        ("2♥ 3♥ 4♠", 5),
    ],
)
def test_straight_flush_variant(hand, score):  # R-SCORE-5
    assert score_hand(hand, FLUSH).total == score


def test_straight_flush_kind_only_when_it_beats_the_suit():  # R-SCORE-5, R-SCORE-6
    assert score_hand("2♥ 3♥ 4♥", FLUSH).kind == "straight_flush"
    assert score_hand("K♠ Q♠ J♠", FLUSH).kind == "suit"  # 30 either way
    assert score_hand("A♠ K♠ Q♠", FLUSH).kind == "suit"  # 31 either way


def test_several_variants_take_the_best():  # R-SCORE-6
    assert score_hand("4♣ 4♥ 4♦", BOTH).total == 30
    assert score_hand("4♣ 5♣ 6♣", BOTH).total == 30
    assert score_hand("A♣ K♣ Q♣", BOTH).total == 31
    for hand in itertools.islice(itertools.combinations(DECK, 3), 0, 22100, 97):
        assert score_hand(hand, BOTH).total == max(score_hand(hand, r).total for r in (SUIT_ONLY, KIND, FLUSH))


def test_exact_distribution_of_dealt_hands():  # R-SCORE-2
    totals = [score_hand(h).total for h in itertools.combinations(DECK, 3)]
    assert len(totals) == 22100
    assert totals.count(31) == 24
    assert Fraction(sum(totals), len(totals)) == pytest.approx(13.09, abs=0.005)
    assert max(totals) == 31 and min(totals) == 2  # three 2s of different suits


def test_order_of_cards_does_not_change_the_score():
    for perm in itertools.permutations(parse_cards("9♦ 2♦ 9♥")):
        assert score_hand(perm) == score_hand("9♦ 2♦ 9♥")


def test_bad_hands_are_refused():
    with pytest.raises(ValueError, match="three cards"):
        score_hand("A♠ K♠ Q♠ J♠")
    with pytest.raises(ValueError, match="twice"):
        score_hand(["A♠", "as", "K♠"])
    with pytest.raises(ValueError, match="not a card"):
        score_hand(["A♠", "X"])


def test_best_discards_shows_what_each_discard_keeps():
    options = {str(card): hs.total for card, hs in best_discards("K♠ 10♠ 4♥ A♠")}
    assert options == {"K♠": 21, "10♠": 21, "4♥": 31, "A♠": 20}


def test_fewer_cards_score_too():
    assert score_hand([]).total == 0
    assert score_hand(["A♠"]).total == 11
    assert isinstance(score_hand(["A♠"]).cards[0], Card)


@pytest.mark.parametrize("rules", [SUIT_ONLY, KIND, FLUSH, BOTH])
def test_the_engines_fast_total_agrees_with_score_hand(rules):
    from scat_learn.scoring import _TOTALS, total, variant_flags

    flags = variant_flags(rules)
    _TOTALS[flags].clear()  # compute every total afresh, not from an earlier test's cache
    for hand in itertools.combinations(DECK, 3):
        assert total(hand, flags) == score_hand(hand, rules).total


def test_score_distribution_is_the_exact_count_of_dealt_hands():  # R-SCORE-2
    from scat_learn.scoring import score_distribution

    counts = score_distribution()
    assert sum(counts.values()) == 22100 and counts[31] == 24
    assert round(sum(t * n for t, n in counts.items()) / 22100, 2) == 13.09
    with_kinds = score_distribution(KIND)
    assert with_kinds[30] - counts[30] == 52  # 13 ranks x 4 ways to pick three suits  # R-SCORE-4
