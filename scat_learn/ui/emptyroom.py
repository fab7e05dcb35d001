"""Unloading the classroom once nobody has a page of it open.

When the last page of the classroom closes (the lesson is over, everyone went home),
:data:`EMPTY_ROOM_SECONDS` later the server lets go of the classroom
(:func:`~scat_learn.classroom.registry.unload`: every table, game, bot, log line and grade it
held; all of it is in the store) and sweeps the collector. The next page opens it again from
the store, as after a restart.

Why: CPython's allocator gives an arena of memory back to the system only when every object in
it is gone. A lesson's objects that stay (the tables' games, logs and grades, made during play)
lie spread over the arenas the pages used, so while the classroom stays loaded the server keeps
the lesson's peak memory (measured: about 300 MB after a class of 60 left, against 140 MB with
one page). Unloaded, the classroom no longer holds any of them; other objects made during a
lesson still keep most of those arenas (``benchmarks/README.md``, *Tenth round*).

The wait counts from the end of the last *session*, which Bokeh ends 15–25 s after its page
closed or its connection dropped (a page that comes back within that time finds its session);
so the classroom is let go of about 30–40 s after the last page went, longer than a reload or a
network blip. A classroom whose people come back after that is only slower to open once (it
is read from the store, as after a restart, and their pages find their seats again).

Once unloaded, a server that kept much of the class's memory starts afresh (:mod:`.recycle`).
"""

from __future__ import annotations

import logging
from typing import Any

from tornado.ioloop import IOLoop

from ..classroom import registry
from .collector import PACING
from .recycle import RECYCLER

log = logging.getLogger(__name__)

EMPTY_ROOM_SECONDS = 15.0


class EmptyRoom:
    """Counts the classroom's open pages and unloads the classroom once none has been open
    for :data:`EMPTY_ROOM_SECONDS`. Its methods run on the server's loop (sessions start and
    end there)."""

    def __init__(self, seconds: float = EMPTY_ROOM_SECONDS) -> None:
        self.seconds = seconds
        self.pages = 0
        self.unloads = 0
        self._timer: Any = None

    def page_opened(self) -> None:
        self.pages += 1
        self._cancel()

    def page_closed(self) -> None:
        self.pages = max(0, self.pages - 1)
        if self.pages == 0:
            self._cancel()
            self._timer = IOLoop.current().call_later(self.seconds, self._unload)

    def _cancel(self) -> None:
        if self._timer is not None:
            IOLoop.current().remove_timeout(self._timer)
            self._timer = None

    def _unload(self) -> None:
        self._timer = None
        if self.pages > 0 or not registry.is_open():
            return
        registry.unload()
        self.unloads += 1
        PACING.sweep()  # the classroom's objects are full of cycles: free them now
        log.info("unloaded the classroom: no page of it was open for %.0f s", self.seconds)
        RECYCLER.class_gone()


EMPTY_ROOM = EmptyRoom()  # the server's (one process, one classroom)

__all__ = ["EMPTY_ROOM", "EMPTY_ROOM_SECONDS", "EmptyRoom"]
