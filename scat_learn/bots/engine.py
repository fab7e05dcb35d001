"""Many hands at once: the expert's look-ahead, vectorised with NumPy.

A *table* is one guess of everything hidden: every opponent's hand and the order of the
stock. The expert plays the rest of the hand out on a hundred or so tables at once: row ``i``
of every array belongs to table ``i``, and one pass of the loop plays one turn on all of them.
Everybody plays a sound model: knock at a mark, take the upcard when it raises the total, else
draw, keep the best three (throwing the cheapest card among equals). The result is the lives
every player loses under the rules (R-KNOCK-4, R-31-1, R-TURN-5).

Positions are turn-order positions counted from the expert (0), not seat numbers. A card is a
number 0..51; three cards score ``scores[a * 2704 + b * 52 + c]`` (any order).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

import numpy as np
import numpy.typing as npt

from ..rules import Rules
from ..scoring import variant_flags
from .tables import BIT, VALUE, score_table

Ints = npt.NDArray[np.int64]
Bools = npt.NDArray[np.bool_]
VALUES: Ints = np.array(VALUE, dtype=np.int64)  # each card's value, from the cards (R-SCORE-1)
_ARRAYS: dict[int, Ints] = {}  # the scorer's table laid out for NumPy, once per variant set
_OUTS: dict[int, Ints] = {}  # each triple's outs, once per variant set
_CODES: dict[int, Ints] = {}  # ... as the outs axis's offset (32 with an out, else 0)
TAKE_NEVER = -(10**6)


def _every_order(combos: Ints, values: Ints) -> Ints:
    """``values`` of the unordered triples ``combos``, laid out flat for all six orders of each."""
    found = np.zeros(52 * 52 * 52, dtype=np.int64)
    for i, j, k in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)):
        found[combos[:, i] * 2704 + combos[:, j] * 52 + combos[:, k]] = values
    return found


def score_array(rules: Rules) -> Ints:
    """Every ordered triple's score under ``rules``' variants, flat (52 * 52 * 52 entries)."""
    flags = variant_flags(rules)
    found = _ARRAYS.get(flags)
    if found is None:
        table = score_table(rules)
        combos = np.array(list(combinations(range(52), 3)), dtype=np.int64)
        values = np.array([table[BIT[a] | BIT[b] | BIT[c]] for a, b, c in combos.tolist()], dtype=np.int64)
        found = _ARRAYS[flags] = _every_order(combos, values)
    return found


def outs_array(rules: Rules) -> Ints:
    """Every ordered triple's *outs*, flat like :func:`score_array`: how many of the other 49
    cards would make it 31 with two of its cards (A♠ K♠ 5♥: the three other ten-valued spades)."""
    flags = variant_flags(rules)
    found = _OUTS.get(flags)
    if found is None:
        scores = score_array(rules)
        combos = np.array(list(combinations(range(52), 3)), dtype=np.int64)
        a, b, c = (combos[:, i, None] for i in range(3))
        d = np.arange(52, dtype=np.int64)[None, :]
        best = np.maximum(np.maximum(score3(scores, d, b, c), score3(scores, a, d, c)), score3(scores, a, b, d))
        counts = ((best == 31) & (d != a) & (d != b) & (d != c)).sum(axis=1)
        found = _OUTS[flags] = _every_order(combos, counts)
    return found


def out_codes(rules: Rules) -> Ints:
    """Each ordered triple's offset on the outs axis: 32 if it has an out, else 0."""
    flags = variant_flags(rules)
    found = _CODES.get(flags)
    if found is None:
        found = _CODES[flags] = np.where(outs_array(rules) > 0, 32, 0).astype(np.int64)
    return found


def score3(scores: Ints, a: Ints, b: Ints, c: Ints) -> Ints:
    return scores[a * 2704 + b * 52 + c]  # type: ignore[no-any-return]


