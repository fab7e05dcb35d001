"""Fit and test the calibration of the expert's shown numbers (issue 17).

    python benchmarks/recalibrate.py collect --seed 101 --games 200 --tables ... --out train.npz [--workers 2]
    python benchmarks/recalibrate.py fit train.npz [--write]
    python benchmarks/recalibrate.py evaluate test.npz [more.npz ...] [--fit train.npz [--cross 2]]

``collect`` plays the expert (as it ships; ``--expert expert:model=0``, another) at the given tables, as
``calibration.py`` does (same seeds, seats and line-ups), and keeps, at each of its decisions
with numbers, the play-outs' raw numbers, the features :func:`scat_learn.bots.calibration.features`
reads and what then happened. ``fit`` fits the three logistic models of
:mod:`scat_learn.bots.calibration` (iteratively reweighted least squares, a little ridge) and,
with ``--write``, writes them to ``scat_learn/bots/calibration_fit.py``. ``evaluate`` sets the
calibrated numbers of a held-out collection (another seed; tables left out of the fit too)
against what happened, table by table, with ``calibration.py``'s figures and targets: raw
beside calibrated; given several collections (other seeds), a table's decisions of all of them
together (the deciles' noise shrinks with the games). ``--cross K`` fits on the ``--fit``
collections and all but one of K parts of the held-out games, K times over: every held-out
decision is calibrated by a fit that never saw its game, and the held-out games train the fit too.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.calibration import (
    Record,
    Task,
    chance_decile_table,
    chances_line,
    decile_table,
    lineup_of,
    parse_bot,
    play_series,
    pooled_miss,
    summarise,
    summary_table,
)
from scat_learn.actions import ActionKind
from scat_learn.bots import Decision
from scat_learn.bots.calibration import (
    FEATURES,
    GATE,
    OWN,
    SAMPLES,
    Raw,
    Situation,
    TableHistory,
    calibrate,
    features,
)
from scat_learn.bots.calibration_fit import Fit, Kind
from scat_learn.showdown import HandResult, Reason
from scat_learn.view import PlayerView

# Little ridge: the showdown's count-of-none terms cover a few hundredths of the decisions, and a
# ridge of 1e-3 a row held their weights near 0, the lowest tenth of the lives too gloomy (phase 22).
RIDGE = 1e-6
FIT_FILE = Path(__file__).resolve().parents[1] / "scat_learn" / "bots" / "calibration_fit.py"
Floats = npt.NDArray[np.float64]


@dataclass(slots=True)
class Row:
    hand: int
    facts: Situation
    raw: Raw
    knock: bool
    ms: float
    lost: int = 0
    lowest: bool = False
    opponent_31: bool = False


@dataclass(slots=True)
class Watcher:
    """Wraps the measured bot: its history of the table, and its numbers at each decision."""

    bot: Any
    rows: list[Row]
    history: TableHistory = field(default_factory=TableHistory)
    open: dict[int, list[Row]] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return str(getattr(self.bot, "name", "bot"))

    def decide(self, view: PlayerView) -> Decision:
        self.history.observe(view)
        started = time.perf_counter()
        decision: Decision = self.bot.decide(view)
        ms = (time.perf_counter() - started) * 1000
        chosen = decision.options[0] if decision.options else None
        if chosen is not None and chosen.lives is not None:
            raw = Raw(chosen.lives, chosen.p_lowest or 0.0, chosen.p_31 or 0.0, self.bot.samples)
            knock = decision.action.kind is ActionKind.KNOCK
            row = Row(view.hand_number, self.bot.situation(view), raw, knock, ms)
            self.open.setdefault(view.hand_number, []).append(row)
        return decision

    def settle(self, seat: int, result: HandResult) -> None:
        showdown = result.reason in (Reason.KNOCK, Reason.MAX_ROUNDS)
        for row in self.open.pop(result.hand_number, []):
            row.lost = result.lost.get(seat, 0)
            row.lowest = showdown and seat in result.lowest
            row.opponent_31 = result.reason is Reason.THIRTY_ONE and any(d != seat for d in result.declarers)
            self.rows.append(row)


def play_one(task: Task) -> list[Row]:
    rows: list[Row] = []
    # the measured expert's raw numbers, the play-outs' own: what the fit corrects
    play_series(task, lambda bot: Watcher(bot, rows), rows, measured={"calibrated": False})
    return rows


def collect(
    tables: list[str], games: int, seed: int, workers: int, out: Path, series: int = 1, expert: str = "expert"
) -> None:
    arrays: dict[str, Any] = {}
    pool = multiprocessing.get_context().Pool(workers) if workers > 1 else None
    try:
        for t, name in enumerate(tables):
            started = time.perf_counter()
            lineup = lineup_of(name, None, parse_bot(expert))
            tasks = [(name, lineup, seed, i, series) for i in range(games // series)]
            parts = pool.imap(play_one, tasks, chunksize=2) if pool else map(play_one, tasks)
            rows = [r for part in parts for r in part]
            arrays[f"{t}:facts"] = np.array([r.facts for r in rows])
            arrays[f"{t}:raw"] = np.array([(r.raw.lives, r.raw.p_lowest, r.raw.p_31, r.raw.samples) for r in rows])
            arrays[f"{t}:y"] = np.array([(r.lost, r.lowest, r.opponent_31, r.knock, r.hand, r.ms) for r in rows])
            arrays["tables"] = np.array(tables[: t + 1])
            np.savez_compressed(out, **arrays)  # after every table: a long run keeps what it made
            print(f"{name}: {games} games, {len(rows):,} decisions, {time.perf_counter() - started:.0f} s",
                  file=sys.stderr, flush=True)  # fmt: skip
    finally:
        if pool is not None:
            pool.close()


@dataclass(slots=True)
class Data:
    table: str
    facts: Floats
    raw: Floats
    y: Floats
    x: Floats = field(init=False)

    def __post_init__(self) -> None:
        rows = zip(self.facts, self.raw, self.y[:, 3], strict=True)
        self.x = np.array([features(raw_of(r), Situation(*f), bool(k)) for f, r, k in rows])


def raw_of(row: Floats) -> Raw:
    """A stored option's raw numbers (collections before phase 19 kept no play-out count: the
    expert's default)."""
    samples = int(row[3]) if len(row) > 3 else SAMPLES
    return Raw(float(row[0]), float(row[1]), float(row[2]), samples)


