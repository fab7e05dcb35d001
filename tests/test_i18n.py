"""Five languages: every message in every catalog is translated, with the same placeholders and
the right plural forms; a missing translation falls back to English and is logged; whole games
render in every language; the rules page exists in every language with every rule id."""

import importlib
import importlib.util
import io
import logging
import random
import re
import string
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from scat_learn import Card, Game, IllegalMove, Rules, parse_cards, render
from scat_learn import i18n as I18N
from scat_learn.actions import Action
from scat_learn.bots import get_bot
from scat_learn.catalog import CATALOG
from scat_learn.docs import rules_text
from scat_learn.errors import BadInput
from scat_learn.messages import Message, default_language, msg, set_default_language, set_translator

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "scat_learn" / "locales"
TRANSLATED = I18N.LANGUAGES[1:]


def _script():
    spec = importlib.util.spec_from_file_location("i18n_script", ROOT / "scripts" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SCRIPT = _script()
ENGLISH = SCRIPT.english()  # imports every module that merges messages into CATALOG (core, lessons, bots, ui)


def po(lang):
    with (LOCALES / lang / "LC_MESSAGES" / "scat_learn.po").open("rb") as f:
        return read_po(f, locale=lang)


def fields(template):
    return {(name, spec) for _, name, spec, _ in string.Formatter().parse(template) if name is not None}


def english_forms(key):
    entry = ENGLISH[key]
    return entry if isinstance(entry, tuple) else (entry,)


# ---------------------------------------------------------------- the catalogs


def test_every_catalog_is_extracted():
    assert {"step.lives", "bot.random", "lesson.lost", "ui.lives", "i18n.unknown_language"} <= set(ENGLISH)
    assert set(CATALOG) == set(ENGLISH)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_key_is_translated_with_the_same_placeholders(lang):
    catalog = po(lang)
    entries = {m.context: m for m in catalog if m.id}
    missing = sorted(k for k in ENGLISH if k not in entries)
    stale = sorted(k for k in entries if k not in ENGLISH)
    assert missing == [], f"{lang}: keys with no translation"
    assert stale == [], f"{lang}: translations of keys no catalog has"
    for key, m in entries.items():
        english = english_forms(key)
        assert (m.id if isinstance(m.id, tuple) else (m.id,)) == english, f"{lang} {key}: made for other English"
        assert not m.fuzzy, f"{lang} {key}: fuzzy (needs review)"
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        wanted = catalog.num_plurals if len(english) == 2 else 1
        assert len(forms) == wanted and all(forms), f"{lang} {key}: untranslated or wrong number of forms"
        for form in forms:
            assert fields(form) == fields(english[0]), f"{lang} {key}: placeholders differ: {form!r}"


def test_the_script_reports_nothing_left_to_do():
    for lang in TRANSLATED:
        report = SCRIPT.problems(po(lang), ENGLISH)
        assert report == {"missing": [], "fuzzy": [], "stale": [], "placeholders": []}, lang


def test_the_script_catches_a_placeholder_mismatch_and_a_stale_key():
    catalog = po("el")
    entry = next(m for m in catalog if m.context == "step.lowest_one")
    entry.string = "{player}: {score}"
    catalog.add("old", "παλιό", context="no.such_key")
    report = SCRIPT.problems(catalog, ENGLISH)
    assert report["placeholders"] == ["step.lowest_one"]
    assert report["stale"] == ["no.such_key"]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_plural_forms_header_is_the_languages_own_rule(lang):
    catalog = po(lang)
    expected = get_plural(lang)
    assert (catalog.num_plurals, catalog.plural_expr) == (expected.num_plurals, expected.plural_expr)
    # The gettext rule agrees with CLDR's: form 0 exactly where CLDR says "one" (integers).
    cldr = Locale.parse(lang).plural_form
    for n in range(30):
        gettext_form = eval(catalog.plural_expr, {"n": n})  # the header's C expression is valid Python here
        assert (int(gettext_form) == 0) == (cldr(n) == "one" or catalog.num_plurals == 1), (lang, n)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_shipped_mo_is_compiled_from_the_po(lang):
    compiled = io.BytesIO()
    write_mo(compiled, po(lang), use_fuzzy=False)
    shipped = (LOCALES / lang / "LC_MESSAGES" / "scat_learn.mo").read_bytes()
    assert shipped == compiled.getvalue(), "run python scripts/i18n.py"


# ---------------------------------------------------------------- rendering


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "Ann has 1 life left.", "Ann has 2 lives left."),
        ("el", "Ann: μένει 1 ζωή.", "Ann: μένουν 2 ζωές."),
        ("sq", "Ann ka edhe 1 jetë.", "Ann ka edhe 2 jetë."),
        ("et", "Ann: alles on 1 elu.", "Ann: alles on 2 elu."),
        ("su", "Ann masih boga 1 nyawa.", "Ann masih boga 2 nyawa."),
    ],
)
def test_lives_plural(lang, one, two):
    # R-LIFE-1: lives left after a hand, in each language's own plural
    assert render(msg("step.lives", "R-LIFE-1", player="Ann", count=1), lang) == one
    assert render(msg("step.lives", "R-LIFE-1", player="Ann", count=2), lang) == two


