"""The steps of a Tacocat round on a `State`: deal, exchange, duel, tricks, reveal, move.

The moves run inside `apply()` after the legality check; the automatic steps (draws, reveals,
the next deal) follow on by themselves, each emitting an event (story.py words it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Sequence

from tanuki_table.core import simultaneous

from .actions import take_ranks

if TYPE_CHECKING:
    from .actions import TacocatAction
    from .state import State


class Trick(NamedTuple):
    """A finished trick: who attacked with what, and how each attacking card was answered (the
    fields as in `observation.TrickView`)."""

    attacker: int
    attack: tuple[str, ...]
    jumbo: str
    answers: tuple[str, ...]
    answer_kinds: tuple[str, ...]
    defended: bool


# --- deal -----------------------------------------------------------------------------
def new_round(state: State) -> None:
    """Gather and shuffle the whole deck, deal the Tacocat space's number to each player."""
    state.round += 1
    deck = list(state.order)
    if state.shuffle:
        state.rng.shuffle(deck)
    size = state.spaces[state.cat]
    key = state.hand_key.__getitem__
    state.hands = [sorted(deck[:size], key=key), sorted(deck[size : 2 * size], key=key)]
    state.draw = deck[2 * size :]
    state.discard = []
    arrows = state.arrows[state.cat]
    state.together = len(arrows) == 2
    first = state.first_seat if state.together else arrows[0]
    state.choosers = [first, 1 - first]
    state.step = 0
    state.pending_exchange, state.pending_duel = simultaneous.empty(2), simultaneous.empty(2)
    state.exchanged = [None, None]
    state.last_duel = []
    state.attacker = None
    state.attack, state.answers, state.answer_kinds, state.jumbo = [], [], [], ""
    state.last_trick = None
    state.phase = "exchange"
    state.turn = first
    state.emit("round", None, state.round, size, state.together, first)


# --- exchange -------------------------------------------------------------------------
def _give_away(state: State, seat: int, ranks: Sequence[int], shown: bool = False) -> None:
    hand = state.hands[seat]
    rank = state.rank
    gone = take_ranks(hand, rank, ranks)
    n = len(gone)
    drawn = state.draw[:n]
    del state.draw[:n]
    state.discard.extend(gone)
    hand.extend(drawn)
    hand.sort(key=state.hand_key.__getitem__)
    state.exchanged[seat] = n
    if n:
        drawn_ranks = tuple(sorted(map(rank.__getitem__, drawn)))
        state.emit("exchanged_shown" if shown else "exchanged", seat, n, tuple(ranks), hidden=(drawn_ranks,))
    else:
        state.emit("exchanged_none_shown" if shown else "exchanged_none", seat)


def exchange(state: State, action: TacocatAction) -> None:
    seat = state.turn
    if not state.together:
        _give_away(state, seat, action.ranks)
    else:  # secret choices, both carried out once the second is made
        simultaneous.choose(state.pending_exchange, seat, list(action.ranks))
        if state.step == 0:
            state.emit("chose", seat, hidden=(len(action.ranks), tuple(action.ranks)))
        else:
            shown = simultaneous.reveal(state.pending_exchange)
            for s in state.choosers:
                _give_away(state, s, shown[s] or (), shown=True)
    if state.step == 0:
        state.step = 1
        state.turn = state.choosers[1]
    else:  # the duel starts
        state.phase = "duel"
        state.step = 0
        state.pending_duel = simultaneous.empty(2)
        state.turn = state.choosers[0]
        state.emit("duel")


# --- duel -----------------------------------------------------------------------------


