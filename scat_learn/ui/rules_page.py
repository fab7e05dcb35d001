"""The rules page (``scat_learn/docs/rules.md``) and the text of each rule by its id."""

from __future__ import annotations

import re
from functools import lru_cache

_RULE = re.compile(r"^- \*\*(R-[A-Z0-9]+-\d+)\*\*\s*[—-]?\s*(.*)$")


@lru_cache(maxsize=8)
def rules_markdown(lang: str = "en") -> str | None:
    """The rules page in ``lang`` (English if there is no translation); None if not installed."""
    try:
        from ..docs import rules_text
    except ImportError:
        return None
    try:
        return rules_text(lang)
    except OSError:
        return None


@lru_cache(maxsize=8)
def rule_texts(lang: str = "en") -> dict[str, str]:
    """Each rule's text by id (``"R-KNOCK-4"``), plain: the page's emphasis marks removed."""
    page = rules_markdown(lang) or ""
    rules: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in page.splitlines():
        found = _RULE.match(line)
        if found:
            current = rules[found.group(1)] = [found.group(2)]
        elif current is not None and line.startswith("  ") and line.strip():
            current.append(line.strip())
        else:
            current = None
    return {rule: re.sub(r"[*`]", "", " ".join(lines)) for rule, lines in rules.items()}