@pytest.mark.parametrize(
    ("lang", "one", "many"),
    [
        ("en", "Bo pays 1 coin into the kitty.", "Bo pays 3 coins into the kitty."),
        ("el", "Bo βάζει 1 κέρμα στον κουμπαρά.", "Bo βάζει 3 κέρματα στον κουμπαρά."),  # the kitty
        ("sq", "Bo paguan 1 monedhë në arkë.", "Bo paguan 3 monedha në arkë."),
        ("et", "Bo maksab kassasse 1 mündi.", "Bo maksab kassasse 3 münti."),
        ("su", "Bo mayar 1 koin ka kas.", "Bo mayar 3 koin ka kas."),
    ],
)
def test_coins_plural(lang, one, many):
    assert render(msg("step.pays", "R-LIFE-1", player="Bo", count=1), lang) == one
    assert render(msg("step.pays", "R-LIFE-1", player="Bo", count=3), lang) == many
    assert render(msg("step.pays", "R-LIFE-1", player="Bo", count=0), lang) == many.replace("3", "0")


def test_translations_nest_and_keep_cards_as_they_are():
    m = msg("move.must_discard", None, action=Action.parse("discard Q♥"))
    assert render(m, "el") == "Κρατάς τέσσερα φύλλα: πέτα ένα από αυτά. Τώρα δεν επιτρέπεται «απόρριψη Q♥»."
    score = msg("score.suit_of", "R-SCORE-2", player="Ann", suit="♠", total=20, cards=parse_cards("K♠ 10♠"))
    assert render(score, "et") == "Ann: ♠ 20 (K♠ 10♠)"
    assert render(msg("move.not_in_hand", None, card=Card.parse("10h")), "sq") == "Nuk e ke 10♥."


def sample_params(key):
    """Values for every placeholder of ``key``, of the kind the code passes."""
    values = {
        "player": "Ann",
        "players": ("Ann", "Bob"),
        "cards": parse_cards("K♠ 10♠"),
        "card": Card.parse("Q♥"),
        "action": Action.parse("knock"),
        "best": Action.parse("draw"),
        "kept": msg("score.suit", None, suit="♠", total=20, cards=parse_cards("K♠ 10♠")),
        "score": msg("score.suit", None, suit="♠", total=20, cards=parse_cards("K♠ 10♠")),
        "problem": msg("save.bad_card", None, text="X"),
    }
    params = {}
    for form in english_forms(key):
        for _, name, _, _ in string.Formatter().parse(form):
            if name:
                params[name] = values.get(name, 0.25 if name in {"p", "p31", "lives", "cost", "diff"} else 7)
    return params


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_renders_translated_without_a_word_logged(lang, caplog):
    caplog.set_level(logging.WARNING)
    same_as_english = []
    for key in ENGLISH:
        for count in (1, 2, 5):
            params = {**sample_params(key), "count": count}
            text = render(Message(key, params), lang)
            assert "{" not in text and "}" not in text, (lang, key, text)
            if text == render(Message(key, params), "en"):
                same_as_english.append(key)
    assert caplog.records == []
    # Only texts with no words of their own may read the same in English (e.g. "{suit} {total} ({cards})").
    wordless = {k for k in ENGLISH if not re.search(r"[A-Za-z]{3,}", re.sub(r"\{[^}]*\}", "", english_forms(k)[0]))}
    assert set(same_as_english) <= wordless, sorted(set(same_as_english) - wordless)


