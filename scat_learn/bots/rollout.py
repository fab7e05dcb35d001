"""Playing a hand to its end on a made-up table, fast: the expert's way of looking ahead.

A *table* is one guess of everything hidden (every opponent's hand and the stock's order).
From a given moment, :func:`play_out` lets every player play a simple model of good play
(knock at a mark, take the upcard when it raises the total, else draw, keep the best three)
until the hand ends, and returns the lives each player loses under the rules (R-KNOCK-4,
R-31-1, R-TURN-5). Positions are turn-order positions 0..n-1, not seat numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .tables import BIT, VALUE


@dataclass(frozen=True, slots=True)
class Setting:
    """The rules and the hand's state that a play-out needs."""

    table: dict[int, int]
    players: int
    min_knock: int
    no_knock_first_round: bool
    max_turns: int  # R-TURN-5: max_rounds * players


@dataclass(slots=True)
class Outcome:
    lost: list[int]  # lives lost per position
    lowest: int  # -1 if there was no showdown; else a mask of the lowest positions
    thirty_one: int  # the position that showed 31, or -1


def play_out(
    s: Setting,
    hands: list[list[int]],
    stock: list[int],
    upcard: int,
    position: int,
    knocker: int,
    turns: int,
    marks: Sequence[float],
) -> Outcome:
    """Play from the start of ``position``'s turn to the end of the hand.

    ``hands`` (three cards each) and ``stock`` (drawn from its end) are changed in place.
    ``knocker`` is -1 if nobody has knocked. ``marks`` is each position's knocking mark.
    """
    table, n = s.table, s.players
    dead: list[int] = []
    while True:
        hand = hands[position]
        a, b, c = hand
        full = BIT[a] | BIT[b] | BIT[c]
        score = table[full]
        if (
            knocker < 0
            and score >= marks[position]
            and score >= s.min_knock
            and not (s.no_knock_first_round and turns < n)
        ):
            knocker = position
            turns += 1
            position = (position + 1) % n
            continue
        four = full | BIT[upcard]
        take = max(table[four ^ BIT[a]], table[four ^ BIT[b]], table[four ^ BIT[c]])
        if take > score:
            new, keep = upcard, upcard
        else:
            if not stock:  # R-TURN-4
                stock.extend(dead)
                dead.clear()
                if not stock:
                    return _showdown(s, hands, knocker)
            dead.append(upcard)
            new, keep = stock.pop(), -1
            four = full | BIT[new]
        best, out = -1, -1
        for card in (a, b, c, new):
            if card == keep:
                continue
            t = table[four ^ BIT[card]]
            if t > best or (t == best and VALUE[card] < VALUE[out]):
                best, out = t, card
        hand[:] = [x for x in (a, b, c, new) if x != out]
        upcard = out
        turns += 1
        if best == 31:
            lost = [1] * n
            lost[position] = 0
            return Outcome(lost, -1, position)
        position = (position + 1) % n
        if position == knocker:
            return _showdown(s, hands, knocker)
        if knocker < 0 and turns >= s.max_turns:
            return _showdown(s, hands, -1)


def _showdown(s: Setting, hands: list[list[int]], knocker: int) -> Outcome:
    table = s.table
    totals = [table[BIT[h[0]] | BIT[h[1]] | BIT[h[2]]] for h in hands]
    low = min(totals)
    lowest = [p for p, t in enumerate(totals) if t == low]
    lost = [0] * s.players
    mask = 0
    for p in lowest:
        mask |= 1 << p
    if knocker < 0:
        if len(lowest) < s.players:  # R-TURN-5: a table that ties throughout is spared
            for p in lowest:
                lost[p] = 1
    elif knocker in lowest:  # R-KNOCK-4
        if len(lowest) == 1:
            lost[knocker] = 2
        else:
            for p in lowest:
                if p != knocker:
                    lost[p] = 1
    else:
        for p in lowest:
            lost[p] = 1
    return Outcome(lost, mask, -1)
