"""Saved games: a :class:`~scat_learn.state.GameState` as JSON text with a format version, read
back only if it is one consistent moment of a game.

``load`` checks consistency, not authorship: a teacher may edit a save by hand to set up a
lesson (give Ann 31, put Bob on the dole). Every card must be there exactly once, seats, phase
and lives must fit together, and the hand must not already be decided. The ``record`` (seed,
decks and actions from the start) is kept for replays; after a hand edit it still describes the
game as it was played before the edit.

This module knows the state's fields and nothing of :class:`~scat_learn.game.Game`'s insides.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from .actions import KINDS, Action, ActionKind
from .cards import DECK, Card
from .checks import MAX_LIVES, check_deck, check_lives, check_names, check_seat
from .errors import BadInput, DamagedSave, IllegalMove, ScatError
from .messages import Message
from .rules import Rules
from .scoring import total, variant_flags
from .showdown import HandResult
from .state import GameState, HandRecord, Phase

if TYPE_CHECKING:
    from .game import Game

FORMAT = "scat_learn game"
VERSION = 1
T = TypeVar("T")


# ---------------------------------------------------------------------- writing


def dump(s: GameState, indent: int | None = None) -> str:
    """``s`` as the text of a saved game."""
    state = {
        "hand_number": s.hand_number,
        "dealer": s.dealer,
        "phase": s.phase.value,
        "current": s.current,
        "knocker": s.knocker,
        "seats": list(s.order),
        "lives": list(s.lives),
        "out": list(s.out),
        "kitty": s.kitty,
        "winner": s.winner,
        "hands": [[str(c) for c in hand] for hand in s.hands],
        "stock": [str(c) for c in reversed(s.stock)],
        "discard": [str(c) for c in s.pile],
        "upcard": _card_text(s.upcard),
        "turns": s.turns,
        "taken": _card_text(s.taken),
        "drawn": _card_text(s.drawn),
        "passed": list(s.passed),
        "rebuilds": s.rebuilds,
        "events": [[seat, kind.value, _card_text(card)] for seat, kind, card in s.events],
    }
    data = {
        "format": FORMAT,
        "version": VERSION,
        "names": list(s.names),
        "rules": s.rules.to_data(),
        "seed": s.seed,
        "state": state,
        "result": s.result.to_data() if s.result else None,
        "record": record_data(s),
    }
    return json.dumps(data, ensure_ascii=False, indent=indent)


def record_data(s: GameState) -> dict[str, Any]:
    """How the game of ``s`` was played, as plain data: set-up, decks given and actions."""
    return {
        "names": list(s.names),
        "rules": s.rules.to_data(),
        "seed": s.seed,
        "dealer": s.start_dealer,
        "lives": list(s.start_lives),
        "hands": [
            {"deck": None if r.deck is None else [str(c) for c in r.deck], "actions": [str(a) for a in r.actions]}
            for r in s.record
        ],
    }


def _card_text(card: Card | None) -> str | None:
    return None if card is None else str(card)


# ---------------------------------------------------------------------- replaying


def replay(record: dict[str, Any], game_class: type[Game]) -> Game:
    """Play a record again from its start; a record that does not replay raises DamagedSave."""
    try:
        hands = record["hands"]
        game = game_class.new(
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


# ---------------------------------------------------------------------- reading


def load(text: str | bytes) -> GameState:
    """The state saved in ``text``; anything damaged or inconsistent raises DamagedSave."""
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
        state = _state(data)
        check_state(state)
        return state
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


def _card_or_none(st: dict[str, Any], name: str) -> Card | None:
    return None if st.get(name) is None else _card(st[name])


def _is_seat(n: int) -> Callable[[Any], bool]:
    return lambda s: isinstance(s, int) and not isinstance(s, bool) and 0 <= s < n


def _seat_or_none(st: dict[str, Any], name: str, n: int) -> int | None:
    if st.get(name) is None:
        return None
    return _get(st, name, int, _is_seat(n))


def _state(data: dict[str, Any]) -> GameState:
    names = check_names(data.get("names"))
    rules = Rules.from_data(data.get("rules"))
    n = len(names)
    st = _get(data, "state", dict)
    lives = [_get({"lives": v}, "lives", int, lambda x: 0 <= x <= MAX_LIVES) for v in _list(st, "lives", n)]
    phase = Phase(_get(st, "phase", str, lambda p: p in Phase._value2member_map_))
    current = _seat_or_none(st, "current", n)
    state = GameState(
        names=names,
        rules=rules,
        seed=_get(data, "seed", int),
        dealer=_get(st, "dealer", int, _is_seat(n)),
        lives=lives,
        out=[_get({"out": v}, "out", bool) for v in _list(st, "out", n)],
        start_dealer=0,
        start_lives=tuple(lives),
        hand_number=_get(st, "hand_number", int, lambda v: v >= 1),
        phase=phase,
        turn=-1 if current is None else current,
        knocker=_seat_or_none(st, "knocker", n),
        kitty=_get(st, "kitty", int, lambda v: v >= 0),
        winner=_seat_or_none(st, "winner", n),
        order=tuple(_get(st, "seats", list, lambda v: all(map(_is_seat(n), v)) and len(set(v)) == len(v) >= 1)),
        hands=[[_card(c) for c in _get({"hand": h}, "hand", list)] for h in _list(st, "hands", n)],
        stock=[_card(c) for c in reversed(_get(st, "stock", list))],
        pile=[_card(c) for c in _get(st, "discard", list)],
        upcard=_card_or_none(st, "upcard"),
        turns=_get(st, "turns", int, lambda v: v >= 0),
        taken=_card_or_none(st, "taken"),
        drawn=_card_or_none(st, "drawn"),
        passed=_get(st, "passed", list),
        rebuilds=_get(st, "rebuilds", int, lambda v: v >= 0),
        events=[_event(e, n) for e in _get(st, "events", list)],
    )
    if (current is None) == phase.playing:  # somebody is to play exactly while a hand is played
        raise _problem("save.seats")
    if data.get("result") is not None:
        state.result = _result(data["result"], names, rules)
    _read_record(state, _get(data, "record", dict), n)
    return state


def _list(st: dict[str, Any], name: str, n: int) -> list[Any]:
    return _get(st, name, list, lambda v: len(v) == n)


def _event(item: Any, n: int) -> tuple[int, ActionKind, Card | None]:
    if not isinstance(item, list) or len(item) != 3 or not _is_seat(n)(item[0]) or item[1] not in KINDS:
        raise _problem("save.bad_field", field="events")
    return item[0], ActionKind(item[1]), None if item[2] is None else _card(item[2])


def _result(data: Any, names: Sequence[str], rules: Rules) -> HandResult:
    if not isinstance(data, dict):
        raise _problem("save.result")
    try:
        return HandResult.from_data(data, names, rules)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        raise _problem("save.result") from None


def _read_record(state: GameState, record: dict[str, Any], n: int) -> None:
    try:
        start_lives = check_lives(record["lives"], n, state.rules)
        dealer = check_seat(record["dealer"], n, "dealer")
        hands = [
            HandRecord(None if h["deck"] is None else check_deck(h["deck"]), [Action.parse(a) for a in h["actions"]])
            for h in record["hands"]
        ]
    except (KeyError, TypeError, BadInput, IllegalMove):
        raise _problem("save.record") from None
    if not hands:
        raise _problem("save.record")
    state.start_dealer, state.start_lives, state.record = dealer, tuple(start_lives), hands


# ---------------------------------------------------------------------- consistency


def check_state(s: GameState) -> None:
    """Raise DamagedSave unless ``s`` describes one possible moment of a game: seats, phase,
    lives, hands and the turn fit together."""
    n = len(s.names)
    active = [seat for seat in range(n) if not s.out[seat]]
    for seat in active:
        if s.lives[seat] == 0 and not s.rules.on_the_dole:
            raise _problem("save.lives_dole", player=s.names[seat])
    playing = s.phase.playing
    if s.phase is Phase.GAME_OVER:
        if len(active) != 1 or s.winner != active[0]:
            raise _problem("save.winner")
    elif len(active) < 2 or s.winner is not None:
        raise _problem("save.winner")
    clockwise = [(s.dealer + k) % n for k in range(1, n + 1)]
    if [seat for seat in clockwise if seat in s.order] != list(s.order) or not set(active) <= set(s.order):
        raise _problem("save.seats")
    if playing and (set(s.order) != set(active) or s.turn not in s.order):
        raise _problem("save.seats")
    _check_cards(s)
    _check_hands(s, playing)
    _check_turn(s, playing)


def _check_cards(s: GameState) -> None:
    seen = [c for hand in s.hands for c in hand] + s.stock + s.pile
    twice = sorted({c for c in seen if seen.count(c) > 1})
    if twice:
        raise _problem("save.cards_twice", cards=twice)
    missing = sorted(set(DECK) - set(seen))
    if missing:
        raise _problem("save.cards_missing", cards=missing)


def _check_hands(s: GameState, playing: bool) -> None:
    flags = variant_flags(s.rules)
    for seat, hand in enumerate(s.hands):
        expected = 0 if seat not in s.order else 4 if s.phase is Phase.DISCARD and seat == s.turn else 3
        if len(hand) != expected:
            raise _problem("save.hand_size", player=s.names[seat], expected=expected, count=len(hand))
        if playing and len(hand) == 3 and total(tuple(hand), flags) == 31:
            raise _problem("save.hand_31", player=s.names[seat])
    if not s.pile and not (s.phase is Phase.DISCARD and s.taken is not None):
        raise _problem("save.bad_field", field="discard")


def _check_turn(s: GameState, playing: bool) -> None:
    if s.knocker is not None and (s.knocker not in s.order or (playing and s.turn == s.knocker)):
        raise _problem("save.bad_field", field="knocker")
    hand = s.hands[s.turn] if playing else []
    for name, card in (("taken", s.taken), ("drawn", s.drawn)):
        if card is not None and (s.phase is not Phase.DISCARD or card not in hand):
            raise _problem("save.bad_field", field=name)
    # Throw down (R-THROW-1): the seats asked so far, in order; all of them once play began.
    throw = s.phase is Phase.THROW_DOWN
    asked_all = len(s.passed) == len(s.order)
    if s.passed != list(s.order[: len(s.passed)]) or (s.passed and not s.rules.throw_down):
        raise _problem("save.bad_field", field="passed")
    if throw and (s.knocker is not None or asked_all or s.turn != s.order[len(s.passed)]):
        raise _problem("save.bad_field", field="passed")
    if playing and not throw and s.rules.throw_down and not asked_all:
        raise _problem("save.bad_field", field="passed")


__all__ = ["FORMAT", "VERSION", "check_state", "dump", "load", "record_data", "replay"]
