"""The TMNT board's words in the app's language: attributes, card kinds, phases and steps, and
the board's lines that hold numbers. English exactly as the board always wrote it ("POWER 5")."""

from __future__ import annotations

from typing import Any

from tanuki_table.core.i18n import N_, _, ngettext, pgettext

__all__ = ["attribute", "card_field", "card_kind", "damage", "damage_sum", "effects_text", "game_over", "phase_name",
           "phase_text", "step_name", "subtype_name"]


def attribute(value: str) -> str:
    """ "Fire", "Ogień", "火" (a card's attribute; unknown ones as written, capitalised)."""
    words = {"wind": pgettext("tmnt attribute", "Wind"), "nature": pgettext("tmnt attribute", "Nature"),
             "fire": pgettext("tmnt attribute", "Fire"), "mountain": pgettext("tmnt attribute", "Mountain")}
    return words.get(value, value.title())


def subtype_name(value: str) -> str:
    """Any card's subtype as its kind line shows it: "Normal", "Forceful Counter", "Play & Flip"
    (通常技, 必殺反撃技; the events' Play and Flip are the rulebook's own words in every language)."""
    words = {"normal": pgettext("tmnt attack kind", "Normal"), "counter": pgettext("tmnt attack kind", "Counter"),
             "forceful": pgettext("tmnt attack kind", "Forceful"),
             "forceful_counter": pgettext("tmnt attack kind", "Forceful Counter"),
             "play": pgettext("tmnt event kind", "Play"), "flip": pgettext("tmnt event kind", "Flip"),
             "play_flip": pgettext("tmnt event kind", "Play & Flip")}
    return words.get(value, value.replace("_", " ").title())


def effects_text(card: Any) -> str:
    """A card's effects with their timing in the app's language ("Flip: Draw 2 cards."), as
    `Card.rules_text` says them in English."""
    from .effects import Armor, Boost, Draw, HandDiscard, Mill, PowerUp, Recover, Salvage

    said = []
    for effect in card.effects:
        if isinstance(effect, Draw):
            line = ngettext("Draw {count} card.", "Draw {count} cards.", effect.count)
        elif isinstance(effect, Mill):
            line = ngettext("Your opponent discards the top {count} card of their deck.",
                            "Your opponent discards the top {count} cards of their deck.", effect.count)
        elif isinstance(effect, Recover):
            line = ngettext("Put up to {count} card from your Trash on the bottom of your deck.",
                            "Put up to {count} cards from your Trash on the bottom of your deck.", effect.count)
        elif isinstance(effect, Boost):
            line = _("Your side gets +{amount} in this turn's battle.")
        elif isinstance(effect, HandDiscard):
            line = ngettext("Your opponent discards {count} card from their hand at random.",
                            "Your opponent discards {count} cards from their hand at random.", effect.count)
        elif isinstance(effect, Salvage):
            line = (ngettext("Take the last {count} card put in your Trash back into your hand.",
                             "Take the last {count} cards put in your Trash back into your hand.", effect.count)
                    if effect.card_type == "any" else
                    # TRANSLATORS: {kind} is a card type: Character, Attack, Event, Item
                    ngettext("Take the last {count} card of type {kind} put in your Trash back into your hand.",
                             "Take the last {count} cards of type {kind} put in your Trash back into your hand.",
                             effect.count))
        elif isinstance(effect, PowerUp):
            line = (_("While this is in your Item Zone, your attacking character has +{amount} power.")
                    if effect.attribute == "any" else
                    _("While this is in your Item Zone, your attacking {attribute} character has +{amount} power."))
        elif isinstance(effect, Armor):
            line = _("While this is in your Item Zone, attacks against you deal {amount} less damage.")
        else:
            line = effect.describe().rstrip(".") + "."
        said.append(line.format(count=getattr(effect, "count", 0), amount=getattr(effect, "amount", 0),
                                kind=card_kind(getattr(effect, "card_type", "")),
                                attribute=attribute(getattr(effect, "attribute", ""))))
    text = " ".join(said)
    if card.type == "item":
        return text
    timing = {"Flip": pgettext("tmnt event kind", "Flip"), "Play": pgettext("tmnt event kind", "Play"),
              "Play & Flip": pgettext("tmnt event kind", "Play & Flip")}.get(card.timing, card.timing)
    # TRANSLATORS: a card's effects after their timing: "Flip: Draw 2 cards."
    return _("{timing}: {effects}").format(timing=timing, effects=text)


