"""A game's rulebook (rules/<game>.md, or a plug-in's own) on its own screen, with contents.

The page is Rich's `Markdown`, one `Static` per section (a heading and what follows it), in one
scrolling column: a handful of widgets. Textual's `MarkdownViewer` builds a widget for every
paragraph, list item and table cell (hundreds for a rulebook) and styles each of them again as
the focus moves, which made `?` slow to open (benchmarks/rules_open.py measures it). The sections
below the first screen are mounted once it is painted, and the game screen loads the Markdown
reader in the background (`warm_up`). `t` shows the contents, a list of the headings; Enter there
scrolls to one.
"""

from __future__ import annotations

import importlib
import sys
import threading
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from tanuki_table.games import get_game

if TYPE_CHECKING:
    from rich.console import RenderableType

__all__ = ["RulesScreen", "sections", "warm_up"]

_warming = False


def warm_up() -> None:
    """Load the Markdown reader (markdown-it, slow to import) in a background thread while the
    player looks at the table, so that the first `?` of a game opens at once. Once per process."""
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


class RulesScreen(Screen[None]):
    """A game's rulebook, with a table of contents (`t`)."""

    CSS_PATH = "rules_screen.tcss"
    BINDINGS = [
        Binding("escape,q,question_mark", "app.pop_screen", "Back"),
        Binding("t", "toggle_toc", "Contents"),
    ]

    def __init__(self, game_id: str, title: str) -> None:
        super().__init__()
        self.game_id = game_id
        self.sub_title = f"Rules: {title}"
        try:
            text = get_game(game_id).rules_file.read_text(encoding="utf-8")
        except (OSError, KeyError):
            text = f"# Rules\n\nThe rulebook for {game_id} is missing."
        self.text = text
        """The rulebook's Markdown."""
        self.parts = sections(text)

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield OptionList(*[Option(Text("  " * max(level - 1, 0) + title), id=f"to-{n}")
                               for n, (level, title, _) in enumerate(self.parts) if title], id="rules-toc")
            with VerticalScroll(id="rules"):
                yield from self._pages(0, self._first_screen())
        yield Footer()

    def _first_screen(self) -> int:
        """How many sections fill the first screen (their Markdown lines; the rest come after)."""
        lines, height = 0, self.app.size.height
        for n, (_, _, part) in enumerate(self.parts):
            lines += part.count("\n") + 2
            if lines >= height:
                return n + 1
        return len(self.parts)

    def _pages(self, start: int, stop: int) -> list[Static]:
        from rich.markdown import Markdown  # markdown-it with it: only once the rules are opened

        pages = []
        for n, (_, _, part) in enumerate(self.parts[start:stop], start):
            page: RenderableType = Markdown(part)
            pages.append(Static(page, id=f"part-{n}", classes="rules-section"))
        return pages

    def on_mount(self) -> None:
        self.query_one("#rules", VerticalScroll).focus()
        self.call_after_refresh(self._rest)

    def _rest(self) -> None:
        """The sections below the first screen, once it is painted (each section is laid out by
        rendering all of it: the first paint waits only for what it shows)."""
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
