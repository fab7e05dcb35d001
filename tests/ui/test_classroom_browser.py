"""The classroom in real browsers: students join by code and play each other at one table, each
seeing only what their seat may know (R-INFO-1); seats survive a closed browser; the autopilot;
the teacher's page; forged messages.

The classroom is served in this process (``pn.serve(threaded=True)``), so that a test can hold
the game each page shows and compute, independently of the app, which cards each seat must not
see at every step.
"""

from __future__ import annotations

import contextlib
import gc
import re
import time
import weakref
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from conftest import _wait_for_port, free_port
from playwright.sync_api import Error as PlaywrightError
from test_play import cards_named_in
from ui_helpers import Frames, forge, page_html, without_rule_texts

from scat_learn import Card, Game, Rules
from scat_learn.bots import BeginnerBot
from scat_learn.classroom import seating
from scat_learn.classroom.clock import LoopScheduler
from scat_learn.classroom.room import Classroom, TableDefaults
from scat_learn.classroom.seating import ClassTable
from scat_learn.deals import Dealer
from scat_learn.state import Phase

KEY = b"scat_learn tests: not a secret!!"
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 768}


@dataclass
class ClassServer:
    url: str
    room: Classroom
    pages: list[Any] = field(default_factory=list)  # every session's page object, in order (weakly)


@pytest.fixture(scope="module")
def classroom() -> Iterator[ClassServer]:
    """A classroom on a free port: one-life games, bots a tenth of a second a move, two
    seconds' grace before the autopilot."""
    import panel as pn

    from scat_learn.ui.classroom_pages import classroom_page

    room = Classroom(
        Dealer(KEY),
        scheduler=LoopScheduler(),
        defaults=TableDefaults(rules=Rules(lives=1), grace=2, bot_delay=100),
    )
    port = free_port()
    served = ClassServer(f"http://localhost:{port}/classroom", room)

    def page() -> Any:
        made = classroom_page(room=room)
        served.pages.append(weakref.ref(made))  # a closed page must be free to go
        return made

    thread = pn.serve(
        {"classroom": page},
        port=port,
        threaded=True,
        show=False,
        allow_websocket_origin=[f"localhost:{port}"],
        check_unused_sessions_milliseconds=500,
        unused_session_lifetime_milliseconds=10_000,
    )
    try:
        _wait_for_port(port)
        yield served
    finally:
        thread.stop()
        room.close()


@dataclass
class Student:
    """A student's browser: its page, the websocket messages it received, its name."""

    name: str
    context: Any
    page: Any
    frames: Frames
    checked: int = 0


def open_student(browser: Any, classroom: ClassServer, name: str, viewport: dict[str, int] = LAPTOP) -> Student:
    """A new browser that joins the class with the code and ``name`` (by typing and clicking)."""
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    frames = Frames(page)
    page.goto(classroom.url)
    page.locator(".join-code input").fill(classroom.room.code.lower())
    page.locator(".join-name input").fill(name)
    page.locator(".act-join button").click()
    page.locator(".act-make-table button").wait_for(timeout=15_000)
    return Student(name, context, page, frames)


def make_table(student: Student, name: str, people: int, seats: int | None = None) -> None:
    page = student.page
    page.locator(".new-table-name input").fill(name)
    for box, value in ((".new-table-seats input", seats or people), (".new-table-people input", people)):
        page.locator(box).fill(str(value))
        page.locator(box).press("Tab")
    page.wait_for_timeout(300)
    page.locator(".act-make-table button").click()


def sit(student: Student, table: str) -> None:
    row = student.page.locator(".sl-table-row", has_text=table)
    row.locator(".act-sit button").click(timeout=15_000)


def page_width(page: Any) -> int:
    return int(page.evaluate("() => document.documentElement.scrollWidth"))


def table_named(classroom: ClassServer, name: str) -> ClassTable:
    return next(t for t in classroom.room.tables if t.name == name)


def seat_of(classroom: ClassServer, table: ClassTable, student: Student) -> int:
    found = next(s for s in classroom.room.students if s.name == student.name)
    seat = table.seat_of(found.id)
    assert seat is not None
    return seat


# ---------------------------------------------------------------------- what a seat may know


def secret_cards(game: Game, seat: int, shown_seats: set[int]) -> set[Card]:
    """Cards ``seat`` has not been shown (an independent list: from the game, not the app):
    the stock, and the other hands in play, unless the showdown on that screen has shown them;
    minus every card made public (the pile, the cards taken and thrown, the upcard)."""
    hidden = set(game.stock)
    for other in game.active_seats:
        if other != seat and other not in shown_seats:
            hidden.update(game.hand(other))
    known = set(game.hand(seat)) | set(game.discard_pile)
    known.update(e.card for e in game.events if e.card is not None)
    return hidden - known


