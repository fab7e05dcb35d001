"""The lessons in a real JupyterLab, started by ``scat-learn lessons``, in Chromium, offline.

One JupyterLab for the module: the teacher's command on a free loopback port with a token,
lessons copied into a folder of the test's own, predictions written in as a learner would.
Every request that leaves the machine is refused (and recorded): the lessons must draw without
internet. Each test waits on real conditions (the kernel idle, a cell's outputs, an element on
screen), each wait is bounded, and the server and its kernels are stopped at the end.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat
import pytest
from conftest import free_port
from ui_helpers import BROKEN_WORDS

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "scat-learn-test-token"
README_LINE = "from scat_learn.ui import App; App()"
TYPED = "note = 'the hand: draw 1, take 2, knock 3, hint 4, next'"  # every key of the game, and more


SETTINGS = {
    # no news or update questions over the notebook
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false", "checkForUpdates": False},
    # every cell drawn, not only those in view: the test counts plots and cards
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
}


@dataclass
class Lab:
    url: str
    folder: Path
    process: subprocess.Popen[bytes]
    log: Path
    leaks: list[str] = field(default_factory=list)

    def open(self, page: Any, name: str) -> None:
        """Open a notebook and wait until its kernel is idle."""
        page.goto(f"{self.url}/lab/tree/{name}?reset&token={TOKEN}")  # reset: no tabs of an earlier test
        page.wait_for_function(KERNEL_IDLE, timeout=90_000)
        page.locator(".jp-Notebook .jp-Cell").first.click()  # this notebook is the one Run All runs


KERNEL_IDLE = """() => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget
  const kernel = panel && panel.sessionContext && panel.sessionContext.session && panel.sessionContext.session.kernel
  return Boolean(kernel && kernel.status === "idle" && panel.content.widgets.length)
}"""

CELLS = """() => window.jupyterapp.shell.currentWidget.content.model.sharedModel.cells.map(cell => ({
  type: cell.cell_type, source: cell.getSource(),
  count: cell.cell_type === "code" ? cell.execution_count : null,
  outputs: cell.cell_type === "code" ? cell.outputs.map(o => ({type: o.output_type, name: o.ename || o.name || "",
    text: JSON.stringify(o.traceback || o.text || "").slice(0, 600)})) : [],
}))"""

RUN_ALL = "() => { window.jupyterapp.commands.execute('notebook:run-all-cells') }"

# Run All is over: the kernel is idle and every code cell has run, or one failed (which stops it).
RUN_ALL_OVER = """() => {
  const panel = window.jupyterapp.shell.currentWidget
  const session = panel.sessionContext.session
  const kernel = session && session.kernel
  if (!kernel) {
    return false
  }
  const cells = panel.content.model.sharedModel.cells.filter(c => c.cell_type === "code" && c.getSource().trim())
  const failed = cells.some(c => c.outputs.some(o => o.output_type === "error"))
  return kernel.status === "idle" && (failed || cells.every(c => c.execution_count !== null))
}"""

KERNEL_PRINT = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel
  const future = kernel.requestExecute({ code, silent: false, store_history: false })
  let out = ""
  future.onIOPub = (msg) => { if (msg.header.msg_type === "stream") { out += msg.content.text } }
  await future.done
  return out
}"""


