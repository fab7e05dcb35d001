"""The expert's shown numbers, calibrated to what happens at tables like this one (issue 17).

The expert's play-outs imagine its opponents as it has read them (:mod:`.opponents`: how each
knocks and takes) or, with the model off, as greedy builders who knock at a mark. Against
players it reads well its numbers are true; against patient, strong players, and before it has
read them, they are too hopeful (those players play on for 31 more than the play-outs imagine).
The numbers a learner is shown are therefore corrected by a small fitted model: for each
decision, the play-outs' raw numbers and what this seat has *seen* of the table (this game and,
for an expert kept from game to game, the games before it with the same opponents) give the
chance that an opponent shows 31, the lives lost if none does and the chance to be lowest at a
showdown.

What the table has shown (:class:`TableHistory`) is public: how each finished hand ended, how
many rounds it lasted, the totals shown at showdowns, how often the others took the discard,
and each opponent's style as :mod:`.opponents` reads it (eagerness, mark, greed).
Nothing hidden is read (R-INFO-1): the history is built from the views this seat is given.

The facts one decision offers are a :class:`Situation` (plain numbers, so that
``benchmarks/recalibrate.py`` can store them and try new features without replaying games);
:func:`features` turns them into the model's inputs. The model is three logistic regressions on
those features, fitted on seeded games at many kinds of table and written to
:mod:`.calibration_fit`. A fit may also carry *kinds* of table (three beginners, four experts, a
duel, ...), each with its own corrections of the three models and a gate that reads from the
table's history how like that kind this table is; the numbers shown are then the kinds' numbers
blended by those chances (:func:`kind_weights`). With no fitted model (``FIT is None``) every
number is shown as the play-outs gave it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from ..actions import ActionKind
from ..showdown import HandResult, Reason
from ..view import PlayerView
from .calibration_fit import FIT, Fit

# Until the table has shown something, its history reads as if PRIOR_HANDS typical hands had
# been seen: hands ...
PRIOR_HANDS = 2.0
PRIOR_ROUNDS = 3.0  # ... that lasted three rounds
PRIOR_KNOCK = 24.0  # ... whose knockers showed 24 ...
PRIOR_SHOWN = 21.0  # ... and whose other players showed 21 at the showdown
PRIOR_MOVES = 6.0  # and as if this many draws had been seen, PRIOR_TAKE of them from the discard
PRIOR_TAKE = 0.4
# Its rate of 31s reads as if PRIOR_31_HANDS hands had been seen, PRIOR_31 of which an opponent
# ended with 31 (about the tables' average). A 31 is rare, so a few hands say little of it. The
# written fit learns the reading's weight from every decision, early ones included, not from
# table to table (``--between``, phase 12): a slope set by the tables' settled readings made the
# chance of an opponent's 31 twice too spread within every table (benchmarks/README.md, phase 20).
PRIOR_31_HANDS = 10.0
PRIOR_31 = 0.08
KNOWN_TABLE = 2  # finished hands after which the table's own history weighs as much as the prior
FLOOR = 1e-3  # the table's rates are kept off 0 and 1 before their log-odds are taken
SAMPLES = 256  # the play-outs behind an option's numbers (the expert's ``samples``), unless told
# The play-outs' fractions are read as if each outcome had been seen PSEUDO more times (add-PSEUDO
# smoothing; benchmarks/README.md, issue 17, phase 19): "none of 256" is a small chance, not 0.
PSEUDO = 3.0
# The showdown's lives are counted with less: a knock that no play-out lost is safer than the 31's
# "none of 256", and add-3 there kept the lowest tenth of the lives too gloomy at the quick tables
# (benchmarks/README.md, phase 21).
PSEUDO_SHOWDOWN = 1.0


@dataclass(slots=True)
class TableHistory:
    """What one seat has seen of its table (all of it public): this game, and the games before
    it with the same opponents, when the seat's expert is kept from game to game (a classroom
    table, the app's next game). New opponents start it afresh."""

    hands: int = 0
    thirty_ones: int = 0  # hands an opponent ended with 31 in play (not from the deal)
    rounds: int = 0  # rounds played, over those hands
    knocks: int = 0  # hands an opponent ended by knocking
    knock_total: int = 0  # the totals those knockers showed, summed
    knock_rounds: int = 0  # the rounds those hands lasted, summed
    shown: int = 0  # opponents' hands shown at showdowns (knockers aside)
    shown_total: int = 0  # their totals, summed
    draws: int = 0  # opponents' draws, from the stock or the discard, in finished hands
    takes: int = 0  # ... of which from the discard
    _seen: set[tuple[object, ...]] = field(default_factory=set)  # the hands counted (HandResult.key)
    _hand: int = -1  # the hand of the last view seen
    _moves: tuple[int, int] = (0, 0)  # this hand's draws and takes by opponents, so far
    _opponents: tuple[str, ...] = ()  # whom this history is of

    def observe(self, view: PlayerView) -> None:
        """Learn from what is new in ``view``; forget everything when the opponents change."""
        opponents = tuple(sorted(name for seat, name in enumerate(view.names) if seat != view.seat))
        if opponents != self._opponents:
            self.reset()
            self._opponents = opponents
        if view.hand_number != self._hand:  # a new hand (of this game or the next): the last one's moves count
            self.draws, self.takes = self.draws + self._moves[0], self.takes + self._moves[1]
        self._hand = view.hand_number
        self._moves = _opponents_moves(view)
        result = view.last_result
        if result is None or result.key in self._seen:
            return
        self._seen.add(result.key)
        if view.seat in result.hands and not result.dealt:
            self._add(result, view.seat)  # (a hand I sat out, or nobody played, says nothing)

    def reset(self) -> None:
        self.hands = self.thirty_ones = self.rounds = self.knocks = self.knock_total = 0
        self.knock_rounds = self.shown = self.shown_total = self.draws = self.takes = 0
        self._seen.clear()
        self._hand, self._moves = -1, (0, 0)

    def _add(self, result: HandResult, seat: int) -> None:
        self.hands += 1
        self.rounds += result.rounds
        if result.reason is Reason.THIRTY_ONE and any(d != seat for d in result.declarers):
            self.thirty_ones += 1
        knocker = result.knocker
        if result.reason is Reason.KNOCK and knocker is not None and knocker != seat:
            self.knocks += 1
            self.knock_total += result.scores[knocker].total
            self.knock_rounds += result.rounds
        if result.reason in (Reason.KNOCK, Reason.MAX_ROUNDS):
            others = [s for s in result.hands if s not in (seat, knocker)]
            self.shown += len(others)
            self.shown_total += sum(result.scores[s].total for s in others)


