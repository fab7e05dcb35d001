"""Thin views of a seat's screen (:class:`~.screen.SeatScreen`: the app's :class:`GameModel`, or
a classroom seat's): each builds its panes once and updates them when the
model changes. None of them changes the game: buttons call the model's actions.

Every text is a message rendered in ``model.lang`` (card names too); every card is drawn from
what the person may see (:meth:`SeatScreen.disclosure`: their own hand, public cards, hands the
showdown has shown), never from the game. The views know one seat only, the model's, so that a
classroom can show the same views to each seat of a shared table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import panel as pn
import param
from param.parameters import NoNone

from .. import actions as A
from ..actions import ActionKind
from ..bots import Decision
from ..bots.grades import GradeLabel
from ..cards import Card
from ..classroom.history import LogEntry
from ..messages import Explanation, Message, msg, render
from ..scoring import best_discards, score_hand
from ..showdown import StepKind
from ..state import Phase
from ..svg import backs_svg, card_name, cards_svg
from .advice import instead, plain_reason, why_not
from .cardrow import CardRow
from .components import HtmlText
from .rules_page import rule_texts
from .screen import SeatScreen
from .style import CSS, LAYOUT_CSS, WIDGET_CSS


def html_pane(html: str = "", **params: Any) -> HtmlText:
    """A piece of HTML with the app's stylesheet, as wide as its place and no wider."""
    params.setdefault("sizing_mode", "stretch_width")
    params.setdefault("margin", (2, 5))
    return HtmlText(object=html, stylesheets=[CSS], **params)


def button(label: str, action: Callable[[], object], css: str, color: str = "default") -> pn.widgets.Button:
    """A button of the app: it calls ``action`` and takes its size from the screen mode."""
    widget = pn.widgets.Button(label=label, color=color, css_classes=[css], stylesheets=[WIDGET_CSS], margin=(3, 4))

    def clicked(event: object) -> None:
        with pn.io.hold():  # Panel sends each change of a click on its own: send them as one message
            action()

    widget.on_click(clicked)
    return widget


def assign(target: param.Parameterized, **values: Any) -> None:
    """Set those of ``values`` that differ from ``target``'s, their watchers called once.

    A screen is brought up to date at every move, for every page at a table, and most of its
    values stay, so only the changed ones are set. Not through ``param.update``, which reads
    every value of the object first (a widget has about fifty) to return them for a restore.
    A widget's ``label`` is set as its ``name``: Panel keeps the two equal, and the way from
    ``label`` to ``name`` unlocks and locks each of the widget's parameters again (Panel's
    ``edit_readonly``), the way back is a plain assignment. (benchmarks/README.md, issue 15,
    thirteenth round: both cost more than the change itself.)"""
    changed = {name: value for name, value in values.items() if getattr(target, name) != value}
    if "label" in changed and isinstance(target, pn.widgets.Widget):
        changed["name"] = changed.pop("label")
    if len(changed) == 1:
        [(name, value)] = changed.items()
        setattr(target, name, value)
    elif changed:
        with param.parameterized.batch_call_watchers(target):
            for name, value in changed.items():
                setattr(target, name, value)


def flow(*objects: Any, **params: Any) -> pn.FlexBox:
    """A row that wraps onto the next line on a narrow screen."""
    params.setdefault("sizing_mode", "stretch_width")
    return pn.FlexBox(*objects, flex_wrap="wrap", align_items="center", stylesheets=[LAYOUT_CSS], **params)


class ModelView(pn.viewable.Viewer):
    """A view of one session's model; subclasses build panes in ``_build`` and fill ``_update``."""

    model = param.ClassSelector(class_=SeatScreen, allow_None=NoNone, doc="The session's screen of the game.")
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

    def cards(self, cards: Sequence[Card], **params: Any) -> str:
        """Cards as a picture whose words speak the session's language."""
        return cards_svg(cards, four_colour=self.model.four_colour, lang=self.model.lang, **params)

    def lines(self, explanation: Explanation) -> tuple[Message, ...]:
        """The lines of an explanation at the level the person chose."""
        return explanation.lines(self.model.detail)

    def _build(self) -> Any:
        raise NotImplementedError

    def _update(self) -> None:
        raise NotImplementedError

    def __panel__(self) -> Any:
        return self._layout


