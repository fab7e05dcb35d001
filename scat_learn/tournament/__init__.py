"""Bots against bots: single games, and duplicate tournaments that measure strength.

A tournament is played in *deal sets*: every set is one game seed played ``n`` times with the
seats rotated, so that each bot of the line-up sits once in every seat over the same deals
(the duplicate format: good and bad cards even out). Results per bot: the share of games won,
with a 95% confidence interval computed over deal sets (the games of one set are not
independent), lives lost per hand, knocks and how often they succeeded, and 31s shown.

Bots are given as names or ``(name, options)`` pairs, so that they cross process boundaries:
each game builds its own bots with :func:`scat_learn.bots.get_bot`. Games run on all cores
(``multiprocessing``) or on a Dask cluster (``dask.distributed``). Every game's seeds derive
from the tournament seed, so results do not depend on the number of workers.
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from ..bots import MAIN_OPTION, Bot, get_bot
from ..errors import BadInput
from ..game import Game
from ..messages import excerpt
from ..rules import Rules
from ..showdown import HandResult, Reason
from ..state import Phase

BotSpec = str | tuple[str, Mapping[str, Any]]
# Per line-up entry and game: won, hands played, lives lost, knocks, knocks that cost lives, 31s.
STAT_FIELDS = ("won", "hands", "lives", "knocks", "knocks_lost", "thirty_ones")
Z95 = 1.959964


def play_game(
    bots: Sequence[Bot],
    rules: Rules | None = None,
    seed: int = 3,
    names: Sequence[str] | None = None,
    on_hand: Callable[[Game, HandResult], None] | None = None,
) -> Game:
    """Play a whole game between ``bots`` (one per seat) and return the finished :class:`Game`.

    Each bot is handed only its own :class:`~scat_learn.view.PlayerView` (R-INFO-1).
    ``on_hand`` is called after every hand with the game and that hand's result.
    """
    if names is None:
        names = [f"{getattr(bot, 'name', 'bot').capitalize()} {i + 1}" for i, bot in enumerate(bots)]
    game = Game.new(list(names), rules=rules, seed=seed)
    while True:
        seat = game.current
        if seat is not None:
            game.apply(bots[seat].decide(game.view(seat)).action)
            continue
        if on_hand is not None and game.result is not None:
            on_hand(game, game.result)
        if game.phase is Phase.GAME_OVER:
            return game
        game.next_hand()


# ---------------------------------------------------------------------- one deal set


def _spec(spec: BotSpec) -> tuple[str, dict[str, Any]]:
    if isinstance(spec, str):
        return spec, {}
    name, options = spec
    return name, dict(options)


def label(spec: BotSpec) -> str:
    """A bot's name with its options, e.g. ``threshold threshold=23``."""
    name, options = _spec(spec)
    return " ".join([name, *(f"{k}={v}" for k, v in sorted(options.items()))])


def _mix(*numbers: int) -> int:
    # A stable seed from several numbers (Python's hash of str is salted per process).
    value = 0x9E3779B9
    for number in numbers:
        value = (value * 1_000_003 ^ (number & 0xFFFFFFFF)) & 0xFFFFFFFFFFFF
    return value


def play_deal_set(lineup: Sequence[BotSpec], rules: Rules, seed: int, index: int) -> list[list[int]]:
    """Play deal set ``index``: one game seed, ``n`` games with the seats rotated.

    Returns, for each line-up entry, the sums of :data:`STAT_FIELDS` over the ``n`` games.
    """
    n = len(lineup)
    game_seed = _mix(seed, index)
    totals = [[0] * len(STAT_FIELDS) for _ in lineup]
    for rotation in range(n):
        entry_at = [(seat + rotation) % n for seat in range(n)]  # seat -> line-up entry
        bots = []
        for seat in range(n):
            name, options = _spec(lineup[entry_at[seat]])
            bots.append(get_bot(name, seed=_mix(game_seed, rotation, seat), **options))
        stats = [[0] * len(STAT_FIELDS) for _ in range(n)]  # per seat
        game = play_game(bots, rules, game_seed, on_hand=partial(_count_hand, stats=stats))
        if game.winner is not None:
            stats[game.winner][0] += 1
        for seat in range(n):
            row = totals[entry_at[seat]]
            for k, value in enumerate(stats[seat]):
                row[k] += value
    return totals


def _count_hand(game: Game, result: HandResult, stats: list[list[int]]) -> None:
    for seat in result.scores:
        stats[seat][1] += 1
        stats[seat][2] += result.lost.get(seat, 0)
    if result.knocker is not None and result.reason in (Reason.KNOCK, Reason.THIRTY_ONE):
        stats[result.knocker][3] += 1
        stats[result.knocker][4] += 1 if result.knocker in result.lost else 0
    for seat in result.declarers:
        stats[seat][5] += 1


