"""The app's GameModel without a browser: whole games, settings, illegal attempts, save and load,
and what the person may see (R-INFO-1)."""

from __future__ import annotations

import json

import pytest

from scat_learn import Card
from scat_learn.ui.model import HUMAN, GameModel


def instant(**settings: object) -> GameModel:
    return GameModel(speed="instant", coach_on=False, **settings)


def play_my_turn(model: GameModel) -> None:
    """A plain policy for the person: draw, then discard the card that keeps the best total."""
    view = model.view()
    if view.phase == "throw_down":
        assert model.pass_()
    elif view.phase == "take":
        assert model.draw()
    else:
        options = [a for a in view.legal_actions if a.kind == "discard"]
        best = max(options, key=lambda a: _kept_total(view.hand, a.card, view.rules))
        assert model.discard(best.card)


def _kept_total(hand: tuple[Card, ...], card: Card | None, rules: object) -> int:
    from scat_learn import score_hand

    return score_hand(tuple(c for c in hand if c is not card), rules).total  # type: ignore[arg-type]


def play_to_the_end(model: GameModel, limit: int = 3000) -> None:
    for _ in range(limit):
        if model.game.phase == "game_over":
            return
        if model.hand_over:
            model.all_steps()
            model.next_hand()
        else:
            play_my_turn(model)
    raise AssertionError("the game did not end")


def test_a_whole_game_through_the_model():
    model = instant(players=3, seed=11)
    play_to_the_end(model)
    game = model.game
    assert game.phase == "game_over" and game.winner is not None  # R-LIFE-4
    assert model.error is None
    assert len(model.history.hands) == game.hand_number + 1  # the start, then every hand
    assert model.history.lives[-1] == tuple(p.lives for p in game.players)
    steps = model.showdown_steps()
    assert steps and model.showdown_step == 1  # the showdown starts at its first step
    model.all_steps()
    assert model.showdown_step == len(steps) and steps[-1].key == "step.winner"


def test_bots_play_until_it_is_my_turn():
    model = instant(players=4, seed=3)
    assert model.game.current == HUMAN or model.hand_over
    assert all(e.seat != HUMAN for e in model.log_entries())
    assert all(e.decision is not None for e in model.log_entries())


def test_an_illegal_attempt_is_explained_and_changes_nothing():
    model = instant(players=3, seed=5)
    assert model.game.phase == "take" and model.my_turn
    before = model.game.to_json()
    card = model.view().hand[0]
    assert not model.discard(card)  # R-TURN-2: take a card first
    assert model.error.key == "move.take_first"
    assert "draw" in model.error.render("en")
    assert model.game.to_json() == before
    assert model.take()
    taken = model.view().taken
    before = model.game.to_json()
    assert not model.discard(taken)  # R-TURN-3
    assert model.error.key == "move.discard_taken"
    assert model.game.to_json() == before
    assert not model.discard("zz")
    assert model.error.key == "move.unreadable_card"
    assert not model.act("dance")
    assert model.error.key == "move.unreadable"
    assert model.game.to_json() == before
    other = next(c for c in model.view().hand if c is not taken)
    assert model.discard(other)
    assert model.error is None


def test_out_of_turn_is_refused_in_words():
    model = GameModel(speed="step", coach_on=False, players=3, seed=5)  # dealer 0: Ann plays first
    assert model.bot_to_play == 1
    assert not model.draw()
    assert model.error.key == "move.not_your_turn"
    model.next_move()  # one bot move per click
    assert len(model.log_entries()) == 1


def test_timed_bots_wait_for_the_scheduler():
    model = GameModel(speed="normal", coach_on=False, players=3, seed=5)
    timers: list[tuple[object, int]] = []
    model.scheduler = lambda callback, ms: timers.append((callback, ms))
    model.new_game(seed=5)
    assert model.bot_to_play == 1 and len(timers) == 1 and timers[0][1] == 900
    timers.pop()[0]()  # the timer fires: one bot move, and the next is scheduled
    assert len(model.log_entries()) >= 1
    assert model.new_game(seed=6) is None
    stale = timers[0][0]
    moves = len(model.log_entries())
    stale()  # a timer from the old game does nothing
    assert len(model.log_entries()) == moves


def test_settings_apply_to_the_next_game_and_the_seed_gives_the_same_deal():
    model = instant(players=4, seed=21)
    hand = model.view().hand if model.my_turn else None
    model.players = 3
    model.rules.lives = 2
    model.rules.min_knock = 17
    assert len(model.game.names) == 4  # not yet
    model.new_game(seed=21)
    assert len(model.game.names) == 3 and model.game.rules.lives == 2 and model.game.rules.min_knock == 17
    assert all(p.lives <= 2 for p in model.game.players)
    model.players = 4
    model.rules.lives = 3
    model.rules.min_knock = 0
    model.seed = 99  # a new deal number starts that deal
    assert model.game.seed == 99
    model.seed = 21
    assert model.game.seed == 21
    if hand is not None and model.my_turn:
        assert model.view().hand == hand  # the same deal again (R-DEAL-4)


