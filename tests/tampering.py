"""Tampered saves: real saved games from random play, changed in one place the way a curious
student or a damaged disk would change them. Shared by the tampering test and
``benchmarks/fuzz_saves.py`` (which counts a large run).
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Iterator
from typing import Any

from scat_learn import DamagedSave, Game, IllegalMove, Rules
from scat_learn.i18n import LANGUAGES
from scat_learn.saves import check_state

ODD_VALUES: list[Any] = [
    None, True, False, 0, 1, 2, -1, 3, 9, 31, 99, 2**70, 1.5, float("inf"), "", "x", "A♠", "0", "-1", "99",
    "31", "knock", "throw_down", "hand_over", "discard", [], {}, [0], [0, 1], ["A♠"], {"0": ["A♠"]}, "x" * 5000,
]  # fmt: skip


def random_rules(rng: random.Random) -> Rules:
    return Rules(
        lives=rng.choice([1, 2, 3]),
        on_the_dole=rng.random() < 0.5,
        three_of_a_kind=rng.random() < 0.3,
        straight_flush=rng.random() < 0.3,
        min_knock=rng.choice([0, 0, 17, 21]),
        throw_down=rng.random() < 0.4,
        no_knock_first_round=rng.random() < 0.3,
        max_rounds=rng.choice([1, 2, 30]),
    )


def random_save(rng: random.Random) -> str:
    """A real save: a random game played for a random number of moves (any phase)."""
    players = rng.randint(2, 9)
    game = Game.new([f"P{i}" for i in range(players)], rules=random_rules(rng), seed=rng.randrange(10**6))
    for _ in range(rng.randint(0, 120)):
        if game.phase == "game_over":
            break
        if game.phase == "hand_over":
            if rng.random() < 0.1:
                break
            game.next_hand()
        else:
            game.apply(rng.choice(game.legal_actions()))
    return game.to_json()


def _places(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _places(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _places(value, (*path, index))


def _at(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def mutate(text: str, rng: random.Random) -> str:
    """``text`` with one place changed: a value replaced, a key or item removed, an item
    duplicated or two swapped, a key renamed."""
    data = json.loads(text)
    path = rng.choice([p for p in _places(data) if p])
    parent, last = _at(data, path[:-1]), path[-1]
    operation = rng.randrange(6)
    if operation <= 1:
        parent[last] = rng.choice(ODD_VALUES) if operation == 0 else _nearby(parent[last], rng)
    elif operation == 2:
        del parent[last]
    elif operation == 3 and isinstance(parent, list):
        parent.insert(last, parent[last])
    elif operation == 4 and isinstance(parent, list) and len(parent) > 1:
        other = rng.randrange(len(parent))
        parent[last], parent[other] = parent[other], parent[last]
    elif isinstance(parent, dict):
        parent[str(rng.choice(ODD_VALUES))[:20]] = parent.pop(last)
    else:
        parent[last] = rng.choice(ODD_VALUES)
    return json.dumps(data, ensure_ascii=False)


def _nearby(value: Any, rng: random.Random) -> Any:
    """A plausible wrong value: a number off by a little, another card, a flipped switch."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice([-2, -1, 1, 2])
    if isinstance(value, str) and len(value) <= 3:
        return rng.choice(["A♠", "K♥", "2♣", "10♦", "Q♠", "7♥", "3♦"])
    if isinstance(value, list) and value:
        return value[:-1]
    return rng.choice(ODD_VALUES)


def outcome(text: str) -> str:
    """ "refused" (DamagedSave with a short message in every language) or "loaded" (a game whose
    every property, view and explanation can be read and whose next moves can be played)."""
    try:
        game = Game.from_json(text)
    except DamagedSave as error:
        for lang in LANGUAGES:
            words = error.message.render(lang)
            assert 0 < len(words) < 400, words
        return "refused"
    exercise(game)
    return "loaded"


def exercise(game: Game, moves: int = 8) -> None:
    """Read everything a screen or a bot reads, then play on."""
    for _ in range(moves):
        _read_everything(game)
        check_state(game.state)  # still one possible moment of a game: every card once, …
        assert Game.from_json(game.to_json()) == game
        if game.phase == "game_over":
            return
        if game.phase == "hand_over":
            game.next_hand()
            continue
        legal = game.legal_actions()
        assert legal, "a hand being played always has a move"
        game.apply(legal[len(game.events) % len(legal)])
        with contextlib.suppress(IllegalMove):
            game.apply("dance")


def _read_everything(game: Game) -> None:
    _ = (game.phase, game.current, game.dealer, game.knocker, game.kitty, game.winner, game.round, game.turns)
    _ = (game.players, game.discard_top, game.stock_count, game.events, game.record, game.legal_actions())
    for seat in range(len(game.players)):
        view = game.view(seat)
        _ = (view.score, view.active_seats, view.opponents, view.this_hands_result, game.hand(seat))
        for event in view.events:
            str(event.message(view.names))
    result = game.result
    if result is not None:
        for lang in LANGUAGES:
            assert all(step.render(lang) for step in result.steps)
        _ = (result.scores, result.lost, result.newly_out, result.shown_after(3))
