"""The game state machine: the deal, turns, knocking, 31, the showdown, lives and the end.

A :class:`Game` is omniscient (it knows every card); players get a :class:`PlayerView`.
Every action is checked completely before anything changes, so an illegal move raises
:class:`IllegalMove` and leaves the game exactly as it was.

Phases: ``"throw_down"`` (R-THROW-1: asking for a throw down), ``"take"`` (draw, take or
knock), ``"discard"`` (holding four cards), ``"hand_over"`` and ``"game_over"``.

Decisions where RULES.md is silent:

* When a hand ends, by any reason, every active hand is shown (the result holds all of
  them): the game is for learning, and seeing the others' hands is how one learns.
* ``apply(action, seat=...)`` refuses a move by anyone but the player whose turn it is; with
  no ``seat`` the move is made for that player.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import ClassVar, NamedTuple

from . import actions as A
from .actions import Action
from .cards import DECK, Card, Hand, parse_cards
from .errors import BadInput, IllegalMove
from .rules import Rules
from .scoring import total, variant_flags
from .showdown import KNOCK, MAX_ROUNDS, THIRTY_ONE, THROW_DOWN, HandResult, settle
from .view import Event, PlayerView

THROW_DOWN_PHASE = "throw_down"
TAKE = "take"
DISCARD = "discard"
HAND_OVER = "hand_over"
GAME_OVER = "game_over"
PHASES = (THROW_DOWN_PHASE, TAKE, DISCARD, HAND_OVER, GAME_OVER)
MIN_PLAYERS, MAX_PLAYERS = 2, 9
MAX_LIVES = 99


class Player(NamedTuple):
    """A seat at the table: ``lives`` >= 0; on the dole when ``lives == 0`` and not ``out``."""

    seat: int
    name: str
    lives: int
    out: bool

    @property
    def on_the_dole(self) -> bool:
        return self.lives == 0 and not self.out


class Game:
    """A game of Scat. Start one with :meth:`new`; see DESIGN.md for the whole API."""

    rules: Rules
    seed: int
    dealer: int
    phase: str
    current: int | None
    knocker: int | None
    kitty: int
    winner: int | None
    hand_number: int
    result: HandResult | None
    _hands: list[list[Card]]
    _stock: list[Card]  # the top is the end of the list
    _pile: list[Card]  # the discard pile; the top is the end of the list
    _order: tuple[int, ...]
    _next: dict[int, int]
    _taken: Card | None
    _drawn: Card | None

    def __init__(
        self,
        names: Sequence[str],
        rules: Rules | None = None,
        seed: int | None = None,
        dealer: int = 0,
        deck: Iterable[Card | str] | None = None,
        lives: int | Sequence[int] | None = None,
    ) -> None:
        self.rules = _check_rules(rules)
        self._flags = variant_flags(self.rules)
        self._names = _check_names(names)
        n = len(self._names)
        self.seed = _check_seed(seed)
        self.dealer = _check_seat(dealer, n, "dealer")
        self._lives = _check_lives(lives, n, self.rules)
        self._out = [False] * n
        self._start = {"dealer": self.dealer, "lives": list(self._lives)}
        self._record: list[tuple[tuple[Card, ...] | None, list[Action]]] = []
        self.kitty, self.winner, self.result, self.hand_number = 0, None, None, 0
        self._deal(None if deck is None else check_deck(deck))

    @classmethod
    def new(
        cls,
        names: Sequence[str],
        rules: Rules | None = None,
        seed: int | None = None,
        dealer: int = 0,
        deck: Iterable[Card | str] | None = None,
        lives: int | Sequence[int] | None = None,
    ) -> Game:
        """Start a game and deal its first hand (R-DEAL-4: from ``deck`` in order, top first,
        or shuffled from ``seed``; with neither, a random seed is chosen and kept)."""
        return cls(names, rules, seed, dealer, deck, lives)

    # ------------------------------------------------------------------ what anyone can read

    @property
    def players(self) -> tuple[Player, ...]:
        return tuple(Player(s, self._names[s], self._lives[s], self._out[s]) for s in range(len(self._names)))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._names)

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Seats in this hand, in turn order (clockwise from the dealer's left)."""
        return self._order

    def hand(self, seat: int) -> Hand:
        return Hand(self._hands[_check_seat(seat, len(self._names), "seat")])

    @property
    def discard_top(self) -> Card | None:
        return self._pile[-1] if self._pile else None

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, bottom first (the game knows it; a player sees only the top)."""
        return tuple(self._pile)

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock, top first (hidden from every player)."""
        return tuple(reversed(self._stock))

    @property
    def stock_count(self) -> int:
        return len(self._stock)

    @property
    def round(self) -> int:
        """The round of turns in this hand, from 1 (a round is one turn of every active player)."""
        return self._turns // len(self._order) + 1

    @property
    def turns(self) -> int:
        """Turns finished in this hand (a knock is a turn)."""
        return self._turns

    @property
    def taken(self) -> Card | None:
        """The card the current player took from the discard pile this turn (R-TURN-3)."""
        return self._taken

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(map(Event._make, self._events))

    def score(self, seat: int) -> int:
        """The score of ``seat``'s hand (three cards)."""
        return total(tuple(self._hands[seat][:3]), self._flags)

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """The actions the current player may take now (empty when the hand or game is over)."""
        phase = self.phase
        if phase == TAKE:
            if self._may_knock():
                return [A.DRAW_ACTION, A.TAKE_ACTION, A.KNOCK_ACTION]
            return [A.DRAW_ACTION, A.TAKE_ACTION]
        if phase == DISCARD:
            taken = self._taken
            return [A.DISCARDS[c.index] for c in self._hands[self.current] if c is not taken]  # type: ignore[index]
        if phase == THROW_DOWN_PHASE:
            return [A.THROW_DOWN_ACTION, A.PASS_ACTION]
        return []

    def is_legal(self, action: Action | str) -> bool:
        try:
            self._check(Action.parse(action))
        except IllegalMove:
            return False
        return True

    def _may_knock(self) -> bool:
        if self.knocker is not None:
            return False
        if self.rules.no_knock_first_round and self._turns < len(self._order):
            return False
        min_knock = self.rules.min_knock
        return not min_knock or total(self._hands[self.current], self._flags) >= min_knock  # type: ignore[index]

    # ------------------------------------------------------------------ playing

    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Play ``action`` (an :class:`Action` or its text) for the current player.

        With ``seat``, refuse unless it is that seat's turn. Raises :class:`IllegalMove`.
        """
        if action.__class__ is not Action:
            action = Action.parse(action)
        if seat is not None and seat != self.current:
            self._check_not_over()
            raise IllegalMove("move.not_your_turn", player=self._names[self.current])  # type: ignore[index]
        self._check(action)  # type: ignore[arg-type]
        self._record[-1][1].append(action)  # type: ignore[arg-type]
        self._PLAY[action.kind](self, action)  # type: ignore[union-attr]

    def draw(self) -> None:
        self.apply(A.DRAW_ACTION)

    def take(self) -> None:
        self.apply(A.TAKE_ACTION)

    def discard(self, card: Card | str) -> None:
        try:
            action = Action.discard(card)
        except BadInput:
            raise IllegalMove("move.unreadable_card", text=str(card)) from None
        self.apply(action)

    def knock(self) -> None:
        self.apply(A.KNOCK_ACTION)

    def throw_down(self) -> None:
        self.apply(A.THROW_DOWN_ACTION)

    def pass_(self) -> None:
        self.apply(A.PASS_ACTION)

    def _check_not_over(self) -> None:
        if self.phase == GAME_OVER:
            raise IllegalMove("move.game_over", player=self._names[self.winner or 0])
        if self.phase == HAND_OVER:
            raise IllegalMove("move.hand_over")

    def _check(self, action: Action) -> None:
        """Raise :class:`IllegalMove` unless ``action`` is legal now; change nothing."""
        phase, kind = self.phase, action.kind
        if phase == TAKE and (kind is A.DRAW or kind is A.TAKE):
            return
        if phase == DISCARD and kind is A.DISCARD:
            hand = self._hands[self.current]  # type: ignore[index]
            if action.card not in hand:
                raise IllegalMove("move.not_in_hand", card=action.card)
            if action.card is self._taken:
                raise IllegalMove("move.discard_taken", card=action.card)  # R-TURN-3
            return
        if phase == TAKE and kind is A.KNOCK:
            self._check_knock()
            return
        if phase == THROW_DOWN_PHASE and kind in (A.THROW_DOWN, A.PASS):
            return
        self._check_not_over()
        raise IllegalMove(_WRONG_PHASE[phase], action=action)

    def _check_knock(self) -> None:
        if self.knocker is not None:
            raise IllegalMove("move.knock_twice", player=self._names[self.knocker])
        if self.rules.no_knock_first_round and self._turns < len(self._order):
            raise IllegalMove("move.knock_first_round")
        score = total(self._hands[self.current], self._flags)  # type: ignore[index]
        if score < self.rules.min_knock:
            raise IllegalMove("move.knock_too_low", total=score, min=self.rules.min_knock)

    def _play_draw(self, action: Action) -> None:
        if not self._stock:
            self._rebuild_stock()
        card = self._stock.pop()
        self._hands[self.current].append(card)  # type: ignore[index]
        self._drawn, self._taken, self.phase = card, None, DISCARD
        self._events.append((self.current, A.DRAW, None))  # type: ignore[arg-type]

    def _play_take(self, action: Action) -> None:
        card = self._pile.pop()
        self._hands[self.current].append(card)  # type: ignore[index]
        self._taken, self._drawn, self.phase = card, None, DISCARD
        self._events.append((self.current, A.TAKE, card))  # type: ignore[arg-type]

    def _play_discard(self, action: Action) -> None:
        seat, card = self.current, action.card
        hand = self._hands[seat]  # type: ignore[index]
        hand.remove(card)  # type: ignore[arg-type]
        self._pile.append(card)  # type: ignore[arg-type]
        self._events.append((seat, A.DISCARD, card))  # type: ignore[arg-type]
        self._turns += 1
        self._taken = self._drawn = None
        if total(hand, self._flags) == 31:  # R-31-3: declared at once, after the discard
            self._end_hand(THIRTY_ONE, declarers=(seat,))  # type: ignore[arg-type]
        elif self._next[seat] == self.knocker:  # type: ignore[index]  # R-KNOCK-2: the knocker's right has discarded
            self._end_hand(KNOCK)
        elif self.knocker is None and self._turns >= self.rules.max_rounds * len(self._order):
            self._end_hand(MAX_ROUNDS)  # R-TURN-5
        else:
            self.current, self.phase = self._next[seat], TAKE  # type: ignore[index]

    def _play_knock(self, action: Action) -> None:
        seat = self.current
        self.knocker = seat
        self._events.append((seat, A.KNOCK, None))  # type: ignore[arg-type]
        self._turns += 1
        self.current = self._next[seat]  # type: ignore[index]

    def _play_throw_down(self, action: Action) -> None:
        self._events.append((self.current, A.THROW_DOWN, None))  # type: ignore[arg-type]
        self._end_hand(THROW_DOWN, knocker=self.current)

    def _play_pass(self, action: Action) -> None:
        seat = self.current
        self._passed.append(seat)  # type: ignore[arg-type]
        self._events.append((seat, A.PASS, None))  # type: ignore[arg-type]
        self.current = self._next[seat]  # type: ignore[index]
        if len(self._passed) == len(self._order):  # R-THROW-1: nobody called; play begins
            self.phase = TAKE

    _PLAY: ClassVar[dict[str, Callable[[Game, Action], None]]] = {
        A.DRAW: _play_draw,
        A.TAKE: _play_take,
        A.DISCARD: _play_discard,
        A.KNOCK: _play_knock,
        A.THROW_DOWN: _play_throw_down,
        A.PASS: _play_pass,
    }

    def _rebuild_stock(self) -> None:
        """R-TURN-4: the discard pile but its top, shuffled, becomes the stock."""
        top = self._pile.pop()
        self._rebuilds += 1
        rng = _rng(self.seed, self.hand_number, self._rebuilds)
        self._stock = _shuffled(self._pile, rng)
        self._pile = [top]

    # ------------------------------------------------------------------ hands

    def next_hand(self, deck: Iterable[Card | str] | None = None) -> None:
        """Deal the next hand; the deal passes clockwise to the next active player (R-DEAL-3)."""
        if self.phase == GAME_OVER:
            raise IllegalMove("hand.game_over", player=self._names[self.winner or 0])
        if self.phase != HAND_OVER:
            raise IllegalMove("hand.still_playing")
        cards = None if deck is None else check_deck(deck)
        self.dealer = self._seat_after(self.dealer)
        self._deal(cards)

    def _seat_after(self, seat: int) -> int:
        n = len(self._names)
        for k in range(1, n + 1):
            if not self._out[(seat + k) % n]:
                return (seat + k) % n
        raise AssertionError("no active player left")  # a finished game never deals

    def _deal(self, deck: tuple[Card, ...] | None) -> None:
        """R-DEAL-1/2/4: three cards each from the dealer's left, one upcard, the rest stock."""
        self.hand_number += 1
        self._record.append((deck, []))
        if deck is None:
            deck = tuple(_shuffled(DECK, _rng(self.seed, self.hand_number, 0)))
        self._set_order()
        n = len(self._order)
        self._hands = [[] for _ in self._names]  # seats that are out hold nothing
        for k, seat in enumerate(self._order):
            self._hands[seat] = [deck[k], deck[k + n], deck[k + 2 * n]]
        self._pile = [deck[3 * n]]
        self._stock = list(deck[3 * n + 1 :])
        self._stock.reverse()  # the top of the stock is the end of the list
        self._reset_hand_state()
        dealt_31 = tuple(s for s in self._order if total(self._hands[s], self._flags) == 31)
        if dealt_31:  # R-31-2: shown before anyone plays
            self._end_hand(THIRTY_ONE, declarers=dealt_31, dealt=True)

    def _set_order(self) -> None:
        n = len(self._names)
        seats = [(self.dealer + k) % n for k in range(1, n + 1)]
        self._order = tuple(s for s in seats if not self._out[s])
        count = len(self._order)
        self._next = {s: self._order[(i + 1) % count] for i, s in enumerate(self._order)}

    def _reset_hand_state(self) -> None:
        self.knocker = None
        self.current = self._order[0]  # R-TURN-1
        self.phase = THROW_DOWN_PHASE if self.rules.throw_down else TAKE
        self._turns = self._rebuilds = 0
        self._taken = self._drawn = None
        self._passed: list[int] = []
        self._events: list[tuple[int, str, Card | None]] = []  # Event fields, as plain tuples

    def _end_hand(
        self, reason: str, declarers: tuple[int, ...] = (), knocker: int | None = None, dealt: bool = False
    ) -> None:
        result = settle(
            reason,
            {s: self._hands[s] for s in self._order},
            names=self._names,
            lives=self._lives,
            rules=self.rules,
            kitty=self.kitty,
            knocker=self.knocker if knocker is None else knocker,
            declarers=declarers,
            hand_number=self.hand_number,
            rounds=self.round,
            dealt=dealt,
        )
        self._apply_result(result)

    def _apply_result(self, result: HandResult) -> None:
        self.result = result
        self._lives, self._out = list(result.lives_after), list(result.out_after)
        self.kitty = result.kitty_after
        self.current, self._taken, self._drawn = None, None, None
        self.winner = result.winner
        self.phase = GAME_OVER if result.winner is not None else HAND_OVER

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> PlayerView:
        """Exactly what ``seat`` may know now (R-INFO-1, R-THROW-3)."""
        seat = _check_seat(seat, len(self._names), "seat")
        face_down = self.phase == THROW_DOWN_PHASE and seat not in self._passed
        mine = self.current == seat
        return PlayerView(
            seat=seat,
            names=tuple(self._names),
            lives=tuple(self._lives),
            out=tuple(self._out),
            rules=self.rules,
            phase=self.phase,
            current=self.current,
            dealer=self.dealer,
            knocker=self.knocker,
            hand_number=self.hand_number,
            round=self.round,
            turns=self._turns,
            hand=() if face_down else tuple(self._hands[seat]),
            hand_face_down=face_down,
            taken=self._taken if mine else None,
            drawn=self._drawn if mine else None,
            discard_top=self.discard_top,
            stock_count=len(self._stock),
            kitty=self.kitty,
            winner=self.winner,
            events=tuple(map(Event._make, self._events)),
            legal_actions=tuple(self.legal_actions()) if mine else (),
            last_result=self.result,
        )

    # ------------------------------------------------------------------ saving

    def to_json(self, indent: int | None = None) -> str:
        """The whole game as JSON text (format version in ``"version"``); see :mod:`.saves`."""
        from .saves import game_to_json

        return game_to_json(self, indent)

    @classmethod
    def from_json(cls, text: str) -> Game:
        """A saved game; damaged, tampered or inconsistent text raises ``ValueError``."""
        from .saves import game_from_json

        return game_from_json(text)

    @property
    def record(self) -> dict[str, object]:
        """How this game was played: set-up, each hand's deck (if given) and actions, as text."""
        from .saves import record_of

        return record_of(self)

    @classmethod
    def replay(cls, record: dict[str, object]) -> Game:
        """Rebuild a game from its :attr:`record` (seed or decks plus the actions)."""
        from .saves import replay

        return replay(record)

    def __repr__(self) -> str:
        return f"<Game hand {self.hand_number} {self.phase} players={self._names} dealer={self.dealer}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]


