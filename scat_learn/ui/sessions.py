"""Browser sessions of a classroom: bringing a shared table's changes into each session, the
place a session comes from, and the cookie that keeps a student's seat.

A classroom table changes in one session's callback (a student's click) or in a server timer
(a bot's move); every other session at the table must then update its own screen. It must not
do so from the wrong place: a session's document may only be changed with its lock held, on
the server's loop. :func:`into_this_session` wraps a listener so that Panel runs it in the
listener's own session: at once if that session is the one being served now, else at the
session's next tick (``pn.state.execute`` with the session as the current document: Panel's
own scheduling of updates into other sessions). There the listener runs under Panel's
:func:`~panel.io.hold`: one move changes a dozen models of the screen, and they go to the
browser as one message, not one message each. Panel does not hold a session's own events (a
click, a card's message): the app's buttons, card rows and keys hold the document themselves
(:func:`~.views.button`, :class:`~.cardrow.CardRow`).
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

import panel as pn
import param
from panel.custom import JSComponent
from panel.io import hold
from panel.io.resources import LOCAL_DIST
from panel.io.state import set_curdoc

log = logging.getLogger(__name__)
E = TypeVar("E")

SEAT_COOKIE = "scat_seat_{code}"  # the seat token of a student of classroom ``code``
TEACHER_COOKIE = "scat_teacher_{code}"
COOKIE_DAYS = 1  # a class lasts a day at most: the browser forgets the token after it


def into_this_session(listener: Callable[[E], None]) -> Callable[[E], None]:
    """``listener`` run in the session being built now, whichever session or timer calls it.
    Outside a server (a notebook, a test) it is called at once."""
    doc = pn.state.curdoc
    if doc is None or getattr(doc, "session_context", None) is None:
        return listener

    def deliver(event: E) -> None:
        if doc.session_context is None:  # the session has gone; its cleanup unsubscribes it
            return
        if pn.state.curdoc is doc:  # this session's own callback: its lock is held, update now
            with hold(doc):
                listener(event)
            return

        def held() -> None:
            with hold(doc):
                listener(event)

        with set_curdoc(doc):  # another session's callback, or a timer: at this session's next tick
            pn.state.execute(held, schedule=True)

    return deliver


class FollowNews:
    """A page that follows a source's news (a classroom's changes) in its own session.

    Each piece of news asks ``concerned()`` where it happened (in another session's callback,
    a timer: it must only read, and quickly, as it runs for every page at every change); a
    concerned page then calls ``look()`` in its own session, never inside the change itself
    and at most once every ``spacing`` seconds, however much news comes meanwhile. ``stop()``
    ends it (when the session ends). Outside a server the look comes at once."""

    def __init__(
        self,
        subscribe: Callable[[Callable[[], None]], Callable[[], None]],
        look: Callable[[], None],
        concerned: Callable[[], bool] = lambda: True,
        spacing: float = 1.0,
    ) -> None:
        self._look, self._concerned, self._spacing = look, concerned, spacing
        self._due, self._looked_at = False, 0.0
        self._deliver = into_this_session(self._soon)
        self.stop = subscribe(self._news)

    def _news(self) -> None:
        if not self._due and self._concerned():
            self._due = True
            self._deliver(None)

    def _soon(self, _news: object) -> None:
        if not in_a_server():
            self._now()
            return
        wait = max(0.0, self._spacing - (time.monotonic() - self._looked_at))
        timer(self._now, int(wait * 1000) + 1)

    def _now(self) -> None:
        self._due, self._looked_at = False, time.monotonic()
        self._look()


def local_stylesheets() -> None:
    """Panel's own stylesheets for this session's page from this server, never from the CDN.

    Panel points a page's stylesheets at this server when it writes the page's HTML. A page whose
    websocket comes later than Bokeh's unused-session lifetime (15 s: a slow phone, a browser
    starved of its machine's cores) gets a new session from the websocket alone, whose HTML is
    never written: its stylesheets then point at the CDN, and in a classroom without internet
    that page has no style. Call this first when building a served page: the session knows where
    its files are before any model is made (writing the HTML, if it comes, sets the same)."""
    doc = pn.state.curdoc
    if doc is None or getattr(doc, "session_context", None) is None:
        return
    rel = pn.state.rel_path
    doc.template_variables.setdefault("dist_url", f"{rel}/{LOCAL_DIST}" if rel else LOCAL_DIST)


class SessionTimeout:
    """A served session's one-shot timer (:func:`timer`); ``stop()`` before it fires cancels it."""

    def __init__(self, doc: Any, callback: Callable[[], None], milliseconds: int) -> None:
        self._doc, self.stopped = doc, False
        self._handle: Any = None

        def fire() -> None:
            # Bokeh's handle holds this function, which holds this timer: once it has run the
            # timer lets go of the handle, so that nothing waits for the cycle collector.
            self.stopped, self._handle = True, None
            with set_curdoc(doc):  # Panel's current document, for the updates the callback makes
                callback()

        self._handle = doc.add_timeout_callback(fire, milliseconds)

    def stop(self) -> None:
        if self.stopped:
            return
        self.stopped = True
        handle, self._handle = self._handle, None
        with contextlib.suppress(ValueError, AttributeError):  # it ran meanwhile, or the session ended
            self._doc.remove_timeout_callback(handle)


