"""The rules page states every rule with its id, and every rule id has a test that names it."""

import re
from pathlib import Path

from scat_learn.docs import rules_text

ROOT = Path(__file__).resolve().parents[1]
RULE_ID = re.compile(r"R-[A-Z0-9]+-\d+")


def ids_in(text):
    return set(RULE_ID.findall(text))


def stated_ids():
    return set(re.findall(r"\*\*(R-[A-Z0-9]+-\d+)\*\*", rules_text()))


# The ids of the canonical rules, as the project's rules (RULES.md of the maintainers) state them.
CANONICAL = {
    *("R-CARD-1", "R-SCORE-1", "R-SCORE-2", "R-SCORE-3", "R-SCORE-4", "R-SCORE-5", "R-SCORE-6", "R-SEAT-1"),
    *("R-DEAL-1", "R-DEAL-2", "R-DEAL-3", "R-DEAL-4", "R-TURN-1", "R-TURN-2", "R-TURN-3", "R-TURN-4", "R-TURN-5"),
    *("R-KNOCK-1", "R-KNOCK-2", "R-KNOCK-3", "R-KNOCK-4", "R-KNOCK-5", "R-31-1", "R-31-2", "R-31-3", "R-31-4"),
    *("R-LIFE-1", "R-LIFE-2", "R-LIFE-3", "R-LIFE-4", "R-THROW-1", "R-THROW-2", "R-THROW-3", "R-INFO-1"),
}


def test_the_readme_links_the_packaged_rules_page():
    assert "(scat_learn/docs/rules.md)" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_rule_id_has_a_test_that_names_it():
    named = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        if path.name != Path(__file__).name:
            named |= ids_in(path.read_text(encoding="utf-8"))
    missing = sorted(stated_ids() - named)
    assert missing == [], f"rule ids with no test naming them: {missing}"


def test_the_page_states_every_canonical_rule():
    assert set(CANONICAL) == stated_ids()


def test_each_rule_is_stated_once_in_order():
    ids = re.findall(r"\*\*(R-[A-Z0-9]+-\d+)\*\*", rules_text())
    assert len(ids) == len(set(ids)) >= 30
