"""Reading Pikmin TCG cards at the table: the inspector's card view, the public piles, the one-line
hand text, the ATK-change notes, and a heuristic evaluation for search bots.

Everything here reads the catalogue and an observation only (never a state), so it shows exactly
what the viewer may know.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from tanuki_table.plugin import CardView, Pile, Stat

from .observation import FieldCard, PikminObservation
from .rules import TAGS, space_name

if TYPE_CHECKING:
    from .cards import PikminCatalogue

KIND = {"leader": "Leader", "pikmin": "Pikmin", "creature": "Creature", "treasure": "Treasure"}


def boost_note(card: FieldCard) -> str:
    """The sources of a field card's ATK changes: "+50 Captain Olimar, -150 Ultra-Bitter Spray"."""
    return ", ".join(f"{'+' if b.amount > 0 else ''}{b.amount} {b.source}" for b in card.boosts)


def atk_text(card: FieldCard) -> str:
    """ "ATK 150 (+50 Captain Olimar)" or "ATK 100"."""
    return Stat("ATK", card.atk, base=card.base_atk, note=boost_note(card)).text()


def card_text(catalogue: PikminCatalogue, card_id: str) -> str:
    """One labelled line for a card in hand: "Red Pikmin ATK 100 / HP 200 · FIR ❀2"."""
    info = catalogue.infos[card_id]
    text = f"{info.name} ATK {info.atk} / HP {info.hp} · {TAGS[info.type]} ❀{info.leaves}"
    return text + " · leader" if info.leader else text


def _in_play(obs: PikminObservation | None, card_id: str) -> list[tuple[int, FieldCard]]:
    if obs is None:
        return []
    return [(seat, c) for seat, row in enumerate(obs.field) for c in row if c is not None and c.id == card_id]


def card_view(catalogue: PikminCatalogue, card_id: str, obs: Any = None) -> CardView:
    """The whole card in words; with `obs`, its numbers now for each copy the viewer sees in play."""
    card = catalogue.by_id[card_id]
    kind = f"{KIND[card.kind]} · {card.attack_type.title()} attack ({TAGS[card.attack_type]}) · ❀ {card.leaves} leaves"
    kind += f" · {card.set_code} #{card.number}"
    stats: list[Stat] = [Stat("ATK", card.atk), Stat("HP", card.hp), Stat("Leaves", card.leaves)]
    text = [e.describe() + "." for e in card.effects] or ["No effect."]
    if card.atk == 0:
        text.append("ATK 0: it cannot attack unless an effect raises its ATK.")
    observation = obs if isinstance(obs, PikminObservation) else None
    copies = _in_play(observation, card_id)
    if copies:
        seat, first = copies[0]
        stats = [Stat("ATK", first.atk, base=first.base_atk, note=boost_note(first)),
                 Stat("HP", f"{first.hp}/{first.max_hp}", base=first.max_hp, note=f"{first.counters} damage"),
                 Stat("Leaves", card.leaves)]
        assert observation is not None
        for seat, c in copies:
            whose = "your" if seat == observation.player else f"Player {seat + 1}'s"
            marks = [m for m, on in (("original leader", c.leader), ("effect used", c.used), ("attacked", c.attacked)) if on]
            line = f"In play ({whose} {space_name(c.space)}): {atk_text(c)}, HP {c.hp}/{c.max_hp}"
            for b in c.boosts:
                line += f"; {'+' if b.amount > 0 else ''}{b.amount} ATK from {b.source} until the end of turn {b.until_turn}"
            text.append(line + (f" ({', '.join(marks)})" if marks else "") + ".")
    return CardView(id=card.id, name=card.name, kind=kind, stats=tuple(stats), text=tuple(text), flavour=card.flavour)


def public_piles(obs: Any) -> list[Pile]:
    """Both discard piles (public by the rules), bottom first."""
    if not isinstance(obs, PikminObservation):
        return []
    names = ["Your discard pile" if seat == obs.player else f"Player {seat + 1}'s discard pile" for seat in (0, 1)]
    return [Pile(name=names[seat], owner=seat, cards=tuple(obs.discard[seat])) for seat in (0, 1)]


def evaluate(obs: PikminObservation, seat: int) -> float:
    """A heuristic in [0, 1]: leader HP left on both sides, then the ATK and HP on the fields."""
    if obs.is_over:
        return 0.5 if obs.winner is None else float(obs.winner == seat)
    mine, theirs = obs.leader[seat], obs.leader[1 - seat]
    if mine is None or theirs is None:
        return 0.5
    hp = mine.hp / mine.max_hp - theirs.hp / theirs.max_hp
    power = [sum(c.atk + c.hp / 2 for c in row if c is not None and not c.leader) for row in obs.field]
    board = math.tanh((power[seat] - power[1 - seat]) / 1000)
    cards = math.tanh((obs.hand_sizes[seat] - obs.hand_sizes[1 - seat]) / 5)
    value = 0.5 + 0.3 * hp + 0.15 * board + 0.05 * cards
    return min(1.0, max(0.0, value))
