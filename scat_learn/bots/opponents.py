"""Who the expert plays: each opponent's knocking and taking, learnt from what they do in a game.

A model of every opponent as one greedy builder with one knocking mark makes the expert's
numbers true against greedy, fixed players and far too hopeful against patient ones: a player
who holds 27 and plays on for 31 is believed to be below their mark, and in the play-outs nobody
ever plays on for 31 (benchmarks/README.md, issue 17). So each opponent gets a knocking policy
of their own, learnt from what they are seen to do, hand after hand (R-INFO-1: all of it public):

- **knocks**: the knocker keeps the hand shown at the showdown, so its score is the score they
  knocked with, exactly;
- **turns they could knock and did not**: every hand is shown when it ends (the hand's result),
  and the expert remembers the public turns it last saw in that hand. Undoing those turns from
  the shown hand backwards gives the hands held at each of them: a card taken from the pile is
  known, a card drawn is one of the three kept or the one thrown (up to four candidates a
  draw). Each declined knock is one observation with its candidates' scores;
- **a 31**: its player declined with at least two of its cards in hand (a score of 20 or 21);
- **greed**: on the turns whose hand is known, whether an upcard that would have raised the
  total was taken or passed over.

Turns played after the expert's last decision in a hand are never seen (the hand's events are
gone once it is over): those players are learnt from only as knockers and 31 players.

The knocking policy: on each turn at or above the mark ``m`` the player knocks with chance
``e`` (eagerness; a logistic step of slope :data:`KNOCK_SLOPE` around the mark); ``e`` below 1
is patience, a player who plays on towards 31. With ``rising``, the mark may also rise by ``r``
with each turn of theirs in the hand (:data:`RISES`: a player who knocks low early and only
high late, as the intermediate does). ``(m, e[, r])`` has a posterior over a small grid,
from a prior for a typical player; what the expert uses is the predictive chance to knock at
each score (the posterior mean), so that an opponent seen little is a blend of many kinds.

With ``outs`` (a fourth axis), a hand that one card completes to 31 (an *out*: A♠ K♠ and a
ten of spades unseen) knocks with chance ``f`` times the chance of a hand without one
(:data:`OUT_FACTORS`): a strong player at 22–27 knocks about half as often when holding an out,
and plays on for 31 (benchmarks/README.md, issue 17, phase 3); a threshold bot knocks alike
with or without. Observations then carry the hand's *code*, ``score + 32`` if it has an out
(:func:`has_outs`), and the estimate's ``by_turn`` has 64 columns: the first 32 for hands without
an out, the next 32 for hands with one.

With ``late`` (one more factor on each turn), the chance to knock on a player's turn ``t`` of
the hand (``t`` turns of theirs before it) is ``e * d**t`` times the step at the mark, ``d``
from :data:`LATE`: a strong player knocks less often the longer a hand goes on and plays on for
31 (from their fifth turn on an expert knocks on 11% of the turns it could, where one eagerness
for every turn believes 25%: benchmarks/README.md, issue 17, phases 3 and 4); ``d`` = 1 is a
player who knocks as readily late as early, as a threshold bot does. The rise ``r`` and the
factor ``d`` both say how a player's knocking changes with their turns, so they share the grid's
third axis, the *turn profile*: one entry per pair ``(r, d)``; without ``late``, ``d`` is 1 and
the axis holds the rises alone, as before.

With ``fixed`` (the prior chance of another kind of player), a player may also be a *fixed-mark*
player, who knocks on every turn at or above a mark ``m`` (which may rise by ``r`` a turn) and
never below it (with ``outs``, a hand with an out knocks with a factor ``f`` of its own), but for
a small error (:data:`FIXED_ERROR`): a beginner or a threshold bot. The soft family above cannot
say "always" quickly: its logistic step, its eagerness, rises and out factors each keep weight on
patience, and a player who never plays on gives evidence against them only one knock at a time,
so a beginner seen for 20 hands was still believed to knock at 21 on about half of its turns and
to play on for 31 (benchmarks/README.md, issue 17, phase 5). A fixed-mark player's declined
knocks are weighed hand by hand over the paths of hands they may have held (:class:`Record`'s
``paths``), not turn by turn: a hand kept unchanged through several turns is one hand. The two
families are weighed by how well each explains the record (their marginal likelihoods); the
predictive chance to knock is their blend.

With ``first`` (a ratio ``ρ`` below 1, with ``fixed``), a fixed-mark player's knock at ``s`` is
also read as the first turn their greedy hand reached the mark: within the family, the mark
``m`` is weighed by ``ρ ** (s - m)`` for each knock (normalised over the scores ``m``..30 a knock
can have), so that a knock at the mark says more for that mark than for every lower one. Without
it the family's mark has only the lowest knock as a bound from above and the prior below it, and
is pulled below the truth (a beginner, who knocks at 21, was believed to knock at 20 on about 40%
of their turns; issue 17, phase 5). It moves the mark within the family only; how well the family
explains the record, against the soft family, is weighed as without it.

With ``sharp`` (a second slope), the soft family's turn profiles are weighed twice, at the slope
:data:`KNOCK_SLOPE` and at ``sharp``, equally likely: with a sharp step and eagerness 1 the soft
family can say "always at the mark, never below" as the fixed family does, so the two compete on
equal terms (the logistic step of slope 1.2 keeps a beginner believed to knock at 21 on about half
of their turns after 20 hands: issue 17, phase 5).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from ..showdown import HandResult, Reason
from ..view import PlayerView
from .knowledge import UNKNOWN, Turn, read_view
from .tables import BIT, SUIT, VALUE, mask, score_table

Floats = npt.NDArray[np.float64]
KNOCK_SLOPE = 1.2  # how sharply the chance to knock rises around the mark
MARKS: Floats = np.arange(16.0, 31.0)  # the marks the posterior weighs
EAGERNESS: Floats = np.array([0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0])
PRIOR_MARK, PRIOR_MARK_SD = 23.0, 2.5  # a typical player's mark, before anything is seen
PRIOR_EAGER_ONE = 3.0  # how much more likely "always knocks at the mark" is than each other e
PRIOR_GREED, PRIOR_GREED_WEIGHT = 0.85, 4.0  # a Beta prior: the share of useful upcards taken
ENOUGH = 6  # observations of knocking before the prior no longer rules
MAX_CANDIDATES = 64  # undoing draws multiplies the candidate hands; stop beyond this
SCORES = 32

ROUNDS = 8  # a player's turns in a hand told apart (later turns count as the last)
RISES: Floats = np.array([0.0, 0.75, 1.5])  # how much the mark rises with each turn of theirs
PRIOR_RISE: Floats = np.array([2.0, 1.0, 1.0])  # a steady mark as likely as a rising one
OUT_FACTORS: Floats = np.array([1.0, 0.7, 0.5, 0.3, 0.15])  # knocking with an out, against without
PRIOR_OUTS_ONE = 3.0  # how much more likely "an out changes nothing" (f = 1) is than each other f
LATE: Floats = np.array([1.0, 0.9, 0.8, 0.65])  # the factor on the chance to knock with each turn of theirs
PRIOR_LATE: Floats = np.array([3.0, 1.0, 1.0, 1.0])  # "as ready late as early" (d = 1) favoured
FIXED_ERROR = 0.001  # a fixed-mark player's chance to knock below the mark, or to play on at it
_ONE_FACTOR: Floats = np.ones(1)
_STEADY: Floats = np.zeros(1)


@dataclass(frozen=True, slots=True)
class Profiles:
    """The grid's third axis: how a player's knocking changes with their turns in a hand, one
    entry per pair of a rise ``r`` (:data:`RISES`) and a late factor ``d`` (:data:`LATE`),
    rise-major. Without ``rising`` the rise is 0; without ``late`` the factor is 1, so the axis
    is the rises alone and every number comes out as it did before the late factor."""

    rises: Floats
    lates: Floats
    log_prior: Floats
    slopes: Floats | None = None  # with ``sharp``: each entry's slope (the axis twice, the sharp half last)

    @staticmethod
    def of(rising: bool, late: bool, slope: float = KNOCK_SLOPE, sharp: float = 0.0) -> Profiles:
        rises, rise_prior = (RISES, PRIOR_RISE) if rising else (_STEADY, _ONE_FACTOR)
        lates, late_prior = (LATE, PRIOR_LATE) if late else (_ONE_FACTOR, _ONE_FACTOR)
        n, k = len(lates), len(rises)
        log_prior = np.repeat(np.log(rise_prior), n) + np.tile(np.log(late_prior), k)
        if not sharp:
            return Profiles(np.repeat(rises, n), np.tile(lates, k), log_prior)
        # A slope axis: every (rise, late) pair at the usual slope and at ``sharp``, equally likely.
        slopes = np.repeat(np.array([slope, sharp]), n * k)
        return Profiles(np.tile(np.repeat(rises, n), 2), np.tile(np.tile(lates, k), 2), np.tile(log_prior, 2), slopes)


def _grid_q(profiles: Profiles, slope: float = KNOCK_SLOPE) -> Floats:
    """marks x eagerness x profiles x rounds x score: the chance to knock on a turn."""
    turns = np.arange(ROUNDS)
    mark = MARKS[:, None, None, None] + profiles.rises[None, None, :, None] * turns[None, None, None, :]
    if profiles.slopes is not None:
        slopes = profiles.slopes[None, None, :, None, None]
        step = 1.0 / (1.0 + np.exp(-slopes * (np.arange(SCORES)[None, None, None, None, :] - mark[..., None] + 0.5)))
    else:
        step = 1.0 / (1.0 + np.exp(-slope * (np.arange(SCORES)[None, None, None, None, :] - mark[..., None] + 0.5)))
    fade = profiles.lates[:, None] ** turns[None, :]  # d ** t; exactly 1 without the late factor
    return EAGERNESS[None, :, None, None, None] * fade[None, None, :, :, None] * step  # type: ignore[no-any-return]


def _log_prior(profiles: Profiles, eager_one: float = PRIOR_EAGER_ONE) -> Floats:
    mark = -0.5 * ((MARKS - PRIOR_MARK) / PRIOR_MARK_SD) ** 2
    eager = np.log(np.where(EAGERNESS == 1.0, eager_one, 1.0))
    return mark[:, None, None] + eager[None, :, None] + profiles.log_prior[None, None, :]  # type: ignore[no-any-return]


_GRIDS: dict[tuple[bool, bool, float, float, float], tuple[Floats, Floats]] = {}


def _grid(
    rising: bool, slope: float, eager_one: float = PRIOR_EAGER_ONE, late: bool = False, sharp: float = 0.0
) -> tuple[Floats, Floats]:
    """The grid's chances to knock and its log prior (built once for each kind)."""
    key = (rising, late, slope, eager_one, sharp)
    found = _GRIDS.get(key)
    if found is None:
        profiles = Profiles.of(rising, late, slope, sharp)
        found = _GRIDS[key] = (_grid_q(profiles, slope), _log_prior(profiles, eager_one))
    return found


