"""A table: one game, its seats (people and bots), and every change to it made in one place.

The table is the only thing that changes its game. People act through :meth:`Table.play` for
their own seat; bots play their seats by themselves, at once or one move per ``delay`` through a
``scheduler`` (the app gives a Panel timer, a classroom the server's event loop). After every
change the table tells its listeners (:meth:`Table.subscribe`) what happened, as a
:class:`Change`; each listener then reads what *its* seat may know through :meth:`Table.view`.
A listener never receives the game.

A table is plain Python: the single-student app is a table with one person, a classroom table
has several; both are driven the same way.

Changes happen one at a time: every method that changes the table holds the table's lock, so
two people clicking at the same moment (or a bot's timer and a person) are applied in order,
and the second is judged against the game the first left (a move out of turn is refused).

A person's seat can be played by a bot for a while (:meth:`Table.set_autopilot`: the person
has gone; :meth:`Table.play_for`: one move, when the person's turn clock has run out); the
change says so (``Change.autopilot``). A paused table (:meth:`Table.pause`) refuses every
move and its bots wait.

A table never gets stuck: a bot that fails (raises, or answers with a move that is not legal)
is logged once with the game's state and replaced for that move by a simple bot (the
beginner), and the change says so (``Change.stand_in``), so that the screens can tell the
people at the table. Timers and listeners are guarded the same way.

Where bots think (:mod:`.thinking`): without a ``thinker`` (or with an inline one) a bot
decides here, in the thread that made the change, as the single-student app wants. With a
thinker of worker processes or a Dask cluster, a bot's turn sends the seat's view to it and
returns at once; the answer comes back through the ``scheduler`` (which must then be
thread-safe, as :class:`~.clock.LoopScheduler` and :class:`~.clock.ManualClock` are) and is
applied under the table's lock, only if the table is still at the version the request was
made for: an answer for a state that has moved on is dropped (``Table.dropped``) and the bot
asked again. The pace is kept: the move is shown ``delay`` milliseconds after the request (or
when the answer comes, if thinking took longer), not ``delay`` after the answer. If the worker
died (twice), a simple bot plays that move and the change says so (``Change.note``).
"""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

from ..actions import Action
from ..bots import BeginnerBot, Bot, Decision, get_bot
from ..cards import Card
from ..errors import ScatError
from ..game import Game
from ..messages import Explanation, Message, msg
from ..view import PlayerView
from .thinking import Answer, Job, Request, Thinker, WorkerLost

log = logging.getLogger(__name__)

# How a table runs a callback later: scheduler(callback, milliseconds) -> a handle, which may
# have a stop() method to cancel it.
Scheduler = Callable[[Callable[[], None], int], Any]
# Where the next hands' decks come from: decks(hand_number) -> the 52 cards, top first.
Decks = Callable[[int], tuple[Card, ...]]


class ChangeKind(StrEnum):
    """What just changed at a table."""

    GAME = "game"  # a new game (or a loaded one) replaced the old one
    MOVE = "move"  # a move was played (``seat``, ``action``; ``decision`` for a bot)
    HAND = "hand"  # the next hand was dealt
    SEATS = "seats"  # a bot's level changed, a name, or who plays a seat (autopilot on or off)
    PAUSE = "pause"  # the table was paused or resumed (``Table.paused``)
    REFUSED = "refused"  # a move was refused; nothing changed (``error``)


@dataclass(frozen=True, slots=True)
class Change:
    """What happened, for the listeners: never a card they may not see (a bot's ``decision``
    can name its own cards: listeners must filter it, see :mod:`scat_learn.disclosure`)."""

    kind: ChangeKind
    version: int
    seat: int | None = None
    action: Action | None = None
    decision: Decision | None = None
    stand_in: bool = False  # the seat's bot failed: a simple bot took this decision
    autopilot: bool = False  # a bot played this move for a person's seat
    note: Message | None = None  # why a stand-in played, for the log and the screens


Listener = Callable[[Change], None]
T = TypeVar("T", bound=Callable[..., Any])


