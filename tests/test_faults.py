"""A table never gets stuck: failures in bots, hints, the coach, timers and screens are caught
where they happen, logged once, told to the person in words, and the game goes on."""

from __future__ import annotations

import logging

import pytest

from scat_learn import Game
from scat_learn.actions import Action
from scat_learn.bots import Decision
from scat_learn.classroom.table import ChangeKind, Table
from scat_learn.messages import Explanation, msg
from scat_learn.ui.model import GameModel


class Broken:
    """A bot that fails in one of the ways a bot can."""

    name = "broken"

    def __init__(self, how: str) -> None:
        self.how = how

    def decide(self, view):
        if self.how == "raise":
            raise RuntimeError("the bot fell over")
        if self.how == "illegal":  # a move that is not allowed now
            action = Action.parse("pass") if view.phase != "throw_down" else Action.parse("draw")
            return Decision(action, Explanation(msg("action.pass")))
        return None  # an answer that is no decision at all


@pytest.mark.parametrize("how", ["raise", "illegal", "nothing"])
def test_a_failing_bot_is_replaced_for_the_move_and_the_game_goes_on(how, caplog):
    game = Game.new(["Ann", "Bob", "Cy"], seed=5)
    table = Table(game, {1: Broken(how), 2: "beginner"})
    changes = []
    table.subscribe(changes.append)
    with caplog.at_level(logging.ERROR):
        table.start()
        for _ in range(60):  # the person draws and throws back; the bots keep playing
            if game.phase == "game_over":
                break
            if table.hand_over:
                table.next_hand()
                continue
            if game.current == 0:
                table.play(0, "draw")
                table.play(0, f"discard {game.view(0).drawn}")
    stand_ins = [c for c in changes if c.kind is ChangeKind.MOVE and c.stand_in]
    assert stand_ins and all(c.seat == 1 for c in stand_ins)
    assert caplog.text.count("Traceback") <= 1  # the state logged once, in full
    assert "failed" in caplog.text and '"state"' in caplog.text


def test_a_failing_listener_does_not_stop_the_table_or_the_others(caplog):
    table = Table(Game.new(["Ann", "Bob"], seed=3), {1: "beginner"})
    heard = []

    def broken(change):
        raise RuntimeError("a screen fell over")

    table.subscribe(broken)
    table.subscribe(heard.append)
    with caplog.at_level(logging.ERROR):
        table.start()
        if table.game.current == 0:
            table.play(0, "draw")
    assert heard and "listener" in caplog.text


def test_a_timer_that_fails_is_logged_and_the_next_move_can_still_be_made(caplog):
    timers = []
    table = Table(Game.new(["Ann", "Bob"], seed=3, dealer=0), {1: Broken("raise")}, delay=10)
    table.scheduler = lambda callback, ms: timers.append(callback)
    table.start()
    assert table.bot_to_play == 1 and timers
    with caplog.at_level(logging.ERROR):
        timers.pop()()  # the bot fails: a stand-in plays
    assert table.bot_to_play is None or timers


def test_the_hint_and_the_coach_failing_leave_the_move_played_and_say_so(monkeypatch):
    model = GameModel(speed="instant", players=3, seed=5)
    while not model.my_turn:
        model.next_hand()

    def broken(*args, **kwargs):
        raise RuntimeError("the expert fell over")

    monkeypatch.setattr("scat_learn.ui.screen.hint", broken)
    monkeypatch.setattr("scat_learn.ui.screen.coach", broken)
    model.ask_hint()
    assert model.hint is None and model.notice.key == "ui.hint_failed"
    before = model.game.turns
    assert model.draw()  # the move is played although the coach fails
    assert model.notice.key == "ui.coach_failed" and model.coaching is None
    assert model.view().phase == "discard" and model.game.turns == before
    assert model.discard(model.view().drawn)
    assert model.game.turns > before  # the bots played on


def test_a_failing_bot_is_told_on_the_screen():
    model = GameModel(speed="step", coach_on=False, players=3, seed=5)
    model.table.set_level(1, Broken("raise"))  # break Ann's bot, as a bug would
    for _ in range(30):
        if model.bot_to_play is not None:
            model.next_move()
        elif model.my_turn:
            view = model.view()
            model.act("draw" if view.phase == "take" else f"discard {view.drawn or view.hand[-1]}")
        if model.notice is not None or model.hand_over:
            break
    assert model.notice is not None and model.notice.key == "ui.bot_failed"
    assert model.notice.params["player"] == model.game.names[1]
    assert model.game.turns >= 1 and model.game.current != 1  # Ann's move was made for her