_CLIPPED: dict[tuple[bool, bool, float, float, int, float], tuple[Floats, Floats]] = {}


def _clipped(
    rising: bool, slope: float, eager_one: float, late: bool, min_knock: int, sharp: float = 0.0
) -> tuple[Floats, Floats]:
    """The grid's chances to knock as the likelihood weighs them, and their logs: none below the
    minimum (R-KNOCK-3: nothing to learn there), kept off 0 and 1. Built once for each kind, not
    at every estimate (the late factor makes the grid four times larger); read only."""
    key = (rising, late, slope, eager_one, min_knock, sharp)
    found = _CLIPPED.get(key)
    if found is None:
        q = _grid(rising, slope, eager_one, late, sharp)[0].copy()
        q[..., :min_knock] = 0.0
        q = np.clip(q, 1e-6, 1.0 - 1e-6)
        log_q = np.log(q)
        q.flags.writeable = log_q.flags.writeable = False
        found = _CLIPPED[key] = (q, log_q)
    return found


_FIXED: dict[tuple[bool, bool, float, int], tuple[Floats, Floats, Floats]] = {}


def _fixed(rising: bool, outs: bool, outs_one: float, min_knock: int) -> tuple[Floats, Floats, Floats]:
    """The fixed-mark family (marks x rises x out factors x rounds x columns: the score, and with
    ``outs`` the score + 32 of a hand with an out, which knocks with ``f`` times the chance): its
    chances to knock, the same as the likelihood weighs them (none below the minimum, kept off 0
    and 1), and its normalised log prior (marks x rises x factors: the soft family's priors).
    Built once for each kind; read only."""
    key = (rising, outs, outs_one, min_knock)
    found = _FIXED.get(key)
    if found is None:
        rises, rise_prior = (RISES, PRIOR_RISE) if rising else (_STEADY, _ONE_FACTOR)
        factors = OUT_FACTORS if outs else _ONE_FACTOR
        mark = MARKS[:, None, None] + rises[None, :, None] * np.arange(ROUNDS)[None, None, :]
        step = np.where(
            np.arange(SCORES)[None, None, None, :] >= mark[..., None] - 1e-9, 1.0 - FIXED_ERROR, FIXED_ERROR
        )
        step = np.broadcast_to(step[:, :, None], (len(MARKS), len(rises), len(factors), ROUNDS, SCORES))
        q = np.concatenate([step, step * factors[None, None, :, None, None]], axis=4) if outs else step.copy()
        clipped = q.copy()
        clipped[..., :min_knock] = 0.0
        if outs:
            clipped[..., SCORES : SCORES + min_knock] = 0.0
        clipped = np.clip(clipped, 1e-6, 1.0 - 1e-6)
        factor_prior = np.where(factors == 1.0, outs_one, 1.0) if outs else _ONE_FACTOR
        mark_prior = -0.5 * ((MARKS - PRIOR_MARK) / PRIOR_MARK_SD) ** 2
        log_prior = mark_prior[:, None, None] + np.log(rise_prior)[None, :, None] + np.log(factor_prior)[None, None, :]
        log_prior -= _logsumexp(log_prior)
        for array in (q, clipped, log_prior):
            array.flags.writeable = False
        found = _FIXED[key] = (q, clipped, log_prior)
    return found


