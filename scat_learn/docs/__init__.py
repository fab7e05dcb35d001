"""The rules page (``rules.md``, with every rule id), shipped inside the package for the app."""

from __future__ import annotations

from importlib.resources import files


def rules_text(lang: str = "en") -> str:
    """The rules page in ``lang`` (``rules.<lang>.md``), falling back to English."""
    folder = files(__package__)
    translated = folder / f"rules.{lang}.md"
    if lang != "en" and translated.is_file():
        return translated.read_text(encoding="utf-8")
    return (folder / "rules.md").read_text(encoding="utf-8")
