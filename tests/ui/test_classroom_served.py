"""``scat-learn classroom`` as a teacher starts it for a room (``--address 0.0.0.0``): the
address it prints is the machine's network address, and a browser that opens it gets a
working page (its websocket is allowed), joins with the printed code and sees the tables."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import free_port

from scat_learn.classroom.datadir import STORE_FILE
from scat_learn.classroom.store import Store
from scat_learn.ui.serve import machine_addresses

ROOT = Path(__file__).resolve().parents[2]


def printed_codes(log: Path, process: subprocess.Popen[bytes], timeout: float = 60.0) -> tuple[str, str]:
    """The students' address and the classroom code the server printed."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"the server stopped: {log.read_text()[-2000:]}")
        found = re.search(r"students open (\S+) and type the classroom code (\w+)", log.read_text())
        if found:
            return found.group(1), found.group(2)
        time.sleep(0.3)
    raise AssertionError(f"no codes printed: {log.read_text()[-2000:]}")


def opened(browser: Any, url: str) -> Any:
    """A new page at ``url``, tried again while the server is still starting (its codes are
    printed just before it listens)."""
    page = browser.new_page()
    for _ in range(100):
        try:
            page.goto(url)
            return page
        except Exception:
            time.sleep(0.3)
    raise AssertionError(f"{url} did not answer")


@pytest.mark.skipif(not machine_addresses(), reason="this machine has no network address but loopback")
def test_a_student_on_the_network_opens_the_printed_address_and_joins(browser, tmp_path):
    port = free_port()
    log = tmp_path / "server.log"
    command = [sys.executable, "-m", "scat_learn.cli", "classroom", "--address", "0.0.0.0", "--port", str(port)]
    command += ["--no-browser", "--data", str(tmp_path / "data")]
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
        try:
            url, code = printed_codes(log, process)
            assert "localhost" not in url and any(a in url for a in machine_addresses())
            page = opened(browser, url)
            page.locator(".join-code input").fill(code)
            page.locator(".join-name input").fill("Mia")
            page.locator(".act-join button").click()
            page.locator(".act-make-table button").wait_for(timeout=30_000)
            page.close()
        finally:
            process.terminate()
            process.wait(timeout=15)
    assert "Traceback" not in log.read_text()


def start_classroom(tmp_path: Path, port: int, log: Path, *options: str) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "scat_learn.cli", "classroom", "--port", str(port), "--no-browser"]
    command += ["--data", str(tmp_path / "data"), "--code", "ROOM42", *options]
    with log.open("ab") as out:
        return subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)


def test_a_page_whose_server_restarts_says_so_and_loads_again_by_itself(browser, tmp_path):
    port, log = free_port(), tmp_path / "server.log"
    process = start_classroom(tmp_path, port, log)
    try:
        url, _ = printed_codes(log, process)
        page = opened(browser, url)
        page.locator(".join-code input").wait_for(timeout=30_000)
        page.evaluate("window.scatMarker = 'the page before the restart'")
        process.kill()  # kill -9: no goodbye to the browsers
        process.wait(timeout=15)
        banner = page.get_by_text("The connection to the server is lost")
        banner.wait_for(timeout=15_000)  # the student is told, in the page
        process = start_classroom(tmp_path, port, log)
        page.wait_for_function("() => window.scatMarker === undefined", timeout=60_000)  # it loaded again
        page.locator(".join-code input").wait_for(timeout=30_000)
        assert not banner.is_visible()
        page.close()
    finally:
        process.terminate()
        process.wait(timeout=15)
    assert "Traceback" not in log.read_text()


def join(browser, url: str, name: str) -> Any:
    """``name`` joins the classroom in a new page of ``browser`` (a browser, or one context of it)."""
    page = opened(browser, url)
    page.locator(".join-code input").fill("ROOM42")
    page.locator(".join-name input").fill(name)
    page.locator(".act-join button").click()
    page.locator(".act-make-table button").wait_for(timeout=30_000)
    return page


def hand_on(page: Any) -> list[str]:
    return sorted(page.locator(".card-button").evaluate_all("bs => bs.map(b => b.dataset.card)"))


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (Linux: read from /proc; none elsewhere)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def kept_moves(data: Path) -> list[tuple[int | None, str]]:
    """The move record of table t1's first game, read from the store as another process would."""
    store = Store.open(data / STORE_FILE)
    try:
        game = store.game("t1", 1)
        return [] if game is None else [(m.seat, m.action) for m in game.moves]
    finally:
        store.close()


def play_a_move(page: Any) -> None:
    for selector in (".act-draw button", ".card-button:not(.locked)"):
        button = page.locator(selector).first
        if button.count() and button.is_visible() and button.is_enabled():
            button.click()
            return


