"""Tanuki Panic's board: both Monster Zones (7 slots each), Energy bars, counts and the phase strip.

Drawn only from the viewing seat's observation. The rival's face-down cards show as backs; your
own face-down cards show their name, marked "face-down". Positions carry a symbol and a word
(↑ Atk, → Def, ░ down), never colour alone. Clicking a card (or Enter on a focused slot) posts
`CardPicked`, except for the rival's face-down cards, which have no id to give.

     Bot (simple)   Energy 5200 ██████████▌░░░░   Deck 23   Hand 5   Grave 4
     ╭────────╮╭────────╮ ...   seven slots
     ── Turn 7 · You · Draw ✓  Main 1 ✓  ▶ BATTLE  Main 2  End ──
     ╭────────╮╭────────╮ ...   seven slots
     You   Energy 4300 ████████▌░░░░░░   Deck 20   Hand 5   Grave 6
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from tanuki_table.engine import Observation
from tanuki_table.ui.board import BoardBase
from tanuki_table.ui.widgets.table_card import TableCard

PHASES = [("draw", "Draw"), ("main_1", "Main 1"), ("battle", "Battle"), ("main_2", "Main 2"), ("end", "End")]
"""The phase strip, in turn order."""
POSITION = {"attack": "↑ Atk", "defense": "→ Def", "facedown": "░ down"}
BAR = 15
"""Cells of an Energy bar."""


def energy_bar(energy: int, start: int, cells: int = BAR) -> str:
    """E.g. `██████████▌░░░░` for two thirds (half cells for precision)."""
    if start <= 0:
        return "░" * cells
    halves = round(max(0, min(energy, start)) / start * cells * 2)
    full, half = divmod(halves, 2)
    return "█" * full + ("▌" if half else "") + "░" * (cells - full - half)


class Slot(TableCard):
    """One Monster Zone slot; Enter or a click picks its card (not the rival's face-down one)."""


class Board(BoardBase):
    """The Tanuki Panic duel table."""

    COMPACT_BELOW = (90, 34)

    DEFAULT_CSS = """
    Board {
        height: auto;
        min-height: 7;
    }
    Board .tp-head { height: 1; }
    Board .tp-row { height: 5; }
    Board #tp-phase { height: 1; }
    Board.-compact { min-height: 5; }
    Board.-compact .tp-row { height: 1; }
    Board.-compact Slot { height: 1; border: none; margin-right: 1; text-wrap: nowrap; text-overflow: ellipsis; }
    Board.-compact Slot:focus { text-style: reverse; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="tp-head-0", classes="tp-head")
        with Horizontal(id="tp-row-0", classes="tp-row"):
            for i in range(7):
                yield Slot(id=f"tp-slot-0-{i}")
        yield Static(id="tp-phase")
        with Horizontal(id="tp-row-1", classes="tp-row"):
            for i in range(7):
                yield Slot(id=f"tp-slot-1-{i}")
        yield Static(id="tp-head-1", classes="tp-head")

    # --- the BoardBase hooks -------------------------------------------------------------------
    def card_text(self, card_id: str) -> str:
        card = self.info.card(card_id)
        return f"{card.name} {card.atk}/{card.defense}"

    def status_text(self, obs: Observation) -> str:
        data: Any = obs
        label = dict(PHASES).get(obs.phase, obs.phase.replace("_", " ").title())
        if obs.phase == "setup":
            label = "Before the first turn"
        energy = " : ".join(str(e) for e in data.energy)
        return f"Turn {data.turn} · {label} · Energy {energy}"

    def name_of(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    def show(self, obs: Observation) -> None:
        super().show(obs)
        data: Any = obs
        compact = self.has_class("-compact")
        rows = [1 - obs.player, obs.player]  # rival on top, you below
        for row, seat in enumerate(rows):
            self.query_one(f"#tp-head-{row}", Static).update(self.head_text(data, seat))
            for slot in range(7):
                widget = self.query_one(f"#tp-slot-{row}-{slot}", Slot)
                self.fill_slot(widget, data.field[seat][slot], seat == obs.player, compact)
        self.query_one("#tp-phase", Static).update(self.phase_text(data))


    # --- drawing -------------------------------------------------------------------------------
    def head_text(self, obs: Any, seat: int) -> Text:
        """Name, Energy with its bar, deck, hand and graveyard counts of one seat."""
        text = Text(" ")
        text.append(self.name_of(seat), style="bold")
        if seat == obs.active and not obs.is_over and obs.phase != "setup":
            text.append(" (turn)", style="italic")
        text.append(f"   Energy {obs.energy[seat]:>4} ")
        low = obs.energy[seat] * 4 < obs.starting_energy[seat]
        text.append(energy_bar(obs.energy[seat], obs.starting_energy[seat]), style="red" if low else "green")
        text.append(f"   Deck {obs.deck_size[seat]}   Hand {obs.hand_sizes[seat]}   Grave {len(obs.graveyard[seat])}")
        if obs.graveyard[seat]:
            text.append(f" (top: {self.info.card(obs.graveyard[seat][-1]).name})", style="dim")
        return text

    def phase_text(self, obs: Any) -> Text:
        """The phase strip: done phases ticked, the current one marked ▶ and in capitals."""
        text = Text("── ", style="dim")
        if obs.is_over:
            who = "nobody" if obs.winner is None else self.name_of(obs.winner)
            text.append(f"Game over: {who} wins", style="bold")
            if obs.reason:
                text.append(f" ({obs.reason})")
            return text
        if obs.phase == "setup":
            chooser = self.name_of(obs.current_player) if obs.current_player is not None else ""
            text.append(f"Before the first turn · {chooser} may set one card face-down", style="bold")
            return text
        text.append(f"Turn {obs.turn} · {self.name_of(obs.active)} · ", style="bold")
        order = [key for key, _ in PHASES]
        current = order.index(obs.phase) if obs.phase in order else -1
        for i, (_, label) in enumerate(PHASES):
            if i < current:
                text.append(f"{label} ✓  ", style="dim")
            elif i == current:
                text.append(f"▶ {label.upper()}  ", style="bold reverse")
            else:
                text.append(f"{label}  ")
        text.append("──", style="dim")
        return text

    def fill_slot(self, widget: Slot, cell: Any, mine: bool, compact: bool) -> None:
        """Draw one slot (or clear it)."""
        widget.set_class(mine, "-mine")
        widget.set_class(cell is None, "-empty")
        if cell is None:
            widget.card_id = None
            widget.update("·")
            return
        if cell.card is None:  # the rival's face-down card: a card back, no id
            widget.card_id = None
            body = "░down░" if compact else "░░░░░░░░\n░ face ░\n░ down ░"
            widget.update(Text(body, style="dim", no_wrap=True, overflow="ellipsis"))
            return
        widget.card_id = cell.card
        card = self.info.card(cell.card)
        value = f"ATK {card.atk}" if cell.position == "attack" else f"DEF {card.defense}"
        flags = " new" if cell.new else (" done" if cell.attacked else "")
        if compact:
            mark = {"attack": "↑", "defense": "→", "facedown": "░"}[cell.position]
            number = card.atk if cell.position == "attack" else card.defense
            widget.update(Text(f"{mark}{number} {card.name}", no_wrap=True, overflow="ellipsis"))
            return
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append(card.name + "\n", style="bold")
        text.append(value + "\n")
        text.append(POSITION[cell.position] + flags)
        if cell.attacked_total:
            text.append(f" Σ{cell.attacked_total}")
        widget.update(text)
