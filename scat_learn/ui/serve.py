"""``scat-learn``: serve the app (one game per browser tab) and open it in the browser."""

from __future__ import annotations

import argparse
import contextlib
import os
import socket
import sys
from typing import Any

import panel as pn
from bokeh.settings import settings

from ..classroom import datadir
from ..messages import Message, render
from .app import create_page


def _page() -> Any:
    return create_page()


DIAGNOSTICS_VARIABLE = "BOKEH_PERFORM_ERROR_DIAGNOSTICS"


def skip_bokeh_diagnostics() -> None:
    """Turn Bokeh's costly error diagnostics off in a server of ours (its own setting,
    ``BOKEH_PERFORM_ERROR_DIAGNOSTICS``; one set in the environment wins). Why: at each change of a
    component of ours (a ``JSComponent``) Panel looks up the changed values on the component's
    Bokeh model, where they are not (they are on its data model), and each miss made Bokeh work out
    close matches with ``difflib`` for an error message that nobody sees: 960 of them in 60 moves
    at a table of four pages, a tenth of a move's CPU time or more (``benchmarks/README.md``,
    *Twelfth round*). The diagnostics help while writing code (the notebook keeps them); a served page's
    errors are still raised and logged, without the suggestions."""
    if DIAGNOSTICS_VARIABLE not in os.environ:
        settings.perform_error_diagnostics.set_value(False)


EVERY_NETWORK = ("0.0.0.0", "::", "")


def machine_addresses() -> list[str]:
    """This machine's addresses on its networks (not loopback), as students' browsers will use
    them; empty if none can be found."""
    found: list[str] = []
    with contextlib.suppress(OSError):
        found += socket.gethostbyname_ex(socket.gethostname())[2]
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))  # a UDP "connect" sends nothing: it picks the route
        found.append(probe.getsockname()[0])
    return list(dict.fromkeys(a for a in found if not a.startswith("127.")))


def public_hosts(address: str) -> list[str]:
    """The host names people's browsers can use for a server listening on ``address``."""
    if address in EVERY_NETWORK:
        return [*machine_addresses(), socket.gethostname(), "localhost"]
    return [address, "localhost"] if address != "localhost" else ["localhost"]


def websocket_origins(args: argparse.Namespace) -> list[str]:
    """Where pages may open their websocket from: the ones asked for, else every address of
    this server (on every network, with ``--address 0.0.0.0``: a class's browsers use the
    machine's network address, which Bokeh must allow or their pages stay blank)."""
    asked = list(getattr(args, "allow_websocket_origin", None) or [])
    return asked or [f"{host}:{args.port}" for host in public_hosts(args.address)]


def serve(args: argparse.Namespace) -> int:
    """Serve the app on ``args.address:args.port`` until interrupted; 0 when stopped."""
    folder = datadir.choose(args.data)
    datadir.dealer()  # the deal key is made now, not by the first student's page
    host = public_hosts(args.address)[0]
    skip_bokeh_diagnostics()
    print(
        f"scat-learn: the app is at http://{host}:{args.port}/play  (data: {folder}; Ctrl+C stops it)",
        file=sys.stderr,
        flush=True,
    )
    pn.extension()
    origins = websocket_origins(args)
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
