"""``scat-learn classroom`` as a teacher starts it for a room (``--address 0.0.0.0``): the
address it prints is the machine's network address, and a browser that opens it gets a
working page (its websocket is allowed), joins with the printed code and sees the tables."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import free_port

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
            page = browser.new_page()
            for _ in range(100):  # the codes are printed just before the server listens
                try:
                    page.goto(url)
                    break
                except Exception:
                    time.sleep(0.3)
            page.locator(".join-code input").fill(code)
            page.locator(".join-name input").fill("Mia")
            page.locator(".act-join button").click()
            page.locator(".act-make-table button").wait_for(timeout=30_000)
            page.close()
        finally:
            process.terminate()
            process.wait(timeout=15)
    assert "Traceback" not in log.read_text()


def start_classroom(tmp_path: Path, port: int, log: Path) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "scat_learn.cli", "classroom", "--port", str(port), "--no-browser"]
    command += ["--data", str(tmp_path / "data"), "--code", "ROOM42"]
    with log.open("ab") as out:
        return subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)


def test_a_page_whose_server_restarts_says_so_and_loads_again_by_itself(browser, tmp_path):
    port, log = free_port(), tmp_path / "server.log"
    process = start_classroom(tmp_path, port, log)
    try:
        url, _ = printed_codes(log, process)
        page = browser.new_page()
        for _ in range(100):
            try:
                page.goto(url)
                break
            except Exception:
                time.sleep(0.3)
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
