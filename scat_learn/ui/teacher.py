"""The teacher's pages: the whole room at a glance, its controls, the report, the projector.

Both pages need the teacher code (printed where the classroom server started). Once it is
typed, the teacher's browser keeps a *teacher token* made from it (never the code), so that a
reload or the projector's own tab needs no code again. A student's browser has no such token:
whatever address it opens, it sees the form asking for the teacher code, and wrong codes are
counted and slowed down (:class:`~scat_learn.classroom.room.Attempts`).

* :class:`TeacherPage`: the classroom code for the board; every table live (players, whose
  turn, lives, hand, a flag on a long wait); one deal for every table; pause and resume one
  table or all; end a game; move a student; the class report (a HoloViews chart, a table, a
  CSV file).
* :class:`ProjectorPage`: one table, big, from the seat of someone watching (public
  information only); once a hand is over every hand is face up and the showdown is stepped
  through for the class to discuss.
"""

from __future__ import annotations

import functools
import io
import logging
from collections.abc import Callable
from html import escape
from typing import Any

import panel as pn
import param

from ..classroom.drills import Topic
from ..classroom.room import Classroom, ReportRow, TopicRow
from ..classroom.seating import FOUR_PEOPLE, ClassTable, TableState
from ..errors import ScatError
from ..i18n import LANGUAGES
from ..messages import Message, render
from ..state import Phase
from .components import ScreenMode
from .guard import Choice, SaveButton, TextBox
from .model import PROJECTOR_SCALE
from .play import PlayScreen
from .reconnect import ConnectionWatch
from .room import table_summary
from .seat import ClassSeat
from .sessions import (
    TEACHER_COOKIE,
    Cookie,
    client_place,
    cookie,
    every,
    into_this_session,
    on_session_end,
    timer,
)
from .settings import language_menu
from .style import LAYOUT_CSS
from .views import button, flow, html_pane

log = logging.getLogger(__name__)

LONG_WAIT = 60  # seconds a person may take over a move before the teacher's page flags it
POLL_SECONDS = 1.0
REPORT_SECONDS = 10.0  # the class report is drawn again at most this often


class TeacherSession(param.Parameterized):
    """This browser session of the teacher: signed in or not, and what they typed."""

    lang: param.Selector[str] = param.Selector(default="en", objects=list(LANGUAGES), doc="The page's language.")
    code = param.String(default="", doc="The teacher code, as typed.")
    deal = param.String(default="", doc="A deal code for every table (empty: a new one).")
    student = param.String(default="", doc="The student to move (their id).")
    to_table = param.String(default="", doc="The table to move them to (its id).")
    new_table = param.String(default="", doc="The name of a table the teacher makes.")
    error = param.Parameter(default=None, doc="Why the last attempt was refused (a Message).")
    notice = param.Parameter(default=None, doc="What the last action did (a Message).")
    signed_in = param.Boolean(default=False, doc="True once the teacher code (or token) was shown.")

    def __init__(self, room: Classroom, **params: Any) -> None:
        super().__init__(**params)
        self.room = room
        self.token = ""

    def t(self, key: str, **params: Any) -> str:
        return render(Message(key, params), self.lang)

    def resume(self, token: str | None) -> None:
        if self.room.is_teacher(token):
            self.token = token or ""
            self.signed_in = True

    def sign_in(self) -> None:
        def go() -> None:
            self.token = self.room.check_teacher_code(self.code, client_place())
            self.code = ""  # the code leaves the page's box at once
            self.signed_in = True

        self.attempt(go)

    def attempt(self, action: Callable[[], Any], done: Message | None = None) -> None:
        """Do ``action``: a refusal is shown in words; ``done`` says what it did."""
        try:
            action()
        except ScatError as problem:
            self.param.update(error=problem.message, notice=None)
            return
        self.param.update(error=None, notice=done)

    def need_teacher(self) -> None:
        if not self.signed_in:  # a forged click from a page that never signed in
            raise ScatError("room.teacher_only")


