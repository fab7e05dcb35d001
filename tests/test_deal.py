import pytest
from helpers import deck_for, new_game, pass_turn, play

from scat_learn import DECK, Game, IllegalMove, Rules


def test_deck_order_deals_one_card_at_a_time_from_the_dealers_left():  # R-DEAL-1, R-DEAL-4
    deck = list(DECK)
    g = Game.new(["Ann", "Bob", "Cy"], seed=1, dealer=0, deck=deck)
    # card i goes to active seat i mod 3 counted clockwise from the dealer's left: 1, 2, 0
    assert list(g.hand(1)) == [deck[0], deck[3], deck[6]]
    assert list(g.hand(2)) == [deck[1], deck[4], deck[7]]
    assert list(g.hand(0)) == [deck[2], deck[5], deck[8]]


def test_upcard_starts_the_discard_pile_and_the_rest_is_the_stock():  # R-DEAL-2, R-DEAL-4
    deck = list(DECK)
    g = Game.new(["Ann", "Bob", "Cy", "Di"], seed=1, dealer=2, deck=deck)
    assert g.discard_top is deck[12]
    assert g.discard_pile == (deck[12],)
    assert g.stock == tuple(deck[13:])
    assert g.stock_count == 52 - 13
    g.apply("draw")
    assert deck[13] in g.hand(g.current)  # the stock's top is the deck's next card


def test_same_seed_same_game_and_different_seeds_differ():  # R-DEAL-4
    a, b, c = (Game.new(["A", "B", "C"], seed=s) for s in (5, 5, 6))
    assert a.to_json() == b.to_json()
    assert a.stock != c.stock


def test_without_a_seed_one_is_chosen_and_kept():  # R-DEAL-4
    g = Game.new(["A", "B"])
    assert isinstance(g.seed, int)
    assert Game.new(["A", "B"], seed=g.seed).to_json() == g.to_json()


def test_every_card_is_dealt_exactly_once_for_every_table_size():  # R-CARD-1, R-SEAT-1
    for n in range(2, 10):
        g = Game.new([f"P{i}" for i in range(n)], seed=n)
        cards = [c for s in range(n) for c in g.hand(s)] + list(g.discard_pile) + list(g.stock)
        assert sorted(cards) == sorted(DECK)
        assert all(len(g.hand(s)) == 3 for s in range(n))


def test_seats_of_players_who_are_out_are_skipped_in_dealing_and_turns():  # R-SEAT-1
    # Cy (seat 2) has one life and no dole: a loss puts Cy out.
    rules = Rules(on_the_dole=False)
    g = new_game({0: "K♠ Q♠ 2♥", 1: "9♥ 8♥ 2♣", 2: "5♦ 3♦ 2♠", 3: "A♣ J♣ 4♥"}, "3♠", rules=rules, lives=[3, 3, 1, 3])
    play(g, "knock")
    for _ in range(3):
        pass_turn(g)
    assert g.result.lost == {2: 1} and g.players[2].out
    g.next_hand(deck=list(DECK))
    assert g.dealer == 0  # the deal passed from seat 3 to seat 0
    assert g.active_seats == (1, 3, 0)
    assert g.hand(2) == ()
    assert list(g.hand(1)) == [DECK[0], DECK[3], DECK[6]]
    assert g.current == 1
    pass_turn(g)
    assert g.current == 3  # seat 2 is skipped


def test_the_deal_passes_clockwise_after_every_hand():  # R-DEAL-3
    g = Game.new(["A", "B", "C"], seed=3, dealer=1)
    dealers = [g.dealer]
    while len(dealers) < 4 and g.phase != "game_over":
        while g.current is not None:
            g.apply(g.legal_actions()[0])
        if g.phase == "hand_over":
            g.next_hand()
            dealers.append(g.dealer)
    assert dealers[:3] == [1, 2, 0]


def test_a_deck_must_be_the_52_cards_once_each():  # R-DEAL-4
    with pytest.raises(ValueError, match="52 cards; this one has 51"):
        Game.new(["A", "B"], deck=list(DECK)[:51])
    with pytest.raises(ValueError, match="there twice"):
        Game.new(["A", "B"], deck=[*list(DECK)[:51], DECK[0]])
    with pytest.raises(ValueError, match="not a card"):
        Game.new(["A", "B"], deck=["A♠", "nonsense", *[str(c) for c in DECK[1:51]]])


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"names": ["Solo"]}, "2 to 9 players"),
        ({"names": [str(i) for i in range(10)]}, "2 to 9 players"),
        ({"names": ["Ann", "Ann"]}, "different name"),
        ({"names": ["Ann", "  "]}, "needs a name"),
        ({"names": "AnnBob"}, "as a list"),
        ({"names": ["A", "B"], "dealer": 2}, "seat number from 0 to 1"),
        ({"names": ["A", "B"], "seed": "x"}, "whole number"),
        ({"names": ["A", "B"], "lives": [3]}, "one number of lives"),
        ({"names": ["A", "B"], "lives": -1}, "from 0 to 99"),
        ({"names": ["A", "B"], "lives": 0, "rules": Rules(on_the_dole=False)}, "dole"),
        ({"names": ["A", "B"], "rules": "classic"}, "Rules"),
    ],
)
def test_bad_set_up_raises_a_clear_value_error(kwargs, words):
    with pytest.raises(ValueError, match=words):
        Game.new(**kwargs)


def test_next_hand_while_playing_is_refused_and_changes_nothing():
    g = Game.new(["A", "B"], seed=2)
    before = g.to_json()
    with pytest.raises(IllegalMove, match="still being played"):
        g.next_hand()
    assert g.to_json() == before


def test_given_deck_for_a_later_hand():  # R-DEAL-4
    g = new_game({0: "K♠ Q♠ 2♥", 1: "9♥ 8♥ 2♣"}, "3♠")
    play(g, "knock")
    pass_turn(g)
    g.next_hand(deck=deck_for({0: "A♦ 2♦ 3♦", 1: "4♣ 5♣ 6♣"}, "7♥", dealer=0))
    assert g.dealer == 0 and [str(c) for c in g.hand(1)] == ["4♣", "5♣", "6♣"]
