"""A learner's training in a real browser (issue 16): play a short game, open its review, drill
its mistakes, see the progress page."""

from __future__ import annotations

import time
from typing import Any

import pytest
from ui_helpers import can_knock, click, code_where, open_app, page_html

from scat_learn import render, score_hand

pytestmark = pytest.mark.browser


def button(page: Any, name: str) -> Any:
    return page.get_by_role("button", name=name, exact=True)


def test_a_learner_plays_reviews_drills_the_mistakes_and_sees_progress(page, frames, server, artifacts):
    # A short game: two players, one life each, and a learner who knocks at once with a weak hand
    # (R-KNOCK-4: a blunder the coach names, and a mistake to drill).
    code = code_where(lambda view: can_knock(view) and score_hand(view.hand).total <= 12, players=2)
    model = open_app(page, frames, server, f"players=2&test_lives=1&deal={code}")
    for _hand in range(12):
        if model.game.phase == "game_over":
            break
        if model.hand_over:
            click(page, frames, button(page, "Deal the next hand"))
            continue
        assert model.my_turn, "the bots play at once"
        if any(a.kind == "knock" for a in model.view().legal_actions):
            click(page, frames, button(page, "Knock"))
        else:
            click(page, frames, button(page, "Draw from the stock"))
            click(page, frames, page.locator(".card-button:not(.locked)").first)
    assert model.game.phase == "game_over"
    # The coach's word on the last decision carries its label (which one depends on the deal).
    coaching = model.coaching
    assert coaching is not None
    page.locator(".sl-coach").first.wait_for()
    assert render(coaching.label.message()) in page.locator(".sl-coach").first.inner_text()

    click(page, frames, page.get_by_role("tab", name="Review"))
    page.get_by_text("Review of the game").wait_for()
    page.locator(".sl-review-head").first.wait_for()
    html = page_html(page)
    assert "The expert&#x27;s choice" in html or "The expert's choice" in html
    assert page.locator(".sl-review-hand").count() == 2  # every hand shown: the game is over
    page.screenshot(path=str(artifacts / "16-review.png"), full_page=True)

    mistakes = [d for d in model.training.decisions() if d.grade.is_error]
    assert mistakes
    click(page, frames, button(page, "Drill my mistakes"))
    page.get_by_text("What do you do?").wait_for()
    assert "One of your own mistakes." in page_html(page)
    assert page.locator(".sl-drill-verdict").count() == 0  # no answer before the learner chooses
    click(page, frames, page.locator(".act-drill-knock button"))  # the same blunder again
    page.locator(".sl-drill-verdict.sl-wrong").wait_for()
    assert "You will meet this one again soon." in page_html(page)
    page.screenshot(path=str(artifacts / "16-drill.png"), full_page=True)
    [answer] = model.training.store.drill_answers(model.training.student)
    assert answer.action == "knock" and answer.label in ("mistake", "blunder")

    click(page, frames, page.get_by_role("tab", name="Progress"))
    page.get_by_text("Your progress").wait_for()
    html = page_html(page)
    assert "Drills answered: 1, right: 0." in html and "Knock now or wait" in html
    page.locator(".bk-Canvas, canvas").first.wait_for()
    page.screenshot(path=str(artifacts / "16-progress.png"), full_page=True)


def test_a_learners_graded_decisions_come_back_in_a_new_tab_and_another_browser_starts_afresh(
    page, frames, server, browser
):
    code = code_where(lambda view: can_knock(view) and score_hand(view.hand).total <= 12, players=3)
    model = open_app(page, frames, server, f"players=3&deal={code}")
    assert model.my_turn
    click(page, frames, button(page, "Knock"))  # a graded decision, kept for this browser
    assert len(model.training.decisions()) == 1
    [kept] = [c for c in page.context.cookies() if c["name"] == "scat_learner"]
    assert kept["sameSite"] == "Strict" and kept["expires"] > time.time() + 300 * 86400

    later = page.context.new_page()  # the same browser, another day: a new tab, a new session
    later.goto(server.url)
    later.wait_for_selector(".card-button", timeout=30_000)
    assert server.models[-1].training.student == model.training.student
    later.get_by_role("tab", name="Progress").click()
    later.get_by_text("1 decision graded:").wait_for()
    later.close()

    other = browser.new_context()  # another browser: another learner, nothing of the first
    try:
        fresh = other.new_page()
        fresh.goto(server.url)
        fresh.wait_for_selector(".card-button", timeout=30_000)
        assert server.models[-1].training.student != model.training.student
        fresh.get_by_role("tab", name="Progress").click()
        fresh.get_by_text("Your progress", exact=True).wait_for()
        assert "decision graded" not in page_html(fresh)
        assert kept["value"] not in page_html(fresh)
    finally:
        other.close()
