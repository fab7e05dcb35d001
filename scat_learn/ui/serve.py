"""``scat-learn``: serve the app (one game per browser tab) and open it in the browser."""

from __future__ import annotations

import argparse
import contextlib
import importlib
from typing import Any

import panel as pn


def _page() -> Any:
    # Imported by name: the app's modules are Panel code, outside the typed core that mypy checks
    # (pyproject excludes scat_learn/ui; a plain import from here would pull them back in).
    app = importlib.import_module("scat_learn.ui.app")
    return app.create_page()


def serve(args: argparse.Namespace) -> int:
    """Serve the app on ``args.address:args.port`` until interrupted; 0 when stopped."""
    pn.extension()  # type: ignore[no-untyped-call]
    origins = list(args.allow_websocket_origin or []) or [f"{args.address}:{args.port}", f"localhost:{args.port}"]
    with contextlib.suppress(KeyboardInterrupt):
        pn.serve(  # type: ignore[no-untyped-call]
            {"play": _page},
            port=args.port,
            address=args.address,
            show=not args.no_browser,
            allow_websocket_origin=origins,
            title="scat_learn",
            index="play",
            threaded=False,
        )
    return 0
