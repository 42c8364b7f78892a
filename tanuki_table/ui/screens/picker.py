"""The first screen: the games, each with its description, and how to play it. Kept light (four
plain widgets, no Footer) so that it paints about as fast as an empty Textual app."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from rich.cells import set_cell_size
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.reactive import reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from tanuki_table.core.i18n import N_, _, ngettext, pgettext
from tanuki_table.core.text import cells, pad
from tanuki_table.core.plugin import GameRules as GameInfo

if TYPE_CHECKING:
    from tanuki_table.ui.app import TanukiApp
from tanuki_table.games import all_games


def keys_line(info: GameInfo, resume: bool = False, watch: bool = False, width: int | None = None) -> str:
    """The picker's key line: the keys that do something for the game, broken between keys to `width`."""
    keys = [("Enter", pgettext("picker key", "vs bot")), ("h", pgettext("picker key", "hot-seat")),
            ("r", pgettext("picker key", "rules")), ("c", pgettext("picker key", "cards"))]
    if info.decks is not None:
        keys.append(("d", pgettext("picker key", "decks")))
    if info.packs is not None:
        keys.append(("b", pgettext("picker key", "booster")))
    if resume:
        keys.append(("R", pgettext("picker key", "resume")))
    if watch:
        keys.append(("v", pgettext("picker key", "watch")))
    keys += [("s", pgettext("picker key", "settings")), ("q", pgettext("picker key", "quit"))]
    pairs = [f"{key} {word}" for key, word in keys]
    if width is None:
        return " " + "   ".join(pairs)
    lines = [" " + pairs[0]]
    for pair in pairs[1:]:
        if cells(lines[-1]) + 3 + cells(pair) <= width:
            lines[-1] += "   " + pair
        else:
            lines.append(" " + pair)
    return "\n".join(lines)


def game_text(text: str) -> str:
    """A game's own words (title, description, variants) in the language in use when translated."""
    return _(text) if text else text


def players_text(info: GameInfo) -> str:
    """"2" or "2–4"."""
    if info.min_players == info.max_players:
        return str(info.min_players)
    return f"{info.min_players}–{info.max_players}"


_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")


class GameMenu(Widget, can_focus=True):
    """The list of games: up/down (or j/k) to move, Enter or a click to play."""

    DEFAULT_CSS = """
    GameMenu { width: 40; height: 100%; border: round $primary; padding: 0 1; }
    GameMenu:focus { border: round $accent; }
    """
    BINDINGS = [
        Binding("up,k", "move(-1)", N_("Up"), show=False),
        Binding("down,j", "move(1)", N_("Down"), show=False),
    ]

    index: reactive[int] = reactive(0, init=False)
    """The game under the cursor (the screen watches it)."""

    def __init__(self, games: list[GameInfo], **kwargs) -> None:
        super().__init__(**kwargs)
        self.games = games
        self.border_title = _("Games")

    def render(self) -> Text:
        text = Text()
        for i, game in enumerate(self.games):
            here = i == self.index
            mark = "▸ " if here else "  "
            style = Style(reverse=here, bold=here, meta={"@click": f"choose({i})"})
            text.append(f"{mark}{set_cell_size(game_text(game.title), 28)}{pad(players_text(game), 4, '>')}\n",
                        style=style)
        return text

    def action_move(self, step: int) -> None:
        self.index = (self.index + step) % len(self.games)

    def action_choose(self, index: int) -> None:
        if self.index == index:
            cast("PickerScreen", self.screen).action_play("bot")
        self.index = index


