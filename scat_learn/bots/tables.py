"""Fast hand arithmetic for bots: cards as numbers 0..51, sets of cards as bit masks.

Bots score millions of made-up hands while they think, so every three-card set's score is
looked up by its bit mask in the scorer's own table (:func:`scat_learn.scoring.three_card_totals`):
a bot always scores exactly as the rules do, variants included.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import DECK, Card
from ..rules import Rules
from ..scoring import three_card_totals, variant_flags

BIT: tuple[int, ...] = tuple(c.bit for c in DECK)
VALUE: tuple[int, ...] = tuple(c.value for c in DECK)  # R-SCORE-1, from the cards themselves
SUIT: tuple[int, ...] = tuple(c.suit_index for c in DECK)


def score_table(rules: Rules) -> dict[int, int]:
    """The score of every three-card set, by its bit mask, under ``rules``' variants."""
    return three_card_totals(variant_flags(rules))


def indices(cards: Sequence[Card]) -> list[int]:
    return [c.index for c in cards]


def mask(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


def keep_best(table: dict[int, int], four: Sequence[int], keep: int = -1) -> tuple[int, int]:
    """From four cards, the card to throw away and the score of the three kept.

    ``keep`` is a card that must stay (one just taken from the discard pile, R-TURN-3). Ties
    throw away the card worth least, so that high cards stay for later.
    """
    full = BIT[four[0]] | BIT[four[1]] | BIT[four[2]] | BIT[four[3]]
    best_score, best_out = -1, -1
    for out in four:
        if out == keep:
            continue
        score = table[full ^ BIT[out]]
        if score > best_score or (score == best_score and VALUE[out] < VALUE[best_out]):
            best_score, best_out = score, out
    return best_out, best_score


def best_with(table: dict[int, int], hand: Sequence[int], card: int) -> int:
    """The best score after taking ``card`` into ``hand`` (three cards) and throwing away one
    of the others (the card taken must stay, R-TURN-3)."""
    full = BIT[hand[0]] | BIT[hand[1]] | BIT[hand[2]] | BIT[card]
    return max(table[full ^ BIT[hand[0]]], table[full ^ BIT[hand[1]]], table[full ^ BIT[hand[2]]])
