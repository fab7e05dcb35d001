"""Grades: a decision's cost in expected lives, as one of five words a learner can act on.

The scale is chess trainers' (best, good, inaccuracy, mistake, blunder), priced in lives. The
limits are measured (``benchmarks/coach.py``; figures in ``benchmarks/README.md``, "Coach grades,
issue 16"): the same positions priced again with other seeds move a choice's cost by less than
:data:`GOOD_LIMIT` in 99 cases of 100, so a cost below it cannot be told from the best and is at
worst "good". The coach also knows each decision's own noise (the standard error of the
difference it measured, :attr:`~.base.Option.noise`): a move within :data:`NOISE_WIDTH` of those
errors of the best is never worse than "good" either, however large the error is. The limits
were then checked against an oracle (the expert with 16 times the play-outs) on 1,000 decisions.
"""

from __future__ import annotations

from enum import StrEnum

from ..messages import Message, msg

# The limits, in expected lives against the best move (measured: benchmarks/README.md, "Coach
# grades, issue 16"). Below BEST_LIMIT, about half the estimate's typical error, a move cannot be
# told from the best. GOOD_LIMIT covers the 99th percentile of the cost's spread from one estimate
# to another (0.09 lives), so a move within the noise is never worse than good. The bands above
# widen as the errors grow (each about twice the last), so that the estimate's error moves a label
# by one step at most; a blunder costs most of a life.
BEST_LIMIT = 0.03
GOOD_LIMIT = 0.12
INACCURACY_LIMIT = 0.4
MISTAKE_LIMIT = 0.8
NOISE_WIDTH = 3.0  # standard errors: a cost within this many of the best is within noise


class GradeLabel(StrEnum):
    """How good a decision was, best first (equal to its text: "best", "good" …)."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def step(self) -> int:
        """Its place on the scale: 0 for best … 4 for blunder."""
        return LABELS.index(self)

    @property
    def is_error(self) -> bool:
        """A mistake or a blunder: what comes back as a drill."""
        return self in (GradeLabel.MISTAKE, GradeLabel.BLUNDER)

    @property
    def is_right(self) -> bool:
        """Best or good: a drill answered so is answered right."""
        return self in (GradeLabel.BEST, GradeLabel.GOOD)

    def message(self) -> Message:
        """The label's word, in any language."""
        return msg(f"grade.{self.value}")


LABELS: tuple[GradeLabel, ...] = tuple(GradeLabel)


def tolerance(noise: float = 0.0) -> float:
    """The largest cost that is still within noise of the best, for a decision whose measured
    standard error is ``noise``."""
    return max(GOOD_LIMIT, NOISE_WIDTH * max(0.0, noise))


def label_for(cost: float, noise: float = 0.0, *, is_best: bool = False) -> GradeLabel:
    """The grade of a choice that costs ``cost`` expected lives against the best option
    (``is_best``: it is the best option itself), ``noise`` the estimate's standard error."""
    if is_best or cost <= BEST_LIMIT:
        return GradeLabel.BEST
    if cost <= tolerance(noise):
        return GradeLabel.GOOD
    if cost <= INACCURACY_LIMIT:
        return GradeLabel.INACCURACY
    if cost <= MISTAKE_LIMIT:
        return GradeLabel.MISTAKE
    return GradeLabel.BLUNDER


def parse_label(text: object) -> GradeLabel:
    """A label from its text; ValueError for anything else."""
    try:
        return GradeLabel(str(text))
    except ValueError:
        raise ValueError(f"not a grade: {text!r:.40}") from None


__all__ = [
    "BEST_LIMIT",
    "GOOD_LIMIT",
    "INACCURACY_LIMIT",
    "LABELS",
    "MISTAKE_LIMIT",
    "NOISE_WIDTH",
    "GradeLabel",
    "label_for",
    "parse_label",
    "tolerance",
]
