"""Deal codes: a short name for a deal that reveals nothing about its cards.

A seed is a poor thing to give a student: with the package, ``Game.new(names, seed=7)`` deals
the very same cards, every opponent's hand and the stock included. A *deal code* (``"K7Q2MX"``,
or any short word a teacher picks) names a deal only on one server: each hand's deck is made
from an HMAC of the code and the hand's number under a secret key that never leaves the server
(kept in its data folder). The same code gives the same cards on that server, so a teacher can
still hand out ``?deal=K7Q2MX`` and have the class compare; elsewhere, without the key, the code
tells nothing.

The Python API and the notebooks keep plain seeds: a learner who owns the game may know its
cards.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import random
import secrets
import unicodedata
from pathlib import Path

from .cards import DECK, Card
from .errors import BadInput
from .messages import excerpt

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed by students
CODE_LENGTH = 6
MAX_CODE = 24
KEY_FILE = "deal-key"


def check_code(text: object) -> str:
    """A deal code in its clean form: letters, digits and dashes, 1 to 24 of them, upper case.

    Raises :class:`~scat_learn.errors.BadInput` with a short message otherwise."""
    if not isinstance(text, str):
        raise BadInput("deal.bad_code", code=excerpt(repr(text)), most=MAX_CODE)
    code = unicodedata.normalize("NFKC", text).strip().upper()
    if not 1 <= len(code) <= MAX_CODE or not all(c.isascii() and (c.isalnum() or c == "-") for c in code):
        raise BadInput("deal.bad_code", code=excerpt(text), most=MAX_CODE)
    return code


def new_code() -> str:
    """A fresh random deal code, six letters and digits that cannot be confused."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


class Dealer:
    """Makes each hand's deck from a deal code under a secret key (R-DEAL-4: a given deck)."""

    def __init__(self, key: bytes) -> None:
        if len(key) < 16:
            raise ValueError("a deal key needs at least 16 bytes")
        self._key = key

    @classmethod
    def in_folder(cls, folder: Path) -> Dealer:
        """The dealer whose key is kept in ``folder`` (made there, readable only by this user,
        the first time)."""
        return cls(load_key(folder))

    @classmethod
    def for_this_process(cls) -> Dealer:
        """A dealer with a key that lives only as long as this process (a notebook's app)."""
        return cls(secrets.token_bytes(32))

    def deck(self, code: str, hand_number: int) -> tuple[Card, ...]:
        """The deck of hand ``hand_number`` (from 1) of the deal called ``code``."""
        message = f"{check_code(code)}/{hand_number}".encode()
        digest = hmac.new(self._key, message, hashlib.sha256).digest()
        cards = list(DECK)
        random.Random(digest).shuffle(cards)
        return tuple(cards)

    def __repr__(self) -> str:
        return "<Dealer (key hidden)>"


def load_key(folder: Path) -> bytes:
    """The secret key in ``folder``, made (32 random bytes, mode 0600) if there is none yet."""
    path = folder / KEY_FILE
    try:
        key = path.read_bytes()
    except FileNotFoundError:
        folder.mkdir(parents=True, exist_ok=True)
        key = secrets.token_bytes(32)
        try:
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:  # another process made it first: use theirs
            return load_key(folder)
        with os.fdopen(descriptor, "wb") as out:
            out.write(key)
    if len(key) < 16:
        raise BadInput("deal.bad_key", path=str(path))
    return key


__all__ = ["CODE_LETTERS", "Dealer", "check_code", "load_key", "new_code"]