_WRONG_PHASE = {
    THROW_DOWN_PHASE: "move.throw_down_first",
    TAKE: "move.take_first",
    DISCARD: "move.must_discard",
}


# ---------------------------------------------------------------------- randomness


def _rng(seed: int, hand_number: int, shuffle: int) -> random.Random:
    # One generator per shuffle, derived from the game's seed: a saved game needs no RNG state.
    return random.Random(f"{seed}/{hand_number}/{shuffle}")


def _shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    # Sorting by random keys is a uniform shuffle and several times faster than random.shuffle.
    keys = [rng.random() for _ in cards]
    order = sorted(range(len(cards)), key=keys.__getitem__)
    return [cards[i] for i in order]


# ---------------------------------------------------------------------- checking set-up


def check_deck(deck: Iterable[Card | str]) -> tuple[Card, ...]:
    """The 52 cards, each exactly once, in the given order (R-DEAL-4)."""
    cards = parse_cards(deck)
    if len(set(cards)) != len(cards):
        twice = sorted({c for c in cards if cards.count(c) > 1})
        raise BadInput("setup.deck_duplicate", cards=twice)
    if len(cards) != 52:
        raise BadInput("setup.deck_size", count=len(cards))
    return cards


def _check_rules(rules: object) -> Rules:
    if rules is None:
        return Rules()
    if isinstance(rules, dict):
        return Rules.from_data(rules)
    if not isinstance(rules, Rules):
        raise BadInput("setup.rules", value=repr(rules))
    return rules


