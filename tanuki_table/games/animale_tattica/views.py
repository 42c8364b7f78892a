"""Reading cards at the table (the card inspector's view, the public piles) from the catalogue and
an observation, and a heuristic evaluation of a state for search bots."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanuki_table.cards.words import card_text
from tanuki_table.core.engine import Observation
from tanuki_table.core.i18n import N_, _, current_language, ngettext, npgettext, pgettext
from tanuki_table.core.plugin import CardView, Pile, Place, Stat

from . import words
from .flow import table_of
from .observation import ATObservation

if TYPE_CHECKING:
    from .cards import Card, Catalogue
    from .state import State


def rules_text(card: Card, cat: Catalogue) -> tuple[str, ...]:
    """The card's rules in words, generated from its data, in the app's language (whole messages,
    the rules page's terms; English as it always read)."""
    lines: list[str] = []
    numbers = card.numbers
    if card.rank == "king":
        lines.append(_("King: joins an army of any number and counts as that number (one card)."))
        lines.append(_("Played alone it is the highest single: nothing answers it."))
    elif card.worth > 1:
        lines.append(ngettext(
            "Counts as {worth} card of {number}, never as one; played alone it is an army of {worth}.",
            "Counts as {worth} cards of {number}, never as one; played alone it is an army of {worth}.",
            card.worth).format(worth=card.worth, number=numbers[0]))
    elif len(numbers) > 1:
        # TRANSLATORS: between the numbers a Shape-changing card may count as ("3 or 4 or 6")
        either = pgettext("animale tattica numbers", " or ").join(map(str, numbers))
        lines.append(_("Counts as one {numbers}: in an army it takes the army's number; alone you choose.").format(
            numbers=either))
    elif card.animal == "spirit":
        lines.append(_("Counts as one {number}. Joins animal cards of that number or a King.").format(number=numbers[0]))
    else:
        lines.append(_("Counts as one {number}.").format(number=numbers[0]))
    if card.army_limit:
        lines.append(ngettext("At most one {card} in one army.", "At most {count} {card} in one army.",
                              card.army_limit).format(count=card.army_limit, card=words.card(cat, card.id)))
    if card.effect == "revive":
        lines.append(_("Revival: when played, you may take one of your own discarded animal cards back into your hand; "
                       "if you do, you then discard one animal card from your hand."))
    if card.animal == "spirit":
        lines.append(_("Spirit card: its back differs from animal cards, so everyone knows how many each player holds."))
    return tuple(lines)


def card_view(cat: Catalogue, card_id: str, obs: Observation | None = None) -> CardView:
    """The full card; with `obs`, where its copies are as that seat may know it. In the app's
    language: the card's name, the rulebook's terms (Król, Karta ducha; キング, 精霊カード), the
    formation's style and text (English exactly as it always read)."""
    card = cat.by_id[card_id]
    at = obs if isinstance(obs, ATObservation) else None
    if card.rank == "king":
        stats = [Stat(pgettext("animale tattica card", "Number"), pgettext("animale tattica card value", "King"))]
    else:
        label = pgettext("animale tattica card", "Number") if len(card.numbers) == 1 else \
            pgettext("animale tattica card", "Numbers")
        stats = [Stat(label, "/".join(map(str, card.numbers)))]
    stats.append(Stat(pgettext("animale tattica card", "Counts as"),
                      npgettext("animale tattica card", "{count} card", "{count} cards", card.worth).format(count=card.worth)))
    stats.append(Stat(pgettext("animale tattica card", "Copies"), card.count))
    if card.animal == "spirit":
        kind = _("Spirit card")
        flavour = ""
    else:
        formation = cat.formations.get(card.animal)
        style = words.formation(formation.name, formation.name, formation.style)[1] if formation else ""
        # TRANSLATORS: an animal card's kind line: "Dog card · All-rounder formation · mix 2x3 3x2 ... Kx1"
        kind = _("{animal} card · {style} formation · mix {mix}").format(
            animal=words.animal(card.animal), style=style, mix=cat.mix_text(card.animal))
        flavour = card_text("animale_tattica", formation.text) if formation else ""
    text = list(rules_text(card, cat))
    if card.source == "ours":
        text.append(_("(The number of copies is our own design.)"))
    if at is not None:
        where = _where(card_id, at)
        if where:
            text.append(where)
    return CardView(id=card.id, name=words.card(cat, card.id), kind=kind, stats=tuple(stats), text=tuple(text),
                    flavour=flavour)


def _where(card_id: str, obs: ATObservation) -> str:
    """ "Seen now: 1 in your hand, 2 in Player 2's discard pile." (English: the inspector names
    "Player 2" by `grammar.named_seats`); in another language a rival's pile is named by its
    animal, as the piles are ("2 na stosie kart odrzuconych (Kot)")."""
    parts = []
    mine = obs.hand.count(card_id)
    if mine:
        parts.append(_("{count} in your hand").format(count=mine))
    for t, played in enumerate(obs.played):
        n = played.count(card_id)
        if n and len(obs.played) > 1:
            parts.append(_("{count} played this round at table {table}").format(count=n, table=t + 1))
        elif n:
            parts.append(_("{count} played this round").format(count=n))
    for seat, pile in enumerate(obs.discards):
        n = pile.count(card_id)
        if not n:
            continue
        if seat == obs.player:
            parts.append(_("{count} in your discard pile").format(count=n))
        elif current_language() == "en":
            parts.append(f"{n} in Player {seat + 1}'s discard pile")
        elif obs.animals[seat]:
            parts.append(_("{count} in a rival's discard pile ({animal})").format(
                count=n, animal=words.animal(obs.animals[seat])))
        else:
            parts.append(_("{count} in a rival's discard pile").format(count=n))
    parts += [_("{count} out of the game (played)").format(count=n) for pile in obs.spirit_discards
              if (n := pile.count(card_id))]
    return _("Seen now: {where}.").format(where=pgettext("list", ", ").join(parts)) if parts else ""


def public_piles(cat: Catalogue, obs: Observation) -> list[Pile]:
    """Every seat's discard pile, and per table the cards played this round and the spirit cards
    played in finished rounds (all face up)."""
    if not isinstance(obs, ATObservation):
        return []
    english = current_language() == "en"
    piles = []
    for seat, pile in enumerate(obs.discards):
        animal = obs.animals[seat]
        if animal:  # its id in English ("dog"), as it always was; its name in other languages ("Pies")
            place = Place(N_("Your discard pile ({animal})"), N_("{seat}'s discard pile ({animal})"),
                          None if seat == obs.player else seat, animal=animal if english else words.animal(animal))
        else:
            place = Place(N_("Your discard pile"), N_("{seat}'s discard pile"), None if seat == obs.player else seat)
        piles.append(Pile(place, seat, tuple(pile)))
    many = len(obs.played) > 1
    for t, played in enumerate(obs.played):
        if many:
            played_here = Place(N_("Played this round at table {table}"), table=t + 1)
            out = Place(N_("Spirit cards out of the game at table {table}"), table=t + 1)
        else:
            played_here, out = Place(N_("Played this round")), Place(N_("Spirit cards out of the game"))
        piles.append(Pile(played_here, None, tuple(played)))
        piles.append(Pile(out, None, tuple(obs.spirit_discards[t])))
    return piles


def evaluate(state: State, seat: int) -> float:
    """A heuristic chance in [0, 1] that `seat` wins: fewer cards in hand than the rivals at its
    table is better; games already won count in a match."""
    if state.is_over:
        return 1.0 if state.winner == seat else 0.0
    table = table_of(state, seat) if state.tables else None
    seats = table.seats if table else list(range(state.players))
    mine = len(state.hands[seat]) + 0.5 * len(state.decks[seat])
    rivals = [len(state.hands[s]) + 0.5 * len(state.decks[s]) for s in seats if s != seat]
    if not rivals:
        return 0.5
    best = min(rivals)
    share = (best + 1) / (mine + best + 2)
    if state.mode == "best_of_three":
        need = 2 - state.scores[seat]
        rival_need = 2 - max(state.scores[s] for s in range(state.players) if s != seat)
        share = 0.5 * share + 0.5 * (rival_need / (need + rival_need)) if need + rival_need else share
    return max(0.0, min(1.0, share))
