"""What one seat's screen shows: the ``param`` model that every view of the game watches.

A :class:`SeatScreen` looks at one seat of a :class:`~scat_learn.classroom.table.Table` (or,
for a spectator, at the table as a whole, :data:`~scat_learn.view.SPECTATOR`) and holds what
that screen shows besides the game: the person's display settings, the hint, the coach's word,
a refusal, how far the showdown has been stepped through. Its actions (``draw``, ``discard``,
``next_hand`` …) are the views' one way in. A view never receives a
:class:`~scat_learn.game.Game`: it reads :meth:`SeatScreen.view` and
:meth:`SeatScreen.disclosure` (R-INFO-1).

Two kinds of screen build on it: the single-student app's :class:`~.model.GameModel`, which
owns its table and its settings, and the classroom's :class:`~.seat.ClassSeat`, one of
several screens at a shared table. What differs is how a move reaches the table and where
games come from (:meth:`SeatScreen._play`, :meth:`SeatScreen._deal_next`).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

import param

from ..actions import Action
from ..bots import Decision, Grade, Option, coach, hint
from ..bots.expert import ExpertBot
from ..bots.grades import GradeLabel, label_for
from ..cards import Card
from ..classroom.history import History, LogEntry
from ..classroom.table import Change, ChangeKind, Scheduler, Table
from ..disclosure import Disclosure
from ..errors import ScatError
from ..game import Game
from ..i18n import LANGUAGES
from ..messages import Explanation, Message, msg
from ..showdown import Step
from ..view import PlayerView

log = logging.getLogger(__name__)
T = TypeVar("T", bound=Callable[..., Any])

SPEEDS: dict[str, int | None] = {"instant": 0, "fast": 300, "normal": 900, "slow": 1800, "step": None}  # ms per move
DETAILS = ("simple", "detailed", "expert")  # the explanations' levels (Explanation.lines)


def batched(method: T) -> T:
    """Run a model action with the views told once, at its end: one update of the screen, and
    never a half-changed state (a new hand with an old hand's words, say)."""

    @functools.wraps(method)
    def run(self: param.Parameterized, *args: Any, **kwargs: Any) -> Any:
        with param.parameterized.batch_call_watchers(self):
            return method(self, *args, **kwargs)

    return run  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class Coaching:
    """The coach's word on the person's last decision, with the person's own view of that moment
    and the options the expert weighed (to say why another move was better)."""

    action: Action
    best: Action
    cost: float
    explanation: Explanation
    view: PlayerView
    options: tuple[Option, ...] = ()
    noise: float = 0.0

    @classmethod
    def of(cls, grade: Grade, view: PlayerView) -> Coaching:
        return cls(grade.action, grade.best, float(grade.cost), grade.explanation, view, grade.options, grade.noise)

    @property
    def label(self) -> GradeLabel:
        """best, good, inaccuracy, mistake or blunder (see :mod:`scat_learn.bots.grades`)."""
        return label_for(self.cost, self.noise, is_best=self.action is self.best)

    def option(self, action: Action) -> Option | None:
        return next((o for o in self.options if o.action is action), None)


class SeatScreen(param.Parameterized):
    """One seat's screen at a table: display settings, and what the screen shows."""

    # ---- the person's display settings: widgets are made from these parameters
    lang: param.Selector[str] = param.Selector(
        default="en", objects=list(LANGUAGES), doc="Language of every text on screen."
    )
    speed: param.Selector[str] = param.Selector(default="normal", objects=list(SPEEDS), doc="How fast the bots play.")
    four_colour = param.Boolean(default=False, doc="Give each suit its own colour.")
    coach_on = param.Boolean(default=True, doc="Grade each of your decisions.")
    reasons_now = param.Boolean(
        default=False, doc="Show a bot's reasons during the hand (they tell about its hidden hand)."
    )
    detail: param.Selector[str] = param.Selector(
        default="simple", objects=list(DETAILS), doc="How much the explanations say: plain words, numbers, all."
    )
    projector = param.Boolean(default=False, doc="Big cards and text, to be read from the back of a room.")
    reveal_all = param.Boolean(
        default=False, doc="Show every hand face up (a teaching switch; at a classroom table the teacher's)."
    )

    # ---- what the screen shows: read by the views, changed only by the actions below
    version = param.Integer(default=0, doc="Bumped after every change to the game.")
    error = param.Parameter(default=None, doc="Why the last attempt was refused (a Message).")
    notice = param.Parameter(default=None, doc="A short note for the person (a Message).")
    hint = param.Parameter(default=None, doc="The last hint (a Decision), for this turn only.")
    coaching = param.Parameter(default=None, doc="The coach's word on the last decision (a Coaching).")
    advice = param.Integer(
        default=0, doc="Bumped when the expert's choice for this moment has come (bots thinking off the loop)."
    )
    showdown_step = param.Integer(default=0, doc="How many steps of the showdown are shown.")

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self.seat = 0
        self.history = History()
        self._table: Table | None = None
        self._unsubscribe: Callable[[], None] | None = None
        self._disclosure: tuple[tuple[int, int, bool], Disclosure] | None = None
        self._expert: tuple[int, Decision | None] | None = None
        self._steps_timer: Any = None
        # The showdown ``showdown_step`` counts (its HandResult.key): a table's change reaches a
        # classroom screen a moment after the table made it, and meanwhile the screen may be
        # drawn again (who is ready...) over a newer hand; a step counted for the last showdown
        # must not show a new one all at once (a deal whose hand is over at once: a 31).
        self._showdown_of: tuple[object, ...] | None = None
        self._advisor: ExpertBot | None = None
        self._advisor_line_up: tuple[object, ...] = ()  # the players the advisor has read (see _line_up)
        self._scheduler: Scheduler | None = None
        # The grade of each of the person's moves, by (hand, its place in the hand's log): the log
        # shows it beside the move.
        self.move_labels: dict[tuple[int, int], GradeLabel] = {}

    def _attach(
        self,
        table: Table,
        seat: int,
        history: History | None = None,
        deliver: Callable[[Callable[[Change], None]], Callable[[Change], None]] | None = None,
    ) -> None:
        """Look at ``seat`` of ``table``; ``history``: the table's own (else this screen keeps
        one); ``deliver`` wraps this screen's listener (a classroom brings each change into the
        screen's own browser session)."""
        self._table, self.seat = table, seat
        if history is None:
            self.history.follow(table)
        else:
            self.history = history
        listener = self._on_table if deliver is None else deliver(self._on_table)
        self._unsubscribe = table.subscribe(listener)
        self._started()

    # ------------------------------------------------------------------ the parts

    @property
    def scheduler(self) -> Scheduler | None:
        return self._scheduler

    @scheduler.setter
    def scheduler(self, scheduler: Scheduler | None) -> None:
        self._scheduler = scheduler

    @property
    def table(self) -> Table:
        assert self._table is not None, "a screen looks at a table"
        return self._table

    @property
    def game(self) -> Game:
        """The game (omniscient: never hand it to a view; use :meth:`view`)."""
        return self.table.game

    def view(self) -> PlayerView:
        """What the person at the screen may know now (R-INFO-1)."""
        return self.table.view(self.seat)

    def disclosure(self) -> Disclosure:
        """What the screen may show now (made once per change)."""
        key = (self.table.version, self.steps_shown, self._reveal_key())
        cached = self._disclosure
        if cached is None or cached[0] != key:
            cached = self._disclosure = (key, Disclosure(self.view(), self.steps_shown, self._revealed()))
        return cached[1]

    def _reveal_key(self) -> bool:
        """Whether hands are revealed to this screen now (part of the disclosure's cache key)."""
        return False

    def _revealed(self) -> Mapping[int, tuple[Card, ...]]:
        """Hands this screen may see during a hand besides its own (none, unless a teaching
        switch or the teacher says so)."""
        return {}

    # ------------------------------------------------------------------ reading

    def level(self, seat: int) -> str:
        """A bot seat's level ("" for a person's seat)."""
        return self.table.level(seat) or ""

    @property
    def my_turn(self) -> bool:
        return self.game.current == self.seat

    @property
    def bot_to_play(self) -> int | None:
        return self.table.bot_to_play

    @property
    def hand_over(self) -> bool:
        return self.table.hand_over

    def showdown_steps(self) -> tuple[Step, ...]:
        """The steps of this hand's showdown, once this screen has heard that the hand is over."""
        result = self.view().this_hands_result
        return () if result is None or result.key != self._showdown_of else result.steps

    @property
    def steps_shown(self) -> int:
        """How many steps of this hand's showdown are shown (``showdown_step``, unless it still
        counts those of the last showdown)."""
        return min(self.showdown_step, len(self.showdown_steps()))

    def shown_seats(self) -> tuple[int, ...]:
        """Seats whose hand the showdown has shown so far (step by step; all of them once done)."""
        return self.disclosure().shown_seats

    def seen(self) -> frozenset[Card]:
        """Cards the person has seen in this hand: only these may be named on screen."""
        return self.disclosure().seen

    def shown_hand(self, seat: int) -> tuple[Card, ...] | None:
        """A seat's cards, if the person may see them now: their own, at the showdown once shown,
        or when revealed to this screen; else None (R-INFO-1)."""
        return self.disclosure().hand_of(seat)

    def seat_note(self, seat: int) -> Message | None:
        """A word on who plays ``seat`` now, if it is not what its name says (a classroom's
        autopilot); None here."""
        return None

    def waiting_for(self) -> tuple[str, ...]:
        """At the end of a hand: whom the next hand waits for (a classroom's); none here."""
        return ()

    @property
    def ready(self) -> bool:
        """True once the person has asked for the next hand and it waits for others."""
        return False

    @property
    def paused(self) -> bool:
        return self.table.paused

    def cards_held(self, seat: int) -> int:
        """How many cards a seat holds (public: 3, or 4 in the middle of a turn)."""
        return len(self.game.hand(seat))

    def may_show(self, item: Any) -> bool:
        """May ``item`` (a message, an explanation) be shown now? Only if every card it names
        has been seen."""
        return self.disclosure().may_show(item)

    def reasons_visible(self, explanation: Any) -> bool:
        """May a bot's reasons be shown now (see :meth:`Disclosure.reasons_visible`)?"""
        return self.disclosure().reasons_visible(explanation, self.reasons_now)

    def log_entries(self) -> list[LogEntry]:
        return list(self.history.entries)

    def past_hands(self) -> list[tuple[int, tuple[Message, ...]]]:
        """Each finished hand's number and what it cost (lives paid, lives left): no cards."""
        names = self.game.names
        return [(p.hand_number, p.costs(names)) for p in self.history.past]

    def expert_choice(self) -> Decision | None:
        """What the expert would do now, on the person's turn when the coach or a hint is on
        (the same decision the hint and the coach give: the expert decides alike for a view)."""
        if not self.my_turn or not (self.coach_on or self.hint is not None):
            return None
        key = self.table.version
        if self._expert is None or self._expert[0] != key:
            try:
                decision = hint(self.view(), "expert", bot=self._advisor)
            except Exception:  # advice is help: without it the game goes on
                log.exception("the expert's advice failed")
                decision = None
            self._expert = (key, decision)
        return self._expert[1]

    def _started(self) -> None:
        """A game starts at the table: the showdown from its start, and the advisor: the last
        game's if the players are the same, else a new one."""
        # The expert behind hints and the coach learns from what this seat sees; kept from game
        # to game against the same players, its numbers are calibrated to them (issue 17).
        line_up = self._line_up()
        if self._advisor is None or line_up != self._advisor_line_up:
            self._advisor, self._advisor_line_up = ExpertBot(seed=self.game.seed), line_up
        self.move_labels.clear()  # a new game's hands are numbered from 1 again
        self._after_hand_change()

    def _line_up(self) -> tuple[object, ...]:
        """Who plays this game, as far as an advisor's reading of them goes: their names."""
        return tuple(self.game.names)

    # ------------------------------------------------------------------ the person's actions

    @batched
    def act(self, action: Action | str) -> bool:
        """Play ``action`` for the person; an illegal one is explained and changes nothing."""
        before = self.view()
        place = (before.hand_number, len(self.history.entries))  # the move's line in the log
        try:
            played = self._play(action)  # refuses, in words, a move out of turn
        except ScatError as error:
            self._refuse(error.message)
            return False
        self.coaching = self._coach(before, played)
        if self.coaching is not None:
            self.move_labels[place] = self.coaching.label
        return True

    def _play(self, action: Action | str) -> Action:
        """Send the person's move to the table (raises ScatError, changing nothing, if refused)."""
        return self.table.play(self.seat, action)

    def draw(self) -> bool:
        return self.act("draw")

    def take(self) -> bool:
        return self.act("take")

    def knock(self) -> bool:
        return self.act("knock")

    def throw_down(self) -> bool:
        return self.act("throw down")

    def pass_(self) -> bool:
        return self.act("pass")

    def discard(self, card: Card | str) -> bool:
        try:
            action = Action.discard(card)
        except ScatError:
            return self.act(f"discard {card}")  # the unreadable card is explained by Action.parse
        return self.act(action)

    @batched
    def ask_hint(self) -> None:
        """What the expert would do now, and why (only on the person's turn)."""
        if not self.my_turn:
            current = self.game.current
            if current is None:
                self._refuse(msg("ui.no_turn_now"))
            else:
                self._refuse(msg("ui.not_your_turn", player=self.game.names[current]))
            return
        try:
            self.hint = hint(self.view(), "expert", bot=self._advisor)
        except Exception:  # the hint is help, never a reason for the game to stop
            log.exception("the hint failed")
            self.notice = msg("ui.hint_failed")

    def _coach(self, view: PlayerView, action: Action) -> Coaching | None:
        if not self.coach_on or len(view.legal_actions) < 2:
            return None
        try:
            grade = coach(view, action, bot=self._advisor)
        except Exception:  # the move stands; only the coach's word is missing
            log.exception("the coach failed")
            self.notice = msg("ui.coach_failed")
            return None
        self._keep_grade(view, grade)
        return Coaching.of(grade, view)

    def _keep_grade(self, view: PlayerView, grade: Grade) -> None:
        """A decision of the person was graded (``view``: what they saw before it)."""

    # ------------------------------------------------------------------ between hands

    @batched
    def next_hand(self) -> None:
        # Forget the old hand's words first: shown with the new hand, a card they name could be
        # one the person has not seen in it.
        self.param.update(coaching=None, notice=None, hint=None, error=None)
        try:
            self._deal_next()
        except ScatError as error:
            self._refuse(error.message)

    def _deal_next(self) -> None:
        """Deal the next hand (raises ScatError, changing nothing, if refused)."""
        self.table.next_hand()

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game (what that means depends on who runs the table)."""
        raise NotImplementedError

    def next_step(self) -> None:
        """Show one more step of the showdown."""
        if self.showdown_step < len(self.showdown_steps()):
            self.showdown_step += 1

    def all_steps(self) -> None:
        self.showdown_step = len(self.showdown_steps())

    # ------------------------------------------------------------------ the bots' turns

    @batched
    def next_move(self) -> None:
        """One bot move now (the speed "one move per click"), then on as the speed says."""
        self.table.next_move()

    def _on_table(self, change: Change) -> None:
        """The table changed: clear what belonged to the last turn and tell the views."""
        with param.parameterized.batch_call_watchers(self):
            if change.note is not None:
                self.notice = change.note  # why a simple bot played: the worker was lost
            elif change.stand_in and change.seat is not None:
                self.notice = msg("ui.bot_failed", player=self.game.names[change.seat])
            if change.kind in (ChangeKind.MOVE, ChangeKind.HAND, ChangeKind.GAME):
                self.error = None
                if change.kind is not ChangeKind.MOVE or change.seat == self.seat:
                    self.hint = None
                if change.kind is not ChangeKind.MOVE:
                    self.showdown_step = 0
                    # A new deal (at a classroom table, maybe another's doing): the coach's word
                    # on the last hand goes, as with next_hand: a card it names may be one this
                    # person has not seen in the new hand (R-INFO-1).
                    self.coaching = None
                if change.kind is ChangeKind.GAME:
                    self._started()
                else:
                    self._after_hand_change()
            self.version += 1

    def _after_hand_change(self) -> None:
        """At the end of a hand the showdown starts at its first step (and, with a speed, walks
        on by itself); while a hand is played it shows nothing."""
        result = self.view().this_hands_result
        self._showdown_of = None if result is None else result.key
        if not self.hand_over:
            self.showdown_step = 0
        elif self.showdown_step == 0:
            self.showdown_step = 1
            delay = SPEEDS[self.speed]
            if delay and self._scheduler is not None:
                self._schedule_steps(delay)

    def _schedule_steps(self, delay: int) -> None:
        version = self.table.version

        def tick() -> None:
            self._steps_timer = None
            if version == self.table.version and self.showdown_step < len(self.showdown_steps()):
                try:
                    self.next_step()
                    self._schedule_steps(delay)
                except Exception:  # the person can still step on by hand
                    log.exception("the showdown's timer failed")

        assert self._scheduler is not None
        self._steps_timer = self._scheduler(tick, delay)

    # ------------------------------------------------------------------ bookkeeping

    def dismiss(self) -> None:
        """The person has read the message on screen: take it away."""
        self.param.update(error=None, notice=None)

    def _refuse(self, message: Message) -> None:
        self.error = message
        self.version += 1

    def _let_go_of_table(self) -> None:
        """Stop looking at the table, and stop the showdown's timer."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        stop = getattr(self._steps_timer, "stop", None)
        if callable(stop):
            stop()
        self._steps_timer = None

    def dispose(self) -> None:
        """Stop looking at the table and stop this screen's timers (when the tab closes)."""
        self._let_go_of_table()
        self._advisor = None


__all__ = ["DETAILS", "SPEEDS", "Coaching", "SeatScreen", "batched"]
