"""The English source text of every message, by key: one catalog, complete on import.

A value is a :meth:`str.format` template, or a pair ``(singular, plural)`` chosen by the
``count`` parameter. The texts are kept in one part per layer (the core, the lessons, the bots,
the app) so that each is easy to find, but they are all merged here, once: a message renders
the same whatever was imported first. Translations (``scat_learn/locales``) are made from this
catalog (``scripts/i18n.py``); a test checks that every key used in the code is here and every
key here is used.
"""

from __future__ import annotations

from .bots import BOT_MESSAGES
from .classroom import CLASSROOM_MESSAGES
from .core import CORE_MESSAGES
from .lessons import LESSON_MESSAGES
from .training import TRAINING_MESSAGES
from .ui import UI_MESSAGES

I18N_MESSAGES: dict[str, str | tuple[str, str]] = {
    "i18n.unknown_language": "There is no language called {lang} here. The languages are: {known}.",
}

CATALOG: dict[str, str | tuple[str, str]] = {
    **CORE_MESSAGES,
    **I18N_MESSAGES,
    **LESSON_MESSAGES,
    **BOT_MESSAGES,
    **UI_MESSAGES,
    **CLASSROOM_MESSAGES,
    **TRAINING_MESSAGES,
}

__all__ = ["CATALOG"]
