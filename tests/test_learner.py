"""A learner's training in the served app kept from visit to visit (issue 16): a key in a
cookie, the decisions under its digest in the data folder's learners' store; forged cookies and
damaged stores change nothing and are told in words."""

from __future__ import annotations

import logging
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest

from scat_learn.messages import render
from scat_learn.ui import learner
from scat_learn.ui.app import App
from scat_learn.ui.learner import (
    LEARNER_COOKIE,
    LEARNERS_FILE,
    close_learners_stores,
    learner_id,
    learner_training,
    valid_key,
)


@pytest.fixture(autouse=True)
def fresh_stores() -> Iterator[None]:
    yield
    close_learners_stores()


def _browser_sends(monkeypatch: pytest.MonkeyPatch, value: str | None) -> None:
    """The learner cookie the page's browser sent (None: none)."""
    monkeypatch.setattr(learner, "cookie", lambda name: value if name == LEARNER_COOKIE else None)


def _knock_at_once(training: object) -> None:
    """One graded decision of this learner: a knock with a weak hand (the coach calls it an error)."""
    app = App(players=3, seed=3, speed="instant", training=training)
    app.model.knock()
    assert app.model.coaching is not None


def test_only_keys_of_our_making_are_taken():
    key = secrets.token_urlsafe(32)
    assert valid_key(key) == key
    for odd in (None, "", "x" * 42, "x" * 44, key[:-1] + "=", key[:-1] + "é", "../" + key[3:], key + "\n"):
        assert valid_key(odd) is None, odd


def test_the_store_names_a_learner_by_a_digest_of_the_key_never_the_key():
    key = secrets.token_urlsafe(32)
    assert learner_id(key) == learner_id(key) != learner_id(secrets.token_urlsafe(32))
    assert key not in learner_id(key)


def test_a_new_browser_gets_a_key_to_keep_and_its_decisions_come_back_on_the_next_visit(tmp_path, monkeypatch):
    _browser_sends(monkeypatch, None)
    first = learner_training(tmp_path)
    assert first.notice is None and first.cookie is not None
    assert first.cookie.name == LEARNER_COOKIE and first.cookie.days == 400
    key = first.cookie.value
    assert valid_key(key) == key and first.training.student == learner_id(key)
    _knock_at_once(first.training)
    assert len(first.training.decisions()) == 1

    close_learners_stores()  # a server restart: the store is opened again from its file
    _browser_sends(monkeypatch, key)
    again = learner_training(tmp_path)
    assert again.cookie is None  # the browser keeps the key it has
    assert again.training.student == first.training.student
    [decision] = again.training.decisions()
    assert decision.grade.is_error
    assert key.encode() not in (tmp_path / LEARNERS_FILE).read_bytes()  # only its digest is kept


def test_another_browser_and_a_forged_cookie_are_other_learners(tmp_path, monkeypatch):
    _browser_sends(monkeypatch, secrets.token_urlsafe(32))
    mine = learner_training(tmp_path)
    _knock_at_once(mine.training)
    for forged in ("'; DROP TABLE decisions; --", learner_id("x"), "me"):
        _browser_sends(monkeypatch, forged)
        other = learner_training(tmp_path)
        assert other.cookie is not None and other.cookie.value != forged  # a new key, the odd value unused
        assert other.training.student != mine.training.student and other.training.decisions() == []
    assert len(mine.training.decisions()) == 1


def test_a_damaged_store_is_left_as_it_is_and_the_page_says_progress_lasts_the_tab(tmp_path, monkeypatch, caplog):
    damaged = tmp_path / LEARNERS_FILE
    damaged.write_bytes(b"not a database at all" * 50)
    before = damaged.read_bytes()
    _browser_sends(monkeypatch, None)
    with caplog.at_level(logging.WARNING, logger="scat_learn.ui.learner"):
        found = learner_training(tmp_path)
    assert found.notice is not None and found.notice.key == "progress.not_kept"
    assert str(tmp_path) not in render(found.notice)  # the learner is not shown the server's paths
    assert str(damaged) in caplog.text  # the person who runs the server is
    assert found.cookie is None  # no key is handed out for a store that cannot keep it
    _knock_at_once(found.training)  # the tab's training still works, in memory
    assert len(found.training.decisions()) == 1 and str(found.training.store.path) == ":memory:"
    assert damaged.read_bytes() == before


def test_every_language_says_the_progress_cannot_be_kept():
    from scat_learn.i18n import LANGUAGES
    from scat_learn.messages import msg

    english = render(msg("progress.not_kept"), "en")
    for lang in LANGUAGES:
        text = render(msg("progress.not_kept"), lang)
        assert text and (lang == "en" or text != english), lang


def test_the_learners_store_is_in_the_data_folder(tmp_path: Path, monkeypatch):
    from scat_learn.classroom import datadir

    monkeypatch.setattr(datadir, "data_folder", lambda: tmp_path)
    _browser_sends(monkeypatch, None)
    learner_training()
    assert (tmp_path / LEARNERS_FILE).exists()
