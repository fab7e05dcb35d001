"""Two experts on the same hands: one plays, others weigh every view it weighs (issue 17).

    python benchmarks/paired.py --shadow SPEC [--shadow SPEC ...] [--expert SPEC] [--games 40]
                                [--tables beginner,t20] [--seed 17] [--workers 1] [--json FILE]

Two specs of the expert measured by :mod:`benchmarks.calibration` play different hands: their
games part at the first decision that differs, and differences of 0.01–0.02 lives between two
runs are about the size of that noise (benchmarks/README.md, issue 17, phase 5). Here one spec,
``--expert``, plays, exactly as in ``calibration.py`` (the same tables, seeds and seats); beside
it at each seat where it sits, a *shadow* of every ``--shadow`` spec is fed every view it is fed
(so its records of the opponents are learnt from the real game), weighs each view the player
weighs with the same seed (:meth:`scat_learn.bots.expert.ExpertBot.weigh`), and keeps its own
knocking record from the actions really played. For each decision, every spec's numbers for the
action that was *played* (:class:`scat_learn.bots.Option`: ``lives``, ``p_lowest``, ``p_31``)
are set against what happened in that hand, as in ``calibration.py``.

Reported per kind of table: what happened (lives lost, an opponent's 31, lowest at the showdown),
what each spec predicted for the same decisions, and each shadow's difference to the player
(shadow less player; lives, and the two chances in points) with its standard error clustered by
hand (the decisions of one hand share one outcome and mostly one belief), the share of
decisions where the shadow would have chosen another action, and the decision times. A spec
shadowing itself gives a difference of exactly 0. The difference is measured on the player's
hands: a shadow's own play would lead to other hands.

Tables (``--tables``): ``calibration.py``'s kinds (``beginner``, ``t20``, ``t24``, ``t28``,
``intermediate``, ``expert``, ``mix``, ``p2``, ``p6``) or bots joined by ``+``; every seat that
plays ``--expert`` is measured, each with its own shadows. Each game is seeded from ``--seed``,
the table's name and the game's number, as in ``calibration.py``: its first games are the same
games as ``calibration.py``'s with the same ``--expert``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.calibration import (
    TABLES,
    Record,
    Recorder,
    Summary,
    _tag,
    clustered_se_of,
    lineup_of,
    mean,
    mix,
    settle_record,
    summarise,
)
from scat_learn.actions import ActionKind
from scat_learn.bots import Decision, get_bot
from scat_learn.bots.expert import ExpertBot
from scat_learn.game import Game
from scat_learn.rules import Rules
from scat_learn.showdown import HandResult
from scat_learn.tournament import BotSpec, label, parse_bot, play_game
from scat_learn.view import PlayerView


def _make(spec: BotSpec, seed: int) -> Any:
    name, options = (spec, {}) if isinstance(spec, str) else (spec[0], dict(spec[1]))
    return get_bot(name, seed=seed, **options)


class PairedRecorder(Recorder):
    """Wraps the playing bot of one seat; its shadows weigh every view it decides on."""

    def __init__(
        self,
        bot: Any,
        records: list[Record],
        shadows: Sequence[ExpertBot],
        shadow_records: list[list[Record]],
        differs: list[list[bool]],
    ) -> None:
        super().__init__(bot, records)
        self.shadows, self.shadow_records, self.differs = list(shadows), shadow_records, differs
        self.shadow_open: list[dict[int, list[tuple[Record, bool]]]] = [{} for _ in self.shadows]

    def decide(self, view: PlayerView) -> Decision:
        decision = super().decide(view)  # the player's record, if it weighed options
        played = decision.action
        weighed = bool(decision.options) and decision.options[0].lives is not None
        for k, shadow in enumerate(self.shadows):
            started = time.perf_counter()
            own = shadow.weigh(view, played)
            ms = (time.perf_counter() - started) * 1000
            if not weighed:
                continue
            option = next((o for o in own.options if o.action == played), None)
            if option is None or option.lives is None:
                raise RuntimeError(f"the shadow {k} did not weigh the action played: {played}")
            record = Record(
                view.hand_number,
                played.kind is ActionKind.KNOCK,
                option.lives,
                option.p_lowest,
                option.p_31,
                ms,
            )
            self.shadow_open[k].setdefault(view.hand_number, []).append((record, own.action != played))
        return decision

    def settle(self, seat: int, result: HandResult) -> None:
        super().settle(seat, result)
        for k in range(len(self.shadows)):
            for record, differs in self.shadow_open[k].pop(result.hand_number, []):
                settle_record(record, seat, result)
                self.shadow_records[k].append(record)
                self.differs[k].append(differs)


Task = tuple[str, list[BotSpec], list[BotSpec], int, int]  # table, line-up, shadows, seed, game
Played = tuple[list[Record], list[list[Record]], list[list[bool]]]  # the player's, each shadow's, choices differing


def play_one(task: Task) -> Played:
    """Game ``index`` of a table: the player's records and each shadow's, in the same order."""
    name, lineup, shadows, seed, index = task
    n = len(lineup)
    game_seed = mix(seed, zlib.crc32(name.encode()), index)
    records: list[Record] = []
    shadow_records: list[list[Record]] = [[] for _ in shadows]
    differs: list[list[bool]] = [[] for _ in shadows]
    bots: list[Any] = []
    recorders: dict[int, PairedRecorder] = {}
    for seat in range(n):
        spec = lineup[(seat + index) % n]  # the seats rotate from game to game, as in calibration.py
        bot = _make(spec, mix(game_seed, seat))
        if spec == lineup[0]:
            twins = [_make(s, mix(game_seed, seat)) for s in shadows]
            bot = recorders[seat] = PairedRecorder(bot, records, twins, shadow_records, differs)
        bots.append(bot)

    def settle(game: Game, result: HandResult) -> None:
        for seat, recorder in recorders.items():
            recorder.settle(seat, result)

    play_game(bots, Rules(), seed=game_seed, on_hand=settle)
    return [_tag(r, index) for r in records], [[_tag(r, index) for r in rs] for rs in shadow_records], differs


# ---------------------------------------------------------------------- figures


@dataclass
class Difference:
    """One shadow against the player, decision by decision on the same views (shadow less player)."""

    spec: str
    lives: float
    lives_se: float
    p_31: float  # points
    p_31_se: float
    p_lowest: float  # points
    p_lowest_se: float
    differs: float  # the share of decisions where the shadow would have chosen another action


@dataclass
class Paired:
    table: str
    player: Summary
    shadows: list[Summary]
    differences: list[Difference]


def difference(spec: str, player: Sequence[Record], shadow: Sequence[Record], differs: Sequence[bool]) -> Difference:
    if len(player) != len(shadow):
        raise RuntimeError(f"{spec}: {len(shadow)} decisions weighed against the player's {len(player)}")
    hands = [r.hand for r in player]

    def diff(get: Any, scale: float = 1.0) -> tuple[float, float]:
        values = [scale * ((get(s) or 0.0) - (get(p) or 0.0)) for p, s in zip(player, shadow, strict=True)]
        return mean(values), clustered_se_of(values, hands)

    lives, p31, low = diff(lambda r: r.lives), diff(lambda r: r.p_31, 100), diff(lambda r: r.p_lowest, 100)
    return Difference(spec, *lives, *p31, *low, mean([float(d) for d in differs]))


def paired_table(rows: Sequence[Paired], player: str, shadows: Sequence[str]) -> str:
    lines = [
        f"Player: `{player}`. Each spec's cells: predicted lives (miss = happened − predicted) · opponent 31 · lowest.",
        "",
        "| table (games, decisions) | happened: lives · opponent 31 · lowest | "
        + " | ".join(f"`{s}`" for s in [player, *shadows])
        + " | "
        + " | ".join(f"`{s}` − player: lives · 31 (points) · lowest (points) · other choice" for s in shadows)
        + " |",
        "| --- | --- |" + " --- |" * (1 + 2 * len(shadows)),
    ]
    for row in rows:
        p = row.player
        cells = [
            f"{row.table} ({p.games}, {p.decisions:,})",
            f"{p.realized:.3f} · {p.opponent_31:.1%} · {p.lowest:.1%}",
        ]
        for s in [p, *row.shadows]:
            cells.append(f"{s.predicted:.3f} ({s.realized - s.predicted:+.3f}) · {s.p_31:.1%} · {s.p_lowest:.1%}")
        for d in row.differences:
            cells.append(
                f"{d.lives:+.4f} ± {d.lives_se:.4f} · {d.p_31:+.2f} ± {d.p_31_se:.2f} · "
                f"{d.p_lowest:+.2f} ± {d.p_lowest_se:.2f} · {d.differs:.1%}"
            )
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    times = [
        f"{row.table}: "
        + ", ".join(f"{s.ms_p50:.1f} / {s.ms_p95:.1f} / {s.ms_max:.0f}" for s in [row.player, *row.shadows])
        for row in rows
    ]
    lines.append("Decision ms p50 / p95 / max (wall clock; the player, then each shadow): " + "; ".join(times))
    return "\n".join(lines)


# ---------------------------------------------------------------------- running


def run(tables: Sequence[str], games: int, seed: int, workers: int, player: BotSpec, shadows: Sequence[BotSpec],
        shadow_names: Sequence[str]) -> Iterator[Paired]:  # fmt: skip
    for spec in [player, *shadows]:
        if (spec if isinstance(spec, str) else spec[0]) != "expert":
            raise SystemExit(f"paired.py weighs experts only, not {label(spec)}")
    pool = multiprocessing.get_context().Pool(workers) if workers > 1 else None
    try:
        for name in tables:
            lineup = lineup_of(name, None, player)
            tasks = [(name, lineup, list(shadows), seed, i) for i in range(games)]
            started = time.perf_counter()
            parts = list(pool.imap(play_one, tasks, chunksize=2) if pool else map(play_one, tasks))
            records = [r for part in parts for r in part[0]]
            shadow_records = [[r for part in parts for r in part[1][k]] for k in range(len(shadows))]
            differs = [[d for part in parts for d in part[2][k]] for k in range(len(shadows))]
            print(f"{name}: {games} games, {len(records):,} decisions, {time.perf_counter() - started:.0f} s",
                  file=sys.stderr, flush=True)  # fmt: skip
            yield Paired(
                name,
                summarise(name, lineup, games, records),
                [summarise(name, lineup, games, rs) for rs in shadow_records],
                [difference(s, records, rs, d) for s, rs, d in zip(shadow_names, shadow_records, differs, strict=True)],
            )
    finally:
        if pool is not None:
            pool.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40, help="games per kind of table")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--tables", default="beginner,t20", help=f"comma-separated: {', '.join(TABLES)}, or a+b+c")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", type=Path, default=None, help="write the figures to this file")
    parser.add_argument("--expert", default="expert", help="the expert who plays, e.g. expert:model=1,outs=1")
    parser.add_argument("--shadow", action="append", required=True, help="an expert who weighs the same views (repeat)")
    args = parser.parse_args()
    tables = [t.strip() for t in args.tables.split(",") if t.strip()]
    shadows = [parse_bot(s) for s in args.shadow]
    rows = list(run(tables, args.games, args.seed, args.workers, parse_bot(args.expert), shadows, args.shadow))
    print(paired_table(rows, args.expert, args.shadow))
    if args.json is not None:
        data = {"games": args.games, "seed": args.seed, "expert": args.expert, "shadows": args.shadow}
        data["tables"] = [
            {"table": r.table, "player": asdict(r.player), "shadows": [asdict(s) for s in r.shadows],
             "differences": [asdict(d) for d in r.differences]}
            for r in rows
        ]  # fmt: skip
        args.json.write_text(json.dumps(data, indent=1, default=str))


if __name__ == "__main__":
    main()
