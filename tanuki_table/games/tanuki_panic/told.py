"""Tanuki Panic's story in a language other than English: whole messages for each word, one for
the reader and one for a named seat (story.py registers them; English keeps its own sentences)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from tanuki_table.core.grammar import sentences
from tanuki_table.core.i18n import N_, _, ngettext
from tanuki_table.core.telling import by_seat, by_two_seats, with_secret

if TYPE_CHECKING:
    from tanuki_table.core.telling import Values

__all__ = ["TOLD"]


def _pack(v: Values) -> str:
    n = v.raw("n")
    if v.you():
        return ngettext("You open a booster pack ({n} card).", "You open a booster pack ({n} cards).", n)
    return ngettext("{actor} opens a booster pack ({n} card).", "{actor} opens a booster pack ({n} cards).", n)


def _start(v: Values) -> str:
    if v.sees:
        return (_("You start with {energy} Energy ({size}-card deck); your opening hand: {hand}.") if v.you() else
                _("{actor} starts with {energy} Energy ({size}-card deck); their opening hand: {hand}."))
    n = v.raw("n")
    if v.you():
        return ngettext("You start with {energy} Energy ({size}-card deck) and draw {n} card.",
                        "You start with {energy} Energy ({size}-card deck) and draw {n} cards.", n)
    return ngettext("{actor} starts with {energy} Energy ({size}-card deck) and draws {n} card.",
                    "{actor} starts with {energy} Energy ({size}-card deck) and draws {n} cards.", n)


def _must_discard(v: Values) -> str:
    n = v.raw("n")
    if v.you():
        return ngettext("You have {n} card and must discard {extra} (hand limit {limit}).",
                        "You have {n} cards and must discard {extra} (hand limit {limit}).", n)
    return ngettext("{actor} has {n} card and must discard {extra} (hand limit {limit}).",
                    "{actor} has {n} cards and must discard {extra} (hand limit {limit}).", n)


def _by_value(field: str, messages: dict[str, tuple[str, str]], default: str) -> Callable[[Values], str]:
    """A (reader, named seat) pair of messages for each value of `field` (marked with `N_`)."""
    return lambda v: _(messages.get(v.raw(field), messages[default])[0 if v.you() else 1])


_SUMMON = _by_value("mode", {
    "attack": (N_("You summon {card} in Attack Mode (slot {slot})."),
               N_("{actor} summons {card} in Attack Mode (slot {slot}).")),
    "defense": (N_("You summon {card} in Defense Mode (slot {slot})."),
                N_("{actor} summons {card} in Defense Mode (slot {slot}).")),
}, "attack")
_CHANGE = _by_value("mode", {
    "attack": (N_("You change {card} (slot {slot}) to Attack Mode."),
               N_("{actor} changes {card} (slot {slot}) to Attack Mode.")),
    "defense": (N_("You change {card} (slot {slot}) to Defense Mode."),
                N_("{actor} changes {card} (slot {slot}) to Defense Mode.")),
}, "attack")
_DESTROYED = _by_value("how", {
    "beats": (N_("Your {card} (slot {slot}) is destroyed ({a} ATK beats {d} ATK) and goes to the Graveyard."),
              N_("{actor}'s {card} (slot {slot}) is destroyed ({a} ATK beats {d} ATK) and goes to the "
                 "Graveyard.")),
    "loses": (N_("Your {card} (slot {slot}) is destroyed ({a} ATK loses to {d} ATK) and goes to the "
                 "Graveyard."),
              N_("{actor}'s {card} (slot {slot}) is destroyed ({a} ATK loses to {d} ATK) and goes to the "
                 "Graveyard.")),
    "equal": (N_("Your {card} (slot {slot}) is destroyed (equal ATK {a}) and goes to the Graveyard."),
              N_("{actor}'s {card} (slot {slot}) is destroyed (equal ATK {a}) and goes to the Graveyard.")),
    "def": (N_("Your {card} (slot {slot}) is destroyed ({a} ATK against {d} DEF) and goes to the Graveyard."),
            N_("{actor}'s {card} (slot {slot}) is destroyed ({a} ATK against {d} DEF) and goes to the "
               "Graveyard.")),
    "combined": (N_("Your {card} (slot {slot}) is destroyed by the attacks on it this turn ({a} ATK in all, "
                    "more than its {d} DEF) and goes to the Graveyard."),
                 N_("{actor}'s {card} (slot {slot}) is destroyed by the attacks on it this turn ({a} ATK in "
                    "all, more than its {d} DEF) and goes to the Graveyard.")),
}, "combined")


def _together(v: Values, d: int) -> str:
    """After a second attack on one card that held: what the attacks add up to."""
    total = v.raw("total")
    if total <= v.raw("a"):
        return ""
    yours = v.reader.is_you(1 - v.raw("actor"))
    if total > d:
        return (_("Your attacks on it this turn add up to {total} ATK, more than its DEF: it is destroyed when your "
                  "Battle Phase ends.") if yours else
                _("{attacker}'s attacks on it this turn add up to {total} ATK, more than its DEF: it is destroyed "
                  "when {attacker}'s Battle Phase ends."))
    return (_("Your attacks on it this turn add up to {total} ATK, not more than its DEF {d}, so it stays.") if yours
            else _("{attacker}'s attacks on it this turn add up to {total} ATK, not more than its DEF {d}, so it "
                   "stays."))


def _attacker(v: Values, text: str) -> str:
    """`text` with the attacking seat's name in place of {attacker} (braces escaped)."""
    return text.replace("{attacker}", v.seat(1 - v.raw("actor")))


