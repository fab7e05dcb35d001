"""Rule-of-thumb bots: the beginner (the common house bot), fixed thresholds, the intermediate.

All of them build their hand greedily: take the discard when it raises the point-suit total,
otherwise draw, and throw away the card that keeps the best total. They differ in when they
knock. Each explains itself with the very numbers it compared.
"""

from __future__ import annotations

import random

from .. import actions as A
from ..actions import ActionKind
from ..cards import DECK, Card
from ..errors import BadInput
from ..messages import Explanation, Message, excerpt, msg
from ..scoring import score_hand
from ..state import Phase
from ..view import PlayerView
from .base import POINTS, Decision, Option, check_can_decide
from .tables import BIT, SUIT, VALUE, best_with, indices, mask, score_table

BEGINNER_THRESHOLD = 21


class ThresholdBot:
    """Greedy hand building; knocks as soon as the hand scores ``threshold`` or more."""

    name = "threshold"

    def __init__(self, seed: int | None = None, threshold: int = BEGINNER_THRESHOLD) -> None:
        if isinstance(threshold, bool) or not isinstance(threshold, int) or not 0 <= threshold <= 31:
            raise BadInput("bot.bad_threshold", value=excerpt(repr(threshold)))
        self.threshold = threshold
        self._rng = random.Random(seed)  # unused by the greedy rules; kept for the Bot shape

    def decide(self, view: PlayerView) -> Decision:
        check_can_decide(view)
        if view.phase is Phase.THROW_DOWN:
            return pass_throw_down()
        if view.phase is Phase.TAKE:
            return take_phase(view, self.knock_threshold(view))
        return discard_phase(view, self.denied_cards(view))

    def knock_threshold(self, view: PlayerView) -> int:
        return self.threshold

    def denied_cards(self, view: PlayerView) -> int:
        """Cards (a mask) the next player is known to collect: only the intermediate cares."""
        return 0


class BeginnerBot(ThresholdBot):
    """The common house bot: greedy hand building, knocks at 21 or more."""

    name = "beginner"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, BEGINNER_THRESHOLD)


class IntermediateBot(ThresholdBot):
    """Knocks at a mark that rises with the turns played and falls as the table grows, and
    remembers which cards each opponent took from the discard pile: it does not knock below an
    opponent's known cards, and does not throw the next player a card of the suit they collect.
    """

    name = "intermediate"

    def __init__(self, seed: int | None = None, base: float = 22.0, rise: float = 1.5, fall: float = 0.5) -> None:
        super().__init__(seed, BEGINNER_THRESHOLD)
        self.base, self.rise, self.fall = base, rise, fall

    def knock_threshold(self, view: PlayerView) -> int:
        players = len(view.active_seats)
        rounds_played = view.turns // players
        mark = self.base + self.rise * rounds_played - self.fall * (players - 3)
        known_best = max((known_score(view, s) for s in view.opponents), default=0)
        return max(round(mark), known_best + 1, 15)

    def denied_cards(self, view: PlayerView) -> int:
        order = view.active_seats
        following = order[(order.index(view.seat) + 1) % len(order)]
        suits = {SUIT[c] for c in known_cards(view, following)}
        return sum(BIT[c.index] for c in DECK if c.suit_index in suits)


def known_cards(view: PlayerView, seat: int) -> list[int]:
    """Cards ``seat`` took from the discard pile this hand and has not thrown away since."""
    held: list[int] = []
    for event in view.events:
        if event.seat != seat or event.card is None:
            continue
        if event.kind is ActionKind.TAKE:
            held.append(event.card.index)
        elif event.kind is ActionKind.DISCARD and event.card.index in held:
            held.remove(event.card.index)
    return held


def known_score(view: PlayerView, seat: int) -> int:
    """The least that ``seat``'s hand scores, judging by the cards known to be in it."""
    cards = known_cards(view, seat)[-3:]
    by_suit = [0, 0, 0, 0]
    for c in cards:
        by_suit[SUIT[c]] += VALUE[c]
    return max(by_suit)


def pass_throw_down() -> Decision:
    summary = msg("bot.pass_throw_down", "R-THROW-1")
    return Decision(A.PASS_ACTION, Explanation(summary, (msg("bot.why_throw_down_blind", "R-THROW-3"),)))


def take_phase(view: PlayerView, threshold: int) -> Decision:
    table = score_table(view.rules)
    hand = indices(view.hand)
    now = table[mask(hand)]
    up = view.discard_top
    after_take = best_with(table, hand, up.index) if up is not None else now
    knock = Option(A.KNOCK_ACTION, now, POINTS, total=now)
    take = Option(A.TAKE_ACTION, after_take, POINTS, total=after_take)
    draw = Option(A.DRAW_ACTION, now, POINTS, total=now)
    can_knock = A.KNOCK_ACTION in view.legal_actions
    others: tuple[Option, ...]
    if can_knock and now >= threshold:
        chosen, others = knock, (take, draw)
        summary = msg("bot.knock_at_mark", "R-KNOCK-1", total=now, threshold=threshold)
    elif up is not None and after_take > now:
        chosen, others = take, (draw, knock) if can_knock else (draw,)
        summary = msg("bot.take_raises", "R-TURN-2", card=up, before=now, after=after_take)
    else:
        chosen, others = draw, (take, knock) if can_knock else (take,)
        summary = msg("bot.draw_no_gain", "R-TURN-2", card=up, total=now)
    details = [
        *([msg("bot.opt_knock_mark", "R-KNOCK-1", total=now, threshold=threshold)] if can_knock else []),
        msg("bot.opt_take_total", "R-TURN-3", card=up, before=now, after=after_take),
        msg("bot.opt_draw_keep", "R-TURN-2", total=now),
    ]
    return Decision(chosen.action, Explanation(summary, tuple(details)), (chosen, *others))


def discard_phase(view: PlayerView, denied: int = 0) -> Decision:
    table = score_table(view.rules)
    hand = indices(view.hand)
    full = mask(hand)
    taken = view.taken.index if view.taken is not None else -1
    options = sorted(
        (Option(A.DISCARDS[c], table[full ^ BIT[c]], POINTS, total=table[full ^ BIT[c]]) for c in hand if c != taken),
        key=lambda o: _discard_rank(o, denied),
    )
    chosen = options[0]
    kept = tuple(c for c in view.hand if c is not chosen.action.card)
    summary = msg("bot.discard_keeps", "R-SCORE-2", card=chosen.action.card, kept=_score_message(view, kept))
    details = [_discard_line(o) for o in options]
    if denied and not _denied(options[0], denied) and any(_denied(o, denied) for o in options[1:]):
        details.append(msg("bot.why_deny_next", None))
    return Decision(chosen.action, Explanation(summary, tuple(details)), tuple(options))


def _discard_rank(option: Option, denied: int) -> tuple[float, int, int]:
    card = option.action.card
    assert card is not None
    # Best kept total first; then a card the next player does not collect; then the cheapest.
    return (-option.value, 1 if BIT[card.index] & denied else 0, VALUE[card.index])


def _denied(option: Option, denied: int) -> bool:
    card = option.action.card
    return card is not None and bool(BIT[card.index] & denied)


def _discard_line(option: Option) -> Message:
    return msg("bot.opt_discard_total", "R-SCORE-2", card=option.action.card, total=option.value)


def _score_message(view: PlayerView, kept: tuple[Card, ...]) -> Message:
    return score_hand(kept, view.rules).message()