def _opponents_moves(view: PlayerView) -> tuple[int, int]:
    draws = takes = 0
    for event in view.events:
        if event.seat != view.seat and event.kind in (ActionKind.DRAW, ActionKind.TAKE):
            draws += 1
            takes += event.kind is ActionKind.TAKE
    return draws, takes


class Situation(NamedTuple):
    """The public facts of one decision that the calibration reads (plain numbers)."""

    players: float  # seats still in the game
    knocked: float  # 1 if someone has knocked this hand
    rounds_in_hand: float  # rounds played in this hand so far
    own_lives: float
    fewest_lives: float  # the fewest lives an opponent has left
    hands: float
    thirty_ones: float
    rounds: float
    knocks: float
    knock_total: float
    knock_rounds: float
    shown: float
    shown_total: float
    draws: float  # opponents' draws in this game, this hand's included
    takes: float
    eagerness: float  # the opponents' chance to knock when at their mark, on average (their model)
    least_eager: float  # ... the most patient opponent's
    mark: float  # their knocking marks, on average
    greed: float  # their chance to take a useful upcard, on average
    seen: float  # the knocking decisions of theirs seen, on average


@dataclass(frozen=True, slots=True)
class Style:
    """How one opponent is believed to play (:class:`.opponents.Estimate`'s posterior means)."""

    eagerness: float
    mark: float
    greed: float
    seen: int


