"""The Pikmin TCG `simple` bot: keeps its leader safe, focuses damage, respects resistances.

It reads only the observation and the legal actions (card stats are public knowledge).
"""

from __future__ import annotations

from typing import Any, Sequence

from tanuki_table.bots import Bot
from tanuki_table.engine import Action

from .rules import ROW_SIZE, attack_damage, infos

BACK_MIDDLE = ROW_SIZE + 2
FRONT_MIDDLE = 2


def _flat(rows: dict[str, list[Any]]) -> list[Any]:
    return list(rows["front"]) + list(rows["back"])


def _leader_index(leader: dict[str, Any] | None) -> int | None:
    if leader is None:
        return None
    return (0 if leader["row"] == "front" else ROW_SIZE) + leader["col"]


class SimpleBot(Bot):
    """Greedy: protect the leader in the back row, fill the front row, attack where it hurts most."""

    name = "simple"

    def choose(self, observation: Any, legal_actions: Sequence[Action]) -> Action:
        obs = observation
        by_kind: dict[str, list[Any]] = {}
        for action in legal_actions:
            by_kind.setdefault(action.kind, []).append(action)
        phase = obs.phase
        if phase == "choose_leader":
            return self._choose_leader(by_kind["choose_leader"])
        if phase == "place":
            return self._place(by_kind, legal_actions)
        me = obs.player
        mine = _flat(obs.field[me])
        theirs = _flat(obs.field[1 - me])
        if phase == "action":
            return self._action(obs, by_kind, mine, theirs)
        return self._attack(obs, by_kind, mine, theirs)

    # --- setup ----------------------------------------------------------------------------------
    def _choose_leader(self, actions: list[Any]) -> Action:
        table = infos()
        return max(actions, key=lambda a: (table[a.card].hp, a.space == BACK_MIDDLE))

    def _place(self, by_kind: dict[str, list[Any]], legal: Sequence[Action]) -> Action:
        table = infos()
        places = [a for a in by_kind.get("place", []) if a.space < ROW_SIZE and table[a.card].atk > 0]
        if not places:
            return by_kind["pass"][0]
        return max(places, key=lambda a: (table[a.card].atk + table[a.card].hp // 2, a.space == FRONT_MIDDLE))

    # --- action phase ---------------------------------------------------------------------------
    def _action(self, obs: Any, by_kind: dict[str, list[Any]], mine: list[Any], theirs: list[Any]) -> Action:
        table = infos()
        lead = _leader_index(obs.leader[obs.player])
        moves = by_kind.get("move", [])
        front_cards = [i for i in range(ROW_SIZE) if mine[i] is not None and i != lead]
        # 1. the leader belongs in the back row, behind at least one other card
        if lead is not None and lead < ROW_SIZE:
            back = [m for m in moves if m.source == lead and m.space >= ROW_SIZE]
            if back and front_cards:
                return back[0]
        # 2. attackers in the back row move forward (only the front row attacks when both rows hold cards)
        for m in moves:
            if m.source != lead and m.source >= ROW_SIZE and m.space < ROW_SIZE and table[m.card].atk > 0:
                return m
        # 3. helpful once-each-turn effects
        effect = self._best_effect(obs, by_kind.get("effect", []), mine, theirs, lead)
        if effect is not None:
            return effect
        # 4. play the strongest card that fits: fighters in front, others behind
        plays = by_kind.get("play", [])
        if plays:
            def score(a: Any) -> tuple:
                info = table[a.card]
                fighter = info.atk > 0
                good_row = (a.space < ROW_SIZE) == fighter
                return (good_row, info.atk + info.hp // 2 + 100 * bool(info.triggers), -abs(a.space % ROW_SIZE - 2))
            return max(plays, key=score)
        return next(a for a in by_kind["pass"])

    def _best_effect(self, obs: Any, effects: list[Any], mine: list[Any], theirs: list[Any], lead: int | None) -> Action | None:
        table = infos()
        best, best_score = None, 0
        for a in effects:
            info = table[a.card]
            verbs = {(e.verb, getattr(e, "target", None) or getattr(e, "card", None)) for e in info.triggers["once_each_turn"]}
            score = 1
            if ("move", "self") in verbs or ("move", "chosen_ally") in verbs:
                continue
            if ("move", "discard_top") in verbs and not obs.discard[obs.player]:
                continue
            if a.target_space is not None:
                side = theirs if a.target_side == "enemy" else mine
                entry = side[a.target_space]
                tinfo = table[entry["id"]]
                enemy_lead = _leader_index(obs.leader[1 - obs.player])
                if a.target_side == "ally":
                    score = entry["counters"]
                elif ("move", "chosen_enemy") in verbs:
                    score = 50 if a.target_space == enemy_lead and a.target_space >= ROW_SIZE else 0
                else:
                    score = tinfo.atk + entry["counters"] + (300 if a.target_space == enemy_lead else 0)
            if score > best_score:
                best, best_score = a, score
        return best

    # --- attack phase ---------------------------------------------------------------------------
    def _attack(self, obs: Any, by_kind: dict[str, list[Any]], mine: list[Any], theirs: list[Any]) -> Action:
        table = infos()
        enemy_lead = _leader_index(obs.leader[1 - obs.player])
        best, best_score = None, 0.0
        for a in by_kind.get("attack", []):
            att = table[a.attacker]
            tgt = table[a.target]
            entry = theirs[a.target_space]
            dealt = attack_damage(att, att.atk, a.source, tgt, a.target_space)
            if dealt <= 0:
                continue
            left = tgt.hp - entry["counters"]
            if a.target_space == enemy_lead:
                score = 10_000 if dealt >= left else 1_000 + dealt
            elif dealt >= left:
                score = 500 + tgt.atk + tgt.leaves * 10 - (dealt - left) / 10
            else:
                score = dealt + entry["counters"] / 2 + tgt.atk / 4
            if score > best_score:
                best, best_score = a, score
        return best if best is not None else by_kind["end_turn"][0]


BOTS = {"simple": SimpleBot}
