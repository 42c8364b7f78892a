"""The TMNT board: both fields (Item Zone, Block Zone slots 1-4, Attack Zone, deck = life, trash),
the Attack / Counter / Forward / Result strip and where each point of the last attack's damage went.
Drawn only from the viewing seat's observation; the opponent's side is mirrored (slots 4..1).

    Bot (simple)  Deck 23 life  Hand 5  Trash 4  Items: Twin Sai
      [4 ░░░░░░░░░░] [3 ░░░░░░░░░░] [2 ▲Foot Ninja 2W] [1 ░░░░░░░░░░]
      Attack Zone: -
    ── Turn 7 · You attack · Attack ✓ ▸ [COUNTER] ▸ Forward ▸ Result ──
      Attack Zone: Bamboo Strike 2 FOREST
      [1 ▲Leonardo 3 WIND] [2 ·Raphael 4 FIRE] [3 ·Hun 5 MOUN] [4 ·Bo Staff]
    You  Deck 20 life  Hand 6  Trash 9  Items: Twin Katanas
    Last attack: 3 + 2 added - 2 countered = 3 -> slot 1, slot 2, slot 3
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from tanuki_table.engine import Observation
from tanuki_table.ui.board import BoardBase

from .catalog import card_info, short_text

_STEPS = ("attack", "counter", "forward", "result")
_PHASE_NAMES = {"adjust": "Adjust", "set": "Set", "event": "Event", "item": "Item", "flip": "Flip"}
_ATTR = {"wind": "W", "forest": "Fo", "fire": "Fi", "mountain": "M", "none": ""}
BACK = "░"
"""A face-down card as the opponent sees it."""


def _short(card_id: str, width: int) -> str:
    """'Leonardo 3W' cut to width."""
    info = card_info()[card_id]
    tail = f" {info.power}{_ATTR[info.attribute]}" if info.type in ("character", "attack") else ""
    name = info.name[: max(3, width - len(tail))]
    return (name + tail)[:width]


class Board(BoardBase):
    """The TMNT table."""

    DEFAULT_CSS = """
    Board {
        height: auto;
        min-height: 8;
    }
    Board > #tmnt-table { height: auto; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="tmnt-table")

    def card_text(self, card_id: str) -> str:
        return short_text(card_id)

    def seat(self, seat: int) -> str:
        """A seat's display name."""
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    def status_text(self, obs: Observation) -> str:
        data: Any = obs
        me, them = data.player, 1 - data.player
        return f"Turn {data.turn} · {self.phase_name(data)} · Life {data.deck_size[me]} vs {data.deck_size[them]}"

    @staticmethod
    def phase_name(obs: Any) -> str:
        """'Set Phase', 'Attack Phase: Counter step', ..."""
        if obs.phase.startswith("attack"):
            return f"Attack Phase: {obs.step.title()} step"
        return f"{_PHASE_NAMES.get(obs.phase, obs.phase.title())} Phase"

    def show(self, obs: Observation) -> None:
        super().show(obs)
        width = self.size.width or 72
        self.query_one("#tmnt-table", Static).update(self.render_table(obs, max(width, 60)))

    # --- pieces -----------------------------------------------------------------------------
    def field_line(self, obs: Any, seat: int) -> Text:
        """Name, deck (life), hand, trash and Item Zone of one seat."""
        line = Text()
        line.append(self.seat(seat), style="bold")
        line.append(f"  Deck {obs.deck_size[seat]} life", style="bold green" if obs.deck_size[seat] > 10 else "bold red")
        line.append(f"  Hand {obs.hand_sizes[seat]}  Trash {len(obs.trash[seat])}")
        items = ", ".join(card_info()[c].name for c in obs.items[seat]) or "-"
        line.append(f"  Items: {items}")
        return line

    def block_line(self, obs: Any, seat: int, width: int) -> Text:
        """Block Zone slots: 1-4 left to right for the viewer, mirrored (4-1) for the opponent."""
        cell = max(8, (width - 2) // 4 - 5)
        order = range(4) if seat == obs.player else range(3, -1, -1)
        line = Text("  ")
        for i in order:
            entry = obs.block[seat][i]
            line.append(f"[{i + 1} ")
            if entry is None:
                line.append("·empty".ljust(cell), style="dim")
            elif entry["id"] is None:
                line.append(BACK * cell, style="dim")
            elif entry["face_up"]:
                line.append(("▲" + _short(entry["id"], cell - 1)).ljust(cell), style="bold")
            else:  # our own face-down card: readable to us only
                line.append((BACK + _short(entry["id"], cell - 1)).ljust(cell), style="italic")
            line.append("] ")
        return line

    def attack_line(self, obs: Any, seat: int) -> Text:
        """The cards in a seat's Attack Zone."""
        cards = obs.attack_zone[seat]
        return Text("  Attack Zone: " + (", ".join(short_text(c) for c in cards) or "-"))

    def step_strip(self, obs: Any) -> Text:
        """Turn, attacker and the Attack / Counter / Forward / Result strip with the current step."""
        strip = Text(f"── Turn {obs.turn} · {self.seat(obs.active)} · ")
        if not obs.phase.startswith("attack"):
            strip.append(f"{self.phase_name(obs)} ", style="bold")
            strip.append("· Attack ▸ Counter ▸ Forward ▸ Result ──", style="dim")
            return strip
        current = _STEPS.index(obs.step)
        for n, step in enumerate(_STEPS):
            if n:
                strip.append(" ▸ ")
            if n < current:
                strip.append(f"{step.title()} ✓", style="dim")
            elif n == current:
                strip.append(f"[{step.upper()}]", style="bold reverse")
            else:
                strip.append(step.title())
        strip.append(" ──")
        return strip

    def damage_line(self, obs: Any) -> Text:
        """Where each damage point of the latest attack went."""
        battle = obs.battle
        if not battle:
            return Text("No attack yet.", style="dim")
        lead = card_info()[battle["lead"]].name
        who = self.seat(battle["attacker"])
        if "damage" not in battle:
            return Text(f"Turn {battle['turn']}: {lead} attacks for {who}.")
        text = Text(f"T{battle['turn']} {who}'s {lead}: {battle['power']}")
        text.append(f" +{battle['added']} -{battle['counter']} counter")
        if battle["bonus"]:
            text.append(f" {battle['bonus']:+d} fx")
        text.append(f" = {battle['damage']} dmg", style="bold")
        hits = battle["hits"]
        slots = [h.split()[-1] for h in hits if h != "deck"]
        deck = len(hits) - len(slots)
        parts = ([f"slot {','.join(slots)}"] if slots else []) + ([f"{deck} to deck"] if deck else [])
        text.append(" -> " + (" + ".join(parts) if parts else "none gets through"))
        return text

    def render_table(self, obs: Any, width: int) -> Text:
        """The whole table as lines of text."""
        me, them = obs.player, 1 - obs.player
        lines = [
            self.field_line(obs, them),
            self.block_line(obs, them, width),
            self.attack_line(obs, them),
            self.step_strip(obs),
            self.attack_line(obs, me),
            self.block_line(obs, me, width),
            self.field_line(obs, me),
            self.damage_line(obs),
        ]
        if obs.is_over:
            winner = "nobody" if obs.winner is None else self.seat(obs.winner)
            lines.append(Text(f"Game over: {winner} wins (the other deck ran out).", style="bold"))
        for line in lines:  # one screen row each: cut, never wrap
            line.truncate(width, overflow="ellipsis")
        return Text("\n").join(lines)
