"""The expert: guess the hidden hands, play every option out on many guessed tables, and
choose the option that loses the fewest lives on average.

1. Read the public facts of the hand (:mod:`.knowledge`).
2. Guess every opponent's hand with a particle filter that replays their turns
   (:mod:`.inference`): hands improve with every draw, and every take, throw, pass and
   missing knock tells something. How each opponent knocks and takes is learnt over the game
   from what they do and the hands shown at the end of every hand (:mod:`.opponents`).
3. Draw whole tables (opponents' hands and the stock's order) from those guesses.
4. For each legal option, play the hand to its end on every table (:mod:`.engine`), everyone
   — the expert's later turns too — playing a sound model, the opponents knocking as they
   were seen to (a patient one plays on for 31). The same tables serve every option, so that
   the comparison is fair.
5. Count each option's cost in lives as the game does: a player who has fewer lives left to
   lose than the rules take loses only what they have (on the dole, a two-life knock costs no
   more than one life). Choose the cheapest; when the difference to the sound rule-of-thumb
   move is within the estimate's own noise, keep to the rule of thumb.

6. Show each option's numbers calibrated to how this table plays (:mod:`.calibration`): the
   play-outs are true against greedy players and too hopeful against patient ones, so the
   lives, the chance to be lowest and the chance of an opponent's 31 that the explanation, the
   hint and the coach give are corrected by a model fitted on many kinds of table (the choice
   is the play-outs'; the expert-level explanation says both).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cached_property

import numpy as np
import numpy.typing as npt

from .. import actions as A
from ..actions import Action
from ..cards import DECK
from ..messages import Explanation, Message, msg
from ..rules import Rules
from ..scoring import score_hand
from ..showdown import Reason
from ..state import Phase
from ..view import PlayerView
from .base import LIVES, Decision, Option, check_can_decide
from .calibration import (
    KNOWN_TABLE,
    Raw,
    Situation,
    Style,
    TableHistory,
    calibrate,
    features,
    situation,
    table_kinds,
)
from .calibration_fit import FIT
from .engine import (
    Ints,
    Outcomes,
    Setting,
    Tables,
    keep_best_rows,
    out_codes,
    play_out,
    score3,
    score_array,
    settle_rows,
)
from .inference import Habits, Opponent, draw_tables, infer
from .knowledge import Knowledge, read_view
from .opponents import KNOCK_SLOPE, PRIOR_EAGER_ONE, PRIOR_OUTS_ONE, ROUNDS, SCORES, Estimate, Opponents, code
from .tables import BIT, keep_best, mask, score_table
from .value import win_chance

TOO_SMALL = 0.005  # differences in lives below this are not worth a learner's attention
DEFAULT_MARK = 23.0  # an unknown opponent's knocking mark, before any of their knocks is seen
MODEL_ROUNDS = 10  # rounds played out with the opponent model (patient players make long hands)


@dataclass(slots=True)
class Tally:
    """One option's play-outs: per table, my lives lost and what happened."""

    action: Action
    total: float  # my (expected) total right after this option
    outcome: Outcomes
    cost: npt.NDArray[np.float64]  # what the option costs me on each table (see Study._cost)

    def option(self, chosen: Tally | None = None) -> Option:
        """This option and its numbers; with ``chosen``, the noise of its difference to it."""
        o = self.outcome
        return Option(
            self.action,
            float(self.cost.mean()),
            LIVES,
            total=self.total,
            lives=float(o.lost[:, 0].mean()),
            p_lowest=float((o.lowest[:, 0] & o.showdown).mean()),
            p_31=float((o.thirty_one > 0).mean()),
            others=float(o.lost[:, 1:].mean()),
            noise=0.0 if chosen is None else paired_noise(self.cost, chosen.cost),
        )


@dataclass(slots=True)
class Start:
    """An option's state right after it is played, on every table, before the others play."""

    action: Action
    total: float  # my (expected) total after it
    tables: Tables
    my_total: Ints | None  # my total on each table after my discard; None for a knock