def answered(notebook: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The notebook as a learner leaves it: every ``…_guess = None`` holds a prediction (the
    answers the notebook test uses, in nbmake's metadata)."""
    for cell in notebook.cells:
        for name, value in cell.metadata.get("nbmake", {}).get("mock", {}).items():
            cell.source = cell.source.replace(f"{name} = None", f"{name} = {value!r}")
    return notebook


def wait_for_server(url: str, process: subprocess.Popen[bytes], log: Path, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"scat-learn lessons stopped: {log.read_text(errors='replace')[-3000:]}")
        try:
            with urllib.request.urlopen(f"{url}/api/status?token={TOKEN}", timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"JupyterLab did not start: {log.read_text(errors='replace')[-3000:]}")


def wait_for_lessons(folder: Path, timeout: float = 30.0) -> list[Path]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = sorted(folder.glob("0[1-7]-*.ipynb"))
        if len(found) == 7:
            return found
        time.sleep(0.1)
    raise RuntimeError("scat-learn lessons did not copy the lessons")


def stop(lab: Lab) -> None:
    """Shut the kernels down through the server, then the server; kill what is left."""
    try:
        request = urllib.request.Request(f"{lab.url}/api/kernels?token={TOKEN}")
        with urllib.request.urlopen(request, timeout=5) as answer:
            kernels = json.load(answer)
        for kernel in kernels:
            deletion = urllib.request.Request(f"{lab.url}/api/kernels/{kernel['id']}?token={TOKEN}", method="DELETE")
            urllib.request.urlopen(deletion, timeout=10).close()
    except OSError:
        pass
    group = os.getpgid(lab.process.pid)
    os.killpg(group, signal.SIGTERM)
    try:
        lab.process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(group, signal.SIGKILL)
        lab.process.wait(timeout=10)


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    home = tmp_path_factory.mktemp("jupyterlab")
    folder = home / "lessons"
    for plugin, values in SETTINGS.items():
        where = home / "settings" / plugin
        where.parent.mkdir(parents=True, exist_ok=True)
        where.write_text(json.dumps(values), encoding="utf-8")
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(home / "config"),  # nothing of the user's Jupyter set-up
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "scat_learn.cli", "lessons", "--folder", str(folder), "--no-browser"]
    command += ["--port", str(port), "--", "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}"]
    command += ["--LabApp.expose_app_in_browser=True", "--ServerApp.port_retries=0"]  # the app for the test
    log = home / "jupyterlab.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    lab = Lab(url, folder, process, log)
    try:
        for lesson in wait_for_lessons(folder):
            nbformat.write(answered(nbformat.read(lesson, as_version=4)), lesson)
        fresh = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(README_LINE)])
        fresh.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(fresh, folder / "fresh.ipynb")
        wait_for_server(url, process, log)
        yield lab
    finally:
        stop(lab)


# A Python callback that failed: Panel reports its traceback to the page as a console warning.
PYTHON_FAILED = "Python failed with the following traceback"

NARROW = {"width": 760, "height": 1100}  # a small laptop with the file browser open: long lines wrap


def broken_words(page: Any) -> list[str]:
    """The words broken across lines in the outputs, with the page as narrow as a small laptop."""
    wide = page.viewport_size
    page.set_viewport_size(NARROW)
    try:
        page.wait_for_function(
            "(width) => document.querySelector('.jp-NotebookPanel').getBoundingClientRect().width < width",
            arg=NARROW["width"],
            timeout=10_000,
        )
        return list(page.evaluate(BROKEN_WORDS, ".jp-OutputArea-output"))
    finally:
        page.set_viewport_size(wide)


@pytest.fixture
def lab_page(
    page: Any, lab: Lab, artifacts: Path, request: pytest.FixtureRequest
) -> Iterator[tuple[Any, list[str], list[str]]]:
    """A page where only this machine answers (anything else is refused and recorded in
    ``leaks``), and its errors: the console's, the page's, and Python's tracebacks of Panel's
    callbacks."""
    errors: list[str] = []
    leaks: list[str] = []

    def route(request_route: Any) -> None:
        url = request_route.request.url
        if url.startswith((lab.url, "blob:", "data:")):
            request_route.continue_()
        else:
            leaks.append(url)
            request_route.abort()

    page.route("**/*", route)

    def console(message: Any) -> None:
        if message.type == "error" or message.text.startswith(PYTHON_FAILED):
            errors.append(message.text)

    page.on("console", console)
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page, errors, leaks
    page.screenshot(path=str(artifacts / f"jupyterlab-{request.node.name}.png"))  # to look at, pass or fail


def run_all(page: Any) -> list[dict[str, Any]]:
    page.evaluate(RUN_ALL)
    page.wait_for_function(RUN_ALL_OVER, timeout=180_000, polling=250)
    cells = page.evaluate(CELLS)
    code = [cell for cell in cells if cell["type"] == "code" and cell["source"].strip()]
    assert all(cell["count"] for cell in code), [cell["source"][:60] for cell in code if not cell["count"]]
    errors = [(cell["source"][:80], o) for cell in code for o in cell["outputs"] if o["type"] == "error"]
    assert errors == []
    return cells


