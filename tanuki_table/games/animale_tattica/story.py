"""Animale Tattica in its own words: every event its engine emits, as a sentence (see events.py;
the grammar, "you retreat" or "Bot 2 (easy) retreats", is the renderer's). In a tournament every
line about one table starts with it ("Table 2: ...")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.core.events import PHASE, RESULT, Say, Story
from tanuki_table.core.grammar import listed, sentences
from tanuki_table.core.i18n import N_, _, ngettext
from tanuki_table.core.telling import SeatRef, by_seat, with_secret

from .plays import Play, PlayNumber, play_label

if TYPE_CHECKING:
    from tanuki_table.core.telling import Values

__all__ = ["STORY"]


def _play(value: tuple[tuple[str, ...], PlayNumber, int, int | None], story: Story) -> str:
    game = story.game
    assert game is not None, "Animale Tattica's story belongs to its plug-in"
    return play_label(Play(*value), game.catalogue).removeprefix("Play ")


def _where(v: Values) -> str:
    table = v.raw("where") if "where" in v.say.fields else 0
    # TRANSLATORS: what starts every line about one table of a tournament ("Table 2: ...")
    return _("Table {table}: ").format(table=table) if table else ""


def _lineup(v: Values) -> str:
    seats = [f"{v.seat(s)} {v.seat(s, 'is')} the {animal.capitalize()}" for s, animal in v.raw("lineup")]
    return "Game {game}{title}: " + ", ".join(seats) + ". {actor} {actor:leads}."


def _standings(v: Values) -> str:
    return "Final standings: " + ", ".join(f"{place}. {v.seat(s)}" for place, s in v.raw("places")) + "."


def _title(value: object, story: Story) -> str:
    """A tournament's stage after a game's number: " (final)" ("" outside a tournament)."""
    from .words import stage  # deferred: only a story being told reads it

    # TRANSLATORS: the tournament's stage after a game's number ("Game 2 (final)")
    return _(" ({stage})").format(stage=stage(str(value))) if value else ""


def _animal(value: object, story: Story) -> str:
    from .words import animal  # deferred: only a story being told reads it

    return animal(str(value))


_W = "where "

STORY = Story(__package__, {
    # choosing animals and dealing
    "choose_animals": Say("Game {game}: each player chooses an animal, {actor} first.", fields="game", kind=PHASE),
    "animal": Say("{actor} {actor:chooses} the {animal}.", fields="animal:animal"),
    "game": Say(_lineup, fields=_W + "game title:stage lineup", kind=PHASE),
    "dealt": Say("{actor} {actor:is} dealt {n:spirit card}.", fields=_W + "n", hidden="offer:cards",
                 secret="{actor} {actor:is} dealt {offer}."),
    "keep_spirit": Say("{actor} {actor:keeps} a spirit card.", fields=_W, hidden="card:card",
                       secret="{actor} {actor:keeps} {card}."),
    "spirits_kept": Say("Every player has kept a spirit card; {actor} {actor:leads} the first round.", fields=_W,
                        kind=PHASE),
    # play
    "play": Say("{actor} {actor:plays} {play}.", fields=_W + "play:play"),
    "retreat_draw": Say("{actor} {actor:retreats} and {actor:draws} {n:card}.", fields=_W + "n", hidden="cards:cards",
                        secret="{actor} {actor:retreats} and {actor:draws} {cards}."),
    "retreat_spirit": Say("{actor} {actor:retreats} and {actor:draws} a spirit card.", fields=_W, hidden="card:card",
                          secret="{actor} {actor:retreats} and {actor:draws} {card}."),
    "retreat_none": Say("{actor} {actor:retreats}; no card is left to draw.", fields=_W),
    "revival": Say("Revival: {actor} may take back a discarded card.", fields=_W, kind=PHASE),
    "revive": Say("{actor} {actor:takes} back {card} with Revival and must discard a card.", fields=_W + "card:card"),
    "revive_none": Say("{actor} {actor:takes} nothing back.", fields=_W),
    "revive_discard": Say("{actor} {actor:discards} {card}.", fields=_W + "card:card"),
    # ends
    "round_end": Say("The round ends and the cards played in it are discarded; {actor} {actor:leads} the next round.",
                     fields=_W, kind=RESULT),
    "game_won": Say("{actor} {actor:has} no cards left in hand and {actor:wins} game {game}{title}!",
                    fields=_W + "game title:stage", kind=RESULT),
    "trophy": Say("{actor:'s} {animal} becomes a trophy and sits out the next game.", fields="animal:animal",
                  kind=RESULT),
    "match_won": Say("{actor} {actor:wins} the {what}!", fields="what", kind=RESULT),
    "standings": Say(_standings, fields="places", kind=RESULT),
}, types={"play": _play, "stage": _title, "animal": _animal}, prefix=_where,
   important=("round_end", "game_won", "match_won", "standings"))


# --- in another language (issue 51): whole messages, one for the reader and one for a named seat ---
def _braced(text: str) -> str:
    """`text` ready to go into a template (its braces escaped)."""
    return text.replace("{", "{{").replace("}", "}}")


def _name(v: Values, seat: int) -> str:
    """A seat's name or the word for "you" (its braces as written: escape the sentence it goes into)."""
    return format(SeatRef(seat, v.reader, True), "")


