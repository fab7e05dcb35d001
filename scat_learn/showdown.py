"""The end of a hand: who loses lives and why (R-KNOCK-4, R-31-*, R-TURN-5, R-THROW-2, R-LIFE-*).

:func:`settle` is pure: the facts of a finished hand in, a :class:`HandResult` out. The game
applies the result; a lesson can call ``settle`` on a made-up table. The explanation
(``result.steps``) is built only when someone reads it, because simulations finish hundreds of
thousands of hands that nobody reads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from typing import Any

from .cards import Card, parse_cards
from .errors import BadInput
from .messages import Message, excerpt
from .rules import Rules
from .scoring import HandScore, score_cards, total, variant_flags


class Reason(StrEnum):
    """Why a hand ended (the values are those of saved games)."""

    KNOCK = "knock"  # R-KNOCK-2: the last turns after a knock are over
    THIRTY_ONE = "31"  # R-31-*: somebody showed 31
    THROW_DOWN = "throw_down"  # R-THROW-2: a throw down was called
    MAX_ROUNDS = "max_rounds"  # R-TURN-5: the round limit was reached


KNOCK, THIRTY_ONE, THROW_DOWN, MAX_ROUNDS = Reason.KNOCK, Reason.THIRTY_ONE, Reason.THROW_DOWN, Reason.MAX_ROUNDS
REASONS: tuple[Reason, ...] = tuple(Reason)


class StepKind(StrEnum):
    """What a step of a hand's explanation says, as a fact a program can read."""

    OPENING = "opening"  # how the hand ended
    SCORE = "score"  # one hand is shown with its score: ``seats`` is that seat
    VERDICT = "verdict"  # who is lowest (``seats``), or who must pay for a 31
    RULE = "rule"  # the rule that decides who pays (``seats``: who loses lives)
    PAYS = "pays"  # a seat pays coins into the kitty
    DOLE = "dole"  # a seat is now on the dole
    OUT = "out"  # a seat is out of the game
    LIVES = "lives"  # a seat's lives after the hand
    WINNER = "winner"  # the game is won


# Steps that tell what a hand cost (no cards): the app keeps them for the hands gone by.
COST_STEPS = frozenset({StepKind.PAYS, StepKind.LIVES, StepKind.WINNER})


@dataclass(frozen=True, slots=True)
class Step(Message):
    """One step of a hand's explanation: a :class:`~scat_learn.messages.Message` (``key``,
    ``params``, ``rule``; ``str(step)`` is its English text) that also carries what it says as
    data: its ``kind`` and the ``seats`` it is about. Programs read these, never the key."""

    kind: StepKind = StepKind.OPENING
    seats: tuple[int, ...] = ()


def step(kind: StepKind, seats: Sequence[int], key: str, rule: str, /, **params: Any) -> Step:
    return Step(key, params, rule, kind, tuple(seats))


@dataclass(frozen=True)
class HandResult:
    """A finished hand. ``scores`` holds every active seat's :class:`HandScore` (all hands are
    shown when a hand ends); ``lost`` the lives the rules take, only for seats that lost
    (R-LIFE-3: two for a knocker who is alone lowest, even if only one coin could be paid);
    ``paid`` the coins actually paid into the kitty.
    """

    hand_number: int
    reason: Reason
    names: tuple[str, ...]
    hands: Mapping[int, tuple[Card, ...]]
    rules: Rules
    lost: Mapping[int, int]
    paid: Mapping[int, int]
    knocker: int | None  # the knocker, or the caller of a throw down
    declarers: tuple[int, ...]  # seats that showed 31
    lowest: tuple[int, ...]  # seats with the lowest score at a showdown
    lives_before: tuple[int, ...]
    lives_after: tuple[int, ...]
    out_after: tuple[bool, ...]
    kitty_after: int
    winner: int | None
    rounds: int
    dealt: bool = False  # the 31 came straight from the deal

    @cached_property
    def scores(self) -> dict[int, HandScore]:
        """Each shown hand's :class:`HandScore` (built on first use: simulations rarely look)."""
        flags = variant_flags(self.rules)
        return {s: score_cards(hand, flags) for s, hand in self.hands.items()}

    @cached_property
    def key(self) -> tuple[object, ...]:
        """What tells this hand from any other a seat sees, in this game or in the next games of
        the same table (hand numbers start again at 1): its number, the players, their lives
        and the cards shown."""
        shown = tuple(sorted((seat, tuple(c.index for c in hand)) for seat, hand in self.hands.items()))
        return (self.hand_number, self.names, self.lives_before, shown)

    @property
    def newly_out(self) -> tuple[int, ...]:
        """Seats that were in this hand and are out after it."""
        return tuple(s for s in self.hands if self.out_after[s])

    @cached_property
    def steps(self) -> tuple[Step, ...]:
        """The explanation, step by step: scores, the lowest, the rule, the lives paid."""
        return tuple(_explain(self))

    def shown_after(self, count: int) -> tuple[int, ...]:
        """The seats whose hands the first ``count`` steps have shown."""
        return tuple(seat for s in self.steps[:count] if s.kind is StepKind.SCORE for seat in s.seats)

    def to_data(self) -> dict[str, Any]:
        return {
            "hand_number": self.hand_number,
            "reason": self.reason,
            "hands": {str(s): [str(c) for c in hand] for s, hand in self.hands.items()},
            "knocker": self.knocker,
            "declarers": list(self.declarers),
            "lives_before": list(self.lives_before),
            "out_after": list(self.out_after),
            "kitty_before": self.kitty_after - sum(self.paid.values()),
            "rounds": self.rounds,
            "dealt": self.dealt,
        }

    @classmethod
    def from_data(cls, data: dict[str, Any], names: Sequence[str], rules: Rules) -> HandResult:
        """Settle again from the stored facts (raises ``KeyError``/``ValueError`` if damaged)."""
        hands = {int(s): parse_cards(cards) for s, cards in data["hands"].items()}
        return settle(
            data["reason"],
            hands,
            names=names,
            lives=data["lives_before"],
            rules=rules,
            kitty=data["kitty_before"],
            knocker=data["knocker"],
            declarers=data["declarers"],
            hand_number=data["hand_number"],
            rounds=data["rounds"],
            dealt=data["dealt"],
        )


