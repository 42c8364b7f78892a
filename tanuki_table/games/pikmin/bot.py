"""The Pikmin TCG `simple` bot: keeps its leader safe, focuses damage, respects resistances
(attack values are the actions' `damage`; a target that punishes attackers costs what it takes)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from tanuki_table.bots import Bot
from tanuki_table.core.engine import Action, GameState, Observation
from tanuki_table.core.i18n import N_

from .actions import PikminAction
from .observation import FieldCard, LeaderView, PikminObservation, tables
from .rules import ROW_SIZE, damage_taken, row_of
from .state import State

if TYPE_CHECKING:
    from .cards import PikminCatalogue

BACK_MIDDLE = ROW_SIZE + 2
FRONT_MIDDLE = 2
WIN = 100_000.0


class Seen:
    """What the bot reads of `player`'s observation, taken straight from a world (the same
    `tables` the observation is built from, without the rest of the model)."""

    __slots__ = ("phase", "player", "field", "leader", "attack_phase", "discard")

    def __init__(self, world: State, player: int) -> None:
        self.phase = world.phase
        self.player = player
        self.field: list[list[FieldCard | None]]
        self.leader: list[LeaderView | None]
        self.field, self.leader, _, _ = tables(world, player)
        self.attack_phase = world.phase in ("action", "attack") and world.attack_this_turn()
        self.discard = world.discards


View = PikminObservation | Seen
"""What the bot decides from: the observation, or the same values read from a world."""


class SimpleBot(Bot):
    """Greedy: protect the leader in the back row, fill the front row, attack where it hurts most."""

    name = "simple"

    def __init__(self, seed: int | None = None, game_id: str = "", *, catalogue: PikminCatalogue) -> None:
        super().__init__(seed, game_id)
        self.cat = catalogue
        self.why = ""
        """The rule that chose the last move (for "why this move?")."""

    def decide(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        assert isinstance(observation, PikminObservation)
        return self._choose(observation, legal_actions)

    def choose_in(self, world: GameState, player: int, legal_actions: Sequence[Action]) -> Action:
        """`choose(world.observation(player), legal_actions)`, read from a light view of the world
        (`Seen`): a search calls this at every rollout move."""
        if not isinstance(world, State):
            return super().choose_in(world, player, legal_actions)
        return self._choose(Seen(world, player), legal_actions)

    def _choose(self, obs: View, legal_actions: Sequence[Action]) -> Action:
        by_kind: dict[str, list[PikminAction]] = {}
        for action in legal_actions:
            assert isinstance(action, PikminAction)
            by_kind.setdefault(action.kind, []).append(action)
        phase = obs.phase
        if phase == "choose_leader":
            self.why = N_("chooses the leader with the most HP")
            return max(by_kind["choose_leader"], key=lambda a: self.cat.infos[a.card or ""].hp)
        if phase == "leader_space":
            self.why = N_("places its leader in the middle of the back row")
            return next(a for a in by_kind["place_leader"] if a.space == BACK_MIDDLE)
        if phase == "place":
            return self._place(by_kind)
        if phase == "action":
            return self._action(obs, by_kind)
        return self._attack(obs, by_kind)

    # --- setup ----------------------------------------------------------------------------------
    def _place(self, by_kind: dict[str, list[PikminAction]]) -> Action:
        infos = self.cat.infos
        places = [a for a in by_kind.get("place", []) if (a.space or 0) < ROW_SIZE and infos[a.card or ""].atk > 0]
        if not places:
            self.why = N_("places no second card: it has no attacker to place")
            return by_kind["pass"][0]
        self.why = N_("places its strongest attacker in the front row")
        return max(places, key=lambda a: (infos[a.card or ""].atk + infos[a.card or ""].hp // 2, a.space == FRONT_MIDDLE))

    # --- action phase ---------------------------------------------------------------------------
    def _action(self, obs: View, by_kind: dict[str, list[PikminAction]]) -> Action:
        infos = self.cat.infos
        me = obs.player
        mine = obs.field[me]
        own_leader = obs.leader[me]
        lead = own_leader.space if own_leader else None
        moves = by_kind.get("move", [])
        front_cards = [i for i in range(ROW_SIZE) if mine[i] is not None and i != lead]
        # 1. the leader belongs in the back row, behind at least one other card
        if lead is not None and lead < ROW_SIZE:
            back = [m for m in moves if m.source == lead and (m.space or 0) >= ROW_SIZE]
            if back and front_cards:
                self.why = N_("moves its leader behind the front row")
                return back[0]
        # 2. attackers in the back row move forward (only the front row attacks when both rows hold cards)
        for m in moves:
            card = mine[m.source or 0]
            if m.source != lead and (m.source or 0) >= ROW_SIZE and (m.space or 0) < ROW_SIZE and card and card.atk > 0:
                self.why = N_("moves an attacker to the front row")
                return m
        # 3. helpful once-each-turn effects
        effect = self._best_effect(obs, by_kind.get("effect", []))
        if effect is not None:
            return effect
        # 4. play the strongest card that fits: fighters in front, others behind
        plays = by_kind.get("play", [])
        if plays:
            def score(a: PikminAction) -> tuple[bool, int, int]:
                info = infos[a.card or ""]
                fighter = info.atk > 0
                good_row = ((a.space or 0) < ROW_SIZE) == fighter
                return (good_row, info.atk + info.hp // 2 + 100 * bool(info.triggers), -abs((a.space or 0) % ROW_SIZE - 2))
            self.why = N_("plays the strongest card that fits: fighters in front, others behind")
            return max(plays, key=score)
        self.why = N_("moves on to attacking: nothing more to do first")
        return (by_kind.get("pass") or by_kind["end_turn"])[0]

    def _effect_score(self, obs: View, a: PikminAction) -> float:
        """What using this effect gains (0 or less: it would not matter)."""
        me = obs.player
        info = self.cat.infos[a.card or ""]
        effects = [e for e in info.triggers["once_each_turn"] if e.if_row is None or e.if_row == row_of(a.source or 0)]
        theirs = obs.field[1 - me]
        mine = obs.field[me]
        enemy_lead = obs.leader[1 - me]
        score = 0.0
        for e in effects:
            verb = e.verb
            what = getattr(e, "target", None) or getattr(e, "card", None)
            if a.target_space is not None:
                side = theirs if a.target_side == "enemy" else mine
                target = side[a.target_space]
                if target is None:
                    continue
                is_lead = enemy_lead is not None and a.target_side == "enemy" and a.target_space == enemy_lead.space
                if verb == "damage":
                    dealt = damage_taken(self.cat.infos[target.id], e.amount, e.damage_type, row_of(a.target_space))
                    score += WIN if is_lead and dealt >= target.hp else dealt * (3 if is_lead else 1) + (200 if dealt >= target.hp else 0)
                elif verb == "atk_change":
                    # lowering an enemy's ATK matters only if it has ATK to lose before it next attacks
                    score += min(target.atk, -e.amount) if e.amount < 0 else 0
                elif verb == "heal":
                    score += min(target.counters, e.amount)
                elif verb == "move" and what == "chosen_enemy":
                    score += 50 if is_lead and a.target_space >= ROW_SIZE else 0
                elif verb == "move" and what == "chosen_ally":
                    # rescue a badly hurt card (it comes back fresh from the hand)
                    score += target.counters if target.counters * 2 >= target.max_hp else 0
                continue
            if verb == "atk_change":
                score += e.amount * sum(1 for c in mine if c is not None and c.atk + e.amount > 0) if obs.attack_phase else 0
            elif verb == "damage":
                rows = range(ROW_SIZE) if what == "enemy_front_row" else range(ROW_SIZE, 10) if what == "enemy_back_row" else range(10)
                score += sum(min(e.amount, c.hp) for i in rows if (c := theirs[i]) is not None)
            elif verb == "heal":
                score += sum(min(c.counters, e.amount) for c in mine if c is not None)
            elif verb == "draw":
                score += 100 * e.count
            elif verb == "move" and what == "discard_top":
                score += 80 if obs.discard[me] else 0
        return score

    def _best_effect(self, obs: View, effects: list[PikminAction]) -> Action | None:
        scored = [(self._effect_score(obs, a), a) for a in effects]
        best = max(scored, key=lambda pair: pair[0], default=(0.0, None))
        if best[0] <= 0:
            return None
        self.why = N_("uses the effect that gains most")
        return best[1]

    # --- attack phase ---------------------------------------------------------------------------
    def _punishment(self, attacker: FieldCard, target: FieldCard, dealt: int) -> float:
        """What attacking `target` costs `attacker` through the target's When-attacked effects."""
        infos = self.cat.infos
        att = infos[attacker.id]
        cost = 0.0
        for e in infos[target.id].triggers.get("on_attacked", ()):
            if e.if_row is not None and e.if_row != row_of(target.space):
                continue
            if e.if_attack_type is not None and att.type not in e.if_attack_type:
                continue
            if e.verb == "damage" and e.target == "attacker":
                hurt = damage_taken(att, e.amount, e.damage_type, row_of(attacker.space))
                cost += (att.atk + att.hp + 100 * att.leaves) if hurt >= attacker.hp else hurt
            elif e.verb == "move" and e.card == "attacker" and not attacker.leader:
                cost += 150 if e.to == "hand" else 40
        return cost

    def _attack(self, obs: View, by_kind: dict[str, list[PikminAction]]) -> Action:
        infos = self.cat.infos
        me = obs.player
        enemy_lead = obs.leader[1 - me]
        best, best_score = None, 0.0
        for a in by_kind.get("attack", []):
            attacker = obs.field[me][a.source or 0]
            target = obs.field[1 - me][a.target_space or 0]
            dealt = a.damage or 0
            if attacker is None or target is None or dealt <= 0:
                continue
            tgt = infos[target.id]
            left = target.hp
            if enemy_lead is not None and a.target_space == enemy_lead.space:
                if dealt >= left:
                    self.why = N_("makes the attack that wins the game")
                    return a
                score = 1_000.0 + dealt
            elif dealt >= left:
                score = 500 + tgt.atk + tgt.leaves * 10 - (dealt - left) / 10
            else:
                score = dealt + target.counters / 2 + tgt.atk / 4
            score -= self._punishment(attacker, target, dealt)
            if score > best_score:
                best, best_score = a, score
        if best is None:
            self.why = N_("ends its turn: no attack is worth its cost")
            return by_kind["end_turn"][0]
        self.why = N_("makes the attack that hurts most for what it costs")
        return best
