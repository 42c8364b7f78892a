"""The Pikmin TCG's action labels in the app's language, made where they are shown (an action keeps
its English label, a fixed format shared by every game in the process; English gives it back)."""

from __future__ import annotations

from typing import Any

from tanuki_table.core.i18n import N_, _, ngettext

from .cards import PikminCatalogue
from .words import card, space

__all__ = ["action_text"]

TO_SPACE = {"place_leader": N_("Put {card} face down at {space}"), "place": N_("Place {card} face down to {space}"),
            "play": N_("Play {card} to {space}")}
"""The labels of a card going to a space of your field."""


def action_text(cat: PikminCatalogue, action: Any) -> str:
    """`action`'s label as a player reads it in the app's language."""
    label = str(action.label)
    kind = action.kind
    if kind == "end_turn":
        return _("End the turn")
    if kind == "pass":
        return _("Place no second card") if label == "Place no second card" else _("Go to the Attack phase")
    if kind == "attack" and action.attacker and action.target:
        # TRANSLATORS: an attack: the attacking card and its space, the card attacked and its space, the damage
        return ngettext("{card} ({space}) attacks {target} ({target_space}): {damage} damage",
                        "{card} ({space}) attacks {target} ({target_space}): {damage} damage",
                        action.damage or 0).format(
            card=card(cat, action.attacker), space=space(action.source), target=card(cat, action.target),
            target_space=space(action.target_space), damage=action.damage)
    if action.card is None:
        return label
    name = card(cat, action.card)
    if kind == "choose_leader":
        info = cat.infos[action.card]
        return _("Choose {card} as your original leader (ATK {atk}, HP {hp})").format(card=name, atk=info.atk,
                                                                                       hp=info.hp)
    if kind in TO_SPACE:
        return _(TO_SPACE[kind]).format(card=name, space=space(action.space))
    if kind == "move":
        return _("Move {card} from {space} to {to}").format(card=name, space=space(action.source),
                                                            to=space(action.space))
    if kind == "effect":
        if action.target is None:
            return _("Use {card}'s effect ({space})").format(card=name, space=space(action.source))
        text = (_("Use {card}'s effect ({space}) on {target} (enemy {target_space})") if action.target_side == "enemy"
                else _("Use {card}'s effect ({space}) on {target} (your {target_space})"))
        return text.format(card=name, space=space(action.source), target=card(cat, action.target),
                           target_space=space(action.target_space))
    return label
