"""Your hand as a row of real buttons: click (or Enter, Space, or the keys 1-4) to discard.

Each card is a ``<button>`` holding the card's SVG, named for screen readers by its text
alternative. The row also listens for the keyboard shortcuts of the game: ``d`` draw, ``t``
take, ``k`` knock, ``h`` hint, ``n`` next move or next step, ``1``-``4`` discard; and it lets
Enter or Space open a focused tab (Bokeh's tab headers take the focus but not the keys).
Only the person's own cards ever reach it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import param
from panel.custom import JSComponent
from panel.io import hold

log = logging.getLogger(__name__)
KEYS = ("d", "t", "k", "n", "h", "1", "2", "3", "4")  # the game's keys, unless the app names others

_ESM = """
export function render({ model, el }) {
  const row = document.createElement("div")
  row.className = "card-row"
  row.setAttribute("role", "group")
  el.appendChild(row)

  function draw() {
    const root = el.getRootNode()
    const active = root.activeElement
    const focused = active && row.contains(active) ? [...row.children].indexOf(active) : -1
    row.setAttribute("aria-label", model.label)
    row.replaceChildren()
    model.cards.forEach((card, i) => {
      const button = document.createElement("button")
      button.type = "button"
      button.className = "card-button" + (card.marked ? " marked" : "") + (card.locked ? " locked" : "")
      button.dataset.card = card.id
      button.setAttribute("aria-label", card.label)
      button.title = card.label
      const key = document.createElement("span")
      key.className = "card-key"
      key.setAttribute("aria-hidden", "true")
      key.textContent = String(i + 1) + (card.note ? " · " + card.note : "")
      button.innerHTML = card.svg
      button.appendChild(key)
      button.addEventListener("click", () => model.send_msg({ card: card.id }))
      row.appendChild(button)
    })
    if (focused >= 0 && row.children.length) {
      row.children[Math.min(focused, row.children.length - 1)].focus()
    }
  }

  draw()
  model.on(["cards", "label"], draw)
}
"""

_KEYS_ESM = """
// Where the keys act: inside the notebook output that holds the app (JupyterLab, Notebook 7,
// the classic notebook), or anywhere on a page of the app's own (served, or an output frame).
const OUTPUTS = ".jp-OutputArea-output, .output_area"

function outputAround(node) {
  // Climb out of every shadow root: Bokeh draws each component inside one.
  while (node) {
    if (node.nodeType === 1 && node.matches(OUTPUTS)) {
      return node
    }
    node = node.parentNode || node.host
  }
  return null
}

function typing(target) {
  // A text box, a code editor or anything editable takes every key as text.
  if (!target || target.nodeType !== 1) {
    return false
  }
  if (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) {
    return true
  }
  return Boolean(target.closest(".cm-editor, .CodeMirror, [role=textbox]"))
}

function keyName(event) {
  return event.key.length === 1 ? event.key.toLowerCase() : event.key
}

export function render({ model, el }) {
  const bar = document.createElement("div")
  bar.className = "keys-hint"
  bar.tabIndex = 0 // a click here gives the game the focus
  bar.hidden = true
  el.appendChild(bar)
  let scope = null // the notebook output holding the app; null while on a page of its own
  let found = false

  function findScope() {
    if (!found && el.isConnected) {
      scope = outputAround(el)
      found = true
      if (scope) {
        // Keys typed inside the app are the app's: the notebook must not act on them too
        // (in JupyterLab's command mode "d d" deletes a cell, Enter opens the editor).
        scope.addEventListener("keydown", keepInside)
        bar.hidden = false
        showHint(scope.contains(document.activeElement))
      }
    }
    return found
  }

  function inside(event) {
    return scope === null || event.composedPath().includes(scope)
  }

  function showHint(active) {
    bar.classList.toggle("active", active)
    bar.textContent = active ? model.hint_active : model.hint
  }

  function keepInside(event) {
    // The notebook's own commands (Ctrl+S, Shift+Enter, Escape) still reach it.
    const command = event.ctrlKey || event.metaKey || event.altKey || event.key === "Escape"
    if (!command && !(event.shiftKey && event.key === "Enter")) {
      event.stopPropagation()
    }
  }

  function onKey(event) {
    if (!findScope() || !inside(event)) {
      return
    }
    const target = event.composedPath()[0]
    if (target && target.classList && target.classList.contains("bk-tab") && [" ", "Enter"].includes(event.key)) {
      // Bokeh's tab headers take the focus but not the keys: open the focused tab with Enter or Space
      event.preventDefault()
      target.click()
      return
    }
    if (typing(target) || event.ctrlKey || event.metaKey || event.altKey) {
      return
    }
    const key = keyName(event)
    if (!model.keys.includes(key)) {
      return
    }
    event.preventDefault()
    model.send_msg({ key: key })
  }

  function onFocus(event) {
    if (findScope() && scope) {
      showHint(event.type === "focusin" && inside(event))
    }
  }

  function waitForPage(tries) {
    // The view is drawn before the notebook puts it in its output: look again on the next frames.
    if (!findScope() && tries > 0) {
      requestAnimationFrame(() => waitForPage(tries - 1))
    }
  }

  // Capture: the game's keys are handled before anything else on the page sees them.
  document.addEventListener("keydown", onKey, true)
  document.addEventListener("focusin", onFocus)
  document.addEventListener("focusout", onFocus)
  bar.addEventListener("click", () => bar.focus())
  model.on(["hint", "hint_active"], () => { if (scope) { showHint(bar.classList.contains("active")) } })
  model.on("remove", () => {
    document.removeEventListener("keydown", onKey, true)
    document.removeEventListener("focusin", onFocus)
    document.removeEventListener("focusout", onFocus)
    if (scope) {
      scope.removeEventListener("keydown", keepInside)
    }
  })
  waitForPage(600)
  // The page has this view. In a notebook the output's connection to the kernel may not be open
  // yet (pyviz_comms opens it from the page, retrying), and a message sent before is lost: say it
  // again until the kernel answers (``heard``, which Panel delivers once the connection opens; each
  // answer is a new count, so a page that missed one hears the next).
  let removed = false
  model.on("remove", () => { removed = true })
  function sayDrawn() {
    if (!removed && !model.heard) {
      model.send_msg({ drawn: true })
      setTimeout(sayDrawn, 500)
    }
  }
  sayDrawn()
}
"""

_CSS = """
.card-row { display: flex; gap: 10px; flex-wrap: wrap; align-items: flex-end; padding-bottom: 14px; }
.card-button { position: relative; padding: 3px; border: 2px solid transparent; border-radius: 10px;
  background: transparent; cursor: pointer; line-height: 0; }
