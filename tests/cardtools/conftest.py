"""A small fixed catalogue of two made-up games for the card-tools tests (ordered rarity, a yes/no
field, effects), so the tests do not move when the real card files change."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field

from tanuki_table.cards.catalogue import Catalogue, make_record
from tanuki_table.core.effects import Effect
from tanuki_table.core.engine import GameInfo


class Draw(Effect):
    verb: Literal["draw"]
    count: int

    def describe(self) -> str:
        return f"Draw {self.count} cards"


class Yokai(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    id: str
    name: str
    atk: int
    defense: int = Field(alias="def")
    rarity: Literal["common", "uncommon", "rare"] = "common"
    flavour: str = ""


class Squad(BaseModel):
    id: str
    name: str
    kind: Literal["leader", "grunt", "treasure"]
    leader: bool = False
    hp: int = 100
    effects: list[Draw] = Field(default_factory=list)


def make_info(game_id: str, title: str, cards: list[BaseModel]) -> GameInfo:
    info = GameInfo(id=game_id, title=title, blurb="", description="", variants=("standard",))
    info._cards = cards  # no engine module: the cards are given
    return info


YOKAI = [
    Yokai(id="oni-king", name="Oni King", atk=950, **{"def": 600}, rarity="rare", flavour="Lord of Mount Ōe."),
    Yokai(id="kappa", name="Kappa", atk=450, **{"def": 650}, flavour="Bows back."),
    Yokai(id="shuten-doji", name="Shuten-dōji", atk=800, **{"def": 700}, rarity="uncommon",
          flavour="The drunken king of the oni."),
    Yokai(id="igaguri", name="Igaguri", atk=350, **{"def": 500}),
    Yokai(id="lodz", name="Łódź Tanuki", atk=500, **{"def": 500}, rarity="uncommon"),
    Yokai(id="gama", name="ガマ", atk=600, **{"def": 400}, rarity="rare"),
]
SQUAD = [
    Squad(id="olimar", name="Olimar", kind="leader", leader=True, hp=300, effects=[Draw(verb="draw", count=1)]),
    Squad(id="red", name="Red Grunt", kind="grunt", hp=100),
    Squad(id="coin", name="Coin", kind="treasure", hp=50, effects=[Draw(verb="draw", count=2)]),
]


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    cat = Catalogue()
    for info in (make_info("yokai", "Yokai Duel", YOKAI), make_info("squad", "Squad Game", SQUAD)):
        cat.records.extend(make_record(info, card) for card in info.cards())
    cat.owned = {("yokai", "kappa"): 2, ("squad", "coin"): 1}
    return cat
