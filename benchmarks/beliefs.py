"""What the expert believes about its opponents, against the truth (issue 17's opponent model).

    python benchmarks/beliefs.py [--games 12] [--opponents beginner,intermediate,expert]
    python benchmarks/beliefs.py --players 2 --games 30 --opponents ismcts,expert,beginner --expert expert:wary=0.3
    python benchmarks/beliefs.py --duel --games 20 --expert expert:wary=0.3   # both ways, against ISMCTS@1000

Two measures, for the opponent model that issue 17 asks for:

- **hands**: at the expert's decisions to take (4 players: the expert and three of a kind), the
  mean score of each opponent's hand as its particle filter guesses it
  (:func:`scat_learn.bots.inference.infer`, with the knocking marks it has learnt,
  :meth:`scat_learn.bots.expert.ExpertBot.mark_of`) beside the score the opponent really holds,
  by how many turns the opponent has played in this hand;
- **ahead**: at the same decisions, the chance the filter gives each opponent of holding more
  than the expert's own hand now (the share of its weighted guesses that beat it) beside how
  often they did, with the mean log loss (issue 17 phase 14: heads-up against ISMCTS the guesses
  run high);
- **duel** (``--duel``): heads-up against the ISMCTS bot, both ways: at each bot's decisions to
  take, the other's hand as that bot guesses it (the expert's particle filter; ISMCTS's weighed
  guesses, :func:`benchmarks.ismcts.weigh_hands`) beside the truth, and the chance it gives the
  other of holding more than its own hand, with the log loss: does one read the other better?
- **knocks**: how a bot knocks: the share of its turns on which it knocked, by its score when
  knocking was allowed. The expert models every opponent as a player who knocks at one mark.

The true hands are read from the game, for the measure only; no bot sees them.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import ismcts  # (importing it registers the "ismcts" level)
from scat_learn.actions import ActionKind
from scat_learn.bots import get_bot
from scat_learn.bots.engine import Ints, score3
from scat_learn.bots.expert import ExpertBot, Study, _view_seed
from scat_learn.bots.inference import Opponent
from scat_learn.game import Game
from scat_learn.state import Phase
from scat_learn.tournament import BotSpec, label, parse_bot

MOST_TURNS = 6  # turns played: 6 stands for "6 or more"


def make(spec: BotSpec, seed: int) -> object:
    name, options = (spec, {}) if isinstance(spec, str) else (spec[0], dict(spec[1]))
    return get_bot(name, seed=seed, **options)


def hands(
    opponent: BotSpec, games: int, players: int = 4, expert_spec: BotSpec = "expert"
) -> tuple[dict[int, list[float]], list[float]]:
    """By turns played: [guesses, sum of guessed means, sum of true scores, sum of marks used];
    and, over all of them, [guesses, sum of the chances to be ahead of me, times ahead, sum of
    the log losses]."""
    sums: dict[int, list[float]] = defaultdict(lambda: [0, 0.0, 0.0, 0.0])
    ahead = [0.0, 0.0, 0.0, 0.0]
    for game_number in range(games):
        game = Game.new(["E", *(f"O{k}" for k in range(1, players))], seed=1000 + game_number)
        expert = make(expert_spec, game_number)
        assert isinstance(expert, ExpertBot)
        bots = [expert] + [make(opponent, game_number * 7 + k) for k in range(players - 1)]
        while game.phase is not Phase.GAME_OVER:
            if game.current is None:
                game.next_hand()
                continue
            seat, view = game.current, game.view(game.current)
            if seat == 0 and view.phase is Phase.TAKE and len(view.legal_actions) > 1:
                expert._remember(view)  # what its decision would learn first
                study = Study(view, expert, np.random.default_rng(_view_seed(expert.seed, view)))
                for k, guess in enumerate(study.opponents, start=1):
                    row = sums[min(len(study.know.turns[guess.seat]), MOST_TURNS)]
                    row[0] += 1
                    row[1] += guess.mean_score(study.scores)
                    row[2] += game.score(guess.seat)
                    row[3] += study.marks[k]
                    _add_ahead(ahead, guess, study, game.score(0), game.score(guess.seat))
            game.apply(bots[seat].decide(view).action)  # type: ignore[attr-defined]
    return sums, ahead


def _add_ahead(ahead: list[float], guess: Opponent, study: Study, mine: int, theirs: int) -> None:
    """One opponent at one decision: the guessed chance that they hold more than I do, the truth."""
    h = guess.hands
    beat = score3(study.scores, h[:, 0], h[:, 1], h[:, 2]) > mine
    _count_ahead(ahead, float((guess.weights * beat).sum() / guess.weights.sum()), theirs > mine)


def _count_ahead(ahead: list[float], p: float, happened: bool) -> None:
    """[guesses, sum of the chances, times it happened, sum of the log losses] += one guess."""
    ahead[0] += 1
    ahead[1] += p
    ahead[2] += happened
    ahead[3] -= math.log(max(1e-3, p if happened else 1.0 - p))


def duel(games: int, expert_spec: BotSpec, iterations: int) -> dict[str, Reading]:
    """Heads-up, the expert against ISMCTS@``iterations``, each deal both ways: how each reads the
    other at its decisions to take (see the module's docstring)."""
    found = {"expert reads ISMCTS": Reading(), "ISMCTS reads the expert": Reading()}
    for game_number in range(games):
        for expert_seat in (0, 1):
            names = ["E", "M"] if expert_seat == 0 else ["M", "E"]
            game = Game.new(names, seed=7000 + game_number)
            expert = make(expert_spec, game_number)
            sparring = ismcts.ISMCTSBot(seed=game_number * 3 + 1, iterations=iterations)
            assert isinstance(expert, ExpertBot)
            while game.phase is not Phase.GAME_OVER:
                if game.current is None:
                    game.next_hand()
                    continue
                seat, view = game.current, game.view(game.current)
                if view.phase is Phase.TAKE and len(view.legal_actions) > 1:
                    mine, theirs = game.score(seat), game.score(1 - seat)
                    if seat == expert_seat:
                        expert._remember(view)
                        study = Study(view, expert, np.random.default_rng(_view_seed(expert.seed, view)))
                        guess = study.opponents[0]
                        h = guess.hands
                        guessed = score3(study.scores, h[:, 0], h[:, 1], h[:, 2])
                        turns = len(study.know.turns[guess.seat])
                        found["expert reads ISMCTS"].add(turns, guessed, guess.weights, mine, theirs)
                    else:
                        search = ismcts.Search(view, sparring, random.Random(game_number))
                        guessed, weights = search.beliefs[0].scored(search.table)
                        turns = len(search.know.turns[search.seats[1]])
                        found["ISMCTS reads the expert"].add(turns, guessed, weights, mine, theirs)
                bot = expert if seat == expert_seat else sparring
                game.apply(bot.decide(view).action)
    return found


@dataclass
class Reading:
    """One bot's guesses of the other's hand: by the other's turns played, [guesses, guessed mean
    score, true score]; over all, [guesses, chance the other is ahead, times ahead, log loss]."""

    by_turns: dict[int, list[float]] = field(default_factory=lambda: defaultdict(lambda: [0.0, 0.0, 0.0]))
    ahead: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0, 0.0])

    def add(self, turns: int, guessed: Ints, weights: npt.NDArray[np.float64], mine: int, theirs: int) -> None:
        w = weights / weights.sum()
        row = self.by_turns[min(turns, MOST_TURNS)]
        row[0] += 1
        row[1] += float((w * guessed).sum())
        row[2] += theirs
        _count_ahead(self.ahead, float((w * (guessed > mine)).sum()), theirs > mine)


