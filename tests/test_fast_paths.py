"""The bots' fast engine (NumPy, many tables at once) follows the same rules as the core.

The expert plays thousands of made-up hands per decision with ``scat_learn.bots.engine``; it must
score, order turns, end hands and take lives exactly as ``scoring``, ``game`` and ``showdown``
do. These tests compare them on random hands and tables of 2-9 players with every variant.
"""

from __future__ import annotations

import random
from itertools import combinations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from scat_learn import DECK, Game, Rules, score_hand
from scat_learn.actions import DRAW_ACTION, KNOCK_ACTION, TAKE_ACTION, Action
from scat_learn.bots.engine import VALUES, Setting, Tables, play_out, score3, score_array, settle_rows
from scat_learn.bots.tables import VALUE, score_table
from scat_learn.scoring import three_card_totals, variant_flags
from scat_learn.showdown import Reason, lives_lost
from scat_learn.state import Phase, turn_order

VARIANTS = [Rules(three_of_a_kind=t, straight_flush=s) for t in (False, True) for s in (False, True)]


def test_card_values_come_from_the_cards():  # R-SCORE-1
    assert list(VALUES) == list(VALUE) == [c.value for c in DECK]


def test_every_three_card_hand_scores_the_same_in_the_engine_and_the_scorer():  # R-SCORE-2..6
    combos = np.array(list(combinations(range(52), 3)), dtype=np.int64)
    for rules in VARIANTS:
        scores = score_array(rules)
        table = score_table(rules)
        assert table is three_card_totals(variant_flags(rules))  # one table, not a copy
        for order in ((0, 1, 2), (2, 0, 1), (1, 2, 0)):
            fast = score3(scores, combos[:, order[0]], combos[:, order[1]], combos[:, order[2]])
            core = [score_hand(tuple(DECK[i] for i in row), rules).total for row in combos.tolist()]
            assert fast.tolist() == core
        for (a, b, c), expected in zip(combos.tolist(), core, strict=True):
            assert table[DECK[a].bit | DECK[b].bit | DECK[c].bit] == expected


