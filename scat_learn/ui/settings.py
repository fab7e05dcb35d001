"""The settings: widgets made from the model's parameters, and the rules' widgets from the
fields of :class:`~scat_learn.rules.Rules` (bounds). Labels and help are messages.

The game's own actions (new game, the same deal again, save, load) come first, with the messages
they answer right under them, so a refused load or a bad deal code is said where the person is
looking; then the table, how the game is shown, and the rules.
"""

from __future__ import annotations

import dataclasses
import io
from html import escape
from typing import Any

import panel as pn
import param
from param.parameters import NoNone

from ..checks import MAX_NAME
from ..deals import MAX_CODE
from ..i18n import LANGUAGE_NAMES
from ..rules import Rules
from .guard import Choice, SaveButton, TextBox, Upload
from .model import DETAILS, LEVELS, SPEEDS, GameModel
from .style import INLINE_CSS, LAYOUT_CSS
from .switch import NumberBox, Switch
from .views import MessagesView, ModelView, button, flow, html_pane

# The display switches: the model's parameter, its label's and its help's message keys.
DISPLAY_SWITCHES = {
    "four_colour": ("ui.four_colour", "ui.help.four_colour"),
    "reveal_all": ("ui.reveal_all", "ui.help.reveal_all"),
    "coach_on": ("ui.coach_on", "ui.help.coach_on"),
    "reasons_now": ("ui.reasons_now", "ui.help.reasons_now"),
}


def language_menu(model: Any) -> Any:
    """The language menu: each language by its own name. It sits at the top of the page, not
    in the settings, so that a student finds it before reading anything else."""
    languages = {name: code for code, name in LANGUAGE_NAMES.items()}
    return Choice.from_param(
        model.param.lang, options=languages, width=230, margin=(2, 10), description=None, stylesheets=[INLINE_CSS]
    )


class SettingsView(ModelView):
    """The game's actions, the table, how the game is shown, and the rules of the next game."""

    model = param.ClassSelector(class_=GameModel, allow_None=NoNone, doc="The session's game.")

    watched = ("lang", "players", "version")

    def _build(self) -> Any:
        self._labels: list[tuple[Any, str]] = []  # (widget, key)
        # Help shown on hover, translated: never the parameters' English docs, which
        # from_param would otherwise show in every language.
        self._helps: list[tuple[Any, str]] = []  # (widget, key)
        self._heads = {key: html_pane() for key in ("game", "table", "rules", "view", "apply", "save")}
        return pn.Column(
            *self._game_block(),
            *self._table_block(),
            *self._view_block(),
            self._heads["rules"],
            *[self._rule_widget(f) for f in dataclasses.fields(Rules)],
            sizing_mode="stretch_width",
            stylesheets=[LAYOUT_CSS],
        )

    def _game_block(self) -> list[Any]:
        model = self.model
        self._new = button("new", model.new_game, "act-settings-new-game", "success")
        self._restart = button("restart", model.restart, "act-restart")
        self._save = SaveButton(callback=self._saved, filename="scat-game.json", embed=False, margin=(3, 4))
        self._load = Upload(accept=".json", multiple=False, margin=(3, 4))
        self._load.param.watch(self._loaded, "value")
        self._texts = [(self._new, "ui.new_game"), (self._restart, "ui.restart"), (self._save, "ui.save")]
        load = self._label(self._load, "ui.load")
        messages = MessagesView(model=model)
        return [self._heads["game"], flow(self._new, self._restart, self._save), load, messages, self._heads["save"]]

    def _table_block(self) -> list[Any]:
        model = self.model
        # A number box of our own: Bokeh's slider handle and spin buttons have no spoken names.
        players = self._label(
            NumberBox.from_param(model.param.players, start=2, end=9), "ui.players", "ui.help.players"
        )
        name = TextBox.from_param(model.param.your_name, max_length=MAX_NAME)
        deal = TextBox.from_param(model.param.deal, max_length=MAX_CODE)
        self._levels = [Choice.from_param(model.param[f"level_{s}"]) for s in range(1, 9)]
        self._helps += [(level, "ui.help.level") for level in self._levels]
        return [
            self._heads["table"],
            players,
            self._label(name, "ui.your_name", "ui.help.your_name"),
            *self._levels,
            self._label(deal, "ui.deal", "ui.deal_help"),
            self._heads["apply"],
        ]

    def _view_block(self) -> list[Any]:
        model = self.model
        self._speed = self._label(Choice.from_param(model.param.speed), "ui.speed", "ui.help.speed")
        self._detail = self._label(Choice.from_param(model.param.detail), "ui.detail", "ui.help.detail")
        switches = [self._switch(name, *keys) for name, keys in DISPLAY_SWITCHES.items()]
        return [self._heads["view"], self._speed, self._detail, *switches]

    def _switch(self, name: str, key: str, help_key: str) -> Any:
        """A checkbox for a switch of the model, class ``set-<name>`` (tests and styles find it);
        a :class:`Switch`, because Bokeh's own checkbox has no name a screen reader can speak."""
        css = ["set-" + name.replace("_", "-")]
        return self._label(Switch.from_param(self.model.param[name], css_classes=css), key, help_key)

    def _label(self, widget: Any, key: str, help_key: str | None = None) -> Any:
        """Give ``widget`` its label (and help) as messages, rendered anew in each language."""
        self._labels.append((widget, key))
        if help_key is not None:
            self._helps.append((widget, help_key))
        return widget

    def _rule_widget(self, f: dataclasses.Field[Any]) -> Any:
        parameter = self.model.rules.param[f.name]
        widget: Any
        if isinstance(f.default, bool):
            widget = Switch.from_param(parameter, css_classes=["set-rule-" + f.name.replace("_", "-")])
        else:
            widget = NumberBox.from_param(parameter, start=parameter.bounds[0], end=parameter.bounds[1])
        return self._label(widget, f"ui.rule.{f.name}", f"ui.rule_doc.{f.name}")

    def _update(self) -> None:
        model = self.model
        for widget, key in self._labels:
            widget.label = self.t(key)
        for widget, key in self._helps:
            widget.description = self.t(key)
        for widget, key in self._texts:
            widget.label = self.t(key)
        names = model.view().names
        for seat, widget in enumerate(self._levels, start=1):
            widget.options = {self.t("ui.level." + level): level for level in LEVELS}
            widget.visible = seat < model.players
            player = names[seat] if seat < len(names) else str(seat)
            widget.label = self.t("ui.level_of", player=player)
        self._speed.options = {self.t("ui.speed." + speed): speed for speed in SPEEDS}
        self._detail.options = {self.t("ui.detail." + level): level for level in DETAILS}
        self._save.disabled = not model.hand_over
        heads = {"game": "ui.game_settings", "table": "ui.table_settings", "view": "ui.view_settings"}
        heads["rules"] = "ui.rule_settings"
        for name, key in heads.items():
            self._heads[name].object = f'<h2 class="sl-h">{escape(self.t(key))}</h2>'
        self._heads["apply"].object = f'<p class="sl-muted"><em>{escape(self.t("ui.settings_apply"))}</em></p>'
        self._heads["save"].object = f'<p class="sl-muted">{escape(self.t("ui.save_help"))}</p>'

    def _saved(self) -> io.StringIO | None:
        text = self.model.save()
        return io.StringIO(text) if text is not None else None

    def _loaded(self, event: Any) -> None:
        if event.new:
            self.model.load(event.new)


__all__ = ["SettingsView", "language_menu"]
