"""The Pikmin TCG in its own words: every event its engine emits, as a sentence (see events.py;
the grammar, "you play" or "Bot (easy) plays", is the renderer's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from tanuki_table.core import grammar
from tanuki_table.core.events import PHASE, RESULT, Say, Story

from .rules import space_name

if TYPE_CHECKING:
    from tanuki_table.core.telling import Values

__all__ = ["STORY"]


def _placed(value: Sequence[tuple[str, int]], story: Story) -> str:
    return grammar.join([f"{story.card_name(card)} at {space_name(space)}" for card, space in value])


def _turn(v: Values) -> str:
    return "Turn {turn}: {actor:'s} turn" + ("." if v.raw("attack") else " (no Attack phase on the first turn).")


def _leader_down(v: Values) -> str:
    leader = "{loser:'s} leader {card}" if v.raw("card") else "{loser:'s} leader"
    return leader + " has no HP left: {actor} {actor:wins}."


def _hit(v: Values) -> str:
    extra = "" if v.raw("dealt") == v.raw("amount") else " ({amount} before resistance/weakness)"
    return "{by:'s} {src} deals {dealt} {dtype} damage to {actor:'s} {card}" + extra + ": HP {left}/{hp} left."


def _boost(v: Values) -> str:
    when = "this turn" if v.raw("lasts") == "turn" else "until the end of {actor:their} next turn"
    return "{actor:'s} {card} gets {sign}{amount} ATK " + when + " ({src})."


def _self(v: Values) -> bool:
    """Whether a card's effect acts on that card itself (same seat, same card)."""
    return v.raw("by") == v.raw("actor") and v.raw("src") == v.raw("card")


def _healed(v: Values) -> str:
    return "{by:'s} {src} removes {n:counter} from " + ("itself." if _self(v) else "{card}.")


def _moved(v: Values) -> str:
    if _self(v):
        return "{by:'s} {src} moves itself from {a} to {b}."
    return "{by:'s} {src} moves {actor:'s} {card} from {a} to {b}."


_BY = "by:seat src:card "

STORY = Story(__package__, {
    # setup
    "setup": Say("Setup: each player chooses an original leader and places it face down.", kind=PHASE),
    "choose_leader": Say("{actor} {actor:chooses} an original leader.", hidden="card:card",
                         secret="{actor} {actor:chooses} {card} as {actor:their} leader."),
    "place_leader": Say("{actor} {actor:places} {actor:their} leader face down.", hidden="card:card space:space",
                        secret="{actor} {actor:places} {card} face down at {space} as {actor:their} leader."),
    "setup_place": Say("Setup: each player may place one more card face down.", kind=PHASE),
    "place": Say("{actor} {actor:places} a card face down.", hidden="card:card space:space",
                 secret="{actor} {actor:places} {card} face down at {space}."),
    "place_none": Say("{actor} {actor:places} no second card."),
    "coin": Say("Coin flip: {actor} {actor:goes} first.", kind=RESULT),
    "first": Say("{actor} {actor:goes} first.", kind=RESULT),
    "face_up": Say("{actor:'s} field turns face up: {cards}.", fields="cards:placed", kind=RESULT),
    # turns
    "turn": Say(_turn, fields="turn attack", kind=PHASE),
    "action": Say("{actor:'s} Action phase.", kind=PHASE),
    "attack_phase": Say("{actor} {actor:goes} to the Attack phase.", kind=PHASE),
    "end_turn": Say("{actor} {actor:ends} the turn.", kind=PHASE),
    "no_draw": Say("{actor:'s} deck is empty: no card drawn."),
    "draw": Say("{actor} drew a card.", hidden="card:card", secret="{actor} drew {card}."),
    "quiet_draw": Say("Both decks are empty and no leader was hurt for {n} turns: the game is a draw.", fields="n",
                      kind=RESULT),
    "turn_limit": Say("Turn {n} is over: the game is a draw.", fields="n", kind=RESULT),
    "leader_down": Say(_leader_down, fields="loser:seat card:card", kind=RESULT),
    "draw_end": Say("The game ends in a draw.", kind=RESULT),
    # moves
    "play": Say("{actor} {actor:plays} {card} to {space}.", fields="card:card space:space"),
    "move": Say("{actor} {actor:moves} {card} from {src} to {dst}.", fields="card:card src:space dst:space"),
    "use": Say("{actor} {actor:uses} {card}'s effect.", fields="card:card"),
    "attack": Say("{actor} {actor:attacks} {rival:'s} {target} ({tspace}) with {card} ({src}).",
                  fields="rival:seat target:card tspace:space card:card src:space"),
    # what cards do
    "hit": Say(_hit, fields=_BY + "dealt dtype:title card:card left hp amount", kind=RESULT),
    "defeated": Say("{actor:'s} {card} is defeated and discarded.", fields="card:card", kind=RESULT),
    "cannot_leave": Say("{actor:'s} original leader {card} cannot leave the field.", fields="card:card", kind=RESULT),
    "returns": Say("{actor:'s} {card} returns to {actor:their} hand.", fields="card:card", kind=RESULT),
    "healed": Say(_healed, fields=_BY + "n card:card"),
    "heal_nothing": Say("{by:'s} {src} heals {card}, which has no damage counters.", fields=_BY + "card:card"),
    "boost": Say(_boost, fields="card:card sign amount lasts src:card"),
    "salvage": Say("{by:'s} {src} takes {card} from the discard pile to hand.", fields=_BY + "card:card"),
    "moved": Say(_moved, fields=_BY + "card:card a:space b:space"),
}, types={"space": lambda value, story: space_name(value), "placed": _placed},
   important=("quiet_draw", "turn_limit", "leader_down", "draw_end"))
