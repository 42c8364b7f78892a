"""The TMNT simple bot: rules of thumb over the observation and the legal actions only.

Every card taken from hand is paid for with a card drawn from the deck (your life) at the next
Adjust Phase, so the bot spends a card when it deals or saves more than it costs. It reads card
data from the catalogue it is built with.
"""

from __future__ import annotations

from itertools import combinations
from typing import Sequence

from tanuki_table.bots import Bot
from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.i18n import N_

from .actions import TmntAction
from .cards import CardInfo, TmntCatalogue
from .effects import Boost, Mill
from .observation import TmntObservation

_GOOD_EVENT_VERBS = {"mill", "boost", "recover", "hand_discard", "salvage"}
CARD_COST = 1.2
"""What spending one card from hand costs (one more card drawn from the deck, and a choice less)."""
COUNTER_COST = 2.5
"""What spending a counter card on an attack costs: it is worth more kept for defence."""


_ATTACK_KEEP = {"counter": 2.0, "forceful_counter": 1.0, "forceful": -0.5}
"""What an attack card's subtype adds to its worth in hand: a counter is worth keeping for defence."""


def keep_value(c: CardInfo) -> float:
    """How much a card is worth in hand (the Adjust discard throws away the lowest)."""
    extra = 0.5 * len(c.effects)
    if c.type == "attack":
        return c.power + _ATTACK_KEEP.get(c.subtype or "", 0.0) + extra
    if c.type == "character":
        return c.power + 0.5 + extra
    if c.type == "item":
        return 4.5
    if c.subtype in ("flip", "play_flip"):
        return 5.0  # a trap for the Block Zone: it works for free when the rival hits it
    return 3.0


def set_value(c: CardInfo, first: bool) -> float:
    """How good a card is to set face down (slot 1 attacks next: it must be a good attacker)."""
    if first:
        if c.type == "character":
            return 20 + c.power + (0.5 if c.effects else 0)
        if c.type == "attack" and c.subtype in ("normal", "forceful"):
            return 10 + c.power
        return -keep_value(c)
    if c.type == "event" and c.subtype == "flip":
        return 30.0
    if c.type == "event" and c.subtype == "play_flip":
        return 25.0
    if c.type == "character":
        return 10 + c.power + (2 if c.effects else 0)
    return -keep_value(c)


def _gain(c: CardInfo) -> float:
    return c.power + sum(e.amount for e in c.effects if isinstance(e, Boost)) + sum(
        0.8 * e.count for e in c.effects if isinstance(e, Mill))


