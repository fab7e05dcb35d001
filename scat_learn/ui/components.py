"""Small browser components of the app's own, each a :class:`panel.custom.JSComponent` whose
script imports nothing (so the page works offline): the tab bar, the screen mode (its size), and
the help that lists the keyboard's keys.

Each one speaks only through its parameters; the Python side checks what the browser sends
(:class:`~scat_learn.ui.guard.Guarded`).
"""

from __future__ import annotations

from typing import Any, ClassVar

import param
from panel.custom import JSComponent

from .guard import Guarded

_TABS_ESM = """
export function render({ model, el }) {
  const bar = document.createElement("div")
  bar.className = "bar"
  bar.setAttribute("role", "tablist")
  el.appendChild(bar)

  function select(i, focus) {
    model.active = i
    if (focus) { requestAnimationFrame(() => bar.children[i] && bar.children[i].focus()) }
  }

  function draw() {
    const focused = bar.contains(el.getRootNode().activeElement)
    bar.setAttribute("aria-label", model.label)
    bar.replaceChildren()
    model.names.forEach((name, i) => {
      const tab = document.createElement("button")
      const on = i === model.active
      tab.type = "button"
      tab.className = "tab" + (on ? " on" : "")
      tab.textContent = name
      tab.setAttribute("role", "tab")
      tab.setAttribute("aria-selected", String(on))
      tab.tabIndex = on ? 0 : -1
      tab.addEventListener("click", () => select(i, true))
      tab.addEventListener("keydown", (event) => {
        const n = model.names.length
        const moves = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: n - 1, ArrowUp: n - 1 }
        if (event.key in moves) { event.preventDefault(); select((i + moves[event.key]) % n, true) }
        else if (event.key === "Home") { event.preventDefault(); select(0, true) }
        else if (event.key === "End") { event.preventDefault(); select(n - 1, true) }
      })
      bar.appendChild(tab)
    })
    if (focused && bar.children[model.active]) { bar.children[model.active].focus() }
  }

  draw()
  model.on(["names", "active", "label"], draw)
}
"""

_TABS_CSS = """
.bar { display: flex; flex-wrap: wrap; gap: 0.3em; border-bottom: 2px solid #c9d3e6; }
.tab { font: inherit; font-size: calc(15px * var(--sl-scale, 1)); padding: 0.35em 0.9em; border: 1px solid #c9d3e6;
  border-bottom: none; border-radius: 8px 8px 0 0; background: #f4f6fb; cursor: pointer; color: #1b1b1b; }
.tab.on { background: white; font-weight: 700; border-color: #1a56db; border-width: 2px; margin-bottom: -2px; }
.tab:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
"""


class TabBar(Guarded, JSComponent):
    """A row of tabs a screen reader announces as tabs (``role="tab"``, the selected one marked);
    arrow keys, Home and End move between them."""

    names = param.List(default=[], item_type=str, doc="The tabs' names, in order.")
    active = param.Integer(default=0, doc="The open tab.")
    label = param.String(default="", doc="What the tabs are, for screen readers.")

    _guarded = frozenset({"active"})
    _esm = _TABS_ESM
    _stylesheets: ClassVar[list[str]] = [_TABS_CSS]

    def _fits(self, name: str, value: Any) -> bool:
        return type(value) is int and 0 <= value < len(self.names)


_SCREEN_ESM = """
export function render({ model, el }) {
  // The size of everything: a CSS variable on the app's root, inherited by every pane inside.
  function root() {
    let node = el
    while (node) {
      const host = node.getRootNode().host
      if (!host) { return null }
      if (host.classList && host.classList.contains("sl-app")) { return host }
      node = host
    }
    return null
  }
  function apply() {
    const target = root()
    if (target) { target.style.setProperty("--sl-scale", String(model.scale)) }
    if (model.title) { document.title = model.title }  // only when the app is the whole page
  }
  apply()
  requestAnimationFrame(apply)  // the root may be attached a moment after this component
  model.on(["scale", "title"], apply)
}
"""