def rule_link(view: ModelView, rule: str | None) -> str:
    """The rule a step applies, its text one click away (a <details>, so keyboards reach it)."""
    if not rule:
        return ""
    text = rule_texts(view.model.lang).get(rule, view.t("ui.rule_unknown", rule=rule))
    return (
        f' <details class="sl-rule"><summary>{escape(view.t("ui.rule_link", rule=rule))}</summary>'
        f'<p class="sl-rule-text">{escape(text)}</p></details>'
    )


# ---------------------------------------------------------------------- the turn


class StatusView(ModelView):
    """Whose turn it is and what to do now; after a knock, that this is the last turn."""

    watched = ("version", "lang", "speed")

    def _build(self) -> Any:
        self._pane = html_pane()
        return self._pane

    def _update(self) -> None:
        view = self.model.view()
        main, note = self._text()
        mine = view.current == view.seat
        extra = f'<span class="sl-note">{escape(note)}</span>' if note else ""
        self._pane.object = (
            f'<div class="sl-status{" sl-mine" if mine else ""}" role="status" aria-live="polite">'
            f"{escape(main)}{extra}</div>"
        )

    def _text(self) -> tuple[str, str]:
        view = self.model.view()
        if self.model.paused:
            return self.t("ui.status.paused"), ""
        if view.phase is Phase.GAME_OVER:
            return self.t("ui.status.game_over", player=view.names[view.winner or 0]), ""
        if view.phase is Phase.HAND_OVER:
            return self.t("ui.status.hand_over"), ""
        return self._turn_text()

    def _turn_text(self) -> tuple[str, str]:
        model, view = self.model, self.model.view()
        if view.current != view.seat:
            player = view.names[view.current or 0]
            if view.spectator:
                return self.t("ui.status.bot_turn", player=player), ""
            if view.out[view.seat]:
                return self.t("ui.status.bot_turn", player=player), self.t("ui.status.you_are_out")
            key = (
                "ui.status.bot_step"
                if model.speed == "step" and model.bot_to_play is not None
                else "ui.status.bot_turn"
            )
            return self.t(key, player=player), self._last_turn_note(view)
        if view.phase is Phase.THROW_DOWN:
            return self.t("ui.status.your_throw_down"), ""
        if view.phase is Phase.DISCARD:
            return self.t("ui.status.your_discard"), self._last_turn_note(view)
        knock = A.KNOCK_ACTION in view.legal_actions
        return self.t("ui.status.your_take" if knock else "ui.status.your_take_no_knock"), self._last_turn_note(view)

    def _last_turn_note(self, view: Any) -> str:
        if view.knocker is None or view.knocker == view.seat:
            return ""
        key = "ui.status.your_last_turn" if view.current == view.seat else "ui.status.last_turns"
        return self.t(key, player=view.names[view.knocker])


class MessagesView(ModelView):
    """A refusal or a note, where the person is looking, until they have read it (OK)."""

    watched = ("version", "lang", "error", "notice")

    def _build(self) -> Any:
        self._pane = html_pane()
        self._ok = button("OK", self.model.dismiss, "act-dismiss")
        return flow(self._pane, self._ok, visible=False)

    def _update(self) -> None:
        model = self.model
        parts = []
        if model.error is not None:
            parts.append(self._message("sl-error", "alert", "!", model.error))
        if model.notice is not None:
            parts.append(self._message("sl-notice", "status", "i", model.notice))
        self._pane.object = "".join(parts)
        self._ok.label = self.t("ui.dismiss")
        self._layout.visible = bool(parts)

    def _message(self, kind: str, role: str, icon: str, message: Message) -> str:
        return (
            f'<div class="sl-msg {kind}" role="{role}"><span class="sl-msg-icon" aria-hidden="true">{icon}</span>'
            f'<span class="sl-msg-text">{escape(self.r(message))}</span></div>'
        )


