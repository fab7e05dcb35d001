"""One browser session's game: a thin ``param`` front that the views watch.

What the screen shows, and the person's actions, are :class:`~.screen.SeatScreen`'s (the same for
a classroom's screens); a ``GameModel`` adds the settings and owns its table. The work is done by
typed parts, each with one job:

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
import logging
from collections.abc import Mapping
from functools import partial
from typing import Any

import param

from ..actions import Action
from ..bots import BOT_NAMES, Bot, Decision, Grade
from ..cards import Card
from ..classroom.history import LogEntry
from ..classroom.seating import bot_names
from ..classroom.table import Decks, Scheduler, Table
from ..classroom.training import Training
from ..deals import Dealer, check_code, new_code
from ..errors import ScatError
from ..game import Game
from ..messages import Message, msg
from ..rules import Rules
from ..view import PlayerView
from .screen import DETAILS, SPEEDS, Coaching, SeatScreen, batched

HUMAN = 0
log = logging.getLogger(__name__)

LEVELS: tuple[str, ...] = tuple(
    level for level in ("random", "beginner", "intermediate", "expert") if level in BOT_NAMES
)
DEFAULT_LEVELS = ("beginner", "intermediate", "expert")
MAX_SEED = 2**32 - 1
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


class GameModel(SeatScreen):
    """The game of one session: the person in seat 0, bots in the others; settings, the table,
    and what the screen shows."""

    # ---- settings: widgets are made from these parameters
    players = param.Integer(default=4, bounds=(2, 9), doc="Players at the table, you included.")
    your_name = param.String(default="", doc="Your name at the table.")
    seed = param.Integer(
        default=None, allow_None=True, bounds=(0, MAX_SEED), doc="A seed to deal from (Python only: never shown)."
    )
    deal = param.String(default="", doc="The deal code: the same code gives the same cards on this server.")
    rules = param.Parameter(doc="The rules of the next game (a RuleSettings).")

    def __init__(
        self,
        scheduler: Scheduler | None = None,
        dealer: Dealer | None = None,
        training: Training | None = None,
        **params: Any,
    ) -> None:
        """``scheduler(callback, milliseconds)`` runs a bot's move later (the app passes a
        Panel timer); without one, bots play at once whatever the speed. ``dealer`` makes the
        decks of deal codes (the server's; by default one that lives as long as this process).
        ``training`` keeps the person's graded decisions and drills (by default in memory, for as
        long as this model lives; ``Training.alone(path)`` keeps them in a file)."""
        params.setdefault("rules", RuleSettings())
        super().__init__(**params)
        self._own_training = training is None
        self.training = training if training is not None else Training.alone()
        self._games = 0  # games started here: a graded decision says which one it was in
        self._dealer = dealer or Dealer.for_this_process()
        self._code: str | None = None  # the deal code of the game being played (None: a seed)
        self._setting_seed = False
        self._scheduler = scheduler
        game, bots, decks, self._code = self._new_game(self.seed, self.deal.strip() or None)
        self._attach(Table(game, bots, delay=SPEEDS[self.speed], scheduler=scheduler, decks=decks), HUMAN)
        self.param.watch(self._on_seed, "seed")
        self.param.watch(self._on_speed, "speed")
        self.param.watch(self._on_level, [f"level_{s}" for s in BOT_SEATS])
        self.param.watch(self._on_lang, "lang")
        self.table.start()

    # ------------------------------------------------------------------ the parts

    @property
    def scheduler(self) -> Scheduler | None:
        return self._scheduler

    @scheduler.setter
    def scheduler(self, scheduler: Scheduler | None) -> None:
        self._scheduler = scheduler
        self.table.scheduler = scheduler

    @property
    def deal_code(self) -> str | None:
        """The deal code of the game being played (None for a game dealt from a seed)."""
        return self._code

    def _reveal_key(self) -> bool:
        return self.reveal_all

    def _revealed(self) -> Mapping[int, tuple[Card, ...]]:
        if not self.reveal_all:
            return {}
        game = self.game
        return {seat: tuple(game.hand(seat)) for seat in game.active_seats if seat != HUMAN}

    def level(self, seat: int) -> str:
        return str(getattr(self, f"level_{seat}"))

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
        return [you, *bot_names([you], self.players - 1)]

    def _bots_for(self, game: Game) -> dict[int, str | Bot]:
        return {seat: self.level(seat) for seat in range(1, len(game.names))}

    def _start(self, game: Game, bots: dict[int, str | Bot], decks: Decks | None, code: str | None) -> None:
        self.param.update(coaching=None, notice=None, hint=None, error=None)
        self._code = code
        self.table.replace_game(game, bots, decks)  # the table tells this screen: _started

    def _line_up(self) -> tuple[object, ...]:
        # the bots' levels too: "Bot 2" as a beginner is another player than "Bot 2" as an expert
        return (*super()._line_up(), *(self.level(seat) for seat in range(1, len(self.game.names))))

    def _started(self) -> None:
        super()._started()
        self._games += 1
        self._setting_seed = True
        try:
            self.param.update(seed=self.game.seed if self._code is None else None, deal=self._code or "")
        finally:
            self._setting_seed = False

    def _on_seed(self, event: param.parameterized.Event) -> None:
        if self._setting_seed or event.new is None or (self._code is None and event.new == self.game.seed):
            return
        self.new_game(seed=event.new)

    def _on_lang(self, event: param.parameterized.Event) -> None:
        """The default name is a word of the language: "Player" becomes "Παίκτης" at once."""
        old = msg("ui.default_name").render(event.old)
        if not self.your_name.strip() and self.game.names[HUMAN] == old:
            try:
                self.table.rename(HUMAN, msg("ui.default_name").render(event.new))
            except ScatError:  # a bot already has that name: keep the old one
                log.info("the default name in %s is taken at this table", event.new)

    def _on_speed(self, event: param.parameterized.Event) -> None:
        self.table.set_speed(SPEEDS[self.speed])

    def _on_level(self, event: param.parameterized.Event) -> None:
        seat = int(event.name.rsplit("_", 1)[1])
        if seat < len(self.game.names):
            self.table.set_level(seat, event.new)

    def _keep_grade(self, view: PlayerView, grade: Grade) -> None:
        try:
            self.training.record(view, grade, game=self._games)
        except Exception:  # progress is help: the game goes on without it
            log.exception("a graded decision could not be kept")

    @property
    def _bots(self) -> Mapping[int, Bot]:
        """The bots now at the table, by seat (for tests)."""
        return self.table.bots

    # ------------------------------------------------------------------ bookkeeping

    def dispose(self) -> None:
        """Forget the session's game and stop its timers (when the browser tab closes)."""
        super().dispose()
        self.table.close()
        self.history.entries.clear()
        if self._own_training:
            self.training.store.close()


for _seat in BOT_SEATS:  # one level per bot seat; which are used depends on ``players``
    GameModel.param.add_parameter(
        f"level_{_seat}", param.Selector(default=_default_level(_seat), objects=list(LEVELS), doc="A bot's level.")
    )

__all__ = [
    "DETAILS",
    "HUMAN",
    "LEVELS",
    "SPEEDS",
    "Action",
    "Coaching",
    "Decision",
    "GameModel",
    "LogEntry",
    "RuleSettings",
]
