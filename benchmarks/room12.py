"""A classroom as issue 14's "done when" describes it, in real browsers (Chromium):

    python benchmarks/room12.py [OUT_DIR [server options, e.g. --workers 0]]

starts ``scat-learn classroom`` (a separate process, its output in a file); a teacher signs in;
12 students join in 12 browsers (a third of them phone-sized), make 3 tables of 4 and sit; the
teacher starts every table with the deal code LESSON1 and the script checks that the three
tables got the same cards; the students then play by clicking for up to 200 s (a hand's end
included); the teacher's page and a finished hand on the projector are screenshot into
OUT_DIR. It prints the clicks made, click to a changed status line (p50/p95/max, measured
through Playwright: with 13 Chromium pages on the same cores this is mostly the browsers'
time), the server's CPU time meanwhile, console errors and the server log's tracebacks (both
must be 0).
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).parent))
from classroom import Server  # the same server start as the load test's

NAMES = ["Ann", "Bea", "Cem", "Dan", "Eva", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lea"]
TABLES = ["Red", "Green", "Blue"]
PLAY_SECONDS = 200
CLICKABLE = [".act-next-hand button", ".act-knock button", ".act-draw button", ".card-button:not(.locked)"]


class Room:
    def __init__(self, browser: Any, url: str) -> None:
        self.browser, self.url, self.errors = browser, url, []  # type: ignore[var-annotated]

    def page(self, width: int, height: int) -> Any:
        page = self.browser.new_context(viewport={"width": width, "height": height}).new_page()
        page.on("console", lambda m: self.errors.append(m.text[:200]) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(str(e)[:200]))
        return page

    def teacher(self, code: str, width: int = 1366, height: int = 900) -> Any:
        page = self.page(width, height)
        page.goto(self.url + "?view=teacher")
        page.locator(".teacher-code input").fill(code)
        page.locator(".act-sign-in button").click()
        page.locator(".sl-board-code").wait_for(timeout=30_000)
        return page

    def student(self, code: str, name: str, phone: bool) -> Any:
        page = self.page(390, 844) if phone else self.page(1366, 768)
        page.goto(self.url)
        page.locator(".join-code input").fill(code)
        page.locator(".join-name input").fill(name)
        page.locator(".act-join button").click()
        page.locator(".act-make-table button").wait_for(timeout=30_000)
        return page


def seat_everyone(students: dict[str, Any]) -> None:
    for k, table in enumerate(TABLES):
        first = students[NAMES[4 * k]]
        first.locator(".new-table-name input").fill(table)
        first.locator(".act-make-table button").click()
        first.locator(".act-start button").wait_for(timeout=30_000)
        for name in NAMES[4 * k + 1 : 4 * k + 4]:
            row = students[name].locator(".sl-table-row", has_text=table)
            row.locator(".act-sit button").click(timeout=30_000)
    for page in students.values():
        page.locator(".card-button").first.wait_for(timeout=60_000)


def hands_at(students: dict[str, Any], k: int) -> list[tuple[str, ...]]:
    """The four hands at table ``k``, each as its cards, in order (the seats' order aside)."""
    hands = []
    for name in NAMES[4 * k : 4 * k + 4]:
        cards = students[name].locator(".card-button").evaluate_all("bs => bs.map(b => b.dataset.card)")
        hands.append(tuple(sorted(cards)))
    return sorted(hands)


def click_one(page: Any, turn: int) -> float | None:
    """Click what this student may click now; seconds until the screen answered: the status
    line changed, or, for the next hand's button, the button (at a table of people the next hand
    waits for everyone: the button is greyed meanwhile). A student moves on their turn (the
    status line is theirs) and deals on when a hand is over: a card clicked on someone else's
    turn is refused under the hand and the status line stays, so the wait would run to its cap."""
    mine = page.locator(".sl-status.sl-mine").count() > 0
    for selector in CLICKABLE if mine else CLICKABLE[:1]:
        found = page.locator(selector)
        try:
            if not (found.count() and found.first.is_visible(timeout=200) and found.first.is_enabled(timeout=200)):
                continue
        except Exception:
            continue
        if "knock" in selector and turn % 7:
            continue  # knock now and then, so that hands end
        status = page.locator(".sl-status").first
        before, start = status.inner_text(timeout=2000), time.time()
        found.first.click(timeout=3000)
        ready = "next-hand" in selector
        while status.inner_text(timeout=2000) == before and time.time() - start < 10:
            if ready and not (found.count() and found.first.is_enabled(timeout=200)):
                break
            page.wait_for_timeout(20)
        return time.time() - start
    return None


def play(students: dict[str, Any]) -> list[float]:
    latency: list[float] = []
    start = time.time()
    while time.time() - start < PLAY_SECONDS:
        for page in students.values():
            try:
                took = click_one(page, len(latency))
            except Exception as problem:  # the screen changed under the click
                print("click failed:", str(problem)[:80])
                continue
            if took is not None:
                latency.append(took)
    return latency


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().split(")")[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    out.mkdir(parents=True, exist_ok=True)
    server = Server.start(["--lives", "2", "--bot-delay", "300", *sys.argv[2:]], out)
    process, url, code, teacher_code = server.process, server.url, server.code, server.teacher_code
    try:
        with sync_playwright() as p:
            chromium = os.environ.get("SCAT_CHROMIUM") or shutil.which("chromium") or "chromium"
            room = Room(p.chromium.launch(executable_path=chromium, args=["--no-sandbox"]), url)
            teacher = room.teacher(teacher_code)
            students = {name: room.student(code, name, phone=i % 3 == 1) for i, name in enumerate(NAMES)}
            seat_everyone(students)
            teacher.locator(".deal-all-code input").fill("LESSON1")
            teacher.locator(".act-deal-all button").click()
            for page in students.values():
                page.get_by_text("deal LESSON1").first.wait_for(timeout=60_000)
            same = hands_at(students, 0) == hands_at(students, 1) == hands_at(students, 2)
            print("the same deal at the three tables:", same)
            teacher.screenshot(path=str(out / "teacher.png"), full_page=True)
            cpu, begun = cpu_seconds(process.pid), time.time()
            latency = play(students)
            used = cpu_seconds(process.pid) - cpu
            print(f"{len(latency)} clicks in {time.time() - begun:.0f} s; server CPU {used:.1f} s")
            if len(latency) > 20:
                q = statistics.quantiles(latency, n=20)
                print(f"click to a changed status: p50 {statistics.median(latency) * 1000:.0f} ms, "
                      f"p95 {q[18] * 1000:.0f} ms, max {max(latency) * 1000:.0f} ms")  # fmt: skip
            for name in NAMES[::4]:
                students[name].screenshot(path=str(out / f"student-{name}.png"), full_page=True)
            teacher.reload()
            teacher.locator(".sl-board-code").wait_for(timeout=30_000)
            teacher.screenshot(path=str(out / "teacher-later.png"), full_page=True)
            projector = room.teacher(teacher_code, 1920, 1080)
            projector.goto(url + "?view=projector&table=t1")
            projector.wait_for_timeout(4000)
            projector.screenshot(path=str(out / "projector.png"), full_page=True)
            print("console errors:", len(room.errors), room.errors[:5])
    finally:
        server.stop()
    log = (out / "server.log").read_text()
    print("tracebacks in the server log:", log.count("Traceback"), "; screenshots in", out)
    return 0 if same and not room.errors and "Traceback" not in log else 1


if __name__ == "__main__":
    sys.exit(main())
