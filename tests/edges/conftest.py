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


HOSTILE_CARD_NAMES = ["[/]", "Iga[/x]", "[a=b=c]", "[b c=d]x\\[i]", "My deck [v2]", "[link=file:///etc/passwd]x[/link]",
                      "[@click=app.quit]q[/]", "Ω" * 30]
"""Card names that pass `validate` (printable) and are markup, links, actions or very long."""


def hostile_card_data(monkeypatch, game_id: str, folder: Path) -> None:
    """Give `game_id` a copy of its card data whose every card is called by a hostile name (read
    through the real loader, so labels, boards, the browser and the card-data hash all see it)."""
    import shutil

    import yaml

    from tanuki_table.games import get_game

    info = get_game(game_id)
    target = folder / game_id
    shutil.copytree(info.card_folder, target)
    count = 0

    def rename(node):
        nonlocal count
        if isinstance(node, dict):
            if isinstance(node.get("id"), str) and isinstance(node.get("name"), str):
                if game_id == "tacocat":  # still a palindrome: markup without letters, then the name
                    node["name"] = ["[/]", "[=]", "\\[/]", "[/][=]"][count % 4] + node["name"]
                else:
                    node["name"] = f"{HOSTILE_CARD_NAMES[count % len(HOSTILE_CARD_NAMES)]} {count}"
                count += 1
            for value in node.values():
                rename(value)
        elif isinstance(node, list):
            for value in node:
                rename(value)

    for path in target.glob("*.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        rename(data)
        path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    catalogue = info.load_catalogue(target)
    monkeypatch.setitem(info.__dict__, "card_folder", target)
    monkeypatch.setitem(info.__dict__, "catalogue", catalogue)
    monkeypatch.setitem(info.__dict__, "_card_index", {card.id: card for card in catalogue.cards})
    assert count > 0