# ---------------------------------------------------------------------- the table


class TableView(ModelView):
    """Every seat around the table (lives as coins, dealer, knocker, whose turn, the cards), the
    stock and the pile in the middle. At the showdown the hands turn face up one by one, each
    with its total; the lowest is marked, and the coins paid leave."""

    watched = ("version", "lang", "four_colour", "reveal_all", "showdown_step")

    def _build(self) -> Any:
        self._seats = html_pane()
        self._centre = html_pane()
        return pn.Column(self._seats, self._centre, sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS])

    def _update(self) -> None:
        view = self.model.view()
        n = len(view.names)
        order = [(view.seat + k) % n for k in range(1, n + 1)]  # clockwise after me, me last
        seats = "".join(self._seat(s) for s in order)
        label = escape(self.t("ui.seats"))
        self._seats.object = f'<section class="sl-seats" aria-label="{label}">{seats}</section>'
        self._centre.object = self._middle()

    # ---- one seat

    def _seat(self, seat: int) -> str:
        view = self.model.view()
        facts = self._showdown_facts()
        classes = ["sl-seat"]
        if view.current == seat:
            classes.append("sl-current")
        if self._out(seat, facts):
            classes.append("sl-out")
        if seat in facts["lowest"]:
            classes.append("sl-lowest")
        shown = self.model.shown_hand(seat) if seat != view.seat or view.phase.over else None
        if shown is not None:
            classes.append("sl-shown")
        badges = "".join(self._badges(seat, facts))
        return (
            f'<div class="{" ".join(classes)}" data-seat="{seat}">'
            f'<div class="sl-name">{self._title(seat)}</div>'
            f'<div class="sl-line">{self._lives(seat, facts)}{badges}</div>'
            f'<div class="sl-cards">{self._cards_of(seat, shown)}</div></div>'
        )

    def _title(self, seat: int) -> str:
        """The seat's name, and who plays it (you, or a bot of some level), as HTML."""
        view, model = self.model.view(), self.model
        name = escape(view.names[seat])
        if seat == view.seat:
            return f'{name} <span class="sl-level">{escape(self.t("ui.you"))}</span>'
        note = model.seat_note(seat)
        if note is not None:
            return f'{name} <span class="sl-level sl-away">{escape(self.r(note))}</span>'
        level = model.table.level(seat)
        if level is None:
            return name
        return f'{name} <span class="sl-level">{escape(self.t("ui.level." + level))}</span>'

    def _badges(self, seat: int, facts: dict[str, Any]) -> list[str]:
        view = self.model.view()
        marks = [
            ("ui.dealer", "", view.dealer == seat),
            ("ui.knocked", "", view.knocker == seat),
            ("ui.to_play", "sl-turn", view.current == seat),
            ("ui.winner", "sl-turn", view.winner == seat),
            ("ui.lowest", "sl-low", seat in facts["lowest"]),
        ]
        badges = [f'<span class="sl-badge {kind}">{escape(self.t(key))}</span>' for key, kind, on in marks if on]
        score = facts["scores"].get(seat)
        if score is not None:
            badges.append(f'<span class="sl-badge sl-score">{escape(self.t("ui.scores", total=score))}</span>')
        return badges

    def _out(self, seat: int, facts: dict[str, Any]) -> bool:
        """Out of the game, as far as the showdown steps shown so far have told."""
        return self.model.view().out[seat] and seat not in facts["unpaid"]

    def _lives(self, seat: int, facts: dict[str, Any]) -> str:
        view = self.model.view()
        result = view.this_hands_result
        # Until the showdown reaches a seat's payment, its lives are those it began the hand with:
        # the steps tell the class who pays, one at a time.
        lives = result.lives_before[seat] if result is not None and seat in facts["unpaid"] else view.lives[seat]
        paid = facts["paid"].get(seat, 0)
        coins = '<span class="sl-coin">●</span>' * min(lives, 12) or "○"
        coins += '<span class="sl-coin sl-paid">●</span>' * paid  # the coins just paid, leaving
        if self._out(seat, facts):
            words = self.t("ui.out")
        elif lives == 0:
            words = self.t("ui.on_the_dole")
        else:
            words = self.t("ui.lives", count=lives)
        return f'<span class="sl-coins" aria-hidden="true">{coins}</span> {escape(words)}'

    def _cards_of(self, seat: int, shown: tuple[Card, ...] | None) -> str:
        view = self.model.view()
        result = view.this_hands_result
        out_before = view.out[seat] and (result is None or seat not in result.hands)
        if out_before or (seat == view.seat and shown is None):
            return ""  # my own cards are in my hand below, until the showdown shows them here too
        if shown is None:
            return backs_svg(self.model.cards_held(seat), lang=self.model.lang)
        score = score_hand(shown, view.rules) if len(shown) == 3 else None
        names = [card_name(c, self.model.lang) for c in shown]
        label = self.t("ui.revealed_hand", player=view.names[seat], cards=names)
        return self.cards(shown, marked=score.cards if score else (), label=label)

    def _showdown_facts(self) -> dict[str, Any]:
        """What the showdown steps shown so far have said: scores, the lowest, coins paid."""
        facts: dict[str, Any] = {"scores": {}, "lowest": set(), "paid": {}, "unpaid": set()}
        result = self.model.view().this_hands_result
        if result is None:
            return facts
        settled = set()
        for shown in self.model.showdown_steps()[: self.model.showdown_step]:
            if shown.kind is StepKind.SCORE:
                facts["scores"][shown.seats[0]] = result.scores[shown.seats[0]].total
            elif shown.kind is StepKind.VERDICT and len(shown.seats) < len(result.scores):
                facts["lowest"] = set(shown.seats)
            elif shown.kind is StepKind.PAYS:
                facts["paid"][shown.seats[0]] = result.paid.get(shown.seats[0], 0)
            if shown.kind in (StepKind.PAYS, StepKind.OUT):
                settled.add(shown.seats[0])
        facts["unpaid"] = set(result.paid) - settled  # losers whose payment is still to be told
        return facts

    # ---- the middle of the table

    def _middle(self) -> str:
        model, view = self.model, self.model.view()
        top = view.discard_top
        pile = self.cards([top]) if top else escape(self.t("ui.discard_empty"))
        parts = [
            f'<div>{backs_svg(1, lang=model.lang)}<div class="sl-pile-label">'
            f"{escape(self.t('ui.stock', count=view.stock_count))}</div></div>",
            f'<div>{pile}<div class="sl-pile-label">{escape(self.t("ui.discard_pile"))}</div></div>',
            f"<div><div>{escape(self.t('ui.hand_round', hand=view.hand_number, round=view.round))}</div>"
            f"<div>{escape(self.t('ui.kitty', count=view.kitty))}</div></div>",
        ]
        steps = model.showdown_steps()
        if steps and model.showdown_step:
            now = steps[min(model.showdown_step, len(steps)) - 1]
            parts.append(f'<div class="sl-step-now" aria-hidden="true">{escape(self.r(now))}</div>')
        return f'<div class="sl-centre">{"".join(parts)}</div>'


