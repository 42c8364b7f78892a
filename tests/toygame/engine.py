"""Rules of the toy game (see the package docstring)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from tanuki_table.core.engine import Action, ActionCache, GameState, Observation

NAMES = {f"c{n}": f"Card{n}" for n in range(1, 7)}


class Card(BaseModel):
    id: str
    name: str
    value: int


def load_cards(folder: Any = None) -> list[Card]:
    return [Card(id=i, name=n, value=int(i[1:])) for i, n in NAMES.items()]


def validate_file(path: Any) -> None:
    return None


class Play(Action):
    card: str | None = None

    def card_ids(self) -> tuple[str, ...]:
        return (self.card,) if self.card else ()


class ToyObservation(Observation):
    piles: list[int]


_CACHE = ActionCache()


class State(GameState):
    def __init__(self, info, seed, hands, first=0):
        super().__init__(info, seed)
        self.players = 2
        self.hands = hands
        self.piles = [0, 0]
        self.turn = first
        self.passes = 0
        self.over = False

    @property
    def current_player(self):
        return None if self.over else self.turn

    @property
    def is_over(self):
        return self.over

    @property
    def winner(self):
        if not self.over or self.piles[0] == self.piles[1]:
            return None
        return 0 if self.piles[0] > self.piles[1] else 1

    def _legal_actions(self):
        acts = [_CACHE.get(("play", c), lambda c=c: Play(kind="play", label=f"Play {NAMES[c]}", card=c)) for c in self.hands[self.turn]]
        acts.append(_CACHE.get(("pass",), lambda: Play(kind="pass", label="Pass")))
        return acts

    def _apply(self, action):
        seat = self.turn
        if action.kind == "pass":
            self.passes += 1
            self.note(f"Player {seat + 1} passes")
        else:
            self.passes = 0
            self.hands[seat].remove(action.card)
            self.piles[seat] += int(action.card[1:])
            self.note(f"Player {seat + 1} plays a card", seat, f"You play {NAMES[action.card]}")
        if self.passes >= 2 or not any(self.hands):
            self.over = True
            self.note(f"Game over: piles {self.piles[0]} to {self.piles[1]}")
        else:
            self.turn = 1 - seat

    def observation(self, player):
        return ToyObservation(game=self.info.id, player=player, current_player=self.current_player,
                              is_over=self.over, winner=self.winner, phase="main",
                              hand=list(self.hands[player]), hand_sizes=[len(h) for h in self.hands],
                              piles=list(self.piles))

    def to_dict(self):
        return {"hands": self.hands, "piles": self.piles, "turn": self.turn, "passes": self.passes, "over": self.over}

    @classmethod
    def from_dict(cls, info, data):
        state = cls(info, None, data["hands"], data["turn"])
        state.piles, state.passes, state.over = data["piles"], data["passes"], data["over"]
        return state


def new_game(info, players, seed, variant, decks, shuffle, first_player):
    state = State(info, seed, [[], []])
    cards = list(NAMES)
    if shuffle:
        state.rng.shuffle(cards)
    state.hands = [cards[:3], cards[3:]]
    state.turn = state.rng.randrange(2) if first_player is None else first_player
    return state
