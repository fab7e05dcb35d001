"""A learner's progress in a notebook: accuracy and lives lost over time and per topic, the
mistakes that keep coming back, and the drills due.

    from scat_learn import progress
    training = progress.open_training("my-scat.sqlite3")   # a learner's file (made if missing)
    progress.show(training)                               # the page the app shows, here

The numbers come from :class:`~scat_learn.classroom.training.Training` (plain Python), the
pictures from HoloViews, drawn by the same functions as the app's progress page
(:mod:`scat_learn.ui.training`). This module sits above the app's layer: it is for notebooks.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .classroom.store import Store
from .classroom.training import ALONE, Progress, Training
from .ui.training import plot_by_topic, plot_over_time, progress_html


def open_training(path: Path | str | None = None, student: str = ALONE) -> Training:
    """The training of ``student`` in the store at ``path`` (a learner's own file, made if
    missing, or a classroom's); in memory with no path."""
    if path is None:
        return Training.alone()
    return Training(Store.open(path), student)


def summary(training: Training) -> Progress:
    """The numbers: accuracy, lives lost per decision, per topic, recurring mistakes, drills due."""
    return training.progress()


def over_time(training: Training | Progress, lang: str = "en") -> Any:
    """Accuracy and lives lost per decision, every ten decisions (a HoloViews layout)."""
    return plot_over_time(_progress(training), lang)


def by_topic(training: Training | Progress, lang: str = "en") -> Any:
    """Accuracy and lives lost per decision for each topic (a HoloViews layout)."""
    return plot_by_topic(_progress(training), lang)


def show(training: Training | Progress, lang: str = "en") -> Any:
    """The whole progress page as Panel shows it: words, then the two plots."""
    import panel as pn

    found = _progress(training)
    parts: list[Any] = [pn.pane.HTML(progress_html(found, lang), sizing_mode="stretch_width")]
    if found.decisions:
        parts += [pn.pane.HoloViews(plot_over_time(found, lang)), pn.pane.HoloViews(plot_by_topic(found, lang))]
    return pn.Column(*parts, sizing_mode="stretch_width")


def _progress(training: Training | Progress) -> Progress:
    return training if isinstance(training, Progress) else training.progress()


__all__ = ["by_topic", "open_training", "over_time", "show", "summary"]
