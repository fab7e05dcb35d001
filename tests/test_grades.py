"""Grades: the coach's cost in expected lives as best, good, inaccuracy, mistake or blunder,
with a tolerance no smaller than the expert's own noise (issue 16)."""

from __future__ import annotations

import itertools
import random

from helpers import new_game, pass_turn

from scat_learn.bots import coach
from scat_learn.bots.expert import ExpertBot
from scat_learn.bots.grades import (
    BEST_LIMIT,
    GOOD_LIMIT,
    INACCURACY_LIMIT,
    LABELS,
    MISTAKE_LIMIT,
    GradeLabel,
    label_for,
    tolerance,
)
from scat_learn.messages import render


def test_the_scale_rises_with_the_cost_and_never_falls():
    costs = [0.0, 0.004, 0.02, GOOD_LIMIT, 0.1, INACCURACY_LIMIT, 0.25, MISTAKE_LIMIT, 0.5, 2.0]
    steps = [label_for(c).step for c in costs]
    assert steps == sorted(steps)
    limits = [0.0, BEST_LIMIT, GOOD_LIMIT, INACCURACY_LIMIT, MISTAKE_LIMIT, 2 * MISTAKE_LIMIT]
    middles = [0.0] + [(low + high) / 2 for low, high in itertools.pairwise(limits[1:])] + [9.9]
    assert [label_for(c) for c in middles] == [
        GradeLabel.BEST,
        GradeLabel.GOOD,
        GradeLabel.INACCURACY,
        GradeLabel.MISTAKE,
        GradeLabel.BLUNDER,
        GradeLabel.BLUNDER,
    ]
    assert {label_for(c) for c in middles} == set(LABELS)
    assert label_for(1.5, is_best=True) is GradeLabel.BEST  # the expert's own choice is the best


def test_a_move_within_noise_of_the_best_is_never_below_good():
    rng = random.Random(16)
    for _ in range(2000):
        noise = rng.uniform(0, 0.3)
        cost = rng.uniform(0, tolerance(noise))
        assert label_for(cost, noise) in (GradeLabel.BEST, GradeLabel.GOOD), (cost, noise)
    assert tolerance(0.0) == GOOD_LIMIT  # never narrower than the measured noise (benchmarks/README.md)


def test_every_label_has_its_word_in_every_language():
    for label in GradeLabel:
        words = {render(label.message(), lang) for lang in ("en", "el", "sq", "et", "su")}
        assert len(words) == 5, label


def test_taking_the_card_that_makes_31_on_the_last_turn_is_best():
    # R-KNOCK-2, R-31-3: Ann knocks; Bob's last turn: Q♥ on the pile makes his A♥ K♥ 31, which
    # ends the hand at once with everyone else losing. No card of the stock can do better.
    game = new_game({0: "K♠ Q♠ 5♠", 1: "A♥ K♥ 2♣", 2: "7♦ 8♦ 3♣"}, upcard="Q♥")
    game.apply("knock")
    view = game.view(1)
    taken = coach(view, "take")
    assert taken.label is GradeLabel.BEST and taken.best.kind == "take"
    drawn = coach(view, "draw")
    assert drawn.label.is_error and drawn.cost > MISTAKE_LIMIT / 2


def test_knocking_at_9_against_three_opponents_after_five_rounds_is_a_mistake_or_blunder():
    # R-KNOCK-4: alone lowest, the knocker loses two lives; after five rounds every opponent has
    # had time to build a hand far better than 9.
    game = new_game({0: "2♣ 3♦ 9♥", 1: "K♠ 8♠ 4♥", 2: "Q♦ 9♦ 3♠", 3: "J♣ 7♣ 2♥"}, upcard="5♦")
    for _ in range(5 * 4):
        pass_turn(game)
    view = game.view(0)
    assert view.round == 6 and view.score.total == 9
    grade = coach(view, "knock")
    assert grade.label in (GradeLabel.MISTAKE, GradeLabel.BLUNDER), grade.cost


def test_the_oracles_best_is_not_called_a_mistake_with_other_seeds():
    # The expert's own noise: the move a stronger expert (16 times the play-outs) finds best is
    # graded at worst good by the default coach whatever its seed (a position from a real game).
    game = new_game({0: "K♠ 9♠ 4♥", 1: "A♦ 7♦ 2♣", 2: "Q♣ 10♣ 3♥"}, upcard="8♠")
    view = game.view(0)
    best = coach(view, "draw", bot=ExpertBot(seed=7, samples=4096)).best
    for seed in range(3):
        assert not coach(view, best, bot=ExpertBot(seed=seed)).label.is_error
