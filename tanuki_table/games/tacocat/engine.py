"""Tacocat Spelled Backwards: the rules engine (see rules/tacocat.md, which it follows exactly).

A round: deal (the number on the Tacocat's space, to each player), exchange, duel, play tricks
until both players hold one card, final reveal (lower card wins), move the Tacocat. The state is
plain lists of card ids; hands stay sorted by rank. Simultaneous choices (the exchange on the
centre space, the duel) are kept pending in the state until both players have chosen.
"""

from __future__ import annotations

from typing import Any

from tanuki_table.engine import GameInfo, GameState
from tanuki_table.errors import SetupError
from tanuki_table.games.tacocat import actions as A
from tanuki_table.games.tacocat.actions import TacocatAction
from tanuki_table.games.tacocat.cards import DECK_SIZE, TRACK, Card, load_board, load_cards, validate_file
from tanuki_table.games.tacocat.observe import TacocatObservation, build_observation
from tanuki_table.games.tacocat.rounds import RoundMixin

__all__ = ["State", "new_game", "load_cards", "validate_file", "TacocatAction", "TacocatObservation", "Card"]

_TABLES: dict[str, Any] = {}


def tables(info: GameInfo) -> tuple[dict[str, int], dict[str, int]]:
    """(rank by card id, catalogue position by card id), built once."""
    found = _TABLES.get(info.id)
    if found is None:
        cards = info.cards()
        found = _TABLES[info.id] = ({c.id: c.rank for c in cards}, {c.id: i for i, c in enumerate(cards)})
    return found


