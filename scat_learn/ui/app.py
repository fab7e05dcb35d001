"""The whole app: ``App()`` in a notebook cell, or ``App().servable()`` per browser session.

Each ``App`` makes its own :class:`GameModel` (one per session: nothing is shared between
students) and the views that watch it. Served, it sits in a page template, deals from the
server's deal codes, keeps the deal code, the table size, the speed and the language in the
page's address (:mod:`.address`), and forgets its game when the tab closes.
"""

from __future__ import annotations

from typing import Any

import panel as pn
import param
from param.parameters import NoNone

from ..classroom import datadir
from ..i18n import LANGUAGE_NAMES
from ..messages import Message, msg, render
from .address import guard_panel_query_parsing, keep_address, problem_message, read_address
from .cardrow import Shortcuts
from .guard import Tabs
from .language import session_language
from .model import SPEEDS, GameModel
from .notebook import mimebundle
from .settings import SettingsView, language_menu
from .views import ActionsView, AidsView, HandView, LivesChart, LogView, RulesView, ShowdownView, TableView

guard_panel_query_parsing()  # before any session reads its address


def _timer(callback: Any, milliseconds: int) -> Any:
    """Run ``callback`` once after ``milliseconds`` in this session (served or in a notebook)."""
    return pn.state.add_periodic_callback(callback, period=milliseconds, count=1)


def in_server_session() -> bool:
    """True while building a page for a browser session of a Panel server (``panel serve``,
    ``pn.serve``); False in a notebook or a plain script. (``pn.state.served`` answers only for
    the served script's own module, not for a library it calls.)"""
    doc = pn.state.curdoc
    return doc is not None and getattr(doc, "session_context", None) is not None


class App(pn.viewable.Viewer):
    """Scat against explainable bots. ``App(players=3, seed=7)`` sets up the table."""

    model = param.ClassSelector(class_=GameModel, allow_None=NoNone, doc="This session's game.")

    def __init__(self, model: GameModel | None = None, **settings: Any) -> None:
        served = in_server_session()
        problems: tuple[tuple[str, str], ...] = ()
        if model is None:
            if served:
                address = read_address(pn.state.session_args, list(SPEEDS))
                settings = {**session_language(), **address.settings, **settings}
                settings.setdefault("dealer", datadir.dealer())
                problems = address.problems
            model = GameModel(scheduler=_timer, **settings)
        model.scheduler = _timer
        super().__init__(model=model)
        if problems:
            told = [self._problem(*p) for p in problems]
            model.notice = told[0] if len(told) == 1 else msg("ui.address_problems", problems=told)
        self.table = TableView(model=model)
        self.hand = HandView(model=model)
        self.actions = ActionsView(model=model)
        self.aids = AidsView(model=model)
        self.showdown = ShowdownView(model=model)
        self.log = LogView(model=model)
        self.chart = LivesChart(model=model)
        self.rules = RulesView(model=model)
        self.settings = SettingsView(model=model)
        self._tabs = Tabs(dynamic=True, sizing_mode="stretch_width")
        self._keys = Shortcuts(on_key=self.hand.key)
        self._language = language_menu(model)
        self._label_language()
        model.param.watch(lambda event: self._label_language(), "lang")
        self._set_tabs()
        model.param.watch(lambda event: self._set_tabs(), "lang")
        if served:
            self._serve_session()

    def _problem(self, name: str, given: str) -> Message:
        model = self.model
        used: object = {
            "deal": model.deal_code,
            "players": model.players,
            "speed": msg(f"ui.speed.{model.speed}"),
            "lang": LANGUAGE_NAMES[model.lang],
        }[name]
        return problem_message(name, given, used)

    def _label_language(self) -> None:
        self._language.label = self._t("ui.lang")
        self._keys.param.update(hint=self._t("ui.keys_hint"), hint_active=self._t("ui.keys_active"))

    def _t(self, key: str) -> str:
        return render(Message(key), self.model.lang)

    def _set_tabs(self) -> None:
        game = pn.Column(self.table, self.hand, self.actions, self.aids, self.showdown, styles={"flex": "1 1 0"})
        log = pn.Column(self.log, width=320, styles={"flex": "0 0 320px"})
        play = pn.FlexBox(game, log, flex_wrap="wrap", sizing_mode="stretch_width", align_items="flex-start")
        active = self._tabs.active
        self._tabs[:] = [
            (self._t("ui.tab.play"), play),
            (self._t("ui.settings"), self.settings),
            (self._t("ui.tab.chart"), self.chart),
            (self._t("ui.tab.rules"), self.rules),
        ]
        self._tabs.active = active

    def _serve_session(self) -> None:
        keep_address(self.model)
        model = self.model
        pn.state.on_session_destroyed(lambda context: model.dispose())

    def template(self) -> pn.template.BaseTemplate:
        """The app in a page. The settings are a tab (drawn when opened), which keeps the first
        page light: a sidebar full of widgets would be drawn for every student at once."""
        # No busy indicator: Panel's "busy" is one flag for the whole server, so every student's
        # page would spin (and get two messages) whenever anyone clicks.
        template = pn.template.BootstrapTemplate(title=self._t("ui.title"), collapsed_sidebar=True, busy_indicator=None)
        assert template.header is not None and template.main is not None
        template.header.append(self._language)
        template.main.append(pn.Column(self._keys, self._tabs, sizing_mode="stretch_width"))
        return template

    def __panel__(self) -> Any:
        return pn.Column(self._keys, self._language, self._tabs, sizing_mode="stretch_width")

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> Any:
        return mimebundle(self, include, exclude)  # in a notebook: loads Panel's extension if needed


def create_page(**settings: Any) -> pn.viewable.Viewer | pn.template.BaseTemplate:
    """One session's page: in a browser session the template, elsewhere the app itself."""
    app = App(**settings)
    if in_server_session():
        return app.template()
    return app
