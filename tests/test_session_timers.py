"""A session's timers (issue 15: a closed session frees its memory; a timer never outlives its
session): the page's periodic look holds its page weakly, and a served one-shot timer is the
session document's own timeout callback, forgotten once it has run."""

from __future__ import annotations

import asyncio
import gc
import weakref
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import panel as pn

from scat_learn.ui.sessions import SessionTimeout, every


class Page:
    def __init__(self) -> None:
        self.ticks = 0

    def tick(self) -> None:
        self.ticks += 1


def test_a_periodic_look_does_not_keep_its_page_alive_and_stops_once_it_is_gone() -> None:
    async def scenario() -> tuple[int, bool, Any]:
        page = Page()
        handle = every(0.01, page.tick)
        await asyncio.sleep(0.1)
        ticks, gone = page.ticks, weakref.ref(page)
        del page
        gc.collect()
        await asyncio.sleep(0.1)
        return ticks, gone() is None, handle

    with ThreadPoolExecutor(1) as thread:  # a loop of its own (a test runner's loop may be running here)
        ticks, freed, handle = thread.submit(asyncio.run, scenario()).result()
    assert ticks > 0  # it looked while the page lived
    assert freed, "the timer kept the page alive"
    assert not handle.running  # and it stopped itself
    handle.stop()


class FakeDocument:
    """The two calls a served session's document answers for a timeout (Bokeh's API)."""

    def __init__(self) -> None:
        self.pending: dict[int, Any] = {}
        self.removed = 0

    def add_timeout_callback(self, callback: Any, milliseconds: int) -> int:
        self.pending[len(self.pending)] = callback
        return len(self.pending) - 1

    def remove_timeout_callback(self, handle: int) -> None:
        if self.pending.pop(handle, None) is None:
            raise ValueError("callback already ran or was already removed")
        self.removed += 1

    def fire(self, handle: int) -> None:
        self.pending.pop(handle)()


def test_a_session_timeout_runs_once_in_its_own_document_and_stop_cancels_it() -> None:
    doc = FakeDocument()
    seen: list[Any] = []
    fired = SessionTimeout(doc, lambda: seen.append(pn.state.curdoc), 100)
    doc.fire(0)
    assert seen == [doc] and fired.stopped  # Panel's current document is the session's
    fired.stop()  # after it ran: nothing to cancel, and no error
    assert doc.removed == 0

    cancelled = SessionTimeout(doc, lambda: seen.append("too late"), 100)
    cancelled.stop()
    cancelled.stop()  # twice is harmless
    assert doc.removed == 1 and not doc.pending and seen == [doc]


class Handle:
    """Bokeh's handle of a timeout holds the function it will call."""

    def __init__(self, callback: Any) -> None:
        self.callback = callback


class BokehLikeDocument(FakeDocument):
    def add_timeout_callback(self, callback: Any, milliseconds: int) -> Any:
        handle = Handle(callback)
        self.pending[id(handle)] = handle
        self.last = handle
        return handle

    def remove_timeout_callback(self, handle: Any) -> None:
        if self.pending.pop(id(handle), None) is None:
            raise ValueError("callback already ran or was already removed")

    def fire_last(self) -> None:
        self.pending.pop(id(self.last)).callback()
        del self.last


def test_a_session_timeout_that_ran_or_was_stopped_is_freed_without_the_collector() -> None:
    """Every showdown step and every look sets one: in a reference cycle with its handle, each
    would wait for the cycle collector, whose passes with a full room fall on students' clicks."""
    doc = BokehLikeDocument()
    gc.disable()
    try:
        ran = SessionTimeout(doc, lambda: None, 100)
        doc.fire_last()
        stopped = SessionTimeout(doc, lambda: None, 100)
        stopped.stop()
        del doc.last
        gone = [weakref.ref(ran), weakref.ref(stopped)]
        del ran, stopped
        assert [ref() for ref in gone] == [None, None]
    finally:
        gc.enable()
