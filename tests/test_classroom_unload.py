"""A resting table lets go of its game (kept in the store) and loads it again when someone
opens it: a class that left its tables for the day does not keep their games, bots and experts
in the server's memory (issue 15's session hygiene). A store that fails to write keeps the game
in memory, and the teacher's page says so."""

from __future__ import annotations

import asyncio
import gc
import random
import weakref

import pytest
from test_classroom import person_on_turn
from test_classroom_restore import kept_classroom, play_some, seated

from scat_learn.classroom import datadir, registry
from scat_learn.classroom.seating import PERSON, REST_AFTER_SECONDS, TableState
from scat_learn.i18n import LANGUAGES
from scat_learn.ui.emptyroom import EmptyRoom
from scat_learn.ui.room import table_summary
from scat_learn.ui.teacher import store_alert, table_overview


def rested(tmp_path, seats=(PERSON, PERSON, "beginner")):
    """A table that played a while, then everyone left and it rested."""
    room, clock, _store = kept_classroom(tmp_path)
    table, students = seated(room, ["Ann", "Bea"][: seats.count(PERSON)], seats)
    play_some(table, clock, random.Random(5), 12)
    games = []  # the game after each change (the autopilot plays on until the table rests)
    table.subscribe(lambda news: table._table is not None and games.append(table._table.game.to_json()))
    for student in students:
        table.disconnect(student.id)
    clock.advance(REST_AFTER_SECONDS + 1)
    assert table.resting
    return room, clock, table, students, games[-1]


def test_a_resting_table_lets_go_of_its_game_and_its_lists_still_show_it(tmp_path):
    _room, _clock, table, _students, _before = rested(tmp_path)
    assert table.archived and table._table is None and table.history is None and not table._advisors
    # what the lists of tables and the teacher's board read does not load it again
    line, board = table_summary(table, "en"), table_overview(table, "en")
    assert table.archived and table.paused and table.has_game and table.state is TableState.PLAYING
    assert "Ann" in line and "Ann" in board
    assert table.view() is not None and table.view().names == tuple(table.seat_names())


def test_an_archived_table_comes_back_from_the_store_when_someone_opens_it(tmp_path):
    _room, clock, table, (ann, bea), before = rested(tmp_path)
    table.connect(bea.id)  # Bea opens it: the game is loaded, as it was, and goes on
    assert not table.archived and table.table.game.to_json() == before
    assert not table.resting and not table.paused and table.history is not None
    assert table.on_autopilot(table.seat_of(ann.id))  # Ann is still away: a bot plays for her
    play_some(table, clock, random.Random(6), 4)  # Bea plays on; the bots and the autopilot too
    assert table.table.game.to_json() != before


def test_a_watched_table_keeps_its_game(tmp_path):
    room, clock, _store = kept_classroom(tmp_path)
    table, (ann,) = seated(room, ["Ann"], (PERSON, "beginner"))
    stop = table.subscribe(lambda news: None, screen=True)  # someone watches it (a projector)
    table.disconnect(ann.id)
    clock.advance(REST_AFTER_SECONDS + 1)
    assert table.resting and not table.archived
    stop()


def test_a_table_whose_store_copy_differs_keeps_its_game(tmp_path, monkeypatch):
    room, clock, store = kept_classroom(tmp_path)
    table, (ann,) = seated(room, ["Ann"], (PERSON, "beginner"))
    play_some(table, clock, random.Random(2), 3)

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(store, "record_move", broken)  # the store stops keeping moves
    play_some(table, clock, random.Random(3), 3)
    table.disconnect(ann.id)
    clock.advance(REST_AFTER_SECONDS + 1)
    assert table.resting and not table.archived  # the store's copy is not the game: kept here
    # the teacher's page says so, in every language
    assert room.store_failures == table.store_failures > 0
    for lang in LANGUAGES:
        alert = store_alert(room.store_failures, lang)
        assert 'role="alert"' in alert and str(room.store_failures) in alert and "{" not in alert
    assert store_alert(0, "en") == ""


# ---------------------------------------------------------------- the empty classroom unloaded


@pytest.fixture
def served_classroom(tmp_path):
    """This process's classroom as the server opens it (the registry), in a data folder of the
    test's own; closed and forgotten afterwards. (The test asks the registry for it: pytest
    holds what a fixture gives until the test's end.)"""
    chosen = list(datadir._chosen)
    datadir.choose(tmp_path)
    registry.open_classroom(code="UNLOAD", announce=False)
    yield
    registry.close()
    datadir._chosen[:] = chosen


def play_people(table, rng, moves):
    for _ in range(moves):
        student = person_on_turn(table)
        assert student is not None  # a table of people only: someone is always on turn
        table.play(student, rng.choice(table.table.view(table.seat_of(student)).legal_actions))


@pytest.mark.usefixtures("served_classroom")
def test_an_unloaded_classroom_is_let_go_of_and_opens_again_from_the_store():
    room = registry.current()
    table, (ann, bea) = seated(room, ["Ann", "Bea"], (PERSON, PERSON))
    play_people(table, random.Random(4), 6)
    before, tokens = table.table.game.to_json(), (ann.token, bea.token)
    for student in (ann, bea):
        table.disconnect(student.id)
    gone = weakref.ref(room)
    del room, table
    registry.unload()
    gc.collect()
    assert gone() is None  # nothing holds the classroom: its tables, games and bots are freed
    assert not registry.is_open()
    again = registry.current()  # the next page opens it from the store, as after a restart
    assert again.code == "UNLOAD" and registry.is_open()
    (table,) = again.tables
    assert table.table.game.to_json() == before
    assert [again.student(t).name for t in tokens] == ["Ann", "Bea"]  # seats come back


@pytest.mark.usefixtures("served_classroom")
def test_the_classroom_is_unloaded_only_after_no_page_was_open_for_a_while():
    async def scenario():
        empty = EmptyRoom(seconds=0.2)
        empty.page_opened()
        empty.page_closed()
        await asyncio.sleep(0.1)
        empty.page_opened()  # a reload, a phone back within the wait: nothing is unloaded
        await asyncio.sleep(0.2)
        assert registry.is_open() and empty.unloads == 0
        empty.page_opened()
        empty.page_closed()
        await asyncio.sleep(0.3)
        assert registry.is_open() and empty.unloads == 0  # one page is still open
        empty.page_closed()
        await asyncio.sleep(0.3)
        assert not registry.is_open() and empty.unloads == 1

    asyncio.run(scenario())
