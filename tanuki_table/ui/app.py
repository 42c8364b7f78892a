"""The Textual App: thin. It pushes the picker and moves between screens."""

from __future__ import annotations

import os
import random
import time
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.command import CommandPalette
from textual.events import Resize
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.signal import Signal
from textual.theme import ThemeProvider
from tanuki_table.core.text import clean
from tanuki_table.core.i18n import N_, _

from tanuki_table.persistence.folders import is_served
from tanuki_table.errors import TanukiError
from tanuki_table.games import get_game
from tanuki_table.core.plugin import GameRules
from tanuki_table.persistence.config import peek_setting
from tanuki_table.ui.services.saving import SaveService
from tanuki_table.ui.screens.picker import PickerScreen
from tanuki_table.ui.services.themes import THEMES
from tanuki_table.ui.services.preferences import SettingsService
from tanuki_table.ui.services.trace import TRACE, ScreenTrace

if TYPE_CHECKING:  # the game screen, setup and pydantic load when a game is opened, not at start-up
    from tanuki_table.core.session import Session, Setup, StartRequest
    from tanuki_table.persistence.settings import Settings
    from tanuki_table.ui.screens.game.game_screen import GameScreen
    from tanuki_table.ui.services.resuming import ResumeService
    from tanuki_table.ui.dialogs.too_small import TooSmallScreen
    from tanuki_table.ui.screens.game.undo_flow import UndoService

MIN_WIDTH, MIN_HEIGHT = 80, 24

TEXTUAL_COMMANDS = {
    (N_("Theme"), N_("Change the current theme")),
    (N_("Quit"), N_("Quit the application as soon as possible")),
    (N_("Keys"), N_("Hide the keys and widget help panel")),
    (N_("Keys"), N_("Show help for the focused widget and a summary of available keys")),
    (N_("Minimize"), N_("Minimize the widget and restore to normal size")),
    (N_("Maximize"), N_("Maximize the focused widget")),
    (N_("Screenshot"), N_("Save an SVG 'screenshot' of the current screen")),
}
"""Textual's own palette entries (`App.get_system_commands`: title and help), to be translated."""


