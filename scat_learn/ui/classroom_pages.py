"""The classroom's pages, by address: ``/classroom`` for students, ``?view=teacher`` for the
teacher, ``?view=projector&table=t1`` for one table on the projector.

``scat-learn classroom`` serves them (also at ``/teacher`` and ``/projector``);
``panel serve apps/classroom.py --plugins scat_learn.ui.reconnect`` serves the same pages at
``/classroom`` (the plugin: the boot id a page reloads by after a restart). An address that is not
one of these (an unknown view, a table that does not exist, a value too long) opens the
student's page, or says in words what is wrong, and changes nothing.
"""

from __future__ import annotations

import contextlib
import logging
import signal
import sys
from typing import Any

import panel as pn
from tornado.ioloop import IOLoop, PeriodicCallback

from ..bots.value import fill_cache
from ..classroom import registry
from ..classroom.clock import LoopScheduler
from ..classroom.room import Classroom, TableDefaults
from ..classroom.seating import FOUR_PEOPLE, TableSettings
from ..classroom.thinking import make_thinker
from ..errors import ScatError
from ..rules import Rules
from ..scoring import fill_caches, variant_flags
from .address import guard_panel_query_parsing
from .collector import CHECK_MILLISECONDS, PACING, allocator_in_use
from .emptyroom import EMPTY_ROOM
from .language import session_language
from .reconnect import boot_route
from .recycle import RECYCLE_ABOVE_PERCENT, RECYCLER, recycled
from .room import RoomPage
from .serve import public_hosts, skip_bokeh_diagnostics, websocket_origins
from .sessions import (
    guard_closed_page_writes,
    in_a_server,
    local_stylesheets,
    on_session_end,
    restyle_only_when_styles_change,
)
from .teacher import ProjectorPage, TeacherPage, prepare_report_chart

log = logging.getLogger(__name__)

VIEWS = ("student", "teacher", "projector")
MAX_ARGUMENT = 40  # characters of an address's value that are read at all

guard_panel_query_parsing()
guard_closed_page_writes()
restyle_only_when_styles_change()


def argument(name: str) -> str:
    """The first value of ``?name=`` in this session's address, as short text ("" if none)."""
    values: Any = (pn.state.session_args or {}).get(name) or []
    value: Any = values[0] if isinstance(values, list) and values else values
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    return str(value).strip()[:MAX_ARGUMENT] if isinstance(value, (str, int)) else ""


def classroom_page(view: str | None = None, room: Classroom | None = None) -> Any:
    """This session's page of the classroom (of this process's classroom, or of ``room``)."""
    if room is None:
        unloaded = in_a_server() and EMPTY_ROOM.unloads > 0 and not registry.is_open()
        room = registry.current()
        if unloaded:
            log.info("opened the classroom again from the store (it was unloaded, nobody was here)")
    local_stylesheets()
    if in_a_server():  # the collector's pacing and the empty room's unloading count the open sessions
        PACING.session_started()
        on_session_end(PACING.session_ended)
        EMPTY_ROOM.page_opened()
        on_session_end(EMPTY_ROOM.page_closed)
    if isinstance(room.scheduler, LoopScheduler):
        room.scheduler.bind()  # the server's loop runs now: timers of a restored class start
    lang = session_language().get("lang", "en")
    wanted = view or argument("view").lower()
    if wanted == "teacher":
        page: Any = TeacherPage(room, lang=lang)
    elif wanted == "projector":
        page = ProjectorPage(room, argument("table") or None, lang=lang)
    else:
        page = RoomPage(room, lang=lang, code=argument("code"))
    return page


def teacher_page() -> Any:
    return classroom_page("teacher")


def projector_page() -> Any:
    return classroom_page("projector")


def settle() -> None:
    """What the server does once, as it starts serving. The report's chart is drawn once: its
    first drawing is slow (see :func:`~.teacher.prepare_report_chart`), and it is better paid
    now than at the first graded decision of the lesson. Then the cyclic collector is paced
    (:mod:`.collector`): what exists (modules, the classroom restored, the chart) and then each
    full collection's survivors are frozen out of its sight, so that a full collection does
    not look at every session's page again while every student waits. The engine's caches are
    filled first, so that they are frozen with the rest."""
    prepare_report_chart()
    fill_engine_caches(registry.current().defaults.rules)
    PACING.start()
    PeriodicCallback(PACING.check, CHECK_MILLISECONDS).start()


def fill_engine_caches(rules: Rules) -> None:
    """The scores and game-winning chances the engine and the bots keep, made now for the
    class's rules: made during the lesson instead, they would lie among its pages in memory
    and keep it from being given back when the class has gone (see :mod:`.emptyroom`)."""
    fill_caches(variant_flags(rules))
    fill_cache(rules.lives)


