"""The app in a real browser: whole games by clicking, the showdown, hints, keyboard-only play,
two students at once, and the hidden-card test (R-INFO-1) on every message the page receives."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect
from ui_helpers import Frames, click, code_where, open_app, page_html, without_rule_texts

from scat_learn import DECK, Card
from scat_learn.svg import card_name
from scat_learn.ui.model import HUMAN, GameModel

pytestmark = pytest.mark.browser


def tab(page: Any, name: str) -> Any:
    return page.get_by_role("tab", name=name)


def button(page: Any, name: str) -> Any:
    return page.get_by_role("button", name=name, exact=True)


def shown_seats(model: GameModel) -> set[int]:
    """Seats whose hand the showdown steps on screen have shown (their score step is shown)."""
    game = model.game
    steps = game.result.steps
    if model.showdown_step >= len(steps):
        return set(game.result.hands)
    shown = steps[: model.showdown_step]
    names = game.names
    return {
        s
        for s in game.result.hands
        if any(m.key.startswith("score.") and m.params.get("player") == names[s] for m in shown)
    }


def secret_cards(model: GameModel, public: set[Card]) -> set[Card]:
    """Cards nobody has shown the person: the stock, and the other hands not yet shown."""
    game = model.game
    hidden = set(game.stock)
    over = game.phase in ("hand_over", "game_over")
    shown = shown_seats(model) if over else set()
    for seat in game.active_seats:
        if seat != HUMAN and seat not in shown:
            hidden.update(game.hand(seat))
    known = set(public) | set(game.hand(HUMAN)) | set(game.discard_pile)
    known.update(e.card for e in game.events if e.card is not None)
    return hidden - known


CARD_TEXT = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]")
CARD_NAME = re.compile(r"(?:Ace|King|Queen|Jack|10|[2-9]) of (?:spades|hearts|diamonds|clubs)")


def cards_named_in(text: str) -> set[str]:
    """Every card the text names, as "K♠" or as "King of spades" (its spoken name)."""
    named = set(CARD_TEXT.findall(text))
    by_name = {card_name(c): str(c) for c in DECK}
    named.update(by_name[n] for n in CARD_NAME.findall(text))
    return named


def assert_nothing_hidden(page: Any, frames: Frames, model: GameModel, public: set[Card]) -> int:
    """No hidden card in the messages received since the last check, nor in the page's HTML."""
    haystack = without_rule_texts("\n".join(frames.take()) + "\n" + page_html(page))
    secret = secret_cards(model, public)
    leaked = sorted(cards_named_in(haystack) & {str(c) for c in secret})
    where = [haystack[max(0, haystack.find(c) - 200) : haystack.find(c) + 60] for c in leaked]
    game = model.game
    state = (game.hand_number, game.phase, [str(e) for e in game.events], game.discard_pile, model.showdown_step)
    assert not leaked, f"hidden cards reached the browser: {leaked}: {where} {state}"
    return len(secret)


def my_move(page: Any, frames: Frames, model: GameModel, turn: int) -> None:
    """Play the person's turn by clicking, as a learner would: mostly draw, sometimes take."""
    view = model.view()
    if view.phase == "throw_down":
        click(page, frames, button(page, "Pass"))
    elif view.phase == "take":
        knock = any(a.kind == "knock" for a in view.legal_actions) and view.score.total >= 26
        if knock:
            click(page, frames, button(page, "Knock"))
        elif turn % 3 == 2:
            click(page, frames, page.locator(".act-take button"))
        else:
            click(page, frames, button(page, "Draw from the stock"))
    else:
        cards = page.locator(".card-button:not(.locked):not(.marked)")
        if cards.count() == 0:
            cards = page.locator(".card-button:not(.locked)")
        click(page, frames, cards.first)