class HandView(ModelView):
    """Your hand as buttons (click, Enter or the keys 1-4 to discard), what it scores, what each
    discard keeps, and the expert's choice beside it when the coach or a hint is on."""

    watched = ("version", "lang", "four_colour", "hint", "coach_on", "detail", "advice")

    def _build(self) -> Any:
        self._title = html_pane()
        self._row = CardRow(on_card=self.model.discard, margin=(5, 10), sizing_mode="stretch_width")
        self._info = html_pane()
        return pn.Column(self._title, self._row, self._info, sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS])

    def key(self, key: str) -> None:
        """A keyboard shortcut (the keys are listed in the app's help)."""
        model = self.model
        if key in ("1", "2", "3", "4"):
            hand = model.view().hand
            if int(key) <= len(hand):
                model.discard(hand[int(key) - 1])
            return
        actions: dict[str, Callable[[], object]] = {
            "d": model.draw,
            "t": model.take,
            "k": model.knock,
            "p": model.pass_,
            "w": model.throw_down,
            "h": model.ask_hint,
            "s": model.next_step,
            "a": model.all_steps,
        }
        if key in actions:
            actions[key]()
        elif key == "n":
            model.next_hand() if model.hand_over else model.next_move()

    def _update(self) -> None:
        view = self.model.view()
        self._layout.visible = not view.out[view.seat]  # out of the game: nothing in hand, ever again
        self._title.object = f'<div class="sl-h">{escape(self.t("ui.your_hand"))}</div>'
        label = self.t("ui.your_hand")
        if view.hand_face_down or not view.hand:
            words = self.t("ui.hand_face_down") if view.hand_face_down else ""
            assign(self._row, cards=[], label=label)
            self._info.object = f"<p>{escape(words)}</p>" if words else ""
            return
        hand = tuple(view.hand)
        score = view.score
        counting = set(score.cards)
        assign(self._row, cards=[self._card(c, c in counting, c is view.taken) for c in hand], label=label)
        lines = [self.t("ui.your_best", score=self.r(score.message()))]
        if len(hand) == 4:
            lines += self._discard_lines(hand, view.taken)
        items = "".join(f"<li>{escape(line)}</li>" for line in lines)
        advice = self._expert_line()
        if advice:
            items += f'<li class="sl-expert">{escape(advice)}</li>'
        self._info.object = f'<ul class="sl-hand-info">{items}</ul>'

    def _card(self, card: Card, marked: bool, taken: bool) -> dict[str, Any]:
        notes = [card_name(card, self.model.lang)]
        if marked:
            notes.append(self.t("ui.counts"))
        if taken:
            notes.append(self.t("ui.just_taken"))
        label = ", ".join(notes)
        svg = self.cards([card], marked=[card] if marked else [], label=label)
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

    def _expert_line(self) -> str:
        """When the expert (hint, coach) would throw another card than the highest total: which,
        and why, in one place (one voice of advice)."""
        model = self.model
        view = model.view()
        if view.phase is not Phase.DISCARD or not model.my_turn:
            return ""
        expert = model.expert_choice()
        if expert is None:
            return ""
        told = instead(view, expert, detailed=model.detail != "simple")
        return self.r(told) if told is not None else ""


