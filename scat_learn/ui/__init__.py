"""The Panel app: one :class:`GameModel` per session and thin views that watch it.

``App()`` displays the whole app in a notebook cell; ``scat-learn`` and ``panel serve
apps/play.py`` serve it to a browser.
"""

from __future__ import annotations

import importlib
from typing import Any

from .model import GameModel

__all__ = ["App", "GameModel"]


def __getattr__(name: str) -> Any:
    if name == "App":  # panel's widgets load only when the app itself is wanted
        return importlib.import_module("scat_learn.ui.app").App
    raise AttributeError(name)
