"""The review of a finished game: every decision of the learner's seats, graded, with every card.

The game is over, so nothing is hidden any more: the review shows each hand as it was dealt,
every player's cards at each of the learner's decisions, and the showdowns. The grades are the
coach's, made again by replaying the game's record with one expert that follows the game from
its start (as the app's advisor did while it was played), so they are the grades the learner
was given, and the same every time.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..actions import Action
from ..bots import Grade, coach
from ..bots.expert import ExpertBot
from ..cards import Card
from ..errors import ScatError
from ..game import Game
from ..showdown import HandResult
from ..state import Phase
from ..view import PlayerView
from .drills import Topic, topic_of


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the learner: what the seat saw, every hand at that moment, the grade."""

    hand: int
    turn: int  # the turn in this hand, from 1
    seat: int
    view: PlayerView
    hands: dict[int, tuple[Card, ...]]  # everyone's cards at that moment (shown: the game is over)
    grade: Grade
    topic: Topic


@dataclass(frozen=True)
class ReviewedHand:
    number: int
    dealt: dict[int, tuple[Card, ...]]
    upcard: Card | None
    moves: tuple[tuple[int, Action], ...]  # (seat, action), in order
    decisions: tuple[ReviewedDecision, ...]
    result: HandResult | None


@dataclass(frozen=True)
class Review:
    names: tuple[str, ...]
    seats: tuple[int, ...]
    hands: tuple[ReviewedHand, ...]
    winner: int | None

    @property
    def decisions(self) -> tuple[ReviewedDecision, ...]:
        return tuple(d for h in self.hands for d in h.decisions)

    def errors(self) -> tuple[ReviewedDecision, ...]:
        """The mistakes and blunders, in the order they were made."""
        return tuple(d for d in self.decisions if d.grade.label.is_error)


def review_game(
    game: Game,
    seats: Iterable[int] = (0,),
    *,
    expert_seed: int | None = None,
    grades: Mapping[int, Mapping[tuple[int, int, str], Grade]] | None = None,
) -> Review:
    """The review of ``game`` (finished: else ScatError ``review.not_over``) for the decisions of
    ``seats``; the expert is seeded as the app's advisor was (the game's seed) unless told.
    ``grades``: for a seat, the grades already given, by (hand, turns, phase) before the move
    (a classroom table keeps them): those are shown as given, the others graded here."""
    if game.phase is not Phase.GAME_OVER:
        raise ScatError("review.not_over")
    mine = tuple(sorted(set(seats)))
    record: dict[str, Any] = game.record
    replay = Game.new(
        list(record["names"]), game.rules, game.seed, record["dealer"], record["hands"][0]["deck"], record["lives"]
    )
    # One expert per seat, as each seat's screen has its own advisor: what it learns of the
    # others' knocks is what that seat saw.
    seed = game.seed if expert_seed is None else expert_seed
    advisors = {seat: ExpertBot(seed=seed) for seat in mine}
    hands = []
    for number, hand in enumerate(record["hands"]):
        if number:
            replay.next_hand(hand["deck"])
        hands.append(_review_hand(replay, [Action.parse(a) for a in hand["actions"]], advisors, grades or {}))
    return Review(game.names, mine, tuple(hands), game.winner)


def _review_hand(
    game: Game,
    actions: list[Action],
    advisors: dict[int, ExpertBot],
    given: Mapping[int, Mapping[tuple[int, int, str], Grade]],
) -> ReviewedHand:
    number = game.hand_number
    dealt = {s: tuple(game.hand(s)) for s in game.active_seats}
    upcard = game.view(game.active_seats[0]).upcard
    moves, decisions = [], []
    for action in actions:
        seat = game.current
        assert seat is not None
        view = game.view(seat)
        if seat in advisors and len(view.legal_actions) > 1:
            grade = given.get(seat, {}).get((number, view.turns, str(view.phase)))
            if grade is None or grade.action != action:
                grade = coach(view, action, bot=advisors[seat])
            everyone = {s: tuple(game.hand(s)) for s in game.active_seats}
            decisions.append(
                ReviewedDecision(
                    number, view.turns + 1, seat, view, everyone, grade, topic_of(view, action, grade.best)
                )
            )
        moves.append((seat, action))
        game.apply(action)
    result = game.result if game.result is not None and game.result.hand_number == number else None
    return ReviewedHand(number, dealt, upcard, tuple(moves), tuple(decisions), result)


__all__ = ["Review", "ReviewedDecision", "ReviewedHand", "review_game"]
