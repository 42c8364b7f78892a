"""Tacocat's simple bot: keep a low card for the final reveal, defend cheaply, strip with Jumbos.

It reads only its observation and the legal actions (each action carries the ranks it plays).
"""

from __future__ import annotations

from typing import Sequence

from tanuki_table.bots import Bot
from tanuki_table.engine import Action, Observation


class SimpleBot(Bot):
    """A greedy player.

    - Exchange: give away the middling cards (4 to 9), which neither win the final reveal nor
      defend well; keep low cards and high ones.
    - Duel: play the highest card, to attack first.
    - Attack: never with the lowest card in hand; prefer the largest Jumbo (each card in it costs
      the defender a card, often their lowest), else the highest single card.
    - Defend: with the cheapest card that is high enough, never the lowest card; else sacrifice.
    """

    name = "simple"

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        first = legal_actions[0]
        kind = first.kind
        if len(legal_actions) == 1:
            return first
        if kind in ("pass", "exchange"):
            return self._exchange(observation, legal_actions)
        if kind == "duel":
            return max(legal_actions, key=lambda a: a.ranks[0])
        if kind == "attack":
            return self._attack(observation, legal_actions)
        return self._answer(observation, legal_actions)

    def _exchange(self, obs: Observation | None, legal: Sequence[Action]) -> Action:
        by_ranks = {a.ranks: a for a in legal}
        cap = max(len(a.ranks) for a in legal)
        hand = sorted(a.ranks[0] for a in legal if len(a.ranks) == 1) if obs is None else None
        ranks = hand if hand is not None else sorted(_rank(c) for c in obs.hand)
        middling = sorted((r for r in ranks if 4 <= r <= 9), key=lambda r: abs(r - 6.5))
        # never give away the lowest card even when it is middling
        if middling and ranks and min(ranks) in middling and ranks.count(min(ranks)) == 1:
            middling.remove(min(ranks))
        give = tuple(sorted(middling[:cap]))
        return by_ranks.get(give) or by_ranks.get(()) or legal[0]

    def _attack(self, obs: Observation | None, legal: Sequence[Action]) -> Action:
        lowest = min(obs.hand, key=_rank) if obs is not None and obs.hand else None
        options = [a for a in legal if lowest not in a.card_ids()] or list(legal)
        return max(options, key=lambda a: (len(a.ranks), min(a.ranks), max(a.ranks)))

    def _answer(self, obs: Observation | None, legal: Sequence[Action]) -> Action:
        lowest = min(obs.hand, key=_rank) if obs is not None and obs.hand else None
        defends = [a for a in legal if a.kind == "defend" and a.card != lowest]
        if defends:
            return min(defends, key=lambda a: a.ranks[0])
        return next((a for a in legal if a.kind == "sacrifice"), legal[0])


_RANKS: dict[str, int] = {}


def _rank(card_id: str) -> int:
    rank = _RANKS.get(card_id)
    if rank is None:
        from tanuki_table.games import get_game

        rank = _RANKS[card_id] = get_game("tacocat").card(card_id).rank
    return rank


BOTS = {"simple": SimpleBot}