def _holds(v: Values) -> str:
    held = _("Your {card} (DEF {d}) holds against {a} ATK.") if v.you() else _(
        "{actor}'s {card} (DEF {d}) holds against {a} ATK.")
    return _attacker(v, sentences(held, _together(v, v.raw("d"))))


def _holds_down(v: Values) -> str:
    held = (_("Your {card} (DEF {a}) holds against {a} ATK: a card attacked face down falls only to more ATK than "
              "its DEF. No damage.") if v.you() else
            _("{actor}'s {card} (DEF {a}) holds against {a} ATK: a card attacked face down falls only to more ATK "
              "than its DEF. No damage."))
    return _attacker(v, sentences(held, _together(v, v.raw("a"))))


def _damage(v: Values) -> str:
    n = v.raw("amount")
    if v.you():
        return ngettext("You take {amount} damage (Energy {energy}).", "You take {amount} damage (Energy {energy}).", n)
    return ngettext("{actor} takes {amount} damage (Energy {energy}).",
                    "{actor} takes {amount} damage (Energy {energy}).", n)


def _end(v: Values) -> str:
    how, winner = v.raw("how"), v.raw("actor")
    who = _("It is a draw.") if winner is None else _("You win.") if v.you() else _("{actor} wins.")
    if how == "energy":
        why = _("Your Energy reached 0.") if v.you("loser") else _("{loser}'s Energy reached 0.")
        return sentences(why, who)
    if how == "deck_out":
        why = _("You must draw from an empty deck.") if v.you("loser") else _("{loser} must draw from an empty deck.")
        return sentences(why, who)
    if how == "stalemate":
        if winner is None:
            return _("Both decks are empty and {turns} turns passed without damage or destruction; the game is a draw.")
        return sentences(_("Both decks are empty and {turns} turns passed without damage or destruction; the game "
                            "ends on Energy ({first} to {second})."), who)
    return who