@dataclass(frozen=True, slots=True)
class Setting:
    """The rules and the hand's state that a play-out needs."""

    scores: Ints
    players: int
    min_knock: int
    no_knock_first_round: bool
    max_turns: int  # R-TURN-5: max_rounds * players
    marks: tuple[float, ...]  # each position's knocking mark
    max_steps: int  # turns played at most before a play-out is settled as it stands
    # Each position's chance to knock on a turn, by its turns before it in the hand (the last
    # row for later ones) and its score (positions x rounds x 32), if it is not a fixed mark: a
    # patient player at their mark knocks on some turns and plays on for 31 on others (see
    # :mod:`.opponents`). None: everybody knocks at their mark.
    knock: npt.NDArray[np.float64] | None = None
    # With the outs axis (:mod:`.opponents`): ``knock`` has 64 columns, the score plus 32 for a
    # hand with an out, and ``outs`` is each triple's offset (32 or 0, flat like ``scores``).
    outs: Ints | None = None
    # An opponent's knock, with ``knock``, into a hand of mine that beats theirs is this many
    # times as likely as their learnt chance says (1: as learnt; below 1: a strong opponent reads
    # my takes and does not knock into a hand that beats theirs).
    wary: float = 1.0


@dataclass(slots=True)
class Tables:
    """The state of the hand on every table (rows), changed in place by a play-out."""

    hands: Ints  # (tables, players, 3)
    stock: Ints  # (tables, cards): drawn from column ``drawn``
    drawn: Ints  # (tables,)
    upcard: Ints  # (tables,)
    knocker: Ints  # (tables,): a position, -1 for none

    def copy(self) -> Tables:
        return Tables(self.hands.copy(), self.stock, self.drawn.copy(), self.upcard.copy(), self.knocker.copy())


@dataclass(slots=True)
class Outcomes:
    lost: Ints  # (tables, players) lives lost, as the rules count them
    lowest: Bools  # (tables, players) lowest at a showdown
    showdown: Bools  # (tables,) the hand ended in a showdown (else a 31)
    thirty_one: Ints  # (tables,) the position that showed 31, or -1


def keep_best_rows(
    scores: Ints, hands: Ints, new: Ints, may_throw_new: Bools | bool, now: Ints | None = None
) -> tuple[Ints, Ints, Ints]:
    """For each row: three cards plus ``new``; keep the best three, throwing the cheapest among
    equals (``now``: the three cards' score, if known). Returns (kept, thrown card, kept score).
    """
    a, b, c = hands[:, 0], hands[:, 1], hands[:, 2]
    if now is None:
        now = score3(scores, a, b, c)
    k0 = score3(scores, new, b, c) * 32 - VALUES[a]
    k1 = score3(scores, a, new, c) * 32 - VALUES[b]
    k2 = score3(scores, a, b, new) * 32 - VALUES[c]
    k3 = np.where(may_throw_new, now * 32 - VALUES[new], TAKE_NEVER)
    best = np.maximum(np.maximum(k0, k1), np.maximum(k2, k3))
    # Which card goes: the first whose key is the best (a, then b, then c, then the new card).
    thrown = np.where(k0 == best, a, np.where(k1 == best, b, np.where(k2 == best, c, new)))
    kept = hands.copy()
    kept[:, 0] = np.where(k0 == best, new, a)
    kept[:, 1] = np.where((k1 == best) & (k0 != best), new, b)
    kept[:, 2] = np.where((k2 == best) & (k0 != best) & (k1 != best), new, c)
    return kept, thrown, (best + 31) // 32