_FIRST: dict[tuple[bool, float], Floats] = {}


def _first(rising: bool, ratio: float) -> Floats:
    """rounds x scores x marks x rises: the log weight of a knock at a score, on a turn, for each
    fixed mark ``m`` (risen by ``r`` a turn): ``ratio ** (s - m)`` normalised over the scores
    ``m``..30; 0 below the mark (the family's error weighs those). Built once; read only."""
    key = (rising, ratio)
    found = _FIRST.get(key)
    if found is None:
        rises = RISES if rising else _STEADY
        mark = np.ceil(MARKS[:, None, None] + rises[None, :, None] * np.arange(ROUNDS)[None, None, :] - 1e-9)
        above = np.arange(SCORES)[None, None, None, :] - mark[..., None]  # marks x rises x rounds x scores
        total = (1.0 - ratio ** np.maximum(31.0 - mark, 1.0)) / (1.0 - ratio)  # sum of ratio**k, k < 31 - m
        weight = np.where(above >= 0, above * np.log(ratio) - np.log(total)[..., None], 0.0)
        found = _FIRST[key] = np.moveaxis(weight, (2, 3), (0, 1)).copy()
        found.flags.writeable = False
    return found


def _logsumexp(a: Floats) -> float:
    top = float(a.max())
    return top + float(np.log(np.exp(a - top).sum()))


Declined = Sequence[tuple[int, tuple[int, ...]]]  # (turn, candidate scores or codes) of declined knocks
# One hand of one player, undone from the hand shown at its end: levels from the last turn back,
# each (the turn of a declined knock, or -1; each candidate hand's score or code; each candidate's
# parents, the indices of the later level's candidates it can be undone from).
Path = list[tuple[int, tuple[int, ...], tuple[tuple[int, ...], ...]]]


def _path_log_likelihood(path: Path, q: Floats) -> Floats:
    """log P(the hand's declined knocks) for every kind of the fixed-mark family (``q``: marks x
    rises x factors x rounds x columns, the chance to knock), over the paths of candidate hands,
    each path equally likely: a hand held through several turns is one hand, not one at each."""
    weight = np.ones((1, *q.shape[:3]))  # the shown hand
    count = np.ones(1)
    for turn, codes, parents in path:
        weight = np.stack([weight[list(p)].sum(axis=0) for p in parents])
        count = np.array([count[list(p)].sum() for p in parents])
        if turn >= 0:
            weight *= np.moveaxis(1.0 - q[:, :, :, min(turn, ROUNDS - 1), list(codes)], 3, 0)
        total = count.sum()
        weight, count = weight / total, count / total
    return np.log(np.maximum(weight.sum(axis=0), 1e-300))  # type: ignore[no-any-return]


def _spread(rows: Sequence[tuple[int, ...]], width: int) -> Floats:
    """Each declined knock's candidates, equally likely: one row of weights per observation."""
    spread = np.zeros((len(rows), width))
    for row, scores in enumerate(rows):
        np.add.at(spread[row], list(scores), 1.0 / len(scores))
    return spread


def _add_declined_plain(logp: Floats, declined: Declined, q: Floats) -> None:
    """Add to ``logp`` (marks x eagerness x profiles) the chance of each declined knock, turn by turn."""
    for turn in range(ROUNDS):
        rows = [scores for t, scores in declined if min(t, ROUNDS - 1) == turn]
        if rows:
            logp += np.log((1.0 - q[:, :, :, turn]) @ _spread(rows, SCORES).T).sum(axis=3)