def shown_by_screen(game: Game, showdown_step: int) -> set[int]:
    """Seats whose hand a screen has shown after ``showdown_step`` steps of the showdown."""
    result = game.result
    if not game.phase.over or result is None:
        return set()
    if showdown_step >= len(result.steps):
        return set(result.hands)
    return set(result.shown_after(showdown_step))


def screen_of(classroom: ClassServer, student: Student) -> Any:
    """The ClassSeat on the student's screen now (from the page object of their session)."""
    for ref in reversed(classroom.pages):
        made = ref()
        session = getattr(made, "session", None)
        if session is not None and session.student is not None and session.student.name == student.name:
            stage = made._stage
            seat = getattr(stage, "seat", None)
            if seat is not None and getattr(seat, "_unsubscribe", None) is not None:
                return seat
    return None


def around(text: str, cards: list[str], width: int = 160) -> list[str]:
    """Where each card is named in ``text`` (for a failure's message)."""
    found = ((card, text.find(card)) for card in cards)
    return [f"{card}: ...{text[max(0, at - width) : at + 40]}..." for card, at in found if at >= 0]


class Secrets:
    """Per student, the cards hidden from their seat at the last check, to judge messages that
    arrived around a new deal (a card shown at one hand's end may be dealt, hidden, in the next).

    Every hand in a showdown is shown to everyone at the table (R-INFO-1): a screen may step
    through all of it (by itself, at its speed) between two checks, so across a new deal the
    cards of the last showdown are not counted as secrets of the messages before it."""

    def __init__(self) -> None:
        self.last: dict[str, tuple[int, set[Card], set[Card]]] = {}

    def check(self, classroom: ClassServer, table: ClassTable, student: Student) -> int:
        # What the browser holds is read before the state it is judged by: a screen steps
        # through a showdown by itself, and within a hand the secrets only shrink, so a card
        # still secret after the read was secret when it arrived (read the other way round, a
        # showdown step between the two would count its own hand as a leak).
        frames = without_rule_texts("\n".join(student.frames.take()))
        html = without_rule_texts(page_html(student.page))
        haystack = frames + "\n" + html
        with table.lock:
            game = table.table.game
            seat = seat_of(classroom, table, student)
            screen = screen_of(classroom, student)
            step = screen.steps_shown if screen is not None else 0
            secret = secret_cards(game, seat, shown_by_screen(game, step))
            hand, phase = game.hand_number, game.phase
            result = game.result if phase.over else None
            shown_at_end = {c for cards in result.hands.values() for c in cards} if result else set()
        before = self.last.get(student.name)
        if before is not None and before[0] != hand:
            secret = (secret & before[1]) - before[2]  # secret then and now, and never shown
        self.last[student.name] = (hand, secret, shown_at_end)
        leaked = sorted(cards_named_in(haystack) & {str(c) for c in secret})
        assert not leaked, (
            f"{student.name} received cards of other seats: {leaked}; now hand {hand}, step {step}, "
            f"seat {seat}, {phase}; before {before and (before[0], sorted(map(str, before[2])))}; "
            f"in messages: {around(frames, leaked)}; on the page: {around(html, leaked)}"
        )
        student.checked += 1
        return len(secret)


