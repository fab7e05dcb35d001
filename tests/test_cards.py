import copy
import pickle

import pytest

from scat_learn import DECK, BadInput, Card, parse_cards
from scat_learn.cards import RANKS, SUITS


def test_one_deck_of_52_distinct_cards():  # R-CARD-1
    assert len(DECK) == 52
    assert len({(c.rank, c.suit) for c in DECK}) == 52
    assert {c.suit for c in DECK} == set(SUITS) == {"♠", "♥", "♦", "♣"}
    assert [c.rank for c in DECK[:13]] == list(RANKS)


@pytest.mark.parametrize("text", ["A♠", "as", "AS", "aS", " A ♠ ", "A♤"])
def test_parse_spellings_of_the_ace_of_spades(text):
    assert Card.parse(text) is Card.parse("A♠")


@pytest.mark.parametrize(
    ("text", "rank", "suit", "value"),
    [("10h", "10", "♥", 10), ("TH", "10", "♥", 10), ("q♦", "Q", "♦", 10), ("2C", "2", "♣", 2), ("Kd", "K", "♦", 10)],
)
def test_parse_fields(text, rank, suit, value):  # R-SCORE-1
    card = Card.parse(text)
    assert (card.rank, card.suit, card.value) == (rank, suit, value)


def test_values_ace_eleven_faces_ten_numbers_pips():  # R-SCORE-1
    values = {c.rank: c.value for c in DECK}
    assert values == {"A": 11, "K": 10, "Q": 10, "J": 10, **{str(n): n for n in range(2, 11)}}


@pytest.mark.parametrize("card", DECK)
def test_text_forms_round_trip(card):
    assert Card.parse(str(card)) is card
    assert Card.parse(card.ascii) is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert copy.deepcopy(card) is card


@pytest.mark.parametrize("text", ["", "A", "1♠", "11h", "Zs", "A♠♠", "10x", "joker", 7, None])
def test_unreadable_cards_raise_a_clear_value_error(text):
    with pytest.raises(ValueError, match="is not a card") as info:
        Card.parse(text)
    assert isinstance(info.value, BadInput)


def test_cards_cannot_be_made_or_changed():
    with pytest.raises(TypeError):
        Card("A", "♠")
    with pytest.raises(AttributeError):
        Card.parse("A♠").value = 1


def test_parse_cards_reads_a_string_of_cards():
    assert [str(c) for c in parse_cards("K♠ 10♠, 4h")] == ["K♠", "10♠", "4♥"]
