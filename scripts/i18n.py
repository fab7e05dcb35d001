"""Keep the translations in step with the English catalogs (gettext, with Babel).

    python scripts/i18n.py            extract the .pot, update every .po, compile the .mo, report
    python scripts/i18n.py --check    only report (nothing is written); exit 1 if anything is missing
    python scripts/i18n.py --fill new.json   first write the translations in new.json, then update:
                                      {"el": {"key": "text", "plural.key": ["one", "many"]}, ...}

English is the source, ``scat_learn.catalog.CATALOG`` (every part merged), and each key becomes
one entry: msgctxt = the key, msgid = the English template
(msgid_plural for a (singular, plural) pair). Updating a .po keeps its translations, marks
those whose English changed as fuzzy (for review; they are not compiled), adds new keys
untranslated and drops keys no code has any more. The report lists, per language, the keys
that are untranslated, fuzzy, or whose {placeholders} differ from the English.
"""

from __future__ import annotations

import argparse
import io
import json
import string
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the checkout's package, installed or not

from scat_learn.catalog import CATALOG  # noqa: E402
from scat_learn.i18n import LANGUAGES  # noqa: E402

PACKAGE = ROOT / "scat_learn"
LOCALES = PACKAGE / "locales"
DOMAIN = "scat_learn"
TRANSLATED = LANGUAGES[1:]  # every language but English, the source
HEADER: dict[str, Any] = {
    "project": "scat_learn",
    "version": "0.1",
    "copyright_holder": "the scat_learn authors",
    "msgid_bugs_address": "the scat_learn issue tracker",
    "header_comment": "# Translations of scat_learn: msgctxt is the message key, msgid its English text.\n"
    "# Edit the msgstr lines only; run scripts/i18n.py afterwards.",
}
# Fixed dates keep the files free of churn: they change only when a text does.
EPOCH = datetime(2025, 1, 1, tzinfo=UTC)


def english() -> dict[str, str | tuple[str, str]]:
    """All English messages by key (the catalog holds every part of the package)."""

    return dict(sorted(CATALOG.items()))


def placeholders(template: str) -> set[tuple[str, str]]:
    """The ``{name:spec}`` fields of a template (a translation must have the same names and specs)."""
    return {(name, spec or "") for _, name, spec, _ in string.Formatter().parse(template) if name is not None}


def template_catalog(source: dict[str, str | tuple[str, str]]) -> Catalog:
    pot = Catalog(**HEADER, creation_date=EPOCH, revision_date=EPOCH, fuzzy=False)
    for key, text in source.items():
        parts = text if isinstance(text, tuple) else (text,)
        flags = ["python-brace-format"] if any(placeholders(p) for p in parts) else []
        pot.add(text, context=key, flags=flags)
    return pot


def write(catalog: Catalog, path: Path) -> None:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, ignore_obsolete=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.is_file() or path.read_bytes() != out.getvalue():
        path.write_bytes(out.getvalue())


def po_path(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(lang: str) -> Catalog:
    path = po_path(lang)
    if path.is_file():
        with path.open("rb") as f:
            return read_po(f, locale=lang)
    return Catalog(locale=Locale.parse(lang), **HEADER, creation_date=EPOCH)


def follow_renames(po: Catalog, pot: Catalog) -> list[str]:
    """Move the translation of a renamed key (same English, key gone) to its new key."""
    wanted = {str(m.context): m for m in entries(pot)}
    have = {str(m.context): m for m in entries(po)}
    gone = [m for key, m in have.items() if key not in wanted]
    renamed = []
    for key, new in wanted.items():
        same = [m for m in gone if m.id == new.id]
        if key not in have and len(same) == 1:
            old = same[0]
            po.delete(old.id, context=old.context)
            po.add(old.id, old.string, context=key, flags=old.flags)
            gone.remove(old)
            renamed.append(f"{old.context} -> {key}")
    return renamed


def updated(lang: str, pot: Catalog) -> Catalog:
    po = read(lang)
    follow_renames(po, pot)
    po.update(pot, update_header_comment=True)
    po.fuzzy = False
    po.revision_date = EPOCH
    po.language_team = f"{Locale.parse(lang).english_name} <scat_learn>"
    po.last_translator = "scat_learn"
    return po


def fill(po: Catalog, translations: dict[str, Any]) -> list[str]:
    """Write the given translations (key -> text, or a list of plural forms) into ``po``;
    returns the keys that ``po`` does not have."""
    by_key = {str(m.context): m for m in entries(po)}
    unknown = []
    for key, text in translations.items():
        m = by_key.get(key)
        if m is None:
            unknown.append(key)
            continue
        m.string = tuple(text) if isinstance(text, list) else text
        m.flags.discard("fuzzy")
    return unknown


def compile_mo(po: Catalog, lang: str) -> None:
    out = io.BytesIO()
    write_mo(out, po, use_fuzzy=False)
    path = po_path(lang).with_suffix(".mo")
    if not path.is_file() or path.read_bytes() != out.getvalue():
        path.write_bytes(out.getvalue())


def entries(po: Catalog) -> Iterator[Message]:
    return (m for m in po if m.id)


def forms(message: Message | None) -> tuple[str, ...]:
    """The translated forms of an entry (one, or one per plural form); ("",) if there is none."""
    if message is None or not message.string:
        return ("",)
    return tuple(message.string) if isinstance(message.string, (tuple, list)) else (str(message.string),)


def problems(po: Catalog, source: dict[str, str | tuple[str, str]]) -> dict[str, list[str]]:
    """Keys untranslated, fuzzy, stale (not in English any more) or with other placeholders."""
    found: dict[str, list[str]] = {"missing": [], "fuzzy": [], "stale": [], "placeholders": []}
    by_key = {str(m.context): m for m in entries(po)}
    for key, text in source.items():
        m = by_key.get(key)
        english = text[0] if isinstance(text, tuple) else text
        if m is None or m.id != text or not all(forms(m)):
            found["missing"].append(key)
        elif m.fuzzy:
            found["fuzzy"].append(key)
        elif any(placeholders(f) != placeholders(english) for f in forms(m)):
            found["placeholders"].append(key)
    found["stale"] = sorted(set(by_key) - set(source))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only report; write nothing")
    parser.add_argument("--fill", type=Path, help="a JSON file of new translations to write in first")
    args = parser.parse_args(argv)
    new = json.loads(args.fill.read_text(encoding="utf-8")) if args.fill else {}
    source = english()
    pot = template_catalog(source)
    if not args.check:
        write(pot, LOCALES / f"{DOMAIN}.pot")
    print(f"{len(source)} messages in English")
    bad = 0
    for lang in TRANSLATED:
        po = read(lang) if args.check else updated(lang, pot)
        for key in fill(po, new.get(lang, {})):
            print(f"{lang}: no key {key} to translate")
        if not args.check:
            write(po, po_path(lang))
            compile_mo(po, lang)
        report = problems(po, source)
        done = len(source) - sum(len(v) for k, v in report.items() if k != "stale")
        print(f"{lang}: {done}/{len(source)} translated")
        for kind, keys in report.items():
            if keys:
                bad += len(keys)
                print(f"  {kind} ({len(keys)}): {', '.join(keys)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