def play_game(page: Any, frames: Frames, model: GameModel, artifacts: Path | None = None) -> int:
    """Click through a whole game, checking after every click that nothing hidden arrived."""
    public: set[Card] = set()
    hand = model.game.hand_number
    shown_last_hand: set[Card] = set()  # what the last hand's end showed the person
    for turn in range(2000):
        game = model.game
        if game.hand_number != hand:
            public, hand = set(), game.hand_number
        public.add(game.discard_top) if game.discard_top else None
        # Just after a deal, a slow browser may still draw the last hand's lines (its own cards
        # then, every hand shown at its end): known to the person, and no card of the new hand.
        assert_nothing_hidden(page, frames, model, public | shown_last_hand)
        shown_last_hand = set()
        if game.phase in ("hand_over", "game_over"):
            finish_hand(page, frames, model, public, artifacts if turn < 400 else None)
            artifacts = None
            if game.phase == "game_over":
                return turn + 1
            shown_last_hand = public | set(game.hand(HUMAN)) | set(game.discard_pile)
            shown_last_hand.update(c for cards in game.result.hands.values() for c in cards)
            click(page, frames, button(page, "Deal the next hand"))
        else:
            assert game.current == HUMAN, "the bots should have played at once"
            if artifacts is not None and game.phase == "discard":
                page.screenshot(path=str(artifacts / "02-four-cards.png"), full_page=True)
            my_move(page, frames, model, turn)
    raise AssertionError("the game did not end")


def finish_hand(page: Any, frames: Frames, model: GameModel, public: set[Card], artifacts: Path | None) -> None:
    """The showdown, step by step: each click shows one more step, until all are shown."""
    steps = model.game.result.steps
    counter = page.get_by_text(f"Step 1 of {len(steps)}")
    counter.wait_for()
    if artifacts is not None:
        page.screenshot(path=str(artifacts / "03-showdown-first-step.png"), full_page=True)
    while model.showdown_step < len(steps):
        shown = model.showdown_step
        click(page, frames, button(page, "Next step"))
        assert model.showdown_step == shown + 1
        assert_nothing_hidden(page, frames, model, public)
    assert page.locator("details.sl-rule").count() >= 2  # each step links the rule it applies
    if artifacts is not None:
        page.screenshot(path=str(artifacts / "04-showdown-explained.png"), full_page=True)


def test_a_new_user_plays_a_whole_game_and_sees_no_hidden_card(page, frames, server, artifacts):
    model = open_app(page, frames, server, "seed=2024&players=3")
    assert model.deal_code == "2024" and len(model.game.names) == 3  # the deal from the address
    assert model.game.seed != 2024  # an old link's seed is read as a deal code, never dealt from
    page.wait_for_function("() => location.search.includes('deal=2024') && !location.search.includes('seed')")
    page.screenshot(path=str(artifacts / "01-first-page.png"), full_page=True)
    checks = play_game(page, frames, model, artifacts)
    assert checks > 10
    assert model.game.phase == "game_over"
    button(page, "New game").last.wait_for()
    page.screenshot(path=str(artifacts / "05-game-over.png"), full_page=True)
    click(page, frames, tab(page, "Lives chart"))
    page.locator(".bk-Canvas, canvas").first.wait_for()
    page.wait_for_timeout(500)
    page.screenshot(path=str(artifacts / "09-lives-chart.png"), full_page=True)
    click(page, frames, tab(page, "Rules"))
    page.get_by_text("R-KNOCK-4").first.wait_for()
    page.screenshot(path=str(artifacts / "10-rules.png"), full_page=True)


def test_a_bigger_table_keeps_its_cards_hidden_too(page, frames, server):
    model = open_app(page, frames, server, "seed=77&players=5&test_lives=1")
    assert len(model.game.names) == 5
    play_game(page, frames, model)


def test_hint_and_coach(page, frames, server, artifacts):
    model = open_app(page, frames, server, "seed=31&players=3")
    while model.game.current != HUMAN:
        click(page, frames, button(page, "Deal the next hand"))
    click(page, frames, button(page, "Hint"))
    aids = page.locator(".sl-advice").first
    aids.wait_for()
    assert "Hint" in aids.inner_text() or "not installed" in aids.inner_text()
    page.screenshot(path=str(artifacts / "06-hint.png"), full_page=True)


