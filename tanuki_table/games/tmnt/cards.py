"""Pydantic models of the TMNT TCG card files: cards (with effects as data) and premade decks.

Effects are a closed vocabulary of verbs built on the shared `tanuki_table.effects` machinery.
When an effect happens is decided by the card, not by the effect (see rules/tmnt.md, "Effects"):
a character's effects are Flip effects, an attack card's are Play effects (when it enters an
Attack Zone), an event's follow its subtype (Play, Flip or both), and an item's are lasting.
"""

from __future__ import annotations

from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tanuki_table.effects import Effect, describe_all, effect_list

CardType = Literal["character", "attack", "event", "item"]
"""The four card types."""
Attribute = Literal["wind", "forest", "fire", "mountain", "none"]
"""The four attributes (風林火山), or none."""
ATTACK_SUBTYPES = ("normal", "forceful", "counter", "forceful_counter")
"""Subtypes of attack cards."""
EVENT_SUBTYPES = ("play", "flip", "play_flip")
"""Subtypes of event cards."""
Subtype = Literal["normal", "forceful", "counter", "forceful_counter", "play", "flip", "play_flip"]

_Count = Field(ge=1, le=5)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


class Draw(Effect):
    """The card's owner draws cards from their deck."""

    verb: Literal["draw"]
    count: int = _Count
    """How many cards."""

    def describe(self) -> str:
        return f"Draw {_plural(self.count, 'card')}"


class Mill(Effect):
    """The opponent discards cards from the top of their deck (their life)."""

    verb: Literal["mill"]
    count: int = _Count
    """How many cards."""

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
    """The bonus."""

    def describe(self) -> str:
        return f"Your side gets +{self.amount} in this turn's battle"


class HandDiscard(Effect):
    """The opponent discards cards from their hand at random."""

    verb: Literal["hand_discard"]
    count: int = Field(ge=1, le=3)
    """How many cards."""

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
        who = "character" if self.attribute == "any" else f"{self.attribute.upper()} character"
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


class Card(BaseModel):
    """One card definition (all cards are our own design: no real card list is known)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=60)
    """Stable lowercase id."""
    name: str = Field(min_length=1, max_length=40)
    """The printed name."""
    type: CardType
    """character, attack, event or item."""
    subtype: Optional[Subtype] = None
    """Attacks: normal, forceful, counter, forceful_counter. Events: play, flip, play_flip. Else None."""
    attribute: Attribute = "none"
    """wind, forest, fire, mountain or none."""
    power: int = Field(default=0, ge=0, le=9)
    """Damage value (characters and attack cards)."""
    faction: Optional[Literal["turtles", "allies", "foot", "villains"]] = None
    """Which side a character belongs to (flavour; no rule reads it)."""
    effects: TmntEffects
    """What the card does, in the closed vocabulary above."""
    text: str = Field(default="", max_length=300)
    """Flavour text."""

    @model_validator(mode="after")
    def _check_type(self) -> "Card":
        verbs = {e.verb for e in self.effects}
        if self.type == "attack":
            if self.subtype not in ATTACK_SUBTYPES:
                raise ValueError(f"an attack card needs subtype one of {', '.join(ATTACK_SUBTYPES)}")
        elif self.type == "event":
            if self.subtype not in EVENT_SUBTYPES:
                raise ValueError(f"an event card needs subtype one of {', '.join(EVENT_SUBTYPES)}")
            if not self.effects:
                raise ValueError("an event card needs at least one effect")
        elif self.subtype is not None:
            raise ValueError(f"a {self.type} card has no subtype")
        if self.type == "item":
            if not self.effects or verbs - STATIC_VERBS:
                raise ValueError("an item needs lasting effects only (power_up, armor)")
        elif verbs & STATIC_VERBS:
            raise ValueError(f"lasting effects ({', '.join(sorted(verbs & STATIC_VERBS))}) are for items only")
        if self.type in ("event", "item") and self.power:
            raise ValueError(f"a {self.type} card has no power")
        return self

    @property
    def rules_text(self) -> str:
        """The card's effects as plain English with their timing."""
        if not self.effects:
            return ""
        if self.type == "character":
            when = "Flip: "
        elif self.type == "attack":
            when = "Play: "
        elif self.type == "event":
            when = {"play": "Play: ", "flip": "Flip: ", "play_flip": "Play & Flip: "}[self.subtype or "play"]
        else:
            when = ""
        return when + describe_all(list(self.effects))


class Deck(BaseModel):
    """A premade deck: card id -> copies."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    """Stable deck id."""
    name: str = Field(min_length=1, max_length=60)
    """The deck's name, as the deck builder shows it."""
    description: str = ""
    """One line about how it plays."""
    cards: dict[str, int]
    """Card id -> number of copies."""
