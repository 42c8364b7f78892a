"""Reading Pikmin TCG cards at the table (from the catalogue and an observation only): the card
view, the public piles, hand text, ATK-change notes and a heuristic evaluation for search bots."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from tanuki_table.cards.words import card_text as flavour_text
from tanuki_table.core.i18n import N_, _, ngettext, pgettext
from tanuki_table.core.plugin import CardView, Pile, Place, Stat

from .observation import FieldCard, PikminObservation
from .rules import ROW_SIZE, TAGS, attack_spaces

if TYPE_CHECKING:
    from tanuki_table.core.engine import Observation

    from .cards import PikminCatalogue
    from .state import State


def boost_note(card: FieldCard) -> str:
    """The sources of a field card's ATK changes: "+50 Captain Olimar, -150 Ultra-Bitter Spray"."""
    from .words import name  # deferred: the engine's bots never read it

    return pgettext("pikmin: between names", ", ").join(
        f"{'+' if b.amount > 0 else ''}{b.amount} {name(b.source)}" for b in card.boosts)


def card_text(catalogue: PikminCatalogue, card_id: str) -> str:
    """One labelled line for a card in hand: "Red Pikmin ATK 100 / HP 200 · FIR ❀2"."""
    from .words import name  # deferred: the engine's bots never read it

    info = catalogue.infos[card_id]
    text = f"{name(info.name)} ATK {info.atk} / HP {info.hp} · {TAGS[info.type]} ❀{info.leaves}"
    # TRANSLATORS: marks a leader card in the hand's one-line card text ("Louie ATK 150 / HP 950 · PUN ❀3 · leader")
    return text + " · " + pgettext("pikmin hand", "leader") if info.leader else text


def card_view(catalogue: PikminCatalogue, card_id: str, obs: Observation | None = None) -> CardView:
    """The whole card in words; with `obs`, its numbers now for each copy the viewer sees in play."""
    from . import words  # deferred: the engine's bots never read it

    card = catalogue.by_id[card_id]
    # TRANSLATORS: the inspector's line under a Pikmin card's name: "Pikmin · Fire attack (FIR) · ❀ 2 leaves"
    kind = _("{kind} · {type} attack ({tag}) · ❀ {leaves}").format(
        kind=words.kind(card.kind), type=words.attack_type(card.attack_type), tag=TAGS[card.attack_type],
        leaves=words.leaves(card.leaves))
    kind += f" · {card.set_code} #{card.number}"
    leaves = pgettext("pikmin stat", "Leaves")
    stats: list[Stat] = [Stat("ATK", card.atk), Stat("HP", card.hp), Stat(leaves, card.leaves)]
    text = [_("{effect}.").format(effect=words.effect_text(e)) for e in card.effects] or [_("No effect.")]
    if card.atk == 0:
        text.append(_("ATK 0: it cannot attack unless an effect raises its ATK."))
    copies = [(seat == obs.player, seat, c) for seat, row in enumerate(obs.field) for c in row
              if c is not None and c.id == card_id] if isinstance(obs, PikminObservation) else []
    if copies:
        first = copies[0][2]
        damage = ngettext("{count} damage", "{count} damage", first.counters).format(count=first.counters)
        stats = [Stat("ATK", first.atk, base=first.base_atk, note=boost_note(first)),
                 Stat("HP", f"{first.hp}/{first.max_hp}", base=first.max_hp, note=damage),
                 Stat(leaves, card.leaves)]
        for mine, seat, c in copies:
            marks = [m for m, on in ((pgettext("pikmin card mark", "original leader"), c.leader),
                                     (pgettext("pikmin card mark", "effect used"), c.used),
                                     (pgettext("pikmin card mark", "attacked"), c.attacked)) if on]
            # TRANSLATORS: where a card is in play, its ATK (with its changes) and HP left ("In play (your front 2): ...")
            line = (_("In play (your {space}): {atk}, HP {hp}/{max_hp}") if mine else
                    _("In play (Player {seat}'s {space}): {atk}, HP {hp}/{max_hp}")).format(
                space=words.space(c.space), atk=Stat("ATK", c.atk, base=c.base_atk, note=boost_note(c)).text(), hp=c.hp, max_hp=c.max_hp, seat=seat + 1)
            for b in c.boosts:
                line += "; " + _("{change} ATK from {source} until the end of turn {turn}").format(
                    change=f"{'+' if b.amount > 0 else ''}{b.amount}", source=words.name(b.source), turn=b.until_turn)
            text.append(line + (f" ({pgettext('pikmin: between names', ', ').join(marks)})" if marks else "") + ".")
    return CardView(id=card.id, name=words.name(card.name), kind=kind, stats=tuple(stats), text=tuple(text),
                    flavour=flavour_text("pikmin", card.flavour))


