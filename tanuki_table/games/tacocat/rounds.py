"""The steps of a Tacocat round, as a mixin of `State`: deal, exchange, duel, tricks, reveal, move.

Every method here runs inside `apply()` after the legality check; the automatic steps (draws,
reveals, the next deal) follow on by themselves. Each step emits an event (see story.py for its
words and which are phase lines and which results).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, NamedTuple, Sequence

from tanuki_table.core import simultaneous

if TYPE_CHECKING:
    from .actions import TacocatAction


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

    if TYPE_CHECKING:  # GameState.emit, for the type checker

        def emit(self, word: str, seat: int | None = None, *args: object, hidden: tuple | None = None) -> None: ...

    def _sort(self, cards: list[str]) -> list[str]:
        return sorted(cards, key=self.hand_key.__getitem__)

    def _ranks(self, cards: list[str]) -> tuple[int, ...]:
        return tuple(sorted(map(self.rank.__getitem__, cards)))

    # --- deal -----------------------------------------------------------------------------
    def new_round(self) -> None:
        """Gather and shuffle the whole deck, deal the Tacocat space's number to each player."""
        self.round += 1
        deck = list(self.order)
        if self.shuffle:
            self.rng.shuffle(deck)
        size = self.spaces[self.cat]
        key = self.hand_key.__getitem__
        self.hands = [sorted(deck[:size], key=key), sorted(deck[size : 2 * size], key=key)]
        self.draw = deck[2 * size :]
        self.discard = []
        arrows = self.arrows[self.cat]
        self.together = len(arrows) == 2
        first = self.first_seat if self.together else arrows[0]
        self.choosers = [first, 1 - first]
        self.step = 0
        self.pending_exchange, self.pending_duel = simultaneous.empty(2), simultaneous.empty(2)
        self.exchanged = [None, None]
        self.last_duel = []
        self.attacker = None
        self.attack, self.answers, self.answer_kinds, self.jumbo = [], [], [], ""
        self.last_trick = None
        self.phase = "exchange"
        self.turn = first
        self.emit("round", None, self.round, size, self.together, first)

    # --- exchange -------------------------------------------------------------------------
    def _give_away(self, seat: int, ranks: Sequence[int], shown: bool = False) -> None:
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
            self.emit("exchanged_shown" if shown else "exchanged", seat, n, tuple(ranks), hidden=(self._ranks(drawn),))
        else:
            self.emit("exchanged_none_shown" if shown else "exchanged_none", seat)

    def _exchange(self, action: TacocatAction) -> None:
        seat = self.turn
        n = len(action.ranks)
        if self.together:
            simultaneous.choose(self.pending_exchange, seat, list(action.ranks))
            if self.step == 0:
                self.emit("chose", seat, hidden=(n, tuple(action.ranks)))
                self.step = 1
                self.turn = self.choosers[1]
                return
            shown = simultaneous.reveal(self.pending_exchange)
            for s in self.choosers:
                self._give_away(s, shown[s] or (), shown=True)
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
        self.pending_duel = simultaneous.empty(2)
        self.turn = self.choosers[0]
        self.emit("duel")

    def _duel(self, action: TacocatAction) -> None:
        seat = self.turn
        card = action.card
        assert card is not None
        simultaneous.choose(self.pending_duel, seat, card)
        if self.step == 0:
            self.emit("duel_card", seat, hidden=(action.ranks[0],))
            self.step = 1
            self.turn = self.choosers[1]
            return
        shown = [c for c in simultaneous.reveal(self.pending_duel) if c is not None]
        for s in (0, 1):
            self.hands[s].remove(shown[s])
        self.discard.extend(shown)
        a, b = self.rank[shown[0]], self.rank[shown[1]]
        self.last_duel = [a, b]
        if a == b:
            if len(self.hands[0]) <= 1:
                self.emit("duel_tie_last", None, a)
                self._final_reveal()
                return
            self.emit("duel_tie", None, a)
            self.step = 0
            self.turn = self.choosers[0]
            return
        lead = 0 if a > b else 1
        self.emit("duel_shown", lead, 0, a, 1, b)
        if len(self.hands[0]) <= 1:
            self._final_reveal()
            return
        self.phase = "play_attack"
        self.attacker = lead
        self.turn = lead
        self.emit("play", lead)

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
        self.emit("attack", seat, action.ranks[0], action.jumbo, tuple(action.ranks))
        self.phase = "play_defend"
        self.turn = 1 - seat

    def _answer(self, action: TacocatAction) -> None:
        seat = self.turn
        card = action.card
        assert card is not None
        kind = action.kind
        self.hands[seat].remove(card)
        self.discard.append(card)
        answers = self.answers
        answers.append(card)
        self.answer_kinds.append(kind)
        attack = self.attack
        done = len(answers)
        self.emit(kind, seat, action.ranks[0], self.rank[attack[done - 1]])  # "defend" or "sacrifice"
        if done < len(attack):
            return
        held = "sacrifice" not in self.answer_kinds
        attacker = 1 - seat
        lead = seat if held else attacker
        self.last_trick = Trick(
            attacker, tuple(self.attack), self.jumbo, tuple(self.answers), tuple(self.answer_kinds), held
        )
        self.attack, self.answers, self.answer_kinds, self.jumbo = [], [], [], ""
        if held:
            self.emit("held", seat)
        else:
            self.emit("lead", attacker)
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
        self.emit("reveal", None, 0, a, 1, b)
        if a != b:
            self.round_winner = 0 if a < b else 1
        else:
            arrows = self.arrows[self.cat]
            if self.variant == "tie_to_arrow" and len(arrows) == 1:
                self.round_winner = arrows[0]
                self.emit("tie_arrow", arrows[0])
            else:
                self.round_winner = None
                self.emit("tie_again")
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
        home = spot in (-1, len(self.spaces))
        self.emit("round_won", seat, self.goals[seat] if home else "", 0 if home else self.spaces[spot], skipped > 0)
        if spot in (-1, len(self.spaces)):
            self.over = True
            self.won = seat
            self.phase = "reveal"
            self.emit("game_won", seat)
            return
        self.new_round()