class SimpleBot(Bot):
    """Sets its best attacker to attack next, plans the best added attack, counters when it pays."""

    name = "simple"

    def __init__(self, seed: int | None = None, game_id: str = "", *, catalogue: TmntCatalogue) -> None:
        super().__init__(seed, game_id)
        self.cat = catalogue
        self.info = catalogue.info

    why = ""
    """The rule that chose the last move, in words (for "Why?")."""

    def decide(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        action = self._choose(observation, legal_actions)
        kind = legal_actions[0].kind if legal_actions else "pass"
        self.why = _RULES.get((kind, action.kind == "pass"), "")
        return action

    def _choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        legal = [a for a in legal_actions if isinstance(a, TmntAction)]
        obs = observation if isinstance(observation, TmntObservation) else None
        info = self.info
        by_card = [a for a in legal if a.card is not None]
        passing = next((a for a in legal if a.kind == "pass"), None)
        kind = legal[0].kind if legal else "pass"
        if not by_card:
            return passing or legal_actions[0]
        if kind == "discard":
            return min(by_card, key=lambda a: keep_value(info[a.card or ""]))
        if kind == "set":
            first = by_card[0].slot == 1
            return max(by_card, key=lambda a: set_value(info[a.card or ""], first))
        if kind == "item":
            return by_card[0]
        if kind == "event":
            short = obs is not None and len(obs.hand) <= 3  # a short hand plays any event
            return next((a for a in by_card if short or {e.verb for e in info[a.card or ""].effects} & _GOOD_EVENT_VERBS),
                        passing or by_card[0])
        step = {"keep": self.keep, "add_attack": self.add, "counter": self.counter}.get(kind)
        return step(obs, by_card, passing) if step else passing or legal_actions[0]

    # --- decisions ---------------------------------------------------------------------------
    def keep(self, obs: TmntObservation | None, keeps: list[TmntAction], passing: Action | None) -> Action:
        """Keep the strongest face-up character, unless a stronger one waits in hand (a kept weak
        character would attack again next turn instead of it)."""
        best = max(keeps, key=lambda a: self.info[a.card or ""].power)
        power = self.info[best.card or ""].power
        in_hand = [self.info[c].power for c in (obs.hand if obs else []) if self.info[c].type == "character"]
        if passing is not None and power < 3 and in_hand and max(in_hand) > power:
            return passing
        return best

    def plan(self, hand: list[str], lead: str, zone: list[str]) -> list[str]:
        """The added attack cards worth the most (power and boosts minus their cost), best first."""
        info, rules = self.info, self.cat.rules
        used = {info[lead].attribute, *(info[c].attribute for c in zone)}
        cands = [c for c in hand if info[c].type == "attack" and info[c].subtype != "forceful_counter"
                 and info[c].attribute not in used]
        room = rules.max_added - len(zone)
        best: tuple[float, list[str]] = (0.0, [])
        for k in range(1, room + 1):
            for combo in combinations(range(len(cands)), k):
                cards = [cands[i] for i in combo]
                if len({info[c].attribute for c in cards}) < k:
                    continue
                normal = [c for c in cards if info[c].subtype != "forceful"]
                forceful = [c for c in cards if info[c].subtype == "forceful"]
                if forceful and len(zone) + len(normal) + 1 < rules.forceful_from:
                    continue
                spent_counters = sum(1 for c in cards if info[c].subtype == "counter")
                cost = CARD_COST * k + (COUNTER_COST - CARD_COST) * spent_counters
                value = sum(_gain(info[c]) for c in cards) - cost
                if value > best[0] + 1e-9:
                    best = (value, sorted(normal, key=lambda c: -info[c].power) + forceful)
        return best[1]

    def add(self, obs: TmntObservation | None, adds: list[TmntAction], passing: Action | None) -> Action:
        """Add the next card of the best plan (normal cards first, so a Forceful one may follow)."""
        if obs is None:
            return passing or adds[0]
        lead = obs.block[obs.active][0]
        if lead is None or lead.id is None:
            return passing or adds[0]
        plan = self.plan(list(obs.hand), lead.id, list(obs.attack_zone[obs.active]))
        return next((a for card in plan for a in adds if a.card == card), passing or adds[0])

    def counter(self, obs: TmntObservation | None, counters: list[TmntAction], passing: Action | None) -> Action:
        """Counter with the card that saves the most, when it saves at least 2 damage."""
        incoming = obs.battle.damage if obs is not None and obs.battle is not None else 0
        best = max(counters, key=lambda a: (min(self.info[a.card or ""].power, incoming),
                                            -self.info[a.card or ""].power))
        if min(self.info[best.card or ""].power, incoming) >= 2 or passing is None:
            return best
        return passing


_RULES = {
    ("discard", False): N_("discards the card worth least to keep"),
    ("set", False): N_("sets the card that does most in the Block Zone"),
    ("item", False): N_("puts its item into play at once"),
    ("event", False): N_("plays an event whose effect helps it now"),
    ("event", True): N_("keeps its events for later: none helps it now"),
    ("keep", False): N_("keeps its strongest face-up character"),
    ("keep", True): N_("keeps no character: a stronger one waits in its hand"),
    ("add_attack", False): N_("adds the attack cards worth the most for what they cost"),
    ("add_attack", True): N_("adds nothing: no attack card is worth its cost now"),
    ("counter", False): N_("counters with the card that saves the most damage"),
    ("counter", True): N_("does not counter: no card would save 2 damage or more"),
}
"""The rule behind `SimpleBot`'s move, by (the kind of decision, whether it passed), in words."""

