import random

from helpers import deck_for, new_game, pass_turn, play

from scat_learn import Game, Rules

H20, H17, H8 = "K♠ Q♠ 2♥", "9♥ 8♥ 2♣", "5♦ 3♦ 2♠"


def knock_round(g):
    play(g, "knock")
    while g.phase == "take":
        pass_turn(g)
    return g


def test_everyone_starts_with_the_rules_lives_and_a_lost_life_is_a_coin_in_the_kitty():  # R-LIFE-1
    g = new_game({0: H20, 1: H17, 2: H8}, "7♣", rules=Rules(lives=5))
    assert [p.lives for p in g.players] == [5, 5, 5] and g.kitty == 0
    knock_round(g)
    assert [p.lives for p in g.players] == [5, 5, 4] and g.kitty == 1


def test_last_coin_puts_a_player_on_the_dole_who_plays_on():  # R-LIFE-2
    g = new_game({0: H20, 1: H17, 2: H8}, "7♣", lives=[3, 3, 1])
    knock_round(g)
    cy = g.players[2]
    assert cy.lives == 0 and not cy.out and cy.on_the_dole
    assert "step.on_the_dole" in [s.key for s in g.result.steps]
    g.next_hand(deck=deck_for({0: H20, 1: H17, 2: H8}, "7♣", dealer=0))
    assert 2 in g.active_seats


def test_a_player_on_the_dole_who_loses_again_is_out():  # R-LIFE-2
    g = new_game({0: H20, 1: H17, 2: H8}, "7♣", lives=[3, 3, 0])
    knock_round(g)
    assert g.players[2].out and g.result.paid == {2: 0} and g.kitty == 0
    assert "step.out_from_dole" in [s.key for s in g.result.steps]


def test_without_the_dole_the_last_coin_puts_a_player_out():  # R-LIFE-2
    g = new_game({0: H20, 1: H17, 2: H8}, "7♣", rules=Rules(on_the_dole=False), lives=[3, 3, 1])
    knock_round(g)
    assert g.players[2].out and g.kitty == 1
    assert "step.out_no_coins" in [s.key for s in g.result.steps]


def test_knocker_with_one_coin_paying_two_goes_on_the_dole_then_out():  # R-LIFE-3
    g = new_game({0: H8, 1: H17, 2: H20}, "7♣", lives=[1, 3, 3])
    knock_round(g)
    r = g.result
    assert r.lost == {0: 2}  # what the rules take
    assert r.paid == {0: 1} and g.kitty == 1  # what was really paid
    assert g.players[0].out
    assert "step.out_second_coin" in [s.key for s in r.steps]


def test_knocker_with_one_coin_and_no_dole_is_out_at_the_first_coin():  # R-LIFE-3
    g = new_game({0: H8, 1: H17, 2: H20}, "7♣", rules=Rules(on_the_dole=False), lives=[1, 3, 3])
    knock_round(g)
    assert g.result.lost == {0: 2} and g.result.paid == {0: 1} and g.players[0].out


def test_knocker_with_two_coins_and_no_dole_pays_both_and_is_out():  # R-LIFE-3
    g = new_game({0: H8, 1: H17, 2: H20}, "7♣", rules=Rules(on_the_dole=False), lives=[2, 3, 3])
    knock_round(g)
    assert g.result.paid == {0: 2} and g.players[0].out and g.kitty == 2


def test_last_player_left_wins_and_the_kitty_shows_the_winnings():  # R-LIFE-4
    g = new_game({0: H20, 1: H8}, "7♣", lives=[2, 0])
    knock_round(g)
    assert g.phase == "game_over" and g.winner == 0 and g.current is None
    assert g.kitty == 0  # Bob was on the dole: out without paying
    assert g.result.winner == 0 and g.result.steps[-1].key == "step.winner"
    assert g.legal_actions() == []


def test_players_who_are_out_leave_the_table():  # R-LIFE-4
    g = new_game({0: H20, 1: H17, 2: H8}, "7♣", lives=[3, 3, 0])
    knock_round(g)
    g.next_hand()
    assert g.active_seats == (1, 0) and g.hand(2) == ()
    assert all(e.seat != 2 for e in g.events)


def test_every_game_has_exactly_one_winner_and_the_kitty_holds_every_coin_paid():  # R-LIFE-4, R-LIFE-1
    for seed in range(40):
        n = 2 + seed % 8
        g = Game.new([f"P{i}" for i in range(n)], seed=seed, rules=Rules(lives=2))
        rng = random.Random(seed)
        while g.phase != "game_over":
            if g.phase == "hand_over":
                g.next_hand()
                continue
            g.apply(rng.choice(g.legal_actions()))
        assert sum(not p.out for p in g.players) == 1
        assert not g.players[g.winner].out
        assert g.kitty == 2 * n - g.players[g.winner].lives