def timer(callback: Callable[[], None], milliseconds: int) -> Any:
    """Run ``callback`` once after ``milliseconds`` in this session (served or in a notebook):
    the tables' and screens' :class:`~scat_learn.classroom.table.Scheduler`.

    Served, it is the session document's own timeout callback, which Bokeh forgets once it has
    run and drops with the session. ``pn.state.add_periodic_callback`` would also keep every
    timer it ever made in the session's list until the session ends: a screen that times each
    step of a showdown, a page that spaces its looks at the classroom, made hundreds an hour,
    each holding what it was to update (benchmarks/README.md, issue 15)."""
    doc = pn.state.curdoc
    if doc is not None and getattr(doc, "session_context", None) is not None:
        return SessionTimeout(doc, callback, milliseconds)
    return pn.state.add_periodic_callback(callback, period=milliseconds, count=1)


def every(seconds: float, method: Callable[[], None]) -> Any:
    """Call ``method`` (a bound method) every ``seconds`` in this session, stopped when the
    session ends. The timer holds its object weakly: a session's periodic callback that outlives
    it, in Bokeh's loop, must not keep a closed page alive (seen after every page of a class
    closed, issue 15); once the object is gone the timer stops itself."""
    target = weakref.WeakMethod(method)  # type: ignore[arg-type]
    handle: list[Any] = []

    def call() -> None:
        bound = target()
        if bound is not None:
            bound()
        elif handle:
            handle[0].stop()

    handle.append(pn.state.add_periodic_callback(call, period=int(seconds * 1000)))
    return handle[0]


def client_place() -> str:
    """Where this session comes from (its address as the server saw it), for counting wrong
    codes; "local" outside a server."""
    doc = pn.state.curdoc
    context = getattr(doc, "session_context", None)
    request = getattr(context, "request", None)
    place = getattr(request, "remote_ip", None) if request is not None else None
    return str(place) if place else "local"


def cookie(name: str) -> str | None:
    """A cookie the browser sent with this session's page (None if there is none)."""
    value = (pn.state.cookies or {}).get(name)
    return value if isinstance(value, str) and value else None


def in_a_server() -> bool:
    """Whether a server's browser session is being served now (not a notebook, not a test)."""
    return getattr(pn.state.curdoc, "session_context", None) is not None


def on_session_end(callback: Callable[[], None]) -> None:
    """Call ``callback`` when this browser session ends (its tab closed, or the connection gone
    for good); nothing outside a server."""
    if not in_a_server():
        return

    def ended(context: Any) -> None:
        try:
            callback()
        except Exception:  # the session is gone either way; the rest of the cleanup must run
            log.exception("a session's cleanup failed")

    pn.state.on_session_destroyed(ended)


