"""Widgets that check what a browser sends before Panel applies it.

A page's widgets keep their values in range (a number box between its bounds, a menu among its
options), but the browser is not to be trusted: a message can be forged by hand on the
websocket. Panel would apply such a value, the model's parameter would refuse it, and the log
would fill with tracebacks. The widgets here refuse it first: the value is dropped, the widget
shows its real value again, and a short line is logged (not a traceback), so a flood of forged
messages changes nothing and costs little.
"""

from __future__ import annotations

import logging
from typing import Any, ClassVar

import panel as pn

log = logging.getLogger(__name__)

MAX_TEXT = 200  # characters in any text box of the app
MAX_UPLOAD = 2_000_000  # bytes of a file (a saved game is far smaller)


class Guarded:
    """Mixin for a Panel widget: ``_fits(property, value)`` decides what may come in."""

    _guarded: ClassVar[frozenset[str]] = frozenset({"value"})

    def _process_events(self, events: dict[str, Any]) -> None:
        refused = [name for name, value in events.items() if name in self._guarded and not self._fits(name, value)]
        if refused:
            log.info("refused %s for a %s from the browser", ", ".join(refused), type(self).__name__)
            for name in refused:
                events.pop(name)
            widget: Any = self
            widget.param.trigger(*(n for n in refused if n in widget.param))  # show the real value again
        if events:
            super()._process_events(events)  # type: ignore[misc]

    def _fits(self, name: str, value: Any) -> bool:
        raise NotImplementedError


class IntBox(Guarded, pn.widgets.IntInput):
    """A number box that takes only whole numbers between its bounds."""

    _guarded = frozenset({"value", "value_throttled"})

    def _fits(self, name: str, value: Any) -> bool:
        low, high = self.start, self.end
        return type(value) is int and (low is None or value >= low) and (high is None or value <= high)


class TextBox(Guarded, pn.widgets.TextInput):
    """A text box that takes text of at most ``max_length`` characters."""

    _guarded = frozenset({"value", "value_input"})

    def _fits(self, name: str, value: Any) -> bool:
        return isinstance(value, str) and len(value) <= min(self.max_length or MAX_TEXT, MAX_TEXT)


class Choice(Guarded, pn.widgets.Select):
    """A menu that takes only one of its options."""

    def _fits(self, name: str, value: Any) -> bool:
        # The browser sends an option's value as the page knows it (a string), not its label.
        shown = self._process_param_change({"options": self.options})["options"]
        return isinstance(value, str) and any(value == (o[0] if isinstance(o, tuple) else o) for o in shown)


class Upload(Guarded, pn.widgets.FileInput):
    """A file input that takes one file of at most ``MAX_UPLOAD`` bytes."""

    _guarded = frozenset({"value", "filename", "mime_type"})

    def _fits(self, name: str, value: Any) -> bool:
        if name == "value":
            return isinstance(value, str) and len(value) <= MAX_UPLOAD * 4 // 3 + 4  # base64
        return isinstance(value, str) and len(value) <= 255


class Tabs(Guarded, pn.Tabs):
    """Tabs that open only a tab that exists."""

    _guarded = frozenset({"active"})

    def _fits(self, name: str, value: Any) -> bool:
        return type(value) is int and 0 <= value < len(self)


class SaveButton(pn.widgets.FileDownload):
    """A download button whose callback may answer "nothing to download" (None) when the file
    cannot be made now, for instance when a click on the disabled button was forged."""

    def _sync_data(self, fileobj: Any) -> None:
        if fileobj is None:
            return
        super()._sync_data(fileobj)


__all__ = ["Choice", "Guarded", "IntBox", "SaveButton", "Tabs", "TextBox", "Upload"]
