from helpers import new_game, pass_turn, play

from scat_learn import Rules

H20, H17, H8 = "K♠ Q♠ 2♥", "9♥ 8♥ 2♣", "5♦ 3♦ 2♠"


def test_31_after_a_discard_ends_the_hand_and_everyone_else_pays():  # R-31-1, R-31-3
    g = new_game({0: "A♠ K♠ 2♥", 1: H17, 2: H8, 3: "K♦ Q♦ 3♣"}, "Q♠")
    play(g, "take", "discard 2♥")
    r = g.result
    assert r.reason == "31" and r.declarers == (0,)
    assert r.lost == {1: 1, 2: 1, 3: 1}
    assert g.phase == "hand_over" and g.current is None
    assert r.steps[0].key == "step.declared_31"


def test_31_after_a_knock_costs_the_knocker_only_one_life():  # R-31-1, R-31-3
    # Ann knocks with 8; Bob completes 31 during his last turn.
    g = new_game({0: H8, 1: "A♥ K♥ 2♣", 2: H20}, "Q♥")
    play(g, "knock")
    play(g, "take", "discard 2♣")
    r = g.result
    assert r.reason == "31" and r.knocker == 0
    assert r.lost == {0: 1, 2: 1}
    assert "step.rule_31_knocker" in [s.key for s in r.steps]


def test_dealt_31_is_shown_before_anyone_plays():  # R-31-2
    g = new_game({0: H20, 1: "A♥ K♥ Q♥", 2: H8}, "7♣")
    assert g.phase == "hand_over"
    r = g.result
    assert r.reason == "31" and r.dealt and r.declarers == (1,)
    assert r.lost == {0: 1, 2: 1}
    assert r.steps[0].key == "step.dealt_31"


def test_several_dealt_31_none_of_them_pays():  # R-31-2
    g = new_game({0: "A♠ K♠ Q♠", 1: "A♥ K♥ Q♥", 2: H8}, "7♣")
    assert g.result.declarers == (0, 1)
    assert g.result.lost == {2: 1}


def test_everyone_dealt_31_nobody_pays():  # R-31-2
    g = new_game({0: "A♠ K♠ Q♠", 1: "A♥ K♥ Q♥"}, "7♣")
    assert g.result.lost == {} and g.kitty == 0
    assert "step.rule_31_nobody" in [s.key for s in g.result.steps]


def test_31_is_only_declared_with_three_cards():  # R-31-4
    g = new_game({0: "A♠ K♠ 2♥", 1: H17}, "Q♠")
    play(g, "take")  # four cards: A♠ K♠ Q♠ 2♥ hold a 31, but nothing is declared yet
    assert g.phase == "discard" and g.result is None
    play(g, "discard A♠")  # keeps K♠ Q♠ 2♥: no 31, the hand goes on
    assert g.phase == "take" and g.current == 1


def test_31_by_straight_flush_variant_ends_the_hand():  # R-31-1, R-SCORE-5
    g = new_game({0: "A♦ K♦ 2♥", 1: H17}, "Q♦", rules=Rules(straight_flush=True))
    play(g, "take", "discard 2♥")
    assert g.result.reason == "31"


def test_three_of_a_kind_30_is_not_31():  # R-SCORE-4, R-31-1
    g = new_game({0: "7♠ 7♥ 3♣", 1: H17}, "7♦", rules=Rules(three_of_a_kind=True))
    play(g, "take", "discard 3♣")
    assert g.phase == "take" and g.score(0) == 30


def test_31_in_the_last_turn_by_the_player_right_of_the_knocker():  # R-31-3
    g = new_game({0: H20, 1: H8, 2: "A♣ K♣ 2♦"}, "4♥", stock="4♦ Q♣")
    play(g, "knock")
    pass_turn(g)
    play(g, "draw", "discard 2♦")
    assert g.result.reason == "31" and g.result.declarers == (2,)
    assert g.result.lost == {0: 1, 1: 1}