# ---------------------------------------------------------------------- results


def share_interval(share: float, share_per_set: Sequence[float], games: int) -> tuple[float, float]:
    """The 95% confidence interval of a win ``share``: over the deal sets' shares (the games of
    one set are not independent), normal approximation; binomial over ``games`` with one set."""
    if len(share_per_set) >= 2:
        mean = sum(share_per_set) / len(share_per_set)
        var = sum((x - mean) ** 2 for x in share_per_set) / (len(share_per_set) - 1)
        half = Z95 * math.sqrt(var / len(share_per_set))
    else:
        half = Z95 * math.sqrt(share * (1 - share) / max(1, games))
    return max(0.0, share - half), min(1.0, share + half)


@dataclass
class BotResult:
    """One bot of the line-up (its copies together) over a tournament."""

    label: str
    copies: int
    games: int
    wins: int
    hands: int
    lives_lost: int
    knocks: int
    knocks_lost: int
    thirty_ones: int
    share_per_set: list[float] = field(default_factory=list, repr=False)

    @property
    def win_share(self) -> float:
        """Games won per copy of this bot, as a share of games (fair share: 1 / players)."""
        return self.wins / (self.games * self.copies) if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% confidence interval of :attr:`win_share`, over deal sets (normal approximation)."""
        return share_interval(self.win_share, self.share_per_set, self.games * self.copies)

    @property
    def lives_per_hand(self) -> float:
        return self.lives_lost / self.hands if self.hands else 0.0

    @property
    def knock_success(self) -> float:
        """The share of this bot's knocks that cost it no life."""
        return 1 - self.knocks_lost / self.knocks if self.knocks else 0.0


@dataclass
class TournamentResult:
    players: int
    games: int
    deal_sets: int
    rules: Rules
    seed: int
    bots: list[BotResult]

    def bot(self, name: str) -> BotResult:
        """The result of the bot labelled ``name`` (e.g. ``"expert"``)."""
        for row in self.bots:
            if row.label == name:
                return row
        raise KeyError(name)

    def table(self) -> str:
        """The results as a text table (win share per copy, 95% interval over deal sets)."""
        lines = [
            f"{self.games} games ({self.deal_sets} deal sets x {self.players} seatings), "
            f"{self.players} players, seed {self.seed}, rules: {', '.join(self.rules.variants_on) or 'classic'}",
            f"{'bot':<28} {'copies':>6} {'win share':>9} {'95% interval':>15} {'lives/hand':>10} "
            f"{'knocks':>7} {'knock ok':>8} {'31s':>5}",
        ]
        for r in self.bots:
            low, high = r.interval
            lines.append(
                f"{r.label:<28} {r.copies:>6} {r.win_share:>9.1%} {f'{low:.1%}-{high:.1%}':>15} "
                f"{r.lives_per_hand:>10.3f} {r.knocks:>7} {r.knock_success:>8.1%} {r.thirty_ones:>5}"
            )
        lines.append(f"fair share: {1 / self.players:.1%}")
        return "\n".join(lines)


def _summarise(lineup: Sequence[BotSpec], sets: Sequence[list[list[int]]], rules: Rules, seed: int) -> TournamentResult:
    n = len(lineup)
    labels: list[str] = []
    for spec in lineup:
        if label(spec) not in labels:
            labels.append(label(spec))
    rows = []
    for name in labels:
        entries = [i for i, spec in enumerate(lineup) if label(spec) == name]
        sums = [sum(s[i][k] for s in sets for i in entries) for k in range(len(STAT_FIELDS))]
        per_set = [sum(s[i][0] for i in entries) / (n * len(entries)) for s in sets]
        lives, knocks, lost_knocks, thirty_ones = sums[2], sums[3], sums[4], sums[5]
        rows.append(
            BotResult(
                name, len(entries), n * len(sets), sums[0], sums[1], lives, knocks, lost_knocks, thirty_ones, per_set
            )
        )
    return TournamentResult(n, n * len(sets), len(sets), rules, seed, rows)


# ---------------------------------------------------------------------- running


def run_tournament(
    bots: Sequence[BotSpec],
    games: int = 1000,
    rules: Rules | None = None,
    seed: int = 0,
    workers: int | None = None,
    progress: bool = True,
    dask: Any = None,
) -> TournamentResult:
    """Play about ``games`` games (rounded up to whole deal sets of ``len(bots)`` games).

    ``bots``: the line-up, names or ``(name, options)``; ``workers``: processes (default all
    cores; 1 plays here); ``dask``: a scheduler address or a ``distributed.Client`` to run
    the deal sets on a Dask cluster instead.
    """
    lineup = [_spec(b) for b in bots]
    if not 2 <= len(lineup) <= 9:
        raise BadInput("tournament.lineup_size", count=len(lineup))
    for name, options in lineup:
        get_bot(name, seed=0, **options)  # a bad name or option fails here, before any work
    rules = rules or Rules()
    sets = max(1, math.ceil(games / len(lineup)))
    tasks = range(sets)
    if dask is not None:
        results = _run_dask(dask, lineup, rules, seed, tasks, progress)
    else:
        results = _run_local(lineup, rules, seed, tasks, workers, progress)
    return _summarise(lineup, results, rules, seed)


