"""A classroom kept in its store and built back after the server stops without warning: the
same codes, students, seats and games, each at its last move (the drill issue reads the grades).

A "crash" here is a classroom left as it is, its store never closed, and a second store opened
on the same file (as a new process would), from which the classroom is restored.
"""

from __future__ import annotations

import json
import random

from test_classroom import KEY, person_on_turn

from scat_learn.classroom.clock import ManualClock
from scat_learn.classroom.keeper import Keeper, restore
from scat_learn.classroom.room import Classroom
from scat_learn.classroom.seating import PERSON, REST_AFTER_SECONDS, NewsKind, TableSettings, TableState
from scat_learn.classroom.store import Store
from scat_learn.deals import Dealer
from scat_learn.state import Phase


def kept_classroom(tmp_path):
    clock = ManualClock()
    store = Store.open(tmp_path / "classroom.sqlite")
    room = Classroom(Dealer(KEY), scheduler=clock, keeper=Keeper(store))
    return room, clock, store


def seated(room, names, seats):
    """A table of ``names`` (their pages open) and bots, started as the last one sits."""
    students = [room.join(name) for name in names]
    table = room.make_table(TableSettings("Red", seats, bot_delay=100), students[0].id)
    for student in students:
        table.connect(student.id)
    for student in students[1:]:
        room.sit(student.id, table.id)
    return table, students


def play_some(table, clock, rng, moves: int) -> int:
    played, readied = 0, None
    for _ in range(10 * moves + 100):
        if played >= moves or table.table.game.phase is Phase.GAME_OVER:
            break
        if table.table.hand_over:
            hand = table.table.game.hand_number
            if readied != hand:  # once a hand: saying it again would put the next deal off
                readied = hand
                for student in table.students():
                    if table.table.hand_over:
                        table.ready(student)
            clock.advance(0.2)  # with everyone here out of the game, the deal comes after a pause
            continue
        student = person_on_turn(table)
        if student is None:
            clock.advance(0.2)
            continue
        table.play(student, rng.choice(table.table.view(table.seat_of(student)).legal_actions))
        played += 1
    return played


def crash_and_restore(tmp_path, store):
    again = Store.open(tmp_path / "classroom.sqlite")  # the old one is never closed: a kill -9
    kept = again.load_classroom()
    assert kept is not None
    clock = ManualClock()
    return restore(kept, Dealer(KEY), Keeper(again), scheduler=clock), clock, again


def test_a_restarted_server_has_the_same_classroom_each_game_at_its_last_move(tmp_path):
    room, clock, store = kept_classroom(tmp_path)
    table, (ann, bea) = seated(room, ["Ann", "Bea"], (PERSON, PERSON, "beginner"))
    assert table.state is TableState.PLAYING
    play_some(table, clock, random.Random(3), 25)
    before = table.table.game.to_json()
    grades = [(g.student, g.action, g.best, g.cost) for g in table.grades]
    assert grades  # the coach graded the people's decisions

    again, _clock, _store = crash_and_restore(tmp_path, store)
    assert again.code == room.code
    token = again.check_teacher_code(room.teacher_code, "here")  # the teacher types the same code
    assert again.is_teacher(token) and again.is_teacher(room.teacher_token)
    assert again.student(ann.token).id == ann.id and again.student(bea.token).name == "Bea"
    assert again.student("not a token") is None
    restored = again.table(table.id)
    assert [s.student for s in restored.seats] == [s.student for s in table.seats]
    assert restored.state is TableState.PLAYING and restored.deal_code == table.deal_code
    assert restored.table.game.to_json() == before  # the same game, at its last move
    assert [(g.student, g.action, g.best, g.cost) for g in restored.grades] == grades


def test_a_restored_table_goes_on_and_deals_the_same_cards_as_it_would_have(tmp_path):
    room, clock, store = kept_classroom(tmp_path)
    table, (ann, bea) = seated(room, ["Ann", "Bea"], (PERSON, PERSON))
    rng = random.Random(8)
    play_some(table, clock, rng, 12)
    again, _clock2, _store = crash_and_restore(tmp_path, store)
    restored = again.table(table.id)
    for student in (ann, bea):
        restored.connect(student.id)  # their browsers come back
    # Both tables now play the same moves: they stay the same game, deals included.
    for _ in range(40):
        student = person_on_turn(table)
        if student is None or table.table.hand_over:
            break
        action = random.Random(len(table.table.game.events)).choice(
            table.table.view(table.seat_of(student)).legal_actions
        )
        table.play(student, action)
        restored.play(student, action)
        assert restored.table.game.to_json() == table.table.game.to_json()


def test_a_move_is_in_the_store_before_any_screen_hears_of_it(tmp_path):
    room, clock, store = kept_classroom(tmp_path)
    table, (_ann, _bea) = seated(room, ["Ann", "Bea"], (PERSON, PERSON))
    seen = []

    def screen(news):
        if news.kind is NewsKind.GAME and news.change is not None and news.change.action is not None:
            kept = store.game(table.id, 1)
            seen.append((len(kept.moves), kept.moves[-1].action, str(news.change.action)))

    table.subscribe(screen)
    play_some(table, clock, random.Random(5), 6)
    assert seen and all(last == action for _, last, action in seen)
    assert [n for n, _, _ in seen] == sorted(n for n, _, _ in seen)


def test_the_decisions_are_kept_with_the_position_the_student_saw(tmp_path):
    room, clock, store = kept_classroom(tmp_path)
    table, (ann, _bea) = seated(room, ["Ann", "Bea"], (PERSON, PERSON))
    play_some(table, clock, random.Random(2), 10)
    kept = store.decisions(ann.id)
    assert kept and len(kept) == sum(1 for g in table.grades if g.student == ann.id)
    for decision in kept:
        position = json.loads(decision.position or "{}")
        assert decision.table == table.id and position["seat"] == decision.seat == table.seat_of(ann.id)
        assert decision.action in position["legal_actions"]  # what she could choose from, as she saw it


def test_a_resting_table_is_not_stored_as_paused_but_the_teacher_s_pause_is(tmp_path):
    """After a restart a table that rested for want of people goes on; one the teacher paused
    stays paused."""
    room, clock, store = kept_classroom(tmp_path)
    table, (ann,) = seated(room, ["Ann"], (PERSON, "beginner"))
    table.disconnect(ann.id)
    clock.advance(REST_AFTER_SECONDS + 1)
    assert table.resting and table.paused
    table.connect(ann.id)  # a change of seats: the keeper writes the table again
    table.disconnect(ann.id)
    clock.advance(REST_AFTER_SECONDS + 1)
    assert table.resting
    assert store.load_classroom().tables[0].paused is False
    table.pause()  # now the teacher's
    table.connect(ann.id)
    assert store.load_classroom().tables[0].paused is True


def test_a_restored_table_shows_the_log_of_the_hand_in_play(tmp_path):
    room, clock, store = kept_classroom(tmp_path)
    table, _students = seated(room, ["Ann", "Bea"], (PERSON, PERSON, "beginner"))
    play_some(table, clock, random.Random(4), 7)
    lines = [(entry.seat, entry.event) for entry in table.history.entries]
    assert lines and not table.table.hand_over  # in mid-hand
    again, _clock, _store = crash_and_restore(tmp_path, store)
    restored = again.table(table.id)
    assert [(entry.seat, entry.event) for entry in restored.history.entries] == lines
    assert all(entry.decision is None for entry in restored.history.entries)  # the reasons are not kept
