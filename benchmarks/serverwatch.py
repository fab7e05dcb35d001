"""Run ``scat-learn`` with a watch on its event loop (``benchmarks/classroom.py --watch``).

    python benchmarks/serverwatch.py OUT.json classroom --port … (the command's own arguments)

Every callback the loop runs is timed, and so is each patch a page sends (a click). Every 5 s
``OUT.json`` gets: how many callbacks ran, the loop's busy time, the callbacks that took
longest (what they were, how long), and the lag of a probe that asks to run every 50 ms (how
long a click that arrives waits for the loop). A long callback blocks every session's click
behind it; a lag without long callbacks means a loop that is busy with many short ones (or a
machine whose cores are busy with other work).

SIGUSR2 takes a census of what is alive (see ``_census``). ``SCAT_REST_SECONDS`` (an
experiment) makes empty tables rest after that many seconds instead of five minutes.
"""

from __future__ import annotations

import array
import asyncio
import collections
import contextlib
import json
import os
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any

PROBE_SECONDS = 0.05
KEEP = 40  # the longest callbacks kept

_totals = {"callbacks": 0, "busy": 0.0, "over_50ms": 0, "over_200ms": 0}  # counters, not a list: RSS is measured
_longest: list[tuple[float, str]] = []
# The probe's lags as raw doubles, not float objects: floats made through a lesson and kept would
# pin CPython's arenas and make the server look as if it kept the lesson's memory.
_lags = array.array("d")
_lock = threading.Lock()
_running: list[Any] = [None]  # (start, id) of the callback running now, for the stack sampler
_censuses: list[dict[str, Any]] = []  # one per SIGUSR2
_snapshots: list[Any] = []  # tracemalloc's, one per census (PYTHONTRACEMALLOC=1)
_stacks: dict[str, int] = {}  # where long callbacks were, 200 ms in: their stack, and how often
_writes: collections.Counter[str] = collections.Counter()  # websocket messages to pages, and their bytes
_writes_by_origin: collections.Counter[str] = collections.Counter()  # bytes, by the app function that wrote


def _name(handle: asyncio.Handle) -> str:
    callback: Any = getattr(handle, "_callback", None)
    inner = getattr(callback, "__self__", None)
    if isinstance(inner, asyncio.Task):  # a coroutine's step: name the coroutine
        coro = inner.get_coro()
        frame = getattr(coro, "cr_frame", None)
        where = f" {frame.f_code.co_filename.rsplit('/', 2)[-1]}:{frame.f_lineno}" if frame else ""
        return f"task {getattr(coro, '__qualname__', coro)}{where}"
    return repr(callback)[:200]


_recent: collections.deque[tuple[float, float, asyncio.Handle]] = collections.deque(maxlen=400)
_bursts: list[dict[str, Any]] = []  # each long lag: what ran in it (callbacks, their time, the main ones)
BURST_LAG = 0.5


def _install() -> None:
    original = asyncio.Handle._run

    def timed(self: asyncio.Handle) -> None:
        start = time.perf_counter()
        _running[0] = (start, id(self))
        try:
            original(self)
        finally:
            _running[0] = None
            took = time.perf_counter() - start
            _recent.append((start, took, self))
            _totals["callbacks"] += 1
            _totals["busy"] += took
            if took > 0.05:
                _totals["over_50ms"] += 1
                _totals["over_200ms"] += took > 0.2
                with _lock:
                    _longest.append((took, _name(self)))
                    _longest.sort(reverse=True)
                    del _longest[KEEP:]

    asyncio.Handle._run = timed  # type: ignore[method-assign]


_gc = {"started": 0.0, "pauses": [0, 0, 0], "seconds": [0.0, 0.0, 0.0], "longest": [0.0, 0.0, 0.0]}


def _time_collections(phase: str, info: dict[str, int]) -> None:
    """Python's cyclic collector stops the loop while it runs: each generation's pauses."""
    if phase == "start":
        _gc["started"] = time.perf_counter()
        return
    took, generation = time.perf_counter() - float(_gc["started"]), info["generation"]
    _gc["pauses"][generation] += 1  # type: ignore[index]
    _gc["seconds"][generation] += took  # type: ignore[index]
    _gc["longest"][generation] = max(_gc["longest"][generation], took)  # type: ignore[index]
    if generation == 2:  # a full collection: how much it looked at, how much it found
        import gc

        _full.append([round(1000 * took), len(gc.get_objects(2)), info["collected"], gc.get_freeze_count()])