def _locked(method: T) -> T:
    """Run a change of the table with its lock held: one change at a time, in order."""

    @functools.wraps(method)
    def run(self: Table, *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            return method(self, *args, **kwargs)

    return run  # type: ignore[return-value]


class Table:
    """One game at one table. ``bots`` maps each bot seat to its level (or a bot object);
    every other seat is a person's. ``delay``: milliseconds between bot moves (0 at once;
    None: only when :meth:`next_move` is called); without a ``scheduler`` bots play at once."""

    @property
    def lock(self) -> threading.RLock:
        """Held during every change (take it to read several things of one moment)."""
        return self._lock

    def __init__(
        self,
        game: Game,
        bots: Mapping[int, str | Bot],
        *,
        delay: int | None = 0,
        scheduler: Scheduler | None = None,
        decks: Decks | None = None,
        lock: threading.RLock | None = None,
        thinker: Thinker | None = None,
    ) -> None:
        # ``lock``: a classroom table shares its own, so that its changes and the game's are
        # one sequence (and no two locks can be taken in opposite orders).
        self._lock = lock or threading.RLock()
        self._listeners: list[Listener] = []
        self._paused = False
        self._autopilot: dict[int, Bot] = {}  # people's seats a bot plays for now
        self.scheduler = scheduler
        self.delay = delay
        self.decks = decks  # None: the game deals from its seed
        self._failed: set[int] = set()  # bot seats whose failure was logged in full
        self._pending: Any = None  # the bots' timer, or a _Thinking (a request out)
        self.thinker = thinker  # None: bots decide here, in the caller's thread
        self.dropped = 0  # answers that came back for a state that had moved on
        self.version = 0
        self._game = game
        self._bots: dict[int, Bot] = {}
        self._levels: dict[int, str] = {}
        self._views: dict[int, tuple[int, PlayerView]] = {}
        self._set_bots(bots)

    # ------------------------------------------------------------------ reading

    @property
    def game(self) -> Game:
        """The game itself (omniscient: the server's, never a screen's)."""
        return self._game

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now (R-INFO-1), made once per change; ``SPECTATOR``: what
        someone watching may know."""
        with self._lock:  # never a view of a half-applied move
            cached = self._views.get(seat)
            if cached is None or cached[0] != self.version:
                cached = self._views[seat] = (self.version, self._game.view(seat))
            return cached[1]

    @property
    def bots(self) -> Mapping[int, Bot]:
        """The bots at this table, by seat."""
        return dict(self._bots)

    def is_bot(self, seat: int) -> bool:
        """True for a bot's seat (not for a person's seat on autopilot)."""
        return seat in self._bots

    def on_autopilot(self, seat: int) -> bool:
        """True while a bot plays for the person of ``seat``."""
        return seat in self._autopilot

    def level(self, seat: int) -> str | None:
        """A bot seat's level (None for a person's seat)."""
        return self._levels.get(seat)

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def bot_to_play(self) -> int | None:
        """The seat whose move a bot makes now (a bot's seat, or a person's on autopilot)."""
        current = self._game.current
        if current is None or self._paused:
            return None
        return current if current in self._bots or current in self._autopilot else None

    @property
    def hand_over(self) -> bool:
        return self._game.phase.over

    # ------------------------------------------------------------------ listening

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(change)`` after every change; returns the function that stops it."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def _tell(self, kind: ChangeKind, **facts: Any) -> None:
        self.version += 1
        change = Change(kind, self.version, **facts)
        for listener in list(self._listeners):
            try:
                listener(change)
            except Exception:  # one broken screen must not stop the table or the others
                log.exception("a listener of the table failed on %s", kind.value)

    # ------------------------------------------------------------------ changing

    def start(self) -> None:
        """Let the bots play (call it once the listeners are in place)."""
        self._bots_play()

    @_locked
    def play(self, seat: int, action: Action | str) -> Action:
        """Play ``action`` for ``seat`` (a person's seat, on their turn). Raises
        :class:`~scat_learn.errors.IllegalMove` and changes nothing if it is not allowed."""
        move = Action.parse(action)
        if seat in self._bots:
            raise ScatError("table.bot_seat")
        if self._paused:
            raise ScatError("table.paused")
        self._game.apply(move, seat=seat)
        self._tell(ChangeKind.MOVE, seat=seat, action=move)
        self._bots_play()
        return move

    @_locked
    def play_for(self, seat: int, level: str = "intermediate") -> Decision | None:
        """A bot of ``level`` makes the person of ``seat``'s move now (their turn clock ran
        out); None if it is not that seat's move (the person moved meanwhile)."""
        if self._paused or self._game.current != seat or seat in self._bots:
            return None
        decision, stand_in = self._decide(seat, get_bot(level, seed=self._game.seed + seat))
        self._game.apply(decision.action, seat=seat)
        self._tell(
            ChangeKind.MOVE, seat=seat, action=decision.action, decision=decision, stand_in=stand_in, autopilot=True
        )
        self._bots_play()
        return decision

    @_locked
    def set_autopilot(self, seat: int, level: str | None) -> None:
        """A bot of ``level`` plays the person's ``seat`` from now on (None: the person again)."""
        if seat in self._bots or (level is None) == (seat not in self._autopilot):
            return
        if level is None:
            del self._autopilot[seat]
        else:
            self._autopilot[seat] = get_bot(level, seed=self._game.seed + seat)
        self._tell(ChangeKind.SEATS, seat=seat)
        self._bots_play()

    @_locked
    def hand_to_bot(self, seat: int, level: str, name: str) -> None:
        """A person's seat becomes a bot's, named ``name``, for the rest of the game (the
        person has left the table)."""
        if seat in self._bots:
            return
        self._autopilot.pop(seat, None)
        self._game.rename(seat, name)
        self._set_bot(seat, level)
        self._tell(ChangeKind.SEATS, seat=seat)
        self._bots_play()

    @_locked
    def hand_to_person(self, seat: int, name: str) -> None:
        """A bot's seat becomes the seat of the person called ``name`` (who sits down in the
        middle of a game); refused in words if the name is taken at this table."""
        if seat not in self._bots:
            raise ScatError("table.not_a_bot_seat")
        self._game.rename(seat, name)
        self._cancel_pending()  # a bot's move for this seat may be waiting on its timer
        del self._bots[seat], self._levels[seat]
        self._tell(ChangeKind.SEATS, seat=seat)

    @_locked
    def pause(self) -> None:
        """Stop the game: every move is refused, and the bots wait, until :meth:`resume`."""
        if not self._paused:
            self._paused = True
            self._cancel_pending()
            self._tell(ChangeKind.PAUSE)

    @_locked
    def resume(self) -> None:
        if self._paused:
            self._paused = False
            self._tell(ChangeKind.PAUSE)
            self._bots_play()

    @_locked
    def next_hand(self) -> None:
        """Deal the next hand (refused while a hand is played or once the game is over)."""
        if self._paused:
            raise ScatError("table.paused")
        deck = None if self.decks is None else self.decks(self._game.hand_number + 1)
        self._game.next_hand(deck)
        self._tell(ChangeKind.HAND)
        self._bots_play()

    @_locked
    def next_move(self) -> bool:
        """Play one bot move now (off the loop: ask for it, to be played when it comes); False
        if it is not a bot's move."""
        if self.off_loop:
            if self.bot_to_play is None:
                return False
            self._cancel_pending()
            self._ask_bot(0)
            return True
        if self._step_bot():
            self._bots_play()
            return True
        return False

    @_locked
    def replace_game(self, game: Game, bots: Mapping[int, str | Bot], decks: Decks | None = None) -> None:
        """Start playing ``game`` at this table (a new game, or a loaded one); ``decks`` deals
        its next hands (None: its seed does). People's seats are theirs again (no autopilot)."""
        self._cancel_pending()
        self._game, self.decks, self._failed = game, decks, set()
        self._autopilot = {}
        self._set_bots(bots)
        self._tell(ChangeKind.GAME)
        self._bots_play()

    @_locked
    def set_level(self, seat: int, level: str | Bot) -> None:
        """Give a bot seat another level, or another bot (its next move is the new bot's)."""
        if seat in self._bots:
            self._set_bot(seat, level)
            self._tell(ChangeKind.SEATS, seat=seat)

    @_locked
    def rename(self, seat: int, name: str) -> None:
        """Rename a seat's player (refused in words if the name is not one, or is taken)."""
        self._game.rename(seat, name)
        self._tell(ChangeKind.SEATS, seat=seat)

    @_locked
    def set_speed(self, delay: int | None) -> None:
        self.delay = delay
        self._bots_play()

    @_locked
    def close(self) -> None:
        """Stop the bots' timer and forget the bots and the listeners (nobody plays here now)."""
        self._cancel_pending()
        self._listeners.clear()
        self._bots.clear()
        self._autopilot.clear()

    # ------------------------------------------------------------------ the bots

    def _set_bots(self, bots: Mapping[int, str | Bot]) -> None:
        self._bots, self._levels = {}, {}
        for seat, bot in bots.items():
            self._set_bot(seat, bot)

    def _set_bot(self, seat: int, bot: str | Bot) -> None:
        if isinstance(bot, str):
            self._levels[seat] = bot
            bot = get_bot(bot, seed=self._game.seed + seat)
        else:
            self._levels[seat] = str(getattr(bot, "name", "bot"))
        self._bots[seat] = bot

    def _step_bot(self) -> bool:
        seat = self.bot_to_play
        if seat is None:
            return False
        autopilot = seat in self._autopilot
        bot = self._autopilot[seat] if autopilot else self._bots[seat]
        decision, stand_in = self._decide(seat, bot)
        self._game.apply(decision.action, seat=seat)
        self._tell(
            ChangeKind.MOVE,
            seat=seat,
            action=decision.action,
            decision=decision,
            stand_in=stand_in,
            autopilot=autopilot,
        )
        return True

    def _decide(self, seat: int, bot: Bot) -> tuple[Decision, bool]:
        """``bot``'s decision for ``seat``; if the bot fails, a simple bot's (and True)."""
        view = self._game.view(seat)
        try:
            decision = bot.decide(view)
            if decision.action not in view.legal_actions:
                raise ScatError("table.bot_illegal", action=decision.action)
            return decision, False
        except Exception:
            self._log_failure(seat)
        return stand_in(view), True

    def _log_failure(self, seat: int, why: str | None = None) -> None:
        """Log a bot's failure (in full once per seat); ``why``: what it said, when it failed
        elsewhere (else the exception being handled says it)."""
        level = self._levels.get(seat, "bot")
        if seat in self._failed:
            log.warning("the %s bot in seat %d failed again; a beginner played for it: %s", level, seat, why or "")
            return
        self._failed.add(seat)
        report = log.error if why else log.exception
        report(
            "the %s bot in seat %d failed%s; a beginner played for it. The game then: %s",
            level,
            seat,
            f" ({why})" if why else "",
            self._game.to_json(),
        )

    @property
    def off_loop(self) -> bool:
        """True when bots think elsewhere (worker processes, Dask) and their answers come back
        through the scheduler."""
        return self.thinker is not None and not self.thinker.inline and self.scheduler is not None

    def _bots_play(self) -> None:
        """After a change: bots play at once, or their next move is scheduled, or they wait."""
        self._cancel_pending()
        if self.bot_to_play is None or self.delay is None:
            return
        if self.off_loop:
            self._ask_bot(self.delay)
            return
        if self.delay == 0 or self.scheduler is None:
            while self._step_bot():
                pass
            return
        version = self.version

        def tick() -> None:
            with self._lock:
                self._pending = None
                if version != self.version:
                    # A change that did not reschedule the bots (a rename): ask them again, else
                    # the table would wait for a move nobody is going to make.
                    self._bots_play()
                    return
                try:
                    self.next_move()
                except Exception:  # a timer must never die with the table stuck behind it
                    log.exception("a bot's timed move failed")

        self._pending = self.scheduler(tick, self.delay)

    # ------------------------------------------------------------------ bots thinking elsewhere

    def _ask_bot(self, delay: int) -> None:
        """Send the bot on turn its view and return; its move is played when both its answer
        has come and ``delay`` milliseconds have passed since now (whichever is later)."""
        seat = self.bot_to_play
        assert seat is not None and self.scheduler is not None and self.thinker is not None
        autopilot = seat in self._autopilot
        bot = self._autopilot[seat] if autopilot else self._bots[seat]
        view = self.view(seat)
        thinking = _Thinking(self.version, seat, autopilot, bot, view)
        self._pending = thinking
        scheduler = self.scheduler
        # The timer first: it also binds a LoopScheduler to the loop, from the loop's thread.
        thinking.timer = scheduler(lambda: self._when_due(thinking), delay)
        future = self.thinker.submit(Request(Job.DECIDE, bot, view, self.version))
        thinking.future = future
        # The answer comes on a worker's thread: the table takes it back on its scheduler's.
        future.add_done_callback(lambda done: scheduler(lambda: self._when_answered(thinking, done), 0))

    def _when_due(self, thinking: _Thinking) -> None:
        with self._lock:
            if self._pending is thinking:
                thinking.due = True
                self._play_answer(thinking)

    def _when_answered(self, thinking: _Thinking, future: Future[Answer]) -> None:
        with self._lock:
            if future.cancelled():
                return  # the table itself let go of it
            if self._pending is not thinking or thinking.version != self.version:
                self.dropped += 1
                log.debug("dropped a bot's answer for version %d (now %d)", thinking.version, self.version)
                if self._pending is thinking:  # moved on without asking again: ask now
                    thinking.cancel()
                    self._pending = None
                    self._bots_play()
                return
            thinking.answer = future
            self._play_answer(thinking)

    def _play_answer(self, thinking: _Thinking) -> None:
        """Play the bot's answer once it has come and its time has come."""
        if not thinking.due or thinking.answer is None:
            return
        self._pending = None
        try:
            answer = thinking.answer
            thinking.let_go()
            decision, stand_in, note = self._read_answer(thinking, answer)
            seat = thinking.seat
            self._game.apply(decision.action, seat=seat)
            self._tell(
                ChangeKind.MOVE,
                seat=seat,
                action=decision.action,
                decision=decision,
                stand_in=stand_in,
                autopilot=thinking.autopilot,
                note=note,
            )
            self._bots_play()
        except Exception:  # an answer must never leave the table stuck
            log.exception("a bot's answer could not be played")

    def _read_answer(self, thinking: _Thinking, future: Future[Answer]) -> tuple[Decision, bool, Message | None]:
        """The decision in an answer, the bot's learning kept; a simple bot's if it failed."""
        seat, view = thinking.seat, thinking.view
        try:
            answer = future.result()
        except WorkerLost as lost:
            log.warning("the bot in seat %d lost its worker (%s); a beginner played for it", seat, lost)
            note = msg("table.bot_stand_in", None, player=view.names[seat])
            return stand_in(view), True, note
        except Exception as error:
            self._log_failure(seat, repr(error))
            return stand_in(view), True, None
        decision = answer.decision
        if answer.failure is not None or decision is None:
            self._log_failure(seat, answer.failure or "no decision")
            return stand_in(view), True, None
        if decision.action not in view.legal_actions:
            self._log_failure(seat, f"an illegal move: {decision.action}")
            return stand_in(view), True, None
        # What the bot learnt while deciding is kept, if its seat still has that bot.
        seats = self._autopilot if thinking.autopilot else self._bots
        if seats.get(seat) is thinking.bot:
            seats[seat] = answer.bot
        return decision, False, None

    def _cancel_pending(self) -> None:
        pending, self._pending = self._pending, None
        if isinstance(pending, _Thinking):
            pending.cancel()
            return
        stop = getattr(pending, "stop", None)
        if callable(stop):
            try:
                stop()
            except Exception:  # a timer that already fired, or whose session has gone
                log.debug("a stale bot timer could not be stopped", exc_info=True)


