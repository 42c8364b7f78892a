"""The Settings screen: changes apply at once and are saved when the screen closes (Esc, Done)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Literal

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Label, Select, Switch
from tanuki_table.ui.widgets.footer import KeyFooter

from tanuki_table.core.i18n import LANGUAGES, N_, _, current_language, language_from
from tanuki_table.ui.dialogs.modal import SafeModal

if TYPE_CHECKING:
    from tanuki_table.persistence.settings import Settings

DELAYS = (0.0, 0.3, 0.6, 1.0, 2.0)
KEEP = (50, 100, 200, 500, 1000)
LEVELS = ("easy", "normal", "hard", "random")
LEVEL_NAMES = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"), "random": N_("random")}
"""How the bot levels are shown (the settings file keeps the English names)."""


def level_name(level: str) -> str:
    """A bot level in the language in use ("normal" -> "normalny"); another bot's name as it is."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


PAUSES: tuple[tuple[str, Literal["always", "important", "never"]], ...] = (
    (N_("important only (trick, round and game ends)"), "important"), (N_("always"), "always"), (N_("never"), "never"))


def language_options() -> list[tuple[str, str]]:
    """The Settings screen's languages: each named in itself, and "" (the environment's)."""
    here = LANGUAGES[language_from(None, None)]
    return [(_("From the environment ({language})").format(language=here), "")] + \
        [(name, code) for code, name in LANGUAGES.items()]


def row(label: str, widget: Widget, classes: str = "", id: str | None = None) -> ComposeResult:
    """A label and its field side by side: a `.row` of the Settings and setup screens."""
    with Horizontal(classes=f"row {classes}".rstrip(), id=id):
        yield Label(label)
        yield widget


def choice(options: Iterable[tuple[Any, Any]], value: object, id: str) -> Select[Any]:
    """A compact drop-down that always holds one of `options`."""
    return Select(options, value=value, allow_blank=False, compact=True, id=id)


class SettingsScreen(SafeModal[None]):
    """Edit the player's settings."""

    CSS_PATH = "settings_screen.tcss"
    BINDINGS = [Binding("escape", "done", N_("Done"))]

    def __init__(self, settings: Settings, where: str) -> None:
        super().__init__()
        self.settings = settings
        self.where = where

    def compose(self) -> ComposeResult:
        s = self.settings
        themes = sorted(self.app.available_themes)
        with VerticalScroll():
            yield Label(_("Settings"), id="settings-title")
            yield Label(_("Saved in {folder}").format(folder=self.where), id="settings-where", markup=False)
            yield from row(_("Language"), choice(language_options(), s.language, "language"))
            yield from row(_("Theme"), choice([(t, t) for t in themes], s.theme if s.theme in themes else self.app.theme,
                                              "theme"))
            yield from row(_("Bot offered first"), choice([(level_name(lv), lv) for lv in LEVELS],
                                                          s.bot_level if s.bot_level in LEVELS else "normal", "bot_level"))
            delay = min(DELAYS, key=lambda d: abs(d - s.bot_delay))
            # TRANSLATORS: {seconds} is a number of seconds, as "0.6"
            yield from row(_("Pause between bot moves"),
                           choice([(_("{seconds} s").format(seconds=f"{d:g}"), d) for d in DELAYS], delay, "bot_delay"))
            yield from row(_("Auto-pass when only passing is legal"), Switch(s.auto_pass, id="auto_pass"))
            yield from row(_("Ask before skipping an attack or a summon"),
                           Switch(s.ask_before_skipping, id="ask_before_skipping"))
            yield from row(_("Bell when it is your turn"), Switch(s.sound == "bell", id="sound"))
            yield from row(_("Phase lines in the game log (L)"), Switch(s.log_phases, id="log_phases"))
            yield from row(_("Pause on results"),
                           choice([(_(label), kind) for label, kind in PAUSES], s.pause_on_results, "pause_on_results"))
            yield from row(_("First-game guide (on: shown again)"), Switch(s.show_guide and not s.guided, id="show_guide"))
            keep = min(KEEP, key=lambda k: abs(k - s.finished_to_keep))
            yield from row(_("Finished games kept"), choice([(str(k), k) for k in KEEP], keep, "keep"))
            yield Button(_("Done (esc)"), id="done", variant="primary", compact=True)
        yield KeyFooter()

    @on(Select.Changed)
    def _select(self, event: Select.Changed) -> None:
        """Each drop-down is named as its setting (`keep`: `finished_to_keep`); the model validates it."""
        name = event.select.id
        if event.value is Select.BLANK or name is None:
            return
        if name == "language" and event.value == self.settings.language:  # (not the value it opened with)
            return
        setattr(self.settings, "finished_to_keep" if name == "keep" else name, event.value)
        if name == "theme":
            self.app.theme = str(event.value)
        elif name == "language" and language_from(None, self.settings.language) != current_language():
            self.notify(_("The new language is used from the next start of Tanuki Table."))

    @on(Switch.Changed)
    def _switch(self, event: Switch.Changed) -> None:
        if event.switch.id in ("auto_pass", "ask_before_skipping", "log_phases"):  # named as the settings
            setattr(self.settings, event.switch.id, event.value)
        elif event.switch.id == "sound":
            self.settings.sound = "bell" if event.value else "off"
        elif event.switch.id == "show_guide":
            self.settings.show_guide = event.value
            if event.value:
                self.settings.guided = []  # every game's guide comes back

    @on(Button.Pressed, "#done")
    def action_done(self) -> None:
        self.answer(None)
