"""Saved games: JSON text with a format version, read back only if it is a consistent state.

``from_json`` checks consistency, not authorship: a teacher may edit a save by hand to set up a
lesson (give Ann 31, put Bob on the dole). Every card must be there exactly once, seats, phase
and lives must fit together, and the hand must not already be decided. The ``record`` (seed,
decks and actions from the start) is kept for replays; after a hand edit it still describes the
game as it was played before the edit.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

from . import game as G
from .actions import KINDS, Action
from .cards import DECK, Card
from .errors import BadInput, DamagedSave, IllegalMove, ScatError
from .messages import Message
from .rules import Rules
from .scoring import total, variant_flags
from .showdown import HandResult
from .view import Event

FORMAT = "scat_learn game"
VERSION = 1
T = TypeVar("T")


def game_to_json(game: G.Game, indent: int | None = None) -> str:
    g: Any = game  # the saver is the game's friend: it reads the private state
    state = {
        "hand_number": g.hand_number,
        "dealer": g.dealer,
        "phase": g.phase,
        "current": g.current,
        "knocker": g.knocker,
        "seats": list(g._order),
        "lives": list(g._lives),
        "out": list(g._out),
        "kitty": g.kitty,
        "winner": g.winner,
        "hands": [[str(c) for c in hand] for hand in g._hands],
        "stock": [str(c) for c in reversed(g._stock)],
        "discard": [str(c) for c in g._pile],
        "turns": g._turns,
        "taken": _card_text(g._taken),
        "drawn": _card_text(g._drawn),
        "passed": list(g._passed),
        "rebuilds": g._rebuilds,
        "events": [[seat, kind, _card_text(card)] for seat, kind, card in g._events],
    }
    data = {
        "format": FORMAT,
        "version": VERSION,
        "names": list(g._names),
        "rules": g.rules.to_data(),
        "seed": g.seed,
        "state": state,
        "result": g.result.to_data() if g.result else None,
        "record": record_of(game),
    }
    return json.dumps(data, ensure_ascii=False, indent=indent)


def record_of(game: G.Game) -> dict[str, Any]:
    g: Any = game
    return {
        "names": list(g._names),
        "rules": g.rules.to_data(),
        "seed": g.seed,
        "dealer": g._start["dealer"],
        "lives": list(g._start["lives"]),
        "hands": [
            {"deck": None if deck is None else [str(c) for c in deck], "actions": [str(a) for a in acts]}
            for deck, acts in g._record
        ],
    }


def replay(record: dict[str, Any]) -> G.Game:
    """Play a record again from its start; a record that does not replay raises ValueError."""
    try:
        hands = record["hands"]
        game = G.Game.new(
            record["names"],
            Rules.from_data(record["rules"]),
            record["seed"],
            record["dealer"],
            hands[0]["deck"],
            record["lives"],
        )
        for number, hand in enumerate(hands):
            if number:
                game.next_hand(hand["deck"])
            for action in hand["actions"]:
                game.apply(action)
    except ScatError as error:
        raise DamagedSave("save.damaged", problem=error.message) from None
    except (KeyError, IndexError, TypeError) as error:
        raise DamagedSave("save.damaged", problem=Message("save.bad_field", {"field": str(error)})) from None
    return game


def game_from_json(text: str) -> G.Game:
    if not isinstance(text, (str, bytes)):
        raise DamagedSave("save.not_text")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise DamagedSave("save.unreadable") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DamagedSave("save.not_a_save")
    if data.get("version") != VERSION:
        raise DamagedSave("save.version", version=repr(data.get("version")), supported=VERSION)
    try:
        return _load(data)
    except DamagedSave:
        raise
    except ScatError as error:
        raise DamagedSave("save.damaged", problem=error.message) from None
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
        raise DamagedSave("save.damaged", problem=Message("save.bad_field", {"field": str(error)})) from None


def _problem(key: str, **params: Any) -> DamagedSave:
    return DamagedSave("save.damaged", problem=Message(key, params))


def _get(data: dict[str, Any], name: str, kind: type[T], check: Callable[[Any], bool] | None = None) -> T:
    value = data.get(name)
    if (isinstance(value, bool) and kind is int) or not isinstance(value, kind) or (check and not check(value)):
        raise _problem("save.bad_field", field=name)
    return value  # type: ignore[return-value]


def _card(text: Any) -> Card:
    try:
        return Card.parse(text)
    except BadInput:
        raise _problem("save.bad_card", text=repr(text)) from None


def _card_text(card: Card | None) -> str | None:
    return None if card is None else str(card)


def _load(data: dict[str, Any]) -> G.Game:
    names = G._check_names(data.get("names"))
    rules = Rules.from_data(data.get("rules"))
    n = len(names)
    st = _get(data, "state", dict)
    game: Any = G.Game.__new__(G.Game)
    game.rules, game._flags, game._names = rules, variant_flags(rules), names
    game.seed = _get(data, "seed", int)
    _load_table(game, st, n)
    _load_cards(game, st, n)
    _load_turn(game, st)
    _check_consistent(game)
    game.result = None if data.get("result") is None else _load_result(data["result"], names, rules)
    _load_record(game, _get(data, "record", dict), n)
    return game  # type: ignore[no-any-return]


def _is_seat(n: int) -> Callable[[Any], bool]:
    return lambda s: isinstance(s, int) and not isinstance(s, bool) and 0 <= s < n


def _seat_or_none(st: dict[str, Any], name: str, n: int) -> int | None:
    if st.get(name) is None:
        return None
    return _get(st, name, int, _is_seat(n))


def _load_table(game: Any, st: dict[str, Any], n: int) -> None:
    game.hand_number = _get(st, "hand_number", int, lambda v: v >= 1)
    game.dealer = _get(st, "dealer", int, _is_seat(n))
    game.phase = _get(st, "phase", str, lambda p: p in G.PHASES)
    game.current = _seat_or_none(st, "current", n)
    game.knocker = _seat_or_none(st, "knocker", n)
    game.winner = _seat_or_none(st, "winner", n)
    game.kitty = _get(st, "kitty", int, lambda v: v >= 0)
    lives = _get(st, "lives", list, lambda v: len(v) == n)
    game._lives = [_get({"lives": v}, "lives", int, lambda x: 0 <= x <= G.MAX_LIVES) for v in lives]
    game._out = [_get({"out": v}, "out", bool) for v in _get(st, "out", list, lambda v: len(v) == n)]
    seats = _get(st, "seats", list, lambda v: all(map(_is_seat(n), v)) and len(set(v)) == len(v) >= 1)
    game._order = tuple(seats)
    game._next = {s: seats[(i + 1) % len(seats)] for i, s in enumerate(seats)}
    game._start = {"dealer": game.dealer, "lives": list(game._lives)}


def _load_cards(game: Any, st: dict[str, Any], n: int) -> None:
    hands = _get(st, "hands", list, lambda v: len(v) == n)
    game._hands = [[_card(c) for c in _get({"hand": h}, "hand", list)] for h in hands]
    game._stock = [_card(c) for c in reversed(_get(st, "stock", list))]
    game._pile = [_card(c) for c in _get(st, "discard", list)]
    seen = [c for hand in game._hands for c in hand] + game._stock + game._pile
    twice = sorted({c for c in seen if seen.count(c) > 1})
    if twice:
        raise _problem("save.cards_twice", cards=twice)
    missing = sorted(set(DECK) - set(seen))
    if missing:
        raise _problem("save.cards_missing", cards=missing)


def _load_turn(game: Any, st: dict[str, Any]) -> None:
    game._turns = _get(st, "turns", int, lambda v: v >= 0)
    game._rebuilds = _get(st, "rebuilds", int, lambda v: v >= 0)
    game._taken = None if st.get("taken") is None else _card(st["taken"])
    game._drawn = None if st.get("drawn") is None else _card(st["drawn"])
    game._passed = _get(st, "passed", list)
    game._events = [_event(e, len(game._names)) for e in _get(st, "events", list)]


def _event(item: Any, n: int) -> Event:
    if not isinstance(item, list) or len(item) != 3 or not _is_seat(n)(item[0]) or item[1] not in KINDS:
        raise _problem("save.bad_field", field="events")
    return Event(item[0], item[1], None if item[2] is None else _card(item[2]))


def _check_consistent(g: Any) -> None:
    """Seats, phase, lives, hands and the turn must describe one possible moment of a game."""
    n = len(g._names)
    active = [s for s in range(n) if not g._out[s]]
    for s in active:
        if g._lives[s] == 0 and not g.rules.on_the_dole:
            raise _problem("save.lives_dole", player=g._names[s])
    playing = g.phase in (G.THROW_DOWN_PHASE, G.TAKE, G.DISCARD)
    if g.phase == G.GAME_OVER:
        if len(active) != 1 or g.winner != active[0]:
            raise _problem("save.winner")
    elif len(active) < 2 or g.winner is not None:
        raise _problem("save.winner")
    clockwise = [(g.dealer + k) % n for k in range(1, n + 1)]
    if [s for s in clockwise if s in g._order] != list(g._order) or not set(active) <= set(g._order):
        raise _problem("save.seats")
    if playing and (set(g._order) != set(active) or g.current not in g._order):
        raise _problem("save.seats")
    if not playing and g.current is not None:
        raise _problem("save.seats")
    _check_hands(g, playing)
    _check_turn(g, playing)


def _check_hands(g: Any, playing: bool) -> None:
    for seat, hand in enumerate(g._hands):
        expected = 0 if seat not in g._order else 4 if g.phase == G.DISCARD and seat == g.current else 3
        if len(hand) != expected:
            raise _problem("save.hand_size", player=g._names[seat], expected=expected, count=len(hand))
        if playing and len(hand) == 3 and total(tuple(hand), g._flags) == 31:
            raise _problem("save.hand_31", player=g._names[seat])
    if not g._pile and not (g.phase == G.DISCARD and g._taken is not None):
        raise _problem("save.bad_field", field="discard")


def _check_turn(g: Any, playing: bool) -> None:
    if g.knocker is not None and (g.knocker not in g._order or (playing and g.current == g.knocker)):
        raise _problem("save.bad_field", field="knocker")
    hand = g._hands[g.current] if g.current is not None else []
    for name in ("_taken", "_drawn"):
        card = getattr(g, name)
        if card is not None and (g.phase != G.DISCARD or card not in hand):
            raise _problem("save.bad_field", field=name.strip("_"))
    # Throw down (R-THROW-1): the seats asked so far, in order; all of them once play began.
    throw = g.phase == G.THROW_DOWN_PHASE
    asked_all = len(g._passed) == len(g._order)
    if g._passed != list(g._order[: len(g._passed)]) or (g._passed and not g.rules.throw_down):
        raise _problem("save.bad_field", field="passed")
    if throw and (g.knocker is not None or asked_all or g.current != g._order[len(g._passed)]):
        raise _problem("save.bad_field", field="passed")
    if playing and not throw and g.rules.throw_down and not asked_all:
        raise _problem("save.bad_field", field="passed")


def _load_result(data: Any, names: list[str], rules: Rules) -> HandResult:
    if not isinstance(data, dict):
        raise _problem("save.result")
    try:
        return HandResult.from_data(data, names, rules)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        raise _problem("save.result") from None


def _load_record(game: Any, record: dict[str, Any], n: int) -> None:
    try:
        start_lives = G._check_lives(record["lives"], n, game.rules)
        dealer = G._check_seat(record["dealer"], n, "dealer")
        hands = [
            (None if h["deck"] is None else G.check_deck(h["deck"]), [Action.parse(a) for a in h["actions"]])
            for h in record["hands"]
        ]
    except (KeyError, TypeError, BadInput, IllegalMove):
        raise _problem("save.record") from None
    if not hands:
        raise _problem("save.record")
    game._start = {"dealer": dealer, "lives": start_lives}
    game._record = hands
