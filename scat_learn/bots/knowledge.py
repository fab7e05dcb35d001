"""What one seat knows about this hand, read from its :class:`PlayerView` alone (R-INFO-1).

The events of the hand are replayed in order to recover the public facts a careful player
keeps track of: every opponent's turns (what lay on the discard pile when they chose, what they
took, what they threw away, whether they could have knocked), the cards known to be in each
opponent's hand (taken from the pile and not thrown away since), the cards out of play (under
the top of the discard pile) and so the cards this seat has never seen.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..actions import ActionKind
from ..view import PlayerView

UNKNOWN = -1  # a card nobody recorded (the first upcard, when it was never taken)


@dataclass(slots=True)
class Turn:
    """One finished turn of a player, as everybody saw it (cards as numbers 0..51)."""

    upcard: int  # the top of the discard pile when the turn began (UNKNOWN if not recorded)
    took: int  # the card taken from the discard pile, or -1 after a draw from the stock
    discarded: int  # the card thrown away, or -1 for a knock
    knocked: bool
    could_knock: bool  # knocking was allowed at the start of this turn


@dataclass(slots=True)
class Knowledge:
    """The public facts of this hand plus this seat's own cards."""

    seat: int
    order: tuple[int, ...]  # active seats in turn order
    hand: list[int]
    upcard: int  # the top of the discard pile (UNKNOWN when there is none)
    unseen: list[int]  # cards this seat has not seen: in the stock or in opponents' hands
    known: dict[int, list[int]] = field(default_factory=dict)  # opponent -> cards known in hand
    turns: dict[int, list[Turn]] = field(default_factory=dict)
    knocker: int | None = None
    turns_done: int = 0
    stock_count: int = 0
    dead: list[int] = field(default_factory=list)  # known cards under the top of the discard pile

    @property
    def players(self) -> int:
        return len(self.order)

    def position(self, seat: int) -> int:
        return self.order.index(seat)


def read_view(view: PlayerView) -> Knowledge:
    """Replay the hand's public events from ``view`` into :class:`Knowledge`."""
    order = view.active_seats
    n = len(order)
    rules = view.rules
    first_upcard = _first_upcard(view)
    pile: list[int] = [first_upcard]
    stock = 52 - 3 * n - 1
    known: dict[int, list[int]] = {s: [] for s in order if s != view.seat}
    turns: dict[int, list[Turn]] = {s: [] for s in order if s != view.seat}
    knocker: int | None = None
    done = 0
    pending: tuple[int, int, int, bool] | None = None  # (seat, upcard, took, could knock) mid-turn
    for event in view.events:
        seat, kind = event.seat, event.kind
        card = event.card.index if event.card is not None else -1
        if kind is ActionKind.KNOCK:
            if seat in turns:
                turns[seat].append(Turn(pile[-1], -1, -1, True, True))
            knocker = seat
            done += 1
        elif kind is ActionKind.DRAW or kind is ActionKind.TAKE:
            could = knocker is None and not (rules.no_knock_first_round and done < n)
            pending = (seat, pile[-1], card if kind is ActionKind.TAKE else -1, could)
            if kind is ActionKind.TAKE:
                pile.pop()
                if seat in known:
                    known[seat].append(card)
            else:
                if stock == 0:  # R-TURN-4: the pile but its top becomes the stock again
                    stock = len(pile) - 1
                    pile = [pile[-1]]
                stock -= 1
        elif kind is ActionKind.DISCARD:
            pile.append(card)
            if seat in known and card in known[seat]:
                known[seat].remove(card)
            if pending is not None and seat in turns:
                _, upcard, took, could = pending
                turns[seat].append(Turn(upcard, took, card, False, could))
            pending = None
            done += 1
    hand = [c.index for c in view.hand]
    seen = set(hand) | {c for c in pile if c >= 0}
    for cards in known.values():
        seen |= set(cards)
    unseen = [c for c in range(52) if c not in seen]
    upcard = view.discard_top.index if view.discard_top is not None else UNKNOWN
    dead = [c for c in pile[:-1] if c >= 0]
    return Knowledge(view.seat, order, hand, upcard, unseen, known, turns, knocker, done, view.stock_count, dead)


def _first_upcard(view: PlayerView) -> int:
    """The card turned up at the deal (everyone saw it, R-DEAL-2)."""
    if view.upcard is not None:
        return view.upcard.index
    for event in view.events:  # a view made without it (an old saved game): what it can tell
        if event.kind is ActionKind.TAKE and event.card is not None:
            return event.card.index
        if event.kind is not ActionKind.PASS:
            return UNKNOWN
    return view.discard_top.index if view.discard_top is not None else UNKNOWN
