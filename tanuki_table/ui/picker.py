"""The first screen: the games, each with its description, and how to play it."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Label, ListItem, ListView, Static

from tanuki_table.engine import GameInfo
from tanuki_table.games import all_games


def players_text(info: GameInfo) -> str:
    """"2" or "2–4"."""
    if info.min_players == info.max_players:
        return str(info.min_players)
    return f"{info.min_players}–{info.max_players}"


class PickerScreen(Screen[None]):
    """Pick a game, then how to play it."""

    DEFAULT_CSS = """
    PickerScreen { layout: vertical; }
    #picker-head { height: 1; padding: 0 1; background: $primary-background; text-style: bold; }
    #picker-body { height: 1fr; }
    #games { width: 38; border: round $primary; height: 100%; }
    #games > ListItem { padding: 0 1; }
    #detail { width: 1fr; border: round $primary 50%; padding: 0 1; height: 100%; }
    #detail-title { text-style: bold; margin-bottom: 1; }
    #detail-keys { margin-top: 1; color: $text-muted; }
    """
    BINDINGS = [
        Binding("enter", "play('bot')", "Play vs bot", priority=True),
        Binding("h", "play('hotseat')", "Hot-seat"),
        Binding("r", "rules", "Rules"),
        Binding("c", "cards", "Cards"),
        Binding("d", "decks", "Decks"),
        Binding("R", "resume", "Resume"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.games = all_games()

    def compose(self) -> ComposeResult:
        yield Static("TANUKI TABLE  ·  five card games · one keyboard", id="picker-head")
        with Horizontal(id="picker-body"):
            yield ListView(
                *[ListItem(Label(f"{g.title:<28} {players_text(g):>4}"), id=f"game-{g.id}") for g in self.games],
                id="games",
            )
            with Vertical(id="detail"):
                yield Label("", id="detail-title")
                yield Static("", id="detail-text")
                yield Static("", id="detail-saves")
                yield Static(
                    "Enter  play against the bot\nh      hot-seat (people at one keyboard)\n"
                    "r      read the rules\nc      browse the cards\nq      quit",
                    id="detail-keys",
                )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#games", ListView).border_title = "Games"
        self.query_one("#games", ListView).focus()
        self._show(0)

    @property
    def game(self) -> GameInfo:
        index = self.query_one("#games", ListView).index or 0
        return self.games[index]

    @on(ListView.Highlighted)
    def _highlighted(self, event: ListView.Highlighted) -> None:
        self._show(self.query_one("#games", ListView).index or 0)

    @on(ListView.Selected)
    def _selected(self) -> None:
        self.action_play("bot")

    def _show(self, index: int) -> None:
        info = self.games[index]
        self.query_one("#detail-title", Label).update(f"{info.title}   ({players_text(info)} players)")
        self.query_one("#detail-text", Static).update(
            f"{info.description}\n\nVariants: {' · '.join(info.variants)}"
        )
        saves = getattr(self.app, "describe_saves", None)
        self.query_one("#detail-saves", Static).update(saves(info.id) if saves else "")

    def action_play(self, mode: str) -> None:
        self.app.open_setup(self.game, hotseat=(mode == "hotseat"))

    def action_rules(self) -> None:
        from tanuki_table.ui.dialogs import RulesScreen

        self.app.push_screen(RulesScreen(self.game.id, self.game.title))

    def action_cards(self) -> None:
        self.app.open_cards(self.game.id)

    def action_decks(self) -> None:
        self.app.open_decks(self.game.id)

    def action_resume(self) -> None:
        self.app.resume(self.game.id)

    def refresh_saves(self) -> None:
        """Redraw the detail pane (after a game was saved or finished)."""
        self._show(self.query_one("#games", ListView).index or 0)
