"""Reading Tanuki Panic at the table: the card inspector's view of a card, and a heuristic
evaluation of a position for search bots."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from tanuki_table.cards.words import card_text
from tanuki_table.core.i18n import _, current_language
from tanuki_table.core.plugin import CardView, Stat

from . import words

if TYPE_CHECKING:
    from .observation import TPObservation

    from .plugin import TanukiPanic
    from .state import State


def card_view(game: TanukiPanic, card_id: str, obs: TPObservation | None = None) -> CardView:
    """Name, ATK and DEF, rarity, the rules text every card shares, flavour; with `obs`, where the
    card is in play and the combined ATK against it this turn (Tanuki Panic has no modifiers: the
    printed numbers are the numbers in play)."""
    card = game.card(card_id)
    text = [_("No effect: ATK is used when it attacks and when it is attacked in Attack Mode; DEF when it is "
              "attacked in Defense Mode.")]
    if obs is not None:
        text += [in_play(cell.slot + 1, cell.position, seat == obs.player, seat, cell.attacked_total)
                 for seat, row in enumerate(obs.field) for cell in row if cell is not None and cell.card == card_id]
    return CardView(id=card.id, name=words.card(card.name), kind=_("Monster · {rarity}").format(
        rarity=words.rarity(card.rarity)), stats=(Stat("ATK", card.atk), Stat("DEF", card.defense)),
        text=tuple(text), flavour=card_text(words.GAME, card.flavour))


def in_play(slot: int, mode_key: str, yours: bool, seat: int, total: int) -> str:
    """Where a card is in play, for the inspector: "In play: your slot 2, Attack Mode." (another seat:
    "Player 2's slot 2" in English, "the rival's" in a translation)."""
    mode = {"attack": _("Attack Mode"), "defense": _("Defense Mode"), "facedown": _("face-down Defense Mode")}[mode_key]
    if current_language() == "en":
        whose = "your" if yours else f"Player {seat + 1}'s"
        against = f"; combined ATK against it this turn: {total}" if total else ""
        return f"In play: {whose} slot {slot}, {mode}{against}."
    if total:
        return (_("In play: your slot {slot}, {mode}; combined ATK against it this turn: {total}.") if yours else
                _("In play: the rival's slot {slot}, {mode}; combined ATK against it this turn: {total}.")).format(
            slot=slot, mode=mode, total=total)
    text = _("In play: your slot {slot}, {mode}.") if yours else _("In play: the rival's slot {slot}, {mode}.")
    return text.format(slot=slot, mode=mode)


def evaluate(state: State, seat: int) -> float:
    """A heuristic chance in [0, 1] that `seat` wins (for a search bot's depth cap): the position's
    `share`, and where an empty deck loses, the deck-out clock."""
    chance = share(state, seat)
    if state.is_over or state.rules.empty_deck != "lose" or state.phase == "setup":
        return chance
    # the deck-out clock: the first seat to start a turn with an empty deck loses (nearer weighs more)
    active = state.active
    fatal = [2 * len(state.decks[s]) + (1 if s != active else 2) for s in (0, 1)]
    near = min(fatal)
    clock_winner = 1 if fatal[0] < fatal[1] else 0
    weight = math.exp(-near / 8.0)
    return (1.0 - weight) * chance + weight * (1.0 if clock_winner == seat else 0.0)


def share(state: State, seat: int) -> float:
    """A heuristic chance in [0, 1] that `seat` wins: Energy share, then the cards in play and in hand."""
    if state.is_over:
        return 0.5 if state.winner is None else float(state.winner == seat)
    cat = state.cat
    score = [0.0, 0.0]
    for side in (0, 1):
        power = sum(max(cat.atk(c.card), cat.defense(c.card)) for c in state.fields[side] if c)
        score[side] = state.energy[side] + 0.5 * power + 100 * (len(state.hands[side]) + len(state.decks[side]) ** 0.5)
    total = score[0] + score[1]
    return 0.5 if total <= 0 else score[seat] / total
