"""The TMNT TCG in its own words: every event its engine emits, as a sentence (see events.py; the
grammar, "you flip" or "Bot (easy) flips", is the renderer's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.core.events import PHASE, RESULT, Say, Story
from tanuki_table.core.grammar import sentences
from tanuki_table.core.i18n import N_, _, ngettext, npgettext
from tanuki_table.core.telling import by_seat, with_secret

if TYPE_CHECKING:
    from tanuki_table.core.telling import Values

__all__ = ["STORY"]


def _lose(v: Values) -> str:
    held = "was empty" if not v.raw("k") else "held only {k:card}"
    if v.raw("how") == "draw":
        why = "{actor} must draw {n:card} but {actor:their} deck " + held
    else:
        why = "{actor} must discard {n:card} from {actor:their} deck but it " + held
    return why + ", so {actor} {actor:loses}. {winner} {winner:wins}!"


def _forward(v: Values) -> str:
    parts = ["{power} power" + (" ({items:+d} items)" if v.raw("items") else "")]
    if v.raw("added"):
        parts.append("+ {added} added")
    if v.raw("counter"):
        parts.append("- {counter} countered")
    boost = v.raw("boost")
    if boost:
        parts.append(("+ " if boost > 0 else "- ") + str(abs(boost)) + " boosts")
    if v.raw("armor"):
        parts.append("- {armor} armour")
    return "Forward step: " + " ".join(parts) + " = {damage} damage to {actor}."


def _attack(v: Values) -> str:
    more = " ({base} {extra:+d} items)" if v.raw("extra") else ""
    return "{actor} {actor:attacks} with {card}: power {power}" + more + (
        "." if v.raw("character") else ", an attack card alone.")


STORY = Story(__package__, {
    # setting up and the turn
    "deal": Say("{actor} {actor:draws} {n:card} and {actor:sets} {slots:card} face down in the Block Zone.",
                fields="n slots", hidden="hand:cards",
                secret="{actor} {actor:draws} {hand} and {actor:sets} {slots:card} face down in the Block Zone."),
    "first_turn": Say("Turn 1: {actor} {actor:goes} first and {actor:skips} the Adjust Phase.", kind=PHASE),
    "turn": Say("Turn {turn}: {actor:'s} turn.", fields="turn", kind=PHASE),
    "phase": Say("{actor:'s} {phase}.", fields="phase:term", kind=PHASE),
    "step": Say("Attack Phase: {step} step.", fields="step:title", kind=PHASE),
    # the deck is life
    "draw": Say("{actor} {actor:draws} {n:card}.", fields="n", hidden="cards:cards",
                secret="{actor} {actor:draws} {cards}."),
    "mill": Say("{actor} {actor:discards} {n:card} from the deck: {cards}.", fields="n cards:cards", kind=RESULT),
    "lose": Say(_lose, fields="how n k winner:seat", kind=RESULT),
    # moves
    "discard": Say("{actor} {actor:discards} {card} to bring {actor:their} hand to {n}.", fields="card:card n"),
    "set": Say("{actor} {actor:sets} a card face down in Block Zone slot {slot}.", fields="slot", hidden="card:card",
               secret="{actor} {actor:sets} {card} face down in Block Zone slot {slot}."),
    "event": Say("{actor} {actor:plays} the event {card}.", fields="card:card"),
    "item": Say("{actor} {actor:puts} {card} into the Item Zone.", fields="card:card"),
    "add": Say("{actor} {actor:adds} the attack {card} (+{power}).", fields="card:card power"),
    "counter": Say("{actor} {actor:counters} with {card} (-{power}).", fields="card:card power"),
    "no_counter": Say("{actor} {actor:does} not counter."),
    "keep": Say("{actor} {actor:keeps} {card} face up in Block Zone slot {slot}.", fields="card:card slot"),
    "cleared": Say("{actor} {actor:discards} {cards}.", fields="cards:cards", kind=RESULT),
    # effects
    "effect": Say("{card}'s {when} effect happens for {actor}.", fields="card:card when:title"),
    "boost": Say("{actor} {actor:gets} +{amount} in this turn's battle.", fields="amount"),
    "recover": Say("{actor} {actor:puts} {n:card} from the Trash under the deck.", fields="n"),
    "hand_discard": Say("{actor} {actor:discards} {card} from hand at random.", fields="card:card", kind=RESULT),
    "salvage": Say("{actor} {actor:takes} {card} back from the Trash into hand.", fields="card:card"),
    # the battle
    "no_lead": Say("{actor} {actor:has} no card in Block Zone slot 1: no attack this turn."),
    "flip": Say("{actor} {actor:flips} Block Zone slot 1: {card}.", fields="card:card", kind=RESULT),
    "cannot_attack": Say("{card} cannot attack and is discarded; nothing slides, no attack this turn.",
                         fields="card:card", kind=RESULT),
    "attack": Say(_attack, fields="card:card power base extra character"),
    "uncounterable": Say("No attack cards were added: the attack cannot be countered."),
    "forward": Say(_forward, fields="power items added counter boost armor damage", kind=RESULT),
    "block_hit": Say("{actor:'s} Block Zone slot {slot} takes 1 damage ({card}).", fields="slot card:card",
                     kind=RESULT),
    "block_flip": Say("{actor:'s} Block Zone slot {slot} takes 1 damage and turns face up: {card}.",
                      fields="slot card:card", kind=RESULT),
    "through": Say("{actor:'s} deck takes {n} damage.", fields="n", kind=RESULT),
}, terms={"adjust": N_("Adjust Phase"), "set": N_("Set Phase"), "event": N_("Event Phase"),
          "item": N_("Item Phase"), "flip": N_("Flip Phase"), "attack": N_("Attack Phase")}, important=("lose",))


# --- in another language (issue 51): whole messages, one for the reader and one for a named seat ---
def _deal_told(v: Values) -> str:
    n, you = v.raw("n"), v.you()
    if v.sees:
        text = (_("You draw {hand} and set {slots} face down in the Block Zone.") if you
                else _("{actor} draws {hand} and sets {slots} face down in the Block Zone."))
    elif you:
        text = ngettext("You draw {n} card and set {slots} face down in the Block Zone.",
                        "You draw {n} cards and set {slots} face down in the Block Zone.", n)
    else:
        text = ngettext("{actor} draws {n} card and sets {slots} face down in the Block Zone.",
                        "{actor} draws {n} cards and sets {slots} face down in the Block Zone.", n)
    slots = v.raw("slots")
    # TRANSLATORS: the cards set face down when the game is dealt ("... and set 3 cards face down")
    return text.replace("{slots}", npgettext("tmnt story: set face down", "{slots} card", "{slots} cards", slots))


def _draw_told(v: Values) -> str:
    n, you = v.raw("n"), v.you()
    if v.sees:
        return _("You draw {cards}.") if you else _("{actor} draws {cards}.")
    if you:
        return ngettext("You draw {n} card.", "You draw {n} cards.", n)
    return ngettext("{actor} draws {n} card.", "{actor} draws {n} cards.", n)


def _mill_told(v: Values) -> str:
    n = v.raw("n")
    if v.you():
        return ngettext("You discard {n} card from the deck: {cards}.", "You discard {n} cards from the deck: {cards}.", n)
    return ngettext("{actor} discards {n} card from the deck: {cards}.",
                    "{actor} discards {n} cards from the deck: {cards}.", n)


def _lose_told(v: Values) -> str:
    n, k, you, draw = v.raw("n"), v.raw("k"), v.you(), v.raw("how") == "draw"
    if draw and you:
        why = (ngettext("You must draw {n} card but your deck was empty, so you lose.",
                        "You must draw {n} cards but your deck was empty, so you lose.", n) if not k else
               ngettext("You must draw {n} card but your deck held only {held}, so you lose.",
                        "You must draw {n} cards but your deck held only {held}, so you lose.", n))
    elif draw:
        why = (ngettext("{actor} must draw {n} card but their deck was empty, so {actor} loses.",
                        "{actor} must draw {n} cards but their deck was empty, so {actor} loses.", n) if not k else
               ngettext("{actor} must draw {n} card but their deck held only {held}, so {actor} loses.",
                        "{actor} must draw {n} cards but their deck held only {held}, so {actor} loses.", n))
    elif you:
        why = (ngettext("You must discard {n} card from your deck but it was empty, so you lose.",
                        "You must discard {n} cards from your deck but it was empty, so you lose.", n) if not k else
               ngettext("You must discard {n} card from your deck but it held only {held}, so you lose.",
                        "You must discard {n} cards from your deck but it held only {held}, so you lose.", n))
    else:
        why = (ngettext("{actor} must discard {n} card from their deck but it was empty, so {actor} loses.",
                        "{actor} must discard {n} cards from their deck but it was empty, so {actor} loses.", n)
               if not k else
               ngettext("{actor} must discard {n} card from their deck but it held only {held}, so {actor} loses.",
                        "{actor} must discard {n} cards from their deck but it held only {held}, so {actor} loses.",
                        n))
    # TRANSLATORS: what a deck still held when its player had to draw or discard more ("held only 2 cards")
    why = why.replace("{held}", npgettext("tmnt story: a deck held", "{k} card", "{k} cards", k))
    won = _("You win!") if v.you("winner") else _("{winner} wins!")
    return sentences(why, won)


def _forward_told(v: Values) -> str:
    parts = [_("{power} power ({items:+d} items)") if v.raw("items") else _("{power} power")]
    if v.raw("added"):
        parts.append(_("+ {added} added"))
    if v.raw("counter"):
        parts.append(_("- {counter} countered"))
    if v.raw("boost"):
        parts.append(_("{boost:+d} boosts"))
    if v.raw("armor"):
        parts.append(_("- {armor} armour"))
    damage = v.raw("damage")
    if v.you():
        # TRANSLATORS: {sum} is the damage's sum, e.g. "5 power + 2 added - 3 countered"
        text = ngettext("Forward step: {sum} = {damage} damage to you.",
                        "Forward step: {sum} = {damage} damage to you.", damage)
    else:
        # TRANSLATORS: {sum} is the damage's sum, e.g. "5 power + 2 added - 3 countered"
        text = ngettext("Forward step: {sum} = {damage} damage to {actor}.",
                        "Forward step: {sum} = {damage} damage to {actor}.", damage)
    return text.replace("{sum}", " ".join(parts))


def _attack_told(v: Values) -> str:
    you, alone = v.you(), not v.raw("character")
    if alone:
        text = (_("You attack with {card}: power {power}, an attack card alone.") if you
                else _("{actor} attacks with {card}: power {power}, an attack card alone."))
    else:
        text = _("You attack with {card}: power {power}.") if you else _("{actor} attacks with {card}: power {power}.")
    if v.raw("extra"):
        text = text.replace("{power}", _("{power} ({base} {extra:+d} items)"))
    return text


def _effect_told(v: Values) -> str:
    you, when = v.you(), v.raw("when")
    if when == "flip":
        return _("{card}'s Flip effect happens for you.") if you else _("{card}'s Flip effect happens for {actor}.")
    return _("{card}'s Play effect happens for you.") if you else _("{card}'s Play effect happens for {actor}.")


_STEPS = {"attack": N_("Attack Phase: Attack step."), "counter": N_("Attack Phase: Counter step."),
          "forward": N_("Attack Phase: Forward step."), "result": N_("Attack Phase: Result step.")}


def _recover_told(v: Values) -> str:
    n = v.raw("n")
    if v.you():
        return ngettext("You put {n} card from the Trash under the deck.",
                        "You put {n} cards from the Trash under the deck.", n)
    return ngettext("{actor} puts {n} card from the Trash under the deck.",
                    "{actor} puts {n} cards from the Trash under the deck.", n)


def _through_told(v: Values) -> str:
    n = v.raw("n")
    if v.you():
        return ngettext("Your deck takes {n} damage.", "Your deck takes {n} damage.", n)
    return ngettext("{actor}'s deck takes {n} damage.", "{actor}'s deck takes {n} damage.", n)


STORY.told.update({
    "deal": _deal_told,
    "first_turn": by_seat(N_("Turn 1: you go first and skip the Adjust Phase."),
                          N_("Turn 1: {actor} goes first and skips the Adjust Phase.")),
    "turn": by_seat(N_("Turn {turn}: your turn."), N_("Turn {turn}: {actor}'s turn.")),
    "phase": by_seat(N_("Your {phase}."), N_("{actor}'s {phase}.")),
    "step": lambda v: _(_STEPS.get(v.raw("step"), "Attack Phase: {step} step.")),
    "draw": _draw_told,
    "mill": _mill_told,
    "lose": _lose_told,
    "discard": by_seat(N_("You discard {card} to bring your hand to {n}."),
                       N_("{actor} discards {card} to bring their hand to {n}.")),
    "set": with_secret((N_("You set a card face down in Block Zone slot {slot}."),
                        N_("{actor} sets a card face down in Block Zone slot {slot}.")),
                       (N_("You set {card} face down in Block Zone slot {slot}."),
                        N_("{actor} sets {card} face down in Block Zone slot {slot}."))),
    "event": by_seat(N_("You play the event {card}."), N_("{actor} plays the event {card}.")),
    "item": by_seat(N_("You put {card} into the Item Zone."), N_("{actor} puts {card} into the Item Zone.")),
    "add": by_seat(N_("You add the attack {card} (+{power})."), N_("{actor} adds the attack {card} (+{power}).")),
    "counter": by_seat(N_("You counter with {card} (-{power})."), N_("{actor} counters with {card} (-{power}).")),
    "no_counter": by_seat(N_("You do not counter."), N_("{actor} does not counter.")),
    "keep": by_seat(N_("You keep {card} face up in Block Zone slot {slot}."),
                    N_("{actor} keeps {card} face up in Block Zone slot {slot}.")),
    "cleared": by_seat(N_("You discard {cards}."), N_("{actor} discards {cards}.")),
    "effect": _effect_told,
    "boost": by_seat(N_("You get +{amount} in this turn's battle."), N_("{actor} gets +{amount} in this turn's battle.")),
    "recover": _recover_told,
    "hand_discard": by_seat(N_("You discard {card} from hand at random."),
                            N_("{actor} discards {card} from hand at random.")),
    "salvage": by_seat(N_("You take {card} back from the Trash into hand."),
                       N_("{actor} takes {card} back from the Trash into hand.")),
    "no_lead": by_seat(N_("You have no card in Block Zone slot 1: no attack this turn."),
                       N_("{actor} has no card in Block Zone slot 1: no attack this turn.")),
    "flip": by_seat(N_("You flip Block Zone slot 1: {card}."), N_("{actor} flips Block Zone slot 1: {card}.")),
    "cannot_attack": lambda v: _("{card} cannot attack and is discarded; nothing slides, no attack this turn."),
    "attack": _attack_told,
    "uncounterable": lambda v: _("No attack cards were added: the attack cannot be countered."),
    "forward": _forward_told,
    "block_hit": by_seat(N_("Your Block Zone slot {slot} takes 1 damage ({card})."),
                         N_("{actor}'s Block Zone slot {slot} takes 1 damage ({card}).")),
    "block_flip": by_seat(N_("Your Block Zone slot {slot} takes 1 damage and turns face up: {card}."),
                          N_("{actor}'s Block Zone slot {slot} takes 1 damage and turns face up: {card}.")),
    "through": _through_told,
})
