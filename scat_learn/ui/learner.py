"""A learner's own training in the served app, kept from one visit to the next.

The single-student app (``scat-learn``) grades every decision, brings the learner's mistakes
back as drills and shows progress (:mod:`.training`). Spaced repetition works over days, so
these must outlive the browser tab: each browser gets a **learner key**, a random secret kept
in a cookie (:data:`LEARNER_COOKIE`, for :data:`LEARNER_DAYS`), and the server keeps that
browser's decisions, drills and answers in the data folder's learners' store
(:data:`LEARNERS_FILE`), under the key's digest. The file never holds the key itself: whoever
reads it cannot become that learner. Nothing else identifies a learner (no account, no name).

A browser without the cookie, or with one this module did not make (forged, cut, odd
characters), gets a new key and starts afresh; the odd value is never used. If the store
cannot be opened (damaged, another program's, a read-only folder), the tab keeps its training
in memory, the page says so in the learner's words, and the server's log says why (the
learner's page never shows the server's paths).
"""

from __future__ import annotations

import hashlib
import logging
import re
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path

from ..classroom import datadir
from ..classroom.store import Store
from ..classroom.training import Training
from ..errors import ScatError
from ..messages import Message, msg, render
from .sessions import Cookie, cookie

log = logging.getLogger(__name__)

LEARNER_COOKIE = "scat_learner"
LEARNER_DAYS = 400  # the longest a browser keeps a cookie
LEARNERS_FILE = "learners.sqlite3"
_KEY = re.compile(r"[A-Za-z0-9_-]{43}")  # what secrets.token_urlsafe(32) makes, and only that

_stores: dict[Path, Store] = {}  # one open store per file, for every session of this process
_opening = threading.Lock()


@dataclass(frozen=True)
class LearnerTraining:
    """This browser's training, and what the page needs for it: the cookie that keeps a new
    key (None when the browser already had one) and a notice if it cannot be kept."""

    training: Training
    cookie: Cookie | None
    notice: Message | None


def learner_id(key: str) -> str:
    """The store's name for the learner of ``key``: its digest, never the key."""
    return "learner-" + hashlib.sha256(key.encode()).hexdigest()[:32]


def valid_key(value: str | None) -> str | None:
    """``value`` if it is a key this module makes, else None."""
    return value if value is not None and _KEY.fullmatch(value) else None


def learners_store(folder: Path | None = None) -> Store:
    """The learners' store of the data folder (``folder``, else this process's), opened once
    per process; ScatError if it cannot be opened (the file is then left as it is)."""
    path = (folder or datadir.data_folder()) / LEARNERS_FILE
    with _opening:
        store = _stores.get(path)
        if store is None:
            store = _stores[path] = Store.open(path)
        return store


def learner_training(folder: Path | None = None) -> LearnerTraining:
    """The training of the browser of this session: the one its learner cookie names, or a new
    learner's (with the cookie to keep its key)."""
    key = valid_key(cookie(LEARNER_COOKIE))
    keeper = None
    if key is None:
        key = secrets.token_urlsafe(32)
        keeper = Cookie(name=LEARNER_COOKIE, value=key, days=LEARNER_DAYS)
    try:
        training = Training(learners_store(folder), learner_id(key))
    except ScatError as error:
        log.warning("a learner's progress is kept in memory only: %s", render(error.message, "en"))
        return LearnerTraining(Training.alone(), None, msg("progress.not_kept"))
    return LearnerTraining(training, keeper, None)


def close_learners_stores() -> None:
    """Close every learners' store this process opened (a server stopping, tests)."""
    with _opening:
        for store in _stores.values():
            store.close()
        _stores.clear()


__all__ = [
    "LEARNERS_FILE",
    "LEARNER_COOKIE",
    "LEARNER_DAYS",
    "LearnerTraining",
    "close_learners_stores",
    "learner_id",
    "learner_training",
    "learners_store",
    "valid_key",
]
