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
from .messages import Message, excerpt
from .rules import Rules
from .scoring import total, variant_flags
from .showdown import HandResult, Reason, settle
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

MAX_SAVE_CHARACTERS = 2_000_000  # a thousand hands of moves fit in a tenth of this
MAX_LIST = 20_000  # events of one hand, hands of a record, actions of a hand


def load(text: str | bytes) -> GameState:
    """The state saved in ``text``; anything damaged or inconsistent raises DamagedSave, whose
    message quotes at most a short excerpt of the text."""
    if not isinstance(text, (str, bytes)):
        raise DamagedSave("save.not_text")
    if len(text) > MAX_SAVE_CHARACTERS:
        raise DamagedSave("save.too_big", most=MAX_SAVE_CHARACTERS // 1_000_000)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise DamagedSave("save.unreadable") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DamagedSave("save.not_a_save")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise DamagedSave("save.version", version=excerpt(repr(version)), supported=VERSION)
    try:
        state = _state(data)
        check_state(state)
        return state
    except DamagedSave:
        raise
    except ScatError as error:
        raise DamagedSave("save.damaged", problem=error.message) from None
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError) as error:
        field = excerpt(str(error))
        raise DamagedSave("save.damaged", problem=Message("save.bad_field", {"field": field})) from None


def _problem(key: str, **params: Any) -> DamagedSave:
    return DamagedSave("save.damaged", problem=Message(key, params))


def _get(data: dict[str, Any], name: str, kind: type[T], check: Callable[[Any], bool] | None = None) -> T:
    """``data[name]``, of exactly the type ``kind`` (``True`` is no number, ``1`` no truth),
    passing ``check``; else the save is damaged."""
    value = data.get(name)
    if type(value) is not kind or (check is not None and not check(value)):
        raise _problem("save.bad_field", field=name)
    return value  # type: ignore[no-any-return]


def _is_seat(n: int) -> Callable[[Any], bool]:
    return lambda s: type(s) is int and 0 <= s < n


def _seat_or_none(data: dict[str, Any], name: str, n: int) -> int | None:
    if data.get(name) is None:
        return None
    return _get(data, name, int, _is_seat(n))


def _list(data: dict[str, Any], name: str, n: int | None = None) -> list[Any]:
    return _get(data, name, list, lambda v: len(v) == n if n is not None else len(v) <= MAX_LIST)


def _lives(value: Any) -> int:
    return _get({"lives": value}, "lives", int, lambda x: 0 <= x <= MAX_LIVES)


def _card(text: Any) -> Card:
    if type(text) is not str:
        raise _problem("save.bad_card", text=excerpt(repr(text)))
    try:
        return Card.parse(text)
    except BadInput:
        raise _problem("save.bad_card", text=excerpt(repr(text))) from None


def _card_or_none(data: dict[str, Any], name: str) -> Card | None:
    return None if data.get(name) is None else _card(data[name])


def _cards(items: Any, most: int = 52) -> list[Card]:
    if type(items) is not list or len(items) > most:
        raise _problem("save.bad_field", field="cards")
    return [_card(c) for c in items]


