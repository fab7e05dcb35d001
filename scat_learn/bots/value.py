"""What lives are worth: the chance to win the game from a given count of lives at the table.

A simple model of the rest of the game: every hand, one player (any of those still in, with
equal chances) loses one life; a player with no life left to lose is out (R-LIFE-2: the dole
counts as one more life); the last player in wins (R-LIFE-4). Under that model the chance to
win is computed exactly, by recursion. It is what a lost life costs: more when it puts a player
out, less when the player had many to spare; and what the others' lost lives are worth to me.
"""

from __future__ import annotations

from functools import lru_cache

_MOST = 24  # lives above this (a long teaching game) are scaled down: the shape is what counts


def win_chance(mine: int, others: tuple[int, ...]) -> float:
    """My chance to win with ``mine`` lives left to lose while the others have ``others``."""
    if mine <= 0:
        return 0.0
    rest = tuple(sorted(e for e in others if e > 0))
    total = mine + sum(rest)
    if total > _MOST:  # keep the recursion small; proportions are kept
        scale = _MOST / total
        mine = max(1, round(mine * scale))
        rest = tuple(sorted(max(1, round(e * scale)) for e in rest))
    return _chance(mine, rest)


def fill_cache(lives: int, most_players: int = 6) -> None:
    """Work out now every chance a game of ``lives`` lives (the dole too) and up to
    ``most_players`` players can ask for: what a server that runs for hours fills once, as it
    starts, rather than during a lesson (see :mod:`scat_learn.scoring`'s caches: why)."""
    for others in range(1, most_players):
        win_chance(lives + 1, (lives + 1,) * others)


@lru_cache(maxsize=200_000)
def _chance(mine: int, others: tuple[int, ...]) -> float:
    if mine == 0:
        return 0.0
    if not others:
        return 1.0
    total = _chance(mine - 1, others)
    for lives in set(others):  # players with equal lives lead to the same state
        less = list(others)
        less.remove(lives)
        if lives > 1:
            less.append(lives - 1)
        total += others.count(lives) * _chance(mine, tuple(sorted(less)))
    return total / (1 + len(others))
