"""Tampered saves are refused in words or load into a game that works (there is no third way).

Real saves of random games (2-9 players, every variant, any phase) are changed in one place;
``benchmarks/fuzz_saves.py`` runs the same check on tens of thousands of them and counts.
"""

from __future__ import annotations

import random

import pytest
from helpers import new_game, play
from hypothesis import given
from hypothesis import strategies as st
from tampering import exercise, mutate, outcome, random_save

from scat_learn import DamagedSave, Game


@given(seed=st.integers(0, 10**9), changes=st.integers(1, 3))
def test_a_tampered_save_is_refused_or_works(seed, changes):
    rng = random.Random(seed)
    text = random_save(rng)
    for _ in range(changes):
        text = mutate(text, rng)
    assert outcome(text) in ("refused", "loaded")


@given(seed=st.integers(0, 10**9))
def test_every_real_save_loads_and_plays_on(seed):
    text = random_save(random.Random(seed))
    game = Game.from_json(text)
    assert game.to_json() == text
    exercise(game)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.__setitem__("version", True), "format True"),
        (lambda d: d["state"]["lives"].__setitem__(0, True), "lives"),
        (lambda d: d["result"].__setitem__("knocker", "x"), "knocker"),
        (lambda d: d["result"].__setitem__("knocker", 99), "knocker"),
        (lambda d: d["result"]["hands"].__setitem__("-1", ["A♠", "K♠", "Q♠"]), "hands"),
        (lambda d: d["result"].__setitem__("declarers", []), "result"),
        (lambda d: d["state"].__setitem__("kitty", 7), "result of the last hand"),
        (lambda d: d["state"]["out"].__setitem__(0, True), "out of the game but still has lives"),
        (lambda d: d.__setitem__("result", None), "result of the last hand"),
    ],
)
def test_the_known_tampered_saves_are_refused(change, words):
    import json

    game = play(new_game({0: "A♠ K♠ 2♥", 1: "9♥ 8♥ 2♣", 2: "5♦ 3♦ 2♠"}, "Q♠"), "take", "discard 2♥")
    assert game.phase == "hand_over" and game.result.reason == "31"  # R-31-3
    data = json.loads(game.to_json())
    change(data)
    with pytest.raises(DamagedSave, match=words):
        Game.from_json(json.dumps(data))


def test_an_error_quotes_only_a_short_excerpt_of_a_huge_save():
    import json

    data = json.loads(Game.new(["Ann", "Bob"], seed=1).to_json())
    data["state"]["hands"][0][0] = "Z" * 3_000_000
    with pytest.raises(DamagedSave) as refused:
        Game.from_json(json.dumps(data))
    assert len(str(refused.value)) < 200
    with pytest.raises(DamagedSave, match="too big"):
        Game.from_json("x" * 3_000_001)
