"""Animale Tattica in its own words: every event its engine emits, as a sentence (see events.py;
the grammar, "you retreat" or "Bot 2 (easy) retreats", is the renderer's). In a tournament every
line about one table starts with it ("Table 2: ...")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.core.events import PHASE, RESULT, Say, Story

from .plays import Play, PlayNumber, play_label

if TYPE_CHECKING:
    from tanuki_table.core.telling import Values

__all__ = ["STORY"]


def _play(value: tuple[tuple[str, ...], PlayNumber, int, int | None], story: Story) -> str:
    game = story.game
    assert game is not None, "Animale Tattica's story belongs to its plug-in"
    return play_label(Play(*value), game.catalogue).removeprefix("Play ")


def _where(v: Values) -> str:
    if "where" not in v.say.fields:
        return ""
    table = v.raw("where")
    return f"Table {table}: " if table else ""


def _lineup(v: Values) -> str:
    seats = [f"{v.seat(s)} {v.seat(s, 'is')} the {animal.capitalize()}" for s, animal in v.raw("lineup")]
    return "Game {game}{title}: " + ", ".join(seats) + ". {actor} {actor:leads}."


def _standings(v: Values) -> str:
    return "Final standings: " + ", ".join(f"{place}. {v.seat(s)}" for place, s in v.raw("places")) + "."


def _title(value: object, story: Story) -> str:
    return f" ({value})" if value else ""


_W = "where "

STORY = Story(__package__, {
    # choosing animals and dealing
    "choose_animals": Say("Game {game}: each player chooses an animal, {actor} first.", fields="game", kind=PHASE),
    "animal": Say("{actor} {actor:chooses} the {animal}.", fields="animal:title"),
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
    "trophy": Say("{actor:'s} {animal} becomes a trophy and sits out the next game.", fields="animal:title",
                  kind=RESULT),
    "match_won": Say("{actor} {actor:wins} the {what}!", fields="what", kind=RESULT),
    "standings": Say(_standings, fields="places", kind=RESULT),
}, types={"play": _play, "stage": _title}, prefix=_where,
   important=("round_end", "game_won", "match_won", "standings"))
