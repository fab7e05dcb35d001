"""What every bot shares: a :class:`Decision` out of a :class:`PlayerView` in.

Any object with ``decide(view) -> Decision`` is a bot (R-INFO-1: a bot sees only its view).
A decision carries the action, its explanation (messages, for people) and the options that
were weighed with their numbers (:class:`Option`, for programs: the app, the coach, tests).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ..actions import Action
from ..errors import BadInput
from ..messages import Explanation
from ..view import PlayerView

POINTS = "points"  # an option's value is a hand total: higher is better
LIVES = "lives"  # an option's value is the expected lives lost: lower is better


@dataclass(frozen=True, slots=True)
class Option:
    """One option a bot weighed, with the numbers it decided by.

    ``value`` is what the bot ranked options by, in ``unit``: ``"points"`` (a hand total or an
    expected total, higher is better) or ``"lives"`` (expected lives lost, lower is better).
    The other numbers are set where the bot computed them, else None: ``total`` the hand's
    (expected) total after this option, ``lives`` the bot's expected lives lost, ``others`` the
    expected lives lost by each other player (on average), ``p_lowest`` the chance to be lowest
    at the showdown, ``p_31`` the chance that an opponent shows 31 first. The expert's ``value``
    is its expected lives lost *on balance*: its own, less a share of what the others lose.
    ``noise`` (the expert's) is the standard error of the difference between this option's
    value and the chosen option's, measured on the same imagined tables: how far apart the two
    could be by the luck of the play-outs alone (0 for the chosen option itself).
    """

    action: Action
    value: float
    unit: str = POINTS
    total: float | None = None
    lives: float | None = None
    p_lowest: float | None = None
    p_31: float | None = None
    others: float | None = None
    noise: float | None = None

    def better_than(self, other: Option) -> bool:
        if self.unit == LIVES:
            return self.value < other.value
        return self.value > other.value


@dataclass(frozen=True, slots=True)
class Decision:
    """The action a bot chose and why (``explanation.summary``, ``explanation.details``).

    ``options`` are the options weighed, best first, with their numbers (empty for a forced or
    random move).
    """

    action: Action
    explanation: Explanation
    options: tuple[Option, ...] = ()

    def option(self, action: Action | str) -> Option | None:
        """The weighed option for ``action`` (an :class:`Action` or its text), if there is one."""
        wanted = Action.parse(action)
        return next((o for o in self.options if o.action is wanted), None)


@runtime_checkable
class Bot(Protocol):
    def decide(self, view: PlayerView) -> Decision: ...


def check_can_decide(view: PlayerView) -> None:
    """Refuse a view in which this seat has nothing to decide."""
    if not view.legal_actions:
        raise BadInput("bot.nothing_to_decide", player=view.names[view.seat])