def play_out(
    s: Setting,
    t: Tables,
    position: int,
    turns: int,
    thirty_one: Ints | None = None,
    finished: Bools | None = None,
    rng: np.random.Generator | None = None,
) -> Outcomes:
    """Play every table from the start of ``position``'s turn to the end of the hand.

    ``turns`` counts the turns finished in this hand. Tables where a position has already
    shown 31 (``thirty_one``, else -1) or that are ``finished`` (the showdown is due) are
    settled as they stand. With ``s.knock``, ``rng`` decides who knocks on each table.
    """
    scores, n = s.scores, s.players
    count = len(t.upcard)
    rows = np.arange(count)
    if thirty_one is None:
        thirty_one = np.full(count, -1, dtype=np.int64)
    ended = thirty_one >= 0
    if finished is not None:
        ended = ended | finished
    last = t.stock.shape[1] - 1
    for _ in range(s.max_steps):
        if ended.all():
            break
        hand = t.hands[:, position]
        a, b, c = hand[:, 0], hand[:, 1], hand[:, 2]
        score = score3(scores, a, b, c)
        active = ~ended
        if not (s.no_knock_first_round and turns < n):
            column = score if s.outs is None else score + score3(s.outs, a, b, c)
            wants = _wants_to_knock(s, position, turns // n, column, rng, _beaten(s, t, position, score))
            knocks = active & (t.knocker < 0) & wants
            knocks &= score >= s.min_knock
            t.knocker[knocks] = position
            plays = active & ~knocks
        else:
            plays = active
        up = t.upcard
        take_score = np.maximum(
            np.maximum(score3(scores, up, b, c), score3(scores, a, up, c)), score3(scores, a, b, up)
        )
        take = take_score > score
        new = np.where(take, up, t.stock[rows, np.minimum(t.drawn, last)])
        t.drawn += plays & ~take
        kept, thrown, best = keep_best_rows(scores, hand, new, ~take, score)
        t.hands[:, position] = np.where(plays[:, None], kept, hand)
        t.upcard = np.where(plays, thrown, up)
        showed = plays & (best == 31)
        thirty_one[showed] = position
        turns += 1
        position = (position + 1) % n
        done = active & (t.knocker == position)
        if turns >= s.max_turns:
            done |= active & (t.knocker < 0)
        ended = ended | showed | done
    return settle_rows(s, t, thirty_one)


def _beaten(s: Setting, t: Tables, position: int, score: Ints) -> Bools | None:
    """Tables where an opponent at ``position`` holds less than I do (when ``s.wary`` asks)."""
    if position == 0 or s.wary == 1.0 or s.knock is None:
        return None
    mine = t.hands[:, 0]
    return score < score3(s.scores, mine[:, 0], mine[:, 1], mine[:, 2])  # type: ignore[no-any-return]


def _wants_to_knock(
    s: Setting, position: int, turn: int, score: Ints, rng: np.random.Generator | None, beaten: Bools | None = None
) -> Bools:
    """On which tables ``position`` knocks with ``score`` (a column of ``s.knock``: with the
    outs axis, plus 32 for a hand with an out) on its turn after ``turn`` turns of its own: at
    its mark, or by its chances."""
    if s.knock is None:
        return score >= s.marks[position]  # type: ignore[no-any-return]
    chance = s.knock[position, min(turn, s.knock.shape[1] - 1)][score]
    if beaten is not None:
        chance = np.where(beaten, chance * s.wary, chance)
    if rng is None:
        return chance >= 0.5  # type: ignore[no-any-return]
    return rng.random(len(score)) < chance  # type: ignore[no-any-return]


def settle_rows(s: Setting, t: Tables, thirty_one: Ints) -> Outcomes:
    """The lives lost on every table: a 31 (R-31-1) or a showdown (R-KNOCK-4, R-TURN-5), as
    :func:`scat_learn.showdown.lives_lost` counts them for one table (a test checks that they
    agree on random tables)."""
    n = s.players
    h = t.hands
    totals = score3(s.scores, h[:, :, 0], h[:, :, 1], h[:, :, 2])
    lowest = totals == totals.min(axis=1, keepdims=True)
    lost = lowest.astype(np.int64)
    count = lowest.sum(axis=1)
    rows = np.arange(len(totals))
    knocker = t.knocker
    has = knocker >= 0
    k = np.where(has, knocker, 0)
    knocker_low = has & lowest[rows, k]
    lost[rows[knocker_low], k[knocker_low]] = 0  # saved in a tie
    alone = knocker_low & (count == 1)
    lost[rows[alone], k[alone]] = 2  # alone lowest: two lives
    lost[~has & (count == n)] = 0  # nobody knocked and everyone ties: spared
    showed = thirty_one >= 0
    if showed.any():
        lost[showed] = 1
        lost[rows[showed], thirty_one[showed]] = 0
        lowest[showed] = False
    return Outcomes(lost, lowest, ~showed, thirty_one)