def pay(lives: int, coins: int, on_the_dole: bool) -> tuple[int, int, bool]:
    """Pay ``coins`` one after the other (R-LIFE-2, R-LIFE-3): (coins paid, lives left, out)."""
    paid = 0
    for _ in range(coins):
        if lives == 0:  # on the dole and must pay again
            return paid, 0, True
        lives -= 1
        paid += 1
        if lives == 0 and not on_the_dole:
            return paid, 0, True
    return paid, lives, False


def lives_lost(
    reason: Reason, totals: Mapping[int, int], knocker: int | None, declarers: Sequence[int]
) -> tuple[dict[int, int], tuple[int, ...]]:
    """The lives each seat loses, and the seats that were lowest (empty for a 31)."""
    if reason == THIRTY_ONE:  # R-31-1, R-31-2: everyone else pays one, the knocker too
        return {s: 1 for s in totals if s not in declarers}, ()
    low = min(totals.values())
    lowest = tuple(s for s, t in totals.items() if t == low)
    if knocker is None:  # R-TURN-5: a table that ties throughout is spared
        return ({} if len(lowest) == len(totals) else dict.fromkeys(lowest, 1)), lowest
    if knocker in lowest:  # R-KNOCK-4: saved in a tie, two lives when alone
        if len(lowest) == 1:
            return {knocker: 2}, lowest
        return {s: 1 for s in lowest if s != knocker}, lowest
    return dict.fromkeys(lowest, 1), lowest


def settle(
    reason: Reason | str,
    hands: Mapping[int, Sequence[Card]],
    *,
    names: Sequence[str],
    lives: Sequence[int],
    rules: Rules,
    kitty: int = 0,
    knocker: int | None = None,
    declarers: Sequence[int] = (),
    hand_number: int = 1,
    rounds: int = 1,
    dealt: bool = False,
) -> HandResult:
    """Settle a finished hand: ``hands`` holds the active seats only; ``lives`` every seat's."""
    if reason not in _BY_VALUE:
        raise BadInput("showdown.bad_reason", reason=excerpt(repr(reason)), reasons=", ".join(REASONS))
    reason = _BY_VALUE[reason]
    shown = {s: parse_cards(h) for s, h in hands.items()}
    flags = variant_flags(rules)
    totals = {s: total(h, flags) for s, h in shown.items()}
    lost, lowest = lives_lost(reason, totals, knocker, declarers)
    lives_after, paid = list(lives), {}
    out_after = [seat not in shown for seat in range(len(lives))]  # seats already out stay out
    for seat, n in lost.items():
        paid[seat], lives_after[seat], out_after[seat] = pay(lives[seat], n, rules.on_the_dole)
    remaining = [s for s in shown if not out_after[s]]
    kitty_after = kitty + sum(paid.values())
    return HandResult(
        hand_number=hand_number,
        reason=reason,
        names=tuple(names),
        hands=shown,
        rules=rules,
        lost=lost,
        paid=paid,
        knocker=knocker,
        declarers=tuple(declarers),
        lowest=lowest,
        lives_before=tuple(lives),
        lives_after=tuple(lives_after),
        out_after=tuple(out_after),
        kitty_after=kitty_after,
        winner=remaining[0] if len(remaining) == 1 else None,
        rounds=rounds,
        dealt=dealt,
    )


_BY_VALUE: dict[object, Reason] = {r.value: r for r in Reason}


def _explain(r: HandResult) -> list[Step]:
    steps = [_opening(r)]
    steps += [_score_step(r, seat, score) for seat, score in r.scores.items()]
    steps += _verdict(r)
    for seat in r.lost:
        steps += _payment(r, seat)
    for seat in r.hands:
        steps.append(_lives_line(r, seat))
    if r.winner is not None:
        steps.append(
            step(StepKind.WINNER, (r.winner,), "step.winner", "R-LIFE-4", player=r.names[r.winner], count=r.kitty_after)
        )
    return steps


