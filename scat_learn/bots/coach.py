"""Help for a human player: a hint (what the expert would do and why) and a coach that grades a
decision by what it costs, in expected lives, against the expert's best option.

Both look only at the player's :class:`PlayerView` from before the decision (R-INFO-1), and
both are deterministic: the same view gives the same hint and the same grade. A grade carries
its label on the scale of :mod:`.grades` (best, good, inaccuracy, mistake, blunder), made from
its cost and the expert's own noise in measuring it.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from ..actions import Action
from ..errors import IllegalMove
from ..messages import Explanation, msg
from ..view import PlayerView
from .base import LIVES, Decision, Option, check_can_decide
from .expert import ExpertBot
from .grades import BEST_LIMIT, GradeLabel, label_for, tolerance

# Differences smaller than this are too small to teach anything: the move counts as the best.
NEGLIGIBLE = BEST_LIMIT
SECOND_SEED = 0x5EC0  # the second opinion's seed is the first's, with these bits flipped
SECOND_PARTICLES = 4  # ... and it guesses each hidden hand with this many times the particles


@dataclass(frozen=True, slots=True)
class Grade:
    """The coach's verdict on ``action``: the expert's ``best`` action, the ``cost`` of the
    choice in expected lives against it (0 when the choice is as good), why, the options
    weighed with their numbers, and ``noise``: the standard error of that cost (how far the
    play-outs' luck alone could move it)."""

    action: Action
    best: Action
    cost: float
    explanation: Explanation
    options: tuple[Option, ...] = ()
    noise: float = 0.0

    @property
    def is_best(self) -> bool:
        return self.action is self.best or self.cost <= NEGLIGIBLE

    @property
    def label(self) -> GradeLabel:
        """best, good, inaccuracy, mistake or blunder (see :mod:`.grades`)."""
        return label_for(self.cost, self.noise, is_best=self.action is self.best)


def _expert(bot: ExpertBot | None) -> ExpertBot:
    return bot if bot is not None else ExpertBot(seed=0)


def hint(view: PlayerView, level: str = "detailed", bot: ExpertBot | None = None) -> Decision:
    """What the expert would do in ``view`` and why, explained at ``level`` ("simple",
    "detailed" or "expert"). Pass your own ``bot`` to use what it has learnt this game."""
    check_can_decide(view)
    decision = _expert(bot).decide(view)
    full = decision.explanation
    if level == "simple":
        explanation = Explanation(full.summary)
    elif level == "detailed":
        explanation = Explanation(full.summary, full.details)
    else:
        full.lines(level)  # refuses an unknown level
        explanation = full
    return Decision(decision.action, explanation, decision.options)


def coach(view: PlayerView, action: Action | str, bot: ExpertBot | None = None) -> Grade:
    """Grade ``action`` (not yet played) in ``view``: its cost in expected lives against the
    expert's best option. An action that is not legal now raises :class:`IllegalMove`.

    A move is called a mistake or a blunder only by a finer second estimate: the expert's guesses
    of the hidden hands vary more from one estimate to the next than its play-outs' noise says
    (with 128 guesses per opponent; ``benchmarks/coach.py``), and a learner should not be told
    that the best move was a mistake. So before calling one, the coach asks again with four
    times the guesses and another seed, and grades by that answer."""
    check_can_decide(view)
    chosen = Action.parse(action)
    if chosen not in view.legal_actions:
        raise IllegalMove("coach.not_legal", action=chosen)
    expert = _expert(bot)
    decision = expert.decide(view)
    best = decision.action
    cost, noise = _priced(decision, chosen)
    is_best = chosen is best
    details = decision.explanation.details
    if label_for(cost, noise, is_best=is_best).is_error:
        cost, noise, is_best, second = _second_opinion(view, chosen, expert)
        details = (msg("coach.second_opinion", None, cost=second), *details)
    label = label_for(cost, noise, is_best=is_best)
    if label is GradeLabel.BEST:
        said = msg("coach.best", None, action=chosen)
    else:
        said = msg("coach.costs", None, action=chosen, cost=cost, best=best)
    summary = msg("coach.graded", None, label=label.message(), text=said)
    if label is GradeLabel.GOOD:
        details = (msg("coach.within_noise", None, noise=tolerance(noise)), *details)
    explanation = Explanation(summary, details, decision.explanation.expert)
    return Grade(chosen, best if not is_best else chosen, cost, explanation, decision.options, noise)


def _priced(decision: Decision, chosen: Action) -> tuple[float, float]:
    """The cost of ``chosen`` against the decision's best, and its noise (0 for a forced move)."""
    mine, top = decision.option(chosen), decision.option(decision.action)
    if mine is None or top is None or mine.unit != LIVES:
        return 0.0, 0.0
    return max(0.0, mine.value - top.value), float(mine.noise or 0.0)


def _second_opinion(view: PlayerView, chosen: Action, expert: ExpertBot) -> tuple[float, float, bool, float]:
    """Grade again, finer: a copy of ``expert`` (what it learnt of the opponents) with another
    seed and :data:`SECOND_PARTICLES` times the guesses of each hidden hand. Returns the cost,
    noise and is-best to grade by (the finer estimate's), and that cost."""
    other = copy.deepcopy(expert)
    other.seed = expert.seed ^ SECOND_SEED
    other.particles = expert.particles * SECOND_PARTICLES
    decision = other.decide(view)
    again, again_noise = _priced(decision, chosen)
    return again, again_noise, chosen is decision.action, again
