"""The Pikmin TCG effect vocabulary: one small frozen pydantic model per verb (our own design).

Triggered verbs (`damage`, `heal`, `draw`, `move`, `atk_change`) happen at their `trigger`; the
always-on ones (`resist`, `weak`, `bonus_vs`) have none. Any verb may carry `if_row`; triggered
ones `if_attack_type` (with `on_attacked` only). Each verb is carried out in `resolve.py`.
"""

from __future__ import annotations

from typing import Literal, Sequence

from pydantic import Field, ValidationInfo, field_validator

from tanuki_table.core.effects import Effect, effect_list

AttackType = Literal["punch", "bite", "explosion", "fire", "water", "electricity", "poison"]
"""The seven attack types of the seed rulebook."""

Trigger = Literal["on_play", "standby", "once_each_turn", "on_attacked", "on_defeat"]
"""When a triggered effect happens."""

Row = Literal["front", "back"]

_TRIGGER_TEXT = {
    "on_play": "When played",
    "standby": "In your Standby phase",
    "once_each_turn": "Once each turn before you attack",
    "on_attacked": "When attacked",
    "on_defeat": "When defeated",
}

_TARGET_TEXT = {
    "chosen_enemy": "an enemy card you choose",
    "attacker": "the attacker",
    "enemy_front_row": "each card in the enemy front row",
    "enemy_back_row": "each card in the enemy back row",
    "all_enemies": "each enemy card",
    "self": "this card",
    "chosen_ally": "one of your cards you choose",
    "all_allies": "each of your cards",
    "leader": "your original leader",
    "discard_top": "the top card of your discard pile",
}


def _types(types: Sequence[str] | None) -> str:
    return " or ".join(t.title() for t in types or [])


class PikminEffect(Effect):
    """Base of every Pikmin verb: the optional row condition."""

    if_row: Row | None = None
    """The effect works only while this card is in that row."""

    def _row_text(self) -> str:
        return f" (while in the {self.if_row} row)" if self.if_row else ""


class Triggered(PikminEffect):
    """A verb that happens at a trigger."""

    trigger: Trigger
    """When it happens."""
    if_attack_type: list[AttackType] | None = Field(default=None, min_length=1)
    """Only with `on_attacked`: it happens only when the attacker has one of these types."""

    @field_validator("if_attack_type")
    @classmethod
    def _attack_type_needs_attacked(cls, value: list[str] | None, info: ValidationInfo) -> list[str] | None:
        if value is not None and info.data.get("trigger") != "on_attacked":
            raise ValueError("if_attack_type only works with trigger on_attacked")
        return value

    def _when(self) -> str:
        text = _TRIGGER_TEXT[self.trigger]
        if self.if_attack_type:
            text += f" by a {_types(self.if_attack_type)} attack"
        return text + self._row_text()


def _check_target(value: str, info: ValidationInfo) -> str:
    trigger = info.data.get("trigger")
    if value.startswith("chosen") and trigger != "once_each_turn":
        raise ValueError(f"target {value} needs trigger once_each_turn (only those let you choose)")
    if value == "attacker" and trigger != "on_attacked":
        raise ValueError("target attacker needs trigger on_attacked")
    return value


class Damage(Triggered):
    """Put damage counters on a target or on a whole row."""

    verb: Literal["damage"]
    amount: int = Field(gt=0, le=2000)
    """How much damage (before resistance and weakness)."""
    target: Literal["chosen_enemy", "attacker", "enemy_front_row", "enemy_back_row", "all_enemies"]
    """Who is hit."""
    damage_type: AttackType
    """The damage's attack type, always written out (the seed: "each effect will state what type
    of damage it inflicts"), even when it is the card's own attack type."""

    check_target = field_validator("target")(_check_target)

    def describe(self) -> str:
        return f"{self._when()}: deal {self.amount} {self.damage_type.title()} damage to {_TARGET_TEXT[self.target]}"


class Heal(Triggered):
    """Remove damage counters."""

    verb: Literal["heal"]
    amount: int = Field(gt=0, le=2000)
    """How many counters to remove."""
    target: Literal["self", "chosen_ally", "all_allies", "leader"]

    check_target = field_validator("target")(_check_target)

    def describe(self) -> str:
        return f"{self._when()}: remove {self.amount} damage counters from {_TARGET_TEXT[self.target]}"


