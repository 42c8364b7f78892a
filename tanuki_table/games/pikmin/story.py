"""The Pikmin TCG in its own words: every event its engine emits, as a sentence (see events.py;
the grammar, "you play" or "Bot (easy) plays", is the renderer's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from tanuki_table.core import grammar
from tanuki_table.core.events import PHASE, RESULT, Say, Story
from tanuki_table.core.i18n import N_, _, current_language, ngettext
from tanuki_table.core.telling import by_seat, by_two_seats, with_secret

from .rules import space_name

if TYPE_CHECKING:
    from tanuki_table.core.telling import Values

__all__ = ["STORY"]


def _placed(value: Sequence[tuple[str, int]], story: Story) -> str:
    if current_language() != "en":
        from .words import space  # deferred: only a translated story reads it

        # TRANSLATORS: a card and its space as the field turns face up ("Red Pikmin at front 2")
        return grammar.listed([_("{card} at {space}").format(card=story.card_name(card), space=space(at))
                               for card, at in value])
    return grammar.join([f"{story.card_name(card)} at {space_name(space)}" for card, space in value])


def _space(value: int, story: Story) -> str:
    from .words import space  # deferred: the engine never renders

    return space(value)


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
}, types={"space": _space, "placed": _placed},
   important=("quiet_draw", "turn_limit", "leader_down", "draw_end"))


# --- in another language: whole messages, one for the reader and one for a named seat ---
def _turn_told(v: Values) -> str:
    if v.raw("attack"):
        return _("Turn {turn}: your turn.") if v.you() else _("Turn {turn}: {actor}'s turn.")
    return (_("Turn {turn}: your turn (no Attack phase on the first turn).") if v.you() else
            _("Turn {turn}: {actor}'s turn (no Attack phase on the first turn)."))


def _quiet_told(v: Values) -> str:
    return ngettext("Both decks are empty and no leader was hurt for {n} turn: the game is a draw.",
                    "Both decks are empty and no leader was hurt for {n} turns: the game is a draw.", v.raw("n"))


def _leader_down_told(v: Values) -> str:
    card = v.raw("card")
    if v.you("loser"):
        return (_("Your leader {card} has no HP left: {actor} wins.") if card else
                _("Your leader has no HP left: {actor} wins."))
    if v.you():
        return (_("{loser}'s leader {card} has no HP left: you win.") if card else
                _("{loser}'s leader has no HP left: you win."))
    return (_("{loser}'s leader {card} has no HP left: {actor} wins.") if card else
            _("{loser}'s leader has no HP left: {actor} wins."))


def _hit_told(v: Values) -> str:
    dealt = v.raw("dealt")
    if v.you("by"):
        text = ngettext("Your {src} deals {dealt} {dtype} damage to {actor}'s {card}{extra}: HP {left}/{hp} left.",
                        "Your {src} deals {dealt} {dtype} damage to {actor}'s {card}{extra}: HP {left}/{hp} left.",
                        dealt)
    elif v.you():
        text = ngettext("{by}'s {src} deals {dealt} {dtype} damage to your {card}{extra}: HP {left}/{hp} left.",
                        "{by}'s {src} deals {dealt} {dtype} damage to your {card}{extra}: HP {left}/{hp} left.",
                        dealt)
    else:
        text = ngettext("{by}'s {src} deals {dealt} {dtype} damage to {actor}'s {card}{extra}: HP {left}/{hp} left.",
                        "{by}'s {src} deals {dealt} {dtype} damage to {actor}'s {card}{extra}: HP {left}/{hp} left.",
                        dealt)
    from .words import attack_type  # deferred: only a translated story reads it

    # TRANSLATORS: after the damage an attack or effect dealt, when a resistance or weakness changed it
    extra = "" if dealt == v.raw("amount") else _(" ({amount} before resistance/weakness)")
    return text.replace("{extra}", extra).replace("{dtype}", attack_type(v.raw("dtype")).replace("{", "{{").replace("}", "}}"))


def _healed_told(v: Values) -> str:
    n, itself = v.raw("n"), _self(v)
    if v.you("by"):
        return (ngettext("Your {src} removes {n} damage counter from itself.",
                         "Your {src} removes {n} damage counters from itself.", n) if itself else
                ngettext("Your {src} removes {n} damage counter from {card}.",
                         "Your {src} removes {n} damage counters from {card}.", n))
    return (ngettext("{by}'s {src} removes {n} damage counter from itself.",
                     "{by}'s {src} removes {n} damage counters from itself.", n) if itself else
            ngettext("{by}'s {src} removes {n} damage counter from {card}.",
                     "{by}'s {src} removes {n} damage counters from {card}.", n))


def _boost_told(v: Values) -> str:
    if v.raw("lasts") == "turn":
        return (_("Your {card} gets {sign}{amount} ATK this turn ({src}).") if v.you() else
                _("{actor}'s {card} gets {sign}{amount} ATK this turn ({src})."))
    return (_("Your {card} gets {sign}{amount} ATK until the end of your next turn ({src}).") if v.you() else
            _("{actor}'s {card} gets {sign}{amount} ATK until the end of their next turn ({src})."))


def _moved_told(v: Values) -> str:
    if _self(v):
        return (_("Your {src} moves itself from {a} to {b}.") if v.you("by") else
                _("{by}'s {src} moves itself from {a} to {b}."))
    if v.raw("by") == v.raw("actor"):
        return (_("Your {src} moves your {card} from {a} to {b}.") if v.you("by") else
                _("{by}'s {src} moves their {card} from {a} to {b}."))
    if v.you("by"):
        return _("Your {src} moves {actor}'s {card} from {a} to {b}.")
    if v.you():
        return _("{by}'s {src} moves your {card} from {a} to {b}.")
    return _("{by}'s {src} moves {actor}'s {card} from {a} to {b}.")


STORY.told.update({
    "setup": lambda v: _("Setup: each player chooses an original leader and places it face down."),
    "choose_leader": with_secret((N_("You choose an original leader."), N_("{actor} chooses an original leader.")),
                             (N_("You choose {card} as your leader."), N_("{actor} chooses {card} as their leader."))),
    "place_leader": with_secret((N_("You place your leader face down."), N_("{actor} places their leader face down.")),
                            (N_("You place {card} face down at {space} as your leader."),
                             N_("{actor} places {card} face down at {space} as their leader."))),
    "setup_place": lambda v: _("Setup: each player may place one more card face down."),
    "place": with_secret((N_("You place a card face down."), N_("{actor} places a card face down.")),
                     (N_("You place {card} face down at {space}."), N_("{actor} places {card} face down at {space}."))),
    "place_none": by_seat(N_("You place no second card."), N_("{actor} places no second card.")),
    "coin": by_seat(N_("Coin flip: you go first."), N_("Coin flip: {actor} goes first.")),
    "first": by_seat(N_("You go first."), N_("{actor} goes first.")),
    "face_up": by_seat(N_("Your field turns face up: {cards}."), N_("{actor}'s field turns face up: {cards}.")),
    "turn": _turn_told,
    "action": by_seat(N_("Your Action phase."), N_("{actor}'s Action phase.")),
    "attack_phase": by_seat(N_("You go to the Attack phase."), N_("{actor} goes to the Attack phase.")),
    "end_turn": by_seat(N_("You end the turn."), N_("{actor} ends the turn.")),
    "no_draw": by_seat(N_("Your deck is empty: no card drawn."), N_("{actor}'s deck is empty: no card drawn.")),
    "draw": with_secret((N_("You drew a card."), N_("{actor} drew a card.")),
                    (N_("You drew {card}."), N_("{actor} drew {card}."))),
    "quiet_draw": _quiet_told,
    "turn_limit": lambda v: _("Turn {n} is over: the game is a draw."),
    "leader_down": _leader_down_told,
    "draw_end": lambda v: _("The game ends in a draw."),
    "play": by_seat(N_("You play {card} to {space}."), N_("{actor} plays {card} to {space}.")),
    "move": by_seat(N_("You move {card} from {src} to {dst}."), N_("{actor} moves {card} from {src} to {dst}.")),
    "use": by_seat(N_("You use {card}'s effect."), N_("{actor} uses {card}'s effect.")),
    "attack": by_two_seats(N_("You attack {rival}'s {target} ({tspace}) with {card} ({src})."),
                     N_("{actor} attacks your {target} ({tspace}) with {card} ({src})."),
                     N_("{actor} attacks {rival}'s {target} ({tspace}) with {card} ({src})."), ),
    "hit": _hit_told,
    "defeated": by_seat(N_("Your {card} is defeated and discarded."), N_("{actor}'s {card} is defeated and discarded.")),
    "cannot_leave": by_seat(N_("Your original leader {card} cannot leave the field."),
                             N_("{actor}'s original leader {card} cannot leave the field.")),
    "returns": by_seat(N_("Your {card} returns to your hand."), N_("{actor}'s {card} returns to their hand.")),
    "healed": _healed_told,
    "heal_nothing": by_seat(N_("Your {src} heals {card}, which has no damage counters."),
                             N_("{by}'s {src} heals {card}, which has no damage counters."), "by"),
    "boost": _boost_told,
    "salvage": by_seat(N_("Your {src} takes {card} from the discard pile to hand."),
                        N_("{by}'s {src} takes {card} from the discard pile to hand."), "by"),
    "moved": _moved_told,
})
