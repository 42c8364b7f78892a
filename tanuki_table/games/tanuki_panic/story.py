"""Tanuki Panic's own words: every event its engine emits, as a sentence (see events.py; the
grammar, "you summon" or "Bot (easy) summons", is the renderer's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.core.events import PHASE, RESULT, Say, Story

if TYPE_CHECKING:
    from tanuki_table.core.telling import Values

__all__ = ["STORY"]

_DESTROYED = {
    "beats": " ({a} ATK beats {d} ATK)",
    "loses": " ({a} ATK loses to {d} ATK)",
    "equal": " (equal ATK {a})",
    "def": " ({a} ATK against {d} DEF)",
    "combined": " by the attacks on it this turn ({a} ATK in all, more than its {d} DEF)",
}


def _destroyed(v: Values) -> str:
    return "{actor:'s} {card} (slot {slot}) is destroyed" + _DESTROYED[v.raw("how")] + " and goes to the Graveyard."


def _end(v: Values) -> str:
    how, winner = v.raw("how"), v.raw("actor")
    who = "It is a draw." if winner is None else "{actor} {actor:wins}."
    if how == "energy":
        return "{loser:'s} Energy reached 0. " + who
    if how == "deck_out":
        return "{loser} must draw from an empty deck. " + who
    if how == "stalemate":
        ends = "the game is a draw." if winner is None else "the game ends on Energy ({first} to {second}). " + who
        return "Both decks are empty and {turns} turns passed without damage or destruction; " + ends
    return who


_WITH = " with {card} (slot {slot}, ATK {atk})."


def _together(v: Values, d: int) -> str:
    """After a second (or later) attack on one card that held: what the attacks add up to."""
    total = v.raw("total")
    if total <= v.raw("a"):  # the first attack on it this turn: nothing adds up yet
        return ""
    attacker = 1 - v.raw("actor")
    ends = ("more than its DEF: it is destroyed when " + v.seat(attacker, "'s") + " Battle Phase ends."
            if total > d else "not more than its DEF " + str(d) + ", so it stays.")
    return " " + v.seat(attacker, "'s") + " attacks on it this turn add up to {total} ATK, " + ends


def _holds(v: Values) -> str:
    return "{actor:'s} {card} (DEF {d}) holds against {a} ATK." + _together(v, v.raw("d"))


def _holds_down(v: Values) -> str:
    return ("{actor:'s} {card} (DEF {a}) holds against {a} ATK: a card attacked face down falls only to more "
            "ATK than its DEF. No damage." + _together(v, v.raw("a")))


def _deck(name: object, story: Story) -> str:
    """A premade deck's name in the app's language."""
    from .words import deck  # deferred: the engine never renders

    return deck(str(name))


STORY = Story(__package__, {
    # setting up
    "pack": Say("{actor} {actor:opens} a booster pack ({n:card}).", fields="n"),
    "premade": Say("{actor} {actor:plays} the premade deck {deck}.", fields="deck:deck"),
    "coin": Say("A coin flip decides: {actor} {actor:goes} first."),
    "first": Say("{actor} {actor:goes} first."),
    "start": Say("{actor} {actor:starts} with {energy} Energy ({size}-card deck) and {actor:draws} {n:card}.",
                 fields="energy size n", hidden="hand:cards",
                 secret="{actor} {actor:starts} with {energy} Energy ({size}-card deck); {actor:'s} opening hand: {hand}."),
    "setup": Say("Before the first turn, each player may set one card face-down in Defense Mode.", kind=PHASE),
    "setup_set": Say("{actor} set a card face-down before the first turn.", hidden="card:card", kind=RESULT,
                     secret="{actor} set {card} face-down before the first turn."),
    "setup_none": Say("{actor} set no card before the first turn.", kind=RESULT),
    # the turn
    "turn": Say("Turn {turn}: {actor:'s} turn begins (Draw Phase).", fields="turn", kind=PHASE),
    "skip_draw": Say("{actor} {actor:skips} the draw on the first turn."),
    "no_draw": Say("{actor:'s} deck is empty: no card to draw."),
    "draw": Say("{actor} {actor:draws} a card.", hidden="card:card", secret="{actor} {actor:draws} {card}."),
    "main_1": Say("{actor:'s} Main Phase 1 begins.", kind=PHASE),
    "battle": Say("{actor:'s} Battle Phase begins.", kind=PHASE),
    "battle_end": Say("{actor:'s} Battle Phase ends.", kind=PHASE),
    "main_2": Say("{actor:'s} Main Phase 2 begins.", kind=PHASE),
    "end": Say("{actor:'s} End Phase.", kind=PHASE),
    "must_discard": Say("{actor} {actor:has} {n} cards and must discard {extra} (hand limit {limit}).",
                        fields="n extra limit"),
    "discard": Say("{actor} {actor:discards} {card} (hand limit).", fields="card:card"),
    # main phases
    "summon": Say("{actor} {actor:summons} {card} in {mode} (slot {slot}).", fields="card:card mode:term slot"),
    "set": Say("{actor} {actor:sets} a card face-down in Defense Mode (slot {slot}).", fields="slot",
               hidden="card:card", secret="{actor} {actor:sets} {card} face-down in Defense Mode (slot {slot})."),
    "flip_up": Say("{actor} {actor:flips} {card} (slot {slot}) face-up into Attack Mode.", fields="card:card slot"),
    "change": Say("{actor} {actor:changes} {card} (slot {slot}) to {mode}.", fields="card:card slot mode:term"),
    # battle
    "attack_direct": Say("{actor} {actor:attacks} {rival} directly" + _WITH, fields="rival:seat card:card slot atk"),
    "attack_down": Say("{actor} {actor:attacks} the face-down card in {rival:'s} slot {target}" + _WITH,
                       fields="rival:seat target card:card slot atk"),
    "attack": Say("{actor} {actor:attacks} {rival:'s} {target} (slot {tslot})" + _WITH,
                  fields="rival:seat target:card tslot card:card slot atk"),
    "flip": Say("The face-down card is flipped face-up: {card} (ATK {atk} / DEF {def}), in Defense Mode.",
                fields="card:card atk def", kind=RESULT),
    # what an attack did is a result: told under the hand after your own attack too
    "destroyed": Say(_destroyed, fields="card:card slot how a d", kind=RESULT),
    "holds": Say(_holds, fields="card:card a d total", kind=RESULT),
    "holds_down": Say(_holds_down, fields="card:card a total", kind=RESULT),
    "damage": Say("{actor} {actor:takes} {amount} damage (Energy {energy}).", fields="amount energy", kind=RESULT),
    "game_end": Say(_end, fields="how loser:seat first second turns", kind=RESULT),
}, terms={"attack": "Attack Mode", "defense": "Defense Mode", "facedown": "face-down Defense Mode"},
   types={"deck": _deck},
   important=("flip", "game_end"))  # an attack that flips a face-down card reveals it: worth a pause

from .told import TOLD  # noqa: E402  (the messages in other languages; told.py imports nothing of this module)

STORY.told.update(TOLD)