def settle(students: list[Student], quiet: float = 0.25, timeout: float = 10.0) -> None:
    """Wait until no browser has received anything for ``quiet`` seconds."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        students[0].page.wait_for_timeout(60)
        if all(time.monotonic() - s.frames.last >= quiet for s in students):
            return


def click_if_enabled(page: Any, selector: str) -> bool:
    button = page.locator(selector)
    try:
        if button.count() and button.first.is_visible(timeout=500) and button.first.is_enabled(timeout=500):
            button.first.click(timeout=3000)
            return True
    except Exception:  # it changed under the click (the showdown stepped on by itself)
        return False
    return False


def stall_report(table: ClassTable) -> str:
    """What a table is waiting for, for a test that finds it standing still."""
    return (
        f"paused {table.table.paused}, waiting for {table.waiting_for()}, "
        f"ready {sorted(table._ready)}, autopilot {[table.on_autopilot(i) for i in range(len(table.seats))]}, "
        f"present {[table.present(s.student) if s.student else None for s in table.seats]}"
    )


BUTTONS = {
    "draw": ".act-draw button",
    "take": ".act-take button",
    "knock": ".act-knock button",
    "pass": ".act-pass button",
}


def move(student: Student, game: Game, seat: int, timeout: float = 30_000) -> bool:
    """Play the seat's turn by clicking what a beginner would choose (so that hands end by
    knocks, as in class); False if there is nothing to do."""
    view = game.view(seat)
    if not view.legal_actions:
        return False
    action = BeginnerBot().decide(view).action
    if action.card is not None:
        student.page.locator(f'.card-button[data-card="{action.card}"]').click(timeout=timeout)
    else:
        student.page.locator(BUTTONS[str(action.kind)]).click(timeout=timeout)
    return True


# ---------------------------------------------------------------------- the tests


def test_four_students_join_by_code_and_play_a_whole_game_seeing_only_their_own_cards(browser, classroom, artifacts):
    names = ["Ann", "Bea", "Cem", "Dan"]
    students = [open_student(browser, classroom, n, PHONE if n == "Bea" else LAPTOP) for n in names]
    students[0].page.screenshot(path=str(artifacts / "classroom-01-tables.png"), full_page=True)
    make_table(students[0], "Red", people=4)
    students[0].page.locator(".act-start button").wait_for(timeout=15_000)
    for student in students[1:]:
        sit(student, "Red")
    for student in students:
        student.page.locator(".card-button").first.wait_for(timeout=40_000)
    table = table_named(classroom, "Red")
    game = table.table.game
    assert sorted(game.names) == sorted(names)
    secrets = Secrets()
    settle(students)
    shots = {"classroom-02-table-laptop.png": students[0], "classroom-03-table-phone.png": students[1]}
    for path, student in shots.items():
        student.page.screenshot(path=str(artifacts / path), full_page=True)
    assert page_width(students[1].page) <= PHONE["width"]  # no sideways scrolling on a phone
    by_seat = {seat_of(classroom, table, s): s for s in students}
    turn, stalled, last = 0, 0, None  # turns clicked; checks with no change; the last state
    for _ in range(400):
        for student in students:
            secrets.check(classroom, table, student)
        game = table.table.game
        if game.phase is Phase.GAME_OVER:
            break
        now = (game.hand_number, len(game.events), game.phase)
        stalled = stalled + 1 if now == last else 0
        last = now
        assert stalled < 12, f"the game stands still: {now}, current {game.current}, {stall_report(table)}"
        if game.phase is Phase.HAND_OVER:
            for student in students:  # every screen steps through the showdown, then is ready
                click_if_enabled(student.page, ".act-all-steps button")
            settle(students)
            for student in students:
                secrets.check(classroom, table, student)
            for student in students:
                click_if_enabled(student.page, ".act-next-hand button")
            settle(students)
            continue
        current = game.current
        assert current is not None
        student = by_seat[current]
        expect = student.page.locator(".sl-status.sl-mine")
        expect.wait_for(timeout=10_000)  # the student on turn is told so, on their own screen
        if move(student, game, current):
            turn += 1
        settle(students)
    else:
        game = table.table.game
        raise AssertionError(
            f"the game did not end: hand {game.hand_number}, turn {turn}, "
            f"lives {[p.lives for p in game.players]}, rules {game.rules}"
        )
    assert table.table.game.winner is not None
    assert all(s.checked > 20 for s in students)
    for student in students:
        student.page.get_by_text("The game is over").first.wait_for(timeout=10_000)
    # The game is over: a student reviews it, every hand shown, with the table's grades.
    ann = students[0]
    ann.page.locator(".act-review-game button").click()
    ann.page.locator(".sl-review-head").first.wait_for(timeout=30_000)
    assert ann.page.locator(".sl-review-hand").count() == 4
    assert "The expert" in page_html(ann.page)
    ann.page.screenshot(path=str(artifacts / "classroom-05-review.png"), full_page=True)
    for student in students:
        student.context.close()


def test_a_student_whose_browser_closes_gets_the_seat_back_and_the_autopilot_plays_meanwhile(
    browser, classroom, artifacts
):
    eva, fay = open_student(browser, classroom, "Eva"), open_student(browser, classroom, "Fay")
    make_table(eva, "Green", people=2, seats=3)
    sit(fay, "Green")
    for student in (eva, fay):
        student.page.locator(".card-button").first.wait_for(timeout=40_000)
    table = table_named(classroom, "Green")
    seat = seat_of(classroom, table, fay)
    kept = fay.context.storage_state()  # the seat token is a cookie of this browser
    fay.context.close()
    deadline = time.monotonic() + 40  # the session is forgotten after 10 s, then the grace period
    while not table.on_autopilot(seat) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert table.on_autopilot(seat), "the autopilot did not take the empty seat"
    eva.page.locator(".sl-away", has_text="autopilot").wait_for(timeout=10_000)  # shown to all
    eva.page.screenshot(path=str(artifacts / "classroom-04-autopilot.png"), full_page=True)
    back = browser.new_context(viewport=PHONE, storage_state=kept)
    page = back.new_page()
    page.goto(classroom.url)
    page.locator(".card-button").first.wait_for(timeout=20_000)  # straight back to the game
    deadline = time.monotonic() + 10
    while table.on_autopilot(seat) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not table.on_autopilot(seat) and table.seat_of(next(
        s.id for s in classroom.room.students if s.name == "Fay")) == seat  # fmt: skip
    assert "Fay" in page_html(page)
    second = back.new_page()  # a second tab of the same browser: the same seat and screen
    second.goto(classroom.url)
    second.locator(".card-button").first.wait_for(timeout=20_000)
    back.close()
    eva.context.close()


def test_the_teacher_sees_every_table_deals_one_deal_to_all_pauses_and_puts_a_hand_on_the_projector(
    browser, classroom, artifacts
):
    gus, hal = open_student(browser, classroom, "Gus"), open_student(browser, classroom, "Hal")
    make_table(gus, "Blue", people=1, seats=3)
    make_table(hal, "Gold", people=1, seats=3)
    teacher = browser.new_context(viewport=LAPTOP)
    page = teacher.new_page()
    page.goto(classroom.url + "?view=teacher")
    page.locator(".teacher-code input").fill("WRONG-CODE")
    page.locator(".act-sign-in button").click()
    page.get_by_role("alert").get_by_text("not the teacher code").wait_for(timeout=10_000)
    page.locator(".teacher-code input").fill(classroom.room.teacher_code)
    page.locator(".act-sign-in button").click()
    page.locator(".sl-board-code").wait_for(timeout=10_000)
    assert classroom.room.code in page.locator(".sl-board-code").inner_text()
    for name in ("Blue", "Gold"):
        page.locator(".sl-table-row", has_text=name).wait_for(timeout=10_000)
    page.locator(".deal-all-code input").fill("LESSON1")
    page.locator(".act-deal-all button").click()
    page.get_by_text("deal LESSON1").first.wait_for(timeout=10_000)
    blue, gold = table_named(classroom, "Blue"), table_named(classroom, "Gold")
    assert blue.deal_code == gold.deal_code == "LESSON1"
    # The same deck dealt from the same seat (R-DEAL-4), read from each hand's record: a bot may
    # already have drawn at one table and not yet at the other.
    first = (blue.table.game.state.record[0].deck, blue.table.game.dealer)
    assert first[0] is not None and first == (gold.table.game.state.record[0].deck, gold.table.game.dealer)
    for student in (gus, hal):
        student.page.locator(".card-button").first.wait_for(timeout=40_000)
    row = page.locator(".sl-table-row", has_text="Blue")
    row.locator(".act-pause button").click()
    gus.page.get_by_text("The teacher has paused the game").wait_for(timeout=10_000)
    assert blue.paused and not gold.paused
    page.screenshot(path=str(artifacts / "classroom-05-teacher.png"), full_page=True)
    page.set_viewport_size(PHONE)  # the teacher's page on a phone: the report scrolls in its box
    fits = f"() => document.documentElement.scrollWidth <= {PHONE['width']}"
    page.wait_for_function(fits, timeout=15_000)  # once the plots have taken the new width
    page.set_viewport_size(LAPTOP)
    row.locator(".act-resume button").click()
    gus.page.get_by_text("The teacher has paused the game").wait_for(state="detached", timeout=10_000)
    # Gus plays the hand to its end (the bots play on); then the projector shows it.
    for _ in range(400):
        game = blue.table.game
        if game.phase.over:
            break
        if game.current == 0 and blue.table.view(0).legal_actions:
            # A screen that redraws under the click (a slow machine) is clicked again next time.
            with contextlib.suppress(PlaywrightError):
                move(Student("Gus", gus.context, gus.page, gus.frames), game, 0, timeout=5_000)
        gus.page.wait_for_timeout(150)
    assert blue.table.game.phase.over
    projector = teacher.new_page()
    projector.set_viewport_size({"width": 1920, "height": 1080})
    projector.goto(f"{classroom.url}?view=projector&table={blue.id}")
    projector.locator(".act-all-steps button").click(timeout=20_000)
    projector.locator(".sl-seat.sl-shown").first.wait_for(timeout=10_000)
    shown = projector.locator(".sl-seat.sl-shown").count()
    assert shown == len(blue.table.game.result.hands)  # every hand of the finished hand, face up
    projector.screenshot(path=str(artifacts / "classroom-06-projector.png"), full_page=True)
    for context in (teacher, gus.context, hal.context):
        context.close()


def test_a_students_page_cannot_open_the_teachers_page(browser, classroom):
    ivy = open_student(browser, classroom, "Ivy")
    page = ivy.page
    for view in ("teacher", "projector&table=t1"):
        page.goto(f"{classroom.url}?view={view}")
        page.locator(".teacher-code input").wait_for(timeout=15_000)
        text = page_html(page)
        assert classroom.room.teacher_code not in text and classroom.room.teacher_token not in text
        assert "sl-board-code" not in text and "act-deal-all" not in text
    # The teacher's controls are not on the page at all: a forged click has nothing to reach;
    # wrong codes are counted and slowed down.
    for attempt in range(6):
        page.locator(".teacher-code input").fill(f"GUESS-{attempt}")
        page.locator(".act-sign-in button").click()
        page.wait_for_timeout(200)
    page.get_by_text("Too many wrong codes").wait_for(timeout=10_000)
    ivy.context.close()


def test_a_forged_message_for_another_seat_changes_nothing(browser, classroom):
    jo, kim = open_student(browser, classroom, "Jo"), open_student(browser, classroom, "Kim")
    make_table(jo, "Pink", people=2)
    sit(kim, "Pink")
    for student in (jo, kim):
        student.page.locator(".card-button").first.wait_for(timeout=40_000)
    table = table_named(classroom, "Pink")
    game = table.table.game
    jo_seat, kim_seat = seat_of(classroom, table, jo), seat_of(classroom, table, kim)
    forger = jo if game.current == kim_seat else kim  # the one who is not on turn
    victim_seat = kim_seat if forger is jo else jo_seat
    before = game.to_json()
    victims_card = str(game.hand(victim_seat)[0])
    forge(forger.page, "CardRow1", {"card": victims_card})  # "discard the other seat's card"
    forger.page.locator(".card-button").first.click()
    forge(forger.page, "Shortcuts1", {"key": "d"})  # "draw", out of turn
    forger.page.keyboard.press("d")
    forger.page.wait_for_timeout(800)
    assert game.to_json() == before
    assert victims_card not in re.sub(r"<style.*?</style>", "", page_html(forger.page), flags=re.S)
    for student in (jo, kim):
        student.context.close()


def test_a_closed_page_lets_go_of_everything_it_drew_and_its_timers(browser, classroom, monkeypatch):
    """Issue 15: a closed session frees its memory. A page at a table in play has timers (its
    showdown steps, its looks at the classroom, its safety-net poll); none may keep the page
    alive once its session is gone, nor once its table rests. (Last but one: its table rests.)"""
    monkeypatch.setattr(seating, "REST_AFTER_SECONDS", 1)
    zoe = open_student(browser, classroom, "Zoe")
    make_table(zoe, "Timers", people=1, seats=3)
    zoe.page.locator(".card-button").first.wait_for(timeout=40_000)
    zoe.page.wait_for_timeout(1500)  # the bots move, the screen times its updates
    page = next(ref for ref in reversed(classroom.pages) if getattr(ref(), "session", None) is not None
                and ref().session.student is not None and ref().session.student.name == "Zoe")  # fmt: skip
    zoe.context.close()
    deadline = time.monotonic() + 45  # the session is forgotten after 10 s
    while page() is not None and time.monotonic() < deadline:
        time.sleep(0.5)
        gc.collect()
    assert page() is None, "a closed page is still alive"


def test_the_screenshots_of_the_classroom_are_kept(artifacts):
    """The pictures the tests above took, for a person to look at (they exist and are not empty)."""
    wanted = ["classroom-01-tables.png", "classroom-02-table-laptop.png", "classroom-03-table-phone.png",
              "classroom-05-teacher.png", "classroom-06-projector.png"]  # fmt: skip
    for name in wanted:
        path = Path(artifacts) / name
        assert path.exists() and path.stat().st_size > 5_000, name