class ActionsView(ModelView):
    """Draw, Take, Knock, Throw down, Pass (enabled only when legal, a greyed Knock says why),
    Next move and Hint."""

    watched = ("version", "lang", "speed")

    def _build(self) -> Any:
        model = self.model
        specs = [
            ("draw", "primary", model.draw),
            ("take", "primary", model.take),
            ("knock", "warning", model.knock),
            ("throw down", "warning", model.throw_down),
            ("pass", "default", model.pass_),
            ("next", "default", model.next_move),
            ("hint", "success", model.ask_hint),
        ]
        self._buttons = {kind: button(kind, action, f"act-{kind.split()[0]}", color) for kind, color, action in specs}
        self._why = html_pane()
        return pn.Column(flow(*self._buttons.values()), self._why, sizing_mode="stretch_width")

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
        throw_down = view.phase is Phase.THROW_DOWN
        shown = {"next": model.speed == "step", "throw down": throw_down, "pass": throw_down, "knock": not throw_down}
        for kind, widget in self._buttons.items():
            enabled = ActionKind(kind) in legal if kind not in ("next", "hint") else False
            if kind == "next":
                enabled = model.bot_to_play is not None
            elif kind == "hint":
                enabled = bool(legal)
            assign(widget, label=names[kind], disabled=not enabled or model.paused, visible=shown.get(kind, True))
        assign(self._layout, visible=not model.hand_over and not view.out[view.seat])
        refusal = view.knock_refusal()
        why = f'<p class="sl-muted">{escape(self.t("ui.why_no_knock", why=self.r(refusal)))}</p>' if refusal else ""
        self._why.object = why


