"""Pacing Python's cyclic garbage collector on a classroom server.

A full collection (the oldest generation) looks at every object the server holds and stops the
loop while it does: with 60 sessions, 1.4 million objects, 1.2 s on a quiet 2-core machine and
2.2 s on a busy one, during which every student's click waits. Almost all of those objects are
the sessions' pages, which live as long as their session, and the classroom itself; looking at
them again every half minute finds nothing.

So what survives a full collection is frozen (:func:`gc.freeze`): the next full collection looks
only at the objects that became old since the last one, and its pause grows with what changed
in between, not with the size of the room.

A frozen object is freed when nothing refers to it any more, but never as part of a cycle, and
a closed session's page is full of cycles (each widget's watchers refer back to it). So a
*sweep* (unfreeze, a full collection of everything, freeze again) runs:

* :data:`QUIET_SECONDS` after sessions stopped ending, and at most every
  :data:`SPACING_SECONDS` while they keep ending (a room where phones drop and come back pays
  one long pause every two minutes at most);
* at once after that quiet time when the last session has gone (the room empties: its memory
  comes back within a minute), and again after each quiet time while a sweep of the empty room
  still frees a tenth of what it looked at (the last pages are let go of a little after their
  sessions end);
* :data:`QUIET_SECONDS` after a class has arrived: when at least :data:`ARRIVALS` sessions (and
  half as many as at the last sweep) have opened since it, their pages have been replaced as
  many times (each student's code form and list of tables, once they sit down: garbage, and
  most of it frozen by then), and neither has happened for the quiet time. One pause as the
  class starts to play instead of carrying the arrival's pages to the end of the lesson;
* when the frozen objects have grown by half since the last sweep, beyond what the sessions
  opened since explain, and at most every :data:`SPACING_SECONDS` (pages replaced within a
  session, a new game's screen, leave their cycles frozen too; this bounds what they keep).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
import logging
import os
import time
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

QUIET_SECONDS = 20.0  # after the last session ended (or arrived), before a sweep
ARRIVALS = 8  # sessions opened since the last sweep that make a class arriving
EMPTY_ROOM_SHARE = 0.1  # a sweep of an empty room that freed this share of what it saw: once more
SPACING_SECONDS = 120.0  # the least time between two sweeps while sessions are open
GROWTH = 1.5  # frozen objects, against the last sweep's, that call for a sweep
CHECK_MILLISECONDS = 5000  # how often the server asks whether a sweep is due


class CollectorPacing:
    """When the server's collector looks at what (see the module's docs). ``clock`` is for
    tests."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self.sessions = 0
        self.sweeps = 0
        self._ended_at: float | None = None  # the last session end not yet swept
        self._swept_at = clock()
        self._frozen = 0  # about how many objects are frozen (an upper bound: some were freed since)
        self._frozen_at_sweep = 0
        self._sessions_at_sweep = 0
        self._started = False
        self._opened = self._replaced = 0  # sessions opened, pages replaced, since the last sweep
        self._arrived_at: float | None = None  # the last of those
        self._freed_share = 0.0  # what the last sweep freed, of what it looked at

    def start(self) -> None:
        """Freeze what exists now and every full collection's survivors from now on."""
        if not self._started:
            gc.callbacks.append(self._collected)
            self._started = True
        gc.freeze()
        self._frozen = self._frozen_at_sweep = gc.get_freeze_count()

    def stop(self) -> None:
        """Back to Python's own collector: nothing frozen, nothing paced."""
        if self._started:
            gc.callbacks.remove(self._collected)
            self._started = False
        gc.unfreeze()

    def _collected(self, phase: str, info: dict[str, Any]) -> None:
        # At the end of a full collection the younger generations are empty: what is frozen is
        # exactly what is alive now. Counting the frozen objects walks them all (2 million with
        # 60 sessions, longer than a click may wait), so their number is kept by adding up what
        # each freeze adds: the survivors, few since the last freeze looked at the rest.
        if phase == "stop" and info["generation"] == 2:
            self._frozen += len(gc.get_objects(2))
            gc.freeze()

    def session_started(self) -> None:
        self.sessions += 1
        self._opened += 1
        self._arrived_at = self._clock()

    def page_replaced(self) -> None:
        """A session's page made way for another (a student sat down, a new game began): what it
        drew is garbage now."""
        self._replaced += 1
        self._arrived_at = self._clock()

    def session_ended(self) -> None:
        self.sessions = max(0, self.sessions - 1)
        self._ended_at = self._clock()

    def sweep_due(self) -> bool:
        now = self._clock()
        spaced = now - self._swept_at >= SPACING_SECONDS
        if self._ended_at is not None and now - self._ended_at >= QUIET_SECONDS:
            return self.sessions == 0 or spaced
        if self.sessions == 0 and self._freed_share >= EMPTY_ROOM_SHARE and now - self._swept_at >= QUIET_SECONDS:
            return True
        if self._class_arrived() and self._arrived_at is not None and now - self._arrived_at >= QUIET_SECONDS:
            return True
        # Sessions that open bring their pages: growth beyond what they explain is garbage.
        expected = self._frozen_at_sweep * max(1.0, self.sessions / max(1, self._sessions_at_sweep))
        if not spaced or self._frozen < GROWTH * max(1.0, expected):
            return False
        self._frozen = gc.get_freeze_count()  # the bound says grown: count them (rarely)
        return self._frozen >= GROWTH * max(1.0, expected)

    def _class_arrived(self) -> bool:
        opened = self._opened
        return opened >= max(ARRIVALS, self._sessions_at_sweep // 2) and self._replaced >= opened

    def sweep(self) -> None:
        """Everything looked at once: the cycles of closed pages are freed."""
        began, before = time.perf_counter(), gc.get_freeze_count()
        gc.unfreeze()
        self._frozen = 0
        freed = gc.collect()  # its end freezes the survivors again (when started)
        give_back_free_memory()
        self.sweeps += 1
        self._ended_at, self._swept_at = None, self._clock()
        self._frozen = gc.get_freeze_count()
        self._frozen_at_sweep, self._sessions_at_sweep = self._frozen, self.sessions
        self._opened = self._replaced = 0
        self._freed_share = freed / max(1, before) if self.sessions == 0 else 0.0
        log.info(
            "swept the collector's frozen objects: %d sessions open, %d objects looked at, %d freed, %.0f ms",
            self.sessions, before, freed, 1000 * (time.perf_counter() - began),
        )  # fmt: skip

    def check(self) -> None:
        """What the server runs every :data:`CHECK_MILLISECONDS`."""
        if self.sweep_due():
            self.sweep()


def give_back_free_memory() -> None:
    """Hand the allocator's free pages back to the system (glibc's ``malloc_trim``; nothing
    elsewhere). Freed objects leave holes in the C heap that glibc keeps for later; after a
    sweep has freed the pages of closed sessions, the server's memory can shrink only so."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


def allocator_in_use() -> str:
    """Which allocator this process runs on, in the server log's words (chosen as the command
    starts: ``scat_learn.cli.allocator``)."""
    if os.environ.get("PYTHONMALLOC", "").startswith("malloc") and _malloc_trim() is not None:
        return "the C library's (PYTHONMALLOC=malloc): a class's memory is given back after it"
    return "CPython's own (pymalloc): a class's memory is kept for the next"


@functools.cache
def _malloc_trim() -> Any:
    """glibc's ``malloc_trim``, looked up once (finding the C library runs ``ldconfig``)."""
    name = ctypes.util.find_library("c")
    try:
        return ctypes.CDLL(name).malloc_trim if name else None
    except (OSError, AttributeError):  # not glibc (macOS, musl): its allocator gives back by itself
        return None


PACING = CollectorPacing()  # the server's (one process, one collector)

__all__ = ["PACING", "CollectorPacing", "allocator_in_use", "give_back_free_memory"]
