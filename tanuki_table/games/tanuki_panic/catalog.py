"""Fast lookups of card stats for the engine and the bot (plain dicts built once from the data)."""

from __future__ import annotations

from tanuki_table.games.tanuki_panic.cards import RulesConfig, load_cards, load_rules

NAME: dict[str, str] = {}
"""Card id -> printed name."""
ATK: dict[str, int] = {}
"""Card id -> ATK."""
DEF: dict[str, int] = {}
"""Card id -> DEF."""
RULES: list[RulesConfig] = []
"""The rule constants (one element once loaded)."""


def ensure_loaded() -> RulesConfig:
    """Fill the lookups from the shipped data on first use; return the rule constants."""
    if not RULES:
        for card in load_cards():
            NAME[card.id] = card.name
            ATK[card.id] = card.atk
            DEF[card.id] = card.defense
        RULES.append(load_rules())
    return RULES[0]


def name(card_id: str) -> str:
    """The printed name of a card."""
    return NAME[card_id]