def test_keyboard_only_play(page, frames, server):
    model = open_app(page, frames, server, "seed=5&players=2")
    while model.game.current != HUMAN:
        click(page, frames, button(page, "Deal the next hand"))
    assert model.game.phase == "take"
    page.locator("body").click(position={"x": 5, "y": 300})  # nothing focused in particular
    count = len(frames.texts)
    page.keyboard.press("d")  # draw
    frames.settle(page, since=count)
    assert model.game.phase == "discard" and model.game.current == HUMAN
    for _ in range(80):  # Tab to a card of the hand, then Enter discards it
        page.keyboard.press("Tab")
        focused = page.evaluate(
            "() => { let e = document.activeElement; while (e && e.shadowRoot && e.shadowRoot.activeElement)"
            " e = e.shadowRoot.activeElement; return e ? e.className : '' }"
        )
        if "card-button" in focused:
            break
    else:
        raise AssertionError("Tab never reached a card")
    hand_before = set(model.game.hand(HUMAN))
    count = len(frames.texts)
    page.keyboard.press("Enter")
    frames.settle(page, since=count)
    discards = [e for e in model.game.events if e.seat == HUMAN and e.kind == "discard"]
    assert discards and discards[-1].card in hand_before
    if model.game.current == HUMAN and model.game.phase == "take":
        count = len(frames.texts)
        page.keyboard.press("t")  # take, then the number keys discard
        frames.settle(page, since=count)
        count = len(frames.texts)
        taken = model.view().taken
        key = next(str(i + 1) for i, c in enumerate(model.game.hand(HUMAN)) if c is not taken)
        page.keyboard.press(key)
        frames.settle(page, since=count)
        assert model.game.current != HUMAN or model.game.phase == "take"
    tab(page, "Settings").focus()  # the tabs open with Enter, too
    count = len(frames.texts)
    page.keyboard.press("Enter")
    frames.settle(page, since=count)
    page.locator(".set-four-colour").wait_for()
    tab(page, "Play").focus()
    page.keyboard.press("Enter")
    page.locator(".card-button").first.wait_for()


def test_cards_have_text_alternatives_and_a_four_colour_deck(page, frames, server, artifacts):
    code = code_where(lambda view: {c.suit for c in view.hand} >= {"♦", "♣"}, players=4)  # a hand with ♦ and ♣
    model = open_app(page, frames, server, f"deal={code}&players=4")
    labels = page.locator(".card-button").evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))")
    hand = model.view().hand
    assert len(labels) == len(hand) and all(card_name(c) in label for c, label in zip(hand, labels, strict=True))
    html = page_html(page)
    assert 'aria-label="a card, face down"' in html  # opponents' cards speak too
    marked = page.locator(".card-button.marked")
    assert marked.count() == len(model.view().score.cards)  # counting cards: border and ★ too
    assert ", counts" in (marked.first.get_attribute("aria-label") or "")
    click(page, frames, tab(page, "Settings"))
    page.locator(".set-four-colour input").wait_for()
    page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts / "08-settings.png"), full_page=True)
    click(page, frames, page.locator(".set-four-colour input"))
    click(page, frames, tab(page, "Play"))
    page.wait_for_selector(".card-button")
    html = page_html(page)
    assert model.four_colour
    assert {c.suit for c in hand} >= {"♦", "♣"}
    assert 'fill="#1559b8"' in html and 'fill="#17803a"' in html  # diamonds blue, clubs green
    page.screenshot(path=str(artifacts / "07-four-colour.png"), full_page=True)


def test_the_settings_switches_and_file_box_have_names_a_screen_reader_speaks(page, frames, server):
    model = open_app(page, frames, server, "seed=5&players=3")
    click(page, frames, tab(page, "Settings"))
    page.locator(".set-four-colour input").wait_for()
    boxes = page.get_by_role("checkbox")
    names = [box.evaluate("b => b.labels.length ? b.labels[0].innerText : ''") for box in boxes.all()]
    assert len(names) == 10 and all(names), names  # the projector, 4 display switches and 5 rules, each named
    assert page.get_by_role("button", name="Load a saved game", exact=True).count() == 1
    dole = page.get_by_role("checkbox", name="On the dole", exact=True)
    rule_help = "A player with no coins left still plays until they must pay again."
    expect(dole).to_have_accessible_description(rule_help)  # a rule's help is read out too
    assert page.get_by_role("spinbutton", name="Players", exact=True).input_value() == "3"
    coach = page.get_by_role("checkbox", name="Coach my moves", exact=True)
    assert coach.is_checked() and model.coach_on
    click(page, frames, page.get_by_text("Coach my moves", exact=True))  # its words tick it too
    assert not coach.is_checked() and not model.coach_on
    model.four_colour = True  # and the model ticks the box
    expect(page.get_by_role("checkbox", name="Four-colour deck (♦ blue, ♣ green)")).to_be_checked()


