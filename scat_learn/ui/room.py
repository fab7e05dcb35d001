"""A student's classroom page: join with the classroom code, choose a table, play.

The page is one :class:`RoomSession` (this browser session's place in the classroom: who the
student is, where they are, what they typed, what went wrong) and thin views of it, one per
stage: *join* (the code and a name), *tables* (every table, and a form to make one), the
student's *table* (its seats while it waits; the game once it is on) and *watching* another
table. The student's seat token is kept in a cookie, so that a reload, a new tab or a lost
connection brings them back to the same seat and screen.

The game's screen is the single-student app's (:class:`~.play.PlayScreen`) on a
:class:`~.seat.ClassSeat`; the table's changes reach it through
:func:`~.sessions.into_this_session`. The page follows the classroom by its news: a change
anywhere in the class asks each page whether it concerns it (cheaply: a page at a table in play
only cares whether the student still sits there and the game is the same), and a page that is
concerned looks again in its own session, at most once every :data:`LOOK_SECONDS` (the list of
tables changes with every move at every table). A look every :data:`POLL_SECONDS` is the safety
net. Before, every page looked once a second: with 60 students, 60 callbacks a second on the
server's loop, each paying Panel's bookkeeping, for news that concerned almost none of them.
"""

from __future__ import annotations

import logging
from html import escape
from typing import Any

import panel as pn
import param

from ..classroom.room import Classroom, Student
from ..classroom.seating import PERSON, ClassTable, TableState
from ..classroom.training import Training
from ..errors import ScatError
from ..i18n import LANGUAGES
from ..messages import Message, render
from ..state import Phase
from .app import KEYS
from .cardrow import Shortcuts
from .collector import PACING
from .components import KeysHelp, ScreenMode
from .guard import Choice, TextBox
from .model import LEVELS
from .play import PlayScreen
from .reconnect import ConnectionWatch
from .seat import ClassSeat
from .sessions import (
    SEAT_COOKIE,
    Cookie,
    FollowNews,
    client_place,
    cookie,
    every,
    into_this_session,
    on_session_end,
    timer,
)
from .settings import language_menu
from .style import LAYOUT_CSS
from .switch import NumberBox
from .tablelist import TableList
from .training import DrillView, ReviewView, StudentTraining, TrainingScreen
from .views import assign, button, flow, html_pane

log = logging.getLogger(__name__)

STAGES = ("join", "tables", "table", "watching")
CLOCKS = (0, 20, 30, 60, 120)  # seconds a move at a new table (0: no clock)
LOOK_SECONDS = 1.0  # the least time between two looks of a page at the classroom
POLL_SECONDS = 10.0  # a look without news (the safety net)


def watchers_on(owner: param.Parameterized) -> list[Any]:
    """Every watcher of ``owner``'s parameters (param's own record of them)."""
    return [w for by_kind in owner.param.watchers.values() for found in by_kind.values() for w in found]