.card-button:hover { transform: translateY(-4px); }
.card-button:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.card-button.locked { opacity: 0.6; cursor: not-allowed; }
.card-button svg { width: calc(75px * var(--sl-scale, 1)); height: calc(105px * var(--sl-scale, 1)); }
@media (max-width: 600px) {
  .card-button svg { width: calc(60px * var(--sl-scale, 1)); height: calc(84px * var(--sl-scale, 1)); }
}
.card-key { position: absolute; left: 4px; bottom: -14px; font: calc(11px * var(--sl-scale, 1)) sans-serif;
  color: #444; line-height: 1;
  white-space: nowrap; }
"""

_KEYS_CSS = """
.keys-hint { font: 13px sans-serif; color: #333; background: #f3f5f9; border: 1px dashed #8a94a6; border-radius: 6px;
  padding: 4px 10px; margin: 2px 0 6px; cursor: pointer; }
.keys-hint.active { background: #e7f0ff; border: 1px solid #1a56db; color: #0b2e7a; }
.keys-hint:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.keys-hint[hidden] { display: none; }
"""


class CardRow(JSComponent):
    """A row of card buttons; ``cards`` is a list of dicts: id, svg, label, marked, locked."""

    cards = param.List(default=[], doc="The cards to draw: dicts with id, svg, label, marked, locked, note.")
    label = param.String(default="", doc="The row's name for screen readers.")

    _esm = _ESM

    def __init__(self, on_card: Callable[[str], Any], **params: Any) -> None:
        params.setdefault("stylesheets", [_CSS])
        super().__init__(**params)
        self._on_card = on_card

    def _handle_msg(self, data: Any) -> None:
        # Only a card this row shows can be clicked: anything else was not sent by the row.
        card = data.get("card") if isinstance(data, dict) else None
        if isinstance(card, str) and any(shown.get("id") == card for shown in self.cards):
            with hold():  # the screen's changes go to the browser in one message
                self._on_card(card)
        else:
            log.info("refused a card message that the row did not send")


class Shortcuts(JSComponent):
    """The game's keys (it draws nothing but, in a notebook, a line saying how to use them).

    Keys act only while the focus is inside the app: in a notebook, inside the app's own
    output; on a page of the app's own, anywhere on it. Never while the focus is in a text box
    or an editor. ``on_key`` gets the key's name, one of ``keys``.
    """

    keys = param.List(
        default=list(KEYS),
        item_type=str,
        doc="The keys the page sends, by their KeyboardEvent.key names (letters in lower case).",
    )
    hint = param.String(default="", doc="In a notebook: how to give the game the focus for its keys.")
    hint_active = param.String(default="", doc="In a notebook, while the game has the focus: what the keys do.")
    heard = param.Integer(
        default=0,
        doc="How often the kernel heard a page say it drew this: the page stops saying so. Every answer "
        "is a change, so a page whose first answer was lost hears the next (a flag set True again "
        "would send nothing).",
    )

    _esm = _KEYS_ESM

    def __init__(self, on_key: Callable[[str], Any], on_drawn: Callable[[], Any] | None = None, **params: Any) -> None:
        """``on_drawn()`` is called when a page has drawn the component (again while the page
        repeats it, until it has seen ``heard_drawn``)."""
        params.setdefault("margin", 0)
        params.setdefault("sizing_mode", "stretch_width")
        params.setdefault("stylesheets", [_KEYS_CSS])
        super().__init__(**params)
        self._on_key = on_key
        self._on_drawn = on_drawn

    @property
    def heard_drawn(self) -> bool:
        """The kernel has heard that a page drew this."""
        return self.heard > 0

    def _handle_msg(self, data: Any) -> None:
        if data == {"drawn": True}:
            self.heard += 1
            if self._on_drawn is not None:
                self._on_drawn()
            return
        # Only a key of the list is played: anything else was not sent by this component.
        key = data.get("key") if isinstance(data, dict) else None
        if isinstance(key, str) and key in self.keys:
            with hold():  # the screen's changes go to the browser in one message
                self._on_key(key)
        else:
            log.info("refused a key message that the page did not send")
