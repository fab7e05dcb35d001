"""A checkout of another revision, for a benchmark to measure beside this one in the same run.

``checkout(REV)`` makes a temporary git worktree of REV and removes it afterwards; a process
given ``env(path)`` imports that revision's package first (it comes before the installed one
on the path), so the same benchmark script measures the old code.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@contextlib.contextmanager
def checkout(revision: str) -> Iterator[Path]:
    """A temporary git worktree of ``revision`` (detached), removed when done."""
    with tempfile.TemporaryDirectory(prefix="scat-baseline-") as folder:
        path = Path(folder) / "checkout"
        git = ["git", "-C", str(ROOT), "worktree"]
        subprocess.run([*git, "add", "-q", "--detach", str(path), revision], check=True)
        try:
            yield path
        finally:
            subprocess.run([*git, "remove", "--force", str(path)], check=True)


def env(path: Path) -> dict[str, str]:
    """This process's environment, with the package of the checkout at ``path`` first."""
    return {**os.environ, "PYTHONPATH": str(path)}


def run_json(revision: str, command: list[str]) -> str:
    """``command``'s last line of output, run with ``revision``'s package (for ``--baseline``)."""
    with checkout(revision) as path:
        out = subprocess.run(command, env=env(path), check=True, capture_output=True, text=True).stdout
    return out.splitlines()[-1]