class RoomSession(param.Parameterized):
    """This browser session's place in the classroom, and what the student typed."""

    lang: param.Selector[str] = param.Selector(default="en", objects=list(LANGUAGES), doc="The page's language.")
    stage: param.Selector[str] = param.Selector(default="join", objects=list(STAGES), doc="Which page is shown.")
    code = param.String(default="", doc="The classroom code, as typed.")
    your_name = param.String(default="", doc="The student's name, as typed.")
    table_name = param.String(default="", doc="The name of a new table.")
    seats = param.Integer(default=4, bounds=(2, 9), doc="Seats at a new table.")
    people = param.Integer(default=4, bounds=(1, 9), doc="Seats for people at a new table (bots take the others).")
    level: param.Selector[str] = param.Selector(default="intermediate", objects=list(LEVELS), doc="The bots' level.")
    clock: param.Selector[int] = param.Selector(default=0, objects=list(CLOCKS), doc="Seconds a move (0: no clock).")
    error = param.Parameter(default=None, doc="Why the last attempt was refused (a Message).")
    version = param.Integer(default=0, doc="Bumped when what the page shows has changed.")

    def __init__(self, room: Classroom, **params: Any) -> None:
        super().__init__(**params)
        self.room = room
        self.student: Student | None = None
        self.watching: ClassTable | None = None
        self.token = ""  # the seat token this browser keeps (see the page's Cookie)

    # ------------------------------------------------------------------ where the student is

    def resume(self, token: str | None) -> None:
        """A browser that has a seat token of this classroom: back to where its student was."""
        student = self.room.student(token)
        if student is not None and token:
            self.student, self.token = student, token  # a restored class knows only its hash
            self.place()

    @property
    def table(self) -> ClassTable | None:
        return None if self.student is None else self.room.table_of(self.student.id)

    def place(self) -> None:
        """The stage the student's place in the classroom calls for (after the student's own
        action: the page's message and cookie are shown again too)."""
        self.param.update(stage=self._stage_now(), version=self.version + 1)

    def follow(self) -> None:
        """The stage, if the classroom moved the student (a table that started, the teacher's
        move): nothing else is touched, as this runs every second in every session."""
        self.stage = self._stage_now()

    def _stage_now(self) -> str:
        if self.student is None:
            return "join"
        if self.table is not None:
            return "table"
        return "watching" if self.watching is not None else "tables"

    def t(self, key: str, **params: Any) -> str:
        return render(Message(key, params), self.lang)

    def _attempt(self, action: Any) -> bool:
        try:
            action()
        except ScatError as problem:
            self.param.update(error=problem.message, version=self.version + 1)
            return False
        self.error = None
        self.place()
        return True

    # ------------------------------------------------------------------ the student's actions

    def join(self) -> None:
        def go() -> None:
            self.room.check_code(self.code, client_place())
            self.student = self.room.join(self.your_name)
            self.token = self.student.token

        self._attempt(go)

    def sit(self, table_id: str) -> None:
        self._attempt(lambda: self.room.sit(self._me(), table_id))

    def watch(self, table_id: str) -> None:
        def go() -> None:
            table = self.room.table(table_id)
            if table.table is None:
                raise ScatError("room.nothing_to_watch", table=table.name)
            self.watching = table

        self._attempt(go)

    def make_table(self) -> None:
        def go() -> None:
            seats = [PERSON] * min(self.people, self.seats) + [self.level] * max(0, self.seats - self.people)
            settings = self.room.defaults.settings(self.table_name, tuple(seats), turn_clock=self.clock or None)
            self.room.make_table(settings, self._me())

        self._attempt(go)

    def start_now(self) -> None:
        table = self.table
        if table is not None and table.state is TableState.WAITING:
            self._attempt(table.start)

    def leave(self) -> None:
        self._attempt(lambda: self.room.leave(self._me()))

    def back(self) -> None:
        self.watching = None
        self.place()

    def training(self) -> Training | None:
        """The student's drills and progress, if the classroom keeps a store (else None)."""
        keeper = self.room.keeper
        if self.student is None or keeper is None:
            return None
        return Training(keeper.store, self.student.id, self.student.name)

    def _me(self) -> str:
        if self.student is None:
            raise ScatError("room.join_first")
        return self.student.id


# ---------------------------------------------------------------------- the stages


class JoinView(pn.viewable.Viewer):
    """The classroom code and a name: no account, nothing else."""

    def __init__(self, session: RoomSession) -> None:
        super().__init__()
        self.session = session
        self._intro = html_pane()
        self._code = TextBox.from_param(session.param.code, max_length=24, description=None, css_classes=["join-code"])
        self._name = TextBox.from_param(
            session.param.your_name, max_length=24, description=None, css_classes=["join-name"]
        )
        self._go = button("join", session.join, "act-join", "primary")
        self._layout = pn.Column(self._intro, flow(self._code, self._name), self._go, sizing_mode="stretch_width")
        session.param.watch(lambda *events: self._relabel(), "lang")
        self._relabel()

    def _relabel(self) -> None:
        s = self.session
        self._intro.object = (
            f'<div class="sl-h">{escape(s.t("room.join_title"))}</div><p>{escape(s.t("room.join_intro"))}</p>'
        )
        self._code.param.update(name=s.t("room.code_label"), placeholder="K7QM2X")
        self._name.param.update(name=s.t("room.name_label"), placeholder=s.t("room.name_placeholder"))
        self._go.label = s.t("room.join")

    def __panel__(self) -> Any:
        return self._layout


