"""Guessing the hidden hands: a particle filter over each opponent's cards.

Dealing opponents fresh random hands is the known trap: hands improve fast (a greedy player's
mean goes from about 13 at the deal to about 25 after five draws), so a bot that imagines
fresh hands knocks far too early. Instead, every opponent's hand is *replayed* turn by turn:
a guess starts as a random deal, draws a random unseen card on every draw, takes the card
they were seen to take, and keeps its best three, as a player building a hand does. Each
public act weighs the guesses by how well they explain it (a model of a sensible player):

- a card thrown away: guesses in which that card would have been useful are unlikely;
- a card taken: guesses in which it did not help are unlikely;
- an upcard passed over (a draw instead): guesses in which it would have helped are unlikely;
- no knock, although allowed: guesses that already scored at the opponent's knocking mark
  are unlikely; a knock: guesses below it are unlikely;
- no 31 shown: a guess holding 31 is impossible (it would have ended the hand, R-31-3).

The guesses (particles) are resampled by weight when too few carry the weight. The result is
a weighted set of hands per opponent, from which whole tables are drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .engine import VALUES, Ints, score3
from .knowledge import UNKNOWN, Knowledge, Turn

# How sure the model is that opponents play sensibly (the chances of "unlikely" acts).
PASS_HELPFUL = 0.15  # drew although the upcard would have raised the total
TAKE_USELESS = 0.1  # took a card that raises nothing
DISCARD_COST = 0.6  # per point lost by the card thrown away, as exp(-DISCARD_COST * points)
KNOCK_SLOPE = 1.2  # how sharply the chance of knocking rises around the mark
NEVER = -(10**6)
_TRIES = 30  # random retries before a slower exact pick
_SMALL_POOL = 12


@dataclass(slots=True)
class Opponent:
    """The weighted guesses of one opponent's hand (``hands``: guesses x 3 cards)."""

    seat: int
    hands: Ints
    weights: npt.NDArray[np.float64]
    real: list[int]  # the cards known to be in this hand

    def mean_score(self, scores: Ints) -> float:
        h = self.hands
        totals = score3(scores, h[:, 0], h[:, 1], h[:, 2])
        return float((totals * self.weights).sum() / self.weights.sum())


def knock_chance(score: Ints, mark: float) -> npt.NDArray[np.float64]:
    """The modelled chance that a player with ``score`` knocks, given their knocking mark."""
    return 1.0 / (1.0 + np.exp(-KNOCK_SLOPE * (score - mark + 0.5)))  # type: ignore[no-any-return]


@dataclass(frozen=True, slots=True)
class Habits:
    """How one opponent is believed to play (:mod:`.opponents`): ``chances`` to knock on a
    turn by score (0..31), or by their turns before it in the hand and score (the last row for
    later turns), and the chance ``pass_helpful`` that they pass over a useful upcard."""

    chances: npt.NDArray[np.float64]
    pass_helpful: float = PASS_HELPFUL
    outs: Ints | None = None  # with the outs axis: each triple's offset (32 with an out), and 64 columns


def infer(
    knowledge: Knowledge,
    scores: Ints,
    marks: dict[int, float],
    particles: int,
    rng: np.random.Generator,
    habits: dict[int, Habits] | None = None,
) -> list[Opponent]:
    """Weighted guesses of every opponent's hand, in turn order after this seat; ``habits``
    (by seat), where known, stand in for the knocking mark's logistic step."""
    result = []
    order = knowledge.order
    me = knowledge.position(knowledge.seat)
    unseen = np.array(knowledge.unseen, dtype=np.int64)
    # Past draws are guessed from the cards unseen now (what the opponent drew and kept is among
    # them); when few are left (a long hand), also from those thrown away since.
    pool = unseen
    if len(unseen) < _SMALL_POOL:
        pool = np.array(sorted(set(knowledge.unseen) | set(knowledge.dead)), dtype=np.int64)
    for k in range(1, len(order)):
        seat = order[(me + k) % len(order)]
        known = list(knowledge.known[seat])
        habit = habits.get(seat) if habits else None
        habit = habit or Habits(knock_chance(np.arange(32), marks[seat]))
        hands, weights = _replay(knowledge.turns[seat], pool, scores, habit, particles, rng)
        _only_possible(hands, unseen, known, rng)
        result.append(Opponent(seat, hands, weights, known))
    return result


