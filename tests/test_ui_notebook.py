"""Panel and HoloViews in a notebook without a browser (:mod:`scat_learn.ui.notebook`): what is
drawn names no CDN, also after a redraw, and a pane in one output that follows the app of
another output shares no stylesheet with it.

A click in a notebook's output is handled by Panel with that output's document as the current
one; the tests do the same (``set_curdoc``) and play the app's moves from Python.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import panel as pn
import pytest
from bokeh.document import Document
from bokeh.models import ImportedStyleSheet
from panel.io.state import set_curdoc
from panel.models.markup import HTML

from scat_learn.bots import hint
from scat_learn.ui.app import App
from scat_learn.ui.notebook import WRAP_CSS, TimersWhenDrawn, mimebundle

CDN = "https://cdn.holoviz.org/"


@pytest.fixture(autouse=True)
def notebook(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """As after ``pn.extension(inline=True)`` in a notebook (for this test only)."""
    monkeypatch.setattr(pn.extension, "_loaded", True)
    with pn.config.set(inline=True):
        yield


def documents(view: Any) -> list[Document]:
    """The documents Panel drew ``view`` into."""
    return [model.document for model, _ in view._models.values() if model.document is not None]


def cdn_sheets(doc: Document) -> list[str]:
    return sorted(m.url for m in doc.models if isinstance(m, ImportedStyleSheet) and m.url.startswith(CDN))


def play_turns(app: App, doc: Document, turns: int) -> None:
    """The learner's moves, as clicks in the app's output: draw, then discard the first card."""
    model = app.model
    for _ in range(turns):
        with set_curdoc(doc):
            view = model.view()
            if model.hand_over:
                model.next_hand()
            elif view.phase == "take":
                model.draw()
            else:
                model.discard(str(view.hand[0]))


def lesson_7(show_app: Any, show_box: Any) -> tuple[App, Document, Document]:
    """Lesson 7's app and its hint box, in two outputs."""
    app = App(players=3, seed=7, speed="instant")

    def expert_hint(version: int) -> str:
        view = app.model.view()
        return "**Hint:** " + hint(view).explanation.render() if view.my_turn else "*Not your turn yet.*"

    box = pn.panel(pn.bind(expert_hint, app.model.param.version))
    shown = pn.panel(app)
    show_app(shown)
    show_box(box)
    return app, documents(shown)[0], documents(box)[0]


def panels_own(view: Any) -> Any:
    return view._repr_mimebundle_()


@pytest.mark.parametrize("show_box", [mimebundle, panels_own], ids=["lesson page", "Panel's own"])
def test_a_hint_box_following_the_app_from_another_output_shares_no_stylesheet(show_box: Any) -> None:
    # the box as a lesson page draws it, or as Panel does in a notebook without lesson_page()
    app, app_doc, box_doc = lesson_7(mimebundle, show_box)
    play_turns(app, app_doc, 12)  # raised "Models must be owned by only a single document" before
    assert cdn_sheets(app_doc) == []  # every redraw stayed inline
    if show_box is mimebundle:
        assert cdn_sheets(box_doc) == []
    shown = [m.text for m in box_doc.models if isinstance(m, HTML)]  # what the browser has: a Markdown pane's HTML
    assert any(("Hint:" if app.model.view().my_turn else "Not your turn") in text for text in shown)


def test_panel_still_shares_stylesheets_between_documents() -> None:
    """The Panel bug that keep_stylesheets_inline works around (Reactive._process_param_change
    takes stylesheets from the current document's cache, not from the pane's document's)."""
    app, app_doc, _box_doc = lesson_7(panels_own, panels_own)
    try:
        play_turns(app, app_doc, 12)
    except RuntimeError as error:
        assert "only a single document" in str(error)
    else:
        pytest.skip("Panel no longer shares stylesheets between documents: notebook._KeepsNothing can go")


