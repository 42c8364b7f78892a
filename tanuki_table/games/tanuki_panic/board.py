"""Tanuki Panic's board: both Monster Zones (numbered slots), Energy bars, counts and the phase strip.

Drawn only from the viewing seat's observation; the rival's face-down cards show as backs.
Positions carry a symbol and a word (↑ Atk, → Def, ░ down), never colour alone. A click on a slot
posts `CardPicked(card_id_or_None, place="<seat>:<slot>")`; `actions_at` turns it into moves.
Compact (below 90x34): three slots to a line, every figure before the name, which alone may be cut.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Container
from textual.widgets import Static

from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.i18n import N_, _, current_language, pgettext
from tanuki_table.core.text import cells, pad
from tanuki_table.ui.widgets.board import BoardBase
from tanuki_table.ui.widgets.table_card import TableCard

from . import words
from .actions import TPAction
from .observation import FieldCard, TPObservation

PHASES = ["draw", "main_1", "battle", "main_2", "end"]
MARK = {"attack": "↑", "defense": "→", "facedown": "░"}
ENDED = {"energy": N_("Energy reached 0"), "deck_out": N_("a deck ran out"), "stalemate": N_("both decks ran out")}
"""How a game ended, after the game-over line."""


def energy_bar(energy: int, start: int, cells: int = 10) -> str:
    """E.g. `██████▌░░░` for two thirds (half cells for precision)."""
    if start <= 0:
        return "░" * cells
    halves = round(max(0, min(energy, start)) / start * cells * 2)
    full, half = divmod(halves, 2)
    return "█" * full + ("▌" if half else "") + "░" * (cells - full - half)


class Slot(TableCard):
    """One Monster Zone slot; Enter or a click posts its place (and its card, if the viewer may know it)."""

    occupied: bool = False

    def action_pick(self) -> None:
        if self.occupied:
            self.post_message(BoardBase.CardPicked(self.card_id, place=self.place))


class Board(BoardBase):
    """The Tanuki Panic duel table."""

    COMPACT_BELOW = (90, 34)
    SHORT_FORMS = (
        (r"^(.+) \(slot (\d+)\) attacks (.+) \(slot (\d+)\): (\d+) ATK beats (\d+) ATK, destroys it, (\d+) damage$",
         r"\1 (\2) attacks \3 (\4): \5 beats \6 ATK, \7 damage"),
        (r"^(.+) \(slot (\d+)\) attacks (.+) \(slot (\d+)\): (\d+) ATK loses to (\d+) ATK, the attacker is destroyed$",
         r"\1 (\2) attacks \3 (\4): \5 loses to \6 ATK"),
        (r"^(.+) \(slot (\d+)\) attacks (.+) \(slot (\d+)\): (\d+) ATK against (\d+) DEF, it holds, costs (\d+) Energy$",
         r"\1 (\2) attacks \3 (\4): DEF \6 holds, costs \7"),
        (r"^(.+) \(slot (\d+)\) attacks (.+) \(slot (\d+)\): (\d+) ATK against (\d+) DEF, destroys it$",
         r"\1 (\2) attacks \3 (\4): \5 breaks DEF \6"),
        (r" attacks the face-down card in slot (\d+)$", r" attacks face-down (\1)"),
        (r" \(slot (\d+)\)", r" (\1)"),
    )
    ASK_BEFORE_SKIPPING = {"attack": "attacking", "summon": "summoning"}

    def skip_words(self, obs: Observation) -> dict[str, str]:
        """Before the first turn, setting no card is an answer, not a move on."""
        return {} if obs.phase == "setup" else dict(self.ASK_BEFORE_SKIPPING)

    DEFAULT_CSS = """
    Board { height: auto; min-height: 7; }
    Board .tp-head { height: 1; }
    Board #tp-phase { height: 1; }
    Board .tp-row { layout: vertical; height: auto; }
    Board Slot, Board Slot.-mine {
        width: 1fr; height: 1; border: none; padding: 0 1; text-wrap: nowrap; text-overflow: ellipsis;
    }
    Board Slot.-empty { content-align: left middle; }
    Board Slot:focus, Board Slot.-mine:focus { text-style: reverse; border: none; }
    Board.-compact { min-height: 5; }
    Board.-compact .tp-row { layout: grid; grid-size: 3; grid-rows: 1; grid-gutter: 0 1; height: auto; }
    Board.-compact Slot { padding: 0; }
    Board.-compact #tp-head-1 { display: none; }
    """

    @property
    def slots(self) -> int:
        """Slots drawn per side: the Monster Zone size."""
        return int(self.info.catalogue.rules.zone_size)

    def compose(self) -> ComposeResult:
        yield Static(id="tp-head-0", classes="tp-head")
        for row in (0, 1):
            yield Container(*(Slot(id=f"tp-slot-{row}-{i}") for i in range(self.slots)), id=f"tp-row-{row}",
                            classes="tp-row")
            if row == 0:
                yield Static(id="tp-phase")
        yield Static(id="tp-head-1", classes="tp-head")

    # --- the BoardBase hooks -------------------------------------------------------------------
    def card_text(self, card_id: str) -> str:
        card = self.info.card(card_id)
        return f"{words.card(card.name)} ATK {card.atk} / DEF {card.defense}"

    def status_text(self, obs: Observation) -> str:
        assert isinstance(obs, TPObservation)
        energy = " : ".join(str(max(0, e)) for e in obs.energy)
        return _("Turn {turn} · {phase} · Energy {energy}").format(turn=obs.turn, phase=words.phase(obs.phase),
                                                                  energy=energy)

    def short_label(self, label: str) -> str:
        """The short form of a label (a translated one as labels.py made it)."""
        if current_language() == "en":
            return super().short_label(label)
        from .labels import short_text  # deferred: as the labels themselves

        return short_text(label)

    def actions_at(self, place: str, legal: list[Action]) -> list[Action]:
        """The moves that use the slot `place` ("<seat>:<slot>"): as the attacker or the card
        changing position (your own slots), or as the target (the rival's)."""
        if self.obs is None:
            return []
        try:
            seat_text, slot_text = place.split(":")
            seat, slot = int(seat_text), int(slot_text)
        except ValueError:
            return []
        if seat == self.obs.player:
            return [a for a in legal if isinstance(a, TPAction) and (
                a.attacker_slot == slot or (a.kind == "change_position" and a.slot == slot))]
        return [a for a in legal if isinstance(a, TPAction) and a.kind == "attack" and a.target_slot == slot]

    def show(self, obs: Observation) -> None:
        super().show(obs)
        assert isinstance(obs, TPObservation)
        compact = self.has_class("-compact")
        rows = [1 - obs.player, obs.player]  # rival on top, you below
        for row, seat in enumerate(rows):
            self.query_one(f"#tp-head-{row}", Static).update(self.head_text(obs, seat))
            for slot in range(self.slots):
                widget = self.query_one(f"#tp-slot-{row}-{slot}", Slot)
                cell = obs.field[seat][slot] if slot < len(obs.field[seat]) else None
                widget.place = f"{seat}:{slot}"
                self.fill_slot(widget, slot, cell, seat == obs.player, compact)
                # compact: the seventh slot shows only when taken or when all before it are
                widget.display = (not compact or slot < 6 or cell is not None
                                  or all(c is not None for c in obs.field[seat][:slot]))
        # compact: your own line takes the phase strip's place (the status line has the phase)
        self.query_one("#tp-phase", Static).update(self.head_text(obs, obs.player) if compact else self.phase_text(obs))

    # --- drawing -------------------------------------------------------------------------------
    def head_text(self, obs: TPObservation, seat: int) -> Text:
        """Name, Energy with its bar, deck, hand and graveyard counts of one seat."""
        energy = max(0, obs.energy[seat])
        low = energy * 4 < obs.starting_energy[seat]
        turn = seat == obs.active and not obs.is_over and obs.phase != "setup"
        counts = [pgettext("tanuki panic count", "Deck {count}").format(count=obs.deck_size[seat]),
                  pgettext("tanuki panic count", "Hand {count}").format(count=obs.hand_sizes[seat]),
                  pgettext("tanuki panic count", "Grave {count}").format(count=len(obs.graveyard[seat]))]
        bar = energy_bar(energy, obs.starting_energy[seat])
        name = self.shown_name(seat)
        width = self.size.width or 80
        # TRANSLATORS: after a seat's name on its line, while it is that seat's turn (a space before it in English)
        mark = pgettext("tanuki panic", " (turn)")
        power = pgettext("tanuki panic count", "Energy {energy}").format(energy=f"{energy:>4}")
        gap = next((g for g in ("   ", "  ") if cells(f" {name}{mark}{g}{power} {bar}{g}" + g.join(counts))
                    <= width), " ")  # narrower gaps before a cut count
        text = Text(" ", no_wrap=True)
        text.append(name, style="bold")
        if turn:
            text.append(mark, style="italic")
        text.append(f"{gap}{power} ")
        text.append(bar, style="red" if low else "green")
        text.append(gap + gap.join(counts))
        return text

    def phase_text(self, obs: TPObservation) -> Text:
        """The phase strip: done phases ticked, the current one marked ▶ and in capitals."""
        text = Text("── ", style="dim", no_wrap=True)
        if obs.is_over:
            text.append(self.game_over_text(obs.winner), style="bold")
            if obs.end_kind in ENDED:
                # TRANSLATORS: after "Game over: You win" on the board: how the game ended ({why}: "Energy reached 0")
                text.append(pgettext("tanuki panic", " ({why})").format(why=_(ENDED[obs.end_kind])))
            return text
        if obs.phase == "setup":
            seat = obs.current_player
            text.append(_("Before the first turn · You may set one card face-down")
                        if self.is_you(seat) else
                        _("Before the first turn · {player} may set one card face-down").format(
                            player=self.shown_name(seat) if seat is not None else ""), style="bold")
            return text
        text.append(_("Turn {turn} · You · ").format(turn=obs.turn) if self.is_you(obs.active) else
                    _("Turn {turn} · {player} · ").format(turn=obs.turn, player=self.shown_name(obs.active)),
                    style="bold")
        current = PHASES.index(obs.phase) if obs.phase in PHASES else -1
        self.phase_steps(text, [words.phase(key) for key in PHASES], current)
        text.append("──", style="dim")
        return text

    def fill_slot(self, widget: Slot, slot: int, cell: FieldCard | None, mine: bool, compact: bool) -> None:
        """Draw one slot (or clear it)."""
        widget.set_class(mine, "-mine")
        widget.set_class(cell is None, "-empty")
        widget.occupied = cell is not None
        widget.card_id = cell.card if cell is not None else None
        number = str(slot + 1)
        if cell is None:
            widget.update(Text(f"{number} ·" if compact else f"{number}  ·", style="dim", no_wrap=True))
            return
        if cell.card is None:  # the rival's face-down card: a card back, no id, still a target
            body = (f"{number}" + pgettext("tanuki panic slot", "░down") if compact else
                    f"{number}  " + pgettext("tanuki panic slot", "░ face-down card"))
            widget.update(Text(body, style="dim", no_wrap=True, overflow="ellipsis"))
            return
        name = words.card(self.info.card(cell.card).name)
        atk, dfn = cell.atk, cell.defense
        flags = [word for word, on in ((pgettext("tanuki panic mark", "new"), cell.new),
                                       (pgettext("tanuki panic mark", "attacked"), cell.attacked),
                                       (pgettext("tanuki panic mark", "changed"), cell.changed)) if on]
        # TRANSLATORS: the sum of this turn's attacks on one card, on a narrow board (short: "comb.1800")
        combined = (pgettext("tanuki panic mark", "comb.{total}") if compact else
                    pgettext("tanuki panic mark", "combined ATK {total}")).format(total=cell.attacked_total)
        if compact:  # every figure and mark first: only the name may be cut
            text = Text(f"{number}{MARK[cell.position]}{atk}/{dfn}", no_wrap=True, overflow="ellipsis")
            for flag in flags:
                text.append(f" {flag}", style="italic")
            if cell.attacked_total:
                text.append(f" {combined}")
            text.append(f" {name}", style="bold")
            widget.update(text)
            return
        text = Text(no_wrap=True, overflow="ellipsis")
        position = {"attack": pgettext("tanuki panic position", "↑ Atk"),
                    "defense": pgettext("tanuki panic position", "→ Def"),
                    "facedown": pgettext("tanuki panic position", "░ down")}[cell.position]
        text.append(f"{number}  {pad(position, 7)}")
        text.append(pad(name, 17), style="bold")
        text.append(f"ATK {atk} / DEF {dfn}")
        if flags:
            # TRANSLATORS: between a card's marks on its slot ("new, attacked")
            text.append("  " + pgettext("tanuki panic mark", ", ").join(flags), style="italic")
        if cell.attacked_total:
            text.append(f"  {combined}")
        widget.update(text)