class TablesView(pn.viewable.Viewer):
    """Every table of the class (sit at one with room, or watch one in play), and a new table."""

    def __init__(self, session: RoomSession) -> None:
        super().__init__()
        self.session = session
        self._hello = html_pane()
        self._list = TableList(on_sit=session.sit, on_watch=session.watch)
        self._new_title = html_pane()
        self._name = TextBox.from_param(
            session.param.table_name, max_length=24, description=None, css_classes=["new-table-name"]
        )
        self._seats = NumberBox.from_param(session.param.seats, description="", css_classes=["new-table-seats"])
        self._people = NumberBox.from_param(session.param.people, description="", css_classes=["new-table-people"])
        self._level = Choice.from_param(
            session.param.level, options=list(LEVELS), description=None, css_classes=["new-table-level"]
        )
        self._clock = Choice.from_param(
            session.param.clock, options=list(CLOCKS), description=None, css_classes=["new-table-clock"]
        )
        self._fields = [self._name, self._seats, self._people, self._level, self._clock]
        self._make = button("make", session.make_table, "act-make-table", "primary")
        self._shown: tuple[Any, ...] = ()
        self._layout = pn.Column(
            self._hello, self._list, self._new_title, flow(*self._fields), self._make, sizing_mode="stretch_width"
        )
        training = session.training()
        if training is not None:  # the student's own drills and progress, from the classroom's store
            self.training = StudentTraining(training, session.lang)
            self._layout.append(self.training)
            session.param.watch(lambda event: setattr(self.training.model, "lang", event.new), "lang")
        session.param.watch(lambda *events: self.refresh(force=True), "lang")
        self.refresh(force=True)

    def refresh(self, force: bool = False) -> None:
        """Redraw the list if the classroom has changed since it was drawn."""
        s = self.session
        key = (s.room.version, s.lang)
        if key == self._shown and not force:
            return
        self._shown = key
        name = s.student.name if s.student else ""
        self._hello.object = f'<div class="sl-h">{escape(s.t("room.hello", name=name))}</div>'
        assign(self._list, rows=self._rows(s.room.tables), empty=s.t("room.no_tables"), label=s.t("room.tables"))
        self._new_title.object = f'<div class="sl-h">{escape(s.t("room.new_table"))}</div>'
        self._name.name = s.t("room.table_name")
        self._seats.label, self._people.label = s.t("room.seats"), s.t("room.people")
        self._level.param.update(name=s.t("room.bots_level"), options={s.t("ui.level." + lv): lv for lv in LEVELS})
        clocks = {s.t("room.clock_off") if c == 0 else s.t("room.seconds", count=c): c for c in CLOCKS}
        self._clock.param.update(name=s.t("room.clock"), options=clocks)
        self._make.label = s.t("room.make_table")

    def _rows(self, tables: list[ClassTable]) -> list[dict[str, str]]:
        """A row per table for :class:`~.tablelist.TableList`: its line, and the labels of the
        buttons it has ("" for none)."""
        s = self.session
        sit, watch = s.t("room.sit"), s.t("room.watch")
        return [
            {
                "id": table.id,
                "line": table_summary(table, s.lang),
                "sit": sit if table.has_room else "",
                "watch": watch if table.has_game else "",
            }
            for table in tables
        ]

    def __panel__(self) -> Any:
        return self._layout


