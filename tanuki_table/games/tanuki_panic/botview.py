"""What the `simple` bot reads of the table, from an observation or straight from a world.

The bot decides from a `Table`: the phase, each seat's Energy, whether both decks are empty, the
Monster Zone cells as `Cell`s and the card ids the seat has seen. `ObservedTable` reads them from a
`TPObservation` (the bot's `choose`); `WorldTable` reads the very same values from a `State` for
one seat (the bot's `choose_in`, which a search calls at every rollout move on its sampled
worlds), without building the pydantic observation.

`WorldTable` reads only what that seat's observation shows (`observation.build` is the rule): its
own hand, both graveyards, both zones with the rival's face-down cards as backs (no id, no ATK or
DEF; during the booster game's pre-game set the rival's whole zone is hidden), each seat's Energy
and whether the decks are empty. Never the rival's hand, the identity of a face-down rival card or
the order of a deck, even though a sampled world holds them: its answers would then differ from
the observation's, which tests/tanuki_panic/test_tp_bot_world.py checks on many positions.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, NamedTuple

from .actions import FACEDOWN
from .observation import TPObservation

if TYPE_CHECKING:
    from .state import State

_cell = tuple.__new__
Odds = list[tuple[int, int]]
"""(DEF, copies seen, at most 2) of each catalogue card the seat has seen (see
`SimpleBot._face_down_odds`)."""


class Cell(NamedTuple):
    """A Monster Zone card as the viewer sees it (`FieldCard`'s fields that the bot reads)."""

    card: str | None
    """None for the rival's face-down cards."""
    atk: int | None
    defense: int | None
    position: str
    total: int
    """Combined ATK of this Battle Phase's non-destroying attacks on it (`attacked_total`)."""


class Table:
    """What the bot reads (see the module docstring). Cells are built on demand and kept."""

    __slots__ = ()
    phase: str
    player: int
    energy: list[int]
    decks_empty: bool
    """Both decks are empty (ruling 15's stalemate clock)."""
    odds: Odds | None
    """What the bot's face-down odds need of `seen()`, once it has looked."""

    def row(self, seat: int) -> list[Cell | None]:
        """`seat`'s Monster Zone, slot by slot."""
        raise NotImplementedError

    def seen(self) -> Counter[str]:
        """Every card id the seat can see: its hand, both zones' visible cards, both graveyards."""
        raise NotImplementedError


class ObservedTable(Table):
    """A table read from an observation."""

    __slots__ = ("obs", "phase", "player", "energy", "decks_empty", "odds", "_rows")

    def __init__(self, obs: TPObservation) -> None:
        self.obs = obs
        self.phase = obs.phase
        self.player = obs.player
        self.energy = obs.energy
        self.decks_empty = not any(obs.deck_size)
        self._rows: dict[int, list[Cell | None]] = {}
        self.odds: Odds | None = None

    def row(self, seat: int) -> list[Cell | None]:
        row = self._rows.get(seat)
        if row is None:
            row = self._rows[seat] = [
                None if c is None else _cell(Cell, (c.card, c.atk, c.defense, c.position, c.attacked_total))
                for c in self.obs.field[seat]]
        return row

    def seen(self) -> Counter[str]:
        obs = self.obs
        seen = Counter(obs.hand)
        for row in obs.field:
            seen.update(c.card for c in row if c is not None and c.card is not None)
        for pile in obs.graveyard:
            seen.update(pile)
        return seen


class WorldTable(Table):
    """A table read from a world for `player`: exactly the values its observation would hold."""

    __slots__ = ("world", "phase", "player", "energy", "decks_empty", "odds", "_rows")

    def __init__(self, world: State, player: int) -> None:
        self.world = world
        self.phase = world.phase
        self.player = player
        self.energy = world.energy
        decks = world.decks
        self.decks_empty = not any(decks)  # the deck sizes only, as `deck_size` shows them
        self._rows: dict[int, list[Cell | None]] = {}
        self.odds: Odds | None = None

    def row(self, seat: int) -> list[Cell | None]:
        row = self._rows.get(seat)
        if row is None:
            row = self._rows[seat] = self._read_row(seat)
        return row

    def _read_row(self, seat: int) -> list[Cell | None]:
        world = self.world
        cells = world.fields[seat]
        mine = seat == self.player
        if world.phase == "setup" and not mine:  # a rival's pre-game set stays secret until all chose
            return [None] * len(cells)
        index = world.cat.index
        combined = world.combined if seat != world.active else None
        row: list[Cell | None] = []
        for slot, cell in enumerate(cells):
            if cell is None:
                row.append(None)
                continue
            pos = cell.pos
            total = combined[slot] if combined is not None else 0
            if mine or pos != FACEDOWN:
                card = index[cell.card]
                row.append(_cell(Cell, (cell.card, card.atk, card.defense, pos, total)))
            else:  # the rival's face-down card: its back only
                row.append(_cell(Cell, (None, None, None, pos, total)))
        return row

    def seen(self) -> Counter[str]:
        world = self.world
        seen = Counter(world.hands[self.player])
        for seat in range(len(world.fields)):
            seen.update(c.card for c in self.row(seat) if c is not None and c.card is not None)
        for pile in world.graveyard:
            seen.update(pile)
        return seen
