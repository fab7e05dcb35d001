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

log = logging.getLogger(__name__)
KEYS = frozenset("dtknh1234")  # the keys of the game, as the page sends them

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
const KEYS = new Set(["d", "t", "k", "n", "h", "1", "2", "3", "4"])

export function render({ model, el }) {
  function onKey(event) {
    const target = event.composedPath()[0]
    if (target && target.classList && target.classList.contains("bk-tab") && [" ", "Enter"].includes(event.key)) {
      // Bokeh's tab headers take the focus but not the keys: open the focused tab with Enter or Space
      event.preventDefault()
      target.click()
      return
    }
    const tag = target && target.tagName ? target.tagName.toLowerCase() : ""
    if (["input", "textarea", "select"].includes(tag) || event.ctrlKey || event.metaKey || event.altKey) {
      return
    }
    const key = event.key.toLowerCase()
    if (!KEYS.has(key)) {
      return
    }
    event.preventDefault()
    model.send_msg({ key: key })
  }

  document.addEventListener("keydown", onKey)
  model.on("remove", () => document.removeEventListener("keydown", onKey))
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
            self._on_card(card)
        else:
            log.info("refused a card message that the row did not send")


class Shortcuts(JSComponent):
    """The game's keys, for the whole page (it draws nothing): ``on_key`` gets the key."""

    _esm = _KEYS_ESM

    def __init__(self, on_key: Callable[[str], Any], **params: Any) -> None:
        params.setdefault("height", 0)
        params.setdefault("margin", 0)
        super().__init__(**params)
        self._on_key = on_key

    def _handle_msg(self, data: Any) -> None:
        key = data.get("key") if isinstance(data, dict) else None
        if isinstance(key, str) and key in KEYS:
            self._on_key(key)
        else:
            log.info("refused a key message that the page did not send")
