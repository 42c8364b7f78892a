"""Pikmin TCG board: both 2x5 fields, front rows facing each other, drawn from one observation.

The original leader is marked ★ with its HP left; every card shows its damage as `HP 300/500`,
its ATK and its attack type as a three-letter tag (FIR, WAT, ...); each side shows its leaf total
against the limit (`❀ 11/15`). Nothing relies on colour alone. Clicking a card (or Enter on a
focused space) posts `CardPicked` so the action list narrows to that card's moves and attacks.

     Bot (simple)  ★ Louie HP 700/900  ❀ 11/15  Deck 30  Hand 5  Discard 2
     back  [ ][ ][ ][ ][ ]
     front [ ][ ][ ][ ][ ]
     ── Turn 3 · You · Draw ✓  Standby ✓  ▶ ACTION  Attack ──
     front [ ][ ][ ][ ][ ]
     back  [ ][ ][ ][ ][ ]
     You   ★ Captain Olimar HP 1000/1000  ❀ 6/15  Deck 31  Hand 4  Discard 0
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

from .effects import TAGS

PHASES = [("draw", "Draw"), ("standby", "Standby"), ("action", "Action"), ("attack", "Attack")]
SETUP = {"choose_leader": "Setup · choose your original leader", "place": "Setup · place one more card face down"}


class Space(TableCard):
    """One field space; Enter or a click picks its card."""

    DEFAULT_CSS = """
    Space.-leader { border: double $warning; }
    """


class Board(BoardBase):
    """The Pikmin TCG table."""

    COMPACT_BELOW = (90, 36)

    DEFAULT_CSS = """
    Board { height: auto; min-height: 7; }
    Board .pk-head { height: 1; }
    Board .pk-row { height: 5; }
    Board .pk-label { width: 6; height: 100%; content-align: left middle; color: $text-muted; }
    Board #pk-phase { height: 1; }
    Board.-compact .pk-row { height: 1; }
    Board.-compact Space { height: 1; border: none; margin-right: 1; }
    Board.-compact Space:focus { text-style: reverse; }
    Board.-compact Space.-leader { text-style: bold underline; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="pk-head-0", classes="pk-head")
        for r in range(4):
            if r == 2:
                yield Static(id="pk-phase")
            with Horizontal(classes="pk-row"):
                yield Static(id=f"pk-label-{r}", classes="pk-label")
                for i in range(5):
                    yield Space(id=f"pk-space-{r}-{i}")
        yield Static(id="pk-head-1", classes="pk-head")

    # --- BoardBase hooks ------------------------------------------------------------------------
    def card_text(self, card_id: str) -> str:
        card = self.info.card(card_id)
        text = f"{card.name} {card.atk}/{card.hp} {TAGS[card.attack_type]} ❀{card.leaves}"
        return text + " leader" if card.leader else text

    def status_text(self, obs: Observation) -> str:
        data: Any = obs
        if obs.phase in SETUP:
            return SETUP[obs.phase]
        if obs.is_over:
            return "Game over"
        return f"Turn {data.turn} · {obs.phase.title()} · ❀ {data.leaves[obs.player]}/{data.leaf_limit}"

    def name_of(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    def show(self, obs: Observation) -> None:
        super().show(obs)
        data: Any = obs
        compact = self.has_class("-compact")
        me, rival = obs.player, 1 - obs.player
        layout = [(rival, "back"), (rival, "front"), (me, "front"), (me, "back")]
        for r, (seat, row) in enumerate(layout):
            self.query_one(f"#pk-label-{r}", Static).update(row)
            leader = data.leader[seat]
            for col in range(5):
                is_leader = leader is not None and leader["row"] == row and leader["col"] == col
                face_down = (0 if row == "front" else 5) + col in data.face_down[seat]
                self._fill(self.query_one(f"#pk-space-{r}-{col}", Space), data.field[seat][row][col],
                           seat == me, is_leader, face_down, compact)
        self.query_one("#pk-head-0", Static).update(self.head_text(data, rival))
        self.query_one("#pk-head-1", Static).update(self.head_text(data, me))
        self.query_one("#pk-phase", Static).update(self.phase_text(data))


    # --- drawing --------------------------------------------------------------------------------
    def head_text(self, obs: Any, seat: int) -> Text:
        """Name, leader and HP left, leaf total, deck, hand and discard counts of one seat."""
        text = Text(" ")
        text.append(f"{self.name_of(seat):<12}", style="bold")
        if obs.turn_player == seat:
            text.append("(turn) ", style="italic")
        leader = obs.leader[seat]
        if leader is None:
            text.append(" ★ leader face down")
        else:
            card = self.info.card(leader["id"])
            low = leader["hp"] * 4 < card.hp
            text.append(f" ★ {card.name} HP {leader['hp']}/{card.hp}", style="bold red" if low else "bold")
            if low:
                text.append(" (low)")
        text.append(f"   ❀ {obs.leaves[seat]}/{obs.leaf_limit}")
        text.append(f"   Deck {obs.deck_size[seat]}   Hand {obs.hand_sizes[seat]}   Discard {len(obs.discard[seat])}")
        return text

    def phase_text(self, obs: Any) -> Text:
        """The phase strip: done phases ticked, the current one marked ▶ in capitals."""
        text = Text("── ", style="dim")
        if obs.is_over:
            who = "nobody (a draw)" if obs.winner is None else self.name_of(obs.winner)
            text.append(f"Game over: {who} wins", style="bold")
            return text
        if obs.phase in SETUP:
            who = self.name_of(obs.current_player) if obs.current_player is not None else ""
            text.append(f"{SETUP[obs.phase]} · {who}", style="bold")
            return text
        text.append(f"Turn {obs.turn} · {self.name_of(obs.turn_player)} · ", style="bold")
        order = [key for key, _ in PHASES]
        current = order.index(obs.phase)
        for i, (_, label) in enumerate(PHASES):
            if i < current:
                text.append(f"{label} ✓  ", style="dim")
            elif i == current:
                text.append(f"▶ {label.upper()}  ", style="bold reverse")
            else:
                text.append(f"{label}  ")
        text.append("──", style="dim")
        return text

    def _fill(self, widget: Space, cell: Any, mine: bool, leader: bool, face_down: bool, compact: bool) -> None:
        widget.set_class(mine, "-mine")
        widget.set_class(leader, "-leader")
        widget.set_class(cell is None and not face_down, "-empty")
        if cell is None:
            widget.card_id = None
            if face_down:
                widget.update(Text("░down░" if compact else "░░░░░░░░\n░ face ░\n░ down ░", style="dim", no_wrap=True))
            else:
                widget.update("·")
            return
        widget.card_id = cell["id"]
        card = self.info.card(cell["id"])
        left = card.hp - cell["counters"]
        star = "★ " if leader else ""
        down = " (down)" if face_down else ""
        if compact:
            tag = TAGS[card.attack_type]
            widget.update(Text(f"{star.strip()}{left} {tag} {card.name}", no_wrap=True, overflow="ellipsis"))
            return
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append(f"{star}{card.name}{down}\n", style="bold")
        text.append(f"HP {left}/{card.hp}\n", style="red" if left * 2 < card.hp else "")
        wide = self.size.width >= 100  # room for the word ATK in each space
        atk = f"ATK {card.atk}" if wide else str(card.atk)
        text.append(f"{TAGS[card.attack_type]} {atk} ❀{card.leaves}")
        widget.update(text)
