"""The app's speed, measured in a real browser (Debian's Chromium through Playwright).

    python benchmarks/app.py [--clicks 120] [--loads 5] [--sessions 30] [--baseline DIR]

Serves ``apps/play.py`` with ``panel serve`` (a separate process, its output in a file) and
prints, each next to its target:

* first page ready: from navigation to the table and your cards on screen (fresh browser
  context each time, so nothing is cached), median and worst of ``--loads``, on a phone
  (390x844) and on a laptop (1366x768);
* click to updated screen: from a click to the changed cards on screen, bots at once (the
  address asks ``speed=instant``), p50 and p95 over ``--clicks`` clicks of Draw, Take and
  a card of the hand (a discard includes every bot move up to your next turn);
* server memory (resident set of the server process) with 1 and with ``--sessions`` open
  sessions, and the cost of each extra session.

With ``--baseline DIR`` (another checkout, e.g. a ``git worktree`` of an older commit) the same
measurements run against that tree's ``apps/play.py`` in the same run, interleaved block by
block so that both meet the same machine load; its address takes ``--baseline-query`` (older
trees read ``seed=`` rather than ``deal=``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
TARGET_FIRST_PAGE_S = 1.5
TARGET_CLICK_P95_MS = 100.0
TARGET_MB_PER_SESSION = 3.0
VIEWPORTS = {"phone": (390, 844), "laptop": (1366, 768)}
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-sync"]

# Runs in the page: click an element found inside the shadow roots, then time until the hand's
# cards (or the status line) differ from before, checked on every animation frame.
CLICK_AND_WAIT = """async ([selector, text]) => {
  const all = (sel) => {
    const found = []
    const walk = (root) => {
      found.push(...root.querySelectorAll(sel))
      for (const el of root.querySelectorAll('*')) { if (el.shadowRoot) walk(el.shadowRoot) }
    }
    walk(document)
    return found
  }
  const state = () => all('.card-button').map(b => b.dataset.card).join(' ') + '|' +
                      all('.sl-status').map(s => s.textContent).join('')
  // "host >>> inner": an element inside the shadow root of a host (Panel's buttons)
  const [host, inner] = selector.split(' >>> ')
  const found = inner ? all(host).flatMap(h => [...(h.shadowRoot || h).querySelectorAll(inner)]) : all(host)
  const target = found.find(el => el.checkVisibility() && !el.disabled && (!text || el.textContent.trim() === text))
  if (!target || target.disabled) { return -1 }
  const before = state()
  const start = performance.now()
  target.click()
  while (state() === before) {
    await new Promise(r => requestAnimationFrame(r))
    if (performance.now() - start > 10000) { return -2 }
  }
  return performance.now() - start
}"""

READY = """() => {
  const walk = (root, sel) => {
    if (root.querySelector(sel)) return true
    for (const el of root.querySelectorAll('*')) { if (el.shadowRoot && walk(el.shadowRoot, sel)) return true }
    return false
  }
  return walk(document, '.card-button') && walk(document, '.act-draw')
}"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def chromium() -> str:
    found = os.environ.get("SCAT_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not found:
        sys.exit("no Chromium: apt-get install chromium, or set SCAT_CHROMIUM=/path/to/chromium")
    return found


def start_server(port: int, log: Path, tree: Path = ROOT) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "panel", "serve", "apps/play.py", "--port", str(port)]
    # The deal key of this run, not the user's; the tree's own package, not the installed one.
    env = {**os.environ, "SCAT_LEARN_DATA": str(log.parent), "PYTHONPATH": str(tree)}
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=tree, stdout=out, stderr=subprocess.STDOUT, env=env)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            sys.exit(f"the server stopped: {log.read_text()[-2000:]}")
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return process
        time.sleep(0.2)
    process.kill()
    sys.exit("the server did not start")


def first_page(browser: Any, url: str, loads: int, size: tuple[int, int] = (1366, 768)) -> list[float]:
    times = []
    for _ in range(loads):
        context = browser.new_context(viewport={"width": size[0], "height": size[1]})
        page = context.new_page()
        start = time.perf_counter()
        page.goto(url, wait_until="commit")
        page.wait_for_function(READY, polling=20, timeout=30_000)
        times.append(time.perf_counter() - start)
        context.close()
    return times