_full: list[list[int]] = []  # each full collection: ms, objects left in the oldest generation, collected, frozen


_patches: dict[str, list[float]] = {"total": [], "run": []}  # a page's patch (a click, a value)


def _time_page_patches() -> None:
    """Each patch a page sends (a click, a typed value): ``total`` from its arrival at the
    session until its answer is written (the wait for the session's lock included), ``run``
    the handling alone. A total much longer than its run waited behind the session's queue."""
    from bokeh.server import session

    inner = session.ServerSession._handle_patch.__wrapped__  # type: ignore[attr-defined]

    def run(self: Any, message: Any, connection: Any) -> Any:
        start = time.perf_counter()
        try:
            return inner(self, message, connection)
        finally:
            _patches["run"].append(time.perf_counter() - start)

    locked = session._needs_document_lock(run)  # type: ignore[attr-defined]

    async def handle_patch(self: Any, message: Any, connection: Any) -> Any:
        start = time.perf_counter()
        try:
            return await locked(self, message, connection)
        finally:
            _patches["total"].append(time.perf_counter() - start)

    session.ServerSession._handle_patch = handle_patch  # type: ignore[method-assign]


def _sample_long_callbacks(main: int) -> None:
    """A callback still running 200 ms after it began: where is it? (our code's frames, and the
    innermost ones)."""
    sampled = None
    while True:
        time.sleep(0.02)
        running = _running[0]
        if running is None or running == sampled or time.perf_counter() - running[0] < 0.2:
            continue
        sampled = running
        frame: Any = sys._current_frames().get(main)
        names = []
        while frame is not None and hasattr(frame, "f_code"):  # the loop's thread runs on meanwhile
            code = frame.f_code
            if "scat_learn" in code.co_filename or len(names) < 3:
                names.append(f"{code.co_filename.rsplit('/', 1)[-1]}:{code.co_name}")
            frame = frame.f_back
        key = " < ".join(names[:14])
        with _lock:
            _stacks[key] = _stacks.get(key, 0) + 1


def _short_stack() -> str:
    frame, names = sys._getframe(2), []
    while frame is not None and len(names) < 16:
        names.append(f"{frame.f_code.co_filename.rsplit('/', 1)[-1]}:{frame.f_code.co_name}")
        frame = frame.f_back
    return " < ".join(names)


def _origin() -> str:
    """The first of the app's own functions on the stack: what made the server write to a page."""
    frame: Any = sys._getframe(3)
    while frame is not None:
        path = frame.f_code.co_filename
        if "/scat_learn/" in path and "/scat_learn/ui/sessions.py" not in path:
            return f"{path.rsplit('/', 1)[-1]}:{frame.f_code.co_qualname}"
        frame = frame.f_back
    return "(elsewhere)"


def _trace_websocket_writes() -> None:
    """Each websocket write's task remembers who asked for it, so that a write whose failure
    nobody retrieved ("Task exception was never retrieved") says where it came from."""
    from tornado.websocket import WebSocketProtocol13

    original = WebSocketProtocol13.write_message

    def write_message(self: Any, *args: Any, **kwargs: Any) -> Any:
        task = original(self, *args, **kwargs)
        task.scat_origin = _short_stack()
        message = args[0] if args else kwargs.get("message", b"")
        with _lock:
            _writes["messages"] += 1
            _writes["bytes"] += len(message)
            _writes_by_origin[_origin()] += len(message)
        return task

    WebSocketProtocol13.write_message = write_message  # type: ignore[method-assign]


def _report_unretrieved(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    origin = getattr(context.get("future"), "scat_origin", None)
    if origin is not None:
        print(f"serverwatch: the write that failed unseen was asked for by {origin}", file=sys.stderr, flush=True)
    loop.default_exception_handler(context)


def _probe(loop: asyncio.AbstractEventLoop, asked: float) -> None:
    now = time.perf_counter()
    lag = now - asked - PROBE_SECONDS
    _lags.append(lag)
    if lag > BURST_LAG and len(_bursts) < 30:  # a long wait: many callbacks, or none (no CPU)?
        due = asked + PROBE_SECONDS  # callbacks that ran (or ended) after the probe was due
        inside = [(min(took, start + took - due), h) for start, took, h in _recent if start + took > due]
        names: collections.Counter[str] = collections.Counter()
        for took, handle in inside:
            names[_name(handle).split(" at 0x")[0][:90]] += took
        _bursts.append({
            "at": round(time.time() - lag, 2),  # when it began (wall clock: the clients' clicks carry it too)
            "lag_ms": round(1000 * lag),
            "callbacks": len(inside),
            "their_ms": round(1000 * sum(t for t, _ in inside)),
            "by_name_ms": {k: round(1000 * v) for k, v in names.most_common(6)},
        })  # fmt: skip
    loop.call_later(PROBE_SECONDS, _probe, loop, time.perf_counter())


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1) if ordered else 0.0