class ExpertBot:
    """The strongest bot: inference over hidden hands plus play-outs of every option.

    ``samples``: guessed tables per decision; ``particles``: guesses per opponent in the
    filter; ``mark``: the knocking mark of its own later turns in the play-outs; ``margin``:
    how many standard errors an option must gain to overrule the rule-of-thumb move;
    ``model``: learn how each opponent knocks and takes (:mod:`.opponents`) and play them out
    so, rather than as greedy players knocking at one mark. On by default since issue 17's
    phase 11 (its strength and its calibrated numbers measured, benchmarks/README.md); off, the
    expert plays exactly as before issue 17 (the frozen expert of the benchmarks). With the model:
    ``own``, its own later turns knock as it was seen to knock (else at ``mark``); ``rise``,
    marks that rise with the turns are weighed too; ``slope``, how sharp a mark is;
    ``rounds``: the rounds a play-out lasts at most (6 without the model, 10 with it);
    ``outs``, a hand that one card completes to 31 knocks with a chance of its own, learnt per
    player (a strong player plays on for 31 with an out), in the filter and the play-outs;
    ``eager``: the prior weight of "knocks every time at the mark" against each other eagerness;
    ``outs_prior``: the prior weight of "an out changes nothing" against each other factor;
    ``late``, each player's chance to knock may fall with their turns in a hand (a factor ``d``
    per turn, learnt per player, the expert's own knocking too: a strong player knocks less the
    longer a hand goes on), in the filter and the play-outs; ``fixed``, the prior chance that a
    player is a fixed-mark player (knocks on every turn at a mark, never below it, with or without
    an out: a beginner or a threshold bot), weighed against the patient kinds by how well each
    explains what they did (0: not weighed); ``first`` (with ``fixed``), a fixed-mark player's
    knock is also weighed as the first turn their greedy hand reached the mark: a knock at ``s``
    is ``first ** (s - m)`` times as likely with the mark ``m`` as at the mark itself, so that
    the family's mark is not pulled below the lowest knock seen (0: not weighed; the family's
    chance is weighed as without it); ``sharp``, a second slope of the step at the mark, weighed
    beside ``slope`` (0: not weighed); ``pool``, each opponent's prior a mixture of the usual
    prior and, at weight ``pool`` each, what the other opponents' records say (players at one
    table are often of one kind; 0: not pooled); ``thirty``, each 31 an opponent shows counts
    ``thirty`` times more as a declined knock with an out (0: as one); ``grow`` (with
    ``first``), the first-turn reading's weight grows with the knocks seen, ``k / (k + grow)``
    (0: full from the first knock); ``pool_self`` (with ``pool`` and ``own``), my own knocking
    record is pooled with the opponents' as one more kind at the table. ``calibrated``: the
    numbers shown (explanations, hints, the coach's grades) are corrected for how this table plays
    (:mod:`.calibration`); the choice is the play-outs' own. ``steer``: the choice too is made by
    the corrected lives (off: no stronger, benchmarks/README.md, issue 17 phase 8). ``wary``
    (with the model, heads-up: two players left in the hand): in the play-outs the opponent's
    knock (as learnt) into a hand of mine that beats theirs is ``wary`` times as likely (1: as
    learnt, the default). A duel's knocker who is beaten loses two lives, and a strong opponent
    reads my takes: a hand of mine that declines to knock is not often rewarded by their knocking
    into it. At more players one hand that beats the knocker's does not make the knocker lowest,
    so the learnt chance stands there. Not learnt per opponent yet, so off by default: 0.3 wins
    three points more of 600 duels against ISMCTS@1000, but eight fewer against a beginner and
    four fewer of four-player games against three frozen experts (their closing duels;
    benchmarks/README.md, issue 17 phase 13).

    An expert may be kept for the next game at the same table: what it learnt of each opponent
    (by name) and of the table (:class:`.calibration.TableHistory`, while the opponents are the
    same) carries on, so its shown numbers read the whole history; each hand is learnt from once
    (:attr:`HandResult.key`). The knocking marks its play-outs use are each game's own: with the
    model off it chooses as a fresh expert would (the lowest knock of many games is no mark).
    """

    name = "expert"

    def __init__(
        self,
        seed: int | None = None,
        samples: int = 256,
        particles: int = 128,
        mark: float = 24.0,
        margin: float = 1.0,
        rounds: int | None = None,
        relative: float = 1.0,
        objective: str = "balance",
        model: bool = True,
        own: bool = True,
        rise: bool = True,
        slope: float = KNOCK_SLOPE,
        outs: bool = False,
        eager: float = PRIOR_EAGER_ONE,
        outs_prior: float = PRIOR_OUTS_ONE,
        late: bool = False,
        fixed: float = 0.0,
        first: float = 0.0,
        sharp: float = 0.0,
        pool: float = 0.0,
        thirty: float = 0.0,
        grow: float = 0.0,
        pool_self: bool = False,
        calibrated: bool = True,
        steer: bool = False,
        wary: float = 1.0,
    ) -> None:
        self.seed = 0 if seed is None else seed
        self.samples, self.particles = samples, particles
        self.mark, self.margin, self.relative = mark, margin, relative
        self.rounds = rounds if rounds is not None else (MODEL_ROUNDS if model else 6)
        self.objective, self.model, self.own, self.rise = objective, model, own, rise
        self.outs = bool(outs) and bool(model)
        self.late = bool(late) and bool(model)
        self.fixed = float(fixed) if model else 0.0
        self.first = float(first) if self.fixed else 0.0
        # What each opponent was seen to do; and my own knocking (``own``), learnt alike.
        self.sharp = float(sharp) if model else 0.0
        self.pool, self.thirty = (float(pool), float(thirty)) if model else (0.0, 0.0)
        self.grow = float(grow) if self.first else 0.0
        self._opponents = Opponents(
            rise,
            slope,
            self.outs,
            eager,
            outs_prior,
            self.late,
            self.fixed,
            self.first,
            self.sharp,
            pool=self.pool,
            thirty=self.thirty,
            grow=self.grow,
        )
        self._self = self._opponents.new_record()
        self.pool_self = bool(pool_self) and bool(self.pool) and own
        if self.pool_self:
            self._opponents.own = self._self
        if self.outs:  # the outs table (0.1 s, once a process) is built now, not in a decision
            out_codes(Rules())
        self.calibrated, self.steer = calibrated, steer
        self.wary = float(wary)
        self.table_history = TableHistory()  # what the table has shown: the numbers' calibration
        self._knocks: dict[str, list[int]] = {}  # observed knocking scores in this game, by player name
        self._hand = 0  # the hand of the last view seen
        self._seen_results: set[tuple[object, ...]] = set()

    def decide(self, view: PlayerView) -> Decision:
        return self.weigh(view)

    def weigh(self, view: PlayerView, played: Action | None = None) -> Decision:
        """My decision on ``view``, as :meth:`decide`; with ``played``, the action that was in fact
        played there (by another bot, on the same view) is the one my own knocking record keeps:
        a shadow expert weighing a game another plays (benchmarks/paired.py)."""
        check_can_decide(view)
        self._remember(view)
        self.table_history.observe(view)
        if len(view.legal_actions) == 1:
            action = view.legal_actions[0]
            return Decision(action, Explanation(msg("bot.expert_only_move", None, action=action)))
        rng = np.random.default_rng(_view_seed(self.seed, view))
        decision = Study(view, self, rng).decision()
        if self.model and self.own and A.KNOCK_ACTION in view.legal_actions:
            done = decision.action if played is None else played
            self._remember_own(view, done is A.KNOCK_ACTION)
        return decision

    def _remember_own(self, view: PlayerView, knocked: bool) -> None:
        """A knocking decision of mine: how I knock, for my own later turns in the play-outs."""
        hand = [c.index for c in view.hand]
        score = score_table(view.rules)[mask(hand)]
        if self.outs:
            score = code(score, hand)
        turn = view.turns // max(1, len(view.active_seats))  # my turns before this one in the hand
        if knocked:
            self._self.knocks.append((turn, score))
        else:
            self._self.declined.append((turn, (score,)))

    def own_chances(self) -> npt.NDArray[np.float64] | None:
        """My chance to knock on a later turn, by my turns before it and my score, as I was seen
        to knock; None before any knocking decision (then I knock at :attr:`mark`)."""
        if not (self.model and self.own) or not (self._self.knocks or self._self.declined):
            return None
        return self._self.estimate().by_turn

    # ------------------------------------------------------------------ what others knock with

    def _remember(self, view: PlayerView) -> None:
        """Knock scores are public at the showdown: learn each opponent's knocking mark; and
        the hands shown at the end of every hand: learn how each opponent plays. The marks are
        each game's own (a kept expert chooses in its next game as a fresh one would); how each
        opponent plays, and the table's history, carry over."""
        if view.hand_number < self._hand:  # hands are numbered from 1 again: the next game
            self._knocks.clear()
        self._hand = view.hand_number
        self._opponents.observe(view)
        result = view.last_result
        if result is None or result.key in self._seen_results:
            return
        self._seen_results.add(result.key)
        if result.reason is Reason.KNOCK and result.knocker is not None and result.knocker != view.seat:
            name = result.names[result.knocker]
            self._knocks.setdefault(name, []).append(result.scores[result.knocker].total)

    def situation(self, view: PlayerView) -> Situation:
        """What the calibration of my shown numbers reads now (all of it public)."""
        styles = []
        for seat in view.active_seats:
            if seat != view.seat:
                e = self.opponent(view.names[seat])
                styles.append(Style(e.eagerness, e.mark, e.greed, e.seen))
        return situation(view, self.table_history, styles)

    def mark_of(self, name: str) -> float:
        """An opponent's knocking mark: the lowest score they knocked with (a player knocks at
        their mark or above it, when a draw jumps past it); after a single knock, no more than
        the default."""
        seen = self._knocks.get(name)
        if not seen:
            return DEFAULT_MARK
        return float(min(seen)) if len(seen) > 1 else min(float(seen[0]), DEFAULT_MARK)

    def opponent(self, name: str) -> Estimate:
        """How an opponent is believed to knock and take, from what they did in this game."""
        return self._opponents.estimate(name)

    def knows(self, name: str) -> bool:
        """True once anything of how ``name`` knocks was seen. Before, an opponent is the
        greedy player knocking at :data:`DEFAULT_MARK` (so a fresh expert, as the hints and
        the coach use, weighs exactly as before the opponent model)."""
        return self.model and self.opponent(name).seen > 0

    def learnt_mark(self, name: str) -> float:
        """The knocking mark the expert believes of ``name`` (the model's, once it knows them)."""
        return self.opponent(name).mark if self.knows(name) else self.mark_of(name)


