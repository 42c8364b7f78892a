"""The base of each game's board widget: `class Board(BoardBase)` in `games/<id>/board.py` draws
that game's table; the shared `GameScreen` (ui/screens/game/game_screen.py) owns everything else.

A board renders only from the observation `show()` is given (what the viewing seat may know); it
may post `CardPicked` when the player chooses a card or a place on the table, and the action list
is then narrowed to the actions that use it. It keeps its layout CSS in `DEFAULT_CSS` and must fit
80x24 (about 76 columns and 9 rows there).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar, Mapping, Sequence

from rich.text import Text
from textual.message import Message
from textual.widget import Widget

from tanuki_table.cards.words import card_name
from tanuki_table.core import grammar
from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.i18n import _, current_language, pgettext
from tanuki_table.core.plugin import GameRules
from tanuki_table.ui.screens.game.labels import shorten
from tanuki_table.ui.screens.game.marks import zone_changes


class BoardBase(Widget):
    """A game's table. Subclass it as `Board` in `games/<id>/board.py`."""

    DEFAULT_CSS = """
    BoardBase {
        height: auto;
        min-height: 6;
    }
    """

    class CardPicked(Message):
        """The player chose a card (None if face down to the viewer) or a place on the table
        (the board's own key, e.g. "1:3" for seat 1, slot 3: `actions_at` reads it)."""

        def __init__(self, card_id: str | None, place: str | None = None) -> None:
            super().__init__()
            self.card_id = card_id
            self.place = place

    def __init__(self, info: GameRules, names: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.info = info
        self.names = names
        """Display name of each seat, e.g. ["You", "Bot (simple)"] or ["Player 1", "Player 2"]."""
        self.obs: Observation | None = None
        """The last observation shown."""
        self.marks: dict[str, str] = {}
        """Places changed since the viewer's last move: place -> `moved`, `flipped`, `damaged` or
        `destroyed` (set by the screen)."""

    SHORT_FORMS: ClassVar[tuple[tuple[str, str], ...]] = ()
    """Short forms of long action labels, (regular expression, replacement) pairs applied in turn;
    shown only when the whole label would take more than two lines."""

    ASK_BEFORE_SKIPPING: ClassVar[Mapping[str, str]] = {}
    """Kinds of move the player is asked about before a pass or the end of the turn gives them up:
    `{"attack": "attacking"}` asks "End the turn without attacking?". Empty: never asked."""

    def skip_words(self, obs: Observation) -> Mapping[str, str]:
        """`ASK_BEFORE_SKIPPING` where `obs` stands (override where a phase's pass is an answer)."""
        return self.ASK_BEFORE_SKIPPING

    def name_of(self, seat: int) -> str:
        """A seat's display name ("You" for the reader, "Bot (easy)", a typed name, "Player N")."""
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"

    def is_you(self, seat: int | None) -> bool:
        """Whether `seat` is the reader's (named `grammar.YOU`)."""
        return seat is not None and self.name_of(seat) == grammar.YOU

    def shown_name(self, seat: int) -> str:
        """A seat's name as the board shows it (the reader's "You" in the app's language)."""
        # TRANSLATORS: the reader's own seat as the board names it ("You 5 · Bot (normal) 3")
        return pgettext("seat", "You") if self.is_you(seat) else self.name_of(seat)

    def game_over_text(self, winner: int | None) -> str:
        """ "Game over: a draw", "Game over: You win" or "Game over: Bot (easy) wins"."""
        if winner is None:
            return _("Game over: a draw")
        return _("Game over: You win") if self.is_you(winner) else _("Game over: {player} wins").format(
            player=self.shown_name(winner))

    @staticmethod
    def phase_steps(text: Text, labels: Sequence[str], current: int) -> None:
        """Append a phase strip's steps to `text`: those before `current` dim and ticked, the
        current one marked ▶ in capitals, the rest plain."""
        for i, label in enumerate(labels):
            if i < current:
                text.append(f"{label} ✓  ", style="dim")
            elif i == current:
                text.append(f"▶ {label.upper()}  ", style="bold reverse")
            else:
                text.append(f"{label}  ")

    def whose(self, seat: int, start: bool = False) -> str:
        """ "your" (or "Your" with `start`) for the reader's seat, else "Bot (easy)'s"."""
        return grammar.whose(self.name_of(seat), start)

    COMPACT_BELOW: ClassVar[tuple[int, int] | None] = None
    """(width, height): in a smaller terminal the board has the CSS class `-compact`; None: never."""

    def show(self, obs: Observation) -> None:
        """Draw the table as `obs.player` may see it. Override; call `super().show(obs)` first."""
        self.obs = obs
        self.set_class(self.compact(), "-compact")

    def compact(self) -> bool:
        """Whether the terminal is below `COMPACT_BELOW`."""
        if self.COMPACT_BELOW is None:
            return False
        width, height = self.COMPACT_BELOW
        size = self.app.size
        return size.width < width or size.height < height

    def on_resize(self) -> None:
        """Redraw on every resize (layouts, cell widths and cut text depend on the size)."""
        if self.obs is not None:
            self.show(self.obs)

    def short_label(self, label: str) -> str:
        """The short form of an action label (`SHORT_FORMS`)."""
        return shorten(label, self.SHORT_FORMS)

    MARK_ZONE: ClassVar[str] = "field"
    """The observation field holding each seat's places (a list per seat of a card or None)."""

    def place_key(self, seat: int, index: int) -> str:
        """The place key (as `CardPicked` posts it) of `index` in `seat`'s `MARK_ZONE` list."""
        return f"{seat}:{index}"

    def changes(self, before: Observation | None, after: Observation) -> dict[str, str]:
        """The places whose card moved, flipped, took damage or was destroyed between two
        observations of the same seat."""
        if before is None:
            return {}
        found = zone_changes(before, after, self.MARK_ZONE)
        return {self.place_key(seat, index): kind for (seat, index), kind in found.items()}

    def apply_marks(self) -> None:
        """Mark the changed places (a glyph and a colour; see `TableCard.set_mark`)."""
        for widget in self.query("TableCard"):
            place = getattr(widget, "place", None)
            set_mark = getattr(widget, "set_mark", None)
            if callable(set_mark):
                set_mark(self.marks.get(place) if isinstance(place, str) else None)

    def card_text(self, card_id: str) -> str:
        """One short line for a card in hand (override to add stats)."""
        return card_name(self.info.id, self.info.card(card_id).name)  # in the app's language (cards/words.py)

    def actions_at(self, place: str, legal: list[Action]) -> list[Action]:
        """The legal actions that use the table position `place` (as an actor or a target)."""
        return []

    def hand_order(self, cards: list[str]) -> list[str]:
        """The hand as it is drawn (override to sort, e.g. by rank)."""
        return list(cards)

    def phase_title(self, phase: str) -> str:
        """A phase or step as people call it, for the hot-seat handover ("Attack counter")."""
        if current_language() == "en":
            return phase.replace("_", " ").capitalize()
        return self.info.phase_text(phase)

    def status_text(self, obs: Observation) -> str:
        """One line for the status bar (phase, turn, scores); override to add more."""
        return obs.phase.replace("_", " ").title()

    def actions_for(self, selected: list[str], legal: list[Action]) -> list[Action]:
        """The legal actions whose `Action.card_ids()` are exactly the selected cards, else those
        that contain them."""
        want = Counter(selected)
        exact = [a for a in legal if Counter(a.card_ids()) == want]
        return exact or [a for a in legal if not want - Counter(a.card_ids())]

    def selection_hint(self, selected: list[str], matching: list[Action]) -> str:
        """A line under the hand about the selected cards, which `matching` actions use exactly;
        empty: the screen's default text."""
        return ""
