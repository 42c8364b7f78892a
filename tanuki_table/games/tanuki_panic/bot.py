"""Tanuki Panic's `simple` bot: a rule-based player that knows the Attack Outcomes table.

It reads only its observation, the legal actions and the public card stats. It never declares
an attack it can see losing (a weaker ATK against a face-up Attack Mode card, or a hopeless hit
on a face-up wall), and it only strikes face-down cards with big attackers.
"""

from __future__ import annotations

from typing import Sequence

from tanuki_table.bots import Bot
from tanuki_table.engine import Action, Observation
from tanuki_table.games.tanuki_panic.catalog import ATK, DEF, ensure_loaded

FACE_DOWN_NERVE = 800
"""Minimum ATK with which the bot attacks a face-down card (most cards' DEF is below it)."""
COMBINED_PAIN = 250
"""Most Energy the bot pays for a hit that only counts towards a combined-ATK destruction."""


def _value(card: str) -> int:
    return max(ATK[card], DEF[card])


class SimpleBot(Bot):
    """Attacks only when the table says it wins, summons strong cards face up and walls face down."""

    name = "simple"

    def __init__(self, seed: int | None = None, game_id: str = "tanuki_panic") -> None:
        super().__init__(seed, game_id)
        ensure_loaded()

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        obs = observation
        assert obs is not None
        by_kind: dict[str, list[Action]] = {}
        for action in legal_actions:
            by_kind.setdefault(action.kind, []).append(action)
        if obs.phase == "setup":
            summons = by_kind.get("summon")
            if summons:
                return max(summons, key=lambda a: (DEF[a.card], ATK[a.card]))
            return by_kind["pass"][0]
        if "discard" in by_kind:
            return min(by_kind["discard"], key=lambda a: (_value(a.card), a.card))
        if obs.phase == "battle":
            return self._battle(obs, by_kind)
        return self._main(obs, by_kind)

    # --- helpers -------------------------------------------------------------------------------
    @staticmethod
    def _threat(obs: Observation) -> int:
        """Highest ATK among the rival's face-up cards (any of them may attack next turn)."""
        rival = obs.field[1 - obs.player]
        return max((ATK[c.card] for c in rival if c is not None and c.card is not None), default=0)

    @staticmethod
    def _urgent(obs: Observation) -> bool:
        """True when this seat will run out of cards first (a player who cannot draw loses), so
        it must win on Energy: it then takes bigger risks."""
        me, rival = obs.player, 1 - obs.player
        return obs.deck_size[me] <= 6 and obs.deck_size[me] < obs.deck_size[rival] + (obs.active != me)

    def _battle(self, obs: Observation, by_kind: dict[str, list[Action]]) -> Action:
        rival = obs.field[1 - obs.player]
        urgent = self._urgent(obs)
        nerve = 450 if urgent else FACE_DOWN_NERVE
        pain = obs.energy[obs.player] // 3 if urgent else COMBINED_PAIN
        best: Action | None = None
        best_score = 0.0
        for action in by_kind.get("attack", ()):
            a = ATK[action.attacker]
            score = -1.0
            if action.direct:
                score = 2000 + a
            else:
                target = rival[action.target_slot]
                if target.face_down:
                    if a >= nerve:
                        score = 300 + a / 10
                elif target.position == "attack":
                    d = ATK[target.card]
                    if a > d:
                        score = 1000 + d + (a - d)
                    elif a == d and (d >= 800 or urgent):
                        score = 100
                else:
                    d = DEF[target.card]
                    if a >= d:
                        score = 800 + d
                    elif target.attacked_total + a > d and d - a <= pain:
                        score = 50
            if score > best_score:
                best, best_score = action, score
        if best is not None:
            return best
        return by_kind["pass"][0]

    def _main(self, obs: Observation, by_kind: dict[str, list[Action]]) -> Action:
        threat = self._threat(obs)
        urgent = self._urgent(obs)
        rival_empty = all(c is None for c in obs.field[1 - obs.player])
        mine = obs.field[obs.player]
        for action in by_kind.get("change_position", ()):
            cell = mine[action.slot]
            a = ATK[action.card]
            if obs.phase == "main_1" and action.position == "attack":
                if a > threat and (rival_empty or a >= 600 or urgent):
                    return action
            if obs.phase == "main_2" and action.position == "defense" and threat > a:
                if DEF[action.card] >= a or cell.attacked:
                    return action
        if obs.phase == "main_2" and "summon" in by_kind:
            return self._summon(obs, by_kind["summon"], 0 if urgent else threat)
        if obs.phase == "main_1":
            return by_kind["pass"][0]
        return by_kind["end_turn"][0]

    @staticmethod
    def _summon(obs: Observation, summons: list[Action], threat: int) -> Action:
        hand = {a.card for a in summons}
        striker = max(hand, key=lambda c: (ATK[c], DEF[c], c))
        if ATK[striker] > threat and ATK[striker] >= DEF[striker]:
            position, card = "attack", striker
        else:
            card = max(hand, key=lambda c: (DEF[c], ATK[c], c))
            position = "facedown"
        for action in summons:
            if action.card == card and action.position == position:
                return action
        return summons[0]


BOTS = {"simple": SimpleBot}
"""The bots this game adds to `random`."""
