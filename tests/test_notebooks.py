"""The lesson notebooks as files: stored clean, numbered, each a lesson with a predict-then-check.

Running them is nbmake's job (``--nbmake`` in pyproject's ``addopts``); these checks are about
what is committed, and run without starting a kernel.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
GUIDE = ROOT / "docs" / "teaching.md"
RULES = ROOT / "scat_learn" / "docs" / "rules.md"
LESSONS = sorted(NOTEBOOKS.glob("*.ipynb"))
NAME = re.compile(r"^(0[1-9])-[a-z0-9]+(-[a-z0-9]+)*\.ipynb$")
RULE_ID = re.compile(r"\bR-[A-Z0-9]+-\d+\b")


def read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def code_of(notebook: nbformat.NotebookNode) -> list[str]:
    return [cell.source for cell in notebook.cells if cell.cell_type == "code"]


def guide_sections() -> dict[str, str]:
    """The teacher's guide, one section per lesson notebook (by file name)."""
    sections: dict[str, str] = {}
    for part in re.split(r"^## ", GUIDE.read_text(encoding="utf-8"), flags=re.MULTILINE)[1:]:
        names = re.findall(r"notebooks/([\w-]+\.ipynb)", part)
        if names:
            sections[names[0]] = part
    return sections


def test_the_eight_lessons_are_numbered_in_order() -> None:
    names = [path.name for path in LESSONS]
    assert all(NAME.match(name) for name in names), names
    assert [name[:2] for name in names] == [f"{i:02d}" for i in range(1, len(names) + 1)] and len(names) == 8


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_stored_without_outputs_or_execution_counts(path: Path) -> None:
    notebook = read(path)
    nbformat.validate(notebook)
    for index, cell in enumerate(notebook.cells):
        where = f"{path.name} cell {index}"
        if cell.cell_type == "code":
            assert cell.outputs == [], f"{where} has outputs: clear them before committing"
            assert cell.execution_count is None, f"{where} has an execution count"
        assert "execution" not in cell.metadata, f"{where} keeps the timings of a run"
    assert "widgets" not in notebook.metadata, f"{path.name} keeps widget state"
    assert notebook.metadata["kernelspec"]["name"] == "python3"  # the kernel nbmake and learners start


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_each_lesson_opens_with_its_title_and_parses(path: Path) -> None:
    notebook = read(path)
    first = notebook.cells[0]
    assert first.cell_type == "markdown"
    assert first.source.startswith(f"# Lesson {int(path.name[:2])}: ")
    for source in code_of(notebook):
        ast.parse(source)  # every code cell is Python (no shell magics, nothing half-edited)
    ids = [cell.id for cell in notebook.cells]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_each_lesson_has_a_predict_then_check_exercise(path: Path) -> None:
    code = code_of(read(path))
    predictions = [name for source in code for name in re.findall(r"^(\w+_guess) = None\b", source, re.MULTILINE)]
    assert predictions, f"{path.name}: no prediction cell (a line like `my_guess = None`)"
    for name in predictions:  # every prediction the learner writes is checked by code
        assert any(re.search(rf"\bcheck\(\s*{name}\b", source) for source in code), f"{path.name}: {name} unchecked"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lessons_use_only_the_public_api_and_no_local_paths(path: Path) -> None:
    text = "\n".join(code_of(read(path)))
    assert not re.search(r"from scat_learn[\w.]* import[^\n]*\b_\w", text), "a private name is imported"
    assert not re.search(r"scat_learn(\.\w+)*\._\w", text), "a private name is used"
    assert not re.search(r"/(work|tmp|root|home)/", text), "a path of one machine"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_rule_ids_exist_and_the_guide_lists_them(path: Path) -> None:
    known = set(RULE_ID.findall(RULES.read_text(encoding="utf-8")))
    cited = set(RULE_ID.findall(path.read_text(encoding="utf-8")))
    assert cited, f"{path.name} names no rule"
    assert cited <= known, f"{path.name} names rules that do not exist: {sorted(cited - known)}"
    section = guide_sections().get(path.name)
    assert section is not None, f"docs/teaching.md has no section for notebooks/{path.name}"
    assert cited <= set(RULE_ID.findall(section)), (
        f"docs/teaching.md does not list {sorted(cited - set(RULE_ID.findall(section)))} for {path.name}"
    )