def _bar(total: int, enabled: bool) -> Any:
    try:
        from tqdm import tqdm  # type: ignore[import-untyped]
    except ImportError:  # tqdm comes with panel; without it, no bar
        return _NoBar()
    return tqdm(total=total, unit="deal set", disable=not enabled, file=sys.stderr, smoothing=0.05)


class _NoBar:
    def update(self, n: int = 1) -> None: ...

    def close(self) -> None: ...


def _one(task: tuple[list[tuple[str, dict[str, Any]]], Rules, int, int]) -> list[list[int]]:
    return play_deal_set(*task)


def _run_local(
    lineup: list[tuple[str, dict[str, Any]]],
    rules: Rules,
    seed: int,
    tasks: Iterable[int],
    workers: int | None,
    progress: bool,
) -> list[list[list[int]]]:
    jobs = [(lineup, rules, seed, i) for i in tasks]
    workers = max(1, workers or os.cpu_count() or 1)
    bar = _bar(len(jobs), progress)
    results: list[list[list[int]]] = []
    try:
        if workers == 1:
            for job in jobs:
                results.append(_one(job))
                bar.update()
        else:
            import multiprocessing

            with multiprocessing.get_context().Pool(workers) as pool:
                for result in pool.imap(_one, jobs, chunksize=1):  # deal sets are slow: balance them
                    results.append(result)
                    bar.update()
    finally:
        bar.close()
    return results


def _run_dask(
    dask: Any,
    lineup: list[tuple[str, dict[str, Any]]],
    rules: Rules,
    seed: int,
    tasks: Iterable[int],
    progress: bool,
) -> list[list[list[int]]]:
    from distributed import Client, as_completed

    client = Client(dask) if isinstance(dask, str) else dask  # type: ignore[no-untyped-call]
    try:
        indices = list(tasks)
        count = len(indices)
        futures = client.map(play_deal_set, [lineup] * count, [rules] * count, [seed] * count, indices, pure=False)
        bar = _bar(len(futures), progress)
        for _ in as_completed(futures):  # type: ignore[no-untyped-call]
            bar.update()
        bar.close()
        return list(client.gather(futures))
    finally:
        if isinstance(dask, str):
            client.close()


# ---------------------------------------------------------------------- the command line


def parse_bot(text: str) -> BotSpec:
    """``expert``, ``threshold:23`` or ``threshold:threshold=23,other=1`` as a bot spec."""
    name, _, rest = text.partition(":")
    if not rest:
        return name
    options: dict[str, Any] = {}
    for part in rest.split(","):
        key, eq, value = part.partition("=")
        if not eq:
            key, value = MAIN_OPTION.get(name, ""), key
            if not key:
                raise BadInput("tournament.no_main_option", name=excerpt(name))
        options[key.strip()] = _number(value.strip())
    return name, options


def parse_rules(text: str) -> Rules:
    """``lives=2,min_knock=17,straight_flush=true`` as :class:`Rules`."""
    settings: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, eq, value = part.partition("=")
        if not eq:
            raise BadInput("tournament.rule_setting", part=excerpt(part))
        lowered = value.strip().lower()
        settings[key.strip()] = {"true": True, "on": True, "false": False, "off": False}.get(lowered, _number(lowered))
    return Rules.from_data(settings)


def _number(text: str) -> Any:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def main_tournament(args: Any) -> int:
    """``scat-learn tournament expert beginner beginner beginner --games 4000``."""
    try:
        lineup = [parse_bot(b) for b in args.bots]
        rules = parse_rules(args.rules or "")
        result = run_tournament(lineup, args.games, rules, args.seed, args.workers, True, args.dask)
    except ValueError as error:
        print(f"scat-learn tournament: {error}", file=sys.stderr)
        return 2
    print(result.table())
    return 0


def iter_rows(result: TournamentResult) -> Iterator[dict[str, Any]]:
    """The results as plain dicts (for notebooks and JSON)."""
    for r in result.bots:
        low, high = r.interval
        yield {
            "bot": r.label,
            "copies": r.copies,
            "games": r.games,
            "win_share": r.win_share,
            "ci_low": low,
            "ci_high": high,
            "lives_per_hand": r.lives_per_hand,
            "knocks": r.knocks,
            "knock_success": r.knock_success,
            "thirty_ones": r.thirty_ones,
        }
