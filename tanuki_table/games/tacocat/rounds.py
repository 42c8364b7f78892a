"""The steps of a Tacocat round, as a mixin of `State`: deal, exchange, duel, tricks, reveal, move.

Every method here runs inside `apply()` after the legality check; the automatic steps (draws,
reveals, the next deal) follow on by themselves. Public log lines name seats "Player N"; phase
changes are noted with `kind=PHASE`, reveals and results with `kind=RESULT`.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, NamedTuple, Sequence

from tanuki_table.engine import PHASE, RESULT

if TYPE_CHECKING:
    from .actions import TacocatAction


def player(seat: int) -> str:
    """A seat as public log lines name it: "Player 1"."""
    return f"Player {seat + 1}"


def cards(n: int) -> str:
    """ "1 card", "2 cards"."""
    return f"{n} card" if n == 1 else f"{n} cards"


def _nums(ranks: Sequence[int]) -> str:
    return " ".join(map(str, ranks))


def _cards(ranks: Sequence[int]) -> str:
    """`1 card (rank 8)`, `2 cards (ranks 4 8)`: a count a reader cannot mistake for a rank."""
    n = len(ranks)
    return f"{n} card{'s' if n != 1 else ''} (rank{'s' if n != 1 else ''} {_nums(ranks)})"


class Trick(NamedTuple):
    """A finished trick: who attacked with what, and how each attacking card was answered."""

    attacker: int
    attack: tuple[str, ...]
    jumbo: str
    """"set", "sequence" or "" for a single card."""
    answers: tuple[str, ...]
    answer_kinds: tuple[str, ...]
    """"defend" or "sacrifice" for each answer."""
    defended: bool
    """Whether every attacking card was defended (the defender attacks next)."""


class RoundMixin:
    """Round logic over the plain fields that `State.__init__` defines."""

    # fields live on State; these annotations only help readers and type checkers
    rank: dict[str, int]
    hand_key: dict[str, int]
    hands: list[list[str]]
    draw: list[str]
    discard: list[str]
    order: list[str]
    shuffle: bool
    spaces: list[int]
    arrows: list[list[int]]
    goals: list[str]
    covered: list[bool]
    cat: int
    round: int
    phase: str
    turn: int
    first_seat: int
    choosers: list[int]
    step: int
    together: bool
    pending_exchange: list[list[int] | None]
    exchanged: list[int | None]
    pending_duel: list[str | None]
    last_duel: list[int]
    attacker: int | None
    attack: list[str]
    jumbo: str
    answers: list[str]
    answer_kinds: list[str]
    last_trick: Trick | None
    last_reveal: list[int]
    round_winner: int | None
    variant: str
    won: int | None
    over: bool
    rng: random.Random

    if TYPE_CHECKING:  # GameState.note, for the type checker

        def note(self, text: str, seat: int | None = None, secret: str | None = None, kind: str | None = None) -> None: ...

    def _sort(self, cards: list[str]) -> list[str]:
        return sorted(cards, key=self.hand_key.__getitem__)

    def _ranks(self, cards: list[str]) -> str:
        return _nums(sorted(self.rank[c] for c in cards))

    # --- deal -----------------------------------------------------------------------------
    def new_round(self) -> None:
        """Gather and shuffle the whole deck, deal the Tacocat space's number to each player."""
        self.round += 1
        deck = list(self.order)
        if self.shuffle:
            self.rng.shuffle(deck)
        size = self.spaces[self.cat]
        self.hands = [self._sort(deck[:size]), self._sort(deck[size : 2 * size])]
        self.draw = deck[2 * size :]
        self.discard = []
        arrows = self.arrows[self.cat]
        self.together = len(arrows) == 2
        first = self.first_seat if self.together else arrows[0]
        self.choosers = [first, 1 - first]
        self.step = 0
        self.pending_exchange = [None, None]
        self.exchanged = [None, None]
        self.pending_duel = [None, None]
        self.last_duel = []
        self.attacker = None
        self.attack, self.answers, self.answer_kinds, self.jumbo = [], [], [], ""
        self.last_trick = None
        self.phase = "exchange"
        self.turn = first
        how = "both players exchange at once, in secret" if self.together else f"{player(first)} exchanges first"
        self.note(f"Round {self.round}: {cards(size)} each. Exchange: {how}.", kind=PHASE)

    # --- exchange -------------------------------------------------------------------------
    def _give_away(self, seat: int, ranks: Sequence[int], kind: str | None = None) -> None:
        hand = self.hands[seat]
        rank = self.rank
        gone = []
        for r in ranks:
            for i, c in enumerate(hand):
                if rank[c] == r:
                    gone.append(hand.pop(i))
                    break
        n = len(gone)
        drawn = self.draw[:n]
        del self.draw[:n]
        self.discard.extend(gone)
        hand.extend(drawn)
        self.hands[seat] = self._sort(hand)
        self.exchanged[seat] = n
        if n:
            self.note(
                f"{player(seat)} exchanged {_cards(ranks)} and drew as many.",
                seat,
                f"You exchanged {_cards(ranks)} and drew {self._ranks(drawn)}.",
                kind,
            )
        else:
            self.note(f"{player(seat)} exchanged nothing.", kind=kind)

    def _exchange(self, action: TacocatAction) -> None:
        seat = self.turn
        n = len(action.ranks)
        if self.together:
            self.pending_exchange[seat] = list(action.ranks)
            if self.step == 0:
                self.note(f"{player(seat)} chose their exchange in secret.", seat, f"You chose to exchange {_nums(action.ranks) or 'nothing'} ({cards(n)}), in secret.")
                self.step = 1
                self.turn = self.choosers[1]
                return
            for s in self.choosers:
                self._give_away(s, self.pending_exchange[s] or (), kind=RESULT)
            self.pending_exchange = [None, None]
            self._start_duel()
            return
        self._give_away(seat, action.ranks)
        if self.step == 0:
            self.step = 1
            self.turn = self.choosers[1]
        else:
            self._start_duel()

    # --- duel -----------------------------------------------------------------------------
    def _start_duel(self) -> None:
        self.phase = "duel"
        self.step = 0
        self.pending_duel = [None, None]
        self.turn = self.choosers[0]
        self.note("Duel: both players put a card face down; the higher card attacks first.", kind=PHASE)

    def _duel(self, action: TacocatAction) -> None:
        seat = self.turn
        card = action.card
        assert card is not None
        self.pending_duel[seat] = card
        if self.step == 0:
            self.note(f"{player(seat)} put a duel card face down.", seat, f"You put {action.ranks[0]} face down for the duel.")
            self.step = 1
            self.turn = self.choosers[1]
            return
        shown = [c for c in self.pending_duel if c is not None]
        self.pending_duel = [None, None]
        for s in (0, 1):
            self.hands[s].remove(shown[s])
        self.discard.extend(shown)
        a, b = self.rank[shown[0]], self.rank[shown[1]]
        self.last_duel = [a, b]
        if a == b:
            if len(self.hands[0]) <= 1:
                self.note(
                    f"Duel: both show {a}, a tie; both cards are discarded. Both players hold one card: "
                    "straight to the final reveal.",
                    kind=RESULT,
                )
                self._final_reveal()
                return
            self.note(f"Duel: both show {a}, a tie; both cards are discarded. Duel again.", kind=RESULT)
            self.step = 0
            self.turn = self.choosers[0]
            return
        lead = 0 if a > b else 1
        self.note(f"Duel: Player 1 shows {a}, Player 2 shows {b}. {player(lead)} attacks first.", kind=RESULT)
        if len(self.hands[0]) <= 1:
            self._final_reveal()
            return
        self.phase = "play_attack"
        self.attacker = lead
        self.turn = lead
        self.note(f"Play: {player(lead)} attacks; answer each attacking card, or sacrifice your lowest.", kind=PHASE)

    # --- tricks ---------------------------------------------------------------------------
    def _attack(self, action: TacocatAction) -> None:
        seat = self.turn
        played = list(action.card_ids())
        hand = self.hands[seat]
        for c in played:
            hand.remove(c)
        self.discard.extend(played)
        self.attack = played
        self.jumbo = action.jumbo
        self.answers, self.answer_kinds = [], []
        self.attacker = seat
        what = f"a {action.jumbo} of {_nums(action.ranks)}" if action.jumbo else str(action.ranks[0])
        self.note(f"{player(seat)} attacks with {what}.")
        self.phase = "play_defend"
        self.turn = 1 - seat

    def _answer(self, action: TacocatAction) -> None:
        seat = self.turn
        card = action.card
        assert card is not None
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.answers.append(card)
        self.answer_kinds.append(action.kind)
        against = self.rank[self.attack[len(self.answers) - 1]]
        verb = "defends" if action.kind == "defend" else "sacrifices"
        self.note(f"{player(seat)} {verb} {action.ranks[0]} against {against}.")
        if len(self.answers) < len(self.attack):
            return
        held = "sacrifice" not in self.answer_kinds
        attacker = 1 - seat
        lead = seat if held else attacker
        self.last_trick = Trick(
            attacker, tuple(self.attack), self.jumbo, tuple(self.answers), tuple(self.answer_kinds), held
        )
        self.attack, self.answers, self.answer_kinds, self.jumbo = [], [], [], ""
        if held:
            self.note(f"{player(seat)} held off the whole attack and attacks next.", kind=RESULT)
        else:
            self.note(f"{player(attacker)} keeps the lead and attacks again.", kind=RESULT)
        if len(self.hands[0]) <= 1:
            self._final_reveal()
            return
        self.phase = "play_attack"
        self.attacker = lead
        self.turn = lead

    # --- end of round ---------------------------------------------------------------------
    def _final_reveal(self) -> None:
        last = [self.hands[0][0], self.hands[1][0]]
        self.hands = [[], []]
        self.discard.extend(last)
        a, b = self.rank[last[0]], self.rank[last[1]]
        self.last_reveal = [a, b]
        self.phase = "reveal"
        self.note(f"Final reveal: Player 1 shows {a}, Player 2 shows {b}; the lower card wins the round.", kind=RESULT)
        if a != b:
            self.round_winner = 0 if a < b else 1
        else:
            arrows = self.arrows[self.cat]
            if self.variant == "tie_to_arrow" and len(arrows) == 1:
                self.round_winner = arrows[0]
                self.note(f"A tie: it goes to the arrow's player, {player(arrows[0])}.", kind=RESULT)
            else:
                self.round_winner = None
                self.note("A tie: the Tacocat stays; the whole deck is shuffled and dealt again.", kind=RESULT)
                self.new_round()
                return
        self._move(self.round_winner)

    def _move(self, seat: int) -> None:
        """Move the Tacocat one open space toward `seat`'s goal and cover the space it left."""
        step = -1 if seat == 0 else 1
        start = self.cat
        spot = start + step
        while 0 <= spot < len(self.spaces) and self.covered[spot]:
            spot += step
        self.covered[start] = True
        self.cat = spot
        skipped = abs(spot - start) - 1
        where = (
            f"into {self.goals[seat]}, {player(seat)}'s goal"
            if spot in (-1, len(self.spaces))
            else f"to the space numbered {self.spaces[spot]}"
        )
        skip = ", skipping covered spaces" if skipped else ""
        self.note(f"{player(seat)} wins the round: the Tacocat moves {where}{skip}.", kind=RESULT)
        if spot in (-1, len(self.spaces)):
            self.over = True
            self.won = seat
            self.phase = "reveal"
            self.note(f"{player(seat)} wins the game!", kind=RESULT)
            return
        self.new_round()
