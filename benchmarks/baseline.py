"""A frozen expert: the bots of a git revision, playing at today's tables (issue 17).

    python benchmarks/baseline.py --check fb86be7 [--games 3]

To measure a change to the expert, the expert of before must sit at the same table as the
expert of now. Copying the bots into ``benchmarks/`` would freeze them by hand, and the copy
would rot (it would have to follow every change of the core it imports); a bot level with the
old behaviour behind an option would not be frozen at all. So the baseline is the revision
itself: ``git archive REV scat_learn`` is unpacked once into the temporary folder (one folder
per commit, reused by later runs and by every worker process; an archive, not a worktree, so
a run that is stopped leaves nothing registered in the repository), and that package is
imported under another name (``scat_baseline_<commit>``: every import inside ``scat_learn`` is
relative, so the old package uses its own core throughout). The old bot never sees a new
object: each :class:`~scat_learn.view.PlayerView` is rebuilt field by field in the old
package's types (cards and actions by their text, rules and the last hand's result by their
saved form), and the decision comes back as today's :class:`~scat_learn.bots.Decision`.

``get_bot("baseline", seed=1, rev="fb86be7")`` is the expert of that revision once this module
is imported (``level=`` another of its levels, other options go to that bot). ``--check REV``
plays a few games between today's expert and REV's expert, seeded alike, and says whether
every decision agreed: it must, while the expert has not changed since REV.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import importlib.util
import io
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable
from enum import Enum
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scat_learn.actions import Action
from scat_learn.bots import Decision, Option, get_bot, register_bot
from scat_learn.cards import Card
from scat_learn.rules import Rules
from scat_learn.showdown import HandResult
from scat_learn.view import Event, PlayerView

ROOT = Path(__file__).resolve().parents[1]
TODAY = "fb86be7"  # the expert of issue 17's start, before its opponent model changes


@cache
def commit_of(rev: str) -> str:
    """The full commit id of ``rev`` in this repository."""
    command = ["git", "-C", str(ROOT), "rev-parse", "--verify", f"{rev}^{{commit}}"]
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout.strip()


def checkout(rev: str) -> Path:
    """The folder holding ``scat_learn`` as it was at ``rev`` (unpacked on first use)."""
    commit = commit_of(rev)
    folder = Path(tempfile.gettempdir()) / f"scat-baseline-{commit}"
    if (folder / "scat_learn" / "__init__.py").exists():
        return folder
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", commit, "scat_learn"], check=True, capture_output=True
    ).stdout
    partial = Path(tempfile.mkdtemp(prefix=f"scat-baseline-{commit[:12]}-"))
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(partial, filter="data")
    try:
        partial.rename(folder)  # whole or not at all: another process may be unpacking too
    except OSError:
        if not (folder / "scat_learn" / "__init__.py").exists():
            raise
    return folder


@cache
def package(rev: str) -> ModuleType:
    """``scat_learn`` of ``rev``, imported as ``scat_baseline_<commit>``."""
    commit = commit_of(rev)
    name = f"scat_baseline_{commit[:12]}"
    source = checkout(rev) / "scat_learn"
    spec = importlib.util.spec_from_file_location(
        name, source / "__init__.py", submodule_search_locations=[str(source)]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    importlib.import_module(f"{name}.bots")
    return module


class Translator:
    """Today's values in the old package's types, and the old decisions in today's."""

    def __init__(self, old: ModuleType) -> None:
        self.old = old
        self._result: tuple[HandResult, Any] | None = None  # the last result translated

    def view(self, view: PlayerView) -> Any:
        fields = dataclasses.fields(self.old.view.PlayerView)
        rules = self.rules(view.rules)
        values = {f.name: self.value(getattr(view, f.name), rules) for f in fields if hasattr(view, f.name)}
        return self.old.view.PlayerView(**values)

    def rules(self, rules: Rules) -> Any:
        return self.old.rules.Rules.from_data(rules.to_data())

    def value(self, value: Any, rules: Any) -> Any:
        """``value`` (a field of a view, or part of one) in the old package's types."""
        kind = type(value)
        if kind is tuple:
            return tuple(self.value(v, rules) for v in value)
        if kind is Rules:
            return rules
        if kind is HandResult:
            return self.result(value, rules)
        if kind is Event:
            card = self.value(value.card, rules)
            return self.old.view.Event(value.seat, self.value(value.kind, rules), card)
        if isinstance(value, Enum):  # before the enums, revisions used their texts
            old_kind = self.old_class(kind.__name__)
            return value.value if old_kind is None else old_kind(value.value)
        convert = _CONVERT.get(kind)
        return value if convert is None else convert(self.old, value)

    @cache  # noqa: B019 (one translator per bot, a handful of names)
    def old_class(self, name: str) -> Any:
        """The old package's class of this name (modules have moved between revisions), or None."""
        for module in ("view", "state", "actions", "showdown", "game"):
            found = getattr(getattr(self.old, module, None), name, None)
            if found is not None:
                return found
        return None

    def result(self, result: HandResult, rules: Any) -> Any:
        if self._result is not None and self._result[0] is result:
            return self._result[1]
        old = self.old.showdown.HandResult.from_data(result.to_data(), result.names, rules)
        self._result = (result, old)
        return old

    def decision(self, decision: Any) -> Decision:
        """The old decision as today's: the same action and numbers (its explanation, in the old
        package's messages, is kept as it is: nobody renders it here)."""
        options = tuple(self.option(o) for o in decision.options)
        return Decision(Action.parse(str(decision.action)), decision.explanation, options)

    def option(self, option: Any) -> Option:
        names = {f.name for f in dataclasses.fields(Option)} - {"action"}
        numbers = {name: getattr(option, name) for name in names if hasattr(option, name)}
        return Option(Action.parse(str(option.action)), **numbers)


