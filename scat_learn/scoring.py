"""Scoring a hand (R-SCORE-1 … R-SCORE-6): the point suit, its total, and the variants.

``score_hand`` is called millions of times by bots and simulations, so every score is made once
per set of cards and found again by the set's bit mask (see ``_TOTALS`` below). This module is
the only scorer: the bots' look-up tables are made from :func:`three_card_totals`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations
from operator import attrgetter

from .cards import DECK, SUITS, Card, Hand, parse_cards
from .errors import BadInput
from .messages import Message
from .rules import Rules


class ScoreKind(StrEnum):
    """What gives a hand its score: a suit's total, or a variant (R-SCORE-4, R-SCORE-5)."""

    SUIT = "suit"
    THREE_OF_A_KIND = "three_of_a_kind"
    STRAIGHT_FLUSH = "straight_flush"


SUIT, THREE_OF_A_KIND, STRAIGHT_FLUSH = ScoreKind.SUIT, ScoreKind.THREE_OF_A_KIND, ScoreKind.STRAIGHT_FLUSH
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
    kind: ScoreKind = SUIT
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


# One cache strategy: a score is made once per set of cards and variant set, and found again by
# the set's bit mask (the sum of the cards' bits; 22,100 three-card sets). ``_TOTALS`` holds the
# number alone (what the engine and the bots need), ``_SCORES`` the whole HandScore. Nothing
# else is kept (not the tuples callers pass): a long-running server fills both once, as it
# starts (:func:`fill_caches`), so that no entry made during a lesson lies among the lesson's
# pages in memory and keeps it from being given back.
_TOTALS: tuple[dict[int, int], ...] = ({}, {}, {}, {})
_SCORES: tuple[dict[int, HandScore], ...] = ({}, {}, {}, {})
_COMPLETE: set[int] = set()  # variant sets whose _TOTALS hold every three-card set
_BY_INDEX = attrgetter("index")


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
    if cards.__class__ is tuple and len(cards) <= 3:  # the usual call: found by the cards' mask
        key = 0
        for card in cards:  # type: ignore[union-attr]
            if card.__class__ is not Card:
                break
            key |= card.bit  # type: ignore[union-attr]
        else:
            found = _SCORES[flags].get(key)
            if found is not None and key.bit_count() == len(cards):  # distinct cards
                return found
    hand = parse_cards(cards)
    _check_hand(hand)
    return score_cards(hand, flags)


def total(cards: Iterable[Card], flags: int) -> int:
    """Fast path for the engine: the score of valid, distinct cards, in any order."""
    key = 0
    for card in cards:
        key |= card.bit
    try:
        return _TOTALS[flags][key]
    except KeyError:
        value = _TOTALS[flags][key] = _quick_total(tuple(cards), flags)
        return value


def three_card_totals(flags: int) -> dict[int, int]:
    """The score of every three-card set by its bit mask (for the bots' look-ups): the same
    cache as :func:`total`, completed once."""
    totals = _TOTALS[flags]
    if flags not in _COMPLETE:
        for hand in combinations(DECK, 3):
            key = hand[0].bit | hand[1].bit | hand[2].bit
            if key not in totals:
                totals[key] = _quick_total(hand, flags)
        _COMPLETE.add(flags)
    return totals


def fill_caches(flags: int = 0) -> None:
    """Make every three-card score of the variant set ``flags`` now (22,100 of them, a few MB;
    and the smaller hands'), for a server about to run for hours (see the caches above)."""
    three_card_totals(flags)
    for size in (0, 1, 2, 3):
        for hand in combinations(DECK, size):
            score_cards(hand, flags)
            if size < 3:
                total(hand, flags)


def _quick_total(hand: tuple[Card, ...], flags: int) -> int:
    """The same number as ``_score(hand, flags).total``, without building a HandScore."""
    by_suit = [0, 0, 0, 0]
    for card in hand:
        by_suit[card.suit_index] += card.value
    best = max(by_suit)
    if len(hand) == 3 and flags:
        for variant in (_three_of_a_kind(hand, flags), _straight_flush(hand, flags)):
            if variant is not None and variant.total > best:
                best = variant.total
    return best


def score_cards(hand: tuple[Card, ...], flags: int) -> HandScore:
    """Fast path for the engine: the :class:`HandScore` of valid, distinct cards."""
    key = 0
    for card in hand:
        key |= card.bit
    scores = _SCORES[flags]
    result = scores.get(key)
    if result is None:
        result = scores[key] = _score(tuple(sorted(hand, key=_BY_INDEX)), flags)
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
    totals, tops = [0, 0, 0, 0], [0, 0, 0, 0]
    for card in hand:
        totals[card.suit_index] += card.value
        tops[card.suit_index] = max(tops[card.suit_index], card.order)
    best = _first_suit(totals, tops, skip=-1)
    second = _first_suit(totals, tops, skip=best)
    tied = SUITS[second] if second >= 0 and totals[second] == totals[best] else None
    counting = tuple(c for c in hand if c.suit_index == best)
    return HandScore(totals[best], SUITS[best], counting, SUIT, tied)


def _first_suit(totals: list[int], tops: list[int], skip: int) -> int:
    """The suit ranked first by total, then highest card, then suit order (-1 if none)."""
    best = -1
    for i in range(4):
        if i == skip or not tops[i]:
            continue
        if best < 0 or (totals[i], tops[i]) > (totals[best], tops[best]):
            best = i
    return best


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


def score_distribution(rules: Rules | None = None, cards: Iterable[Card] = DECK) -> dict[int, int]:
    """How many three-card hands from ``cards`` (default: the whole deck, 22,100 hands) have
    each score: the exact odds of a dealt hand. Uses the engine's fast path."""
    flags = variant_flags(rules)
    counts: dict[int, int] = {}
    for hand in combinations(tuple(cards), 3):
        value = total(hand, flags)
        counts[value] = counts.get(value, 0) + 1
    return dict(sorted(counts.items()))
