"""Tacocat Spelled Backwards in its own words: every event its engine emits, as a sentence (see
events.py; the grammar, "you win" or "Bot (easy) wins", is the renderer's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.core.events import PHASE, RESULT, Say, Story

if TYPE_CHECKING:
    from tanuki_table.core.telling import Values

__all__ = ["STORY"]


def _round(v: Values) -> str:
    how = ("both players choose in secret, then both exchanges are shown face up"
           if v.raw("together") else "{first} {first:exchanges} first")
    return "Round {round}: {size:card} each. Exchange: " + how + "."


# The exchanged cards go face up onto the discard pile (the rulebook), so their ranks are public once
# the exchange is carried out; the cards drawn are the exchanger's secret.
def _rank(v: Values) -> str:
    """ "rank" or "ranks" before the exchanged figures: "drew rank 6" is a card, never "drew 6" cards."""
    return "rank" if v.raw("n") == 1 else "ranks"


def _exchanged(v: Values) -> str:
    return "{actor} exchanged {n:card}: discarded " + _rank(v) + " {ranks} face up and drew as many."


def _exchanged_secret(v: Values) -> str:
    return "{actor} exchanged {n:card}: discarded " + _rank(v) + " {ranks} face up and drew " + _rank(v) + " {drawn}."


def _chose_secret(v: Values) -> str:
    what = "{ranks} ({n:card})" if v.raw("n") else "nothing"
    return "{actor} chose to exchange " + what + ", in secret."


def _attack(v: Values) -> str:
    return "{actor} {actor:attacks} with " + ("a {jumbo} of {ranks}." if v.raw("jumbo") else "{rank}.")


def _moved(v: Values) -> str:
    where = "into {goal}, {actor:'s} goal" if v.raw("goal") else "to the space numbered {space}"
    return "{actor} {actor:wins} the round: the Tacocat moves " + where + (", skipping covered spaces" if v.raw("skipped") else "") + "."


_SHOW = "{first} {first:shows} {a}, {second} {second:shows} {b}"

STORY = Story(__package__, {
    "start": Say("The Tacocat starts on the centre space ({space}).", fields="space"),
    "round": Say(_round, fields="round size together first:seat", kind=PHASE),
    "exchanged": Say(_exchanged, fields="n ranks:nums", hidden="drawn:nums", secret=_exchanged_secret),
    "exchanged_shown": Say(_exchanged, kind=RESULT, fields="n ranks:nums", hidden="drawn:nums", secret=_exchanged_secret),
    "exchanged_none": Say("{actor} exchanged nothing."),
    "exchanged_none_shown": Say("{actor} exchanged nothing.", kind=RESULT),
    "chose": Say("{actor} chose {actor:their} exchange in secret.", hidden="n ranks:nums", secret=_chose_secret),
    "duel": Say("Duel: both players put a card face down; the higher card attacks first.", kind=PHASE),
    "duel_card": Say("{actor} put a duel card face down.", hidden="rank",
                     secret="{actor} put {rank} face down for the duel."),
    "duel_tie_last": Say("Duel: both show {rank}, a tie; both cards are discarded. Both players hold one card: "
                         "straight to the final reveal.", fields="rank", kind=RESULT),
    "duel_tie": Say("Duel: both show {rank}, a tie; both cards are discarded. Duel again.", fields="rank", kind=RESULT),
    "duel_shown": Say("Duel: " + _SHOW + ". {actor} {actor:attacks} first.", fields="first:seat a second:seat b",
                      kind=RESULT),
    "play": Say("Play: {actor} {actor:attacks}; answer each attacking card, or sacrifice your lowest.", kind=PHASE),
    "attack": Say(_attack, fields="rank jumbo ranks:nums"),
    "defend": Say("{actor} {actor:defends} with {rank} against {against}.", fields="rank against"),
    "sacrifice": Say("{actor} {actor:sacrifices} {rank} against {against}.", fields="rank against"),
    "held": Say("{actor} held off the whole attack and {actor:attacks} next.", kind=RESULT),
    "lead": Say("{actor} {actor:keeps} the lead and {actor:attacks} again.", kind=RESULT),
    "reveal": Say("Final reveal: " + _SHOW + "; the lower card wins the round.", fields="first:seat a second:seat b",
                  kind=RESULT),
    "tie_arrow": Say("A tie: it goes to the arrow's player, {actor}.", kind=RESULT),
    "tie_again": Say("A tie: the Tacocat stays; the whole deck is shuffled and dealt again.", kind=RESULT),
    "round_won": Say(_moved, fields="goal space skipped", kind=RESULT),
    "game_won": Say("{actor} {actor:wins} the game!", kind=RESULT),
},
   important=("held", "lead", "reveal", "tie_arrow", "tie_again", "round_won", "game_won"))