def messages_html(session: TeacherSession) -> str:
    """The session's last refusal and notice, as the page's message boxes."""
    parts = []
    if session.error is not None:
        parts.append(("sl-error", "alert", "!", session.error))
    if session.notice is not None:
        parts.append(("sl-notice", "status", "i", session.notice))
    return "".join(
        f'<div class="sl-msg {kind}" role="{role}"><span class="sl-msg-icon" aria-hidden="true">{icon}</span>'
        f'<span class="sl-msg-text">{escape(render(m, session.lang))}</span></div>'
        for kind, role, icon, m in parts
    )


class LoginView(pn.viewable.Viewer):
    def __init__(self, session: TeacherSession) -> None:
        super().__init__()
        self.session = session
        self._intro = html_pane()
        self._code = TextBox.from_param(
            session.param.code, max_length=40, description=None, css_classes=["teacher-code"]
        )
        self._code.param.update(stylesheets=[":host input { -webkit-text-security: disc; }"])
        self._go = button("in", session.sign_in, "act-sign-in", "primary")
        self._message = html_pane()  # under the button, where the teacher is looking
        self._layout = pn.Column(self._intro, self._code, self._go, self._message, sizing_mode="stretch_width")
        session.param.watch(lambda *events: self.relabel(), "lang")
        session.param.watch(lambda *events: self._show_message(), "error")
        self.relabel()

    def _show_message(self) -> None:
        self._message.object = messages_html(self.session)

    def relabel(self) -> None:
        s = self.session
        title, intro = escape(s.t("room.teacher_title")), escape(s.t("room.teacher_intro"))
        self._intro.object = f'<div class="sl-h">{title}</div><p>{intro}</p>'
        self._code.name = s.t("room.teacher_code")
        self._go.label = s.t("room.sign_in")
        self._show_message()

    def __panel__(self) -> Any:
        return self._layout


