"""The classroom server's allocator: CPython's own by default, the C library's (which gives a
class's memory back) on request (issue 15)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scat_learn.cli import allocator, parse_args

ROOT = Path(__file__).resolve().parents[1]
ON_GLIBC = allocator.glibc()


def without_allocator_setting() -> dict[str, str]:
    env = {name: value for name, value in os.environ.items() if name != "PYTHONMALLOC"}
    env["PYTHONPATH"] = str(ROOT)
    return env


def test_cpythons_allocator_is_the_default_and_the_c_librarys_on_request() -> None:
    assert parse_args(["classroom"]).allocator == allocator.PYTHON
    assert parse_args(["classroom", "--allocator", "system"]).allocator == allocator.SYSTEM
    with pytest.raises(SystemExit):
        parse_args(["classroom", "--allocator", "jemalloc"])


def test_the_command_starts_again_only_when_it_is_not_on_the_chosen_allocator() -> None:
    env = {"HOME": "/home/mia"}
    again = allocator.restart_environment(allocator.SYSTEM, env, on_glibc=True)
    assert again == {"HOME": "/home/mia", "PYTHONMALLOC": "malloc"}
    assert allocator.restart_environment(allocator.SYSTEM, again, on_glibc=True) is None  # once
    assert allocator.restart_environment(allocator.PYTHON, env, on_glibc=True) is None
    assert allocator.restart_environment(allocator.SYSTEM, env, on_glibc=False) is None  # macOS, musl
    chosen = {"PYTHONMALLOC": "pymalloc"}  # the user's own choice is left alone
    assert allocator.restart_environment(allocator.SYSTEM, chosen, on_glibc=True) is None


def test_starting_again_keeps_the_process_and_its_arguments() -> None:
    script = (
        "import os, sys; print('pid', os.getpid(), sys.argv[1:], flush=True);"
        "from scat_learn.cli import allocator; allocator.start_on(sys.argv[1]);"
        "print('on', os.environ.get('PYTHONMALLOC'))"
    )
    command = [sys.executable, "-c", script, "system"]
    run = subprocess.run(command, env=without_allocator_setting(), capture_output=True, text=True, check=False)
    lines = run.stdout.splitlines()
    assert run.returncode == 0, run.stderr
    if ON_GLIBC:
        assert lines[0] == lines[1] and "'system'" in lines[0]  # the same process, the same arguments
        assert lines[2] == "on malloc"
    else:
        assert lines[1:] == ["on None"]


def served_log(tmp_path: Path, *options: str) -> tuple[str, str]:
    """Start ``scat-learn classroom`` as a student's teacher would, and read what it logs as it
    starts and its environment; then stop it."""
    log = tmp_path / "server.log"
    command = [sys.executable, "-m", "scat_learn.cli", "classroom", "--port", "0", "--no-browser"]
    command += ["--data", str(tmp_path / "data"), "--workers", "0", *options]
    with log.open("wb") as out:
        env = without_allocator_setting()
        process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, env=env)
    try:
        for _ in range(300):
            if re.search(r"memory allocator: .*", log.read_text()) or process.poll() is not None:
                break
            time.sleep(0.1)
        environ = Path(f"/proc/{process.pid}/environ")
        seen = environ.read_bytes().decode() if environ.exists() else ""
    finally:
        process.terminate()
        process.wait(timeout=15)
    return log.read_text(), seen


@pytest.mark.skipif(not ON_GLIBC, reason="only glibc hands a class's memory back page by page")
def test_a_served_classroom_runs_on_the_c_librarys_allocator_when_asked(tmp_path: Path) -> None:
    log, environ = served_log(tmp_path, "--allocator", "system")
    assert "memory allocator: the C library's" in log, log[-2000:]
    assert "PYTHONMALLOC=malloc" in environ.split("\0")
    log, environ = served_log(tmp_path)
    assert "memory allocator: CPython's own" in log, log[-2000:]
    assert "PYTHONMALLOC=malloc" not in environ.split("\0")