def clicks(browser: Any, url: str, count: int) -> dict[str, list[float]]:
    """Play by clicking; the time of each click to the changed screen, by kind of click."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(url)
    page.wait_for_function(READY, polling=20, timeout=30_000)
    page.wait_for_timeout(500)
    times: dict[str, list[float]] = {"draw": [], "take": [], "discard": [], "next hand": []}
    turn = idle = 0
    while sum(map(len, times.values())) < count:
        turn += 1
        if idle > 100:
            raise RuntimeError("nothing to click for 10 s: is the page showing the game?")
        for kind, selector, text in _next_clicks(page, turn):
            elapsed = page.evaluate(CLICK_AND_WAIT, [selector, text])
            if elapsed >= 0:
                times[kind].append(float(elapsed))
                page.wait_for_timeout(150)  # let the last frames land before the next click
                idle = 0
                break
        else:
            idle += 1
            page.wait_for_timeout(100)
    context.close()
    return times


def _next_clicks(page: Any, turn: int) -> list[tuple[str, str, str]]:
    take_first = turn % 3 == 0
    return [
        ("next hand", ".act-next-hand >>> button", ""),
        ("next hand", ".act-new-game >>> button", ""),
        ("take" if take_first else "draw", f".act-{'take' if take_first else 'draw'} >>> button", ""),
        ("discard", ".card-button:not(.locked):not(.marked)", ""),
        ("discard", ".card-button:not(.locked)", ""),
    ]


def memory(browser: Any, url: str, process: subprocess.Popen[bytes], sessions: int) -> tuple[float, float, float]:
    """Server RSS in MB with 1 session open, with ``sessions`` open, and after closing them."""
    server = psutil.Process(process.pid)
    contexts = []

    def open_one() -> None:
        context = browser.new_context()
        page = context.new_page()
        page.goto(url)
        page.wait_for_function(READY, polling=50, timeout=60_000)
        contexts.append(context)

    open_one()
    time.sleep(2)
    one = server.memory_info().rss / 2**20
    for _ in range(sessions - 1):
        open_one()
    time.sleep(2)
    many = server.memory_info().rss / 2**20
    for context in contexts:
        context.close()
    time.sleep(25)  # Bokeh checks for closed sessions every few seconds
    after = server.memory_info().rss / 2**20
    return one, many, after


def progress(step: str) -> None:
    print(f"... {step}", file=sys.stderr, flush=True)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


BLOCKS = 4  # clicks are measured in this many blocks per tree, the trees taking turns


@dataclass
class Served:
    """One tree's server during a run, and what was measured of it."""

    name: str
    url: str
    process: subprocess.Popen[bytes]
    loads: dict[str, list[float]] = field(default_factory=lambda: {name: [] for name in VIEWPORTS})
    timed: dict[str, list[float]] = field(default_factory=dict)
    rss: tuple[float, float, float] = (0.0, 0.0, 0.0)


def measure(browser: Any, servers: list[Served], args: argparse.Namespace) -> None:
    for served in servers:
        first_page(browser, served.url, 3)  # warm the server: its first pages import and cache
    progress("first page")
    for _ in range(args.loads):
        for name, size in VIEWPORTS.items():
            for served in servers:
                served.loads[name] += first_page(browser, served.url, 1, size)
    progress("clicks")
    for _ in range(BLOCKS):
        for served in servers:
            for kind, values in clicks(browser, served.url, max(1, args.clicks // BLOCKS)).items():
                served.timed.setdefault(kind, []).extend(values)
    progress("memory")
    for served in servers:
        served.rss = memory(browser, served.url, served.process, args.sessions)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clicks", type=int, default=120)
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--sessions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--baseline", type=Path, default=None, help="another checkout to measure alongside")
    parser.add_argument("--baseline-query", default="seed={seed}&players=4&speed=instant")
    args = parser.parse_args()
    trees = [("this tree", ROOT, "deal=BENCH{seed}&players=4&speed=instant")]
    if args.baseline is not None:
        trees.append((f"baseline {args.baseline}", args.baseline.resolve(), args.baseline_query))
    servers = []
    try:
        for name, tree, query in trees:
            port = free_port()
            process = start_server(port, Path(tempfile.mkdtemp()) / "server.log", tree)
            url = f"http://localhost:{port}/play?" + query.format(seed=args.seed)
            servers.append(Served(name, url, process))
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium(), args=CHROMIUM_ARGS)
            measure(browser, servers, args)
            browser.close()
        assert all(s.process.poll() is None for s in servers), "a server died during the measurements"
    finally:
        for served in servers:
            stop(served.process)
    for served in servers:
        print(f"== {served.name}")
        report(served.loads, served.timed, *served.rss, args.sessions)
    return 0


def stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()


def report(
    loads: dict[str, list[float]], timed: dict[str, list[float]], one: float, many: float, after: float, sessions: int
) -> None:
    every = [t for values in timed.values() for t in values]
    for name, times in loads.items():
        width, height = VIEWPORTS[name]
        print(
            f"first page ready at {width}x{height}: median {statistics.median(times):.2f} s, worst "
            f"{max(times):.2f} s (target {TARGET_FIRST_PAGE_S:.1f} s; ratio {max(times) / TARGET_FIRST_PAGE_S:.2f})"
        )
    print(
        f"click to updated screen, all {len(every)} clicks: p50 {percentile(every, 50):.0f} ms, "
        f"p95 {percentile(every, 95):.0f} ms (target p95 {TARGET_CLICK_P95_MS:.0f} ms; "
        f"ratio {percentile(every, 95) / TARGET_CLICK_P95_MS:.2f})"
    )
    for kind, values in timed.items():
        if values:
            print(
                f"  {kind:9s} n={len(values):3d}  p50 {percentile(values, 50):4.0f} ms  "
                f"p95 {percentile(values, 95):4.0f} ms  max {max(values):4.0f} ms"
            )
    per_session = (many - one) / (sessions - 1)
    print(
        f"server memory: {one:.0f} MB with 1 session, {many:.0f} MB with {sessions}: "
        f"{per_session:.2f} MB per extra session (target {TARGET_MB_PER_SESSION:.1f} MB; "
        f"ratio {per_session / TARGET_MB_PER_SESSION:.2f}); {after:.0f} MB after closing them"
    )


if __name__ == "__main__":
    sys.exit(main())
