"""A classroom server fills the engine's caches as it starts (``ui.classroom_pages.settle``):
after that, a lesson adds nothing to them, so none of their entries is made among the lesson's
pages in memory (which would keep that memory from being given back: ``ui/emptyroom.py``)."""

from __future__ import annotations

import itertools
import random

import pytest

from scat_learn import scoring
from scat_learn.bots import value
from scat_learn.cards import DECK
from scat_learn.errors import BadInput
from scat_learn.rules import Rules
from scat_learn.ui.classroom_pages import fill_engine_caches


def test_once_filled_the_score_caches_grow_no_more_whatever_is_scored():
    rules = Rules(three_of_a_kind=True)
    flags = scoring.variant_flags(rules)
    fill_engine_caches(rules)
    sizes = len(scoring._SCORES[flags]), len(scoring._TOTALS[flags])
    rng = random.Random(7)
    for _ in range(3000):
        hand = tuple(rng.sample(DECK, rng.randint(0, 3)))
        scoring.score_hand(hand, rules)  # a tuple in any order: not kept as another key
        scoring.score_hand(list(reversed(hand)), rules)
        scoring.total(hand, flags)
    assert (len(scoring._SCORES[flags]), len(scoring._TOTALS[flags])) == sizes
    assert sizes[0] == sum(1 for n in (0, 1, 2, 3) for _ in itertools.combinations(DECK, n))


def test_scoring_still_refuses_bad_hands_and_scores_every_order_alike():
    king, ten, four = scoring.parse_cards("K♠ 10♠ 4♥")
    assert scoring.score_hand((king, ten, four)).total == scoring.score_hand((four, king, ten)).total == 20
    with pytest.raises(BadInput):
        scoring.score_hand((king, king, ten))
    with pytest.raises(BadInput):
        scoring.score_hand((king, ten, four, DECK[0]))


def test_once_filled_the_win_chances_of_a_game_of_those_lives_are_all_there():
    value.fill_cache(3)
    before = value._chance.cache_info().currsize
    for players in range(2, 7):
        for lives in itertools.product(range(5), repeat=players):  # lives left to lose, dole included
            value.win_chance(lives[0], lives[1:])
    assert value._chance.cache_info().currsize == before
