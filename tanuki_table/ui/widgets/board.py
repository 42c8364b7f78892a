"""The base of each game's board widget, and the contract between it and the shared game screen.

The shared `GameScreen` (ui/screens/game/game_screen.py) owns everything every game has: the status line, the
hand (with multi-select), the numbered action list over `legal_actions()`, the log, the footer
keys, handover screens, bot turns in a worker, undo, save, game over. A game adds one module,
`tanuki_table/games/<id>/board.py`, defining `class Board(BoardBase)` that draws that game's
table from an observation. A board:

- renders only from the observation it is given (never from the state: the observation is what
  the viewing seat may know), via `show()`, called after every change;
- may post `BoardBase.CardPicked(card_id)` when the player clicks or chooses a card on the table
  (e.g. a monster on the field); the game screen then narrows the action list to actions whose
  `Action.card_ids()` contain that id, so select-then-act works for field cards too;
- gives the short one-line text of a card in hand through `card_text()` (e.g. "Igaguri 350/500");
- keeps its layout CSS in `DEFAULT_CSS` and must fit 80x24 (the board gets about 76 columns and
  9 rows there; more on larger terminals: use `self.size`).

Card names come from `self.info.card(card_id).name`, shown through `cards.words.card_name(game, name)`
(the app's language).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar, Mapping

from textual.message import Message
from textual.widget import Widget

from tanuki_table.cards.words import card_name
from tanuki_table.core import grammar
from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.i18n import current_language
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
        """The player chose a card or a place on the table.

        `card_id` is the card there if the viewer may know it (None for a face-down rival card);
        `place` is the board's own key for the position (e.g. "1:3" for seat 1, slot 3), which
        `actions_at` turns into the legal actions that use it (targets included)."""

        def __init__(self, card_id: str | None, place: str | None = None) -> None:
            super().__init__()
            self.card_id = card_id
            self.place = place

    def __init__(self, info: GameRules, names: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.info = info
        """The game being played."""
        self.names = names
        """Display name of each seat, e.g. ["You", "Bot (simple)"] or ["Player 1", "Player 2"]."""
        self.obs: Observation | None = None
        """The last observation shown."""
        self.marks: dict[str, str] = {}
        """Places that changed since the viewer's last move: place -> `moved`, `flipped`,
        `damaged` or `destroyed` (set by the screen; `apply_marks` draws them)."""

    SHORT_FORMS: ClassVar[tuple[tuple[str, str], ...]] = ()
    """The game's short forms of long action labels: (regular expression, replacement) pairs
    applied in turn (`tanuki_table.ui.screens.game.labels.shorten`). A short form keeps what tells two actions
    apart (the card, the slot, the target); the list shows it only when the whole label would
    take more than two lines."""

    ASK_BEFORE_SKIPPING: ClassVar[Mapping[str, str]] = {}
    """Kinds of move the player is asked about before a pass or the end of the turn gives them up
    for the turn, each with the words for not making it: `{"attack": "attacking"}` asks "End the
    turn without attacking?" (`tanuki_table.ui.screens.game.skipping`). Empty: never asked (a game whose
    passes are answers, not a way on)."""

    def skip_words(self, obs: Observation) -> Mapping[str, str]:
        """`ASK_BEFORE_SKIPPING` where `obs` stands (override where a phase's pass is an answer,
        e.g. a setup's "set no card")."""
        return self.ASK_BEFORE_SKIPPING

    def winner_text(self, winner: int | None) -> str:
        """ "You win", "Bot (easy) wins" or "a draw", for a game-over line."""
        if winner is None:
            return "a draw"
        return self.says(winner, "wins")

    def name_of(self, seat: int) -> str:
        """A seat's display name ("You" for the reader, "Bot (easy)", a typed name, "Player N")."""
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"

    def whose(self, seat: int, start: bool = False) -> str:
        """ "your" (or "Your" with `start`) for the reader's seat, else "Bot (easy)'s"."""
        return grammar.whose(self.name_of(seat), start)

    def says(self, seat: int, verb: str) -> str:
        """A seat's name with a verb that agrees ("You win", "Bot (easy) wins")."""
        return grammar.says(self.name_of(seat), verb)

    COMPACT_BELOW: ClassVar[tuple[int, int] | None] = None
    """(width, height): in a terminal narrower or shorter than this the board draws its one-line
    layout (CSS class `-compact`, set by `show()`); None: one layout only."""

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
        """Redraw when the terminal crosses the compact threshold."""
        if self.obs is not None and self.has_class("-compact") != self.compact():
            self.show(self.obs)

    def short_label(self, label: str) -> str:
        """The short form of an action label (`SHORT_FORMS`)."""
        return shorten(label, self.SHORT_FORMS)

    MARK_ZONE: ClassVar[str] = "field"
    """The observation field holding each seat's places (a list per seat of a card or None), for
    `changes`; boards whose places are numbered otherwise override `place_key`."""

    def place_key(self, seat: int, index: int) -> str:
        """The place key (as `CardPicked` posts it) of `index` in `seat`'s `MARK_ZONE` list."""
        return f"{seat}:{index}"

    def changes(self, before: Observation | None, after: Observation) -> dict[str, str]:
        """The places whose card moved in or away, flipped, took damage or was destroyed between
        two observations of the same seat (see `tanuki_table.ui.screens.game.marks.change`)."""
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
        """The legal actions that use the table position `place` (as an actor or a target).
        Override where the board posts places; the default matches nothing."""
        return []

    def hand_order(self, cards: list[str]) -> list[str]:
        """The hand as it is drawn (override to sort, e.g. by rank); the observation keeps the
        engine's order."""
        return list(cards)

    def phase_title(self, phase: str) -> str:
        """A phase or step as people call it, on the hot-seat handover: in English the id with
        spaces, capitalised ("Attack counter"); in another language the game's own words
        (`GameRules.phase_text`: "Faza Ataku: krok kontry")."""
        if current_language() == "en":
            return phase.replace("_", " ").capitalize()
        return self.info.phase_text(phase)

    def status_text(self, obs: Observation) -> str:
        """One line for the status bar (phase, turn, scores); override to add more."""
        return obs.phase.replace("_", " ").title()

    def actions_for(self, selected: list[str], legal: list[Action]) -> list[Action]:
        """The legal actions that use the selected cards: those whose `Action.card_ids()` are
        exactly the selection, else those that contain it. Override when a game's actions name
        cards another way (Tacocat's exchanges are keyed by rank)."""

        want = Counter(selected)
        exact = [a for a in legal if Counter(a.card_ids()) == want]
        return exact or [a for a in legal if not want - Counter(a.card_ids())]

    def selection_hint(self, selected: list[str], matching: list[Action]) -> str:
        """A line under the hand about the cards the player has selected (override to explain,
        e.g. Animale Tattica's "not aligned: needs 3 cards above 6"). `matching` holds the legal
        actions that use exactly the selected cards. Empty string: the screen's default text."""
        return ""
