"""The player's settings in the app: `SettingsService`, held by the app as `app.prefs`, reached by
screens through `settings_service(node)`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import App

if TYPE_CHECKING:  # pydantic loads after the first paint
    from textual.dom import DOMNode

    from tanuki_table.persistence.settings import Settings


class SettingsService:
    """The settings file for `TanukiApp`: loading, saving, the Settings screen, typed names."""

    def __init__(self, app: App[None], bot_delay: float | None = None) -> None:
        self.app = app
        self.loaded: Settings | None = None
        """The settings once read (None until something asks for them)."""
        self.command_line_delay = bot_delay
        self.last_names: dict[int, str] = {}
        """The names typed at the last setup, by seat (offered again at the next one)."""

    @property
    def settings(self) -> Settings:
        """The player's settings, read and validated on first use (a broken file is reported)."""
        if self.loaded is None:
            from tanuki_table.persistence.settings import load_settings

            self.loaded, problem = load_settings()
            self.last_names = {i: n for i, n in enumerate(self.loaded.player_names) if n}
            if problem:
                self.app.notify(problem, severity="warning", timeout=10)
        return self.loaded

    @property
    def bot_delay(self) -> float:
        """Seconds between a bot's moves: the command line's, else the settings'."""
        return self.settings.bot_delay if self.command_line_delay is None else self.command_line_delay

    def theme_chosen(self, theme: str) -> None:
        """A theme chosen anywhere (the palette, Settings) is remembered for the next run."""
        if self.loaded is not None and self.loaded.theme != theme:
            self.loaded.theme = theme
            self.save()

    def save(self) -> None:
        """Write the settings; a failure is reported, never raised."""
        from tanuki_table.persistence.settings import save_settings

        try:
            save_settings(self.settings)
        except OSError as exc:
            self.app.notify(f"Settings not saved: {exc.strerror or exc}", severity="warning")

    def open_screen(self) -> None:
        """The Settings screen; saved when it closes."""
        from tanuki_table.persistence.settings import settings_path
        from tanuki_table.ui.screens.settings_screen import SettingsScreen

        self.app.push_screen(SettingsScreen(self.settings, str(settings_path())), lambda _: self.save())


def settings_service(node: DOMNode) -> SettingsService | None:
    """The settings service of the app `node` runs in; None in an app without one (a test's bare App)."""
    service = getattr(node.app, "prefs", None)
    return service if isinstance(service, SettingsService) else None