def _add_declined_outs(logp: Floats, declined: Declined, q: Floats) -> None:
    """The same with the outs axis (``logp``: ... x outs factors; observations are codes): a
    hand with an out declines with 1 - f q."""
    f = OUT_FACTORS
    for turn in range(ROUNDS):
        rows = [codes for t, codes in declined if min(t, ROUNDS - 1) == turn]
        if not rows:
            continue
        spread = _spread(rows, 2 * SCORES)
        qt = q[:, :, :, turn]  # (m, e, r, s)
        stay = (1.0 - qt) @ spread[:, :SCORES].T  # (m, e, r, rows): hands without an out
        stay_outs = (1.0 - qt[:, :, :, None, :] * f[:, None]) @ spread[:, SCORES:].T  # (m, e, r, f, rows)
        logp += np.log(stay[:, :, :, None, :] + stay_outs).sum(axis=4)


def has_outs(cards: Sequence[int]) -> bool:
    """True if one card would complete this hand (not yet 31) to 31: it holds two suited cards
    worth 20 or 21 between them, an ace and a ten or two tens (R-SCORE-2; the completing cards
    are the other tens or the ace of that suit, never all in the hand)."""
    return any(
        SUIT[a] == SUIT[b] and VALUE[a] >= 10 and VALUE[b] >= 10 for i, a in enumerate(cards) for b in cards[i + 1 :]
    )


def code(score: int, cards: Sequence[int]) -> int:
    """A knocking observation's column with the outs axis: the score, plus 32 with an out."""
    return score + SCORES * has_outs(cards)


@dataclass(frozen=True, slots=True)
class Estimate:
    """What the expert believes about one opponent now.

    ``by_turn``: the chance that they knock on a turn, by how many turns of theirs came before
    it in the hand (0..:data:`ROUNDS` - 1, later turns as the last) and by their score (0..31),
    given their mark, its rise, their eagerness and how it fades with the turns as far as seen;
    ``chances``: the same on their first turn; ``mark``, ``eagerness``, ``rise``, ``late``: the
    posterior means; ``greed``: the chance they take an upcard that would raise their total;
    ``seen``: how many knocking decisions (knocks and declined knocks) it rests on.
    """

    by_turn: Floats
    mark: float
    eagerness: float
    greed: float
    seen: int
    rise: float = 0.0
    outs: float = 1.0  # with the outs axis: the mean factor on the chance to knock with an out
    late: float = 1.0  # with the late factor: its mean d (the chance to knock is e * d**t at turn t)
    fixed: float = 0.0  # with the fixed-mark family: the chance that they are a fixed-mark player

    @property
    def chances(self) -> Floats:
        return self.by_turn[0]  # type: ignore[no-any-return]

    @property
    def prior(self) -> bool:
        """True while too little has been seen: the estimate is still mostly the prior."""
        return self.seen < ENOUGH

    @property
    def patience(self) -> float:
        """The chance that they play on although at their mark (towards 31)."""
        return 1.0 - self.eagerness


