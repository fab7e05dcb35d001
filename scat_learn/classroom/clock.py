"""Timers for the classroom's tables: they belong to the server, not to a browser session.

A table's bots, its turn clock and its grace periods must keep running when the session that
started them closes, so they are not Panel session callbacks: :class:`LoopScheduler` runs
them on the server's event loop (the loop that runs every session's callbacks, so a timer and
a click never run at the same time). :class:`ManualClock` is a scheduler whose time moves only
when told to, for tests and for scripts that drive a classroom by hand.

Both have the shape of :data:`~scat_learn.classroom.table.Scheduler`:
``scheduler(callback, milliseconds)`` returns a handle with ``stop()``, and a ``now()`` in
seconds, for deadlines.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

log = logging.getLogger(__name__)


@dataclass
class Timer:
    """A callback due later; ``stop()`` before it is due and it never runs."""

    callback: Callable[[], None]
    stopped: bool = False
    _handle: asyncio.TimerHandle | None = field(default=None, repr=False)

    def stop(self) -> None:
        self.stopped = True
        handle, self._handle = self._handle, None
        if handle is not None:
            handle.cancel()
        self.callback = _nothing

    def fire(self) -> None:
        if self.stopped:
            return
        self.stopped = True
        # A timer done lets go of its handle (which refers back to it) and of what it was to
        # call: whoever still holds the timer then holds nothing, and nothing waits for the
        # cycle collector (a bot's answer, its view and the bot, at every move of every table).
        callback, self.callback, self._handle = self.callback, _nothing, None
        try:
            callback()
        except Exception:  # a timer that fails must not take the loop, or the other timers, with it
            log.exception("a classroom timer failed")


def _nothing() -> None:
    """What a timer that has run or been stopped would call."""


class LoopScheduler:
    """Timers on the server's event loop. The loop is the one running when the first timer is
    set (a session's callback, on the server); a timer set from another thread is handed to
    that loop safely."""

    def __init__(self, loop: asyncio.AbstractEventLoop | None = None) -> None:
        self._loop = loop
        self._thread: int | None = None
        self._early: list[tuple[Timer, int]] = []  # set before any loop ran (a restored class)
        self._lock = threading.Lock()

    def now(self) -> float:
        return time.monotonic()

    def __call__(self, callback: Callable[[], None], milliseconds: int) -> Timer:
        timer = Timer(callback)
        with self._lock:
            if self._loop is None and _running_loop() is None:
                self._early.append((timer, milliseconds))  # armed once the server's loop runs
                return timer
        self._arm(timer, milliseconds)
        return timer

    def _arm(self, timer: Timer, milliseconds: int) -> None:
        loop = self._the_loop()

        def arm() -> None:
            if not timer.stopped:
                timer._handle = loop.call_later(milliseconds / 1000, timer.fire)

        if threading.get_ident() == self._thread:
            arm()
        else:
            loop.call_soon_threadsafe(arm)

    def bind(self) -> None:
        """Learn the loop now, if this thread runs it (before a worker's thread hands a
        callback to this scheduler: that thread cannot know the loop), and arm the timers set
        before it ran."""
        if _running_loop() is None:
            return
        self._the_loop()
        with self._lock:
            early, self._early = self._early, []
        for timer, milliseconds in early:
            self._arm(timer, milliseconds)

    def _the_loop(self) -> asyncio.AbstractEventLoop:
        if self._loop is None:
            self._loop = asyncio.get_running_loop()  # raises outside a running loop: no server
        if self._thread is None and _running_loop() is self._loop:
            self._thread = threading.get_ident()
        return self._loop


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class ManualClock:
    """A scheduler whose time stands still until :meth:`advance` (tests, scripts)."""

    def __init__(self) -> None:
        self._now = 0.0
        self._due: list[tuple[float, int, Timer]] = []
        self._order = itertools.count()
        self._lock = threading.RLock()

    def now(self) -> float:
        return self._now

    def __call__(self, callback: Callable[[], None], milliseconds: int) -> Timer:
        timer = Timer(callback)
        with self._lock:
            heapq.heappush(self._due, (self._now + milliseconds / 1000, next(self._order), timer))
        return timer

    @property
    def pending(self) -> int:
        """How many timers wait to run."""
        with self._lock:
            return sum(1 for _, _, timer in self._due if not timer.stopped)

    def advance(self, seconds: float) -> int:
        """Move time on by ``seconds``, running every timer that falls due (in time order, and
        those they set if they fall due too); returns how many ran."""
        end, ran = self._now + seconds, 0
        while True:
            with self._lock:
                if not self._due or self._due[0][0] > end:
                    break
                when, _, timer = heapq.heappop(self._due)
                self._now = max(self._now, when)
            if not timer.stopped:
                timer.fire()
                ran += 1
        self._now = end
        return ran

    def run_all(self, limit: int = 100_000) -> int:
        """Run timers until none is left (at most ``limit``); returns how many ran."""
        ran = 0
        while ran < limit:
            with self._lock:
                live = [entry for entry in self._due if not entry[2].stopped]
                if not live:
                    break
                next_due = min(live)[0]
            ran += self.advance(max(0.0, next_due - self._now))
        return ran


__all__ = ["LoopScheduler", "ManualClock", "Timer"]
