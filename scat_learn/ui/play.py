"""The game's screen for one seat: the table, your hand, what to do, the showdown and the log.

The single-student app shows it in its Play tab; a classroom shows the same screen to each
student at a shared table (and, without the hand, to those who watch).
"""

from __future__ import annotations

from typing import Any

import panel as pn
import param
from param.parameters import NoNone

from .screen import SeatScreen
from .style import LAYOUT_CSS
from .views import ActionsView, AidsView, HandView, LogView, MessagesView, ShowdownView, StatusView, TableView


class PlayScreen(pn.viewable.Viewer):
    """One seat's game screen; a spectator's has no hand, no buttons and no advice."""

    model = param.ClassSelector(class_=SeatScreen, allow_None=NoNone, doc="The seat's screen of the game.")

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        model = self.model
        self.status = StatusView(model=model)
        self.messages = MessagesView(model=model)
        self.table = TableView(model=model)
        self.showdown = ShowdownView(model=model)
        self.log = LogView(model=model)
        watching = model.view().spectator
        self.hand = None if watching else HandView(model=model)
        self.actions = None if watching else ActionsView(model=model)
        self.aids = None if watching else AidsView(model=model)
        self._layout = self._compose()

    def _compose(self) -> pn.FlexBox:
        # The showdown (its buttons first) right under the table: at the end of a hand it is
        # what the person looks at, and it is hidden while the hand is played.
        parts = [self.status, self.messages, self.table, self.showdown, self.hand, self.actions, self.aids]
        main = pn.Column(
            *(part for part in parts if part is not None),
            sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS], styles={"flex": "3 1 30em", "min-width": "0"},
        )  # fmt: skip
        side = pn.Column(
            self.log, sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS],
            styles={"flex": "1 1 16em", "min-width": "0", "max-width": "34em"},
        )  # fmt: skip
        return pn.FlexBox(
            main, side, flex_wrap="wrap", align_items="flex-start", sizing_mode="stretch_width",
            stylesheets=[LAYOUT_CSS],
        )  # fmt: skip

    def key(self, key: str) -> None:
        """A keyboard shortcut of the game (the keys of the app's list)."""
        if self.hand is not None:
            self.hand.key(key)

    def __panel__(self) -> Any:
        return self._layout


__all__ = ["PlayScreen"]