@dataclass(slots=True)
class Record:
    """What one opponent was seen to do, over the game so far (each with the number of turns
    of theirs before it in that hand)."""

    knocks: list[tuple[int, int]] = field(default_factory=list)  # (turn, score knocked with)
    declined: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)  # (turn, candidate scores)
    useful: int = 0  # turns on which the upcard would have raised their (known) total
    taken: int = 0  # ... and they took it
    thirty_ones: int = 0  # 31s shown after turns of play
    rising: bool = False  # weigh marks that rise with the turns, too
    slope: float = KNOCK_SLOPE  # how sharply a player's chance to knock rises at their mark
    outs: bool = False  # observations are codes (score + 32 with an out) and the outs axis is weighed
    eager_one: float = PRIOR_EAGER_ONE  # the prior weight of "always knocks at the mark"
    outs_one: float = PRIOR_OUTS_ONE  # the prior weight of "an out changes nothing"
    late: bool = False  # weigh a factor d on the chance to knock with each turn of theirs (e * d**t)
    fixed: float = 0.0  # the prior chance of a fixed-mark player (always at the mark, never below); 0: not weighed
    first: float = 0.0  # with ``fixed``: a knock weighed as the first turn at the mark, by this ratio; 0: not
    sharp: float = 0.0  # a second slope of the soft family's step, weighed beside ``slope`` (a slope axis); 0: not
    grow: float = 0.0  # with ``first``: its weight grows with the knocks seen, k / (k + grow); 0: full from the first
    thirty: float = 0.0  # each 31 shown counts this many times more as a declined knock with an out; 0: not
    # With ``thirty``: each 31 shown after play, as a declined knock (their turns before it, the 31's pairs' codes).
    shown_31s: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)
    # With ``fixed``: each hand's undone turns as paths of candidate hands (see :func:`_undo_turns`).
    paths: list[Path] = field(default_factory=list)
    _cache: tuple[tuple[int, ...], Estimate] | None = None  # the last estimate, and what it rests on
    # With ``late``: the minimum knock, how many declined knocks were summed so far, and their sum.
    _folded: tuple[int, int, Floats] | None = field(default=None, compare=False, repr=False)
    # With ``fixed``: the minimum knock, how many paths were summed so far, and their log-likelihood.
    _fixed_folded: tuple[int, int, Floats] | None = field(default=None, compare=False, repr=False)

    def key(self, min_knock: int = 0) -> tuple[int, ...]:
        """What an estimate rests on: it changes only when the record grows."""
        return (
            len(self.knocks),
            len(self.declined),
            self.useful,
            self.taken,
            min_knock,
            len(self.paths),
            len(self.shown_31s),
        )

    def estimate(self, min_knock: int = 0, tilt: Floats | None = None) -> Estimate:
        """The posterior over (mark, eagerness, turn profile) and the greed, from the prior and the record
        (worked out again only when the record grew: observations are only ever added). ``tilt``:
        a log factor on the soft family's prior (normalised: its prior mean is 1), from the other
        players at the table (:class:`Opponents`' ``pool``); not cached."""
        if tilt is not None:
            return self._estimate(min_knock, tilt)
        key = self.key(min_knock)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._estimate(min_knock))
        return self._cache[1]

    def log_evidence(self, min_knock: int = 0) -> Floats:
        """The soft family's log-likelihood of the record on its grid (marks x eagerness x
        profiles, x out factors with ``outs``), less its log marginal likelihood: the log of the
        posterior over the prior, what this record says to another player's prior (``pool``)."""
        logp, log_prior = self._log_posterior(min_knock)
        return logp - log_prior - (_logsumexp(logp) - _logsumexp(log_prior))  # type: ignore[no-any-return]

    def _log_posterior(self, min_knock: int) -> tuple[Floats, Floats]:
        """The soft family's unnormalised log posterior (log prior plus log-likelihood) and its log
        prior, on the grid (with ``outs``, the out factors last)."""
        if self.outs:
            return self._log_posterior_outs(min_knock)
        log_prior = _grid(self.rising, self.slope, self.eager_one, self.late, self.sharp)[1]
        q, log_q = _clipped(self.rising, self.slope, self.eager_one, self.late, min_knock, self.sharp)
        logp = log_prior.copy()
        if self.knocks:
            counts = np.zeros((ROUNDS, SCORES))
            for turn, score in self.knocks:
                counts[min(turn, ROUNDS - 1), score] += 1.0
            logp += (log_q * counts).sum(axis=(3, 4))
        self._add_declined(logp, q, min_knock)
        self._add_shown_31s(logp, q)
        return logp, log_prior

    def _add_shown_31s(self, logp: Floats, q: Floats) -> None:
        """With ``thirty``: each 31 shown after play counts ``thirty`` times more as a declined
        knock on the turn before it, with one of the 31's three pairs (an out) in hand."""
        if self.thirty and self.shown_31s:
            extra = np.zeros_like(logp)
            (_add_declined_outs if self.outs else _add_declined_plain)(extra, self.shown_31s, q)
            logp += self.thirty * extra

    def _estimate(self, min_knock: int, tilt: Floats | None = None) -> Estimate:
        if self.outs:
            return self._estimate_outs(min_knock, tilt)
        grid, log_prior = _grid(self.rising, self.slope, self.eager_one, self.late, self.sharp)
        logp = self._log_posterior(min_knock)[0]
        if tilt is not None:
            logp = logp + tilt
        if self.fixed:
            return self._with_fixed(logp, log_prior, grid, min_knock)
        post = np.exp(logp - logp.max())
        post /= post.sum()
        by_turn = np.einsum("mer,merts->ts", post, grid)
        by_turn[:, :min_knock] = 0.0
        return self._summary(post, by_turn)

    def _add_declined(self, logp: Floats, q: Floats, min_knock: int) -> None:
        """Add the declined knocks' log-likelihood to ``logp``. With ``late`` the grid is four
        times larger and the expert's own record is estimated again after each of its knocking
        decisions, so the sum is kept and only the declined knocks added since are worked out
        (observations are only ever added). Without it, all of them each time, as before: the same
        sums in the same order, every number the same to the last bit."""
        add = _add_declined_outs if self.outs else _add_declined_plain
        if not self.late:
            add(logp, self.declined, q)
            return
        done, total = 0, np.zeros_like(logp)
        if self._folded is not None and self._folded[0] == min_knock:
            _, done, total = self._folded
        if done < len(self.declined):
            total = total.copy()
            add(total, self.declined[done:], q)
            self._folded = (min_knock, len(self.declined), total)
        logp += total

    def _with_fixed(self, logp: Floats, log_prior: Floats, grid: Floats, min_knock: int) -> Estimate:
        """The soft family's posterior (``logp``: log prior plus log-likelihood, unnormalised;
        ``log_prior``: its log prior) weighed against the fixed-mark family's, by how well each
        explains the record, and the predictive chances blended."""
        q, clipped, fixed_prior = _fixed(self.rising, self.outs, self.outs_one, min_knock)
        logf = fixed_prior.copy()  # marks x rises x factors
        for turn, c in self.knocks:
            logf += np.log(clipped[:, :, :, min(turn, ROUNDS - 1), c])
        logf += self._fixed_declined(clipped, min_knock)
        soft_z = _logsumexp(logp) - _logsumexp(log_prior)
        fixed_z = _logsumexp(logf)
        top = max(soft_z, fixed_z)
        soft_w = (1.0 - self.fixed) * np.exp(soft_z - top)
        fixed_w = self.fixed * np.exp(fixed_z - top)
        share = float(fixed_w / (soft_w + fixed_w))  # the chance that they are a fixed-mark player
        post = np.exp(logp - logp.max())
        post /= post.sum()
        if self.first and self.knocks:  # the mark within the family: each knock as the first at the mark
            first = _first(self.rising, self.first)
            weight = sum((first[min(t, ROUNDS - 1), c % SCORES] for t, c in self.knocks), np.zeros(first.shape[2:]))
            if self.grow:  # few knocks: the mark stays between the prior and the lowest knock
                weight = weight * (len(self.knocks) / (len(self.knocks) + self.grow))
            logf = logf + weight[:, :, None]
        pf = np.exp(logf - logf.max())
        pf /= pf.sum()
        fixed_turn = np.einsum("mrf,mrfts->ts", pf, q)
        if self.outs:
            plain, scaled = post.sum(axis=3), (post * OUT_FACTORS).sum(axis=3)
            soft_turn = np.concatenate(
                [np.einsum("mer,merts->ts", plain, grid), np.einsum("mer,merts->ts", scaled, grid)], axis=1
            )
            soft_outs = float((post.sum(axis=(0, 1, 2)) * OUT_FACTORS).sum())
            fixed_outs = float((pf.sum(axis=(0, 1)) * OUT_FACTORS).sum())
        else:
            plain, soft_turn, soft_outs, fixed_outs = post, np.einsum("mer,merts->ts", post, grid), 1.0, 1.0
        by_turn = (1.0 - share) * soft_turn + share * fixed_turn
        by_turn[:, :min_knock] = 0.0
        if self.outs:
            by_turn[:, SCORES : SCORES + min_knock] = 0.0
        soft = self._summary(plain, by_turn, soft_outs)
        rises = RISES if self.rising else _STEADY
        return Estimate(
            by_turn,
            (1.0 - share) * soft.mark + share * float((pf.sum(axis=(1, 2)) * MARKS).sum()),
            (1.0 - share) * soft.eagerness + share * (1.0 - FIXED_ERROR),
            soft.greed,
            soft.seen,
            (1.0 - share) * soft.rise + share * float((pf.sum(axis=(0, 2)) * rises).sum()),
            (1.0 - share) * soft.outs + share * fixed_outs,
            (1.0 - share) * soft.late + share if self.late else 1.0,
            share,
        )

    def _fixed_declined(self, clipped: Floats, min_knock: int) -> Floats:
        """The fixed-mark family's log-likelihood of the declined knocks, hand by hand (kept and
        added to: paths are only ever added)."""
        done, total = 0, np.zeros(clipped.shape[:3])
        if self._fixed_folded is not None and self._fixed_folded[0] == min_knock:
            _, done, total = self._fixed_folded
        if done < len(self.paths):
            total = total + sum(
                (_path_log_likelihood(p, clipped) for p in self.paths[done:]), np.zeros(clipped.shape[:3])
            )
            self._fixed_folded = (min_knock, len(self.paths), total)
        return total

    def _summary(self, post: Floats, by_turn: Floats, outs: float = 1.0) -> Estimate:
        greed = (self.taken + PRIOR_GREED * PRIOR_GREED_WEIGHT) / (self.useful + PRIOR_GREED_WEIGHT)
        profiles = Profiles.of(self.rising, self.late, self.slope, self.sharp)
        profile = post.sum(axis=(0, 1))
        return Estimate(
            by_turn,
            float((post.sum(axis=(1, 2)) * MARKS).sum()),
            float((post.sum(axis=(0, 2)) * EAGERNESS).sum()),
            float(greed),
            len(self.knocks) + len(self.declined),
            float((profile * profiles.rises).sum()),
            outs,
            float((profile * profiles.lates).sum()) if self.late else 1.0,
        )

    def _log_posterior_outs(self, min_knock: int) -> tuple[Floats, Floats]:
        """:meth:`_log_posterior` with the outs axis: observations are codes (:func:`code`); a
        hand with an out knocks with ``f`` times the chance of one without."""
        log_prior = _grid(self.rising, self.slope, self.eager_one, self.late, self.sharp)[1]
        q, log_q = _clipped(self.rising, self.slope, self.eager_one, self.late, min_knock, self.sharp)
        f = OUT_FACTORS
        prior_f = np.where(f == 1.0, self.outs_one, 1.0)
        logp = log_prior[..., None] + np.log(prior_f)[None, None, None, :]
        if self.knocks:
            counts = np.zeros((ROUNDS, SCORES))
            with_outs = 0
            for turn, c in self.knocks:
                counts[min(turn, ROUNDS - 1), c % SCORES] += 1.0
                with_outs += c >= SCORES
            logp += (log_q * counts).sum(axis=(3, 4))[..., None] + with_outs * np.log(f)
        self._add_declined(logp, q, min_knock)
        self._add_shown_31s(logp, q)
        return logp, log_prior[..., None] + np.log(prior_f)[None, None, None, :]

    def _estimate_outs(self, min_knock: int, tilt: Floats | None = None) -> Estimate:
        """The posterior over (mark, eagerness, turn profile, outs factor)."""
        grid = _grid(self.rising, self.slope, self.eager_one, self.late, self.sharp)[0]
        f = OUT_FACTORS
        logp, log_prior = self._log_posterior_outs(min_knock)
        if tilt is not None:
            logp = logp + tilt
        if self.fixed:
            return self._with_fixed(logp, log_prior, grid, min_knock)
        post = np.exp(logp - logp.max())
        post /= post.sum()
        plain = post.sum(axis=3)
        scaled = (post * f).sum(axis=3)
        by_turn = np.concatenate(
            [np.einsum("mer,merts->ts", plain, grid), np.einsum("mer,merts->ts", scaled, grid)], axis=1
        )
        by_turn[:, :min_knock] = 0.0
        by_turn[:, SCORES : SCORES + min_knock] = 0.0
        return self._summary(plain, by_turn, float((post.sum(axis=(0, 1, 2)) * f).sum()))


