import pytest
from helpers import new_game, pass_turn, play

from scat_learn import IllegalMove, Rules

# Hands worth: 20 (K♠ Q♠), 17 (9♥ 8♥), 8 (5♦ 3♦), 8 (8♣ …), 20 (K♦ Q♦ 2♣): no card of the stock changes
# them because every last turn draws a card and throws that same card away.
H20, H17, H8, H8B, H20B = "K♠ Q♠ 2♥", "9♥ 8♥ 2♣", "5♦ 3♦ 2♠", "8♣ 3♥ 4♠", "K♦ Q♦ 3♣"


def knock_showdown(hands, knocker=0, rules=None, lives=None):
    """Seat ``knocker`` knocks on its first turn; everyone else draws and throws the card back."""
    g = new_game(hands, "7♣", rules=rules, lives=lives)
    while g.current != knocker:
        pass_turn(g)
    play(g, "knock")
    while g.phase == "take":
        pass_turn(g)
    return g


def test_knocking_is_the_whole_turn_and_keeps_the_hand():  # R-KNOCK-1
    g = new_game({0: H20, 1: H17, 2: H8}, "7♣")
    hand, stock, pile = g.hand(0), g.stock_count, g.discard_pile
    play(g, "knock")
    assert g.hand(0) == hand and g.stock_count == stock and g.discard_pile == pile
    assert g.knocker == 0 and g.current == 1 and g.phase == "take"


def test_after_a_knock_each_other_player_has_exactly_one_turn():  # R-KNOCK-2
    g = new_game({0: H20, 1: H17, 2: H8, 3: H20B}, "7♣")
    pass_turn(g)
    play(g, "knock")  # seat 1 knocks
    assert "knock" not in {str(a) for a in g.legal_actions()}  # nobody knocks twice
    with pytest.raises(IllegalMove, match="already knocked"):
        g.knock()
    turns = []
    while g.phase == "take":
        turns.append(g.current)
        pass_turn(g)
    assert turns == [2, 3, 0]  # the hand ends when seat 0, to the knocker's right, has discarded
    assert g.result.reason == "knock" and g.result.knocker == 1


def test_lowest_player_who_is_not_the_knocker_loses_one_life():  # R-KNOCK-4
    g = knock_showdown({0: H20, 1: H17, 2: H8})
    assert g.result.lost == {2: 1}
    assert [p.lives for p in g.players] == [3, 3, 2]
    assert g.kitty == 1
    assert g.result.lowest == (2,)


def test_several_tied_for_lowest_without_the_knocker_each_lose_one():  # R-KNOCK-4
    g = knock_showdown({0: H20, 1: H8, 2: H8B})
    assert g.result.lost == {1: 1, 2: 1}
    assert g.kitty == 2


def test_knocker_tied_for_lowest_is_saved_and_the_others_pay():  # R-KNOCK-4
    g = knock_showdown({0: H8, 1: H8B, 2: H20})
    assert g.result.lost == {1: 1}
    keys = [s.key for s in g.result.steps]
    assert "step.rule_knocker_saved" in keys


def test_knocker_saved_when_the_whole_table_ties():  # R-KNOCK-4
    g = knock_showdown({0: H8, 1: H8B, 2: "6♥ 2♥ 3♠"})
    assert g.result.lost == {1: 1, 2: 1}


def test_knocker_alone_lowest_loses_two_lives():  # R-KNOCK-4
    g = knock_showdown({0: H8, 1: H17, 2: H20})
    assert g.result.lost == {0: 2}
    assert g.players[0].lives == 1 and g.kitty == 2
    assert "step.rule_knocker_pays_two" in [s.key for s in g.result.steps]


def test_knocker_in_the_middle_of_the_table():  # R-KNOCK-4, R-KNOCK-2
    g = knock_showdown({0: H17, 1: H8, 2: H20, 3: H20B}, knocker=1)
    assert g.result.lost == {1: 2}


def test_minimum_score_to_knock():  # R-KNOCK-3
    rules = Rules(min_knock=17)
    g = new_game({0: H8, 1: H17, 2: H20}, "7♣", rules=rules)
    assert "knock" not in {str(a) for a in g.legal_actions()}
    before = g.to_json()
    with pytest.raises(IllegalMove, match="at least 17 to knock") as info:
        g.knock()
    assert info.value.message.params == {"total": 8, "min": 17}
    assert g.to_json() == before
    pass_turn(g)
    assert "knock" in {str(a) for a in g.legal_actions()}  # 17 is enough
    play(g, "knock")
    assert g.knocker == 1


def test_minimum_zero_means_no_minimum():  # R-KNOCK-3
    g = new_game({0: "2♠ 3♥ 4♦", 1: H17}, "7♣")
    assert g.is_legal("knock")


def test_knocking_on_the_first_turn_is_allowed_by_default():  # R-KNOCK-5
    g = new_game({0: H8, 1: H17, 2: H20}, "7♣")
    assert g.is_legal("knock")


def test_no_knock_first_round_variant():  # R-KNOCK-5
    g = new_game({0: H8, 1: H17, 2: H20}, "7♣", rules=Rules(no_knock_first_round=True))
    for seat in range(3):
        assert g.current == seat
        with pytest.raises(IllegalMove, match="every player has had one turn"):
            g.knock()
        pass_turn(g)
    assert g.round == 2 and g.is_legal("knock")
