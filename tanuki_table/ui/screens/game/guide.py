"""The first-game guide: the goal and the keys of a game, the first time a person plays it
(`Settings.guided`). An overlay that takes no key from the table: each move (or F2) shows the next
step, Esc closes it. The game's part comes from its rules page (`quick_reference`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from tanuki_table.core.i18n import N_, _, current_language
from tanuki_table.core.text import cells
from tanuki_table.ui.screens.rules_screen import sections
from tanuki_table.ui.services.preferences import settings_service

if TYPE_CHECKING:
    from tanuki_table.ui.screens.game.game_screen import GameScreen
    from tanuki_table.ui.screens.game.seating import Seating

__all__ = ["FirstGameGuide", "GuidePanel", "guide_steps", "quick_reference"]


def _plain(line: str) -> str:
    """A markdown line as plain text: no emphasis, code marks or link targets; bullets as •."""
    line = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", line)
    line = re.sub(r"[*_`]{1,2}([^*_`]+)[*_`]{1,2}", r"\1", line)
    return re.sub(r"^\s*[-*]\s+", "• ", line).rstrip()


def _sections(text: str) -> list[tuple[str, list[str]]]:
    """(heading, lines) of a markdown page (`rules_screen.sections`), the part above the first heading under ""."""
    return [(title, part.splitlines()[1 if level else 0:]) for level, title, part in sections(text)]


def _paragraphs(lines: list[str], most: int) -> list[str]:
    """Up to `most` paragraphs or bullets of `lines`, each as one line of plain text."""
    found: list[str] = []
    for line in lines:
        if not line.strip():
            if found and found[-1]:
                found.append("")
            continue
        if re.match(r"^\s*[-*]\s+", line) or not found or not found[-1]:
            found.append(_plain(line.strip()))
        else:
            found[-1] += " " + _plain(line.strip())
    return [p for p in found if p][:most]


def quick_reference(text: str) -> list[str]:
    """The lines of a rules page a first game needs: its "Quick reference" section; else the first
    section and the goal ("Goal" or "Winning"). Empty for a page with neither."""
    sections = _sections(text)
    for heading, lines in sections:
        if heading.lower().startswith(("quick reference", _("Quick reference").lower())):  # the page's language
            return _paragraphs(lines, 8)
    first = next((lines for _, lines in sections if any(line.strip() for line in lines)), [])
    goal = next((_paragraphs(lines, 2) for heading, lines in sections
                 if heading.lower() in ("goal", "winning", "how to win")), [])
    return [p for p in _paragraphs(first, 1) if p not in goal] + goal


KEYS = [
    N_("Every move is a row of the action list with its own key: 1-9, 0, then letters. "
       "Press the key, or move with ↑ ↓ and press Enter."),
    N_("Your hand: ← → (or a d) move, space selects cards; the list then offers what the selected "
       "cards can do. Enter on a card shows only its moves; Esc shows all again."),
    N_("p passes, e ends the turn, i reads any card, ? the rules, w why the bot moved, u undoes, "
       "c concedes, q leaves (the game is kept for later)."),
]
"""The keys every game shares, as the guide's last steps."""
TABLE_KEYS = [
    *KEYS[:2],
    N_("p passes, e ends the turn, i reads any card, ? the rules, t says something to the table, "
       "c concedes, q leaves (your seat waits for you). The log on the right tells the others' moves."),
]
"""The same at a networked table: no undo and no bot to ask."""


STEP = 200
"""The most cells of one step: longer paragraphs are split between sentences."""


def _split(paragraph: str) -> list[str]:
    """`paragraph` in steps of at most about `STEP` characters, between sentences."""
    steps: list[str] = []
    for sentence in re.split(r"(?<=[.!?])\s+|(?<=。)", paragraph):  # 。 ends a Japanese sentence
        if steps and cells(steps[-1]) + 1 + cells(sentence) <= STEP:  # cells: a Japanese character is two
            steps[-1] += ("" if steps[-1].endswith("。") else " ") + sentence
        else:
            steps.append(sentence)
    return steps


def guide_steps(title: str, rules: str, at_table: bool = False) -> list[str]:
    """The guide of one game: its quick reference (at most six steps), then the keys."""
    steps = [step for paragraph in quick_reference(rules) for step in _split(paragraph)][:6]
    return [*(steps or [_("{game}: the rules are one key away, ?.").format(game=title)]),
            *(_(keys) for keys in (TABLE_KEYS if at_table else KEYS))]


class GuidePanel(Static):
    """The guide, one step at a time, over a corner of the table (no focus: the screen moves it on)."""

    DEFAULT_CSS = """
    GuidePanel {
        layer: guide;
        position: absolute;
        width: 46;
        height: auto;
        max-height: 14;
        border: round $accent;
        background: $panel;
        padding: 0 1;
    }
    """

    step: reactive[int] = reactive(0)
    """The step on show (0-based)."""

    def __init__(self, title: str, steps: list[str], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.steps = steps
        self.border_title = _("First game of {game}").format(game=title)
        self.border_subtitle = _("F2 next · Esc close")

    def watch_step(self, step: int) -> None:
        self.update(Text(f"{step + 1}/{len(self.steps)}  ", style="bold").append(self.steps[step]))


class FirstGameGuide:
    """The guide on a game screen (the screen holds one as `guide`): shown once per game."""

    def __init__(self, screen: GameScreen, seating: Seating) -> None:
        self.screen = screen
        self.seating = seating

    def maybe_show(self) -> None:
        """Show the guide on the person's first game of this game (headless only with `app.guides`)."""
        screen, seating = self.screen, self.seating
        prefs = settings_service(screen)
        game = seating.info.id
        if prefs is None or not prefs.settings.show_guide or game in prefs.settings.guided:
            return
        if not getattr(screen.app, "guides", not screen.app.is_headless):
            return
        if not seating.session.setup.humans():
            return
        try:
            rules = seating.info.rules_file_in(current_language()).read_text(encoding="utf-8")
        except OSError:
            rules = ""
        prefs.settings.guided = [*prefs.settings.guided, game]
        prefs.save()
        steps = guide_steps(seating.info.title, rules, at_table=screen.exits.allows("undo") is False)
        screen.mount(GuidePanel(seating.info.title, steps, id="guide"))
        screen.call_after_refresh(self.place)

    def panel(self) -> GuidePanel | None:
        return self.screen.query_one_optional(GuidePanel)

    def place(self) -> None:
        """Over the log (wide), or over the rival's side of the board (narrow, or a networked table)."""
        panel = self.panel()
        if panel is None:
            return
        size = self.screen.app.size
        x = max(0, size.width - 46)
        narrow = size.width < 110 or self.screen.exits.allows("undo") is False
        y = 1 if narrow else max(2, size.height // 2)
        panel.styles.max_height = 8 if narrow else 14
        panel.styles.offset = (x, y)

    def next_step(self) -> None:
        """The guide's next step (it closes after the last)."""
        panel = self.panel()
        if panel is not None and panel.step + 1 < len(panel.steps):
            panel.step += 1
        elif panel is not None:
            panel.remove()

    def close(self) -> bool:
        """Close the guide; False if there was none."""
        panel = self.panel()
        if panel is not None:
            panel.remove()
        return panel is not None