def _state(data: dict[str, Any]) -> GameState:
    names = check_names(data.get("names"))
    rules = Rules.from_data(data.get("rules"))
    n = len(names)
    st = _get(data, "state", dict)
    lives = [_lives(v) for v in _list(st, "lives", n)]
    phase = Phase(_get(st, "phase", str, lambda p: p in Phase._value2member_map_))
    current = _seat_or_none(st, "current", n)
    if (current is None) == phase.playing:  # somebody is to play exactly while a hand is played
        raise _problem("save.seats")
    state = GameState(
        names=names,
        rules=rules,
        seed=_get(data, "seed", int, lambda v: 0 <= v < 2**64),
        dealer=_get(st, "dealer", int, _is_seat(n)),
        lives=lives,
        out=[_get({"out": v}, "out", bool) for v in _list(st, "out", n)],
        start_dealer=0,
        start_lives=tuple(lives),
        hand_number=_get(st, "hand_number", int, lambda v: 1 <= v <= 10**6),
        phase=phase,
        turn=-1 if current is None else current,
        knocker=_seat_or_none(st, "knocker", n),
        kitty=_get(st, "kitty", int, lambda v: 0 <= v <= 10**6),
        winner=_seat_or_none(st, "winner", n),
        order=tuple(_get(st, "seats", list, lambda v: all(map(_is_seat(n), v)) and len(set(v)) == len(v) >= 1)),
        hands=[_cards(h) for h in _list(st, "hands", n)],
        stock=_cards(st.get("stock"))[::-1],
        pile=_cards(st.get("discard")),
        upcard=_card_or_none(st, "upcard"),
        turns=_get(st, "turns", int, lambda v: 0 <= v <= MAX_LIST),
        taken=_card_or_none(st, "taken"),
        drawn=_card_or_none(st, "drawn"),
        passed=[_get({"seat": v}, "seat", int, _is_seat(n)) for v in _list(st, "passed")],
        rebuilds=_get(st, "rebuilds", int, lambda v: 0 <= v <= MAX_LIST),
        events=[_event(e, n) for e in _list(st, "events")],
    )
    if data.get("result") is not None:
        state.result = _result(data["result"], names, rules)
    if state.upcard is None and not state.events and len(state.pile) == 1:
        state.upcard = state.pile[0]  # an older save, or one made by hand at the start of a hand
    _read_record(state, _get(data, "record", dict), n)
    return state


def _event(item: Any, n: int) -> tuple[int, ActionKind, Card | None]:
    if type(item) is not list or len(item) != 3 or not _is_seat(n)(item[0]) or item[1] not in KINDS:
        raise _problem("save.bad_field", field="events")
    kind = ActionKind(item[1])
    card = None if item[2] is None else _card(item[2])
    if (card is not None) != (kind in (ActionKind.TAKE, ActionKind.DISCARD)):  # who saw which card
        raise _problem("save.bad_field", field="events")
    return item[0], kind, card


def _result(data: Any, names: Sequence[str], rules: Rules) -> HandResult:
    """A saved hand result: its facts read strictly, then settled again by the rules."""
    if type(data) is not dict:
        raise _problem("save.result")
    n = len(names)
    hands_data = _get(data, "hands", dict, lambda h: 2 <= len(h) <= n)
    hands: dict[int, tuple[Card, ...]] = {}
    for key, cards in hands_data.items():
        if type(key) is not str or not key.isascii() or not key.isdigit() or not _is_seat(n)(int(key[:2])):
            raise _problem("save.result")
        hands[int(key)] = tuple(_cards(cards, 3))
    shown = [c for hand in hands.values() for c in hand]
    if any(len(hand) != 3 for hand in hands.values()) or len(set(shown)) != len(shown):
        raise _problem("save.result")
    reason = _get(data, "reason", str, lambda r: r in Reason._value2member_map_)
    knocker = _seat_or_none(data, "knocker", n)
    declarers = [_get({"seat": v}, "seat", int, lambda s: s in hands) for v in _list(data, "declarers")]
    dealt = _get(data, "dealt", bool)
    _check_reason(Reason(reason), hands, knocker, declarers, dealt, rules)
    lives_before = [_lives(v) for v in _list(data, "lives_before", n)]
    result = settle(
        reason,
        hands,
        names=names,
        lives=lives_before,
        rules=rules,
        kitty=_get(data, "kitty_before", int, lambda v: 0 <= v <= 10**6),
        knocker=knocker,
        declarers=declarers,
        hand_number=_get(data, "hand_number", int, lambda v: 1 <= v <= 10**6),
        rounds=_get(data, "rounds", int, lambda v: 1 <= v <= MAX_LIST),
        dealt=dealt,
    )
    stored_out = [_get({"out": v}, "out", bool) for v in _list(data, "out_after", n)]
    if stored_out != list(result.out_after):
        raise _problem("save.result")
    return result


