"""Form widgets that a screen reader can name: a checkbox and a number box.

Bokeh's checkbox puts its ``<input>`` and its text side by side in a shadow root with no
``<label>`` around them, so a screen reader announces only "checkbox". This one wraps the
box in a real ``<label>``: the text names the box, and a click on the text ticks it. It is
a ``WidgetBase``, so ``Switch.from_param(model.param.x)`` links it both ways like any of
Panel's widgets. Its script imports nothing, so it works without internet.
"""

from __future__ import annotations

from typing import ClassVar

import param
from panel.custom import JSComponent
from panel.widgets.base import WidgetBase

from .guard import Guarded

_SCRIPT = """
export function render({ model }) {
  const label = document.createElement("label")
  const box = document.createElement("input")
  const text = document.createElement("span")
  const help = document.createElement("span")  // a "?" mark: hover it to read the description
  const said = document.createElement("span")  // the description, for screen readers
  box.type = "checkbox"
  help.className = "help"
  help.textContent = "?"
  help.setAttribute("aria-hidden", "true")
  said.id = "described"
  said.className = "unseen"
  box.setAttribute("aria-describedby", "described")
  label.append(box, text)
  const row = document.createElement("div")  // the "?" outside the label: hovering it ticks nothing
  row.className = "row"
  row.append(label, help, said)
  const show = () => {
    box.checked = model.value
    box.disabled = model.disabled
    text.textContent = model.label
    help.title = said.textContent = model.description
    help.hidden = !model.description
  }
  box.addEventListener("change", () => { model.value = box.checked })
  model.on(["value", "label", "disabled", "description"], show)
  show()
  return row
}
"""

_STYLE = """
:host { margin: 5px 10px; }  /* as around Panel's widgets (a custom component gets none) */
.row { display: flex; gap: 0.4em; align-items: center; }
label { display: flex; gap: 0.4em; align-items: center; cursor: pointer;
  font-size: calc(14px * var(--sl-scale, 1)); }
input { margin: 0; width: 1.1em; height: 1.1em; }
input:focus-visible { outline: 2px solid #1559b8; outline-offset: 2px; }
.help {
  display: inline-flex; justify-content: center; align-items: center; width: 1.1em; height: 1.1em;
  border: 1px solid #888; border-radius: 50%; color: #555; font-size: 0.75em; cursor: help;
}
.help[hidden] { display: none; }
.unseen { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
"""


class Switch(Guarded, JSComponent, WidgetBase):  # type: ignore[misc]
    """A labelled checkbox: ``value`` is whether it is ticked, ``label`` what it is called."""

    value = param.Boolean(default=False, doc="Whether the box is ticked.")

    disabled = param.Boolean(default=False, doc="Whether the box can be changed.")

    description = param.String(default="", doc="A longer explanation, shown on hover.")

    _esm = _SCRIPT

    _stylesheets: ClassVar[list[str]] = [_STYLE]

    def _fits(self, name: str, value: object) -> bool:
        return type(value) is bool


_NUMBER_SCRIPT = """
export function render({ model }) {
  const label = document.createElement("label")
  const text = document.createElement("span")
  const box = document.createElement("input")
  const said = document.createElement("span")  // the description, for screen readers
  box.type = "number"
  box.step = "1"
  box.inputMode = "numeric"
  said.id = "described"
  said.className = "unseen"
  box.setAttribute("aria-describedby", "described")
  label.append(text, box)
  const row = document.createElement("div")
  row.className = "row"
  row.append(label, said)
  const show = () => {
    text.textContent = model.label
    box.min = String(model.start)
    box.max = String(model.end)
    box.disabled = model.disabled
    if (document.activeElement !== box) { box.value = String(model.value) }
    said.textContent = model.description
    label.title = model.description
  }
  box.addEventListener("change", () => {
    const value = Number(box.value)
    if (Number.isInteger(value) && value >= model.start && value <= model.end) { model.value = value }
    else { box.value = String(model.value) }  // an impossible number: back to the one in use
  })
  model.on(["value", "label", "start", "end", "disabled", "description"], show)
  show()
  return row
}
"""

_NUMBER_STYLE = """
:host { margin: 5px 10px; }
.row { display: flex; align-items: center; }
label { display: flex; flex-direction: column; gap: 0.2em; font-size: calc(14px * var(--sl-scale, 1)); }
input { font: inherit; width: 6em; padding: 0.25em 0.4em; border: 1px solid #767676; border-radius: 4px; }
input:focus-visible { outline: 2px solid #1559b8; outline-offset: 1px; }
.unseen { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
"""


class NumberBox(Guarded, JSComponent, WidgetBase):  # type: ignore[misc]
    """A box for a whole number between ``start`` and ``end``, named by its label (Bokeh's own
    number box has up and down buttons that a screen reader cannot name)."""

    value = param.Integer(default=0, doc="The number.")

    start = param.Integer(default=0, doc="The least number allowed.")

    end = param.Integer(default=100, doc="The greatest number allowed.")

    disabled = param.Boolean(default=False, doc="Whether the box can be changed.")

    description = param.String(default="", doc="A longer explanation, for screen readers and on hover.")

    _esm = _NUMBER_SCRIPT

    _stylesheets: ClassVar[list[str]] = [_NUMBER_STYLE]

    def _fits(self, name: str, value: object) -> bool:
        return type(value) is int and self.start <= value <= self.end


__all__ = ["NumberBox", "Switch"]
