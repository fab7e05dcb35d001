"""What a seat's screen may show, and when (R-INFO-1): the one place that decides it.

A screen is built from a seat's :class:`~scat_learn.view.PlayerView` and nothing else, except
hands that somebody allowed to be revealed (a teaching switch, a teacher). Three things are
decided here:

* which hands are face up: the seat's own, and at the end of a hand those the showdown has
  shown so far (it is stepped through one step at a time);
* which cards the seat has *seen*: its own hand, the card turned up at the deal, every card
  that was taken or thrown away in public, and the hands shown;
* whether a message may be shown: a bot explains its decisions from its own hand ("I keep K♠
  10♠"), so an explanation can name cards the seat has not seen. Such a message waits until
  every card it names has been seen. The test for "seen" uses only the seat's own knowledge,
  so that withholding a message reveals nothing either.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .cards import Card
from .messages import Explanation, Message
from .view import PlayerView


def mentioned_cards(item: Any) -> set[Card]:
    """Every card named anywhere inside ``item`` (a message, an action, an explanation, …)."""
    found: set[Card] = set()
    _collect(item, found, 0)
    return found


def _collect(item: Any, found: set[Card], depth: int) -> None:
    if depth > 12 or item is None or isinstance(item, (str, int, float, bool)):
        return
    if isinstance(item, Card):
        found.add(item)
    else:
        _collect_inside(item, found, depth)


def _collect_inside(item: Any, found: set[Card], depth: int) -> None:
    if isinstance(item, Message):
        for value in item.params.values():
            _collect(value, found, depth + 1)
    elif isinstance(item, Explanation):
        for line in (item.summary, *item.details, *item.expert):
            _collect(line, found, depth + 1)
    elif isinstance(item, dict):
        for value in item.values():
            _collect(value, found, depth + 1)
    elif isinstance(item, (list, tuple, set, frozenset)):
        for value in item:
            _collect(value, found, depth + 1)
    elif callable(getattr(item, "message", None)):
        try:
            _collect(item.message(), found, depth + 1)
        except TypeError:  # a message() that needs arguments (an Event): read its card
            _collect(getattr(item, "card", None), found, depth + 1)
    elif hasattr(item, "card"):
        _collect(item.card, found, depth + 1)


def seen_cards(view: PlayerView, shown_seats: Iterable[int] = ()) -> set[Card]:
    """Cards the seat of ``view`` has seen in this hand: its own, the card turned up at the deal,
    the top of the pile, every public action's card, and at the end of a hand the hands of
    ``shown_seats`` (those the showdown has shown)."""
    seen = set(view.hand)
    for card in (view.upcard, view.discard_top):
        if card is not None:
            seen.add(card)
    seen.update(e.card for e in view.events if e.card is not None)
    result = view.this_hands_result
    if result is not None:
        for seat in shown_seats:
            seen.update(result.hands.get(seat, ()))
    return seen


def may_show(item: Any, seen: set[Card] | frozenset[Card]) -> bool:
    """True if every card ``item`` names has been seen."""
    return mentioned_cards(item) <= seen


@dataclass(frozen=True)
class Disclosure:
    """What one screen may show now.

    ``showdown_step``: how many steps of this hand's showdown the screen has shown (all hands are
    face up once every step is shown). ``revealed``: hands someone allowed this screen to see
    during the hand (seat to cards), e.g. the single-student app's teaching switch.
    """

    view: PlayerView
    showdown_step: int = 0
    revealed: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)

    @cached_property
    def shown_seats(self) -> tuple[int, ...]:
        """Seats whose hands the showdown has shown so far (all of them once it is done)."""
        result = self.view.this_hands_result
        if result is None:
            return ()
        if self.showdown_step >= len(result.steps):
            return tuple(result.hands)
        return result.shown_after(self.showdown_step)

    @cached_property
    def seen(self) -> frozenset[Card]:
        seen = seen_cards(self.view, self.shown_seats)
        for cards in self.revealed.values():
            seen.update(cards)
        return frozenset(seen)

    def hand_of(self, seat: int) -> tuple[Card, ...] | None:
        """``seat``'s cards if this screen may show them now, else None."""
        view = self.view
        if seat == view.seat:
            return tuple(view.hand)
        result = view.this_hands_result
        if result is not None and seat in result.hands and (seat in self.shown_seats or seat in self.revealed):
            return tuple(result.hands[seat])
        return self.revealed.get(seat)

    def may_show(self, item: Any) -> bool:
        """May ``item`` (a message, an explanation) be shown now? Only if every card it names
        has been seen."""
        return may_show(item, self.seen)

    def reasons_visible(self, explanation: Any, reasons_now: bool = False) -> bool:
        """May a bot's reasons be shown now? They rest on its hidden hand ("my 21 reaches …"),
        so only once the hand is over, with hands revealed, or when the person asked for them
        at once (``reasons_now``); and never while they name a card not yet seen (R-INFO-1)."""
        if not (self.view.phase.over or self.revealed or reasons_now):
            return False
        return self.may_show(explanation)


__all__ = ["Disclosure", "may_show", "mentioned_cards", "seen_cards"]
