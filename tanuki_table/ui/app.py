"""The Textual App: thin. It pushes the picker and moves between screens."""

from __future__ import annotations

import os
import random
from typing import TYPE_CHECKING, Any, Iterable

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.events import Resize
from textual.screen import Screen
from textual.signal import Signal

from tanuki_table.errors import TanukiError
from tanuki_table.games import get_game
from tanuki_table.core.plugin import GameRules
from tanuki_table.ui.persistence import PersistenceMixin
from tanuki_table.ui.picker import PickerScreen
from tanuki_table.ui.too_small import TooSmallScreen

if TYPE_CHECKING:  # the game screen, setup and pydantic load when a game is opened, not at start-up
    from tanuki_table.core.session import Session, Setup
    from tanuki_table.persistence.settings import Settings
    from tanuki_table.ui.game_screen import GameScreen

MIN_WIDTH, MIN_HEIGHT = 80, 24
TRACE = "TANUKI_TABLE_TRACE"
"""Environment variable naming a file where the app notes each screen it shows (for tests that
drive it from outside, such as the browser test)."""


class TanukiApp(PersistenceMixin, App[None]):
    """Tanuki Table."""

    TITLE = "Tanuki Table"
    CSS_PATH = str(Path(__file__).with_name("picker.tcss"))
    """The picker's layout (ui/picker.tcss): it is the bottom screen, so its CSS loads with the app,
    before the first paint (Textual reads no CSS_PATH of a default screen). Absolute, so that an
    app subclassed in another folder (tests, benchmarks) finds it too."""
    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", show=False),
        # Textual adds its own ctrl+p binding only when no binding opens the palette: the colon
        # below used to stop it, so ctrl+p is bound here too, with Textual's priority
        Binding("ctrl+p", "command_palette", "Palette", show=False, priority=True),
        # browsers keep some ctrl keys for themselves: colon opens the palette everywhere
        Binding("colon", "command_palette", "Palette", show=False),
    ]

    def __init__(self, start: dict[str, Any] | None = None, bot_delay: float | None = None) -> None:
        super().__init__()
        from tanuki_table.persistence.config import peek_setting  # deferred: keeps start-up light
        from tanuki_table.ui.themes import THEMES  # deferred: keeps start-up light

        self.start = start
        self._settings: Settings | None = None
        self._bot_delay = bot_delay
        self._too_small: TooSmallScreen | None = None
        for theme in THEMES:
            self.register_theme(theme)
        chosen = peek_setting("theme")  # no pydantic before the first paint: validated right after
        if isinstance(chosen, str) and chosen in self.available_themes:
            self.theme = chosen
        self.last_names: dict[int, str] = {}

        self.saves_changed: Signal[None] = Signal(self, "saves-changed")
        """Published when a game was saved, finished, abandoned or moved aside; the picker redraws."""

    @property
    def settings(self) -> Settings:
        """The player's settings, read and validated on first use (a broken file is reported)."""
        if self._settings is None:
            # deferred: keeps start-up light
            from tanuki_table.persistence.settings import load_settings

            self._settings, problem = load_settings()
            self.last_names = {i: n for i, n in enumerate(self._settings.player_names) if n}
            if problem:
                self.notify(problem, severity="warning", timeout=10)
        return self._settings

    @property
    def bot_delay(self) -> float:
        """Seconds between a bot's moves: the command line's, else the settings'."""
        return self.settings.bot_delay if self._bot_delay is None else self._bot_delay

    def watch_theme(self, theme: str) -> None:
        """A theme chosen anywhere (the palette, Settings) is remembered for the next run."""
        if self._settings is not None and self._settings.theme != theme:
            self._settings.theme = theme
            self.save_settings()

    def save_settings(self) -> None:
        """Write the settings; a failure is reported, never raised."""
        # deferred: keeps start-up light
        from tanuki_table.persistence.settings import save_settings

        try:
            save_settings(self.settings)
        except OSError as exc:
            self.notify(f"Settings not saved: {exc.strerror or exc}", severity="warning")

    def open_settings(self) -> None:
        """The Settings screen; saved when it closes."""
        # deferred: keeps start-up light
        from tanuki_table.persistence.settings import settings_path

        # deferred: keeps start-up light
        from tanuki_table.ui.settings_screen import SettingsScreen

        self.push_screen(SettingsScreen(self.settings, str(settings_path())), lambda _: self.save_settings())

    def get_default_screen(self) -> PickerScreen:
        """The picker is the bottom screen (no blank default screen under it)."""
        return PickerScreen()

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield SystemCommand("Settings", "Theme, bots, auto-pass, sound", self.open_settings)
        yield SystemCommand("Statistics", "Your games, wins and streaks", self.open_stats)
        yield SystemCommand("Join a table", "Play at a table a friend hosts: paste their invitation", self.ask_join)

    def on_mount(self) -> None:
        if self.start and "browse" in self.start:
            self.open_cards(self.start["browse"])
        elif self.start and "join" in self.start:
            self.join(self.start)
        elif self.start:
            self.offer_resume(self.start)
        self.call_after_refresh(self._check_size, self.size.width, self.size.height)
        # validate the settings file once the first screen is up (pydantic loads after the first paint)
        self.call_after_refresh(lambda: self.set_timer(0.5, lambda: self.settings))
        trace = os.environ.get(TRACE)
        if trace:
            self._trace_path = trace
            self._traced = ""
            self.set_interval(0.2, self._trace)

    def _trace(self) -> None:
        """Write the screen on top (and the game's move count) to the trace file when it changes:
        how the browser test sees what the app shows, since the browser draws it on a canvas."""
        screen = self.screen
        session = getattr(screen, "session", None)
        line = type(screen).__name__
        if session is not None:
            state = session.state
            mine = state.current_player is not None and state.current_player == getattr(screen, "viewer", None)
            busy = getattr(screen, "bot_running", False)
            line += f" {len(session.actions)} {'yours' if mine and not busy else 'waiting'}"
        if line != self._traced:
            self._traced = line
            with open(self._trace_path, "a", encoding="utf-8") as out:
                out.write(line + "\n")

    def offer_resume(self, start: dict[str, Any]) -> None:
        """`play GAME`: if an unfinished game of GAME is saved, ask whether to resume it (the
        newest) or start the new one; else start at once."""
        from tanuki_table.persistence.saves import list_saves  # deferred: keeps start-up light
        from tanuki_table.ui.dialogs import ConfirmScreen  # deferred: keeps start-up light

        try:
            unfinished = list_saves(start["game"], finished=False)
        except OSError:
            unfinished = []
        if not unfinished:
            self.start_game(self._setup_from_args(start))
            return
        newest = unfinished[0]
        more = f" (and {len(unfinished) - 1} more: R in the picker lists them)" if len(unfinished) > 1 else ""

        def answer(what: bool | str | None) -> None:
            if what == "resume":
                self.resume_file(newest.path)
            elif what == "new":
                self.start_game(self._setup_from_args(start))

        self.push_screen(ConfirmScreen(
            f"You have an unfinished game of {get_game(start['game']).title}: {newest.describe()}{more}.\n"
            "Resume it, or start a new game?",
            (("r", "Resume", "resume"), ("n", "New game", "new"), ("escape", "Menu", "menu")), focus_first=True), answer)

    def _setup_from_args(self, start: dict[str, Any]) -> Setup:
        # deferred: keeps start-up light
        from tanuki_table.cards.setups import setup_from_args

        return setup_from_args(start)

    # --- a table over the network (tanuki_table.net) -------------------------------------------
    def join(self, start: dict[str, Any]) -> None:
        """`tanuki-table join` and `host`: take the seat the invitation names."""
        from tanuki_table.net.watch import join_table  # deferred: the network code loads on joining

        join_table(self, start["join"], start.get("name"), start.get("invitations", ()), start.get("hosting", False))

    def ask_join(self) -> None:
        """The palette's "Join a table": ask for the invitation, then join."""
        from tanuki_table.net.watch import ask_invitation  # deferred: the network code loads on joining

        names = [n for n in self.settings.player_names if n]
        ask_invitation(self, names[0] if names else None)

    # --- moving between screens --------------------------------------------------------------
    def start_game(self, setup: Setup) -> None:
        """Start a new game from a setup; a setup the engine refuses is reported, not raised."""
        from tanuki_table.core.session import Session  # deferred: keeps start-up light

        try:
            session = Session(setup)
        except TanukiError as exc:
            self.notify(f"Cannot start {setup.game}: {exc}", severity="error", timeout=10)
            return
        self.open_session(session)

    def open_session(self, session: Session) -> None:
        """Show a session (new or resumed) on a game screen above the picker."""
        # deferred: keeps start-up light
        from tanuki_table.ui.game_screen import GameScreen

        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.push_screen(GameScreen(session, bot_delay=self.bot_delay))

    def open_setup(self, info: GameRules, hotseat: bool = False) -> None:
        """The setup dialog, then the game."""
        from tanuki_table.ui.setup import SetupScreen  # deferred: keeps start-up light

        try:  # the dialog reads the game's decks: broken card data is reported here
            dialog = SetupScreen(info, hotseat=hotseat)
        except TanukiError as exc:
            self.notify(f"Cannot open {info.title}: {exc}", severity="error", timeout=10)
            return

        def chosen(setup: Setup | None) -> None:
            if setup is not None:
                self.start_game(setup)

        self.push_screen(dialog, chosen)

    def rematch(self, session: Session) -> None:
        """Same seats, decks and variant; a new seed."""
        setup = session.setup.model_copy(update={"seed": random.randrange(1_000_000_000)})
        self.start_game(setup)

    def action_menu(self) -> None:
        """Back to the picker."""
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.saves_changed.publish(None)

    def open_cards(self, game_id: str | None = None) -> None:
        """The card browser."""
        from tanuki_table.ui.browser import (  # deferred: keeps start-up light
            BrowserScreen,  # loads on first use, not at start-up
        )

        self.push_screen(BrowserScreen(game_id))

    def open_decks(self, game_id: str) -> None:
        """The deck builder (for games with the deck capability)."""
        from tanuki_table.ui.deckbuilder import (  # deferred: keeps start-up light
            DeckBuilderScreen,  # loads on first use, not at start-up
        )

        if get_game(game_id).decks is None:
            self.notify(f"{get_game(game_id).title} has no decks to build.")
            return
        self.push_screen(DeckBuilderScreen(game_id))

    # --- what the game screen asks for -----------------------------------------------------------
    def on_game_screen_played(self, message: GameScreen.Played) -> None:
        if not getattr(message.session, "remote", False):  # a networked game is saved by its table
            self.autosave(message.session)

    def on_game_screen_undo_asked(self, message: GameScreen.UndoAsked) -> None:
        if message.screen._alive():  # the screen may have closed before the message arrived
            self.undo(message.screen)

    def on_game_screen_rematch_asked(self, message: GameScreen.RematchAsked) -> None:
        self.rematch(message.session)

    def on_game_screen_export_asked(self, message: GameScreen.ExportAsked) -> None:
        self.export_replay(message.session)

    def on_game_screen_menu_asked(self, message: GameScreen.MenuAsked) -> None:
        self.action_menu()

    def on_game_screen_finished(self, message: GameScreen.Finished) -> None:
        """Add the finished game to the match history (a failure is reported, never raised)."""
        import sqlite3  # deferred: keeps start-up light

        from tanuki_table.persistence.history import (  # deferred: keeps start-up light
            record_game,
            record_session,
        )

        try:
            record_game(record_session(message.session, message.names))
        except (OSError, sqlite3.Error, TanukiError) as exc:
            self.notify(f"Match history not updated: {exc}", severity="warning")

    def open_stats(self, game_id: str | None = None) -> None:
        """The Statistics screen."""
        # deferred: keeps start-up light
        from tanuki_table.ui.stats_screen import StatsScreen

        self.push_screen(StatsScreen(game_id))

    # --- a terminal that is too small ------------------------------------------------------------
    def on_resize(self, event: Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        if small and self._too_small is None:
            self._too_small = TooSmallScreen()
            self.push_screen(self._too_small)
        elif not small and self._too_small is not None:
            if self.screen is self._too_small:
                self.pop_screen()
            self._too_small = None
