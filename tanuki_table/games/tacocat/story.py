"""Tacocat Spelled Backwards in its own words: every event its engine emits, as a sentence (see
events.py; the grammar, "you win" or "Bot (easy) wins", is the renderer's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.core.events import PHASE, RESULT, Say, Story
from tanuki_table.core.grammar import sentences
from tanuki_table.core.i18n import N_, _, ngettext
from tanuki_table.core.telling import by_seat, by_two_seats, with_secret

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
    drew = "drew " + _rank(v) + " {drawn}" if v.sees else "drew as many"
    return "{actor} exchanged {n:card}: discarded " + _rank(v) + " {ranks} face up and " + drew + "."


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
    "exchanged": Say(_exchanged, fields="n ranks:nums", hidden="drawn:nums", secret=_exchanged),
    "exchanged_shown": Say(_exchanged, kind=RESULT, fields="n ranks:nums", hidden="drawn:nums", secret=_exchanged),
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


# --- in another language (issue 51): whole messages, one for the reader and one for a named seat ---
def _round_told(v: Values) -> str:
    size = v.raw("size")
    head = ngettext("Round {round}: {size} card each.", "Round {round}: {size} cards each.", size)
    if v.raw("together"):
        return sentences(head, _("Exchange: both players choose in secret, then both exchanges are shown face up."))
    return sentences(head, _("Exchange: you exchange first.") if v.you("first") else _("Exchange: {first} exchanges first."))


def _exchanged_told(v: Values) -> str:
    n = v.raw("n")
    if v.sees:
        if v.you():
            return ngettext("You exchanged {n} card: discarded {ranks} face up and drew {drawn}.",
                            "You exchanged {n} cards: discarded {ranks} face up and drew {drawn}.", n)
        return ngettext("{actor} exchanged {n} card: discarded {ranks} face up and drew {drawn}.",
                        "{actor} exchanged {n} cards: discarded {ranks} face up and drew {drawn}.", n)
    if v.you():
        return ngettext("You exchanged {n} card: discarded {ranks} face up and drew as many.",
                        "You exchanged {n} cards: discarded {ranks} face up and drew as many.", n)
    return ngettext("{actor} exchanged {n} card: discarded {ranks} face up and drew as many.",
                    "{actor} exchanged {n} cards: discarded {ranks} face up and drew as many.", n)


def _chose_told(v: Values) -> str:
    if not v.sees:
        return _("You chose your exchange in secret.") if v.you() else _("{actor} chose their exchange in secret.")
    n = v.raw("n")
    if not n:
        return _("You chose to exchange nothing, in secret.") if v.you() else _(
            "{actor} chose to exchange nothing, in secret.")
    if v.you():
        return ngettext("You chose to exchange {ranks} ({n} card), in secret.",
                        "You chose to exchange {ranks} ({n} cards), in secret.", n)
    return ngettext("{actor} chose to exchange {ranks} ({n} card), in secret.",
                    "{actor} chose to exchange {ranks} ({n} cards), in secret.", n)


_DUEL_SHOWN = by_two_seats(N_("Duel: you show {a}, {second} shows {b}."), N_("Duel: {first} shows {a}, you show {b}."),
                          N_("Duel: {first} shows {a}, {second} shows {b}."), "first", "second")


def _duel_shown_told(v: Values) -> str:
    return sentences(_DUEL_SHOWN(v), _("You attack first.") if v.you() else _("{actor} attacks first."))


_ATTACK_TOLD = {  # by the attack's Jumbo: "set", "sequence" or "" (a single card)
    "set": by_seat(N_("You attack with a set of {ranks}."), N_("{actor} attacks with a set of {ranks}.")),
    "sequence": by_seat(N_("You attack with a sequence of {ranks}."), N_("{actor} attacks with a sequence of {ranks}.")),
    "": by_seat(N_("You attack with {rank}."), N_("{actor} attacks with {rank}.")),
}


def _moved_told(v: Values) -> str:
    won = _("You win the round.") if v.you() else _("{actor} wins the round.")
    skipped = v.raw("skipped")
    if v.raw("goal") and v.you():
        moved = (_("The Tacocat moves into {goal}, your goal, skipping covered spaces.") if skipped
                 else _("The Tacocat moves into {goal}, your goal."))
    elif v.raw("goal"):
        moved = (_("The Tacocat moves into {goal}, {actor}'s goal, skipping covered spaces.") if skipped
                 else _("The Tacocat moves into {goal}, {actor}'s goal."))
    else:
        moved = (_("The Tacocat moves to the space numbered {space}, skipping covered spaces.") if skipped
                 else _("The Tacocat moves to the space numbered {space}."))
    return sentences(won, moved)


STORY.told.update({
    "start": lambda v: _("The Tacocat starts on the centre space ({space})."),
    "round": _round_told,
    "exchanged": _exchanged_told,
    "exchanged_shown": _exchanged_told,
    "exchanged_none": by_seat(N_("You exchanged nothing."), N_("{actor} exchanged nothing.")),
    "exchanged_none_shown": by_seat(N_("You exchanged nothing."), N_("{actor} exchanged nothing.")),
    "chose": _chose_told,
    "duel": lambda v: _("Duel: both players put a card face down; the higher card attacks first."),
    "duel_card": with_secret((N_("You put a duel card face down."), N_("{actor} put a duel card face down.")),
                             (N_("You put {rank} face down for the duel."),
                              N_("{actor} put {rank} face down for the duel."))),
    "duel_tie_last": lambda v: _("Duel: both show {rank}, a tie; both cards are discarded. Both players hold one "
                                 "card: straight to the final reveal."),
    "duel_tie": lambda v: _("Duel: both show {rank}, a tie; both cards are discarded. Duel again."),
    "duel_shown": _duel_shown_told,
    "play": by_seat(N_("Play: you attack; answer each attacking card, or sacrifice your lowest."),
                    N_("Play: {actor} attacks; answer each attacking card, or sacrifice your lowest.")),
    "attack": lambda v: _ATTACK_TOLD[v.raw("jumbo")](v),
    "defend": by_seat(N_("You defend with {rank} against {against}."),
                      N_("{actor} defends with {rank} against {against}.")),
    "sacrifice": by_seat(N_("You sacrifice {rank} against {against}."),
                         N_("{actor} sacrifices {rank} against {against}.")),
    "held": by_seat(N_("You held off the whole attack and attack next."),
                    N_("{actor} held off the whole attack and attacks next.")),
    "lead": by_seat(N_("You keep the lead and attack again."), N_("{actor} keeps the lead and attacks again.")),
    "reveal": by_two_seats(N_("Final reveal: you show {a}, {second} shows {b}; the lower card wins the round."),
                           N_("Final reveal: {first} shows {a}, you show {b}; the lower card wins the round."),
                           N_("Final reveal: {first} shows {a}, {second} shows {b}; the lower card wins the round."),
                           "first", "second"),
    "tie_arrow": by_seat(N_("A tie: it goes to the arrow's player, you."),
                         N_("A tie: it goes to the arrow's player, {actor}.")),
    "tie_again": lambda v: _("A tie: the Tacocat stays; the whole deck is shuffled and dealt again."),
    "round_won": _moved_told,
    "game_won": by_seat(N_("You win the game!"), N_("{actor} wins the game!")),
})
