"""``scat-learn lessons``: the lessons copied into a folder of the teacher's, JupyterLab started there.

The real start (JupyterLab on a port, the lessons run in Chromium) is tests/ui/test_jupyterlab.py.
"""

from __future__ import annotations

import argparse
import json
import sys
import tomllib
from pathlib import Path

import pytest

from scat_learn.cli import _parser
from scat_learn.cli import lessons as command

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def test_the_package_installs_the_lessons_beside_the_code() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = pyproject["tool"]["setuptools"]["data-files"]
    assert data == {command.DATA_FOLDER: ["notebooks/*.ipynb"]}
    assert "jupyterlab" in " ".join(pyproject["project"]["optional-dependencies"]["lessons"])


def test_the_lessons_are_found_in_a_checkout() -> None:
    assert [path.name for path in command.lesson_files()] == [path.name for path in LESSONS]
    assert LESSONS[0].name == command.FIRST_LESSON


def test_copies_are_made_once_and_kept_unless_fresh(tmp_path: Path) -> None:
    folder = tmp_path / "class 7b"  # a folder that does not exist yet, with a space
    copies = command.copy_lessons(folder)
    assert [copy.name for copy in copies] == [path.name for path in LESSONS]
    assert copies[0].read_bytes() == LESSONS[0].read_bytes()
    copies[0].write_text("a learner's work", encoding="utf-8")
    command.copy_lessons(folder)
    assert copies[0].read_text(encoding="utf-8") == "a learner's work"  # never overwritten
    command.copy_lessons(folder, fresh=True)
    assert copies[0].read_bytes() == LESSONS[0].read_bytes()


def test_jupyterlab_opens_lesson_one_in_the_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(command.os, "geteuid", lambda: 1000)
    line = command.jupyterlab_command(tmp_path, 8899, True, ["--", "--ServerApp.ip=127.0.0.1"])
    assert line[:3] == [sys.executable, "-m", "jupyterlab"]  # this Python: its kernel has scat_learn
    assert f"--ServerApp.root_dir={tmp_path}" in line
    assert "--LabApp.default_url=/lab/tree/01-cards-and-scores.ipynb" in line
    assert "--ServerApp.port=8899" in line and "--no-browser" in line and line[-1] == "--ServerApp.ip=127.0.0.1"
    assert "--allow-root" not in line and "--" not in line
    monkeypatch.setattr(command.os, "geteuid", lambda: 0)
    assert "--allow-root" in command.jupyterlab_command(tmp_path, None, False, [])  # as root, e.g. in CI


def test_the_lessons_jupyterlab_keeps_comm_messages_on_the_kernels_main_thread(tmp_path: Path) -> None:
    installed = tmp_path / "installed"
    (installed / "overrides.d").mkdir(parents=True)
    (installed / "overrides.d" / "site.json").write_text('{"a:b": {"x": 1}}', encoding="utf-8")
    (installed / "overrides.json").write_text('{"c:d": {"y": 2}}', encoding="utf-8")
    folder = tmp_path / "lessons"
    folder.mkdir()
    stale = folder / command.LAB_SETTINGS / "overrides.d" / "gone.json"
    stale.parent.mkdir(parents=True)
    stale.write_text("{}", encoding="utf-8")

    settings = command.lab_settings(folder, installed)
    ours = json.loads((settings / "overrides.d" / "00-scat-learn.json").read_text(encoding="utf-8"))
    assert ours["@jupyterlab/apputils-extension:kernels-settings"] == {"commsOverSubshells": "disabled"}
    assert sorted(p.name for p in (settings / "overrides.d").iterdir()) == ["00-scat-learn.json", "site.json"]
    assert (settings / "overrides.json").read_text(encoding="utf-8") == '{"c:d": {"y": 2}}'  # read last: it wins
    assert not stale.exists()  # made afresh each time
    line = command.jupyterlab_command(folder, None, True, [], settings)
    assert f"--LabApp.app_settings_dir={settings}" in line
    assert command.lab_settings(folder, tmp_path / "no-jupyterlab-defaults") == settings  # none installed: ours only


def test_the_command_line_reads_its_options(tmp_path: Path) -> None:
    args = _parser().parse_args(["lessons", "--folder", str(tmp_path), "--no-browser", "--", "--ServerApp.ip=::1"])
    assert args.command == "lessons" and args.folder == str(tmp_path) and args.no_browser
    assert [arg for arg in args.jupyter if arg != "--"] == ["--ServerApp.ip=::1"]
    assert _parser().parse_args(["lessons"]).folder == str(command.default_folder())


def test_without_jupyterlab_it_says_how_to_install_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(command.importlib.util, "find_spec", lambda name: None)
    args = argparse.Namespace(folder=str(tmp_path), fresh=False, port=None, no_browser=True, jupyter=[])
    assert command.run_lessons(args) == 1
    assert "pip install '.[lessons]'" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())  # nothing copied for nothing
