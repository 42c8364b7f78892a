"""The card inspector: every card the viewer may read now, in full, and the public piles. Its cards
come from the viewer's observation only, so it cannot offer a hidden card.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Container, Iterator, Sequence

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import OptionList, Static
from tanuki_table.ui.widgets.footer import KeyFooter
from textual.widgets.option_list import Option
from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import N_, _, pgettext

from tanuki_table.core import grammar
from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.plugin import GameRules, Pile, Place
from tanuki_table.core.text import safe_text
from tanuki_table.ui.widgets.cardview import draw_view
from tanuki_table.ui.dialogs.modal import SafeModal

__all__ = ["InspectorScreen", "Entry", "pile_names", "seat_words", "visible_entries"]

YOUR_HAND = Place(N_("Your hand"))
ON_THE_TABLE = Place(N_("On the table"))
NAMED = Place(N_("Named by your actions"))


@dataclass(frozen=True)
class Entry:
    """One card the viewer may read, and where it is."""

    where: str
    card_id: str
    pile: bool = False
    """A card of a public pile (`g` jumps from pile to pile)."""


def _card_ids(value: object, known: Container[str]) -> Iterator[str]:
    """Every card id inside an observation's dumped value, in order."""
    if isinstance(value, str):
        if value in known:
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _card_ids(item, known)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _card_ids(item, known)


def visible_entries(game: GameRules, obs: Observation, legal: Sequence[Action] = ()) -> list[Entry]:
    """The cards `obs.player` may read now, one row per card where it lies: hand, table (where
    `GameRules.table_cards` says, else every other card id of `obs`), their actions' cards, piles."""
    known = {card.id: card for card in game.cards()}
    entries: list[Entry] = [Entry(YOUR_HAND, c) for c in obs.hand if c in known]
    piles = game.public_piles(obs)
    placed = game.table_cards(obs)
    if placed is None:
        in_piles = Counter(c for pile in piles for c in pile.cards)
        placed = []
        for card_id in _card_ids(obs.model_dump(exclude={"hand", "game"}), known):
            if in_piles[card_id] > 0:
                in_piles[card_id] -= 1
            else:
                placed.append((ON_THE_TABLE, card_id))
    entries += [Entry(where, c) for where, c in placed if c in known]
    seen = {entry.card_id for entry in entries} | {c for pile in piles for c in pile.cards}
    for action in legal:
        for card_id in action.card_ids():
            if card_id in known and card_id not in seen:
                seen.add(card_id)
                entries.append(Entry(NAMED, card_id))
    for pile in piles:
        where = pile.name if isinstance(pile.name, Place) or pile.owner is None or "Player" in pile.name \
            or "Your" in pile.name else f"{pile.name} · Player {pile.owner + 1}"  # a Place names its seat itself
        for card_id in reversed(pile.cards):
            if card_id in known:
                entries.append(Entry(where, card_id, pile=True))
    return entries


def seat_words(where: str, names: Sequence[str]) -> str:
    """A place or a line of a card's text with the seats' names: a `Place` in the app's language,
    plain English through `grammar.named_seats` ("In play (Bot (normal)'s back 2)")."""
    if isinstance(where, Place):
        return where.words(names)
    return grammar.named_seats(where, names)


def pile_names(piles: Sequence[Pile], names: Sequence[str]) -> str:
    """The piles' names in a row ("Your Graveyard, Bot (normal)'s Graveyard"; "あなたの墓地、…")."""
    return pgettext("list", ", ").join(seat_words(pile.name, names) for pile in piles)


class InspectorScreen(SafeModal[None]):
    """Read any card you may see: ↑/↓ to move, Esc to go back to the table."""

    CSS_PATH = "inspector.tcss"
    BINDINGS = [
        Binding("escape,i,q", "answer(None)", N_("Back to the table")),
        Binding("g", "piles", N_("Piles")),
    ]

    def __init__(self, game: GameRules, obs: Observation, entries: list[Entry], start: str | None = None,
                 names: Sequence[str] = ()) -> None:
        super().__init__()
        self.game = game
        self.obs = obs
        self.entries = entries
        self.names = list(names)
        self.start = start
        """A card id or a pile name to open at."""

    def compose(self) -> ComposeResult:
        with Horizontal():
            options = [Option(self._label(e), id=str(i)) for i, e in enumerate(self.entries)]
            yield OptionList(*options, id="inspect-list")
            with VerticalScroll(id="inspect-card"):
                yield Static(id="inspect-view")
        yield KeyFooter()

    def _where(self, where: str) -> str:
        return seat_words(where, self.names)

    def _label(self, entry: Entry) -> Text:
        text = safe_text(card_name(self.game.id, self.game.card(entry.card_id).name))  # in the app's language
        text.append(f"  {self._where(entry.where)}", style="dim")
        return text

    def on_mount(self) -> None:
        options = self.query_one("#inspect-list", OptionList)
        if not self.entries:
            self.query_one("#inspect-view", Static).update(Text(_("No card to read here yet."), style="dim"))
            return
        start = self.start
        index = next((i for i, entry in enumerate(self.entries) if start in (entry.card_id, entry.where)
                      or (start and entry.where.startswith(start))), 0)
        options.highlighted = index
        options.focus()
        self._show(index)

    @on(OptionList.OptionHighlighted, "#inspect-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show(event.option_index)

    def _show(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            return
        entry = self.entries[index]
        view = self.game.card_view(entry.card_id, self.obs)
        view = view._replace(text=tuple(self._where(line) for line in view.text))  # "In play (Player 2's ...)"
        self.query_one("#inspect-view", Static).update(draw_view(view, self.game.title, self._where(entry.where)))

    def action_piles(self) -> None:
        """Jump to the first card of the next public pile."""
        options = self.query_one("#inspect-list", OptionList)
        here = options.highlighted or 0
        order = list(range(here + 1, len(self.entries))) + list(range(0, here + 1))
        for i in order:
            if self.entries[i].pile and (i == 0 or self.entries[i - 1].where != self.entries[i].where):
                options.highlighted = i
                return
        self.notify(_("This game has no public pile with cards in it."), timeout=3)
