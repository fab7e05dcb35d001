"""The rules page states every rule with its id, and every rule id has a test that names it."""

import re
from pathlib import Path

import pytest

from scat_learn.docs import rules_text

ROOT = Path(__file__).resolve().parents[1]
RULE_ID = re.compile(r"R-[A-Z0-9]+-\d+")


def ids_in(text):
    return set(RULE_ID.findall(text))


def stated_ids():
    return set(re.findall(r"\*\*(R-[A-Z0-9]+-\d+)\*\*", rules_text()))


def test_docs_rules_md_is_the_packaged_rules_page():
    assert (ROOT / "docs" / "rules.md").read_text(encoding="utf-8") == rules_text()


def test_every_rule_id_has_a_test_that_names_it():
    named = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        if path.name != Path(__file__).name:
            named |= ids_in(path.read_text(encoding="utf-8"))
    missing = sorted(stated_ids() - named)
    assert missing == [], f"rule ids with no test naming them: {missing}"


def test_the_page_states_every_canonical_rule():
    canonical = ROOT.parent / "shared" / "RULES.md"
    if not canonical.is_file():
        pytest.skip("../shared/RULES.md is not beside this checkout")
    wanted = set(re.findall(r"\*\*(R-[A-Z0-9]+-\d+)\*\*", canonical.read_text(encoding="utf-8")))
    assert wanted == stated_ids()


def test_each_rule_is_stated_once_in_order():
    ids = re.findall(r"\*\*(R-[A-Z0-9]+-\d+)\*\*", rules_text())
    assert len(ids) == len(set(ids)) >= 30
