"""Animale Tattica's plug-in: everything the app may ask of the game.

A seat chooses its animal in setup as a premade deck ("Dog army"): `new_game(decks=...)` takes
one list per seat, an army's cards (with `shuffle=False` the deal order) or `[]` for an animal drawn
at random; two seats may not choose the same animal. Later games of a match choose at the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Sequence

from tanuki_table.errors import SetupError

from tanuki_table.core.i18n import N_
from tanuki_table.core.plugin import CardView, DeckRules, GameRules, Parts, Pile, Place, SearchSettings

if TYPE_CHECKING:
    from tanuki_table.core.events import Event

    from .cards import Catalogue
    from .state import State
    from .observation import ATObservation


class AnimalArmies(DeckRules):
    """Each animal's army is a premade deck; a chosen deck is a chosen animal."""

    max_cards: ClassVar[int] = 16
    choice: ClassVar[str] = "animal"
    distinct: ClassVar[bool] = True

    def premade(self, game: GameRules) -> dict[str, list[str]]:
        cat: Catalogue = game.catalogue
        return cat.premade()

    def named(self, game: GameRules, name: str) -> str | None:
        """ "penguin", "Penguin" or "Penguin army" mean the Penguin army."""
        found = super().named(game, name)
        if found is None:
            cat: Catalogue = game.catalogue
            animal = name.strip().lower()
            found = cat.army_name(animal) if animal in cat.animals else None
        return found

    def problems(self, game: GameRules, deck: Sequence[str], variant: str | None = None) -> list[str]:
        cat: Catalogue = game.catalogue
        if not deck:
            return []  # a random animal
        try:
            cat.deck_animal(list(deck))
        except SetupError as exc:
            return [str(exc)]
        return []


class AnimaleTattica(GameRules["Catalogue", "State", "ATObservation"]):
    """Animale Tattica (2-4 players, single game, best of three or tournament)."""

    decks: ClassVar[DeckRules | None] = AnimalArmies()
    parts = Parts(labels=".labels:action_text", phase_names=".words:phase_name", field_names=".words:card_field",
                  evaluate=".views:evaluate")
    search = SearchSettings(plan={"same_turn": False, "rival": True, "plies": 4})
    """A turn is mostly one move, so `hard`'s tree takes in the rival's replies (it scored better)."""

    def card_view(self, card_id: str, obs: ATObservation | None = None) -> CardView:
        return self.part(".views:card_view")(self.catalogue, card_id, obs)

    def public_piles(self, obs: ATObservation) -> list[Pile]:
        return self.part(".views:public_piles")(self.catalogue, obs)

    def table_cards(self, obs: ATObservation) -> list[tuple[str, str]]:
        """The spirit cards offered to you, and the cards everyone saw go into a rival's hand (the
        current play is the top of the "Played this round" pile)."""
        rows: list[tuple[str, str]] = [(Place(N_("Spirit cards offered to you")), c) for c in obs.offer]
        return rows + [(Place(N_("Your hand (seen)"), N_("{seat}'s hand (seen)"), seat), c)
                       for seat, cards in enumerate(obs.known) if seat != obs.player for c in cards]

    def elsewhere(self, obs: ATObservation, event: Event) -> bool:
        """In a tournament, whether `event` is about the other table (its `where` field names a
        table that is not the one `obs`'s seat plays at)."""
        story = event.story
        say = story.words.get(event.word) if story is not None else None
        if say is None or say.fields[:1] != ("where",) or not event.args or not event.args[0]:
            return False
        tables = obs.table
        return bool(tables) and event.args[0] != tables[obs.player] + 1

    def matchup(self, state: State) -> tuple[str, ...] | None:
        """The animal each seat played (None until every seat has one)."""
        animals = [a for a in state.animals if isinstance(a, str)]
        return tuple(animals) if animals and len(animals) == len(state.animals) else None
