"""The TMNT effect vocabulary: one small frozen pydantic model per verb (see rules/tmnt.md).

Built on the shared `tanuki_table.core.effects` machinery. Each verb is carried out once, in
`rules._effect`; `describe()` gives the words the card view shows.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from tanuki_table.core.effects import Effect, effect_list

Attribute = Literal["wind", "nature", "fire", "mountain", "none"]
"""The four attributes (風 Wind, 林 Nature, 火 Fire, 山 Mountain; the source's own English), or none
(events and items only)."""
ATTRIBUTES = ("wind", "nature", "fire", "mountain")
"""The four attributes every character and attack card has one of."""

_Count = Field(ge=1, le=5)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


class Draw(Effect):
    """The card's owner draws cards from their deck."""

    verb: Literal["draw"]
    count: int = _Count

    def describe(self) -> str:
        return f"Draw {_plural(self.count, 'card')}"


class Mill(Effect):
    """The opponent discards cards from the top of their deck (their life)."""

    verb: Literal["mill"]
    count: int = _Count

    def describe(self) -> str:
        return f"Your opponent discards the top {_plural(self.count, 'card')} of their deck"


class Recover(Effect):
    """The owner puts cards from their Trash on the bottom of their deck (life back)."""

    verb: Literal["recover"]
    count: int = _Count
    """At most this many cards, the most recently trashed first."""

    def describe(self) -> str:
        return f"Put up to {_plural(self.count, 'card')} from your Trash on the bottom of your deck"


class Boost(Effect):
    """+N for the owner's side in this turn's battle (more damage, or less damage taken)."""

    verb: Literal["boost"]
    amount: int = _Count

    def describe(self) -> str:
        return f"Your side gets +{self.amount} in this turn's battle"


class HandDiscard(Effect):
    """The opponent discards cards from their hand at random."""

    verb: Literal["hand_discard"]
    count: int = Field(ge=1, le=3)

    def describe(self) -> str:
        return f"Your opponent discards {_plural(self.count, 'card')} from their hand at random"


class Salvage(Effect):
    """The owner takes cards of one type back from their Trash into their hand."""

    verb: Literal["salvage"]
    count: int = Field(ge=1, le=3)
    """How many cards at most."""
    card_type: Literal["character", "attack", "event", "item", "any"] = "any"
    """Which type of card may come back."""

    def describe(self) -> str:
        kind = "card" if self.card_type == "any" else f"{self.card_type} card"
        return f"Take the last {_plural(self.count, kind)} put in your Trash back into your hand"


class PowerUp(Effect):
    """Lasting (items only): your attacking characters of an attribute get more power."""

    verb: Literal["power_up"]
    amount: int = Field(ge=1, le=3)
    """The bonus to the character's power."""
    attribute: Attribute | Literal["any"] = "any"
    """Only characters of this attribute (any: every character)."""

    def describe(self) -> str:
        who = "character" if self.attribute == "any" else f"{self.attribute.title()} character"
        return f"While this is in your Item Zone, your attacking {who} has +{self.amount} power"


class Armor(Effect):
    """Lasting (items only): attacks against you deal less damage."""

    verb: Literal["armor"]
    amount: int = Field(ge=1, le=3)
    """Damage taken away from each attack on you."""

    def describe(self) -> str:
        return f"While this is in your Item Zone, attacks against you deal {self.amount} less damage"


STATIC_VERBS = frozenset({"power_up", "armor"})
"""Lasting verbs: allowed on items only (and items have only these)."""

TmntEffects = effect_list(Draw, Mill, Recover, Boost, HandDiscard, Salvage, PowerUp, Armor)


