import json

import pytest
from helpers import new_game, pass_turn, play

from scat_learn import DamagedSave, Game, Rules


def started():
    g = new_game({0: "K♠ Q♠ 2♥", 1: "9♥ 8♥ 2♣", 2: "5♦ 3♦ 2♠"}, "7♣", rules=Rules(min_knock=5))
    play(g, "take", "discard 2♥", "knock")
    pass_turn(g)
    play(g, "draw")
    return g


def edited(g, change):
    data = json.loads(g.to_json())
    change(data)
    return json.dumps(data, ensure_ascii=False)


def test_save_and_load_give_the_same_game():
    g = started()
    text = g.to_json()
    loaded = Game.from_json(text)
    assert loaded.to_json() == text
    assert loaded.view(2) == g.view(2)
    assert json.loads(text)["version"] == 1
    loaded.apply(loaded.legal_actions()[0])
    g.apply(g.legal_actions()[0])
    assert loaded.to_json() == g.to_json()


def test_finished_hand_and_its_result_survive_a_save():
    g = started()
    last_discard = g.legal_actions()[-1]  # Ann sits right of the knocker: her discard ends the hand
    g.apply(last_discard)
    assert g.phase == "hand_over"
    loaded = Game.from_json(g.to_json())
    assert [str(s) for s in loaded.result.steps] == [str(s) for s in g.result.steps]
    loaded.next_hand()
    g.next_hand()
    assert loaded.to_json() == g.to_json()


def test_replay_of_the_record_rebuilds_the_identical_game():
    g = Game.new(["A", "B", "C"], seed=21, rules=Rules(lives=2))
    while g.phase != "game_over":
        if g.phase == "hand_over":
            g.next_hand()
        else:
            g.apply(g.legal_actions()[-1 if g.round > 2 else 0])
    assert Game.replay(g.record).to_json() == g.to_json()
    assert Game.replay(json.loads(json.dumps(g.record))).to_json() == g.to_json()


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{not json", "not JSON"),
        ("[]", "not a saved Scat game"),
        ('{"format": "chess"}', "not a saved Scat game"),
        ('{"format": "scat_learn game", "version": 99}', "format 99"),
        ('{"format": "scat_learn game", "version": 1}', "damaged"),
    ],
)
def test_unreadable_saves_raise_value_error(text, words):
    with pytest.raises(ValueError, match=words):
        Game.from_json(text)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["state"]["hands"][0].append("A♠"), "there twice"),
        (lambda d: d["state"]["stock"].pop(), "missing"),
        (lambda d: d["state"]["hands"][1].__setitem__(0, "X♠"), "not a card"),
        (lambda d: d["state"].__setitem__("phase", "dancing"), "phase"),
        (lambda d: d["state"].__setitem__("current", 7), "current"),
        (lambda d: d["state"].__setitem__("lives", [3, 3]), "lives"),
        (lambda d: d["state"]["lives"].__setitem__(0, -1), "lives"),
        (lambda d: d["state"].__setitem__("winner", 0), "winner"),
        (lambda d: d["state"].__setitem__("knocker", 0), "knocker"),
        (lambda d: d["state"].__setitem__("seats", [0, 2, 1]), "seats"),
        (lambda d: d["rules"].__setitem__("lives", 0), "lives"),
        (lambda d: d["rules"].__setitem__("jokers", True), "jokers"),
        (lambda d: d.__setitem__("names", ["A", "A", "B"]), "different name"),
        (lambda d: d["record"].__setitem__("hands", []), "record"),
        (lambda d: d["state"]["events"].append([0, "fly", None]), "events"),
        (lambda d: d["state"]["out"].__setitem__(1, True), "seats"),
    ],
)
def test_damaged_or_inconsistent_saves_are_refused(change, words):
    g = started()
    with pytest.raises(DamagedSave, match=words):
        Game.from_json(edited(g, change))


def test_a_teacher_may_edit_a_save_into_a_consistent_lesson():
    g = Game.new(["Ann", "Bob"], seed=3, dealer=1)

    def give_ann_the_dole(d):
        d["state"]["lives"][0] = 0

    lesson = Game.from_json(edited(g, give_ann_the_dole))
    assert lesson.players[0].on_the_dole


def test_a_hand_that_would_already_be_over_is_refused():
    g = Game.new(["Ann", "Bob"], seed=3, dealer=1)

    def deal_ann_31(d):
        hands, stock = d["state"]["hands"], d["state"]["stock"]
        everything = hands[0] + hands[1] + stock + d["state"]["discard"]
        wanted = ["A♠", "K♠", "Q♠"]
        rest = [c for c in everything if c not in wanted]
        d["state"]["hands"] = [wanted, rest[:3]]
        d["state"]["discard"] = [rest[3]]
        d["state"]["stock"] = rest[4:]

    with pytest.raises(DamagedSave, match="holds 31"):
        Game.from_json(edited(g, deal_ann_31))
