"""A game's rulebook (rules/<game>.md, or its translation beside it) with contents (`t`).

Each section is one `Static` of Rich's `Markdown`, not Textual's `MarkdownViewer`, which builds a
widget per paragraph and was slow to open; the sections below the first screen mount after it paints.
"""

from __future__ import annotations

import functools
import importlib
import sys
import threading
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import OptionList, Static
from tanuki_table.ui.widgets.footer import KeyFooter
from textual.widgets.option_list import Option

from tanuki_table.core.i18n import N_, _, current_language
from tanuki_table.games import get_game

if TYPE_CHECKING:
    from rich.console import RenderableType

__all__ = ["RulesScreen", "markdown", "sections", "warm_up"]

_warming = False


def warm_up() -> None:
    """Load the Markdown reader (slow to import) in a background thread, once per process."""
    global _warming
    if _warming or "rich.markdown" in sys.modules:
        return
    _warming = True
    threading.Thread(target=importlib.import_module, args=("rich.markdown",), name="rules warm-up", daemon=True).start()


def sections(text: str) -> list[tuple[int, str, str]]:
    """The rulebook cut at its headings: (level, heading, the section's Markdown with its
    heading). Text before the first heading is a section of level 0 with no heading."""
    found: list[tuple[int, str, list[str]]] = []
    fenced = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        hashes = len(line) - len(line.lstrip("#"))
        if not fenced and 0 < hashes <= 6 and line[hashes:hashes + 1] == " ":
            found.append((hashes, line[hashes:].strip(), [line]))
        elif found:
            found[-1][2].append(line)
        elif line.strip():
            found.append((0, "", [line]))
    return [(level, title, "\n".join(lines)) for level, title, lines in found]


@functools.cache
def _folding_markdown() -> type:
    """Rich's `Markdown` whose tables fold a word too long for its column (Japanese has no spaces)."""
    from rich.markdown import Markdown, TableElement  # markdown-it with it: only once the rules are opened
    from rich.table import Table

    class FoldingTable(TableElement):
        def __rich_console__(self, console, options):
            for part in super().__rich_console__(console, options):
                if isinstance(part, Table):
                    for column in part.columns:
                        column.overflow = "fold"
                yield part

    class FoldingMarkdown(Markdown):
        elements = {**Markdown.elements, "table_open": FoldingTable}

    return FoldingMarkdown


def markdown(text: str) -> RenderableType:
    """A rulebook section as Rich's `Markdown`, tables folding long words rather than cutting them."""
    page: RenderableType = _folding_markdown()(text)
    return page


class RulesScreen(Screen[None]):
    """A game's rulebook, with a table of contents (`t`)."""

    CSS_PATH = "rules_screen.tcss"
    BINDINGS = [
        Binding("escape,q,question_mark", "app.pop_screen", N_("Back")),
        Binding("t", "toggle_toc", N_("Contents")),
    ]

    def __init__(self, game_id: str, title: str) -> None:
        super().__init__()
        self.game_id = game_id
        self.sub_title = _("Rules: {game}").format(game=_(title) if title else title)
        try:
            text = get_game(game_id).rules_file_in(current_language()).read_text(encoding="utf-8")
        except (OSError, KeyError):
            # TRANSLATORS: a Markdown page; {game} is the game's id (tacocat)
            text = _("# Rules\n\nThe rulebook for {game} is missing.").format(game=game_id)
        self.text = text
        self.parts = sections(text)

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield OptionList(*[Option(Text("  " * max(level - 1, 0) + title), id=f"to-{n}")
                               for n, (level, title, _part) in enumerate(self.parts) if title], id="rules-toc")
            with VerticalScroll(id="rules"):
                yield from self._pages(0, self._first_screen())
        yield KeyFooter()

    def _first_screen(self) -> int:
        """How many sections fill the first screen (their Markdown lines; the rest come after)."""
        lines, height = 0, self.app.size.height
        for n, (_level, _title, part) in enumerate(self.parts):
            lines += part.count("\n") + 2
            if lines >= height:
                return n + 1
        return len(self.parts)

    def _pages(self, start: int, stop: int) -> list[Static]:
        return [Static(markdown(part), id=f"part-{n}", classes="rules-section")
                for n, (_level, _title, part) in enumerate(self.parts[start:stop], start)]

    def on_mount(self) -> None:
        self.query_one("#rules", VerticalScroll).focus()
        self.call_after_refresh(self._rest)

    def _rest(self) -> None:
        """The sections below the first screen, once it is painted."""
        shown = len(self.query(".rules-section"))
        if shown < len(self.parts):
            self.query_one("#rules", VerticalScroll).mount(*self._pages(shown, len(self.parts)))

    def action_toggle_toc(self) -> None:
        shown = not self.has_class("-toc")
        self.set_class(shown, "-toc")
        self.query_one("#rules-toc" if shown else "#rules").focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A heading of the contents: its section at the top of the page."""
        number = (event.option.id or "").removeprefix("to-")
        if number.isdigit():
            self.query_one("#rules", VerticalScroll).scroll_to_widget(self.query_one(f"#part-{number}"), top=True)
