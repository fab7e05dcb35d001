"""``scat-learn``: serve the app (one game per browser tab) and open it in the browser."""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import Any

import panel as pn

from ..classroom import datadir
from ..messages import Message, render
from .app import create_page


def _page() -> Any:
    return create_page()


def serve(args: argparse.Namespace) -> int:
    """Serve the app on ``args.address:args.port`` until interrupted; 0 when stopped."""
    folder = datadir.choose(args.data)
    datadir.dealer()  # the deal key is made now, not by the first student's page
    print(
        f"scat-learn: the app is at http://{args.address}:{args.port}/play  (data: {folder}; Ctrl+C stops it)",
        file=sys.stderr,
        flush=True,
    )
    pn.extension()
    origins = list(args.allow_websocket_origin or []) or [f"{args.address}:{args.port}", f"localhost:{args.port}"]
    with contextlib.suppress(KeyboardInterrupt):
        pn.serve(
            {"play": _page},
            port=args.port,
            address=args.address,
            show=not args.no_browser,
            allow_websocket_origin=origins,
            index="play",
            # The title the first HTML carries; each page then names itself in its language (App.title).
            title=render(Message("ui.title"), "en"),
            threaded=False,
        )
    return 0