def duel(state: State, action: TacocatAction) -> None:
    seat = state.turn
    card = action.card
    assert card is not None
    simultaneous.choose(state.pending_duel, seat, card)
    if state.step == 0:
        state.emit("duel_card", seat, hidden=(action.ranks[0],))
        state.step = 1
        state.turn = state.choosers[1]
        return
    shown = [c for c in simultaneous.reveal(state.pending_duel) if c is not None]
    for s in (0, 1):
        state.hands[s].remove(shown[s])
    state.discard.extend(shown)
    a, b = state.rank[shown[0]], state.rank[shown[1]]
    state.last_duel = [a, b]
    if a == b:
        if len(state.hands[0]) <= 1:
            state.emit("duel_tie_last", None, a)
            _final_reveal(state)
            return
        state.emit("duel_tie", None, a)
        state.step = 0
        state.turn = state.choosers[0]
        return
    lead = 0 if a > b else 1
    state.emit("duel_shown", lead, 0, a, 1, b)
    if _next_trick(state, lead):
        state.emit("play", lead)


# --- tricks ---------------------------------------------------------------------------
def attack(state: State, action: TacocatAction) -> None:
    seat = state.turn
    played = list(action.card_ids())
    hand = state.hands[seat]
    for c in played:
        hand.remove(c)
    state.discard.extend(played)
    state.attack = played
    state.jumbo = action.jumbo
    state.answers, state.answer_kinds = [], []
    state.attacker = seat
    state.emit("attack", seat, action.ranks[0], action.jumbo, tuple(action.ranks))
    state.phase = "play_defend"
    state.turn = 1 - seat


def answer(state: State, action: TacocatAction) -> None:
    seat = state.turn
    card = action.card
    assert card is not None
    kind = action.kind
    state.hands[seat].remove(card)
    state.discard.append(card)
    answers = state.answers
    answers.append(card)
    state.answer_kinds.append(kind)
    attack = state.attack
    done = len(answers)
    state.emit(kind, seat, action.ranks[0], state.rank[attack[done - 1]])  # "defend" or "sacrifice"
    if done < len(attack):
        return
    held = "sacrifice" not in state.answer_kinds
    attacker = 1 - seat
    lead = seat if held else attacker
    state.last_trick = Trick(
        attacker, tuple(state.attack), state.jumbo, tuple(state.answers), tuple(state.answer_kinds), held
    )
    state.attack, state.answers, state.answer_kinds, state.jumbo = [], [], [], ""
    state.emit("held" if held else "lead", lead)
    _next_trick(state, lead)


def _next_trick(state: State, lead: int) -> bool:
    """`lead` attacks next; with one card left in each hand, the final reveal comes instead (False)."""
    if len(state.hands[0]) <= 1:
        _final_reveal(state)
        return False
    state.phase = "play_attack"
    state.attacker = lead
    state.turn = lead
    return True


# --- end of round ---------------------------------------------------------------------
def _final_reveal(state: State) -> None:
    last = [state.hands[0][0], state.hands[1][0]]
    state.hands = [[], []]
    state.discard.extend(last)
    a, b = state.rank[last[0]], state.rank[last[1]]
    state.last_reveal = [a, b]
    state.phase = "reveal"
    state.emit("reveal", None, 0, a, 1, b)
    if a != b:
        state.round_winner = 0 if a < b else 1
    else:
        arrows = state.arrows[state.cat]
        if state.variant == "tie_to_arrow" and len(arrows) == 1:
            state.round_winner = arrows[0]
            state.emit("tie_arrow", arrows[0])
        else:
            state.round_winner = None
            state.emit("tie_again")
            new_round(state)
            return
    _move(state, state.round_winner)


def _move(state: State, seat: int) -> None:
    """Move the Tacocat one open space toward `seat`'s goal and cover the space it left."""
    step = -1 if seat == 0 else 1
    start = state.cat
    spot = start + step
    while 0 <= spot < len(state.spaces) and state.covered[spot]:
        spot += step
    state.covered[start] = True
    state.cat = spot
    skipped = abs(spot - start) - 1
    home = spot in (-1, len(state.spaces))
    state.emit("round_won", seat, state.goals[seat] if home else "", 0 if home else state.spaces[spot], skipped > 0)
    if home:
        state.over = True
        state.won = seat
        state.phase = "reveal"
        state.emit("game_won", seat)
        return
    new_round(state)