def test_a_server_killed_mid_hand_comes_back_with_the_same_hand_and_seats(browser, tmp_path):
    port, log = free_port(), tmp_path / "server.log"
    process = start_classroom(tmp_path, port, log)
    try:
        url, _ = printed_codes(log, process)
        ann, bea = join(browser, url, "Ann"), join(browser, url, "Bea")
        ann.locator(".new-table-name input").fill("Red")
        for box in (".new-table-seats input", ".new-table-people input"):
            ann.locator(box).fill("2")
            ann.locator(box).press("Tab")
        ann.wait_for_timeout(300)
        ann.locator(".act-make-table button").click()
        bea.locator(".sl-table-row", has_text="Red").locator(".act-sit button").click(timeout=30_000)
        for page in (ann, bea):
            page.locator(".card-button").first.wait_for(timeout=30_000)
        deadline = time.monotonic() + 60  # a few moves of the hand, whoever is on turn (a busy machine is slow)
        while len(kept_moves(tmp_path / "data")) < 3 and time.monotonic() < deadline:
            for page in (ann, bea):
                play_a_move(page)
                page.wait_for_timeout(400)
        moves, hands = kept_moves(tmp_path / "data"), [hand_on(ann), hand_on(bea)]
        assert len(moves) >= 3
        for page in (ann, bea):
            page.evaluate("window.scatMarker = 'the page before the restart'")
        workers = children(process.pid)  # the bots' worker processes
        assert workers or not Path("/proc").exists()  # (only Linux lists them in /proc)
        process.kill()  # kill -9 in the middle of the hand
        process.wait(timeout=15)
        process = start_classroom(tmp_path, port, log)
        for page in (ann, bea):  # each page loads again by itself: the same seat, the same cards
            page.wait_for_function("() => window.scatMarker === undefined", timeout=60_000)
            page.locator(".card-button").first.wait_for(timeout=60_000)
        assert [hand_on(ann), hand_on(bea)] == hands
        assert not [pid for pid in workers if Path(f"/proc/{pid}").exists()]  # they left with their server
        assert kept_moves(tmp_path / "data") == moves  # the record as it was before the crash
        deadline = time.monotonic() + 30  # and the hand goes on (a click lands once the page is ready)
        while len(kept_moves(tmp_path / "data")) == len(moves) and time.monotonic() < deadline:
            for page in (ann, bea):
                play_a_move(page)
                page.wait_for_timeout(500)
        assert kept_moves(tmp_path / "data")[: len(moves)] == moves
        assert len(kept_moves(tmp_path / "data")) > len(moves)
    finally:
        process.terminate()
        process.wait(timeout=15)
    assert "Traceback" not in log.read_text()


def logged(log: Path, text: str, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while text not in log.read_text(errors="replace"):
        assert time.monotonic() < deadline, f"not logged: {text!r}: {log.read_text()[-2000:]}"
        time.sleep(0.5)


def test_a_server_that_kept_a_class_memory_starts_afresh_once_the_class_has_gone(browser, tmp_path):
    """scat_learn/ui/recycle.py, with any growth calling for a new start (``--recycle-above 0``):
    once the last page has closed and the classroom was unloaded, the same process starts again,
    its worker pool too, and the student who comes back finds her table and her cards."""
    port, log = free_port(), tmp_path / "server.log"
    options = ("--recycle-above", "0", "--workers", "1", "--grace", "600")  # no autopilot while Ann is away
    process = start_classroom(tmp_path, port, log, *options)
    context = browser.new_context()  # Ann's browser: its cookie keeps her seat
    try:
        url, _ = printed_codes(log, process)
        ann = join(context, url, "Ann")
        ann.locator(".new-table-name input").fill("Red")
        ann.locator(".new-table-people input").fill("1")  # Ann and three bots
        ann.locator(".new-table-people input").press("Tab")
        ann.wait_for_timeout(300)
        ann.locator(".act-make-table button").click()
        ann.locator(".card-button").first.wait_for(timeout=30_000)
        ann.wait_for_timeout(3000)  # the bots play up to Ann's turn
        hand = hand_on(ann)
        workers = children(process.pid)
        ann.close()
        logged(log, "starting afresh", timeout=120)  # 15-25 s for Bokeh to end the session, 15 s more
        logged(log, "started afresh after a class", timeout=60)
        assert process.poll() is None  # the same process: nothing a service manager would see end
        ann = opened(context, url)
        ann.locator(".card-button").first.wait_for(timeout=60_000)
        assert hand_on(ann) == hand and ann.get_by_text("Red").count()
        assert not [pid for pid in workers if Path(f"/proc/{pid}").exists()]  # the old pool was shut down
        ann.close()
    finally:
        context.close()
        process.terminate()
        process.wait(timeout=15)
    text = log.read_text()
    assert "Traceback" not in text and "leaked" not in text and text.count("starting afresh") == 1
