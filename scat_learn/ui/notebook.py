"""Panel and HoloViews in a notebook, drawn from the kernel alone: no CDN, offline too.

Panel draws in a notebook only once its extension is loaded (``pn.extension()``), and draws
offline only if BokehJS and every stylesheet come with the page, not from a CDN.
``inline=True`` gives the JavaScript, but not every stylesheet:

* HoloViews' own display hook draws a plot without Panel's inline mode, so the plot's
  stylesheets are addresses on the CDN (``https://cdn.holoviz.org/panel/…``);
* Panel inlines stylesheets only when it first draws a model. A pane that redraws itself later
  (a new explanation, a new hand, a widget's bound function) sends them again as CDN addresses.
  Offline those fail, and the pane loses Panel's theme;
* a pane in one cell's output that follows an object of another cell (lesson 7's hint box,
  bound to the app's model) is redrawn while Panel handles the other output's message. Panel
  then takes stylesheets from the other document's cache (it keys that cache by the current
  document, not by the pane's), and Bokeh refuses a model that belongs to two documents
  (``Models must be owned by only a single document``): the app's own update fails halfway and
  the browser receives half a change (BokehJS: "reference … isn't known", "s is not iterable").

:func:`lesson_page` sets a notebook up for all of this: every Panel object and HoloViews plot a cell
shows is drawn by Panel, inline, and its document keeps its stylesheets inline and its own
(:func:`keep_stylesheets_inline`); and printed text wraps between words. ``App()`` does it for
itself (its ``_repr_mimebundle_`` is :func:`mimebundle`), so that
``from scat_learn.ui import App; App()`` works in a fresh notebook.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from weakref import WeakKeyDictionary

import panel as pn
from bokeh.document import Document
from bokeh.document.events import DocumentChangedEvent, ModelChangedEvent
from bokeh.model import Model
from bokeh.model.util import collect_models
from bokeh.models import ImportedStyleSheet, InlineStyleSheet
from bokeh.models.ui import UIElement
from panel.io.notebook import replace_inline_css
from panel.io.resources import is_cdn_url
from panel.io.state import state

# JupyterLab breaks printed text anywhere (`.jp-OutputArea-output pre {word-break: break-all}`,
# meant for long hashes), so an explanation reads "bala nce". Between words, then, and inside a
# word only when it is longer than the line; no hyphens added by the browser. (A more specific
# selector than JupyterLab's, so that it wins wherever it comes in the page.)
WRAP_CSS = (
    ".jp-OutputArea-output.jp-RenderedText pre { word-break: normal; overflow-wrap: break-word; hyphens: manual; }"
)


def lesson_page() -> None:
    """Set this notebook up for the lessons: every Panel object and HoloViews plot shown from
    now on is drawn with what the kernel sends (no CDN, no internet), also when it changes
    later; and printed text wraps between words.

    Call it at the end of a lesson's first cell, after ``hv.extension("bokeh", inline=True)``
    and ``pn.extension(inline=True)`` where the lesson uses them (Panel's extension is loaded,
    inline, with the first Panel object otherwise). Without a kernel (a script, a console) it
    does nothing.
    """
    shell = kernel_shell()
    if shell is None:
        return
    formatter = shell.display_formatter.mimebundle_formatter
    # IPython asks these before an object's own _repr_mimebundle_ (supported API of IPython)
    formatter.for_type(pn.viewable.Viewable, mimebundle)
    formatter.for_type(pn.viewable.Viewer, mimebundle)
    formatter.for_type_by_name("holoviews.core.dimension", "Dimensioned", plot_mimebundle)  # without importing it
    from IPython.display import HTML, display

    display(HTML(f"<style>{WRAP_CSS}</style>"))  # as Panel's extension adds its own CSS


def mimebundle(obj: Any, include: Any = None, exclude: Any = None) -> Any:
    """What a notebook shows for ``obj`` (a Panel object, a Viewer such as the app, or a
    HoloViews plot): Panel's own bundle, inline, after loading the extension if needed; the
    drawn document then keeps its stylesheets inline and its own."""
    load_extension()
    view: Any = pn.panel(obj)
    bundle = view._repr_mimebundle_(include, exclude)
    for model, _parent in list(view._models.values()):  # the models Panel just drew, and their documents
        if model.document is not None:
            keep_stylesheets_inline(model.document)
    return bundle


def plot_mimebundle(obj: Any, include: Any = None, exclude: Any = None) -> Any:
    """A HoloViews object as Panel draws it (:func:`mimebundle`); one that HoloViews has no plot
    for (a ``Dataset``) as HoloViews itself shows it, as text."""
    hv: Any = sys.modules["holoviews"]
    if isinstance(obj, hv.Element) and type(obj) not in hv.Store.registry.get(hv.Store.current_backend, {}):
        return obj._repr_mimebundle_(include, exclude)
    return mimebundle(obj, include, exclude)


def kernel_shell() -> Any:
    """The running IPython kernel's shell (JupyterLab, Notebook, VS Code), or None (a console)."""
    shell = sys.modules.get("IPython")
    get_ipython = getattr(shell, "get_ipython", None)
    ip = get_ipython() if get_ipython is not None else None
    return ip if getattr(ip, "kernel", None) is not None else None


def in_kernel() -> bool:
    """True in a running IPython kernel, not in a console."""
    return kernel_shell() is not None