def test_a_bound_function_redraws_with_inline_stylesheets() -> None:
    # lesson 1's card picker: a new hand is a new Column of new panes, each with its stylesheets
    picker = pn.widgets.MultiChoice(options=["K♠", "10♠", "4♥", "A♥"], value=["K♠", "10♠", "4♥"])
    layout = pn.Column(picker, pn.bind(lambda cards: pn.Column(pn.pane.Markdown(" ".join(cards))), picker))
    mimebundle(layout)
    (doc,) = documents(layout)
    for value in (["K♠"], ["K♠", "A♥"], ["10♠", "4♥", "A♥"]):
        with set_curdoc(doc):
            picker.value = value
    assert cdn_sheets(doc) == []


KERNEL = """
import json
from ipykernel.inprocess.manager import InProcessKernelManager

manager = InProcessKernelManager()
manager.start_kernel()  # a kernel in this process: lesson_page() does nothing in a console
shell = manager.kernel.shell
shown = []
shell.display_pub.publish = lambda data, metadata=None, **kw: shown.append(data)
shell.run_cell(
    'import holoviews as hv\\nimport panel as pn\\nhv.extension("bokeh", inline=True)\\npn.extension(inline=True)'
)
import holoviews as hv
import panel as pn

bars = hv.Bars([(1, 2), (2, 3)])
hooked, _ = shell.display_formatter.format(bars)  # HoloViews' own display hook
shown.clear()
shell.run_cell("from scat_learn.ui.notebook import lesson_page\\nlesson_page()")  # a lesson's first cell
style = shown[0]["text/html"]
plot, _ = shell.display_formatter.format(bars)
widget, _ = shell.display_formatter.format(pn.widgets.Select(options=["a", "b"]))
print(json.dumps({"style": style, "hooked": hooked, "plot": plot, "widget": widget}))
"""


def test_a_lesson_page_draws_plots_and_widgets_with_panel_inline() -> None:
    # in a process of its own: IPython's shell is one per process
    ran = subprocess.run([sys.executable, "-c", KERNEL], capture_output=True, text=True, check=True, timeout=120)
    shown = json.loads(ran.stdout.strip().splitlines()[-1])
    assert CDN in json.dumps(shown["hooked"])  # HoloViews' own display hook names the CDN
    assert WRAP_CSS in shown["style"]  # long lines wrap between words
    for bundle in (shown["plot"], shown["widget"]):
        assert "application/vnd.holoviews_exec.v0+json" in bundle  # drawn by Panel, live
        assert CDN not in json.dumps(bundle)  # every stylesheet inline


def test_a_notebook_app_s_bots_wait_until_its_output_is_drawn() -> None:
    """Panel re-sends the changes made before an output is drawn each on its own timer, so two
    of them can arrive out of order: the bots wait for the page to say it drew the app."""
    armed: list[tuple[str, int]] = []
    timers = TimersWhenDrawn(lambda callback, ms: armed.append((callback.__name__, ms)))

    def first() -> None: ...
    def second() -> None: ...
    def never() -> None: ...

    timers(first, 700)
    stopped = timers(never, 10)
    timers(second, 700)
    stopped.stop()  # a move cancelled before the page drew the app is never played
    assert armed == []
    timers.open()
    assert armed == [("first", 700), ("second", 700)]  # in the order they were set
    timers.open()  # a second drawing (the output shown again) changes nothing
    timers(first, 5)  # once drawn, a timer is armed at once
    assert armed[-1] == ("first", 5) and len(armed) == 3


def test_the_app_s_keys_component_opens_its_timers_when_drawn() -> None:
    app = App(players=3, seed=7)
    timers = app.model.scheduler
    assert isinstance(timers, TimersWhenDrawn) and not timers.is_open
    assert not app._keys.heard_drawn  # so the page says "drawn" until it is heard
    app._keys._handle_msg({"drawn": True})  # what the component sends once a page drew it
    assert timers.is_open
    assert app._keys.heard_drawn  # the answer that stops the page repeating it
    app._keys._handle_msg({"drawn": True})  # a repeat that crossed the answer changes nothing ...
    assert timers.is_open
    assert app._keys.heard == 2  # ... but is answered again: a page that missed the first answer stops
    app._keys._handle_msg({"drawn": "yes"})  # anything else is refused, not a key
