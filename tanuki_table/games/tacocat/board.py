"""Tacocat's board: the track with its goals, numbers, arrows, tiles and the cat; the trick area;
the duel and the last final reveal. Drawn only from the viewing seat's observation.

    YAY ◀    [4]    [6]    ▓▓    (7)    [9]    [6]    [4]    ▶ WOW
              ▶      ▶      ▶     ◀▶     ◀      ◀      ◀
                                =^.^=

A click on an attacking card or an answer posts `CardPicked(card_id, place="attack:N" / "answer:N")`
(N from 1); `actions_at` turns the attacking card being answered into the defences and the sacrifice.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Sequence, cast

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from tanuki_table.cards.words import card_name
from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.i18n import N_, _, npgettext, pgettext
from tanuki_table.core.text import cells, pad
from tanuki_table.ui.widgets.board import BoardBase
from tanuki_table.ui.screens.game.marks import GLYPHS

from .actions import TacocatAction
from .observation import TacocatObservation

if TYPE_CHECKING:
    from .plugin import Tacocat

CELL = 7
"""Columns per space on the track."""
CAT = "=^.^="

_PHASES = {
    "exchange": N_("Exchange"),
    "duel": N_("Duel"),
    "play_attack": N_("Play: attack"),
    "play_defend": N_("Play: answer"),
    "reveal": N_("Final reveal"),
}


def cards(n: int) -> str:
    """ "1 card", "2 cards" (in the app's language: "1 karta", "2 karty", "5 kart")."""
    # TRANSLATORS: a count of cards on Tacocat's board ("draw pile 12 cards", "Bot 5 cards")
    return npgettext("tacocat board", "{count} card", "{count} cards", n).format(count=n)


def track_lines(obs: TacocatObservation) -> list[Text]:
    """The three lines of the track: spaces, arrows, the cat."""
    left, right = obs.goals
    spaces = Text(f"{left} ◀ ", style="bold")
    arrows = Text(" " * len(spaces))
    cat = Text(" " * len(spaces))
    if obs.tacocat == -1:
        cat = Text(CAT.ljust(len(spaces)), style="bold yellow")
    for i, number in enumerate(obs.spaces):
        if obs.covered[i]:
            spaces.append("▓▓".center(CELL), style="dim")
        elif i == obs.tacocat:
            spaces.append(f"({number})".center(CELL), style="bold yellow")
        else:
            spaces.append(f"[{number}]".center(CELL))
        seats = obs.arrows[i]
        mark = "◀▶" if len(seats) == 2 else ("◀" if seats[0] == 0 else "▶")
        arrows.append(mark.center(CELL), style="dim" if obs.covered[i] else "")
        cat.append((CAT if i == obs.tacocat else "").center(CELL), style="bold yellow")
    spaces.append(f" ▶ {right}", style="bold")
    if obs.tacocat == len(obs.spaces):
        cat.append("   " + CAT, style="bold yellow")
    return [spaces, arrows, cat]


class Board(BoardBase):
    """The Tacocat table."""

    info: Tacocat

    DEFAULT_CSS = """
    Board {
        height: auto;
        min-height: 6;
    }
    Board > #tc-track { height: 3; }
    Board > #tc-info { height: auto; }
    Board > #tc-trick { height: auto; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="tc-track")
        yield Static(id="tc-info")
        yield Static(id="tc-trick")

    def rank(self, card_id: str) -> int:
        """A card's rank, from the game's catalogue."""
        return self.info.catalogue.rank[card_id]

    def hand_order(self, cards: list[str]) -> list[str]:
        """The hand sorted by rank, so sets and sequences sit together."""
        return sorted(cards, key=self.rank)

    def card_text(self, card_id: str) -> str:
        """E.g. "Rank 12 · Red Rum Sir Is Murder"."""
        card = self.info.catalogue.by_id[card_id]
        # TRANSLATORS: a card as the hand and the piles show it: "Rank 5 · Star Rats"
        return _("Rank {rank} · {name}").format(rank=card.rank, name=card_name("tacocat", card.name))

    def status_text(self, obs: Observation) -> str:
        data = cast(TacocatObservation, obs)
        phase = _(_PHASES[data.phase]) if data.phase in _PHASES else data.phase.replace("_", " ").title()
        # TRANSLATORS: the status line's part from Tacocat's board: "Duel · round 2"
        return _("{phase} · round {round}").format(phase=phase, round=data.round)

    def seat(self, seat: int | None) -> str:
        """A seat's display name (the reader's "You" in the app's language)."""
        if seat is None:
            return pgettext("tacocat board", "nobody")
        return self.shown_name(seat)

    def show(self, obs: Observation) -> None:
        super().show(obs)
        data = cast(TacocatObservation, obs)
        self.query_one("#tc-track", Static).update(Text("\n").join(track_lines(data)))
        self.query_one("#tc-info", Static).update(self.info_text(data))
        self.query_one("#tc-trick", Static).update(self.trick_text(data))

    def info_text(self, obs: TacocatObservation) -> Text:
        """Short lines: round, hands and piles; what is being chosen; the last reveal."""
        text = Text()
        sizes = obs.hand_sizes
        # TRANSLATORS: each player's hand on Tacocat's board when both hold as many: "7 cards each"
        hands = (_("{cards} each").format(cards=cards(sizes[0])) if sizes[0] == sizes[1]
                 else " · ".join(f"{self.seat(s)} {cards(n)}" for s, n in enumerate(sizes)))
        piles = _("Round {round} · {hands} · draw pile {cards}").format(
            round=obs.round, hands=hands, cards=cards(obs.draw_size))
        discard = " ".join(str(r) for r in sorted(self.rank(c) for c in obs.discard)) or pgettext("pile", "empty")
        discard = _("discard pile: {ranks}").format(ranks=discard)
        # the discard pile on a line of its own where the two would not fit: never "discard / pile"
        fits = cell_len(f"{piles} · {discard}") <= (self.size.width or 80)
        text.append(piles + (" · " if fits else "\n"))
        text.append(discard, style=Style(meta={"@click": "pick_pile"}))
        text.append("\n")
        if obs.last_reveal:
            a, b = obs.last_reveal
            who = (_("a tie") if obs.round_winner is None else
                   _("{player} won the round").format(player=self.seat(obs.round_winner)))
            text.append(_("Previous round's reveal: {first} {a} · {second} {b} ({result})").format(
                first=self.seat(0), a=a, second=self.seat(1), b=b, result=who) + "\n", style="bold")
        if obs.is_over:
            won = (_("Game over: You pulled the Tacocat home!") if self.is_you(obs.winner) else
                   _("Game over: {player} pulled the Tacocat home!").format(player=self.seat(obs.winner)))
            text.append(won, style="bold")
        elif obs.phase == "exchange":
            self._exchange_text(obs, text)
        elif obs.phase == "duel":
            done, choosing = _("✓ face down"), _("… choosing")
            chosen = [f"{self.seat(s)} {done if c else choosing}" for s, c in enumerate(obs.duel_chosen)]
            text.append(_("Duel: {seats}").format(seats=" · ".join(chosen)))
            if obs.my_duel:
                text.append(" · " + _("yours: {ranks}").format(ranks=self.rank(obs.my_duel)))
            if obs.last_duel:
                text.append(" · " + _("tied at {rank}, duel again").format(rank=obs.last_duel[0]))
        elif obs.last_duel:
            a, b = obs.last_duel
            lead = self.seat(0 if a > b else 1)
            text.append(_("Duel: {first} {a} · {second} {b} → {lead} attacked first").format(
                first=self.seat(0), a=a, second=self.seat(1), b=b, lead=lead))
        return text

    def _exchange_text(self, obs: TacocatObservation, text: Text) -> None:
        """The exchange's line: who chooses, what is chosen, the cap."""
        if obs.together:
            text.append(_("Exchange: both choose at once, in secret"))
            if obs.my_exchange is not None:
                mine = " ".join(map(str, obs.my_exchange)) or pgettext("tacocat exchange", "nothing")
                text.append(" · " + _("yours: {ranks}").format(ranks=mine))
        else:
            first = obs.choosers[0]
            text.append(_("Exchange: {player} first, then up to as many").format(player=self.seat(first)))
            done = obs.exchanged[first]
            if done is not None:
                text.append(" · " + (_("You exchanged {cards}") if self.is_you(first) else
                                     _("{player} exchanged {cards}")).format(player=self.seat(first), cards=cards(done)))
        if obs.exchange_cap is not None:
            text.append(" · " + _("you may give up to {cards}").format(cards=cards(obs.exchange_cap)))

    def changes(self, before: Observation | None, after: Observation) -> dict[str, str]:
        """The cards of the trick played since the viewer's last move (by card id: `moved`)."""
        if before is None:
            return {}
        old, new = cast(TacocatObservation, before), cast(TacocatObservation, after)
        seen = set(old.attack) | set(old.answers)
        if old.last_trick is not None:
            seen |= set(old.last_trick.attack) | set(old.last_trick.answers)
        shown = list(new.attack) + list(new.answers)
        if new.last_trick is not None and not new.attack:
            shown += list(new.last_trick.attack) + list(new.last_trick.answers)
        return {card: "moved" for card in shown if card not in seen}

    def trick_text(self, obs: TacocatObservation) -> Text:
        """The attack cards in one row and the answers under them, card by card, then the result."""
        trick = obs.last_trick
        last = not (obs.attack and obs.attacker is not None)
        play = trick if last else obs  # the trick being played, else the last one (same field names)
        if play is None:
            return Text(_("{player} to attack.").format(player=self.seat(obs.attacker)) if "play" in obs.phase else "")
        attacker = cast(int, play.attacker)
        attack, answers, kinds, jumbo = play.attack, play.answers, play.answer_kinds, play.jumbo
        result = ""
        if trick is not None and last:
            result = (_("→ every card defended: {player} to attack next").format(player=self.seat(1 - attacker))
                      if trick.defended else
                      _("→ not every card defended: {player} to attack again").format(player=self.seat(attacker)))
        heads = [self._attack_head(last, jumbo).format(player=self.seat(attacker)),
                 _("Answers by {player}:").format(player=self.seat(1 - attacker))]
        width = max(cells(h) for h in heads) + 1
        text = Text(pad(heads[0], width), style="bold")
        fresh = Style(color="yellow", bold=True)  # played since your last move: a glyph and a colour
        for i, card in enumerate(attack):
            pick = Style(meta={"@click": f"pick_card({card!r}, 'attack:{i + 1}')"})
            new = card in self.marks
            shown = f"{GLYPHS['moved'] if new else ''}[{self.rank(card)}]"
            text.append(shown.center(6), style=pick + fresh if new else pick)
        text.append("\n" + pad(heads[1], width))
        for i in range(len(attack)):
            if i < len(answers):
                defended = kinds[i] == "defend"
                new = answers[i] in self.marks
                mark = f"{GLYPHS['moved'] if new else ''}{'✓' if defended else '✗'}{self.rank(answers[i])}"
                pick = Style(meta={"@click": f"pick_card({answers[i]!r}, 'answer:{i + 1}')"})
                text.append(mark.center(6), style=pick + Style(color=None if defended else "red", bold=new))
            elif i == len(answers) and obs.attack:
                text.append("?".center(6), style="bold")
            else:
                text.append("·".center(6))
        text.append("\n" + _("✓ defended  ✗ sacrificed"), style="dim")
        if result:
            text.append("\n" + result, style="bold")
        return text

    @staticmethod
    def _attack_head(last: bool, jumbo: str) -> str:
        """The trick's first line's head: "Attack by {player}:", "Last attack by {player}, a set:"."""
        if last:
            return (_("Last attack by {player}, a set:") if jumbo == "set" else
                    _("Last attack by {player}, a sequence:") if jumbo else _("Last attack by {player}:"))
        return (_("Attack by {player}, a set:") if jumbo == "set" else
                _("Attack by {player}, a sequence:") if jumbo else _("Attack by {player}:"))

    def action_pick_card(self, card_id: str, place: str) -> None:
        """A card of the trick was clicked."""
        self.post_message(self.CardPicked(card_id, place))

    def action_pick_pile(self) -> None:
        """The discard pile was clicked."""
        self.post_message(self.CardPicked(None, "discard"))

    def actions_at(self, place: str, legal: list[Action]) -> list[Action]:
        """The attacking card being answered ("attack:N") gives the defences and the sacrifice."""
        data = cast("TacocatObservation | None", self.obs)
        if data is None or not data.attack or place != f"attack:{len(data.answers) + 1}":
            return []
        return [a for a in legal if a.kind in ("defend", "sacrifice")]

    def selection_hint(self, selected: list[str], matching: list[Action]) -> str:
        obs = self.obs
        if obs is None or obs.phase != "exchange" or not selected:
            return ""
        ranks = " ".join(map(str, sorted(self.rank(c) for c in selected)))
        if matching:
            return _("Exchange {ranks}: press 1 to confirm · Esc clears the selection").format(ranks=ranks)
        return _("No exchange gives exactly {ranks}: select other cards (Esc clears)").format(ranks=ranks)

    def actions_for(self, selected: list[str], legal: Sequence[Action]) -> list[Action]:
        """The actions that play exactly the selected ranks, else those that play them among
        others. Only ranks matter, so any copy of a rank selects the action that plays that rank."""
        if not selected:
            return []
        want = Counter(self.rank(c) for c in selected)
        moves: list[TacocatAction] = [a for a in legal if isinstance(a, TacocatAction)]
        exact: list[Action] = [a for a in moves if a.kind != "pass" and Counter(a.ranks) == want]
        return exact or [a for a in moves if a.kind not in ("pass", "exchange") and not want - Counter(a.ranks)]
