"""Card effects as data: each game's closed vocabulary of verbs, one frozen model per verb
discriminated on `verb`."""

from __future__ import annotations

from typing import Annotated, Any, Union

from pydantic import BaseModel, ConfigDict, Field

MAX_EFFECTS_PER_CARD = 8


class Effect(BaseModel):
    """Base of every effect verb model."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    verb: str

    def describe(self) -> str:
        """Plain-English text for this effect (override in each verb)."""
        params = ", ".join(f"{k} {v}" for k, v in self.model_dump(exclude={"verb"}).items() if v is not None)
        return f"{self.verb.replace('_', ' ')}" + (f" ({params})" if params else "")


def effect_list(*verbs: type[Effect]) -> Any:
    """The annotated type `list[one of verbs]`, discriminated on `verb`."""
    union = verbs[0] if len(verbs) == 1 else Annotated[Union[verbs], Field(discriminator="verb")]
    return Annotated[list[union], Field(default_factory=list, max_length=MAX_EFFECTS_PER_CARD)]  # type: ignore[valid-type]


def describe_all(effects: list[Effect]) -> str:
    """Every effect of a card as sentences, in order."""
    return " ".join(e.describe().rstrip(".") + "." for e in effects)
