"""Issues 11 and 28: the shape of the code. No import cycle, deferred imports included; the layers
import one way (games -> core, ui -> core and the plug-in interface, core -> nothing above it);
engines free of Textual; at most 12 modules at the top of the package; no two modules of one name
outside games/."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import tanuki_table

ROOT = Path(tanuki_table.__file__).parent
PENDING: set[str] = set()
"""Packages whose own cycle is being untangled in a branch of issue 30 (emptied when it lands)."""


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_module_name(p): p for p in ROOT.rglob("*.py")}


def _imports(path: Path) -> set[str]:
    """Every project module `path` imports, at the top or inside a function (not under
    TYPE_CHECKING). `from package import submodule` is an edge to the submodule."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            node.body = []
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            subs = [f"{base}.{alias.name}" for alias in node.names if f"{base}.{alias.name}" in MODULES]
            found.update(subs)
            if len(subs) < len(node.names):
                found.add(base)
    resolved = set()
    for module in found:
        while module and module not in MODULES:
            module = module.rpartition(".")[0]
        if module and module != name and module.startswith("tanuki_table"):
            resolved.add(module)
    return resolved


@cache
def graph() -> dict[str, set[str]]:
    """Each module's project imports (read when a test asks, not when the file is collected)."""
    return {name: _imports(path) for name, path in MODULES.items()}


def _cycles() -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on.add(node)
        for nxt in graph()[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph()):
        if node not in index:
            visit(node)
    return groups


def test_no_import_cycles_deferred_imports_included():
    cycles = [g for g in _cycles() if not any(m == p or m.startswith(p + ".") for m in g for p in PENDING)]
    assert not cycles, "import cycles: " + "; ".join(" <-> ".join(g) for g in cycles)


def test_layers_import_one_way():
    """No module under core/ imports ui/, games/, bots/ (or the layers above: cli, net, analysis);
    no module under games/ imports ui/ except its board (the one place a game touches Textual)."""
    wrong = []
    for name, targets in graph().items():
        if name.startswith("tanuki_table.core"):
            above = ("ui", "games", "bots", "cli", "net", "analysis")
            wrong += [f"{name} -> {t}" for t in targets if t.split(".")[1] in above]
        if name.startswith("tanuki_table.games.") and not name.endswith((".board", ".screen")):
            wrong += [f"{name} -> {t}" for t in targets if t.startswith("tanuki_table.ui")]
    assert not wrong, "imports against the layers: " + ", ".join(sorted(wrong))


def test_at_most_12_modules_at_the_top_of_the_package():
    top = sorted(p.name for p in ROOT.glob("*.py"))
    assert len(top) <= 12, top


def test_engines_never_import_textual():
    for path in (ROOT / "games").rglob("*.py"):
        if path.name in ("board.py", "screen.py"):
            continue
        text = path.read_text(encoding="utf-8")
        assert "import textual" not in text and "from textual" not in text, f"{path} imports Textual"


def test_no_two_modules_share_a_name_outside_games():
    """A module's name says what it holds in the whole package, not only in its folder (games/<id>/
    share their file names by design: every game has its `state.py`, `board.py`, ...)."""
    seen: dict[str, list[str]] = {}
    for path in ROOT.rglob("*.py"):
        if path.name != "__init__.py" and "games" not in path.relative_to(ROOT).parts:
            seen.setdefault(path.name, []).append(path.relative_to(ROOT).as_posix())
    shared = {name: paths for name, paths in seen.items() if len(paths) > 1}
    assert not shared, f"modules of one name: {shared}"


def test_no_private_module_of_textual_rich_or_aiohttp_is_imported():
    """Issue 50: only the public API of Textual, Rich, aiohttp and textual-serve (`textual.widgets.
    _footer`, `from rich._x import` or a `_name` from them may change in any release)."""
    libraries = ("textual", "rich", "aiohttp", "textual_serve")
    wrong = []
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
                names: list[str] = []
            elif isinstance(node, ast.ImportFrom) and not node.level:
                modules, names = [node.module or ""], [alias.name for alias in node.names]
            else:
                continue
            for module in modules:
                parts = module.split(".")
                if parts[0] in libraries and any(p.startswith("_") for p in parts[1:] + names):
                    wrong.append(f"{name}: {module} {' '.join(names)}".strip())
    assert not wrong, "private imports: " + "; ".join(wrong)