class Draw(Triggered):
    """Draw cards from your deck."""

    verb: Literal["draw"]
    count: int = Field(gt=0, le=5)

    def describe(self) -> str:
        return f"{self._when()}: draw {self.count} card{'s' if self.count > 1 else ''}"


class Move(Triggered):
    """Move a card: to its owner's hand, or to the other row of its field."""

    verb: Literal["move"]
    card: Literal["self", "attacker", "chosen_enemy", "chosen_ally", "discard_top"]
    """Which card moves."""
    to: Literal["hand", "other_row"]
    """Where: its owner's hand (counters removed), or the other row of its own field."""
    in_attack_phase: bool = False
    """A once-each-turn move of this card that may also be used in your Attack phase, where no
    other card may move (Winged Pikmin: attack from the front row, then fly to the back)."""

    check_target = field_validator("card")(_check_target)

    @field_validator("in_attack_phase")
    @classmethod
    def _attack_phase_move(cls, value: bool, info: ValidationInfo) -> bool:
        if value and (info.data.get("trigger") != "once_each_turn" or info.data.get("card") != "self"):
            raise ValueError("in_attack_phase needs trigger once_each_turn and card self")
        return value

    @field_validator("to")
    @classmethod
    def _discard_to_hand(cls, value: str, info: ValidationInfo) -> str:
        if info.data.get("card") == "discard_top" and value != "hand":
            raise ValueError("the top card of the discard pile can only move to hand")
        return value

    def describe(self) -> str:
        where = "your hand" if self.card == "discard_top" else "its owner's hand" if self.to == "hand" else "the other row"
        when = "Once each turn, in your Action or Attack phase" if self.in_attack_phase else self._when()
        return f"{when}: move {_TARGET_TEXT[self.card]} to {where}"


class AtkChange(Triggered):
    """Raise or lower ATK until the end of the turn."""

    verb: Literal["atk_change"]
    amount: int = Field(ge=-2000, le=2000)
    target: Literal["self", "chosen_ally", "all_allies", "chosen_enemy", "all_enemies"]
    only_type: AttackType | None = None
    """With all_allies / all_enemies: only cards of this attack type."""
    lasts: Literal["turn", "rival_turn"] = "turn"
    """`turn`: until the end of this turn; `rival_turn`: until the end of the rival's next turn
    (ours: an ATK drop on enemy cards then matters when they attack)."""

    check_target = field_validator("target")(_check_target)

    @field_validator("amount")
    @classmethod
    def _not_zero(cls, value: int) -> int:
        if value == 0:
            raise ValueError("an ATK change of 0 does nothing")
        return value

    def describe(self) -> str:
        who = _TARGET_TEXT[self.target]
        if self.only_type:
            who += f" of type {self.only_type.title()}"
        sign = "+" if self.amount > 0 else ""
        until = "this turn" if self.lasts == "turn" else "until the end of the rival's next turn"
        return f"{self._when()}: {sign}{self.amount} ATK to {who} {until}"


class Resist(PikminEffect):
    """Always on: take less (or no) damage of some types."""

    verb: Literal["resist"]
    types: list[AttackType] = Field(min_length=1)
    amount: int | None = Field(default=None, gt=0, le=2000)
    """Damage prevented per hit; left out = all of it."""

    def describe(self) -> str:
        how = "no" if self.amount is None else f"{self.amount} less"
        return f"Takes {how} damage from {_types(self.types)}{self._row_text()}"


class Weak(PikminEffect):
    """Always on: take extra damage from some types."""

    verb: Literal["weak"]
    types: list[AttackType] = Field(min_length=1)
    extra: int = Field(gt=0, le=2000)

    def describe(self) -> str:
        return f"Takes {self.extra} extra damage from {_types(self.types)}{self._row_text()}"


class BonusVs(PikminEffect):
    """Always on: this card's attacks deal extra damage to cards of some attack types."""

    verb: Literal["bonus_vs"]
    types: list[AttackType] = Field(min_length=1)
    amount: int = Field(gt=0, le=2000)

    def describe(self) -> str:
        return f"Its attacks deal {self.amount} extra damage to {_types(self.types)} cards{self._row_text()}"


VERBS = (Damage, Heal, Draw, Move, AtkChange, Resist, Weak, BonusVs)
"""The whole closed vocabulary."""

EffectList = effect_list(*VERBS)
"""The validated type of a card's `effects` list."""
