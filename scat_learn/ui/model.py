"""One browser session's game: the :class:`GameModel` holds the game, the bots and the settings.

Only the model changes the game: its actions (``draw``, ``discard``, ``next_hand`` …) are the one
way in, and every view watches its parameters. A view never receives a :class:`Game`: it asks
:meth:`GameModel.view` for what the person at the screen may know (R-INFO-1).

The person sits in seat 0; bots fill the other seats.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import param

from ..actions import Action
from ..bots import BOT_NAMES, Decision, get_bot
from ..cards import Card
from ..errors import ScatError
from ..game import Game
from ..messages import Message, msg
from ..rules import Rules
from ..view import PlayerView
from . import catalog as _catalog  # noqa: F401  (adds the app's messages to the catalog)
from .honesty import may_show, seen_cards

HUMAN = 0
T = TypeVar("T", bound=Callable[..., Any])


def batched(method: T) -> T:
    """Run a model action with the views told once, at its end: one update of the screen, and
    never a half-changed state (a new hand with an old hand's words, say)."""

    @functools.wraps(method)
    def run(self: param.Parameterized, *args: Any, **kwargs: Any) -> Any:
        with param.parameterized.batch_call_watchers(self):
            return method(self, *args, **kwargs)

    return run  # type: ignore[return-value]


LANGUAGES = ("en", "el", "sq", "et", "su")
BOT_NAMES_POOL = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo")
LEVELS = tuple(level for level in ("random", "beginner", "intermediate", "expert") if level in BOT_NAMES) or BOT_NAMES
DEFAULT_LEVELS = ("beginner", "intermediate", "expert")
SPEEDS = {"instant": 0, "fast": 300, "normal": 900, "slow": 1800, "step": None}  # ms per bot move
MAX_SEED = 2**32 - 1


def _rule_parameter(f: dataclasses.Field[Any]) -> param.Parameter[Any]:
    label, doc = f.metadata["label"], f.metadata["doc"]
    if isinstance(f.default, bool):
        return param.Boolean(default=f.default, label=label, doc=doc)
    low, high = f.metadata["bounds"]
    return param.Integer(default=int(f.default), bounds=(low, high), label=label, doc=doc)  # type: ignore[arg-type]


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


@dataclass
class LogEntry:
    """One line of this hand's log: a public event, and for a bot its decision."""

    seat: int
    event: Message
    decision: Decision | None = None


@dataclass
class Coaching:
    """The coach's word on the person's last decision (a Grade from the bots)."""

    action: Action
    best: Action
    cost: float
    explanation: Any


@dataclass
class HandHistory:
    """Lives after each finished hand, for the chart."""

    hands: list[int] = field(default_factory=list)
    lives: list[tuple[int, ...]] = field(default_factory=list)


class GameModel(param.Parameterized):
    """The game of one session: settings, the game, the bots, and what the screen shows."""

    # ---- settings: widgets are made from these parameters
    lang = param.Selector(  # type: ignore[var-annotated]
        default="en", objects=list(LANGUAGES), doc="Language of every text on screen."
    )
    players = param.Integer(default=4, bounds=(2, 9), doc="Players at the table, you included.")
    your_name = param.String(default="", doc="Your name at the table.")
    seed = param.Integer(default=None, allow_None=True, bounds=(0, MAX_SEED), doc="The deal number.")
    speed = param.Selector(  # type: ignore[var-annotated]
        default="normal", objects=list(SPEEDS), doc="How fast the bots play."
    )
    four_colour = param.Boolean(default=False, doc="Give each suit its own colour.")
    reveal_all = param.Boolean(default=False, doc="Show every hand face up (a teaching switch).")
    coach_on = param.Boolean(default=True, doc="Grade each of your decisions.")
    reasons_now = param.Boolean(
        default=False, doc="Show a bot's reasons during the hand (they tell about its hidden hand)."
    )
    rules = param.Parameter(doc="The rules of the next game (a RuleSettings).")

    # ---- state: read by the views, changed only by the actions below
    version = param.Integer(default=0, doc="Bumped after every change to the game.")
    error = param.Parameter(default=None, doc="Why the last attempt was refused (a Message).")
    notice = param.Parameter(default=None, doc="A short note for the person (a Message).")
    hint = param.Parameter(default=None, doc="The last hint (a Decision), for this turn only.")
    coaching = param.Parameter(default=None, doc="The coach's word on the last decision.")
    showdown_step = param.Integer(default=0, doc="How many steps of the showdown are shown.")

    def __init__(self, scheduler: Callable[[Callable[[], None], int], Any] | None = None, **params: Any) -> None:
        """``scheduler(callback, milliseconds)`` runs a bot's move later (the app passes a
        Panel timer); without one, bots play at once whatever the speed."""
        params.setdefault("rules", RuleSettings())
        super().__init__(**params)  # type: ignore[no-untyped-call]
        self._game: Game | None = None
        self._view_cache: tuple[tuple[Any, ...], PlayerView] | None = None
        self._seen_cache: tuple[tuple[Any, ...], set[Any]] | None = None
        self._bots: dict[int, Any] = {}
        self._advisor: Any = None
        self._log: list[LogEntry] = []
        self._logged = 0  # events of this hand already in the log
        self._pile_seen: set[Card] = set()  # tops of the discard pile seen in this hand (the upcard too)
        # What each finished hand cost, by hand number (no cards: they belong to that hand only).
        self._past: list[tuple[int, tuple[Message, ...]]] = []
        self.history = HandHistory()
        self._generation = 0  # bumped by every new game: a stale timer finds it changed
        self._pending: Any = None
        self._setting_seed = False
        self.scheduler = scheduler
        self.param.watch(self._on_seed, "seed")
        self.param.watch(self._on_level, [f"level_{s}" for s in range(1, 9)])
        self.new_game(seed=self.seed)

    # ------------------------------------------------------------------ reading

    @property
    def game(self) -> Game:
        """The game (omniscient: never hand it to a view; use :meth:`view`)."""
        assert self._game is not None
        return self._game

    def view(self) -> PlayerView:
        """What the person at the screen may know now (R-INFO-1)."""
        key = self._state_key()
        if self._view_cache is None or self._view_cache[0] != key:
            self._view_cache = (key, self.game.view(HUMAN))
        return self._view_cache[1]

    def _state_key(self) -> tuple[Any, ...]:
        # Every move changes one of these, so a view is made once per state, not once per pane.
        game = self.game
        return (self._generation, game.hand_number, game.turns, game.phase, game.current, len(game.events))

    def level(self, seat: int) -> str:
        return str(getattr(self, f"level_{seat}"))

    @property
    def my_turn(self) -> bool:
        return self.game.current == HUMAN

    @property
    def bot_to_play(self) -> int | None:
        current = self.game.current
        return current if current is not None and current != HUMAN else None

    @property
    def hand_over(self) -> bool:
        return self.game.phase in ("hand_over", "game_over")

    def showdown_steps(self) -> tuple[Message, ...]:
        result = self.game.result
        if not self.hand_over or result is None or result.hand_number != self.game.hand_number:
            return ()
        return result.steps

    def shown_seats(self) -> tuple[int, ...]:
        """Seats whose hand the showdown has shown so far (step by step; all of them once done)."""
        result = self.game.result
        steps = self.showdown_steps()
        if result is None or not steps:
            return ()
        shown = steps[: self.showdown_step]
        names = self.game.names
        return tuple(
            seat
            for seat in result.hands
            if any(s.key.startswith("score.") and s.params.get("player") == names[seat] for s in shown)
            or self.showdown_step >= len(steps)
        )

    def seen(self) -> set[Any]:
        """Cards the person has seen in this hand: only these may be named on screen."""
        key = (*self._state_key(), self.showdown_step, self.reveal_all)
        if self._seen_cache is not None and self._seen_cache[0] == key:
            return self._seen_cache[1]
        seen = seen_cards(self.view(), self.shown_seats()) | self._pile_seen
        if self.reveal_all:
            for seat in self.game.active_seats:
                seen.update(self.game.hand(seat))
        self._seen_cache = (key, seen)
        return seen

    def shown_hand(self, seat: int) -> tuple[Card, ...] | None:
        """An opponent's cards, if the person may see them now: at the showdown once shown, or
        with the teaching switch "reveal all hands"; else None (R-INFO-1)."""
        if seat == HUMAN:
            return tuple(self.view().hand)
        if self.reveal_all or seat in self.shown_seats():
            result = self.game.result
            if self.hand_over and result is not None and seat in result.hands:
                return tuple(result.hands[seat])
            return tuple(self.game.hand(seat))
        return None

    def cards_held(self, seat: int) -> int:
        """How many cards a seat holds (public: 3, or 4 in the middle of a turn)."""
        return len(self.game.hand(seat))

    def may_show(self, item: Any) -> bool:
        """May ``item`` (a message, an explanation) be shown now? Only if every card it names
        has been seen."""
        return may_show(item, self.seen())

    def reasons_visible(self, explanation: Any) -> bool:
        """May a bot's reasons be shown now? They rest on its hidden hand ("my 21 reaches …"),
        so only once the hand is over, or with a teaching switch on; and never while they name
        a card the person has not seen (R-INFO-1)."""
        if not (self.hand_over or self.reveal_all or self.reasons_now):
            return False
        return self.may_show(explanation)

    def log_entries(self) -> list[LogEntry]:
        return list(self._log)

    def past_hands(self) -> list[tuple[int, tuple[Message, ...]]]:
        """Each finished hand's number and what it cost (lives paid, lives left): no cards."""
        return list(self._past)

    # ------------------------------------------------------------------ starting games

    @batched
    def new_game(self, seed: int | None = None) -> None:
        """Start a new game with the current settings (a random deal unless ``seed`` is given)."""
        if seed is None:
            seed = random.SystemRandom().randrange(MAX_SEED)
        rules = rules_from(self.rules)
        names = self._names()
        self._start(Game.new(names, rules=rules, seed=seed))

    def restart(self) -> None:
        """The same deal again, from the start."""
        self.new_game(seed=self.game.seed)

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
        self._start(game)
        self.notice = msg("ui.loaded", hand=game.hand_number)

    def save(self) -> str | None:
        """The game as text, only between hands: a save holds every card (R-INFO-1)."""
        if not self.hand_over:
            self._refuse(msg("ui.save_help"))
            return None
        return self.game.to_json()

    def _names(self) -> list[str]:
        you = self.your_name.strip() or msg("ui.default_name").render(self.lang)
        others = [n for n in BOT_NAMES_POOL if n != you]
        return [you, *others[: self.players - 1]]

    def _start(self, game: Game) -> None:
        self.param.update(coaching=None, notice=None, hint=None, error=None)
        self._cancel_pending()
        self._generation += 1
        self._game = game
        self._view_cache = self._seen_cache = None
        self._bots = {seat: get_bot(self.level(seat), seed=game.seed + seat) for seat in range(1, len(game.names))}
        # The expert behind hints and the coach, one per game: it learns from what this seat sees.
        self._advisor = get_bot("expert", seed=game.seed) if "expert" in BOT_NAMES else None
        self._log, self._logged, self._past, self._pile_seen = [], 0, [], set()
        self.history = HandHistory(hands=[game.hand_number - 1], lives=[tuple(p.lives for p in game.players)])
        self._setting_seed = True
        try:
            self.seed = game.seed
        finally:
            self._setting_seed = False
        self._clear_turn_state()
        self._after_change()

    def _on_seed(self, event: param.parameterized.Event) -> None:
        if self._setting_seed or event.new is None or self._game is None or event.new == self.game.seed:
            return
        self.new_game(seed=event.new)

    def _on_level(self, event: param.parameterized.Event) -> None:
        seat = int(event.name.rsplit("_", 1)[1])
        if self._game is not None and seat in self._bots:
            self._bots[seat] = get_bot(event.new, seed=self.game.seed + seat)
            self._bump()

    # ------------------------------------------------------------------ the person's actions

    @batched
    def act(self, action: Action | str) -> bool:
        """Play ``action`` for the person; an illegal one is explained and changes nothing."""
        game = self.game
        view = self.view()
        try:
            parsed = Action.parse(action)
            game.apply(parsed, seat=HUMAN)  # refuses, in words, a move out of turn
        except ScatError as error:
            self._refuse(error.message)
            return False
        self._clear_turn_state()
        self.coaching = self._coach(view, parsed)
        self._log_event(HUMAN)
        self._after_change()
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

    def discard(self, card: Any) -> bool:
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
            from ..bots import hint
        except ImportError:
            self.notice = msg("ui.hint_unavailable")
            return
        self.hint = hint(self.view(), "detailed", bot=self._advisor)

    def _coach(self, view: PlayerView, action: Action) -> Coaching | None:
        if not self.coach_on or len(view.legal_actions) < 2:
            return None
        try:
            from ..bots import coach
        except ImportError:
            return None
        grade = coach(view, action, bot=self._advisor)
        return Coaching(grade.action, grade.best, float(grade.cost), grade.explanation)

    # ------------------------------------------------------------------ between hands

    @batched
    def next_hand(self) -> None:
        # Forget the old hand's words first: shown with the new hand, a card they name could be
        # one the person has not seen in it.
        self.param.update(coaching=None, notice=None, hint=None, error=None)
        try:
            self.game.next_hand()
        except ScatError as error:
            self._refuse(error.message)
            return
        self._log, self._logged, self._pile_seen = [], 0, set()
        self._clear_turn_state()
        self._after_change()

    def next_step(self) -> None:
        """Show one more step of the showdown."""
        steps = self.showdown_steps()
        if self.showdown_step < len(steps):
            self.showdown_step += 1

    def all_steps(self) -> None:
        self.showdown_step = len(self.showdown_steps())

    # ------------------------------------------------------------------ the bots' turns

    def step_bot(self) -> bool:
        """Play one bot move; False if it is not a bot's turn."""
        seat = self.bot_to_play
        if seat is None:
            return False
        decision = self._bots[seat].decide(self.game.view(seat))
        self.game.apply(decision.action, seat=seat)
        self._log_event(seat, decision)
        return True

    @batched
    def next_move(self) -> None:
        """One bot move now (the speed "one move per click"), then on as the speed says."""
        if self.step_bot():
            self._after_change(played=True)

    def _after_change(self, played: bool = False) -> None:
        """After a change: let bots play (at once, on a timer, or on click), then tell the views."""
        self._note_pile()
        delay = SPEEDS[self.speed]
        if delay == 0 or (delay is not None and self.scheduler is None):
            while self.step_bot():
                pass
        elif delay is not None and self.bot_to_play is not None:
            self._schedule(delay)
        if self.hand_over:
            self._hand_finished()
        self._bump()

    def _schedule(self, delay: int) -> None:
        self._cancel_pending()
        generation = self._generation

        def tick() -> None:
            self._pending = None
            if generation == self._generation:
                self.next_move()

        assert self.scheduler is not None
        self._pending = self.scheduler(tick, delay)

    def _schedule_steps(self, delay: int) -> None:
        generation = self._generation

        def tick() -> None:
            self._pending = None
            if generation == self._generation and self.hand_over and self.showdown_step < len(self.showdown_steps()):
                self.next_step()
                self._schedule_steps(delay)

        assert self.scheduler is not None
        self._pending = self.scheduler(tick, delay)

    def _cancel_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None and hasattr(pending, "stop"):
            with contextlib.suppress(Exception):  # a timer that already fired, or whose session has gone
                pending.stop()

    def _note_pile(self) -> None:
        top = self.game.discard_top
        if top is not None:
            self._pile_seen.add(top)

    def _hand_finished(self) -> None:
        result = self.game.result
        if result is None or (self.history.hands and self.history.hands[-1] == result.hand_number):
            return
        self.showdown_step = 1
        delay = SPEEDS[self.speed]
        if delay and self.scheduler is not None:
            self._schedule_steps(delay)
        self.history.hands.append(result.hand_number)
        self.history.lives.append(result.lives_after)
        costs = tuple(s for s in result.steps if s.key.startswith(("step.pays", "step.lives", "step.winner")))
        self._past.append((result.hand_number, costs))

    # ------------------------------------------------------------------ bookkeeping

    def _log_event(self, seat: int, decision: Decision | None = None) -> None:
        game = self.game
        events = game.events
        for event in events[self._logged :]:
            self._log.append(LogEntry(event.seat, event.message(game.names), decision if event.seat == seat else None))
        self._logged = len(events)

    def _clear_turn_state(self) -> None:
        self.error = None
        self.hint = None
        self.showdown_step = 0

    def _refuse(self, message: Message) -> None:
        self.error = message
        self._bump()

    def _bump(self) -> None:
        self.version += 1

    def dispose(self) -> None:
        """Forget the session's game and stop its timers (when the browser tab closes)."""
        self._cancel_pending()
        self._generation += 1
        self._bots = {}
        self._advisor = None
        self._log = []


for _seat in range(1, 9):  # one level per bot seat; which are used depends on ``players``
    GameModel.param.add_parameter(
        f"level_{_seat}", param.Selector(default=_default_level(_seat), objects=list(LEVELS), doc="A bot's level.")
    )
