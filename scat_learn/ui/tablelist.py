"""The classroom's tables as one component: a line per table and its Sit and Watch buttons.

The list changes with every move at every table (a hand number, whose seat is free) and every
student who is not yet at a table has it on screen. Drawn with Panel rows, each table was an
HTML pane, a flex box and one or two buttons, made again for each arriving student and garbage
as soon as they sat down: a page at the list of 30 tables held 24,814 objects (3.87 MB); now
5,270 (0.83 MB), ``python benchmarks/page_memory.py --baseline fb86be7``. Here the list is one
model whose ``rows`` are plain data; the page draws them and keeps each row's elements (and the
focus) while its text changes.

A row is a dict: ``id`` (the table's), ``line`` (its line, HTML made and escaped by the server,
see :func:`~.room.table_summary`), ``sit`` and ``watch`` (a button's label, or "" for none).
A click sends ``{"sit": id}`` or ``{"watch": id}``; anything else, or a button the row does not
show, is refused and changes nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import param
from panel.custom import JSComponent

from .style import CSS, WIDGET_CSS

log = logging.getLogger(__name__)

_ESM = """
export function render({ model, el }) {
  const list = document.createElement("div")
  list.className = "sl-table-list"
  list.setAttribute("role", "list")
  el.appendChild(list)
  const rows = new Map() // a table's id -> its row's elements, kept while the table is listed

  function makeButton(kind, id, css, color) {
    const box = document.createElement("div")
    box.className = css
    const button = document.createElement("button")
    button.type = "button"
    button.className = "bk-btn bk-btn-" + color
    button.addEventListener("click", () => model.send_msg({ [kind]: id }))
    box.appendChild(button)
    return box
  }

  function makeRow(id) {
    const row = document.createElement("div")
    row.className = "sl-table-row"
    row.setAttribute("role", "listitem")
    const line = document.createElement("div")
    line.className = "sl-table-info"
    const sit = makeButton("sit", id, "act-sit", "primary")
    const watch = makeButton("watch", id, "act-watch", "default")
    row.append(line, sit, watch)
    return { row, line, sit, watch, html: null }
  }

  function label(box, text) {
    box.hidden = !text
    if (box.firstChild.textContent !== text) {
      box.firstChild.textContent = text
    }
  }

  function draw() {
    const wanted = new Set(model.rows.map((r) => r.id))
    for (const [id, parts] of rows) {
      if (!wanted.has(id)) {
        parts.row.remove()
        rows.delete(id)
      }
    }
    model.rows.forEach((r, i) => {
      let parts = rows.get(r.id)
      if (!parts) {
        parts = makeRow(r.id)
        rows.set(r.id, parts)
      }
      if (parts.html !== r.line) {
        parts.line.innerHTML = r.line // made and escaped by the server
        parts.html = r.line
      }
      label(parts.sit, r.sit)
      label(parts.watch, r.watch)
      if (list.children[i] !== parts.row) {
        list.insertBefore(parts.row, list.children[i] || null) // moves keep the focus inside
      }
    })
    list.setAttribute("aria-label", model.label)
    empty.hidden = model.rows.length > 0
    empty.textContent = model.empty
  }

  const empty = document.createElement("p")
  empty.className = "sl-table-empty"
  el.appendChild(empty)
  draw()
  model.on(["rows", "label", "empty"], draw)
}
"""

_CSS = """
.sl-table-row { display: flex; flex-wrap: wrap; align-items: center; gap: 0 4px;
  border-bottom: 1px solid #ddd; padding: 2px 5px; }
.sl-table-info { flex: 1 1 16em; min-width: 0; }
.sl-table-row [hidden], .sl-table-empty[hidden] { display: none; }
.sl-table-row .bk-btn { margin: 3px 4px; padding: 6px 12px; border: 1px solid; border-radius: 4px;
  cursor: pointer; font-family: inherit; }
.sl-table-row .bk-btn:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.sl-table-empty { margin: 2px 5px; }
"""


class TableList(JSComponent):
    """Every table of the classroom in one component (see the module's docs)."""

    rows = param.List(default=[], doc="The tables: dicts with id, line (HTML), sit and watch (labels or '').")
    label = param.String(default="", doc="The list's name for screen readers.")
    empty = param.String(default="", doc="What the list says when there is no table.")

    _esm = _ESM

    def __init__(self, on_sit: Callable[[str], Any], on_watch: Callable[[str], Any], **params: Any) -> None:
        params.setdefault("sizing_mode", "stretch_width")
        params.setdefault("margin", 0)
        params.setdefault("stylesheets", [CSS, WIDGET_CSS, _CSS])
        super().__init__(**params)
        self._actions = {"sit": on_sit, "watch": on_watch}

    def _handle_msg(self, data: Any) -> None:
        # Only a button a row shows can be clicked: anything else was not sent by the list.
        if isinstance(data, dict) and len(data) == 1:
            ((kind, table_id),) = data.items()
            if kind in self._actions and any(row["id"] == table_id and row[kind] for row in self.rows):
                self._actions[kind](table_id)
                return
        log.info("refused a table-list message that the page did not send")


__all__ = ["TableList"]
