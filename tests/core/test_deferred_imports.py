"""Imports inside functions keep `tanuki-table`'s start light, and why lives in one place:
`tanuki_table/startup.py` lists what the start leaves unloaded (issues 11 and 28). An import
inside a function of a listed module needs no comment; any other says why in a comment (usually an
import cycle it breaks) or moves to the top of its module. The list is checked against a real
start of the command."""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from tanuki_table.startup import DEFERRED, is_deferred

PACKAGE = Path(__file__).resolve().parents[2] / "tanuki_table"


def _real_start() -> str:
    """`benchmarks/process_startup.py`'s run of the real command to the picker's first paint (the
    one harness for both), then the modules it loaded, as JSON."""
    spec = importlib.util.spec_from_file_location("process_startup", PACKAGE.parent / "benchmarks" / "process_startup.py")
    assert spec is not None and spec.loader is not None
    harness = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(harness)
    # the list is taken before `json` loads to print it (the start itself defers json)
    return harness.COMMAND + "\nimport sys\nloaded = sorted(sys.modules)\nimport json\nprint(json.dumps(loaded))\n"


def _imported(path: Path, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The modules an import statement may load (for `from a import b`: a, and a.b if b is one)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    module = node.module or ""
    if node.level:
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        base = parts if path.name == "__init__.py" else parts[:-1]
        base = base[: len(base) - (node.level - 1)]
        module = ".".join(base) + (f".{module}" if module else "")
    return [module] + [f"{module}.{alias.name}" for alias in node.names]


def _deferred_by_the_list(path: Path, node: ast.Import | ast.ImportFrom) -> bool:
    names = _imported(path, node)
    if isinstance(node, ast.ImportFrom):  # `from a import b`: a listed, or b a listed module
        return is_deferred(names[0]) or all(is_deferred(n) for n in names[1:])
    return all(is_deferred(n) for n in names)


def test_every_import_inside_a_function_is_listed_or_says_why():
    unexplained = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for node in ast.walk(ast.parse(text)):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for sub in ast.walk(node):
                if isinstance(sub, (ast.Import, ast.ImportFrom)):
                    if not _deferred_by_the_list(path, sub) and not _explained(lines, sub.lineno - 1):
                        unexplained.append(f"{path.relative_to(PACKAGE.parent)}:{sub.lineno}")
    assert not unexplained, ("imports inside functions that are not in tanuki_table/startup.py's list "
                             "and have no comment saying why: " + ", ".join(unexplained))


def test_the_start_of_tanuki_table_loads_nothing_the_list_defers(tmp_path):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_CACHE_HOME=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-c", _real_start()], capture_output=True, text=True,
                            timeout=120, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    loaded = json.loads(result.stdout.strip().splitlines()[-1])
    assert "tanuki_table.ui.screens.picker" in loaded, "the start reached the picker"
    early = [m for m in loaded if is_deferred(m)]
    assert not early, f"loaded at start though tanuki_table/startup.py defers them: {early}"


def test_every_listed_module_exists():
    """A listed name that matches no module would defer nothing (a typo, or a module since moved)."""
    for name in DEFERRED:
        if "*" in name:  # a pattern: it matches some module of the package
            assert any(is_deferred(".".join(p.relative_to(PACKAGE.parent).with_suffix("").parts))
                       for p in PACKAGE.rglob("*.py")), name
        else:
            assert importlib.util.find_spec(name) is not None, name


def _explained(lines: list[str], index: int) -> bool:
    """A comment on the import's line or anywhere in the block of imports it belongs to (a block
    of imports shares one comment, and may span blank lines and parenthesised name lists)."""
    for line in reversed(lines[: index + 1]):
        stripped = line.strip()
        if "#" in stripped:
            return True
        if not (stripped == "" or stripped.startswith(("import ", "from ", ")")) or re.fullmatch(r"[\w, ]+,?", stripped)):
            return False
    return False
