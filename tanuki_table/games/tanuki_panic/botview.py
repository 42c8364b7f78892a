"""What the `simple` bot reads of the table, from an observation (`ObservedTable`) or straight
from a world for one seat (`WorldTable`, for a search's rollouts, without building the observation).

`WorldTable` reads only what that seat's observation shows (`observation.build` is the rule): never
the rival's hand, a face-down rival card or a deck's order, though a sampled world holds them.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Iterable, NamedTuple

from .actions import ATTACK, FACEDOWN
from .observation import TPObservation

if TYPE_CHECKING:
    from .state import State

Odds = list[tuple[int, int]]
"""(DEF, copies seen, at most 2) of each catalogue card the seat has seen."""


class Cell(NamedTuple):
    """A Monster Zone card as the viewer sees it (`FieldCard`'s fields that the bot reads)."""

    card: str | None
    """None for the rival's face-down cards."""
    atk: int | None
    defense: int | None
    position: str
    total: int
    """Combined ATK of this Battle Phase's non-destroying attacks on it (`attacked_total`)."""


class Summary(NamedTuple):
    """One seat's Monster Zone at a glance, as the bot weighs the rival's."""

    threat: int
    """Highest ATK among its face-up Attack Mode cards (they may attack next turn); 0 if none."""
    occupied: bool
    """It holds at least one card the viewer can see is there."""
    weakest_def: int
    """Lowest DEF among its Defense Mode cards the viewer knows; 0 if none."""


def summarise(cells: Iterable[Cell | None]) -> Summary:
    """The `Summary` of a zone's cells."""
    shown = [c for c in cells if c is not None]
    threat = max((c.atk or 0 for c in shown if c.position == ATTACK), default=0)
    weakest = min((c.defense or 0 for c in shown if c.card is not None and c.position != ATTACK), default=0)
    return Summary(threat, bool(shown), weakest)


class Table:
    """What the bot reads: the phase, each seat's Energy, whether both decks are empty (ruling 15's
    stalemate clock), the Monster Zones' cells and the card ids the seat has seen."""

    __slots__ = ("phase", "player", "energy", "decks_empty", "zone", "hand", "graveyard", "odds", "_summaries")

    def __init__(self, phase: str, player: int, energy: list[int], decks_empty: bool, zone: int, hand: list[str],
                 graveyard: list[list[str]]) -> None:
        self.phase = phase
        self.player = player
        self.energy = energy
        self.decks_empty = decks_empty
        self.zone = zone
        """Slots in a Monster Zone."""
        self.hand = hand
        self.graveyard = graveyard
        self.odds: Odds | None = None
        """What the bot's face-down odds need of `seen()`, once it has looked."""
        self._summaries: dict[int, Summary] = {}

    def cell(self, seat: int, slot: int) -> Cell | None:
        """The card in `seat`'s `slot`, as the viewer sees it (None: empty, or hidden)."""
        raise NotImplementedError

    def summary(self, seat: int) -> Summary:
        """`seat`'s zone at a glance (computed once)."""
        found = self._summaries.get(seat)
        if found is None:
            found = self._summaries[seat] = summarise(self.cell(seat, s) for s in range(self.zone))
        return found

    def seen(self) -> Counter[str]:
        """Every card id the seat can see: its hand, both zones' visible cards, both graveyards."""
        seen = Counter(self.hand)
        for seat in (0, 1):
            seen.update(c.card for s in range(self.zone) if (c := self.cell(seat, s)) is not None and c.card is not None)
        for pile in self.graveyard:
            seen.update(pile)
        return seen


class ObservedTable(Table):
    """A table read from an observation."""

    __slots__ = ("obs",)

    def __init__(self, obs: TPObservation) -> None:
        super().__init__(obs.phase, obs.player, obs.energy, not any(obs.deck_size), len(obs.field[obs.player]),
                         obs.hand, obs.graveyard)
        self.obs = obs

    def cell(self, seat: int, slot: int) -> Cell | None:
        c = self.obs.field[seat][slot]
        return None if c is None else Cell(c.card, c.atk, c.defense, c.position, c.attacked_total)


class WorldTable(Table):
    """A table read from a world for `player`: exactly the values its observation would hold."""

    __slots__ = ("world", "_cells")

    def __init__(self, world: State, player: int) -> None:
        super().__init__(world.phase, player, world.energy, not any(world.decks), world.zone, world.hands[player],
                         world.graveyard)
        self.world = world
        self._cells: dict[int, Cell | None] = {}
        """Cells read so far, by 64 x seat + slot (each target is scored once per attacker)."""

    def cell(self, seat: int, slot: int) -> Cell | None:
        key = 64 * seat + slot
        if key not in self._cells:
            self._cells[key] = self._read(seat, slot)
        return self._cells[key]

    def _read(self, seat: int, slot: int) -> Cell | None:
        world = self.world
        monster = world.fields[seat][slot]
        if monster is None or (seat != self.player and world.phase == "setup"):  # a rival's pre-game set
            return None
        pos = monster.pos
        total = world.combined[slot] if seat != world.active else 0
        if pos == FACEDOWN and seat != self.player:  # the rival's face-down card: its back only
            return Cell(None, None, None, pos, total)
        card = world.cat.index[monster.card]
        return Cell(monster.card, card.atk, card.defense, pos, total)
