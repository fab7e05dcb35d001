"""Explanations as data: a :class:`Message` is a key plus parameters; :func:`render` makes text.

Nothing in the rules or the bots assembles a sentence. They build messages, and this module
is the one place that turns a message into words, in one language at a time. English
templates live in :mod:`scat_learn.catalog`; other languages plug in a lookup with
:func:`set_translator` (see :mod:`scat_learn.i18n`).

A template is a :meth:`str.format` string. A plural entry is a pair ``(singular, plural)``
chosen by the parameter named ``count``. Parameter values may be numbers, text, cards, lists
(cards are joined by spaces, anything else by commas), or other messages (rendered in the
same language), so that one explanation can nest the description of an action.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .catalog import CATALOG

log = logging.getLogger(__name__)

# A translator returns the template for (key, count) in its language, or None if it has none.
Translator = Callable[[str, "int | None"], "str | None"]
_translators: dict[str, Translator] = {}
_installed: set[str] = set()  # languages whose catalog was looked for
_DEFAULT_LANGUAGE = ["en"]


@dataclass(frozen=True, slots=True)
class Message:
    """One sentence as data: ``Message("score.suit", {"player": "Ann", "total": 20})``.

    ``rule`` names the rule id (``"R-KNOCK-4"``) that the sentence applies, where there is one,
    so that the app can link the rules page.
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    rule: str | None = None

    def __str__(self) -> str:
        return render(self)

    def render(self, lang: str | None = None) -> str:
        return render(self, lang)

    def to_data(self) -> dict[str, Any]:
        """A JSON-ready dict; :meth:`from_data` reads it back."""
        data: dict[str, Any] = {"key": self.key, "params": {k: _param_to_data(v) for k, v in self.params.items()}}
        if self.rule:
            data["rule"] = self.rule
        return data

    @classmethod
    def from_data(cls, data: Any) -> Message:
        if not isinstance(data, dict) or not isinstance(data.get("key"), str) or data["key"] not in CATALOG:
            raise ValueError(f"not a message: {data!r:.80}")
        params = data.get("params", {})
        if not isinstance(params, dict):
            raise ValueError(f"message parameters must be a mapping: {params!r:.80}")
        rule = data.get("rule")
        if rule is not None and not isinstance(rule, str):
            raise ValueError(f"a message's rule must be text: {rule!r:.80}")
        return cls(data["key"], {k: _param_from_data(v) for k, v in params.items()}, rule)


def excerpt(text: str, most: int = 40) -> str:
    """At most ``most`` characters of ``text``: an error quotes what it refuses, never all of a
    huge input (a 3 MB "card" is answered in a line, not with 3 MB)."""
    return text if len(text) <= most else text[: most - 1] + "…"


def msg(key: str, rule: str | None = None, /, **params: Any) -> Message:
    """Shorthand: ``msg("score.suit", "R-SCORE-2", player="Ann", total=20)``."""
    return Message(key, params, rule)


