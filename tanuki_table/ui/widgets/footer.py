"""A compact footer that fits its width: it leaves out the keys its screen ranks lowest until the
rest fit, and then ends with the command palette's key, "More keys", where every one of them is.

Textual's Footer lays every key in one row and cuts the last ones at the window's edge ("c Conc"
at 100 columns). A screen ranks its keys by `FOOTER_DROP`: the actions whose keys go first.

Both footers here show each key's description in the language in use: Textual shows
`Binding.description` as written, and a class's `BINDINGS` are made at import, before the
language is settled; so descriptions are marked with `N_` and translated here, where drawn
(`KeyFooter` is Textual's Footer with that alone).
"""

from __future__ import annotations

from collections.abc import Iterator

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from tanuki_table.core.i18n import N_, _

__all__ = ["FittedFooter", "KeyFooter", "fitted_keys", "key_text"]

MORE_KEYS, PALETTE = N_("More keys"), N_("Palette")


def key_text(description: str) -> str:
    """A key's description (marked with `N_` where its binding is made) in the language in use."""
    return _(description) if description else description


class KeyFooter(Footer):
    """Textual's Footer, its keys described in the language in use."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                widget.description = key_text(widget.description)
            yield widget


def fitted_keys(keys: list[tuple[str, str, str]], width: int, drop: tuple[str, ...],
                palette: str) -> tuple[list[tuple[str, str, str]], bool]:
    """The (action, key shown, description) rows that fit in `width` cells, leaving out the
    actions of `drop` in its order first; and whether any was left out (then the palette's key,
    shown as `palette`, needs its room too)."""

    def cells(rows: list[tuple[str, str, str]]) -> int:
        return sum(cell_len(shown) + 1 + cell_len(text) + 1 for _action, shown, text in rows)

    more = cell_len(palette) + 1 + cell_len(_(MORE_KEYS)) + 1
    rows = list(keys)
    if cells(rows) <= width:
        return rows, False
    for action in drop:
        rows = [row for row in rows if row[0] != action]
        if cells(rows) + more <= width:
            break
    while rows and cells(rows) + more > width:  # still too wide: the last ones go
        rows.pop()
    return rows, True


class FittedFooter(Footer):
    """Footer(compact=True) that never cuts a key: see the module's text."""

    def __init__(self) -> None:
        super().__init__(compact=True, show_command_palette=False)
        self._width = 0

    def _palette(self) -> Binding | None:
        found = self.screen.active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
        return found[1] if found else None

    def compose(self) -> ComposeResult:
        if not self._bindings_ready:
            return
        shown: dict[str, tuple[Binding, bool, str]] = {}
        for _node, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show and binding.action not in shown:
                shown[binding.action] = (binding, enabled, tooltip)
        palette = self._palette()
        palette_key = self.app.get_key_display(palette) if palette else ""
        rows = [(action, self.app.get_key_display(b), key_text(b.description)) for action, (b, _on, _tip) in shown.items()]
        width = self.size.width or self.app.size.width
        fitted, cut = fitted_keys(rows, width, tuple(getattr(self.screen, "FOOTER_DROP", ())), palette_key)
        yield from self._keys([shown[action] for action, _shown, _text in fitted])
        if palette is not None and (cut or width >= 110):
            yield FooterKey(palette.key, palette_key, _(MORE_KEYS if cut else PALETTE), palette.action,
                            classes="-command-palette", tooltip=_("every key and action by name")
                            ).data_bind(compact=Footer.compact)

    def _keys(self, rows: list[tuple[Binding, bool, str]]) -> Iterator[FooterKey]:
        for binding, enabled, tooltip in rows:
            yield FooterKey(binding.key, self.app.get_key_display(binding), key_text(binding.description), binding.action,
                            disabled=not enabled, tooltip=tooltip).data_bind(compact=Footer.compact)

    def on_resize(self, event: events.Resize) -> None:
        if event.size.width != self._width:
            self._width = event.size.width
            self.call_after_refresh(self.recompose)
