"""Issue 11: the shape of the code: no import cycles, engines free of Textual, small modules."""

from __future__ import annotations

import ast
from pathlib import Path

import tanuki_table

ROOT = Path(tanuki_table.__file__).parent


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _top_level_imports(path: Path) -> set[str]:
    """Modules imported when `path` is imported (not inside functions, not under TYPE_CHECKING)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = _module_name(path) if path.name == "__init__.py" else _module_name(path).rpartition(".")[0]
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue  # imports inside functions load on first use (kept for a light start-up)
        for sub in ast.walk(node):
            if isinstance(sub, ast.Import):
                found.update(a.name for a in sub.names)
            elif isinstance(sub, ast.ImportFrom):
                base = sub.module or ""
                if sub.level:
                    anchor = package.split(".")
                    anchor = anchor[: len(anchor) - sub.level + 1]
                    base = ".".join(anchor + ([base] if base else []))
                found.add(base)
                found.update(f"{base}.{a.name}" for a in sub.names)
    return {name for name in found if name.startswith("tanuki_table")}


def _graph() -> dict[str, set[str]]:
    modules = {_module_name(p): p for p in ROOT.rglob("*.py")}
    return {name: {m for m in _top_level_imports(path) if m in modules and m != name} for name, path in modules.items()}


def test_no_import_cycles():
    graph = _graph()
    cycles: list[list[str]] = []
    state: dict[str, int] = {}

    def visit(node: str, stack: list[str]) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1 and not nxt.startswith(node + ".") and not node.startswith(nxt + "."):
                cycles.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, stack)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [])
    assert not cycles, "import cycles: " + "; ".join(" -> ".join(c) for c in cycles)


def test_engines_never_import_textual():
    for path in (ROOT / "games").rglob("*.py"):
        if path.name in ("board.py", "screen.py"):
            continue
        text = path.read_text(encoding="utf-8")
        assert "import textual" not in text and "from textual" not in text, f"{path} imports Textual"
