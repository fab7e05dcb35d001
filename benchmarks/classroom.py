"""A full classroom on one machine: issue 15's load test.

    python benchmarks/classroom.py [--minutes 10] [--solo 20] [--tables 10] [--browsers 4]
                                   [--setups "--workers 0,--workers 2"] [--json out.json] [--baseline REV]

For each setup (the server's options: ``workers 0`` thinks on the event loop, today's design
before the pool; ``workers 2`` in a pool of two processes) it starts ``scat-learn classroom``
(its own process, a new data folder, its output in a file), a teacher signs in, and the
students join: ``--solo`` of them each at a table of their own with three intermediate bots,
and ``--tables`` tables of four students. Each student reads and clicks at a human pace (a move
every 2–4 s, the coach on, as by default): draw or take, discard, knock now and then, the next
hand. After ``--minutes`` of play every page closes; 60 s later the server's memory is read
again. The setups run one after the other in the same run, with the same students; with
``--baseline REV`` each setup runs first on the server of that revision (a temporary git
worktree), then on this checkout's, so that a change is measured beside its baseline in one run
on the same machine.

Two kinds of student:

* **light students** (:mod:`lightclient`, all but ``--browsers``) speak the page's websocket
  protocol as a browser does, without drawing: their click-to-update time is the server's
  answer plus the loopback network (from sending the click to the patch that changes the
  student's status line or cards);
* **browser students** (``--browsers`` of the solo students, in Chromium through Playwright):
  their time also holds the browser's work (the click, the redraw), on the same two cores. In a
  classroom each browser draws on its own machine: here Chromium gets a smaller share of the
  cores than the server (``--browsers-share``, 10% by default, in a cgroup where the machine
  allows it; 100 to compete as equals), so that drawing two pages does not take the server's
  cores, and its time holds a browser that waits for them.

Reported per setup: errors (the server log's tracebacks and errors, the pages' errors: must be
0), click to updated screen p50/p95/p99 for each kind of student (a light student's click is
timed to its own answer, or its refusal, and to the first change of its screen, and split by
kind of click and by company: alone with bots or at a table of people), this script's own
event-loop lag, the server's CPU (and its workers'), RSS with 1, half and all sessions and 60 s
after they closed, store writes per second and the database's growth per hour of play. With
``--watch`` the server runs under ``serverwatch.py``: its loop's lag, its long callbacks and
where they were, the garbage collector's pauses, and a census of live objects with one session
and after every page closed.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import html
import json
import os
import random
import re
import shutil
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
import worktree
from lightclient import LightPage, plain

PACE = (2.0, 4.0)  # seconds a student looks before each move
ANSWER_TIMEOUT = 15.0  # a click whose screen did not change by then counts as an error
ARRIVAL_TIMEOUT = 120.0  # joining, making a table, sitting (a class arriving at once, a busy machine)


# ---------------------------------------------------------------------- the server


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    process: subprocess.Popen[bytes]
    url: str
    code: str
    teacher_code: str
    log: Path
    data: Path

    @classmethod
    def start(
        cls, options: list[str], out: Path, watch: bool = False, checkout: Path | None = None, extra: Sequence[str] = ()
    ) -> Server:
        """The classroom server of this checkout, or of ``checkout`` (its package first on the
        path); ``extra``: ``NAME=VALUE`` settings of its environment (another allocator, say)."""
        port, log, data = free_port(), out / "server.log", Path(tempfile.mkdtemp(prefix="scat-load-"))
        env = worktree.env(checkout) if checkout else None
        if extra:
            env = (env or dict(os.environ)) | dict(item.split("=", 1) for item in extra)
        program = ["-m", "scat_learn.cli"]
        if watch:  # the same command, its event loop timed
            program = [str(Path(__file__).parent / "serverwatch.py"), str(out / "loop.json")]
        command = [sys.executable, *program, "classroom", "--port", str(port), "--no-browser"]
        command += ["--data", str(data), "--bot-delay", "900", *options]
        with log.open("wb") as sink:
            process = subprocess.Popen(
                command, stdout=sink, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env, cwd=checkout
            )
        for _ in range(300):
            time.sleep(0.2)
            text = log.read_text()
            code, teacher = re.search(r"classroom code (\w+)", text), re.search(r"teacher code ([\w-]+)", text)
            if code and teacher:
                with socket.socket() as s:
                    if s.connect_ex(("127.0.0.1", port)) == 0:
                        url = f"http://127.0.0.1:{port}/classroom"
                        return cls(process, url, code.group(1), teacher.group(1), log, data)
        process.kill()
        sys.exit(f"the server did not start: {log.read_text()[-2000:]}")

    async def census(self, most_seconds: float = 180.0) -> list[dict[str, Any]] | None:
        """Ask ``serverwatch.py`` for a census of what is alive (SIGUSR2) and wait until it is
        written (a few seconds; minutes with ``PYTHONTRACEMALLOC``): every census so far."""
        path = self.log.parent / "census.json"

        def taken() -> list[dict[str, Any]]:
            with contextlib.suppress(OSError, ValueError):  # not there yet, or half written
                return list(json.loads(path.read_text()))
            return []

        before = len(taken())
        self.process.send_signal(signal.SIGUSR2)
        for _ in range(int(most_seconds)):
            await asyncio.sleep(1)
            if len(taken()) > before:
                return taken()
        return taken() or None

    def loop_watch(self) -> dict[str, Any] | None:
        """What ``serverwatch.py`` last wrote about the server's event loop (``--watch``)."""
        path = self.log.parent / "loop.json"
        return json.loads(path.read_text()) if path.exists() else None

    def pids(self) -> list[int]:
        """The server and its worker processes."""
        found = [self.process.pid]
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().split(")")[1].split()
            except OSError:
                continue
            if int(fields[1]) == self.process.pid:
                found.append(int(stat.parent.name))
        return found

    def rss_mb(self, pid: int | None = None) -> float:
        status = Path(f"/proc/{pid or self.process.pid}/status").read_text()
        return int(re.search(r"VmRSS:\s+(\d+)", status).group(1)) / 1024  # type: ignore[union-attr]

    def cpu_seconds(self) -> tuple[float, float]:
        """CPU seconds used so far by the server, and by its workers."""
        server = workers = 0.0
        for pid in self.pids():
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().split(")")[1].split()
            except OSError:
                continue
            used = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            if pid == self.process.pid:
                server = used
            else:
                workers += used
        return server, workers

    def store(self) -> tuple[int, int]:
        """Rows in the store's tables and the database's bytes (with its write-ahead log)."""
        files = [*self.data.rglob("*.sqlite*"), *self.data.rglob("*.db*")]
        size = sum(p.stat().st_size for p in files)
        rows = 0
        for db in [p for p in files if p.suffix in (".sqlite", ".sqlite3", ".db")]:
            with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as connection:
                tables = [r[0] for r in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")]
                rows += sum(connection.execute(f'SELECT COUNT(*) FROM "{t}"').fetchone()[0] for t in tables)
        return rows, size

    def problems(self) -> list[str]:
        lines = self.log.read_text(errors="replace").splitlines()
        found = [line for line in lines if "Traceback" in line or " ERROR" in line or line.startswith("ERROR")]
        if self.process.poll() is not None:
            found.append(f"the server stopped by itself (exit status {self.process.returncode})")
        return found

    def new_starts(self) -> list[str]:
        """The server's new starts after a class (scat_learn/ui/recycle.py): when, and why."""
        lines = self.log.read_text(errors="replace").splitlines()
        return [
            line.split(" INFO ", 1)[0] + ": " + line.split(": ", 1)[-1] for line in lines if "starting afresh" in line
        ]

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.data, ignore_errors=True)


