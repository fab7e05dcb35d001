import dataclasses
import json
import random

from helpers import deck_for, new_game, pass_turn, play
from hypothesis import given
from hypothesis import strategies as st

from scat_learn import Card, Game, PlayerView, Rules


def cards_in(value, found):
    """Every Card reachable from a view's fields (tuples, dicts, results, events)."""
    if isinstance(value, Card):
        found.add(value)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            cards_in(item, found)
    elif isinstance(value, dict):
        for item in value.values():
            cards_in(item, found)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            cards_in(getattr(value, f.name), found)
    return found


def visible_cards(view: PlayerView):
    # R-DEAL-2: the card turned up at the deal was seen by everyone, even once it is covered
    seen = set(view.hand) | {view.discard_top, view.upcard} | {e.card for e in view.events}
    if view.last_result:
        seen |= {c for hand in view.last_result.hands.values() for c in hand}
    return seen - {None}


def test_a_view_holds_no_seed_no_stock_and_no_other_hand():  # R-INFO-1
    g = new_game({0: "K♠ Q♠ 2♥", 1: "9♥ 8♥ 2♣", 2: "5♦ 3♦ 2♠"}, "7♣")
    view = g.view(0)
    names = {f.name for f in dataclasses.fields(PlayerView)}
    assert not names & {"seed", "stock", "hands", "deck", "record", "game"}
    assert cards_in(view, set()) == {*g.hand(0), g.discard_top}
    assert view.stock_count == g.stock_count and view.lives == (3, 3, 3)


def test_two_deals_differing_only_in_hidden_cards_give_the_same_view():  # R-INFO-1
    mine, up = "K♠ Q♠ 2♥", "7♣"
    a = Game.new(["A", "B", "C"], seed=1, dealer=2, deck=deck_for({0: mine, 1: "9♥ 8♥ 2♣", 2: "5♦ 3♦ 2♠"}, up))
    b = Game.new(["A", "B", "C"], seed=9, dealer=2, deck=deck_for({0: mine, 1: "4♦ 6♣ J♥", 2: "A♦ 9♣ 3♥"}, up))
    assert a.view(0) == b.view(0)
    for g in (a, b):
        play(g, "take", "discard 2♥", "draw")  # Ann's turn, then Bob draws an unseen card
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1)  # Bob's own view differs, of course


def test_public_actions_are_in_the_view():  # R-INFO-1
    g = new_game({0: "K♠ Q♠ 2♥", 1: "9♥ 8♥ 2♣", 2: "5♦ 3♦ 2♠"}, "7♣")
    play(g, "take", "discard 2♥")
    pass_turn(g)
    play(g, "knock")
    events = [(e.seat, e.kind, e.card and str(e.card)) for e in g.view(1).events]
    assert events[:3] == [(0, "take", "7♣"), (0, "discard", "2♥"), (1, "draw", None)]
    assert events[-1] == (2, "knock", None)
    view = g.view(0)
    assert view.knocker == 2 and view.dealer == 2 and view.current == 0
    assert str(view.events[0].message(view.names)) == "Ann takes 7♣ from the discard pile."


def shuffle_hidden(text: str, seat: int, rng: random.Random) -> str:
    """The same saved game with every card ``seat`` cannot see dealt out again at random."""
    data = json.loads(text)
    st_ = data["state"]
    holders = [s for s in st_["seats"] if s != seat]
    pool = [c for s in holders for c in st_["hands"][s]] + st_["stock"]
    rng.shuffle(pool)
    for s in holders:
        k = len(st_["hands"][s])
        st_["hands"][s], pool = pool[:k], pool[k:]
    st_["stock"] = pool
    return json.dumps(data, ensure_ascii=False)


@given(seed=st.integers(0, 10**6), players=st.integers(2, 9), steps=st.integers(0, 40), shuffle_seed=st.integers(0, 99))
def test_views_depend_only_on_what_the_seat_may_know(seed, players, steps, shuffle_seed):  # R-INFO-1
    g = Game.new([f"P{i}" for i in range(players)], seed=seed, rules=Rules(max_rounds=999))
    rng = random.Random(seed)
    for _ in range(steps):
        if g.phase not in ("take", "discard"):
            break
        g.apply(rng.choice(g.legal_actions()))
    if g.phase not in ("take", "discard"):
        return
    seat = g.current
    try:
        other = Game.from_json(shuffle_hidden(g.to_json(), seat, random.Random(shuffle_seed)))
    except ValueError:
        return  # the reshuffle dealt someone a 31: not a position the game could be in
    assert other.view(seat) == g.view(seat)
    assert cards_in(g.view(seat), set()) <= visible_cards(g.view(seat))
