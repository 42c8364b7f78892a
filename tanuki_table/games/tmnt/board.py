"""The TMNT board: both fields (Block Zone slots 1-4, Attack Zone, Item Zone, deck = life, Trash),
the Attack / Counter / Forward / Result strip and the numbers of the current or latest attack.

Drawn only from the viewing seat's observation; the rival's slots face the viewer mirrored
(4, 3, 2, 1). Every slot is a focusable place: Enter or a click posts `CardPicked(card, place)`
(place "S:N" = seat S, slot N; a rival's face-down card posts None as its card) and
`actions_at(place, legal)` gives the moves that use it.
"""

from __future__ import annotations

from functools import partial
from typing import ClassVar, cast

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from tanuki_table.cards.words import card_name
from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.i18n import _, ngettext, pgettext
from tanuki_table.ui.widgets.board import BoardBase
from tanuki_table.ui.screens.game.labels import name_lines, wrap_pieces
from tanuki_table.ui.screens.game.marks import GLYPHS
from tanuki_table.ui.widgets.table_card import TableCard

from .actions import TmntAction
from .cards import TmntCatalogue
from .observation import SlotView, TmntObservation
from .views import power_modifiers
from .words import attribute, card_kind, damage, damage_sum, game_over, phase_name, step_name, subtype_name


_shown = partial(card_name, "tmnt")
"""A card's name as the table shows it: in the app's language (cards/words.py)."""


_STEPS = ("attack", "counter", "forward", "result")
BACK = "░"
"""A face-down card as the rival sees it."""


class Slot(TableCard):
    """One Block Zone slot; Enter or a click posts its card (or None when face down) and place."""


