"""The Pikmin TCG's words in the app's language: spaces, attack types, card kinds, phases, card
names and effects, as labels, board, inspector and story show them (English as always written)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Sequence

from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import _, current_language, ngettext, pgettext

from .rules import ROW_SIZE, space_name

if TYPE_CHECKING:
    from .cards import PikminCatalogue

__all__ = ["attack_type", "card", "card_field", "effect_text", "kind", "leaves", "name", "phase", "space", "types"]


def space(index: int) -> str:
    """ "front 1" .. "back 5" ("przód 1", "前列1")."""
    if current_language() == "en":
        return space_name(index)
    n = index % ROW_SIZE + 1
    # TRANSLATORS: a space of a Pikmin field, front row (nearer the rival) or back row, 1 to 5
    text = pgettext("pikmin space", "front {n}") if index < ROW_SIZE else pgettext("pikmin space", "back {n}")
    return text.format(n=n)


name = partial(card_name, "pikmin")
"""A card's name (its English name, as the card file and an ATK change's source give it)."""


def card(cat: PikminCatalogue, card_id: str) -> str:
    """A card's name by id, in the app's language."""
    return name(cat.infos[card_id].name)


def attack_type(value: str) -> str:
    """ "Fire", "Ogień", "火" (an attack type; unknown ones as written, capitalised)."""
    words = {"punch": pgettext("pikmin attack type", "Punch"), "bite": pgettext("pikmin attack type", "Bite"),
             "explosion": pgettext("pikmin attack type", "Explosion"),
             "fire": pgettext("pikmin attack type", "Fire"), "water": pgettext("pikmin attack type", "Water"),
             "electricity": pgettext("pikmin attack type", "Electricity"),
             "poison": pgettext("pikmin attack type", "Poison")}
    return words.get(value, value.title())


def types(values: Sequence[str] | None) -> str:
    """ "Fire or Water" (attack types, as an effect lists them)."""
    words = [attack_type(t) for t in values or []]
    if current_language() == "en" or len(words) < 2:
        return " or ".join(words)
    head = pgettext("pikmin types: between", ", ").join(words[:-1])
    # TRANSLATORS: the last two attack types of an effect's list ("Fire, Water or Poison")
    return pgettext("pikmin types", "{types} or {last}").format(types=head, last=words[-1])


def kind(value: str) -> str:
    """ "Leader", "Pikmin", "Creature", "Treasure"."""
    words = {"leader": pgettext("pikmin card kind", "Leader"), "pikmin": pgettext("pikmin card kind", "Pikmin"),
             "creature": pgettext("pikmin card kind", "Creature"),
             "treasure": pgettext("pikmin card kind", "Treasure")}
    return words.get(value, value.title())


def card_field(field: str, value: str) -> str:
    """A card field's value as the deck chart shows it ("Lider", "Ogień"; other fields as written)."""
    return kind(value) if field == "kind" else attack_type(value) if field == "attack_type" else value


def phase(value: str) -> str:
    """ "Draw", "Standby", "Action", "Attack" (a phase of the turn)."""
    words = {"draw": pgettext("pikmin phase", "Draw"), "standby": pgettext("pikmin phase", "Standby"),
             "action": pgettext("pikmin phase", "Action"), "attack": pgettext("pikmin phase", "Attack")}
    return words.get(value, value.title())


def leaves(n: int) -> str:
    """ "1 leaf", "3 leaves" ("3 liście", "5 liści")."""
    return ngettext("{count} leaf", "{count} leaves", n).format(count=n)


# --- effects in words -------------------------------------------------------------------------
def _when(effect: Any) -> str:
    trigger = effect.trigger
    whens = {"on_play": pgettext("pikmin trigger", "When played"),
             "standby": pgettext("pikmin trigger", "In your Standby phase"),
             "once_each_turn": pgettext("pikmin trigger", "Once each turn before you attack"),
             "on_attacked": pgettext("pikmin trigger", "When attacked"),
             "on_defeat": pgettext("pikmin trigger", "When defeated")}
    text = whens.get(trigger, trigger)
    if getattr(effect, "if_attack_type", None):
        # TRANSLATORS: an effect's trigger narrowed to some attack types ("When attacked by a Bite attack")
        text = _("{when} by a {types} attack").format(when=text, types=types(effect.if_attack_type))
    return _row(effect, text)


def _row(effect: Any, text: str) -> str:
    rows = {"front": _("{text} (while in the front row)"), "back": _("{text} (while in the back row)")}
    return rows[effect.if_row].format(text=text) if effect.if_row else text


