"""Real-browser tests: Debian's Chromium driven by pytest-playwright, the app served in-process.

The browser is the system's Chromium (Playwright cannot download its own here): the env var
``SCAT_CHROMIUM``, else ``chromium`` or ``chromium-browser`` on PATH. Without one the tests are
skipped with a message saying how to get one.

The app is served with ``pn.serve(..., threaded=True)`` on a free port; the fixture keeps each
session's :class:`GameModel` so that a test can compare what the browser received with the
cards that were hidden at that moment.
"""

from __future__ import annotations

import os
import shutil
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ui_helpers import Frames, Server

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
UI_TESTS = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test here drives Chromium: marked ``browser``, and kept in one xdist group, so that
    with ``-n 2`` (scripts/test.sh) they run one after the other on one worker while the other
    runs the rest. Two Chromium tests at once on a 2-core machine would starve each other's
    timeouts; one beside a plain test costs little."""
    for item in items:
        if UI_TESTS in Path(str(item.path)).parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.xdist_group("browser"))


def find_chromium() -> str | None:
    """The Chromium to drive: SCAT_CHROMIUM, else chromium or chromium-browser on PATH."""
    wanted = os.environ.get("SCAT_CHROMIUM")
    if wanted:
        return wanted if Path(wanted).exists() else shutil.which(wanted)
    return shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    chromium = find_chromium()
    if chromium is None:
        pytest.skip(
            "no Chromium for the browser tests: install one (Debian/Ubuntu: apt-get install chromium) "
            "or set SCAT_CHROMIUM=/path/to/chromium"
        )
    return {**browser_type_launch_args, "executable_path": chromium, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "viewport": {"width": 1400, "height": 1100}}


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    """The app on a free port, bots at once (no animation); stopped when the module is done."""
    import panel as pn

    from scat_learn.ui.app import App
    from scat_learn.ui.model import RuleSettings

    port = free_port()
    served = Server(f"http://localhost:{port}/play")

    def page() -> Any:
        # Tests may shorten a game with ?test_lives=1 (read here, in the test's own page maker).
        lives = pn.state.session_args.get("test_lives")
        rules = RuleSettings(lives=int(lives[0])) if lives else RuleSettings()
        app = App(speed="instant", rules=rules)
        served.models.append(app.model)
        return app.template()

    thread = pn.serve(
        {"play": page},
        port=port,
        threaded=True,
        show=False,
        allow_websocket_origin=[f"localhost:{port}"],
        # forget a closed tab's session within seconds (the default waits a quarter of a minute);
        # not sooner: a page whose websocket comes later than this (a loaded machine: 4 s was
        # seen to be too short) would get a second session
        check_unused_sessions_milliseconds=500,
        unused_session_lifetime_milliseconds=10_000,
    )
    try:
        _wait_for_port(port)
        yield served
    finally:
        thread.stop()


def _wait_for_port(port: int, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise RuntimeError(f"the app did not start on port {port}")


@pytest.fixture
def frames(page: Any) -> Frames:
    return Frames(page)