def paired_noise(a: npt.NDArray[np.float64], b: npt.NDArray[np.float64]) -> float:
    """The standard error of the mean of ``a - b``, two options' costs on the same tables."""
    diff = (a - b).astype(np.float64)
    return float(diff.std()) / math.sqrt(len(diff)) if len(diff) else 0.0


def _view_seed(seed: int, view: PlayerView) -> int:
    # The same view gives the same decision (and the same hint), whatever came before.
    parts = [seed, view.hand_number, view.turns, view.seat, len(view.hand), *(c.index for c in view.hand)]
    value = 0x5EED
    for part in parts:
        value = (value * 1_000_003 + part + 1) & 0xFFFFFFFFFFFF
    return value


class Study:
    """One decision's analysis: the guessed tables and every option's play-outs."""

    def __init__(self, view: PlayerView, bot: ExpertBot, rng: np.random.Generator) -> None:
        self.view, self.bot, self.rng = view, bot, rng
        self.rules = view.rules
        self.scores = score_array(view.rules)
        self.table = score_table(view.rules)
        self.know: Knowledge = read_view(view)
        n = self.know.players
        me = self.know.position(view.seat)
        self.seats = [self.know.order[(me + k) % n] for k in range(n)]  # position -> seat
        # Knocking marks: mine in the play-outs, the opponents' as learnt (never below R-KNOCK-3).
        marks = [bot.mark] + [bot.learnt_mark(view.names[s]) for s in self.seats[1:]]
        self.marks = [max(float(m), float(view.rules.min_knock)) for m in marks]
        self.setting = Setting(
            self.scores,
            n,
            view.rules.min_knock,
            view.rules.no_knock_first_round,
            view.rules.max_rounds * n,
            tuple(self.marks),
            bot.rounds * n,
            self._knock_chances() if bot.model else None,
            out_codes(view.rules) if bot.outs else None,
            bot.wary if n == 2 else 1.0,
        )
        self.knocker = -1 if self.know.knocker is None else self.seats.index(self.know.knocker)
        self.caps = np.array([_lives_at_stake(view, seat) for seat in self.seats], dtype=np.int64)
        self.cap = int(self.caps[0])
        self.count = bot.samples
        self._guess_tables()

    def _knock_chances(self) -> npt.NDArray[np.float64]:
        """Each position's chance to knock on a turn by its turns before it in the hand and its
        score (positions x ROUNDS x 32): mine at my mark (or as I was seen to knock), the
        opponents' as learnt. With ``outs``, 64 columns: the score, then the score of a hand with
        an out (at a fixed mark, alike)."""
        chances = np.zeros((self.know.players, ROUNDS, SCORES))
        outs = self.bot.outs
        learnt = np.zeros((self.know.players, ROUNDS, 2 * SCORES)) if outs else chances
        own = self.bot.own_chances()
        if own is None:
            chances[0, :, math.ceil(self.marks[0]) :] = 1.0
        else:
            learnt[0] = own
        for k, seat in enumerate(self.seats[1:], start=1):
            name = self.view.names[seat]
            if self.bot.knows(name):
                learnt[k] = self.bot.opponent(name).by_turn
            else:
                chances[k, :, math.ceil(self.marks[k]) :] = 1.0
        if outs:  # a fixed mark knocks alike with or without an out
            fixed = chances.any(axis=(1, 2))
            learnt[fixed] = np.concatenate([chances[fixed], chances[fixed]], axis=2)
            chances = learnt
        chances[:, :, : self.rules.min_knock] = 0.0
        if outs:
            chances[:, :, SCORES : SCORES + self.rules.min_knock] = 0.0
        return chances

    def _habits(self) -> dict[int, Habits] | None:
        """What the particle filter assumes of each opponent's knocking and taking."""
        if not self.bot.model or self.setting.knock is None:
            return None
        habits = {}
        for k, seat in enumerate(self.seats[1:], start=1):
            name = self.view.names[seat]
            if self.bot.knows(name):  # else the filter's own step at the mark
                greed = self.bot.opponent(name).greed
                habits[seat] = Habits(self.setting.knock[k], min(0.5, max(0.05, 1.0 - greed)), self.setting.outs)
        return habits

    def _guess_tables(self) -> None:
        """The opponents' hands (inferred) and the stock's order on every imagined table."""
        know, n = self.know, self.know.players
        if self.view.phase is Phase.THROW_DOWN:  # nobody has looked yet: every hand is a fresh deal
            self.opponents: list[Opponent] = []
            self.opp_hands: Ints = np.empty((self.count, n - 1, 3), dtype=np.int64)
            self.stock: Ints = np.array(know.unseen, dtype=np.int64)
            return
        by_seat = {s: self.marks[k] for k, s in enumerate(self.seats)}
        self.opponents = infer(know, self.scores, by_seat, self.bot.particles, self.rng, self._habits())
        self.opp_hands, stock = draw_tables(self.opponents, know.unseen, know.stock_count, self.count, self.rng)
        self.stock = self._with_rebuild(stock)

    def _with_rebuild(self, stock: Ints) -> Ints:
        """After the stock, the cards now under the discard pile, shuffled (R-TURN-4)."""
        dead = np.array(self.know.dead, dtype=np.int64)
        if len(dead) == 0:
            return stock
        order = self.rng.random((len(stock), len(dead))).argsort(axis=1)
        return np.concatenate([stock, dead[order]], axis=1)

    # ------------------------------------------------------------------ options

    def decision(self) -> Decision:
        phase = self.view.phase
        if phase is Phase.THROW_DOWN:
            tallies = self._throw_down_options()
        else:
            tallies = self._take_options() if phase is Phase.TAKE else self._discard_options()
        default = self._rule_of_thumb(tallies)
        chosen = self._steered(tallies, default) if self.bot.steer else self._choose(tallies, default)
        others = sorted((t.option(chosen) for t in tallies if t is not chosen), key=lambda o: o.value)
        options = [chosen.option(), *others]
        if self.bot.calibrated:
            shown = [self._shown(o, self.facts) for o in options]
            shift = _lives(shown[0]) - _lives(options[0])
            options = [replace(c, value=o.value + shift) for c, o in zip(shown, options, strict=True)]
        return Decision(chosen.action, self._explain(options, chosen, tallies), tuple(options))

    @cached_property
    def facts(self) -> Situation:
        """What the calibration reads of this decision (the table's history, the opponents'
        styles): read once, by the steering, the numbers shown and the explanation alike."""
        return self.bot.situation(self.view)

    def _shown(self, o: Option, facts: Situation) -> Option:
        """An option with the numbers a learner is shown (its lives, chance to be lowest and
        chance of an opponent's 31), calibrated to what tables like this one do
        (:mod:`.calibration`); its value is left to the caller.

        In a decision every option's value moves by the chosen option's correction: the
        calibration is fitted to the level of the numbers, and the differences between options
        (the coach's costs, the explanation's "costs more") stay those the play-outs measured on
        the same tables, those the grades' limits were measured with (benchmarks/coach.py)."""
        if o.lives is None or o.p_lowest is None or o.p_31 is None:
            return o
        raw = Raw(o.lives, o.p_lowest, o.p_31, self.bot.samples)
        shown = calibrate(raw, features(raw, facts, o.action is A.KNOCK_ACTION))
        return replace(o, lives=shown.lives, p_lowest=shown.p_lowest, p_31=shown.p_31)

    def _steered(self, tallies: list[Tally], default: Tally) -> Tally:
        """The choice by each option's cost moved by its own correction of its lives."""
        facts = self.facts
        moved = []
        for t in tallies:
            o = t.option()
            moved.append(replace(t, cost=t.cost + (_lives(self._shown(o, facts)) - _lives(o))))
        pick = self._choose(moved, next(m for t, m in zip(tallies, moved, strict=True) if t is default))
        return next(t for t, m in zip(tallies, moved, strict=True) if m is pick)

    def _choose(self, tallies: list[Tally], default: Tally) -> Tally:
        """The cheapest option, unless its gain over ``default`` is within the noise."""
        best = min(tallies, key=lambda t: float(t.cost.mean()))
        if best is default:
            return best
        diff = (best.cost - default.cost).astype(np.float64)
        noise = paired_noise(best.cost, default.cost)
        return best if -float(diff.mean()) > self.bot.margin * noise else default

    def _rule_of_thumb(self, tallies: list[Tally]) -> Tally:
        """The move a sound player makes without looking ahead: the yardstick for noise."""
        by_action = {t.action: t for t in tallies}
        if self.view.phase is Phase.THROW_DOWN:
            return by_action[A.PASS_ACTION]
        if self.view.phase is Phase.TAKE:
            now = self.table[mask(self.know.hand)]
            knock = by_action.get(A.KNOCK_ACTION)
            if knock is not None and now >= self.bot.mark:
                return knock
            take = by_action.get(A.TAKE_ACTION)
            if take is not None and take.total > now:
                return take
            return by_action.get(A.DRAW_ACTION, tallies[0])
        return max(tallies, key=lambda t: t.total)

    def _tables(self, my_hand: list[int]) -> Tables:
        count = self.count
        hands = np.empty((count, self.setting.players, 3), dtype=np.int64)
        hands[:, 0] = my_hand
        hands[:, 1:] = self.opp_hands
        return Tables(
            hands,
            self.stock,
            np.zeros(count, dtype=np.int64),
            np.full(count, self.know.upcard, dtype=np.int64),
            np.full(count, self.knocker, dtype=np.int64),
        )

    def _take_options(self) -> list[Tally]:
        legal = self.view.legal_actions
        hand = self.know.hand
        starts: list[Start] = []
        if A.KNOCK_ACTION in legal:
            t = self._tables(hand)
            t.knocker[:] = 0
            starts.append(Start(A.KNOCK_ACTION, self.table[mask(hand)], t, None))
        up = self.know.upcard
        if up >= 0:
            out, kept = keep_best(self.table, [*hand, up], up)
            t = self._tables([c for c in [*hand, up] if c != out])
            t.upcard[:] = out
            starts.append(Start(A.TAKE_ACTION, kept, t, np.full(self.count, kept)))
        t = self._tables(hand)
        t.drawn[:] = 1
        kept_hands, thrown, best = keep_best_rows(self.scores, t.hands[:, 0], self.stock[:, 0], True)
        t.hands[:, 0] = kept_hands
        t.upcard = thrown
        starts.append(Start(A.DRAW_ACTION, float(best.mean()), t, best))
        return self._play_all(starts)

    def _discard_options(self) -> list[Tally]:
        four = self.know.hand
        taken = self.view.taken.index if self.view.taken is not None else -1
        full = mask(four)
        starts = []
        for out in four:
            if out == taken:
                continue
            kept = self.table[full ^ BIT[out]]
            t = self._tables([c for c in four if c != out])
            t.upcard[:] = out
            starts.append(Start(A.DISCARDS[out], kept, t, np.full(self.count, kept)))
        return self._play_all(starts)

    def _play_all(self, starts: list[Start]) -> list[Tally]:
        """Play every option out in one batch (rows: option by option, table by table)."""
        n, count = self.setting.players, self.count
        turns = self.know.turns_done + 1
        # After my discard the showdown is due if the next player knocked, or the rounds ran out.
        last = self.knocker == 1 % n or (self.knocker < 0 and turns >= self.setting.max_turns)
        thirty_one, finished = [], []
        for start in starts:
            if start.my_total is None:  # a knock: the others play on
                thirty_one.append(np.full(count, -1, dtype=np.int64))
                finished.append(np.zeros(count, dtype=bool))
            else:
                thirty_one.append(np.where(start.my_total == 31, 0, -1).astype(np.int64))  # R-31-3
                finished.append(np.full(count, last))
        batch = Tables(
            np.concatenate([st.tables.hands for st in starts]),
            np.concatenate([st.tables.stock for st in starts]),
            np.concatenate([st.tables.drawn for st in starts]),
            np.concatenate([st.tables.upcard for st in starts]),
            np.concatenate([st.tables.knocker for st in starts]),
        )
        outcome = play_out(
            self.setting, batch, 1, turns, np.concatenate(thirty_one), np.concatenate(finished), self.rng
        )
        tallies = []
        for k, start in enumerate(starts):
            part = slice(k * count, (k + 1) * count)
            sub = Outcomes(outcome.lost[part], outcome.lowest[part], outcome.showdown[part], outcome.thirty_one[part])
            tallies.append(Tally(start.action, start.total, sub, self._cost(sub)))
        return tallies

    def _cost(self, o: Outcomes) -> npt.NDArray[np.float64]:
        """My lives lost on each table, capped by what I can still lose; with ``relative``, less
        that share of what the others lose (their losses bring me closer to winning)."""
        if self.bot.objective == "win":
            return self._win_cost(o)
        mine = np.minimum(o.lost[:, 0], self.cap).astype(np.float64)
        if not self.bot.relative:
            return mine
        others = np.minimum(o.lost[:, 1:], self.caps[1:]).mean(axis=1)
        return mine - self.bot.relative * others  # type: ignore[no-any-return]

    def _win_cost(self, o: Outcomes) -> npt.NDArray[np.float64]:
        """What each table's outcome costs my chance to win the game, in units of what one lost
        life costs it now (see :mod:`.value`)."""
        caps = [int(c) for c in self.caps]
        before = win_chance(caps[0], tuple(caps[1:]))
        unit = before - win_chance(caps[0] - 1, tuple(caps[1:])) or 1.0
        rows, inverse = np.unique(o.lost, axis=0, return_inverse=True)
        after = np.array(
            [
                win_chance(caps[0] - int(r[0]), tuple(c - int(x) for c, x in zip(caps[1:], r[1:], strict=True)))
                for r in rows
            ]
        )
        return (before - after[inverse.ravel()]) / unit  # type: ignore[no-any-return]

    def _throw_down_options(self) -> list[Tally]:
        """R-THROW-1: a blind showdown with me as the knocker, or the hand played out."""
        n, count = self.setting.players, self.count
        unseen = np.array(self.know.unseen, dtype=np.int64)
        deals = unseen[self.rng.random((count, len(unseen))).argsort(axis=1)]
        hands = deals[:, : 3 * n].reshape(count, n, 3)
        stock = deals[:, 3 * n :]
        first = (-self.know.position(self.view.seat)) % n  # the dealer's left, as a position

        def tables(knocker: int) -> Tables:
            return Tables(
                hands.copy(),
                stock,
                np.zeros(count, dtype=np.int64),
                np.full(count, self.know.upcard),
                np.full(count, knocker, dtype=np.int64),
            )

        no_31 = np.full(count, -1, dtype=np.int64)
        thrown = settle_rows(self.setting, tables(0), no_31)
        played = play_out(self.setting, tables(-1), first, 0, rng=self.rng)
        return [
            Tally(A.THROW_DOWN_ACTION, 0.0, thrown, self._cost(thrown)),
            Tally(A.PASS_ACTION, 0.0, played, self._cost(played)),
        ]

    # ------------------------------------------------------------------ explaining

    def _explain(self, options: list[Option], chosen: Tally, tallies: list[Tally]) -> Explanation:
        best = options[0]
        lines = [self._option_line(o) for o in options]
        cheapest = min(options, key=lambda o: o.value)
        for o in options[1:]:
            if o is cheapest:
                lines.append(msg("bot.why_within_noise", None, action=o.action, diff=best.value - o.value))
            elif o.value - best.value < TOO_SMALL:
                lines.append(msg("bot.why_as_good", None, action=o.action, diff=o.value - best.value))
            else:
                lines.append(msg("bot.why_costs_more", None, action=o.action, diff=o.value - best.value))
        return Explanation(self._summary(best), tuple(lines), tuple(self._expert_lines()))

    def _summary(self, best: Option) -> Message:
        action = best.action
        if action is A.KNOCK_ACTION:
            return msg(
                "bot.expert_knock",
                "R-KNOCK-4",
                total=int(best.total or 0),
                p=best.p_lowest,
                lives=best.lives,
                others=best.others,
            )
        if action is A.TAKE_ACTION:
            return msg(
                "bot.expert_take",
                "R-TURN-2",
                card=self.view.discard_top,
                before=self._now(),
                after=int(best.total or 0),
                lives=best.lives,
                others=best.others,
            )
        if action is A.DRAW_ACTION:
            return msg("bot.expert_draw", "R-TURN-2", expected=best.total, lives=best.lives, others=best.others)
        if action is A.PASS_ACTION:
            return msg("bot.expert_pass", "R-THROW-1", lives=best.lives, others=best.others)
        if action is A.THROW_DOWN_ACTION:
            return msg("bot.expert_throw_down", "R-THROW-2", p=best.p_lowest, lives=best.lives, others=best.others)
        kept = tuple(c for c in self.view.hand if c is not action.card)
        return msg(
            "bot.expert_discard",
            "R-TURN-2",
            card=action.card,
            kept=score_hand(kept, self.rules).message(),
            lives=best.lives,
            others=best.others,
        )

    def _option_line(self, o: Option) -> Message:
        action = o.action
        if action is A.KNOCK_ACTION:
            return msg(
                "bot.opt_knock_lives",
                "R-KNOCK-4",
                p=o.p_lowest,
                p31=o.p_31,
                lives=o.lives,
                others=o.others,
                value=o.value,
            )
        if action is A.TAKE_ACTION:
            return msg(
                "bot.opt_take_lives",
                "R-TURN-3",
                card=self.view.discard_top,
                before=self._now(),
                after=int(o.total or 0),
                p=o.p_lowest,
                lives=o.lives,
                others=o.others,
                value=o.value,
            )
        if action is A.DRAW_ACTION:
            return msg(
                "bot.opt_draw_lives",
                "R-TURN-2",
                expected=o.total,
                p=o.p_lowest,
                lives=o.lives,
                others=o.others,
                value=o.value,
            )
        if action is A.PASS_ACTION:
            return msg("bot.opt_pass_lives", "R-THROW-1", lives=o.lives, others=o.others, value=o.value)
        if action is A.THROW_DOWN_ACTION:
            return msg(
                "bot.opt_throw_down_lives", "R-THROW-2", p=o.p_lowest, lives=o.lives, others=o.others, value=o.value
            )
        return msg(
            "bot.opt_discard_lives",
            "R-TURN-2",
            card=action.card,
            total=int(o.total or 0),
            p=o.p_lowest,
            lives=o.lives,
            others=o.others,
            value=o.value,
        )

    def _now(self) -> int:
        return self.table[mask(self.know.hand[:3])] if len(self.know.hand) >= 3 else 0

    def _expert_lines(self) -> list[Message]:
        names = self.view.names
        lines = [msg("bot.expert_tables", None, count=self.count)]
        for k, o in enumerate(self.opponents, start=1):
            seat = o.seat
            turns = len(self.know.turns[seat])
            mean = o.mean_score(self.scores)
            known = [DECK[c] for c in self.know.known[seat]]
            if known:
                lines.append(
                    msg(
                        "bot.expert_opponent_known",
                        None,
                        player=names[seat],
                        count=turns,
                        mean=mean,
                        cards=known,
                        mark=self.marks[k],
                    )
                )
            else:
                lines.append(
                    msg("bot.expert_opponent", None, player=names[seat], count=turns, mean=mean, mark=self.marks[k])
                )
            if self.bot.model:
                lines.append(_habits_line(names[seat], self.bot.opponent(names[seat]), self.marks[k]))
        if self.bot.calibrated and FIT is not None:
            lines.extend(_calibration_lines(self.bot.table_history, self.facts))
        if self.bot.relative == 1:
            lines.append(msg("bot.expert_balance", None))
        elif self.bot.relative:
            lines.append(msg("bot.expert_balance_weighted", None, weight=self.bot.relative))
        if self.cap == 1:
            lines.append(msg("bot.expert_last_life", "R-LIFE-2"))
        return lines