class Dashboard(pn.viewable.Viewer):
    """Every table live, and the teacher's controls."""

    def __init__(self, session: TeacherSession) -> None:
        super().__init__()
        self.session = session
        room = session.room
        self._board = html_pane()
        self._store_alert = html_pane()
        self._deal = TextBox.from_param(
            session.param.deal, max_length=24, description=None, css_classes=["deal-all-code"]
        )
        self._deal_all = button("deal", self._on_deal_all, "act-deal-all", "primary")
        self._pause_all = button("pause", lambda: self._do(room.pause_all, "room.paused_all"), "act-pause-all")
        self._resume_all = button("resume", lambda: self._do(room.resume_all, "room.resumed_all"), "act-resume-all")
        self._new_table = TextBox.from_param(
            session.param.new_table, max_length=24, description=None, css_classes=["teacher-new-table"]
        )
        self._make = button("make", self._on_make_table, "act-teacher-make-table")
        self._tables = pn.Column(sizing_mode="stretch_width")
        self._move_student = Choice.from_param(
            session.param.student, options=[""], description=None, css_classes=["move-student"]
        )
        self._move_table = Choice.from_param(
            session.param.to_table, options=[""], description=None, css_classes=["move-table"]
        )
        self._move = button("move", self._on_move, "act-move")
        self._report = ReportView(session)
        self._heads = {key: html_pane() for key in ("class", "tables", "move", "report")}
        self._layout = pn.Column(
            self._store_alert, self._board,
            self._heads["class"], flow(self._deal, self._deal_all, self._pause_all, self._resume_all),
            flow(self._new_table, self._make),
            self._heads["tables"], self._tables,
            self._heads["move"], flow(self._move_student, self._move_table, self._move),
            self._heads["report"], self._report,
            sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS],
        )  # fmt: skip
        self._shown: tuple[Any, ...] = ()
        # Each table's row, by table: the state its buttons were made for, the row, its words
        self._rows: dict[str, tuple[tuple[Any, ...], Any, Any]] = {}
        self._rows_for: tuple[Any, ...] | None = None  # None: not drawn yet (no table is a state too)
        self._choices: tuple[Any, ...] = ()  # the students and tables the move form offers
        session.param.watch(lambda *events: self.refresh(force=True), "lang")
        self.refresh(force=True)

    # ---- the teacher's actions (each checks that this page signed in)

    def _do(self, action: Callable[[], Any], done: str, **params: Any) -> None:
        def go() -> None:
            self.session.need_teacher()
            action()

        self.session.attempt(go, Message(done, params))
        self.refresh(force=True)

    def _on_deal_all(self) -> None:
        s = self.session
        codes: list[str] = []

        def go() -> None:
            s.need_teacher()
            codes.append(s.room.deal_all(s.deal.strip() or None))

        s.attempt(go)
        if codes:
            s.notice = Message("room.dealt_all", {"code": codes[0], "count": len(s.room.tables)})
        self.refresh(force=True)

    def _on_make_table(self) -> None:
        s = self.session
        settings = s.room.defaults.settings
        self._do(lambda: s.room.make_table(settings(s.new_table, FOUR_PEOPLE)), "room.table_made", table=s.new_table)

    def _on_move(self) -> None:
        s = self.session
        self._do(lambda: s.room.move(s.student, s.to_table), "room.moved")

    def _table_action(self, table: ClassTable, what: str) -> None:
        actions: dict[str, tuple[Callable[[], Any], str]] = {
            "start": (table.start, "room.started"),
            "pause": (table.pause, "room.paused_one"),
            "resume": (table.resume, "room.resumed_one"),
            "end": (table.end, "room.ended"),
            "reveal": (lambda: table.set_reveal(not table.reveal), "room.reveal_changed"),
        }
        action, done = actions[what]
        self._do(action, done, table=table.name)

    # ---- drawing

    def refresh(self, force: bool = False) -> None:
        """Redraw what changed since the last time (looked at once a second): the labels only
        when forced (a new language), the lists of students and tables when they changed."""
        s = self.session
        room = s.room
        key = (room.version, s.lang, int(room.scheduler.now() // 10))  # long waits show within 10 s
        if key == self._shown and not force:
            return
        self._shown = key
        if force:
            self._relabel()
        self._store_alert.object = store_alert(room.store_failures, s.lang)
        self._deal.placeholder = room.last_deal or ""
        choices = (tuple((st.name, st.id) for st in room.students), tuple((t.name, t.id) for t in room), s.lang)
        if force or choices != self._choices:
            self._choices = choices
            self._move_student.param.update(name=s.t("room.move_who"), options={"": "", **dict(choices[0])})
            self._move_table.param.update(name=s.t("room.move_where"), options={"": "", **dict(choices[1])})
        self._draw_tables()
        self._report.refresh(force=force)

    def _relabel(self) -> None:
        s = self.session
        self._board.object = (
            f'<div class="sl-board"><div>{escape(s.t("room.board_code"))}</div>'
            f'<div class="sl-board-code">{escape(s.room.code)}</div>'
            f"<div>{escape(s.t('room.board_help'))}</div></div>"
        )
        for name, head in self._heads.items():
            head.object = f'<div class="sl-h">{escape(s.t("room.head_" + name))}</div>'
        self._deal.name = s.t("room.deal_label")
        self._deal_all.label = s.t("room.deal_all")
        self._pause_all.label, self._resume_all.label = s.t("room.pause_all"), s.t("room.resume_all")
        self._new_table.name = s.t("room.table_name")
        self._make.label = s.t("room.make_table")
        self._move.label = s.t("room.move")

    def _draw_tables(self) -> None:
        s = self.session
        tables = s.room.tables
        states = tuple((t.id, id(t), t.state, t.paused, t.reveal, s.lang) for t in tables)
        if states != self._rows_for:  # new tables, or new states: new buttons for those alone
            self._rows_for = states
            # A row is made again only when its own buttons change: remaking all of them at each
            # change of one table sent the whole list to the page and left the old rows' widgets
            # as garbage (with 30 tables, most of what a full collection found).
            old, self._rows = self._rows, {}
            for table, state in zip(tables, states, strict=True):
                kept = old.get(table.id)
                self._rows[table.id] = kept if kept is not None and kept[0] == state else (state, *self._row(table))
            self._tables.objects = [row for _, row, _ in self._rows.values()] or [
                html_pane(f"<p>{escape(s.t('room.no_tables'))}</p>")
            ]
        for table in tables:
            self._rows[table.id][2].object = table_overview(table, s.lang)

    def _row(self, table: ClassTable) -> tuple[Any, Any]:
        s = self.session
        info = html_pane(table_overview(table, s.lang))
        buttons: list[Any] = []
        if table.state is TableState.WAITING:
            buttons.append(button(s.t("room.start"), lambda: self._table_action(table, "start"), "act-table-start"))
        else:
            if table.paused:
                buttons.append(button(s.t("room.resume"), lambda: self._table_action(table, "resume"), "act-resume"))
            else:
                buttons.append(button(s.t("room.pause"), lambda: self._table_action(table, "pause"), "act-pause"))
            buttons.append(button(s.t("room.end"), lambda: self._table_action(table, "end"), "act-end"))
            reveal = "room.hide_hands" if table.reveal else "room.show_hands"
            buttons.append(button(s.t(reveal), lambda: self._table_action(table, "reveal"), "act-reveal"))
            link = f"?view=projector&table={table.id}"
            buttons.append(
                pn.pane.HTML(
                    f'<a class="sl-link" href="{escape(link)}" target="_blank" rel="noopener">'
                    f"{escape(s.t('room.projector'))}</a>",
                    css_classes=["act-projector"],
                    margin=(8, 6),
                )
            )
        return flow(info, *buttons, css_classes=["sl-table-row"], styles={"border-bottom": "1px solid #ddd"}), info

    def __panel__(self) -> Any:
        return self._layout


def store_alert(failures: int, lang: str) -> str:
    """The teacher is told when the store did not keep something ("" while it keeps all)."""
    if not failures:
        return ""
    text = escape(render(Message("room.store_failed", {"count": failures}), lang))
    return (
        f'<div class="sl-msg sl-error" role="alert"><span class="sl-msg-icon" aria-hidden="true">!</span>'
        f'<span class="sl-msg-text">{text}</span></div>'
    )


def table_overview(table: ClassTable, lang: str) -> str:
    """A table for the teacher: who sits where, whose turn (flagged after a long wait), lives."""

    def t(key: str, **params: Any) -> str:
        return render(Message(key, params), lang)

    parts = [table_summary(table, lang)]
    view = table.view()
    if view is not None and table.state is TableState.PLAYING:
        lives = ", ".join(f"{escape(name)} {life}" for name, life in zip(view.names, view.lives, strict=True))
        parts.append(f'<div class="sl-muted">{escape(t("room.lives_line"))} {lives}</div>')
        if view.current is not None:
            turn = t("room.turn_of", player=view.names[view.current])
            if table.on_autopilot(view.current):
                turn += " (" + t("room.autopilot") + ")"
            person = table.seats[view.current].student is not None and not table.on_autopilot(view.current)
            waited = int(table.waiting_seconds())
            shown = escape(turn)
            if person and waited >= LONG_WAIT and not table.paused:
                shown += f' <strong class="sl-flag">⚑ {escape(t("room.long_wait", count=waited))}</strong>'
            parts.append(f"<div>{shown}</div>")
        elif view.phase is Phase.GAME_OVER:
            parts.append(f"<div>{escape(t('ui.status.game_over', player=view.names[view.winner or 0]))}</div>")
        if table.deal_code:
            parts.append(f'<div class="sl-muted">{escape(t("room.deal", code=table.deal_code))}</div>')
    return "".join(parts)


class ReportView(pn.viewable.Viewer):
    """The class report: per student, hands played and decisions graded by the coach."""

    def __init__(self, session: TeacherSession) -> None:
        super().__init__()
        self.session = session
        self._chart = ReportChart()
        self._table = html_pane()
        self._topics = html_pane(css_classes=["sl-report-topics"])
        self._csv = SaveButton(
            callback=self._file, filename="class-report.csv", css_classes=["act-report-csv"], color="default"
        )
        self._shown: tuple[Any, ...] = ()
        self._drawn_at = float("-inf")
        self._layout = pn.Column(self._chart.pane, self._table, self._topics, self._csv, sizing_mode="stretch_width")

    def _file(self) -> io.StringIO | None:
        if not self.session.signed_in:
            return None
        return io.StringIO(self.session.room.report_csv())

    def refresh(self, force: bool = False) -> None:
        """The report again, at most every ``REPORT_SECONDS`` (every decision graded changes it,
        and a new chart is a whole new figure sent to the teacher's browser)."""
        s = self.session
        now = s.room.scheduler.now()
        if not force and now - self._drawn_at < REPORT_SECONDS:
            return
        self._drawn_at = now
        rows = s.room.report()
        topics = s.room.topic_report()
        key = (tuple(rows), tuple(topics), s.lang)
        if key == self._shown:
            return
        self._shown = key
        self._csv.label = s.t("room.report_csv")
        self._table.object = report_table(rows, s.lang)
        self._topics.object = topic_table(topics, s.lang)
        self._chart.show(rows if any(r.decisions for r in rows) else [], s.lang)

    def __panel__(self) -> Any:
        return self._layout


def report_table(rows: list[ReportRow], lang: str) -> str:
    def t(key: str, **params: Any) -> str:
        return render(Message(key, params), lang)

    heads = ("room.r_name", "room.r_table", "room.r_hands", "room.r_decisions", "room.r_best", "room.r_mistakes",
             "room.r_lives")  # fmt: skip
    head = "".join(f'<th scope="col">{escape(t(h))}</th>' for h in heads)
    body = "".join(
        f"<tr><th scope='row'>{escape(r.name)}</th><td>{escape(r.table)}</td><td>{r.hands}</td>"
        f"<td>{r.decisions}</td><td>{r.best}</td><td>{r.mistakes}</td><td>{r.lives_lost:.2f}</td></tr>"
        for r in rows
    )
    if not rows:
        return f"<p>{escape(t('room.no_students'))}</p>"
    # The table scrolls inside its box on a phone, not the whole page.
    table = f'<table class="sl-report"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'
    return (
        f'<div class="sl-scroll" role="region" aria-label="{escape(t("room.head_report"))}" tabindex="0">{table}</div>'
    )


def topic_table(rows: list[TopicRow], lang: str) -> str:
    """Per student and topic: decisions, the share best or good, lives lost per decision."""
    if not rows:
        return ""

    def t(key: str, **params: Any) -> str:
        return render(Message(key, params), lang)

    heads = ("room.r_name", "train.col_topic", "train.col_decisions", "train.col_accuracy", "train.col_lives_per")
    head = "".join(f'<th scope="col">{escape(t(h))}</th>' for h in heads)
    body = "".join(
        f"<tr><th scope='row'>{escape(r.name)}</th><td>{escape(_topic_name(r.topic, lang))}</td>"
        f"<td>{r.decisions}</td><td>{r.accuracy:.0%}</td><td>{r.lives_per_decision:.3f}</td></tr>"
        for r in rows
    )
    title = escape(t("room.head_topics"))
    table = (
        f'<table class="sl-report"><caption>{title}</caption><thead><tr>{head}</tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )
    return f'<div class="sl-scroll" role="region" aria-label="{title}" tabindex="0">{table}</div>'


def _topic_name(topic: str, lang: str) -> str:
    try:
        return render(Topic(topic).message(), lang)
    except ValueError:
        return "–"


def report_chart(rows: list[ReportRow], lang: str) -> Any:
    """Mistakes and the lives they cost, per student, as HoloViews bars."""
    import holoviews as hv
    import holoviews.plotting.bokeh

    def t(key: str) -> str:
        return render(Message(key), lang)

    student, mistakes, lives = t("room.r_name"), t("room.r_mistakes"), t("room.r_lives")
    data = [(r.name, r.mistakes, r.lives_lost) for r in rows]
    bars = hv.Bars(data, student, [mistakes, lives]).opts(
        color="#b45309",
        tools=["hover"],
        toolbar=None,
        responsive=True,
        height=240,
        title=t("room.report_chart"),
        ylim=(0, None),
    )
    return bars


class ReportChart:
    """The report's chart in the teacher's page. The report changes with every graded decision
    in the class: the chart's figure is made once per language and then given new data (a
    HoloViews stream), so that the teacher's browser gets the bars' numbers, not a new figure of
    some hundred models, and the server does not build one every ``REPORT_SECONDS``."""

    def __init__(self) -> None:
        self.pane = pn.pane.HoloViews(None, sizing_mode="stretch_width", height=260, visible=False)
        self._pipe: Any = None
        self._lang = ""

    def show(self, rows: list[ReportRow], lang: str) -> None:
        """The bars of ``rows`` (none: the chart is hidden)."""
        import holoviews as hv

        self.pane.visible = bool(rows)
        if not rows:
            return
        if self._pipe is None or lang != self._lang:
            # A module function, not a method: the stream must not hold the page's views.
            self._pipe, self._lang = hv.streams.Pipe(data=rows), lang
            self.pane.object = hv.DynamicMap(functools.partial(_chart_of, lang), streams=[self._pipe])
        else:
            self._pipe.send(rows)


def _chart_of(lang: str, data: list[ReportRow]) -> Any:
    return report_chart(data, lang).opts(framewise=True)  # the axes follow the new numbers


def prepare_report_chart() -> None:
    """Draw a report's chart once, before the lesson. The first drawing imports HoloViews'
    plotting and pandas: seconds on a small machine, during which the server's one event loop
    answers no student, if it happened when the first decision is graded mid-lesson; and the
    memory it takes (about 45 MB, kept for the server's life) is then in the server's figure
    from the start, not mistaken for sessions that were not freed."""
    row = ReportRow(name="-", table="-", hands=1, decisions=1, best=1, mistakes=0, lives_lost=0.0)
    pn.pane.HoloViews(report_chart([row], "en")).get_root()


# ---------------------------------------------------------------------- the pages


class TeacherPage(pn.viewable.Viewer):
    """The teacher's page: the form for the teacher code, then the dashboard."""

    def __init__(self, room: Classroom, lang: str = "en") -> None:
        super().__init__()
        session = self.session = TeacherSession(room, lang=lang)
        session.resume(cookie(TEACHER_COOKIE.format(code=room.code)))
        self._title = html_pane(sizing_mode=None, margin=(4, 8))  # as wide as its text (fixed needs a width)
        self._language = language_menu(session)
        self._message = html_pane()
        self._cookie = Cookie(name=TEACHER_COOKIE.format(code=room.code), value=session.token)
        self._connection = ConnectionWatch()
        self._screen = ScreenMode()
        self._content = pn.Column(sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS])
        self._dashboard: Dashboard | None = None
        self._root = pn.Column(
            self._connection, flow(self._title, self._language), self._message, self._content, self._cookie,
            self._screen,
            css_classes=["sl-app"], sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS],
            styles={"max-width": "1500px", "margin": "0 auto"},
        )  # fmt: skip
        session.param.watch(lambda *events: self._show(), "signed_in")
        session.param.watch(lambda *events: self._relabel(), "lang")
        session.param.watch(lambda *events: self._show_message(), ["error", "notice"])
        self._relabel()
        self._show()
        every(POLL_SECONDS, self._tick)

    def _relabel(self) -> None:
        s = self.session
        title = s.t("room.teacher_title")
        self._title.object = f'<h1 class="sl-title">{escape(title)}</h1>'
        self._language.label = s.t("ui.lang")
        self._connection.away = s.t("ui.connection_lost")
        self._screen.title = title
        self._show_message()

    def _show_message(self) -> None:
        s = self.session
        self._cookie.value = s.token
        # Before signing in, the login box shows its own refusals next to the code.
        self._message.object = messages_html(s) if s.signed_in else ""

    def _show(self) -> None:
        self._show_message()
        if self.session.signed_in:
            self._dashboard = Dashboard(self.session)
            self._content.objects = [self._dashboard]
        else:
            self._dashboard = None
            self._content.objects = [LoginView(self.session)]

    def _tick(self) -> None:
        if self._dashboard is not None:
            self._dashboard.refresh()

    def __panel__(self) -> Any:
        return self._root


class ProjectorPage(pn.viewable.Viewer):
    """One table on the projector: big, public information only; a finished hand face up, its
    showdown stepped through by the teacher."""

    def __init__(self, room: Classroom, table_id: str | None, lang: str = "en") -> None:
        super().__init__()
        self.room, self.lang, self.table_id = room, lang, table_id
        self.session = TeacherSession(room, lang=lang)
        self.session.resume(cookie(TEACHER_COOKIE.format(code=room.code)))
        self._screen_mode = ScreenMode(scale=PROJECTOR_SCALE)
        self._head = html_pane()
        self._content = pn.Column(sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS])
        self._seat: ClassSeat | None = None
        self._game: Any = None
        self._root = pn.Column(
            ConnectionWatch(away=self._t("ui.connection_lost")), self._head, self._content, self._screen_mode,
            css_classes=["sl-app"], sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS],
        )  # fmt: skip
        self._show()
        every(POLL_SECONDS, self._show)
        on_session_end(self._drop)

    def _t(self, key: str, **params: Any) -> str:
        return render(Message(key, params), self.lang)

    def _show(self) -> None:
        if not self.session.signed_in:
            if self._game is not False:
                self._game = False
                self._content.objects = [LoginView(self.session)]
                self.session.param.watch(lambda *events: self._show(), "signed_in")
            self._head.object = ""
            return
        try:
            table = self.room.table(self.table_id)
        except ScatError as problem:
            self._head.object = f'<p role="alert">{escape(render(problem.message, self.lang))}</p>'
            return
        self._screen_mode.title = self._t("room.projector_title", table=table.name)
        self._head.object = f'<h1 class="sl-title">{escape(self._t("room.projector_title", table=table.name))}</h1>'
        if table.table is self._game:
            return
        self._drop()
        self._game = table.table
        if table.table is None or table.state is not TableState.PLAYING:
            nothing = escape(self._t("room.nothing_to_watch", table=table.name))
            self._content.objects = [html_pane(f"<p>{nothing}</p>")]
            return
        self._seat = ClassSeat(
            table, None, deliver=into_this_session, scheduler=timer, lang=self.lang, projector=True, speed="step"
        )
        self._content.objects = [PlayScreen(model=self._seat)]

    def _drop(self) -> None:
        if self._seat is not None:
            self._seat.dispose()
            self._seat = None

    def __panel__(self) -> Any:
        return self._root


__all__ = [
    "Dashboard",
    "ProjectorPage",
    "ReportView",
    "TeacherPage",
    "prepare_report_chart",
    "report_chart",
    "store_alert",
    "table_overview",
]
