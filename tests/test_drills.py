"""Drills (issue 16): positions hold only what the seat could know (R-INFO-1), spaced
repetition brings a miss back first, answering is kept in the store, the built-in sets are the
same for the same seed."""

from __future__ import annotations

import json

import pytest
from helpers import new_game

from scat_learn.actions import ActionKind
from scat_learn.bots import coach
from scat_learn.classroom import store as store_module
from scat_learn.classroom.drills import (
    AGAIN,
    BUILTIN_TOPICS,
    INTERVALS,
    VIEW_KEYS,
    Drill,
    Topic,
    after_answer,
    builtin_drills,
    due_drills,
    make_builtin_drills,
    replay_origin,
    topic_of,
    view_from_data,
)
from scat_learn.classroom.store import Store, view_data
from scat_learn.classroom.training import Training
from scat_learn.errors import IllegalMove, ScatError

HOUR = 3600.0


def _public_cards(position: dict) -> set[str]:
    """Every card a position names in what belongs to the hand being played."""
    named = {*position["hand"], position["discard_top"], position["taken"], position["drawn"], position["upcard"]}
    named |= {card for _seat, _kind, card in position["events"]}
    return {c for c in named if c}


def test_every_builtin_drill_holds_only_what_its_seat_could_know():  # R-INFO-1
    drills = builtin_drills()
    assert {d.topic for d in drills} == set(BUILTIN_TOPICS)
    for drill in drills:
        game, seat = replay_origin(drill.origin)
        position = dict(drill.position)
        assert set(position) == VIEW_KEYS  # no stock, no deck, no seed, no other hand
        assert position == view_data(game.view(seat)), drill.id  # exactly the seat's view
        taken = {str(e.card) for e in game.events if e.kind is ActionKind.TAKE}  # public: taken openly
        hidden = {str(c) for s in game.active_seats if s != seat for c in game.hand(s)} - taken
        hidden |= {str(c) for c in game.stock}
        assert not (_public_cards(position) & hidden), drill.id
        assert drill.view().legal_actions == game.view(seat).legal_actions
        assert drill.lesson and drill.rules and all(r.startswith("R-") for r in drill.rules)


def test_a_builtin_drills_best_move_is_clearly_better_and_on_its_topic():
    for drill in builtin_drills()[:: len(BUILTIN_TOPICS)]:  # one of each topic's sets, kept quick
        view = drill.view()
        best = coach(view, view.legal_actions[0]).best
        assert topic_of(view, best) in (drill.topic, Topic.CHASING_31, Topic.TAKE_OR_DRAW, Topic.DISCARD)
        others = [a for a in view.legal_actions if a is not best]
        assert all(coach(view, a).label.step >= 2 for a in others), drill.id  # every other: at best inaccurate


def test_the_same_seed_makes_the_same_drill_set():
    topics = (Topic.TAKE_OR_DRAW, Topic.DISCARD)  # the quickest to find: the test stays fast
    one = make_builtin_drills(seed=3, per_topic=1, samples=48, topics=topics)
    again = make_builtin_drills(seed=3, per_topic=1, samples=48, topics=topics)
    assert [d.to_data() for d in one] == [d.to_data() for d in again]
    assert [d.topic for d in one] == list(topics)
    other = make_builtin_drills(seed=4, per_topic=1, samples=48, topics=topics)
    assert [d.position for d in other] != [d.position for d in one]


def test_a_position_reads_back_as_the_same_view_and_a_damaged_one_is_refused():
    game = new_game({0: "K♠ 9♠ 4♥", 1: "A♦ 7♦ 2♣", 2: "Q♣ 10♣ 3♥"}, upcard="8♠")
    game.apply("take")
    for seat in range(3):
        assert view_from_data(view_data(game.view(seat))) == game.view(seat)
    data = view_data(game.view(0))
    for broken in ({**data, "stock": ["A♠"]}, {**data, "hand": ["Z♠"]}, "not json", {**data, "phase": "sleep"}):
        with pytest.raises(ScatError) as refused:
            view_from_data(broken)
        assert refused.value.message.key == "drill.bad_position"


def test_spaced_repetition_steps_up_on_a_hit_and_starts_over_on_a_miss():
    now = 1_000_000.0
    first = after_answer("x", None, True, now)
    assert (first.step, first.due) == (1, now + INTERVALS[0]) and INTERVALS[0] == 4 * HOUR
    second = after_answer("x", first, True, now + 5 * HOUR)
    assert second.step == 2 and second.due == now + 5 * HOUR + INTERVALS[1]
    missed = after_answer("x", second, False, now + 30 * HOUR)
    assert (missed.step, missed.due, missed.hits, missed.misses) == (0, now + 30 * HOUR + AGAIN, 2, 1)
    top = after_answer("x", None, True, now)
    for _ in range(20):
        top = after_answer("x", top, True, now)
    assert top.due == now + INTERVALS[-1]  # the ladder ends at its longest interval