def public_piles(obs: Observation) -> list[Pile]:
    """Both discard piles (public by the rules), bottom first."""
    if not isinstance(obs, PikminObservation):
        return []
    return [Pile(name=Place(N_("Your discard pile"), N_("{seat}'s discard pile"), None if seat == obs.player else seat),
                 owner=seat, cards=tuple(obs.discard[seat])) for seat in (0, 1)]


SPACES = {  # (front row, leader there): the place's two messages, the reader's and a named seat's
    (True, False): (N_("Your front {n}"), N_("{seat}'s front {n}")),
    (False, False): (N_("Your back {n}"), N_("{seat}'s back {n}")),
    (True, True): (N_("Your front {n} (leader)"), N_("{seat}'s front {n} (leader)")),
    (False, True): (N_("Your back {n} (leader)"), N_("{seat}'s back {n} (leader)")),
}
"""A card's space on a field as the inspector names it ("Player 2's front 3 (leader)")."""


def table_cards(obs: Observation) -> list[tuple[str, str]]:
    """Every card face up (or your own) on both fields by space, the leader marked; the leader you
    are placing; the cards everyone saw go into the rival's hand."""
    if not isinstance(obs, PikminObservation):
        return []
    rows: list[tuple[str, str]] = [(Place(N_("Your leader, to place")), obs.chosen_leader)] if obs.chosen_leader else []
    for seat, field in enumerate(obs.field):
        leader = obs.leader[seat]
        for card in field:
            if card is not None:
                lead = leader is not None and leader.space == card.space
                mine, theirs = SPACES[card.space < ROW_SIZE, lead]
                rows.append((Place(mine, theirs, seat, n=card.space % ROW_SIZE + 1), card.id))
    rows += [(Place(N_("Your hand (seen)"), N_("{seat}'s hand (seen)"), seat), c) for seat, cards in enumerate(obs.known_hand)
             if seat != obs.player for c in cards]
    return rows


WEIGHTS = (12.92, -12.13, 1.65, 0.72, 0.26, -0.57, -0.29)
"""Logistic weights per seat (own minus rival): leader HP fraction left, leader HP left (/1000),
ATK and HP left of the other field cards (/1000), hand size (/5), the leader open to attack, other
front-row cards (/5); fitted by `benchmarks/pikmin_evalfit.py`."""
TO_MOVE = 0.885
"""The seat whose turn it is (evaluated at the start of its Action phase) wins more often."""


def _side(obs: PikminObservation, seat: int) -> tuple[float, ...]:
    lead = obs.leader[seat]
    row = obs.field[seat]
    atk = hp = 0.0
    front = 0
    for c in row:
        if c is not None and not c.leader:
            atk += c.atk
            hp += c.hp
            front += c.space < ROW_SIZE
    exposed = lead is not None and lead.space in attack_spaces(row)
    left = lead.hp if lead is not None else 0
    frac = left / lead.max_hp if lead is not None else 0.0
    return frac, left / 1000, atk / 1000, hp / 1000, len(obs.hand) / 5 if seat == obs.player else obs.hand_sizes[seat] / 5, float(exposed), front / 5


def evaluate(state: State, seat: int) -> float:
    """An estimated win chance in [0, 1] for `seat` from what it may know (a logistic model, see `WEIGHTS`)."""
    obs = state.observation(seat)
    if obs.is_over:
        return 0.5 if obs.winner is None else float(obs.winner == seat)
    if obs.leader[seat] is None or obs.leader[1 - seat] is None:
        return 0.5
    mine, theirs = _side(obs, seat), _side(obs, 1 - seat)
    z = sum(w * (a - b) for w, a, b in zip(WEIGHTS, mine, theirs))
    if obs.turn_player is not None:
        z += TO_MOVE / 2 if obs.turn_player == seat else -TO_MOVE / 2
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
