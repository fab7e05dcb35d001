"""Long lines wrap between words: in the app's panes (``scat_learn/ui/style.py``) and in the
lessons' printed text in JupyterLab (``WRAP_CSS``). The browser tests look at the laid-out
words (``BROKEN_WORDS`` in tests/ui); these check the stylesheets themselves."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

from scat_learn.ui import style
from scat_learn.ui.notebook import WRAP_CSS

UI = Path(style.__file__).parent
BETWEEN_WORDS = {"overflow-wrap": "break-word", "word-break": "normal", "hyphens": "manual"}
JUPYTERLAB_PRE = ".jp-OutputArea-output pre"  # JupyterLab's rule for printed text: word-break: break-all


def rules(css: str) -> list[tuple[str, dict[str, str]]]:
    """The (selector, declarations) of every rule of ``css`` (at-rules' insides as rules too)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    found = []
    for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        pairs = (part.split(":", 1) for part in body.split(";") if ":" in part)
        found.append((selector.strip(), {name.strip(): value.strip() for name, value in pairs}))
    return found


def specificity(selector: str) -> tuple[int, int, int]:
    """(ids, classes, elements) of a simple selector such as ``.a.b pre``."""
    ids = len(re.findall(r"#[\w-]+", selector))
    classes = len(re.findall(r"\.[\w-]+", selector))
    elements = len(re.findall(r"(?:^|\s)[a-z][\w-]*", selector))
    return ids, classes, elements


def test_every_pane_of_the_app_wraps_between_words() -> None:
    host = next(body for selector, body in rules(style.CSS) if selector.startswith(":host"))
    assert {name: host.get(name) for name in BETWEEN_WORDS} == BETWEEN_WORDS  # inherited by every element


def test_no_stylesheet_of_the_app_breaks_words_anywhere() -> None:
    """No string of the app (its stylesheets, its components' CSS) breaks words anywhere."""
    for path in sorted(UI.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        css = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
        assert not [text for text in css if re.search(r"word-break:\s*break-all|hyphens:\s*auto", text)], path.name


def test_printed_lesson_text_wraps_between_words_over_jupyterlabs_rule() -> None:
    [(selector, body)] = rules(WRAP_CSS)
    assert {name: body.get(name) for name in BETWEEN_WORDS} == BETWEEN_WORDS
    assert selector.endswith(" pre") and JUPYTERLAB_PRE.split(maxsplit=1)[0] in selector
    assert specificity(selector) > specificity(JUPYTERLAB_PRE)  # wins wherever the two come in the page


def test_jupyterlab_still_breaks_printed_text_anywhere() -> None:
    """The rule that WRAP_CSS overrides is still JupyterLab's (if it goes, so can WRAP_CSS)."""
    static = Path(sys.prefix) / "share" / "jupyter" / "lab" / "static"
    bundles = sorted(static.glob("*.js"))
    if not bundles:
        pytest.skip("JupyterLab is not installed here")
    pattern = re.compile(re.escape(JUPYTERLAB_PRE) + r"\s*\{[^}]*word-break:\s*break-all")
    assert any(pattern.search(path.read_text(encoding="utf-8", errors="replace")) for path in bundles)
