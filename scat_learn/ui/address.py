"""The page's address: the settings a teacher puts in a link, read strictly, and kept valid.

``http://host:5006/play?deal=K7Q2MX&players=4&speed=fast&lang=et`` opens that deal, at that
table, in Estonian. Every value is checked here, where it enters, before Panel or the game sees
it: a value that cannot be used is named in a message on the page ("there is no deal code
!!!: playing deal K7Q2MX instead") and the address is rewritten with the values really used,
so a teacher's typo is seen at once and a copied link always works.

``?seed=7`` (the older links) is read as the deal code ``7``: the seed itself never reaches a
browser.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib import parse

from ..deals import check_code
from ..errors import BadInput
from ..i18n import LANGUAGES
from ..messages import Message, excerpt, msg

MAX_VALUE = 64  # characters of one value: no setting needs more
ADDRESS_KEYS = ("deal", "players", "speed", "lang", "view")
VIEWS = ("normal", "projector")  # ?view=projector: big cards and text, for the back of a room


@dataclass(frozen=True)
class Address:
    """What the address asked for: the valid ``settings`` and each odd value (``problems``: the
    setting and a short excerpt of the text given)."""

    settings: dict[str, Any] = field(default_factory=dict)
    problems: tuple[tuple[str, str], ...] = ()


def read_address(args: Mapping[str, Sequence[bytes | str]], speeds: Sequence[str]) -> Address:
    """The settings in a request's query arguments (``pn.state.session_args``)."""
    settings: dict[str, Any] = {}
    problems: list[tuple[str, str]] = []
    for key in ("seed", "deal", "players", "speed", "lang", "view"):
        values = args.get(key)
        if not values:
            continue
        text = _text(values[-1])
        name = "deal" if key == "seed" else key
        value = None if text is None else _value(name, text, speeds)
        if value is None:
            problems.append((name, "…" if text is None else excerpt(text, 24)))
        else:
            settings[name] = value
    return Address(settings, tuple(problems))


def _text(value: bytes | str) -> str | None:
    # The server bounds a request's size; what is not UTF-8 is nothing a setting can be.
    if isinstance(value, bytes):
        try:
            value = value.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return value.strip()


def _value(name: str, text: str, speeds: Sequence[str]) -> Any:
    """The setting ``name`` read from ``text``, or None if it cannot be used."""
    if len(text) > MAX_VALUE:
        return None
    if name == "deal":
        try:
            return check_code(text)
        except BadInput:
            return None
    if name == "players":
        return int(text) if text.isascii() and text.isdigit() and 2 <= int(text) <= 9 else None
    options = {"speed": speeds, "lang": LANGUAGES, "view": VIEWS}[name]
    return text.lower() if text.lower() in options else None


def problem_message(name: str, given: str, used: object) -> Message:
    """The words for one odd value of the address, with the value used instead."""
    return msg(f"ui.address.bad_{name}", None, value=given, used=used)


def query_string(search: str, values: Mapping[str, object]) -> str:
    """The query of the address ``search`` with the app's settings replaced by ``values`` (in a
    fixed order); other arguments are kept, ``seed`` is dropped (it was read as a deal code)."""
    ours = {*ADDRESS_KEYS, "seed"}
    others = [(k, v) for k, v in parse.parse_qsl(search.lstrip("?")) if k not in ours]
    pairs = [(key, str(values[key])) for key in ADDRESS_KEYS if values.get(key) not in (None, "")]
    return "?" + parse.urlencode(others + pairs)


def keep_address(model: Any) -> None:
    """Keep the page's address in step with the game: the deal being played, the table size,
    the speed and the language, only ever valid values (a served session's model)."""
    import panel as pn

    location = pn.state.location
    if location is None:
        return

    def write(*events: object) -> None:
        values = {
            "deal": model.deal_code,
            "players": model.players,
            "speed": model.speed,
            "lang": model.lang,
            "view": "projector" if model.projector else None,
        }
        wanted = query_string(location.search or "", values)
        if wanted != location.search:
            location.search = wanted

    model.param.watch(write, ["deal", "players", "speed", "lang", "projector"])
    # The browser tells the page's address after the session was made: write it once it has.
    pn.state.onload(write)


# ---------------------------------------------------------------------- Panel's query parser


def guard_panel_query_parsing() -> None:
    """Keep odd query values away from Panel's own parser.

    Panel's ``parse_query`` turns every value for which ``str.isdigit()`` holds into an ``int``:
    ``"²"`` and numbers of more than 4,300 digits raise there, and the page fails with HTTP 500
    before any code of the app runs (it reads the address as the session starts). Values that
    are not plain are handed to it as they are, as text; the app checks every value it uses
    itself (:func:`read_address`).
    """
    from panel.io import location

    original: Any = location.parse_query  # type: ignore[attr-defined]
    if getattr(original, "scat_learn_guard", False):
        return

    def parse_query(query: str) -> dict[str, Any]:
        pairs = parse.parse_qsl(query[1:] if query.startswith("?") else query)
        plain = [(k, v) for k, v in pairs if _plain(v)]
        parsed: dict[str, Any] = original("?" + parse.urlencode(plain))
        parsed.update({k: v for k, v in pairs if not _plain(v)})
        return parsed

    parse_query.scat_learn_guard = True  # type: ignore[attr-defined]
    location.parse_query = parse_query  # type: ignore[attr-defined]


def _plain(value: str) -> bool:
    return len(value) <= MAX_VALUE and value.isascii() and not value.startswith(("[", "{"))


__all__ = [
    "ADDRESS_KEYS",
    "Address",
    "guard_panel_query_parsing",
    "keep_address",
    "problem_message",
    "query_string",
    "read_address",
]