class State(RoundMixin, GameState):
    """One game of Tacocat in progress."""

    GAME_ID = "tacocat"
    rank: dict[str, int]
    """Rank by card id (set once, from the card data)."""
    pos: dict[str, int]
    """Catalogue position by card id (ties in hand order)."""

    def __init__(self, info: GameInfo, seed: int | None, variant: str = "standard") -> None:
        super().__init__(info, seed)
        if "rank" not in State.__dict__:
            # class-level: shared by every state and clone instead of deep-copied with each
            State.rank, State.pos = tables(info)
        board = load_board()
        self.spaces: list[int] = [s.number for s in board.spaces]
        self.arrows: list[list[int]] = [list(board.arrow_seats(i)) for i in range(TRACK)]
        self.goals: list[str] = list(board.goals)
        self.players = 2
        self.variant = variant
        self.shuffle = True
        self.order: list[str] = []
        """The deck order given (rebuilt each round when not shuffling)."""
        self.first_seat = 0
        """Who chooses first when the choice is simultaneous (two arrows)."""
        self.hands: list[list[str]] = [[], []]
        self.draw: list[str] = []
        """Draw pile, top card first."""
        self.discard: list[str] = []
        self.cat = 3
        self.covered = [False] * TRACK
        self.round = 0
        self.phase = "exchange"
        self.turn: int | None = 0
        self.choosers = [0, 1]
        """Order of the two decisions of the exchange and the duel this round."""
        self.step = 0
        """0 or 1: which chooser's decision is next."""
        self.together = True
        """Whether this round's exchange is simultaneous (two arrows)."""
        self.pending_exchange: list[list[int] | None] = [None, None]
        self.exchanged: list[int | None] = [None, None]
        self.pending_duel: list[str | None] = [None, None]
        self.last_duel: list[int] = []
        self.attacker: int | None = None
        self.attack: list[str] = []
        self.jumbo = ""
        self.answers: list[str] = []
        self.answer_kinds: list[str] = []
        self.last_trick: dict[str, Any] = {}
        self.last_reveal: list[int] = []
        self.round_winner: int | None = None
        self.won: int | None = None
        self.over = False

    # --- contract -------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def winner(self) -> int | None:
        return self.won

    def _legal_actions(self) -> list[TacocatAction]:
        seat = self.turn
        hand = self.hands[seat]
        rank = self.rank
        phase = self.phase
        if phase == "play_defend":
            need = rank[self.attack[len(self.answers)]]
            low = rank[hand[0]]
            defend = A._SINGLES["defend"]
            out = [defend.get(c) or A.defend_action(c, rank[c]) for c in hand if rank[c] >= need]
            out.extend(A.sacrifice_action(c, low) for c in hand if rank[c] == low)
            return out
        if phase == "play_attack":
            return A.attack_choices(hand, rank)
        if phase == "duel":
            duel = A._SINGLES["duel"]
            return [duel.get(c) or A.duel_action(c, rank[c]) for c in hand]
        cap = len(hand) if (self.together or self.step == 0) else self.exchanged[self.choosers[0]] or 0
        if cap == 0:
            return [A.pass_action()]
        return A.exchange_choices(tuple(rank[c] for c in hand), cap)

    def _apply(self, action: TacocatAction) -> None:
        kind = action.kind
        if kind == "defend" or kind == "sacrifice":
            self._answer(action)
        elif kind == "attack":
            self._attack(action)
        elif kind == "duel":
            self._duel(action)
        else:
            self._exchange(action)

    def observation(self, player: int) -> TacocatObservation:
        return build_observation(self, player)

    def sample_hidden(self, player: int, rng: Any) -> State:
        """A copy whose hidden cards are redealt at random, consistent with what `player` saw.

        Hidden from `player`: the other hand (with its secret exchange or duel choice) and the
        draw pile. They are pooled, shuffled and dealt back in the same sizes; a pending secret
        choice of the other player is redrawn from the new hand.
        """
        other = 1 - player
        copy = self.clone()
        pool = copy.hands[other] + copy.draw
        rng.shuffle(pool)
        size = len(copy.hands[other])
        copy.hands[other] = copy._sort(pool[:size])
        copy.draw = pool[size:]
        hand = copy.hands[other]
        if copy.pending_duel[other] is not None:
            copy.pending_duel[other] = rng.choice(hand)
        if copy.pending_exchange[other] is not None:
            count = len(copy.pending_exchange[other])
            copy.pending_exchange[other] = sorted(copy.rank[c] for c in rng.sample(hand, count))
        copy._legal = None
        return copy

    # --- saving ---------------------------------------------------------------------------
    _FIELDS = (
        "variant", "shuffle", "order", "first_seat", "hands", "draw", "discard", "cat", "covered",
        "round", "phase", "turn", "choosers", "step", "together", "pending_exchange", "exchanged",
        "pending_duel", "last_duel", "attacker", "attack", "jumbo", "answers", "answer_kinds",
        "last_trick", "last_reveal", "round_winner", "won", "over",
    )

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self._FIELDS}

    @classmethod
    def from_dict(cls, info: GameInfo, data: dict[str, Any]) -> State:
        state = cls(info, None, data["variant"])
        for name in cls._FIELDS:
            setattr(state, name, data[name])
        return state


def new_game(
    info: GameInfo,
    players: int,
    seed: int | None,
    variant: str,
    decks: list[list[str]] | None,
    shuffle: bool,
    first_player: int | None,
) -> State:
    """Start a game: the Tacocat on the centre space, round 1 dealt."""
    catalogue = [c.id for c in info.cards()]
    if decks is None:
        order = list(catalogue)
    else:
        if len(decks) != 1:
            raise SetupError(f"Tacocat uses one common deck: give decks=[[...{DECK_SIZE} card ids...]], not {len(decks)} lists")
        order = [str(c) for c in decks[0]]
        if len(order) != DECK_SIZE or sorted(order) != sorted(catalogue):
            missing = sorted(set(catalogue) - set(order))
            doubled = sorted({c for c in order if order.count(c) > 1})
            detail = "; ".join(
                part for part in (
                    f"missing: {', '.join(missing)}" if missing else "",
                    f"more than once: {', '.join(doubled)}" if doubled else "",
                ) if part
            )
            raise SetupError(
                f"the Tacocat deck must be an order of exactly the {DECK_SIZE} cards, each once "
                f"(got {len(order)}){': ' + detail if detail else ''}"
            )
    state = State(info, seed, variant)
    state.order = order
    state.shuffle = bool(shuffle)
    state.first_seat = 0 if first_player is None else first_player
    state.note(f"The Tacocat starts on the centre space ({state.spaces[3]}).")
    state.new_round()
    return state