def test_restart_replays_the_same_deal():
    model = instant(players=3, seed=8)
    first = model.game.to_json()
    play_my_turn(model)
    model.restart()
    assert model.game.to_json() == first


def test_rule_settings_are_made_from_the_rules_fields():
    import dataclasses

    from scat_learn import Rules

    model = instant()
    for f in dataclasses.fields(Rules):
        parameter = model.rules.param[f.name]
        assert parameter.label == f.metadata["label"]
        assert parameter.doc == f.metadata["doc"]
        if f.metadata["bounds"]:
            assert tuple(parameter.bounds) == tuple(f.metadata["bounds"])
    with pytest.raises(ValueError):
        model.rules.lives = 0  # outside the bounds of R-LIFE-1


def test_changing_a_bots_level_swaps_the_bot():
    model = instant(players=3, seed=4)
    model.level_1 = "random"
    assert type(model._bots[1]).__name__ == "RandomBot"


def test_the_advisor_reads_the_same_players_from_game_to_game():
    """Issue 17: the expert behind hints and the coach is kept into the next game with the same
    players (its numbers calibrated to them); another line-up gets a new one."""
    model = instant(players=3, seed=4)
    first = model._advisor
    assert model.my_turn
    model.ask_hint()  # the advisor weighs the view: it reads who plays
    model.new_game(seed=5)
    assert model._advisor is first and first.table_history._opponents  # it has read them
    model.level_1 = "random" if model.level_1 != "random" else "beginner"
    model.new_game(seed=6)
    second = model._advisor
    assert second is not first
    model.players = 4
    model.new_game(seed=6)
    assert model._advisor is not second


def test_save_only_between_hands_and_load_it_back():
    model = instant(players=3, seed=9)
    assert model.save() is None  # a save holds every card: not in the middle of a hand
    assert model.error.key == "ui.save_help"
    while not model.hand_over:
        play_my_turn(model)
    text = model.save()
    assert text is not None and json.loads(text)["names"] == list(model.game.names)
    other = instant(players=4, seed=1)
    other.load(text.encode())
    assert other.game.to_json() == model.game.to_json()
    assert other.players == 3 and other.notice.key == "ui.loaded"
    other.next_hand()
    assert other.game.hand_number == model.game.hand_number + 1


def test_a_damaged_save_is_refused_and_changes_nothing():
    model = instant(players=3, seed=9)
    before = model.game.to_json()
    model.load(b"{not json")
    assert model.error.key == "save.unreadable"
    model.load(b"\xff\xfe")
    assert model.error.key == "save.not_text"
    assert model.game.to_json() == before


def test_two_models_share_nothing():
    a, b = instant(players=3, seed=2), instant(players=3, seed=2)
    assert a.game is not b.game and a.rules is not b.rules
    a.rules.lives = 5
    assert b.rules.lives == 3
    play_my_turn(a)
    assert a.game.to_json() != b.game.to_json()


def hidden_from_me(model: GameModel) -> set[Card]:
    """Cards in the other hands or the stock that I have not seen (R-INFO-1)."""
    game = model.game
    hidden = set(game.stock)
    for seat in game.active_seats:
        if seat != HUMAN:
            hidden.update(game.hand(seat))
    return hidden - model.seen()


def test_opponents_cards_stay_hidden_until_the_showdown_shows_them():
    model = instant(players=4, seed=13)
    for _ in range(200):
        if model.hand_over:
            break
        for seat in range(1, 4):
            assert model.shown_hand(seat) is None  # R-INFO-1
        for entry in model.log_entries():  # a bot's reasons wait for the end of the hand
            assert entry.decision is None or not model.reasons_visible(entry.decision.explanation)
        play_my_turn(model)
    assert model.hand_over and model.showdown_step == 1
    shown_before = model.shown_seats()
    model.all_steps()
    assert set(model.shown_seats()) == set(model.game.result.hands) and len(shown_before) < len(model.shown_seats())
    for seat in model.game.result.hands:
        assert model.shown_hand(seat) == tuple(model.game.result.hands[seat])
    hidden = hidden_from_me(model)
    for entry in model.log_entries():
        if entry.decision is not None and model.reasons_visible(entry.decision.explanation):
            from scat_learn.disclosure import mentioned_cards

            assert not (mentioned_cards(entry.decision.explanation) & hidden)


def test_the_teaching_switch_reveals_every_hand():
    model = instant(players=3, seed=13)
    if model.hand_over:
        model.next_hand()
    assert model.shown_hand(1) is None
    model.reveal_all = True
    assert model.shown_hand(1) == tuple(model.game.hand(1))
