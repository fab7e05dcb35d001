"""The classroom's pages built in this process, without a browser: what each page holds before
and after signing in, for a classroom with no table yet and with one."""

from __future__ import annotations

from typing import Any

import pytest

from scat_learn.classroom.clock import ManualClock
from scat_learn.classroom.room import Classroom
from scat_learn.deals import Dealer
from scat_learn.state import Phase
from scat_learn.ui.classroom_pages import classroom_page
from scat_learn.ui.teacher import Dashboard

KEY = b"scat_learn tests: not a secret!!"


@pytest.fixture
def room() -> Any:
    made = Classroom(Dealer(KEY), scheduler=ManualClock())
    yield made
    made.close()


def texts(page: Any) -> str:
    """Every HTML pane's text of a page's layout, joined."""
    return "\n".join(str(p.object) for p in page.__panel__().select(lambda o: hasattr(o, "object")) if p.object)


def test_the_teachers_page_of_a_classroom_with_no_table_yet(room):
    page = classroom_page("teacher", room=room)
    assert room.code not in texts(page)  # the board code is only for the signed-in teacher
    page.session.code = room.teacher_code
    page.session.sign_in()
    assert page.session.signed_in and isinstance(page._dashboard, Dashboard)
    shown = texts(page)
    assert room.code in shown and room.teacher_code not in shown
    assert "There is no table yet" in shown


def test_a_wrong_teacher_code_is_refused_under_the_code_box(room):
    page = classroom_page("projector", room=room)
    page.session.code = "WRONG-CODE-0000"
    page.session.sign_in()
    assert not page.session.signed_in
    assert "That is not the teacher code" in texts(page)


def test_the_teachers_page_shows_a_table_made_after_it_opened(room):
    page = classroom_page("teacher", room=room)
    page.session.code = room.teacher_code
    page.session.sign_in()
    page.session.new_table = "Red"
    page._dashboard._on_make_table()
    assert [t.name for t in room.tables] == ["Red"]
    assert "Red" in texts(page)


def test_the_teachers_board_makes_again_only_the_row_of_the_table_that_changed(room):
    page = classroom_page("teacher", room=room)
    page.session.code = room.teacher_code
    page.session.sign_in()
    board = page._dashboard
    for name in ("Red", "Blue"):
        page.session.new_table = name
        board._on_make_table()
    red, _blue = room.tables
    red.start()  # bots take its seats: a game in play
    board.refresh()
    rows = list(board._tables.objects)
    board._table_action(red, "pause")
    board.refresh()
    now = list(board._tables.objects)
    assert now[1] is rows[1]  # Blue's row and buttons, as they were
    assert now[0] is not rows[0]  # Red's buttons changed: Resume for Pause
    assert "act-resume" in str([b.css_classes for b in now[0].select(lambda o: hasattr(o, "clicks"))])


def test_the_students_list_of_tables_is_data_and_its_buttons_do_only_what_a_row_shows(room):
    """The list is one component whose rows are plain data (no Panel objects per table); a click
    is a message naming a table, and a message for a button no row shows changes nothing."""
    from scat_learn.classroom.seating import PERSON, TableSettings
    from scat_learn.ui.room import RoomSession, TablesView

    session = RoomSession(room, lang="el")
    session.student = room.join("Ann")
    view = TablesView(session)
    assert view._list.rows == [] and view._list.empty == session.t("room.no_tables")
    red = room.make_table(TableSettings("Red", seats=(PERSON, PERSON)))
    room.make_table(TableSettings("<b>Blue</b>", seats=(PERSON, "beginner")))
    view.refresh()
    rows = view._list.rows
    assert [r["id"] for r in rows] == [t.id for t in room.tables]
    assert all(r["sit"] == session.t("room.sit") and r["watch"] == "" for r in rows)  # waiting: no game to watch
    assert "<b>Blue</b>" not in rows[1]["line"] and "&lt;b&gt;Blue&lt;/b&gt;" in rows[1]["line"]  # escaped
    version = room.version
    for forged in ({"watch": red.id}, {"sit": "t99"}, {"sit": red.id, "watch": red.id}, {"sit": 3}, ["sit"], "sit"):
        view._list._handle_msg(forged)
        assert room.version == version and room.table_of(session.student.id) is None  # refused, nothing changed
    view._list._handle_msg({"sit": red.id})  # what the row's Sit button sends
    assert room.table_of(session.student.id) is red and session.stage == "table"


def test_the_report_chart_keeps_its_figure_and_takes_the_new_numbers(room, monkeypatch):
    """Every graded decision changes the report: the teacher's browser gets the bars' numbers,
    not a new figure; a new language draws the chart again, in that language."""
    from bokeh.document import Document
    from bokeh.models import ColumnDataSource

    from scat_learn.classroom.room import ReportRow
    from scat_learn.ui.teacher import ReportView, TeacherSession

    def row(name, mistakes):
        return ReportRow(name=name, table="Red", hands=1, decisions=3, best=1, mistakes=mistakes, lives_lost=0.5)

    rows = [row("Ann", 1), row("Bea", 2)]
    monkeypatch.setattr(room, "report", lambda: list(rows))
    monkeypatch.setattr(room, "topic_report", list)
    session = TeacherSession(room, lang="en")
    view = ReportView(session)
    doc = Document()
    doc.add_root(view.__panel__().get_root(doc))

    def drawn():
        """The chart's figure, and its bars' data as lists."""
        (plot,) = [m for m in doc.models if type(m).__name__ == "figure"]
        (source,) = [m for m in doc.models if isinstance(m, ColumnDataSource)]
        return plot, {column: list(values) for column, values in source.data.items()}

    view.refresh(force=True)
    plot, data = drawn()
    assert data["Student"] == ["Ann", "Bea"] and data["Mistakes"] == [1, 2]
    rows[1] = row("Bea", 7)
    rows.append(row("Cem", 4))  # a student who has just been graded for the first time
    view.refresh(force=True)
    again, data = drawn()
    assert again is plot  # the same figure, new numbers
    assert data["Student"] == ["Ann", "Bea", "Cem"] and data["Mistakes"] == [1, 7, 4]
    session.lang = "el"
    view.refresh(force=True)
    greek, data = drawn()
    assert greek is not plot and "Λάθη" in data  # drawn again, its columns in Greek


def test_a_table_whose_game_is_over_is_listed_as_over_not_as_playing(room):
    from scat_learn.classroom.seating import TableSettings
    from scat_learn.ui.room import table_summary

    table = room.make_table(TableSettings("Red", seats=("beginner", "beginner")))
    table.start()
    assert "playing hand 1" in table_summary(table, "en")
    for _ in range(5_000):  # the bots' moves, one by one (the clock never runs here)
        game = table.table.game
        if game.phase is Phase.GAME_OVER:
            break
        if game.phase is Phase.HAND_OVER:
            table.table.next_hand()
        else:
            table.table.next_move()
    assert game.phase is Phase.GAME_OVER
    assert f"game over after hand {game.hand_number}" in table_summary(table, "en")
