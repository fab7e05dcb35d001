"""The training pages without a browser (issue 16): the grade in the coach's word and the log,
a drill's answer only after the choice, refusals in words, the class report per topic."""

from __future__ import annotations

import random

from test_classroom import play_to_the_end, room_and_clock, table_of

from scat_learn.bots import get_bot
from scat_learn.classroom.seating import PERSON
from scat_learn.messages import render
from scat_learn.ui.app import App
from scat_learn.ui.teacher import topic_table
from scat_learn.ui.training import DrillView, ReviewView, TrainingScreen


def _knock_at_once() -> App:
    """A game whose person knocks at once with a weak hand: the coach calls it an error."""
    app = App(players=3, seed=3, speed="instant")
    view = app.model.view()
    assert app.model.my_turn and any(a.kind == "knock" for a in view.legal_actions) and view.score.total < 15
    app.model.knock()
    return app


def test_the_coach_and_the_log_show_the_grade_of_the_persons_move():
    app = _knock_at_once()
    coaching = app.model.coaching
    assert coaching is not None and coaching.label.is_error
    word = render(coaching.label.message())
    assert f"Coach · {word}:" in app.aids._pane.object
    log = app.log._log.object
    assert f'sl-grade-{coaching.label.value}">{word}</span>' in log  # beside the knock, in the log
    assert log.count("sl-grade-") == 1  # the bots' moves are not graded


def test_a_drills_answer_is_asked_for_and_shown_only_after_the_choice():
    app = _knock_at_once()
    screen = TrainingScreen(screen=app.model)
    page = DrillView(model=screen)
    screen.start_drills(own_only=True)
    [drill] = screen.session
    assert screen.result is None and app.model.training.store.drill_answers() == []
    shown = page._pane.object + page._answer.object
    assert "The expert" not in shown and "sl-drill-verdict" not in shown and "What do you do?" in shown
    choices = [b.name for b in page._choices.objects]
    assert choices == [render(a.message()) for a in drill.view().legal_actions]
    screen.choose("discard 2♣")  # not a move of this position: refused in words, nothing kept
    assert screen.error is not None and screen.result is None
    assert app.model.training.store.drill_answers() == []
    screen.next_drill()  # no answer yet: the next drill waits
    assert screen.drill_index == 0 and screen.error.key == "train.choose_first"
    page._choices.objects[0].clicks += 1  # the first move offered
    assert screen.result is not None and "sl-drill-verdict" in page._answer.object
    assert "The expert" in page._answer.object and len(app.model.training.store.drill_answers()) == 1
    screen.choose("draw")  # a second answer to the same drill is not taken
    assert len(app.model.training.store.drill_answers()) == 1


def test_the_review_waits_for_the_end_of_the_game_and_says_so():
    app = App(players=2, seed=3, speed="instant")
    screen = TrainingScreen(screen=app.model)
    page = ReviewView(model=screen)
    screen.open_review()
    assert screen.review is None and screen.error.key == "review.not_over"
    assert "play it to the end first" in page._pane.object
    eager = get_bot("threshold", threshold=12)
    model = app.model
    while model.game.phase != "game_over":
        model.next_hand() if model.hand_over else model.act(eager.decide(model.view()).action)
    screen.open_review()
    assert screen.review is not None and screen.error is None
    assert "Decision 1 of" in page._pane.object and page._pane.object.count("sl-review-hand") == 2
    for _ in range(len(screen.review.decisions) + 3):  # stepping stops at the last decision
        screen.review_move(1)
    assert screen.review_step == len(screen.review.decisions) - 1


def test_the_class_report_counts_each_student_per_topic():
    room, clock = room_and_clock()
    table, _students = table_of(room, ["Ann", "Bea"], (PERSON, PERSON, "beginner"))
    play_to_the_end(table, clock, random.Random(3))
    rows = room.topic_report()
    assert {r.name for r in rows} == {"Ann", "Bea"}
    for student in ("Ann", "Bea"):
        mine = [r for r in rows if r.name == student]
        total = next(r.decisions for r in room.report() if r.name == student)
        assert sum(r.decisions for r in mine) == total and all(0 <= r.right <= r.decisions for r in mine)
    html = topic_table(rows, "el")
    assert "Ανά μαθητή και θέμα" in html and "Ann" in html


