"""Rules of the draw game (see the package docstring)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from tanuki_table.core.engine import Action, ActionCache, GameState, Observation

NAMES = {f"d{n}": f"Drawn{n}" for n in range(1, 9)}


class Card(BaseModel):
    id: str
    name: str


def load_cards(folder: Any = None) -> list[Card]:
    return [Card(id=i, name=n) for i, n in NAMES.items()]


def validate_file(path: Any) -> None:
    return None


class Move(Action):
    card: str | None = None

    def card_ids(self) -> tuple[str, ...]:
        return (self.card,) if self.card else ()


class DrawObservation(Observation):
    piles: list[list[str]]
    deck_size: int


_CACHE = ActionCache()


class State(GameState):
    def __init__(self, info, seed, deck, first=0):
        super().__init__(info, seed)
        self.players = 2
        self.deck = deck
        self.hands = [[], []]
        self.piles = [[], []]
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
        if not self.over:
            return None
        a, b = (sum(int(c[1:]) for c in p) for p in self.piles)
        return None if a == b else (0 if a > b else 1)

    def _legal_actions(self):
        acts = []
        if self.deck:
            acts.append(_CACHE.get(("draw",), lambda: Move(kind="draw", label="Draw a card")))
        acts += [_CACHE.get(("play", c), lambda c=c: Move(kind="play", label=f"Play {NAMES[c]}", card=c))
                 for c in self.hands[self.turn]]
        acts.append(_CACHE.get(("pass",), lambda: Move(kind="pass", label="Pass")))
        return acts

    def _apply(self, action):
        seat = self.turn
        if action.kind == "pass":
            self.passes += 1
            self.note(f"Player {seat + 1} passes")
        elif action.kind == "draw":
            self.passes = 0
            card = self.deck.pop()
            self.hands[seat].append(card)
            self.note(f"Player {seat + 1} draws", seat, f"You draw {NAMES[card]}")
            return  # drawing does not end the turn
        else:
            self.passes = 0
            self.hands[seat].remove(action.card)
            self.piles[seat].append(action.card)
            self.note(f"Player {seat + 1} plays {NAMES[action.card]}")
        if self.passes >= 2:
            self.over = True
            self.note("Game over")
        else:
            self.turn = 1 - seat

    def observation(self, player):
        return DrawObservation(game=self.info.id, player=player, current_player=self.current_player,
                               is_over=self.over, winner=self.winner, phase="main",
                               hand=list(self.hands[player]), hand_sizes=[len(h) for h in self.hands],
                               piles=[list(p) for p in self.piles], deck_size=len(self.deck))

    def to_dict(self):
        return {"deck": self.deck, "hands": self.hands, "piles": self.piles, "turn": self.turn,
                "passes": self.passes, "over": self.over}

    @classmethod
    def from_dict(cls, info, data):
        state = cls(info, None, data["deck"], data["turn"])
        state.hands, state.piles = data["hands"], data["piles"]
        state.passes, state.over = data["passes"], data["over"]
        return state


def new_game(info, players, seed, variant, decks, shuffle, first_player):
    deck = list(NAMES)
    state = State(info, seed, deck, 0 if first_player is None else first_player)
    if shuffle:
        state.rng.shuffle(deck)
    return state