def test_a_missing_translation_falls_back_to_english_and_is_logged(monkeypatch, caplog):
    monkeypatch.setitem(CATALOG, "step.zz_new", "{player} does something new.")
    with caplog.at_level(logging.WARNING, logger="scat_learn.messages"):
        assert render(msg("step.zz_new", None, player="Ann"), "et") == "Ann does something new."
    assert any("et" in r.getMessage() and "step.zz_new" in r.getMessage() for r in caplog.records)


def test_a_translation_of_older_english_is_not_used(monkeypatch, caplog):
    monkeypatch.setitem(CATALOG, "step.lives_out", "{player} has left the game.")
    with caplog.at_level(logging.WARNING, logger="scat_learn.messages"):
        assert render(msg("step.lives_out", None, player="Ann"), "el") == "Ann has left the game."
    assert caplog.records


def test_a_broken_translation_falls_back_to_english_and_never_raises(caplog):
    # Albanian looked up once first: a language's catalog is installed at its first use, and
    # removing its translator below must then leave it without one (run alone, or first on an
    # xdist worker, the lookup after the removal would install the catalog again).
    assert render(msg("step.lives_out", None, player="Ann"), "sq") == "Ann është jashtë loje."
    set_translator("sq", lambda key, count: "{no_such_field} ...")
    try:
        with caplog.at_level(logging.WARNING, logger="scat_learn.messages"):
            assert render(msg("step.lives_out", None, player="Ann"), "sq") == "Ann is out of the game."
        assert caplog.records
        set_translator("sq", None)
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="scat_learn.messages"):
            assert render(msg("step.lives_out", None, player="Ann"), "sq") == "Ann is out of the game."
        assert caplog.records
    finally:
        I18N.install(["sq"])
    assert render(msg("step.lives_out", None, player="Ann"), "sq") == "Ann është jashtë loje."


def test_an_unknown_language_renders_english_with_a_warning(caplog):
    with caplog.at_level(logging.WARNING, logger="scat_learn.messages"):
        assert render(msg("lesson.nobody"), "fr") == "nobody"
    assert caplog.records


def test_use_language_is_the_notebook_helper():
    try:
        I18N.use_language("et")
        assert default_language() == "et"
        assert str(msg("step.lives_out", None, player="Ann")) == "Ann on mängust väljas."
        with pytest.raises(IllegalMove) as caught:
            Game.new(["Ann", "Bob"], seed=3).apply("discard A♠")
        assert "Praegu pole lubatud" in str(caught.value) or "Sul ei ole" in str(caught.value)
        with pytest.raises(BadInput) as refused:
            I18N.use_language("fr")
        assert "'fr'" in str(refused.value) and "en, el, sq, et, su" in str(refused.value)
        assert default_language() == "et"
    finally:
        set_default_language("en")


def test_negotiate_picks_the_first_language_we_speak():
    assert I18N.negotiate(["de-DE", "et-EE", "en"]) == "et"
    assert I18N.negotiate(["SQ_al"]) == "sq"
    assert I18N.negotiate(["fr", "de"]) == "en"
    assert I18N.negotiate([]) == "en"


# ---------------------------------------------------------------- whole games