class PickerScreen(Screen[None]):
    """Pick a game, then how to play it."""

    BINDINGS = [
        Binding("enter", "play('bot')", N_("Play vs bot")),
        Binding("h", "play('hotseat')", N_("Hot-seat")),
        Binding("r", "rules", N_("Rules")),
        Binding("c", "cards", N_("Cards")),
        Binding("d", "decks", N_("Decks")),
        Binding("b", "booster", N_("Booster")),
        Binding("R", "resume", N_("Resume")),
        Binding("A", "saved_games", N_("Saved games"), show=False),
        Binding("v", "watch", N_("Replays")),
        Binding("s", "settings", N_("Settings")),
        Binding("q", "app.quit", N_("Quit")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.games = all_games()
        self.saves_shown = False
        """Whether the saved games are read (right after the first paint)."""

    def compose(self) -> ComposeResult:
        count = len(self.games)
        word = _NUMBERS[count] if count < len(_NUMBERS) else str(count)
        # TRANSLATORS: {word} is the number in English words ("five"); {count} is the number in digits
        head = ngettext("TANUKI TABLE  ·  {word} card game · one keyboard",
                        "TANUKI TABLE  ·  {word} card games · one keyboard", count)
        yield Static(head.format(word=word, count=count), id="picker-head")
        yield GameMenu(self.games, id="games")
        yield Static("", id="detail-text")
        yield Static("", id="picker-keys")

    def on_mount(self) -> None:
        menu = self.query_one(GameMenu)
        menu.focus()
        self.watch(menu, "index", self._show)
        self.call_after_refresh(self._saves_read)
        self.tanuki.saves_changed.subscribe(self, self.refresh_saves)

    def _saves_read(self) -> None:
        self.saves_shown = True
        self._show()

    @property
    def tanuki(self) -> TanukiApp:
        return cast("TanukiApp", self.app)

    @property
    def game(self) -> GameInfo:
        return self.games[self.query_one(GameMenu).index]

    def _show(self) -> None:
        info = self.game
        text = Text()
        text.append(game_text(info.title), style="bold")
        # TRANSLATORS: {players} is a number or a range ("2", "2–4"); {count} the most players
        players = ngettext("({players} player)", "({players} players)", info.max_players)
        text.append("   " + players.format(players=players_text(info), count=info.max_players) + "\n\n")
        variants = " · ".join(game_text(info.variant_title(v)) for v in info.variants)  # as the setup dialog names them
        text.append(f"{game_text(info.description)}\n\n" + _("Variants: {variants}").format(variants=variants) + "\n")
        saves = self.tanuki.saves.picker_lines(info.id) if self.saves_shown else None
        if saves is not None and saves.lines:
            text.append("\n" + "\n".join(saves.lines) + "\n")
        how = [("Enter", _("play against the bot")), ("h", _("hot-seat (people at one keyboard)")),
               ("r", _("read the rules")), ("c", _("browse the cards"))]
        if info.decks is not None:
            how.append(("d", _("build decks")))
        if info.packs is not None:
            how.append(("b", _("open booster packs")))
        how.append(("q", _("quit")))
        text.append("\n" + "\n".join(f"{pad(key, 5)}  {words}" for key, words in how), style="dim")
        self.query_one("#detail-text", Static).update(text)
        self.query_one("#picker-keys", Static).update(
            keys_line(info, resume=saves is not None and saves.resume, watch=saves is not None and saves.watch,
                      width=self.size.width or self.app.size.width)
        )

    def on_resize(self) -> None:
        self._show()  # the key line is broken between keys to the new width

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Deck and booster keys only for games that have decks or packs."""
        if action == "decks":
            return self.game.decks is not None
        if action == "booster":
            return self.game.packs is not None
        return True

    def action_play(self, mode: str) -> None:
        self.tanuki.open_setup(self.game, hotseat=(mode == "hotseat"))

    def action_rules(self) -> None:
        from tanuki_table.ui.dialogs.boxes import RulesScreen

        self.app.push_screen(RulesScreen(self.game.id, self.game.title))

    def action_cards(self) -> None:
        self.tanuki.open_cards(self.game.id)

    def action_decks(self) -> None:
        self.tanuki.open_decks(self.game.id)

    def action_booster(self) -> None:
        from tanuki_table.ui.screens.booster_screen import BoosterScreen  # loads on first use

        if self.game.packs is None:
            self.notify(_("{game} has no booster packs.").format(game=game_text(self.game.title)))
            return
        self.app.push_screen(BoosterScreen(self.game.id))

    def action_resume(self) -> None:
        self.tanuki.resume(self.game.id)

    def action_saved_games(self) -> None:
        self.tanuki.resume(self.game.id, choose=True)

    def action_settings(self) -> None:
        self.tanuki.prefs.open_screen()

    def action_watch(self) -> None:
        self.tanuki.watch_replay(self.game.id)

    def refresh_saves(self, _signal: None = None) -> None:
        """Redraw the detail pane (the app's `saves_changed` signal)."""
        self._show()
