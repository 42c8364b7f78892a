"""Pikmin TCG board: both 2x5 fields, front rows facing each other, drawn from one observation.

Each space is titled as the labels name it ("front 1"), the original leader marked ★; a card shows
its name, ATK in use (▲/▼ when changed), HP left and type tag. Clicking a space posts
`CardPicked(card_or_None, "<seat>:<space index>")`; `actions_at` turns it into the moves using it.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, ScrollableContainer
from textual.widgets import Static

from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.i18n import N_, _, ngettext, pgettext
from tanuki_table.ui.widgets.board import BoardBase
from tanuki_table.ui.screens.game.labels import name_lines
from tanuki_table.ui.screens.game.marks import GLYPHS
from tanuki_table.ui.widgets.table_card import TableCard

from .actions import PikminAction
from .views import boost_note, card_text
from .observation import FieldCard, PikminObservation
from .rules import ROW_SIZE, TAGS
from .words import name as card_name, phase as phase_name, space as space_name

PHASES = ["draw", "standby", "action", "attack"]
SETUP = {
    "choose_leader": N_("Setup · choose your original leader"),
    "leader_space": N_("Setup · choose your leader's space"),
    "place": N_("Setup · place one more card face down"),
}
SETUP_SHORT = {"choose_leader": N_("Setup: choose a leader"), "leader_space": N_("Setup: leader's space"),
               "place": N_("Setup: 2nd card")}
"""The status-bar versions."""


class Space(TableCard):
    """One field space; Enter or a click picks it (its card, or the place itself)."""

    DEFAULT_CSS = """
    Space { border: none; border-top: solid $primary 50%; height: 5; padding: 0 1 0 0; text-wrap: nowrap; text-overflow: ellipsis; }
    Space.-mine { border: none; border-top: solid $secondary 70%; }
    Space:focus, Space.-mine:focus { border: none; border-top: heavy $accent; background: $boost; }
    Space.-leader { border-top: double $warning; }
    Space.-empty { content-align: left top; }
    """


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
    """Moving on with an attack or a play left is asked first."""

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
            yield Horizontal(*(Space(id=f"pk-space-{r}-{i}") for i in range(ROW_SIZE)), classes="pk-row")
        yield Static(id="pk-head-1", classes="pk-head")
        yield Static(id="pk-notes")

    # --- BoardBase hooks ------------------------------------------------------------------------
    def card_text(self, card_id: str) -> str:
        return card_text(self.info.catalogue, card_id)

    def skip_words(self, obs: Observation) -> dict[str, str]:
        """The moves a pass or the end of the turn gives up, in the app's language."""
        # TRANSLATORS: moves given up by going on ("End the turn without attacking or playing a card?")
        return {"attack": pgettext("pikmin: skipped", "attacking"), "play": pgettext("pikmin: skipped", "playing a card")}

    def status_text(self, obs: Observation) -> str:
        assert isinstance(obs, PikminObservation)
        if obs.phase in SETUP:
            return _(SETUP_SHORT[obs.phase])
        if obs.is_over:
            return ""  # the status line says "Game over" first, in the app's language, and once
        # TRANSLATORS: the status line's part from the Pikmin board: "Turn 3 · Action · ❀ 6/15"
        text = (_("Turn {turn} · {phase} · ❀ {leaves}/{limit}") if obs.attack_phase else
                _("Turn {turn} · {phase} (no Attack phase on turn 1) · ❀ {leaves}/{limit}")).format(
            turn=obs.turn, phase=phase_name(obs.phase), leaves=obs.leaves[obs.player], limit=obs.leaf_limit)
        rival = obs.leader[1 - obs.player]
        # compact, the table scrolls to your rows (see `show`): the rival's leader HP stays up here
        if rival is not None and self.has_class("-compact"):
            text += " · " + _("rival ★ HP {hp}/{max_hp}").format(hp=rival.hp, max_hp=rival.max_hp)
        return text

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
        if seat == obs.current_player:
            return [a for a in legal if isinstance(a, PikminAction) and (
                index in (a.source, a.space) or (a.target_side == "ally" and a.target_space == index))]
        return [a for a in legal if isinstance(a, PikminAction) and a.target_side == "enemy" and a.target_space == index]

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
        """Scroll to the table's bottom: your rows, your counts and the ATK notes."""
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
        text.append(self.shown_name(seat), style="bold")
        if obs.turn_player == seat:
            text.append(" ▶", style="bold")
        leader = obs.leader[seat]
        if leader is None:
            text.append("  ★ " + _("leader face down"))
        else:
            name = card_name(self.info.card(leader.id).name)
            low = leader.hp * 4 < leader.max_hp
            text.append(f"  ★ {name} HP {leader.hp}/{leader.max_hp}", style="bold red" if low else "bold")
            if low:
                text.append(" " + (pgettext("pikmin leader", "(out)") if leader.hp <= 0 else pgettext("pikmin leader", "(low)")))
        seen = len(obs.known_hand[seat])
        # TRANSLATORS: the cards of a hand that both players have seen ("Hand 5 (1 seen by both)")
        known = " " + ngettext("({count} seen by both)", "({count} seen by both)", seen).format(count=seen) if seen else ""
        # TRANSLATORS: a seat's counts on the Pikmin board: leaves on its field, deck, hand and discard pile
        counts = _("❀ {leaves}/{limit}  Deck {deck}  Hand {hand}{seen}  Discard {discard}").format(
            leaves=obs.leaves[seat], limit=obs.leaf_limit, deck=obs.deck_size[seat], hand=obs.hand_sizes[seat],
            seen=known, discard=len(obs.discard[seat]))
        width = self.size.width or 74
        if cell_len(text.plain) + 2 + cell_len(counts) <= width:
            text.append("  " + counts)
        else:  # a second line rather than a cut total
            text.append("\n   " + counts)
        return text

    def phase_text(self, obs: PikminObservation) -> Text:
        """The phase strip: done phases ticked, the current one marked ▶ in capitals."""
        text = Text("── ", style="dim", no_wrap=True, overflow="ellipsis")
        if obs.is_over:
            text.append(self.game_over_text(obs.winner), style="bold")
            return text
        if obs.phase in SETUP:
            who = self.shown_name(obs.current_player) if obs.current_player is not None else ""
            text.append(f"{_(SETUP[obs.phase])} · {who}", style="bold")
            return text
        turn_player = obs.turn_player if obs.turn_player is not None else 0
        # TRANSLATORS: the head of the Pikmin board's phase strip: "Turn 3 · Bot (easy) · "
        head = _("Turn {turn} · {player} · ").format(turn=obs.turn, player=self.shown_name(turn_player))
        phases = Text()
        shown = PHASES if obs.attack_phase else PHASES[:-1]  # "attack" is last: no Attack phase on turn 1
        self.phase_steps(phases, [phase_name(key) for key in shown], PHASES.index(obs.phase))
        if not obs.attack_phase:
            phases.append(_("no Attack (turn 1)") + "  ", style="dim")
        if cell_len("── " + head + phases.plain + "──") > (self.size.width or 74):
            # too wide (a long name, or Japanese): the turn's seat is marked ▶ on its own line already
            # TRANSLATORS: the phase strip's head when the seat's name does not fit: "Turn 3 · "
            head = _("Turn {turn} · ").format(turn=obs.turn)
        text.append(head, style="bold")
        text.append_text(phases)
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
                    groups.setdefault((b.source, b.amount, b.until_turn, seat), []).append(
                        card_name(self.info.card(card.id).name))
        text = Text()
        for (source, amount, until, seat), names in groups.items():
            if seat == obs.player:
                line = (_("ATK {change} ({source}) on your {cards}, this turn") if until == obs.turn else
                        _("ATK {change} ({source}) on your {cards}, until the end of turn {turn}"))
            else:
                line = (_("ATK {change} ({source}) on {player}'s {cards}, this turn") if until == obs.turn else
                        _("ATK {change} ({source}) on {player}'s {cards}, until the end of turn {turn}"))
            if text:
                text.append("\n")
            text.append(line.format(change=f"{'+' if amount > 0 else ''}{amount}", source=card_name(source),
                                    player=self.shown_name(seat),
                                    cards=pgettext("pikmin: between names", ", ").join(names), turn=until))
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
                down = pgettext("pikmin space", "face down")
                label = f"{title}: {down}" if compact else f"░ {down} ░"
                widget.update(Text(label, style="dim", no_wrap=True, overflow="ellipsis"))
            else:
                widget.update(Text(f"{title}: ·" if compact else "·", style="dim", no_wrap=True))
            return
        widget.card_id = cell.id
        name = card_name(self.info.card(cell.id).name)
        info = self.info.catalogue.infos[cell.id]
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
