"""``scat-learn lessons``: copy the lesson notebooks into a folder of the teacher's, open JupyterLab there.

The lessons come with the package (``pyproject.toml`` installs them as data files, beside the
code) or, in a source checkout, from its ``notebooks/`` folder. They are copied, not opened in
place: learners write in them and save, and the copies that came with the package (or the
checkout's, which the tests require to be stored clean) stay as they are.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
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

# JupyterLab 4.4 and later hands each output's messages to a kernel subshell, a thread of its
# own, when the kernel has them (ipykernel 7). A lesson's game then takes a click on that thread
# while its bots' timers change the screen from the kernel's main thread, and the two threads'
# messages to the page interleave: the page reads parts of one as parts of the other ("s is not
# iterable" in its console) and misses a change (JupyterLab issue 19719, where disabling it is the
# advice). The lessons' JupyterLab keeps every message on the main thread, as before 4.4.
LAB_DEFAULTS = {"@jupyterlab/apputils-extension:kernels-settings": {"commsOverSubshells": "disabled"}}
LAB_SETTINGS = ".jupyterlab-settings"  # in the lessons' folder, hidden in JupyterLab's file browser


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


def lab_settings(folder: Path, installed: Path) -> Path:
    """JupyterLab's folder of default settings for the lessons, made in ``folder`` afresh:
    :data:`LAB_DEFAULTS`, then every default the environment's JupyterLab has in ``installed``
    (its ``overrides.d`` files and its ``overrides.json``, which JupyterLab reads after ours and so
    wins). A setting the teacher chose in JupyterLab's Settings wins over all of them."""
    settings = folder / LAB_SETTINGS
    shutil.rmtree(settings, ignore_errors=True)
    (settings / "overrides.d").mkdir(parents=True)
    (settings / "overrides.d" / "00-scat-learn.json").write_text(json.dumps(LAB_DEFAULTS, indent=2), encoding="utf-8")
    for name in ("overrides.d", "overrides.json", "overrides.json5"):
        source = installed / name
        if source.is_dir():
            shutil.copytree(source, settings / name, dirs_exist_ok=True)
        elif source.is_file():
            shutil.copyfile(source, settings / name)
    return settings


def installed_lab_settings() -> Path:
    """Where this environment's JupyterLab keeps its default settings (``app_settings_dir``)."""
    from jupyterlab.commands import get_app_dir  # only when JupyterLab is there to be started

    return Path(get_app_dir()) / "settings"


def jupyterlab_command(
    folder: Path, port: int | None, no_browser: bool, extra: list[str], settings: Path | None = None
) -> list[str]:
    """The command that starts JupyterLab on ``folder`` with lesson 1 open, in this Python, with
    its default settings from ``settings`` (see :func:`lab_settings`) if given."""
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}"]
    command.append(f"--LabApp.default_url=/lab/tree/{FIRST_LESSON}")
    if settings is not None:
        command.append(f"--LabApp.app_settings_dir={settings}")
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
    settings = lab_settings(folder, installed_lab_settings())
    command = jupyterlab_command(folder, args.port, args.no_browser, list(args.jupyter), settings)
    try:
        return subprocess.call(command, cwd=folder)
    except KeyboardInterrupt:  # JupyterLab saw the Ctrl+C too, and stops by itself
        return 0
