"""A served session's one-shot timer lets go of what it held once it has run, while the session
is still open (issue 15: ``pn.state.add_periodic_callback`` kept every finished timer, and what
it was to update, until the session ended: hundreds per page per hour in a classroom)."""

from __future__ import annotations

import gc
import threading
import time
import weakref
from typing import Any

from conftest import _wait_for_port, free_port

from scat_learn.ui.sessions import timer


class Target:
    def __init__(self, fired: threading.Event) -> None:
        self._fired = fired

    def fire(self) -> None:
        self._fired.set()


def test_a_finished_timer_keeps_nothing_alive_in_an_open_session(browser) -> None:
    import panel as pn

    fired, targets = threading.Event(), []

    def page() -> Any:
        target = Target(fired)
        targets.append(weakref.ref(target))
        timer(target.fire, 50)
        return pn.pane.Markdown("a page with a timer")

    port = free_port()
    thread = pn.serve({"timers": page}, port=port, threaded=True, show=False,
                      allow_websocket_origin=[f"localhost:{port}"])  # fmt: skip
    try:
        _wait_for_port(port)
        tab = browser.new_page()
        tab.goto(f"http://localhost:{port}/timers")
        tab.get_by_text("a page with a timer").wait_for(timeout=15_000)
        assert fired.wait(15), "the timer did not run"
        deadline = time.monotonic() + 10
        while targets[-1]() is not None and time.monotonic() < deadline:
            gc.collect()
            time.sleep(0.2)
        assert targets[-1]() is None, "a finished timer still holds what it was to update"
        tab.close()
    finally:
        thread.stop()
