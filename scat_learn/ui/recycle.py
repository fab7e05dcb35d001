"""The classroom server starts itself afresh once a class has gone (``scat-learn classroom``;
``--recycle-above PERCENT``, ``--no-recycle``).

Why: CPython's allocator gives a MiB of memory back to the system only when every object in it
is gone, and a few thousand objects made during a lesson (1.1 MB of them) stay spread over the
MiBs the lesson's pages used. So the server kept a class's peak long after it left: measured,
307-316 MB two minutes after 60 students closed their pages against 148-153 MB with one page,
with fewer objects alive than with one page (``benchmarks/README.md``, *Tenth* and *Eleventh
round*; the C library's allocator, ``--allocator system``, gives most of it back, at a fifth
more CPU and slower clicks).

Nothing the server holds once the empty classroom is unloaded (:mod:`.emptyroom`) needs this
process: every table, seat and grade is in the store, written before it was shown, and a restart
loses nothing by design (``tests/ui/test_classroom_served.py`` kills the server mid-hand). So,
as web servers replace a worker process that has grown (gunicorn's ``max_requests``, uWSGI's
``reload-on-rss``), when the classroom has been unloaded and the process holds more than
:data:`RECYCLE_ABOVE_PERCENT` above what it held when it began serving, the server starts again:
the same process (``os.execve``: its id is kept, so a service manager or a terminal sees nothing
end), the same command line, the classroom read again from the store. The bots' worker pool is
shut down first and comes back with the new start. A later class finds a server of the size a
fresh one has.

What it costs: while the server starts again (a few seconds; ``benchmarks/README.md``, *Twelfth
round*) its port is closed, and a page opened in that moment gets the browser's "cannot
connect" and loads on a reload. Nobody has a page of the classroom open then (that is the
condition); a page that was asleep longer (a laptop's lid closed) finds a new server and loads
again by itself (:mod:`.reconnect`).

Where ``/proc/self/statm`` cannot be read (macOS), the process's peak size stands in for its
size now: CPython keeps a class's peak there too.
"""

from __future__ import annotations

import gc
import logging
import os
import resource
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

log = logging.getLogger(__name__)

RECYCLE_ABOVE_PERCENT = 10.0  # growth over the size when serving began that calls for a new start
RECYCLED_ENV = "SCAT_LEARN_RECYCLED"  # set in the new start: it opens no browser, makes no new class


def resident_bytes() -> int:
    """This process's resident memory now (Linux), or its peak where "now" cannot be read."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak if sys.platform == "darwin" else peak * 1024  # macOS counts bytes, Linux KiB


def recycled() -> bool:
    """Whether this process is a classroom server's new start after a class."""
    return os.environ.get(RECYCLED_ENV) == "1"


def stop_resource_tracker() -> None:
    """Stop multiprocessing's resource tracker, if the worker pool started it, and wait for it.
    It is a child of this process: replaced by ``exec``, the process would never wait for it, and
    it would stay behind as a zombie after each new start. Python has no public call for this;
    ``_stop`` (3.8 and later) is what its own tests use, looked up so that its absence only
    leaves the zombie."""
    from multiprocessing import resource_tracker

    stop = getattr(resource_tracker._resource_tracker, "_stop", None)
    if stop is not None:
        stop()


def start_again(argv: Sequence[str]) -> None:
    """Replace this process by the same command (``argv``: the interpreter's own command line,
    ``sys.orig_argv``), marked as a new start. Does not return."""
    sys.stdout.flush()
    sys.stderr.flush()
    logging.shutdown()  # every handler flushed: the new start writes to the same log
    os.execve(sys.executable, [sys.executable, *argv[1:]], {**os.environ, RECYCLED_ENV: "1"})


class Recycler:
    """Decides, after the empty classroom was unloaded, whether the server starts afresh.
    ``measure`` and ``restart`` are for tests (the process's size; what starting again does)."""

    def __init__(
        self,
        above_percent: float | None = RECYCLE_ABOVE_PERCENT,
        *,
        measure: Callable[[], int] = resident_bytes,
        restart: Callable[[], None] = lambda: start_again(sys.orig_argv),
    ) -> None:
        self.above_percent = above_percent  # None: never
        self.measure = measure
        self.restart = restart
        self.serving_bytes: int | None = None
        self._before: list[Callable[[], None]] = []

    def began_serving(self, *before: Callable[[], None]) -> None:
        """The server serves now, with no page open: its size is the one to come back to.
        ``before``: what to close before a new start (the bots' worker pool)."""
        self.serving_bytes = self.measure()
        self._before = list(before)

    def limit(self) -> int | None:
        """The size above which the server starts afresh (None: it never does; where ``exec``
        does not keep the process, on Windows, neither)."""
        if self.above_percent is None or self.serving_bytes is None or os.name != "posix":
            return None
        return int(self.serving_bytes * (1 + self.above_percent / 100))

    def class_gone(self) -> bool:
        """The classroom was unloaded (no page open): start afresh if the process kept more than
        the limit. Returns False when it goes on as it is (in tests, True once restarted)."""
        limit, now = self.limit(), self.measure()
        if limit is None or now <= limit:
            return False
        assert self.serving_bytes is not None
        log.info(
            "starting afresh: the class has gone and this process holds %.0f MB, against %.0f MB when it "
            "began serving (everything is in the store)",
            now / 2**20,
            self.serving_bytes / 2**20,
        )
        for close in self._before:
            close()
        self._before = []
        gc.collect()  # the pool's queues and locks let go of: the resource tracker has none left to warn of
        stop_resource_tracker()
        self.restart()
        return True


RECYCLER = Recycler(None)  # the server's; serve_classroom sets it up (tests' servers never start again)

__all__ = [
    "RECYCLED_ENV",
    "RECYCLER",
    "RECYCLE_ABOVE_PERCENT",
    "Recycler",
    "recycled",
    "resident_bytes",
    "start_again",
    "stop_resource_tracker",
]
