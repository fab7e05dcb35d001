"""Bots' thinking, off the server's event loop: a bot's move, the coach's grade, a hint.

A classroom server has one event loop for every student's clicks. An expert's decision takes
tens of milliseconds (more on a small school machine); made on the loop, one table's expert
delays every other student's click. So a table does not ask its bot itself: it sends a
:class:`Request` to a :class:`Thinker` and goes on; the :class:`Answer` comes back on a
future, the table hands it to its scheduler (thread-safe) and applies it on the loop, under
its lock, if the table is still at the version the request was made for (else it is dropped:
see :mod:`scat_learn.classroom.table`).

Three thinkers:

* :class:`InProcess` thinks at once, in the caller's thread (``inline``): today's behaviour,
  for tests, scripts and the single-student app (one person, nobody else to delay).
* :class:`ProcessPool`: worker processes (one per core by default), started with ``spawn`` (a
  server process has threads; forking it could copy a held lock into a child). A worker that
  dies mid-decision breaks the pool: the pool is replaced, every request that was in it is sent
  once more to the new one, and one that fails again fails with :class:`WorkerLost` (the table
  then lets a simple bot play that move, and says so).
* :class:`Dask`: a ``dask.distributed`` cluster (``--dask ADDRESS``, the tournaments' backend;
  an optional dependency). Dask itself re-runs a task whose worker died; the cluster restarts
  its workers.

**What a request carries, and why not worker affinity.** A request is the seat's
:class:`~scat_learn.view.PlayerView` (what that seat may know, never more: R-INFO-1), the bot
itself (its level, its seed, and what it has learnt: the expert learns each opponent's style
as the game goes), and the table's version. The answer brings the bot back as it is after
deciding; the table keeps that copy only if it applies the answer. The alternative, keeping
each table's bots alive in one worker, was rejected: ``ProcessPoolExecutor`` cannot send a task
to a chosen process, a dead worker would take the bots' learning with it (so the retry could
not make the same decision), Dask would need actors pinned to workers, and a table would wait
behind a busy worker while another sits idle. A bot's state is small (an expert: a few hundred
bytes pickled; the view about 500), so sending it costs less than a millisecond. Any bot can
think anywhere; a retry on a fresh pool gives the same answer; a dropped (stale) answer loses
nothing, because the next view holds everything the bot learnt from.
"""

from __future__ import annotations

import logging
import os
import pickle
import threading
import time
import traceback
import weakref
from collections.abc import Callable
from concurrent.futures import CancelledError, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from ..actions import Action
from ..bots import Bot, Decision, Grade, coach, hint
from ..bots.expert import ExpertBot
from ..view import PlayerView

log = logging.getLogger(__name__)


class Job(StrEnum):
    """What a request asks for."""

    DECIDE = "decide"  # the bot's move in ``view``
    COACH = "coach"  # the grade of ``action`` (a person's move, not yet in the view)
    HINT = "hint"  # what the expert would do in ``view``, explained at the expert level


@dataclass(frozen=True, slots=True)
class Request:
    """Everything a worker needs, and nothing a seat may not know: the seat's ``view``, the
    ``bot`` (with what it has learnt), the table's ``version`` when asked, the ``action`` to grade."""

    job: Job
    bot: Bot
    view: PlayerView
    version: int
    action: Action | None = None


@dataclass(frozen=True, slots=True)
class Answer:
    """What came back: the bot after thinking (it may have learnt from the view), and the
    decision (DECIDE, HINT) or the grade (COACH); ``failure``: the bot raised, in its words."""

    version: int
    bot: Bot
    decision: Decision | None = None
    grade: Grade | None = None
    failure: str | None = None
    worker: int = 0  # the process id that thought (for logs and tests)


class WorkerLost(RuntimeError):
    """The worker thinking on a request died, and so did the one it was sent to again."""


def think(request: Request) -> Answer:
    """Answer ``request`` here (what a worker runs). A bot that raises is reported in the
    answer, not raised: the table logs it and lets a simple bot play."""
    pid = os.getpid()
    try:
        if request.job is Job.DECIDE:
            return Answer(request.version, request.bot, decision=request.bot.decide(request.view), worker=pid)
        expert = request.bot if isinstance(request.bot, ExpertBot) else None
        if request.job is Job.COACH:
            assert request.action is not None, "a grade is of an action"
            grade = coach(request.view, request.action, bot=expert)
            return Answer(request.version, request.bot, grade=grade, worker=pid)
        return Answer(request.version, request.bot, decision=hint(request.view, "expert", bot=expert), worker=pid)
    except Exception as error:
        text = "".join(traceback.format_exception_only(type(error), error)).strip()
        return Answer(request.version, request.bot, failure=text, worker=pid)


