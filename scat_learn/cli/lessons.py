"""``scat-learn lessons``: copy the lesson notebooks into a folder of the teacher's, open JupyterLab there.

The lessons come with the package (``pyproject.toml`` installs them as data files, beside the
code) or, in a source checkout, from its ``notebooks/`` folder. They are copied, not opened in
place: learners write in them and save, and the copies that came with the package (or the
checkout's, which the tests require to be stored clean) stay as they are.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

from platformdirs import user_documents_dir

from ..messages import msg, render

DISTRIBUTION = "scat_learn"
DATA_FOLDER = "share/scat_learn/notebooks"  # where pyproject's data-files puts them
FIRST_LESSON = "01-cards-and-scores.ipynb"


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    lessons = sub.add_parser("lessons", help="open the lesson notebooks in JupyterLab (pip install '.[lessons]')")
    lessons.add_argument("--folder", default=str(default_folder()), help="where your copies go (default: %(default)s)")
    lessons.add_argument("--fresh", action="store_true", help="replace copies made before with new ones")
    lessons.add_argument("--port", type=int, default=None, help="JupyterLab's port (default: the first free from 8888)")
    lessons.add_argument("--no-browser", action="store_true", help="do not open a browser")
    lessons.add_argument("jupyter", nargs=argparse.REMAINDER, help="more options for JupyterLab, after --")


def default_folder() -> Path:
    return Path(user_documents_dir()) / "scat-learn-lessons"


def lesson_files() -> list[Path]:
    """The lesson notebooks: a source checkout's own, else those installed with the package."""
    checkout = Path(__file__).resolve().parents[2] / "notebooks"
    found = sorted(checkout.glob("[0-9][0-9]-*.ipynb"))
    if found:
        return found
    try:
        files = metadata.distribution(DISTRIBUTION).files or []
    except metadata.PackageNotFoundError:
        return []
    installed = [Path(str(f.locate())) for f in files if DATA_FOLDER in f.as_posix() and f.name.endswith(".ipynb")]
    return sorted(installed, key=lambda path: path.name)


def copy_lessons(folder: Path, fresh: bool = False) -> list[Path]:
    """Copy every lesson into ``folder`` (made if needed); a copy already there is kept (it holds a
    learner's work) unless ``fresh``. Returns the copies."""
    folder.mkdir(parents=True, exist_ok=True)
    copies = []
    for lesson in lesson_files():
        copy = folder / lesson.name
        if fresh or not copy.exists():
            shutil.copyfile(lesson, copy)
        copies.append(copy)
    return copies


def jupyterlab_command(folder: Path, port: int | None, no_browser: bool, extra: list[str]) -> list[str]:
    """The command that starts JupyterLab on ``folder`` with lesson 1 open, in this Python."""
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}"]
    command.append(f"--LabApp.default_url=/lab/tree/{FIRST_LESSON}")
    if port is not None:
        command.append(f"--ServerApp.port={port}")
    if no_browser:
        command.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")  # JupyterLab refuses root without it (containers, CI)
    return command + [arg for arg in extra if arg != "--"]


def run_lessons(args: argparse.Namespace) -> int:
    """Copy the lessons and run JupyterLab on them until it stops; its exit code."""
    if importlib.util.find_spec("jupyterlab") is None:
        print(render(msg("lesson.cli_no_jupyterlab")), file=sys.stderr)
        return 1
    folder = Path(args.folder).expanduser().resolve()
    copies = copy_lessons(folder, fresh=args.fresh)
    if not copies:
        print(render(msg("lesson.cli_no_lessons")), file=sys.stderr)
        return 1
    print(render(msg("lesson.cli_folder", folder=str(folder), count=len(copies))), file=sys.stderr, flush=True)
    command = jupyterlab_command(folder, args.port, args.no_browser, list(args.jupyter))
    try:
        return subprocess.call(command, cwd=folder)
    except KeyboardInterrupt:  # JupyterLab saw the Ctrl+C too, and stops by itself
        return 0