# ---------------------------------------------------------------------- a light student


@dataclass
class Figures:
    """What the students saw."""

    light: list[float] = field(default_factory=list)  # seconds from click to updated screen
    browser: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    moves: int = 0
    clicks: list[dict[str, Any]] = field(default_factory=list)  # the light students' clicks, one by one


class LightStudent:
    """A student who reads and clicks at a human pace, through :class:`LightPage`."""

    def __init__(self, server: Server, name: str, figures: Figures, rng: random.Random) -> None:
        self.page = LightPage(server.url)
        self.server, self.name, self.figures, self.rng = server, name, figures, rng
        self._dealt_at: tuple[Any, ...] = ()  # the status line and cards when the student last dealt on

    async def join(self) -> None:
        page = self.page
        await page.open()
        (code, _), (name, _) = page.doc.find("join-code")[0], page.doc.find("join-name")[0]
        await page.set_value(code, "value", self.server.code)
        await page.set_value(name, "value", self.name)
        await page.click(page.doc.find("act-join")[0][0])
        await page.wait_for(lambda: page.doc.find("act-make-table"), ARRIVAL_TIMEOUT)

    async def make_table(self, table: str, people: int) -> None:
        page = self.page
        await page.set_value(page.doc.find("new-table-name")[0][0], "value", table)
        await self._set_number("new-table-people", people)
        await page.click(page.doc.find("act-make-table")[0][0])
        try:
            await page.wait_for(lambda: page.doc.find("act-leave") or self._cards() is not None, ARRIVAL_TIMEOUT)
        except TimeoutError:
            # Once in a small run (2026-12-02) a table did not appear: say what the page showed.
            name = page.doc.find("new-table-name")
            typed = name[0][1]["attributes"].get("value") if name else None
            raise TimeoutError(
                f"{self.name}'s table {table} did not appear in {ARRIVAL_TIMEOUT:.0f} s "
                f"(error shown: {self._error()!r}; name field: {typed!r}; page errors: {page.errors[-3:]})"
            ) from None

    async def _set_number(self, css: str, value: int) -> None:
        """A NumberBox is a Panel component: its value lives in the component's data model."""
        _, model = self.page.doc.find(css)[0]
        data = model["attributes"]["data"]["id"]
        await self.page.set_value(data, "value", value)

    async def sit(self, table: str) -> None:
        """Sit at ``table`` (its row's Sit button; tried again until the table's screen shows)."""
        page = self.page

        def named(text: Any) -> bool:
            return f"<strong>{table}</strong>" in html.unescape(str(text))

        def buttons() -> list[tuple[str, str | None]]:
            """(the list's component, the table's id) for each Sit button of the table's row; or,
            from a server before the list was one component (a baseline), (a button, None)."""
            found: list[tuple[str, str | None]] = []
            for list_id, rows in self._data_with("rows"):
                found += [(list_id, row["id"]) for row in rows if row.get("sit") and named(row["line"])]
            for row_id, _row in page.doc.find("sl-table-row"):
                inside = dict(self._inside(row_id))
                if any(named(m["attributes"].get("text", "")) for m in inside.values()):
                    found += [
                        (i, None) for i, m in inside.items() if "act-sit" in (m["attributes"].get("css_classes") or [])
                    ]
            return found

        def seated() -> bool:
            return bool(page.doc.find("act-leave")) or self._cards() is not None

        end = time.monotonic() + ARRIVAL_TIMEOUT
        while time.monotonic() < end:
            for model_id, table_id in await page.wait_for(buttons, ARRIVAL_TIMEOUT):
                await (page.click(model_id) if table_id is None else page.message(model_id, {"sit": table_id}))
            with contextlib.suppress(TimeoutError):
                await page.wait_for(seated, 3)
                return
        raise TimeoutError(f"{self.name} could not sit at {table} in {ARRIVAL_TIMEOUT:.0f} s")

    def _inside(self, root: str) -> list[tuple[str, dict[str, Any]]]:
        doc = self.page.doc
        saved, doc.roots = doc.roots, [root]
        try:
            return list(doc.shown())
        finally:
            doc.roots = saved

    def _data_with(self, name: str) -> Iterator[tuple[str, Any]]:
        """(component's id, the value) of each shown Panel component whose data has ``name``."""
        for model_id, model in self.page.doc.shown():
            data = model["attributes"].get("data")
            if isinstance(data, dict) and "id" in data:
                inner = self.page.doc.models.get(data["id"], {}).get("attributes", {})
                if name in inner:
                    yield model_id, [plain(item) for item in plain(inner[name])]

    def _cards(self) -> tuple[str, str, list[dict[str, Any]]] | None:
        """The card row: (its component's id, its data model's id, its cards)."""
        for model_id, cards in self._data_with("cards"):
            data_id = self.page.doc.models[model_id]["attributes"]["data"]["id"]
            return model_id, data_id, cards
        return None

    def _button(self, css: str) -> str | None:
        for model_id, model in self.page.doc.find(css):
            if not model["attributes"].get("disabled", False):
                return model_id
        return None

    def _status(self) -> str:
        found = self.page.doc.text_with("sl-status")
        return found[1] if found else ""

    def _screen(self) -> tuple[Any, ...]:
        """What the student watches for an answer: the status line, the cards, and whether the
        next hand's or the new game's button still waits for them (at a table of people it
        waits for everyone). Until 2026-12-02 this left the new game's button out: at a table of
        people a "new game" was seen answered only once the others had clicked theirs too, and
        it went unanswered when they stopped at the run's end before they did."""
        cards = self._cards()
        doc = self.page.doc
        ready = [m["attributes"].get("disabled") for css in ("act-next-hand", "act-new-game") for _, m in doc.find(css)]
        return self._status(), json.dumps(cards[2] if cards else None, sort_keys=True), ready

    def _choice(self) -> tuple[str, Any] | None:
        """What to do now, if anything: (a button's class, its id) or ('card', (component, card
        id)). A student acts on their turn (the status line says so), or deals on when a hand is
        over."""
        status = self._status()
        return self._move() if "sl-mine" in status else self._deal_on(status)

    def _deal_on(self, status: str) -> tuple[str, Any] | None:
        if "playing" in status or self._screen()[:2] == self._dealt_at:
            return None  # someone else's turn, or dealt on already for this hand
        for css in ("act-next-hand", "act-new-game"):
            if (found := self._button(css)) is not None:
                return css, found  # noted as dealt on when clicked: this is asked again after the pause
        return None

    def _move(self) -> tuple[str, Any] | None:
        cards = self._cards()
        free = [c for c in cards[2] if not c.get("locked")] if cards else []
        if cards and len(cards[2]) == 4 and free:
            return "card", (cards[0], self.rng.choice(free)["id"])
        knock = self._button("act-knock")
        wanted = ["act-pass"] + (["act-knock"] if knock and self.rng.random() < 0.12 else [])
        wanted += ["act-take", "act-draw"] if self.rng.random() < 0.3 else ["act-draw", "act-take"]
        for css in wanted:
            if (found := self._button(css)) is not None:
                return css, found
        return None

    def _error(self) -> str:
        found = self.page.doc.text_with("sl-error")
        return found[1] if found else ""

    def _answered(self, kind: str, target: Any, before: tuple[Any, ...]) -> bool:
        """Whether the screen shows the answer to this student's own click (not just any
        change: a bot's move or another student's at the same table changes the screen too)."""
        cards = self._cards()
        held = [c["id"] for c in cards[2]] if cards else []
        if kind in ("act-draw", "act-take"):
            return len(held) == 4
        if kind == "card":
            return len(held) == 3 and target[1] not in held
        if kind in ("act-next-hand", "act-new-game"):
            return self._button(kind) is None or self._screen()[1] != before[1]
        return self._screen()[0] != before[0]  # a knock or a pass: the status line moves on

    async def _time_answer(self, kind: str, target: Any, before: tuple[Any, ...], error: str, start: float) -> None:
        """Time the click: to the first change of the screen (the measure before issue 15's
        split), and to the answer to the click itself, or to its refusal (an error shown)."""
        page, company = self.page, "solo" if self.name.startswith("S") else "people"
        try:
            await page.wait_for(lambda: self._screen() != before, ANSWER_TIMEOUT)
            changed = time.monotonic() - start
            outcome = await page.wait_for(
                lambda: (
                    ("answer" if self._answered(kind, target, before) else None)
                    or ("refused" if self._error() not in ("", error) else None)
                ),
                ANSWER_TIMEOUT,
            )
        except TimeoutError:
            self.figures.errors.append(
                f"{self.name}: no answer to {kind} in {ANSWER_TIMEOUT:.0f} s (status: {before[0][-120:]})"
            )
            return
        answered = time.monotonic() - start
        self.figures.light.append(answered)
        self.figures.clicks.append({"kind": kind, "company": company, "changed": changed, "answered": answered,
                                    "outcome": outcome, "at": round(time.time() - answered, 2)})  # fmt: skip
        self.figures.moves += 1

    async def play(self, until: float) -> None:
        page = self.page
        while time.monotonic() < until:
            try:
                choice = await page.wait_for(self._choice, max(0.1, until - time.monotonic()))
            except TimeoutError:
                return
            await asyncio.sleep(self.rng.uniform(*PACE))
            choice = self._choice()  # what the student sees after looking (the screen came in parts)
            if choice is None or time.monotonic() >= until:
                continue
            kind, target = choice
            before, error_before, start = self._screen(), self._error(), time.monotonic()
            if kind in ("act-next-hand", "act-new-game"):
                # Until 2026-12-01 this was noted when the choice was first seen, so the second
                # look after the pause found it done and no student ever dealt on: every load run
                # before played each table's first hand only, then waited. Until 2026-12-02 it
                # was the status line alone, which is the same at the end of every hand: a
                # student dealt on once, and their table stopped at the end of its second hand.
                self._dealt_at = before[:2]
            if kind == "card":
                await page.message(target[0], {"card": target[1]})
            else:
                await page.click(target)
            await self._time_answer(kind, target, before, error_before, start)
        self.figures.errors.extend(f"{self.name}: {e}" for e in page.errors)


