"""Checks of a game's set-up (players, seed, seats, lives, deck, rules), shared by
:meth:`Game.new <scat_learn.game.Game.new>` and the reading of saved games.

Each returns the value in its clean form or raises :class:`~scat_learn.errors.BadInput` with a
message in a learner's words. Names are cleaned as people expect: Unicode-normalised (NFKC),
spaces around them dropped; control and direction-changing characters are refused, and two
names that look the same are the same name.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from .cards import Card, parse_cards
from .errors import BadInput
from .messages import excerpt
from .rules import Rules

MIN_PLAYERS, MAX_PLAYERS = 2, 9
MAX_LIVES = 99
MAX_NAME = 24  # characters: a name is a label on a seat, not a paragraph
MAX_SEED = 2**64 - 1


def check_rules(rules: object) -> Rules:
    if rules is None:
        return Rules()
    if isinstance(rules, dict):
        return Rules.from_data(rules)
    if not isinstance(rules, Rules):
        raise BadInput("setup.rules", value=excerpt(repr(rules)))
    return rules


def check_names(names: object) -> tuple[str, ...]:
    if isinstance(names, str) or not isinstance(names, Sequence):
        raise BadInput("setup.names", value=excerpt(repr(names)))
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise BadInput("setup.players_count", count=len(names))
    cleaned: list[str] = []
    for name in names:
        clean = check_name(name)
        if clean.casefold() in (c.casefold() for c in cleaned):
            raise BadInput("setup.names_unique", name=clean)
        cleaned.append(clean)
    return tuple(cleaned)


def check_name(name: object) -> str:
    """One player's name: normalised (NFKC), trimmed, 1 to 24 characters, no control, format or
    direction characters (a right-to-left override would make a name read as another)."""
    if not isinstance(name, str):
        raise BadInput("setup.player_name", name=excerpt(repr(name)))
    clean = " ".join(unicodedata.normalize("NFKC", name).split())
    if not clean:
        raise BadInput("setup.player_name", name=excerpt(repr(name)))
    if len(clean) > MAX_NAME:
        raise BadInput("setup.name_too_long", name=excerpt(clean), most=MAX_NAME)
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") for ch in clean):
        raise BadInput("setup.name_characters", name=excerpt(repr(clean)))
    return clean


def check_seed(seed: object) -> int:
    if seed is None:
        return random.SystemRandom().randrange(2**32)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise BadInput("setup.seed", value=excerpt(repr(seed)))
    return seed


_SEAT_KEYS = {"dealer": "setup.dealer_seat", "seat": "setup.seat_number"}


def check_seat(seat: object, n: int, what: str = "seat") -> int:
    """A seat number 0..n-1; ``what`` says whose ("dealer" or "seat") in the message."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
        raise BadInput(_SEAT_KEYS[what], value=excerpt(repr(seat)), high=n - 1)
    return seat


def check_lives(lives: object, n: int, rules: Rules) -> list[int]:
    if lives is None:
        return [rules.lives] * n
    each = [lives] * n if isinstance(lives, int) else lives
    if not isinstance(each, Sequence) or isinstance(each, str) or len(each) != n:
        raise BadInput("setup.lives_count", players=n)
    for value in each:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_LIVES:
            raise BadInput("setup.lives", value=excerpt(repr(value)), high=MAX_LIVES)
        if value == 0 and not rules.on_the_dole:
            raise BadInput("setup.lives_zero")
    return list(each)


def check_deck(deck: object) -> tuple[Card, ...]:
    """The 52 cards, each exactly once, in the given order (R-DEAL-4)."""
    if isinstance(deck, (str, bytes)) or not isinstance(deck, Iterable):
        raise BadInput("setup.deck_kind", value=excerpt(repr(deck)))
    cards = parse_cards(list(_bounded(deck)))
    if len(set(cards)) != len(cards):
        twice = sorted({c for c in cards if cards.count(c) > 1})
        raise BadInput("setup.deck_duplicate", cards=twice)
    if len(cards) != 52:
        raise BadInput("setup.deck_size", count=len(cards))
    return cards


def _bounded(items: Iterable[Any], most: int = 60) -> Iterator[Any]:
    # A deck is 52 cards: never read an endless or enormous iterable to find out it is not one.
    for count, item in enumerate(items):
        if count >= most:
            raise BadInput("setup.deck_size", count=f"{most}+")
        yield item


__all__ = [
    "MAX_LIVES",
    "MAX_NAME",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "check_deck",
    "check_lives",
    "check_name",
    "check_names",
    "check_rules",
    "check_seat",
    "check_seed",
]