def play_game(seed, rules):
    """A full game of bots; every message it produced, and the refusals of a few illegal moves."""
    rng = random.Random(seed)
    n = rng.randint(2, 5)
    names = ["Ann", "Bob", "Cy", "Dee", "Eve"][:n]
    game = Game.new(names, rules=rules, seed=seed)
    bots = {s: get_bot(rng.choice(["random", "beginner", "intermediate"]), seed=seed + s) for s in range(n)}
    produced, moves = [], 0
    while game.phase != "game_over" and game.hand_number < 40:
        while game.phase not in ("hand_over", "game_over"):
            seat = game.current
            view = game.view(seat)
            illegal = [a for a in map(Action.parse, ("draw", "knock", "pass", "throw down")) if not game.is_legal(a)]
            for action in illegal[:1] + [f"discard {c}" for c in parse_cards("A♠ 2♣") if c not in view.hand][:1]:
                with pytest.raises(IllegalMove) as refused:
                    game.apply(action)
                produced.append(refused.value.message)
            decision = bots[seat].decide(view)
            produced += [decision.explanation.summary, *decision.explanation.details]
            game.apply(decision.action)
            moves += 1
        result = game.result
        produced += [e.message(game.names) for e in game.view(0).events]
        produced += list(result.steps)
        produced += [s.message(game.names[seat]) for seat, s in result.scores.items()]
        if game.phase == "hand_over":
            with pytest.raises(IllegalMove) as refused:
                game.apply("draw")
            produced.append(refused.value.message)
            game.next_hand()
    return produced


@pytest.mark.parametrize(
    ("seed", "rules"),
    [
        (1, Rules()),
        (2, Rules(lives=2, on_the_dole=False, throw_down=True, max_rounds=3)),
        (3, Rules(three_of_a_kind=True, straight_flush=True, min_knock=17, no_knock_first_round=True)),
    ],
)
def test_random_games_render_in_every_language(seed, rules, caplog):
    produced = play_game(seed, rules)
    assert len({m.key for m in produced}) > 10
    caplog.set_level(logging.WARNING)
    for lang in ("en", *TRANSLATED):
        for message in produced:
            text = render(message, lang)
            assert text and "{" not in text and "}" not in text, (lang, message)
    assert caplog.records == []


# ---------------------------------------------------------------- the rules page


def rule_ids(text):
    return re.findall(r"\*\*(R-[A-Z0-9]+-\d+)\*\*", text)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_rules_page_is_translated_with_every_rule_id(lang):
    page = rules_text(lang)
    english = rules_text("en")
    assert page != english
    assert (ROOT / "scat_learn" / "docs" / f"rules.{lang}.md").read_text(encoding="utf-8") == page
    assert rule_ids(page) == rule_ids(english)  # every id, in the same order
    # Same shape: the same sections, and no English sentence left behind.
    assert [line.startswith("## ") for line in page.splitlines() if line.startswith("#")] == [
        line.startswith("## ") for line in english.splitlines() if line.startswith("#")
    ]
    for sentence in ("The player on the dealer's left", "the knocker loses", "Everyone starts with"):
        assert sentence not in page


def test_translations_load_on_first_use_without_importing_the_app():
    # The core keeps away from panel and param (the i18n layer is core).
    import subprocess
    import sys

    code = (
        "import sys; from scat_learn import render; from scat_learn.messages import msg;"
        "print(render(msg('step.lives_out', None, player='Ann'), 'el'));"
        "print(any(m in sys.modules for m in ('panel', 'param', 'holoviews')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.splitlines() == ["Ann βγαίνει από το παιχνίδι.", "False"], out.stderr
    assert importlib.import_module("scat_learn.i18n").LANGUAGES == ("en", "el", "sq", "et", "su")


def test_the_app_picks_the_address_language_then_the_browsers():
    from scat_learn.ui.language import choose_language, preferred_languages

    assert preferred_languages("de-DE,de;q=0.9,et;q=0.95,en;q=0.5") == ["de-DE", "et", "de", "en"]
    assert choose_language({"lang": "el"}, {"Accept-Language": "et-EE"}) == "el"
    assert choose_language({"lang": ["SQ"]}, {}) == "sq"
    assert choose_language({"lang": "xx"}, {"Accept-Language": "de-DE,su;q=0.3"}) == "su"
    assert choose_language({}, {"accept-language": "fr-FR,fr;q=0.9"}) is None
    assert choose_language({}, {}) is None
