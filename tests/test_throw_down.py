import pytest
from helpers import new_game, play

from scat_learn import IllegalMove, Rules

THROW = Rules(throw_down=True)
H20, H17, H8 = "K♠ Q♠ 2♥", "9♥ 8♥ 2♣", "5♦ 3♦ 2♠"


def test_players_are_asked_in_turn_from_the_dealers_left():  # R-THROW-1
    g = new_game({0: H20, 1: H17, 2: H8}, "7♣", rules=THROW)
    assert g.phase == "throw_down" and g.current == 0
    assert {str(a) for a in g.legal_actions()} == {"throw down", "pass"}
    with pytest.raises(IllegalMove, match="throw-down question"):
        g.draw()
    play(g, "pass")
    assert g.current == 1 and g.phase == "throw_down"
    play(g, "pass", "pass")
    assert g.phase == "take" and g.current == 0  # nobody called: play begins as usual


def test_the_first_call_ends_the_asking_and_shows_every_hand():  # R-THROW-1, R-THROW-2
    g = new_game({0: H20, 1: H17, 2: H8}, "7♣", rules=THROW)
    play(g, "pass", "throw down")
    r = g.result
    assert r.reason == "throw_down" and r.knocker == 1
    assert set(r.hands) == {0, 1, 2}
    assert r.lost == {2: 1}


def test_a_caller_alone_lowest_loses_two_like_a_knocker():  # R-THROW-2
    g = new_game({0: H8, 1: H17, 2: H20}, "7♣", rules=THROW)
    play(g, "throw down")
    assert g.result.lost == {0: 2}


def test_a_caller_tied_for_lowest_is_saved():  # R-THROW-2
    g = new_game({0: H8, 1: "8♣ 3♥ 4♠", 2: H20}, "7♣", rules=THROW)
    play(g, "throw down")
    assert g.result.lost == {1: 1}


def test_dealt_31_is_checked_before_the_asking():  # R-THROW-1, R-31-2
    g = new_game({0: H8, 1: "A♥ K♥ Q♥", 2: H20}, "7♣", rules=THROW)
    assert g.phase == "hand_over" and g.result.reason == "31"


def test_own_hand_is_face_down_until_passed_or_asking_over():  # R-THROW-3
    g = new_game({0: H20, 1: H17, 2: H8}, "7♣", rules=THROW)
    assert all(g.view(s).hand == () and g.view(s).hand_face_down for s in range(3))
    play(g, "pass")
    assert len(g.view(0).hand) == 3 and not g.view(0).hand_face_down
    assert g.view(1).hand == ()
    play(g, "pass", "pass")
    assert all(len(g.view(s).hand) == 3 for s in range(3))


def test_throw_down_and_pass_only_while_asking():  # R-THROW-1
    g = new_game({0: H20, 1: H17, 2: H8}, "7♣")
    with pytest.raises(IllegalMove, match="First draw"):
        g.apply("throw down")
    with pytest.raises(IllegalMove):
        g.apply("pass")
