"""Helpers for the Animale Tattica tests: build a table in a chosen position and act by cards."""

from __future__ import annotations

from tanuki_table.games import get_game

GAME = get_game("animale_tattica")
ANIMALS = GAME.catalogue.animals


def default_catalogue():
    """The game's catalogue."""
    return GAME.catalogue


def deck(animal: str) -> list[str]:
    """An animal's 16 cards in catalogue order."""
    return list(default_catalogue().decks[animal])


def start(players: int = 2, animals: tuple[str, ...] | None = None, lead: int = 0, variant: str | None = None):
    """A game with decks in catalogue order and spirits dealt in catalogue order; setup not done."""
    animals = animals or ANIMALS[:players]
    return GAME.new_game(players=players, seed=1, variant=variant, decks=[deck(a) for a in animals], shuffle=False, first_player=lead)


def keep_first(state) -> None:
    """Everyone keeps the first spirit card offered (ends the setup at every table)."""
    while state.legal_actions() and state.legal_actions()[0].kind == "keep_spirit":
        state.apply(state.legal_actions()[0])


def position(players: int = 2, hands=None, decks=None, spirit_deck=None, discards=None, lead: int = 0,
             animals: tuple[str, ...] | None = None):
    """A game past setup whose hands, decks, spirit deck and discards are set by hand."""
    state = start(players, animals, lead)
    keep_first(state)
    table = state.tables[0]
    if hands is not None:
        state.hands = [list(h) for h in hands]
    if decks is not None:
        state.decks = [list(d) for d in decks]
    if spirit_deck is not None:
        table.spirit_deck = list(spirit_deck)
    if discards is not None:
        state.discards = [list(d) for d in discards]
    state._legal = None
    return state


def plays(state) -> list:
    """The legal play actions now."""
    return [a for a in state.legal_actions() if a.kind == "play"]


def find(state, cards: list[str], number=None):
    """The legal play of exactly these cards (and number), or None."""
    want = sorted(cards)
    for action in plays(state):
        if sorted(action.cards) == want and (number is None or action.number == number):
            return action
    return None


def play(state, cards: list[str], number=None) -> None:
    """Play these cards; fails the test if that is not legal."""
    action = find(state, cards, number)
    assert action is not None, f"{cards} is not a legal play; legal: {[a.label for a in plays(state)]}"
    state.apply(action)


def kind(state, kind_: str):
    """The single legal action of this kind (e.g. retreat)."""
    found = [a for a in state.legal_actions() if a.kind == kind_]
    assert found, f"no {kind_} action; legal: {[a.label for a in state.legal_actions()]}"
    return found[0]
