"""The review of a finished game and the progress built from graded decisions (issue 16)."""

from __future__ import annotations

import pytest

from scat_learn.bots import get_bot
from scat_learn.bots.grades import GradeLabel
from scat_learn.classroom.drills import Topic
from scat_learn.classroom.review import review_game
from scat_learn.classroom.store import StoredDecision
from scat_learn.classroom.training import progress_of, recurring_mistakes
from scat_learn.errors import ScatError
from scat_learn.tournament import play_game
from scat_learn.ui.model import GameModel


def _played_by_a_bot(players: int = 2, seed: int = 11) -> GameModel:
    """A whole game in the app's model, the person's moves made by a weak bot (it errs)."""
    model = GameModel(players=players, seed=seed, speed="instant")
    bot = get_bot("threshold", threshold=12)
    while model.game.phase != "game_over":
        if model.hand_over:
            model.next_hand()
        else:
            model.act(bot.decide(model.view()).action)
    return model


def test_a_game_is_reviewed_only_once_it_is_over():
    model = GameModel(players=3, seed=2, speed="instant")
    with pytest.raises(ScatError) as refused:
        review_game(model.game)
    assert refused.value.message.key == "review.not_over"


def test_the_review_shows_every_decision_with_the_grades_given_in_play_and_every_card():
    model = _played_by_a_bot()
    review = review_game(model.game, [0])
    kept = model.training.decisions()
    assert len(review.decisions) == len(kept) > 0
    # The same grades as the coach gave while the game was played.
    assert [(str(d.grade.action), d.grade.label.value) for d in review.decisions] == [(k.action, k.label) for k in kept]
    for hand in review.hands:
        assert set(hand.dealt) == set(hand.result.hands) if hand.result else True
    for d in review.decisions:
        assert set(d.hands) == set(d.view.active_seats)  # every hand at that moment, the game is over
        assert d.hands[0] == d.view.hand
        assert {o.action for o in d.grade.options} == set(d.view.legal_actions)
    assert review.errors() == tuple(d for d in review.decisions if d.grade.label.is_error)


def test_a_review_of_a_bots_game_follows_the_seats_asked_for():
    game = play_game([get_bot("beginner"), get_bot("intermediate")], seed=5)
    both = review_game(game, [0, 1])
    assert {d.seat for d in both.decisions} == {0, 1}
    assert [d for d in both.decisions if d.seat == 1] == list(review_game(game, [1]).decisions)


def _decision(k: int, topic: Topic, action: str, best: str, cost: float) -> StoredDecision:
    return StoredDecision(k, "s1", None, 1, None, 1, 0, None, action, best, cost, 100.0 + k, None, 0.0, topic.value)


def test_progress_counts_accuracy_lives_topics_and_recurring_mistakes():
    decisions = [
        _decision(1, Topic.KNOCK, "knock", "draw", 0.9),  # blunder
        _decision(2, Topic.KNOCK, "knock", "draw", 0.85),  # blunder
        _decision(3, Topic.TAKE_OR_DRAW, "draw", "draw", 0.0),  # best
        _decision(4, Topic.DISCARD, "discard 2♣", "discard 3♦", 0.06),  # good
        _decision(5, Topic.DISCARD, "discard 2♣", "discard K♠", 0.5),  # mistake
    ]
    assert [d.grade for d in decisions] == [
        GradeLabel.BLUNDER, GradeLabel.BLUNDER, GradeLabel.BEST, GradeLabel.GOOD, GradeLabel.MISTAKE
    ]  # fmt: skip
    progress = progress_of(decisions, window=2)
    assert (progress.decisions, progress.right) == (5, 2)
    assert progress.lives == pytest.approx(2.31)
    assert [(p.first, p.last, p.accuracy) for p in progress.points] == [(1, 2, 0.0), (3, 4, 1.0), (5, 5, 0.0)]
    by_topic = {s.topic: s for s in progress.topics}
    assert by_topic[Topic.KNOCK].accuracy == 0.0 and by_topic[Topic.KNOCK].lives_per_decision == pytest.approx(0.875)
    assert by_topic[Topic.DISCARD].decisions == 2 and by_topic[Topic.DISCARD].accuracy == 0.5
    [again] = recurring_mistakes(decisions)
    assert (again.topic, again.action.value, again.best.value, again.count) == (Topic.KNOCK, "knock", "draw", 2)
    assert "2" in str(again.message())


def test_the_progress_plots_and_page_are_made_for_a_notebook():
    from scat_learn import progress as notebook_progress

    training = _played_by_a_bot().training
    found = notebook_progress.summary(training)
    assert found.decisions == len(training.decisions())
    for lang in ("en", "su"):
        assert notebook_progress.over_time(found, lang) is not None
        assert notebook_progress.by_topic(found, lang) is not None
    assert notebook_progress.show(found, "el") is not None
