"""One browser session's game: a thin ``param`` front that the views watch.

The work is done by typed parts, each with one job:

* :class:`~scat_learn.classroom.table.Table`: the game and its bots' turns (the one place that
  changes the game);
* :class:`~scat_learn.classroom.history.History`: this hand's log, the hands gone by, the lives
  chart;
* :class:`~scat_learn.disclosure.Disclosure`: what this person's screen may show now.

:class:`GameModel` holds the person's settings and what their screen shows (the hint, the
coach's word, a refusal, how far the showdown has been stepped through) as parameters, and its
actions (``draw``, ``discard``, ``next_hand`` …) are the views' one way in. A view never
receives a :class:`~scat_learn.game.Game`: it reads :meth:`GameModel.view` and
:meth:`GameModel.disclosure` (R-INFO-1).

The person sits in seat 0; bots fill the other seats.

Deals. A game started from the Python API with ``seed=`` is dealt from that seed (the learner
owns it and may know its cards). Otherwise a game has a *deal code* (``deal``, e.g. ``K7Q2MX``):
every hand's deck comes from the code and the server's secret key (:mod:`scat_learn.deals`),
so the code can be shown, shared and typed, and still tells nobody the cards; such a game's
seed is 0 (it deals nothing). A saved game is made only between hands, when every card of the
hand has been shown; it holds the hands played so far and their decks, and nothing about the
hands to come: whichever server loads it deals those from a new code.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

import param

from ..actions import Action
from ..bots import BOT_NAMES, Bot, Decision, Grade, Option, coach, hint
from ..bots.expert import ExpertBot
from ..cards import Card
from ..classroom.history import History, LogEntry
from ..classroom.table import Change, ChangeKind, Decks, Scheduler, Table
from ..deals import Dealer, check_code, new_code
from ..disclosure import Disclosure
from ..errors import ScatError
from ..game import Game
from ..i18n import LANGUAGES
from ..messages import Explanation, Message, msg
from ..rules import Rules
from ..showdown import Step
from ..view import PlayerView

HUMAN = 0
log = logging.getLogger(__name__)
T = TypeVar("T", bound=Callable[..., Any])


def batched(method: T) -> T:
    """Run a model action with the views told once, at its end: one update of the screen, and
    never a half-changed state (a new hand with an old hand's words, say)."""

    @functools.wraps(method)
    def run(self: param.Parameterized, *args: Any, **kwargs: Any) -> Any:
        with param.parameterized.batch_call_watchers(self):
            return method(self, *args, **kwargs)

    return run  # type: ignore[return-value]


BOT_NAMES_POOL = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo")
LEVELS: tuple[str, ...] = tuple(
    level for level in ("random", "beginner", "intermediate", "expert") if level in BOT_NAMES
)
DEFAULT_LEVELS = ("beginner", "intermediate", "expert")
SPEEDS: dict[str, int | None] = {"instant": 0, "fast": 300, "normal": 900, "slow": 1800, "step": None}  # ms per move
MAX_SEED = 2**32 - 1
DETAILS = ("simple", "detailed", "expert")  # the explanations' levels (Explanation.lines)
PROJECTOR_SCALE = 1.6  # how much bigger everything is on a projector
BOT_SEATS = range(1, 9)


def _rule_parameter(f: dataclasses.Field[Any]) -> param.Parameter[Any]:
    label, doc = f.metadata["label"], f.metadata["doc"]
    if isinstance(f.default, bool):
        return param.Boolean(default=f.default, label=label, doc=doc)
    low, high = f.metadata["bounds"]
    assert isinstance(f.default, int)
    return param.Integer(default=f.default, bounds=(low, high), label=label, doc=doc)


# One parameter per field of Rules, generated from its metadata (label, doc, bounds).
RuleSettings: type[param.Parameterized] = type(
    "RuleSettings",
    (param.Parameterized,),
    {f.name: _rule_parameter(f) for f in dataclasses.fields(Rules)},
)


def rules_from(settings: param.Parameterized) -> Rules:
    return Rules(**{f.name: getattr(settings, f.name) for f in dataclasses.fields(Rules)})


def _default_level(seat: int) -> str:
    wanted = DEFAULT_LEVELS[(seat - 1) % len(DEFAULT_LEVELS)]
    return wanted if wanted in LEVELS else LEVELS[0]


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

    @classmethod
    def of(cls, grade: Grade, view: PlayerView) -> Coaching:
        return cls(grade.action, grade.best, float(grade.cost), grade.explanation, view, grade.options)

    def option(self, action: Action) -> Option | None:
        return next((o for o in self.options if o.action is action), None)


class GameModel(param.Parameterized):
    """The game of one session: settings, the table, and what the screen shows."""

    # ---- settings: widgets are made from these parameters
    lang: param.Selector[str] = param.Selector(
        default="en", objects=list(LANGUAGES), doc="Language of every text on screen."
    )
    players = param.Integer(default=4, bounds=(2, 9), doc="Players at the table, you included.")
    your_name = param.String(default="", doc="Your name at the table.")
    seed = param.Integer(
        default=None, allow_None=True, bounds=(0, MAX_SEED), doc="A seed to deal from (Python only: never shown)."
    )
    deal = param.String(default="", doc="The deal code: the same code gives the same cards on this server.")
    speed: param.Selector[str] = param.Selector(default="normal", objects=list(SPEEDS), doc="How fast the bots play.")
    four_colour = param.Boolean(default=False, doc="Give each suit its own colour.")
    reveal_all = param.Boolean(default=False, doc="Show every hand face up (a teaching switch).")
    coach_on = param.Boolean(default=True, doc="Grade each of your decisions.")
    reasons_now = param.Boolean(
        default=False, doc="Show a bot's reasons during the hand (they tell about its hidden hand)."
    )
    detail: param.Selector[str] = param.Selector(
        default="simple", objects=list(DETAILS), doc="How much the explanations say: plain words, numbers, all."
    )
    projector = param.Boolean(default=False, doc="Big cards and text, to be read from the back of a room.")
    rules = param.Parameter(doc="The rules of the next game (a RuleSettings).")

    # ---- what the screen shows: read by the views, changed only by the actions below
    version = param.Integer(default=0, doc="Bumped after every change to the game.")
    error = param.Parameter(default=None, doc="Why the last attempt was refused (a Message).")
    notice = param.Parameter(default=None, doc="A short note for the person (a Message).")
    hint = param.Parameter(default=None, doc="The last hint (a Decision), for this turn only.")
    coaching = param.Parameter(default=None, doc="The coach's word on the last decision (a Coaching).")
    showdown_step = param.Integer(default=0, doc="How many steps of the showdown are shown.")

    def __init__(self, scheduler: Scheduler | None = None, dealer: Dealer | None = None, **params: Any) -> None:
        """``scheduler(callback, milliseconds)`` runs a bot's move later (the app passes a
        Panel timer); without one, bots play at once whatever the speed. ``dealer`` makes the
        decks of deal codes (the server's; by default one that lives as long as this process)."""
        params.setdefault("rules", RuleSettings())
        super().__init__(**params)
        self._dealer = dealer or Dealer.for_this_process()
        self._code: str | None = None  # the deal code of the game being played (None: a seed)
        self.history = History()
        self._disclosure: tuple[tuple[int, int, bool], Disclosure] | None = None
        self._expert: tuple[int, Decision | None] | None = None
        self._steps_timer: Any = None
        self._setting_seed = False
        self._advisor: ExpertBot | None = None
        self._scheduler = scheduler
        game, bots, decks, self._code = self._new_game(self.seed, self.deal.strip() or None)
        self._table = Table(game, bots, delay=SPEEDS[self.speed], scheduler=scheduler, decks=decks)
        self.history.follow(self._table)
        self._table.subscribe(self._on_table)
        self.param.watch(self._on_seed, "seed")
        self.param.watch(self._on_speed, "speed")
        self.param.watch(self._on_level, [f"level_{s}" for s in BOT_SEATS])
        self.param.watch(self._on_lang, "lang")
        self._started()
        self._table.start()

    # ------------------------------------------------------------------ the parts

    @property
    def scheduler(self) -> Scheduler | None:
        return self._scheduler

    @scheduler.setter
    def scheduler(self, scheduler: Scheduler | None) -> None:
        self._scheduler = scheduler
        self._table.scheduler = scheduler

    @property
    def deal_code(self) -> str | None:
        """The deal code of the game being played (None for a game dealt from a seed)."""
        return self._code

    @property
    def table(self) -> Table:
        return self._table

    @property
    def game(self) -> Game:
        """The game (omniscient: never hand it to a view; use :meth:`view`)."""
        return self._table.game

    def view(self) -> PlayerView:
        """What the person at the screen may know now (R-INFO-1)."""
        return self._table.view(HUMAN)

    def disclosure(self) -> Disclosure:
        """What the screen may show now (made once per change)."""
        key = (self._table.version, self.showdown_step, self.reveal_all)
        cached = self._disclosure
        if cached is None or cached[0] != key:
            cached = self._disclosure = (key, Disclosure(self.view(), self.showdown_step, self._revealed()))
        return cached[1]

    def _revealed(self) -> Mapping[int, tuple[Card, ...]]:
        if not self.reveal_all:
            return {}
        game = self.game
        return {seat: tuple(game.hand(seat)) for seat in game.active_seats if seat != HUMAN}

    # ------------------------------------------------------------------ reading

    def level(self, seat: int) -> str:
        return str(getattr(self, f"level_{seat}"))

    @property
    def my_turn(self) -> bool:
        return self.game.current == HUMAN

    @property
    def bot_to_play(self) -> int | None:
        return self._table.bot_to_play

    @property
    def hand_over(self) -> bool:
        return self._table.hand_over

    def showdown_steps(self) -> tuple[Step, ...]:
        result = self.view().this_hands_result
        return () if result is None else result.steps

    def shown_seats(self) -> tuple[int, ...]:
        """Seats whose hand the showdown has shown so far (step by step; all of them once done)."""
        return self.disclosure().shown_seats

    def seen(self) -> frozenset[Card]:
        """Cards the person has seen in this hand: only these may be named on screen."""
        return self.disclosure().seen

    def shown_hand(self, seat: int) -> tuple[Card, ...] | None:
        """A seat's cards, if the person may see them now: their own, at the showdown once shown,
        or with the teaching switch "reveal all hands"; else None (R-INFO-1)."""
        return self.disclosure().hand_of(seat)

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
        key = self._table.version
        if self._expert is None or self._expert[0] != key:
            try:
                decision = hint(self.view(), "expert", bot=self._advisor)
            except Exception:  # advice is help: without it the game goes on
                log.exception("the expert's advice failed")
                decision = None
            self._expert = (key, decision)
        return self._expert[1]

    # ------------------------------------------------------------------ starting games

    @batched
    def new_game(self, seed: int | None = None) -> None:
        """Start a new game with the current settings: dealt from ``seed`` if one is given, else
        from the deal code typed in ``deal`` (if it is not the code being played), else from a
        new random code. A code that is not one is refused in words and changes nothing."""
        code = None
        if seed is None:
            typed = self.deal.strip()
            code = new_code() if not typed or typed.upper() == self._code else typed
        try:
            self._start(*self._new_game(seed, code))
        except ScatError as error:
            self._refuse(error.message)

    @batched
    def restart(self) -> None:
        """The same deal again, from the start."""
        seed = self.game.seed if self._code is None else None
        self._start(*self._new_game(seed, self._code))

    @batched
    def load(self, text: str | bytes) -> None:
        """Continue a saved game; a damaged file is refused in words and changes nothing."""
        try:
            if isinstance(text, bytes):
                text = text.decode("utf-8")
            game = Game.from_json(text)
        except UnicodeDecodeError:
            self._refuse(Message("save.not_text"))
            return
        except ScatError as error:
            self._refuse(error.message)
            return
        self.players = len(game.names)
        code = new_code()  # the hands after the save are dealt afresh (see the module's notes)
        self._start(game, self._bots_for(game), partial(self._dealer.deck, code), code)
        self.notice = msg("ui.loaded", hand=game.hand_number)

    def save(self) -> str | None:
        """The game as text, only between hands: a save holds every card (R-INFO-1)."""
        if not self.hand_over:
            self._refuse(msg("ui.save_help"))
            return None
        return self.game.to_json()

    def _new_game(
        self, seed: int | None, code: str | None = None
    ) -> tuple[Game, dict[int, str | Bot], Decks | None, str | None]:
        """A new game from ``seed``, else from the deal ``code`` (a new one if None), with its
        bots and its source of decks."""
        rules, names = rules_from(self.rules), self._names()
        if seed is not None:
            game = Game.new(names, rules=rules, seed=seed)
            return game, self._bots_for(game), None, None
        code = check_code(code) if code is not None else new_code()
        decks = partial(self._dealer.deck, code)
        # Every hand comes from the code, so the game's seed deals nothing: it is 0, and a save or
        # a log that shows it tells nothing (the bots, seeded from it, play the same deal alike).
        game = Game.new(names, rules=rules, seed=0, deck=decks(1))
        return game, self._bots_for(game), decks, code

    def _names(self) -> list[str]:
        you = self.your_name.strip() or msg("ui.default_name").render(self.lang)
        others = [n for n in BOT_NAMES_POOL if n.casefold() != you.casefold()]
        return [you, *others[: self.players - 1]]

    def _bots_for(self, game: Game) -> dict[int, str | Bot]:
        return {seat: self.level(seat) for seat in range(1, len(game.names))}

    def _start(self, game: Game, bots: dict[int, str | Bot], decks: Decks | None, code: str | None) -> None:
        self.param.update(coaching=None, notice=None, hint=None, error=None)
        self._code = code
        self._table.replace_game(game, bots, decks)
        self._started()

    def _started(self) -> None:
        # The expert behind hints and the coach, one per game: it learns from what this seat sees.
        self._advisor = ExpertBot(seed=self.game.seed)
        self._setting_seed = True
        try:
            self.param.update(seed=self.game.seed if self._code is None else None, deal=self._code or "")
        finally:
            self._setting_seed = False
        self._after_hand_change()

    def _on_seed(self, event: param.parameterized.Event) -> None:
        if self._setting_seed or event.new is None or (self._code is None and event.new == self.game.seed):
            return
        self.new_game(seed=event.new)

    def _on_lang(self, event: param.parameterized.Event) -> None:
        """The default name is a word of the language: "Player" becomes "Παίκτης" at once."""
        old = msg("ui.default_name").render(event.old)
        if not self.your_name.strip() and self.game.names[HUMAN] == old:
            try:
                self._table.rename(HUMAN, msg("ui.default_name").render(event.new))
            except ScatError:  # a bot already has that name: keep the old one
                log.info("the default name in %s is taken at this table", event.new)

    def _on_speed(self, event: param.parameterized.Event) -> None:
        self._table.set_speed(SPEEDS[self.speed])

    def _on_level(self, event: param.parameterized.Event) -> None:
        seat = int(event.name.rsplit("_", 1)[1])
        if seat < len(self.game.names):
            self._table.set_level(seat, event.new)

    @property
    def _bots(self) -> Mapping[int, Bot]:
        """The bots now at the table, by seat (for tests)."""
        return self._table.bots

    # ------------------------------------------------------------------ the person's actions

    @batched
    def act(self, action: Action | str) -> bool:
        """Play ``action`` for the person; an illegal one is explained and changes nothing."""
        before = self.view()
        try:
            played = self._table.play(HUMAN, action)  # refuses, in words, a move out of turn
        except ScatError as error:
            self._refuse(error.message)
            return False
        self.coaching = self._coach(before, played)
        return True

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
            self._refuse(msg("ui.not_your_turn", player=self.game.names[self.game.current or 0]))
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
            return Coaching.of(coach(view, action, bot=self._advisor), view)
        except Exception:  # the move stands; only the coach's word is missing
            log.exception("the coach failed")
            self.notice = msg("ui.coach_failed")
            return None

    # ------------------------------------------------------------------ between hands

    @batched
    def next_hand(self) -> None:
        # Forget the old hand's words first: shown with the new hand, a card they name could be
        # one the person has not seen in it.
        self.param.update(coaching=None, notice=None, hint=None, error=None)
        try:
            self._table.next_hand()
        except ScatError as error:
            self._refuse(error.message)

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
        self._table.next_move()

    def _on_table(self, change: Change) -> None:
        """The table changed: clear what belonged to the last turn and tell the views."""
        with param.parameterized.batch_call_watchers(self):
            if change.stand_in and change.seat is not None:
                self.notice = msg("ui.bot_failed", player=self.game.names[change.seat])
            if change.kind in (ChangeKind.MOVE, ChangeKind.HAND, ChangeKind.GAME):
                self.error = None
                if change.kind is not ChangeKind.MOVE or change.seat == HUMAN:
                    self.hint = None
                if change.kind is not ChangeKind.MOVE:
                    self.showdown_step = 0
                self._after_hand_change()
            self.version += 1

    def _after_hand_change(self) -> None:
        """At the end of a hand the showdown starts at its first step (and, with a speed, walks
        on by itself); while a hand is played it shows nothing."""
        if not self.hand_over:
            self.showdown_step = 0
        elif self.showdown_step == 0:
            self.showdown_step = 1
            delay = SPEEDS[self.speed]
            if delay and self._scheduler is not None:
                self._schedule_steps(delay)

    def _schedule_steps(self, delay: int) -> None:
        version = self._table.version

        def tick() -> None:
            self._steps_timer = None
            if version == self._table.version and self.showdown_step < len(self.showdown_steps()):
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

    def dispose(self) -> None:
        """Forget the session's game and stop its timers (when the browser tab closes)."""
        self._table.close()
        stop = getattr(self._steps_timer, "stop", None)
        if callable(stop):
            stop()
        self._steps_timer = None
        self._advisor = None
        self.history.entries.clear()


for _seat in BOT_SEATS:  # one level per bot seat; which are used depends on ``players``
    GameModel.param.add_parameter(
        f"level_{_seat}", param.Selector(default=_default_level(_seat), objects=list(LEVELS), doc="A bot's level.")
    )

__all__ = ["HUMAN", "LEVELS", "SPEEDS", "Coaching", "Decision", "GameModel", "LogEntry", "RuleSettings"]
