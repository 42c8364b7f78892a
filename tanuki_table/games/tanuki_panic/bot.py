"""Tanuki Panic's `simple` bot: a rule-based player that knows the Attack Outcomes table.

It takes every winning trade, strikes face-down cards when the odds over the cards it has not seen
favour it, and breaks walls with combined attacks when it can afford the Energy.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from itertools import accumulate
from typing import TYPE_CHECKING, Sequence, cast

from tanuki_table.bots import Bot
from tanuki_table.core.engine import Action, GameState, Observation

from .actions import ATTACK, FACEDOWN, TPAction
from .botview import ObservedTable, Table, WorldTable
from .observation import TPObservation
from .state import State

if TYPE_CHECKING:
    from .cards import TPCatalogue

WALL_BUDGET = 0.35
"""Largest share of its Energy the bot pays to break one wall with combined attacks."""


ATTACK_RULES = ((5000, "attacks directly: nothing stands in the way"),
                (3000, "attacks the card in Attack Mode it can destroy"),
                (2000, "attacks the card in Defense Mode it can destroy"),
                (300, "attacks a face-down card: the odds over the cards it has not seen favour it"),
                (200, "trades a small card for an equal one to keep the game moving"),
                (0, "joins a combined attack that breaks a wall this turn"))
"""The attack rule behind a score of `SimpleBot._attack_score` (the first whose floor it reaches), in words."""


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
        self._defs = sorted(self.dfn[cid] for cid in self.pool)
        """The DEF of every card a face-down card may be, sorted."""
        self._def_sums = list(accumulate((3 * d for d in reversed(self._defs)), initial=0))[::-1]
        """`_def_sums[j]`: 3 x the DEFs of cards j and after in `_defs` (every card unseen)."""

    def _value(self, card: str) -> int:
        return max(self.atk[card], self.dfn[card])

    def decide(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        assert isinstance(observation, TPObservation)
        return self._choose(ObservedTable(observation), legal_actions)

    def choose_in(self, world: GameState, player: int, legal_actions: Sequence[Action]) -> Action:
        """`choose(world.observation(player), legal_actions)`, read from the world without building
        the observation (`WorldTable` reads only what that observation shows)."""
        if not isinstance(world, State):
            return super().choose_in(world, player, legal_actions)
        return self._choose(WorldTable(world, player), legal_actions)

    def _choose(self, table: Table, legal_actions: Sequence[Action]) -> Action:
        by_kind: dict[str, list[TPAction]] = {}
        for action in cast("Sequence[TPAction]", legal_actions):
            by_kind.setdefault(action.kind, []).append(action)
        if table.phase == "setup":
            summons = by_kind.get("summon")
            if summons:
                self.why = "sets its best wall face-down before the first turn"
                return max(summons, key=lambda a: (self.dfn[a.card or ""], self.atk[a.card or ""]))
            self.why = "sets no card: it has none to set"
            return by_kind["pass"][0]
        if "discard" in by_kind:
            self.why = "discards its weakest card"
            return min(by_kind["discard"], key=lambda a: (self._value(a.card or ""), a.card or ""))
        if table.phase == "battle":
            return self._battle(table, by_kind)
        return self._main(table, by_kind)

    # --- reading the table -------------------------------------------------------------------------
    def _face_down_odds(self, table: Table, a: int) -> tuple[float, float]:
        """(chance an attack of ATK `a` destroys a face-down card, expected Energy it costs), over
        the cards the bot has not seen: each catalogue card weighs 3 copies less those seen (at
        least 1); the sums start from the all-3 sums over `_defs` and take off the seen cards."""
        seen = table.odds
        if seen is None:
            counts = table.seen()
            dfn = self.dfn
            seen = table.odds = [(dfn[cid], min(counts[cid], 2)) for cid in counts if cid in self.pool]
        defs = self._defs
        i, j = bisect_left(defs, a), bisect_right(defs, a)
        total, below, above_w, above_wd = 3 * len(defs), 3 * i, 3 * (len(defs) - j), self._def_sums[j]
        for d, k in seen:
            total -= k
            if d < a:
                below -= k
            elif d > a:
                above_w -= k
                above_wd -= k * d
        return below / total, (above_wd - a * above_w) / total

    # --- battle ------------------------------------------------------------------------------------------
    def _battle(self, table: Table, by_kind: dict[str, list[TPAction]]) -> TPAction:
        rival = 1 - table.player
        attacks = by_kind.get("attack", [])
        atk = self.atk
        ready_atk = {a.attacker_slot: atk[a.attacker or ""] for a in attacks}
        me = table.player
        energy = table.energy[me]
        # with both decks empty the player not ahead on Energy must break through (ruling 15)
        chasing = table.decks_empty and energy <= table.energy[1 - me]
        budget = 0.7 if chasing else WALL_BUDGET
        odds: dict[int, tuple[float, float]] = {}  # face-down odds by attacking ATK
        best: TPAction | None = None
        best_score = 0.0
        for action in attacks:
            a = atk[action.attacker or ""]
            score = self._attack_score(table, action, a, rival, ready_atk, (energy, chasing, budget), odds)
            if score > best_score:
                best, best_score = action, score
        if best is not None:
            self.why = next(rule for floor, rule in ATTACK_RULES if best_score >= floor)
            return best
        self.why = "makes no attack: none is worth its risk"
        return by_kind["pass"][0]

    def _attack_score(self, table: Table, action: TPAction, a: int, rival: int, ready_atk: dict[int | None, int],
                      purse: tuple[int, bool, float], odds: dict[int, tuple[float, float]]) -> float:
        """How much the bot wants `action` (0 or less: not at all); `purse`: its Energy, whether
        it must chase (ruling 15) and the share of Energy it would pay for a wall; `odds`: the
        face-down odds already worked out this decision, by ATK."""
        if action.direct:
            return 5000 + a
        assert action.target_slot is not None
        target = table.cell(rival, action.target_slot)
        assert target is not None
        energy, chasing, budget = purse
        if target.card is None:  # face down: play the odds over the unseen cards
            found = odds.get(a)
            if found is None:
                found = odds[a] = self._face_down_odds(table, a)
            win, cost = found
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
        total = target.total + a
        pain = d - a
        for v in others:
            if total > d:
                break
            total += v
            pain += max(0, d - v)
        if total > d and pain <= energy * budget and energy - pain > table.summary(rival).threat:
            return 100 + a  # strongest attacker first
        return -1

    # --- main phases -------------------------------------------------------------------------------------------
    def _main(self, table: Table, by_kind: dict[str, list[TPAction]]) -> TPAction:
        phase = table.phase
        threat, occupied, weakest_def = table.summary(1 - table.player)
        for action in by_kind.get("change_position", ()):
            assert action.slot is not None
            cell = table.cell(table.player, action.slot)
            assert cell is not None
            a = cell.atk or 0
            if phase == "main_1" and action.position == ATTACK:
                # into Attack Mode to strike: it beats everything that could hit back, or can break something
                if a > threat and (not occupied or a > weakest_def or cell.position == FACEDOWN and a >= 700):
                    self.why = "turns a card to Attack Mode that beats everything that could hit back"
                    return action
            if phase == "main_2" and action.position != ATTACK and threat > a and (cell.defense or 0) > a:
                self.why = "turns a card the rival would beat to Defense Mode"
                return action
        if phase == "main_2" and "summon" in by_kind:
            return self._summon(by_kind["summon"], threat)
        if phase == "main_1":
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
        return next((a for a in summons if a.card == card and a.position == position), summons[0])
