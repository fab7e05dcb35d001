"""Drills: a position a learner met (or a built-in one), the expert's answer, and a schedule.

A :class:`Drill` is a position as the seat saw it (:func:`~.store.view_data`: the seat's
:class:`~scat_learn.view.PlayerView` as data, nothing more, R-INFO-1), with the topic it trains
and the lesson and rule ids of that topic. Its answer is the coach's (:func:`answer`): the same
deterministic expert grades the learner's choice and says what it would do and why, so the
answer is never stored where a screen could show it before the learner chooses.

Where drills come from:

* the learner's own mistakes and blunders, kept in the store with the position
  (:func:`own_drills`);
* built-in sets per topic (:func:`builtin_drills`), made by :func:`make_builtin_drills` from
  real games of beginner and intermediate bots, keeping positions where the expert's best move
  is clearly better than every other (by at least :data:`CLEAR_GAP` lives, and by more than the
  noise). They ship in ``drill_sets.json`` (``python -m scat_learn.classroom.drills`` makes it
  again); each records the game it came from, so a test can replay it and check that the
  position holds only what that seat could see.

Spaced repetition (:func:`after_answer`, :func:`due_drills`): a right answer moves a drill one
step up the ladder :data:`INTERVALS` (4 hours, a day, 3 days, a week, …); a wrong one puts it
back at the bottom, due again in :data:`AGAIN` seconds, and first in line.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from ..actions import Action, ActionKind
from ..bots import Decision, Grade, coach, get_bot, hint
from ..bots.expert import ExpertBot
from ..bots.grades import GradeLabel
from ..cards import Card
from ..errors import ScatError
from ..game import Game
from ..messages import Message, excerpt, msg
from ..rules import Rules
from ..scoring import score_hand
from ..showdown import HandResult
from ..state import Phase
from ..view import Event, PlayerView
from .store import VIEW_FORMAT, DrillState, StoredDecision, view_data

HOUR, DAY = 3600.0, 86400.0
INTERVALS: tuple[float, ...] = (4 * HOUR, DAY, 3 * DAY, 7 * DAY, 14 * DAY, 30 * DAY)
AGAIN = 600.0  # a missed drill is due again ten minutes later, before any other
# A built-in drill's best move beats every other by this much (and by three standard errors):
# every other move is then at least an inaccuracy, well clear of the "good" band.
CLEAR_GAP = 0.2
EXPERT_SEED = 0  # the expert that answers every drill (the coach's own default)
SETS_FILE = Path(__file__).with_name("drill_sets.json")
BUILTIN_SEED = 16
BUILTIN_PER_TOPIC = 6
VIEW_KEYS = frozenset(  # the fields of a position (store.view_data): nothing else may be in one
    (
        "format",
        "version",
        "seat",
        "names",
        "lives",
        "out",
        "rules",
        "phase",
        "current",
        "dealer",
        "knocker",
        "hand_number",
        "round",
        "turns",
        "hand",
        "hand_face_down",
        "taken",
        "drawn",
        "discard_top",
        "upcard",
        "stock_count",
        "kitty",
        "winner",
        "events",
        "legal_actions",
        "last_result",
    )
)


class Topic(StrEnum):
    """What a decision trains."""

    TAKE_OR_DRAW = "take_or_draw"
    DISCARD = "discard"
    KNOCK = "knock"
    LAST_TURN = "last_turn"
    CHASING_31 = "chasing_31"
    THROW_DOWN = "throw_down"

    @property
    def lesson(self) -> str:
        return TOPIC_LESSONS[self][0]

    @property
    def rules(self) -> tuple[str, ...]:
        return TOPIC_LESSONS[self][1]

    def message(self) -> Message:
        return msg(f"drill.topic.{self.value}")


# Each topic's lesson (the notebook's number) and the rules it trains.
TOPIC_LESSONS: dict[Topic, tuple[str, tuple[str, ...]]] = {
    Topic.TAKE_OR_DRAW: ("02", ("R-TURN-2", "R-TURN-3", "R-DEAL-2")),
    Topic.DISCARD: ("02", ("R-TURN-2", "R-TURN-3", "R-INFO-1")),
    Topic.KNOCK: ("06", ("R-KNOCK-1", "R-KNOCK-4")),
    Topic.LAST_TURN: ("03", ("R-KNOCK-2", "R-KNOCK-4")),
    Topic.CHASING_31: ("04", ("R-31-1", "R-31-3", "R-SCORE-2")),
    Topic.THROW_DOWN: ("05", ("R-THROW-1", "R-THROW-2")),
}
BUILTIN_TOPICS = (Topic.TAKE_OR_DRAW, Topic.DISCARD, Topic.KNOCK, Topic.LAST_TURN, Topic.CHASING_31)


def topic_of(view: PlayerView, *actions: Action) -> Topic:
    """What a decision in ``view`` trains; ``actions`` (the choice, the expert's) may say it is
    about knocking."""
    if view.phase is Phase.THROW_DOWN:
        return Topic.THROW_DOWN
    if view.knocker is not None:
        return Topic.LAST_TURN
    if view.phase is Phase.TAKE and any(a.kind is ActionKind.KNOCK for a in actions):
        return Topic.KNOCK
    if _near_31(view):
        return Topic.CHASING_31
    return Topic.TAKE_OR_DRAW if view.phase is Phase.TAKE else Topic.DISCARD


def _near_31(view: PlayerView) -> bool:
    """One card from 31: an ace and a ten-card of one suit, or 31 there for the taking."""
    cards = list(view.hand)
    if view.phase is Phase.TAKE and view.discard_top is not None:
        with_top = [*cards, view.discard_top]
        if any(score_hand([c for c in with_top if c is not out], view.rules).total == 31 for out in cards):
            return True
    for suit in {c.suit for c in cards}:
        values = sorted((c.value for c in cards if c.suit == suit), reverse=True)
        if len(values) >= 2 and values[0] == 11 and values[1] == 10:
            return True
    return False


# ---------------------------------------------------------------------- a position as data


def view_from_data(data: Any) -> PlayerView:
    """The :class:`PlayerView` a position (:func:`~.store.view_data`) holds; a position that is
    not one raises ScatError in words (``drill.bad_position``)."""
    try:
        return _view_from(data)
    except ScatError as error:
        raise ScatError("drill.bad_position", problem=error.message) from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise ScatError("drill.bad_position", problem=excerpt(repr(error), 80)) from None


def _card(text: Any) -> Card | None:
    return None if text is None else Card.parse(text)


def _view_from(data: Any) -> PlayerView:
    if isinstance(data, (str, bytes)):
        data = json.loads(data)
    if not isinstance(data, dict) or data.get("format") != VIEW_FORMAT or set(data) != VIEW_KEYS:
        raise ValueError("not a position")
    rules = Rules.from_data(data["rules"])
    names = tuple(str(n) for n in data["names"])
    last = data["last_result"]
    events = tuple(Event(int(s), ActionKind(k), _card(c)) for s, k, c in data["events"])
    return PlayerView(
        seat=int(data["seat"]),
        names=names,
        lives=tuple(int(x) for x in data["lives"]),
        out=tuple(bool(x) for x in data["out"]),
        rules=rules,
        phase=Phase(data["phase"]),
        current=None if data["current"] is None else int(data["current"]),
        dealer=int(data["dealer"]),
        knocker=None if data["knocker"] is None else int(data["knocker"]),
        hand_number=int(data["hand_number"]),
        round=int(data["round"]),
        turns=int(data["turns"]),
        hand=tuple(Card.parse(c) for c in data["hand"]),
        hand_face_down=bool(data["hand_face_down"]),
        taken=_card(data["taken"]),
        drawn=_card(data["drawn"]),
        discard_top=_card(data["discard_top"]),
        stock_count=int(data["stock_count"]),
        kitty=int(data["kitty"]),
        winner=None if data["winner"] is None else int(data["winner"]),
        events=events,
        legal_actions=tuple(Action.parse(a) for a in data["legal_actions"]),
        last_result=None if last is None else HandResult.from_data(last, names, rules),
        upcard=_card(data["upcard"]),
    )


# ---------------------------------------------------------------------- drills


@dataclass(frozen=True)
class Drill:
    """A position to decide again. ``id``: ``"b:<topic>-<n>"`` for a built-in drill,
    ``"d<decision id>"`` for the learner's own; ``origin`` says where a built-in one was met (the
    game's seed, its bots and the move), for checking."""

    id: str
    topic: Topic
    position: Mapping[str, Any]
    origin: Mapping[str, Any] = field(default_factory=dict)

    @property
    def own(self) -> bool:
        """The learner's own mistake (not a built-in drill)."""
        return not self.id.startswith("b:")

    @property
    def lesson(self) -> str:
        return self.topic.lesson

    @property
    def rules(self) -> tuple[str, ...]:
        return self.topic.rules

    def view(self) -> PlayerView:
        return view_from_data(self.position)

    def to_data(self) -> dict[str, Any]:
        return {"id": self.id, "topic": self.topic.value, "position": dict(self.position), "origin": dict(self.origin)}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Drill:
        return cls(str(data["id"]), Topic(data["topic"]), data["position"], data.get("origin", {}))


@dataclass(frozen=True)
class DrillResult:
    """The answer to a drill: the coach's grade of the choice (the expert's best, its reasons)
    and whether it counts as right (best or good)."""

    drill: Drill
    grade: Grade
    gives: Message | None = None  # for a discard: what it hands the next player

    @property
    def right(self) -> bool:
        return self.grade.label.is_right

    @property
    def label(self) -> GradeLabel:
        return self.grade.label


def answer(drill: Drill, action: Action | str) -> DrillResult:
    """Grade ``action`` in the drill's position (the expert's answer and reasons). An action
    that is not legal there raises IllegalMove; a damaged position, ScatError."""
    view = drill.view()
    grade = coach(view, action, bot=ExpertBot(seed=EXPERT_SEED))
    return DrillResult(drill, grade, _gives(view, grade))


def _gives(view: PlayerView, grade: Grade) -> Message | None:
    """A discard puts a card on the pile for the next player: say which, and the expert's."""
    if grade.action.card is None or grade.best.card is None:
        return None
    order = view.active_seats
    following = view.names[order[(order.index(view.seat) + 1) % len(order)]]
    if grade.action is grade.best:
        return msg("drill.gives_same", None, player=following, card=grade.action.card)
    return msg("drill.gives", None, player=following, card=grade.action.card, best=grade.best.card)


def own_drills(decisions: Iterable[StoredDecision]) -> list[Drill]:
    """The learner's mistakes and blunders that kept their position, oldest first (a decision
    whose position cannot be read is left out: it cannot be drilled)."""
    drills = []
    for decision in decisions:
        if not decision.grade.is_error or decision.position is None:
            continue
        try:
            position = json.loads(decision.position)
            view = view_from_data(position)
            topic = Topic(decision.topic) if decision.topic in TOPIC_VALUES else topic_of(view, _parse(decision))
        except (ScatError, ValueError):
            continue
        drills.append(Drill(f"d{decision.id}", topic, position))
    return drills


TOPIC_VALUES = frozenset(t.value for t in Topic)


def _parse(decision: StoredDecision) -> Action:
    return Action.parse(decision.action)


# ---------------------------------------------------------------------- the schedule


def after_answer(drill: str, state: DrillState | None, right: bool, now: float) -> DrillState:
    """Where a drill stands after an answer: one step up when right, back to the start when
    wrong (due again in :data:`AGAIN` seconds)."""
    hits = (state.hits if state else 0) + int(right)
    misses = (state.misses if state else 0) + int(not right)
    if not right:
        return DrillState(drill, 0, now + AGAIN, hits, misses, False)
    step = (state.step if state else 0) + 1
    return DrillState(drill, step, now + INTERVALS[min(step, len(INTERVALS)) - 1], hits, misses, True)


def due_drills(drills: Sequence[Drill], states: Mapping[str, DrillState], now: float, count: int) -> list[Drill]:
    """Up to ``count`` drills due now: the ones last missed first, then the learner's own
    mistakes not yet tried, then the rest by how long they have been due (built-in ones last)."""
    order = {d.id: k for k, d in enumerate(drills)}

    def rank(drill: Drill) -> tuple[int, float, int]:
        state = states.get(drill.id)
        if state is not None and state.last_right is False:
            return (0, state.due, order[drill.id])
        if state is None:
            return (1 if drill.own else 3, 0.0, order[drill.id])
        return (2, state.due, order[drill.id])

    due = [d for d in drills if d.id not in states or states[d.id].due <= now]
    return sorted(due, key=rank)[:count]


# ---------------------------------------------------------------------- built-in sets


@cache
def _builtin() -> tuple[Drill, ...]:
    try:
        data = json.loads(SETS_FILE.read_text(encoding="utf-8"))
        return tuple(Drill.from_data(d) for d in data["drills"])
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ScatError("drill.sets_damaged", path=str(SETS_FILE), problem=excerpt(repr(error), 80)) from None


def builtin_drills(topic: Topic | str | None = None) -> list[Drill]:
    """The built-in drills (of one topic, if given)."""
    drills = _builtin()
    if topic is None:
        return list(drills)
    wanted = Topic(topic)
    return [d for d in drills if d.topic is wanted]


def find_drill(drill_id: str, own: Iterable[Drill] = ()) -> Drill:
    """The drill called ``drill_id`` (a built-in one, or one of ``own``); ScatError if none."""
    for drill in (*own, *_builtin()):
        if drill.id == drill_id:
            return drill
    raise ScatError("drill.unknown", drill=excerpt(repr(drill_id)))


def replay_origin(origin: Mapping[str, Any]) -> tuple[Game, int]:
    """The game a built-in drill came from, at its position, and the seat deciding there."""
    game, bots = _origin_game(int(origin["seed"]), list(origin["levels"]))
    for _ in range(int(origin["move"])):
        _step(game, bots)
    seat = game.current
    assert seat is not None
    return game, seat


def _origin_game(seed: int, levels: list[str]) -> tuple[Game, list[Any]]:
    bots = [get_bot(level, seed=seed + k) for k, level in enumerate(levels)]
    return Game.new([f"P{k + 1}" for k in range(len(levels))], rules=Rules(), seed=seed), bots


def _step(game: Game, bots: list[Any]) -> None:
    if game.phase in (Phase.HAND_OVER, "hand_over"):
        game.next_hand()
        return
    seat = game.current
    assert seat is not None
    game.apply(bots[seat].decide(game.view(seat)).action)


def _clear(decision: Decision) -> bool:
    """True if the expert's choice beats every other option clearly (beyond noise too)."""
    options = decision.options
    if len(options) < 2:
        return False
    best = options[0]
    return all(o.value - best.value >= max(CLEAR_GAP, 3 * (o.noise or 0.0)) for o in options[1:])


def _clear_to_the_coach(view: PlayerView, best: Action) -> bool:
    """True if the coach, as it will answer the drill (a finer second look at any error
    included), grades every other move at least an inaccuracy."""
    return all(
        coach(view, a, bot=ExpertBot(seed=EXPERT_SEED)).label.step >= 2 for a in view.legal_actions if a is not best
    )


def _candidates(seed: int, rng: random.Random) -> Iterator[tuple[dict[str, Any], PlayerView]]:
    """Positions of one bots' game, with where they were met."""
    players = 3 + seed % 2
    levels = [("beginner", "intermediate")[(seed + k) % 2] for k in range(players)]
    game, bots = _origin_game(seed, levels)
    move = 0
    while game.phase != Phase.GAME_OVER and move < 400:
        if game.phase == Phase.HAND_OVER:
            _step(game, bots)
            move += 1
            continue
        seat = game.current
        assert seat is not None
        view = game.view(seat)
        if len(view.legal_actions) > 1 and rng.random() < 0.5:
            yield {"seed": seed, "levels": levels, "move": move}, view
        _step(game, bots)
        move += 1


def make_builtin_drills(
    seed: int = BUILTIN_SEED,
    per_topic: int = BUILTIN_PER_TOPIC,
    samples: int = 256,
    topics: Sequence[Topic] = BUILTIN_TOPICS,
) -> list[Drill]:
    """The built-in sets: ``per_topic`` positions for each of ``topics`` from bots' games, where
    the expert's best move is clearly better than the rest; the same for the same arguments."""
    rng = random.Random(seed)
    found: dict[Topic, list[Drill]] = {t: [] for t in topics}
    game_seed = seed * 1000
    while any(len(v) < per_topic for v in found.values()) and game_seed < seed * 1000 + 500:
        game_seed += 1
        for origin, view in _candidates(game_seed, rng):
            wanted = topic_of(view, *view.legal_actions) if view.knocker is None else Topic.LAST_TURN
            if wanted is Topic.KNOCK and not _knock_question(view):
                wanted = topic_of(view)
            if wanted not in found or len(found[wanted]) >= per_topic:
                continue
            decision = hint(view, "expert", bot=ExpertBot(seed=EXPERT_SEED, samples=samples))
            if not _clear(decision) or topic_of(view, decision.action, decision.options[1].action) is not wanted:
                continue
            if not _clear_to_the_coach(view, decision.action):
                continue
            if _one_sided(found[wanted], decision.action, per_topic):
                continue
            number = len(found[wanted]) + 1
            met = {**origin, "answer": decision.action.kind.value}  # for the mix of answers only
            found[wanted].append(Drill(f"b:{wanted.value}-{number}", wanted, view_data(view), met))
    return [d for t in topics for d in found[t]]


def _one_sided(drills: list[Drill], best: Action, per_topic: int) -> bool:
    """True if one more drill whose answer is ``best`` would make the set's answers all one kind
    (a set on knocking whose answer is always "wait" would teach never to knock)."""
    if per_topic < 3 or best.kind is ActionKind.DISCARD:  # discards differ by their card
        return False
    same = sum(1 for d in drills if d.origin.get("answer") == best.kind.value)
    return same >= per_topic - 2


def _knock_question(view: PlayerView) -> bool:
    """Knocking is a real question: it is allowed, and the hand is worth thinking of it."""
    return any(a.kind is ActionKind.KNOCK for a in view.legal_actions) and view.score.total >= 17


def write_builtin_sets(path: Path = SETS_FILE) -> None:
    drills = make_builtin_drills()
    data = {"seed": BUILTIN_SEED, "per_topic": BUILTIN_PER_TOPIC, "drills": [d.to_data() for d in drills]}
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


__all__ = [
    "AGAIN",
    "BUILTIN_TOPICS",
    "INTERVALS",
    "TOPIC_LESSONS",
    "Drill",
    "DrillResult",
    "Topic",
    "after_answer",
    "answer",
    "builtin_drills",
    "due_drills",
    "find_drill",
    "make_builtin_drills",
    "own_drills",
    "replay_origin",
    "topic_of",
    "view_from_data",
]

if __name__ == "__main__":
    write_builtin_sets()