def ruff(*args: str) -> subprocess.CompletedProcess[str]:
    style = ["--isolated", "--line-length", "100", "--config", "lint.isort.known-first-party=['scat_learn']"]
    command = [sys.executable, "-m", "ruff", *args, *style, str(NOTEBOOKS)]
    return subprocess.run(command, check=False, capture_output=True, text=True)


def test_lesson_code_is_lint_clean_and_formatted() -> None:
    # pyproject's ruff settings skip notebooks; learners copy this code, so it is checked here,
    # with lines short enough for a notebook's width.
    lint = ruff("check", "--select", "E,F,W,I,B")
    assert lint.returncode == 0, lint.stdout
    layout = ruff("format", "--check")
    assert layout.returncode == 0, layout.stdout


def test_the_guide_has_time_and_exercises_for_every_lesson() -> None:
    sections = guide_sections()
    assert sorted(sections) == [path.name for path in LESSONS]
    for name, section in sections.items():
        assert re.search(r"\d+\s*min", section), f"{name}: no classroom time"
        assert "Predict" in section, f"{name}: no exercises listed"
        assert set(RULE_ID.findall(section)) <= set(RULE_ID.findall(RULES.read_text(encoding="utf-8")))


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_plots_are_drawn_without_internet(path: Path) -> None:
    """Classrooms are often offline: BokehJS must come with the notebook, not from a CDN."""
    calls = re.findall(r"\b(?:hv|pn)\.extension\([^)]*\)", "\n".join(code_of(read(path))))
    assert all("inline=True" in call for call in calls), calls


PREDICTION = re.compile(r"^(\w+_guess) = None\b", re.MULTILINE)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_each_prediction_is_checked_right_after_it_and_answered_in_the_test_run(path: Path) -> None:
    """Predict, then check: the check is the very next code cell, so that no cell between them
    shows the answer; the notebook test (nbmake) writes the answer in, as a learner would."""
    cells = [cell for cell in read(path).cells if cell.cell_type == "code"]
    for index, cell in enumerate(cells):
        for name in PREDICTION.findall(cell.source):
            assert re.search(rf"\bcheck\(\s*{name}\b", cells[index + 1].source), f"{path.name}: {name}"
            assert name in cell.metadata.get("nbmake", {}).get("mock", {}), f"{path.name}: {name} has no answer"


def run_all(path: Path, tmp_path: Path) -> tuple[nbformat.NotebookNode, Exception | None]:
    """*Run All* as a learner who has not predicted yet: the cells in order, until one fails."""
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    notebook = read(path)
    client = NotebookClient(notebook, timeout=180, kernel_name="python3", resources={"metadata": {"path": tmp_path}})
    try:
        client.execute()
    except CellExecutionError as error:
        return notebook, error
    return notebook, None


def outputs_text(cells: list[nbformat.NotebookNode]) -> str:
    parts = []
    for cell in cells:
        for output in cell.get("outputs", []):
            parts.append(output.get("text", ""))
            parts.extend(str(value) for value in output.get("data", {}).values())
    return "\n".join(parts)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_run_all_stops_at_the_first_unanswered_prediction_with_a_friendly_message(path: Path, tmp_path: Path) -> None:
    notebook, error = run_all(path, tmp_path)
    assert error is not None, f"{path.name} ran to its end without a single prediction"
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    stopped = next(i for i, cell in enumerate(code) if any(o.output_type == "error" for o in cell.outputs))
    assert PREDICTION.search(code[stopped - 1].source), f"{path.name} stopped elsewhere: {code[stopped].source}"
    (failure,) = [o for o in code[stopped].outputs if o.output_type == "error"]
    assert failure.ename == "PredictionMissing"
    assert failure.traceback == [
        "✎ Write your prediction in the cell above (instead of None), then run this cell again."
    ]
    assert all(cell.outputs == [] for cell in code[stopped + 1 :]), "cells after the stop ran"
    shown = outputs_text(code[:stopped])
    if path.name == "07-play.ipynb":  # the app shows the hand and its score: it comes after the check
        assert "application/vnd.holoviews_exec.v0+json" not in json_keys(code[:stopped])
    assert "You score" not in shown, "the app's score line is on screen before the prediction"
    assert "win share" not in shown, "the tournaments' results are on screen before the prediction"


def json_keys(cells: list[nbformat.NotebookNode]) -> set[str]:
    return {key for cell in cells for output in cell.get("outputs", []) for key in output.get("data", {})}