def test_a_classroom_student_drills_their_own_mistakes_from_the_classrooms_store():
    from scat_learn.classroom.clock import ManualClock
    from scat_learn.classroom.keeper import Keeper
    from scat_learn.classroom.room import Classroom
    from scat_learn.classroom.store import Store
    from scat_learn.deals import Dealer
    from scat_learn.ui.room import RoomSession
    from scat_learn.ui.training import StudentTraining

    clock = ManualClock()
    store = Store.in_memory()
    room = Classroom(Dealer(b"scat_learn tests: not a secret!!"), scheduler=clock, keeper=Keeper(store))
    table, students = table_of(room, ["Ann", "Bea"], (PERSON, PERSON, "beginner"))
    play_to_the_end(table, clock, random.Random(3))  # random moves: mistakes to drill
    session = RoomSession(room, lang="et")
    session.student = students[0]
    training = session.training()
    assert training is not None and training.decisions() == store.decisions(students[0].id)
    page = StudentTraining(training, session.lang)
    page.open()
    drills, progress = page._views
    assert progress.model.progress().decisions == len(training.decisions()) > 0
    page.model.start_drills(own_only=True)
    own = training.own()
    assert own and [d.id for d in page.model.session] == [d.id for d in own][: len(page.model.session)]
    assert "Mida sa teed?" in drills._pane.object  # in the student's language
    assert RoomSession(Classroom(Dealer(b"x" * 32), scheduler=clock), lang="en").training() is None


def test_a_classroom_student_reviews_the_finished_game_with_the_grades_the_table_gave(monkeypatch):
    import pytest

    import scat_learn.classroom.review as review_module
    from scat_learn.errors import ScatError

    room, clock = room_and_clock()
    table, students = table_of(room, ["Ann", "Bea"], (PERSON, PERSON, "beginner"))
    ann = students[0].id
    with pytest.raises(ScatError) as refused:
        table.review(ann)  # R-INFO-1: not before the game is over
    assert refused.value.message.key == "review.not_over"
    play_to_the_end(table, clock, random.Random(3))

    def graded_again(*args: object, **kwargs: object) -> None:
        raise AssertionError("the review graded a decision the table had graded")

    monkeypatch.setattr(review_module, "coach", graded_again)
    review = table.review(ann)
    seat = table.seat_of(ann)
    assert review.seats == (seat,) and review.winner == table.table.game.winner
    given = [(r.action, r.cost) for r in table.grades if r.student == ann]
    assert [(d.grade.action, float(d.grade.cost)) for d in review.decisions] == given and given
    assert all(len(d.hands) >= 2 for d in review.decisions)  # every hand shown: the game is over
    with pytest.raises(ScatError) as refused:
        table.review(room.join("Cem").id)  # no seat at this table
    assert refused.value.message.key == "class.not_at_table"


def test_the_log_draws_again_only_the_lines_whose_text_changed():
    app = _knock_at_once()
    log, drawn = app.log, []
    entry = log._entry
    log._entry = lambda e, i: drawn.append(i) or entry(e, i)  # type: ignore[method-assign]
    english = log._log.object
    app.model.version += 1  # the screen is brought up to date, nothing in the log changed
    assert log._log.object == english
    hidden = [
        e
        for e in app.model.log_entries()
        if e.decision is None or not app.model.reasons_visible(e.decision.explanation)
    ]
    assert hidden  # the hand goes on: its bots' reasons wait, and those lines stay as drawn
    assert len(drawn) == len(app.model.log_entries()) - len(hidden)  # only lines with reasons shown
    app.model.lang = "el"  # every line in the new language, the grade too
    assert log._log.object != english and "sl-grade-" in log._log.object
    assert render(app.model.coaching.label.message(), "el") in log._log.object
