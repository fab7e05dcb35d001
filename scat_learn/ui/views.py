"""Thin views of a :class:`GameModel`: each builds its panes once and updates them when the
model changes. None of them changes the game: buttons call the model's actions.

Every text is a message rendered in ``model.lang``; every card is drawn from what the person
may see (their own hand, public cards, hands the showdown has shown), never from the game.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import panel as pn
import param
from param.parameters import NoNone

from .. import actions as A
from ..cards import Card
from ..messages import Message, render
from ..scoring import best_discards
from ..state import Phase
from ..svg import backs_svg, card_name, cards_svg
from .cardrow import CardRow
from .model import HUMAN, GameModel
from .rules_page import rule_texts

CSS = """
:host { font-family: system-ui, sans-serif; }
.table { display: flex; flex-wrap: wrap; gap: 10px; }
.seat { border: 2px solid #bbb; border-radius: 10px; padding: 6px 10px; min-width: 150px; background: #fbfbf7; }
.seat.current { border: 3px solid #1a56db; background: #eef4ff; }
.seat.out { opacity: 0.55; border-style: dashed; }
.seat .name { font-weight: 600; }
.sl-badge { display: inline-block; border: 1px solid #666; border-radius: 8px; padding: 0 6px; margin: 2px 4px 2px 0;
  font-size: 0.85em; background: white; }
.sl-badge.turn { background: #1a56db; color: white; border-color: #1a56db; }
.coins { letter-spacing: 2px; color: #8a6d00; }
.centre { display: flex; gap: 24px; align-items: center; margin: 10px 0; flex-wrap: wrap; }
.status { font-size: 1.1em; margin: 6px 0; padding: 6px 10px; background: #f3f3f3; border-left: 4px solid #1a56db; }
.error { padding: 6px 10px; background: #fff4e5; border-left: 4px solid #b45309; }
.notice { padding: 6px 10px; background: #eefbea; border-left: 4px solid #17803a; }
.muted { color: #555; }
.sl-title { font-size: 1.15em; font-weight: 700; margin: 6px 0 4px 0; }
.steps li { margin: 4px 0; }
details.rule { display: inline; font-size: 0.85em; }
details.rule summary { display: inline; cursor: pointer; color: #1a56db; text-decoration: underline; }
.rule-text { margin: 2px 0 6px 0; font-size: 0.95em; background: #f7f7ff; padding: 4px 8px; }
.log li { margin: 3px 0; }
.hand-info li { margin: 2px 0; }
svg { vertical-align: middle; }
"""


def _html(**params: Any) -> pn.pane.HTML:
    params.setdefault("sizing_mode", "stretch_width")
    params.setdefault("disable_math", True)  # no MathJax for the page to load
    return pn.pane.HTML("", stylesheets=[CSS], **params)


class ModelView(pn.viewable.Viewer):
    """A view of one session's model; subclasses build panes in ``_build`` and fill ``_update``."""

    model = param.ClassSelector(class_=GameModel, allow_None=NoNone, doc="The session's game.")
    watched: tuple[str, ...] = ("version", "lang")

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self._layout = self._build()
        self._update()
        self.model.param.watch(self._on_change, list(self.watched))

    def _on_change(self, *events: Any) -> None:
        self._update()

    def t(self, key: str, **params: Any) -> str:
        """The text of message ``key`` in the session's language."""
        return render(Message(key, params), self.model.lang)

    def r(self, message: Message) -> str:
        return render(message, self.model.lang)

    def _build(self) -> Any:
        raise NotImplementedError

    def _update(self) -> None:
        raise NotImplementedError

    def __panel__(self) -> Any:
        return self._layout


def _on_click(button: pn.widgets.Button, action: Callable[[], object]) -> None:
    def clicked(event: object) -> None:
        action()

    button.on_click(clicked)


def _rule_link(view: ModelView, rule: str | None) -> str:
    """The rule a step applies, its text one click away (a <details>, so keyboards reach it)."""
    if not rule:
        return ""
    text = rule_texts(view.model.lang).get(rule, view.t("ui.rule_unknown", rule=rule))
    return (
        f' <details class="rule"><summary>{escape(view.t("ui.rule_link", rule=rule))}</summary>'
        f'<p class="rule-text">{escape(text)}</p></details>'
    )


class TableView(ModelView):
    """Every seat (lives as coins, dealer, knocker, whose turn), the stock and the discard pile."""

    watched = ("version", "lang", "four_colour", "reveal_all", "showdown_step")

    def _build(self) -> Any:
        self._status = _html(margin=(0, 5))
        self._seats = _html()
        self._centre = _html()
        return pn.Column(self._status, self._seats, self._centre, sizing_mode="stretch_width")

    def _update(self) -> None:
        model = self.model
        view = model.view()
        status = escape(self._status_text())
        self._status.object = f'<div class="status" role="status" aria-live="polite">{status}</div>'
        seats = "".join(self._seat(s) for s in range(len(view.names)))
        self._seats.object = f'<div class="table">{seats}</div>'
        top = view.discard_top
        pile = cards_svg([top], four_colour=model.four_colour) if top else escape(self.t("ui.discard_empty"))
        self._centre.object = (
            '<div class="centre">'
            f"<div>{backs_svg(1)}<div>{escape(self.t('ui.stock', count=view.stock_count))}</div></div>"
            f"<div>{pile}<div>{escape(self.t('ui.discard_pile'))}</div></div>"
            f"<div><div>{escape(self.t('ui.hand_round', hand=view.hand_number, round=view.round))}</div>"
            f"<div>{escape(self.t('ui.kitty', count=view.kitty))}</div></div></div>"
        )

    def _status_text(self) -> str:
        model, view = self.model, self.model.view()
        if view.phase is Phase.GAME_OVER:
            return self.t("ui.status.game_over", player=view.names[view.winner or 0])
        if view.phase is Phase.HAND_OVER:
            return self.t("ui.status.hand_over")
        if view.current == HUMAN:
            if view.phase is Phase.THROW_DOWN:
                return self.t("ui.status.your_throw_down")
            if view.phase is Phase.DISCARD:
                return self.t("ui.status.your_discard")
            knock = A.KNOCK_ACTION in view.legal_actions
            return self.t("ui.status.your_take" if knock else "ui.status.your_take_no_knock")
        player = view.names[view.current or 0]
        return self.t("ui.status.bot_step" if model.speed == "step" else "ui.status.bot_turn", player=player)

    def _seat(self, seat: int) -> str:
        view = self.model.view()
        name = view.names[seat]
        title = self.t("ui.seat_you", player=name) if seat == HUMAN else self._bot_title(seat, name)
        badges = [self._badge(key, kind) for key, kind, on in self._badges(seat) if on]
        lives = view.lives[seat]
        coins = "●" * min(lives, 12) if lives else "○"
        life_text = self.t("ui.out") if view.out[seat] else self.t("ui.lives", count=lives)
        if lives == 0 and not view.out[seat]:
            life_text = self.t("ui.on_the_dole")
        classes = "seat" + (" current" if view.current == seat else "") + (" out" if view.out[seat] else "")
        return (
            f'<div class="{classes}" data-seat="{seat}"><div class="name">{escape(title)}</div>'
            f"<div>{''.join(badges)}</div>"
            f'<div><span class="coins" aria-hidden="true">{coins}</span> {escape(life_text)}</div>'
            f"<div>{self._cards(seat)}</div></div>"
        )

    def _bot_title(self, seat: int, name: str) -> str:
        return self.t("ui.seat_bot", player=name, level=self.t("ui.level." + self.model.level(seat)))

    def _badges(self, seat: int) -> list[tuple[str, str, bool]]:
        view = self.model.view()
        return [
            ("ui.dealer", "", view.dealer == seat),
            ("ui.knocked", "", view.knocker == seat),
            ("ui.to_play", "turn", view.current == seat),
            ("ui.winner", "turn", view.winner == seat),
        ]

    def _badge(self, key: str, kind: str) -> str:
        return f'<span class="sl-badge {kind}">{escape(self.t(key))}</span>'

    def _cards(self, seat: int) -> str:
        model = self.model
        if seat == HUMAN or model.view().out[seat]:
            return ""
        shown = model.shown_hand(seat)
        if shown is None:
            return backs_svg(model.cards_held(seat))
        name = model.view().names[seat]
        label = self.t("ui.revealed_hand", player=name, cards=[card_name(c) for c in shown])
        return cards_svg(shown, four_colour=model.four_colour, label=label)


class HandView(ModelView):
    """Your hand as buttons (click to discard), its score, and what each discard would keep."""

    watched = ("version", "lang", "four_colour")

    def _build(self) -> Any:
        self._title = _html(margin=(0, 5))
        self._row = CardRow(on_card=self.model.discard, margin=(5, 10))
        self._info = _html()
        return pn.Column(self._title, self._row, self._info, sizing_mode="stretch_width")

    def key(self, key: str) -> None:
        """A keyboard shortcut: d draw, t take, k knock, h hint, n next, 1-4 discard that card."""
        model = self.model
        if key in ("1", "2", "3", "4"):
            hand = model.view().hand
            if int(key) <= len(hand):
                model.discard(hand[int(key) - 1])
            return
        action = {"d": model.draw, "t": model.take, "k": model.knock, "h": model.ask_hint}.get(key)
        if action is not None:
            action()
        elif key == "n":
            model.next_step() if model.hand_over else model.next_move()

    def _update(self) -> None:
        model = self.model
        view = model.view()
        self._title.object = f'<div class="sl-title">{escape(self.t("ui.your_hand"))}</div>'
        if view.hand_face_down:
            self._row.param.update(cards=[], label=self.t("ui.hand_face_down"))
            self._info.object = f"<p>{escape(self.t('ui.hand_face_down'))}</p>"
            return
        hand = tuple(view.hand)
        if not hand:  # out of the game, or before the first deal
            self._row.param.update(cards=[], label=self.t("ui.your_hand"))
            self._info.object = ""
            return
        score = view.score
        counting = set(score.cards)
        cards = [self._card(c, c in counting, c is view.taken) for c in hand]
        self._row.param.update(cards=cards, label=self.t("ui.your_hand"))
        lines = [self.t("ui.your_best", score=self.r(score.message()))]
        if len(hand) == 4:
            lines += self._discard_lines(hand, view.taken)
        items = "".join(f"<li>{escape(line)}</li>" for line in lines)
        self._info.object = f'<ul class="hand-info">{items}</ul>'

    def _card(self, card: Card, marked: bool, taken: bool) -> dict[str, Any]:
        notes = [card_name(card)]
        if marked:
            notes.append(self.t("ui.counts"))
        if taken:
            notes.append(self.t("ui.just_taken"))
        label = ", ".join(notes)
        svg = cards_svg([card], marked=[card] if marked else [], four_colour=self.model.four_colour, label=label)
        note = self.t("ui.taken_short") if taken else ""
        return {"id": str(card), "svg": svg, "label": label, "marked": marked, "locked": taken, "note": note}

    def _discard_lines(self, hand: tuple[Card, ...], taken: Card | None) -> list[str]:
        options = best_discards(hand, self.model.view().rules)
        best = max(s.total for c, s in options if c is not taken)
        lines = []
        for card, kept in options:
            if card is taken:
                lines.append(self.t("ui.if_discard_taken", card=card))
            else:
                key = "ui.if_discard_best" if kept.total == best else "ui.if_discard"
                lines.append(self.t(key, card=card, total=kept.total))
        return lines


class ActionsView(ModelView):
    """Draw, Take, Knock, Throw down, Pass (enabled only when legal), Next move and Hint."""

    def _build(self) -> Any:
        model = self.model
        self._buttons: dict[str, pn.widgets.Button] = {}
        specs = [
            ("draw", "primary", model.draw),
            ("take", "primary", model.take),
            ("knock", "warning", model.knock),
            ("throw down", "warning", model.throw_down),
            ("pass", "default", model.pass_),
            ("next", "default", model.next_move),
            ("hint", "success", model.ask_hint),
        ]
        for kind, color, action in specs:
            button = pn.widgets.Button(label=kind, color=color, min_width=110, css_classes=[f"act-{kind.split()[0]}"])
            _on_click(button, action)
            self._buttons[kind] = button
        self._error = _html()
        return pn.Column(pn.Row(*self._buttons.values(), sizing_mode="stretch_width"), self._error)

    def _update(self) -> None:
        model = self.model
        view = model.view()
        legal = {a.kind for a in view.legal_actions}
        top = view.discard_top
        names = {
            "draw": self.t("ui.draw"),
            "take": self.t("ui.take", card=top) if top else self.t("ui.take_none"),
            "knock": self.t("ui.knock"),
            "throw down": self.t("ui.throw_down"),
            "pass": self.t("ui.pass"),
            "next": self.t("ui.next_move"),
            "hint": self.t("ui.hint"),
        }
        for kind, button in self._buttons.items():
            enabled = kind in legal
            if kind == "next":
                enabled = model.bot_to_play is not None
            elif kind == "hint":
                enabled = bool(legal)
            button.param.update(label=names[kind], disabled=not enabled)
        self._layout.visible = not model.hand_over
        self._buttons["next"].visible = model.speed == "step"
        self._buttons["throw down"].visible = self._buttons["pass"].visible = view.phase is Phase.THROW_DOWN
        error = model.error
        self._error.object = f'<div class="error" role="alert">{escape(self.r(error))}</div>' if error else ""


class ShowdownView(ModelView):
    """The end of a hand, step by step: each step with the rule it applies."""

    watched = ("version", "lang", "showdown_step")

    def _build(self) -> Any:
        model = self.model
        self._steps = _html()
        self._next = pn.widgets.Button(label="next", color="primary", css_classes=["act-step"])
        self._all = pn.widgets.Button(label="all", css_classes=["act-all-steps"])
        self._deal = pn.widgets.Button(label="deal", color="success", css_classes=["act-next-hand"])
        self._new = pn.widgets.Button(label="new", color="success", css_classes=["act-new-game"])
        self._next.on_click(lambda event: model.next_step())
        self._all.on_click(lambda event: model.all_steps())
        self._deal.on_click(lambda event: model.next_hand())
        self._new.on_click(lambda event: model.new_game())
        buttons = pn.Row(self._next, self._all, self._deal, self._new)
        return pn.Column(self._steps, buttons, sizing_mode="stretch_width", visible=False)

    def _update(self) -> None:
        model = self.model
        steps = model.showdown_steps()
        self._layout.visible = bool(steps)
        if not steps:
            self._steps.object = ""
            return
        shown = steps[: model.showdown_step]
        items = "".join(f"<li>{escape(self.r(s))}{_rule_link(self, s.rule)}</li>" for s in shown)
        counter = self.t("ui.showdown_step", count=len(shown), total=len(steps))
        self._steps.object = (
            f'<div class="sl-title">{escape(self.t("ui.showdown"))}</div>'
            f'<p class="muted" aria-live="polite">{escape(counter)}</p><ol class="steps">{items}</ol>'
        )
        more = len(shown) < len(steps)
        over = model.view().phase is Phase.GAME_OVER
        self._next.param.update(label=self.t("ui.next_step"), disabled=not more)
        self._all.param.update(label=self.t("ui.all_steps"), disabled=not more)
        self._deal.param.update(label=self.t("ui.next_hand"), visible=not over)
        self._new.param.update(label=self.t("ui.new_game"), visible=over)


class LogView(ModelView):
    """This hand's moves, each bot move with its reason (options on request), and earlier hands'
    costs. A reason that names cards the person has not seen waits for the end of the hand."""

    watched = ("version", "lang", "showdown_step", "reveal_all", "reasons_now")

    def _build(self) -> Any:
        self._log = _html()
        return pn.Column(self._log, sizing_mode="stretch_width")

    def _update(self) -> None:
        model = self.model
        entries = model.log_entries()
        view = model.view()
        start = self.t("ui.log_hand", hand=view.hand_number, player=view.names[view.dealer])
        items = [f"<li>{escape(start)}</li>"] + [self._entry(e) for e in reversed(entries[-80:])]
        past = "".join(self._past_hand(hand, costs) for hand, costs in reversed(model.past_hands()[-12:]))
        title = escape(self.t("ui.bot_moves"))
        self._log.object = f'<div class="sl-title">{title}</div><ul class="log">{"".join(items)}</ul>' + (
            f'<ul class="log muted">{past}</ul>' if past else ""
        )

    def _past_hand(self, hand: int, costs: tuple[Message, ...]) -> str:
        lines = "".join(f"<li>{escape(self.r(m))}</li>" for m in costs)
        return f"<li>{escape(self.t('ui.past_hand', hand=hand))}<ul>{lines}</ul></li>"

    def _entry(self, entry: Any) -> str:
        text = escape(self.r(entry.event))
        decision = entry.decision
        if decision is None:
            return f"<li>{text}</li>"
        explanation = decision.explanation
        if not self.model.reasons_visible(explanation):
            key = "ui.withheld" if self.model.hand_over or self.model.reasons_now else "ui.reason_later"
            return f'<li>{text} <span class="muted">{escape(self.t(key))}</span></li>'
        why = escape(self.r(explanation.summary))
        details = "".join(f"<li>{escape(self.r(d))}</li>" for d in explanation.details)
        more = (
            f"<details><summary>{escape(self.t('ui.options'))}</summary><ul>{details}</ul></details>" if details else ""
        )
        return f"<li>{text} <em>{why}</em>{more}</li>"


class AidsView(ModelView):
    """The hint, the coach's word on your last decision, and notes."""

    watched = ("version", "lang", "hint", "coaching", "notice", "showdown_step")

    def _build(self) -> Any:
        self._pane = _html()
        return self._pane

    def _update(self) -> None:
        model = self.model
        parts = []
        if model.notice is not None:
            parts.append(f'<div class="notice" role="status">{escape(self.r(model.notice))}</div>')
        if model.hint is not None:
            parts.append(self._explained("ui.hint_title", model.hint.explanation, action=model.hint.action))
        coaching = model.coaching
        if coaching is not None:
            if coaching.action is coaching.best or coaching.cost <= 0:
                head = self.t("ui.coach_best", action=coaching.action)
            else:
                head = self.t("ui.coach_cost", action=coaching.action, best=coaching.best, cost=coaching.cost)
            parts.append(self._block(self.t("ui.coach_title") + ": " + head, coaching.explanation))
        self._pane.object = "".join(parts)

    def _explained(self, key: str, explanation: Any, **params: Any) -> str:
        return self._block(self.t(key, **params), explanation)

    def _block(self, head: str, explanation: Any) -> str:
        lines = []
        if explanation is not None:
            shown = [m for m in (explanation.summary, *explanation.details) if self.model.may_show(m)]
            lines = [f"<li>{escape(self.r(m))}</li>" for m in shown]
        return f'<div class="notice"><strong>{escape(head)}</strong><ul>{"".join(lines)}</ul></div>'


class LivesChart(ModelView):
    """Every player's lives after each hand, drawn with HoloViews."""

    watched = ("version", "lang")

    def _build(self) -> Any:
        self._shown: tuple[int, str] = (-1, "")
        self._pane = pn.pane.HoloViews(None, sizing_mode="stretch_width", height=260)
        return self._pane

    def _update(self) -> None:
        model = self.model
        key = (len(model.history.hands), model.lang)
        if key == self._shown:
            return
        self._shown = key
        self._pane.object = self._plot()

    def _plot(self) -> Any:
        import holoviews as hv
        import holoviews.plotting.bokeh  # options need the bokeh backend loaded

        model = self.model
        names = model.view().names
        history = model.history
        curves = []
        dashes = ["solid", "dashed", "dotted", "dotdash", "dashdot"]
        for seat, name in enumerate(names):
            points = [(hand, lives[seat]) for hand, lives in zip(history.hands, history.lives, strict=True)]
            curve = hv.Curve(points, self.t("ui.hand_axis"), self.t("ui.lives_axis"), label=name)
            curves.append(curve.opts(line_dash=dashes[seat % len(dashes)], line_width=2))
            curves.append(hv.Scatter(points, self.t("ui.hand_axis"), self.t("ui.lives_axis"), label=name).opts(size=6))
        top = max((max(lives) for lives in history.lives), default=1)
        return hv.Overlay(curves).opts(
            title=self.t("ui.lives_chart"),
            responsive=True,
            height=250,
            legend_position="right",
            toolbar=None,
            yticks=list(range(top + 1)),
            xticks=list(history.hands),
        )


class RulesView(ModelView):
    """The rules page, every rule with its id."""

    watched = ("lang",)

    def _build(self) -> Any:
        self._page = pn.pane.Markdown("", sizing_mode="stretch_width", css_classes=["rules-page"], disable_math=True)
        return self._page

    def _update(self) -> None:
        from .rules_page import rules_markdown

        self._page.object = rules_markdown(self.model.lang) or self.t("ui.rules_missing")


__all__ = [
    "ActionsView",
    "AidsView",
    "HandView",
    "LivesChart",
    "LogView",
    "ModelView",
    "RulesView",
    "ShowdownView",
    "TableView",
]