PRIOR = Record().estimate()


class Opponents:
    """Every opponent's :class:`Record`, by name, fed with the views of one player's decisions.

    ``observe`` is called with each view the player decides on: it keeps the last view of the
    hand under way and, when a hand's result appears, learns from it and that hand's last view.
    """

    def __init__(
        self,
        rising: bool = False,
        slope: float = KNOCK_SLOPE,
        outs: bool = False,
        eager_one: float = PRIOR_EAGER_ONE,
        outs_one: float = PRIOR_OUTS_ONE,
        late: bool = False,
        fixed: float = 0.0,
        first: float = 0.0,
        sharp: float = 0.0,
        pool: float = 0.0,
        thirty: float = 0.0,
        grow: float = 0.0,
    ) -> None:
        self.rising, self.slope = rising, slope  # marks that rise with the turns; how sharp a mark is
        self.outs = outs  # weigh how an out (a card that makes 31) changes their knocking
        self.eager_one, self.outs_one = eager_one, outs_one  # the prior's weights (see Record)
        self.late = late  # weigh a knocking chance that fades with their turns in a hand
        self.fixed = fixed  # the prior chance of a fixed-mark player (see Record)
        self.first = first if fixed else 0.0  # a fixed-mark player's knock as the first at the mark (see Record)
        self.sharp = sharp  # a second, sharp slope of the soft family's step (see Record)
        self.pool = pool  # each other player's kind as likely as this many new kinds (see :meth:`estimate`)
        self.thirty = thirty  # each 31 shown counts this many times more (see Record)
        self.grow = grow if self.first else 0.0  # the first-turn reading's weight grows with the knocks (see Record)
        self.own: Record | None = None  # with ``pool``: my own record, pooled too (the expert's ``pool_self``)
        self._pooled: dict[str, tuple[tuple[object, ...], Estimate]] = {}
        self._evidence: dict[str, tuple[tuple[int, ...], Floats]] = {}
        self._prior = self.new_record().estimate() if outs or late or fixed or sharp else PRIOR
        self.records: dict[str, Record] = {}
        self._view: PlayerView | None = None  # the last view seen in the hand under way
        self._learnt: set[tuple[object, ...]] = set()
        self._min_knock = 0

    def new_record(self) -> Record:
        """An empty record with this model's axes and priors (the expert's own knocking too)."""
        return Record(
            rising=self.rising,
            slope=self.slope,
            outs=self.outs,
            eager_one=self.eager_one,
            outs_one=self.outs_one,
            late=self.late,
            fixed=self.fixed,
            first=self.first,
            sharp=self.sharp,
            grow=self.grow,
            thirty=self.thirty,
        )

    def estimate(self, name: str) -> Estimate:
        record = self.records.get(name)
        if record is None:
            return self._prior
        if not self.pool:
            return record.estimate(self._min_knock)
        return self._pooled_estimate(name, record)

    def _pooled_estimate(self, name: str, record: Record) -> Estimate:
        """With ``pool`` (``W``): the players at one table are often of one kind (three beginners,
        three experts), and a game shows each of them for a few hands only, so the prior rules
        (issue 17, phases 5 and 6). Each opponent's soft-family prior is a mixture: the usual
        prior (weight 1) and, for every other opponent ``j``, the posterior ``j``'s record alone
        gives (weight ``W``): a new kind or one already at the table, as a Chinese restaurant
        process with concentration ``1 / W`` would say, one step deep (``j``'s posterior is not
        itself pooled). An opponent whose record fits another's borrows its evidence; one who
        fits nobody's keeps the usual prior, since those components explain their record badly
        and lose their weight. The mixture is normalised, so the fixed family is weighed against
        it as against the usual prior."""
        others = [(n, r) for n, r in self.records.items() if n != name and (r.knocks or r.declined)]
        if self.own is not None and (self.own.knocks or self.own.declined):
            others.append((_OWN, self.own))  # I am one of the kinds at the table, too
        key = (record.key(self._min_knock), tuple((n, r.key(self._min_knock)) for n, r in others))
        found = self._pooled.get(name)
        if found is not None and found[0] == key:
            return found[1]
        if others:
            parts = [np.log(self.pool) + self._log_evidence(n, r) for n, r in others]
            mixture = np.logaddexp.reduce(np.stack([np.zeros_like(parts[0]), *parts]), axis=0)
            estimate = record.estimate(self._min_knock, mixture - np.log1p(self.pool * len(others)))
        else:
            estimate = record.estimate(self._min_knock)
        self._pooled[name] = (key, estimate)
        return estimate

    def _log_evidence(self, name: str, record: Record) -> Floats:
        key = record.key(self._min_knock)
        found = self._evidence.get(name)
        if found is None or found[0] != key:
            found = self._evidence[name] = (key, record.log_evidence(self._min_knock))
        return found[1]

    def observe(self, view: PlayerView) -> None:
        self._min_knock = view.rules.min_knock
        result = view.last_result
        if result is not None and result.key not in self._learnt:  # (kept across games: see HandResult.key)
            self._learnt.add(result.key)
            last = self._view if self._view is not None and self._view.hand_number == result.hand_number else None
            self._learn(result, last, view.seat)
        self._view = view

    def _record(self, name: str) -> Record:
        record = self.records.get(name)
        if record is None:
            record = self.records[name] = self.new_record()
        return record

    def _learn(self, result: HandResult, last: PlayerView | None, me: int) -> None:
        """Learn from a finished hand: its shown hands, and the turns seen in ``last``."""
        if result.dealt or result.reason is Reason.THROW_DOWN:
            return  # nobody played a turn
        know = None if last is None else read_view(last)
        if result.reason is Reason.KNOCK and result.knocker is not None and result.knocker != me:
            turn = max(0, result.rounds - 1)  # a knock seen only at the showdown: about the last round
            if know is not None and result.knocker in know.turns:
                seen = know.turns[result.knocker]
                turn = next((k for k, t in enumerate(seen) if t.knocked), len(seen))
            record = self._record(result.names[result.knocker])
            total = result.scores[result.knocker].total
            if record.outs:
                total = code(total, [c.index for c in result.hands[result.knocker]])
            record.knocks.append((turn, total))
        if know is None:
            return
        table = score_table(result.rules)
        unseen_last = _played_unseen(result, know.order, me)
        for seat, shown in result.hands.items():
            if seat == me or seat not in know.turns:
                continue
            record = self._record(result.names[seat])
            record.thirty_ones += seat in result.declarers
            if record.thirty and seat in result.declarers and result.knocker is None:
                _remember_31(record, len(know.turns[seat]), [c.index for c in shown], result.rules.no_knock_first_round)
            # A last turn after this player's last look: its cards are unknown, but whether
            # knocking was allowed is not (only before a knock).
            unseen = (result.knocker is None) if seat in unseen_last else None
            _undo_turns(record, know.turns[seat], [c.index for c in shown], table, unseen)