def _only_possible(hands: Ints, unseen: Ints, known: list[int], rng: np.random.Generator) -> None:
    """A guessed card that cannot be in the hand now (it is out of play) is guessed again from
    the unseen cards; the cards known to be held stay."""
    allowed = np.zeros(52, dtype=bool)
    allowed[unseen] = True
    allowed[known] = True
    for row, col in zip(*np.nonzero(~allowed[hands]), strict=True):
        free = np.setdiff1d(unseen, hands[row])
        if len(free):
            hands[row, col] = free[rng.integers(len(free))]


def _replay(
    turns: Sequence[Turn], pool: Ints, scores: Ints, habit: Habits, count: int, rng: np.random.Generator
) -> tuple[Ints, npt.NDArray[np.float64]]:
    hands = _deal(pool, scores, count, [], rng)
    weights = np.ones(count)
    real: list[int] = []  # cards known to be in the hand at this point (taken, not thrown since)
    for k, turn in enumerate(turns):
        if turn.took >= 0:
            real.append(turn.took)
        hands, likely = _step(hands, turn, k, real, pool, scores, habit, rng)
        weights *= likely
        if turn.discarded in real:
            real.remove(turn.discarded)
        total = weights.sum()
        if total <= 0.0:  # nothing explains what happened: guess again from here
            hands, weights = _deal(pool, scores, count, real, rng), np.ones(count)
        elif (weights * weights).sum() * count > 2.0 * total * total:  # fewer than half effective
            hands, weights = _resample(hands, weights, rng), np.ones(count)
    return hands, weights


def _deal(pool: Ints, scores: Ints, count: int, real: list[int], rng: np.random.Generator) -> Ints:
    """Random hands (no dealt 31, R-31-2) that hold the ``real`` cards."""
    known = real[-3:]
    hands = np.empty((count, 3), dtype=np.int64)
    hands[:, : len(known)] = known
    todo = np.ones(count, dtype=bool)
    for _ in range(_TRIES):  # a dealt 31 is redealt (it would have ended the hand)
        if not todo.any():
            break
        rows = np.flatnonzero(todo)
        picks = rng.random((len(rows), len(pool))).argsort(axis=1)[:, : 3 - len(known)]
        hands[rows, len(known) :] = pool[picks]
        todo[rows] = score3(scores, hands[rows, 0], hands[rows, 1], hands[rows, 2]) == 31
    return hands


def _best_with(scores: Ints, a: Ints, b: Ints, c: Ints, card: Ints | int) -> Ints:
    return np.maximum(np.maximum(score3(scores, card, b, c), score3(scores, a, card, c)), score3(scores, a, b, card))  # type: ignore[arg-type]


def _step(
    hands: Ints,
    turn: Turn,
    k: int,
    real: list[int],
    pool: Ints,
    scores: Ints,
    habit: Habits,
    rng: np.random.Generator,
) -> tuple[Ints, npt.NDArray[np.float64]]:
    """Move every guess through one turn (the player's ``k``-th in the hand, from 0); return the
    new guesses and how likely the turn was."""
    count = len(hands)
    a, b, c = hands[:, 0], hands[:, 1], hands[:, 2]
    score = score3(scores, a, b, c)
    likely = np.ones(count)
    if turn.could_knock:
        chances = habit.chances if habit.chances.ndim == 1 else habit.chances[min(k, len(habit.chances) - 1)]
        chance = chances[score if habit.outs is None else score + score3(habit.outs, a, b, c)]
        likely = chance if turn.knocked else 1.0 - chance
    if turn.knocked:
        return hands, likely
    if turn.took >= 0:
        new = np.full(count, turn.took, dtype=np.int64)
        likely = likely * np.where(_best_with(scores, a, b, c, turn.took) > score, 1.0, TAKE_USELESS)
    else:
        if turn.upcard != UNKNOWN:
            likely = likely * np.where(_best_with(scores, a, b, c, turn.upcard) > score, habit.pass_helpful, 1.0)
        new = _draw(pool, hands, rng)
    four = np.stack([a, b, c, new], axis=1)
    thrown = turn.discarded
    rows = np.arange(count)
    if thrown in real:  # a known card thrown away: it leaves, nothing to guess
        out = (four == thrown).argmax(axis=1)
        kept = _without(four, out)
        best = score3(scores, kept[:, 0], kept[:, 1], kept[:, 2])
    else:
        # The thrown card was one of the guessed ones: keep the best three of the four.
        keys = _keep_keys(scores, four, real)
        out = keys.argmax(axis=1)
        best = (keys[rows, out] + 31) // 32
        kept = _without(four, out)
        # Would the thrown card have been worth keeping with these three?
        with_thrown = np.concatenate([kept, np.full((count, 1), thrown, dtype=np.int64)], axis=1)
        could = (_keep_keys(scores, with_thrown, real).max(axis=1) + 31) // 32
        likely = likely * np.exp(-DISCARD_COST * (could - best))
    likely = likely * (best != 31)  # 31 would have been shown at once (R-31-3)
    return kept, likely


