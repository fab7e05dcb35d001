"""A table: one game, its seats (people and bots), and every change to it made in one place.

The table is the only thing that changes its game. People act through :meth:`Table.play` for
their own seat; bots play their seats by themselves, at once or one move per ``delay`` through a
``scheduler`` (the app gives a Panel timer, a classroom the server's event loop). After every
change the table tells its listeners (:meth:`Table.subscribe`) what happened, as a
:class:`Change`; each listener then reads what *its* seat may know through :meth:`Table.view`.
A listener never receives the game.

A table is plain Python: the single-student app is a table with one person, a classroom table
has several; both are driven the same way.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..actions import Action
from ..bots import Bot, Decision, get_bot
from ..errors import ScatError
from ..game import Game
from ..view import PlayerView

log = logging.getLogger(__name__)

# How a table runs a callback later: scheduler(callback, milliseconds) -> a handle, which may
# have a stop() method to cancel it.
Scheduler = Callable[[Callable[[], None], int], Any]


class ChangeKind(StrEnum):
    """What just changed at a table."""

    GAME = "game"  # a new game (or a loaded one) replaced the old one
    MOVE = "move"  # a move was played (``seat``, ``action``; ``decision`` for a bot)
    HAND = "hand"  # the next hand was dealt
    SEATS = "seats"  # a bot's level changed
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


Listener = Callable[[Change], None]


class Table:
    """One game at one table. ``bots`` maps each bot seat to its level (or a bot object);
    every other seat is a person's. ``delay``: milliseconds between bot moves (0 at once;
    None: only when :meth:`next_move` is called); without a ``scheduler`` bots play at once."""

    def __init__(
        self,
        game: Game,
        bots: Mapping[int, str | Bot],
        *,
        delay: int | None = 0,
        scheduler: Scheduler | None = None,
    ) -> None:
        self._listeners: list[Listener] = []
        self.scheduler = scheduler
        self.delay = delay
        self._pending: Any = None
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
        """What ``seat`` may know now (R-INFO-1), made once per change."""
        cached = self._views.get(seat)
        if cached is None or cached[0] != self.version:
            cached = self._views[seat] = (self.version, self._game.view(seat))
        return cached[1]

    @property
    def bots(self) -> Mapping[int, Bot]:
        """The bots at this table, by seat."""
        return dict(self._bots)

    def is_bot(self, seat: int) -> bool:
        return seat in self._bots

    def level(self, seat: int) -> str | None:
        """A bot seat's level (None for a person's seat)."""
        return self._levels.get(seat)

    @property
    def bot_to_play(self) -> int | None:
        """The bot seat whose move it is, if it is a bot's move."""
        current = self._game.current
        return current if current is not None and current in self._bots else None

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

    def play(self, seat: int, action: Action | str) -> Action:
        """Play ``action`` for ``seat`` (a person's seat, on their turn). Raises
        :class:`~scat_learn.errors.IllegalMove` and changes nothing if it is not allowed."""
        move = Action.parse(action)
        if seat in self._bots:
            raise ScatError("table.bot_seat")
        self._game.apply(move, seat=seat)
        self._tell(ChangeKind.MOVE, seat=seat, action=move)
        self._bots_play()
        return move

    def next_hand(self) -> None:
        """Deal the next hand (refused while a hand is played or once the game is over)."""
        self._game.next_hand()
        self._tell(ChangeKind.HAND)
        self._bots_play()

    def next_move(self) -> bool:
        """Play one bot move now; False if it is not a bot's move."""
        if self._step_bot():
            self._bots_play()
            return True
        return False

    def replace_game(self, game: Game, bots: Mapping[int, str | Bot]) -> None:
        """Start playing ``game`` at this table (a new game, or a loaded one)."""
        self._cancel_pending()
        self._game = game
        self._set_bots(bots)
        self._tell(ChangeKind.GAME)
        self._bots_play()

    def set_level(self, seat: int, level: str) -> None:
        """Give a bot seat another level (its next move is the new bot's)."""
        if seat in self._bots:
            self._set_bot(seat, level)
            self._tell(ChangeKind.SEATS, seat=seat)

    def set_speed(self, delay: int | None) -> None:
        self.delay = delay
        self._bots_play()

    def close(self) -> None:
        """Stop the bots' timer and forget the bots and the listeners (nobody plays here now)."""
        self._cancel_pending()
        self._listeners.clear()
        self._bots.clear()

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
        decision = self._bots[seat].decide(self._game.view(seat))
        self._game.apply(decision.action, seat=seat)
        self._tell(ChangeKind.MOVE, seat=seat, action=decision.action, decision=decision)
        return True

    def _bots_play(self) -> None:
        """After a change: bots play at once, or their next move is scheduled, or they wait."""
        self._cancel_pending()
        if self.bot_to_play is None or self.delay is None:
            return
        if self.delay == 0 or self.scheduler is None:
            while self._step_bot():
                pass
            return
        version = self.version

        def tick() -> None:
            self._pending = None
            if version == self.version:  # nothing happened meanwhile: the move is still due
                self.next_move()

        self._pending = self.scheduler(tick, self.delay)

    def _cancel_pending(self) -> None:
        pending, self._pending = self._pending, None
        stop = getattr(pending, "stop", None)
        if callable(stop):
            try:
                stop()
            except Exception:  # a timer that already fired, or whose session has gone
                log.debug("a stale bot timer could not be stopped", exc_info=True)


__all__ = ["Change", "ChangeKind", "Listener", "Scheduler", "Table"]