_OWN = "\x00own"  # my own record's key among the pooled (no player's name)


def _remember_31(record: Record, turn: int, shown: list[int], no_first: bool) -> None:
    """A 31 shown after ``turn`` turns of theirs: on the turn it came they did not knock, holding
    two of its cards (which of the three pairs is unknown, each equally likely; each pair is an
    out). Not on a turn they could not knock (R-KNOCK-5's variant: no knock in the first round)."""
    if len(shown) != 3 or (no_first and turn == 0):
        return
    pairs = [(a, b) for i, a in enumerate(shown) for b in shown[i + 1 :]]
    if record.outs:
        record.shown_31s.append((turn, tuple(sorted(code(_pair_score(a, b), [a, b]) for a, b in pairs))))
    else:
        record.shown_31s.append((turn, tuple(sorted(_pair_score(a, b) for a, b in pairs))))


def _pair_score(a: int, b: int) -> int:
    """What two cards of a hand score at least, whatever the third is (R-SCORE-2)."""
    return VALUE[a] + VALUE[b] if SUIT[a] == SUIT[b] else max(VALUE[a], VALUE[b])


def _played_unseen(result: HandResult, order: tuple[int, ...], me: int) -> set[int]:
    """The seats that played a turn after ``me`` last decided in this hand: those after ``me``
    in turn order up to the player whose turn ended the hand."""
    n = len(order)
    if me not in order:
        return set(order)
    if result.reason is Reason.KNOCK and result.knocker is not None:
        ender = order[(order.index(result.knocker) - 1) % n]
    elif result.reason is Reason.THIRTY_ONE and result.declarers:
        ender = result.declarers[0]
    else:
        ender = order[-1]
    seats, k = set(), order.index(me)
    while order[k] != ender:
        k = (k + 1) % n
        seats.add(order[k])
    return seats