def card_kind(value: str) -> str:
    """A card's type as a slot shows it: "Event", "Item"."""
    words = {"event": pgettext("tmnt card type", "Event"), "item": pgettext("tmnt card type", "Item"),
             "character": pgettext("tmnt card type", "Character"), "attack": pgettext("tmnt card type", "Attack")}
    return words.get(value, value.title())


def step_name(step: str) -> str:
    """ "Attack", "Counter", "Forward", "Result" (a step of the Attack Phase, as the strip shows it)."""
    words = {"attack": pgettext("tmnt step", "Attack"), "counter": pgettext("tmnt step", "Counter"),
             "forward": pgettext("tmnt step", "Forward"), "result": pgettext("tmnt step", "Result")}
    return words.get(step, step.title())


def phase_name(phase: str, step: str) -> str:
    """ "Set Phase", "Attack Phase: Counter step"."""
    if phase.startswith("attack"):
        steps = {"attack": _("Attack Phase: Attack step"), "counter": _("Attack Phase: Counter step"),
                 "forward": _("Attack Phase: Forward step"), "result": _("Attack Phase: Result step")}
        return steps.get(step, f"Attack Phase: {step.title()} step")
    phases = {"adjust": _("Adjust Phase"), "set": _("Set Phase"), "event": _("Event Phase"), "item": _("Item Phase"),
              "flip": _("Flip Phase")}
    return phases.get(phase, f"{phase.title()} Phase")


def phase_text(phase: str) -> str:
    """A phase id as the plug-in names it ("attack_counter" is the Attack Phase's Counter step)."""
    return phase_name(phase, (phase.partition("_")[2] or "attack") if phase.startswith("attack") else phase)


def card_field(field: str, value: str) -> str:
    """A card field's value as the deck chart shows it ("Postać", "Ogień", "必殺技"; other fields as written)."""
    words_of = {"type": card_kind, "attribute": attribute, "subtype": subtype_name}
    if field == "attribute" and value == "none":
        return pgettext("tmnt attribute", "none")
    return words_of[field](value) if field in words_of else value


_SUM_PARTS = {"items": N_("{sign} {amount} from items"), "added": N_("{sign} {amount} added"),
              "countered": N_("{sign} {amount} countered"), "boosts": N_("{sign} {amount} from boosts"),
              "armour": N_("{sign} {amount} armour")}


def damage_sum(item_bonus: int, added: int, counter: int, boost: int, armor: int) -> str:
    """The parts of an attack's sum after its power: " + 1 from items + 2 added - 3 countered"."""
    parts = ((item_bonus, "items"), (added, "added"), (-counter, "countered"), (boost, "boosts"), (-armor, "armour"))
    return "".join(" " + _(_SUM_PARTS[what]).format(sign="+" if amount > 0 else "-", amount=abs(amount))
                   for amount, what in parts if amount)


def damage(n: int) -> str:
    """ "= 6 damage" (the attack's result)."""
    return ngettext("= {damage} damage", "= {damage} damage", n).format(damage=n)


def game_over(over: str, ran_out: str | None, yours: bool) -> str:
    """ "Game over: You win (Bot (easy)'s deck ran out).  " (`over`: "Game over: You win" as the
    board words it; `ran_out`: the name of the seat whose deck ran out, if one did; `yours`: that
    seat is the reader's)."""
    if ran_out is not None:
        why = _("(your deck ran out)") if yours else _("({player}'s deck ran out)").format(player=ran_out)
        # TRANSLATORS: the game-over line: {over} "Game over: You win", {why} "(Bot (easy)'s deck ran out)"
        return _("{over} {why}.").format(over=over, why=why) + "  "
    return _("{over}.").format(over=over) + "  "