@given(
    players=st.integers(2, 9),
    seed=st.integers(0, 10**6),
    knocker=st.integers(-1, 8),
    thirty_one=st.integers(-1, 8),
    variant=st.integers(0, 3),
)
def test_lives_lost_on_a_table_are_the_showdowns(players, seed, knocker, thirty_one, variant):  # R-KNOCK-4, R-31-1
    rules = VARIANTS[variant]
    rng = random.Random(seed)
    knocker = knocker if knocker < players else -1
    thirty_one = thirty_one if thirty_one < players and thirty_one != knocker else -1
    rows = 40
    deals = np.array([rng.sample(range(52), 3 * players) for _ in range(rows)], dtype=np.int64)
    hands = deals.reshape(rows, players, 3)
    if rng.random() < 0.5:  # ties are where the rules differ most: make some tables tie
        hands[: rows // 2, :, :] = hands[: rows // 2, :1, :]
    tables = Tables(
        hands.copy(),
        np.zeros((rows, 1), dtype=np.int64),
        np.zeros(rows, dtype=np.int64),
        np.zeros(rows, dtype=np.int64),
        np.full(rows, knocker, dtype=np.int64),
    )
    setting = Setting(score_array(rules), players, 0, False, 30 * players, (24.0,) * players, 10)
    outcome = settle_rows(setting, tables, np.full(rows, thirty_one, dtype=np.int64))
    scores = score_array(rules)
    for row in range(rows):
        totals = {p: int(score3(scores, *hands[row, p])) for p in range(players)}
        reason = Reason.THIRTY_ONE if thirty_one >= 0 else Reason.KNOCK if knocker >= 0 else Reason.MAX_ROUNDS
        declarers = (thirty_one,) if thirty_one >= 0 else ()
        lost, lowest = lives_lost(reason, totals, None if knocker < 0 else knocker, declarers)
        assert outcome.lost[row].tolist() == [lost.get(p, 0) for p in range(players)]
        if reason is not Reason.THIRTY_ONE:
            assert [p for p in range(players) if outcome.lowest[row, p]] == list(lowest)


# ---------------------------------------------------------------------- whole hands


def greedy_choice(scores, hand, upcard, new):
    """The engine's model of play for one turn, on plain lists (its tie-breaks included)."""
    a, b, c = hand
    now = int(score3(scores, a, b, c))
    keys = [
        int(score3(scores, new, b, c)) * 32 - VALUE[a],
        int(score3(scores, a, new, c)) * 32 - VALUE[b],
        int(score3(scores, a, b, new)) * 32 - VALUE[c],
        now * 32 - VALUE[new] if new != upcard else -(10**6),
    ]
    out = keys.index(max(keys))
    kept = list(hand)
    if out < 3:
        kept[out] = new
    return kept, [*hand, new][out]


def play_greedy(game: Game, marks: dict[int, float], order: dict[int, list[int]]) -> None:
    """Play the rest of the hand on the real game as the engine's model plays it."""
    scores = score_array(game.rules)
    while game.phase.playing:
        seat = game.current
        hand = order[seat]
        now = int(score3(scores, *hand))
        if KNOCK_ACTION in game.legal_actions() and now >= marks[seat]:
            game.apply(KNOCK_ACTION)
            continue
        up = game.discard_top.index
        takes = max(int(score3(scores, *[up if i == k else x for i, x in enumerate(hand)])) for k in range(3))
        if takes > now:
            game.apply(TAKE_ACTION)
            new = up
        else:
            game.apply(DRAW_ACTION)
            new = game.view(seat).drawn.index
        order[seat], thrown = greedy_choice(scores, hand, up if takes > now else -1, new)
        game.apply(Action.discard(DECK[thrown]))


rules_strategy = st.builds(
    Rules,
    three_of_a_kind=st.booleans(),
    straight_flush=st.booleans(),
    min_knock=st.sampled_from([0, 0, 17, 21]),
    no_knock_first_round=st.booleans(),
    max_rounds=st.sampled_from([1, 2, 30]),
)


@given(players=st.integers(2, 9), seed=st.integers(0, 10**6), rules=rules_strategy, mark=st.integers(18, 31))
def test_a_whole_hand_plays_out_in_the_engine_as_in_the_game(players, seed, rules, mark):
    """R-TURN-1..3, R-TURN-5, R-KNOCK-1..5, R-31-3: the same hand, the same model of play, the
    same end and the same lives lost, in the engine and in the game."""
    game = Game.new([f"P{i}" for i in range(players)], rules=rules, seed=seed, dealer=seed % players)
    if game.phase is not Phase.TAKE:
        return  # a dealt 31 (R-31-2): no hand to play
    seats = list(turn_order(game.dealer, [p.out for p in game.players]))
    assert seats == list(game.active_seats) == list(game.view(0).active_seats)  # R-SEAT-1, R-TURN-1
    marks = {s: float(mark - (k % 3)) for k, s in enumerate(seats)}
    stock = [c.index for c in game.stock]
    hands = np.array([[[c.index for c in game.hand(s)] for s in seats]], dtype=np.int64)
    tables = Tables(
        hands,
        np.array([stock], dtype=np.int64),
        np.zeros(1, dtype=np.int64),
        np.array([game.discard_top.index], dtype=np.int64),
        np.full(1, -1, dtype=np.int64),
    )
    setting = Setting(
        score_array(rules),
        players,
        rules.min_knock,
        rules.no_knock_first_round,
        rules.max_rounds * players,
        tuple(max(marks[s], rules.min_knock) for s in seats),
        10_000,  # no cut-off: the hand is played to its end
    )
    outcome = play_out(setting, tables, 0, 0)
    marks = {s: max(m, rules.min_knock) for s, m in marks.items()}
    play_greedy(game, marks, {s: [c.index for c in game.hand(s)] for s in seats})
    if tables.drawn[0] >= len(stock):
        return  # the stock ran out: the engine does not rebuild it (R-TURN-4); nothing to compare
    result = game.result
    assert [int(x) for x in outcome.lost[0]] == [result.lost.get(s, 0) for s in seats]
    assert (outcome.thirty_one[0] >= 0) == (result.reason is Reason.THIRTY_ONE)
    if result.reason is Reason.THIRTY_ONE:
        assert seats[int(outcome.thirty_one[0])] == result.declarers[0]
    knocker = int(tables.knocker[0])
    assert (None if knocker < 0 else seats[knocker]) == result.knocker
