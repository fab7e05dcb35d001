"""The memory allocator the classroom server runs on (``scat-learn classroom --allocator``).

Why: CPython's own allocator (pymalloc) takes memory from the system a MiB at a time and gives
a MiB back only when every object in it is gone. After a lesson, a few thousand objects made
during it (floats, strings, functions: 1.1 MB in all) lie in most of the MiBs the pages used, so the
server kept the lesson's peak long after everyone left: measured, 307 MB against 148 MB with one
page, with fewer objects alive than with one page (``benchmarks/README.md``, *Tenth* and
*Eleventh round*). The C library's allocator (glibc's ``malloc``) hands free memory back a page
(4 KiB) at a time when asked (``malloc_trim``, which the collector's sweeps call), so a
classroom that is over gives its memory back: 184 MB two minutes after a class of 60 left,
against 158 MB with one page and 318 MB on CPython's own. It costs the server about a fifth more
CPU (``malloc`` and ``free`` are slower than pymalloc for small objects).

It is not the default (``--allocator python`` is): over ten minutes of 60 students the clicks'
95th percentile was 275 ms on it against 168 ms on CPython's own (target 200 ms), and it still
kept 128% of the one-session memory two minutes after the class (``benchmarks/README.md``,
*Eleventh round*). Since then the server gives a class's memory back on either allocator by
starting afresh once the class has gone (:mod:`scat_learn.ui.recycle`); ``--allocator system``
stays for a server run with ``--no-recycle``.

CPython reads its allocator from ``PYTHONMALLOC`` only as it starts, so with ``system`` the
command starts itself again, once, with ``PYTHONMALLOC=malloc`` before anything is served (the
process keeps its id). Where glibc is not the C library (macOS, musl), or ``PYTHONMALLOC`` is already set (the
user chose), nothing is changed.
"""

from __future__ import annotations

import os
import platform
import sys
from collections.abc import Mapping

SYSTEM, PYTHON = "system", "python"
CHOICES = (SYSTEM, PYTHON)
SYSTEM_ENV = {"PYTHONMALLOC": "malloc"}


def glibc() -> bool:
    """Whether this process's C library is glibc (whose ``malloc_trim`` gives pages back)."""
    return sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc"


def restart_environment(choice: str, environ: Mapping[str, str], on_glibc: bool) -> dict[str, str] | None:
    """The environment to start again in for ``choice``, or None when this process should go
    on as it is (already on it, the user chose with ``PYTHONMALLOC``, or no glibc)."""
    if choice != SYSTEM or not on_glibc or "PYTHONMALLOC" in environ:
        return None
    return {**environ, **SYSTEM_ENV}


def start_on(choice: str) -> None:
    """Start this same command again on ``choice``'s allocator when it is not running on it
    (does not return then); otherwise return at once."""
    env = restart_environment(choice, os.environ, glibc())
    if env is None:
        return
    sys.stdout.flush()
    sys.stderr.flush()
    # sys.orig_argv is the interpreter's own command line: a console script, `-m`, or a script
    os.execve(sys.executable, [sys.executable, *sys.orig_argv[1:]], env)


__all__ = ["CHOICES", "PYTHON", "SYSTEM", "SYSTEM_ENV", "glibc", "restart_environment", "start_on"]
