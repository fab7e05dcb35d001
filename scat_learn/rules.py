"""The table's rules: every variant of RULES.md as one frozen, validated value."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from .errors import BadInput


def _setting(default: Any, rule: str, label: str, doc: str, bounds: tuple[int, int] | None = None) -> Any:
    # The metadata lets the app build one widget per setting without repeating the rules.
    return field(default=default, metadata={"rule": rule, "label": label, "doc": doc, "bounds": bounds})


@dataclass(frozen=True)
class Rules:
    """The rules a game is played by. The defaults are the classic game of RULES.md.

    Bad values raise :class:`ValueError` (a :class:`~scat_learn.errors.BadInput`) saying what
    is allowed.
    """

    lives: int = _setting(3, "R-LIFE-1", "Lives", "Coins each player starts with.", (1, 99))
    on_the_dole: bool = _setting(
        True, "R-LIFE-2", "On the dole", "A player with no coins left still plays until they must pay again."
    )
    three_of_a_kind: bool = _setting(False, "R-SCORE-4", "Three of a kind", "Three cards of one rank score 30.")
    straight_flush: bool = _setting(
        False, "R-SCORE-5", "Straight flush", "Three suited cards in sequence score 30; A-K-Q scores 31."
    )
    min_knock: int = _setting(
        0, "R-KNOCK-3", "Minimum to knock", "A knock needs at least this score (0: none).", (0, 31)
    )
    throw_down: bool = _setting(
        False, "R-THROW-1", "Throw down", "Before looking, a player may call for every hand to be shown at once."
    )
    no_knock_first_round: bool = _setting(
        False, "R-KNOCK-5", "No knock in the first round", "Nobody may knock until every player has had a turn."
    )
    max_rounds: int = _setting(
        30, "R-TURN-5", "Round limit", "After this many rounds with no knock the hand ends in a showdown.", (1, 999)
    )

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            _check_setting(f, getattr(self, f.name))

    def to_data(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_data(cls, data: Any) -> Rules:
        """Rules from a mapping such as :meth:`to_data` gives; unknown names are refused."""
        if not isinstance(data, dict):
            raise BadInput("rules.not_mapping")
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise BadInput("rules.unknown", names=", ".join(map(str, unknown)), known=", ".join(sorted(known)))
        return cls(**data)

    def replace(self, **changes: Any) -> Rules:
        return dataclasses.replace(self, **changes)

    @property
    def variants_on(self) -> tuple[str, ...]:
        """Names of the settings that differ from the classic game."""
        default = Rules()
        return tuple(f.name for f in dataclasses.fields(self) if getattr(self, f.name) != getattr(default, f.name))


def _check_setting(f: dataclasses.Field[Any], value: Any) -> None:
    if f.type in (bool, "bool"):
        if not isinstance(value, bool):
            raise BadInput("rules.not_bool", name=f.name, value=repr(value))
        return
    low, high = f.metadata["bounds"]
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadInput("rules.not_int", name=f.name, value=repr(value), low=low, high=high)
    if not low <= value <= high:
        raise BadInput("rules.out_of_range", name=f.name, value=value, low=low, high=high)


RULE_SETTINGS: tuple[dataclasses.Field[Any], ...] = dataclasses.fields(Rules)