class TanukiApp(App[None]):
    """Tanuki Table. Its services: `prefs` (the settings), `saves` (autosave, locks, the saves
    check, history), `resumes` (resume, watch, replays) and `undos` (undo on the game screen)."""

    TITLE = "Tanuki Table"
    CSS_PATH = str(Path(__file__).parent / "screens" / "picker.tcss")
    """The picker's layout: Textual reads no CSS_PATH of a default screen. Absolute, so that an app
    subclassed in another folder (tests, benchmarks) finds it too."""
    BINDINGS = [
        Binding("ctrl+q", "quit", N_("Quit"), show=False),
        # Textual binds ctrl+p itself only when no binding opens the palette; browsers keep some
        # ctrl keys for themselves, so colon opens it too
        Binding("ctrl+p", "command_palette", N_("Palette"), show=False, priority=True),
        Binding("colon", "command_palette", N_("Palette"), show=False),
    ]

    def __init__(self, start: StartRequest | None = None, bot_delay: float | None = None) -> None:
        super().__init__()
        self.start = start
        self._errors: list[tuple[str, str, float]] = []
        """The error toasts shown: (message, title, when it times out)."""
        self.guest = bool(start and start.get("alone"))
        """A browser guest at a hosted table (`host --web`): its own files only (`net.web_seat`), and a
        palette with only what belongs at a table."""
        self.prefs = SettingsService(self, bot_delay)
        self._too_small: TooSmallScreen | None = None
        for theme in THEMES:
            self.register_theme(theme)
        chosen = peek_setting("theme")  # no pydantic before the first paint: validated right after
        if isinstance(chosen, str) and chosen in self.available_themes:
            self.theme = chosen

        self.saves_changed: Signal[None] = Signal(self, "saves-changed")
        """Published when a game was saved, finished, abandoned or moved aside; the picker redraws."""
        self.saves = SaveService(self)

    def action_command_palette(self) -> None:
        """Textual's palette, its search box's placeholder in the app's language."""
        if self.use_command_palette and not any(isinstance(s, CommandPalette) for s in self.screen_stack):
            self.push_screen(CommandPalette(id="--command-palette", placeholder=_("Search for commands…")))

    def search_themes(self) -> None:
        """The palette of themes (Textual's "Theme" command), its placeholder in the app's language."""
        self.push_screen(CommandPalette(providers=[ThemeProvider], placeholder=_("Search for themes…")))

    @cached_property
    def resumes(self) -> ResumeService:
        """Resume, watch and replays (made on first use: not needed for the picker's first paint)."""
        from tanuki_table.ui.services.resuming import ResumeService

        return ResumeService(self, self.saves)

    @cached_property
    def undos(self) -> UndoService:
        """Undo on the game screen (made on first use, in a game)."""
        from tanuki_table.ui.screens.game.undo_flow import UndoService

        return UndoService(self)

    @property
    def settings(self) -> Settings:
        """The player's settings (`SettingsService`: read on first use)."""
        return self.prefs.settings

    def watch_theme(self, theme: str) -> None:
        self.prefs.theme_chosen(theme)

    def get_default_screen(self) -> PickerScreen:
        """The picker is the bottom screen (no blank default screen under it)."""
        return PickerScreen()

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        for command in super().get_system_commands(screen):  # Textual's own, in the language in use
            if (command.title, command.help) in TEXTUAL_COMMANDS:
                command = command._replace(title=_(command.title), help=_(command.help))
            yield command
        if self.guest:  # a guest's settings are its tab's own (its own folder); nothing else of the host's
            yield SystemCommand(_("Settings"), _("Theme, sound, pauses: for this browser tab only"),
                                self.prefs.open_screen)
            return
        yield SystemCommand(_("Settings"), _("Theme, bots, auto-pass, sound"), self.prefs.open_screen)
        yield SystemCommand(_("Statistics"), _("Your games, wins and streaks"), self.open_stats)
        yield SystemCommand(_("Join a table"), _("Play at a table a friend hosts: paste their invitation"),
                            self.ask_join)

    def on_mount(self) -> None:
        if self.start and "browse" in self.start:
            self.open_cards(self.start["browse"])
        elif self.start and "join" in self.start:
            self.join(self.start)
        elif self.start:
            self.resumes.offer(self.start)
        self.call_after_refresh(self._check_size, self.size.width, self.size.height)
        # validate the settings file once the first screen is up (pydantic loads after the first paint)
        self.call_after_refresh(lambda: self.set_timer(0.5, lambda: self.settings))
        if is_served():  # the server gone (closed, killed): this app ends too
            from tanuki_table.net.web_seat import end_with_server

            end_with_server(lambda: self.call_from_thread(self.exit))
        trace = os.environ.get(TRACE)
        if trace:
            self.set_interval(0.2, ScreenTrace(self, trace).write)
        self.saves.start()

    # --- toasts, and saving from a game's first moment --------------------------------------------
    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """Every toast is plain text (markup off, control and bidi characters replaced): callers
        pass file, deck and card names and error messages as they are, unescaped."""
        timeout = self.NOTIFICATION_TIMEOUT if timeout is None else timeout
        if severity == "error":  # kept by `clear_notices` until it times out
            now = time.monotonic()
            self._errors = [e for e in self._errors if e[2] > now] + [(message, title, now + timeout)]
        super().notify(clean(message, newlines=True), title=clean(title), severity=severity,
                       timeout=timeout, markup=False)

    def clear_notices(self) -> None:
        """Clear the toasts but the errors, which are shown again for the time they have left."""
        now = time.monotonic()
        errors, self._errors = [e for e in self._errors if e[2] > now], []
        self.clear_notifications()
        for message, title, until in errors:
            self.notify(message, title=title, severity="error", timeout=until - now)

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Every game is saved from its first moment: as soon as its screen opens."""
        result = super().push_screen(screen, *args, **kwargs)
        self.saves.screen_opened(screen)
        return result

    # --- the services' doors for the picker, the command line and tests -------------------------
    def autosave(self, session: Session) -> None:
        """Save the session; every save goes through here, so a test's app can override it."""
        self.saves.autosave(session)

    def resume(self, game_id: str, choose: bool = False) -> None:
        self.resumes.resume(game_id, choose)

    def watch_replay(self, game_id: str | None = None) -> None:
        """The replay watcher: every finished game of every game, newest first, and "Open replay file..."."""
        from tanuki_table.ui.screens.replay_list import ReplayListScreen

        self.push_screen(ReplayListScreen())

    # --- a table over the network (tanuki_table.net) -------------------------------------------
    def join(self, start: StartRequest) -> None:
        """`tanuki-table join` and `host`: take the seat the invitation names."""
        from tanuki_table.net.listen import SeatOptions  # deferred: the network code loads on joining
        from tanuki_table.net.watch import join_table  # deferred: as above

        options = SeatOptions(tuple(start.get("invitations", ())), start.get("hosting", False),
                              start.get("alone", False), start.get("deck"))
        join_table(self, start["join"], start.get("name"), options)

    def ask_join(self) -> None:
        """The palette's "Join a table": ask for the invitation, then join."""
        from tanuki_table.net.watch import ask_invitation  # deferred: the network code loads on joining

        names = [n for n in self.settings.player_names if n]
        ask_invitation(self, names[0] if names else None)

    # --- moving between screens --------------------------------------------------------------
    def start_game(self, setup: Setup) -> None:
        """Start a new game from a setup; a setup the engine refuses is reported, not raised."""
        from tanuki_table.core.session import Session

        try:
            session = Session(setup)
        except TanukiError as exc:
            self.notify(_("Cannot start {game}: {reason}").format(game=setup.game, reason=exc), severity="error",
                        timeout=10)
            return
        self.open_session(session)

    def open_session(self, session: Session) -> None:
        """Show a session (new or resumed) on a game screen above the picker."""
        from tanuki_table.ui.screens.game.game_screen import GameScreen

        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.push_screen(GameScreen(session, bot_delay=self.prefs.bot_delay, saves=self.saves))

    def open_setup(self, info: GameRules, hotseat: bool = False) -> None:
        """The setup dialog, then the game."""
        from tanuki_table.ui.dialogs.setup import SetupScreen

        try:  # the dialog reads the game's decks: broken card data is reported here
            dialog = SetupScreen(info, hotseat=hotseat)
        except TanukiError as exc:
            self.notify(_("Cannot open {game}: {reason}").format(game=_(info.title), reason=exc), severity="error",
                        timeout=10)
            return

        def chosen(setup: Setup | None) -> None:
            if setup is not None:
                self.start_game(setup)

        self.push_screen(dialog, chosen)

    def rematch(self, session: Session) -> None:
        """Same seats, decks and variant; a new seed."""
        setup = session.setup.model_copy(update={"seed": random.randrange(1_000_000_000)})
        self.start_game(setup)

    def open_cards(self, game_id: str | None = None) -> None:
        """The card browser."""
        from tanuki_table.ui.screens.browser import BrowserScreen  # loads on first use, not at start-up

        self.push_screen(BrowserScreen(game_id))

    def open_decks(self, game_id: str) -> None:
        """The deck builder (for games with the deck capability)."""
        from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen  # loads on first use

        if get_game(game_id).decks is None:
            self.notify(_("{game} has no decks to build.").format(game=_(get_game(game_id).title)))
            return
        self.push_screen(DeckBuilderScreen(game_id))

    # --- what the game screen asks for -----------------------------------------------------------
    def on_game_screen_played(self, message: GameScreen.Played) -> None:
        if not getattr(message.session, "remote", False):  # a networked game is saved by its table
            self.autosave(message.session)

    def on_game_screen_undo_asked(self, message: GameScreen.UndoAsked) -> None:
        if message.screen._alive():  # the screen may have closed before the message arrived
            self.undos.undo(message.screen)

    def on_game_screen_rematch_asked(self, message: GameScreen.RematchAsked) -> None:
        self.rematch(message.session)

    def on_game_screen_export_asked(self, message: GameScreen.ExportAsked) -> None:
        self.resumes.export_replay(message.session)

    def on_game_screen_menu_asked(self, message: GameScreen.MenuAsked) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.saves_changed.publish(None)

    def on_game_screen_finished(self, message: GameScreen.Finished) -> None:
        self.saves.record_finished(message.session, message.names)

    def open_stats(self, game_id: str | None = None) -> None:
        """The Statistics screen."""
        from tanuki_table.ui.screens.stats_screen import StatsScreen

        self.push_screen(StatsScreen(game_id))

    # --- a terminal that is too small ------------------------------------------------------------
    def on_resize(self, event: Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        if small and self._too_small is None:
            from tanuki_table.ui.dialogs.too_small import TooSmallScreen

            self._too_small = TooSmallScreen()
            self.push_screen(self._too_small)
        elif not small and self._too_small is not None:
            if self.screen is self._too_small:
                self.pop_screen()
            self._too_small = None
