"""Translations: the gettext catalogs in ``scat_learn/locales`` plugged into the one renderer.

English is the source (:mod:`scat_learn.catalog`). Greek,
Albanian, Estonian and Sundanese live in ``locales/<lang>/LC_MESSAGES/scat_learn.po``, compiled
to ``.mo`` by ``scripts/i18n.py`` (Babel). Each entry's gettext context is the message key and
its msgid the English template, so a translation made for an older English text is not used:
the renderer falls back to English and logs it, and ``scripts/i18n.py`` marks it for review.

A language's catalog is loaded the first time a message is rendered in it
(:func:`scat_learn.messages.render` calls :func:`install`); nothing happens on import. In a
notebook::

    from scat_learn.i18n import use_language
    use_language("et")   # str(message), errors and explanations now speak Estonian
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Iterable
from importlib.resources import files
from importlib.resources.abc import Traversable

from . import messages
from .catalog import CATALOG
from .errors import BadInput

DOMAIN = "scat_learn"
LANGUAGES: tuple[str, ...] = ("en", "el", "sq", "et", "su")
# Each language by its own name, as a language menu shows it.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "el": "Ελληνικά",
    "sq": "Shqip",
    "et": "Eesti",
    "su": "Basa Sunda",
}


# What a catalog's fallback answers for a message it lacks: never a real template.
_MISSING = "\0"


class _Missing(gettext.NullTranslations):
    """The fallback of every catalog: answers "missing" instead of echoing the English."""

    def pgettext(self, context: str, message: str) -> str:
        return _MISSING

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return _MISSING


def locale_folder() -> Traversable:
    """``scat_learn/locales``: one ``<lang>/LC_MESSAGES/scat_learn.po`` (and ``.mo``) per language."""
    return files(__package__) / "locales"


def load_catalog(lang: str) -> gettext.GNUTranslations | None:
    """The compiled catalog of ``lang``; the ``.po`` is compiled in memory if no ``.mo`` is shipped."""
    folder = locale_folder() / lang / "LC_MESSAGES"
    compiled, source = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    if compiled.is_file():
        data = compiled.read_bytes()
    elif source.is_file():
        data = _compile(source.read_bytes())
    else:
        return None
    catalog = gettext.GNUTranslations(io.BytesIO(data))
    catalog.add_fallback(_Missing())
    return catalog


def _compile(po: bytes) -> bytes:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    out = io.BytesIO()
    write_mo(out, read_po(io.BytesIO(po)))
    return out.getvalue()


def translator(catalog: gettext.GNUTranslations) -> messages.Translator:
    """The template lookup the renderer wants: (key, count) -> template, or None if there is none."""

    def template(key: str, count: int | None) -> str | None:
        english = CATALOG.get(key)
        if english is None:
            return None
        if isinstance(english, tuple):
            # No count is read as "many", as the English catalog does.
            found = catalog.npgettext(key, english[0], english[1], 2 if count is None else count)
        else:
            found = catalog.pgettext(key, english)
        return None if found == _MISSING else found

    return template


def install(languages: Iterable[str] = LANGUAGES[1:]) -> list[str]:
    """Install the translator of each language that has a catalog; returns those installed."""
    installed = []
    for lang in languages:
        catalog = load_catalog(lang)
        if catalog is not None:
            messages.set_translator(lang, translator(catalog))
            installed.append(lang)
    return installed


def check_language(lang: str) -> str:
    """``lang`` if it is one of :data:`LANGUAGES`, else a :class:`BadInput` naming them."""
    if lang not in LANGUAGES:
        raise BadInput("i18n.unknown_language", lang=repr(lang), known=", ".join(LANGUAGES))
    return lang


def use_language(lang: str) -> None:
    """The notebook helper: every message, error and explanation from now on speaks ``lang``.

    ``use_language("el")`` — one of ``en el sq et su``. The rules page in that language is
    ``scat_learn.docs.rules_text(lang)``.
    """
    check_language(lang)
    if lang != "en":
        install([lang])
    messages.set_default_language(lang)


def negotiate(preferred: Iterable[str], default: str = "en") -> str:
    """The first of ``preferred`` (browser language tags such as ``"et-EE"``) that we speak."""
    for tag in preferred:
        base = tag.strip().replace("_", "-").split("-")[0].lower()
        if base in LANGUAGES:
            return base
    return default
