"""Tacocat's board: the track with its goals, numbers, arrows, tiles and the cat; the trick area;
the duel and the last final reveal. Drawn only from the viewing seat's observation.

    YAY ◀    [4]    [6]    ▓▓    (7)    [9]    [6]    [4]    ▶ WOW
              ▶      ▶      ▶     ◀▶     ◀      ◀      ◀
                                =^.^=
"""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from tanuki_table.engine import Observation
from tanuki_table.ui.board import BoardBase

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


def _rank(info: Any, card_id: str) -> int:
    return info.card(card_id).rank


def track_lines(obs: Any) -> list[Text]:
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
    if obs.tacocat == 7:
        cat.append("   " + CAT, style="bold yellow")
    return [spaces, arrows, cat]


class Board(BoardBase):
    """The Tacocat table."""

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

    def hand_order(self, cards: list[str]) -> list[str]:
        """The hand sorted by rank, so sets and sequences sit together."""
        return sorted(cards, key=lambda c: (self.info.card(c).rank, cards.index(c)))

    def card_text(self, card_id: str) -> str:
        card = self.info.card(card_id)
        return f"{card.rank} {card.name}"

    def status_text(self, obs: Observation) -> str:
        data: Any = obs
        phase = _PHASES.get(obs.phase, obs.phase.replace("_", " ").title())
        return f"Round {data.round} · {phase}"

    def seat(self, seat: int | None) -> str:
        """A seat's display name."""
        if seat is None:
            return "nobody"
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    def show(self, obs: Observation) -> None:
        super().show(obs)
        data: Any = obs
        track = Text("\n").join(track_lines(data))
        self.query_one("#tc-track", Static).update(track)
        self.query_one("#tc-info", Static).update(self.info_text(data))
        self.query_one("#tc-trick", Static).update(self.trick_table(data))

    def info_text(self, obs: Any) -> Text:
        """Two or three short lines: round and hands, what is being chosen, the last reveal."""
        text = Text()
        sizes = obs.hand_sizes
        hands = (
            f"{sizes[0]} cards each"
            if sizes[0] == sizes[1]
            else " · ".join(f"{self.seat(s)} {n} cards" for s, n in enumerate(sizes))
        )
        text.append(f"Round {obs.round} · {hands} · draw pile {obs.draw_size}")
        text.append("\n")
        if obs.last_reveal:
            a, b = obs.last_reveal
            who = "a tie" if obs.round_winner is None else f"{self.seat(obs.round_winner)} won the round"
            text.append(f"Last final reveal: {self.seat(0)} {a} · {self.seat(1)} {b} ({who})\n", style="bold")
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
                    text.append(f" · {self.seat(obs.choosers[0])} exchanged {done}")
            if obs.exchange_cap is not None:
                text.append(f" · you may give up to {obs.exchange_cap}")
        elif obs.phase == "duel":
            chosen = [f"{self.seat(s)} {'✓ face down' if c else '… choosing'}" for s, c in enumerate(obs.duel_chosen)]
            text.append("Duel: " + " · ".join(chosen))
            if obs.my_duel:
                text.append(f" · yours: {_rank(self.info, obs.my_duel)}")
            if obs.last_duel:
                text.append(f" · tied at {obs.last_duel[0]}, duel again")
        elif obs.last_duel:
            a, b = obs.last_duel
            lead = self.seat(0 if a > b else 1)
            text.append(f"Duel: {self.seat(0)} {a} · {self.seat(1)} {b} → {lead} attacked first")
        return text

    def trick_table(self, obs: Any) -> Table | Text:
        """The attack cards in one row and the answers under them, card by card."""
        if obs.attack:
            attacker, attack, answers, kinds, jumbo = obs.attacker, obs.attack, obs.answers, obs.answer_kinds, obs.jumbo
            result = ""
        elif obs.last_trick:
            trick = obs.last_trick
            attacker, attack, answers, kinds, jumbo = (
                trick["attacker"], trick["attack"], trick["answers"], trick["answer_kinds"], trick["jumbo"]
            )
            result = "→ held off" if trick["defended"] else "→ attacker keeps the lead"
        else:
            if "play" in obs.phase:
                return Text(f"{self.seat(obs.attacker)} to attack.")
            return Text("")
        compact = len(attack) > 4
        table = Table(show_header=False, box=None, padding=(0, 1), title=None)
        table.add_column(max_width=26, no_wrap=True, overflow="ellipsis")
        for _ in attack:
            table.add_column(min_width=3 if compact else 12, no_wrap=True)
        table.add_column(no_wrap=True)
        head = f"{'Attack' if obs.attack else 'Last attack'}: {self.seat(attacker)}"
        table.add_row(
            Text(head, style="bold"),
            *[Text(f"[{_rank(self.info, c)}]") for c in attack],
            Text(jumbo, style="italic"),
        )
        cells = []
        for i in range(len(attack)):
            if i < len(answers):
                rank = _rank(self.info, answers[i])
                defended = kinds[i] == "defend"
                word = "" if compact else (" defend" if defended else " sacrifice")
                cells.append(Text(f"{'✓' if defended else '✗'}{rank}{word}", style="" if defended else "red"))
            elif i == len(answers) and obs.attack:
                cells.append(Text("?", style="bold"))
            else:
                cells.append(Text("·"))
        defender = self.seat(None if attacker is None else 1 - attacker)
        table.add_row(Text(f"Answers: {defender}"), *cells, Text(result, style="bold"))
        return table

    def selection_hint(self, selected: list[str], matching: list[Any]) -> str:
        obs: Any = self.obs
        if obs is None or obs.phase != "exchange" or not selected:
            return ""
        ranks = sorted(_rank(self.info, c) for c in selected)
        return f"Exchange is chosen by rank: pick “Exchange {' '.join(map(str, ranks))}” in the action list"

    def actions_for(self, selected: list[str], legal: list[Any]) -> list[Any]:
        """The exchange that gives away exactly the selected cards (exchanges are keyed by rank,
        so the screen's match on `Action.card_ids()` cannot find them), else the attacks,
        defences and duels that use them."""
        if not selected:
            return []
        ranks = tuple(sorted(_rank(self.info, c) for c in selected))
        exchanges = [a for a in legal if a.kind == "exchange" and tuple(a.ranks) == ranks]
        return exchanges or super().actions_for(selected, legal)
