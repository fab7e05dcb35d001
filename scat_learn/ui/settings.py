"""The settings: widgets made from the model's parameters, and the rules' widgets from the
fields of :class:`~scat_learn.rules.Rules` (label, help text, bounds). Labels are messages."""

from __future__ import annotations

import dataclasses
import io
from html import escape
from typing import Any

import panel as pn

from ..checks import MAX_NAME
from ..deals import MAX_CODE
from ..i18n import LANGUAGE_NAMES, LANGUAGES
from ..rules import Rules
from .guard import Choice, IntBox, SaveButton, TextBox, Upload
from .model import LEVELS, SPEEDS
from .switch import Switch
from .views import ModelView

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
    readable = "select.bk-input { color: #1a1a1a; background-color: white; }"  # the header's text is white
    return Choice.from_param(model.param.lang, options=languages, width=150, margin=(2, 10), stylesheets=[readable])


class SettingsView(ModelView):
    """Players, bots' levels, rules, deal number, speed, display switches; new game, save, load."""

    watched = ("lang", "players", "version")

    def _build(self) -> Any:
        model = self.model
        W = pn.widgets
        self._labels: list[tuple[Any, str, dict[str, Any]]] = []  # (widget, key, params)
        # Help shown on hover, translated: never the parameters' English docs, which
        # from_param would otherwise show in every language.
        self._helps: list[tuple[Any, str]] = []  # (widget, key)
        # A number box, not a slider: Bokeh's slider handle has no name a screen reader can speak.
        players = self._label(IntBox.from_param(model.param.players), "ui.players", "ui.help.players")
        name = self._label(
            TextBox.from_param(model.param.your_name, max_length=MAX_NAME), "ui.your_name", "ui.help.your_name"
        )
        self._levels = [Choice.from_param(model.param[f"level_{s}"]) for s in range(1, 9)]
        self._helps += [(level, "ui.help.level") for level in self._levels]
        deal = self._label(TextBox.from_param(model.param.deal, max_length=MAX_CODE), "ui.deal", "ui.deal_help")
        self._speed = self._label(Choice.from_param(model.param.speed), "ui.speed", "ui.help.speed")
        four, reveal, coach, reasons = (self._switch(name, *keys) for name, keys in DISPLAY_SWITCHES.items())
        self._rules = [self._rule_widget(f) for f in dataclasses.fields(Rules)]
        self._new = self._label(
            W.Button(label="new", color="success", css_classes=["act-settings-new-game"]), "ui.new_game"
        )
        self._restart = self._label(W.Button(label="restart", css_classes=["act-restart"]), "ui.restart")
        self._new.on_click(lambda event: model.new_game())
        self._restart.on_click(lambda event: model.restart())
        download = SaveButton(callback=self._saved, filename="scat-game.json", embed=False)
        self._save = self._label(download, "ui.save")
        self._load = self._label(Upload(accept=".json", multiple=False), "ui.load")
        self._load.param.watch(self._loaded, "value")
        self._heads = {key: pn.pane.HTML("") for key in ("table", "rules", "view", "apply", "save")}
        return pn.Column(
            self._heads["table"],
            pn.Row(self._new, self._restart),
            players,
            name,
            *self._levels,
            deal,
            self._heads["apply"],
            self._heads["view"],
            self._speed,
            four,
            reveal,
            reasons,
            coach,
            self._heads["rules"],
            *self._rules,
            self._heads["save"],
            self._save,
            self._load,
            sizing_mode="stretch_width",
        )

    def _switch(self, name: str, key: str, help_key: str) -> Any:
        """A checkbox for a switch of the model, class ``set-<name>`` (tests and styles find it);
        a :class:`Switch`, because Bokeh's own checkbox has no name a screen reader can speak."""
        css = ["set-" + name.replace("_", "-")]
        return self._label(Switch.from_param(self.model.param[name], css_classes=css), key, help_key)

    def _label(self, widget: Any, key: str, help_key: str | None = None, **params: Any) -> Any:
        """Give ``widget`` its label (and help) as messages, rendered anew in each language."""
        self._labels.append((widget, key, params))
        if help_key is not None:
            self._helps.append((widget, help_key))
        return widget

    def _rule_widget(self, f: dataclasses.Field[Any]) -> Any:
        parameter = self.model.rules.param[f.name]
        widget: Any
        if isinstance(f.default, bool):
            widget = Switch.from_param(parameter, css_classes=["set-rule-" + f.name.replace("_", "-")])
        else:
            widget = IntBox.from_param(parameter, start=parameter.bounds[0], end=parameter.bounds[1])
        return self._label(widget, f"ui.rule.{f.name}", f"ui.rule_doc.{f.name}")

    def _update(self) -> None:
        model = self.model
        for widget, key, params in self._labels:
            widget.label = self.t(key, **params)
        for widget, key in self._helps:
            widget.description = self.t(key)
        names = model.view().names
        for seat, widget in enumerate(self._levels, start=1):
            widget.options = {self.t("ui.level." + level): level for level in LEVELS}
            widget.visible = seat < model.players
            player = names[seat] if seat < len(names) else str(seat)
            widget.label = self.t("ui.level_of", player=player)
        self._speed.options = {self.t("ui.speed." + speed): speed for speed in SPEEDS}
        self._save.disabled = not model.hand_over
        self._heads["table"].object = f"<h3>{escape(self.t('ui.table_settings'))}</h3>"
        self._heads["apply"].object = f"<p><em>{escape(self.t('ui.settings_apply'))}</em></p>"
        self._heads["view"].object = f"<h3>{escape(self.t('ui.view_settings'))}</h3>"
        self._heads["rules"].object = f"<h3>{escape(self.t('ui.rule_settings'))}</h3>"
        self._heads["save"].object = f"<p>{escape(self.t('ui.save_help'))}</p>"

    def _saved(self) -> io.StringIO | None:
        text = self.model.save()
        return io.StringIO(text) if text is not None else None

    def _loaded(self, event: Any) -> None:
        if event.new:
            self.model.load(event.new)


__all__ = ["LANGUAGES", "LANGUAGE_NAMES", "SettingsView"]
