"""The layers match the folders, and data flows down only (docs/architecture.md).

Every import in the package, the ones inside functions too, is read from the source and
checked: the core imports nothing above it and no UI library; the bots import the core; the
classroom imports the bots and the core but no UI library; the app may use all of them; the
command line and ``scat_learn.progress`` (for notebooks) sit on top.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import scat_learn

PACKAGE = Path(scat_learn.__file__).parent

# Each layer (a folder of the package), and the layers it may import.
LAYERS = {
    "core": {"core"},
    "bots": {"core", "bots"},
    "tournament": {"core", "bots", "tournament"},
    "classroom": {"core", "bots", "classroom"},
    "ui": {"core", "bots", "classroom", "ui"},
    "cli": {"core", "bots", "tournament", "classroom", "ui", "cli"},
    # scat_learn.progress: a notebook's window on a learner's progress, drawn by the app's plots
    "progress": {"core", "bots", "classroom", "ui", "progress"},
}
UI_LIBRARIES = {"panel", "param", "holoviews", "bokeh", "tornado"}
# Outside libraries no layer below the app may use (the core also keeps NumPy out).
FORBIDDEN = {
    "core": UI_LIBRARIES | {"numpy", "dask", "distributed"},
    "bots": UI_LIBRARIES,
    "tournament": UI_LIBRARIES,
    "classroom": UI_LIBRARIES,
}


def layer_of(module: str) -> str:
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in LAYERS:
        return parts[1]
    return "core"  # scat_learn/*.py, scat_learn/catalog, scat_learn/docs


def module_name(path: Path, package: Path = PACKAGE) -> str:
    parts = path.relative_to(package.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, package: Path = PACKAGE) -> set[str]:
    """Every module ``path`` (a file under ``package``) imports, relative imports made absolute."""
    name = module_name(path, package)
    parent = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = parent.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
                found.add(target)
                found |= {f"{target}.{alias.name}" for alias in node.names}  # a submodule, maybe
            elif node.module:
                found.add(node.module)
    return found


def test_every_import_goes_down_the_layers():
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        layer = layer_of(module_name(path))
        for target in imports_of(path):
            top = target.split(".")[0]
            if top == "scat_learn":
                if layer_of(target) not in LAYERS[layer]:
                    wrong.append(f"{module_name(path)} ({layer}) imports {target} ({layer_of(target)})")
            elif top in FORBIDDEN.get(layer, set()):
                wrong.append(f"{module_name(path)} ({layer}) imports {target}")
    assert wrong == []


def test_the_checker_sees_a_wrong_import(tmp_path):
    # The probe lives in a copy of the package's shape, never in the package: the test above
    # walks the real package, perhaps at the same moment in another worker.
    package = tmp_path / "scat_learn"
    bad = package / "bots" / "_layer_probe.py"
    bad.parent.mkdir(parents=True)
    bad.write_text("def f():\n    from ..ui import model\n    import panel\n", encoding="utf-8")
    assert imports_of(bad, package) >= {"scat_learn.ui", "panel"}
    assert layer_of("scat_learn.ui.model") not in LAYERS["bots"]


def test_importing_the_core_loads_no_upper_layer():
    code = (
        "import sys, scat_learn, scat_learn.lessons, scat_learn.saves, scat_learn.disclosure;"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'panel', 'holoviews', 'param', 'numpy'}"
        " or m.startswith(('scat_learn.bots', 'scat_learn.ui', 'scat_learn.classroom'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_every_message_renders_whatever_was_imported_first():
    """One catalog: a fresh interpreter that imports only ``scat_learn`` renders every key."""
    code = (
        "import logging, scat_learn\n"
        "from scat_learn.catalog import CATALOG\n"
        "from scat_learn.messages import template_for\n"
        "logging.basicConfig(level=logging.WARNING)\n"
        "for key in CATALOG:\n"
        "    for lang in ('en', 'el', 'sq', 'et', 'su'):\n"
        "        assert template_for(key, 2, lang) not in ('', key), key\n"
        "print(len(CATALOG))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert int(out.stdout) > 250
    assert out.stderr == ""  # no key unknown, none left untranslated
