"""The simple Animale Tattica bot: sheds awkward cards early, keeps a King to take the lead
back, and surrounds when it can. It reads only the observation, the legal actions and its own
catalogue (card data, given at construction)."""

from __future__ import annotations

from typing import Sequence, cast

from tanuki_table.bots import Bot
from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.i18n import N_

from .actions import ATAction
from .cards import Catalogue
from .observation import ATObservation

SPIRIT_PREFERENCE = ("spirit-twins", "spirit-shape", "spirit-king", "spirit-revival")
"""Which spirit to keep: Twins shed two cards at once and surround well."""
ANIMAL_PREFERENCE = ("cat", "bear", "dog", "penguin")
"""Which animal to choose in a best-of-three match."""
KING_WORTH = 20
"""How precious a King is to keep (a numbered card is worth its number)."""


class SimpleBot(Bot):
    """Greedy shedding with a few rules of thumb."""

    name = "simple"

    def __init__(self, seed: int | None = None, game_id: str = "", *, catalogue: Catalogue) -> None:
        super().__init__(seed, game_id)
        self.cat = catalogue
        """The card data it reads (never the state)."""

    why = ""
    """The rule that chose the last move, in words (for "Why?")."""

    def decide(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        action = cast(ATAction, self._choose(observation, legal_actions))
        self.why = _RULES.get(action.kind, "")
        if action.kind == "play" and observation is not None and len(action.cards) == len(observation.hand):
            self.why = N_("plays its whole hand, which wins the game")
        return action

    def _choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        legal = cast(Sequence[ATAction], legal_actions)
        obs = cast(ATObservation, observation)
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind == "keep_spirit":
            return min(legal, key=lambda a: _rank(SPIRIT_PREFERENCE, a.card))
        if kind == "choose_animal":
            return min(legal, key=lambda a: _rank(ANIMAL_PREFERENCE, a.animal))
        if kind in ("revive", "pass"):
            return self._revive(obs, legal)
        if kind == "discard":
            return self._discard(obs, legal)
        return self._play(obs, legal)

    def worth(self, card: str | None) -> float:
        """How precious a card is to keep."""
        cat = self.cat
        if card is None:
            return 0
        if cat.is_king[card]:
            return KING_WORTH
        return max(cat.numbers[card]) + (3 if cat.spirit[card] else 0)

    def _revive(self, obs: ATObservation, legal: Sequence[ATAction]) -> ATAction:
        """Take back the best discarded card, but only if it is better than the card that must
        then be discarded (else Revival would only swap a card for a worse one)."""
        hand = [c for c in obs.hand if not self.cat.spirit[c]]
        worst = min((self.worth(c) for c in hand), default=KING_WORTH)
        best = max((a for a in legal if a.kind == "revive"), key=lambda a: self.worth(a.card))
        if self.worth(best.card) > worst:
            return best
        return next(a for a in legal if a.kind == "pass")

    def _discard(self, obs: ATObservation, legal: Sequence[ATAction]) -> ATAction:
        hand = obs.hand
        taken_back = obs.known[obs.player] if obs.known else []

        def key(a: ATAction) -> tuple[bool, bool, int, float]:
            # never the card just taken back, a King last, then the loneliest, lowest card
            return (a.card in taken_back, self.cat.is_king.get(a.card or "", False), hand.count(a.card or ""), self.worth(a.card))

        return min(legal, key=key)

    def _play(self, obs: ATObservation, legal: Sequence[ATAction]) -> ATAction:
        cat = self.cat
        hand = obs.hand
        field = obs.field
        leading = not field.cards
        # the fewest cards any other player at this table holds (a retreat may hand them the win)
        threat = min((obs.hand_sizes[s] for s in obs.table_seats() if s != obs.player), default=99)
        retreat = None
        best: tuple[float, ATAction] | None = None
        for action in legal:
            if action.kind != "play":
                retreat = action
                continue
            cards = action.cards
            if len(cards) == len(hand):
                return action  # empties the hand: wins at once
            kings = sum(1 for c in cards if cat.is_king[c])
            spirits = sum(1 for c in cards if cat.spirit[c])
            number = action.number
            height = 14 if number == "king" or number is None else number
            left = [c for c in hand if c not in cards] if kings else ()
            score = 3.0 * len(cards) - 0.35 * height - 2.0 * spirits
            if kings:
                # keep a King to take the lead back, unless the hand is nearly empty
                score -= 4.0 if len(hand) - len(cards) <= 2 else 9.0 * kings
                if number == "king" and not leading and len(left) <= 3:
                    score += 6.0
            if not leading and len(cards) > field.count:
                score += 2.0  # surrounding sheds more cards
            if threat <= 2:
                # a rival is about to go out: a play it cannot follow with its last cards
                count = sum(cat.worth[c] for c in cards)
                score += 12.0 * (count > threat) + 10.0 * (number == "king") + 0.5 * height
            if best is None or score > best[0]:
                best = (score, action)
        if best is None:
            assert retreat is not None
            return retreat
        if retreat is not None and best[0] < -4.0 and len(hand) > 3 and threat > 2:
            return retreat
        return best[1]


_RULES = {
    "keep_spirit": N_("keeps the spirit card it rates highest"),
    "choose_animal": N_("chooses the free animal it rates highest"),
    "revive": N_("takes back the best discarded card, which beats its weakest card in hand"),
    "pass": N_("takes nothing back: no discarded card beats its weakest card in hand"),
    "discard": N_("discards its loneliest, lowest card (never a King or the card it just took back)"),
    "play": N_("plays the army that sheds the most cards for the least it spends"),
    "retreat": N_("retreats: no play it has is worth the cards it would spend"),
}
"""The rule behind each kind of move of `SimpleBot`, in words."""


def _rank(order: tuple[str, ...], name: str | None) -> int:
    return order.index(name) if name in order else len(order)
