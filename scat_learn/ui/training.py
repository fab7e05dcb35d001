"""The learner's training pages: the review of a finished game, drills, and progress.

:class:`TrainingScreen` is the ``param`` model (one per session, over the session's
:class:`~.model.GameModel` and its :class:`~scat_learn.classroom.training.Training`); the views
(:class:`ReviewView`, :class:`DrillView`, :class:`ProgressView`) build their panes once and
redraw when it changes. A drill's answer is asked of the coach only when the learner has chosen
(:meth:`TrainingScreen.choose`): before that no screen holds it. The review shows every card,
and is made only once the game is over.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import panel as pn
import param
from param.parameters import NoNone

from ..actions import Action
from ..bots import Option
from ..bots.grades import GradeLabel
from ..classroom.drills import Drill, DrillResult
from ..classroom.review import Review, ReviewedDecision, review_game
from ..classroom.training import Progress, Training, label_counts
from ..errors import ScatError
from ..i18n import LANGUAGES
from ..messages import Message, msg, render
from ..state import Phase
from ..svg import cards_svg
from .model import GameModel
from .style import LAYOUT_CSS
from .views import button, flow, html_pane

log = logging.getLogger(__name__)


class TrainingScreen(param.Parameterized):
    """What the training pages show: the review's step, the drill session and its answer.

    ``training``: the learner's (:class:`~scat_learn.classroom.training.Training`); ``screen``:
    the single-student app's game, the one its review is of (None: no review, as for a
    classroom student between games, whose progress and drills are the classroom store's)."""

    lang: param.Selector[str] = param.Selector(default="en", objects=list(LANGUAGES), doc="The pages' language.")
    four_colour = param.Boolean(default=False, doc="Give each suit its own colour.")
    screen = param.ClassSelector(class_=GameModel, default=None, allow_None=True, doc="The game to review.")
    version = param.Integer(default=0, doc="Bumped after every change the pages show.")
    review_step = param.Integer(default=0, bounds=(0, None), doc="The decision the review shows.")
    drill_index = param.Integer(default=0, bounds=(0, None), doc="The drill of the session shown.")
    result = param.Parameter(default=None, doc="The answer to the drill shown (a DrillResult), once chosen.")
    error = param.Parameter(default=None, doc="Why the last attempt was refused (a Message).")
    wanted_tab = param.String(default="", doc="A page the learner asked to go to (the app opens it).")

    def __init__(
        self, training: Training | None = None, reviewer: Callable[[], Review] | None = None, **params: Any
    ) -> None:
        """``reviewer``: where the review of a game with no ``screen`` comes from (a classroom
        seat's finished game: :meth:`~scat_learn.classroom.seating.ClassTable.review`); it
        raises ScatError to refuse, in words."""
        super().__init__(**params)
        self._reviewer = reviewer
        screen = self.screen
        if training is None:
            assert screen is not None, "a training, or a game model that has one"
            training = screen.training
        self.training = training
        if screen is not None:  # the game's language and colours are the pages' too
            self.param.update(lang=screen.lang, four_colour=screen.four_colour)
            screen.param.watch(lambda event: setattr(self, event.name, event.new), ["lang", "four_colour"])
        self.review: Review | None = None
        self._reviewed: object = None  # the game the review is of
        self.session: list[Drill] = []
        self.right = 0

    # ---- the review

    def open_review(self) -> None:
        """The review of the game just played (only once it is over: R-INFO-1 until then)."""
        if self.screen is None:
            self._review_from_reviewer()
            return
        game = self.screen.game
        if game.phase is not Phase.GAME_OVER:
            self.review = None
            self._refuse(msg("review.not_over"))
            return
        key = (game.seed, game.hand_number, len(str(game.record)))
        if self.review is None or self._reviewed != key:
            self.review = review_game(game, [self.screen.seat])
            self._reviewed = key
        self.param.update(review_step=0, error=None, version=self.version + 1)

    def _review_from_reviewer(self) -> None:
        if self._reviewer is None:
            return
        try:
            review = self._reviewer()
        except ScatError as error:
            self.review = None
            self._refuse(error.message)
            return
        self.review = review
        self.param.update(review_step=0, error=None, version=self.version + 1)

    def review_move(self, by: int) -> None:
        if self.review is None:
            return
        last = max(0, len(self.review.decisions) - 1)
        self.param.update(review_step=min(last, max(0, self.review_step + by)), version=self.version + 1)

    # ---- drills

    def start_drills(self, own_only: bool = False) -> None:
        """A session of the drills due now (``own_only``: the learner's own mistakes only)."""
        try:
            self.session = self.training.due(builtin=not own_only)
        except ScatError as error:
            self.session = []
            self._refuse(error.message)
            return
        self.right = 0
        self.param.update(drill_index=0, result=None, error=None, version=self.version + 1)

    @property
    def drill(self) -> Drill | None:
        if 0 <= self.drill_index < len(self.session):
            return self.session[self.drill_index]
        return None

    def choose(self, action: Action | str) -> None:
        """The learner's answer to the drill shown: graded, scheduled, and only now explained."""
        drill = self.drill
        if drill is None or self.result is not None:
            return
        try:
            result = self.training.answer(drill, action)
        except ScatError as error:
            self._refuse(error.message)
            return
        self.right += int(result.right)
        self.param.update(result=result, error=None, version=self.version + 1)

    def next_drill(self) -> None:
        if self.result is None:
            self._refuse(msg("train.choose_first"))
            return
        self.param.update(drill_index=self.drill_index + 1, result=None, error=None, version=self.version + 1)

    # ---- progress

    def progress(self) -> Progress:
        return self.training.progress()

    def _refuse(self, message: Message) -> None:
        self.param.update(error=message, version=self.version + 1)


