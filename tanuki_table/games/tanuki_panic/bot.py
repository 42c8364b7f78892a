"""Tanuki Panic's `simple` bot: a rule-based player that knows the Attack Outcomes table.

It reads only its observation, the legal actions and the card catalogue it was built with. It
never declares an attack it can see losing outright, but it does attack: it takes every winning
trade, strikes face-down cards when the odds over the cards it has not seen favour it, and breaks
walls it cannot beat alone with combined attacks when it can afford the Energy, so that games end
on Energy rather than by running out of cards.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from itertools import accumulate
from typing import TYPE_CHECKING, Sequence

from tanuki_table.bots import Bot
from tanuki_table.core.engine import Action, Observation

from .actions import ATTACK, FACEDOWN, TPAction
from .observation import FieldCard, TPObservation

if TYPE_CHECKING:
    from .cards import TPCatalogue

WALL_BUDGET = 0.35
"""Largest share of its Energy the bot pays to break one wall with combined attacks."""


def _attack_rule(score: float) -> str:
    """The attack rule behind a score of `SimpleBot._attack_score`, in words."""
    if score >= 5000:
        return "attacks directly: nothing stands in the way"
    if score >= 3000:
        return "attacks the card in Attack Mode it can destroy"
    if score >= 2000:
        return "attacks the card in Defense Mode it can destroy"
    if score >= 300:
        return "attacks a face-down card: the odds over the cards it has not seen favour it"
    if score >= 200:
        return "trades a small card for an equal one to keep the game moving"
    return "joins a combined attack that breaks a wall this turn"


class SimpleBot(Bot):
    """Takes winning trades, gambles on face-down cards when the odds are good, breaks walls
    together, summons strong cards face up and walls face down."""

    name = "simple"

    def __init__(self, seed: int | None = None, game_id: str = "", *, catalogue: TPCatalogue) -> None:
        super().__init__(seed, game_id)
        self.atk = {c.id: c.atk for c in catalogue.cards}
        self.dfn = {c.id: c.defense for c in catalogue.cards}
        self.pool = Counter(c.id for c in catalogue.cards)
        """The cards a face-down card may be (one of each catalogue card: the bot knows no decklist)."""
        self.why = ""
        """The rule that chose the last move (for "why this move?")."""
        self._unseen: tuple[TPObservation, list[int], list[int], list[int], list[int]] | None = None
        """(observation, the unseen cards' DEFs sorted, weights of the first i, weights and
        weighted DEFs of cards i and after): reused while one observation's attacks are scored."""

    def _value(self, card: str) -> int:
        return max(self.atk[card], self.dfn[card])

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        obs = observation
        assert isinstance(obs, TPObservation)
        by_kind: dict[str, list[TPAction]] = {}
        for action in legal_actions:
            assert isinstance(action, TPAction)
            by_kind.setdefault(action.kind, []).append(action)
        if obs.phase == "setup":
            summons = by_kind.get("summon")
            if summons:
                self.why = "sets its best wall face-down before the first turn"
                return max(summons, key=lambda a: (self.dfn[a.card or ""], self.atk[a.card or ""]))
            self.why = "sets no card: it has none to set"
            return by_kind["pass"][0]
        if "discard" in by_kind:
            self.why = "discards its weakest card"
            return min(by_kind["discard"], key=lambda a: (self._value(a.card or ""), a.card or ""))
        if obs.phase == "battle":
            return self._battle(obs, by_kind)
        return self._main(obs, by_kind)

    # --- reading the table -------------------------------------------------------------------------
    def _threat(self, obs: TPObservation) -> int:
        """Highest ATK among the rival's face-up Attack Mode cards (they may attack next turn)."""
        rival = obs.field[1 - obs.player]
        return max((c.atk or 0 for c in rival if c is not None and c.position == ATTACK), default=0)

    def _face_down_odds(self, obs: TPObservation, a: int) -> tuple[float, float]:
        """(chance an attack of ATK `a` destroys a face-down card, expected Energy it costs), over
        the cards the bot has not seen."""
        cached = self._unseen
        if cached is None or cached[0] is not obs:
            seen = Counter(obs.hand)
            for row in obs.field:
                seen.update(c.card for c in row if c is not None and c.card is not None)
            for pile in obs.graveyard:
                seen.update(pile)
            pairs = sorted((self.dfn[cid], max(1, 3 - seen[cid])) for cid, n in self.pool.items() if n > 0)
            defs = [d for d, _ in pairs]
            below = list(accumulate((w for _, w in pairs), initial=0))  # weight of the first i cards
            above_w = list(accumulate((w for _, w in reversed(pairs)), initial=0))[::-1]  # of cards i..
            above_wd = list(accumulate((w * d for d, w in reversed(pairs)), initial=0))[::-1]
            cached = self._unseen = (obs, defs, below, above_w, above_wd)
        _, defs, below, above_w, above_wd = cached
        total = below[-1]
        i, j = bisect_left(defs, a), bisect_right(defs, a)
        return below[i] / total, (above_wd[j] - a * above_w[j]) / total

    # --- battle ------------------------------------------------------------------------------------------
    def _battle(self, obs: TPObservation, by_kind: dict[str, list[TPAction]]) -> TPAction:
        me = obs.player
        rival = obs.field[1 - me]
        attacks = by_kind.get("attack", [])
        ready_atk = {a.attacker_slot: self.atk[a.attacker or ""] for a in attacks}
        best: TPAction | None = None
        best_score = 0.0
        for action in attacks:
            a = self.atk[action.attacker or ""]
            score = self._attack_score(obs, action, a, rival, ready_atk)
            if score > best_score:
                best, best_score = action, score
        if best is not None:
            self.why = _attack_rule(best_score)
            return best
        self.why = "makes no attack: none is worth its risk"
        return by_kind["pass"][0]

    def _attack_score(self, obs: TPObservation, action: TPAction, a: int, rival: list[FieldCard | None],
                      ready_atk: dict[int | None, int]) -> float:
        if action.direct:
            return 5000 + a
        assert action.target_slot is not None
        target = rival[action.target_slot]
        assert target is not None
        energy = obs.energy[obs.player]
        # with both decks empty the player not ahead on Energy must break through (ruling 15)
        chasing = not any(obs.deck_size) and energy <= obs.energy[1 - obs.player]
        budget = 0.7 if chasing else WALL_BUDGET
        if target.card is None:  # face down: play the odds over the unseen cards
            win, cost = self._face_down_odds(obs, a)
            if cost < energy * budget * 0.7 and (win * 700 > cost or chasing and win > 0.3):
                return 300 + win * 500 - cost / 4
            return -1
        if target.position == ATTACK:
            d = target.atk or 0
            if a > d:
                return 3000 + d + (a - d)
            if a == d and a <= 700:
                return 200  # an even trade of small cards keeps the game moving
            return -1
        d = target.defense or 0
        if a >= d:
            return 2000 + d
        # a wall: attack it only as part of a combined attack that will break it this turn
        others = sorted((v for slot, v in ready_atk.items() if slot != action.attacker_slot), reverse=True)
        total = target.attacked_total + a
        pain = d - a
        for v in others:
            if total > d:
                break
            total += v
            pain += max(0, d - v)
        if total > d and pain <= energy * budget and energy - pain > self._threat(obs):
            return 100 + a  # strongest attacker first
        return -1

    # --- main phases -------------------------------------------------------------------------------------------
    def _main(self, obs: TPObservation, by_kind: dict[str, list[TPAction]]) -> TPAction:
        threat = self._threat(obs)
        mine = obs.field[obs.player]
        rival = [c for c in obs.field[1 - obs.player] if c is not None]
        weakest_def = min((c.defense or 0 for c in rival if c.card is not None and c.position != ATTACK), default=0)
        for action in by_kind.get("change_position", ()):
            assert action.slot is not None
            cell = mine[action.slot]
            assert cell is not None
            a = cell.atk or 0
            if obs.phase == "main_1" and action.position == ATTACK:
                # into Attack Mode to strike: it beats everything that could hit back, or can break something
                if a > threat and (not rival or a > weakest_def or cell.position == FACEDOWN and a >= 700):
                    self.why = "turns a card to Attack Mode that beats everything that could hit back"
                    return action
            if obs.phase == "main_2" and action.position != ATTACK and threat > a and (cell.defense or 0) > a:
                self.why = "turns a card the rival would beat to Defense Mode"
                return action
        if obs.phase == "main_2" and "summon" in by_kind:
            return self._summon(by_kind["summon"], threat)
        if obs.phase == "main_1":
            self.why = "goes to battle: nothing to change first"
            return by_kind["pass"][0]
        self.why = "ends its turn: nothing more to do"
        return by_kind["end_turn"][0]

    def _summon(self, summons: list[TPAction], threat: int) -> TPAction:
        hand = {a.card or "" for a in summons}
        striker = max(hand, key=lambda c: (self.atk[c], self.dfn[c], c))
        if self.atk[striker] > threat and self.atk[striker] >= 500:
            position, card = ATTACK, striker
            self.why = "summons its strongest card, which beats the rival's strongest attacker"
        else:
            card = max(hand, key=lambda c: (self.dfn[c], self.atk[c], c))
            position = FACEDOWN
            self.why = "sets its best wall face-down: it cannot outfight the rival's attackers"
        for action in summons:
            if action.card == card and action.position == position:
                return action
        return summons[0]
