"""Starting a game from a screen, typed: the deck builder's and the booster's "play it" ask the app
they run in (`TanukiApp.start_game`), through `start_game(node, setup)`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:  # pydantic loads when a game is set up
    from textual.dom import DOMNode

    from tanuki_table.core.session import Setup


@runtime_checkable
class GameStarter(Protocol):
    """An app that starts games (`TanukiApp`)."""

    def start_game(self, setup: Setup) -> None: ...


def start_game(node: DOMNode, setup: Setup) -> bool:
    """Start a game from `setup` in the app `node` runs in; False if that app starts no games."""
    app = node.app
    if isinstance(app, GameStarter):
        app.start_game(setup)
        return True
    return False
