"""The TMNT TCG in its own words: every event its engine emits, as a sentence (see events.py; the
grammar, "you flip" or "Bot (easy) flips", is the renderer's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.core.events import PHASE, RESULT, Say, Story

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
}, terms={"adjust": "Adjust Phase", "set": "Set Phase", "event": "Event Phase", "item": "Item Phase",
          "flip": "Flip Phase", "attack": "Attack Phase"}, important=("lose",))