def stop_on_sigterm() -> None:
    """SIGTERM (``kill``, a service manager) stops serving as Ctrl-C does: the server's loop
    ends and the worker pool is shut down. Killed by the signal's default instead, the process
    left its pool's semaphores behind, and multiprocessing warned of them."""
    loop = IOLoop.current()
    with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):  # no signals here (a thread)
        loop.asyncio_loop.add_signal_handler(signal.SIGTERM, loop.stop)  # type: ignore[attr-defined]


def recycle_percent(args: Any) -> float | None:
    """``--recycle-above`` read (None: ``--no-recycle``, the server never starts afresh)."""
    if getattr(args, "no_recycle", False):
        return None
    percent = getattr(args, "recycle_above", None)
    percent = RECYCLE_ABOVE_PERCENT if percent is None else percent
    if not 0 <= percent <= 1000:
        raise ValueError(f"--recycle-above is a share of the server's memory, 0 to 1000 percent, not {percent:g}")
    return float(percent)


def serve_classroom(args: Any) -> int:
    """``scat-learn classroom``: open the classroom, print its codes, serve its pages until
    interrupted (0 when stopped)."""
    from ..classroom import datadir
    from ..messages import Message, render

    datadir.choose(args.data)
    # The server's log: warnings and errors of every part (a callback's traceback included),
    # and the server's own start and sessions, as `panel serve` prints them.
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("bokeh.server").setLevel(logging.INFO)
    # The collector's long pauses; the empty classroom let go of and opened again.
    for part in ("collector", "emptyroom", "recycle", "classroom_pages"):
        logging.getLogger(__name__.rsplit(".", 1)[0] + "." + part).setLevel(logging.INFO)
    try:
        defaults = TableDefaults(rules=Rules(lives=args.lives), grace=args.grace, bot_delay=args.bot_delay)
        TableSettings("check", FOUR_PEOPLE, rules=defaults.rules, grace=defaults.grace, bot_delay=defaults.bot_delay)
        workers = getattr(args, "workers", None)
        if workers is not None and not 0 <= workers <= 256:
            raise ValueError(f"--workers is 0 (in the server) to 256 processes, not {workers}")
        recycle_above = recycle_percent(args)
    except (ScatError, ValueError) as problem:
        print(f"scat-learn classroom: {problem}", file=sys.stderr)
        return 2
    try:
        thinker = make_thinker(workers, getattr(args, "dask", None))
    except ImportError:
        print("scat-learn classroom: --dask needs Dask: pip install 'scat_learn[dask]'", file=sys.stderr)
        return 2
    except OSError as problem:  # a Dask scheduler that cannot be reached
        print(f"scat-learn classroom: the Dask scheduler cannot be reached: {problem}", file=sys.stderr)
        return 2
    try:
        room = registry.open_classroom(
            code=args.code,
            defaults=defaults,
            announce=False,
            new_class=getattr(args, "new_class", False) and not recycled(),  # a new start goes on with the class
            thinker=thinker,
        )
    except ScatError as problem:  # a damaged or foreign store: said, and left as it is
        print(f"scat-learn classroom: {render(problem.message, 'en')}", file=sys.stderr)
        return 2
    host = public_hosts(args.address)[0]  # the address students type (this machine's, on a network)
    print(registry.codes_text(room, f"http://{host}:{args.port}"), file=sys.stderr, flush=True)
    log.info("memory allocator: %s", allocator_in_use())
    if recycle_above is None:
        log.info("once a class has gone: this process goes on, however much memory it kept (--no-recycle)")
    else:
        log.info(
            "once a class has gone: a new start if this process kept over %g%% more than when serving began",
            recycle_above,
        )
    pn.extension(reconnect=True)  # a blip: the same session again (a restart: see ui/reconnect.py)
    skip_bokeh_diagnostics()
    origins = websocket_origins(args)
    if isinstance(room.scheduler, LoopScheduler):
        IOLoop.current().add_callback(room.scheduler.bind)  # as soon as the server's loop runs
    del room  # the registry holds it: an empty classroom is unloaded (see .emptyroom)
    stop_on_sigterm()
    IOLoop.current().add_callback(settle)  # once the server listens (the codes are printed first)
    RECYCLER.above_percent = recycle_above
    IOLoop.current().add_callback(RECYCLER.began_serving, thinker.close)  # its size once settled
    if recycled():
        log.info("started afresh after a class: the classroom is read from the store")
    with contextlib.suppress(KeyboardInterrupt):
        pn.serve(
            {"classroom": classroom_page, "teacher": teacher_page, "projector": projector_page},
            port=args.port,
            address=args.address,
            show=not args.no_browser and not recycled(),
            allow_websocket_origin=origins,
            extra_patterns=[boot_route()],
            index="classroom",
            title=render(Message("room.title"), "en"),
            threaded=False,
        )
    thinker.close()
    return 0


__all__ = [
    "VIEWS",
    "argument",
    "classroom_page",
    "projector_page",
    "serve_classroom",
    "settle",
    "stop_on_sigterm",
    "teacher_page",
]
