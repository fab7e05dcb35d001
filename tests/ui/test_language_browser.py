"""The app in other languages, in a real browser: ``?lang=el`` plays a whole hand with no English
left on screen (beyond names and card faces); the browser's own language is the default; the
language menu keeps ``?lang=`` in the address."""

from __future__ import annotations

import re
from typing import Any

import pytest
from ui_helpers import Frames, click, open_app

from scat_learn.messages import msg, render
from scat_learn.ui.model import HUMAN, GameModel
from scat_learn.ui.settings import LANGUAGE_NAMES

pytestmark = pytest.mark.browser

# Every text node a person can see: the page and the inside of every shadow root, skipping what is
# never drawn (scripts, styles, SVG titles, a closed menu's options).
VISIBLE_TEXT = """() => {
  const skip = new Set(['SCRIPT', 'STYLE', 'TITLE', 'TEMPLATE', 'NOSCRIPT', 'OPTION'])
  const parts = []
  const walk = (root) => {
    const nodes = root.querySelectorAll('*')
    for (const el of nodes) {
      if (el.shadowRoot) walk(el.shadowRoot)
      if (skip.has(el.tagName.toUpperCase()) || !el.checkVisibility({visibilityProperty: true})) continue
      for (const child of el.childNodes) {
        if (child.nodeType === Node.TEXT_NODE && child.textContent.trim()) parts.push(child.textContent.trim())
      }
    }
  }
  walk(document)
  return parts.join('\\n')
}"""
RULE_ID = re.compile(r"R-[A-Z0-9]+-\d+")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
ALWAYS_ALLOWED = {"Scat", "Blitz", *(" ".join(LANGUAGE_NAMES.values()).split())}


def t(key: str, lang: str, **params: Any) -> str:
    return render(msg(key, None, **params), lang)


def visible_text(page: Any) -> str:
    return str(page.evaluate(VISIBLE_TEXT))


def english_left(page: Any, model: GameModel) -> list[str]:
    """Latin-script words on screen that are not a player's name (Greek is written in Greek)."""
    allowed = ALWAYS_ALLOWED | set(model.game.names)
    text = RULE_ID.sub(" ", visible_text(page))
    return sorted({w for w in LATIN_WORD.findall(text) if w not in allowed})


def button(page: Any, name: str) -> Any:
    return page.get_by_role("button", name=name, exact=True)


def play_my_turn(page: Any, frames: Frames, model: GameModel, lang: str) -> None:
    phase = model.game.phase
    if phase == "throw_down":
        click(page, frames, button(page, t("ui.pass", lang)))
    elif phase == "take":
        click(page, frames, button(page, t("ui.draw", lang)))
    else:
        click(page, frames, page.locator(".card-button:not(.locked)").first)


def test_a_hand_in_greek_leaves_no_english_on_screen(page, frames, server, artifacts):
    model = open_app(page, frames, server, "lang=el&seed=8&players=3")
    assert model.lang == "el"
    page.get_by_text(t("ui.your_hand", "el")).first.wait_for()
    seen: set[str] = set()
    for _ in range(200):
        seen |= set(english_left(page, model))
        if model.game.phase in ("hand_over", "game_over"):
            break
        assert model.game.current == HUMAN, "the bots play at once"
        play_my_turn(page, frames, model, "el")
    else:
        raise AssertionError("the hand did not end")
    click(page, frames, button(page, t("ui.all_steps", "el")))
    last = model.game.result.steps[-1]
    page.get_by_text(render(last, "el")).first.wait_for()
    seen |= set(english_left(page, model))
    page.screenshot(path=str(artifacts / "08-greek-showdown.png"), full_page=True)
    assert seen == set(), f"English on a Greek screen: {sorted(seen)}"
    click(page, frames, page.get_by_role("tab", name=t("ui.tab.rules", "el")))
    page.get_by_text("R-KNOCK-4").first.wait_for()
    seen |= set(english_left(page, model))
    assert seen == set(), f"English on a Greek screen: {sorted(seen)}"


def test_the_browser_language_is_the_default_and_the_menu_keeps_it_in_the_address(browser, server):
    context = browser.new_context(locale="et-EE")
    try:
        page = context.new_page()
        frames = Frames(page)
        model = open_app(page, frames, server, "seed=4&players=2")
        assert model.lang == "et"  # from the browser's Accept-Language
        page.get_by_text(t("ui.your_hand", "et")).first.wait_for()
        page.wait_for_function("() => location.search.includes('lang=et')")
        menu = page.locator("select").filter(has=page.locator("option", has_text=LANGUAGE_NAMES["sq"]))
        menu.select_option(label=LANGUAGE_NAMES["sq"])
        frames.settle(page)
        assert model.lang == "sq"
        page.wait_for_function("() => location.search.includes('lang=sq')")
        page.get_by_text(t("ui.your_hand", "sq")).first.wait_for()
    finally:
        context.close()


def test_an_unknown_language_in_the_address_falls_back(browser, server):
    context = browser.new_context(locale="de-DE")
    try:
        page = context.new_page()
        frames = Frames(page)
        model = open_app(page, frames, server, "lang=xx&seed=4&players=2")
        assert model.lang == "en"  # neither ?lang=xx nor German is one of the five
        page.wait_for_function("() => location.search.includes('lang=en')")
    finally:
        context.close()
