"""The classroom server's pacing of the cyclic collector (scat_learn/ui/collector.py)."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from scat_learn.ui import collector
from scat_learn.ui.collector import CollectorPacing


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Node:
    """An object in a cycle: only the cyclic collector frees it."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def pacing(clock: Clock) -> Iterator[CollectorPacing]:
    paced = CollectorPacing(clock)
    paced.start()
    yield paced
    paced.stop()


def cycle() -> weakref.ref[Node]:
    return weakref.ref(Node())


def test_a_full_collection_freezes_what_survives_it(pacing: CollectorPacing) -> None:
    kept = [Node() for _ in range(100)]
    frozen = gc.get_freeze_count()
    gc.collect()
    assert gc.get_freeze_count() >= frozen + 100
    assert not gc.get_objects(2)  # nothing old is left for the next full collection to look at
    del kept


def test_a_closed_pages_cycles_stay_until_a_sweep_frees_them(pacing: CollectorPacing, clock: Clock) -> None:
    node = Node()
    alive = weakref.ref(node)
    gc.collect()  # the node survives a full collection: frozen
    del node
    gc.collect()
    assert alive() is not None  # frozen: the collector does not look at it
    pacing.session_started()
    pacing.session_ended()
    clock.now += collector.QUIET_SECONDS
    pacing.check()
    assert pacing.sweeps == 1
    assert alive() is None


def test_no_sweep_while_sessions_only_open(pacing: CollectorPacing, clock: Clock) -> None:
    for _ in range(5):
        pacing.session_started()
    clock.now += 10 * collector.SPACING_SECONDS
    assert not pacing.sweep_due()  # nothing ended and the frozen objects have not grown by half


def test_a_sweep_waits_for_the_ends_to_stop(pacing: CollectorPacing, clock: Clock) -> None:
    pacing.session_started()
    pacing.session_started()
    pacing.session_ended()
    clock.now += collector.QUIET_SECONDS - 1
    assert not pacing.sweep_due()
    clock.now += 1
    assert not pacing.sweep_due()  # one session is open: the sweeps are spaced
    clock.now += collector.SPACING_SECONDS
    assert pacing.sweep_due()


def test_the_last_session_gone_sweeps_after_the_quiet_time(pacing: CollectorPacing, clock: Clock) -> None:
    pacing.session_started()
    pacing.session_ended()
    clock.now += collector.QUIET_SECONDS
    assert pacing.sweep_due()


def test_frozen_objects_grown_by_half_call_for_a_sweep(pacing: CollectorPacing, clock: Clock) -> None:
    clock.now += collector.SPACING_SECONDS
    assert not pacing.sweep_due()
    kept = [Node() for _ in range(gc.get_freeze_count())]
    gc.collect()
    assert pacing.sweep_due()
    pacing.check()
    assert pacing.sweeps == 1 and not pacing.sweep_due()
    del kept


def test_stopped_nothing_is_frozen(clock: Clock) -> None:
    paced = CollectorPacing(clock)
    paced.start()
    paced.stop()
    assert gc.get_freeze_count() == 0
    alive = cycle()
    gc.collect()
    assert alive() is None


def test_sessions_that_open_explain_their_growth(pacing: CollectorPacing, clock: Clock) -> None:
    pacing.session_started()
    clock.now += collector.SPACING_SECONDS
    pacing.sweep()  # one session open: the frozen objects it has are the measure
    for _ in range(3):
        pacing.session_started()
    kept = [Node() for _ in range(gc.get_freeze_count())]  # twice as many, with four times the sessions
    gc.collect()
    clock.now += collector.SPACING_SECONDS
    assert not pacing.sweep_due()
    del kept


def test_a_class_that_arrived_and_sat_down_is_swept_once_it_is_quiet(pacing: CollectorPacing, clock: Clock) -> None:
    for _ in range(collector.ARRIVALS):
        pacing.session_started()
    clock.now += collector.QUIET_SECONDS
    assert not pacing.sweep_due()  # opened, but still on their first page: no garbage yet
    for _ in range(collector.ARRIVALS):
        pacing.page_replaced()  # the code form, for the list of tables or a table
    clock.now += collector.QUIET_SECONDS - 1
    assert not pacing.sweep_due()  # still arriving
    clock.now += 1
    assert pacing.sweep_due()
    pacing.check()
    for _ in range(3 * collector.ARRIVALS):  # new games replace the pages: play, not an arrival
        pacing.page_replaced()
    clock.now += collector.QUIET_SECONDS
    assert pacing.sweeps == 1 and not pacing.sweep_due()


def test_an_empty_room_is_swept_again_while_its_sweeps_still_free_much(pacing: CollectorPacing, clock: Clock) -> None:
    pacing.sweep()  # the garbage of the tests before: gone (the next sweep finds none of it)
    pages = [Node() for _ in range(gc.get_freeze_count())]  # as many pages' objects as all the rest
    gc.collect()  # alive in a full collection: frozen
    pacing.session_started()
    pacing.session_ended()
    clock.now += collector.QUIET_SECONDS
    assert pacing.sweep_due()
    pacing.check()  # the room empty, its pages still held (let go of a little after the session)
    del pages
    clock.now += collector.QUIET_SECONDS
    assert not pacing.sweep_due()  # that sweep freed nothing: nothing tells of garbage
    pages = [Node() for _ in range(gc.get_freeze_count())]
    gc.collect()
    del pages
    pacing.session_started()
    pacing.session_ended()
    clock.now += collector.QUIET_SECONDS
    pacing.check()  # frees the pages: half of what it looked at
    assert pacing.sweeps == 3
    clock.now += collector.QUIET_SECONDS
    assert pacing.sweep_due()  # once more: pages let go of late are found too
    pacing.check()
    clock.now += collector.QUIET_SECONDS
    assert pacing.sweeps == 4 and not pacing.sweep_due()  # it found little: the room is clean