def _target(verb: str, value: str) -> str:
    """An effect's target as `verb` takes it (each verb its own context: Polish cases differ by verb)."""
    if verb == "damage":
        words = {"chosen_enemy": pgettext("pikmin effect: deal damage to", "an enemy card you choose"),
                 "attacker": pgettext("pikmin effect: deal damage to", "the attacker"),
                 "enemy_front_row": pgettext("pikmin effect: deal damage to", "each card in the enemy front row"),
                 "enemy_back_row": pgettext("pikmin effect: deal damage to", "each card in the enemy back row"),
                 "all_enemies": pgettext("pikmin effect: deal damage to", "each enemy card")}
    elif verb == "heal":
        words = {"self": pgettext("pikmin effect: remove counters from", "this card"),
                 "chosen_ally": pgettext("pikmin effect: remove counters from", "one of your cards you choose"),
                 "all_allies": pgettext("pikmin effect: remove counters from", "each of your cards"),
                 "leader": pgettext("pikmin effect: remove counters from", "your original leader")}
    elif verb == "move":
        words = {"self": pgettext("pikmin effect: move", "this card"),
                 "attacker": pgettext("pikmin effect: move", "the attacker"),
                 "chosen_enemy": pgettext("pikmin effect: move", "an enemy card you choose"),
                 "chosen_ally": pgettext("pikmin effect: move", "one of your cards you choose"),
                 "discard_top": pgettext("pikmin effect: move", "the top card of your discard pile")}
    else:
        words = {"self": pgettext("pikmin effect: ATK to", "this card"),
                 "chosen_ally": pgettext("pikmin effect: ATK to", "one of your cards you choose"),
                 "all_allies": pgettext("pikmin effect: ATK to", "each of your cards"),
                 "chosen_enemy": pgettext("pikmin effect: ATK to", "an enemy card you choose"),
                 "all_enemies": pgettext("pikmin effect: ATK to", "each enemy card")}
    return words.get(value, value.replace("_", " "))


def effect_text(effect: Any) -> str:
    """An effect in words, as the inspector shows it ("When played: draw 2 cards")."""
    if current_language() == "en":
        return str(effect.describe())
    verb = effect.verb
    if verb == "damage":
        return ngettext("{when}: deal {amount} {type} damage to {target}",
                        "{when}: deal {amount} {type} damage to {target}", effect.amount).format(
            when=_when(effect), amount=effect.amount, type=attack_type(effect.damage_type),
            target=_target("damage", effect.target))
    if verb == "heal":
        return ngettext("{when}: remove {amount} damage counter from {target}",
                        "{when}: remove {amount} damage counters from {target}", effect.amount).format(
            when=_when(effect), amount=effect.amount, target=_target("heal", effect.target))
    if verb == "draw":
        return ngettext("{when}: draw {count} card", "{when}: draw {count} cards", effect.count).format(
            when=_when(effect), count=effect.count)
    if verb == "move":
        when = (_row(effect, pgettext("pikmin trigger", "Once each turn, in your Action or Attack phase"))
                if effect.in_attack_phase else _when(effect))
        text = (_("{when}: move {target} to your hand") if effect.card == "discard_top" else
                _("{when}: move {target} to its owner's hand") if effect.to == "hand" else
                _("{when}: move {target} to the other row"))
        return text.format(when=when, target=_target("move", effect.card))
    if verb == "atk_change":
        who = _target("atk", effect.target)
        if effect.only_type:
            # TRANSLATORS: an ATK change's cards narrowed to one attack type ("each of your cards of type Fire")
            who = _("{cards} of type {type}").format(cards=who, type=attack_type(effect.only_type))
        text = (_("{when}: {sign}{amount} ATK to {cards} this turn") if effect.lasts == "turn" else
                _("{when}: {sign}{amount} ATK to {cards} until the end of the rival's next turn"))
        return text.format(when=_when(effect), sign="+" if effect.amount > 0 else "", amount=effect.amount, cards=who)
    if verb == "resist":
        text = (_("Takes no damage from {types}") if effect.amount is None else
                _("Takes {amount} less damage from {types}"))
        return _row(effect, text.format(amount=effect.amount, types=types(effect.types)))
    if verb == "weak":
        return _row(effect, ngettext("Takes {extra} extra damage from {types}", "Takes {extra} extra damage from {types}",
                                     effect.extra).format(extra=effect.extra, types=types(effect.types)))
    if verb == "bonus_vs":
        return _row(effect, ngettext("Its attacks deal {amount} extra damage to {types} cards",
                                     "Its attacks deal {amount} extra damage to {types} cards",
                                     effect.amount).format(amount=effect.amount, types=types(effect.types)))
    return str(effect.describe())
