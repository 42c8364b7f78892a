"""Imports inside functions are there only to keep start-up light (or to break a cycle), and each
says so in a comment (issue 11): an unexplained one is moved to the top of its module."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "tanuki_table"


def test_every_import_inside_a_function_says_why():
    unexplained = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for node in ast.walk(ast.parse(text)):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for sub in ast.walk(node):
                if isinstance(sub, (ast.Import, ast.ImportFrom)):
                    if not _explained(lines, sub.lineno - 1):
                        unexplained.append(f"{path.relative_to(PACKAGE.parent)}:{sub.lineno}")
    assert not unexplained, "imports inside functions without a comment saying why: " + ", ".join(unexplained)


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