TOLD: dict[str, Callable[[Values], str]] = {
    "pack": _pack,
    "premade": by_seat(N_("You play the premade deck {deck}."), N_("{actor} plays the premade deck {deck}.")),
    "coin": by_seat(N_("A coin flip decides: you go first."), N_("A coin flip decides: {actor} goes first.")),
    "first": by_seat(N_("You go first."), N_("{actor} goes first.")),
    "start": _start,
    "setup": lambda v: _("Before the first turn, each player may set one card face-down in Defense Mode."),
    "setup_set": with_secret((N_("You set a card face-down before the first turn."),
                          N_("{actor} set a card face-down before the first turn.")),
                         (N_("You set {card} face-down before the first turn."),
                          N_("{actor} set {card} face-down before the first turn."))),
    "setup_none": by_seat(N_("You set no card before the first turn."),
                           N_("{actor} set no card before the first turn.")),
    "turn": by_seat(N_("Turn {turn}: your turn begins (Draw Phase)."),
                     N_("Turn {turn}: {actor}'s turn begins (Draw Phase).")),
    "skip_draw": by_seat(N_("You skip the draw on the first turn."), N_("{actor} skips the draw on the first turn.")),
    "no_draw": by_seat(N_("Your deck is empty: no card to draw."), N_("{actor}'s deck is empty: no card to draw.")),
    "draw": with_secret((N_("You draw a card."), N_("{actor} draws a card.")),
                    (N_("You draw {card}."), N_("{actor} draws {card}."))),
    "main_1": by_seat(N_("Your Main Phase 1 begins."), N_("{actor}'s Main Phase 1 begins.")),
    "battle": by_seat(N_("Your Battle Phase begins."), N_("{actor}'s Battle Phase begins.")),
    "battle_end": by_seat(N_("Your Battle Phase ends."), N_("{actor}'s Battle Phase ends.")),
    "main_2": by_seat(N_("Your Main Phase 2 begins."), N_("{actor}'s Main Phase 2 begins.")),
    "end": by_seat(N_("Your End Phase."), N_("{actor}'s End Phase.")),
    "must_discard": _must_discard,
    "discard": by_seat(N_("You discard {card} (hand limit)."), N_("{actor} discards {card} (hand limit).")),
    "summon": _SUMMON,
    "set": with_secret((N_("You set a card face-down in Defense Mode (slot {slot})."),
                    N_("{actor} sets a card face-down in Defense Mode (slot {slot}).")),
                   (N_("You set {card} face-down in Defense Mode (slot {slot})."),
                    N_("{actor} sets {card} face-down in Defense Mode (slot {slot})."))),
    "flip_up": by_seat(N_("You flip {card} (slot {slot}) face-up into Attack Mode."),
                        N_("{actor} flips {card} (slot {slot}) face-up into Attack Mode.")),
    "change": _CHANGE,
    "attack_direct": by_two_seats(N_("You attack {rival} directly with {card} (slot {slot}, ATK {atk})."),
                            N_("{actor} attacks you directly with {card} (slot {slot}, ATK {atk})."),
                            N_("{actor} attacks {rival} directly with {card} (slot {slot}, ATK {atk}).")),
    "attack_down": by_two_seats(
        N_("You attack the face-down card in {rival}'s slot {target} with {card} (slot {slot}, ATK {atk})."),
        N_("{actor} attacks the face-down card in your slot {target} with {card} (slot {slot}, ATK {atk})."),
        N_("{actor} attacks the face-down card in {rival}'s slot {target} with {card} (slot {slot}, ATK {atk}).")),
    "attack": by_two_seats(N_("You attack {rival}'s {target} (slot {tslot}) with {card} (slot {slot}, ATK {atk})."),
                     N_("{actor} attacks your {target} (slot {tslot}) with {card} (slot {slot}, ATK {atk})."),
                     N_("{actor} attacks {rival}'s {target} (slot {tslot}) with {card} (slot {slot}, ATK {atk}).")),
    "flip": lambda v: _("The face-down card is flipped face-up: {card} (ATK {atk} / DEF {def}), in Defense Mode."),
    "destroyed": _DESTROYED,
    "holds": _holds,
    "holds_down": _holds_down,
    "damage": _damage,
    "game_end": _end,
}
