"""Shared machinery for card effects as data (Pikmin TCG, TMNT TCG).

Each game defines its own closed vocabulary of verbs: one small frozen pydantic model per verb,
subclassing `Effect`, with `verb: Literal["..."]` as the discriminator. `effect_list(*verbs)` then
builds the validated list type used on the card model, so an unknown verb or a bad parameter fails
at load with the card and the field (through `tanuki_table.cards.data.validate_list`). Each verb is
implemented once, in the game's engine; `describe()` gives the plain-English text the card browser
shows.
"""

from __future__ import annotations

from typing import Annotated, Any, Union

from pydantic import BaseModel, ConfigDict, Field

MAX_EFFECTS_PER_CARD = 8
"""A card with more effects than this is refused at load (hostile files)."""


class Effect(BaseModel):
    """Base of every effect verb model."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    verb: str
    """The verb; subclasses narrow it to a Literal."""

    def describe(self) -> str:
        """Plain-English text for this effect (override in each verb)."""
        params = ", ".join(f"{k} {v}" for k, v in self.model_dump(exclude={"verb"}).items() if v is not None)
        return f"{self.verb.replace('_', ' ')}" + (f" ({params})" if params else "")


def effect_list(*verbs: type[Effect]) -> Any:
    """The annotated type `list[one of verbs]`, discriminated on `verb`, at most MAX_EFFECTS_PER_CARD."""
    union = verbs[0] if len(verbs) == 1 else Annotated[Union[verbs], Field(discriminator="verb")]
    return Annotated[list[union], Field(default_factory=list, max_length=MAX_EFFECTS_PER_CARD)]  # type: ignore[valid-type]


def describe_all(effects: list[Effect]) -> str:
    """Every effect of a card as sentences, in order."""
    return " ".join(e.describe().rstrip(".") + "." for e in effects)
