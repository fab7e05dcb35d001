"""Are the expert's numbers true? Its predictions against what then happened (issue 17).

    python benchmarks/calibration.py [--games 200] [--tables beginner,t24,expert] [--seed 17]
                                     [--workers 1] [--json FILE] [--baseline REV] [--expert SPEC]

At every decision of the expert with options to weigh, the chosen option carries the numbers
its explanation shows (:class:`scat_learn.bots.Option`): ``lives``, the lives it expects to lose
in this hand ("I expect to lose 0.01 lives"); ``p_lowest``, its chance to be lowest at the
showdown ("a 1% chance to be lowest"); ``p_31``, the chance that an opponent shows 31 first.
Each is set against what happened in that hand: the lives the expert lost (as the rules count
them, R-KNOCK-4, R-31-1, R-TURN-5: two for a knocker alone lowest), whether it was lowest at the
showdown (ties count, as in its play-outs), whether an opponent showed 31 (R-31-3). Forced
moves (one legal action) carry no numbers and are not counted.

Reported per kind of table: the mean predicted and realized lives over every decision and
over its knocks, the miss (realized less predicted) with its standard error (clustered by
hand: the decisions of one hand share one outcome), the two chances, and the decision time;
then a reliability table by decile of the prediction (the decisions sorted by predicted lives,
ten equal parts): count, mean predicted, mean realized, relative error. Targets (issue 17): a
miss within 0.03 lives on average, and within 20% in every decile of at least 100 decisions
(flagged ✗ otherwise). The last line also says how many of the flagged deciles lie outside the
band by more than two standard errors, and how many deciles a perfectly calibrated expert would
miss by chance at the run's size: a lowest decile predicts a few hundredths of a life, so at 200
games its realized mean rests on a dozen lost lives. The two chances shown are judged the same
way, each by deciles of itself (an opponent's 31 against whether one was shown; being lowest
against whether the expert was, at hands that reached a showdown): a table of their relative
errors, ✗ beyond the band by more than two standard errors, and a line counting the deciles
outside it.

Kinds of table (``--tables``; the expert sits in the first place, the seats rotate from game
to game): ``beginner``, ``t20``, ``t24``, ``t28`` (three threshold bots), ``intermediate``,
``expert`` (three more experts), ``mix`` (a beginner, an intermediate and an expert), ``p2``
(heads-up against an expert), ``p6`` (a beginner, a threshold-24, an intermediate and two
experts). Any line-up can be given as well, bots joined by ``+``: ``expert+ismcts+beginner``
(the first is the one measured). Every seat that plays the measured bot is measured (all
four at ``expert``): their opponents are the same kinds of bot. ``--baseline REV`` plays the
expert of that revision (benchmarks/baseline.py) in place of today's, at every seat where the
expert sits: the calibration as it was.

Each game is seeded from ``--seed``, the table's name and the game's number, so a run gives the
same figures on any number of ``--workers`` and a table's figures do not depend on the others.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import baseline, ismcts  # noqa: F401 (they register the "baseline" and "ismcts" levels)
from scat_learn.actions import ActionKind
from scat_learn.bots import Decision, get_bot
from scat_learn.game import Game
from scat_learn.rules import Rules
from scat_learn.showdown import HandResult, Reason
from scat_learn.tournament import BotSpec, label, parse_bot, play_game
from scat_learn.view import PlayerView

TARGET_MISS = 0.03  # lives, on average (issue 17)
TARGET_DECILE = 0.20  # relative, in every decile of at least DECILE_MIN decisions
DECILE_MIN = 100


def threshold(mark: int) -> BotSpec:
    return ("threshold", {"threshold": mark})


TABLES: dict[str, list[BotSpec]] = {
    "beginner": ["expert", "beginner", "beginner", "beginner"],
    "t20": ["expert", threshold(20), threshold(20), threshold(20)],
    "t24": ["expert", threshold(24), threshold(24), threshold(24)],
    "t28": ["expert", threshold(28), threshold(28), threshold(28)],
    "intermediate": ["expert", "intermediate", "intermediate", "intermediate"],
    "expert": ["expert", "expert", "expert", "expert"],
    "mix": ["expert", "beginner", "intermediate", "expert"],
    "p2": ["expert", "expert"],
    "p6": ["expert", "beginner", threshold(24), "intermediate", "expert", "expert"],
}


# ---------------------------------------------------------------------- one game


@dataclass(slots=True)
class Record:
    """One decision of a measured seat: what it predicted, and what then happened."""

    hand: int  # the hand's number, made unique over the games of a table (the clusters)
    knock: bool
    lives: float
    p_lowest: float | None
    p_31: float | None
    ms: float
    lost: int = 0
    lowest: bool = False
    opponent_31: bool = False


class Recorder:
    """Wraps a bot: keeps the numbers of every decision it weighs, and times it."""

    def __init__(self, bot: Any, records: list[Record]) -> None:
        self.bot, self.records = bot, records
        self.name = getattr(bot, "name", "bot")
        self.open: dict[int, list[Record]] = {}  # hand number -> this hand's records

    def decide(self, view: PlayerView) -> Decision:
        started = time.perf_counter()
        decision: Decision = self.bot.decide(view)
        ms = (time.perf_counter() - started) * 1000
        chosen = decision.options[0] if decision.options else None
        if chosen is not None and chosen.lives is not None:
            record = Record(
                view.hand_number,
                decision.action.kind is ActionKind.KNOCK,
                chosen.lives,
                chosen.p_lowest,
                chosen.p_31,
                ms,
            )
            self.open.setdefault(view.hand_number, []).append(record)
        return decision

    def settle(self, seat: int, result: HandResult) -> None:
        """The hand is over: what it cost this seat, for each of its decisions in it."""
        for record in self.open.pop(result.hand_number, []):
            settle_record(record, seat, result)
            self.records.append(record)


def settle_record(record: Record, seat: int, result: HandResult) -> None:
    """What the hand ``result`` cost ``seat``, for one of its decisions in it."""
    showdown = result.reason in (Reason.KNOCK, Reason.MAX_ROUNDS)
    record.lost = result.lost.get(seat, 0)
    record.lowest = showdown and seat in result.lowest
    record.opponent_31 = result.reason is Reason.THIRTY_ONE and any(d != seat for d in result.declarers)


def mix(*numbers: int) -> int:
    """A stable seed from several numbers."""
    value = 0x2545F491
    for number in numbers:
        value = (value * 1_000_003 ^ (number & 0xFFFFFFFF)) & 0xFFFFFFFFFFFF
    return value


Task = tuple[str, list[BotSpec], int, int, int]  # table, line-up, seed, series number, games in a series


def play_one(task: Task) -> list[Record]:
    """Series ``index`` of a table: the records of every seat that plays the measured bot."""
    records: list[Record] = []
    play_series(task, lambda bot: Recorder(bot, records), records)
    return records


def play_series(
    task: Task, measure: Callable[[Any], Any], kept: list[Any], measured: dict[str, Any] | None = None
) -> None:
    """The games of series ``index`` of a table (games ``index * series`` on), one bot per place
    of the line-up kept throughout, so that an expert reads the same opponents from game to game
    (a classroom table); the seats rotate from game to game. ``measure`` wraps each bot of the
    measured kind (given ``measured``'s options); each game's ``kept`` records are tagged with
    the game's number. With one game a series, each game is dealt and seated as before series."""
    name, lineup, seed, index, series = task
    n, first = len(lineup), index * series
    first_seed = mix(seed, zlib.crc32(name.encode()), first)
    bots: list[Any] = []
    for k, spec in enumerate(lineup):
        bot_name, options = (spec, {}) if isinstance(spec, str) else (spec[0], dict(spec[1]))
        if spec == lineup[0]:
            options.update(measured or {})
        bot = get_bot(bot_name, seed=mix(first_seed, (k - first) % n), **options)
        bots.append(measure(bot) if spec == lineup[0] else bot)
    names = [f"{getattr(b, 'name', 'bot').capitalize()} {k + 1}" for k, b in enumerate(bots)]
    for number in range(first, first + series):
        at = [(s + number) % n for s in range(n)]  # seat -> place in the line-up

        def settle(game: Game, result: HandResult, at: list[int] = at) -> None:
            for seat, k in enumerate(at):
                if hasattr(bots[k], "settle"):
                    bots[k].settle(seat, result)

        done = len(kept)
        seats = [bots[k] for k in at]
        play_game(seats, Rules(), seed=mix(seed, zlib.crc32(name.encode()), number),
                  names=[names[k] for k in at] if series > 1 else None, on_hand=settle)  # fmt: skip
        for record in kept[done:]:
            _tag(record, number)


def _tag(record: Any, game: int) -> Any:
    record.hand += game * 1_000_000  # hands of different games are different clusters
    return record


# ---------------------------------------------------------------------- figures


@dataclass
class Summary:
    """One kind of table: the figures of every measured decision."""

    table: str
    lineup: str
    games: int
    decisions: int
    hands: int
    predicted: float
    realized: float
    miss: float
    miss_se: float
    knocks: int
    knock_predicted: float
    knock_realized: float
    knock_miss_se: float
    knock_p_31: float
    knock_opponent_31: float
    p_lowest: float
    lowest: float
    p_31: float
    opponent_31: float
    ms_p50: float
    ms_p95: float
    ms_max: float
    deciles: list[dict[str, float]]
    # the two chances shown, each by deciles of itself: an opponent's 31, and being lowest at a showdown
    p_31_deciles: list[dict[str, float]] = field(default_factory=list)
    p_lowest_deciles: list[dict[str, float]] = field(default_factory=list)

    @property
    def verdict(self) -> str:
        return "✓" if abs(self.miss) <= TARGET_MISS else "✗"


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else math.nan


def clustered_se(records: Sequence[Record]) -> float:
    """The standard error of the mean miss, with the decisions of one hand as one cluster."""
    return clustered_se_of([r.lost - r.lives for r in records], [r.hand for r in records])


def clustered_se_of(values: Sequence[float], clusters: Sequence[int]) -> float:
    """The standard error of the mean of ``values``, those of one cluster (a hand) counted as one."""
    if not values:
        return math.nan
    overall = mean(values)
    sums: dict[int, float] = {}
    for value, cluster in zip(values, clusters, strict=True):
        sums[cluster] = sums.get(cluster, 0.0) + (value - overall)
    if len(sums) < 2:
        return math.nan
    return math.sqrt(sum(s * s for s in sums.values()) * len(sums) / (len(sums) - 1)) / len(values)


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else math.nan


def deciles(
    records: Sequence[Record],
    predicted_of: Callable[[Record], float] = lambda r: r.lives,
    realized_of: Callable[[Record], float] = lambda r: r.lost,
) -> list[dict[str, float]]:
    """Ten equal parts of the decisions, by a prediction (their lives, unless told): count,
    predicted, realized, relative error and its standard error (clustered by hand)."""
    ordered = sorted(records, key=predicted_of)
    rows = []
    for k in range(10):
        part = ordered[len(ordered) * k // 10 : len(ordered) * (k + 1) // 10]
        guesses, outcomes = [predicted_of(r) for r in part], [realized_of(r) for r in part]
        predicted, realized = mean(guesses), mean(outcomes)
        relative = (realized - predicted) / predicted if predicted else math.nan
        se = clustered_se_of([o - g for o, g in zip(outcomes, guesses, strict=True)], [r.hand for r in part])
        rows.append({"decile": k + 1, "count": len(part), "predicted": predicted, "realized": realized,
                     "relative": relative, "se": se})  # fmt: skip
    return rows


def summarise(table: str, lineup: Sequence[BotSpec], games: int, records: Sequence[Record]) -> Summary:
    knocks = [r for r in records if r.knock]
    chances = [r for r in records if r.p_lowest is not None]
    thirty_ones = [r for r in records if r.p_31 is not None]
    times = [r.ms for r in records]
    predicted, realized = mean([r.lives for r in records]), mean([r.lost for r in records])
    return Summary(
        table,
        " ".join(label(s) for s in lineup),
        games,
        len(records),
        len({r.hand for r in records}),
        predicted,
        realized,
        realized - predicted,
        clustered_se(records),
        len(knocks),
        mean([r.lives for r in knocks]),
        mean([r.lost for r in knocks]),
        clustered_se(knocks),
        mean([r.p_31 or 0.0 for r in knocks]),
        mean([float(r.opponent_31) for r in knocks]),
        mean([r.p_lowest or 0.0 for r in chances]),
        mean([float(r.lowest) for r in chances]),
        mean([r.p_31 or 0.0 for r in thirty_ones]),
        mean([float(r.opponent_31) for r in thirty_ones]),
        percentile(times, 0.5),
        percentile(times, 0.95),
        max(times, default=math.nan),
        deciles(records),
        deciles(thirty_ones, lambda r: r.p_31 or 0.0, lambda r: float(r.opponent_31)),
        deciles(chances, lambda r: r.p_lowest or 0.0, lambda r: float(r.lowest)),
    )


# ---------------------------------------------------------------------- printing


def summary_table(rows: Sequence[Summary]) -> str:
    lines = [
        "| table | games | decisions | every decision: predicted → lost (miss ± se) | "
        "knocks | its knocks: predicted → lost (miss ± se) | lowest: predicted → happened | "
        "opponent 31: predicted → happened (after its knocks) | decision ms p50 / p95 / max |",
        "| --- | ---: | ---: | --- | ---: | --- | --- | --- | --- |",
    ]
    for s in rows:
        lines.append(
            f"| {s.table} | {s.games} | {s.decisions:,} | {s.predicted:.3f} → {s.realized:.3f} "
            f"({s.miss:+.3f} ± {s.miss_se:.3f}) {s.verdict} | {s.knocks:,} | "
            f"{s.knock_predicted:.3f} → {s.knock_realized:.3f} ({s.knock_realized - s.knock_predicted:+.3f} "
            f"± {s.knock_miss_se:.3f}) | {s.p_lowest:.1%} → {s.lowest:.1%} | {s.p_31:.1%} → {s.opponent_31:.1%} "
            f"({s.knock_p_31:.1%} → {s.knock_opponent_31:.1%}) | "
            f"{s.ms_p50:.1f} / {s.ms_p95:.1f} / {s.ms_max:.0f} |"
        )
    lines.append(
        f"\nTarget: the miss within {TARGET_MISS} lives (✓ / ✗). An opponent's 31 costs the expert exactly one "
        "life, so the opponent-31 column's miss is the part of the lives' miss that 31s make; the rest is the "
        "showdowns'."
    )
    return "\n".join(lines)


def decile_table(rows: Sequence[Summary]) -> str:
    head = "| table | " + " | ".join(f"d{k}" for k in range(1, 11)) + " |"
    lines = [
        "Each cell: mean predicted → mean realized lives, relative error; ✗ where a decile of at "
        f"least {DECILE_MIN} decisions misses by more than {TARGET_DECILE:.0%}.",
        "",
        head,
        "| --- |" + " --- |" * 10,
    ]
    for s in rows:
        cells = []
        for d in s.deciles:
            flag = " ✗" if d["count"] >= DECILE_MIN and abs(d["relative"]) > TARGET_DECILE else ""
            cells.append(f"{d['predicted']:.3f} → {d['realized']:.3f} ({d['relative']:+.0%}){flag}")
        lines.append(f"| {s.table} ({s.decisions // 10:,} each) | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def long_decile_tables(rows: Sequence[Summary]) -> str:
    """One reliability table per kind of table, a row per decile."""
    parts = []
    for s in rows:
        lines = [
            f"**{s.table}**",
            "",
            "| decile | decisions | mean predicted | mean realized (± se) | relative error |",
            "| ---: | ---: | ---: | ---: | ---: |",
        ]
        for d in s.deciles:
            flag = " ✗" if d["count"] >= DECILE_MIN and abs(d["relative"]) > TARGET_DECILE else ""
            lines.append(
                f"| {d['decile']:.0f} | {d['count']:,.0f} | {d['predicted']:.3f} | {d['realized']:.3f} ± {d['se']:.3f} "
                f"| {d['relative']:+.0%}{flag} |"
            )
        parts.append("\n".join(lines))
    return "\n\n".join(parts)


def pooled_miss(rows: Sequence[Summary]) -> str:
    worst = max(rows, key=lambda s: abs(s.miss))
    judged = [d for s in rows for d in s.deciles if d["count"] >= DECILE_MIN]
    flagged = sum(1 for d in judged if abs(d["relative"]) > TARGET_DECILE)
    mean_miss = mean([abs(s.miss) for s in rows])
    return (
        f"Mean |miss| over the tables: {mean_miss:.3f} lives (target {TARGET_MISS}); worst: {worst.table} "
        f"{worst.miss:+.3f}; deciles missing by more than {TARGET_DECILE:.0%}: {flagged} of {10 * len(rows)}. "
        f"Beyond the {TARGET_DECILE:.0%} band by more than {BEYOND:g} standard errors: "
        f"{sum(beyond_band(d) > BEYOND for d in judged)}; a perfectly calibrated expert would miss the band "
        f"in about {sum(chance_off(d) for d in judged):.1f} deciles of samples this size."
    )


def chances_line(rows: Sequence[Summary]) -> str:
    """The chances shown, judged as the lives are: each by deciles of itself, at every table."""
    parts = []
    for title, name in (("an opponent's 31", "p_31_deciles"), ("being lowest", "p_lowest_deciles")):
        judged = [d for s in rows for d in getattr(s, name) if d["count"] >= DECILE_MIN]
        flagged = sum(1 for d in judged if abs(d["relative"]) > TARGET_DECILE)
        beyond = sum(beyond_band(d) > BEYOND for d in judged)
        parts.append(f"{title}, {flagged} of {len(judged)} off ({beyond} beyond {BEYOND:g} standard errors)")
    return "The chances shown, each by deciles of itself (outside the 20% band): " + "; ".join(parts) + "."


def chance_decile_table(rows: Sequence[Summary]) -> str:
    """Per table, the relative error of each decile of the chance of an opponent's 31 and of
    being lowest (✗ outside the band by more than two standard errors)."""
    lines = ["| table | chance | " + " | ".join(f"d{k}" for k in range(1, 11)) + " |", "| --- | --- |" + " --- |" * 10]
    for s in rows:
        for title, parts in (("31", s.p_31_deciles), ("lowest", s.p_lowest_deciles)):
            cells = [
                f"{d['predicted']:.3f} {d['relative']:+.0%}{' ✗' if beyond_band(d) > BEYOND else ''}" for d in parts
            ]
            lines.append(f"| {s.table} | {title} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


BEYOND = 2.0  # standard errors past the decile's band that make a miss more than chance


def beyond_band(d: dict[str, float]) -> float:
    """How far a decile's realized mean lies outside the band of ±20% about its prediction, in
    its standard errors (clustered by hand); negative inside the band."""
    excess = abs(d["realized"] - d["predicted"]) - TARGET_DECILE * d["predicted"]
    if d["se"] > 0:  # (not NaN: a decile of one hand has no standard error)
        return excess / d["se"]
    return math.inf if excess > 0 else -math.inf


def chance_off(d: dict[str, float]) -> float:
    """The chance that a decile of a perfectly calibrated expert misses the band by chance alone:
    its realized mean is its prediction plus a normal error of the decile's standard error. Its
    sum over the deciles is the misses to expect at this sample size (the decisions of a hand
    share one outcome, so a low decile's few lost lives are few independent events)."""
    if not d["se"] > 0:
        return 0.0
    z = TARGET_DECILE * d["predicted"] / d["se"]
    return math.erfc(z / math.sqrt(2))


# ---------------------------------------------------------------------- running


def lineup_of(name: str, rev: str | None, expert: BotSpec = "expert") -> list[BotSpec]:
    """A table's line-up by its name, or bots joined by ``+``; wherever the expert sits, the
    expert of revision ``rev`` if given, else ``expert`` (``expert:model=1``, say)."""
    lineup = TABLES[name] if name in TABLES else [parse_bot(part) for part in name.split("+")]
    instead: BotSpec = ("baseline", {"rev": rev}) if rev is not None else expert
    return [instead if spec == "expert" else spec for spec in lineup]


def run(
    tables: Sequence[str],
    games: int,
    seed: int,
    workers: int,
    rev: str | None,
    expert: BotSpec = "expert",
    series: int = 1,
) -> Iterator[Summary]:
    if rev is not None:
        baseline.checkout(rev)  # unpacked once, before the workers look for it
    pool = multiprocessing.get_context().Pool(workers) if workers > 1 else None
    try:
        for name in tables:
            lineup = lineup_of(name, rev, expert)
            tasks = [(name, lineup, seed, i, series) for i in range(games // series)]
            started = time.perf_counter()
            parts = pool.imap(play_one, tasks, chunksize=4) if pool else map(play_one, tasks)
            records = [r for part in parts for r in part]
            summary = summarise(name, lineup, games, records)
            print(f"{name}: {games} games, {len(records):,} decisions, {time.perf_counter() - started:.0f} s",
                  file=sys.stderr, flush=True)  # fmt: skip
            yield summary
    finally:
        if pool is not None:
            pool.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games per kind of table")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--tables", default=",".join(TABLES), help=f"comma-separated: {', '.join(TABLES)}, or a+b+c")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", type=Path, default=None, help="write the figures to this file")
    parser.add_argument("--long", action="store_true", help="a reliability table per kind of table")
    parser.add_argument("--baseline", metavar="REV", default=None, help="measure the expert of this git revision")
    parser.add_argument("--expert", default="expert", help="the expert wherever it sits, e.g. expert:model=0")
    parser.add_argument("--series", type=int, default=1, help="games in a row with the same bots (they remember)")
    args = parser.parse_args()
    tables = [t.strip() for t in args.tables.split(",") if t.strip()]
    if args.games % args.series:
        parser.error("--games must be a whole number of --series")
    rows = list(run(tables, args.games, args.seed, args.workers, args.baseline, parse_bot(args.expert), args.series))
    print(summary_table(rows))
    print()
    print(long_decile_tables(rows) if args.long else decile_table(rows))
    print()
    print(pooled_miss(rows))
    print()
    print(chance_decile_table(rows))
    print()
    print(chances_line(rows))
    if args.json is not None:
        data = {"games": args.games, "seed": args.seed, "baseline": args.baseline, "expert": args.expert}
        data["series"] = args.series
        data["tables"] = [asdict(r) for r in rows]
        args.json.write_text(json.dumps(data, indent=1, default=str))


if __name__ == "__main__":
    main()