def table_summary(table: ClassTable, lang: str) -> str:
    """A table in one line: its name, its seats (who, or free, or a bot), how it is going."""

    def t(key: str, **params: Any) -> str:
        return render(Message(key, params), lang)

    names = table.seat_names()
    seats = []
    for i, seat in enumerate(table.seats):
        if seat.student is not None:
            seats.append(escape(names[i]))
        elif seat.is_person and table.state is TableState.WAITING:
            seats.append(f'<span class="sl-muted">{escape(t("room.free_seat"))}</span>')
        else:
            level = table.level(i)
            shown = names[i] if table.state is TableState.PLAYING else t("room.bot")
            seats.append(f"{escape(shown)} <small>({escape(t('ui.level.' + (level or seat.kind)))})</small>")
    if table.state is TableState.WAITING:
        state = t("room.state_waiting", count=len(table.open_seats))
    elif table.resting:
        state = t("room.state_resting")
    elif table.paused:
        state = t("room.state_paused")
    else:
        view = table.view()
        if view is not None and view.phase is Phase.GAME_OVER:  # until its people start the next
            state = t("room.state_game_over", hand=view.hand_number)
        else:
            state = t("room.state_playing", hand=view.hand_number if view else 1)
    return (
        f'<div class="sl-table-line"><strong>{escape(table.name)}</strong> · {", ".join(seats)}'
        f' <span class="sl-muted">· {escape(state)}</span></div>'
    )


class WaitingView(pn.viewable.Viewer):
    """The student's table while it waits for its people: who sits where, start now, leave."""

    def __init__(self, session: RoomSession) -> None:
        super().__init__()
        self.session = session
        self._info = html_pane()
        self._start = button("start", session.start_now, "act-start", "primary")
        self._leave = button("leave", session.leave, "act-leave")
        self._layout = pn.Column(self._info, flow(self._start, self._leave), sizing_mode="stretch_width")
        self._shown: tuple[Any, ...] = ()
        self.refresh(force=True)

    def refresh(self, force: bool = False) -> None:
        s, table = self.session, self.session.table
        if table is None:
            return
        key = (table.version, s.lang)
        if key == self._shown and not force:
            return
        self._shown = key
        self._info.object = (
            f'<div class="sl-h">{escape(s.t("room.your_table", table=table.name))}</div>'
            f"{table_summary(table, s.lang)}<p>{escape(s.t('room.waiting_help'))}</p>"
        )
        self._start.label = s.t("room.start_now")
        self._leave.label = s.t("room.leave")

    def __panel__(self) -> Any:
        return self._layout


class GameStage(pn.viewable.Viewer):
    """A table in play, from the student's seat (or watched): a line about the table, then the
    game's screen."""

    def __init__(self, session: RoomSession, table: ClassTable, student: str | None) -> None:
        super().__init__()
        self.session, self.class_table = session, table
        self.seat = ClassSeat(
            table, student, deliver=into_this_session, scheduler=timer, lang=session.lang, speed="normal"
        )
        self.game_of = table.table  # the game this screen was made for (a new game: a new screen)
        self.screen = PlayScreen(model=self.seat)
        self._head = html_pane()
        leave = (session.leave, "room.leave", "act-leave") if student else (session.back, "room.back", "act-back")
        self._leave = button("leave", leave[0], leave[2])
        self._leave_key = leave[1]
        # A finished game's review (every card shown: only once it is over), for a seat's student.
        self._review_button = button("review", self._open_review, "act-review-game", "primary")
        self._review_button.visible = False
        self.review: TrainingScreen | None = None
        self._review_area = pn.Column(sizing_mode="stretch_width")
        self._layout = pn.Column(
            flow(self._head, self._leave, self._review_button), self.screen, self._review_area,
            sizing_mode="stretch_width",
        )  # fmt: skip
        session.param.watch(self._on_lang, "lang")
        self.seat.param.watch(lambda *events: self.refresh(), "version")
        self.refresh()

    def _on_lang(self, event: Any) -> None:
        self.seat.lang = event.new
        if self.review is not None:
            self.review.lang = event.new
        self.refresh()

    def refresh(self) -> None:
        s, table = self.session, self.class_table
        parts = [escape(s.t("room.at_table", table=table.name))]
        if table.deal_code:
            parts.append(escape(s.t("room.deal", code=table.deal_code)))
        if table.deadline is not None and table.settings.turn_clock:
            parts.append(escape(s.t("room.clock_on", count=table.settings.turn_clock)))
        if self.seat.spectator:
            parts.append(escape(s.t("room.watching_note")))
        self._head.object = f'<div class="sl-table-head">{" · ".join(parts)}</div>'
        self._leave.label = s.t(self._leave_key)
        self._review_button.label = s.t("train.review_open")
        over = self.seat.student is not None and self.seat.view().phase == "game_over"
        self._review_button.visible = over and self.review is None

    def _open_review(self) -> None:
        """The review of this seat's finished game, below the table, and its drills on request."""
        student = self.seat.student
        if student is None or self.review is not None:
            return
        training = self.session.training() or Training.alone()  # no store: drills for this page only
        table = self.class_table
        self.review = TrainingScreen(training=training, reviewer=lambda: table.review(student), lang=self.session.lang)
        self.review.param.watch(self._wanted, "wanted_tab")
        self.review.open_review()
        self._review_area.objects = [ReviewView(model=self.review)]
        self._review_button.visible = False

    def _wanted(self, event: Any) -> None:
        """The review's "drill my mistakes": the drills open below it."""
        if event.new == "drills" and self.review is not None:
            self.review.wanted_tab = ""
            if len(self._review_area.objects) == 1:
                self._review_area.append(DrillView(model=self.review))

    def follow_game(self) -> None:
        """The table's new game, on this same stage (see :meth:`ClassSeat.follow_game`); the
        last game's review goes with it."""
        self.seat.follow_game()
        self.game_of = self.class_table.table
        self.review = None
        self._review_area.objects = []
        self.refresh()

    def key(self, key: str) -> None:
        self.screen.key(key)

    def dispose(self) -> None:
        self.seat.dispose()

    def __panel__(self) -> Any:
        return self._layout