class LightTeacher:
    """The teacher's page, signed in and kept up to date (the room's board is drawn for it)."""

    def __init__(self, server: Server) -> None:
        self.page = LightPage(server.url + "?view=teacher")
        self.server = server

    async def sign_in(self) -> None:
        page = self.page
        await page.open()
        await page.set_value(page.doc.find("teacher-code")[0][0], "value", self.server.teacher_code)
        await page.click(page.doc.find("act-sign-in")[0][0])
        await page.wait_for(lambda: page.doc.text_with("sl-board-code"), 60)


# ---------------------------------------------------------------------- browser students


CPU_GROUPS = Path("/sys/fs/cgroup/cpu")  # cgroup v1's cpu controller, where the machine has it


def with_small_share(program: str, percent: int, folder: Path) -> str:
    """``program`` started with ``percent`` of an ordinary process's share of the cores (a script
    that puts itself in a cgroup of that weight, then runs it). On this one machine the Chromium
    pages draw on the server's two cores; in a classroom each browser draws on its own machine
    and the server has its cores to itself. ``nice`` would not do: Chromium sets its processes'
    priorities itself. Without a writable cpu controller, ``program`` runs as it is."""
    group = CPU_GROUPS / "scat-load-browsers"
    if percent >= 100 or not os.access(CPU_GROUPS, os.W_OK):
        return program
    group.mkdir(exist_ok=True)
    (group / "cpu.shares").write_text(str(max(2, 1024 * percent // 100)))
    wrapper = folder / "chromium-small-share"
    wrapper.write_text(f'#!/bin/sh\necho $$ > "{group}/cgroup.procs"\nexec "{program}" "$@"\n')
    wrapper.chmod(0o755)
    return str(wrapper)


async def browser_student(browser: Any, server: Server, name: str, figures: Figures, until: float) -> Any:
    """A solo student in Chromium: joins, makes a table with bots, plays until ``until``."""
    context = await browser.new_context(viewport={"width": 390, "height": 844})
    page = await context.new_page()
    page.set_default_timeout(ARRIVAL_TIMEOUT * 1000)  # as long as a light student (a busy machine: slow pages)
    page.on("console", lambda m: figures.errors.append(f"{name}: {m.text[:200]}") if m.type == "error" else None)
    page.on("pageerror", lambda e: figures.errors.append(f"{name}: {str(e)[:200]}"))
    page.on("requestfailed", lambda r: figures.errors.append(f"{name}: request failed: {r.url[:200]}"))
    await page.goto(server.url)
    await page.locator(".join-code input").fill(server.code)
    await page.locator(".join-name input").fill(name)
    await page.locator(".act-join button").click()
    await page.locator(".new-table-name input").fill(f"Solo {name}")
    await page.locator(".new-table-people input").fill("1")
    await page.locator(".new-table-people input").press("Enter")
    await page.locator(".act-make-table button").click()
    await page.locator(".card-button").first.wait_for(timeout=60_000)
    return context, page


async def browser_play(page: Any, name: str, figures: Figures, until: float, rng: random.Random) -> None:
    clickable = [".act-next-hand button", ".act-draw button", ".card-button:not(.locked)"]
    status = page.locator(".sl-status").first
    while time.monotonic() < until:
        await asyncio.sleep(rng.uniform(*PACE))
        for selector in clickable:
            found = page.locator(selector)
            try:
                if not (await found.count() and await found.first.is_visible() and await found.first.is_enabled()):
                    continue
                if selector.startswith(".card") and await found.count() < 4:
                    continue
                before, start = await status.inner_text(timeout=2000), time.monotonic()
                await found.first.click(timeout=3000)
                while await status.inner_text(timeout=2000) == before and time.monotonic() - start < ANSWER_TIMEOUT:
                    await asyncio.sleep(0.02)
                figures.browser.append(time.monotonic() - start)
                figures.moves += 1
            except Exception:  # the screen changed under the click: look again
                pass
            break


# ---------------------------------------------------------------------- one setup


def percentiles(values: list[float]) -> dict[str, float]:
    if len(values) < 20:
        return {"n": len(values)}
    q = statistics.quantiles(values, n=100, method="inclusive")
    return {"n": len(values), "p50": q[49] * 1000, "p95": q[94] * 1000, "p99": q[98] * 1000, "max": max(values) * 1000}


def by_click(clicks: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The light students' clicks split by kind of click and by company (alone with bots, or
    at a table of people): to the first change of the screen, to the click's own answer, and
    how many were refused."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for click in clicks:
        groups.setdefault(f"{click['kind'].removeprefix('act-')} ({click['company']})", []).append(click)
    split = {}
    for name, group in sorted(groups.items()):
        answered = sorted(c["answered"] for c in group)
        changed = sorted(c["changed"] for c in group)
        split[name] = {
            "n": len(group),
            "refused": sum(c["outcome"] == "refused" for c in group),
            "answered_p50_ms": round(1000 * answered[len(answered) // 2]),
            "answered_p95_ms": round(1000 * answered[min(len(answered) - 1, int(len(answered) * 0.95))]),
            "changed_p95_ms": round(1000 * changed[min(len(changed) - 1, int(len(changed) * 0.95))]),
            "answered_max_ms": round(1000 * answered[-1]),
        }
    return split


async def probe_lag(lags: list[float], until: float) -> None:
    """This script's own event loop lag while the students play: a light student notices its
    answer only when this loop reads the patch, so a late loop here adds to every time."""
    while time.monotonic() < until:
        asked = time.monotonic()
        await asyncio.sleep(0.05)
        lags.append(time.monotonic() - asked - 0.05)


class Setup:
    """One setup's run: the server, a teacher, the students, what they saw and what it cost."""

    def __init__(self, options: list[str], args: argparse.Namespace, out: Path, checkout: Checkout) -> None:
        self.options, self.args, self.out, self.checkout = options, args, out, checkout
        self.server = Server.start(options, out, watch=args.watch, checkout=checkout.path, extra=args.server_env)
        self.figures, self.rng = Figures(), random.Random(2026)
        self.teacher = LightTeacher(self.server)
        self.room = 1
        self.students = self._students()
        self.total = len(self.students) + args.browsers
        self.memory: dict[str, float] = {"start": self.server.rss_mb()}
        self.browsers: Any = None  # (playwright, browser, contexts) once started

    def _students(self) -> list[LightStudent]:
        """This room's light students: a later room's have names and tables of their own."""
        light_solo, tables, mark = self.args.solo - self.args.browsers, self.args.tables, self._mark
        names = [f"S{i:02d}{mark}" for i in range(light_solo)]
        names += [f"T{k}{s}{mark}" for k in range(tables) for s in range(4)]
        return [LightStudent(self.server, n, self.figures, random.Random(n)) for n in names]

    @property
    def _mark(self) -> str:
        return "" if self.room == 1 else f"r{self.room}"

    def _note_memory(self, moment: str) -> None:
        self.memory[moment if self.room == 1 else f"room {self.room}, {moment}"] = self.server.rss_mb()

    async def seat_everyone(self) -> None:
        """Solo students make their tables as they join (memory read at 1 and half the
        sessions); then each table of four is made and filled."""

        async def arrive(student: LightStudent) -> None:
            await student.join()
            if student.name.startswith("S"):
                await student.make_table(f"Solo {student.name}", 1)

        async def fill(k: int) -> None:
            group = [s for s in self.students if s.name.startswith(f"T{k}")]
            await group[0].make_table(f"Table {k}{self._mark}", 4)
            for student in group[1:]:
                await student.sit(f"Table {k}{self._mark}")

        await arrive(self.students[0])
        if self.room == 1:
            self._note_memory("1 session")
            if self.args.watch:  # what is alive with one session (the census after closing compares)
                self.server.process.send_signal(signal.SIGUSR2)
        half, batch = self.total // 2, 8  # students arrive eight at a time, as in a classroom
        for start in range(1, len(self.students), batch):
            await asyncio.gather(*(arrive(s) for s in self.students[start : start + batch]))
            if start < half <= start + batch:
                self._note_memory(f"{start + batch} sessions")
        await asyncio.gather(*(fill(k) for k in range(self.args.tables)))

    async def start_browsers(self, until: float) -> list[Any]:
        if not self.args.browsers:
            return []
        from playwright.async_api import async_playwright

        playwright = await async_playwright().start()
        chromium = os.environ.get("SCAT_CHROMIUM") or shutil.which("chromium") or "chromium"
        browser = await playwright.chromium.launch(
            executable_path=with_small_share(chromium, self.args.browsers_share, self.out), args=["--no-sandbox"]
        )
        contexts, tasks = [], []
        for b in range(self.args.browsers):
            name = f"B{b}{self._mark}"
            context, page = await browser_student(browser, self.server, name, self.figures, until)
            contexts.append(context)
            tasks.append(asyncio.create_task(browser_play(page, name, self.figures, until, self.rng)))
        self.browsers = (playwright, browser, contexts)
        return tasks

    async def close_everything(self) -> None:
        for student in self.students:
            await student.page.close()
        await self.teacher.page.close()
        if self.browsers is not None:
            playwright, browser, contexts = self.browsers
            for context in contexts:
                await context.close()
            await browser.close()
            await playwright.stop()
            self.browsers = None

    async def run(self) -> dict[str, Any]:
        """The first room plays; with ``--rooms N`` another room of as many students plays on
        the same server after the first has gone (does memory grow, or is it used again?)."""
        server, args = self.server, self.args
        result = await self.play_room()
        for self.room in range(2, args.rooms + 1):
            self.students = self._students()
            self.teacher = LightTeacher(server)
            later = await self.play_room()
            for key in ("moves", "errors", "error_samples", "light", "light_first_change", "light_by_click"):
                result[key] = later[key]  # counted over every room
            result["minutes"] += later["minutes"]  # CPU, the store's rates and the loop: the first room's
            result["after_closing"] = later["after_closing"]
            result["rss_mb"] = later["rss_mb"]
        return result

    async def play_room(self) -> dict[str, Any]:
        """Sign in, seat everyone, play ``--minutes``, close every page, read the memory 60 s later."""
        server, args = self.server, self.args
        if args.teacher:
            await self.teacher.sign_in()
        await self.seat_everyone()
        until = time.monotonic() + args.minutes * 60
        tasks = [asyncio.create_task(s.play(until)) for s in self.students]
        client_lags: list[float] = []
        tasks.append(asyncio.create_task(probe_lag(client_lags, until)))
        if args.watch:
            server.process.send_signal(signal.SIGUSR1)  # the loop's figures count from here
        # The play window's figures count from its start: the browser students join inside it
        # (on a busy machine that took longer than the whole window, and the rates were nonsense).
        cpu0, rows0, started, clients0 = server.cpu_seconds(), server.store()[0], time.monotonic(), time.process_time()
        tasks += await self.start_browsers(until)
        self._note_memory(f"{self.total} sessions")
        print(f"  {self.total} students and a teacher playing for {args.minutes} min …", flush=True)
        await asyncio.gather(*tasks)
        played = time.monotonic() - started
        cpu1, (rows1, size), clients = server.cpu_seconds(), server.store(), time.process_time() - clients0
        self._note_memory("playing (end)")
        if args.watch:
            await asyncio.sleep(5.5)  # the watch writes every 5 s
        loop = server.loop_watch()
        if args.watch:  # what is alive at the peak, and what garbage a full collection finds
            await server.census()
        workers_rss = sum(server.rss_mb(pid) for pid in server.pids()[1:])
        await self.close_everything()
        await asyncio.sleep(60)
        self._note_memory("60 s after all closed")
        census = None
        if args.watch:  # what is still alive, and what a collection and malloc_trim give back
            # A minute more: the empty classroom is unloaded 15 s after Bokeh ended the last
            # session, itself 15-25 s after its page closed (scat_learn/ui/emptyroom.py).
            await asyncio.sleep(60)
            self._note_memory("120 s after all closed")
            census = await server.census()
        errors = self.figures.errors + server.problems()
        return {
            "setup": " ".join(self.options) or "default",
            "revision": self.checkout.name,
            "students": self.total,
            "minutes": round(played / 60, 1),
            "moves": self.figures.moves,
            "errors": len(errors),
            "error_samples": errors[:10],
            "light": percentiles(self.figures.light),
            "light_first_change": percentiles([c["changed"] for c in self.figures.clicks]),
            "light_clients_loop_lag": percentiles(client_lags),
            "light_by_click": by_click(self.figures.clicks),
            "light_slow_clicks": [c for c in self.figures.clicks if c["answered"] > 0.2],  # with the time
            "browser": percentiles(self.figures.browser),
            "server_cpu_percent": round(100 * (cpu1[0] - cpu0[0]) / played, 1),
            "workers_cpu_percent": round(100 * (cpu1[1] - cpu0[1]) / played, 1),
            "light_clients_cpu_percent": round(100 * clients / played, 1),
            "load_average": os.getloadavg()[0],
            "rss_mb": {k: round(v, 1) for k, v in self.memory.items()},
            "workers_rss_mb": round(workers_rss, 1),
            "new_starts": server.new_starts(),
            "store_writes_per_s": round((rows1 - rows0) / played, 1),
            "db_mb_per_hour": round(size / 2**20 * 3600 / played, 1),  # its size at the end / the time played
            "loop": loop,
            "after_closing": census,
        }


@dataclass(frozen=True)
class Checkout:
    """Which server runs: this checkout (``path`` None) or a worktree of a baseline revision."""

    name: str
    path: Path | None = None


@contextlib.contextmanager
def checkouts(baseline: str | None) -> Iterator[list[Checkout]]:
    """This checkout, and first, with ``--baseline REV``, a temporary git worktree of REV."""
    if baseline is None:
        yield [Checkout("this checkout")]
        return
    with worktree.checkout(baseline) as path:
        yield [Checkout(baseline, path), Checkout("this checkout")]


async def run_setup(options: list[str], args: argparse.Namespace, out: Path, checkout: Checkout) -> dict[str, Any]:
    setup = Setup(options, args, out, checkout)
    try:
        return await setup.run()
    finally:
        setup.server.stop()


def alive(result: dict[str, Any]) -> str:
    """What the census found alive with one session and after every page closed: the objects
    the collector tracks and CPython's allocated blocks (RSS also counts what the allocator
    keeps for reuse)."""
    census = result.get("after_closing") or []
    if len(census) < 2:
        return "-"
    first, last = census[0], census[-1]
    objects = f"{first['tracked_objects']:,} → {last['tracked_objects']:,} objects"
    return objects + f", {first['python_blocks']:,} → {last['python_blocks']:,} blocks"


def report(results: list[dict[str, Any]]) -> str:
    def ms(p: dict[str, float]) -> str:
        if "p95" not in p:
            return f"n={p['n']}"
        if "p99" not in p:  # the server's lag: p50, p95, max
            return f"p50 {p['p50']:.0f} / p95 {p['p95']:.0f} / max {p['max']:.0f} ms"
        return f"p50 {p['p50']:.0f} / p95 {p['p95']:.0f} / p99 {p['p99']:.0f} ms (n={p['n']})"

    def watched(r: dict[str, Any], key: str) -> str:
        return ms(r["loop"][key]) if r.get("loop") else "-"

    rows = [
        ("errors (must be 0)", lambda r: str(r["errors"])),
        ("moves", lambda r: f"{r['moves']:,} in {r['minutes']} min"),
        ("click to update, light students (target p95 200 ms)", lambda r: ms(r["light"])),
        ("light students, to the first change of the screen", lambda r: ms(r["light_first_change"])),
        ("the light students' own loop lag (adds to their times)", lambda r: ms(r["light_clients_loop_lag"])),
        ("server loop lag (--watch)", lambda r: watched(r, "lag_ms")),
        (
            "a page's patch in the server, all (--watch)",
            lambda r: ms(r["loop"]["page_patch_total_ms"]) if r.get("loop") else "-",
        ),
        (
            "a page's patch in the server, its handling",
            lambda r: ms(r["loop"]["page_patch_run_ms"]) if r.get("loop") else "-",
        ),
        ("click to update, browser students", lambda r: ms(r["browser"])),
        ("server CPU (of one core)", lambda r: f"{r['server_cpu_percent']}%"),
        ("workers' CPU", lambda r: f"{r['workers_cpu_percent']}%"),
        ("the light students' own CPU (this script)", lambda r: f"{r['light_clients_cpu_percent']}%"),
        ("load average at the end", lambda r: f"{r['load_average']:.1f}"),
        ("server RSS", lambda r: ", ".join(f"{k}: {v} MB" for k, v in r["rss_mb"].items())),
        ("alive in the server, one session → 60 s after closing (--watch)", alive),
        ("workers' RSS", lambda r: f"{r['workers_rss_mb']} MB"),
        ("the server started afresh (scat_learn/ui/recycle.py)", lambda r: "; ".join(r.get("new_starts", [])) or "no"),
        ("store rows written per second", lambda r: str(r["store_writes_per_s"])),
        ("database growth per hour of play", lambda r: f"{r['db_mb_per_hour']} MB"),
    ]
    heads = [r["setup"] + (f" at {r['revision']}" if r.get("revision", "this checkout") != "this checkout" else "")
             for r in results]  # fmt: skip
    lines = ["| figure | " + " | ".join(heads) + " |", "| --- |" + " --- |" * len(results)]
    lines += [f"| {name} | " + " | ".join(cell(r) for r in results) + " |" for name, cell in rows]
    lines += ["", "The light students' clicks by kind (answered p50 / p95 / max ms; refused; first change p95):"]
    for r, head in zip(results, heads, strict=True):
        lines.append(f"- {head}:")
        for name, c in r["light_by_click"].items():
            lines.append(
                f"  - {name}: n={c['n']}, {c['answered_p50_ms']} / {c['answered_p95_ms']} / {c['answered_max_ms']} ms,"
                f" refused {c['refused']}, first change p95 {c['changed_p95_ms']} ms"
            )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--solo", type=int, default=20, help="students alone at a table with bots")
    parser.add_argument("--tables", type=int, default=10, help="tables of four students")
    parser.add_argument("--browsers", type=int, default=4, help="solo students in Chromium (the others: light)")
    parser.add_argument("--setups", default="--workers 0,--workers 2", help="server options per setup, comma between")
    parser.add_argument("--json", default=None)
    parser.add_argument("--no-teacher", dest="teacher", action="store_false", help="no teacher's page")
    parser.add_argument("--out", default=None, help="where the server logs go")
    parser.add_argument(
        "--browsers-share",
        type=int,
        default=10,
        help="the Chromium students' share of the cores, in %% of the server's (100: as equals);"
        " in a classroom each browser has its own machine",
    )
    parser.add_argument(
        "--server-env", action="append", default=[], metavar="NAME=VALUE", help="set in the server's environment"
    )
    parser.add_argument("--rooms", type=int, default=1, help="rooms that play one after the other on each server")
    parser.add_argument("--watch", action="store_true", help="time the server's event loop (benchmarks/serverwatch.py)")
    parser.add_argument(
        "--baseline", default=None, help="a git revision whose server runs each setup too, first, in the same run"
    )
    args = parser.parse_args()
    results = []
    top = Path(args.out or tempfile.mkdtemp(prefix="scat-load-out-"))
    with checkouts(args.baseline) as servers:
        for setup in args.setups.split(","):
            for checkout in servers:
                folder = (setup.strip().replace(" ", "") or "x") + (f"-{checkout.name}" if checkout.path else "")
                out = top / folder
                out.mkdir(parents=True, exist_ok=True)
                print(f"== {setup.strip()}, {checkout.name} (server log: {out / 'server.log'})", flush=True)
                results.append(asyncio.run(run_setup(setup.split(), args, out, checkout)))
                print(json.dumps(results[-1], indent=1), flush=True)
    print(report(results))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    return 0 if all(r["errors"] == 0 for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
