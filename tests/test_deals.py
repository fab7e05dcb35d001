"""Deal codes name a deal on one server and reveal nothing elsewhere (R-DEAL-4, R-INFO-1)."""

from __future__ import annotations

import os
import stat

import pytest

from scat_learn import DECK, Game
from scat_learn.deals import Dealer, check_code, load_key, new_code
from scat_learn.errors import BadInput
from scat_learn.ui.model import GameModel


def test_the_same_code_deals_the_same_cards_on_one_server_only(tmp_path):  # R-DEAL-4
    here = Dealer.in_folder(tmp_path)
    again = Dealer.in_folder(tmp_path)  # the key is kept in the folder: a restart deals the same
    elsewhere = Dealer.for_this_process()
    assert here.deck("k7q2mx", 1) == again.deck("K7Q2MX", 1)
    assert sorted(here.deck("K7Q2MX", 1)) == sorted(DECK)
    assert here.deck("K7Q2MX", 1) != here.deck("K7Q2MX", 2) != here.deck("K7Q2MY", 1)
    assert here.deck("K7Q2MX", 1) != elsewhere.deck("K7Q2MX", 1)


def test_the_key_is_made_once_and_readable_only_by_its_user(tmp_path):
    key = load_key(tmp_path)
    assert len(key) == 32 and load_key(tmp_path) == key
    mode = stat.S_IMODE(os.stat(tmp_path / "deal-key").st_mode)
    assert mode == 0o600
    assert "key" not in repr(Dealer(key)).replace("(key hidden)", "")


def test_codes_are_short_and_clean():
    code = new_code()
    assert len(code) == 6 and check_code(code) == code and not set(code) & set("01IO")
    assert check_code(" lesson-1 ") == "LESSON-1"
    for bad in ("", "a b", "x" * 25, "ü", "<b>", 7, None):
        with pytest.raises(BadInput):
            check_code(bad)
    with pytest.raises(BadInput) as refused:
        check_code("x" * 3_000_000)
    assert len(str(refused.value)) < 150


def test_a_code_used_as_a_seed_or_on_another_server_does_not_deal_the_game(tmp_path):  # R-INFO-1
    model = GameModel(speed="instant", coach_on=False, deal="4242", dealer=Dealer.in_folder(tmp_path))
    game = model.game
    hidden = {s: game.hand(s) for s in game.active_seats if s != 0}
    for guess in (
        Game.new(list(game.names), seed=4242),
        Game.new(list(game.names), deck=Dealer.for_this_process().deck("4242", 1)),
    ):
        assert all(guess.hand(s) != cards for s, cards in hidden.items())


def test_the_app_deals_a_typed_code_and_replays_it():
    model = GameModel(speed="instant", coach_on=False, players=3)
    first = model.deal_code
    assert first and model.seed is None  # a served game has a code, and no seed to show
    model.deal = "lesson7"
    model.new_game()
    assert model.deal_code == "LESSON7" and model.deal == "LESSON7"
    start = model.game.to_json()
    model.new_game()  # the box still shows the code being played: a new game is a new deal
    assert model.deal_code not in ("LESSON7", first)
    model.deal = "LESSON7"
    model.new_game()
    assert model.game.to_json().split('"seed"')[0] == start.split('"seed"')[0]  # the same cards
    model.restart()
    assert model.deal_code == "LESSON7"
    model.deal = "not a code!"
    model.new_game()
    assert model.error.key == "deal.bad_code" and model.deal_code == "LESSON7"


def test_the_next_hands_of_a_code_come_from_the_code():
    model = GameModel(speed="instant", coach_on=False, players=2, deal="AB12")
    game = model.game
    while not model.hand_over:
        view = model.view()
        model.act("draw" if view.phase == "take" else next(a for a in view.legal_actions if a.kind == "discard"))
    model.next_hand()
    if model.game.phase != "game_over":
        assert model.game.record["hands"][1]["deck"] is not None  # dealt from the code, not the seed
    assert game is model.game