def knocks(spec: BotSpec, games: int, players: int = 4) -> dict[int, list[int]]:
    """By score at the start of a turn on which knocking was allowed: [turns, knocks]."""
    counts: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for game_number in range(games):
        game = Game.new([f"P{k}" for k in range(players)], seed=5000 + game_number)
        bots = [make(spec, game_number * 4 + k) for k in range(players)]
        while game.phase is not Phase.GAME_OVER:
            if game.current is None:
                game.next_hand()
                continue
            seat, view = game.current, game.view(game.current)
            action = bots[seat].decide(view).action  # type: ignore[attr-defined]
            if view.phase is Phase.TAKE and any(a.kind is ActionKind.KNOCK for a in view.legal_actions):
                row = counts[game.score(seat)]
                row[0] += 1
                row[1] += action.kind is ActionKind.KNOCK
            game.apply(action)
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--opponents", default="beginner,threshold:28,intermediate,expert")
    parser.add_argument("--players", type=int, default=4, help="the expert and players - 1 opponents of a kind")
    parser.add_argument("--expert", default="expert", help="the expert whose beliefs are measured")
    parser.add_argument("--duel", action="store_true", help="heads-up against ISMCTS: how each reads the other")
    parser.add_argument("--iterations", type=int, default=1000, help="with --duel: ISMCTS's iterations")
    args = parser.parse_args()
    if args.duel:
        print_duel(duel(args.games, parse_bot(args.expert), args.iterations), args.games)
        return
    specs = [parse_bot(s.strip()) for s in args.opponents.split(",")]
    expert = parse_bot(args.expert)
    found = {label(spec): hands(spec, args.games, args.players, expert) for spec in specs}
    print("Opponents' hands by the turns they have played in the hand: guessed mean score → true mean score")
    print("(guesses; the knocking mark the expert used)\n")
    print("| opponents | " + " | ".join(f"{t}{'+' if t == MOST_TURNS else ''}" for t in range(MOST_TURNS + 1)) + " |")
    print("| --- |" + " --- |" * (MOST_TURNS + 1))
    for spec in specs:
        sums = found[label(spec)][0]
        cells = [
            f"{s[1] / s[0]:.1f} → {s[2] / s[0]:.1f} ({s[0]:.0f}; {s[3] / s[0]:.1f})" if (s := sums.get(t)) else "–"
            for t in range(MOST_TURNS + 1)
        ]
        print(f"| {label(spec)} | " + " | ".join(cells) + " |")
    print(f"\nIs the opponent ahead of me now? {label(expert)}, {args.players} players\n")
    print("| opponents | guesses | chance guessed → happened | log loss |")
    print("| --- | ---: | --- | ---: |")
    for spec in specs:
        n, p, happened, loss = found[label(spec)][1]
        print(f"| {label(spec)} | {n:.0f} | {p / n:.3f} → {happened / n:.3f} | {loss / n:.3f} |")
    print(f"\nHow each bot knocks ({args.players} of a kind at a table): knocks / turns it could knock, by its score\n")
    scores = range(17, 31)
    print("| bot | " + " | ".join(str(s) for s in scores) + " |")
    print("| --- |" + " ---: |" * len(scores))
    for spec in specs:
        counts = knocks(spec, args.games, args.players)
        cells = [f"{counts[s][1] / counts[s][0]:.0%} ({counts[s][0]})" if counts[s][0] else "–" for s in scores]
        print(f"| {label(spec)} | " + " | ".join(cells) + " |")


def print_duel(found: dict[str, Reading], games: int) -> None:
    print(f"Heads-up, {2 * games} games: the other's hand guessed → true mean score, by the other's turns played\n")
    turns = " | ".join(f"{t}{'+' if t == MOST_TURNS else ''}" for t in range(MOST_TURNS + 1))
    print(f"| reader | {turns} | ahead: guessed → happened | log loss |")
    print("| --- |" + " --- |" * (MOST_TURNS + 1) + " --- | ---: |")
    for name, reading in found.items():
        cells = [
            f"{r[1] / r[0]:.1f} → {r[2] / r[0]:.1f} ({r[0]:.0f})" if (r := reading.by_turns.get(t)) else "–"
            for t in range(MOST_TURNS + 1)
        ]
        n, p, happened, loss = reading.ahead
        print(f"| {name} | " + " | ".join(cells) + f" | {p / n:.3f} → {happened / n:.3f} | {loss / n:.3f} |")


if __name__ == "__main__":
    main()