def test_a_missed_drill_comes_back_first():
    drills = [Drill(f"b:knock-{k}", Topic.KNOCK, {}) for k in range(4)]
    now = 1_000_000.0
    states = {
        "b:knock-0": after_answer("b:knock-0", None, True, now - 5 * HOUR),  # due again since an hour
        "b:knock-2": after_answer("b:knock-2", None, False, now - AGAIN),  # missed: due now
        "b:knock-3": after_answer("b:knock-3", None, True, now),  # answered right just now
    }
    due = [d.id for d in due_drills(drills, states, now, 10)]
    assert due == ["b:knock-2", "b:knock-0", "b:knock-1"]
    assert [d.id for d in due_drills(drills, states, now, 1)] == ["b:knock-2"]


def _training_with_a_blunder() -> tuple[Training, int]:
    training = Training.alone()
    game = new_game({0: "2♣ 3♦ 5♥", 1: "A♠ K♠ 4♥", 2: "Q♥ J♥ 9♣", 3: "7♣ 8♦ 9♥"}, upcard="2♦")
    view = game.view(0)
    grade = coach(view, "knock")
    assert grade.label.is_error
    return training, training.record(view, grade, game=1, at=1000.0)


def test_answering_a_drill_is_kept_in_the_store_and_schedules_it():
    training, decision = _training_with_a_blunder()
    due = training.due(now=2000.0)
    assert due[0].id == f"d{decision}" and due[0].own and due[0].topic is Topic.KNOCK
    result = training.answer(due[0], "knock", now=2000.0)
    assert not result.right and result.grade.best.kind != "knock"
    [kept] = training.store.drill_answers(training.student)
    assert (kept.drill, kept.action, kept.label, kept.at) == (due[0].id, "knock", str(result.label), 2000.0)
    state = training.store.drill_states(training.student)[due[0].id]
    assert (state.step, state.misses, state.due) == (0, 1, 2000.0 + AGAIN)
    assert training.due(now=2000.0 + AGAIN)[0].id == due[0].id  # the miss comes back first
    right = training.answer(due[0].id, result.grade.best, now=2000.0 + AGAIN)
    assert right.right
    assert training.store.drill_states(training.student)[due[0].id].due == 2000.0 + AGAIN + INTERVALS[0]
    assert due[0].id not in [d.id for d in training.due(now=2000.0 + AGAIN + 1)]


def test_a_wrong_drill_id_or_move_is_refused_in_words_and_changes_nothing():
    training, _decision = _training_with_a_blunder()
    for wrong in ("b:nothing-9", "d999", 7, None):
        with pytest.raises(ScatError) as refused:
            training.answer(wrong, "draw")  # type: ignore[arg-type]
        assert refused.value.message.key == "drill.unknown"
    drill = training.due(now=2000.0)[0]
    with pytest.raises(IllegalMove):
        training.answer(drill, "discard 2♣")  # not a move of that position
    assert training.store.drill_answers() == [] and training.store.drill_states(training.student) == {}


def test_a_store_of_schema_1_is_migrated_and_its_decisions_get_grades(tmp_path, monkeypatch):
    path = tmp_path / "old.sqlite3"
    monkeypatch.setattr(store_module, "MIGRATIONS", store_module.MIGRATIONS[:1])
    with Store.open(path) as old:  # a decision as the code of schema 1 wrote it
        old.add_student("s1", "Ann", "tok")
        old._db().execute(
            "INSERT INTO decisions (student_id, hand, seat, action, best, cost, at) VALUES ('s1', 1, 0, 'knock',"
            " 'draw', 1.2, 0)"
        )
    monkeypatch.undo()
    with Store.open(path) as s:
        assert s.schema_version == len(store_module.MIGRATIONS)
        [decision] = s.decisions("s1")
        assert decision.label is None and decision.grade.value == "blunder"
        assert s.drill_states("s1") == {}


def test_a_grade_that_is_no_grade_is_refused_by_the_store():
    s = Store.in_memory()
    s.add_student("s1", "Ann", "tok")
    with pytest.raises(ValueError):
        s.record_decision("s1", hand=1, seat=0, action="draw", best="draw", cost=0.0, label="superb")
    assert s.decisions() == []
    json.dumps([d.to_data() for d in builtin_drills()[:1]])  # a drill is plain data