class Board(BoardBase):
    """The TMNT table."""

    COMPACT_BELOW: ClassVar[tuple[int, int] | None] = (100, 32)
    MARK_ZONE: ClassVar[str] = "block"
    SHORT_FORMS: ClassVar[tuple[tuple[str, str], ...]] = (
        (r"^Pass: add no more attack cards and attack for (\d+) damage$", r"Pass: attack for \1 damage"),
        (r"^Add attack (.+) \((damage \d+ unless countered)\)$", r"Add \1: \2"),
        (r" in Block Zone slot (\d+)$", r" in slot \1"),
    )

    DEFAULT_CSS = """
    Board { height: auto; min-height: 6; }
    Board .tm-line { height: auto; text-wrap: wrap; }
    Board .tm-row { height: 5; }
    Board Slot { height: 5; text-wrap: nowrap; text-overflow: ellipsis; }
    Board #tm-battle { height: auto; max-height: 3; text-wrap: wrap; }
    Board.-compact .tm-row { height: 1; }
    Board.-compact Slot { height: 1; border: none; margin-right: 1; }
    Board.-compact Slot:focus { text-style: reverse; }
    Board.-compact .tm-full { display: none; }
    Board.-compact .tm-head { height: auto; text-wrap: wrap; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="tm-head-1", classes="tm-line tm-head")
        yield Static(id="tm-zone-1", classes="tm-line tm-full")
        yield Horizontal(*(Slot(id=f"tm-slot-1-{n}") for n in range(4)), classes="tm-row")
        yield Static(id="tm-strip", classes="tm-line")
        yield Horizontal(*(Slot(id=f"tm-slot-0-{n}") for n in range(4)), classes="tm-row")
        yield Static(id="tm-zone-0", classes="tm-line tm-full")
        yield Static(id="tm-head-0", classes="tm-line tm-head")
        yield Static(id="tm-battle", classes="tm-line")

    @property
    def cat(self) -> TmntCatalogue:
        return self.info.catalogue

    # --- BoardBase hooks ------------------------------------------------------------------------
    def place_key(self, seat: int, index: int) -> str:
        """Block Zone slots are numbered from 1."""
        return f"{seat}:{index + 1}"

    def card_text(self, card_id: str) -> str:
        """e.g. "Raphael · POWER 5 (4 +1 Twin Sai) · Fire", "Swift Parry · POWER 2 · Wind · Counter"."""
        c = self.cat.info[card_id]
        if c.type in ("character", "attack"):
            bonus, notes = power_modifiers(self.cat, card_id, cast("TmntObservation | None", self.obs))
            power = (_("POWER {power} ({base} {notes})").format(power=c.power + bonus, base=c.power, notes=", ".join(notes))
                     if bonus else _("POWER {power}").format(power=c.power))
            tag = "" if c.subtype in (None, "normal") else " · " + subtype_name(c.subtype or "")
            return f"{_shown(c.name)} · {power} · {attribute(c.attribute)}{tag}"
        if c.type == "event":
            # TRANSLATORS: an event card in hand: "Shell Shock · Play & Flip event" ({kind}: Play, Flip, Play & Flip)
            return _("{card} · {kind} event").format(card=_shown(c.name),
                                                    kind=(c.subtype or "").replace("_", " & ").title())
        return _("{card} · Item").format(card=_shown(c.name))

    def status_text(self, obs: Observation) -> str:
        data = cast(TmntObservation, obs)
        me, them = data.player, 1 - data.player
        return _("Turn {turn} · {phase} · Life {mine} vs {theirs}").format(
            turn=data.turn, phase=phase_name(data.phase, data.step), mine=data.deck_size[me], theirs=data.deck_size[them])

    def actions_at(self, place: str, legal: list[Action]) -> list[Action]:
        """The moves that use a place: your slot N -> set into it, keep its card, or (slot 1 in the
        Attack step) the attack's moves; a rival slot -> none (damage is dealt left to right)."""
        obs = self.obs
        try:
            seat_text, slot_text = place.split(":")
            seat, slot = int(seat_text), int(slot_text)
        except ValueError:
            return []
        if obs is None or seat != obs.player:
            return []
        return [a for a in legal if isinstance(a, TmntAction)
                and ((a.kind in ("set", "keep") and a.slot == slot) or (slot == 1 and a.kind == "add_attack"))]

    def show(self, obs: Observation) -> None:
        super().show(obs)
        data = cast(TmntObservation, obs)
        compact = self.has_class("-compact")
        me, them = data.player, 1 - data.player
        for row, seat in ((1, them), (0, me)):
            self.query_one(f"#tm-head-{row}", Static).update(self.head_text(data, seat, compact))
            zone = self.query_one(f"#tm-zone-{row}", Static)
            zone.update(self.zone_text(data, seat, zone.content_size.width))
            order = range(4) if seat == me else range(3, -1, -1)
            for n, i in enumerate(order):
                self.fill(self.query_one(f"#tm-slot-{row}-{n}", Slot), data, seat, i, compact)
        self.query_one("#tm-strip", Static).update(self.step_strip(data))
        self.query_one("#tm-battle", Static).update(self.battle_text(data))

    # --- pieces -----------------------------------------------------------------------------
    def fill(self, widget: Slot, obs: TmntObservation, seat: int, i: int, compact: bool) -> None:
        """One slot: number, card (or its back), power and attribute, face-up marker."""
        entry: SlotView | None = obs.block[seat][i] if i < len(obs.block[seat]) else None
        widget.place = f"{seat}:{i + 1}"
        widget.card_id = entry.id if entry is not None else None
        widget.set_class(seat == obs.player, "-mine")
        widget.set_class(entry is None, "-empty")
        widget.border_title = pgettext("tmnt slot", "slot {number}").format(number=i + 1)
        widget.border_subtitle = ""
        text = Text(f"{i + 1} " if compact else "", style="bold")
        if entry is None:
            text.append(pgettext("tmnt slot", "empty"), style="dim")
        elif entry.id is None:
            text.append(BACK * 8 if compact else pgettext("tmnt slot", "face down") + f"\n{BACK * 9}", style="dim")
        else:
            c = self.cat.info[entry.id]
            if c.type in ("character", "attack"):
                power = c.power + (power_modifiers(self.cat, entry.id, obs)[0] if i == 0 else 0)
                detail = f"{power} {attribute(c.attribute)}"
            else:
                detail = card_kind(c.type)
            mark = "▲ " + pgettext("tmnt slot", "face up") if entry.face_up else "· " + pgettext("tmnt slot", "face down")
            style = "bold" if entry.face_up else "italic"
            if compact:  # the figure before the name: a cut name never takes the power with it
                text.append("▲" if entry.face_up else "·", style=style)
                name = _shown(c.name)
                text.append(f"{power} {name}" if c.type in ("character", "attack") else f"{name} ({detail})",
                            style=style)
            else:  # the name in the lines the figures leave, beside a mark's glyph; face up or
                # down in the border, so a two-line name never cuts it ("Event · face do…")
                width = widget.content_size.width or 14
                room = widget.content_size.height or 3
                glyph = GLYPHS.get(self.marks.get(widget.place, ""), "")
                lines = name_lines(_shown(c.name), width, max(1, room - 1), cell_len(glyph) + 1 if glyph else 0)
                text.append("\n".join(lines) + "\n", style=style)
                text.append(detail, style="" if entry.face_up else "dim")
                widget.border_subtitle = mark
        widget.update(text)

    def head_text(self, obs: TmntObservation, seat: int, compact: bool) -> Text:
        """Name, deck (life), hand and trash counts (compact: the Item Zone too)."""
        line = Text()
        line.append(self.shown_name(seat), style="bold")
        life = obs.deck_size[seat]
        line.append("  " + _("Life {count}").format(count=life), style="bold green" if life > 10 else "bold red")
        line.append("  " + _("Hand {hand}  Trash {trash}").format(hand=obs.hand_sizes[seat], trash=len(obs.trash[seat])))
        if compact:
            line.append("  " + self.zone_text(obs, seat).plain)
        return line

    def zone_text(self, obs: TmntObservation, seat: int, width: int = 0) -> Text:
        """The Item Zone and the Attack Zone of one seat; given a `width`, in lines that keep
        each card whole with its power ("Whirlwind Slash 2", never "Whirlwind Slas…")."""
        info = self.cat.info
        items = [_shown(info[c].name) for c in obs.items[seat]] or ["-"]
        attack = [f"{_shown(info[c].name)} {info[c].power}" for c in obs.attack_zone[seat]]
        if not width:
            return Text(_("Items: {items}").format(items=", ".join(items))
                        + ("  ·  " + _("Attack Zone: {cards}").format(cards=", ".join(attack)) if attack else ""))
        # each card a piece with its comma, the zone's heading on its first card: lines break between cards
        pieces = [(_("Items: {items}").format(items=name) if n == 0 else name) + ("," if n < len(items) - 1 else "")
                  for n, name in enumerate(items)]
        pieces += [("· " + _("Attack Zone: {cards}").format(cards=card) if n == 0 else card)
                   + ("," if n < len(attack) - 1 else "") for n, card in enumerate(attack)]
        return Text("\n".join(wrap_pieces(pieces, width)))

    def step_strip(self, obs: TmntObservation) -> Text:
        """Turn, attacker and the Attack / Counter / Forward / Result strip with the current step;
        where that is wider than the board (Japanese at 80 columns), without the attacker's name
        (the status line says whose turn it is), then without the steps outside the Attack Phase."""
        strip = self._strip(obs, True)
        return strip if cell_len(strip.plain) <= (self.size.width or 200) else self._strip(obs, False)

    def _strip(self, obs: TmntObservation, named: bool) -> Text:
        who = f" · {self.shown_name(obs.active)}" if named else ""
        strip = Text("── " + _("Turn {turn}").format(turn=obs.turn) + who + " · ")
        if not obs.phase.startswith("attack"):
            strip.append(f"{phase_name(obs.phase, obs.step)} ", style="bold")
            steps = " ▸ ".join(step_name(step) for step in _STEPS)
            if named or cell_len(strip.plain) + 2 + cell_len(steps) <= (self.size.width or 200):
                strip.append("· " + steps, style="dim")
            return strip
        current = _STEPS.index(obs.step)
        for n, step in enumerate(_STEPS):
            if n:
                strip.append(" ▸ ")
            if n < current:
                strip.append(f"{step_name(step)} ✓", style="dim")
            elif n == current:
                strip.append(f"[{step_name(step).upper()}]", style="bold reverse")
            else:
                strip.append(step_name(step))
        return strip

    def battle_text(self, obs: TmntObservation) -> Text:
        """The current attack's sum as a player can follow it ("T2 Your Raphael: 3 + 1 from items
        + 2 added = 6 damage if it hits now"), or where the last one's damage went."""
        battle = obs.battle
        if battle is None:
            return Text(_("No attack yet."), style="dim")
        lead = _shown(self.cat.info[battle.lead].name)
        base = battle.power - battle.item_bonus
        if self.has_class("-compact"):
            head = _("T{turn} {card}: {power}")
        elif self.is_you(battle.attacker):
            head = _("T{turn} Your {card}: {power}")
        else:
            head = _("T{turn} {player}'s {card}: {power}")
        text = Text(head.format(turn=battle.turn, player=self.name_of(battle.attacker), card=lead, power=base))
        text.append(damage_sum(battle.item_bonus, battle.added, battle.counter, battle.boost, battle.armor))
        text.append(" " + damage(battle.damage), style="bold")
        if not battle.dealt:
            text.append(" " + _("if it hits now"))
            return text
        slots = [h.split()[-1] for h in battle.hits if h != "deck"]
        deck = len(battle.hits) - len(slots)
        parts = ([ngettext("slot {slots}", "slots {slots}", len(slots)).format(slots=",".join(slots))] if slots else [])
        parts += [_("{count} to the deck").format(count=deck)] if deck else []
        text.append(" -> " + (" + ".join(parts) if parts else _("nothing gets through")))
        if obs.is_over:  # "Game over: You win (Bot (easy)'s deck ran out).  "
            winner = obs.winner
            loser = None if winner is None or obs.deck_size[1 - winner] else 1 - winner
            ran_out = None if loser is None else self.name_of(loser)
            text = Text(game_over(self.game_over_text(winner), ran_out, self.is_you(loser)), style="bold") + text
        return text