def test_two_students_do_not_see_each_others_games(browser, server):
    pages, models, frames = [], [], []
    for seed in (101, 202):
        context = browser.new_context()
        page = context.new_page()
        f = Frames(page)
        models.append(open_app(page, f, server, f"seed={seed}&players=3"))
        pages.append(page)
        frames.append(f)
    a, b = models
    assert a is not b and a.game is not b.game and (a.deal_code, b.deal_code) == ("101", "202")
    for page, model, other in ((pages[0], a, b), (pages[1], b, a)):
        shown = set(page.locator(".card-button").evaluate_all("bs => bs.map(b => b.dataset.card)"))
        assert shown == {str(c) for c in model.view().hand}
        assert shown != {str(c) for c in other.view().hand}
    count = len(frames[1].texts)
    frames[1].settle(pages[1], quiet=1.0, since=count - 1)  # B's page has finished loading
    b_state, b_frames = b.game.to_json(), len(frames[1].texts)
    if a.game.current == HUMAN and a.game.phase == "take":
        click(pages[0], frames[0], button(pages[0], "Draw from the stock"))
        assert a.game.phase == "discard"
    pages[1].wait_for_timeout(1000)
    new = [t[:300] for t in frames[1].texts[b_frames:]]
    assert b.game.to_json() == b_state and not new, new  # B's page heard nothing
    for page in pages:
        page.context.close()


def test_an_illegal_click_is_explained_in_words(page, frames, server):
    model = open_app(page, frames, server, "seed=3&players=3")
    while model.game.current != HUMAN or model.game.phase != "take":
        click(page, frames, button(page, "Deal the next hand"))
    click(page, frames, page.locator(".card-button").first)  # discard before taking a card
    alert = page.get_by_role("alert")
    alert.wait_for()
    assert "First draw from the stock" in alert.inner_text()
    assert model.game.phase == "take"


def test_a_closed_tab_forgets_its_game(browser, server):
    context = browser.new_context()
    page = context.new_page()
    model = open_app(page, Frames(page), server, "seed=8&players=3")
    assert model._bots and model.game is not None
    context.close()
    deadline = time.monotonic() + 30  # the fixture forgets unused sessions after 10 s
    while model._bots and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not model._bots and model._advisor is None  # on_session_destroyed ran dispose()


def test_a_clicks_changes_reach_the_page_in_one_message(page, frames, server):
    """Panel sends each model a click changes as a message of its own unless the document is
    held: a move changes a dozen (the table, the hand, the buttons, the log), and a classroom
    server paid for each (benchmarks/README.md, ninth round). The app's buttons and card rows
    hold it: one patch for the whole screen."""
    model = open_app(page, frames, server, "seed=5&players=2")
    while model.game.current != HUMAN:
        click(page, frames, button(page, "Deal the next hand"))
    frames.take()
    click(page, frames, button(page, "Draw from the stock"))
    assert model.view().phase.value == "discard"  # the draw was played
    assert patches(frames) == 1
    page.locator(".card-button").first.click()  # a card row's message: the discard
    frames.settle(page, since=0)
    assert model.view().phase.value != "discard"
    assert patches(frames) <= 2  # the discard's screen, and the bot's move after it (speed instant)


def patches(frames: Frames) -> int:
    """How many of the server's messages since the last look changed the page (a Bokeh message
    is three frames; its header names its type)."""
    return sum("PATCH-DOC" in text.splitlines() for text in frames.take())