def _spread(values: list[float]) -> dict[str, float]:
    values = list(values)
    return {
        "n": len(values),
        "p50": _quantile(values, 0.5),
        "p95": _quantile(values, 0.95),
        "max": _quantile(values, 1.0),
    }


def _write(out: Path, started: float) -> None:
    while True:
        time.sleep(5)
        with _lock:
            totals, lags, longest, stacks = dict(_totals), list(_lags), list(_longest), dict(_stacks)
            writes, by_origin = dict(_writes), dict(_writes_by_origin.most_common(15))
        report = {
            "seconds": round(time.perf_counter() - started, 1),
            "callbacks": totals["callbacks"],
            "busy_seconds": round(totals["busy"], 2),
            "callbacks_over_50ms": totals["over_50ms"],
            "callbacks_over_200ms": totals["over_200ms"],
            "lag_ms": {"p50": _quantile(lags, 0.5), "p95": _quantile(lags, 0.95), "max": _quantile(lags, 1.0)},
            "page_patch_total_ms": _spread(_patches["total"]),
            "page_patch_run_ms": _spread(_patches["run"]),
            "gc_pauses_by_generation": list(_gc["pauses"]),  # type: ignore[call-overload]
            "gc_seconds_by_generation": [round(x, 2) for x in _gc["seconds"]],  # type: ignore[attr-defined]
            "gc_longest_ms_by_generation": [round(1000 * x) for x in _gc["longest"]],  # type: ignore[attr-defined]
            "gc_full_collections": [["ms", "oldest generation", "collected", "frozen"], *_full[-20:]],
            "long_lags": list(_bursts),
            "longest": [[round(1000 * d), name] for d, name in longest],
            "long_callback_stacks": sorted(([n, k] for k, n in stacks.items()), reverse=True)[:25],
            "websocket_writes": writes,
            "websocket_bytes_by_origin": by_origin,
        }
        out.with_suffix(".tmp").write_text(json.dumps(report, indent=1))
        out.with_suffix(".tmp").replace(out)  # whole, never half-written when read


def _reset(*_: Any) -> None:
    """SIGUSR1: start counting again (the load test sends it when play begins)."""
    with _lock:
        _totals.update(callbacks=0, busy=0.0, over_50ms=0, over_200ms=0)
        del _lags[:]
        _longest.clear()
        _gc.update(pauses=[0, 0, 0], seconds=[0.0, 0.0, 0.0], longest=[0.0, 0.0, 0.0])
        _full.clear()
        _bursts.clear()
        _patches["total"].clear()
        _patches["run"].clear()
        _stacks.clear()
        _writes.clear()
        _writes_by_origin.clear()


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _safely(job: Any, *args: Any) -> None:
    """A signal's job never breaks the callback it interrupted."""
    try:
        job(*args)
    except Exception as problem:
        print(f"serverwatch: {job.__name__} failed: {problem!r}", file=sys.stderr, flush=True)


def _traced() -> dict[str, Any]:
    """With ``PYTHONTRACEMALLOC=1``: the memory Python's objects hold (every allocator, blocks
    of any size), and the lines that allocated what grew since the first census."""
    import tracemalloc

    if not tracemalloc.is_tracing():
        return {}
    snapshot = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(False, tracemalloc.__file__)])
    _snapshots.append(snapshot)
    grown = snapshot.compare_to(_snapshots[0], "lineno")[:30]
    found: dict[str, Any] = {
        "traced_mb": round(tracemalloc.get_traced_memory()[0] / 2**20, 1),
        "grown_since_first_kb": {str(stat.traceback[0]): round(stat.size_diff / 1024) for stat in grown},
    }
    if tracemalloc.get_traceback_limit() > 1:  # who called the lines that grew most
        calls = snapshot.compare_to(_snapshots[0], "traceback")[:8]
        found["grown_by_traceback"] = [
            {"kb": round(stat.size_diff / 1024), "frames": [str(frame) for frame in stat.traceback]} for stat in calls
        ]
    return found