def _check_reason(
    reason: Reason,
    hands: dict[int, tuple[Card, ...]],
    knocker: int | None,
    declarers: list[int],
    dealt: bool,
    rules: Rules,
) -> None:
    """Each way a hand ends has the facts it needs, and no others (R-31-*, R-KNOCK-2, R-THROW-2)."""
    flags = variant_flags(rules)
    if knocker is not None and knocker not in hands:
        raise _problem("save.result")
    if reason is Reason.THIRTY_ONE:
        thirty_ones = [s for s, hand in hands.items() if total(hand, flags) == 31]
        ok = bool(declarers) and all(s in thirty_ones for s in declarers) and (dealt or len(declarers) == 1)
        ok = ok and len(set(declarers)) == len(declarers) and (not dealt or knocker is None)
    elif reason is Reason.MAX_ROUNDS:
        ok = knocker is None and not declarers and not dealt
    else:  # a knock or a throw down: somebody is the knocker
        ok = knocker is not None and not declarers and not dealt
    if not ok:
        raise _problem("save.result")


def _read_record(state: GameState, record: dict[str, Any], n: int) -> None:
    try:
        start_lives = check_lives(record["lives"], n, state.rules)
        dealer = check_seat(record["dealer"], n, "dealer")
        hands = record["hands"]
        if type(hands) is not list or not 1 <= len(hands) <= MAX_LIST:
            raise _problem("save.record")
        made = []
        for h in hands:
            actions = h["actions"]
            if type(actions) is not list or len(actions) > MAX_LIST or any(type(a) is not str for a in actions):
                raise _problem("save.record")
            deck = None if h["deck"] is None else check_deck(h["deck"])
            made.append(HandRecord(deck, [Action.parse(a) for a in actions]))
    except (KeyError, TypeError, BadInput, IllegalMove):
        raise _problem("save.record") from None
    state.start_dealer, state.start_lives, state.record = dealer, tuple(start_lives), made


# ---------------------------------------------------------------------- consistency


def check_state(s: GameState) -> None:
    """Raise DamagedSave unless ``s`` describes one possible moment of a game: seats, phase,
    lives, cards, the moves of this hand and the last hand's result fit together."""
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
    for seat in range(n):
        if s.out[seat] and s.lives[seat] != 0:
            raise _problem("save.out_with_lives", player=s.names[seat])
    _check_cards(s)
    _check_hands(s, playing)
    _check_turn(s, playing)
    _check_moves(s)
    _check_result(s)


def _check_cards(s: GameState) -> None:
    seen = [c for hand in s.hands for c in hand] + s.stock + s.pile
    twice = sorted({c for c in seen if seen.count(c) > 1})
    if twice:
        raise _problem("save.cards_twice", cards=twice[:6])
    missing = sorted(set(DECK) - set(seen))
    if missing:
        raise _problem("save.cards_missing", cards=missing[:6])


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
    if s.phase is Phase.DISCARD and (s.taken is None) == (s.drawn is None):  # four cards: one came now
        raise _problem("save.bad_field", field="taken")
    # Throw down (R-THROW-1): the seats asked so far, in order; all of them once play began.
    throw = s.phase is Phase.THROW_DOWN
    asked_all = len(s.passed) == len(s.order)
    if s.passed != list(s.order[: len(s.passed)]) or (s.passed and not s.rules.throw_down):
        raise _problem("save.bad_field", field="passed")
    if throw and (s.knocker is not None or asked_all or s.turn != s.order[len(s.passed)]):
        raise _problem("save.bad_field", field="passed")
    if playing and not throw and s.rules.throw_down and not asked_all:
        raise _problem("save.bad_field", field="passed")
    if playing and s.knocker is None and s.turns >= s.rules.max_rounds * len(s.order):
        raise _problem("save.bad_field", field="turns")  # R-TURN-5: the hand would be over


def _check_moves(s: GameState) -> None:
    """This hand's public moves replayed: each by the seat whose turn it was, in a possible order,
    leading to the turn, the knock, the passes, the pile and the stock that the save holds."""
    replay = _Moves(s)
    for seat, kind, card in s.events:
        replay.move(seat, kind, card)
    replay.check_end(s)