class AidsView(ModelView):
    """The hint and the coach's word on your last decision, at the level of detail chosen."""

    watched = ("version", "lang", "hint", "coaching", "showdown_step", "detail")

    def _build(self) -> Any:
        self._pane = html_pane()
        return self._pane

    def _update(self) -> None:
        model = self.model
        parts = []
        if model.hint is not None:
            parts.append(self._hint(model.hint))
        if model.coaching is not None:
            parts.append(self._coaching())
        self._pane.object = "".join(parts)

    def _hint(self, decision: Decision) -> str:
        head = self.t("ui.hint_title", action=decision.action)
        view = self.model.view()
        plain = plain_reason(decision, view.discard_top) if self.model.detail == "simple" else None
        lines = (plain,) if plain is not None else self.lines(decision.explanation)
        return self._block("sl-advice", head, lines)

    def _coaching(self) -> str:
        coaching = self.model.coaching
        view = coaching.view
        if coaching.label is GradeLabel.BEST:
            head = self.t("ui.coach_best", action=coaching.action)
            lines: tuple[Message, ...] = () if self.model.detail == "simple" else self.lines(coaching.explanation)[1:]
        elif self.model.detail == "simple":
            mine, best = coaching.option(coaching.action), coaching.option(coaching.best)
            why = why_not(mine, best, view, detailed=False) if mine and best else msg("ui.why.balance")
            head = self.t("ui.coach_better", action=coaching.action, best=coaching.best, why=self.r(why))
            lines = ()
        else:
            head = self.t("ui.coach_cost", action=coaching.action, best=coaching.best, cost=coaching.cost)
            lines = self.lines(coaching.explanation)[1:]
        title = self.t("ui.coach_title") + " · " + self.r(coaching.label.message())
        return self._block(f"sl-advice sl-coach sl-grade-{coaching.label.value}", title + ": " + head, lines)

    def _block(self, kind: str, head: str, lines: Sequence[Message]) -> str:
        shown = [m for m in lines if self.model.may_show(m)]
        items = "".join(f"<li>{escape(self.r(m))}</li>" for m in shown)
        return f'<div class="{kind}" role="status"><strong>{escape(head)}</strong><ul>{items}</ul></div>'


# ---------------------------------------------------------------------- the end of a hand


