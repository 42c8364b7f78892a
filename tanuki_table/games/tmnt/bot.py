"""The TMNT simple bot: a few rules of thumb, using only the observation and the legal actions.

Every card taken from hand is paid for with a card drawn from the deck (your life) at the next
Adjust Phase, so the bot spends a card only when it deals or saves at least 2 damage.
"""

from __future__ import annotations

from typing import Sequence

from tanuki_table.bots import Bot
from tanuki_table.engine import Action, Observation

from .catalog import Info, card_info

_GOOD_EVENT_VERBS = {"mill", "boost", "recover", "hand_discard", "salvage"}


def _keep_value(c: Info) -> float:
    """How much a card is worth in hand (the Adjust discard throws away the lowest)."""
    if c.type == "attack":
        return c.power + (1.5 if c.subtype in ("counter", "forceful_counter") else 0.0)
    if c.type == "character":
        return c.power + 0.5
    if c.type == "item":
        return 4.0
    return 3.0 if c.subtype != "flip" else 1.0


def _set_value(c: Info, first: bool) -> float:
    """How good a card is to set face down (slot 1 attacks next: it must be a good attacker)."""
    if c.type == "character":
        return 10 + c.power + (0.5 if c.effects else 0)
    if first:
        if c.type == "attack" and c.subtype in ("normal", "forceful"):
            return 5 + c.power
        return -_keep_value(c)
    if c.type == "event" and c.subtype == "flip":
        return 9.0
    if c.type == "event" and c.subtype == "play_flip":
        return 6.0
    return -_keep_value(c)


class SimpleBot(Bot):
    """Sets its best attacker to attack next, adds attacks that pay, counters when it pays."""

    name = "simple"

    def choose(self, observation: Observation | None, legal_actions: Sequence[Action]) -> Action:
        info = card_info()
        kind = legal_actions[0].kind
        by_card = [a for a in legal_actions if a.kind != "pass"]
        passing = next((a for a in legal_actions if a.kind == "pass"), None)
        obs = observation
        if kind == "discard":
            return min(by_card, key=lambda a: _keep_value(info[a.card]))  # type: ignore[attr-defined]
        if kind == "set":
            first = legal_actions[0].slot == 1  # type: ignore[attr-defined]
            return max(by_card, key=lambda a: _set_value(info[a.card], first))  # type: ignore[attr-defined]
        if kind == "item" and by_card:
            return by_card[0]
        if kind == "event" and by_card:
            for a in by_card:
                verbs = {e.verb for e in info[a.card].effects}  # type: ignore[attr-defined]
                if verbs & _GOOD_EVENT_VERBS or (obs is not None and len(obs.hand) <= 3):
                    return a
            return passing or by_card[0]
        if kind == "keep" and by_card:
            return max(by_card, key=lambda a: info[a.card].power)  # type: ignore[attr-defined]
        adds = [a for a in by_card if a.kind == "add_attack"]
        if adds:
            # Forceful cards only become legal third, so add the others first; keep one counter.
            counters = [a for a in adds if info[a.card].subtype == "counter"]  # type: ignore[attr-defined]
            hand = obs.hand if obs is not None else []
            spare = sum(1 for c in hand if info[c].subtype in ("counter", "forceful_counter"))
            useful = [a for a in adds if info[a.card].power >= 2 or info[a.card].effects]  # type: ignore[attr-defined]
            if spare <= 1:
                useful = [a for a in useful if a not in counters] or []
            if useful:
                return max(useful, key=lambda a: info[a.card].power)  # type: ignore[attr-defined]
            return passing or adds[0]
        counter = [a for a in by_card if a.kind == "counter"]
        if counter and obs is not None:
            attacker = obs.active
            lead = obs.block[attacker][0]
            incoming = (info[lead["id"]].power if lead and lead["id"] else 0) + sum(
                info[c].power for c in obs.attack_zone[attacker])
            best = max(counter, key=lambda a: min(info[a.card].power, incoming))  # type: ignore[attr-defined]
            if min(info[best.card].power, incoming) >= 2:  # type: ignore[attr-defined]
                return best
            return passing or best
        return passing or legal_actions[0]


BOTS = {"simple": SimpleBot}
