"""Booster packs of every game with the `packs` capability, dealt by the game's own `PackRules.open`
(as its booster variant is), in reveal order: commonest first, rarest last."""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Callable

from tanuki_table.errors import BoosterError, CardDataError
from tanuki_table.games import all_games, get_game

if TYPE_CHECKING:
    from tanuki_table.core.gameinfo import GameInfo

RARITY_ORDER = ("common", "uncommon", "rare", "super_rare", "ultra_rare", "secret_rare", "legendary")
"""Known rarity names, commonest first; others rank by how few cards have them."""

__all__ = ["BoosterError", "RARITY_ORDER", "games_with_packs", "open_pack", "open_packs",
           "rarity_order", "rarity_rank"]


def games_with_packs() -> list[str]:
    """Ids of every registered game that has packs."""
    return [g.id for g in all_games() if g.packs is not None]


def rarity_order(rarities: list[str]) -> dict[str, int]:
    """Rank of each rarity among the given card rarities (one per card): 0 = commonest."""
    by_count = Counter(rarities)
    known = len(RARITY_ORDER)
    order = sorted(by_count, key=lambda r: (RARITY_ORDER.index(r) if r in RARITY_ORDER else known, -by_count[r]))
    return {r: i for i, r in enumerate(order)}


def rarity_rank(info: GameInfo) -> Callable[[str], int]:
    """A function giving each card id's rarity rank (0 = commonest)."""
    cards = info.cards()
    rarities = [str(getattr(getattr(c, "rarity", None), "value", getattr(c, "rarity", "")) or "") for c in cards]
    rank = rarity_order(rarities)
    of_card = {c.id: rank[r] for c, r in zip(cards, rarities)}
    return lambda card_id: of_card.get(card_id, 0)


def open_pack(game_id: str, seed: int | None = None, rng: random.Random | None = None, seat: int = 0) -> list[str]:
    """One pack of card ids, commonest first and rarest last (same seed, same pack)."""
    info = get_game(game_id)
    packs = info.packs
    if packs is None:
        raise BoosterError(f"{info.title} has no booster packs")
    rng = rng or random.Random(seed)
    try:
        pack = packs.open(info, rng, seat)
        rank = rarity_rank(info)
    except CardDataError as exc:
        raise BoosterError(str(exc)) from exc
    return sorted(pack, key=rank)  # stable: the engine's own order within a rarity


def open_packs(game_id: str, count: int, seed: int | None = None) -> list[list[str]]:
    """`count` packs from one seeded generator (one per player for the booster mini-game)."""
    rng = random.Random(seed)
    return [open_pack(game_id, rng=rng, seat=seat) for seat in range(count)]
