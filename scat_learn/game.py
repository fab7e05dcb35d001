"""The game state machine: the deal, turns, knocking, 31, the showdown, lives and the end.

A :class:`Game` is omniscient (it knows every card); players get a :class:`PlayerView`.
Every action is checked completely before anything changes, so an illegal move raises
:class:`IllegalMove` and leaves the game exactly as it was. All that a game knows is one value,
its :class:`~scat_learn.state.GameState`; :mod:`scat_learn.saves` reads and writes that value.

Phases (:class:`~scat_learn.state.Phase`): ``"throw_down"`` (R-THROW-1: asking for a throw
down), ``"take"`` (draw, take or knock), ``"discard"`` (holding four cards), ``"hand_over"``
and ``"game_over"``.

Decisions where the rules are silent:

* When a hand ends, by any reason, every active hand is shown (the result holds all of
  them): the game is for learning, and seeing the others' hands is how one learns.
* ``apply(action, seat=...)`` refuses a move by anyone but the player whose turn it is; with
  no ``seat`` the move is made for that player.
* A stock made again from the discard pile (R-TURN-4) is shuffled by a generator derived from
  the game's seed when the hand was dealt from the seed, and from the hand's own deck when a
  deck was given: then the deck alone decides every card of the hand, and a game dealt from
  given decks (as the served app deals them) reveals nothing through its seed.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import random
from collections.abc import Callable, Iterable, Sequence
from typing import ClassVar, NamedTuple

from . import actions as A
from .actions import Action, ActionKind
from .cards import DECK, Card, Hand
from .checks import check_deck, check_lives, check_names, check_rules, check_seat, check_seed
from .errors import BadInput, DamagedSave, IllegalMove
from .messages import Message
from .rules import Rules
from .scoring import total, variant_flags
from .showdown import HandResult, Reason, settle
from .state import GameState, HandRecord, Phase, next_seat, turn_order
from .view import SPECTATOR, Event, PlayerView

MIN_PLAYERS, MAX_PLAYERS = 2, 9
log = logging.getLogger(__name__)

# The phases and kinds as module constants: the engine compares them hundreds of thousands of
# times a second, and a global is found faster than an enum class's attribute.
_THROW_DOWN, _TAKE, _DISCARD, _HAND_OVER, _GAME_OVER = tuple(Phase)
_DRAW_KIND, _TAKE_KIND, _DISCARD_KIND, _KNOCK_KIND, _THROW_DOWN_KIND, _PASS_KIND = tuple(ActionKind)


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
    """A game of Scat. Start one with :meth:`new`; the README and ``docs/architecture.md``
    describe the whole API."""

    _s: GameState
    _flags: int
    _next: dict[int, int]

    def __init__(
        self,
        names: Sequence[str],
        rules: Rules | None = None,
        seed: int | None = None,
        dealer: int = 0,
        deck: Iterable[Card | str] | None = None,
        lives: int | Sequence[int] | None = None,
    ) -> None:
        checked_rules = check_rules(rules)
        clean_names = check_names(names)
        n = len(clean_names)
        first_dealer = check_seat(dealer, n, "dealer")
        start = check_lives(lives, n, checked_rules)
        cards = None if deck is None else check_deck(deck)
        state = GameState(
            names=clean_names,
            rules=checked_rules,
            seed=check_seed(seed),
            dealer=first_dealer,
            lives=list(start),
            out=[False] * n,
            start_dealer=first_dealer,
            start_lives=tuple(start),
        )
        self._adopt(state)
        self._deal(cards)

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

    @classmethod
    def from_state(cls, state: GameState) -> Game:
        """A game at the moment ``state`` describes, which must be consistent (see
        :func:`scat_learn.saves.check_state`); the game works on its own copy."""
        from .saves import check_state

        check_state(state)
        return cls._ready(state.copy())

    @classmethod
    def _ready(cls, state: GameState) -> Game:
        """A game of a checked state, with everything a screen will read built once (every
        view, the legal moves, the last hand's explanation): a state that passed the checks
        but cannot be shown is refused here, not later on somebody's screen."""
        game = cls.__new__(cls)
        game._adopt(state)
        try:
            for seat in range(len(state.names)):
                game.view(seat)
            game.legal_actions()
            if state.result is not None:
                _ = [str(step) for step in state.result.steps], state.result.scores
        except (ArithmeticError, LookupError, TypeError, ValueError) as error:
            log.error("a checked saved state cannot be used: %s", error)
            raise DamagedSave("save.damaged", problem=Message("save.unusable")) from None
        return game

    def _adopt(self, state: GameState) -> None:
        self._s = state
        self._flags = variant_flags(state.rules)
        self._link_order()

    def _link_order(self) -> None:
        order = self._s.order
        self._next = {s: order[(i + 1) % len(order)] for i, s in enumerate(order)}

    @property
    def state(self) -> GameState:
        """A copy of everything this game knows (omniscient: never give it to a player)."""
        return self._s.copy()

    # ------------------------------------------------------------------ what anyone can read

    @property
    def rules(self) -> Rules:
        return self._s.rules

    @property
    def seed(self) -> int:
        return self._s.seed

    @property
    def phase(self) -> Phase:
        return self._s.phase

    @property
    def current(self) -> int | None:
        """The seat whose decision it is; None in "hand_over" and "game_over"."""
        s = self._s
        return s.turn if s.phase is not _HAND_OVER and s.phase is not _GAME_OVER else None

    @property
    def dealer(self) -> int:
        return self._s.dealer

    @property
    def knocker(self) -> int | None:
        return self._s.knocker

    @property
    def kitty(self) -> int:
        return self._s.kitty

    @property
    def winner(self) -> int | None:
        return self._s.winner

    @property
    def hand_number(self) -> int:
        return self._s.hand_number

    @property
    def result(self) -> HandResult | None:
        """The last finished hand (this one, once it is over)."""
        return self._s.result

    @property
    def players(self) -> tuple[Player, ...]:
        s = self._s
        return tuple(Player(i, s.names[i], s.lives[i], s.out[i]) for i in range(len(s.names)))

    @property
    def names(self) -> tuple[str, ...]:
        return self._s.names

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Seats in this hand, in turn order (clockwise from the dealer's left)."""
        return self._s.order

    def hand(self, seat: int) -> Hand:
        return Hand(self._s.hands[check_seat(seat, len(self._s.names))])

    @property
    def discard_top(self) -> Card | None:
        pile = self._s.pile
        return pile[-1] if pile else None

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, bottom first (the game knows it; a player sees only the top)."""
        return tuple(self._s.pile)

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock, top first (hidden from every player)."""
        return tuple(reversed(self._s.stock))

    @property
    def stock_count(self) -> int:
        return len(self._s.stock)

    @property
    def round(self) -> int:
        """The round of turns in this hand, from 1 (a round is one turn of every active player)."""
        return self._s.turns // len(self._s.order) + 1

    @property
    def turns(self) -> int:
        """Turns finished in this hand (a knock is a turn)."""
        return self._s.turns

    @property
    def taken(self) -> Card | None:
        """The card the current player took from the discard pile this turn (R-TURN-3)."""
        return self._s.taken

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(map(Event._make, self._s.events))

    def score(self, seat: int) -> int:
        """The score of ``seat``'s hand (three cards)."""
        return total(tuple(self._s.hands[seat][:3]), self._flags)

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """The actions the current player may take now (empty when the hand or game is over)."""
        s = self._s
        phase = s.phase
        if phase is _TAKE:
            if self._may_knock():
                return [A.DRAW_ACTION, A.TAKE_ACTION, A.KNOCK_ACTION]
            return [A.DRAW_ACTION, A.TAKE_ACTION]
        if phase is _DISCARD:
            taken = s.taken
            return [A.DISCARDS[c.index] for c in s.hands[s.turn] if c is not taken]
        if phase is _THROW_DOWN:
            return [A.THROW_DOWN_ACTION, A.PASS_ACTION]
        return []

    def is_legal(self, action: Action | str) -> bool:
        try:
            self._check(Action.parse(action))
        except IllegalMove:
            return False
        return True

    def _may_knock(self) -> bool:
        s = self._s
        if s.knocker is not None:
            return False
        if s.rules.no_knock_first_round and s.turns < len(s.order):
            return False
        min_knock = s.rules.min_knock
        return not min_knock or total(s.hands[s.turn], self._flags) >= min_knock

    # ------------------------------------------------------------------ playing

    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Play ``action`` (an :class:`Action` or its text) for the current player.

        With ``seat``, refuse unless it is that seat's turn. Raises :class:`IllegalMove`.
        """
        move = action if type(action) is Action else Action.parse(action)
        s = self._s
        if seat is not None and seat != s.current:
            self._check_not_over()
            raise IllegalMove("move.not_your_turn", player=s.names[s.turn])
        self._check(move)
        s.record[-1].actions.append(move)
        self._PLAY[move.kind](self, move)

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
        s = self._s
        if s.phase is _GAME_OVER:
            raise IllegalMove("move.game_over", player=s.names[s.winner or 0])
        if s.phase is _HAND_OVER:
            raise IllegalMove("move.hand_over")

    def _check(self, action: Action) -> None:
        """Raise :class:`IllegalMove` unless ``action`` is legal now; change nothing."""
        s = self._s
        phase, kind = s.phase, action.kind
        if phase is _TAKE and (kind is _DRAW_KIND or kind is _TAKE_KIND):
            return
        if phase is _DISCARD and kind is _DISCARD_KIND:
            if action.card not in s.hands[s.turn]:
                raise IllegalMove("move.not_in_hand", card=action.card)
            if action.card is s.taken:
                raise IllegalMove("move.discard_taken", card=action.card)  # R-TURN-3
            return
        if phase is _TAKE and kind is _KNOCK_KIND:
            self._check_knock()
            return
        if phase is _THROW_DOWN and kind in (_THROW_DOWN_KIND, _PASS_KIND):
            return
        self._check_not_over()
        raise IllegalMove(_WRONG_PHASE[phase], action=action)

    def _check_knock(self) -> None:
        s = self._s
        if s.knocker is not None:
            raise IllegalMove("move.knock_twice", player=s.names[s.knocker])
        if s.rules.no_knock_first_round and s.turns < len(s.order):
            raise IllegalMove("move.knock_first_round")
        score = total(s.hands[s.turn], self._flags)
        if score < s.rules.min_knock:
            raise IllegalMove("move.knock_too_low", total=score, min=s.rules.min_knock)

    def _play_draw(self, action: Action) -> None:
        s = self._s
        if not s.stock:
            self._rebuild_stock()
        card = s.stock.pop()
        s.hands[s.turn].append(card)
        s.drawn, s.taken, s.phase = card, None, _DISCARD
        s.events.append((s.turn, _DRAW_KIND, None))

    def _play_take(self, action: Action) -> None:
        s = self._s
        card = s.pile.pop()
        s.hands[s.turn].append(card)
        s.taken, s.drawn, s.phase = card, None, _DISCARD
        s.events.append((s.turn, _TAKE_KIND, card))

    def _play_discard(self, action: Action) -> None:
        s = self._s
        seat, card = s.turn, action.card
        assert card is not None  # a discard always names its card
        hand = s.hands[seat]
        hand.remove(card)
        s.pile.append(card)
        s.events.append((seat, _DISCARD_KIND, card))
        s.turns += 1
        s.taken = s.drawn = None
        if total(hand, self._flags) == 31:  # R-31-3: declared at once, after the discard
            self._end_hand(Reason.THIRTY_ONE, declarers=(seat,))
        elif self._next[seat] == s.knocker:  # R-KNOCK-2: the knocker's right has discarded
            self._end_hand(Reason.KNOCK)
        elif s.knocker is None and s.turns >= s.rules.max_rounds * len(s.order):
            self._end_hand(Reason.MAX_ROUNDS)  # R-TURN-5
        else:
            s.turn, s.phase = self._next[seat], _TAKE

    def _play_knock(self, action: Action) -> None:
        s = self._s
        s.knocker = s.turn
        s.events.append((s.turn, _KNOCK_KIND, None))
        s.turns += 1
        s.turn = self._next[s.turn]

    def _play_throw_down(self, action: Action) -> None:
        s = self._s
        s.events.append((s.turn, _THROW_DOWN_KIND, None))
        self._end_hand(Reason.THROW_DOWN, knocker=s.turn)

    def _play_pass(self, action: Action) -> None:
        s = self._s
        s.passed.append(s.turn)
        s.events.append((s.turn, _PASS_KIND, None))
        s.turn = self._next[s.turn]
        if len(s.passed) == len(s.order):  # R-THROW-1: nobody called; play begins
            s.phase = _TAKE

    _PLAY: ClassVar[dict[ActionKind, Callable[[Game, Action], None]]] = {
        _DRAW_KIND: _play_draw,
        _TAKE_KIND: _play_take,
        _DISCARD_KIND: _play_discard,
        _KNOCK_KIND: _play_knock,
        _THROW_DOWN_KIND: _play_throw_down,
        _PASS_KIND: _play_pass,
    }

    def _rebuild_stock(self) -> None:
        """R-TURN-4: the discard pile but its top, shuffled, becomes the stock."""
        s = self._s
        top = s.pile.pop()
        s.rebuilds += 1
        s.stock = _shuffled(s.pile, _rebuild_rng(s))
        s.pile = [top]

    # ------------------------------------------------------------------ hands

    def next_hand(self, deck: Iterable[Card | str] | None = None) -> None:
        """Deal the next hand; the deal passes clockwise to the next active player (R-DEAL-3)."""
        s = self._s
        if s.phase is _GAME_OVER:
            raise IllegalMove("hand.game_over", player=s.names[s.winner or 0])
        if s.phase is not _HAND_OVER:
            raise IllegalMove("hand.still_playing")
        cards = None if deck is None else check_deck(deck)
        s.dealer = next_seat(s.dealer, s.out)
        self._deal(cards)

    def _deal(self, deck: tuple[Card, ...] | None) -> None:
        """R-DEAL-1/2/4: three cards each from the dealer's left, one upcard, the rest stock."""
        s = self._s
        s.hand_number += 1
        s.record.append(HandRecord(deck))
        if deck is None:
            deck = tuple(_shuffled(DECK, _rng(s.seed, s.hand_number, 0)))
        s.order = turn_order(s.dealer, s.out)
        self._link_order()
        n = len(s.order)
        s.hands = [[] for _ in s.names]  # seats that are out hold nothing
        for k, seat in enumerate(s.order):
            s.hands[seat] = [deck[k], deck[k + n], deck[k + 2 * n]]
        s.upcard = deck[3 * n]
        s.pile = [s.upcard]
        s.stock = list(deck[3 * n + 1 :])
        s.stock.reverse()  # the top of the stock is the end of the list
        s.knocker = None
        s.turn = s.order[0]  # R-TURN-1
        s.phase = _THROW_DOWN if s.rules.throw_down else _TAKE
        s.turns = s.rebuilds = 0
        s.taken = s.drawn = None
        s.passed = []
        s.events = []
        dealt_31 = tuple(seat for seat in s.order if total(s.hands[seat], self._flags) == 31)
        if dealt_31:  # R-31-2: shown before anyone plays
            self._end_hand(Reason.THIRTY_ONE, declarers=dealt_31, dealt=True)

    def _end_hand(
        self, reason: Reason, declarers: tuple[int, ...] = (), knocker: int | None = None, dealt: bool = False
    ) -> None:
        s = self._s
        result = settle(
            reason,
            {seat: s.hands[seat] for seat in s.order},
            names=s.names,
            lives=s.lives,
            rules=s.rules,
            kitty=s.kitty,
            knocker=s.knocker if knocker is None else knocker,
            declarers=declarers,
            hand_number=s.hand_number,
            rounds=self.round,
            dealt=dealt,
        )
        s.result = result
        s.lives, s.out = list(result.lives_after), list(result.out_after)
        s.kitty = result.kitty_after
        s.taken = s.drawn = None
        s.winner = result.winner
        s.phase = _GAME_OVER if result.winner is not None else _HAND_OVER

    def rename(self, seat: int, name: str) -> None:
        """Give ``seat``'s player a new name (names stay different); the last hand's result
        speaks of them by the new name too."""
        s = self._s
        names = list(s.names)
        names[check_seat(seat, len(names))] = name
        s.names = check_names(names)
        if s.result is not None:
            s.result = dataclasses.replace(s.result, names=s.names)

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> PlayerView:
        """Exactly what ``seat`` may know now (R-INFO-1, R-THROW-3); ``seat`` may be
        :data:`~scat_learn.view.SPECTATOR`: what anyone watching the table may know (no hand)."""
        s = self._s
        watching = seat == SPECTATOR
        seat = seat if watching else check_seat(seat, len(s.names))
        face_down = s.phase is _THROW_DOWN and seat not in s.passed
        mine = s.current == seat
        return PlayerView(
            seat=seat,
            names=s.names,
            lives=tuple(s.lives),
            out=tuple(s.out),
            rules=s.rules,
            phase=s.phase,
            current=s.current,
            dealer=s.dealer,
            knocker=s.knocker,
            hand_number=s.hand_number,
            round=self.round,
            turns=s.turns,
            hand=() if face_down or watching else tuple(s.hands[seat]),
            hand_face_down=face_down,
            taken=s.taken if mine else None,
            drawn=s.drawn if mine else None,
            discard_top=self.discard_top,
            stock_count=len(s.stock),
            kitty=s.kitty,
            winner=s.winner,
            events=tuple(map(Event._make, s.events)),
            legal_actions=tuple(self.legal_actions()) if mine else (),
            last_result=s.result,
            upcard=s.upcard,
        )

    # ------------------------------------------------------------------ saving

    def to_json(self, indent: int | None = None) -> str:
        """The whole game as JSON text (format version in ``"version"``); see :mod:`.saves`."""
        from .saves import dump

        return dump(self._s, indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """A saved game; damaged, tampered or inconsistent text raises ``ValueError``
        (a :class:`~scat_learn.errors.DamagedSave`)."""
        from .saves import load

        return cls._ready(load(text))

    @property
    def record(self) -> dict[str, object]:
        """How this game was played: set-up, each hand's deck (if given) and actions, as text."""
        from .saves import record_data

        return record_data(self._s)

    @classmethod
    def replay(cls, record: dict[str, object]) -> Game:
        """Rebuild a game from its :attr:`record` (seed or decks plus the actions)."""
        from .saves import replay

        return replay(record, cls)

    def __repr__(self) -> str:
        s = self._s
        return f"<Game hand {s.hand_number} {s.phase.value} players={list(s.names)} dealer={s.dealer}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]


_WRONG_PHASE = {
    Phase.THROW_DOWN: "move.throw_down_first",
    Phase.TAKE: "move.take_first",
    Phase.DISCARD: "move.must_discard",
}


# ---------------------------------------------------------------------- randomness


def _rng(seed: int, hand_number: int, shuffle: int) -> random.Random:
    # One generator per shuffle, derived from the game's seed: a saved game needs no RNG state.
    return random.Random(f"{seed}/{hand_number}/{shuffle}")


def _rebuild_rng(s: GameState) -> random.Random:
    deck = s.record[-1].deck if s.record else None
    if deck is None:
        return _rng(s.seed, s.hand_number, s.rebuilds)
    # A given deck decides its whole hand, the stocks made again from the pile too.
    digest = hashlib.sha256(bytes(c.index for c in deck) + s.rebuilds.to_bytes(4, "big")).hexdigest()
    return random.Random(digest)


def _shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    # Sorting by random keys is a uniform shuffle and several times faster than random.shuffle.
    keys = [rng.random() for _ in cards]
    order = sorted(range(len(cards)), key=keys.__getitem__)
    return [cards[i] for i in order]


__all__ = ["MAX_PLAYERS", "MIN_PLAYERS", "Game", "Player", "check_deck"]