class ScreenMode(JSComponent):
    """Sets the size of the app's text and cards (``scale``: 1 on a laptop or phone, about 1.6 on
    a projector), and the page's title when it is given. It draws nothing; the app's root layout
    carries the class ``sl-app``."""

    scale = param.Number(default=1.0, bounds=(0.5, 3.0), doc="How much bigger than normal everything is.")
    title = param.String(default="", doc="The page's title, when the app is the whole page (never in a notebook).")

    _esm = _SCREEN_ESM

    def __init__(self, **params: Any) -> None:
        params.setdefault("height", 0)
        params.setdefault("margin", 0)
        super().__init__(**params)


_HELP_ESM = """
export function render({ model, el }) {
  const open = document.createElement("button")
  open.type = "button"
  open.className = "open"
  const dialog = document.createElement("dialog")
  dialog.setAttribute("aria-labelledby", "keys-title")
  const title = document.createElement("h2")
  title.id = "keys-title"
  const table = document.createElement("table")
  const close = document.createElement("button")
  close.type = "button"
  close.className = "close"
  dialog.append(title, table, close)
  el.append(open, dialog)

  function draw() {
    open.textContent = model.button
    open.setAttribute("aria-keyshortcuts", "?")
    title.textContent = model.title
    close.textContent = model.close
    table.replaceChildren()
    for (const [keys, what] of model.keys) {
      const row = table.insertRow()
      const k = row.insertCell()
      for (const key of keys.split(" ")) {
        const kbd = document.createElement("kbd")
        kbd.textContent = key
        k.append(kbd, " ")
      }
      row.insertCell().textContent = what
    }
  }
  function show() {
    if (model.shown && !dialog.open) { dialog.showModal(); close.focus() }
    if (!model.shown && dialog.open) { dialog.close() }
  }
  open.addEventListener("click", () => { model.shown = true })
  close.addEventListener("click", () => { model.shown = false })
  dialog.addEventListener("close", () => { model.shown = false; open.focus() })
  draw()
  show()
  model.on(["button", "title", "close", "keys"], draw)
  model.on("shown", show)
}
"""

_HELP_CSS = """
.open { font: inherit; font-size: calc(14px * var(--sl-scale, 1)); padding: 0.25em 0.7em; border: 1px solid #6b7280;
  border-radius: 6px; background: white; cursor: pointer; }
.open:focus-visible, .close:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
dialog { font-family: system-ui, sans-serif; font-size: calc(15px * var(--sl-scale, 1)); max-width: min(34em, 92vw);
  border: 2px solid #1a56db; border-radius: 10px; }
h2 { font-size: 1.15em; margin: 0 0 0.5em 0; }
td { padding: 0.2em 0.7em 0.2em 0; vertical-align: top; }
kbd { border: 1px solid #888; border-bottom-width: 2px; border-radius: 4px; padding: 0 0.35em; background: #fafafa; }
.close { font: inherit; margin-top: 0.8em; padding: 0.3em 1em; border-radius: 6px; border: 1px solid #1a56db;
  background: #1a56db; color: white; cursor: pointer; }
"""


class KeysHelp(Guarded, JSComponent):
    """A button that opens the list of the game's keys (the ``?`` key opens it too)."""

    button = param.String(default="", doc="The button's text.")
    title = param.String(default="", doc="The list's title.")
    close = param.String(default="", doc="The close button's text.")
    keys = param.List(default=[], doc="Rows of (keys, what they do), as text in the page's language.")
    shown = param.Boolean(default=False, doc="Whether the list is open.")

    _guarded = frozenset({"shown"})
    _esm = _HELP_ESM
    _stylesheets: ClassVar[list[str]] = [_HELP_CSS]

    def _fits(self, name: str, value: Any) -> bool:
        return type(value) is bool


class HtmlText(JSComponent):
    """A piece of the page's HTML (``object``), made by the server and escaped there.

    The screens' text changes with every move at every table, on every student's page. Panel's
    HTML pane works out all of its Bokeh model's properties again for each new text (some
    twenty, validated one by one): 0.7-0.8 ms a change on this machine, against 0.4 ms for this
    component, which sets the new text alone (see ``benchmarks/move_cost.py``)."""

    object = param.String(default="", doc="The HTML to show (made and escaped by the server).")

    _esm = """
export function render({ model, el }) {
  el.innerHTML = model.object
  model.on("object", () => { el.innerHTML = model.object })
}
"""


__all__ = ["HtmlText", "KeysHelp", "ScreenMode", "TabBar"]