def guard_closed_page_writes() -> None:
    """Let a page that closes in the middle of a message not leave a failed write unretrieved.

    Panel writes each message to a page's websocket as several frames, one ``write_message``
    each, in one list (``panel.io.document.dispatch_tornado``). When the page has just closed,
    the first frame's write breaks the connection (its task then fails with
    ``WebSocketClosedError``) and the second raises at once; the list is never returned, so no
    one awaits the first task and asyncio logs "Task exception was never retrieved" when it is
    collected. The message was for a page that is gone, so nothing is lost but the log line;
    this writes the frames one by one and, on a closed page, retrieves the writes already begun.
    """
    from panel.io import document
    from tornado.websocket import WebSocketClosedError, WebSocketHandler

    if getattr(document.dispatch_tornado, "scat_learn_guard", False):
        return

    def dispatch_tornado(conn: Any, events: Any = None, msg: Any = None) -> list[Any]:
        socket = conn._socket
        connection = getattr(socket, "ws_connection", None)
        if not connection or connection.is_closing():
            return []
        if msg is None:
            if not events:
                return []
            msg = conn.protocol.create("PATCH-DOC", events)
        frames: list[tuple[Any, bool]] = [(msg.header_json, False), (msg.metadata_json, False)]
        frames.append((msg.content_json, False))
        for buffer in msg._buffers:
            frames += [(json.dumps(buffer.ref), False), (buffer.to_bytes(), True)]
        writes: list[Any] = []
        for payload, binary in frames:
            try:
                writes.append(WebSocketHandler.write_message(socket, payload, binary=binary))
            except WebSocketClosedError:  # the page closed between two frames: the rest is for nobody
                for write in writes:
                    write.add_done_callback(_retrieved)
                return []
        return writes

    dispatch_tornado.scat_learn_guard = True  # type: ignore[attr-defined]
    dispatch_tornado.__wrapped__ = document.dispatch_tornado  # type: ignore[attr-defined]
    document.dispatch_tornado = dispatch_tornado


def restyle_only_when_styles_change() -> None:
    """Let Panel work out a component's design stylesheets only when its stylesheets change.

    At every change of a component's parameter that goes to the browser (a pane's text, a
    button's label), Panel's ``Reactive._update_properties`` asks the page's design for the
    component's stylesheets, building them again, and uses the answer only if the change is to
    ``stylesheets`` itself. A move updates about 25 such parameters on a table's four pages:
    that question was a fifth of the screens' time (benchmarks/README.md, issue 15, thirteenth
    round). Any other change gets what Panel's own ``Syncable`` gives, which is what Panel sent
    before: ``tests/test_ui_panel_writes.py`` compares the two for every kind of change."""
    from panel.reactive import Reactive, Syncable

    if getattr(Reactive._update_properties, "scat_learn_guard", False):
        return
    panel_own = Reactive._update_properties

    def _update_properties(self: Any, *events: Any, doc: Any) -> dict[str, Any]:
        if any(event.name == "stylesheets" for event in events):
            return panel_own(self, *events, doc=doc)
        return Syncable._update_properties(self, *events, doc=doc)

    _update_properties.scat_learn_guard = True  # type: ignore[attr-defined]
    _update_properties.__wrapped__ = panel_own  # type: ignore[attr-defined]
    Reactive._update_properties = _update_properties  # type: ignore[method-assign]


def _retrieved(write: Any) -> None:
    if not write.cancelled():
        write.exception()  # a write to a closed page: its failure is expected, and now seen


_COOKIE_ESM = """
export function render({ model }) {
  const write = () => {
    const { name, value, days } = model
    if (!name) return
    const age = value ? days * 86400 : 0
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${age}; Path=/; SameSite=Strict${secure}`
  }
  write()
  model.on(['name', 'value'], write)
  return document.createElement('span')
}
"""


class Cookie(JSComponent):
    """Keeps ``value`` in the browser as cookie ``name`` (for ``days``; an empty value deletes
    it). Only the browser it belongs to ever receives it: it is this session's own."""

    name = param.String(default="", doc="The cookie's name.")
    value = param.String(default="", doc="Its value (a seat token, a teacher token).")
    days = param.Integer(default=COOKIE_DAYS, bounds=(0, 400), doc="How long the browser keeps it (days).")

    _esm = _COOKIE_ESM

    def __init__(self, **params: Any) -> None:
        params.setdefault("margin", 0)
        params.setdefault("width", 0)
        params.setdefault("height", 0)
        super().__init__(**params)

    def _handle_msg(self, data: Any) -> None:
        log.info("refused a message that the cookie component does not send")


__all__ = [
    "SEAT_COOKIE",
    "TEACHER_COOKIE",
    "Cookie",
    "FollowNews",
    "SessionTimeout",
    "client_place",
    "cookie",
    "every",
    "guard_closed_page_writes",
    "in_a_server",
    "into_this_session",
    "local_stylesheets",
    "on_session_end",
    "restyle_only_when_styles_change",
    "timer",
]