@dataclass(eq=False)
class _Thinking:
    """A bot's request that is out: for which version and seat, and how far it has come."""

    version: int
    seat: int
    autopilot: bool
    bot: Bot
    view: PlayerView
    timer: Any = None
    future: Future[Answer] | None = None
    due: bool = False  # the pace's delay has passed
    answer: Future[Answer] | None = None  # the answer, once it came back for this version

    def cancel(self) -> None:
        stop = getattr(self.timer, "stop", None)
        if callable(stop):
            stop()
        if self.future is not None:
            self.future.cancel()  # not yet taken by a worker: it never runs
        self.let_go()

    def let_go(self) -> None:
        """Played or given up: hold nothing more. The future's callback and the timer refer back
        to this request, so holding them would leave the answer, its bot and its view for the
        cycle collector (whose passes, with a room of tables, fall on students' clicks)."""
        self.timer = self.future = self.answer = None


def stand_in(view: PlayerView) -> Decision:
    """A simple bot's decision for a seat whose own bot failed (its first legal move if even
    the simple bot cannot decide)."""
    try:
        decision = BeginnerBot().decide(view)
        if decision.action in view.legal_actions:
            return decision
    except Exception:
        log.exception("the stand-in bot failed too")
    action = view.legal_actions[0]
    return Decision(action, Explanation(msg("bot.stand_in", None, action=action)))


__all__ = ["Change", "ChangeKind", "Decks", "Listener", "Scheduler", "Table", "stand_in"]
