"""Animale Tattica's board: a seat strip per player, the field with its count and total, match
or tournament standings and the formation cards. Drawn only from the viewing seat's observation.

     Game 2 · best of three · score You 1 : Bot 0 · trophy: dog
   ▸ You           Cat      hand  8  deck 4  spirits 1  GO!   won 1
     Bot (simple)  Bear     hand  6  deck 2  spirits 0  BACK  won 0
     Field: 6·6·King  3 cards · total 18  (Bot)    · lead: You · spirit deck 9
     Cat formation (Kings) 2x2 3x3 4x2 6x3 8x2 12x1 Kx3
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from tanuki_table.engine import Observation
from tanuki_table.ui.board import BoardBase
from tanuki_table.games.animale_tattica.cards import ANIMALS, default_catalogue, load_formations
from tanuki_table.games.animale_tattica.plays import KING, aligned, hand_plays, why_not

_MODES = {"single": "single game", "best_of_three": "best of three", "tournament": "tournament"}
_PHASES = {
    "keep_spirit": "Keep a spirit card",
    "play": "Play or retreat",
    "revive": "Revival: take a card back?",
    "discard": "Revival: discard a card",
    "choose_animal": "Choose an animal",
    "waiting": "Waiting for the other table",
    "over": "Over",
}


def _values(cards: list[str], number: Any) -> str:
    cat = default_catalogue()
    if number == KING:
        return "King"
    values = []
    kings = 0
    for card in cards:
        if cat.is_king[card]:
            kings += 1
        else:
            values.extend([str(number)] * cat.worth[card])
    return "·".join(values + ["King"] * kings)


class Board(BoardBase):
    """The Animale Tattica table."""

    DEFAULT_CSS = """
    Board {
        height: auto;
        padding: 0 1;
    }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="at-board")

    def _seat_label(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    def _short(self, seat: int) -> str:
        """The seat's name without the bot kind: "Bot 4" for "Bot 4 (simple)"."""
        return self._seat_label(seat).split(" (")[0]

    def show(self, obs: Observation) -> None:
        super().show(obs)
        self.query_one("#at-board", Static).update(self.render_text(obs))

    def render_text(self, obs: Any) -> Text:
        """The whole board as one Rich Text (also used by tests)."""
        width = self.size.width or 76
        wide = width >= 100
        tall = (self.app.size.height if self.is_attached else 40) >= 30 or len(obs.hand_sizes) <= 3
        out = Text()
        seats = range(len(obs.hand_sizes))
        order = [s for t in sorted(set(obs.table)) for s in seats if obs.table[s] == t]
        for seat in order:
            out.append_text(self._seat_line(obs, seat, wide))
            out.append("\n")
        for index, field in enumerate(obs.fields):
            label = f"Table {index + 1}" if len(obs.fields) > 1 else "Field"
            out.append_text(self._field_line(obs, field, obs.leads[index] if index < len(obs.leads) else None, label))
            out.append("\n")
        if obs.phase == "choose_animal":
            out.append("  Free animals: " + ", ".join(obs.available_animals) + "\n")
            shown = obs.available_animals
        else:
            shown = [] if wide or not tall else [a for a in obs.animals if a]
        for animal in shown:
            out.append_text(self._formation(animal))
            out.append("\n")
        if any(p is not None for p in obs.places):
            standing = sorted((p, s) for s, p in enumerate(obs.places) if p is not None)
            out.append("  Final standings: " + "  ".join(f"{p}. {self._seat_label(s)}" for p, s in standing) + "\n", style="bold")
        elif obs.history:
            out.append("  " + " · ".join(obs.history[-2:]) + "\n", style="dim")
        return out

    def _header(self, obs: Any) -> str:
        parts = [f"Game {obs.game_number}", _MODES.get(obs.mode, obs.mode)]
        if obs.mode != "single":
            parts.append("won " + " : ".join(f"{self._short(s)} {w}" for s, w in enumerate(obs.scores)))
        if obs.trophy:
            parts.append(f"trophy: {obs.trophy}")
        parts.append(_PHASES.get(obs.phase, obs.phase))
        return " · ".join(parts)

    def _seat_line(self, obs: Any, seat: int, wide: bool) -> Text:
        line = Text()
        mark = "▸ " if obs.current_player == seat else "  "
        line.append(mark, style="bold")
        line.append(f"{self._seat_label(seat)[:16]:<16} ", style="bold" if seat == obs.player else "")
        animal = obs.animals[seat]
        line.append(f"{(animal or '?').capitalize():<8} ")
        line.append(f"hand {obs.hand_sizes[seat]:>2}  deck {obs.deck_sizes[seat]}  spirits {obs.spirits_held[seat]}  ")
        if obs.phase in ("choose_animal", "over"):
            line.append("      ")
        elif obs.retreated[seat]:
            line.append("BACK  ", style="red")
        else:
            line.append("GO!   ", style="green")
        if obs.mode != "single":
            line.append(f"won {obs.scores[seat]}")
        if obs.places[seat] is not None:
            line.append(f"  place {obs.places[seat]}", style="bold")
        if wide and animal:
            line.append("  ")
            line.append_text(self._formation(animal, short=True))
        return line

    def _field_line(self, obs: Any, field: Any, lead: int | None, label: str = "Field") -> Text:
        line = Text(f"  {label}: ")
        if field.cards:
            line.append(_values(field.cards, field.number), style="bold")
            line.append(f"  {field.text}")
            if field.seat is not None:
                line.append(f"  by {self._short(field.seat)}", style="dim")
        else:
            line.append("empty", style="dim")
        if lead is not None:
            line.append(f" · lead {self._short(lead)}")
        line.append(f" · spirit deck {obs.spirit_deck_size}" if len(obs.fields) == 1 else "")
        return line

    def _formation(self, animal: str, short: bool = False) -> Text:
        cat = default_catalogue()
        style = _styles().get(animal, "")
        text = Text()
        if not short:
            text.append(f"  {animal.capitalize()} formation", style="bold")
            text.append(f" ({style}) ")
        text.append(cat.mix_text(animal), style="dim" if short else "")
        return text

    # --- the shared screen's hooks ------------------------------------------------------------
    def hand_order(self, cards: list[str]) -> list[str]:
        """The hand sorted 2, 3, ... 12, King, spirits (catalogue order)."""
        order = {c: i for i, c in enumerate(default_catalogue().order)}
        return sorted(cards, key=order.__getitem__)

    def card_text(self, card_id: str) -> str:
        cat = default_catalogue()
        card = cat.cards[card_id]
        if not cat.spirit[card_id]:
            return card.name
        numbers = card.numbers
        if card.worth > 1:
            return f"{card.name} ({'+'.join(str(numbers[0]) for _ in range(card.worth))})"
        return f"{card.name} ({'/'.join(map(str, numbers))})"

    def status_text(self, obs: Observation) -> str:
        return self._header(obs)

    def selection_hint(self, selected: list[str], matching: list[Any]) -> str:
        obs: Any = self.obs
        if obs is None or obs.phase != "play" or any(c not in obs.hand for c in selected):
            return ""
        field = obs.field
        play = None if not field.cards else (tuple(field.cards), field.number, field.count, field.total)
        if matching:
            plays = [p for p in hand_plays(selected, default_catalogue()) if len(p[0]) == len(selected) and aligned(p, play)]
            if play is None or not plays:
                return ""
            p = plays[0]
            how = "surrounds" if p[2] > play[2] else "higher"
            return f"aligned ({how}): {p[2]} card{'s' if p[2] != 1 else ''}, total {p[3] if p[3] is not None else '-'}"
        return why_not(selected, play, default_catalogue())


_STYLE_CACHE: dict[str, str] = {}


def _styles() -> dict[str, str]:
    if not _STYLE_CACHE:
        _STYLE_CACHE.update({f.animal: f.style for f in load_formations()})
        for animal in ANIMALS:
            _STYLE_CACHE.setdefault(animal, "")
    return _STYLE_CACHE