# ---------------------------------------------------------------------- the page


class RoomPage(pn.viewable.Viewer):
    """A student's whole page: the top line, the message, and the stage the student is at.
    While it shows the student's own table, the student counts as present there."""

    def __init__(self, room: Classroom, lang: str = "en", code: str = "") -> None:
        super().__init__()
        session = self.session = RoomSession(room, lang=lang, code=code)
        session.resume(cookie(SEAT_COOKIE.format(code=room.code)))
        self._title = html_pane(sizing_mode=None, margin=(4, 8))  # as wide as its text (fixed needs a width)
        self._language = language_menu(session)
        self._help = KeysHelp(margin=(4, 8))
        self._error = html_pane()
        self._cookie = Cookie(name=SEAT_COOKIE.format(code=room.code), value=session.token)
        self._connection = ConnectionWatch()
        self._keys = Shortcuts(on_key=self._key, keys=[key for keys, _ in KEYS for key in keys.split()])
        self._screen = ScreenMode()
        self._stage: Any = None
        self._stage_watchers: list[Any] = []  # what the stage watches on the session
        self._shown: tuple[Any, ...] = ()
        self._present: tuple[ClassTable, str] | None = None
        self._content = pn.Column(sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS])
        head = flow(self._title, self._language, self._help)
        self._root = pn.Column(
            self._connection, head, self._keys, self._error, self._content, self._cookie, self._screen,
            css_classes=["sl-app"], sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS],
            styles={"max-width": "1500px", "margin": "0 auto"},
        )  # fmt: skip
        session.param.watch(lambda *events: self._show(), ["stage"])
        session.param.watch(lambda *events: self._relabel(), ["lang"])
        session.param.watch(lambda *events: self._show_error(), ["error", "version"])
        self._relabel()
        self._show()
        self._news = FollowNews(session.room.subscribe, self._tick, self._concerned, LOOK_SECONDS)
        every(POLL_SECONDS, self._tick)
        on_session_end(self._ended)

    def _relabel(self) -> None:
        s = self.session
        title = s.t("room.title")
        self._title.object = f'<h1 class="sl-title">{escape(title)}</h1>'
        self._language.label = s.t("ui.lang")
        self._help.param.update(
            button=s.t("ui.keys_button"), title=s.t("ui.keys_title"), close=s.t("ui.keys_close"),
            keys=[[keys, s.t(what)] for keys, what in KEYS],
        )  # fmt: skip
        self._keys.param.update(hint=s.t("ui.keys_hint"), hint_active=s.t("ui.keys_active"))
        self._connection.away = s.t("ui.connection_lost")
        self._screen.title = title
        self._show_error()

    def _show_error(self) -> None:
        s = self.session
        self._cookie.value = s.token
        if s.error is None:
            self._error.object = ""
            return
        text = escape(render(s.error, s.lang))
        self._error.object = (
            f'<div class="sl-msg sl-error" role="alert"><span class="sl-msg-icon" aria-hidden="true">!</span>'
            f'<span class="sl-msg-text">{text}</span></div>'
        )

    # ------------------------------------------------------------------ the stages

    def _where(self) -> tuple[Any, ...]:
        """What the content should show now: the stage, its table, and the game it shows."""
        s = self.session
        table = s.table if s.stage == "table" else s.watching if s.stage == "watching" else None
        if table is None:
            return (s.stage,)
        game = table.table if table.state is TableState.PLAYING else None
        return (s.stage, table.id, id(game) if game is not None else None)

    def _show(self) -> None:
        where = self._where()
        if where == self._shown and self._stage is not None:
            return
        if isinstance(self._stage, GameStage) and where[:2] == self._shown[:2] and where[2] is not None:
            self._stage.follow_game()  # the same table, a new game: the same screen shows it
            self._shown = where
            return
        if self._stage is not None:
            PACING.page_replaced()
        self._drop_stage()
        before = {id(w) for w in watchers_on(self.session)}
        self._stage, self._shown = self._build(where), where
        self._stage_watchers = [w for w in watchers_on(self.session) if id(w) not in before]
        self._content.objects = [self._stage]
        self._follow_presence()

    def _build(self, where: tuple[Any, ...]) -> Any:
        s = self.session
        if s.stage == "join":
            return JoinView(s)
        if s.stage == "tables" or len(where) < 3:
            return TablesView(s)
        table = s.table if s.stage == "table" else s.watching
        assert table is not None
        if where[2] is None:
            return WaitingView(s)
        student = s.student.id if s.stage == "table" and s.student is not None else None
        return GameStage(s, table, student)

    def _follow_presence(self) -> None:
        """The student is present at their table while this page shows it."""
        s = self.session
        table = s.table if s.stage == "table" else None
        here = (table, s.student.id) if table is not None and s.student is not None else None
        if here == self._present:
            return
        if self._present is not None:
            self._present[0].disconnect(self._present[1])
        self._present = here
        if here is not None:
            here[0].connect(here[1])

    def _drop_stage(self) -> None:
        """The stage goes, and with it what it watched on the session: its own watchers and the
        links of the widgets it made from the session's parameters. The session lives as long
        as the tab; left there, they kept every stage the student had passed alive with it: in
        a class of 30 tables, a student's page at a table held 3.8 MB, and holds 1.8 MB now
        (``benchmarks/page_memory.py``)."""
        stage, self._stage = self._stage, None
        for watcher in self._stage_watchers:
            self.session.param.unwatch(watcher)
        self._stage_watchers = []
        if isinstance(stage, GameStage):
            stage.dispose()

    def _concerned(self) -> bool:
        """Whether news of the class may change the page: always, but at a table in play, where
        only a new game, or the student no longer seated there, changes the page (the table's
        screen follows its moves by itself)."""
        stage, s = self._stage, self.session
        if not isinstance(stage, GameStage):
            return True
        table = stage.class_table
        if table.table is not stage.game_of or table.state is not TableState.PLAYING:
            return True
        return s.stage == "table" and (s.student is None or table.seat_of(s.student.id) is None)

    def _tick(self) -> None:
        """Follow the classroom (a table that started, a new game, a new list of tables)."""
        s = self.session
        if s.student is not None and s.stage in ("table", "tables"):
            s.follow()
        if self._where() != self._shown:
            self._show()
        elif isinstance(self._stage, (TablesView, WaitingView)):
            self._stage.refresh()

    def _key(self, key: str) -> None:
        if key == "?":
            self._help.shown = True
        elif isinstance(self._stage, GameStage):
            self._stage.key(key)

    def _ended(self) -> None:
        self._news.stop()
        self._drop_stage()
        if self._present is not None:
            self._present[0].disconnect(self._present[1])
            self._present = None

    def __panel__(self) -> Any:
        return self._root


__all__ = ["GameStage", "JoinView", "RoomPage", "RoomSession", "TablesView", "WaitingView", "table_summary"]
