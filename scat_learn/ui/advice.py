"""One voice of advice: the expert's numbers said in plain words, and why its choice differs
from the simple rule a learner sees on the hand.

The hand's list of discards says what it measures (which card keeps the highest total). When the
expert (the hint, the coach) chooses another card, the screen says so beside it, with the reason
the expert's own numbers give: the next player collects that suit, the card gives the others a
better chance of 31, or it leaves the player likelier to be lowest. At the simple level every
number is said as odds ("about 1 chance in 4"); the numbers themselves are for the detailed
and expert levels.
"""

from __future__ import annotations

from ..actions import Action, ActionKind
from ..bots import Decision, Option
from ..bots.simple import known_cards
from ..cards import DECK, Card
from ..messages import Message, msg
from ..scoring import best_discards
from ..view import PlayerView

# Differences below these are noise at the table: not a reason worth a learner's attention.
CHANCE_GAP = 0.03
LIVES_GAP = 0.02


def odds(p: float) -> Message:
    """A chance in words: "almost no chance", "about 1 chance in 4", "about 3 chances in 4"."""
    if p < 0.015:
        return msg("ui.odds.none")
    if p > 0.97:
        return msg("ui.odds.sure")
    if p <= 0.55:
        n = min((2, 3, 4, 5, 10, 20, 50), key=lambda d: abs(1 / d - p))
        return msg("ui.odds.one_in", None, n=n)
    k, n = min(((2, 3), (3, 4), (4, 5), (9, 10)), key=lambda kn: abs(kn[0] / kn[1] - p))
    return msg("ui.odds.many_in", None, k=k, n=n)


def plain_reason(decision: Decision, card: Card | None = None) -> Message | None:
    """Why the expert (or any bot that weighed lives) chose its move, in plain words; None for a
    bot whose own explanation is already plain (it weighed hand totals). ``card``: the card on
    the discard pile the decision was about, if the caller knows it."""
    chosen = decision.option(decision.action)
    if chosen is None or chosen.lives is None:
        return None
    kind = decision.action.kind
    total = int(chosen.total or 0)
    if kind is ActionKind.KNOCK:
        return msg("ui.plain.knock", None, total=total, odds=odds(chosen.p_lowest or 0.0))
    if kind is ActionKind.TAKE and card is None:
        return msg("ui.plain.take_any", None, total=total)
    if kind in (ActionKind.TAKE, ActionKind.DRAW, ActionKind.DISCARD):
        return msg(f"ui.plain.{kind.message_name}", None, card=decision.action.card or card, total=total)
    blind = decision.option(Action.parse("throw down"))  # a pass or a throw down: the blind showdown's odds
    p = blind.p_lowest if blind is not None and blind.p_lowest is not None else 0.0
    return msg(f"ui.plain.{kind.message_name}", None, odds=odds(p))


def simple_discard(view: PlayerView) -> Card | None:
    """The card the hand's list calls best: the one whose throw keeps the highest total (the
    cheapest among equals), never the card just taken (R-TURN-3)."""
    if len(view.hand) != 4:
        return None
    options = [(card, kept) for card, kept in best_discards(view.hand, view.rules) if card is not view.taken]
    card, _ = max(options, key=lambda o: (o[1].total, -o[0].value))
    return card


def why_not(mine: Option, best: Option, view: PlayerView, detailed: bool) -> Message:
    """Why ``best`` is better than ``mine`` (both options of one decision), from the numbers."""
    card = mine.action.card
    if mine.total is not None and best.total is not None and mine.total < best.total and best.action.card is not None:
        return msg("ui.why.keeps_less", None, action=mine.action, mine=int(mine.total), best=int(best.total))
    if card is not None and mine.action.kind is ActionKind.DISCARD:
        collector = _next_player_collecting(view, card)
        if collector is not None:
            taken = [DECK[c] for c in known_cards(view, collector) if DECK[c].suit == card.suit]
            return msg("ui.why.feeds_next", None, player=view.names[collector], card=card, cards=taken)
    for name, p_mine, p_best in (("gives_31", mine.p_31, best.p_31), ("lowest", mine.p_lowest, best.p_lowest)):
        if (p_mine or 0.0) - (p_best or 0.0) >= CHANCE_GAP:
            key = f"ui.why.{name}_numbers" if detailed else f"ui.why.{name}"
            return msg(key, None, action=mine.action, mine=odds(p_mine or 0.0), p_mine=p_mine, p_best=p_best)
    if detailed:
        return msg("ui.why.balance_numbers", None, diff=mine.value - best.value)
    return msg("ui.why.balance")


def _next_player_collecting(view: PlayerView, card: Card) -> int | None:
    """The player after this seat, if they are seen to collect ``card``'s suit (they took a card
    of that suit from the pile and still hold it)."""
    order = view.active_seats
    after = order[(order.index(view.seat) + 1) % len(order)]
    held = known_cards(view, after)
    return after if any(DECK[c].suit == card.suit for c in held) else None


def instead(view: PlayerView, expert: Decision, detailed: bool) -> Message | None:
    """When the expert would throw another card than the hand's list calls best: which, and why
    (None when they agree, or when this is not a discard)."""
    simple = simple_discard(view)
    chosen = expert.action.card
    if simple is None or chosen is None or chosen is simple:
        return None
    mine, best = expert.option(Action.discard(simple)), expert.option(expert.action)
    if mine is None or best is None:
        return None
    return msg("ui.advice.instead", None, best=chosen, card=simple, why=why_not(mine, best, view, detailed))


__all__ = ["instead", "odds", "plain_reason", "simple_discard", "why_not"]
