"""Tacocat's board: the track with its goals, numbers, arrows, tiles and the cat; the trick area;
the duel and the last final reveal. Drawn only from the viewing seat's observation.

    YAY ◀    [4]    [6]    ▓▓    (7)    [9]    [6]    [4]    ▶ WOW
              ▶      ▶      ▶     ◀▶     ◀      ◀      ◀
                                =^.^=

Every line wraps instead of being cut. The attacking cards and the answers are clickable: a
click posts `CardPicked(card_id, place="attack:N" / "answer:N")` (N counted from 1, as drawn), and
`actions_at` turns the attacking card being answered into the defences and the sacrifice.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Sequence, cast

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from tanuki_table.cards.words import card_name
from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.i18n import _
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
    "exchange": "Exchange",
    "duel": "Duel",
    "play_attack": "Play: attack",
    "play_defend": "Play: answer",
    "reveal": "Final reveal",
}


def cards(n: int) -> str:
    """ "1 card", "2 cards"."""
    return f"{n} card" if n == 1 else f"{n} cards"


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
        return sorted(cards, key=lambda c: (self.rank(c), cards.index(c)))

    def card_text(self, card_id: str) -> str:
        """E.g. "Rank 12 · Red Rum Sir Is Murder"."""
        card = self.info.catalogue.by_id[card_id]
        # TRANSLATORS: a card as the hand and the piles show it: "Rank 5 · Star Rats"
        return _("Rank {rank} · {name}").format(rank=card.rank, name=card_name("tacocat", card.name))

    def status_text(self, obs: Observation) -> str:
        data = cast(TacocatObservation, obs)
        phase = _PHASES.get(data.phase, data.phase.replace("_", " ").title())
        return f"{phase} · round {data.round}"

    def seat(self, seat: int | None) -> str:
        """A seat's display name."""
        if seat is None:
            return "nobody"
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    def show(self, obs: Observation) -> None:
        super().show(obs)
        data = cast(TacocatObservation, obs)
        self.query_one("#tc-track", Static).update(Text("\n").join(track_lines(data)))
        self.query_one("#tc-info", Static).update(self.info_text(data))
        self.query_one("#tc-trick", Static).update(self.trick_text(data))

    def on_resize(self) -> None:
        """Redraw on every resize."""
        if self.obs is not None:
            self.show(self.obs)

    def info_text(self, obs: TacocatObservation) -> Text:
        """Short lines: round, hands and piles; what is being chosen; the last reveal."""
        text = Text()
        sizes = obs.hand_sizes
        hands = (
            f"{cards(sizes[0])} each"
            if sizes[0] == sizes[1]
            else " · ".join(f"{self.seat(s)} {cards(n)}" for s, n in enumerate(sizes))
        )
        text.append(f"Round {obs.round} · {hands} · draw pile {cards(obs.draw_size)} · ")
        discard = " ".join(str(r) for r in sorted(self.rank(c) for c in obs.discard)) or "empty"
        text.append(f"discard pile: {discard}", style=Style(meta={"@click": "pick_pile"}))
        text.append("\n")
        if obs.last_reveal:
            a, b = obs.last_reveal
            who = "a tie" if obs.round_winner is None else f"{self.seat(obs.round_winner)} won the round"
            text.append(f"Previous round's reveal: {self.seat(0)} {a} · {self.seat(1)} {b} ({who})\n", style="bold")
        if obs.is_over:
            text.append(f"Game over: {self.seat(obs.winner)} pulled the Tacocat home!", style="bold")
        elif obs.phase == "exchange":
            if obs.together:
                text.append("Exchange: both choose at once, in secret")
                if obs.my_exchange is not None:
                    text.append(f" · yours: {' '.join(map(str, obs.my_exchange)) or 'nothing'}")
            else:
                text.append(f"Exchange: {self.seat(obs.choosers[0])} first, then up to as many")
                done = obs.exchanged[obs.choosers[0]]
                if done is not None:
                    text.append(f" · {self.seat(obs.choosers[0])} exchanged {cards(done)}")
            if obs.exchange_cap is not None:
                text.append(f" · you may give up to {cards(obs.exchange_cap)}")
        elif obs.phase == "duel":
            chosen = [f"{self.seat(s)} {'✓ face down' if c else '… choosing'}" for s, c in enumerate(obs.duel_chosen)]
            text.append("Duel: " + " · ".join(chosen))
            if obs.my_duel:
                text.append(f" · yours: {self.rank(obs.my_duel)}")
            if obs.last_duel:
                text.append(f" · tied at {obs.last_duel[0]}, duel again")
        elif obs.last_duel:
            a, b = obs.last_duel
            lead = self.seat(0 if a > b else 1)
            text.append(f"Duel: {self.seat(0)} {a} · {self.seat(1)} {b} → {lead} attacked first")
        return text

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
        if obs.attack and obs.attacker is not None:
            attacker, attack, answers, kinds, jumbo = obs.attacker, obs.attack, obs.answers, obs.answer_kinds, obs.jumbo
            head, result = "Attack", ""
        elif trick is not None:
            attacker, attack, answers, kinds, jumbo = (
                trick.attacker, trick.attack, trick.answers, trick.answer_kinds, trick.jumbo
            )
            head = "Last attack"
            defender = self.seat(1 - attacker)
            result = (
                f"→ every card defended: {defender} to attack next"
                if trick.defended
                else f"→ not every card defended: {self.seat(attacker)} to attack again"
            )
        else:
            if "play" in obs.phase:
                return Text(f"{self.seat(obs.attacker)} to attack.")
            return Text("")
        what = f", a {jumbo}" if jumbo else ""
        heads = [f"{head} by {self.seat(attacker)}{what}:", f"Answers by {self.seat(1 - attacker)}:"]
        width = max(len(h) for h in heads) + 1
        text = Text(heads[0].ljust(width), style="bold")
        fresh = Style(color="yellow", bold=True)  # played since your last move: a glyph and a colour
        for i, card in enumerate(attack):
            pick = Style(meta={"@click": f"pick_card({card!r}, 'attack:{i + 1}')"})
            new = card in self.marks
            shown = f"{GLYPHS['moved'] if new else ''}[{self.rank(card)}]"
            text.append(shown.center(6), style=pick + fresh if new else pick)
        text.append("\n" + heads[1].ljust(width))
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
        text.append("\n✓ defended  ✗ sacrificed", style="dim")
        if result:
            text.append("\n" + result, style="bold")
        return text

    def action_pick_card(self, card_id: str, place: str) -> None:
        """A card of the trick was clicked."""
        self.post_message(self.CardPicked(card_id, place))

    def action_pick_pile(self) -> None:
        """The discard pile was clicked."""
        self.post_message(self.CardPicked(None, "discard"))

    def actions_at(self, place: str, legal: list[Action]) -> list[Action]:
        """The attacking card being answered ("attack:N") gives the defences and the sacrifice."""
        obs = self.obs
        if obs is None or not place.startswith("attack:"):
            return []
        data = cast(TacocatObservation, obs)
        index = int(place.split(":")[1]) - 1
        if not data.attack or index != len(data.answers):
            return []
        return [a for a in legal if a.kind in ("defend", "sacrifice")]

    def selection_hint(self, selected: list[str], matching: list[Action]) -> str:
        obs = self.obs
        if obs is None or obs.phase != "exchange" or not selected:
            return ""
        ranks = sorted(self.rank(c) for c in selected)
        if matching:
            return f"Exchange {' '.join(map(str, ranks))}: press 1 to confirm · Esc clears the selection"
        return f"No exchange gives exactly {' '.join(map(str, ranks))}: select other cards (Esc clears)"

    def actions_for(self, selected: list[str], legal: Sequence[Action]) -> list[Action]:
        """The actions that play exactly the selected ranks, else those that play them among
        others. Only ranks matter, so any copy of a rank selects the action that plays that rank."""
        if not selected:
            return []
        want = Counter(self.rank(c) for c in selected)
        moves: list[TacocatAction] = [a for a in legal if isinstance(a, TacocatAction)]
        exact: list[Action] = [a for a in moves if a.kind != "pass" and Counter(a.ranks) == want]
        return exact or [a for a in moves if a.kind not in ("pass", "exchange") and not want - Counter(a.ranks)]
