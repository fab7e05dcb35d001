"""The whole app: ``App()`` in a notebook cell, or ``App().page()`` per browser session.

Each ``App`` makes its own :class:`GameModel` (one per session: nothing is shared between
students) and the views that watch it. The page is the app's own (no page template, so nothing
but the app's stylesheet decides how it looks): a top line with the title, the language menu,
the projector switch and the list of keys; tabs; and the table, which fits a phone, a laptop
and, bigger, a projector. Served, it deals from the server's deal codes, keeps the deal code,
the table size, the speed, the language and the screen in the page's address
(:mod:`.address`), forgets its game when the tab closes, and keeps the learner's graded
decisions, drills and progress from one visit to the next (:mod:`.learner`).
"""

from __future__ import annotations

from html import escape
from typing import Any

import panel as pn
import param
from param.parameters import NoNone

from ..classroom import datadir
from ..i18n import LANGUAGE_NAMES
from ..messages import Message, msg, render
from .address import guard_panel_query_parsing, keep_address, problem_message, read_address
from .cardrow import Shortcuts
from .components import KeysHelp, ScreenMode, TabBar
from .language import session_language
from .learner import learner_training
from .model import PROJECTOR_SCALE, SPEEDS, GameModel
from .notebook import TimersWhenDrawn, mimebundle
from .play import PlayScreen
from .sessions import guard_closed_page_writes, local_stylesheets, restyle_only_when_styles_change, timer
from .settings import SettingsView, language_menu
from .style import LAYOUT_CSS
from .switch import Switch
from .training import DrillView, ProgressView, ReviewView, TrainingScreen
from .views import LivesChart, RulesView, html_pane

guard_panel_query_parsing()  # before any session reads its address
guard_closed_page_writes()  # a page that closes mid-message: no failed write left unseen
restyle_only_when_styles_change()  # no design stylesheets built again for a plain change

