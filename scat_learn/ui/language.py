"""The language of a browser session: ``?lang=et`` in the page's address, else the browser's.

The settings' language menu changes :attr:`GameModel.lang`; the app keeps it in the address
(:mod:`.address`), so that a teacher can share a link that opens in Estonian. With no valid
``?lang=``, the first language of the browser's own list (its ``Accept-Language`` header) that
the app speaks is used; failing that, English.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..i18n import LANGUAGES, negotiate


def preferred_languages(accept_language: str) -> list[str]:
    """The tags of an ``Accept-Language`` header, most wanted first (``q`` weights respected)."""
    weighted = []
    for position, part in enumerate(accept_language.split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        if tag and weight > 0:
            weighted.append((-weight, position, tag))
    return [tag for _, _, tag in sorted(weighted)]


def choose_language(query: Mapping[str, Any], headers: Mapping[str, Any]) -> str | None:
    """``?lang=`` if it is one of ours, else the browser's best match; None if neither speaks."""
    wanted = query.get("lang")
    if isinstance(wanted, list):
        wanted = wanted[0] if wanted else None
    if isinstance(wanted, bytes):
        wanted = wanted.decode("utf-8", "replace")
    if isinstance(wanted, str) and wanted.strip().lower() in LANGUAGES:
        return wanted.strip().lower()
    accept = headers.get("Accept-Language") or headers.get("accept-language") or ""
    if isinstance(accept, list):
        accept = ",".join(map(str, accept))
    found = negotiate(preferred_languages(str(accept)), default="")
    return found or None


def session_language() -> dict[str, str]:
    """``{"lang": ...}`` for the GameModel of this browser session, or ``{}`` (keep the default)."""
    import panel as pn

    lang = choose_language(pn.state.session_args or {}, pn.state.headers or {})
    return {"lang": lang} if lang else {}
