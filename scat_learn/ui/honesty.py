"""What the person at the screen may see (R-INFO-1), decided from what they already know.

A bot explains its decisions from its own hand ("I keep K♠ 10♠"), so its explanation can name
cards the person has not seen. Such a message is withheld until the cards it names have been
seen: the test for "seen" uses only the person's own knowledge (their hand, the public actions,
the hands the showdown has shown), so that withholding a message reveals nothing either.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..cards import Card
from ..messages import Explanation, Message
from ..showdown import HandResult
from ..view import PlayerView


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
        _collect(item.summary, found, depth + 1)
        for detail in item.details:
            _collect(detail, found, depth + 1)
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
    """Cards the seat of ``view`` has seen in this hand: its own, the upcards, public actions,
    and at the end of a hand the hands of ``shown_seats`` (those the showdown has shown)."""
    seen = set(view.hand)
    if view.discard_top is not None:
        seen.add(view.discard_top)
    seen.update(e.card for e in view.events if e.card is not None)
    result = _this_hands_result(view)
    if result is not None:
        for seat in shown_seats:
            seen.update(result.hands.get(seat, ()))
    return seen


def _this_hands_result(view: PlayerView) -> HandResult | None:
    result = view.last_result
    if view.phase in ("hand_over", "game_over") and result is not None and result.hand_number == view.hand_number:
        return result
    return None


def may_show(item: Any, seen: set[Card]) -> bool:
    """True if every card ``item`` names has been seen."""
    return mentioned_cards(item) <= seen
