"""``scat-learn classroom``: serve a classroom (students' tables, the teacher's page)."""

from __future__ import annotations

import argparse
from typing import Any

from .allocator import CHOICES, PYTHON


def add_parser(sub: Any) -> None:
    room = sub.add_parser("classroom", help="serve a classroom: students play each other, the teacher runs the room")
    room.add_argument("--port", type=int, default=5006)
    room.add_argument("--address", default="localhost", help="where to listen (0.0.0.0: every network)")
    room.add_argument("--no-browser", action="store_true", help="do not open the teacher's page in a browser")
    room.add_argument("--allow-websocket-origin", action="append", default=[])
    room.add_argument("--data", default=None, help="the data folder (deal key, the store); default: the user's")
    room.add_argument("--code", default=None, help="the classroom code of a new classroom (default: a new one)")
    room.add_argument(
        "--new-class", action="store_true", help="start a new classroom (the data folder's last one is put aside)"
    )
    room.add_argument("--lives", type=int, default=3, help="lives at the start of each game (1 to 9)")
    room.add_argument("--grace", type=int, default=30, help="seconds away before the autopilot plays for someone")
    room.add_argument("--bot-delay", type=int, default=900, help="milliseconds between two moves of bots")
    room.add_argument(
        "--workers",
        type=int,
        default=None,
        help="processes in which bots, the coach and hints think (default: one per core; 0: in the server itself)",
    )
    room.add_argument(
        "--allocator",
        choices=CHOICES,
        default=PYTHON,
        help="memory allocator: Python's own, faster (default), or the C library's (system), which gives a class's "
        "memory back after it",
    )
    room.add_argument(
        "--recycle-above",
        type=float,
        default=None,
        metavar="PERCENT",
        help="once a class has gone, start the server afresh if it holds this much more memory than when it began "
        "(default 10%%; nothing is lost: everything is in the store)",
    )
    room.add_argument("--no-recycle", action="store_true", help="keep one server process however much it holds")
    room.add_argument(
        "--dask", default=None, metavar="ADDRESS", help="let bots think on this Dask scheduler instead (pip: dask)"
    )


def run_classroom(args: argparse.Namespace) -> int:
    """Serve the classroom until interrupted; 0 when stopped."""
    from ..ui.classroom_pages import serve_classroom

    return serve_classroom(args)