def _play_told(v: Values) -> str:
    from .plays import Play
    from .words import figures, values

    game = v.story.game
    assert game is not None, "Animale Tattica's story belongs to its plug-in"
    play = Play(*v.raw("play"))
    text = _("You play {values} ({figures}).") if v.you() else _("{actor} plays {values} ({figures}).")
    return text.replace("{values}", _braced(values(play, game.catalogue))).replace(
        "{figures}", _braced(figures(play, game.catalogue)))


def _lineup_told(v: Values) -> str:
    from .words import animal

    seats = [(_("you are the {animal}") if v.reader.is_you(s) else _("{seat} is the {animal}")).format(
        seat=_name(v, s), animal=animal(a)) for s, a in v.raw("lineup")]
    lead = _("You lead.") if v.you() else _("{actor} leads.")
    # TRANSLATORS: {lineup} lists each seat and its animal ("you are the Cat and Bot 2 (easy) is the Dog")
    head = _("Game {game}{title}: {lineup}.").replace("{lineup}", _braced(listed(seats)))
    return sentences(head, lead)


def _dealt_told(v: Values) -> str:
    if v.sees:
        return _("You are dealt {offer}.") if v.you() else _("{actor} is dealt {offer}.")
    n = v.raw("n")
    if v.you():
        return ngettext("You are dealt {n} spirit card.", "You are dealt {n} spirit cards.", n)
    return ngettext("{actor} is dealt {n} spirit card.", "{actor} is dealt {n} spirit cards.", n)


def _retreat_draw_told(v: Values) -> str:
    if v.sees:
        return _("You retreat and draw {cards}.") if v.you() else _("{actor} retreats and draws {cards}.")
    n = v.raw("n")
    if v.you():
        return ngettext("You retreat and draw {n} card.", "You retreat and draw {n} cards.", n)
    return ngettext("{actor} retreats and draws {n} card.", "{actor} retreats and draws {n} cards.", n)


def _standings_told(v: Values) -> str:
    # TRANSLATORS: one place in the final standings ("1. Bot 2 (easy)")
    places = [_("{place}. {seat}").format(place=place, seat=_name(v, s)) for place, s in v.raw("places")]
    return _("Final standings: {places}.").replace("{places}", _braced(listed(places)))


_MATCH_WON = {"match": by_seat(N_("You win the match!"), N_("{actor} wins the match!")),
              "tournament": by_seat(N_("You win the tournament!"), N_("{actor} wins the tournament!"))}

STORY.told.update({
    "choose_animals": by_seat(N_("Game {game}: each player chooses an animal, you first."),
                              N_("Game {game}: each player chooses an animal, {actor} first.")),
    "animal": by_seat(N_("You choose the {animal}."), N_("{actor} chooses the {animal}.")),
    "game": _lineup_told,
    "dealt": _dealt_told,
    "keep_spirit": with_secret((N_("You keep a spirit card."), N_("{actor} keeps a spirit card.")),
                               (N_("You keep {card}."), N_("{actor} keeps {card}."))),
    "spirits_kept": by_seat(N_("Every player has kept a spirit card; you lead the first round."),
                            N_("Every player has kept a spirit card; {actor} leads the first round.")),
    "play": _play_told,
    "retreat_draw": _retreat_draw_told,
    "retreat_spirit": with_secret((N_("You retreat and draw a spirit card."),
                                   N_("{actor} retreats and draws a spirit card.")),
                                  (N_("You retreat and draw {card}."), N_("{actor} retreats and draws {card}."))),
    "retreat_none": by_seat(N_("You retreat; no card is left to draw."),
                            N_("{actor} retreats; no card is left to draw.")),
    "revival": by_seat(N_("Revival: you may take back a discarded card."),
                       N_("Revival: {actor} may take back a discarded card.")),
    "revive": by_seat(N_("You take back {card} with Revival and must discard a card."),
                      N_("{actor} takes back {card} with Revival and must discard a card.")),
    "revive_none": by_seat(N_("You take nothing back."), N_("{actor} takes nothing back.")),
    "revive_discard": by_seat(N_("You discard {card}."), N_("{actor} discards {card}.")),
    "round_end": by_seat(N_("The round ends and the cards played in it are discarded; you lead the next round."),
                         N_("The round ends and the cards played in it are discarded; {actor} leads the next round.")),
    "game_won": by_seat(N_("You have no cards left in hand and win game {game}{title}!"),
                        N_("{actor} has no cards left in hand and wins game {game}{title}!")),
    "trophy": by_seat(N_("Your {animal} becomes a trophy and sits out the next game."),
                      N_("{actor}'s {animal} becomes a trophy and sits out the next game.")),
    "match_won": lambda v: _MATCH_WON[v.raw("what")](v),
    "standings": _standings_told,
})