TYPICAL = Style(0.58, 23.0, 0.85, 0)  # an opponent of whom the model knows nothing (its prior)


def situation(view: PlayerView, history: TableHistory, styles: Sequence[Style] = ()) -> Situation:
    """The facts of ``view``, ``history`` and the opponents' ``styles`` the calibration reads."""
    styles = styles or (TYPICAL,)
    n = len(styles)
    seats = view.active_seats
    others = [view.lives[s] for s in seats if s != view.seat]
    h = history
    return Situation(
        players=float(len(seats)),
        knocked=1.0 if view.knocker is not None else 0.0,
        rounds_in_hand=view.turns / max(len(seats), 1),
        own_lives=float(view.lives[view.seat]) if view.seat >= 0 else 0.0,
        fewest_lives=float(min(others, default=0)),
        hands=float(h.hands),
        thirty_ones=float(h.thirty_ones),
        rounds=float(h.rounds),
        knocks=float(h.knocks),
        knock_total=float(h.knock_total),
        knock_rounds=float(h.knock_rounds),
        shown=float(h.shown),
        shown_total=float(h.shown_total),
        draws=float(h.draws + h._moves[0]),
        takes=float(h.takes + h._moves[1]),
        eagerness=sum(x.eagerness for x in styles) / n,
        least_eager=min(x.eagerness for x in styles),
        mark=sum(x.mark for x in styles) / n,
        greed=sum(x.greed for x in styles) / n,
        seen=sum(x.seen for x in styles) / n,
    )


def logit(p: float) -> float:
    p = min(max(p, FLOOR), 1 - FLOOR)
    return math.log(p / (1 - p))


def counted_logit(p: float, samples: int, pseudo: float | None = None) -> float:
    """The log-odds of a fraction ``p`` of ``samples`` play-outs, each outcome counted ``pseudo``
    (by default :data:`PSEUDO`) times more. Read at a floor, the many options whose play-outs never
    saw the outcome (or saw it once or twice) sat far out on the model's lines, where its terms with
    the table's readings carried them: at most tables the lowest tenth of the numbers shown was too
    hopeful by 40-80%. Smoothed, a count of none of 256 reads as about one in a hundred (add-3), or
    one in 250 (add-1, the showdown's :data:`PSEUDO_SHOWDOWN`)."""
    add = PSEUDO if pseudo is None else pseudo
    q = (min(max(p, 0.0), 1.0) * samples + add) / (samples + 2 * add)
    return math.log(q / (1 - q))


def sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x)) if x >= 0 else math.exp(x) / (1 + math.exp(x))


@dataclass(frozen=True, slots=True)
class Raw:
    """The play-outs' numbers for one option: lives, chance to be lowest, an opponent's 31, and
    how many play-outs they were measured on."""

    lives: float
    p_lowest: float
    p_31: float
    samples: int = SAMPLES


@dataclass(frozen=True, slots=True)
class Calibrated:
    lives: float
    p_lowest: float
    p_31: float


def _shrunk(total: float, count: float, prior: float, weight: float) -> float:
    return (total + prior * weight) / (count + weight)


def table_features(s: Situation) -> tuple[float, ...]:
    """What kind of table this is, from what it has shown (priors until it has shown much)."""
    return (
        logit(_shrunk(s.thirty_ones, s.hands, PRIOR_31, PRIOR_31_HANDS)),
        _shrunk(s.rounds, s.hands, PRIOR_ROUNDS, PRIOR_HANDS) - PRIOR_ROUNDS,
        (_shrunk(s.knock_total, s.knocks, PRIOR_KNOCK, PRIOR_HANDS) - PRIOR_KNOCK) / 4,
        (_shrunk(s.shown_total, s.shown, PRIOR_SHOWN, PRIOR_HANDS) - PRIOR_SHOWN) / 4,
        logit(_shrunk(s.takes, s.draws, PRIOR_TAKE, PRIOR_MOVES)),
        s.hands / (s.hands + PRIOR_HANDS),
        (s.eagerness - TYPICAL.eagerness) * 4,
        (s.least_eager - TYPICAL.eagerness) * 4,
        (s.mark - TYPICAL.mark) / 2,
        (s.greed - TYPICAL.greed) * 10,
    )