def extension_loaded() -> bool:
    """Has this notebook loaded Panel's extension (directly, or through HoloViews)?"""
    if pn.extension._loaded:
        return True
    hv = sys.modules.get("holoviews")
    return bool(hv is not None and getattr(hv.extension, "_loaded", False))


def load_extension() -> None:
    """In a kernel that has not loaded Panel's extension: load it, its JavaScript inline.

    A notebook that loaded it itself keeps its own choice (``pn.extension(inline=True)`` for a
    classroom without internet)."""
    if in_kernel() and not extension_loaded():
        pn.extension(inline=True)


class TimersWhenDrawn:
    """A notebook app's timers, held until its output is drawn: ``open()`` arms them.

    Panel opens an output's connection to the kernel only once the browser has drawn it, and
    re-sends each change made before that every 0.1 s on its own timer. Two early changes (the
    bots' first moves, made while the browser still draws) can then arrive in the wrong order:
    the browser refuses the later one ("reference … isn't known") and the screen misses a move.
    So the bots start when the app's own component reports that a page has drawn it.
    ``arm(callback, milliseconds)`` is the timer used once open (Panel's, in a notebook).
    """

    def __init__(self, arm: Callable[[Callable[[], None], int], Any]) -> None:
        self._arm = arm
        self._held: list[_HeldTimer] = []
        self.is_open = False

    def __call__(self, callback: Callable[[], None], milliseconds: int) -> Any:
        if self.is_open:
            return self._arm(callback, milliseconds)
        held = _HeldTimer(callback, milliseconds)
        self._held.append(held)
        return held

    def open(self) -> None:
        """A page has drawn the app: arm the timers held so far, in the order they were set."""
        if self.is_open:
            return
        self.is_open = True
        held, self._held = self._held, []
        for timer in held:
            if not timer.stopped:
                timer.handle = self._arm(timer.callback, timer.milliseconds)


@dataclass(slots=True)
class _HeldTimer:
    """A timer set before the app was drawn; ``stop()`` works before and after it is armed."""

    callback: Callable[[], None]
    milliseconds: int
    stopped: bool = False
    handle: Any = None

    def stop(self) -> None:
        self.stopped = True
        stop = getattr(self.handle, "stop", None)
        if callable(stop):
            stop()


_CSS: dict[str, str | None] = {}  # a CDN address -> the text of Panel's own copy (None: Panel has none)
_COPIES: WeakKeyDictionary[Document, dict[str, InlineStyleSheet]] = WeakKeyDictionary()  # per document


def inline_copy(sheet: Any, doc: Document) -> Any:
    """The stylesheet itself, or, if it is one of Panel's files on the CDN, its inline copy for
    ``doc`` (one per document: Bokeh gives a model to one document only)."""
    if not (isinstance(sheet, ImportedStyleSheet) and is_cdn_url(sheet.url)):
        return sheet
    url = sheet.url
    if url not in _CSS:
        copy = replace_inline_css(sheet)  # Panel's own copy of the file, read from disk
        _CSS[url] = copy.css if isinstance(copy, InlineStyleSheet) else None
    css = _CSS[url]
    if css is None:
        return sheet
    copies = _COPIES.setdefault(doc, {})
    if url not in copies:
        copies[url] = InlineStyleSheet(css=css)
    return copies[url]


class _KeepsNothing(dict[str, Any]):
    """Panel's cache of one document's stylesheets, kept empty.

    Panel looks stylesheets up in the cache of the document it is handling a message for, also
    when the pane it redraws is in another output's document, and gives that pane the other
    document's stylesheet; Bokeh then refuses the model in two documents. With nothing cached,
    every pane gets stylesheets of its own (which :func:`keep_stylesheets_inline` makes inline)."""

    def __setitem__(self, key: str, value: Any) -> None:
        pass


def keep_stylesheets_inline(doc: Document) -> None:
    """From now on, a change in ``doc`` that would send one of Panel's CDN stylesheets (a pane's
    new stylesheets, or new models with theirs) sends their inline copies instead; and no
    stylesheet of ``doc`` is shared with another document.

    A notebook holds its document: changes wait there until Panel sends them, serialized as the
    models are then, and a later change of the same property replaces an earlier one, so only
    the inline copies are sent."""
    state._stylesheets[doc] = _KeepsNothing()  # Panel's private cache; see _KeepsNothing
    callbacks = doc.callbacks
    if getattr(callbacks, "_scat_inline", False):
        return
    send_on = callbacks.trigger_on_change

    def trigger_on_change(event: DocumentChangedEvent) -> None:
        if isinstance(event, ModelChangedEvent):
            if event.attr == "stylesheets":
                sheets = [inline_copy(sheet, doc) for sheet in event.new]
                if sheets != list(event.new):
                    event.model.update(stylesheets=sheets)  # comes back here, with nothing left to swap
                    return
            elif isinstance(event.new, (Model, list, tuple, dict)):
                for model in collect_models(event.new):  # new models come with their own stylesheets
                    if isinstance(model, UIElement):
                        sheets = [inline_copy(sheet, doc) for sheet in model.stylesheets]
                        if sheets != list(model.stylesheets):
                            model.stylesheets = sheets  # a change of its own, swapped above
        send_on(event)

    callbacks.trigger_on_change = trigger_on_change  # type: ignore[method-assign]
    callbacks._scat_inline = True  # type: ignore[attr-defined]