def _allocators() -> dict[str, float]:
    """Where the process's heap is, in MB: CPython's own allocator (arenas of 1 MiB, given back
    only when every block in one is free; the bytes its live blocks use) and the C library's
    (glibc's ``mallinfo2``: in use, free but kept, mapped apart)."""
    import ctypes
    import re
    import tempfile

    found: dict[str, float] = {}
    with tempfile.TemporaryFile(mode="w+b") as capture:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(capture.fileno(), 2)  # _debugmallocstats writes to the C stream, not sys.stderr
        try:
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        capture.seek(0)
        text = capture.read().decode(errors="replace")
    for label, key in (
        ("# arenas allocated current", "pymalloc_arenas"),
        ("# bytes in allocated blocks", "pymalloc_live_mb"),
        ("# bytes in available blocks", "pymalloc_free_blocks_mb"),
        ("# arenas highwater mark", "pymalloc_arenas_most"),
    ):
        if match := re.search(re.escape(label) + r"\s*=\s*([\d,]+)", text):
            value = int(match.group(1).replace(",", ""))
            found[key] = value if key.startswith("pymalloc_arenas") else round(value / 2**20, 1)

    class MallInfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost"
        )]  # fmt: skip

    with contextlib.suppress(OSError, AttributeError):
        mallinfo2 = ctypes.CDLL("libc.so.6").mallinfo2
        mallinfo2.restype = MallInfo2
        info = mallinfo2()
        found |= {
            "malloc_in_use_mb": round(info.uordblks / 2**20, 1),
            "malloc_free_kept_mb": round(info.fordblks / 2**20, 1),
            "malloc_mapped_mb": round(info.hblkhd / 2**20, 1),
        }
    return found


def _tree(thing: Any, depth: int) -> list[str]:
    """What refers to ``thing``, and what refers to those, ``depth`` levels up (one line each)."""
    import gc
    import types

    lines: list[str] = []
    mine: set[int] = set()

    def describe(x: Any) -> str:
        text = f"{getattr(type(x), '__module__', '?')}.{type(x).__qualname__}"
        if isinstance(x, dict):
            text += f" keys {sorted(map(str, x))[:5]}"
        elif isinstance(x, types.FunctionType | types.MethodType):
            text += f" {getattr(x, '__qualname__', '')}"
        elif isinstance(x, types.CellType):
            text += f" of {type(x.cell_contents).__qualname__}" if x.cell_contents is not None else ""
        return text[:160]

    def walk(x: Any, level: int, seen: set[int]) -> None:
        referrers = gc.get_referrers(x)
        mine.add(id(referrers))
        for r in referrers:
            if id(r) in mine or id(r) in seen or isinstance(r, types.FrameType) or len(lines) > 60:
                continue
            lines.append("  " * level + describe(r))
            if level < depth and not isinstance(r, types.ModuleType | type):
                walk(r, level + 1, seen | {id(r)})

    walk(thing, 0, {id(thing)})
    return lines


