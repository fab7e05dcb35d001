"""What each knock, take or discard of the expert was worth on the true deal (issue 17, phases 15–16).

    python benchmarks/forks.py [--games 40] [--expert expert:wary=0.3] [--opponent ismcts] [--skip 0.6]
                               [--seed 7000] [--decision knock|take|discard] [--json FILE]
    python benchmarks/forks.py --read FILE [FILE ...] [--decision take]   # the report of forks written before

Heads-up, the expert against ISMCTS@1000 (or ``--opponent``). At each of the expert's turns on
which it may knock, the game is forked twice: once it knocks, once it plays the option it values
most among the others (take or draw). With ``--decision take``, at each of its turns where it did
not knock, once it takes the upcard and once it draws. With ``--decision discard``, at each of its
discards where some card would break its best three: once it keeps them (its choice, if it kept
them, else the one it values most) and once it breaks them (alike). Each fork is played to the end
of the hand by copies of both bots: the same stock, the same seeds (the bots decide from their
views alone), so the two forks differ only by the action at the fork. The lives both players lose
in each fork (as the hand's result counts them, uncapped) are what the two options were worth on
this deal, with the rest of the hand played as these bots play it; beside it, what the expert's
play-outs predicted (uncalibrated: the choice is made by them). Decisions where the first option is
predicted worse by more than ``--skip`` are not forked (discards: either option). Reported, by what
the expert predicted (the first option less the other, on balance: my lives less the opponent's):

- the mean of the true difference in each band: where the expert is calibrated, the two agree;
- the same by my score (at a discard, the three cards held before this turn's card), apart for
  the turns it chose the first option and those it did not;
- the regret of its choices (lives on balance a decision, against the better option on each deal);
- the gain of a shifted rule (the first option when the predicted difference is below ``b``) for
  a few shifts ``b``, one decision at a time with the rest of the hand played as it was.

The game goes on with the expert's real choice. The true deal is read for the measure only; no
bot sees it.
"""

from __future__ import annotations

import argparse
import copy
import itertools
import json
import math
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import ismcts  # noqa: F401 (it registers the "ismcts" level)
from benchmarks.beliefs import make
from scat_learn import actions as A
from scat_learn.actions import Action
from scat_learn.bots import Decision
from scat_learn.game import Game
from scat_learn.state import Phase
from scat_learn.tournament import BotSpec, parse_bot

SHIFTS = (-0.3, -0.2, -0.1, -0.05, 0.0, 0.05, 0.1, 0.2, 0.3)
BANDS = (-9.0, -0.6, -0.3, -0.15, -0.05, 0.0, 0.05, 0.15, 0.3, 0.6, 9.0)


@dataclass
class Fork:
    score: int
    turn: int  # my turns before this one in the hand
    predicted: float  # the first option (a knock; a take; keeping the best three) less the other, on balance (lives)
    true: float  # the same, on the true deal
    first: bool  # the expert chose the first option
    theirs: int  # the opponent's true score then (for the analysis only)


def play_hand_out(game: Game, bots: list[object], action: Action, me: int) -> float:
    """Apply ``action`` and play to the end of the hand: my lives less the opponent's."""
    hand = game.hand_number
    game.apply(action)
    while game.current is not None and game.hand_number == hand:
        seat = game.current
        game.apply(bots[seat].decide(game.view(seat)).action)  # type: ignore[attr-defined]
    lost = game.result.lost if game.result is not None else {}
    other = 1 - me
    return float(lost.get(me, 0) - lost.get(other, 0))


def fork(game: Game, bots: list[object], action: Action, me: int) -> float:
    return play_hand_out(Game.from_state(game.state), copy.deepcopy(bots), action, me)


def options_of(kind: str, decision: Decision) -> tuple[Action, Action, float] | None:
    """The two options to fork and the first's predicted value less the other's: a knock and the
    best other option; or, where the expert did not knock, taking the upcard and drawing; or a
    discard that keeps the best three and one that breaks them (the chosen one on its side)."""
    values = {o.action: o.value for o in decision.options}
    if kind == "knock":
        if A.KNOCK_ACTION not in values:
            return None
        other = min((o for o in decision.options if o.action is not A.KNOCK_ACTION), key=lambda o: o.value)
        return A.KNOCK_ACTION, other.action, values[A.KNOCK_ACTION] - other.value
    if kind == "discard":
        best = max(o.total or 0.0 for o in decision.options)
        keeps = [o for o in decision.options if (o.total or 0.0) >= best]
        breaks = [o for o in decision.options if (o.total or 0.0) < best]
        if not breaks:
            return None
        # The chosen option on its side, the best valued on the other (a tie among the best
        # three kept may be chosen by the rule of thumb rather than by value).
        first = next((o for o in keeps if o.action is decision.action), min(keeps, key=lambda o: o.value))
        other = next((o for o in breaks if o.action is decision.action), min(breaks, key=lambda o: o.value))
        return first.action, other.action, first.value - other.value
    if decision.action is A.KNOCK_ACTION or A.TAKE_ACTION not in values or A.DRAW_ACTION not in values:
        return None
    return A.TAKE_ACTION, A.DRAW_ACTION, values[A.TAKE_ACTION] - values[A.DRAW_ACTION]


def forked(kind: str, phase: Phase, legal: tuple[Action, ...]) -> bool:
    """Whether this turn of mine is one the run forks."""
    if kind == "discard":
        return phase is Phase.DISCARD
    return phase is Phase.TAKE and (kind == "take" or A.KNOCK_ACTION in legal)


