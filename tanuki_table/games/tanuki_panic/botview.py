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
from typing import TYPE_CHECKING, Iterable, NamedTuple

from .actions import ATTACK, FACEDOWN
from .observation import TPObservation

if TYPE_CHECKING:
    from .state import State

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


class Summary(NamedTuple):
    """One seat's Monster Zone at a glance, as the bot weighs the rival's."""

    threat: int
    """Highest ATK among its face-up Attack Mode cards (they may attack next turn); 0 if none."""
    occupied: bool
    """It holds at least one card the viewer can see is there."""
    weakest_def: int
    """Lowest DEF among its face-up Defense Mode cards; 0 if none."""


def summarise(cells: Iterable[Cell | None]) -> Summary:
    """The `Summary` of a zone's cells (the rule; `WorldTable` computes the same from the world)."""
    shown = [c for c in cells if c is not None]
    threat = max((c.atk or 0 for c in shown if c.position == ATTACK), default=0)
    weakest = min((c.defense or 0 for c in shown if c.card is not None and c.position != ATTACK), default=0)
    return Summary(threat, bool(shown), weakest)


class Table:
    """What the bot reads (see the module docstring)."""

    __slots__ = ("phase", "player", "energy", "decks_empty", "odds")
    phase: str
    player: int
    energy: list[int]
    decks_empty: bool
    """Both decks are empty (ruling 15's stalemate clock)."""
    odds: Odds | None
    """What the bot's face-down odds need of `seen()`, once it has looked."""

    def cell(self, seat: int, slot: int) -> Cell | None:
        """The card in `seat`'s `slot`, as the viewer sees it (None: empty, or hidden)."""
        raise NotImplementedError

    def summary(self, seat: int) -> Summary:
        """`seat`'s zone at a glance (computed once)."""
        raise NotImplementedError

    def seen(self) -> Counter[str]:
        """Every card id the seat can see: its hand, both zones' visible cards, both graveyards."""
        raise NotImplementedError


class ObservedTable(Table):
    """A table read from an observation."""

    __slots__ = ("obs", "_summaries")

    def __init__(self, obs: TPObservation) -> None:
        self.obs = obs
        self.phase = obs.phase
        self.player = obs.player
        self.energy = obs.energy
        self.decks_empty = not any(obs.deck_size)
        self.odds: Odds | None = None
        self._summaries: dict[int, Summary] = {}

    def cell(self, seat: int, slot: int) -> Cell | None:
        c = self.obs.field[seat][slot]
        return None if c is None else Cell(c.card, c.atk, c.defense, c.position, c.attacked_total)

    def summary(self, seat: int) -> Summary:
        found = self._summaries.get(seat)
        if found is None:
            found = self._summaries[seat] = summarise(self.cell(seat, s) for s in range(len(self.obs.field[seat])))
        return found

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

    __slots__ = ("world", "_summaries", "_cells")

    def __init__(self, world: State, player: int) -> None:
        self.world = world
        self.phase = world.phase
        self.player = player
        self.energy = world.energy
        self.decks_empty = not any(world.decks)  # the deck sizes only, as `deck_size` shows them
        self.odds: Odds | None = None
        self._summaries: dict[int, Summary] = {}
        self._cells: dict[int, Cell | None] = {}
        """Cells read so far, by 64 x seat + slot (each target is scored once per attacker)."""

    def _hidden(self, seat: int) -> bool:
        """A rival's pre-game set stays secret until every seat has chosen."""
        return seat != self.player and self.world.phase == "setup"

    def cell(self, seat: int, slot: int) -> Cell | None:
        key = 64 * seat + slot
        try:
            return self._cells[key]
        except KeyError:
            found = self._cells[key] = self._read(seat, slot)
            return found

    def _read(self, seat: int, slot: int) -> Cell | None:
        world = self.world
        monster = world.fields[seat][slot]
        if monster is None or self._hidden(seat):
            return None
        pos = monster.pos
        total = world.combined[slot] if seat != world.active else 0
        if pos == FACEDOWN and seat != self.player:  # the rival's face-down card: its back only
            return Cell(None, None, None, pos, total)
        card = world.cat.index[monster.card]
        return Cell(monster.card, card.atk, card.defense, pos, total)

    def summary(self, seat: int) -> Summary:
        found = self._summaries.get(seat)
        if found is None:
            found = self._summaries[seat] = self._summarise(seat)
        return found

    def _summarise(self, seat: int) -> Summary:
        """`summarise` over the zone, straight from the monsters (a face-down card counts as there,
        its ATK and DEF unread)."""
        if self._hidden(seat):
            return Summary(0, False, 0)
        index = self.world.cat.index
        threat, occupied, weakest = 0, False, None
        for monster in self.world.fields[seat]:
            if monster is None:
                continue
            occupied = True
            pos = monster.pos
            if pos == ATTACK:
                threat = max(threat, index[monster.card].atk)
            elif pos != FACEDOWN or seat == self.player:
                d = index[monster.card].defense
                weakest = d if weakest is None else min(weakest, d)
        return Summary(threat, occupied, 0 if weakest is None else weakest)

    def seen(self) -> Counter[str]:
        world = self.world
        seen = Counter(world.hands[self.player])
        for seat, row in enumerate(world.fields):
            seen.update(c.card for s in range(len(row)) if (c := self.cell(seat, s)) is not None and c.card is not None)
        for pile in world.graveyard:
            seen.update(pile)
        return seen