def _knock_rounds(s: Situation) -> float:
    """How many rounds the hands an opponent ended by knocking lasted, on average (shrunk to the
    prior). Beside the knockers' totals it tells how their mark moves with the turns (at four
    players the intermediate player's starts at 21.5 and rises), which the totals alone do not: the
    gate tells an intermediate table from others far better with it (benchmarks/README.md, issue
    17, phase 23)."""
    return _shrunk(s.knock_rounds, s.knocks, PRIOR_ROUNDS, PRIOR_HANDS) - PRIOR_ROUNDS


def _size(s: Situation) -> tuple[float, float, float]:
    """How many play on: 1 / opponents, and past four and short of four apart, since the kinds of
    table are no straight line in 1 / opponents (with it alone, the gate read a six-player table
    at its first hand as a four-player one: benchmarks/README.md, issue 17, phase 23)."""
    return 1 / max(s.players - 1, 1), max(s.players - 4, 0) / 2, max(4 - s.players, 0) / 2


def features(raw: Raw, s: Situation, knock: bool) -> tuple[float, ...]:
    """The numbers the fitted model reads, in :data:`FEATURES`' order."""
    l31 = counted_logit(raw.p_31, raw.samples)
    showdown = raw.lives - raw.p_31  # the play-outs' showdown lives (out of two), and summed over them:
    lsd = counted_logit(showdown / 2, raw.samples, PSEUDO_SHOWDOWN)
    summed = showdown * raw.samples
    none, few = (1.0 if summed < 0.5 else 0.0), (1.0 if 0.5 <= summed < 2.5 else 0.0)
    lowest = counted_logit(raw.p_lowest, raw.samples)
    table = table_features(s)
    # Heads-up is a game of its own (one opponent to read, every hand a duel): its own terms.
    heads_up = 1.0 if s.players == 2 else 0.0
    return (
        1.0,
        l31,
        lsd,
        lowest,
        s.knocked,
        1.0 if knock else 0.0,
        s.rounds_in_hand,
        *_size(s),
        min(s.own_lives, 3) / 3,
        min(s.fewest_lives, 3) / 3,
        *table,
        *(l31 * t / 4 for t in table),
        *(lsd * t / 4 for t in table),
        *(heads_up * v for v in (1.0, l31, lsd, lowest, s.knocked, s.rounds_in_hand)),
        *(heads_up * t for t in table),
        # A showdown no play-out lost (or lost once or twice) is safer than any smoothing of the
        # count says, most of all after a knock, when only one turn is left (phase 22).
        none,
        few,
        s.knocked * lsd,
        s.knocked * none,
        _knock_rounds(s),
    )


_TABLE = (
    "table 31 rate",
    "table rounds",
    "table knock",
    "table shown",
    "table takes",
    "table seen",
    "eagerness",
    "least eager",
    "mark",
    "greed",
)
# The option's own numbers and where in the hand it comes: what a kind of table also corrects.
_OPTION = ("one", "logit p_31", "logit showdown", "logit p_lowest", "knocked", "knock chosen", "rounds in hand")
FEATURES = (
    *_OPTION,
    "1 / opponents",
    "more than four",
    "fewer than four",
    "own lives",
    "fewest lives",
    *_TABLE,
    *(f"p_31 x {t}" for t in _TABLE),
    *(f"showdown x {t}" for t in _TABLE),
    *(f"heads-up x {f}" for f in ("one", "logit p_31", "logit showdown", "logit p_lowest", "knocked", "rounds")),
    *(f"heads-up x {t}" for t in _TABLE),
    "showdown none",
    "showdown one or two",
    "knocked x showdown",
    "knocked x showdown none",
    "table knock rounds",
)