def load(path: Path) -> list[Data]:
    z = np.load(path)
    return [Data(str(name), z[f"{t}:facts"], z[f"{t}:raw"], z[f"{t}:y"]) for t, name in enumerate(z["tables"])]


FILE_OFFSET = 1e12  # added to each later file's hand keys (game * 1e6 + hand): games apart from every file's
ARRAYS = ("facts", "raw", "y", "x")


def load_pooled(paths: list[Path]) -> list[Data]:
    """The collections of ``paths`` (other seeds of the same expert), a table's decisions of every
    file as one, in the order the tables first appear; the games of each file kept apart (their
    hands are other clusters)."""
    by_table: dict[str, list[Data]] = {}
    for k, path in enumerate(paths):
        for d in load(path):
            d.y[:, 4] += k * FILE_OFFSET
            by_table.setdefault(d.table, []).append(d)
    return [_joined(parts) if len(parts) > 1 else parts[0] for parts in by_table.values()]


def _joined(parts: list[Data]) -> Data:
    """One table's decisions from several parts, its features kept (not worked out again)."""
    return _with_arrays(parts[0].table, [np.concatenate([getattr(d, name) for d in parts]) for name in ARRAYS])


def _with_arrays(table: str, arrays: list[Floats]) -> Data:
    made = object.__new__(Data)
    made.table = table
    for name, array in zip(ARRAYS, arrays, strict=True):
        setattr(made, name, array)
    return made


