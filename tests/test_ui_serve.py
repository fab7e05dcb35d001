"""The two ways to serve the app answer over HTTP: ``scat-learn serve`` and ``panel serve
apps/play.py`` (each started as a process with its output in a file, and always stopped)."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def fetch_when_up(process: subprocess.Popen[bytes], url: str, log: Path, timeout: float = 60.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"the server stopped: {log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(url, timeout=10) as answer:
                return str(answer.read().decode("utf-8"))
        except OSError:
            time.sleep(0.3)
    raise AssertionError(f"no answer from {url}: {log.read_text()[-2000:]}")


def run_server(command: list[str], url: str, tmp_path: Path) -> str:
    log = tmp_path / "server.log"
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
        try:
            page = fetch_when_up(process, url, log)
            assert process.poll() is None, "the server died after answering"
            return page
        finally:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


@pytest.mark.slow
def test_scat_learn_serves_the_app(tmp_path):
    port = free_port()
    command = [sys.executable, "-m", "scat_learn.cli", "serve", "--port", str(port), "--no-browser"]
    page = run_server(command, f"http://localhost:{port}/play", tmp_path)
    assert "Scat (31): learn by playing" in page


@pytest.mark.slow
def test_panel_serve_apps_play(tmp_path):
    port = free_port()
    command = [sys.executable, "-m", "panel", "serve", "apps/play.py", "--port", str(port)]
    page = run_server(command, f"http://localhost:{port}/play", tmp_path)
    assert "Scat (31): learn by playing" in page


@pytest.mark.slow
def test_panel_serve_apps_classroom(tmp_path):
    port = free_port()
    command = [sys.executable, "-m", "panel", "serve", "apps/classroom.py", "--port", str(port)]
    command += ["--plugins", "scat_learn.ui.reconnect"]  # the boot id, by which a page reloads after a restart
    page = run_server(command, f"http://localhost:{port}/classroom", tmp_path)
    assert "Scat classroom" in page
    boot = run_server(command, f"http://localhost:{port}/scat-boot", tmp_path)
    assert boot.strip().isalnum()


@pytest.mark.slow
def test_the_classroom_server_stops_cleanly_on_sigterm(tmp_path):
    """A service manager stops it with SIGTERM: the worker pool is shut down, nothing leaks."""
    port = free_port()
    command = [sys.executable, "-m", "scat_learn.cli", "classroom", "--port", str(port), "--no-browser"]
    command += ["--data", str(tmp_path / "data"), "--workers", "2"]
    log = tmp_path / "server.log"
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
        try:
            fetch_when_up(process, f"http://localhost:{port}/scat-boot", log)
            process.terminate()
            assert process.wait(timeout=30) == 0
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
    text = log.read_text()
    assert "leaked" not in text and "Traceback" not in text, text[-2000:]


def test_a_server_on_every_network_allows_pages_from_the_machines_addresses(monkeypatch):
    import argparse

    from scat_learn.ui import serve

    monkeypatch.setattr(serve, "machine_addresses", lambda: ["10.1.2.3"])
    every = argparse.Namespace(address="0.0.0.0", port=5006, allow_websocket_origin=[])
    assert serve.websocket_origins(every)[0] == "10.1.2.3:5006"
    assert "localhost:5006" in serve.websocket_origins(every)
    here = argparse.Namespace(address="localhost", port=5006, allow_websocket_origin=[])
    assert serve.websocket_origins(here) == ["localhost:5006"]
    asked = argparse.Namespace(address="0.0.0.0", port=5006, allow_websocket_origin=["school.example:80"])
    assert serve.websocket_origins(asked) == ["school.example:80"]


def test_our_servers_skip_bokehs_costly_error_diagnostics_unless_the_environment_says(monkeypatch):
    """scat_learn/ui/serve.py: Bokeh's close-match suggestions cost a tenth of a move's CPU time
    in a served classroom; the setting in the environment, if any, is left to the user."""
    from bokeh.models import Div
    from bokeh.settings import settings

    from scat_learn.ui.serve import DIAGNOSTICS_VARIABLE, skip_bokeh_diagnostics

    monkeypatch.delenv(DIAGNOSTICS_VARIABLE, raising=False)
    try:
        settings.perform_error_diagnostics.unset_value()
        with pytest.raises(AttributeError, match="similar attributes"):
            Div().textt  # noqa: B018 (the diagnostics on: a suggestion is worked out)
        skip_bokeh_diagnostics()
        assert settings.perform_error_diagnostics() is False
        with pytest.raises(AttributeError) as missing:
            Div().textt  # noqa: B018
        assert "similar" not in str(missing.value)  # still an error, without the suggestions
        settings.perform_error_diagnostics.unset_value()
        monkeypatch.setenv(DIAGNOSTICS_VARIABLE, "true")
        skip_bokeh_diagnostics()
        assert settings.perform_error_diagnostics() is True  # the user's choice
    finally:
        settings.perform_error_diagnostics.unset_value()
