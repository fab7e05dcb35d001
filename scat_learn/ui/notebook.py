"""The app in a notebook: ``App()`` alone in a cell loads what it needs and draws, offline too.

Panel draws in a notebook only once its extension is loaded (``pn.extension()``), and draws
offline only if BokehJS and every stylesheet come with the page, not from a CDN. So
:func:`mimebundle`, which the app's ``_repr_mimebundle_`` calls:

* loads Panel's extension with its JavaScript inline (sent by the kernel) when the notebook has
  not loaded it, so that ``from scat_learn.ui import App; App()`` works in a fresh notebook;
* keeps every stylesheet of the app's page inline, for as long as it is shown. Panel inlines
  the stylesheets when it first draws a model, but a pane that redraws itself later (a new
  explanation, a new hand) sends its stylesheets again as CDN addresses: offline those fail,
  and the pane loses Panel's theme. :func:`keep_stylesheets_inline` swaps them before they
  are sent.
"""

from __future__ import annotations

import sys
from typing import Any

import panel as pn
from bokeh.document import Document
from bokeh.document.events import DocumentChangedEvent, ModelChangedEvent
from bokeh.models import ImportedStyleSheet
from panel.io.notebook import replace_inline_css
from panel.io.resources import is_cdn_url


def mimebundle(app: pn.viewable.Viewer, include: Any = None, exclude: Any = None) -> Any:
    """What a notebook shows for ``app``: Panel's own bundle, after loading the extension if
    needed; every stylesheet of the drawn page then stays inline."""
    load_extension()
    view: Any = pn.panel(app.__panel__())
    bundle = view._repr_mimebundle_(include, exclude)
    for model, _parent in list(view._models.values()):  # the model Panel just drew, and its document
        if model.document is not None:
            keep_stylesheets_inline(model.document)
    return bundle


def in_kernel() -> bool:
    """True in a running IPython kernel (JupyterLab, Notebook, VS Code), not in a console."""
    shell = sys.modules.get("IPython")
    get_ipython = getattr(shell, "get_ipython", None)
    ip = get_ipython() if get_ipython is not None else None
    return getattr(ip, "kernel", None) is not None


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


_INLINE: dict[str, Any] = {}  # a CDN address -> the same stylesheet inline, made once


def inline_copy(sheet: Any) -> Any:
    """The stylesheet itself, or its inline copy if it is one of Panel's files on the CDN."""
    if not (isinstance(sheet, ImportedStyleSheet) and is_cdn_url(sheet.url)):
        return sheet
    if sheet.url not in _INLINE:
        _INLINE[sheet.url] = replace_inline_css(sheet)  # Panel's own copy of the file, read from disk
    return _INLINE[sheet.url]


def keep_stylesheets_inline(doc: Document) -> None:
    """From now on, a change to a model's stylesheets in ``doc`` that names CDN files is made
    with their inline copies instead; the CDN version is never sent to the page.

    A notebook holds its document: changes wait there until Panel sends them, and a later
    change of the same property replaces an earlier one, so only the inline list is sent."""
    callbacks = doc.callbacks
    if getattr(callbacks, "_scat_inline", False):
        return
    send_on = callbacks.trigger_on_change

    def trigger_on_change(event: DocumentChangedEvent) -> None:
        if isinstance(event, ModelChangedEvent) and event.attr == "stylesheets":
            sheets = [inline_copy(sheet) for sheet in event.new]
            if sheets != list(event.new):
                event.model.update(stylesheets=sheets)  # comes back here, with nothing left to swap
                return
        send_on(event)

    callbacks.trigger_on_change = trigger_on_change  # type: ignore[method-assign]
    callbacks._scat_inline = True  # type: ignore[attr-defined]