def first_click(button: Any, answer: Any, tries: int = 3) -> None:
    """Click ``button`` of an output Run All has just drawn until ``answer`` shows. On a loaded
    machine JupyterLab can draw an output before its connection to the kernel is open (pyviz_comms
    opens it from the page, retrying every 0.5 s); a click before that never reaches the kernel,
    and a person would click again. Later clicks are never repeated."""
    for attempt in range(tries):
        button.click()
        try:
            answer.wait_for(timeout=10_000)
            return
        except Exception:
            if attempt == tries - 1:
                raise


def output_of(page: Any, index: int) -> Any:
    return page.locator(".jp-Notebook .jp-Cell").nth(index).locator(".jp-OutputArea-output")


def cell_index(cells: list[dict[str, Any]], start: str) -> int:
    """The index of the first cell whose source starts with ``start``."""
    return next(i for i, cell in enumerate(cells) if cell["source"].startswith(start))


def test_the_lessons_jupyterlab_keeps_comm_messages_on_the_kernels_main_thread(lab: Lab) -> None:
    """A game's clicks on a kernel subshell's thread and its bots' timers on the main one garble
    the page's messages (scat_learn/cli/lessons.py): the lessons' JupyterLab disables that."""
    address = f"{lab.url}/lab/api/settings/@jupyterlab/apputils-extension:kernels-settings?token={TOKEN}"
    with urllib.request.urlopen(address, timeout=30) as answer:
        settings = json.load(answer)
    assert settings["schema"]["properties"]["commsOverSubshells"]["default"] == "disabled"  # the lessons' default
    assert "commsOverSubshells" not in settings["settings"]  # and no user setting of the test's over it


def test_lesson_1_runs_whole_with_its_plots_and_cards(lab: Lab, lab_page: Any, artifacts: Path) -> None:
    page, errors, leaks = lab_page
    lab.open(page, "01-cards-and-scores.ipynb")
    cells = run_all(page)
    page.locator(".jp-OutputArea-output canvas").first.wait_for(timeout=30_000)  # Bokeh drew a plot
    plots = page.locator(".jp-OutputArea-output canvas")
    assert all(plots.nth(i).bounding_box()["width"] > 100 for i in range(plots.count()))
    cards = page.locator(".jp-OutputArea-output svg, .jp-OutputArea-output img")
    assert cards.count() >= 2  # the spades, the hands (several to a picture), the picker's hand
    page.screenshot(path=str(artifacts / "jupyterlab-lesson1.png"))
    picker = output_of(page, cell_index(cells, "picker = pn.widgets"))
    # a card out: the bound function draws anew
    first_click(picker.locator(".choices__button").first, picker.get_by_text("Choose three cards."))
    assert (leaks, errors) == ([], [])  # nothing from outside, nothing wrong, also after the redraw


def test_lesson_2_and_3_widgets_redraw_with_nothing_from_outside(lab: Lab, lab_page: Any, artifacts: Path) -> None:
    page, errors, leaks = lab_page
    lab.open(page, "02-take-or-draw.ipynb")
    cells = run_all(page)
    trainer = output_of(page, cell_index(cells, "class TurnTrainer("))
    # new buttons, one per card
    first_click(
        trainer.get_by_role("button", name="take", exact=True), trainer.get_by_role("button", name="discard Q♠")
    )
    trainer.get_by_role("button", name="discard Q♠").click()  # the card just taken: refused
    trainer.get_by_text("Refused:").wait_for(timeout=15_000)
    page.screenshot(path=str(artifacts / "jupyterlab-lesson2-trainer.png"))

    lab.open(page, "03-knocking-and-lives.ipynb")
    cells = run_all(page)
    quiz = output_of(page, cell_index(cells, "class ShowdownQuiz("))
    # the verdict, the hands, the steps
    first_click(quiz.get_by_role("button", name="Show the hands"), quiz.get_by_text("the answer is"))
    page.screenshot(path=str(artifacts / "jupyterlab-lesson3-quiz.png"))
    assert broken_words(page) == []  # the printed steps and the quiz's lines wrap between words
    assert (leaks, errors) == ([], [])