def _score_step(r: HandResult, seat: int, score: HandScore) -> Step:
    message = score.message(r.names[seat])
    return Step(message.key, message.params, message.rule, StepKind.SCORE, (seat,))


def _names(r: HandResult, seats: Sequence[int]) -> list[str]:
    return [r.names[s] for s in seats]


def _opening(r: HandResult) -> Step:
    knocker = () if r.knocker is None else (r.knocker,)
    if r.reason is THIRTY_ONE:
        if r.dealt:
            return step(
                StepKind.OPENING,
                r.declarers,
                "step.dealt_31",
                "R-31-2",
                players=_names(r, r.declarers),
                count=len(r.declarers),
            )
        return step(StepKind.OPENING, r.declarers, "step.declared_31", "R-31-3", player=r.names[r.declarers[0]])
    if r.reason is KNOCK:
        return step(StepKind.OPENING, knocker, "step.knock_showdown", "R-KNOCK-2", player=r.names[r.knocker or 0])
    if r.reason is THROW_DOWN:
        return step(StepKind.OPENING, knocker, "step.throw_down", "R-THROW-2", player=r.names[r.knocker or 0])
    return step(StepKind.OPENING, (), "step.max_rounds", "R-TURN-5", count=r.rounds - 1)


def _verdict(r: HandResult) -> list[Step]:
    losers = tuple(r.lost)
    if r.reason is THIRTY_ONE:
        if not losers:
            return [step(StepKind.RULE, (), "step.rule_31_nobody", "R-31-2")]
        rule = "R-31-2" if r.dealt else "R-31-1"
        names = _names(r, losers)
        steps = [step(StepKind.RULE, losers, "step.rule_31", rule, players=names, count=len(losers))]
        if r.knocker is not None and r.knocker in r.lost:
            steps.append(step(StepKind.RULE, (r.knocker,), "step.rule_31_knocker", "R-31-1", player=r.names[r.knocker]))
        return steps
    low = r.scores[r.lowest[0]].total
    if len(r.lowest) == len(r.scores):
        first = step(StepKind.VERDICT, r.lowest, "step.all_tie", "R-KNOCK-4", total=low)
    elif len(r.lowest) == 1:
        first = step(StepKind.VERDICT, r.lowest, "step.lowest_one", "R-KNOCK-4", player=r.names[r.lowest[0]], total=low)
    else:
        first = step(StepKind.VERDICT, r.lowest, "step.lowest_tie", "R-KNOCK-4", players=_names(r, r.lowest), total=low)
    return [first, _rule_applied(r)]


def _rule_applied(r: HandResult) -> Step:
    losers = tuple(r.lost)
    names = _names(r, losers)
    if r.knocker is None:
        if not r.lost:
            return step(StepKind.RULE, (), "step.rule_max_rounds_spared", "R-TURN-5")
        return step(StepKind.RULE, losers, "step.rule_lowest_loses", "R-TURN-5", players=names, count=len(losers))
    knocker = r.names[r.knocker]
    if r.knocker in r.lowest and len(r.lowest) == 1:
        return step(StepKind.RULE, losers, "step.rule_knocker_pays_two", "R-KNOCK-4", player=knocker)
    if r.knocker in r.lowest:
        return step(
            StepKind.RULE,
            losers,
            "step.rule_knocker_saved",
            "R-KNOCK-4",
            player=knocker,
            players=names,
            count=len(losers),
        )
    return step(StepKind.RULE, losers, "step.rule_lowest_loses", "R-KNOCK-4", players=names, count=len(losers))


def _payment(r: HandResult, seat: int) -> list[Step]:
    name, paid = r.names[seat], r.paid[seat]
    steps = []
    if paid:
        steps.append(step(StepKind.PAYS, (seat,), "step.pays", "R-LIFE-1", player=name, count=paid))
    if r.out_after[seat]:
        if r.lives_before[seat] == 0:
            steps.append(step(StepKind.OUT, (seat,), "step.out_from_dole", "R-LIFE-2", player=name))
        elif paid < r.lost[seat] and r.lost[seat] == 2:
            steps.append(step(StepKind.OUT, (seat,), "step.out_second_coin", "R-LIFE-3", player=name))
        else:
            steps.append(step(StepKind.OUT, (seat,), "step.out_no_coins", "R-LIFE-2", player=name))
    elif r.lives_after[seat] == 0:
        steps.append(step(StepKind.DOLE, (seat,), "step.on_the_dole", "R-LIFE-2", player=name))
    return steps


def _lives_line(r: HandResult, seat: int) -> Step:
    name = r.names[seat]
    if r.out_after[seat]:
        return step(StepKind.LIVES, (seat,), "step.lives_out", "R-LIFE-4", player=name)
    if r.lives_after[seat] == 0:
        return step(StepKind.LIVES, (seat,), "step.lives_dole", "R-LIFE-2", player=name)
    return step(StepKind.LIVES, (seat,), "step.lives", "R-LIFE-1", player=name, count=r.lives_after[seat])
