"""Pikmin TCG board: both 2x5 fields, front rows facing each other, drawn from one observation.

Every space is titled with its name as the action labels say it ("front 1" .. "back 5"); the
original leader is marked ★. A card shows its name, its ATK as the engine will use it (marked ▲ or
▼ when an effect changed it; the sources are listed under the board), its HP left and its attack
type as a three-letter tag (FIR, WAT...). Each side shows its leader's HP, its leaf total against
the limit, deck, hand and discard counts. Nothing relies on colour alone. Clicking a space (or
Enter on a focused one) posts `CardPicked(card_or_None, place)`, place = "<seat>:<space index>",
face-down and empty spaces included; `actions_at` turns it into the moves that use that space.

     Bot (simple)  ★ Louie HP 700/900  ❀ 11/15  Deck 30  Hand 5  Discard 2
     ┌ back 1 ──┐┌ back 2 ──┐ ...
     ┌ front 1 ─┐ ...
     ── Turn 3 · You · Draw ✓  Standby ✓  ▶ ACTION  Attack ──
     ┌ front 1 ─┐ ...
     ┌ back 1 ──┐ ...
     You   ★ Captain Olimar HP 1000/1000  ❀ 6/15  Deck 31  Hand 4  Discard 0
     ATK changes: +50 Captain Olimar on your Purple Pikmin, Captain Olimar (this turn)
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, ScrollableContainer
from textual.widgets import Static

from tanuki_table.core.engine import Action, Observation
from tanuki_table.ui.widgets.board import BoardBase
from tanuki_table.ui.screens.game.labels import name_lines
from tanuki_table.ui.screens.game.marks import GLYPHS
from tanuki_table.ui.widgets.table_card import TableCard

from .actions import PikminAction
from .cards import PikminCatalogue
from .cardview import boost_note, card_text
from .observation import FieldCard, PikminObservation
from .rules import ROW_SIZE, TAGS, space_name

PHASES = [("draw", "Draw"), ("standby", "Standby"), ("action", "Action"), ("attack", "Attack")]
SETUP = {
    "choose_leader": "Setup · choose your original leader",
    "leader_space": "Setup · choose your leader's space",
    "place": "Setup · place one more card face down",
}
SETUP_SHORT = {"choose_leader": "Setup: choose a leader", "leader_space": "Setup: leader's space", "place": "Setup: 2nd card"}
"""The status-bar versions (the bar is shared with the app's own text at 80 columns)."""


class Space(TableCard):
    """One field space; Enter or a click picks it (its card, or the place itself)."""

    DEFAULT_CSS = """
    Space { border: none; border-top: solid $primary 50%; height: 5; padding: 0 1 0 0; text-wrap: nowrap; text-overflow: ellipsis; }
    Space.-mine { border: none; border-top: solid $secondary 70%; }
    Space:focus, Space.-mine:focus { border: none; border-top: heavy $accent; background: $boost; }
    Space.-leader { border-top: double $warning; }
    Space.-empty { content-align: left top; }
    """

    place: str | None = None
    """The board's key for this space: "<seat>:<index>"."""

    def action_pick(self) -> None:
        if self.place is not None:
            self.post_message(BoardBase.CardPicked(self.card_id, self.place))


class Board(BoardBase):
    """The Pikmin TCG table."""

    COMPACT_BELOW = (90, 36)
    SHORT_FORMS = (
        (r"^Use (.+)'s effect \((front|back) (\d)\) on (.+) \((enemy|your) (front|back) (\d)\)$",
         r"\1 (\2 \3): effect on \4 (\5 \6 \7)"),
        (r"^Choose (.+) as your original leader \((.+)\)$", r"Leader: \1 (\2)"),
        (r": (\d+) damage$", r": \1 dmg"),
    )
    """Short forms: the card and its space, the target and its space, the figures."""
    ASK_BEFORE_SKIPPING = {"attack": "attacking", "play": "playing a card"}
    """Going to the Attack phase with a card still playable, or ending the turn with an attack or a
    play left, is asked first."""

    DEFAULT_CSS = """
    Board { height: auto; min-height: 7; }
    Board .pk-head { height: auto; }
    Board .pk-row { height: 5; }
    Board #pk-phase { height: 1; }
    Board #pk-notes { height: auto; color: $text-muted; }
    Board.-compact .pk-row { height: 2; }
    Board.-compact Space { height: 2; border: none; margin-right: 1; padding: 0; text-wrap: nowrap; text-overflow: ellipsis; }
    Board.-compact Space:focus { text-style: reverse; }
    Board.-compact Space.-leader { text-style: bold; }
    Board.-compact #pk-phase { display: none; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="pk-head-0", classes="pk-head")
        for r in range(4):
            if r == 2:
                yield Static(id="pk-phase")
            with Horizontal(classes="pk-row"):
                for i in range(ROW_SIZE):
                    yield Space(id=f"pk-space-{r}-{i}")
        yield Static(id="pk-head-1", classes="pk-head")
        yield Static(id="pk-notes")

    # --- BoardBase hooks ------------------------------------------------------------------------
    def card_text(self, card_id: str) -> str:
        return card_text(self._catalogue(), card_id)

    def status_text(self, obs: Observation) -> str:
        assert isinstance(obs, PikminObservation)
        if obs.phase in SETUP:
            return SETUP_SHORT[obs.phase]
        if obs.is_over:
            return "Game over"
        attack = "" if obs.attack_phase else " (no Attack phase on turn 1)"
        rival = obs.leader[1 - obs.player]
        # compact, the table scrolls to your rows (see `show`): the rival's leader HP stays up here
        lead = f" · rival ★ HP {rival.hp}/{rival.max_hp}" if rival is not None and self.has_class("-compact") else ""
        return f"Turn {obs.turn} · {obs.phase.title()}{attack} · ❀ {obs.leaves[obs.player]}/{obs.leaf_limit}{lead}"

    def actions_at(self, place: str, legal: list[Action]) -> list[Action]:
        """The legal actions that use a space: as the acting card, its destination, or a target."""
        obs = self.obs
        try:
            seat_text, index_text = place.split(":")
            seat, index = int(seat_text), int(index_text)
        except ValueError:
            return []
        if obs is None:
            return []
        mover = obs.current_player
        found: list[Action] = []
        for a in legal:
            if not isinstance(a, PikminAction):
                continue
            if seat == mover:
                if a.source == index or a.space == index or (a.target_side == "ally" and a.target_space == index):
                    found.append(a)
            elif a.target_side == "enemy" and a.target_space == index:
                found.append(a)
        return found

    def _catalogue(self) -> PikminCatalogue:
        catalogue: PikminCatalogue = getattr(self.info, "catalogue")  # the plug-in's (BoardBase types info as GameInfo)
        return catalogue

    def name_of(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    def on_resize(self) -> None:
        """Redraw on every resize (cell widths and the compact layout depend on the size)."""
        if self.obs is not None:
            self.show(self.obs)

    def show(self, obs: Observation) -> None:
        super().show(obs)
        assert isinstance(obs, PikminObservation)
        compact = self.has_class("-compact")
        me, rival = obs.player, 1 - obs.player
        layout = [(rival, ROW_SIZE), (rival, 0), (me, 0), (me, ROW_SIZE)]
        for r, (seat, start) in enumerate(layout):
            lead = obs.leader[seat]
            for col in range(ROW_SIZE):
                index = start + col
                widget = self.query_one(f"#pk-space-{r}-{col}", Space)
                widget.place = f"{seat}:{index}"
                is_leader = lead is not None and lead.space == index
                self._fill(widget, obs.field[seat][index], index, seat == me, is_leader,
                           index in obs.face_down[seat], compact)
        self.query_one("#pk-head-0", Static).update(self.head_text(obs, rival))
        self.query_one("#pk-head-1", Static).update(self.head_text(obs, me))
        self.query_one("#pk-phase", Static).update(self.phase_text(obs))
        self.query_one("#pk-notes", Static).update(self.notes_text(obs))
        if compact:  # at 80x24 the table scrolls: keep your two rows, leader and counts in view
            self.call_after_refresh(self._own_rows_in_view)

    def _own_rows_in_view(self) -> None:
        """The table's bottom (your rows, your counts and the ATK notes); `f` shows its top (the
        rival's rows and counts)."""
        focused = self.screen.focused
        if isinstance(focused, Space) and focused.id and focused.id[:11] in ("pk-space-0-", "pk-space-1-"):
            return  # the player went to look at the rival's rows
        table = self.parent
        if isinstance(table, ScrollableContainer):
            table.scroll_end(animate=False, immediate=True)
        self.query_one("#pk-head-1", Static).scroll_visible(animate=False, immediate=True)

    # --- drawing --------------------------------------------------------------------------------
    def head_text(self, obs: PikminObservation, seat: int) -> Text:
        """Name, leader and HP left, leaf total, deck, hand and discard counts of one seat."""
        text = Text(no_wrap=True, overflow="fold")
        text.append(self.name_of(seat), style="bold")
        if obs.turn_player == seat:
            text.append(" ▶", style="bold")
        leader = obs.leader[seat]
        if leader is None:
            text.append("  ★ leader face down")
        else:
            name = self.info.card(leader.id).name
            low = leader.hp * 4 < leader.max_hp
            text.append(f"  ★ {name} HP {leader.hp}/{leader.max_hp}", style="bold red" if low else "bold")
            if low:
                text.append(" (out)" if leader.hp <= 0 else " (low)")
        known = f" ({len(obs.known_hand[seat])} seen by both)" if obs.known_hand[seat] else ""
        counts = (f"❀ {obs.leaves[seat]}/{obs.leaf_limit}  Deck {obs.deck_size[seat]}  Hand {obs.hand_sizes[seat]}{known}"
                  f"  Discard {len(obs.discard[seat])}")
        width = self.size.width or 74
        if len(text) + 2 + len(counts) <= width:
            text.append("  " + counts)
        else:  # a second line rather than a cut total
            text.append("\n   " + counts)
        return text

    def phase_text(self, obs: PikminObservation) -> Text:
        """The phase strip: done phases ticked, the current one marked ▶ in capitals."""
        text = Text("── ", style="dim", no_wrap=True, overflow="ellipsis")
        if obs.is_over:
            text.append(f"Game over: {self.winner_text(obs.winner)}", style="bold")
            return text
        if obs.phase in SETUP:
            who = self.name_of(obs.current_player) if obs.current_player is not None else ""
            text.append(f"{SETUP[obs.phase]} · {who}", style="bold")
            return text
        turn_player = obs.turn_player if obs.turn_player is not None else 0
        text.append(f"Turn {obs.turn} · {self.name_of(turn_player)} · ", style="bold")
        order = [key for key, _ in PHASES]
        current = order.index(obs.phase)
        for i, (_, label) in enumerate(PHASES):
            if label == "Attack" and not obs.attack_phase:
                text.append("no Attack (turn 1)  ", style="dim")
            elif i < current:
                text.append(f"{label} ✓  ", style="dim")
            elif i == current:
                text.append(f"▶ {label.upper()}  ", style="bold reverse")
            else:
                text.append(f"{label}  ")
        text.append("──", style="dim")
        return text

    def notes_text(self, obs: PikminObservation) -> Text:
        """The ATK changes in force, by source, with the cards they touch and when they end."""
        groups: dict[tuple[str, int, int, int], list[str]] = {}
        for seat in (0, 1):
            for card in obs.field[seat]:
                if card is None:
                    continue
                for b in card.boosts:
                    groups.setdefault((b.source, b.amount, b.until_turn, seat), []).append(self.info.card(card.id).name)
        text = Text()
        for (source, amount, until, seat), names in groups.items():
            whose = "your" if seat == obs.player else self.whose(seat)
            when = "this turn" if until == obs.turn else f"until the end of turn {until}"
            sign = "+" if amount > 0 else ""
            if text:
                text.append("\n")
            text.append(f"ATK {sign}{amount} ({source}) on {whose} {', '.join(names)}, {when}")
        return text

    def _fill(self, widget: Space, cell: FieldCard | None, index: int, mine: bool, leader: bool, face_down: bool,
              compact: bool) -> None:
        widget.set_class(mine, "-mine")
        widget.set_class(leader, "-leader")
        widget.set_class(cell is None and not face_down, "-empty")
        title = f"{'★ ' if leader else ''}{space_name(index)}"
        widget.border_title = title
        if cell is None:
            widget.card_id = None
            if face_down:
                label = f"{title}: face down" if compact else "░ face down ░"
                widget.update(Text(label, style="dim", no_wrap=True, overflow="ellipsis"))
            else:
                widget.update(Text(f"{title}: ·" if compact else "·", style="dim", no_wrap=True))
            return
        widget.card_id = cell.id
        name = self.info.card(cell.id).name
        info = self._catalogue().infos[cell.id]
        mark = "▲" if cell.atk > cell.base_atk else "▼" if cell.atk < cell.base_atk else ""
        hp_style = "red" if cell.hp * 2 < cell.max_hp else ""
        if compact:
            star = "★" if leader else ""
            text = Text(f"{star}{name}\n", style="bold", no_wrap=True, overflow="ellipsis")
            numbers = f"HP{cell.hp} ATK{cell.atk}{mark}"
            if len(numbers) > (widget.content_size.width or 15):  # a narrow space: "A" for ATK, never a cut figure
                numbers = f"HP{cell.hp} A{cell.atk}{mark}"
            text.append(numbers, style=hp_style)
            widget.update(text)
            widget.tooltip = f"{name} ({space_name(index)}): ATK {cell.atk}, HP {cell.hp}/{cell.max_hp}"
            return
        # the name in the lines the numbers leave, beside the mark's glyph: ATK and HP always show
        width = widget.content_size.width or 14
        room = widget.content_size.height or 4
        glyph = GLYPHS.get(self.marks.get(widget.place or "", ""), "")
        lines = name_lines(name, width, max(1, room - 2), cell_len(glyph) + 1 if glyph else 0)
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append("\n".join(lines) + "\n", style="bold")
        if len(lines) + 2 < room:
            text.append("\n")
        atk_style = "bold green" if mark == "▲" else "bold yellow" if mark == "▼" else ""
        text.append(f"ATK {cell.atk}{mark}", style=atk_style)
        text.append(f" {TAGS[info.type]}\n")
        text.append(f"HP {cell.hp}/{cell.max_hp}", style=hp_style)
        widget.update(text)
        note = boost_note(cell)
        widget.tooltip = f"{name}: ATK {cell.atk}" + (f" ({note})" if note else "") + f", HP {cell.hp}/{cell.max_hp}"
