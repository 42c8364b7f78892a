"""Animale Tattica's board: a seat strip per player, the field with its count and total, the
discard piles, match or tournament standings and the formation cards. Drawn only from the viewing
seat's observation.

   ▸ You           Cat      hand  8  deck 4  spirits 1  GO!   won 1   2x2 3x3 4x2 6x3 8x2 12x1 Kx3
     Bot (simple)  Bear     hand  6  deck 2  spirits 0  BACK  won 0   2x2 3x1 4x2 6x3 8x3 12x3 Kx2
     Field: 6·6·King  3 cards · total 18  by Bot (simple) · lead You · spirit deck 9
     Discards: You: 2 4 · Bot (simple): 12   (click a pile to take a card back with Revival)

A line too long for the board breaks between its parts, never between a name and its figures.
Clicking a discard pile posts `CardPicked(None, place="discard:<seat>")`; `actions_at` turns it
into the Revival choices.
"""

from __future__ import annotations

from typing import Sequence, cast

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from tanuki_table.core.engine import Action, Observation
from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import _, ngettext, pgettext
from tanuki_table.core.text import cells, fit, pad
from tanuki_table.ui.widgets.board import BoardBase
from tanuki_table.ui.screens.game.marks import GLYPHS

from .actions import ATAction
from .cards import Catalogue
from .observation import ATObservation, FieldView
from .plays import aligned, hand_plays, why_not
from .words import animal as animal_word, field_text, formation, mode_name, phase_name, stage, values