TABS = (
    "ui.tab.play",
    "ui.settings",
    "ui.tab.chart",
    "ui.tab.rules",
    "ui.tab.review",
    "ui.tab.drills",
    "ui.tab.progress",
)
TRAINING_TABS = {"review": 4, "drills": 5, "progress": 6}
# The keys of the game and what they do, as the list of keys shows them.
KEYS = (
    ("d", "ui.key.draw"),
    ("t", "ui.key.take"),
    ("k", "ui.key.knock"),
    ("1 2 3 4", "ui.key.discard"),
    ("p", "ui.key.pass"),
    ("w", "ui.key.throw_down"),
    ("h", "ui.key.hint"),
    ("n", "ui.key.next"),
    ("s", "ui.key.step"),
    ("a", "ui.key.all_steps"),
    ("?", "ui.key.help"),
)


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
        served = self._served = in_server_session()
        problems: tuple[tuple[str, str], ...] = ()
        learner = None
        if model is None and served:
            settings, problems = self._from_address(settings)
            if "training" not in settings:  # this browser's training, kept from visit to visit
                learner = learner_training()
                settings["training"] = learner.training
        # In a notebook the bots wait until the app is drawn (see TimersWhenDrawn), from the first
        # move on: a new game sets its first bot's timer as it is made.
        self._timers = None if served else TimersWhenDrawn(timer)
        scheduler = self._timers or timer
        if model is None:
            model = GameModel(scheduler=scheduler, **settings)
        model.scheduler = scheduler
        super().__init__(model=model)
        if problems:
            told = [self._problem(*p) for p in problems]
            model.notice = told[0] if len(told) == 1 else msg("ui.address_problems", problems=told)
        elif learner is not None and learner.notice is not None:
            model.notice = learner.notice
        self._make_views(model)
        self._root = self._make_page(model)
        if learner is not None and learner.cookie is not None:
            self._root.append(learner.cookie)  # a new learner's key, kept by this browser
        model.param.watch(lambda event: self._relabel(), "lang")
        model.param.watch(lambda event: self._rescale(), "projector")
        self._relabel()
        if served:
            self._serve_session()

    @staticmethod
    def _from_address(settings: dict[str, Any]) -> tuple[dict[str, Any], tuple[tuple[str, str], ...]]:
        """A served page's settings: the page's address and language under those given, and
        the address's problems."""
        address = read_address(pn.state.session_args, list(SPEEDS))
        wanted = dict(address.settings)
        if "view" in wanted:
            wanted["projector"] = wanted.pop("view") == "projector"
        settings = {**session_language(), **wanted, **settings}
        settings.setdefault("dealer", datadir.dealer())
        return settings, address.problems

    # ------------------------------------------------------------------ building

    def _make_views(self, model: GameModel) -> None:
        self.screen = PlayScreen(model=model)
        self.status, self.messages, self.table = self.screen.status, self.screen.messages, self.screen.table
        self.showdown, self.log = self.screen.showdown, self.screen.log
        assert self.screen.hand and self.screen.actions and self.screen.aids  # a player's screen
        self.hand, self.actions, self.aids = self.screen.hand, self.screen.actions, self.screen.aids
        self._later: dict[int, Any] = {}  # the other tabs' views, made when first opened
        self.training = TrainingScreen(screen=model)  # the review, drills and progress pages' model
        self.training.param.watch(self._go_to, "wanted_tab")

    def _make_page(self, model: GameModel) -> pn.Column:
        self._title = html_pane(sizing_mode=None, margin=(4, 8))  # as wide as its text (fixed needs a width)
        self._language = language_menu(model)
        self._projector = Switch.from_param(model.param.projector, css_classes=["set-projector"])
        self._help = KeysHelp(margin=(4, 8))
        head = pn.FlexBox(
            self._title, self._language, self._projector, self._help,
            flex_wrap="wrap", align_items="center", sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS],
        )  # fmt: skip
        self._tabs = TabBar(sizing_mode="stretch_width", margin=(4, 5))
        self._play_layout = self.screen
        self._content = pn.Column(self._play_layout, sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS])
        self._tabs.param.watch(lambda event: self._open(event.new), "active")
        self._keys = Shortcuts(
            on_key=self._key,
            on_drawn=self._timers.open if self._timers else None,
            keys=[key for keys, _ in KEYS for key in keys.split()],
        )
        self._screen = ScreenMode()
        return pn.Column(
            head, self._keys, self._tabs, self._content, self._screen,
            css_classes=["sl-app"], sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS],
            styles={"max-width": "1500px", "margin": "0 auto"},
        )  # fmt: skip

    def _open(self, tab: int) -> None:
        """Show one tab's view (made the first time it is opened: a light first page)."""
        if tab == 0:
            view: Any = self._play_layout
        else:
            view = self._later.get(tab)
            if view is None:
                view = self._later[tab] = self._make_tab(tab)
            elif tab == TRAINING_TABS["progress"]:
                view._update()  # progress changes with every game: drawn again when opened
        if tab == TRAINING_TABS["review"] and self.training.review is None and self.model.game.phase == "game_over":
            self.training.open_review()
        self._content.objects = [view]

    def _make_tab(self, tab: int) -> Any:
        if tab <= 3:
            return (SettingsView, LivesChart, RulesView)[tab - 1](model=self.model)
        return (ReviewView, DrillView, ProgressView)[tab - 4](model=self.training)

    def _go_to(self, event: Any) -> None:
        """A training page asked for another one (e.g. the review's "drill my mistakes")."""
        tab = TRAINING_TABS.get(event.new)
        if tab is not None:
            self.training.wanted_tab = ""
            self._tabs.active = tab

    @property
    def settings(self) -> SettingsView:
        """The settings (made on first use)."""
        if 1 not in self._later:
            self._later[1] = SettingsView(model=self.model)
        view: SettingsView = self._later[1]
        return view

    # ------------------------------------------------------------------ language, size, keys

    def _t(self, key: str, **params: Any) -> str:
        return render(Message(key, params), self.model.lang)

    def _relabel(self) -> None:
        """Everything in the page's top line and tabs, in the language just chosen."""
        title = self.title
        self._title.object = f'<h1 class="sl-title">{escape(title)}</h1>'
        self._language.label = self._t("ui.lang")
        self._projector.param.update(label=self._t("ui.projector"), description=self._t("ui.help.projector"))
        self._tabs.param.update(names=[self._t(key) for key in TABS], label=self._t("ui.tabs"))
        self._keys.param.update(hint=self._t("ui.keys_hint"), hint_active=self._t("ui.keys_active"))
        self._help.param.update(
            button=self._t("ui.keys_button"),
            title=self._t("ui.keys_title"),
            close=self._t("ui.keys_close"),
            keys=[[keys, self._t(what)] for keys, what in KEYS],
        )
        if self._served:
            self._screen.title = title  # the browser's tab, in the page's language

    def _rescale(self) -> None:
        self._screen.scale = PROJECTOR_SCALE if self.model.projector else 1.0

    def _key(self, key: str) -> None:
        if key == "?":
            self._help.shown = True
        else:
            self.hand.key(key)

    def _problem(self, name: str, given: str) -> Message:
        model = self.model
        used: object = {
            "deal": model.deal_code,
            "players": model.players,
            "speed": msg(f"ui.speed.{model.speed}"),
            "lang": LANGUAGE_NAMES[model.lang],
            "view": msg("ui.screen.projector" if model.projector else "ui.screen.normal"),
        }[name]
        return problem_message(name, given, used)

    @property
    def title(self) -> str:
        """The app's title in the page's language (the page's title when served)."""
        return self._t("ui.title")

    def _serve_session(self) -> None:
        keep_address(self.model)
        model = self.model
        pn.state.on_session_destroyed(lambda context: model.dispose())

    # ------------------------------------------------------------------ showing

    def page(self) -> pn.Column:
        """The app as a whole page (what a served session shows)."""
        self._rescale()
        return self._root

    def template(self) -> pn.Column:
        """The app as a page (the name of earlier versions, kept for the pages that use it)."""
        return self.page()

    def __panel__(self) -> Any:
        self._rescale()
        return self._root

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> Any:
        return mimebundle(self, include, exclude)  # in a notebook: loads Panel's extension if needed


def create_page(**settings: Any) -> pn.viewable.Viewer | pn.Column:
    """One session's page: in a browser session the page, elsewhere the app itself."""
    local_stylesheets()
    app = App(**settings)
    if in_server_session():
        return app.page()
    return app