def logistic(
    x: Floats,
    y: Floats,
    ridge: float = RIDGE,
    weights: Floats | None = None,
    free: tuple[int, ...] = (0,),
    offset: Floats | None = None,
) -> Floats:
    """Weights of a logistic model of ``y`` (in [0, 1], fractions allowed), by IRLS; each row
    counts ``weights`` times (once without them). The ridge spares the ``free`` columns (the
    intercepts); ``offset``, each row's log-odds before the model's own."""
    counts = np.ones(len(y)) if weights is None else weights
    base = np.zeros(len(y)) if offset is None else offset
    w = np.zeros(x.shape[1])
    penalty = ridge * counts.sum() * np.eye(x.shape[1])
    penalty[free, free] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-(base + x @ w)))
        weight = counts * np.maximum(p * (1 - p), 1e-9)
        gradient = x.T @ (counts * (y - p)) - penalty @ w
        hessian = (x * weight[:, None]).T @ x + penalty
        step = np.linalg.solve(hessian, gradient)
        w += step
        if np.abs(step).max() < 1e-9:
            break
    return w


def table_weights(data: list[Data], balance: bool) -> Floats:
    """Each row's weight in the fit: 1, or with ``balance`` such that every kind of table
    weighs the same (the big tables, six players or four experts, would otherwise set the fit
    for the small ones, whose decisions are fewer)."""
    if not balance:
        return np.ones(sum(len(d.y) for d in data))
    mean = sum(len(d.y) for d in data) / len(data)
    return np.concatenate([np.full(len(d.y), mean / len(d.y)) for d in data])


def fit(
    data: list[Data],
    source: str,
    ridge: float = RIDGE,
    balance: bool = False,
    between: tuple[str, ...] = (),
    kinds: bool = False,
) -> Fit:
    """The three shared models; with ``kinds``, each kind of table's own corrections of them and
    a gate that tells the kinds apart (:func:`kinds_of`)."""
    shared = _shared_fit(data, source, ridge, balance, between)
    return replace(shared, kinds=kinds_of(data, shared, balance)) if kinds else shared


def _shared_fit(data: list[Data], source: str, ridge: float, balance: bool, between: tuple[str, ...]) -> Fit:
    x = np.concatenate([d.x for d in data])
    y = np.concatenate([d.y for d in data])
    counts = table_weights(data, balance)
    lost, lowest, opponent_31 = y[:, 0], y[:, 1], y[:, 2]
    calm = opponent_31 == 0  # hands no opponent ended with 31: what the showdown model learns from
    thirty_one = (
        between_tables(data, opponent_31, counts, ridge, between)
        if between
        else logistic(x, opponent_31, ridge, counts)
    )
    return Fit(
        tuple(float(v) for v in thirty_one),
        tuple(float(v) for v in logistic(x[calm], lost[calm] / 2, ridge, counts[calm])),
        tuple(float(v) for v in logistic(x, lowest, ridge, counts)),
        source,
    )


# A kind's corrections are shrunk toward the shared model's (a kind has fewer games), a little: its
# own count-of-none terms must be free to move (phase 22).
KIND_RIDGE = 1e-5
# The gates' ridge (on standardised features): 1e-3 held them back, their chances spread too
# evenly over the kinds (held-out log loss at intermediate tables 1.34 → 1.15; phase 23).
GATE_RIDGE = 1e-5


def kinds_of(data: list[Data], shared: Fit, balance: bool) -> tuple[Kind, ...]:
    """Each kind of table (the collections' tables by name, several files' of one name together):
    its own corrections of the shared models' log-odds, over :data:`OWN`, fitted on its decisions
    alone with the shared model's log-odds as an offset; and its gate, a multinomial logistic
    model over :data:`GATE` of which kind a decision's table is (every kind weighing the same with
    ``balance``). At play, the shown numbers are the kinds' blended by the gate's chances
    (:func:`scat_learn.bots.calibration.kind_weights`)."""
    names = list(dict.fromkeys(d.table for d in data))
    groups = [[d for d in data if d.table == name] for name in names]
    x = [np.concatenate([d.x for d in group]) for group in groups]
    y = [np.concatenate([d.y for d in group]) for group in groups]
    gates = _gates(x, balance)
    own = [FEATURES.index(name) for name in OWN]
    made = []
    for name, gate, xs, ys in zip(names, gates, x, y, strict=True):
        calm = ys[:, 2] == 0
        parts = {}
        for model, target, rows in (
            ("thirty_one", ys[:, 2], np.ones(len(ys), dtype=bool)),
            ("showdown", ys[:, 0] / 2, calm),
            ("lowest", ys[:, 1], np.ones(len(ys), dtype=bool)),
        ):
            offset = xs[rows] @ np.array(getattr(shared, model))
            w = logistic(xs[rows][:, own], target[rows], KIND_RIDGE, offset=offset, free=())  # shrunk, intercept too
            parts[model] = tuple(float(v) for v in w)
        made.append(Kind(name, tuple(float(v) for v in gate), **parts))
    return tuple(made)