LEVELS = ("simple", "detailed", "expert")


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a decision was taken: a one-line ``summary``, the ``details`` behind it (the options
    weighed, with their numbers, and why the others lost), and ``expert`` notes for the curious
    (what was inferred about the opponents, how the numbers were made)."""

    summary: Message
    details: tuple[Message, ...] = ()
    expert: tuple[Message, ...] = ()

    def __str__(self) -> str:
        return self.render()

    def lines(self, level: str = "detailed") -> tuple[Message, ...]:
        """The messages shown at a level of detail: ``"simple"`` (the summary), ``"detailed"``
        (and the options weighed) or ``"expert"`` (and the expert notes)."""
        if level not in LEVELS:
            from .errors import BadInput  # errors.py builds on this module

            raise BadInput("messages.bad_level", level=excerpt(repr(level)), levels=", ".join(LEVELS))
        if level == "simple":
            return (self.summary,)
        if level == "detailed":
            return (self.summary, *self.details)
        return (self.summary, *self.details, *self.expert)

    def render(self, lang: str | None = None, detail: bool = True, level: str | None = None) -> str:
        chosen = self.lines(level or ("detailed" if detail else "simple"))
        return "\n".join([render(chosen[0], lang)] + ["  " + render(m, lang) for m in chosen[1:]])


def set_translator(lang: str, translator: Translator | None) -> None:
    """Plug in (or, with ``None``, remove) the template lookup for a language."""
    if translator is None:
        _translators.pop(lang, None)
    else:
        _translators[lang] = translator


def set_default_language(lang: str) -> None:
    """The language :func:`str` of a message uses (English unless changed, e.g. in a notebook)."""
    _DEFAULT_LANGUAGE[0] = lang


def default_language() -> str:
    return _DEFAULT_LANGUAGE[0]


def template_for(key: str, count: int | None, lang: str) -> str:
    """The template of ``key`` in ``lang``, falling back to English (and logging it)."""
    if lang != "en":
        translator = _translators.get(lang)
        if translator is None and lang not in _installed:
            _installed.add(lang)  # once: a language without a catalog is not looked for again
            from .i18n import install

            install([lang])
            translator = _translators.get(lang)
        found = translator(key, count) if translator else None
        if found:
            return found
        log.warning("no %s translation for message %r: using English", lang, key)
    entry = CATALOG.get(key)
    if entry is None:
        log.error("unknown message key %r", key)
        return key
    if isinstance(entry, tuple):
        return entry[0] if count == 1 else entry[1]
    return entry


def render(message: Message, lang: str | None = None) -> str:
    """The text of ``message`` in ``lang`` (default: :func:`default_language`). Never raises."""
    lang = lang or _DEFAULT_LANGUAGE[0]
    count = message.params.get("count")
    template = template_for(message.key, count if isinstance(count, int) else None, lang)
    values = {k: _param_text(v, lang, k) for k, v in message.params.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError) as error:
        log.error("message %r cannot be rendered in %s: %s", message.key, lang, error)
        if lang != "en":
            return render(message, "en")
        return f"{message.key} {values}"


class _LocalNumber:
    """A number that formats as Python does ("{p:.0%}", "{x:,.2f}") and then swaps in the
    language's decimal and grouping signs (Greek and Estonian write 0,35 and 1 000)."""

    __slots__ = ("signs", "value")

    def __init__(self, value: float, signs: dict[int, str]) -> None:
        self.value, self.signs = value, signs

    def __format__(self, spec: str) -> str:
        return format(self.value, spec).translate(self.signs)

    def __str__(self) -> str:
        return format(self, "")


@lru_cache(maxsize=16)
def _number_signs(lang: str) -> dict[int, str]:
    """The translation table from Python's "." and "," to the language's signs (CLDR, via Babel)."""
    try:
        from babel.numbers import get_decimal_symbol, get_group_symbol

        decimal, group = get_decimal_symbol(lang), get_group_symbol(lang)
    except Exception:  # an unknown locale, or Babel missing: keep Python's signs
        return {}
    return str.maketrans({".": decimal, ",": group}) if (decimal, group) != (".", ",") else {}


def _param_text(value: Any, lang: str, name: str) -> Any:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        signs = _number_signs(lang) if lang != "en" else {}
        return _LocalNumber(value, signs) if signs else value  # numbers stay numbers for "{p:.0%}"
    if isinstance(value, Message):
        return render(value, lang)
    if hasattr(value, "message") and callable(value.message):
        return render(value.message(), lang)
    if isinstance(value, (list, tuple)):
        parts = [str(_param_text(v, lang, name)) for v in value]
        # Cards are joined by spaces ("K♠ 10♠"), sentences one after the other, names by commas.
        whole = name.endswith("cards") or (bool(value) and all(isinstance(v, Message) for v in value))
        return (" " if whole else ", ").join(parts)
    return str(value)


def _param_to_data(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Message):
        return {"message": value.to_data()}
    if hasattr(value, "message") and callable(value.message):
        return {"message": value.message().to_data()}
    if isinstance(value, Sequence):
        return [_param_to_data(v) for v in value]
    return str(value)


def _param_from_data(value: Any) -> Any:
    if isinstance(value, dict) and "message" in value:
        return Message.from_data(value["message"])
    if isinstance(value, list):
        return tuple(_param_from_data(v) for v in value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise ValueError(f"a message parameter cannot be {value!r:.80}")
