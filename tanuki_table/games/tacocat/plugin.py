"""The Tacocat plug-in: everything the app may ask of the game (see tanuki_table/core/plugin.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import N_, _, pgettext
from tanuki_table.core.plugin import CardView, GameRules, Parts, Pile, Place, SearchSettings, Stat

if TYPE_CHECKING:

    from .cards import TacocatCatalogue
    from .state import State
    from .observation import TacocatObservation


class Tacocat(GameRules["TacocatCatalogue", "State", "TacocatObservation"]):
    """Tacocat Spelled Backwards: one common deck, no deck building, no packs."""

    parts = Parts(labels=".labels:action_text", phase_names=".labels:phase_name", evaluate=".views:evaluate")

    first_player_rule = N_("Player 1 chooses first, in secret")
    """Who starts, in words, for the setup dialog (which translates it)."""

    search = SearchSettings(iterations={"normal": 40}, seconds={"hard": 0.6},
                            plan={"same_turn": False, "rival": True, "plies": 4})
    """A turn is mostly one move, so `hard`'s tree takes in the rival's replies (it scored better).
    `normal`'s 40 rollouts beat `easy` as often as 80 and leave `hard` room above. `hard`'s 0.6 s
    keeps the slowest move within a second (a full garbage collection walks the interned actions)."""

    # --- reading cards at the table ------------------------------------------------------------
    def card_view(self, card_id: str, obs: TacocatObservation | None = None) -> CardView:
        """Name and rank; a card `obs.player` may not see now shows only that it is face down."""
        if obs is not None and card_id not in visible_cards(obs):
            return CardView(id="", name=_("Face-down card"), face_down=True)
        card = self.catalogue.by_id[card_id]
        return CardView(
            id=card.id,
            name=card_name("tacocat", card.name),
            kind=_("Card · rank {rank}").format(rank=card.rank),
            # TRANSLATORS: the label of a card's number (its rank) in the card inspector
            stats=(Stat(pgettext("card stat", "Rank"), card.rank),),
            text=(
                _("Only the rank matters. Attack with it, alone or in a Jumbo (a set of one rank, or "
                  "a sequence of three or more consecutive ranks); defend with it against an equal or "
                  "lower card; or keep it: the lower last card wins the round."),
            ),
        )

    def public_piles(self, obs: TacocatObservation) -> list[Pile]:
        """This round's face-up discard pile: exchanged cards, duel cards, attacks and answers."""
        return [Pile(name=Place(N_("Discard pile")), owner=None, cards=tuple(obs.discard))]

    def table_cards(self, obs: TacocatObservation) -> list[tuple[str, str]]:
        """The trick in play (the attack, the answers) and your own face-down duel card."""
        attacker = obs.attacker or 0
        rows: list[tuple[str, str]] = [(Place(N_("Your attack"), N_("{seat}'s attack"), attacker), c)
                                       for c in obs.attack]
        rows += [(Place(N_("Your answer {number}"), N_("{seat}'s answer {number}"), 1 - attacker, number=i + 1), c)
                 for i, c in enumerate(obs.answers)]
        duel = obs.my_duel
        return rows + ([(Place(N_("Your face-down duel card")), duel)] if duel else [])

    def hand_cards(self, action: Any, obs: TacocatObservation) -> tuple[str, ...]:
        """An exchange names ranks, not cards: the first hand cards of those ranks."""
        if getattr(action, "kind", "") != "exchange":
            return super().hand_cards(action, obs)
        from .actions import take_ranks  # deferred: the plug-in module stays cheap to import

        return tuple(take_ranks(list(obs.hand), self.catalogue.rank, action.ranks))

    def choice_key(self, card_id: str) -> str:
        """Only the rank matters: any card of a rank selects the moves that play that rank."""
        return str(self.catalogue.rank[card_id])


def visible_cards(obs: TacocatObservation) -> set[str]:
    """Every card id `obs.player` may see now: their hand, their face-down duel card and the
    face-up cards of this round."""
    seen = {*obs.hand, *obs.discard, *obs.attack, *obs.answers}
    if obs.my_duel:
        seen.add(obs.my_duel)
    if obs.last_trick is not None:
        seen.update(obs.last_trick.attack, obs.last_trick.answers)
    return seen
