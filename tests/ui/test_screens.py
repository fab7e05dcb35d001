"""The app on every screen: phones, laptops and a projector; accessibility (axe-core); messages
where the person is; every language at once.

Screenshots of each main screen are saved in ``tests/artifacts/`` (look at them)."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from test_language_browser import VISIBLE_TEXT
from ui_helpers import BROKEN_WORDS, Frames, click

from scat_learn.catalog import CATALOG
from scat_learn.docs import rules_text
from scat_learn.i18n import LANGUAGE_NAMES, load_catalog
from scat_learn.messages import msg, render
from scat_learn.ui.model import HUMAN, GameModel

pytestmark = pytest.mark.browser

SIZES = {"phone": (390, 844), "laptop": (1366, 768), "projector": (1920, 1080)}

# Every element's right edge, inside every shadow root: nothing may stick out of the screen.
WIDEST = """() => {
  const found = []
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) walk(el.shadowRoot)
      const box = el.getBoundingClientRect()
      if (box.width > 0 && box.height > 0 && box.right > window.innerWidth + 1) {
        found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(box.right)}`)
      }
    }
  }
  walk(document)
  return [document.documentElement.scrollWidth, found.slice(0, 8)]
}"""


def open_at(browser: Any, server: Any, size: tuple[int, int], query: str) -> tuple[Any, Frames, GameModel]:
    page = browser.new_page(viewport={"width": size[0], "height": size[1]})
    frames = Frames(page)
    before = len(server.models)
    page.goto(f"{server.url}?{query}")
    page.wait_for_selector(".card-button", timeout=30_000)
    frames.settle(page, since=0)
    assert len(server.models) == before + 1
    return page, frames, server.models[-1]


def to_my_turn(page: Any, frames: Frames, model: GameModel) -> None:
    """Deal on until it is the person's turn to take (a hand may end at its deal). The bots
    play at once, but on a busy machine "at once" is after the page has settled: wait for them."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if model.my_turn and model.view().phase == "take":
            return
        if model.hand_over:
            model.all_steps()
            click(page, frames, page.get_by_role("button", name="Deal the next hand"))
        else:
            page.wait_for_timeout(100)  # a bot is still to move
    raise AssertionError("never the person's turn")


@pytest.mark.parametrize("players", [2, 4, 9])
@pytest.mark.parametrize("screen", list(SIZES))
def test_the_turn_fits_the_first_screen_and_nothing_is_wider(browser, server, artifacts, screen, players):
    size = SIZES[screen]
    page, frames, model = open_at(browser, server, size, f"players={players}&speed=instant&deal=FIT{players}")
    to_my_turn(page, frames, model)
    width, wide = page.evaluate(WIDEST)
    assert width <= size[0] and wide == [], wide
    for name in ("Draw from the stock", "Knock", "Hint"):
        box = page.get_by_role("button", name=name, exact=True).bounding_box()
        assert box is not None and box["y"] + box["height"] <= size[1], f"{name} is below the first screen"
    status = page.locator(".sl-status").bounding_box()
    hand = page.locator(".card-button").last.bounding_box()
    assert status and hand and status["y"] >= 0 and hand["y"] + hand["height"] <= size[1]
    page.screenshot(path=str(artifacts / f"screen-{screen}-{players}-players.png"))
    finish_hand(page, frames, model)  # the showdown's buttons are on the first screen too
    for name in ("Next step", "Deal the next hand"):
        box = page.get_by_role("button", name=name, exact=True).bounding_box()
        assert box is not None and box["y"] + box["height"] <= size[1], f"{name} is below the first screen"
    page.screenshot(path=str(artifacts / f"screen-{screen}-{players}-players-showdown.png"))
    page.close()


def test_the_projector_shows_everything_bigger(browser, server, artifacts):
    page, frames, model = open_at(browser, server, SIZES["projector"], "players=4&speed=instant&view=projector")
    assert model.projector
    card = page.locator(".card-button svg").first.bounding_box()
    assert card is not None and card["height"] >= 160  # 105 px on a laptop, 1.6 times that here
    page.wait_for_function("() => location.search.includes('view=projector')")
    page.screenshot(path=str(artifacts / "screen-projector-view.png"))
    click(page, frames, page.get_by_role("checkbox", name="Projector (big cards and text)"))
    assert not model.projector
    card = page.locator(".card-button svg").first.bounding_box()
    assert card is not None and card["height"] < 120
    page.close()


@pytest.mark.parametrize("lang", ["en", "el"])
def test_long_lines_wrap_between_words_on_a_phone(browser, server, artifacts, lang):
    """The hint's explanation, the status, the log and the showdown's steps on a phone (in
    Greek too, whose words are long): lines break between words, never inside one."""
    page, frames, model = open_at(browser, server, SIZES["phone"], f"players=4&speed=instant&lang={lang}&deal=WRAP")
    to_my_turn(page, frames, model)
    click(page, frames, page.locator(".act-hint button"))
    assert model.hint is not None
    assert page.evaluate(BROKEN_WORDS, "body") == []
    page.screenshot(path=str(artifacts / f"wrap-hint-{lang}.png"), full_page=True)
    finish_hand(page, frames, model)
    click(page, frames, page.locator(".act-all-steps button"))
    assert page.evaluate(BROKEN_WORDS, "body") == []
    page.screenshot(path=str(artifacts / f"wrap-showdown-{lang}.png"), full_page=True)
    page.close()


# ---------------------------------------------------------------------- accessibility


def serious(page: Any) -> list[str]:
    results = Axe().run(page)
    found = results.response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {v['nodes'][0]['target']}" for v in found if v["impact"] in ("serious", "critical")
    ]


def finish_hand(page: Any, frames: Frames, model: GameModel) -> None:
    while not model.hand_over:
        view = model.view()
        if view.phase == "take":
            click(page, frames, page.locator(".act-draw button"))
        else:
            click(page, frames, page.locator(".card-button:not(.locked)").first)


@pytest.mark.parametrize("lang", ["en", "el"])
def test_no_serious_accessibility_problem_on_any_screen(browser, server, artifacts, lang):
    page, frames, model = open_at(browser, server, SIZES["laptop"], f"players=3&speed=instant&lang={lang}")
    problems = {"play": serious(page)}
    finish_hand(page, frames, model)
    click(page, frames, page.locator(".act-all-steps button"))
    problems["showdown"] = serious(page)
    page.screenshot(path=str(artifacts / f"a11y-showdown-{lang}.png"), full_page=True)
    tabs = ((1, "settings"), (2, "chart"), (3, "rules"), (4, "review"), (5, "drills"), (6, "progress"))
    for index, name in tabs:
        click(page, frames, page.get_by_role("tab").nth(index))
        if name == "drills":  # a drill on screen: its position and the moves to choose from
            click(page, frames, page.locator(".act-drills-start button"))
        page.wait_for_timeout(400)  # the chart draws in a moment
        problems[name] = serious(page)
        page.screenshot(path=str(artifacts / f"a11y-{name}-{lang}.png"), full_page=True)
    click(page, frames, page.get_by_role("button", name=render(msg("ui.keys_button"), lang)))
    problems["keys"] = serious(page)
    assert {k: v for k, v in problems.items() if v} == {}
    page.close()


# ---------------------------------------------------------------------- messages where the person is


def in_viewport(page: Any, locator: Any) -> bool:
    box = locator.bounding_box()
    size = page.viewport_size
    return bool(box and box["width"] > 0 and box["height"] > 0 and box["y"] >= 0 and box["y"] + 20 <= size["height"])


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"\x89PNG garbage", "A saved game is text"),
        (b"{not json", "not a saved Scat game"),
        (json.dumps({"format": "scat_learn game", "version": 9}).encode(), "format 9"),
        (b'{"format": "scat_learn game", "version": 1, "names": ["A", "B"]}', "damaged"),
    ],
)
def test_a_refused_load_is_said_on_the_settings_screen(browser, server, tmp_path, content, words):
    page, frames, model = open_at(browser, server, SIZES["laptop"], "players=3&speed=instant")
    before = model.game.to_json()
    click(page, frames, page.get_by_role("tab", name="Settings"))
    path = Path(tmp_path) / "save.json"
    path.write_bytes(content)
    page.locator("input[type=file]").set_input_files(str(path))
    alert = page.get_by_role("alert").filter(has_text=words).first
    alert.wait_for()
    assert in_viewport(page, alert) and model.game.to_json() == before
    click(page, frames, page.get_by_role("button", name="OK"))
    assert model.error is None
    page.close()


def test_a_good_load_is_confirmed_where_it_was_made(browser, server, tmp_path):
    page, frames, model = open_at(browser, server, SIZES["phone"], "players=3&speed=instant")
    finish_hand(page, frames, model)
    path = Path(tmp_path) / "save.json"
    path.write_text(model.save() or "", encoding="utf-8")
    model.new_game()
    click(page, frames, page.get_by_role("tab", name="Settings"))
    page.locator("input[type=file]").set_input_files(str(path))
    note = page.get_by_role("status").filter(has_text="Game loaded").first
    note.wait_for()
    assert in_viewport(page, note)
    page.close()


def test_a_refused_move_is_said_on_the_play_screen(browser, server):
    page, frames, model = open_at(browser, server, SIZES["phone"], "players=3&speed=instant")
    to_my_turn(page, frames, model)
    click(page, frames, page.locator(".card-button").first)  # a discard before taking a card
    alert = page.get_by_role("alert").first
    alert.wait_for()
    assert "First draw" in alert.inner_text() and in_viewport(page, alert)
    page.close()


# ---------------------------------------------------------------------- languages


def words_of(texts: list[str]) -> set[str]:
    return {w.casefold() for text in texts for w in re.findall(r"[^\W\d_]{3,}", text)}


def english_words() -> set[str]:
    texts = [t for entry in CATALOG.values() for t in (entry if isinstance(entry, tuple) else (entry,))]
    return words_of([*texts, rules_text("en")])


def words_in(lang: str) -> set[str]:
    catalog = load_catalog(lang)
    assert catalog is not None
    texts = [t for m in catalog._catalog.values() for t in ([m] if isinstance(m, str) else list(m))]
    return words_of([*texts, rules_text(lang)])


@pytest.mark.parametrize("lang", ["el", "sq", "et", "su"])
def test_choosing_a_language_leaves_no_english_on_screen(browser, server, artifacts, lang):
    page, frames, model = open_at(browser, server, SIZES["laptop"], "players=4&speed=instant&lang=en")
    menu = page.locator("select").filter(has=page.locator("option", has_text=LANGUAGE_NAMES[lang]))
    menu.select_option(label=LANGUAGE_NAMES[lang])
    frames.settle(page)
    assert model.lang == lang and model.game.names[HUMAN] == render(msg("ui.default_name"), lang)
    english = english_words() - words_in(lang) - {n.casefold() for n in model.game.names}
    english -= {"scat", "blitz", *words_of(list(LANGUAGE_NAMES.values()))}
    tabs = page.get_by_role("tab")
    assert tabs.count() == 7  # play, settings, chart, rules, review, drills, progress
    for index in range(tabs.count()):  # every tab, including those not opened before
        click(page, frames, tabs.nth(index))
        page.wait_for_timeout(300)
        left = sorted(words_of([str(page.evaluate(VISIBLE_TEXT))]) & english)
        assert left == [], f"tab {index}: {left}"
    assert page.title() == render(msg("ui.title"), lang)
    page.screenshot(path=str(artifacts / f"language-{lang}.png"))
    page.close()


# ---------------------------------------------------------------------- the keyboard


def keys_from_help(page: Any, frames: Frames) -> dict[str, str]:
    """Open the list of keys with "?" and read it: what each row does -> its keys."""
    page.locator("body").click(position={"x": 5, "y": 5})  # the page has the focus, nothing typed into
    page.keyboard.press("?")
    dialog = page.get_by_role("dialog")
    dialog.wait_for()
    rows = dialog.locator("tr")
    found = {}
    for i in range(rows.count()):
        cells = rows.nth(i).locator("td")
        found[cells.nth(1).inner_text().strip()] = " ".join(cells.nth(0).locator("kbd").all_inner_texts())
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")
    return found


def test_a_whole_hand_and_the_next_deal_by_keyboard_only(browser, server):
    page, frames, model = open_at(browser, server, SIZES["laptop"], "players=3&speed=instant&deal=KEYS1")
    keys = keys_from_help(page, frames)
    what = {name: render(msg(f"ui.key.{name}"), "en") for name in ("draw", "discard", "step", "next")}
    assert set(what.values()) <= set(keys), keys
    hand = model.game.hand_number
    for _ in range(200):
        if model.hand_over:
            break
        view = model.view()
        count = len(frames.texts)
        if view.phase == "take":
            page.keyboard.press(keys[what["draw"]])
        else:
            page.keyboard.press(keys[what["discard"]].split()[0])  # the first card
        frames.settle(page, since=count)
    assert model.hand_over
    steps = len(model.showdown_steps())
    while model.showdown_step < steps:
        shown = model.showdown_step
        count = len(frames.texts)
        page.keyboard.press(keys[what["step"]])
        frames.settle(page, since=count)
        assert model.showdown_step == shown + 1
    count = len(frames.texts)
    page.keyboard.press(keys[what["next"]])
    frames.settle(page, since=count)
    assert model.game.hand_number == hand + 1 or model.game.phase == "game_over"
    page.close()


# ---------------------------------------------------------------------- offline


def test_the_app_needs_nothing_from_outside_the_server(browser, server):
    """A classroom without internet: every request that leaves the server is refused, and the
    app still draws and plays, on every tab."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    outside: list[str] = []

    def guard(route: Any) -> None:
        host = route.request.url.split("/")[2].split(":")[0] if "://" in route.request.url else ""
        if host in ("localhost", "127.0.0.1") or not route.request.url.startswith("http"):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    page = context.new_page()
    frames = Frames(page)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{server.url}?players=3&speed=instant")
    page.wait_for_selector(".card-button", timeout=30_000)
    frames.settle(page, since=0)
    model = server.models[-1]
    finish_hand(page, frames, model)
    click(page, frames, page.locator(".act-all-steps button"))
    for index in (1, 2, 3, 0):
        click(page, frames, page.get_by_role("tab").nth(index))
        page.wait_for_timeout(300)
    page.locator(".card-button").nth(2).wait_for(timeout=15_000)  # the play tab again, drawn
    assert page.locator(".card-button").count() >= 3 and page.locator(".sl-seat").count() == 3
    assert outside == [] and errors == []
    context.close()