class _Moves:
    """The public course of one hand, move by move (what any player could have followed)."""

    def __init__(self, s: GameState) -> None:
        self.order, self.n = s.order, len(s.order)
        self.position, self.turns = 0, 0
        self.knocker: int | None = None
        self.holding: ActionKind | None = None  # a card drawn or taken, not yet discarded
        self.passed: list[int] = []
        self.asking, self.ended = s.rules.throw_down, False
        # The pile can be followed only from the card turned up at the deal (older saves lack it).
        self.pile: list[Card] | None = None if s.upcard is None else [s.upcard]
        self.stock, self.rebuilds = 52 - 3 * self.n - 1, 0

    def move(self, seat: int, kind: ActionKind, card: Card | None) -> None:
        if self.ended or seat != self.order[self.position]:
            raise _problem("save.moves")
        if self.asking:
            self._answer(seat, kind)
        elif kind is ActionKind.DRAW or kind is ActionKind.TAKE:
            self._pick_up(kind, card)
        elif kind is ActionKind.DISCARD and self.holding is not None:
            self.holding = None
            if self.pile is not None:
                self.pile.append(card)  # type: ignore[arg-type]
            self._next_turn()
        elif kind is ActionKind.KNOCK and self.holding is None and self.knocker is None:
            self.knocker = seat
            self._next_turn()
        else:
            raise _problem("save.moves")

    def _answer(self, seat: int, kind: ActionKind) -> None:  # R-THROW-1
        if kind is ActionKind.PASS:
            self.passed.append(seat)
            self.position = (self.position + 1) % self.n
            self.asking = len(self.passed) < self.n
        elif kind is ActionKind.THROW_DOWN:
            self.ended = True
        else:
            raise _problem("save.moves")

    def _pick_up(self, kind: ActionKind, card: Card | None) -> None:
        if self.holding is not None:
            raise _problem("save.moves")
        self.holding = kind
        if kind is ActionKind.TAKE:
            if self.pile is not None and (not self.pile or self.pile.pop() is not card):
                raise _problem("save.moves")
            return
        if self.stock == 0:  # R-TURN-4: the pile but its top becomes the stock
            self.stock = len(self.pile) - 1 if self.pile is not None else 0
            self.pile = self.pile[-1:] if self.pile is not None else None
            self.rebuilds += 1
        self.stock -= 1

    def _next_turn(self) -> None:
        self.turns += 1
        self.position = (self.position + 1) % self.n

    def check_end(self, s: GameState) -> None:
        if self.turns != s.turns or self.knocker != s.knocker or self.passed != s.passed:
            raise _problem("save.moves")
        if s.phase.playing:
            wanted = Phase.THROW_DOWN if self.asking else Phase.DISCARD if self.holding is not None else Phase.TAKE
            if self.ended or s.phase is not wanted or s.turn != self.order[self.position]:
                raise _problem("save.moves")
            took = self.holding is ActionKind.TAKE
            if took != (s.taken is not None) or (took and s.taken is not s.events[-1][2]):
                raise _problem("save.moves")
        pile_known = self.pile is not None
        if pile_known and (self.pile != s.pile or self.stock != len(s.stock) or self.rebuilds != s.rebuilds):
            raise _problem("save.moves")


def _check_result(s: GameState) -> None:
    """The last hand's result must be the result of the state it claims (R-KNOCK-4, R-LIFE-*)."""
    r = s.result
    if s.phase.over:
        if r is None or r.hand_number != s.hand_number or set(r.hands) != set(s.order):
            raise _problem("save.result_state")
        if any(set(r.hands[seat]) != set(s.hands[seat]) for seat in s.order):
            raise _problem("save.result_state")
        if r.knocker != s.knocker and r.reason is not Reason.THROW_DOWN:
            raise _problem("save.result_state")
    elif r is not None and (r.hand_number != s.hand_number - 1 or r.winner is not None):
        raise _problem("save.result_state")
    if r is not None and (
        list(r.lives_after) != s.lives or list(r.out_after) != s.out or r.kitty_after != s.kitty or r.winner != s.winner
    ):
        raise _problem("save.result_state")


__all__ = ["FORMAT", "MAX_SAVE_CHARACTERS", "VERSION", "check_state", "dump", "load", "record_data", "replay"]
