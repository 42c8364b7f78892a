"""The steps of a Tacocat round, as a mixin of `State`: deal, exchange, duel, tricks, reveal, move.

Every method here runs inside `apply()` after the legality check; the automatic steps (draws,
reveals, the next deal) follow on by themselves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tanuki_table.games.tacocat.actions import TacocatAction

NAMES = ("Player 1", "Player 2")


def _nums(ranks: Any) -> str:
    return " ".join(map(str, ranks))


class RoundMixin:
    """Round logic over the plain fields that `State.__init__` defines."""

    # fields live on State; these annotations only help readers and type checkers
    rank: dict[str, int]
    pos: dict[str, int]
    hands: list[list[str]]

    def _sort(self, cards: list[str]) -> list[str]:
        pos = self.pos
        rank = self.rank
        return sorted(cards, key=lambda c: (rank[c], pos[c]))

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
        self.last_trick = {}
        self.phase = "exchange"
        self.turn = first
        how = "both players exchange at once" if self.together else f"{NAMES[first]} exchanges first"
        self.note(f"Round {self.round}: {size} cards each; {how}.")

    # --- exchange -------------------------------------------------------------------------
    def _give_away(self, seat: int, ranks: tuple[int, ...] | list[int]) -> None:
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
                f"{NAMES[seat]} exchanged {_nums(ranks)} and drew as many.",
                seat,
                f"You exchanged {_nums(ranks)} and drew {self._ranks(drawn)}.",
            )
        else:
            self.note(f"{NAMES[seat]} exchanged nothing.")

    def _exchange(self, action: TacocatAction) -> None:
        seat = self.turn
        if self.together:
            self.pending_exchange[seat] = list(action.ranks)
            if self.step == 0:
                self.note(f"{NAMES[seat]} chose their exchange in secret.")
                self.step = 1
                self.turn = self.choosers[1]
                return
            for s in self.choosers:
                self._give_away(s, self.pending_exchange[s] or ())
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

    def _duel(self, action: TacocatAction) -> None:
        seat = self.turn
        self.pending_duel[seat] = action.card
        if self.step == 0:
            self.note(f"{NAMES[seat]} put a duel card face down.", seat, f"You put {action.ranks[0]} face down for the duel.")
            self.step = 1
            self.turn = self.choosers[1]
            return
        cards = self.pending_duel
        self.pending_duel = [None, None]
        for s in (0, 1):
            self.hands[s].remove(cards[s])
        self.discard.extend(cards)
        a, b = self.rank[cards[0]], self.rank[cards[1]]
        self.last_duel = [a, b]
        if a == b:
            self.note(f"Duel: both show {a}. A tie: both cards are discarded.")
            if len(self.hands[0]) <= 1:
                self.note("Both players hold one card: straight to the final reveal.")
                self._final_reveal()
                return
            self.note("Duel again.")
            self.step = 0
            self.turn = self.choosers[0]
            return
        lead = 0 if a > b else 1
        self.note(f"Duel: Player 1 shows {a}, Player 2 shows {b}. {NAMES[lead]} attacks first.")
        if len(self.hands[0]) <= 1:
            self._final_reveal()
            return
        self.phase = "play_attack"
        self.attacker = lead
        self.turn = lead

    # --- tricks ---------------------------------------------------------------------------
    def _attack(self, action: TacocatAction) -> None:
        seat = self.turn
        cards = list(action.card_ids())
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        self.discard.extend(cards)
        self.attack = cards
        self.jumbo = action.jumbo
        self.answers, self.answer_kinds = [], []
        self.attacker = seat
        what = f"a {action.jumbo} of {_nums(action.ranks)}" if action.jumbo else str(action.ranks[0])
        self.note(f"{NAMES[seat]} attacks with {what}.")
        self.phase = "play_defend"
        self.turn = 1 - seat

    def _answer(self, action: TacocatAction) -> None:
        seat = self.turn
        card = action.card
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.answers.append(card)
        self.answer_kinds.append(action.kind)
        against = self.rank[self.attack[len(self.answers) - 1]]
        verb = "defends" if action.kind == "defend" else "sacrifices"
        self.note(f"{NAMES[seat]} {verb} {action.ranks[0]} against {against}.")
        if len(self.answers) < len(self.attack):
            return
        held = "sacrifice" not in self.answer_kinds
        attacker = self.attacker
        lead = seat if held else attacker
        self.last_trick = {
            "attacker": attacker,
            "attack": self.attack,
            "jumbo": self.jumbo,
            "answers": self.answers,
            "answer_kinds": self.answer_kinds,
            "defended": held,
        }
        self.attack, self.answers, self.answer_kinds, self.jumbo = [], [], [], ""
        if held:
            self.note(f"{NAMES[seat]} held off the whole attack and attacks next.")
        else:
            self.note(f"{NAMES[attacker]} keeps the lead and attacks again.")
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
        self.note(f"Final reveal: Player 1 shows {a}, Player 2 shows {b}.")
        if a != b:
            self.round_winner = 0 if a < b else 1
        else:
            arrows = self.arrows[self.cat]
            if self.variant == "tie_to_arrow" and len(arrows) == 1:
                self.round_winner = arrows[0]
                self.note(f"A tie: it goes to the arrow's player, {NAMES[arrows[0]]}.")
            else:
                self.round_winner = None
                self.note("A tie: the Tacocat stays; the whole deck is shuffled and dealt again.")
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
            f"into {self.goals[seat]}, {NAMES[seat]}'s goal"
            if spot in (-1, len(self.spaces))
            else f"to the space numbered {self.spaces[spot]}"
        )
        skip = ", skipping covered spaces" if skipped else ""
        self.note(f"{NAMES[seat]} wins the round: the Tacocat moves {where}{skip}.")
        if spot in (-1, len(self.spaces)):
            self.over = True
            self.won = seat
            self.turn = None
            self.phase = "reveal"
            self.note(f"{NAMES[seat]} wins the game!")
            return
        self.new_round()
