"""`core.trusted`: a model built without validation is the model validation builds."""

from __future__ import annotations

import copy
import pickle

import pytest
from pydantic import BaseModel, ConfigDict, Field

from tanuki_table.core.trusted import trusted
from tanuki_table.games import get_game
from tanuki_table.games.tanuki_panic import actions as act
from tanuki_table.games.tanuki_panic.actions import TPAction


def _same(fast: BaseModel, slow: BaseModel) -> None:
    assert type(fast) is type(slow)
    assert list(fast.__dict__.items()) == list(slow.__dict__.items())  # same values, same order
    assert fast.model_fields_set == slow.model_fields_set
    assert fast.__pydantic_extra__ == slow.__pydantic_extra__ and fast.__pydantic_private__ == slow.__pydantic_private__
    assert fast == slow and slow == fast
    if not isinstance(fast, _Sample):  # (its dict field is unhashable)
        assert hash(fast) == hash(slow)
    assert repr(fast) == repr(slow) and fast.model_dump_json() == slow.model_dump_json()
    assert fast.model_dump(exclude_unset=True) == slow.model_dump(exclude_unset=True)
    assert pickle.loads(pickle.dumps(fast)) == slow and copy.deepcopy(fast) == slow
    assert fast.model_copy(update={"label": "x"}) == slow.model_copy(update={"label": "x"})


def test_tanuki_panic_actions_built_without_validation_equal_validated_ones():
    cat = get_game("tanuki_panic").catalogue
    ids = [c.id for c in cat.cards]
    built = [act.summon(cat, ids[0], "attack"), act.summon(cat, ids[1], "facedown"), act.discard(cat, ids[2]),
             act.change(cat, ids[3], 2, "facedown", "attack"), act.change(cat, ids[4], 6, "attack", "defense"),
             act.attack(cat, ids[5], 0, None, None), act.attack(cat, ids[6], 1, None, 3),
             act.attack(cat, ids[7], 4, ids[8], 5, "attack"), act.attack(cat, ids[9], 4, ids[10], 0, "defense")]
    for action in built:
        _same(action, TPAction(**{name: getattr(action, name) for name in action.model_fields_set}))


class _Sample(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str
    tags: dict[str, int] = Field(default_factory=dict)
    n: int = 3


def test_models_that_share_a_fields_set_are_copied_apart():
    cat = get_game("tanuki_panic").catalogue
    ids = [c.id for c in cat.cards]
    one, two = act.attack(cat, ids[0], 0, ids[1], 0, "attack"), act.attack(cat, ids[2], 1, ids[3], 1, "defense")
    changed = one.model_copy(update={"card": ids[4]})
    assert changed.card == ids[4] and one.card is None and two.model_fields_set == one.model_fields_set
    assert "card" in changed.model_fields_set


def test_defaults_and_factories_are_filled_and_mistakes_still_raise():
    _same(trusted(_Sample, kind="a"), _Sample(kind="a"))
    _same(trusted(_Sample, n=4, kind="b"), _Sample(n=4, kind="b"))
    assert trusted(_Sample, kind="a").tags is not trusted(_Sample, kind="a").tags
    with pytest.raises(TypeError, match="needs kind"):
        trusted(_Sample, n=1)
    with pytest.raises(TypeError, match="no field colour"):
        trusted(_Sample, kind="a", colour="red")


def test_a_maker_builds_what_validation_builds_and_checks_its_names_once():
    from tanuki_table.core.trusted import maker

    _same(maker(_Sample, "kind", "tags")("a", {"x": 1}), _Sample(kind="a", tags={"x": 1}))
    _same(maker(_Sample, "n", "kind", "tags")(5, "b", {}), _Sample(n=5, kind="b", tags={}))
    with pytest.raises(TypeError, match="needs kind"):
        maker(_Sample, "n", "tags")
    with pytest.raises(TypeError, match="needs tags"):  # a factory field must be given
        maker(_Sample, "kind")
    with pytest.raises(TypeError, match="no field colour"):
        maker(_Sample, "kind", "colour")


def test_tacocat_exchanges_built_without_validation_equal_validated_ones():
    from tanuki_table.games.tacocat import actions as taco
    from tanuki_table.games.tacocat.actions import TacocatAction

    for action in taco.exchange_choices((1, 1, 4, 7, 7, 7, 12), 7)[1:] + [taco.exchange_action((2, 3, 3))]:
        _same(action, TacocatAction(kind="exchange", label=action.label, ranks=action.ranks))
    jumbo = taco.jumbo_action("sequence", ("kayak", "lion-oil", "star-rats"), (3, 4, 5))
    _same(jumbo, TacocatAction(kind="attack", label=jumbo.label, group=jumbo.group, ranks=jumbo.ranks, jumbo="sequence"))


def test_pikmin_actions_built_without_validation_equal_validated_ones():
    import random

    from tanuki_table.games.pikmin.actions import PikminAction

    state = get_game("pikmin").new_game(players=2, seed=3)
    rng = random.Random(3)
    seen: set[int] = set()
    for _ in range(300):
        if state.is_over:
            break
        legal = state.legal_actions()
        for action in legal:
            if id(action) not in seen:
                seen.add(id(action))
                slow = PikminAction(**{name: getattr(action, name) for name in action.model_fields_set})
                assert list(action.__dict__.items()) == list(slow.__dict__.items())
                assert action.model_fields_set == slow.model_fields_set and action == slow
        state.apply(legal[rng.randrange(len(legal))])
    assert len(seen) > 100
