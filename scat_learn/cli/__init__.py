"""The ``scat-learn`` command.

``scat-learn`` serves the app and opens it in the browser; ``scat-learn classroom`` serves a
classroom (students at shared tables, the teacher's page); ``scat-learn lessons`` opens the lesson
notebooks in JupyterLab (``pip install '.[lessons]'``); ``scat-learn demo`` prints a seeded
game between bots, hand by hand with its explanations; ``scat-learn tournament expert beginner
beginner beginner --games 4000`` measures bots against each other.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="scat-learn", description="Learn Scat (31) against bots that explain.")
    sub = parser.add_subparsers(dest="command")
    serve = sub.add_parser("serve", help="serve the app (the default)")
    serve.add_argument("--port", type=int, default=5006)
    serve.add_argument("--address", default="localhost")
    serve.add_argument("--no-browser", action="store_true", help="do not open a browser")
    serve.add_argument("--allow-websocket-origin", action="append", default=[])
    serve.add_argument("--data", default=None, help="the data folder (deal key, stores); default: the user's")
    demo = sub.add_parser("demo", help="print a seeded game between bots, with explanations")
    demo.add_argument("bots", nargs="*", default=["beginner", "intermediate", "expert"])
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--lang", default="en")
    tour = sub.add_parser("tournament", help="play bots against each other (duplicate deals)")
    tour.add_argument("bots", nargs="+")
    tour.add_argument("--games", type=int, default=1000)
    tour.add_argument("--seed", type=int, default=0)
    tour.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    tour.add_argument("--dask", metavar="ADDRESS", default=None, help="run on a Dask cluster")
    tour.add_argument("--rules", default="", help="rule settings, e.g. lives=2,min_knock=17")
    from .classroom import add_parser as add_classroom
    from .lessons import add_parser

    add_parser(sub)
    add_classroom(sub)
    return parser


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line's settings (``argv``: the arguments after ``scat-learn``)."""
    return _parser().parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    command = args.command or "serve"
    if command == "serve":
        if args.command is None:  # plain `scat-learn`: the defaults
            args = _parser().parse_args(["serve"])
        from ..ui.serve import serve

        return serve(args)
    if command == "classroom":
        from .allocator import start_on
        from .classroom import run_classroom

        if argv is None:  # the command itself, not a caller in this process
            start_on(args.allocator)

        return run_classroom(args)
    if command == "lessons":
        from .lessons import run_lessons

        return run_lessons(args)
    if command == "demo":
        from .demo import run_demo

        return run_demo(args.bots, seed=args.seed, lang=args.lang)
    from ..tournament import main_tournament

    return main_tournament(args)
