"""A compact footer that fits its width: it leaves out the keys its screen ranks lowest
(`FOOTER_DROP`) until the rest fit, then ends with the command palette's key, "More keys".

Both footers here translate each key's description where drawn: a class's `BINDINGS` are made at
import, before the language is settled, so descriptions are marked with `N_`.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer

from tanuki_table.core.i18n import N_, _

__all__ = ["FittedFooter", "FittedKey", "KeyFooter", "fitted_keys", "key_text", "keys_width"]

MORE_KEYS, PALETTE = N_("More keys"), N_("Palette")


def key_text(description: str) -> str:
    """A key's description (marked with `N_` where its binding is made) in the language in use."""
    return _(description) if description else description


class KeyFooter(Footer):
    """Textual's Footer, its keys described in the language in use."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            description = getattr(widget, "description", None)  # a key (Textual's FooterKey)
            if isinstance(description, str):
                setattr(widget, "description", key_text(description))
            yield widget


def keys_width(rows: list[tuple[str, str, str]]) -> int:
    """The cells (action, key shown, description) rows take in the footer, margins included."""
    return sum(cell_len(shown) + 1 + cell_len(text) + 1 for _action, shown, text in rows)


def palette_fits(rows: list[tuple[str, str, str]], width: int, palette: str) -> bool:
    """Whether the palette's key, shown as `palette` and described "Palette", fits beside `rows`
    in `width` cells (docked at the right edge, it would cover the last key's end)."""
    return keys_width(rows) + cell_len(palette) + 1 + cell_len(_(PALETTE)) + 1 <= width


def fitted_keys(keys: list[tuple[str, str, str]], width: int, drop: tuple[str, ...],
                palette: str) -> tuple[list[tuple[str, str, str]], bool]:
    """The (action, key shown, description) rows that fit in `width` cells, leaving out the
    actions of `drop` in its order first; and whether any was left out (then the palette's key,
    shown as `palette`, needs its room too)."""
    more = cell_len(palette) + 1 + cell_len(_(MORE_KEYS)) + 1
    rows = list(keys)
    if keys_width(rows) <= width:
        return rows, False
    for action in drop:
        rows = [row for row in rows if row[0] != action]
        if keys_width(rows) + more <= width:
            break
    while rows and keys_width(rows) + more > width:  # still too wide: the last ones go
        rows.pop()
    return rows, True


class FittedKey(Widget):
    """One key of the footer, drawn as Textual's compact footer draws it ("p Pass"); a click
    presses the key. Textual's own FooterKey is not public (`textual.widgets._footer`)."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES = {"footer-key--key", "footer-key--description"}
    DEFAULT_CSS = """
    FittedKey {
        width: auto;
        height: 1;
        text-wrap: nowrap;
        margin-right: 1;
        background: $footer-item-background;
        .footer-key--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        .footer-key--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        &:hover {
            pointer: pointer;
            color: $footer-key-foreground;
            background: $block-hover-background;
        }
        &.-disabled { text-style: dim; }
        &.-command-palette {
            dock: right;
            border-left: vkey $foreground 20%;
        }
    }
    """

    def __init__(self, key: str, key_display: str, description: str, *, disabled: bool = False,
                 tooltip: str = "", classes: str = "") -> None:
        super().__init__(classes=f"{classes} -disabled" if disabled else classes)
        self.key, self.key_display, self.description = key, key_display, description
        self.set_reactive(Widget.shrink, False)
        if tooltip:
            self.tooltip = tooltip

    def render(self) -> Text:
        described = (" " + self.description, self.get_component_rich_style("footer-key--description"))
        text = Text.assemble((self.key_display, self.get_component_rich_style("footer-key--key")),
                             described if self.description else "")
        text.stylize_before(self.rich_style)
        return text

    def on_mouse_down(self) -> None:
        if self.has_class("-disabled"):
            self.app.bell()
        else:
            self.app.simulate_key(self.key)


class FittedFooter(Footer):
    """Footer(compact=True) that never cuts a key. It is composed again only when the keys it
    shows change (a move changes the bindings' state many times, mostly to the same keys)."""

    def __init__(self) -> None:
        super().__init__(compact=True, show_command_palette=False)
        self._width = 0
        self._ready = False
        self._shown: list[tuple[str, str, str, bool, str, str]] = []

    def bindings_changed(self, screen: Screen) -> None:
        self._ready = True  # the screen's bindings are known: compose can list them
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            self.call_after_refresh(self._recompose_if_changed)

    async def _recompose_if_changed(self) -> None:
        if self.is_attached and self._keys() != self._shown:
            await self.recompose()

    def compose(self) -> ComposeResult:
        self._shown = self._keys()
        for key, shown, description, disabled, tooltip, classes in self._shown:
            yield FittedKey(key, shown, description, disabled=disabled, tooltip=tooltip, classes=classes)

    def _keys(self) -> list[tuple[str, str, str, bool, str, str]]:
        """(key, key shown, description, disabled, tooltip, classes) of each key to show."""
        if not self._ready:
            return []
        shown: dict[str, tuple[Binding, bool, str]] = {}
        for _node, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show and binding.action not in shown:
                shown[binding.action] = (binding, enabled, tooltip)
        # a word once: two live keys that say the same ("q Menu" and, after the game, "m Menu")
        # show as the later one (the game-over box's); the other key still works
        said: dict[str, str] = {}
        for action, (binding, enabled, _tip) in list(shown.items()):
            words = key_text(binding.description)
            if enabled and words in said:
                del shown[said[words]]
            if enabled:
                said[words] = action
        found = self.screen.active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
        palette = found[1] if found else None
        palette_key = self.app.get_key_display(palette) if palette else ""
        rows = [(action, self.app.get_key_display(b), key_text(b.description)) for action, (b, _on, _tip) in shown.items()]
        width = self.size.width or self.app.size.width
        fitted, cut = fitted_keys(rows, width, tuple(getattr(self.screen, "FOOTER_DROP", ())), palette_key)
        keys = []
        for action, key_shown, description in fitted:
            binding, enabled, tooltip = shown[action]
            keys.append((binding.key, key_shown, description, not enabled, tooltip, ""))
        if palette is not None and (cut or (width >= 110 and palette_fits(fitted, width, palette_key))):
            keys.append((palette.key, palette_key, _(MORE_KEYS if cut else PALETTE), False,
                         _("every key and action by name"), "-command-palette"))
        return keys

    def on_resize(self, event: events.Resize) -> None:
        if event.size.width != self._width:
            self._width = event.size.width
            self.call_after_refresh(self._recompose_if_changed)