def _lives(o: Option) -> float:
    return o.lives or 0.0


def _calibration_lines(history: TableHistory, facts: Situation) -> list[Message]:
    """Which numbers decided, which are shown, whether the table is known yet and, once it is,
    which kinds of table it reads like (the corrections shown are theirs, blended)."""
    if history.hands < KNOWN_TABLE:
        return [msg("bot.expert_calibrated_prior", None, count=history.hands)]
    lines = [msg("bot.expert_calibrated", None, count=history.hands, thirty_ones=history.thirty_ones)]
    # kinds a learner would call the same (two mixed tables, say) are named once, their chances summed
    named: dict[tuple[object, ...], tuple[Message, float]] = {}
    for name, weight in table_kinds(facts):
        words = kind_message(name)
        key = (words.key, *sorted(words.params.items()))
        named[key] = (words, named.get(key, (words, 0.0))[1] + weight)
    ranked = sorted(named.values(), key=lambda mw: -mw[1])
    if len(ranked) >= 2 and ranked[1][1] >= 0.005:  # a second kind the learner would read as 0% is not named
        (first, p), (second, q) = ranked[:2]
        lines.append(msg("bot.expert_table_kinds", None, first=first, p=p, second=second, q=q))
    elif ranked:
        lines.append(msg("bot.expert_table_kind", None, first=ranked[0][0], p=ranked[0][1]))
    return lines


