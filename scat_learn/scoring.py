"""Scoring a hand (R-SCORE-1 … R-SCORE-6): the point suit, its total, and the variants.

``score_hand`` is called millions of times by bots and simulations, so results are cached by
the exact tuple of (shared, identity-hashed) cards: a repeated call is one dict lookup.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import SUITS, Card, Hand, parse_cards
from .errors import BadInput
from .messages import Message
from .rules import Rules

SUIT = "suit"
THREE_OF_A_KIND = "three_of_a_kind"
STRAIGHT_FLUSH = "straight_flush"
MAX_SCORE = 31


@dataclass(frozen=True, slots=True)
class HandScore:
    """The score of a hand: ``total``, the point ``suit`` (None when a variant gives the score),
    the ``cards`` that count, the ``kind`` of score, and ``tied_suit``: another suit that gives
    the same total, when two do (R-SCORE-3).
    """

    total: int
    suit: str | None
    cards: tuple[Card, ...]
    kind: str = SUIT
    tied_suit: str | None = None

    def __str__(self) -> str:
        return str(self.message())

    def message(self, player: str | None = None) -> Message:
        """Say how the hand scores, e.g. ``♠ 20 (K♠ 10♠)``; with ``player``, who holds it."""
        params: dict[str, object] = {"total": self.total, "cards": self.cards}
        key = "score." + self.kind
        if self.kind == SUIT and self.suit is None:
            key = "score.empty"
        if self.suit:
            params["suit"] = self.suit
        if self.tied_suit:
            key, params["other_suit"] = "score.suit_tied", self.tied_suit
        rule = {SUIT: "R-SCORE-3" if self.tied_suit else "R-SCORE-2", THREE_OF_A_KIND: "R-SCORE-4"}.get(
            self.kind, "R-SCORE-5"
        )
        if player is not None:
            key, params["player"] = key + "_of", player
        return Message(key, params, rule)

    def _repr_svg_(self) -> str:
        from .svg import score_svg

        return score_svg(self)


# Two caches per variant set: by the exact tuple given (one C-level lookup for repeat calls),
# and by the set of cards as a bitmask (22,100 three-card sets), which makes a score once.
_BY_TUPLE: tuple[dict[tuple[Card, ...], HandScore], ...] = ({}, {}, {}, {})
_BY_SET: tuple[dict[int, HandScore], ...] = ({}, {}, {}, {})
_TUPLE_CACHE_LIMIT = 200_000


def variant_flags(rules: Rules | None) -> int:
    """The scoring variants of ``rules`` as bits: 1 three of a kind, 2 straight flush."""
    if rules is None:
        return 0
    return int(rules.three_of_a_kind) | int(rules.straight_flush) << 1


def score_hand(cards: Iterable[Card | str] | str, rules: Rules | None = None) -> HandScore:
    """Score up to three cards under ``rules`` (default: the classic game).

    >>> score_hand(["K♠", "10♠", "4♥"]).total
    20
    """
    flags = 0 if rules is None else int(rules.three_of_a_kind) | int(rules.straight_flush) << 1
    by_tuple = _BY_TUPLE[flags]
    try:
        return by_tuple[cards]  # type: ignore[index]
    except (KeyError, TypeError):
        pass
    hand = parse_cards(cards)
    _check_hand(hand)
    result = score_cards(hand, flags)
    if len(by_tuple) < _TUPLE_CACHE_LIMIT:
        by_tuple[hand] = result
    return result


def total(cards: Iterable[Card], flags: int) -> int:
    """Fast path for the engine: the score of valid, distinct cards, in any order."""
    key = 0
    for card in cards:
        key |= card.bit
    try:
        return _BY_SET[flags][key].total
    except KeyError:
        return score_cards(tuple(cards), flags).total


def score_cards(hand: tuple[Card, ...], flags: int) -> HandScore:
    """Fast path for the engine: the :class:`HandScore` of valid, distinct cards."""
    key = 0
    for card in hand:
        key |= card.bit
    by_set = _BY_SET[flags]
    result = by_set.get(key)
    if result is None:
        result = by_set[key] = _score(tuple(sorted(hand)), flags)
    return result


def _check_hand(hand: tuple[Card, ...]) -> None:
    if len(hand) > 3:
        raise BadInput("score.too_many", count=len(hand))
    if len(set(hand)) != len(hand):
        raise BadInput("score.duplicate", cards=hand)


def _score(hand: tuple[Card, ...], flags: int) -> HandScore:
    best = _best_suit(hand)
    if len(hand) == 3:
        for variant in (_three_of_a_kind(hand, flags), _straight_flush(hand, flags)):
            if variant is not None and variant.total > best.total:  # R-SCORE-6
                best = variant
    return best


def _best_suit(hand: tuple[Card, ...]) -> HandScore:
    """R-SCORE-2/3: the suit with the highest total; ties go to the higher card, then ♠ ♥ ♦ ♣."""
    if not hand:
        return HandScore(0, None, ())
    ranked = []
    for suit in SUITS:
        in_suit = tuple(c for c in hand if c.suit == suit)
        if in_suit:
            top = max(c.order for c in in_suit)
            # Sort key: total first, then the highest card, then the earlier suit wins.
            ranked.append((sum(c.value for c in in_suit), top, -SUITS.index(suit), suit, in_suit))
    ranked.sort(reverse=True)
    best_total, _, _, suit, counting = ranked[0]
    tied = ranked[1][3] if len(ranked) > 1 and ranked[1][0] == best_total else None
    return HandScore(best_total, suit, counting, SUIT, tied)


def _three_of_a_kind(hand: tuple[Card, ...], flags: int) -> HandScore | None:
    if flags & 1 and hand[0].rank == hand[1].rank == hand[2].rank:
        return HandScore(30, None, hand, THREE_OF_A_KIND)
    return None


def _straight_flush(hand: tuple[Card, ...], flags: int) -> HandScore | None:
    if not flags & 2 or not hand[0].suit == hand[1].suit == hand[2].suit:
        return None
    orders = sorted(c.order for c in hand)
    ace_low = sorted(1 if o == 14 else o for o in orders)  # A-2-3 counts; K-A-2 does not (R-SCORE-5)
    if not any(o[1] == o[0] + 1 and o[2] == o[1] + 1 for o in (orders, ace_low)):
        return None
    value = 31 if orders == [12, 13, 14] else 30
    return HandScore(value, hand[0].suit, hand, STRAIGHT_FLUSH)


def best_discards(cards: Iterable[Card | str], rules: Rules | None = None) -> list[tuple[Card, HandScore]]:
    """For a four-card hand: each card you could discard and the score the other three keep."""
    hand = parse_cards(cards)
    return [(c, score_hand(tuple(x for x in hand if x is not c), rules)) for c in hand]


def as_hand(cards: Iterable[Card | str] | str) -> Hand:
    """Cards as a :class:`~scat_learn.cards.Hand` (which draws itself in Jupyter)."""
    return Hand(parse_cards(cards))
