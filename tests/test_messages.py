import ast
import importlib
import logging
import random
import re
import string
from pathlib import Path

import pytest

import scat_learn
from scat_learn import Game, Message, Rules, render
from scat_learn.catalog import CATALOG
from scat_learn.messages import Explanation, msg, set_translator

PACKAGE = Path(scat_learn.__file__).parent
KEY = re.compile(r"^[a-z_0-9]+(\.[a-z_0-9]*[a-z0-9])+$")  # not a prefix such as "card.rank_"
FILE_TYPES = {"md", "py", "json", "po", "mo", "txt", "svg", "png", "html"}
# Keys built from a prefix and a kind (see HandScore.message, Action.message, Event.message).
DYNAMIC = {
    f"score.{k}{o}" for k in ("suit", "suit_tied", "three_of_a_kind", "straight_flush", "empty") for o in ("", "_of")
}
DYNAMIC |= {f"{p}.{k}" for p in ("action", "event") for k in ("draw", "take", "discard", "knock", "throw_down", "pass")}


def load_all_catalogs():
    for path in PACKAGE.rglob("catalog.py"):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        importlib.import_module(module)


def literal_keys():
    """Keys written out in the code, and prefixes of keys built in f-strings (``f"ui.rule.{name}"``)."""
    prefixes = {k.split(".")[0] for k in CATALOG}
    found, built = set(), set()
    for path in PACKAGE.rglob("*.py"):
        if path.name == "catalog.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            text = node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else ""
            if KEY.match(text) and text.split(".")[0] in prefixes and text.rsplit(".")[-1] not in FILE_TYPES:
                found.add(text)
            head = ""
            if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
                head = str(node.values[0].value)  # f"ui.rule.{name}"
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and isinstance(node.left, ast.Constant):
                head = str(node.left.value)  # "ui.level." + level
            if re.match(r"^[a-z_0-9]+(\.[a-z_0-9]+)+[._]$", head):  # specific enough: "ui.rule.", not "ui."
                built.add(head)
    return found | {k for k in CATALOG if any(k.startswith(head) for head in built)}


def test_every_key_used_in_the_code_is_in_the_catalog_and_every_key_is_used():
    load_all_catalogs()
    used = literal_keys() | DYNAMIC
    assert sorted(used - set(CATALOG)) == [], "keys used but missing from a catalog"
    assert sorted(set(CATALOG) - used) == [], "catalog keys that no code uses"


def placeholders(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_plural_pairs_use_the_same_placeholders_and_a_count():
    load_all_catalogs()
    for key, entry in CATALOG.items():
        if isinstance(entry, tuple):
            assert placeholders(entry[0]) == placeholders(entry[1]), key


def test_plural_forms():
    assert str(msg("step.lives", None, player="Ann", count=1)) == "Ann has 1 life left."
    assert str(msg("step.lives", None, player="Ann", count=2)) == "Ann has 2 lives left."
    assert str(msg("step.pays", None, player="Bo", count=2)) == "Bo pays 2 coins into the kitty."


def test_cards_and_lists_and_nested_messages_render():
    from scat_learn import Card, parse_cards

    m = msg("score.suit", "R-SCORE-2", suit="♠", total=20, cards=parse_cards("K♠ 10♠"))
    assert str(m) == "♠ 20 (K♠ 10♠)"
    assert str(msg("step.lowest_tie", None, players=["Ann", "Bob"], total=8)) == "Ann, Bob tie for the lowest score, 8."
    nested = msg("save.damaged", None, problem=msg("save.bad_card", None, text="X"))
    assert str(nested) == "This saved game is damaged: X is not a card."
    assert str(msg("move.not_in_hand", None, card=Card.parse("9c"))) == "You do not hold 9♣."


def test_messages_round_trip_as_data():
    m = msg("step.pays", "R-LIFE-1", player="Ann", count=2)
    assert Message.from_data(m.to_data()) == m
    with pytest.raises(ValueError):
        Message.from_data({"key": "no.such_key"})


def test_rendering_never_raises_and_falls_back_to_english(caplog):
    set_translator("xx", lambda key, count: "{missing} placeholder" if key == "step.lives" else None)
    try:
        with caplog.at_level(logging.WARNING):
            assert render(msg("step.lowest_one", None, player="Ann", total=8), "xx") == "Ann has the lowest score, 8."
            assert render(msg("step.lives", None, player="Ann", count=2), "xx") == "Ann has 2 lives left."
        assert "no xx translation" in caplog.text and "cannot be rendered" in caplog.text
        assert render(Message("unknown.key"), "en") == "unknown.key"
    finally:
        set_translator("xx", None)


def test_explanation_renders_summary_then_details():
    e = Explanation(msg("action.knock", None), (msg("action.draw", None),))
    assert str(e) == "knock\n  draw from the stock"
    assert e.render(detail=False) == "knock"


@pytest.mark.parametrize("seed", range(12))
def test_every_step_of_random_games_renders_completely(seed, caplog):
    rules = Rules(throw_down=seed % 2 == 0, straight_flush=seed % 3 == 0, three_of_a_kind=seed % 4 == 0, lives=1)
    g = Game.new([f"P{i}" for i in range(2 + seed % 8)], rules=rules, seed=seed)
    rng = random.Random(seed)
    with caplog.at_level(logging.WARNING):
        while g.phase != "game_over":
            if g.phase == "hand_over":
                texts = [str(s) for s in g.result.steps]
                assert all("{" not in t and "}" not in t for t in texts)
                assert all(s.rule and s.rule.startswith("R-") for s in g.result.steps)
                g.next_hand()
                continue
            g.apply(rng.choice(g.legal_actions()))
        assert all(str(e.message(g.names)).startswith("P") for e in g.events)
    assert caplog.text == ""


def test_numbers_take_each_languages_decimal_sign():
    m = msg("step.lowest_one", None, player="Ann", total=8)
    assert render(m, "el").count("8") == 1  # whole numbers are unchanged
    from scat_learn.messages import _param_text

    assert format(_param_text(0.4234, "el", "lives"), ".2f") == "0,42"
    assert format(_param_text(12345.5, "et", "x"), ",.1f") == "12\xa0345,5"
    assert format(_param_text(0.314, "sq", "p"), ".0%") == "31%"
    assert _param_text(0.5, "en", "p") == 0.5