def kind_message(name: str) -> Message:
    """A learner's words for one of the calibration fit's kinds of table. A kind is named by the
    table it was measured at (``benchmarks/calibration.py``): ``t24``, or the line-up from the
    measured expert's seat on, ``expert+threshold:22+threshold:22+threshold:22``. Players who
    are not all alike read as a mix."""
    named = {"t20": "threshold:20", "t24": "threshold:24", "t28": "threshold:28", "p2": "duel", "p6": "six"}
    others = set(name.split("+")[1:]) if "+" in name else {named.get(name, name)}
    kind = others.pop() if len(others) == 1 else "mix"
    if kind.startswith("threshold:") and kind[10:].isdigit():
        return msg("bot.kind.threshold", None, mark=int(kind[10:]))
    if kind in ("beginner", "intermediate", "expert", "duel", "six"):
        return msg(f"bot.kind.{kind}", None)
    return msg("bot.kind.mix", None)


def _habits_line(player: str, e: Estimate, mark: float) -> Message:
    """How an opponent is believed to play, and whether that is still the prior (with nothing
    seen: a greedy player who knocks at ``mark``, never playing on)."""
    if e.seen == 0:
        return msg("bot.expert_opponent_prior", None, player=player, count=0, mark=mark, patience=0.0)
    if e.prior:
        return msg("bot.expert_opponent_prior", None, player=player, count=e.seen, mark=e.mark, patience=e.patience)
    return msg(
        "bot.expert_opponent_habits",
        None,
        player=player,
        seen=e.seen,
        mark=e.mark,
        patience=e.patience,
        greed=e.greed,
    )


def _lives_at_stake(view: PlayerView, seat: int) -> int:
    """How many lives ``seat`` can still lose before being out (the dole counts as one)."""
    lives = view.lives[seat]
    return lives + 1 if view.rules.on_the_dole else max(1, lives)


__all__ = ["DEFAULT_MARK", "ExpertBot", "Study", "score3"]