def run(
    games: int, expert_spec: BotSpec, opponent_spec: BotSpec, seed: int, skip: float, kind: str = "knock"
) -> list[Fork]:
    found: list[Fork] = []
    for number in range(games):
        me = number % 2  # both seats, game by game
        game = Game.new(["E", "O"] if me == 0 else ["O", "E"], seed=seed + number // 2)
        bots: list[object] = [None, None]
        bots[me] = make(expert_spec, number)
        bots[1 - me] = make(opponent_spec, number)
        while game.phase is not Phase.GAME_OVER:
            if game.current is None:
                game.next_hand()
                continue
            seat, view = game.current, game.view(game.current)
            legal = view.legal_actions
            if seat == me and len(legal) > 1 and forked(kind, view.phase, legal):
                shadow = copy.deepcopy(bots)  # the decision's own learning stays in the real bot
                decision = bots[me].decide(view)  # type: ignore[attr-defined]
                pair = options_of(kind, decision)
                if pair is not None and (pair[2] <= skip if kind != "discard" else abs(pair[2]) <= skip):
                    first, other, predicted = pair
                    true = fork(game, shadow, first, me) - fork(game, shadow, other, me)
                    chose = decision.action is first
                    found.append(Fork(game.score(me), view.turns // 2, predicted, true, chose, game.score(1 - me)))
                game.apply(decision.action)
                continue
            game.apply(bots[seat].decide(view).action)  # type: ignore[attr-defined]
        print(f"game {number + 1}/{games}: {len(found)} forks", file=sys.stderr, flush=True)
    return found


SCORE_BANDS = ((0, 16), (17, 21), (22, 24), (25, 27), (28, 30))


def mean_se(values: list[float]) -> str:
    """The mean and its standard error (decisions taken as independent)."""
    n = len(values)
    if not n:
        return "–"
    m = sum(values) / n
    sd = math.sqrt(sum((v - m) ** 2 for v in values) / max(1, n - 1))
    return f"{m:+.3f} ± {sd / math.sqrt(n):.3f}"


WORDS = {
    "knock": ("knock", "knocked", "declined"),
    "take": ("take", "took", "drew"),
    "discard": ("keep", "kept its best three", "broke them"),
}


def report(forks: list[Fork], kind: str = "knock") -> None:
    n = len(forks)
    first, chose, other = WORDS[kind]
    print(f"{n} decisions ({first} less the other option, lives on balance; below 0: the {first} is better)")
    print(f"\n| predicted | decisions | {chose} | predicted mean | true mean ± se |")
    print("| --- | ---: | ---: | ---: | --- |")
    for low, high in itertools.pairwise(BANDS):
        rows = [f for f in forks if low <= f.predicted < high]
        if rows:
            k = len(rows)
            print(
                f"| [{low:+.2f}, {high:+.2f}) | {k} | {sum(f.first for f in rows) / k:.0%} | "
                f"{sum(f.predicted for f in rows) / k:+.3f} | {mean_se([f.true for f in rows])} |"
            )
    print(f"\n| my score | {chose}: decisions, predicted → true ± se | {other}: decisions, predicted → true ± se |")
    print("| --- | --- | --- |")
    for low, high in SCORE_BANDS:
        cells = []
        for picked in (True, False):
            rows = [f for f in forks if f.first is picked and low <= f.score <= high]
            predicted = sum(f.predicted for f in rows) / max(1, len(rows))
            cells.append(f"{len(rows)}, {predicted:+.3f} → {mean_se([f.true for f in rows])}" if rows else "0")
        print(f"| {low}–{high} | {cells[0]} | {cells[1]} |")
    regret = sum(max(0.0, -f.true) if not f.first else max(0.0, f.true) for f in forks)
    print(f"\nregret of its choices: {regret / n:.3f} lives on balance a decision")
    print(f"\n| rule: {first} when predicted < b | {first}s | lives lost on balance a decision, less its choices' |")
    print("| --- | ---: | --- |")
    for b in SHIFTS:
        change = [(f.true if f.predicted < b else 0.0) - (f.true if f.first else 0.0) for f in forks]
        print(f"| {b:+.2f} | {sum(f.predicted < b for f in forks)} | {mean_se(change)} |")


def read(path: str) -> list[Fork]:
    """Forks written by ``--json`` (those of the first version said ``knocked`` for ``first``)."""
    rows = json.loads(Path(path).read_text())
    return [Fork(**{("first" if k == "knocked" else k): v for k, v in row.items()}) for row in rows]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--expert", default="expert:wary=0.3")
    parser.add_argument("--opponent", default="ismcts")
    parser.add_argument("--decision", choices=sorted(WORDS), default="knock", help="the decision forked")
    parser.add_argument("--skip", type=float, default=0.6, help="no forks where the first is predicted this much worse")
    parser.add_argument("--json", default=None, help="write every fork here")
    parser.add_argument("--read", nargs="*", default=None, help="report on forks written before (no games)")
    args = parser.parse_args()
    if args.read:
        report([f for path in args.read for f in read(path)], args.decision)
        return
    expert = parse_bot(args.expert)
    if isinstance(expert, tuple):
        expert = (expert[0], {**dict(expert[1]), "calibrated": False})
    else:
        expert = (expert, {"calibrated": False})
    forks = run(args.games, expert, parse_bot(args.opponent), args.seed, args.skip, args.decision)
    report(forks, args.decision)
    if args.json:
        Path(args.json).write_text(json.dumps([asdict(f) for f in forks]))


if __name__ == "__main__":
    main()
