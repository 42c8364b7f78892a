"""The search grammar: or, parentheses, negation of groups, comparisons in the game's order, exact
names, regexes, is: keywords, sort/order, folding, and bad queries that say where and why."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tanuki_table.cards.catalogue import Catalogue, fold
from tanuki_table.cards.query import QueryError, compile_query, search


def names(catalogue: Catalogue, text: str) -> list[str]:
    return [r.name for r in search(catalogue, text)]


def test_or_is_the_union(catalogue: Catalogue) -> None:
    assert names(catalogue, "oni or kappa") == ["Oni King", "Kappa", "Shuten-dōji"]
    assert names(catalogue, "kappa | igaguri") == ["Kappa", "Igaguri"]
    assert names(catalogue, "kappa OR igaguri") == ["Kappa", "Igaguri"]


def test_parentheses_group_and_minus_negates_a_group(catalogue: Catalogue) -> None:
    assert names(catalogue, "game:yokai -(oni or kappa)") == ["Igaguri", "Łódź Tanuki", "ガマ"]
    assert names(catalogue, "(kappa or igaguri) atk>400") == ["Kappa"]
    assert names(catalogue, "not kappa game:yokai atk<500") == ["Igaguri"]


def test_field_equals_and_colon(catalogue: Catalogue) -> None:
    assert names(catalogue, "kind=leader") == ["Olimar"]
    assert names(catalogue, "kind:lead") == ["Olimar"]
    assert names(catalogue, "kind=lead") == []


def test_rarity_compares_in_the_games_order(catalogue: Catalogue) -> None:
    assert names(catalogue, "rarity>=uncommon") == ["Oni King", "Shuten-dōji", "Łódź Tanuki", "ガマ"]
    assert names(catalogue, "rarity>uncommon") == ["Oni King", "ガマ"]
    assert names(catalogue, "rarity<rare") == ["Kappa", "Shuten-dōji", "Igaguri", "Łódź Tanuki"]
    assert names(catalogue, "rarity!=common") == ["Oni King", "Shuten-dōji", "Łódź Tanuki", "ガマ"]


def test_sort_rarity_is_in_rarity_order_not_alphabetical(catalogue: Catalogue) -> None:
    rarities = [r.fields["rarity"] for r in search(catalogue, "game:yokai sort:rarity")]
    assert rarities == ["common", "common", "uncommon", "uncommon", "rare", "rare"]
    rarities = [r.fields["rarity"] for r in search(catalogue, "game:yokai sort:-rarity")]
    assert rarities[0] == "rare" and rarities[-1] == "common"
    assert [r.fields["rarity"] for r in search(catalogue, "game:yokai order:rarity order:desc")][0] == "rare"


def test_exact_name(catalogue: Catalogue) -> None:
    assert names(catalogue, '!"oni king"') == ["Oni King"]
    assert names(catalogue, "!Kappa") == ["Kappa"]
    assert names(catalogue, "!Kapp") == []
    assert names(catalogue, '!"Shuten-doji"') == ["Shuten-dōji"]


def test_regex_on_names_and_text(catalogue: Catalogue) -> None:
    assert names(catalogue, "/^ka/") == ["Kappa"]
    assert names(catalogue, "/drunk(en)? king/") == ["Shuten-dōji"]
    assert names(catalogue, "name:/x$/") == []
    assert names(catalogue, "name:/^o/") == ["Oni King", "Olimar"]


def test_is_keywords(catalogue: Catalogue) -> None:
    assert names(catalogue, "is:leader") == ["Olimar"]
    assert names(catalogue, "is:effect") == ["Olimar", "Coin"]
    assert names(catalogue, "game:squad is:vanilla") == ["Red Grunt"]
    assert names(catalogue, "is:rare") == ["Oni King", "ガマ"]
    assert names(catalogue, "is:owned") == ["Kappa", "Coin"]
    assert names(catalogue, "-is:owned game:squad") == ["Olimar", "Red Grunt"]


def test_folding_polish_kana_and_accents() -> None:
    assert fold("Łódź") == "lodz"
    assert fold("Shuten-dōji") == "shuten-doji"
    assert fold("ガマ") == "gama"  # the voiced mark is kept: ga, not ka
    assert fold("がま") == "gama"
    assert fold("ＦＵＬＬ") == "full"


def test_folding_in_search(catalogue: Catalogue) -> None:
    assert names(catalogue, "lodz") == ["Łódź Tanuki"]
    assert names(catalogue, "ŁÓDŹ") == ["Łódź Tanuki"]
    assert names(catalogue, "gama") == ["ガマ"]
    assert names(catalogue, "ガマ") == ["ガマ"]
    assert names(catalogue, "kama") == []


def test_greater_or_equal_written_backwards_is_read(catalogue: Catalogue) -> None:
    assert names(catalogue, "atk=>800") == names(catalogue, "atk>=800") == ["Oni King", "Shuten-dōji"]


@pytest.mark.parametrize(
    ("query", "message", "position"),
    [
        ("(oni", "never closed", 0),
        ("oni)", "without a matching", 3),
        ("oni or", "both sides", 6),
        ("or oni", "both sides", 0),
        ("()", "Empty parentheses", 0),
        ("/[a/", "Bad /regex/", 1),
        ("/ab", "Unclosed /regex/", 0),
        ("rarity>=epic", "not a rarity", 8),
        ("is:dragon", "Unknown keyword", 3),
        ("hp>=lots", "not a number", 4),
        ('!"open', "Unclosed quote", 1),
        ("!", "needs a card name", 0),
        ("sort:-", "needs a field", 0),
        ("kappa - oni", "lone '-'", 6),
    ],
)
def test_bad_query_says_where_and_why(catalogue: Catalogue, query: str, message: str, position: int) -> None:
    with pytest.raises(QueryError, match=message) as info:
        search(catalogue, query)
    assert info.value.position == position
    assert "▸" in info.value.where(query)


def test_deep_nesting_is_an_error_not_a_crash(catalogue: Catalogue) -> None:
    with pytest.raises(QueryError, match="nested"):
        search(catalogue, "(" * 300 + "oni" + ")" * 300)
    with pytest.raises(QueryError, match="nested"):
        search(catalogue, "-" * 300 + "oni")
    with pytest.raises(QueryError, match="too long"):
        search(catalogue, "oni " * 400)


# --- properties --------------------------------------------------------------------------------------
TERMS = st.sampled_from([
    "oni", "kappa", "king", '"mount oe"', "atk>=500", "atk<600", "rarity>=uncommon", "rarity:rare", "is:effect",
    "is:owned", "is:leader", "kind=grunt", "/^k/", "!Kappa", "hp>60", "game:squad", "def!=500", "lodz",
])


@st.composite
def queries(draw: st.DrawFn, depth: int = 2) -> str:
    if depth == 0 or draw(st.booleans()):
        return draw(TERMS)
    left, right = draw(queries(depth - 1)), draw(queries(depth - 1))
    joiner = draw(st.sampled_from([" ", " or ", " and "]))
    text = f"{left}{joiner}{right}"
    return f"-({text})" if draw(st.booleans()) else f"({text})"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(q=queries())
def test_minus_q_and_q_partition_the_cards(catalogue: Catalogue, q: str) -> None:
    kept = {id(r) for r in search(catalogue, q)}
    dropped = {id(r) for r in search(catalogue, f"-({q})")}
    assert not kept & dropped
    assert kept | dropped == {id(r) for r in catalogue.records}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(a=queries(), b=queries())
def test_a_or_b_is_the_union(catalogue: Catalogue, a: str, b: str) -> None:
    union = {id(r) for r in search(catalogue, a)} | {id(r) for r in search(catalogue, b)}
    assert {id(r) for r in search(catalogue, f"{a} or {b}")} == union
    both = {id(r) for r in search(catalogue, a)} & {id(r) for r in search(catalogue, b)}
    assert {id(r) for r in search(catalogue, f"{a} {b}")} == both


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(alphabet=st.sampled_from(list('()-!"/:<>=|\\ abkorisnt*[]^$?.1')), max_size=40) | st.text(max_size=30))
def test_parse_errors_never_raise_anything_but_query_error(catalogue: Catalogue, text: str) -> None:
    try:
        compile_query(text, catalogue.field_names(), catalogue)
    except QueryError as exc:
        assert exc.where(text)
    try:
        search(catalogue, text)
    except QueryError:
        pass


def test_a_regex_python_would_warn_about_searches_without_a_python_warning():
    import warnings

    from tanuki_table.cards.query import _Regex

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        _Regex("[[a]", 0)  # re: "FutureWarning: Possible nested set at position 1"