def _gates(x: list[Floats], balance: bool) -> list[Floats]:
    """A multinomial logistic model of the kind over :data:`GATE` (Newton's method), fitted on
    standardised features; the weights returned read the features as they are."""
    at = [FEATURES.index(name) for name in GATE]
    z = np.concatenate([xs[:, at] for xs in x])
    labels = np.concatenate([np.full(len(xs), k) for k, xs in enumerate(x)])
    counts = np.concatenate([np.full(len(xs), len(z) / len(x) / len(xs)) for xs in x]) if balance else np.ones(len(z))
    mu, sd = z[:, 1:].mean(axis=0), z[:, 1:].std(axis=0) + 1e-9
    z[:, 1:] = (z[:, 1:] - mu) / sd
    w = _softmax_newton(z, labels, len(x), counts)
    w[:, 1:] /= sd
    w[:, 0] -= w[:, 1:] @ mu
    return list(w)


def _softmax_newton(z: Floats, labels: npt.NDArray[np.int64], k: int, counts: Floats) -> Floats:
    f = z.shape[1]
    w = np.zeros((k, f))
    truth = np.eye(k)[labels]
    penalty = GATE_RIDGE * counts.sum()
    for _ in range(30):
        a = z @ w.T
        p = np.exp(a - a.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        gradient = ((truth - p) * counts[:, None]).T @ z - penalty * w
        hessian = np.zeros((k * f, k * f))
        for i in range(k):
            for j in range(i, k):
                block = (z * (counts * p[:, i] * ((i == j) - p[:, j]))[:, None]).T @ z
                hessian[i * f : (i + 1) * f, j * f : (j + 1) * f] = block
                hessian[j * f : (j + 1) * f, i * f : (i + 1) * f] = block
        step = np.linalg.solve(hessian + penalty * np.eye(k * f), gradient.ravel()).reshape(k, f)
        w += step
        if np.abs(step).max() < 1e-6:
            break
    return w


SETTLED = 10  # hands seen after which a table's reading of itself counts as settled


def between_tables(data: list[Data], y: Floats, counts: Floats, ridge: float, between: tuple[str, ...]) -> Floats:
    """A logistic model whose table effect is learnt from table to table (issue 17, phase 12).

    Fitted over all decisions at once, the table's features (its 31 rate, ...) get a fraction
    of the weight that sets one kind of table apart from another: within a table, what its
    history shows early is mostly chance and predicts nothing, and those many decisions set
    the slope (regression dilution). So the model is fitted twice over. First *within* tables:
    every table of four players has an intercept of its own, the first of them the model's
    (heads-up and six-player tables keep their own terms, which an intercept would duplicate).
    Then *between* tables: those intercepts against each table's settled reading of the
    ``between`` features (the mean over its decisions after :data:`SETTLED` hands), by least
    squares. The result is again one logistic model (the same form, :class:`Fit`): the between
    slopes are added to those features' own weights and the between intercept replaces the
    model's."""
    x = np.concatenate([d.x for d in data])
    four = [t for t, d in enumerate(data) if d.facts[:, 0].max() == 4]  # games of four players
    indicators = np.zeros((len(x), len(four) - 1))  # the first of them is the reference: the intercept's
    start = 0
    for t, d in enumerate(data):
        if t in four[1:]:
            indicators[start : start + len(d.x), four.index(t) - 1] = 1.0
        start += len(d.x)
    k = x.shape[1]
    intercepts = (0, *range(k, k + len(four) - 1))  # not shrunk: a rare 31 is a table's own
    within = logistic(np.hstack([x, indicators]), y, ridge, counts, intercepts)
    columns = [FEATURES.index(name) for name in between]
    effects = within[0] + np.concatenate([[0.0], within[k:]])
    readings = np.array([[1.0, *data[t].x[data[t].facts[:, 5] >= SETTLED][:, columns].mean(axis=0)] for t in four])
    slopes, *_ = np.linalg.lstsq(readings, effects, rcond=None)
    weights = within[:k].copy()
    weights[0] = slopes[0]
    weights[columns] += slopes[1:]
    return weights


def records(d: Data, model: Fit | None) -> list[Record]:
    out = []
    for x, raw, y in zip(d.x, d.raw, d.y, strict=True):
        shown = calibrate(raw_of(raw), tuple(x), model)
        record = Record(int(y[4]), bool(y[3]), shown.lives, shown.p_lowest, shown.p_31, float(y[5]))
        record.lost, record.lowest, record.opponent_31 = int(y[0]), bool(y[1]), bool(y[2])
        out.append(record)
    return out


def told(model: Fit | None, table: str) -> Fit | None:
    """``model`` as a seat told which kind its table is would show it: that kind's numbers alone,
    the gate's doubt gone (what a perfect gate would reach; a measure, not something a seat can do)."""
    if model is None:
        return None
    own = tuple(k for k in model.kinds if k.name == table)
    return replace(model, kinds=own) if own else model


def games(d: Data) -> int:
    return len(np.unique(_game_numbers(d)))


def _game_numbers(d: Data) -> npt.NDArray[np.int64]:
    """Each decision's game (its hand key is the game's number times a million plus the hand's)."""
    return (d.y[:, 4] // 1_000_000).astype(np.int64)


def evaluate(data: list[Data], model: Fit | None, crossed: list[list[Record]] | None = None) -> None:
    """The raw and the calibrated numbers (by ``model``, or each table's ``crossed`` records)
    against what happened, table by table."""
    calibrated = crossed if crossed is not None else [records(d, model) for d in data]
    for title, parts in (("raw", [records(d, None) for d in data]), ("calibrated", calibrated)):
        rows = [summarise(d.table, [d.table], games(d), part) for d, part in zip(data, parts, strict=True)]
        print(f"## {title}\n\n{summary_table(rows)}\n\n{decile_table(rows)}\n\n{pooled_miss(rows)}\n")
        print(f"{chance_decile_table(rows)}\n\n{chances_line(rows)}\n")


def cross_fitted(
    data: list[Data],
    train: list[Data],
    folds: int,
    balance: bool,
    between: tuple[str, ...],
    kinds: bool = False,
    by_own_kind: bool = False,
) -> list[list[Record]]:
    """Each table's decisions calibrated by a fit that did not see their games: the games of
    ``data`` split into ``folds`` parts by their number, each part calibrated by a fit on
    ``train`` and the other parts (so that a large held-out collection also trains the fit,
    and every decision of it is still judged out of sample)."""
    parts = [_folds(d, folds) for d in data]
    out: list[list[Record]] = [[] for _ in data]
    for k in range(folds):
        rest = [_joined([p for j, p in enumerate(split) if j != k]) for split in parts]
        model = fit([*train, *rest], "", balance=balance, between=between, kinds=kinds)
        for t, split in enumerate(parts):
            out[t].extend(records(split[k], told(model, split[k].table) if by_own_kind else model))
    return out


def _folds(d: Data, count: int) -> list[Data]:
    game = _game_numbers(d)
    return [_subset(d, game % count == k) for k in range(count)]


def _subset(d: Data, keep: npt.NDArray[np.bool_]) -> Data:
    return _with_arrays(d.table, [getattr(d, name)[keep] for name in ARRAYS])


MODELS = ("thirty_one", "showdown", "lowest")


def write(model: Fit) -> None:
    def weights(ws: tuple[float, ...], names: tuple[str, ...], indent: str = "    ") -> str:
        rows = "".join(f"{indent}    {w!r},  # {name}\n" for w, name in zip(ws, names, strict=True))
        return f"(\n{rows}{indent})"

    def kind(k: Kind) -> str:
        fields = [f"name={json.dumps(k.name)}", f"gate={weights(k.gate, GATE, ' ' * 12)}"]
        fields += [f"{name}={weights(getattr(k, name), OWN, ' ' * 12)}" for name in MODELS]
        return "        Kind(\n" + "".join(f"            {f},\n" for f in fields) + "        ),\n"

    text = FIT_FILE.read_text()
    head = text[: text.index("FIT: Fit | None")]
    parts = [f"    {name}={weights(getattr(model, name), FEATURES)},\n" for name in MODELS]
    kinds = "    kinds=(\n" + "".join(kind(k) for k in model.kinds) + "    ),\n" if model.kinds else ""
    body = "FIT: Fit | None = Fit(\n" + "".join(parts) + f"    source={json.dumps(model.source)},\n" + kinds + ")\n"
    FIT_FILE.write_text(head + body)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=200)
    c.add_argument("--seed", type=int, default=101)
    c.add_argument("--tables", required=True)
    c.add_argument("--workers", type=int, default=1)
    c.add_argument("--out", type=Path, required=True)
    c.add_argument("--series", type=int, default=1, help="games in a row with the same bots (they remember)")
    c.add_argument("--expert", default="expert", help="the expert wherever it sits, e.g. expert:model=1")
    f = sub.add_parser("fit")
    f.add_argument("data", type=Path, nargs="+")
    f.add_argument("--write", action="store_true")
    f.add_argument("--balance", action="store_true", help="every kind of table weighs the same in the fit")
    f.add_argument("--between", default="", help="the 31 model's table effect from table to table, on these features")
    f.add_argument("--kinds", action="store_true", help="each kind of table's own corrections, blended by a gate")
    e = sub.add_parser("evaluate")
    e.add_argument("data", type=Path, nargs="+", help="held-out collections; the same table's pooled")
    e.add_argument("--fit", type=Path, nargs="*", default=None, help="fit on these collections (else the written fit)")
    e.add_argument("--balance", action="store_true", help="with --fit: every kind of table weighs the same")
    e.add_argument("--between", default="", help="with --fit: as fit's --between")
    e.add_argument("--kinds", action="store_true", help="with --fit: as fit's --kinds")
    e.add_argument("--told", action="store_true", help="each table calibrated by its own kind alone (a perfect gate)")
    e.add_argument(
        "--cross", type=int, default=0, help="with --fit: the held-out games in this many parts, each calibrated "
        "by a fit on the --fit collections and the other parts"
    )  # fmt: skip
    return parser


def main() -> None:
    parser = _parser()
    args = parser.parse_args()
    if args.command == "collect":
        tables = [t for t in args.tables.split(",") if t]
        collect(tables, args.games, args.seed, args.workers, args.out, args.series, args.expert)
    elif args.command == "fit":
        data = [d for path in args.data for d in load(path)]
        between = tuple(f for f in args.between.split(",") if f)
        source = " ".join(str(p.name) for p in args.data) + (" (tables balanced)" if args.balance else "")
        source += f" (31s between tables: {', '.join(between)})" if between else ""
        source += " (kinds of table blended)" if args.kinds else ""
        model = fit(data, source, balance=args.balance, between=between, kinds=args.kinds)
        for name, ws in (("31", model.thirty_one), ("showdown", model.showdown), ("lowest", model.lowest)):
            print(name, " ".join(f"{f}={w:+.3f}" for f, w in zip(FEATURES, ws, strict=True)))
        if args.write:
            write(model)
    else:
        from scat_learn.bots.calibration_fit import FIT

        between = tuple(f for f in args.between.split(",") if f)
        train = [d for path in args.fit or () for d in load(path)]
        held = load_pooled(args.data)
        if args.cross < 0 or args.cross == 1 or (args.cross and not args.fit):
            parser.error("--cross needs --fit and at least 2 parts")
        if args.cross:
            crossed = cross_fitted(held, train, args.cross, args.balance, between, args.kinds, args.told)
            evaluate(held, None, crossed)
        else:
            model = fit(train, "", balance=args.balance, between=between, kinds=args.kinds) if args.fit else FIT
            evaluate(held, None, [records(d, told(model, d.table) if args.told else model) for d in held])


if __name__ == "__main__":
    main()
