"""Reading TMNT cards at the table: the card view (with the modifiers in play) and a heuristic
evaluation for search bots."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from tanuki_table.cards.words import card_name, card_text
from tanuki_table.core.i18n import N_, _, current_language, pgettext
from tanuki_table.core.plugin import CardView, Stat

from .cards import TmntCatalogue
from .effects import PowerUp
from .rules import numbers
from .words import attribute, card_kind, effects_text, subtype_name

if TYPE_CHECKING:
    from .observation import TmntObservation
    from .state import State

SUBTYPE_RULES = {
    "normal": N_("Normal attack: attacks from slot 1, or adds its power to a character's attack."),
    "forceful": N_("Forceful: may be added to an attack only as the third card or later."),
    "counter": N_("Counter: may be added to an attack, or placed to counter one (subtracts its power)."),
    "forceful_counter": N_("Forceful Counter: counters only; never added to an attack."),
    "play": N_("Play event: use it from your hand in your Event Phase."),
    "flip": N_("Flip event: set it face down; it works when it is turned face up."),
    "play_flip": N_("Play & Flip event: use it from your hand, or set it to work when turned face up."),
}
"""The rule each subtype carries, in words (English; `_` where shown)."""


def power_modifiers(cat: TmntCatalogue, card_id: str, obs: TmntObservation | None) -> tuple[int, list[str]]:
    """(bonus, sources) the items in play give this character when it attacks for its owner: the
    owner is the seat whose Block Zone holds it (else the viewer, for a card in hand)."""
    c = cat.info[card_id]
    if obs is None or c.type != "character":
        return 0, []
    owner = next((s for s, slots in enumerate(obs.block) for v in slots if v is not None and v.id == card_id),
                 obs.player)
    ups = [(e.amount, cat.info[item].name) for item in obs.items[owner] for e in cat.info[item].effects
           if isinstance(e, PowerUp) and e.attribute in ("any", c.attribute)]
    return sum(amount for amount, _ in ups), [f"{amount:+d} {card_name('tmnt', name)}" for amount, name in ups]


def card_view(cat: TmntCatalogue, card_id: str, obs: TmntObservation | None = None) -> CardView:
    """The card as the inspector and the browser show it."""
    card = cat.card(card_id)
    stats: list[Stat] = []
    if card.type in ("character", "attack"):
        # TRANSLATORS: the card inspector's label of a card's power (the board's "POWER 5")
        power = pgettext("tmnt stat", "POWER")
        bonus, notes = power_modifiers(cat, card_id, obs)
        if bonus:
            # TRANSLATORS: where a character's bonus power comes from: "+1 Turtle Van when attacking"
            note = _("{items} when attacking").format(items=pgettext("list", ", ").join(notes))
            stats.append(Stat(power, card.power + bonus, base=card.power, note=note))
        else:
            stats.append(Stat(power, card.power))
    text: list[str] = []
    if card.subtype:
        text.append(_(SUBTYPE_RULES[card.subtype]))
    if card.rules_text:
        text.append(card.rules_text if current_language() == "en" else effects_text(card))
    elif card.type == "character":
        text.append(_("No Flip effect."))
    # the kind line: "Character · Fire", "Attack · Forceful Counter" ("アタック · 必殺反撃技")
    kind = [card_kind(card.type), attribute(card.attribute) if card.attribute != "none" else "",
            subtype_name(card.subtype) if card.subtype else ""]
    return CardView(id=card.id, name=card_name("tmnt", card.name), kind=" · ".join(filter(None, kind)),
                    stats=tuple(stats), text=tuple(text), flavour=card_text("tmnt", card.text))


ITEM_WORTH = 2.0
"""An item in play counts as this many cards (it adds or saves a point in every battle left)."""


def material(state: State, seat: int) -> float:
    """The cards `seat` still owns, each a card of life: deck, hand, the Block Zone's face-down cards
    and face-up characters (which may be kept), items counted `ITEM_WORTH`; during an attack not yet
    dealt, less the damage the defender would take now."""
    info = state.info_of
    block = sum(1 for card, up in zip(state.block[seat], state.up[seat])
                if card is not None and (not up or info[card].type == "character"))
    owned = len(state.deck[seat]) + len(state.hand[seat]) + block + ITEM_WORTH * len(state.items[seat])
    battle = state.battle
    if (seat != state.active and state.phase == "attack" and battle is not None and battle.numbers is None
            and battle.turn == state.turn):
        owned -= numbers(state).damage
    return owned


def evaluate(state: State, seat: int) -> float:
    """A heuristic chance that `seat` wins: the race of cards owned (`material`), squashed on a
    scale that narrows as both run low (a 3-card lead matters more at 10 cards each than at 30)."""
    if state.is_over:
        return 1.0 if state.winner == seat else 0.0 if state.winner is not None else 0.5
    mine, theirs = material(state, seat), material(state, 1 - seat)
    x = (mine - theirs) / (2.0 + 0.1 * (mine + theirs))
    return 1.0 / (1.0 + math.exp(-x))