def _think_pickled(payload: bytes) -> bytes:
    """A worker's task: the request and the answer travel as pickles made by us, so that a bot
    that cannot be pickled fails at submit, in the caller's thread, with a clear error."""
    return pickle.dumps(think(pickle.loads(payload)))


WORKER_NICENESS = 10
"""How much lower a bot worker's CPU priority is than the server's. Thinking can wait a little,
a click cannot: on a small machine (2 cores, and often the teacher's browser beside the
server) the workers' bursts of thinking took the server's core while it answered clicks, and
the pool's clicks were slower at the 95th percentile than with no pool at all (benchmarks/
README.md, issue 15, thirteenth round). On an idle core a worker still thinks at full speed."""


def _start_worker() -> None:
    """A new worker yields the CPU to the server (:data:`WORKER_NICENESS`), loads the bots
    (NumPy, the score tables) before its first request, and leaves when the server does (see
    :func:`_leave_with_parent`)."""
    if hasattr(os, "nice"):  # not on Windows, where the worker keeps the server's priority
        os.nice(WORKER_NICENESS)
    from ..bots import engine, tables  # noqa: F401

    threading.Thread(target=_leave_with_parent, args=(os.getppid(),), daemon=True).start()


def _started() -> int:
    """A task that only makes the pool start a worker (:func:`_start_worker` runs first)."""
    return os.getpid()


def _leave_with_parent(parent: int, every: float = 1.0) -> None:
    """A server killed without a goodbye (``kill -9``, a crash) cannot stop its workers: each
    one watches its parent and exits once it is gone, rather than live on, idle, forever."""
    while os.getppid() == parent:
        time.sleep(every)
    os._exit(0)


class Thinker(Protocol):
    """Where bots think. ``inline``: ``submit`` answers before it returns (in the caller's
    thread), so a table may as well decide itself; else the answer comes later, on another thread."""

    @property
    def inline(self) -> bool: ...

    def submit(self, request: Request) -> Future[Answer]: ...

    def close(self) -> None: ...


class _Tracked:
    """Counts requests not yet answered, so that tests and a stopping server can wait for them;
    an answer counts as given once its future's callbacks have run."""

    def __init__(self) -> None:
        self._idle = threading.Condition()
        self._open = 0

    def _opened(self) -> None:
        with self._idle:
            self._open += 1

    def _settle(self, outer: Future[Answer], answer: Answer | None, error: BaseException | None) -> None:
        try:
            if outer.cancelled():
                pass
            elif error is not None:
                outer.set_exception(error)
            else:
                outer.set_result(answer)  # type: ignore[arg-type]
        except Exception:  # a future cancelled meanwhile: nobody waits for it
            log.debug("an answer for a cancelled request", exc_info=True)
        finally:
            with self._idle:
                self._open -= 1
                self._idle.notify_all()

    @property
    def busy(self) -> int:
        """Requests asked and not yet answered."""
        with self._idle:
            return self._open

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until every request has been answered (True) or ``timeout`` seconds pass."""
        with self._idle:
            return self._idle.wait_for(lambda: self._open == 0, timeout)


class InProcess(_Tracked):
    """Thinks at once, here: the single-student app, tests, and ``--workers 0``."""

    inline = True

    def submit(self, request: Request) -> Future[Answer]:
        outer: Future[Answer] = Future()
        self._opened()
        self._settle(outer, think(request), None)
        return outer

    def close(self) -> None:
        pass


class ProcessPool(_Tracked):
    """Worker processes (``workers``: one per core by default). ``retries``: how many times a
    request whose worker died is sent again, to a fresh pool."""

    inline = False

    def __init__(self, workers: int | None = None, *, retries: int = 1, start_method: str = "spawn") -> None:
        super().__init__()
        import multiprocessing

        self.workers = max(1, workers or os.cpu_count() or 1)
        self.retries = retries
        self.restarts = 0  # pools replaced after a worker died
        self._context = multiprocessing.get_context(start_method)
        self._lock = threading.Lock()
        self._closed = False
        self._pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor:
        pool = ProcessPoolExecutor(self.workers, mp_context=self._context, initializer=_start_worker)
        for _ in range(self.workers):  # start every worker now, not at a student's first click
            pool.submit(_started)
        return pool

    def submit(self, request: Request) -> Future[Answer]:
        outer: Future[Answer] = Future()
        self._opened()
        try:
            payload = pickle.dumps(request)
        except Exception as error:  # a bot that cannot travel: the table's stand-in plays
            self._settle(outer, None, error)
            return outer
        self._send(payload, outer, 0)
        return outer

    def _send(self, payload: bytes, outer: Future[Answer], attempt: int) -> None:
        with self._lock:
            pool = self._pool
            closed = self._closed
        if closed:
            self._settle(outer, None, CancelledError())
            return
        try:
            inner = pool.submit(_think_pickled, payload)
        except (BrokenProcessPool, RuntimeError):  # broken (or shut down) since: a fresh pool
            self._restart(pool)
            if attempt < self.retries:
                self._send(payload, outer, attempt + 1)
            else:
                self._settle(outer, None, WorkerLost("no worker could take the request"))
            return
        # A request the table no longer wants need not run, if no worker has taken it yet. The
        # inner future is held weakly: it refers to the outer one, and a future keeps its
        # callbacks after running them, so the answer would wait for the cycle collector.
        _cancel_with(outer, inner)
        inner.add_done_callback(lambda done: self._done(done, pool, payload, outer, attempt))

    def _done(
        self, inner: Future[bytes], pool: ProcessPoolExecutor, payload: bytes, outer: Future[Answer], attempt: int
    ) -> None:
        if inner.cancelled():
            self._settle(outer, None, CancelledError())
            return
        error = inner.exception()
        if error is None:
            try:
                self._settle(outer, pickle.loads(inner.result()), None)
            except Exception as bad:  # an answer that cannot be read is the bot's failure
                self._settle(outer, None, bad)
            return
        if isinstance(error, BrokenProcessPool):
            log.warning("a bot worker process died; starting a fresh pool (attempt %d)", attempt + 1)
            self._restart(pool)
            if attempt < self.retries:
                self._send(payload, outer, attempt + 1)
                return
            error = WorkerLost("the bot's worker died twice while it thought")
        self._settle(outer, None, error)

    def _restart(self, broken: ProcessPoolExecutor) -> None:
        """Replace ``broken`` (once, however many requests saw it break)."""
        with self._lock:
            if self._pool is not broken or self._closed:
                return
            self._pool = self._new_pool()
            self.restarts += 1
        broken.shutdown(wait=False, cancel_futures=True)

    def pids(self) -> list[int]:
        """The worker processes' ids (for tests, and to watch the server)."""
        with self._lock:
            processes: dict[int, Any] = getattr(self._pool, "_processes", None) or {}
            return list(processes)

    def close(self) -> None:
        """Stop the workers and wait for them (the server has stopped serving). Not waiting left
        the pool's manager thread to race Python's exit, which then wrote to the pool's closed
        wake-up pipe: "OSError: Bad file descriptor" in ``concurrent.futures``' exit handler."""
        with self._lock:
            self._closed = True
            pool = self._pool
        pool.shutdown(wait=True, cancel_futures=True)


