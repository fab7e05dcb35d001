import pytest
from helpers import new_game, pass_turn, play

from scat_learn import Game, IllegalMove, Rules

HANDS = {0: "K♠ Q♠ 2♥", 1: "9♥ 8♥ 2♣", 2: "5♦ 3♦ 2♠"}


def test_the_player_left_of_the_dealer_starts_and_play_goes_clockwise():  # R-TURN-1, R-SEAT-1
    g = Game.new(["A", "B", "C", "D"], seed=4, dealer=1)
    order = []
    for _ in range(5):
        order.append(g.current)
        pass_turn(g)
    assert order == [2, 3, 0, 1, 2]


def test_a_turn_is_take_one_then_discard_one():  # R-TURN-2
    g = new_game(HANDS, "7♠", stock="4♣")
    assert {str(a) for a in g.legal_actions()} == {"draw", "take", "knock"}
    play(g, "take")
    assert g.phase == "discard" and len(g.hand(0)) == 4
    assert {str(a) for a in g.legal_actions()} == {"discard K♠", "discard Q♠", "discard 2♥"}
    play(g, "discard 2♥")
    assert [str(c) for c in g.hand(0)] == ["K♠", "Q♠", "7♠"]
    assert g.discard_top.rank == "2" and g.current == 1 and g.phase == "take"
    play(g, "draw")
    assert "4♣" in [str(c) for c in g.hand(1)]
    play(g, "discard 9♥")
    assert len(g.hand(1)) == 3


def test_a_card_taken_from_the_discard_pile_cannot_go_straight_back():  # R-TURN-3
    g = new_game(HANDS, "7♠")
    play(g, "take")
    before = g.to_json()
    with pytest.raises(IllegalMove, match="cannot throw it straight back") as info:
        g.apply("discard 7♠")
    assert info.value.message.key == "move.discard_taken"
    assert g.to_json() == before
    assert "discard 7♠" not in [str(a) for a in g.legal_actions()]


def test_a_card_drawn_from_the_stock_may_be_discarded_at_once():  # R-TURN-3
    g = new_game(HANDS, "7♠", stock="4♣")
    play(g, "draw")
    assert "discard 4♣" in [str(a) for a in g.legal_actions()]
    play(g, "discard 4♣")
    assert g.discard_top.rank == "4" and [str(c) for c in g.hand(0)] == ["K♠", "Q♠", "2♥"]


def test_an_empty_stock_is_rebuilt_from_the_discard_pile_but_its_top():  # R-TURN-4
    g = new_game({0: "K♠ Q♠ 2♥", 1: "9♥ 8♥ 2♣"}, "7♣", rules=Rules(max_rounds=999))
    hands = {s: g.hand(s) for s in (0, 1)}
    while g.stock_count:
        pass_turn(g)
        assert g.phase == "take", "the test's hands must not make 31"
    pile = g.discard_pile
    assert len(pile) == 46
    g.apply("draw")
    assert g.discard_pile == (pile[-1],)  # the top stays
    new_stock = set(g.stock) | {g.view(g.current).drawn}
    assert new_stock == set(pile[:-1])  # the rest became the stock
    assert list(g.stock) != list(pile[:-1])[1:]  # and it was shuffled
    assert {s: g.hand(s)[:3] for s in (0, 1)} == hands
    replayed = Game.replay(g.record)
    assert replayed.to_json() == g.to_json()  # the shuffle is part of the seeded game


def test_round_limit_ends_the_hand_in_a_showdown_without_a_knocker():  # R-TURN-5
    g = new_game(HANDS, "7♣", rules=Rules(max_rounds=2))
    for _ in range(5):
        pass_turn(g)
        assert g.phase == "take"
    assert g.round == 2
    pass_turn(g)
    r = g.result
    assert r.reason == "max_rounds" and r.knocker is None
    assert r.lost == {2: 1}  # lowest: 5♦ 3♦ 2♠ = 8
    assert g.phase == "hand_over"
    assert any(step.rule == "R-TURN-5" for step in r.steps)


def test_round_limit_spares_a_table_that_ties():  # R-TURN-5
    g = new_game({0: "K♠ 2♥ 3♦", 1: "Q♥ 2♣ 3♠", 2: "J♦ 4♣ 2♠"}, "5♣", rules=Rules(max_rounds=1))
    for _ in range(3):
        pass_turn(g)
    assert g.result.reason == "max_rounds" and g.result.lost == {}
    assert [str(s) for s in g.result.steps if s.key == "step.rule_max_rounds_spared"]


def test_round_limit_also_takes_every_tied_lowest():  # R-TURN-5
    g = new_game({0: "K♠ Q♠ 2♥", 1: "5♥ 3♥ 2♣", 2: "5♦ 3♦ 2♠"}, "7♣", rules=Rules(max_rounds=1))
    for _ in range(3):
        pass_turn(g)
    assert g.result.lost == {1: 1, 2: 1}


def test_after_a_knock_the_round_limit_no_longer_applies():  # R-TURN-5
    g = new_game({0: "K♠ Q♠ 2♥", 1: "9♥ 8♥ 2♣"}, "7♣", rules=Rules(max_rounds=1))
    pass_turn(g)
    play(g, "knock")  # the last turn of round 1 is a knock
    assert g.phase == "take" and g.current == 0
    pass_turn(g)
    assert g.result.reason == "knock" and g.result.knocker == 1


@pytest.mark.parametrize("text", ["fly", "discard", "discard XX", "", "knock knock", 42, None])
def test_unreadable_actions_raise_illegal_move_and_change_nothing(text):
    g = new_game(HANDS, "7♠")
    before = g.to_json()
    with pytest.raises(IllegalMove, match="cannot read"):
        g.apply(text)
    assert g.to_json() == before


def test_actions_in_the_wrong_phase_are_explained():
    g = new_game(HANDS, "7♠")
    with pytest.raises(IllegalMove, match="First draw from the stock"):
        g.apply("discard K♠")
    play(g, "draw")
    with pytest.raises(IllegalMove, match="You hold four cards"):
        g.knock()
    with pytest.raises(IllegalMove, match="do not hold 9♣"):
        g.discard("9♣")
    with pytest.raises(IllegalMove, match="not your turn: Ann is playing"):
        g.apply("discard K♠", seat=1)


def test_methods_match_text_forms():
    a, b = new_game(HANDS, "7♠"), new_game(HANDS, "7♠")
    a.take()
    a.discard("2♥")
    a.draw()
    play(b, "take", "discard 2♥", "draw")
    assert a.to_json() == b.to_json()