class TrainingView(pn.viewable.Viewer):
    """A view of the training pages (subclasses fill ``_update``)."""

    model = param.ClassSelector(class_=TrainingScreen, allow_None=NoNone)
    watched: tuple[str, ...] = ("version", "lang", "four_colour")

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self._layout = self._build()
        self._update()
        self.model.param.watch(lambda *e: self._update(), list(self.watched))

    def t(self, key: str, **params: Any) -> str:
        return render(Message(key, params), self.model.lang)

    def r(self, message: Message) -> str:
        return render(message, self.model.lang)

    def cards(self, cards: Sequence[Any]) -> str:
        return cards_svg(list(cards), four_colour=self.model.four_colour, lang=self.model.lang)

    def error_html(self) -> str:
        error = self.model.error
        return f'<p class="sl-error" role="alert">{escape(self.r(error))}</p>' if error is not None else ""

    def _build(self) -> Any:
        raise NotImplementedError

    def _update(self) -> None:
        raise NotImplementedError

    def __panel__(self) -> Any:
        return self._layout


def para(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def chose_text(view: TrainingView, action: Action, best: Action) -> str:
    return view.t("train.you_chose", action=action) + " " + view.t("train.expert_chose", action=best)


def label_html(view: TrainingView, label: GradeLabel) -> str:
    return f'<span class="sl-grade sl-grade-{label.value}">{escape(view.r(label.message()))}</span>'


def options_table(view: TrainingView, options: Sequence[Option], chosen: Action) -> str:
    """The expert's numbers for each option (lower is better), the chosen one marked."""
    t = view.t
    head = "".join(
        f"<th>{escape(t(k))}</th>"
        for k in ("train.col_option", "train.col_value", "train.col_lives", "train.col_lowest")
    )
    rows = []
    for o in options:
        mark = ' class="sl-mine"' if o.action is chosen else ""
        lives = "" if o.lives is None else f"{o.lives:.2f}"
        lowest = "" if o.p_lowest is None else f"{o.p_lowest:.0%}"
        rows.append(
            f"<tr{mark}><th>{escape(view.r(o.action.message()))}</th><td>{o.value:.3f}</td>"
            f"<td>{lives}</td><td>{lowest}</td></tr>"
        )
    return (
        f'<div class="sl-scroll"><table class="sl-report"><caption>{escape(t("train.options"))}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


# ---------------------------------------------------------------------- the review


class ReviewView(TrainingView):
    """Step through the learner's decisions of a finished game, every card shown."""

    def _build(self) -> Any:
        m = self.model
        self._open = button("", m.open_review, "act-review-open", "primary")
        self._prev = button("", lambda: m.review_move(-1), "act-review-prev")
        self._next = button("", lambda: m.review_move(1), "act-review-next")
        self._drill = button("", self._drill_mistakes, "act-review-drill", "success")
        self._pane = html_pane(css_classes=["sl-review"])
        return pn.Column(flow(self._open, self._prev, self._next, self._drill), self._pane, sizing_mode="stretch_width")

    def _drill_mistakes(self) -> None:
        self.model.start_drills(own_only=True)
        self.model.param.update(wanted_tab="drills")  # the app opens the drills' page

    def _update(self) -> None:
        m, t = self.model, self.t
        self._open.name = t("train.review_open")
        self._prev.name, self._next.name = t("train.prev"), t("train.next")
        self._drill.name = t("train.drill_mistakes")
        review = m.review
        has = review is not None and bool(review.decisions)
        for b in (self._prev, self._next, self._drill):
            b.visible = has
        title = f'<div class="sl-h">{escape(t("train.review_title"))}</div>'
        if review is None:
            self._pane.object = title + (self.error_html() or f"<p>{escape(t('train.review_wait'))}</p>")
            return
        if not review.decisions:
            self._pane.object = title + f"<p>{escape(t('train.review_none'))}</p>"
            return
        counts = label_counts_of(review)
        summary = t("train.summary", **{k.value: v for k, v in counts.items()})
        step = min(m.review_step, len(review.decisions) - 1)
        self._pane.object = title + f"<p>{escape(summary)}</p>" + self._decision(review, step)

    def _decision(self, review: Review, step: int) -> str:
        t, d = self.t, review.decisions[step]
        grade = d.grade
        head = t("train.review_step", number=step + 1, count=len(review.decisions), hand=d.hand, turn=d.turn)
        lines = [
            f'<p class="sl-review-head"><strong>{escape(head)}</strong> {label_html(self, grade.label)}</p>',
            f"<p>{escape(chose_text(self, grade.action, grade.best))}",
        ]
        if grade.cost > 0:
            lines.append(f" {escape(t('train.cost', cost=grade.cost))}")
        lines.append("</p>")
        lines.append(
            f"<ul>{''.join(f'<li>{escape(self.r(x))}</li>' for x in grade.explanation.lines('detailed'))}</ul>"
        )
        lines.append(options_table(self, grade.options, grade.action))
        lines.append(self._hands(review, d))
        return "".join(lines)

    def _hands(self, review: Review, d: ReviewedDecision) -> str:
        rows = []
        for seat, cards in d.hands.items():
            mark = " sl-mine" if seat in review.seats else ""
            rows.append(
                f'<div class="sl-review-hand{mark}"><span>{escape(review.names[seat])}</span>{self.cards(cards)}</div>'
            )
        top = d.view.discard_top
        pile = f"<p>{escape(self.t('train.discard_top'))}: {self.cards([top])}</p>" if top is not None else ""
        return f'<div class="sl-h">{escape(self.t("train.all_hands"))}</div>{"".join(rows)}{pile}'


def label_counts_of(review: Review) -> dict[GradeLabel, int]:
    counts = dict.fromkeys(GradeLabel, 0)
    for d in review.decisions:
        counts[d.grade.label] += 1
    return counts


# ---------------------------------------------------------------------- drills


class DrillView(TrainingView):
    """One drill at a time: the position, the moves to choose from, then the answer."""

    def _build(self) -> Any:
        m = self.model
        self._start = button("", m.start_drills, "act-drills-start", "primary")
        self._next = button("", m.next_drill, "act-drill-next", "success")
        self._pane = html_pane(css_classes=["sl-drill"])
        self._choices = flow(css_classes=["sl-drill-choices"])
        self._answer = html_pane(css_classes=["sl-drill-answer"])
        self._shown_choices: tuple[object, ...] = ()
        return pn.Column(self._start, self._pane, self._choices, self._answer, self._next, sizing_mode="stretch_width")

    def _update(self) -> None:
        m, t = self.model, self.t
        self._start.name = t("train.start")
        self._next.name = t("train.next_drill")
        drill = m.drill
        intro = f'<div class="sl-h">{escape(t("train.drills_title"))}</div><p>{escape(t("train.drills_intro"))}</p>'
        if drill is None:
            done = ""
            if m.session:
                done = f"<p>{escape(t('train.session_done', right=m.right, count=len(m.session)))}</p>"
            elif m.version and not m.error:
                done = f"<p>{escape(t('train.no_drills'))}</p>"
            self._pane.object = intro + done + self.error_html()
            self._set_choices(None, ())
            self._answer.object, self._next.visible, self._start.visible = "", False, True
            return
        self._start.visible = False
        try:
            view = drill.view()
        except ScatError as error:
            self._pane.object = intro + f'<p class="sl-error" role="alert">{escape(self.r(error.message))}</p>'
            self._set_choices(None, ())
            return
        self._pane.object = self._position(drill, view) + self.error_html()
        self._set_choices(drill, view.legal_actions if m.result is None else ())
        self._answer.object = self._result(m.result) if m.result is not None else ""
        self._next.visible = m.result is not None

    def _position(self, drill: Drill, view: Any) -> str:
        t = self.t
        m = self.model
        rules = ", ".join(drill.rules)
        head = t(
            "train.drill_of", number=m.drill_index + 1, count=len(m.session), topic=drill.topic.message(),
            lesson=drill.lesson, rules=rules,
        )  # fmt: skip
        source = t("train.own" if drill.own else "train.builtin")
        lives = ", ".join(
            f"{escape(n)} {v}" for n, v, out in zip(view.names, view.lives, view.out, strict=True) if not out
        )
        parts = [
            f'<p class="sl-drill-head"><strong>{escape(head)}</strong><br>'
            f'<span class="sl-muted">{escape(source)}</span></p>',
            para(t("train.position", player=view.names[view.seat], hand=view.hand_number, turn=view.turns + 1)),
            f"<p>{escape(t('train.lives'))}: {lives}</p>",
        ]
        if view.knocker is not None and view.knocker != view.seat:
            parts.append(f"<p><strong>{escape(t('train.knocked', player=view.names[view.knocker]))}</strong></p>")
        moves = [escape(self.r(e.message(view.names))) for e in view.events]
        if moves:
            parts.append(
                f"<details><summary>{escape(t('train.moves'))}</summary><ol><li>{'</li><li>'.join(moves)}</li></ol></details>"
            )
        parts.append(f"<p>{escape(t('train.your_hand'))}: {self.cards(view.hand)}</p>")
        if view.discard_top is not None:
            parts.append(f"<p>{escape(t('train.discard_top'))}: {self.cards([view.discard_top])}</p>")
        parts.append(f'<p class="sl-h">{escape(t("train.question"))}</p>')
        return "".join(parts)

    def _set_choices(self, drill: Drill | None, actions: Sequence[Action]) -> None:
        key = (None if drill is None else drill.id, tuple(actions), self.model.lang)
        if key == self._shown_choices:
            return
        self._shown_choices = key
        self._choices.objects = [self._choice(a) for a in actions]

    def _choice(self, action: Action) -> Any:
        css = "act-drill-" + str(action).replace(" ", "-")
        return button(self.r(action.message()), lambda: self.model.choose(action), css)

    def _result(self, result: DrillResult) -> str:
        t, grade = self.t, result.grade
        word = t("train.right" if result.right else "train.wrong", label=self.r(grade.label.message()))
        lines = [
            f'<p class="sl-drill-verdict sl-{"right" if result.right else "wrong"} sl-grade-{grade.label.value}"'
            f' role="status"><strong>{escape(word)}</strong></p>',
            para(chose_text(self, grade.action, grade.best)),
        ]
        if result.gives is not None:
            lines.append(f"<p>{escape(self.r(result.gives))}</p>")
        reasons = grade.explanation.lines("detailed")
        lines.append(f"<ul>{''.join(f'<li>{escape(self.r(x))}</li>' for x in reasons)}</ul>")
        lines.append(options_table(self, grade.options, grade.action))
        lines.append(
            f"<p class='sl-muted'>{escape(t('train.again_later' if result.right else 'train.again_soon'))}</p>"
        )
        return "".join(lines)


# ---------------------------------------------------------------------- progress


class ProgressView(TrainingView):
    """Accuracy and lives lost over time and per topic, the mistakes that come back, drills due."""

    def _build(self) -> Any:
        self._text = html_pane(css_classes=["sl-progress"])
        self._time = pn.pane.HoloViews(None, sizing_mode="stretch_width", height=340)
        self._topics = pn.pane.HoloViews(None, sizing_mode="stretch_width", height=360)
        self._plotted: tuple[object, ...] = ()
        self._start = button("", self._drills, "act-progress-drills", "primary")
        return pn.Column(
            self._text, self._start, self._time, self._topics, sizing_mode="stretch_width", stylesheets=[LAYOUT_CSS]
        )

    def _drills(self) -> None:
        self.model.start_drills()
        self.model.param.update(wanted_tab="drills")

    def _update(self) -> None:
        t = self.t
        self._start.name = t("train.start")
        try:
            progress = self.model.progress()
        except ScatError as error:
            self._text.object = f'<p class="sl-error" role="alert">{escape(self.r(error.message))}</p>'
            return
        self._text.object = progress_html(progress, self.model.lang)
        shown = progress.decisions > 0
        self._time.visible = self._topics.visible = shown
        key = (progress.points, progress.topics, self.model.lang)
        if shown and key != self._plotted:  # drawn again only when something changed
            self._plotted = key
            self._time.object = plot_over_time(progress, self.model.lang)
            self._topics.object = plot_by_topic(progress, self.model.lang)


class StudentTraining(pn.viewable.Viewer):
    """A classroom student's drills and progress (from the classroom's store), between games:
    one button, then the drills' and progress pages, made when first opened (a light page)."""

    def __init__(self, training: Training, lang: str = "en") -> None:
        super().__init__()
        self.model = TrainingScreen(training=training, lang=lang)
        self._open = button("", self.open, "act-my-training")
        self._views: list[Any] = []
        self._layout = pn.Column(self._open, sizing_mode="stretch_width")
        self.model.param.watch(lambda event: self._relabel(), "lang")
        self._relabel()

    def _relabel(self) -> None:
        self._open.name = render(Message("train.open_mine"), self.model.lang)

    def open(self) -> None:
        if not self._views:
            self._views = [DrillView(model=self.model), ProgressView(model=self.model)]
            self._layout.objects = [*self._views]

    def __panel__(self) -> Any:
        return self._layout


def progress_html(progress: Progress, lang: str) -> str:
    """The progress in words and a table per topic (the plots say the same in pictures)."""

    def t(key: str, **params: Any) -> str:
        return render(Message(key, params), lang)

    parts = [f'<div class="sl-h">{escape(t("train.progress_title"))}</div>']
    if not progress.decisions:
        parts.append(f"<p>{escape(t('train.progress_none'))}</p>")
    else:
        parts.append(
            para(
                t(
                    "train.progress_summary",
                    count=progress.decisions,
                    accuracy=progress.accuracy,
                    lives=progress.lives_per_decision,
                )
            )
        )
    answered, right = progress.drills_answered, progress.drills_right
    parts.append(para(t("train.drills_summary", count=answered, right=right, due=progress.due)))
    if progress.topics:
        head = "".join(
            f"<th>{escape(t(k))}</th>"
            for k in ("train.col_topic", "train.col_decisions", "train.col_accuracy", "train.col_lives_per")
        )
        rows = "".join(
            f"<tr><th>{escape(render(s.topic.message(), lang))}</th><td>{s.decisions}</td>"
            f"<td>{s.accuracy:.0%}</td><td>{s.lives_per_decision:.3f}</td></tr>"
            for s in progress.topics
        )
        parts.append(
            f'<div class="sl-scroll"><table class="sl-report sl-topics">'
            f"<caption>{escape(t('train.per_topic'))}</caption>"
            f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
        )
    parts.append(f'<div class="sl-h">{escape(t("train.recurring"))}</div>')
    if progress.recurring:
        items = "".join(f"<li>{escape(render(r.message(), lang))}</li>" for r in progress.recurring)
        parts.append(f'<ul class="sl-recurring">{items}</ul>')
    else:
        parts.append(f"<p>{escape(t('train.recurring_none'))}</p>")
    return "".join(parts)


def plot_over_time(progress: Progress, lang: str) -> Any:
    """Accuracy and lives lost per decision, every ten decisions (HoloViews)."""
    import holoviews as hv
    import holoviews.plotting.bokeh  # options need the bokeh backend loaded

    def t(key: str) -> str:
        return render(Message(key), lang)

    x, acc, lives = t("train.axis_decision"), t("train.axis_accuracy"), t("train.axis_lives")
    accuracy = [(p.last, p.accuracy) for p in progress.points]
    lost = [(p.last, p.lives_per_decision) for p in progress.points]
    # Titles at 10pt: two plots side by side on a phone are 190 px wide, and a 12pt title is cut.
    options = {"responsive": True, "height": 240, "fontsize": {"title": "10pt"}}
    # Points as well as lines: after the first ten decisions there is one point and no line yet.
    left = hv.Curve(accuracy, x, acc).opts(line_width=2) * hv.Scatter(accuracy, x, acc).opts(size=7, tools=["hover"])
    right = hv.Curve(lost, x, lives).opts(line_width=2, line_dash="dashed", color="#b45309")
    right = right * hv.Scatter(lost, x, lives).opts(size=7, color="#b45309", tools=["hover"])
    return (left.opts(ylim=(0, 1.05), title=acc, **options) + right.opts(ylim=(0, None), title=lives, **options)).opts(
        title=t("train.over_time"), toolbar=None
    )


def plot_by_topic(progress: Progress, lang: str) -> Any:
    """Accuracy and lives lost per decision for each topic (HoloViews bars)."""
    import holoviews as hv
    import holoviews.plotting.bokeh

    def t(key: str) -> str:
        return render(Message(key), lang)

    topic, acc, lives = t("train.axis_topic"), t("train.axis_accuracy"), t("train.axis_lives")
    names = [render(s.topic.message(), lang) for s in progress.topics]
    options = {"responsive": True, "height": 240, "tools": ["hover"], "xrotation": 20, "fontsize": {"title": "10pt"}}
    accuracy = hv.Bars([(n, s.accuracy) for n, s in zip(names, progress.topics, strict=True)], topic, acc)
    lost = hv.Bars([(n, s.lives_per_decision) for n, s in zip(names, progress.topics, strict=True)], topic, lives)
    return (
        accuracy.opts(ylim=(0, 1.05), title=acc, **options) + lost.opts(color="#b45309", title=lives, **options)
    ).opts(title=t("train.per_topic"), toolbar=None)


__all__ = [
    "DrillView",
    "ProgressView",
    "ReviewView",
    "StudentTraining",
    "TrainingScreen",
    "label_counts",
    "plot_by_topic",
    "plot_over_time",
    "progress_html",
]