def _pinners() -> dict[str, Any]:
    """Which live objects keep CPython's arenas from being given back. Every live object small
    enough for CPython's allocator (up to 512 bytes: the tracked ones and what they refer to
    directly) is counted in the MiB of address space it lies in (an arena is one MiB, not
    aligned: it spans at most two of them); a MiB that holds under a tenth of its size in live
    objects is a *sparse* one, kept by the few objects in it. What those are, by kind and (with
    ``PYTHONTRACEMALLOC=N``) by the line that allocated them, names what pins the memory."""
    import gc
    import tracemalloc

    seen: set[int] = set()
    used: collections.Counter[int] = collections.Counter()
    kinds: dict[int, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    samples: dict[int, list[Any]] = collections.defaultdict(list)

    def count(x: Any) -> None:
        where = id(x)
        if where in seen:
            return
        seen.add(where)
        size = sys.getsizeof(x, 0)
        if size > 512:
            return
        mib = where >> 20
        used[mib] += size
        kinds[mib][f"{getattr(type(x), '__module__', '?')}.{type(x).__qualname__}"] += 1
        if len(samples[mib]) < 200:
            samples[mib].append(x)

    for thing in gc.get_objects():
        count(thing)
        for part in gc.get_referents(thing):
            if not gc.is_tracked(part):
                count(part)
    sparse = [mib for mib, size in used.items() if size < 2**20 // 10]
    by_kind: collections.Counter[str] = collections.Counter()
    lines: collections.Counter[str] = collections.Counter()
    for mib in sparse:
        by_kind.update(kinds[mib])
        for x in samples[mib]:
            trace = tracemalloc.get_object_traceback(x) if tracemalloc.is_tracing() else None
            if trace is not None:
                frames = [f for f in trace if "tracemalloc" not in f.filename][-4:]
                lines[" < ".join(f"{Path(f.filename).name}:{f.lineno}" for f in reversed(frames))] += 1
    fill = sorted(used.values())
    samples.clear()
    return {
        "mib_with_live_objects": len(used),
        "sparse_mib": len(sparse),
        "live_kb_in_sparse": round(sum(used[m] for m in sparse) / 1024),
        "fill_kb_p10_p50_p90": [round(fill[int(q * (len(fill) - 1))] / 1024) for q in (0.1, 0.5, 0.9)] if fill else [],
        "sparse_by_kind": dict(by_kind.most_common(30)),
        "sparse_allocated_at": dict(lines.most_common(40)),
    }


def _timers_and_holders() -> dict[str, list[str]]:
    """The loop's pending timers by what they will call, and (``SCAT_CENSUS_HOLDERS=KIND,KIND``)
    what holds one object of each kind named."""
    import gc

    held: dict[str, list[str]] = {}
    timers: collections.Counter[str] = collections.Counter()
    for thing in gc.get_objects():
        if isinstance(thing, asyncio.TimerHandle) and not thing.cancelled():
            callback = thing._callback  # type: ignore[attr-defined]
            timers[getattr(callback, "__qualname__", type(callback).__qualname__)] += 1
    held["pending loop timers"] = [f"{n} x {k}" for k, n in timers.most_common(12)]
    for kind in filter(None, os.environ.get("SCAT_CENSUS_HOLDERS", "").split(",")):
        one = next((x for x in gc.get_objects() if type(x).__qualname__ == kind), None)
        if one is not None:
            held[f"a {kind}'s holders"] = _tree(one, 6)
    site = os.environ.get("SCAT_CENSUS_SITE")  # FILE:LINE, with PYTHONTRACEMALLOC: what holds its strings
    if site:
        held.update(_holders_of_strings_from(site))
    return held


def _holders_of_strings_from(site: str) -> dict[str, list[str]]:
    """The containers of the live strings that ``site`` (``file.py:74``) allocated, by kind, and
    what holds the first of the commonest kind (needs ``PYTHONTRACEMALLOC``)."""
    import gc
    import tracemalloc

    if not tracemalloc.is_tracing():
        return {}
    kinds: collections.Counter[str] = collections.Counter()
    first: dict[str, Any] = {}
    for container in gc.get_objects():
        for ref in gc.get_referents(container):
            if type(ref) is str:
                traceback = tracemalloc.get_object_traceback(ref)
                if traceback is not None and str(traceback[0]).endswith(site):
                    kind = type(container).__qualname__
                    kinds[kind] += 1
                    first.setdefault(kind, container)
                    break
    held = {f"containers of {site}'s strings": [f"{n} x {k}" for k, n in kinds.most_common(8)]}
    for kind, _ in kinds.most_common(2):
        held[f"a {kind} of them: its holders"] = _tree(first[kind], 5)
    return held


def _census(out: Path) -> None:
    """SIGUSR2: what is still alive (after every page closed): documents, sessions, our pages'
    objects; the RSS before and after a collection and after giving free heap back
    (``malloc_trim``), which tells memory still in use from memory merely kept."""
    import collections
    import ctypes
    import gc

    _recent.clear()  # the watch's own hold on the last callbacks (and what they hold): not the server's
    before = _rss_mb()
    frozen = gc.get_freeze_count()
    gc.unfreeze()  # the garbage frozen objects hold too (scat_learn/ui/collector.py)
    gc.set_debug(gc.DEBUG_SAVEALL)  # what the collection finds, by kind: where cycles come from
    started = time.perf_counter()
    gc.collect()
    took = time.perf_counter() - started
    gc.set_debug(0)
    garbage: collections.Counter[str] = collections.Counter(
        f"{getattr(type(x), '__module__', '?')}.{type(x).__qualname__}" for x in gc.garbage
    )
    found = len(gc.garbage)
    gc.garbage.clear()
    gc.collect()
    gc.unfreeze()  # the server's collector froze the survivors again: frozen objects are not listed
    collected = _rss_mb()
    kinds: collections.Counter[str] = collections.Counter()
    packages: collections.Counter[str] = collections.Counter()
    for thing in gc.get_objects():
        kind = type(thing)
        module = getattr(kind, "__module__", None)
        module = module if isinstance(module, str) else "?"
        packages[module.split(".")[0]] += 1
        if module.startswith(("scat_learn", "bokeh.document", "bokeh.server", "panel.io")):
            kinds[f"{module}.{kind.__qualname__}"] += 1
    pinners = _pinners()
    held: dict[str, list[str]] = {}
    page = next((x for x in gc.get_objects() if type(x).__qualname__ == "RoomPage"), None)
    if page is not None:
        held["a student's page's holders"] = _tree(page, 5)
    periodic: collections.Counter[str] = collections.Counter()
    for thing in gc.get_objects():
        if type(thing).__qualname__ == "PeriodicCallback" and type(thing).__module__ == "panel.io.callbacks":
            doc = thing._doc
            where = "no doc" if doc is None else ("live doc" if doc.session_context is not None else "dead doc")
            callback = getattr(thing.callback, "__qualname__", type(thing.callback).__qualname__)
            periodic[f"{callback} running={thing.running} count={thing.count} {where}"] += 1
    held["periodic callbacks"] = [f"{n} x {k}" for k, n in periodic.most_common(12)]
    stopped = [
        x for x in gc.get_objects()
        if type(x).__qualname__ == "PeriodicCallback" and type(x).__module__ == "panel.io.callbacks" and not x.running
    ]  # fmt: skip
    if stopped:
        held["a stopped periodic callback's holders"] = _tree(stopped[0], 5)
    held |= _timers_and_holders()
    gc.freeze()
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    rss = {"before": round(before, 1), "after gc": round(collected, 1), "after malloc_trim": round(_rss_mb(), 1)}
    census = {
        "rss_mb": rss,
        "python_blocks": sys.getallocatedblocks(),  # pymalloc's blocks in use: live objects
        "allocators": _allocators(),
        "frozen_before": frozen,
        "full_collection_ms": round(1000 * took),
        "garbage_found": found,
        "garbage_by_kind": dict(garbage.most_common(30)),
        "tracked_objects": sum(packages.values()),
        "by_package": dict(packages.most_common(15)),
        "objects": dict(kinds.most_common(40)),
        **_traced(),
        "pinners": pinners,
        "held_by": held,
    }
    _censuses.append(census)
    out.write_text(json.dumps(_censuses, indent=1))


def main() -> int:
    out, argv = Path(sys.argv[1]), sys.argv[2:]
    if argv[:1] == ["classroom"]:  # on the allocator the command would choose (it starts again on it)
        from scat_learn.cli import allocator, parse_args

        allocator.start_on(parse_args(argv).allocator)
    _install()
    _trace_websocket_writes()
    _time_page_patches()
    import gc

    gc.callbacks.append(_time_collections)
    signal.signal(signal.SIGUSR1, lambda *_: _safely(_reset))
    from scat_learn.ui.recycle import recycled

    censuses = out.with_name("census.json")
    if recycled() and censuses.exists():  # started afresh after a class: the list goes on
        _censuses.extend(json.loads(censuses.read_text()))
    signal.signal(signal.SIGUSR2, lambda *_: _safely(_census, censuses))
    started = time.perf_counter()
    threading.Thread(target=_write, args=(out, started), daemon=True).start()
    threading.Thread(target=_sample_long_callbacks, args=(threading.get_ident(),), daemon=True).start()
    from tornado.ioloop import IOLoop

    def start_probe() -> None:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(_report_unretrieved)
        loop.call_later(PROBE_SECONDS, _probe, loop, time.perf_counter())

    IOLoop.current().add_callback(start_probe)
    if "SCAT_REST_SECONDS" in os.environ:  # an experiment: empty tables rest sooner
        from scat_learn.classroom import seating

        seating.REST_AFTER_SECONDS = float(os.environ["SCAT_REST_SECONDS"])
    from scat_learn.cli import main as scat_learn

    return scat_learn(argv)


if __name__ == "__main__":
    sys.exit(main())