class Dask(_Tracked):
    """A Dask cluster: ``address`` of its scheduler, or a ``distributed.Client``."""

    inline = False

    def __init__(self, address: Any) -> None:
        super().__init__()
        from distributed import Client

        self._own = isinstance(address, str)
        self._client = Client(address) if self._own else address  # type: ignore[no-untyped-call]

    def submit(self, request: Request) -> Future[Answer]:
        outer: Future[Answer] = Future()
        self._opened()
        try:
            payload = pickle.dumps(request)
            task = self._client.submit(_think_pickled, payload, pure=False, retries=1)
        except Exception as error:
            self._settle(outer, None, error)
            return outer
        _cancel_with(outer, task)
        task.add_done_callback(self._on_task(outer))
        return outer

    def _on_task(self, outer: Future[Answer]) -> Callable[[Any], None]:
        def done(task: Any) -> None:  # Dask runs it on a thread of its own: result() does not block
            try:
                if task.cancelled():
                    self._settle(outer, None, CancelledError())
                elif task.status == "error":
                    self._settle(outer, None, WorkerLost(str(task.exception())))
                else:
                    self._settle(outer, pickle.loads(task.result()), None)
            except Exception as error:
                self._settle(outer, None, error)

        return done

    def close(self) -> None:
        if self._own:
            self._client.close()


def _cancel_with(outer: Future[Answer], inner: Any) -> None:
    """Cancel ``inner`` (a pool's future, a Dask task) when ``outer`` is cancelled, holding it
    weakly: once it has run, nothing needs it."""
    held = weakref.ref(inner)

    def cancelled(done: Future[Answer]) -> None:
        task = held()
        if done.cancelled() and task is not None:
            task.cancel()

    outer.add_done_callback(cancelled)


def make_thinker(workers: int | None = None, dask: Any = None) -> Thinker:
    """The thinker a server asks for: ``dask`` (an address) if given, else ``workers`` processes
    (None: one per core; 0: in this process, on the event loop as before)."""
    if dask:
        return Dask(dask)
    if workers == 0:
        return InProcess()
    return ProcessPool(workers)


__all__ = [
    "Answer",
    "Dask",
    "InProcess",
    "Job",
    "ProcessPool",
    "Request",
    "Thinker",
    "WorkerLost",
    "make_thinker",
    "think",
]