def test_the_readme_line_draws_the_app_in_a_fresh_notebook(lab: Lab, lab_page: Any, artifacts: Path) -> None:
    page, errors, leaks = lab_page
    lab.open(page, "fresh.ipynb")
    run_all(page)
    output = output_of(page, 0)
    output.locator(".card-button").first.wait_for(timeout=30_000)
    assert "Keys" in output.locator(".keys-hint").inner_text()  # and it says how to use its keys
    page.screenshot(path=str(artifacts / "jupyterlab-fresh-app.png"))
    assert (leaks, errors) == ([], [])  # the app alone: nothing from outside


def test_lesson_7_plays_by_buttons_and_keys_and_typing_never_plays(lab: Lab, lab_page: Any, artifacts: Path) -> None:
    page, errors, leaks = lab_page
    lab.open(page, "07-play.ipynb")
    cells = run_all(page)
    app = output_of(page, next(i for i, cell in enumerate(cells) if cell["source"].strip() == "app"))
    hint_box = output_of(page, cell_index(cells, "def expert_hint("))  # follows the app's game, from another cell

    def played_a_round() -> None:
        """The learner discarded: wait until the bots played and it is the learner's turn again,
        in the next round (the table and the hint box in another cell both redrawn)."""
        app.get_by_text(f"Hand 1, round {round_now + 1}").wait_for(timeout=60_000)
        app.get_by_text("Your turn:").first.wait_for(timeout=15_000)
        hint_box.get_by_text("Hint:").wait_for(timeout=15_000)

    app.get_by_text("Your turn:").first.wait_for(timeout=60_000)  # the bots have played up to the learner's turn
    hint_box.get_by_text("Hint:").wait_for(timeout=15_000)
    round_now = int(app.get_by_text(re.compile(r"Hand 1, round \d+")).first.inner_text().split()[-1])
    cards = app.locator(".card-button")
    assert cards.count() == 3
    app.get_by_role("button", name="Draw from the stock").click()  # the app's buttons respond
    cards.nth(3).wait_for(timeout=15_000)  # four cards: the drawn one too
    cards.first.click()  # discard one
    played_a_round()
    round_now += 1
    assert cards.count() == 3

    hint_bar = app.locator(".keys-hint")
    hint_bar.click()  # the focus into the game: now its keys play
    page.wait_for_selector(".keys-hint.active", timeout=5_000)
    cells_before = len(page.evaluate(CELLS))
    page.keyboard.press("d")
    cards.nth(3).wait_for(timeout=15_000)  # drawn by the key
    assert len(page.evaluate(CELLS)) == cells_before  # JupyterLab did not take "d" as its own
    cards.first.click()
    played_a_round()
    page.screenshot(path=str(artifacts / "jupyterlab-lesson7-app.png"))
    hint_box.scroll_into_view_if_needed()
    assert broken_words(page) == []  # the hint box's long lines wrap between words
    hint_box.screenshot(path=str(artifacts / "jupyterlab-lesson7-hint.png"))

    game = page.evaluate(KERNEL_PRINT, "print(app.model.game.to_json())")
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:insert-cell-below')")
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:enter-edit-mode')")
    page.locator(".jp-Cell.jp-mod-active .cm-content").wait_for(timeout=10_000)
    page.keyboard.type(TYPED)
    typed = page.evaluate(
        "() => window.jupyterapp.shell.currentWidget.content.activeCell.model.sharedModel.getSource()"
    )
    assert typed == TYPED  # every letter reached the cell
    assert page.evaluate(KERNEL_PRINT, "print(app.model.game.to_json())") == game  # and the game did not move
    page.screenshot(path=str(artifacts / "jupyterlab-lesson7-typed.png"))
    assert (leaks, errors) == ([], [])  # nothing from outside, no console error, no Python traceback
