"""The simple Animale Tattica bot: sheds awkward cards early, keeps a King to take the lead
back, and surrounds when it can. It reads only the observation and the legal actions."""

from __future__ import annotations

from typing import Sequence

from tanuki_table.bots import Bot
from tanuki_table.engine import Action, Observation
from tanuki_table.games.animale_tattica.cards import default_catalogue

SPIRIT_PREFERENCE = ("spirit-twins", "spirit-shape", "spirit-king", "spirit-revival")
"""Which spirit to keep: Twins shed two cards at once and surround well."""
ANIMAL_PREFERENCE = ("cat", "bear", "dog", "penguin")
"""Which animal to choose in a best-of-three match."""
RANK_VALUE = {"king": 20}
"""How precious a card is to keep (its number; a King most of all)."""


class SimpleBot(Bot):
    """Greedy shedding with a few rules of thumb."""

    name = "simple"

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        kind = legal_actions[0].kind
        if kind == "keep_spirit":
            return min(legal_actions, key=lambda a: SPIRIT_PREFERENCE.index(a.card))  # type: ignore[attr-defined]
        if kind == "choose_animal":
            return min(legal_actions, key=lambda a: ANIMAL_PREFERENCE.index(a.animal))  # type: ignore[attr-defined]
        if kind in ("revive", "pass"):
            return max(legal_actions, key=lambda a: self._worth(a.card) if a.kind == "revive" else 7)  # type: ignore[attr-defined]
        if kind == "discard":
            return self._discard(observation, legal_actions)
        return self._play(observation, legal_actions)

    @staticmethod
    def _worth(card: str | None) -> float:
        if card is None:
            return 0
        cat = default_catalogue()
        if cat.is_king[card]:
            return 20
        return max(cat.numbers[card]) + (3 if cat.spirit[card] else 0)

    def _discard(self, obs: Observation | None, legal: Sequence[Action]) -> Action:
        hand = obs.hand if obs else []
        # the loneliest, lowest card: it is the hardest to shed in an army
        return min(legal, key=lambda a: (hand.count(a.card), self._worth(a.card)))  # type: ignore[attr-defined]

    def _play(self, obs: Observation | None, legal: Sequence[Action]) -> Action:
        cat = default_catalogue()
        hand = obs.hand if obs else []
        field = getattr(obs, "field", None)
        leading = not field or not field.cards
        retreat = None
        best: tuple[float, Action] | None = None
        for action in legal:
            if action.kind != "play":
                retreat = action
                continue
            cards = action.cards  # type: ignore[attr-defined]
            if len(cards) == len(hand):
                return action  # empties the hand: wins at once
            kings = sum(1 for c in cards if cat.is_king[c])
            spirits = sum(1 for c in cards if cat.spirit[c])
            number = action.number  # type: ignore[attr-defined]
            height = 14 if number == "king" else number
            left = [c for c in hand if c not in cards] if kings else ()
            score = 3.0 * len(cards) - 0.35 * height - 2.0 * spirits
            if kings:
                # keep a King to take the lead back, unless the hand is nearly empty
                score -= 4.0 if len(hand) - len(cards) <= 2 else 9.0 * kings
                if number == "king" and not leading and len(left) <= 3:
                    score += 6.0
            if not leading and field is not None and len(cards) > field.count:
                score += 2.0  # surrounding sheds more cards
            if best is None or score > best[0]:
                best = (score, action)
        if best is None:
            return retreat  # type: ignore[return-value]
        if retreat is not None and best[0] < -4.0 and len(hand) > 3:
            return retreat
        return best[1]


BOTS = {"simple": SimpleBot}