# What tells one kind of table from another (a kind's gate), and what a kind corrects on its own.
GATE = ("one", *_TABLE, "1 / opponents", "more than four", "fewer than four", "table knock rounds")
# (How safe a showdown no play-out lost is differs from table to table: a kind corrects it too.)
OWN = (*_OPTION, "showdown none", "knocked x showdown none")
_GATE_AT = tuple(FEATURES.index(name) for name in GATE)
_OWN_AT = tuple(FEATURES.index(name) for name in OWN)


def _dot(weights: tuple[float, ...], x: tuple[float, ...]) -> float:
    return sum(w * v for w, v in zip(weights, x, strict=True))


def calibrate(raw: Raw, x: tuple[float, ...], fit: Fit | None = FIT) -> Calibrated:
    """The numbers to show for an option, from its raw numbers and its features ``x``."""
    if fit is None:
        return Calibrated(raw.lives, raw.p_lowest, raw.p_31)
    if fit.kinds:
        return _blended(fit, x)
    p_31 = sigmoid(_dot(fit.thirty_one, x))
    showdown = 2 * sigmoid(_dot(fit.showdown, x))  # the lives lost when no opponent shows 31
    p_lowest = sigmoid(_dot(fit.lowest, x))
    return Calibrated(p_31 + (1 - p_31) * showdown, p_lowest, p_31)


def kind_weights(fit: Fit, x: tuple[float, ...]) -> list[float]:
    """How like each of the fit's kinds of table this one reads (a softmax of the kinds' gates
    over what the table has shown; they sum to 1). Early in a game the table has shown little,
    and the weights stay spread over the kinds alike."""
    return _gate_weights(fit, tuple(x[i] for i in _GATE_AT))


def gate_features(s: Situation) -> tuple[float, ...]:
    """What a kind's gate reads of a situation, in :data:`GATE`'s order (the table's readings
    and its size: none of an option's own numbers, so any option's features give them alike)."""
    x = features(Raw(0.0, 0.0, 0.0), s, False)
    return tuple(x[i] for i in _GATE_AT)


def table_kinds(s: Situation, fit: Fit | None = FIT) -> list[tuple[str, float]]:
    """The fit's kinds of table, likeliest first, each with how like it this table reads (what
    the expert's explanation tells a learner); none without kinds."""
    if fit is None or not fit.kinds:
        return []
    weights = _gate_weights(fit, gate_features(s))
    return sorted(((k.name, w) for k, w in zip(fit.kinds, weights, strict=True)), key=lambda kw: -kw[1])


def _gate_weights(fit: Fit, z: tuple[float, ...]) -> list[float]:
    scores = [_dot(k.gate, z) for k in fit.kinds]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


def _blended(fit: Fit, x: tuple[float, ...]) -> Calibrated:
    """Each number as the kinds' own models give it, blended by :func:`kind_weights`: one shared
    model cannot set the low end right at both a threshold-20 table (too gloomy) and an expert
    table (too hopeful), since within a game the shared features do not tell them apart there
    (benchmarks/README.md, issue 17, phases 17 and 18)."""
    own = tuple(x[i] for i in _OWN_AT)
    shared = (_dot(fit.thirty_one, x), _dot(fit.showdown, x), _dot(fit.lowest, x))
    p_31 = showdown = p_lowest = 0.0
    for w, k in zip(kind_weights(fit, x), fit.kinds, strict=True):
        p_31 += w * sigmoid(shared[0] + _dot(k.thirty_one, own))
        showdown += w * 2 * sigmoid(shared[1] + _dot(k.showdown, own))
        p_lowest += w * sigmoid(shared[2] + _dot(k.lowest, own))
    return Calibrated(p_31 + (1 - p_31) * showdown, p_lowest, p_31)
