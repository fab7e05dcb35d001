"""Where a server keeps what must outlive it: its data folder.

The folder holds the secret key of the deal codes (:mod:`scat_learn.deals`), for a classroom
its store, and for the served single-student app its learners' store
(:mod:`scat_learn.ui.learner`). It is ``--data DIR`` on the command line, else the environment
variable ``SCAT_LEARN_DATA``, else the user's data folder (``~/.local/share/scat_learn`` on Linux,
``~/Library/Application Support/scat_learn`` on macOS, by :mod:`platformdirs`).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from ..deals import Dealer

ENVIRONMENT = "SCAT_LEARN_DATA"
_chosen: list[Path] = []  # the folder given on the command line, if one was
_dealers: dict[Path, Dealer] = {}


def choose(folder: Path | str | None) -> Path:
    """Use ``folder`` as this process's data folder (None: the default); returns it."""
    _chosen[:] = [] if folder is None else [Path(folder).expanduser().resolve()]
    return data_folder()


def data_folder() -> Path:
    """The data folder of this process (made if it does not exist yet)."""
    folder = _chosen[0] if _chosen else None
    if folder is None:
        wanted = os.environ.get(ENVIRONMENT)
        folder = Path(wanted).expanduser() if wanted else platformdirs.user_data_path("scat_learn")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


STORE_FILE = "classroom.sqlite3"


def store_path(name: str = STORE_FILE) -> Path:
    """Where the classroom's store (:mod:`.store`) is kept in the data folder."""
    return data_folder() / name


def dealer() -> Dealer:
    """The dealer of this server's deal codes, its key kept in the data folder."""
    folder = data_folder()
    found = _dealers.get(folder)
    if found is None:
        found = _dealers[folder] = Dealer.in_folder(folder)
    return found


__all__ = ["ENVIRONMENT", "STORE_FILE", "choose", "data_folder", "dealer", "store_path"]
