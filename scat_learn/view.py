"""What one player may know (R-INFO-1): the only thing bots and the browser ever receive."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .actions import Action, ActionKind
from .cards import Card
from .messages import Message
from .rules import Rules
from .scoring import HandScore, score_hand
from .showdown import HandResult
from .state import Phase, turn_order

# The seat of a view for someone who watches the table and plays at none of its seats (the
# teacher, the projector, a student whose game is over): only what everyone at the table saw.
SPECTATOR = -1


class Event(NamedTuple):
    """A public action of this hand: who did what. ``card`` is None for a draw from the stock
    (nobody else sees the drawn card) and for a knock, a pass or a throw down."""

    seat: int
    kind: ActionKind
    card: Card | None

    def message(self, names: tuple[str, ...]) -> Message:
        params: dict[str, object] = {"player": names[self.seat]}
        if self.card is not None:
            params["card"] = self.card
        return Message("event." + self.kind.message_name, params)


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything ``seat`` may know now, and nothing more.

    ``hand`` is empty while the hand is face down (R-THROW-3: a player who has not yet answered
    the throw-down question has not looked). ``events`` are this hand's public actions in order.
    ``last_result`` is the last finished hand, whose cards were all shown; ``upcard`` the card
    turned face up at this hand's deal (R-DEAL-2: everyone saw it). The view holds no
    seed, no stock order and no other player's cards: two games that differ only in those give
    equal views.
    """

    seat: int
    names: tuple[str, ...]
    lives: tuple[int, ...]
    out: tuple[bool, ...]
    rules: Rules
    phase: Phase
    current: int | None
    dealer: int
    knocker: int | None
    hand_number: int
    round: int
    turns: int  # turns completed in this hand
    hand: tuple[Card, ...]
    hand_face_down: bool
    taken: Card | None  # the card this seat took from the discard pile this turn
    drawn: Card | None  # the card this seat drew from the stock this turn
    discard_top: Card | None
    stock_count: int
    kitty: int
    winner: int | None
    events: tuple[Event, ...]
    legal_actions: tuple[Action, ...]  # empty unless it is this seat's decision
    last_result: HandResult | None
    upcard: Card | None = None

    @property
    def spectator(self) -> bool:
        """True for the view of someone watching (:data:`SPECTATOR`): no hand, no decision."""
        return self.seat == SPECTATOR

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Seats still in the game, clockwise from the dealer's left (the turn order)."""
        return turn_order(self.dealer, self.out)

    @property
    def opponents(self) -> tuple[int, ...]:
        return tuple(s for s in self.active_seats if s != self.seat)

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat

    @property
    def score(self) -> HandScore:
        """The score of this seat's hand; holding four cards, the best three it may keep."""
        if len(self.hand) <= 3:
            return score_hand(self.hand, self.rules)
        keeps = (tuple(c for c in self.hand if c is not out) for out in self.hand if out is not self.taken)
        return max((score_hand(k, self.rules) for k in keeps), key=lambda s: s.total)

    def turns_of(self, seat: int) -> int:
        """How many turns ``seat`` has finished in this hand (a discard or a knock ends one)."""
        return sum(1 for e in self.events if e.seat == seat and e.kind in _TURN_ENDS)

    def knock_refusal(self) -> Message | None:
        """Why this seat may not knock now, as the game would say it (R-KNOCK-2, R-KNOCK-3,
        R-KNOCK-5); None if it may, or if it is not this seat's turn to take."""
        if (
            self.phase is not Phase.TAKE
            or not self.my_turn
            or any(a.kind is ActionKind.KNOCK for a in self.legal_actions)
        ):
            return None
        if self.knocker is not None:
            return Message("move.knock_twice", {"player": self.names[self.knocker]})
        if self.rules.no_knock_first_round and self.turns < len(self.active_seats):
            return Message("move.knock_first_round")
        return Message("move.knock_too_low", {"total": self.score.total, "min": self.rules.min_knock})

    @property
    def this_hands_result(self) -> HandResult | None:
        """The result of this hand once it is over (else None: ``last_result`` may be older)."""
        result = self.last_result
        if self.phase.over and result is not None and result.hand_number == self.hand_number:
            return result
        return None


_TURN_ENDS = (ActionKind.DISCARD, ActionKind.KNOCK)
