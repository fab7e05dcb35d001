"""A page that connects late (a slow phone, a browser starved of its machine's cores) gets a new
session from its websocket alone, once Bokeh has let go of the one its address made: that page
must still take nothing from outside the server (in a classroom without internet its
stylesheets would be missing)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from conftest import _wait_for_port, free_port

from scat_learn.classroom.clock import LoopScheduler
from scat_learn.classroom.room import Classroom
from scat_learn.deals import Dealer

LIFETIME_MS = 1_000  # Bokeh's unused-session lifetime here (15 s by default)


@pytest.fixture(scope="module")
def late_server() -> Iterator[str]:
    import panel as pn

    from scat_learn.ui.app import create_page
    from scat_learn.ui.classroom_pages import classroom_page

    room = Classroom(Dealer(b"scat_learn tests: not a secret!!"), scheduler=LoopScheduler())
    port = free_port()
    thread = pn.serve(
        {"classroom": lambda: classroom_page(room=room), "play": lambda: create_page(players=3)},
        port=port,
        threaded=True,
        show=False,
        allow_websocket_origin=[f"localhost:{port}"],
        check_unused_sessions_milliseconds=300,
        unused_session_lifetime_milliseconds=LIFETIME_MS,
    )
    try:
        _wait_for_port(port)
        yield f"http://localhost:{port}"
    finally:
        thread.stop()
        room.close()


@pytest.mark.parametrize(("path", "drawn"), [("classroom", ".join-code input"), ("play", ".card-button")])
def test_a_page_that_connects_after_its_session_expired_takes_nothing_from_outside(browser, late_server, path, drawn):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    outside: list[str] = []
    held: list[str] = []

    def route(request_route: Any) -> None:
        url = request_route.request.url
        host = url.split("/")[2].split(":")[0] if "://" in url else ""
        if host not in ("localhost", "127.0.0.1") and url.startswith("http"):
            outside.append(url)
            request_route.abort()
            return
        if "/static/js/bokeh.min.js" in url and not held:
            held.append(url)
            time.sleep(3 * LIFETIME_MS / 1000)  # the page's script, late: its session has expired
        request_route.continue_()

    context.route("**/*", route)
    page = context.new_page()
    page.goto(f"{late_server}/{path}")
    page.locator(drawn).first.wait_for(timeout=30_000)
    page.wait_for_timeout(1_000)  # what the page loads once it is drawn
    assert held and outside == []
    context.close()
