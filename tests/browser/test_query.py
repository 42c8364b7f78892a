"""The card search language: every operator, and bad queries with their messages.

Most tests run on a small fixed catalogue of two made-up games, so they do not move when the real
card files change; the last ones check the examples of the issue on the real cards.
"""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field

from tanuki_table.core.effects import Effect
from tanuki_table.core.engine import GameInfo
from tanuki_table.cards.query import Catalogue, QueryError, compile_query, load_catalogue, make_record, search


class Draw(Effect):
    verb: Literal["draw"]
    count: int

    def describe(self) -> str:
        return f"Draw {self.count} cards"


class Monster(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    id: str
    name: str
    atk: int
    defense: int = Field(alias="def")
    rarity: str = "common"
    flavour: str = ""


class Fighter(BaseModel):
    id: str
    name: str
    type: str
    attribute: str = "none"
    power: int = 0
    rank: int | str | list[int] = 1
    effects: list[Draw] = Field(default_factory=list)


def _info(game_id: str, title: str, cards: list[BaseModel]) -> GameInfo:
    info = GameInfo(id=game_id, title=title, blurb="", description="", variants=("standard",))
    info._cards = cards  # no engine module: the cards are given
    return info


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    monsters = _info("monsters", "Monster Duel", [
        Monster(id="oni-king", name="Oni King", atk=950, **{"def": 600}, rarity="rare", flavour="Lord of Mount Ōe."),
        Monster(id="kappa", name="Kappa", atk=450, **{"def": 650}, flavour="Bows back."),
        Monster(id="shuten-doji", name="Shuten-dōji", atk=800, **{"def": 700}, rarity="uncommon",
                flavour="The drunken king of the oni."),
        Monster(id="igaguri", name="Igaguri", atk=350, **{"def": 500}),
    ])
    fighters = _info("fighters", "Street Fighters", [
        Fighter(id="blaze", name="Blaze", type="attack", attribute="fire", power=3, rank=12),
        Fighter(id="gust", name="Gust", type="attack", attribute="wind", power=1, rank=[3, 4, 6]),
        Fighter(id="sage", name="Sage", type="character", attribute="forest", power=2, rank="king",
                effects=[Draw(verb="draw", count=2)]),
    ])
    cat = Catalogue()
    for info in (monsters, fighters):
        cat.records.extend(make_record(info, card) for card in info.cards())
    return cat


def names(catalogue: Catalogue, text: str) -> list[str]:
    return [r.name for r in search(catalogue, text)]


# --- plain words and phrases ------------------------------------------------------------------------
def test_empty_query_matches_everything(catalogue: Catalogue) -> None:
    assert len(search(catalogue, "")) == len(catalogue.records) == 7
    assert len(search(catalogue, "   ")) == 7


def test_plain_word_matches_name_and_text(catalogue: Catalogue) -> None:
    assert names(catalogue, "kappa") == ["Kappa"]
    assert names(catalogue, "oni") == ["Oni King", "Shuten-dōji"]  # name, then flavour text
    assert names(catalogue, "draw") == ["Sage"]  # effect text generated from the effect data


def test_words_ignore_case_and_accents(catalogue: Catalogue) -> None:
    assert names(catalogue, "DOJI") == ["Shuten-dōji"]
    assert names(catalogue, "mount oe") == ["Oni King"]


def test_several_words_must_all_match(catalogue: Catalogue) -> None:
    assert names(catalogue, "king oni") == ["Oni King", "Shuten-dōji"]
    assert names(catalogue, "drunken oni") == ["Shuten-dōji"]


def test_quoted_phrase_matches_as_written(catalogue: Catalogue) -> None:
    assert names(catalogue, '"king of the oni"') == ["Shuten-dōji"]
    assert names(catalogue, '"oni king"') == ["Oni King"]


# --- field:value ---------------------------------------------------------------------------------------
def test_field_value_filters(catalogue: Catalogue) -> None:
    assert names(catalogue, "type:attack") == ["Blaze", "Gust"]
    assert names(catalogue, "attribute:fire") == ["Blaze"]
    assert names(catalogue, "rarity:rare") == ["Oni King"]


def test_field_value_matches_whole_words_not_inside_them(catalogue: Catalogue) -> None:
    assert names(catalogue, "rarity:common") == ["Kappa", "Igaguri"]  # not "uncommon"
    assert names(catalogue, "rarity:uncommon") == ["Shuten-dōji"]
    assert names(catalogue, "type:att") == ["Blaze", "Gust"]  # a prefix of the value


def test_game_field_matches_id_or_title(catalogue: Catalogue) -> None:
    assert len(search(catalogue, "game:monsters")) == 4
    assert len(search(catalogue, "game:street")) == 3
    assert len(search(catalogue, 'game:"monster duel"')) == 4


def test_field_prefix_and_alias(catalogue: Catalogue) -> None:
    assert names(catalogue, "attr:wind") == ["Gust"]  # attr is attribute
    assert names(catalogue, "def>=650") == ["Kappa", "Shuten-dōji"]  # the model's alias
    assert names(catalogue, "defense>=650") == ["Kappa", "Shuten-dōji"]


def test_quoted_field_value(catalogue: Catalogue) -> None:
    assert names(catalogue, 'flavour:"drunken king"') == ["Shuten-dōji"]


def test_effects_field_searches_generated_text(catalogue: Catalogue) -> None:
    assert names(catalogue, "effects:draw") == ["Sage"]
    assert names(catalogue, "text:draw") == ["Sage"]


def test_list_valued_field_matches_any_element(catalogue: Catalogue) -> None:
    assert names(catalogue, "rank:4") == ["Gust"]
    assert names(catalogue, "rank>=10") == ["Blaze"]
    assert names(catalogue, "rank:king") == ["Sage"]


# --- numeric comparisons ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("atk>=800", ["Oni King", "Shuten-dōji"]),
        ("atk>800", ["Oni King"]),
        ("atk<=450", ["Kappa", "Igaguri"]),
        ("atk<450", ["Igaguri"]),
        ("atk=450", ["Kappa"]),
        ("atk:450", ["Kappa"]),
        ("atk!=450", ["Oni King", "Shuten-dōji", "Igaguri"]),
        ("atk:>=900", ["Oni King"]),  # the colon form works too
        ("power>1 power<3", ["Sage"]),
        ("atk>=0.5", ["Oni King", "Kappa", "Shuten-dōji", "Igaguri"]),
    ],
)
def test_numeric_comparisons(catalogue: Catalogue, query: str, expected: list[str]) -> None:
    assert names(catalogue, query) == expected