def _check_names(names: object) -> list[str]:
    if isinstance(names, str) or not isinstance(names, Sequence):
        raise BadInput("setup.names", value=repr(names))
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise BadInput("setup.players_count", count=len(names))
    cleaned = []
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise BadInput("setup.player_name", name=repr(name))
        if name.strip() in cleaned:
            raise BadInput("setup.names_unique", name=name.strip())
        cleaned.append(name.strip())
    return cleaned


def _check_seed(seed: object) -> int:
    if seed is None:
        return random.SystemRandom().randrange(2**32)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise BadInput("setup.seed", value=repr(seed))
    return seed


def _check_seat(seat: object, n: int, what: str) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
        raise BadInput("setup.seat", what=what, value=repr(seat), high=n - 1)
    return seat


def _check_lives(lives: object, n: int, rules: Rules) -> list[int]:
    if lives is None:
        return [rules.lives] * n
    each = [lives] * n if isinstance(lives, int) else lives
    if not isinstance(each, Sequence) or isinstance(each, str) or len(each) != n:
        raise BadInput("setup.lives_count", players=n)
    for value in each:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_LIVES:
            raise BadInput("setup.lives", value=repr(value), high=MAX_LIVES)
        if value == 0 and not rules.on_the_dole:
            raise BadInput("setup.lives_zero")
    return list(each)
