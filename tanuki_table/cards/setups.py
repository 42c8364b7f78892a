"""Building a `Setup` outside the setup dialog: from the command line (app and `--plain`)."""

from __future__ import annotations

import random

from tanuki_table.cards.words import deck_name
from tanuki_table.core.i18n import pgettext
from tanuki_table.games import get_game
from tanuki_table.core.plugin import GameRules
from tanuki_table.core.session import Setup, StartRequest

__all__ = ["SAVED", "deck_choices", "deck_label", "setup_from_args"]

SAVED = " (yours)"
"""What `deck_choices` adds to the name of a deck saved on this machine (its key stays English)."""


def deck_choices(info: GameRules) -> dict[str, list[str]]:
    """Premade decks, plus the player's saved decks, for a game with the deck capability."""
    if info.decks is None:
        return {}
    from tanuki_table.cards import decks  # deferred: the deck files load when a setup opens

    return {**info.decks.premade(info), **{f"{name}{SAVED}": cards for name, cards in decks.saved_decks(info.id).items()}}


def deck_label(game: str, key: str) -> str:
    """A deck of `deck_choices` as a chooser shows it, in the app's language ("Moja talia (twoja)")."""
    if key.endswith(SAVED):
        # TRANSLATORS: a deck the player saved on this machine, among the premade ones
        return pgettext("deck chooser", "{name} (yours)").format(name=key[: -len(SAVED)])
    return deck_name(game, key)


def setup_from_args(start: StartRequest) -> Setup:
    """A setup from `play` options: seat 1 is the person, the others the bot (or people)."""
    info = get_game(start["game"])
    players = start.get("players") or 2
    bot = start.get("bot")
    seats: list[str | None] = [None] + [bot] * (players - 1) if bot else [None] * players
    decks = None
    names = None
    variant = start.get("variant") or info.variants[0]
    rules = info.decks
    if rules is not None and rules.distinct:  # animals: the named ones, the other seats at random
        animals = list(start.get("animals") or [])
        premade = rules.premade(info)
        names = [animals[s] if s < len(animals) else "Random" for s in range(players)]
        decks = [list(premade[animals[s]]) if s < len(animals) else [] for s in range(players)]
    elif rules is not None and rules.takes_decks(variant):
        choices = deck_choices(info)
        if choices:
            names = [list(choices)[s % len(choices)] for s in range(players)]
            decks = [list(choices[n]) for n in names]
    seed = start.get("seed")
    return Setup(
        game=info.id, players=players, seed=random.randrange(1_000_000_000) if seed is None else seed,
        variant=start.get("variant"), decks=decks, deck_names=names,
        first_player=start.get("first_player"), seats=seats,
    )