class ShowdownView(ModelView):
    """The end of a hand as text, step by step, each step with the rule it applies; buttons to
    step on, show all, and deal the next hand (or start a new game)."""

    watched = ("version", "lang", "showdown_step")

    def _build(self) -> Any:
        model = self.model
        self._steps = html_pane()
        self._next = button("next", model.next_step, "act-step", "primary")
        self._all = button("all", model.all_steps, "act-all-steps")
        self._deal = button("deal", model.next_hand, "act-next-hand", "success")
        self._new = button("new", model.new_game, "act-new-game", "success")
        buttons = flow(self._next, self._all, self._deal, self._new)
        return pn.Column(buttons, self._steps, sizing_mode="stretch_width", visible=False)

    def _update(self) -> None:
        model = self.model
        steps = model.showdown_steps()
        self._layout.visible = bool(steps)
        if not steps:
            self._steps.object = ""
            return
        shown = steps[: model.showdown_step]
        items = [f"<li>{escape(self.r(s))}{rule_link(self, s.rule)}</li>" for s in shown]
        if items:
            items[-1] = items[-1].replace("<li>", '<li class="sl-last">', 1)
        counter = self.t("ui.showdown_step", count=len(shown), total=len(steps))
        self._steps.object = (
            f'<div class="sl-h">{escape(self.t("ui.showdown"))}</div>'
            f'<p class="sl-muted" aria-live="polite">{escape(counter)}</p><ol class="sl-steps">{"".join(items)}</ol>'
        )
        more = len(shown) < len(steps)
        view = model.view()
        over = view.phase is Phase.GAME_OVER
        waiting = model.waiting_for()
        if waiting and model.ready:  # a classroom: the next hand waits for the others
            note = self.t("ui.waiting_for", players=list(waiting))
            self._steps.object += f'<p class="sl-note" role="status">{escape(note)}</p>'
        assign(self._next, label=self.t("ui.next_step"), disabled=not more)
        assign(self._all, label=self.t("ui.all_steps"), disabled=not more)
        playing = not view.spectator
        assign(self._deal, label=self.t("ui.next_hand"), visible=playing and not over, disabled=model.ready)
        assign(self._new, label=self.t("ui.new_game"), visible=playing and over, disabled=model.ready)


class LogView(ModelView):
    """This hand's moves in the order they were made, each bot move with its reason once the
    reason may be shown, and what earlier hands cost."""

    watched = ("version", "lang", "showdown_step", "reveal_all", "reasons_now", "detail")

    def _build(self) -> Any:
        self._log = html_pane()
        self._drawn: dict[int, tuple[LogEntry, tuple[Any, ...], str]] = {}  # line -> (entry, its state, HTML)
        return self._log

    def _update(self) -> None:
        model = self.model
        view = model.view()
        entries = model.log_entries()[-80:]
        start = self.t("ui.log_hand", hand=view.hand_number, player=view.names[view.dealer])
        first = len(model.log_entries()) - len(entries)
        drawn, self._drawn = self._drawn, {}
        items = [f"<li><strong>{escape(start)}</strong></li>"] + [
            self._line(e, first + k, drawn) for k, e in enumerate(entries)
        ]
        withheld = any(e.decision is not None and not model.reasons_visible(e.decision.explanation) for e in entries)
        note = f'<p class="sl-later">{escape(self.t("ui.reason_later"))}</p>' if withheld else ""
        gone = [(h, costs) for h, costs in model.past_hands()[-12:] if h != view.hand_number]  # this one: above
        past = "".join(self._past_hand(hand, costs) for hand, costs in reversed(gone))
        summary = escape(self.t("ui.earlier_hands"))
        earlier = f'<details><summary>{summary}</summary><ul class="sl-muted">{past}</ul></details>' if past else ""
        title = escape(self.t("ui.log_title"))
        self._log.object = (
            f'<section aria-label="{title}"><div class="sl-h">{title}</div>{note}'
            f'<div class="sl-log" tabindex="0" role="log" aria-label="{title}"><ol>{"".join(items)}</ol></div>'
            f"{earlier}</section>"
        )

    def _line(self, entry: LogEntry, index: int, drawn: dict[int, tuple[LogEntry, tuple[Any, ...], str]]) -> str:
        """A line of the log, drawn again only when what it shows has changed: the log is
        redrawn at every move, and most of its lines are the same as before. A line whose
        bot's reasons are shown is always drawn anew (what it may name grows with the hand)."""
        model = self.model
        decision = entry.decision
        if decision is not None and model.reasons_visible(decision.explanation):
            return self._entry(entry, index)
        state = (model.lang, model.detail, model.move_labels.get((model.view().hand_number, index)))
        before = drawn.get(index)
        if before is not None and before[0] is entry and before[1] == state:
            text = before[2]
        else:
            text = self._entry(entry, index)
        self._drawn[index] = (entry, state, text)
        return text

    def _past_hand(self, hand: int, costs: tuple[Message, ...]) -> str:
        lines = "".join(f"<li>{escape(self.r(m))}</li>" for m in costs)
        return f"<li>{escape(self.t('ui.past_hand', hand=hand))}<ul>{lines}</ul></li>"

    def _entry(self, entry: LogEntry, index: int) -> str:
        model = self.model
        text = escape(self.r(entry.message(model.game.names)))
        if entry.note is not None:  # a simple bot stood in: say so where the move is logged
            text += f' <span class="sl-muted">({escape(self.r(entry.note))})</span>'
        mine = ' class="sl-mine"' if entry.seat == model.view().seat else ""
        label = model.move_labels.get((model.view().hand_number, index))
        if label is not None:  # the coach's grade of the person's own move
            text += f' <span class="sl-grade sl-grade-{label.value}">{escape(self.r(label.message()))}</span>'
        decision = entry.decision
        if decision is None or not model.reasons_visible(decision.explanation):
            marker = ' <span class="sl-later" aria-hidden="true">…</span>' if decision is not None else ""
            return f"<li{mine}>{text}{marker}</li>"
        plain = plain_reason(decision, entry.event.card) if model.detail == "simple" else None
        lines = (plain,) if plain is not None else self.lines(decision.explanation)
        why = escape(self.r(lines[0]))
        details = "".join(f"<li>{escape(self.r(d))}</li>" for d in lines[1:] if model.may_show(d))
        more = (
            f"<details><summary>{escape(self.t('ui.options'))}</summary><ul>{details}</ul></details>" if details else ""
        )
        return f"<li{mine}>{text} <em>{why}</em>{more}</li>"


