"""The whole app: ``App()`` in a notebook cell, or ``App().servable()`` per browser session.

Each ``App`` makes its own :class:`GameModel` (one per session: nothing is shared between
students) and the views that watch it. Served, it sits in a page template, keeps the deal number
and the table size in the page's address, and forgets its game when the tab closes.
"""

from __future__ import annotations

from typing import Any

import panel as pn
import param
from param.parameters import NoNone

from ..messages import Message, render
from .cardrow import Shortcuts
from .language import keep_language_in_url, session_language
from .model import GameModel
from .settings import SettingsView, language_menu
from .views import ActionsView, AidsView, HandView, LivesChart, LogView, RulesView, ShowdownView, TableView

URL_SETTINGS = {"seed": "seed", "players": "players", "speed": "speed"}


def _timer(callback: Any, milliseconds: int) -> Any:
    """Run ``callback`` once after ``milliseconds`` in this session (served or in a notebook)."""
    return pn.state.add_periodic_callback(callback, period=milliseconds, count=1)


def in_server_session() -> bool:
    """True while building a page for a browser session of a Panel server (``panel serve``,
    ``pn.serve``); False in a notebook or a plain script. (``pn.state.served`` answers only for
    the served script's own module, not for a library it calls.)"""
    doc = pn.state.curdoc
    return doc is not None and getattr(doc, "session_context", None) is not None


def _settings_from_url() -> dict[str, Any]:
    """The deal number, table size and bots' speed a teacher put in the page's address, if valid."""
    location = pn.state.location
    query = dict(location.query_params) if location is not None else {}
    settings: dict[str, Any] = {}
    for name in URL_SETTINGS:
        value = query.get(name)
        parameter = GameModel.param[name]
        if isinstance(parameter, param.Selector):
            if value in parameter.objects:
                settings[name] = value
            continue
        try:
            number = int(value)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            continue
        low, high = parameter.bounds
        if low <= number <= high:
            settings[name] = number
    return settings


class App(pn.viewable.Viewer):
    """Scat against explainable bots. ``App(players=3, seed=7)`` sets up the table."""

    model = param.ClassSelector(class_=GameModel, allow_None=NoNone, doc="This session's game.")

    def __init__(self, model: GameModel | None = None, **settings: Any) -> None:
        served = in_server_session()
        if model is None:
            if served:
                settings = {**session_language(), **_settings_from_url(), **settings}
            model = GameModel(scheduler=_timer, **settings)
        model.scheduler = _timer
        super().__init__(model=model)
        self.table = TableView(model=model)
        self.hand = HandView(model=model)
        self.actions = ActionsView(model=model)
        self.aids = AidsView(model=model)
        self.showdown = ShowdownView(model=model)
        self.log = LogView(model=model)
        self.chart = LivesChart(model=model)
        self.rules = RulesView(model=model)
        self.settings = SettingsView(model=model)
        self._tabs = pn.Tabs(dynamic=True, sizing_mode="stretch_width")
        self._keys = Shortcuts(on_key=self.hand.key)
        self._language = language_menu(model)
        self._label_language()
        model.param.watch(lambda event: self._label_language(), "lang")
        self._set_tabs()
        model.param.watch(lambda event: self._set_tabs(), "lang")
        if served:
            self._serve_session()

    def _label_language(self) -> None:
        self._language.label = self._t("ui.lang")

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
        if pn.state.location is not None:
            pn.state.location.sync(self.model, URL_SETTINGS)
            keep_language_in_url(self.model)
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


def create_page(**settings: Any) -> pn.viewable.Viewer | pn.template.BaseTemplate:
    """One session's page: in a browser session the template, elsewhere the app itself."""
    app = App(**settings)
    if in_server_session():
        return app.template()
    return app
