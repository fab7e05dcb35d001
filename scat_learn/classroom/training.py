"""A learner's training: graded decisions in, drills and progress out, all kept in a store.

:class:`Training` is one student of a :class:`~.store.Store` (a classroom's, or a learner's
own file, or one in memory for a browser tab): it records each graded decision with the position
(:meth:`Training.record`), picks the drills due (:meth:`Training.due`), grades and schedules an
answer (:meth:`Training.answer`, one transaction) and sums it all up (:meth:`Training.progress`,
:func:`progress_of`). Plain Python: the plots are :mod:`scat_learn.progress`'s.
"""

from __future__ import annotations

import secrets
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..actions import Action, ActionKind
from ..bots import Grade
from ..bots.grades import GradeLabel
from ..errors import ScatError
from ..messages import Message, excerpt, msg
from ..view import PlayerView
from .drills import (
    Drill,
    DrillResult,
    Topic,
    after_answer,
    answer,
    builtin_drills,
    due_drills,
    find_drill,
    own_drills,
    topic_of,
)
from .store import DrillAnswer, Store, StoredDecision

ALONE = "me"  # the student id of a learner on their own
WINDOW = 10  # decisions per point of the progress curves
SESSION = 5  # drills per session


class _Rates:
    """The share of decisions graded best or good, and the lives they cost on average."""

    __slots__ = ()
    decisions: int
    right: int
    lives: float

    @property
    def accuracy(self) -> float:
        return self.right / self.decisions if self.decisions else 0.0

    @property
    def lives_per_decision(self) -> float:
        return self.lives / self.decisions if self.decisions else 0.0


@dataclass(frozen=True, slots=True)
class TopicStats(_Rates):
    topic: Topic
    decisions: int
    right: int  # graded best or good
    lives: float  # expected lives the choices cost, in all


@dataclass(frozen=True, slots=True)
class Point:
    """One point of the curves over time: decisions ``first``..``last`` (from 1)."""

    first: int
    last: int
    at: float
    accuracy: float
    lives_per_decision: float


@dataclass(frozen=True, slots=True)
class Recurring:
    """A mistake that keeps coming back: ``action`` played where ``best`` was better."""

    topic: Topic
    action: ActionKind
    best: ActionKind
    count: int

    def message(self) -> Message:
        return msg(
            "progress.recurring",
            None,
            topic=self.topic.message(),
            action=msg(f"progress.kind.{self.action.message_name}"),
            best=msg(f"progress.kind.{self.best.message_name}"),
            count=self.count,
        )


@dataclass(frozen=True, slots=True)
class Progress(_Rates):
    decisions: int
    right: int
    lives: float
    points: tuple[Point, ...]
    topics: tuple[TopicStats, ...]
    recurring: tuple[Recurring, ...]
    due: int
    drills_answered: int
    drills_right: int


def _topic(decision: StoredDecision) -> Topic:
    try:
        return Topic(str(decision.topic))
    except ValueError:
        return Topic.TAKE_OR_DRAW if decision.action in ("take", "draw") else Topic.DISCARD


def progress_of(
    decisions: Sequence[StoredDecision], answers: Sequence[DrillAnswer] = (), due: int = 0, window: int = WINDOW
) -> Progress:
    """A learner's progress from their graded decisions (oldest first) and drill answers."""
    right = [d.grade.is_right for d in decisions]
    points = []
    for start in range(0, len(decisions), window):
        part = decisions[start : start + window]
        good = sum(right[start : start + window])
        points.append(Point(start + 1, start + len(part), part[-1].at, good / len(part), _lives(part) / len(part)))
    by_topic: dict[Topic, list[StoredDecision]] = {}
    for d in decisions:
        by_topic.setdefault(_topic(d), []).append(d)
    topics = tuple(
        TopicStats(t, len(ds), sum(1 for d in ds if d.grade.is_right), _lives(ds))
        for t in Topic
        if (ds := by_topic.get(t))
    )
    return Progress(
        len(decisions),
        sum(right),
        _lives(decisions),
        tuple(points),
        topics,
        recurring_mistakes(decisions),
        due,
        len(answers),
        sum(1 for a in answers if a.label in ("best", "good")),
    )


