"""Shared by the edge tests: hostile names, and a helper to write a save file by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

HOSTILE_NAMES = ["[/evil]", "[a=b=c]", "Iga[/x]", "My deck [v2]", "\x1b]0;pwn\x07", "abc\u202edef", "[b c=d]x\\[i]"]
"""Names that broke the app: markup that is not markup, a terminal retitle, a bidi override."""

ESC = "\x1b"


def assert_no_raw_controls(text: str) -> None:
    """No ESC, BEL or bidi override in something a person will see."""
    for bad in ("\x1b]0;pwn", "\x07", "\u202e", "\x9b"):
        assert bad not in text, repr(text)


def write_body(path: Path, body: dict) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(body), encoding="utf-8")
    return path


@pytest.fixture
def hostile_names():
    return list(HOSTILE_NAMES)
