"""Starting a game from a screen: the deck builder's and the booster's "play it" ask the app they
run in (`TanukiApp.start_game`), through `start_game(node, setup)`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pydantic loads when a game is set up
    from textual.dom import DOMNode

    from tanuki_table.core.session import Setup


def start_game(node: DOMNode, setup: Setup) -> bool:
    """Start a game from `setup` in the app `node` runs in; False if that app starts no games."""
    start = getattr(node.app, "start_game", None)
    if not callable(start):
        return False
    start(setup)
    return True
