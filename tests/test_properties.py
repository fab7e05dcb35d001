"""Random playouts with 2-9 players under every combination of variants (hypothesis)."""

import random

from hypothesis import given
from hypothesis import strategies as st

from scat_learn import DECK, Action, Game, IllegalMove, Rules

ALL_ACTIONS = [Action.parse(t) for t in ("draw", "take", "knock", "throw down", "pass")]
ALL_ACTIONS += [Action.discard(c) for c in DECK]
GARBAGE = ["", "discard", "discard ZZ", "take take", "knock!", "draw 3", "31"]

rules_strategy = st.builds(
    Rules,
    lives=st.integers(1, 3),
    on_the_dole=st.booleans(),
    three_of_a_kind=st.booleans(),
    straight_flush=st.booleans(),
    min_knock=st.sampled_from([0, 0, 17, 21, 25]),
    throw_down=st.booleans(),
    no_knock_first_round=st.booleans(),
    max_rounds=st.sampled_from([1, 3, 30]),
)


def all_cards(g: Game):
    return [c for s in range(len(g.players)) for c in g.hand(s)] + list(g.stock) + list(g.discard_pile)


def check_illegal_actions_change_nothing(g: Game, rng: random.Random):
    legal = set(g.legal_actions())
    before = g.to_json()
    for action in [*rng.sample(ALL_ACTIONS, 6), rng.choice(GARBAGE)]:
        if action in legal:
            continue
        try:
            g.apply(action)
        except IllegalMove:
            pass
        else:
            raise AssertionError(f"{action} was accepted but is not legal")
        assert g.to_json() == before


@given(players=st.integers(2, 9), rules=rules_strategy, seed=st.integers(0, 2**32))
def test_random_playouts_keep_every_invariant(players, rules, seed):
    g = Game.new([f"P{i}" for i in range(players)], rules=rules, seed=seed, dealer=seed % players)
    rng = random.Random(seed)
    for step in range(3000):
        assert sorted(all_cards(g)) == sorted(DECK)  # cards are conserved
        assert sum(not p.out for p in g.players) >= 1
        if g.phase == "game_over":
            break
        if step % 7 == 0:  # save/load round-trips (not at every step: keep the test quick)
            assert Game.from_json(g.to_json()).to_json() == g.to_json()
        if g.phase == "hand_over":
            g.next_hand()
            continue
        check_illegal_actions_change_nothing(g, rng)
        legal = g.legal_actions()
        assert legal and all(g.is_legal(a) for a in legal)
        g.apply(rng.choice(legal))
    assert g.phase == "game_over", "the game did not end"
    assert [s for s, p in enumerate(g.players) if not p.out] == [g.winner]
    assert Game.replay(g.record).to_json() == g.to_json()


@given(players=st.integers(2, 9), rules=rules_strategy, seed=st.integers(0, 2**32))
def test_every_hand_costs_someone_a_life_unless_the_table_ties(players, rules, seed):  # R-LIFE-4
    g = Game.new([f"P{i}" for i in range(players)], rules=rules, seed=seed)
    rng = random.Random(seed)
    while g.phase not in ("hand_over", "game_over"):
        g.apply(rng.choice(g.legal_actions()))
    r = g.result
    kept = [s for s in r.scores if not r.out_after[s]]
    assert kept, "every hand leaves at least one player in"
    if not r.lost:
        assert r.reason in ("31", "max_rounds")
    assert sum(r.paid.values()) == g.kitty
    assert all(0 < r.paid[s] <= r.lost[s] for s in r.lost if r.lives_before[s] > 0)