class Board(BoardBase):
    """The Animale Tattica table."""

    SHORT_FORMS = ((r"\((\d+) cards?, (total \d+|no total)(, with .+)?\)$", r"(\2\3)"),)
    """Short forms: the cards and the total; the count of cards is in the cards shown."""

    DEFAULT_CSS = """
    Board {
        height: auto;
        padding: 0 1;
    }
    """

    @property
    def cat(self) -> Catalogue:
        """The card data of the game being played."""
        return cast(Catalogue, self.info.catalogue)

    def compose(self) -> ComposeResult:
        yield Static(id="at-board")

    def _name_width(self, obs: ATObservation) -> int:
        """The seat lines' name column: the longest name (at most 20 cells: "ボット2（かんたん）" is 19)."""
        return min(20, max(5, *(cell_len(self.shown_name(s)) for s in range(len(obs.hand_sizes)))))

    def _room(self) -> int:
        """The board's width for text (its padding left out)."""
        return self.content_size.width or max(20, (self.size.width or 76) - 2)

    @staticmethod
    def _joined(pieces: Sequence[tuple[str, Text]], width: int, indent: str = "    ") -> Text:
        """`pieces` (separator, text) on one line, broken before a piece that would not fit: a
        piece stays whole ("Bot 2 (normal): 2 2 3", "total 12"), the next line starts `indent`."""
        out = Text()
        used = 0
        for sep, piece in pieces:
            if used and used + cell_len(sep) + piece.cell_len > width:
                out.append("\n" + indent)
                used = len(indent)
                sep = sep.lstrip()  # "· lead ..." starts the line; plain spaces go
            out.append(sep)
            out.append_text(piece)
            used += cell_len(sep) + piece.cell_len
        return out

    def show(self, obs: Observation) -> None:
        super().show(obs)
        self.query_one("#at-board", Static).update(self.render_text(cast(ATObservation, obs)))

    def render_text(self, obs: ATObservation) -> Text:
        """The whole board as one Rich Text (also used by tests)."""
        width = self.size.width or 76
        wide = width >= 100
        height = self.app.size.height if self.is_attached else 40
        out = Text()
        for seat in sorted(range(len(obs.hand_sizes)), key=obs.table.__getitem__):  # by table
            out.append_text(self._seat_line(obs, seat, wide))
            out.append("\n")
        if not wide and obs.phase != "choose_animal":
            animals = [a for a in obs.animals if a]
            if height >= 30 or len(animals) <= 3:
                out.append_text(Text().join(self._formation(animal) + "\n" for animal in animals))
            else:
                out.append_text(self._formation_lines(animals))
        for index, field in enumerate(obs.fields):
            label = _("Table {table}").format(table=index + 1) if len(obs.fields) > 1 else _("Field")
            lead = obs.leads[index] if index < len(obs.leads) else None
            out.append_text(self._field_line(obs, field, lead, label, index))
            out.append("\n")
        out.append_text(self._discard_line(obs))
        if obs.phase == "choose_animal":
            out.append("  " + _("Free animals:") + "\n")
            out.append_text(Text().join(self._formation(animal) + "\n" for animal in obs.available_animals))
        if any(p is not None for p in obs.places):
            standing = sorted((p, s) for s, p in enumerate(obs.places) if p is not None)
            places = [("  " if i else "", Text(("  " + _("Final standings:") + " " if not i else "") + _(
                "{place}. {seat}").format(place=p, seat=self.shown_name(s)), style="bold")) for i, (p, s) in enumerate(standing)]
            out.append_text(self._joined(places, self._room()))  # "3. Bot 3 (normal)" whole on a line
            out.append("\n")
        elif obs.history and (height >= 30 or len(obs.hand_sizes) <= 3):
            done = [_("Game {game}{title}: {seat} won with the {animal}").format(
                game=n, title=_(" ({stage})").format(stage=stage(st)) if st else "", seat=self.shown_name(s),
                animal=animal_word(a)) for n, st, s, a in obs.history[-2:]]
            out.append_text(self._joined([(" · " if i else "  ", Text(d, style="dim")) for i, d in enumerate(done)],
                                         self._room()))
            out.append("\n")
        return out

    def status_text(self, obs: Observation) -> str:
        data = cast(ATObservation, obs)
        parts = [_("Game {game}").format(game=data.game_number), mode_name(data.mode)]
        if data.trophy:  # (the scores are on the seat lines, beside each name)
            parts.append(_("trophy: {animal}").format(animal=animal_word(data.trophy)))
        parts.append(phase_name(data.phase))
        return " · ".join(parts)

    def _seat_line(self, obs: ATObservation, seat: int, wide: bool) -> Text:
        line = Text()
        line.append("▸ " if obs.current_player == seat else "  ", style="bold")
        size = self._name_width(obs)
        name = pad(fit(self.shown_name(seat), size), size)  # a longer name ends in "…", never cut bare
        line.append(f"{name} ", style="bold" if seat == obs.player else "")
        animal = obs.animals[seat]
        column = max(8, 1 + max(cells(animal_word(a)) for a in self.cat.animals))  # "Penguin " in English
        line.append(pad(animal_word(animal) if animal else "?", column))
        hand = f"{obs.hand_sizes[seat]:>2}" if wide else str(obs.hand_sizes[seat])
        gap = "  " if wide else " "
        words = (pgettext("animale tattica board", "hand {n}").format(n=hand),
                 pgettext("animale tattica board", "deck {n}").format(n=obs.deck_sizes[seat]),
                 pgettext("animale tattica board", "spirits {n}").format(n=obs.spirits_held[seat]))
        line.append(gap.join(words) + gap)
        go, back = pgettext("animale tattica board", "GO!"), pgettext("animale tattica board", "BACK")
        if obs.phase in ("choose_animal", "over"):
            line.append(" " * (max(5, cells(go), cells(back)) + 1))
        elif obs.retreated[seat]:
            line.append(pad(back, max(5, cells(go))) + " ", style="red")
        else:
            line.append(pad(go, max(5, cells(back))) + " ", style="green")
        if obs.mode != "single":
            line.append(pgettext("animale tattica board", "won {n}").format(n=obs.scores[seat]))
        if obs.places[seat] is not None:
            line.append("  " + pgettext("animale tattica board", "place {n}").format(n=obs.places[seat]), style="bold")
        if wide and animal:
            line.append("  ")
            line.append_text(self._formation(animal, short=True))
        return line

    def _formation_lines(self, animals: Sequence[str]) -> Text:
        """Narrow layout: the formation mixes two to a line."""
        out = Text()
        for i in range(0, len(animals), 2):
            out.append("  ")
            for j, animal in enumerate(animals[i:i + 2]):
                if j:
                    out.append(" · ")
                out.append(f"{animal_word(animal)} ", style="bold")
                out.append(self.cat.mix_text(animal), style="dim")
            out.append("\n")
        return out

    def changes(self, before: Observation | None, after: Observation) -> dict[str, str]:
        """A table whose play changed since the viewer's last move ("field:N": `moved`)."""
        if before is None:
            return {}
        old = cast(ATObservation, before).fields
        return {f"field:{i}": "moved" for i, field in enumerate(cast(ATObservation, after).fields)
                if field.cards and (i >= len(old) or old[i].cards != field.cards)}

    def _field_line(self, obs: ATObservation, field: FieldView, lead: int | None, label: str, index: int) -> Text:
        # TRANSLATORS: a table's field before its play ("Field: ", "Table 2: "; Japanese "テーブル2：")
        first = Text("  " + pgettext("animale tattica field", "{place}: ").format(place=label))
        if field.cards and f"field:{index}" in self.marks:  # played since your last move
            first.append(f"{GLYPHS['moved']} ", style="bold yellow")
        pieces: list[tuple[str, Text]] = [("", first)]
        play = field.play()
        if play is not None:
            first.append(values(play, self.cat), style="bold")
            pieces.append(("  ", Text(field_text(play.size, play.total, play.number))))
            if field.seat is not None:
                pieces.append(("  ", Text(_("by {player}").format(player=self.shown_name(field.seat)), style="dim")))
        else:
            first.append(pgettext("animale tattica field", "empty"), style="dim")
        if lead is not None:
            pieces.append((" · ", Text(_("lead {player}").format(player=self.shown_name(lead)))))
        if obs.phase == "keep_spirit":
            pieces.append((" · ", Text(_("spirit deck after the choices"))))
        elif len(obs.fields) == 1 or obs.table[obs.player] == index:
            pieces.append((" · ", Text(_("spirit deck {count}").format(count=obs.spirit_deck_size))))
        return self._joined(pieces, self._room())

    def _discard_line(self, obs: ATObservation) -> Text:
        """Each seat's discard pile by values, clickable (Revival takes a card back from it)."""
        seats = obs.table_seats()
        if not any(obs.discards[s] for s in seats):
            return Text()
        pieces: list[tuple[str, Text]] = []
        for i, seat in enumerate(seats):
            cards = sorted(obs.discards[seat], key=self.cat.order.__getitem__)
            shown = " ".join(self._value(c) for c in cards) or pgettext("animale tattica discards", "none")
            pile = Text(("  " + _("Discards:") + " " if not i else "") + pgettext("animale tattica discards", "{seat}: {cards}").format(
                seat=self.shown_name(seat), cards=shown),
                        style=Style.from_meta({"@click": f"pick('discard:{seat}')"}) if cards else "")
            pieces.append(("" if not i else " · ", pile))
        line = self._joined(pieces, self._room())
        line.append("\n")
        return line

    def _value(self, card: str) -> str:
        return "K" if self.cat.is_king[card] else "/".join(map(str, self.cat.numbers[card]))

    def action_pick(self, place: str) -> None:
        """A click on a place of the table (a discard pile)."""
        self.post_message(self.CardPicked(None, place=place))

    def actions_at(self, place: str, legal: list[Action]) -> list[Action]:
        """`discard:<seat>`: the Revival take-backs (your own pile only)."""
        if not place.startswith("discard:") or self.obs is None or place != f"discard:{self.obs.player}":
            return []
        return [a for a in legal if isinstance(a, ATAction) and a.kind == "revive"]

    def _formation(self, animal: str, short: bool = False) -> Text:
        card = self.cat.formations.get(animal)
        name, style = formation(animal, card.name, card.style) if card else (animal_word(animal), "")
        text = Text()
        if not short:
            text.append(f"  {name}", style="bold")
            text.append(f" ({style}) ")
        text.append(self.cat.mix_text(animal), style="dim" if short else "")
        return text

    # --- the shared screen's hooks ------------------------------------------------------------
    def hand_order(self, cards: list[str]) -> list[str]:
        """The hand sorted 2, 3, ... 12, King, spirits (catalogue order)."""
        return sorted(cards, key=self.cat.order.__getitem__)

    def card_text(self, card_id: str) -> str:
        cat = self.cat
        card = cat.by_id[card_id]
        name = card_name("animale_tattica", card.name)
        if not cat.spirit[card_id]:
            return name
        numbers = card.numbers
        if card.worth > 1:
            return f"{name} ({'+'.join(str(numbers[0]) for _n in range(card.worth))})"
        return f"{name} ({'/'.join(map(str, numbers))})"

    def selection_hint(self, selected: list[str], matching: list[Action]) -> str:
        obs = cast(ATObservation | None, self.obs)
        if obs is None or obs.phase != "play" or any(c not in obs.hand for c in selected):
            return ""
        play = obs.field.play()
        if matching:
            plays = [p for p in hand_plays(selected, self.cat) if len(p.cards) == len(selected) and aligned(p, play)]
            if play is None or not plays:
                return ""
            p = plays[0]
            total = p.total if p.total is not None else "-"
            if p.size > play.size:
                return ngettext("aligned (surrounds): {count} card, total {total}",
                                "aligned (surrounds): {count} cards, total {total}", p.size).format(count=p.size, total=total)
            return ngettext("aligned (higher): {count} card, total {total}", "aligned (higher): {count} cards, total {total}",
                            p.size).format(count=p.size, total=total)
        return why_not(selected, play, self.cat)