def test_cards_without_the_field_never_match_a_comparison(catalogue: Catalogue) -> None:
    assert all(r.game == "monsters" for r in search(catalogue, "atk>=0"))
    assert all(r.game == "fighters" for r in search(catalogue, "power!=99"))


def test_equals_with_a_word_compares_whole_values(catalogue: Catalogue) -> None:
    assert names(catalogue, "type=attack") == ["Blaze", "Gust"]
    assert names(catalogue, "type=att") == []
    assert names(catalogue, "type!=attack") == ["Sage"]


# --- negation and sorting ----------------------------------------------------------------------------
def test_minus_negates_any_term(catalogue: Catalogue) -> None:
    assert names(catalogue, "game:monsters -oni") == ["Kappa", "Igaguri"]
    assert names(catalogue, "type:attack -attr:fire") == ["Gust"]
    assert names(catalogue, 'game:monsters -"king of"') == ["Oni King", "Kappa", "Igaguri"]
    assert names(catalogue, "game:monsters -atk>=800") == ["Kappa", "Igaguri"]


def test_sort_directive(catalogue: Catalogue) -> None:
    assert names(catalogue, "game:monsters sort:atk") == ["Igaguri", "Kappa", "Shuten-dōji", "Oni King"]
    assert names(catalogue, "game:monsters sort:-atk") == ["Oni King", "Shuten-dōji", "Kappa", "Igaguri"]
    assert names(catalogue, "sort:name game:fighters") == ["Blaze", "Gust", "Sage"]
    # cards without the field stay last
    assert names(catalogue, "sort:-power")[:3] == ["Blaze", "Sage", "Gust"]