# ---------------------------------------------------------------------- the other tabs


class LivesChart(ModelView):
    """Every player's lives after each hand, drawn with HoloViews."""

    watched = ("version", "lang")

    def _build(self) -> Any:
        self._shown: tuple[int, int, str, tuple[str, ...]] = (0, -1, "", ())
        self._drawn_history: Any = None  # the history last drawn, held: its id stays its own
        self._pane = pn.pane.HoloViews(None, sizing_mode="stretch_width", height=300)
        return self._pane

    def _update(self) -> None:
        model = self.model
        key = (id(model.history), len(model.history.hands), model.lang, model.game.names)  # a new game: a new history
        if key == self._shown:
            return
        self._shown, self._drawn_history = key, model.history
        self._pane.object = self._plot()

    def _plot(self) -> Any:
        import holoviews as hv
        import holoviews.plotting.bokeh  # options need the bokeh backend loaded

        model = self.model
        names = model.view().names
        history = model.history
        curves = []
        dashes = ["solid", "dashed", "dotted", "dotdash", "dashdot"]
        hand, lives = self.t("ui.hand_axis"), self.t("ui.lives_axis")
        for seat, name in enumerate(names):
            points = [(h, life[seat]) for h, life in zip(history.hands, history.lives, strict=True)]
            curves.append(
                hv.Curve(points, hand, lives, label=name).opts(line_dash=dashes[seat % len(dashes)], line_width=2)
            )
            curves.append(hv.Scatter(points, hand, lives, label=name).opts(size=6))
        top = max((max(life) for life in history.lives), default=1)
        return hv.Overlay(curves).opts(
            title=self.t("ui.lives_chart"),
            responsive=True,
            height=280,
            legend_position="bottom",
            toolbar=None,
            yticks=list(range(top + 1)),
            xticks=list(history.hands),
        )


class RulesView(ModelView):
    """The rules page, every rule with its id."""

    watched = ("lang",)

    def _build(self) -> Any:
        self._page = pn.pane.Markdown(
            "", sizing_mode="stretch_width", css_classes=["rules-page"], disable_math=True, stylesheets=[CSS]
        )
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
    "MessagesView",
    "ModelView",
    "RulesView",
    "ShowdownView",
    "StatusView",
    "TableView",
    "button",
    "flow",
    "html_pane",
]