def _draw(pool: Ints, hands: Ints, rng: np.random.Generator) -> Ints:
    """A random card from ``pool`` for each guess, not one already in that hand."""
    new = pool[rng.integers(len(pool), size=len(hands))]
    clash = (new[:, None] == hands).any(axis=1)
    for _ in range(_TRIES):
        if not clash.any():
            return new
        new[clash] = pool[rng.integers(len(pool), size=int(clash.sum()))]
        clash = (new[:, None] == hands).any(axis=1)
    for row in np.flatnonzero(clash):  # a tiny pool: pick from what is left, if anything is
        free = np.setdiff1d(pool, hands[row])
        new[row] = free[rng.integers(len(free))] if len(free) else hands[row, 0]
    return new


def _keep_keys(scores: Ints, four: Ints, real: list[int]) -> Ints:
    """For each of the four cards: the score kept by throwing it (x32, minus its value so that
    the cheapest card goes among equals); a card known to be held may not be thrown."""
    a, b, c, d = four[:, 0], four[:, 1], four[:, 2], four[:, 3]
    keys = np.stack(
        [
            score3(scores, b, c, d) * 32 - VALUES[a],
            score3(scores, a, c, d) * 32 - VALUES[b],
            score3(scores, a, b, d) * 32 - VALUES[c],
            score3(scores, a, b, c) * 32 - VALUES[d],
        ],
        axis=1,
    )
    if real:
        keys[np.isin(four, real)] = NEVER
    return keys


def _without(four: Ints, out: Ints) -> Ints:
    keep = np.ones(four.shape, dtype=bool)
    keep[np.arange(len(four)), out] = False
    return four[keep].reshape(len(four), 3)


def _resample(hands: Ints, weights: npt.NDArray[np.float64], rng: np.random.Generator) -> Ints:
    """Systematic resampling: keep guesses in proportion to their weight."""
    count = len(hands)
    cumulative = np.cumsum(weights)
    points = (rng.random() + np.arange(count)) * (cumulative[-1] / count)
    chosen: Ints = hands[np.minimum(np.searchsorted(cumulative, points), count - 1)].copy()
    return chosen


def draw_tables(
    opponents: Sequence[Opponent], unseen: list[int], stock_count: int, samples: int, rng: np.random.Generator
) -> tuple[Ints, Ints]:
    """``samples`` whole tables: a hand per opponent (by weight, no card twice), and a stock.

    Returns (opponents' hands: samples x opponents x 3, stock: samples x stock_count).
    """
    hands = np.empty((samples, len(opponents), 3), dtype=np.int64)
    for k, o in enumerate(opponents):
        hands[:, k] = o.hands[rng.choice(len(o.hands), size=samples, p=o.weights / o.weights.sum())]
    _untangle(hands, np.array(unseen, dtype=np.int64), rng)
    keys = rng.random((samples, 52))
    hidden = np.ones(52, dtype=bool)
    hidden[unseen] = False
    keys[:, hidden] = 2.0
    np.put_along_axis(keys, hands.reshape(samples, -1), 2.0, axis=1)
    stock = keys.argsort(axis=1)[:, : max(1, stock_count)]
    return hands, stock


def _untangle(hands: Ints, unseen: Ints, rng: np.random.Generator) -> None:
    """Where two guessed hands of one table share a card, guess the later copy again.

    Cards known to be held are never in ``unseen``, so they never clash.
    """
    samples, opponents, _ = hands.shape
    flat = hands.reshape(samples, opponents * 3)
    for k in range(1, opponents * 3):
        clash = (flat[:, k : k + 1] == flat[:, :k]).any(axis=1)
        for _ in range(_TRIES):
            if not clash.any():
                break
            flat[clash, k] = unseen[rng.integers(len(unseen), size=int(clash.sum()))]
            clash = (flat[:, k : k + 1] == flat[:, :k]).any(axis=1)
        for row in np.flatnonzero(clash):  # a small pool: pick from what is left, if anything is
            free = np.setdiff1d(unseen, flat[row, :k])
            if len(free):
                flat[row, k] = free[rng.integers(len(free))]