# --- bad queries ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("query", "message"),
    [
        ('"unclosed', "Unclosed quote"),
        ('name:"unclosed', "Unclosed quote"),
        ("-", "lone '-'"),
        ("oni - kappa", "lone '-'"),
        (">=800", "needs a field name"),
        (":fire", "needs a field name"),
        ("atk>=", "needs a value"),
        ("type:", "needs a value"),
        ("atk>=8oo", "not a number"),
        ("rarity>rare", "not a number"),
        ("colour:red", "Unknown field 'colour'"),
        ("sort:", "needs a field"),
        ("sort:colour", "Unknown field"),
    ],
)
def test_bad_queries_say_what_is_wrong(catalogue: Catalogue, query: str, message: str) -> None:
    with pytest.raises(QueryError, match=message):
        search(catalogue, query)


def test_unknown_field_suggests_close_names(catalogue: Catalogue) -> None:
    with pytest.raises(QueryError, match="Did you mean power"):
        search(catalogue, "powr>2")


def test_ambiguous_prefix_names_the_candidates(catalogue: Catalogue) -> None:
    with pytest.raises(QueryError, match="could be"):
        compile_query("ra:1", ["rank", "rarity"])
    assert compile_query("ran:1", ["rank", "rarity"]).test  # a unique prefix is fine


def test_query_error_is_a_tanuki_error() -> None:
    from tanuki_table.errors import TanukiError

    with pytest.raises(TanukiError):
        compile_query('"', ["name"])


# --- the real cards -------------------------------------------------------------------------------------
def test_examples_of_the_issue_on_the_real_cards() -> None:
    real = load_catalogue()
    loaded = {r.game for r in real.records}
    if "tanuki_panic" in loaded:
        strong = search(real, "game:tanuki_panic atk>=800 -oni")
        assert strong and all(r.fields["atk"] >= 800 and r.game == "tanuki_panic" for r in strong)
        assert all(r.fields["rarity"] == "rare" for r in search(real, "rarity:rare"))
    if "tmnt" in loaded:
        attacks = search(real, "game:tmnt type:attack")
        assert attacks and all(r.fields["type"] == "attack" for r in attacks)
        assert all(r.fields["attribute"] == "fire" for r in search(real, "game:tmnt attr:fire"))
    if "pikmin" in loaded:
        assert all(r.fields["hp"] < 300 for r in search(real, "game:pikmin hp<300"))
        assert all(r.fields["leaves"] <= 3 for r in search(real, "game:pikmin leaves<=3"))


# --- the catalogue cache ----------------------------------------------------------------------------------
def test_catalogue_cache_gives_the_same_records_and_notices_changes(
    data_home, monkeypatch: pytest.MonkeyPatch, toy_registered
) -> None:
    from tanuki_table import games
    from tanuki_table.cards import catalogue

    toy = [games.get_game("toygame")]
    fresh = load_catalogue(toy)
    first = load_catalogue(toy, cache=True)  # writes the cache
    assert catalogue.CatalogueCache().entries["toygame"]["records"]
    loads: list[str] = []
    monkeypatch.setattr(catalogue, "_load_game", lambda info: loads.append(info.id) or [])
    cached = load_catalogue(toy, cache=True)
    assert loads == []  # nothing loaded: it came from the cache
    assert [(r.id, r.name, r.fields, r.keys, r.rules, r.prose) for r in cached.records] == [
        (r.id, r.name, r.fields, r.keys, r.rules, r.prose) for r in fresh.records] == [
        (r.id, r.name, r.fields, r.keys, r.rules, r.prose) for r in first.records]
    assert search(cached, "value>=5") and len(search(cached, "value>=5")) == len(search(fresh, "value>=5"))
    monkeypatch.setattr(catalogue.CatalogueCache, "fingerprint", staticmethod(lambda info: "changed"))
    load_catalogue(toy, cache=True)
    assert loads == ["toygame"]  # a changed fingerprint loads afresh
    monkeypatch.undo()

