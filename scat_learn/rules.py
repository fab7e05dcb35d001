"""The table's rules: every variant of the rules page (``scat_learn/docs/rules.md``) as one
frozen, validated value."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from .catalog.core import RULE_SETTING_TEXTS
from .errors import BadInput
from .messages import excerpt


def _setting(name: str, default: Any, rule: str, bounds: tuple[int, int] | None = None) -> Any:
    # The metadata lets the app build one widget per setting without repeating the rules; the
    # label and help are the catalog's (messages "ui.rule.<name>" and "ui.rule_doc.<name>").
    label, doc = RULE_SETTING_TEXTS[name]
    return field(default=default, metadata={"rule": rule, "label": label, "doc": doc, "bounds": bounds})


@dataclass(frozen=True)
class Rules:
    """The rules a game is played by. The defaults are the classic game.

    Bad values raise :class:`ValueError` (a :class:`~scat_learn.errors.BadInput`) saying what
    is allowed.
    """

    lives: int = _setting("lives", 3, "R-LIFE-1", (1, 99))
    on_the_dole: bool = _setting("on_the_dole", True, "R-LIFE-2")
    three_of_a_kind: bool = _setting("three_of_a_kind", False, "R-SCORE-4")
    straight_flush: bool = _setting("straight_flush", False, "R-SCORE-5")
    min_knock: int = _setting("min_knock", 0, "R-KNOCK-3", (0, 31))
    throw_down: bool = _setting("throw_down", False, "R-THROW-1")
    no_knock_first_round: bool = _setting("no_knock_first_round", False, "R-KNOCK-5")
    max_rounds: int = _setting("max_rounds", 30, "R-TURN-5", (1, 999))

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
            raise BadInput("rules.unknown", names=excerpt(", ".join(map(str, unknown))), known=", ".join(sorted(known)))
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
            raise BadInput("rules.not_bool", name=f.name, value=excerpt(repr(value)))
        return
    low, high = f.metadata["bounds"]
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadInput("rules.not_int", name=f.name, value=excerpt(repr(value)), low=low, high=high)
    if not low <= value <= high:
        raise BadInput("rules.out_of_range", name=f.name, value=value, low=low, high=high)


RULE_SETTINGS: tuple[dataclasses.Field[Any], ...] = dataclasses.fields(Rules)
_NAMES = tuple(f.name for f in RULE_SETTINGS)
_made_init = Rules.__init__


def _init(self: Rules, *args: Any, **settings: Any) -> None:
    # The dataclass's own __init__ answers a misspelt setting with a TypeError; a learner
    # deserves the list of settings instead.
    unknown = sorted(set(settings) - set(_NAMES))
    if unknown or len(args) > len(_NAMES):
        names = ", ".join(unknown) or excerpt(repr(args[len(_NAMES) :]))
        raise BadInput("rules.unknown", names=excerpt(names), known=", ".join(sorted(_NAMES)))
    _made_init(self, *args, **settings)


Rules.__init__ = _init  # type: ignore[method-assign]