Held = tuple[frozenset[int], bool]  # the cards known to have been held; one more unknown?


def _undo_turns(
    record: Record, turns: Sequence[Turn], shown: list[int], table: dict[int, int], last: bool | None
) -> None:
    """Walk back from the shown hand through ``turns``: every declined knock and every useful
    upcard on the way is an observation. ``last``: None if the hand's last turn of this player
    is among ``turns``; else it was not seen, and whether they could have knocked on it."""
    hands: set[Held] = {(frozenset(shown), False)}
    path: Path | None = [] if record.fixed else None  # with the fixed-mark family: the paths, too
    level: list[Held] = [(frozenset(shown), False)]
    if last is not None:  # the unseen turn changed one card, or none
        hands |= {(frozenset(shown) - {c}, True) for c in shown}
        if last:
            record.declined.append((len(turns), _scores(hands, table, record.outs)))
        if path is not None:
            level = _level(path, len(turns) if last else -1, level, hands, _unseen_turn, table, record.outs)
    try:
        for k in range(len(turns) - 1, -1, -1):
            turn = turns[k]
            taken_before = {t.took for t in turns[:k] if t.took >= 0}  # in hand already: not drawn now
            before = _undo(hands, turn, taken_before)
            if not before or len(before) > MAX_CANDIDATES:
                return
            declined = turn.could_knock and not turn.knocked
            if declined:
                record.declined.append((k, _scores(before, table, record.outs)))
            if turn.upcard != UNKNOWN and not turn.knocked and _all_useful(before, turn.upcard, table):
                record.useful += 1
                record.taken += turn.took >= 0
            if path is not None:
                level = _level(
                    path, k if declined else -1, level, before, _undoing(turn, taken_before), table, record.outs
                )
            hands = before
    finally:
        if path:
            record.paths.append(path)


def _unseen_turn(held: Held) -> set[Held]:
    """The hands held before a turn that was not seen: the same, or one card unknown."""
    return {held} | {(held[0] - {c}, True) for c in held[0]}


def _undoing(turn: Turn, taken_before: set[int]) -> Callable[[Held], set[Held]]:
    return lambda held: _undo({held}, turn, taken_before)


def _level(
    path: Path,
    turn: int,
    later: list[Held],
    hands: set[Held],
    undo: Callable[[Held], set[Held]],
    table: dict[int, int],
    outs: bool,
) -> list[Held]:
    """Add to ``path`` the level of ``hands``, the candidates one turn earlier than ``later``'s
    (``turn``: that turn's number if a knock was declined on it, else -1), each with its parents
    among ``later`` (``undo``: a later candidate's earlier ones); scores as codes with ``outs``."""
    level = sorted(hands, key=lambda held: (sorted(held[0]), held[1]))
    index = {held: i for i, held in enumerate(level)}
    parents: list[list[int]] = [[] for _ in level]
    for j, held in enumerate(later):
        for earlier in undo(held):
            if earlier in index:
                parents[index[earlier]].append(j)
    scores = tuple(_scores({held}, table, outs)[0] for held in level)
    path.append((turn, scores, tuple(tuple(p) for p in parents)))
    return level


def _scores(hands: set[Held], table: dict[int, int], outs: bool = False) -> tuple[int, ...]:
    """Each candidate hand's score; with an unknown card, what its two known cards make; with
    ``outs``, as codes (:func:`code`: an unknown card's pair has an out if it is one)."""
    if outs:
        return tuple(
            sorted(
                code(_pair_score(*cards) if wild else table[mask(list(cards))], sorted(cards)) for cards, wild in hands
            )
        )
    return tuple(sorted(_pair_score(*cards) if wild else table[mask(list(cards))] for cards, wild in hands))


def _undo(hands: set[Held], turn: Turn, taken_before: set[int]) -> set[Held]:
    """The hands that could have been held before ``turn``, from those held after it (a card
    taken from the pile earlier was not drawn from the stock now)."""
    if turn.knocked:
        return hands
    out: set[Held] = set()
    thrown = turn.discarded
    for cards, wild in hands:
        if thrown in cards:
            continue  # not this hand: the card thrown away is gone
        if turn.took >= 0:
            if turn.took in cards:
                out.add((cards - {turn.took} | {thrown}, wild))
            elif wild:  # the unknown card was the one taken
                out.add((cards | {thrown}, False))
            continue
        out.add((cards, wild))  # the card drawn was the card thrown
        out.update((cards - {drawn} | {thrown}, wild) for drawn in cards if drawn not in taken_before)
        if wild:  # the unknown card was the one drawn
            out.add((cards | {thrown}, False))
    return out


def _all_useful(hands: set[Held], upcard: int, table: dict[int, int]) -> bool:
    """True if the upcard would have raised the total of every candidate hand (all known)."""
    for cards, wild in hands:
        if wild or upcard in cards:  # an impossible candidate (a card redrawn after a rebuild): no opinion
            return False
        now = table[mask(list(cards))]
        full = mask(list(cards)) | BIT[upcard]
        if max(table[full ^ BIT[c]] for c in cards) <= now:
            return False
    return True