def _lives(decisions: Iterable[StoredDecision]) -> float:
    return round(sum(d.cost for d in decisions), 6)


def recurring_mistakes(decisions: Iterable[StoredDecision], least: int = 2) -> tuple[Recurring, ...]:
    """The kinds of mistake (topic, what was played, what was better) made ``least`` times or
    more, the most frequent first."""
    counted: Counter[tuple[Topic, ActionKind, ActionKind]] = Counter()
    for d in decisions:
        if d.grade.is_error:
            counted[(_topic(d), Action.parse(d.action).kind, Action.parse(d.best).kind)] += 1
    return tuple(Recurring(t, a, b, n) for (t, a, b), n in counted.most_common() if n >= least)


class Training:
    """One student's decisions, drills and progress in ``store``."""

    def __init__(self, store: Store, student: str = ALONE, name: str = "") -> None:
        self.store, self.student = store, student
        if not store.has_student(student):
            store.add_student(student, name or student, secrets.token_urlsafe(16))

    @classmethod
    def alone(cls, path: Path | str | None = None, name: str = "") -> Training:
        """A learner on their own: their store at ``path`` (made if missing), or in memory."""
        store = Store.in_memory() if path is None else Store.open(path)
        return cls(store, ALONE, name)

    # ---- decisions

    def record(self, view: PlayerView, grade: Grade, *, game: int | None = None, at: float | None = None) -> int:
        """Keep a graded decision with the position the learner saw (``view``, from before it)."""
        return self.store.record_decision(
            self.student,
            hand=view.hand_number,
            seat=view.seat,
            action=grade.action,
            best=grade.best,
            cost=grade.cost,
            position=view,
            game=game,
            at=at,
            label=grade.label,
            noise=grade.noise,
            topic=topic_of(view, grade.action, grade.best),
        )

    def decisions(self) -> list[StoredDecision]:
        return self.store.decisions(self.student)

    # ---- drills

    def own(self) -> list[Drill]:
        """Drills of the learner's own mistakes and blunders."""
        return own_drills(self.decisions())

    def drills(self, *, builtin: bool = True) -> list[Drill]:
        return [*self.own(), *(builtin_drills() if builtin else [])]

    def due(self, now: float | None = None, count: int = SESSION, *, builtin: bool = True) -> list[Drill]:
        """The drills to do now, by spaced repetition (see :func:`~.drills.due_drills`)."""
        states = self.store.drill_states(self.student)
        return due_drills(self.drills(builtin=builtin), states, time.time() if now is None else now, count)

    def find(self, drill_id: object) -> Drill:
        """A drill by its id; ScatError ``drill.unknown`` for one there is not."""
        if not isinstance(drill_id, str):
            raise ScatError("drill.unknown", drill=excerpt(repr(drill_id)))
        return find_drill(drill_id, self.own())

    def answer(self, drill: Drill | str, action: Action | str, now: float | None = None) -> DrillResult:
        """Grade ``action`` in ``drill``, and move the drill in the schedule (one transaction).
        An action not legal there raises IllegalMove and changes nothing."""
        chosen = drill if isinstance(drill, Drill) else self.find(drill)
        result = answer(chosen, action)
        when = time.time() if now is None else now
        state = after_answer(chosen.id, self.store.drill_states(self.student).get(chosen.id), result.right, when)
        grade = result.grade
        self.store.record_drill_answer(
            self.student,
            state,
            topic=chosen.topic.value,
            action=grade.action,
            best=grade.best,
            label=grade.label,
            cost=grade.cost,
            at=when,
        )
        return result

    # ---- progress

    def progress(self, now: float | None = None) -> Progress:
        due = len(self.due(now, count=10_000, builtin=False))
        return progress_of(self.decisions(), self.store.drill_answers(self.student), due)


def label_counts(decisions: Iterable[StoredDecision]) -> dict[GradeLabel, int]:
    counted = Counter(d.grade for d in decisions)
    return {label: counted.get(label, 0) for label in GradeLabel}


__all__ = [
    "ALONE",
    "Point",
    "Progress",
    "Recurring",
    "TopicStats",
    "Training",
    "label_counts",
    "progress_of",
    "recurring_mistakes",
]
