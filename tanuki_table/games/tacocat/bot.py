"""Tacocat's simple bot: keep a low card for the final reveal, defend cheaply, strip with Jumbos.

It reads only its observation and the legal actions (each action carries the ranks it plays),
and card ranks from the catalogue it was built with.
"""

from __future__ import annotations

from itertools import accumulate
from math import comb
from typing import Sequence, cast

from tanuki_table.bots import Bot
from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.i18n import N_

from .actions import TacocatAction
from .cards import TacocatCatalogue
from .observation import TacocatObservation


class SimpleBot(Bot):
    """A greedy player.

    - Exchange: give away the middling cards (4 to 9), which neither win the final reveal nor
      defend well; keep low cards and high ones.
    - Duel: spend the cheapest card that wins about as often as its best one would, assuming the
      rival duels with its highest card; when even the best card would likely lose, concede with a
      middling card and keep the high ones.
    - Attack: never with the lowest card in hand; prefer the largest Jumbo (each card in it costs
      the defender a card, often their lowest), else the highest single card.
    - Defend: with the cheapest card that is high enough, never the lowest card; else sacrifice.
    """

    name = "simple"

    def __init__(self, seed: int | None = None, game_id: str = "", *, catalogue: TacocatCatalogue) -> None:
        super().__init__(seed, game_id)
        self.rank = catalogue.rank
        """Rank by card id, from the catalogue the bot was built with."""
        self.rank_counts = [0] * (max(catalogue.rank.values()) + 1)
        """How many cards of each rank the deck holds (index = rank)."""
        for r in catalogue.rank.values():
            self.rank_counts[r] += 1

    why = ""
    """The rule that chose the last move, in words (for "Why?")."""

    def decide(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        action = cast(TacocatAction, self._choose(observation, legal_actions))
        kind = action.kind
        if kind in ("pass", "exchange"):
            self.why = (N_("gives away its middling cards (4 to 9) and keeps its low and high ones") if action.ranks
                        else N_("exchanges nothing: it has no middling card to give"))
        elif kind == "sacrifice":
            self.why = N_("sacrifices: it cannot defend without giving up its lowest card")
        elif kind == "defend":
            self.why = N_("defends with the cheapest card that is high enough, never its lowest")
        elif kind == "attack":
            self.why = (N_("attacks with its largest Jumbo, never its lowest card") if action.jumbo
                        else N_("attacks with its highest single card, never its lowest"))
        return action

    def _choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        legal = cast(Sequence[TacocatAction], legal_actions)
        obs = cast("TacocatObservation | None", observation)
        first = legal[0]
        if len(legal) == 1:
            return first
        kind = first.kind
        if kind in ("pass", "exchange"):
            return self._exchange(obs, legal)
        if kind == "duel":
            return self._duel(obs, legal)
        if kind == "attack":
            return self._attack(obs, legal)
        return self._answer(obs, legal)

    def _hand_ranks(self, obs: TacocatObservation | None, legal: Sequence[TacocatAction]) -> list[int]:
        if obs is None:
            return sorted(a.ranks[0] for a in legal if len(a.ranks) == 1)
        return sorted(self.rank[c] for c in obs.hand)

    def _exchange(self, obs: TacocatObservation | None, legal: Sequence[TacocatAction]) -> TacocatAction:
        by_ranks = {a.ranks: a for a in legal}
        cap = max(len(a.ranks) for a in legal)
        ranks = self._hand_ranks(obs, legal)
        middling = sorted((r for r in ranks if 4 <= r <= 9), key=lambda r: abs(r - 6.5))
        # never give away the lowest card even when it is middling
        if middling and ranks and min(ranks) in middling and ranks.count(min(ranks)) == 1:
            middling.remove(min(ranks))
        give = tuple(sorted(middling[:cap]))
        return by_ranks.get(give) or by_ranks.get(()) or legal[0]

    def duel_win_chances(self, obs: TacocatObservation, ranks: Sequence[int]) -> list[float]:
        """For each of `ranks`, the chance that it beats the rival's highest card, the rival's hand
        drawn from the cards this seat has not seen (its own hand and the face-up discards)."""
        unseen = list(self.rank_counts)
        for card in (*obs.hand, *obs.discard):
            unseen[self.rank[card]] -= 1
        below = [0, *accumulate(unseen)]  # unseen cards below each rank
        n = obs.hand_sizes[1 - obs.player]
        hands = comb(below[-1], n)
        return [comb(below[r], n) / hands if hands else 0.0 for r in ranks]

    def _duel(self, obs: TacocatObservation | None, legal: Sequence[TacocatAction]) -> TacocatAction:
        options = sorted(legal, key=lambda a: a.ranks[0])
        best = options[-1]
        self.why = N_("duels with its highest card")
        if obs is None:
            return best
        chances = self.duel_win_chances(obs, [a.ranks[0] for a in options])
        if chances[-1] < 0.25:
            # the duel is lost anyway: keep the high cards and the lowest one, give a middling card
            self.why = N_("duels with a middling card: the duel looks lost, so it keeps its high cards")
            spare = options[1:-1] or options
            return min(spare, key=lambda a: abs(a.ranks[0] - 6.5))
        self.why = N_("duels with the cheapest card that wins about as often as its best one")
        return next(a for a, chance in zip(options, chances) if chance >= chances[-1] - 0.1)

    def _attack(self, obs: TacocatObservation | None, legal: Sequence[TacocatAction]) -> TacocatAction:
        ranks = self._hand_ranks(obs, legal)
        low, copies = ranks[0], ranks.count(ranks[0])
        # keep at least one lowest card for the final reveal
        options = [a for a in legal if a.ranks.count(low) < copies] or list(legal)
        return max(options, key=lambda a: (len(a.ranks), min(a.ranks), max(a.ranks)))

    def _answer(self, obs: TacocatObservation | None, legal: Sequence[TacocatAction]) -> TacocatAction:
        low = min(self.rank[c] for c in obs.hand) if obs is not None and obs.hand else 0
        single_low = obs is not None and sum(1 for c in obs.hand if self.rank[c] == low) == 1
        defends = [a for a in legal if a.kind == "defend" and not (single_low and a.ranks[0] == low)]
        if defends:
            return min(defends, key=lambda a: a.ranks[0])
        return next((a for a in legal if a.kind == "sacrifice"), legal[0])