# Shared values by their text or number (enums by their class's name, see old_class).
_CONVERT: dict[type, Callable[[ModuleType, Any], Any]] = {
    Card: lambda old, card: old.cards.DECK[card.index],
    Action: lambda old, action: old.actions.Action.parse(str(action)),
}


class BaselineBot:
    """A bot of revision ``rev`` (by default its expert) that plays at today's tables."""

    def __init__(self, seed: int | None = None, rev: str = TODAY, level: str = "expert", **options: Any) -> None:
        old = package(str(rev))
        self.bot = old.bots.get_bot(level, seed=seed, **options)
        self.name = f"{level}@{rev}"
        self.translate = Translator(old)

    def decide(self, view: PlayerView) -> Decision:
        return self.translate.decision(self.bot.decide(self.translate.view(view)))


register_bot("baseline", BaselineBot, main_option="rev")


def check(rev: str, games: int) -> bool:
    """Play ``games`` games of two of today's experts and two of ``rev``'s, seeded alike, and
    compare every decision of the two kinds for the same view (today's with its play-outs' own
    numbers: the calibration of the shown numbers, issue 17, is not the play-outs')."""
    from scat_learn.tournament import play_game

    agreed = True

    class Twin:
        def __init__(self, seed: int) -> None:
            self.now = get_bot("expert", seed=seed, calibrated=False)
            self.then, self.name = BaselineBot(seed, rev), "twin"

        def decide(self, view: PlayerView) -> Decision:
            nonlocal agreed
            a, b = self.now.decide(view), self.then.decide(view)
            agreed &= a.action is b.action and a.options == b.options
            return a

    for game in range(games):
        play_game([Twin(game * 10 + k) for k in range(4)], Rules(), seed=game)
    return agreed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", metavar="REV", default=TODAY, help="the revision to compare with today's expert")
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    same = check(args.check, args.games)
    print(f"the expert of {args.check} ({commit_of(args.check)[:12]}) and today's expert: ", end="")
    print("the same decisions, numbers and all" if same else "they decide differently")


if __name__ == "__main__":
    main()
