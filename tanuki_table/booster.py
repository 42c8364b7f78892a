"""Booster packs for any game whose card data defines them (`card_data/<game>/booster.yaml`).

For Tanuki Panic the pack comes from the engine's own pack-opening function (the one its
`booster` variant deals with), so the browser's packs and the game's packs follow one rule. A game
with a `booster.yaml` but no such function gets packs from the generic opener here, which reads the
same file shape: `pack_size` and `slots` (rarity -> cards of that rarity per pack), no card twice.

`open_pack` returns the pack in reveal order: commonest first, rarest last. Nothing here imports
Textual, nor an engine (or pydantic) until a pack is opened: the card browser ranks rarities with
`rarity_order` at its first paint.
"""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Callable

from tanuki_table.data import card_data_dir, load_file
from tanuki_table.errors import CardDataError, TanukiError
from tanuki_table.games import get_game

if TYPE_CHECKING:
    from tanuki_table.gameinfo import GameInfo

BOOSTER_FILE = "booster.yaml"
"""The file whose presence says a game has packs."""
RARITY_ORDER = ("common", "uncommon", "rare", "super_rare", "ultra_rare", "secret_rare", "legendary")
"""Known rarity names, commonest first; others rank by how few cards have them."""
ENGINE_OPENERS = ("open_pack", "open_booster", "booster_pack", "_open_pack")
"""Names of an engine's pack-opening function, tried in this order."""


class BoosterError(TanukiError):
    """A game has no packs, or its booster table cannot be read."""


def has_packs(game_id: str) -> bool:
    """Whether the game's card data defines booster packs."""
    try:
        return (card_data_dir(game_id) / BOOSTER_FILE).is_file()
    except FileNotFoundError:
        return False


def games_with_packs() -> list[str]:
    """Ids of every registered game that has packs."""
    from tanuki_table.games import game_ids

    return [g for g in game_ids() if has_packs(g)]


def rarity_order(rarities: list[str]) -> dict[str, int]:
    """Rank of each rarity among the given card rarities (one per card): 0 = commonest.

    Known names (`RARITY_ORDER`) rank by that list; others by how few cards have them.
    """
    by_count: dict[str, int] = {}
    for rarity in rarities:
        by_count[rarity] = by_count.get(rarity, 0) + 1
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


def _engine_opener(info: GameInfo) -> Callable[..., list[str]] | None:
    try:
        engine = info.engine
    except ModuleNotFoundError:
        return None
    for name in ENGINE_OPENERS:
        opener = getattr(engine, name, None)
        if callable(opener):
            return opener
    return None


def _call_engine(opener: Callable[..., Any], rng: random.Random, seat: int) -> list[str]:
    """Call the engine's opener; the Tanuki Panic one reads only `.rng` of the state it is given."""
    if opener.__name__.startswith("_"):
        return list(opener(SimpleNamespace(rng=rng), seat, True))
    return list(opener(rng))


def _generic_pack(info: GameInfo, rng: random.Random) -> list[str]:
    path = card_data_dir(info.id) / BOOSTER_FILE
    table = load_file(path)
    if not isinstance(table, dict) or not isinstance(table.get("slots"), dict):
        raise BoosterError(f"{path}: expected 'slots: {{rarity: count}}'")
    pack: list[str] = []
    for rarity, count in table["slots"].items():
        pool = [c.id for c in info.cards() if str(getattr(c, "rarity", "")) == str(rarity)]
        if not isinstance(count, int) or count < 0:
            raise BoosterError(f"{path}: field slots.{rarity}: expected a count, found {count!r}")
        if count and not pool:
            raise BoosterError(f"{path}: no card has rarity {rarity!r}")
        pack.extend(rng.sample(pool, count) if count <= len(pool) else [rng.choice(pool) for _ in range(count)])
    return pack


def open_pack(game_id: str, seed: int | None = None, rng: random.Random | None = None, seat: int = 0) -> list[str]:
    """One pack of card ids, commonest first and rarest last (same seed, same pack)."""
    if not has_packs(game_id):
        raise BoosterError(f"{game_id} has no booster packs (no card_data/{game_id}/{BOOSTER_FILE})")
    info = get_game(game_id)
    rng = rng or random.Random(seed)
    try:
        opener = _engine_opener(info)
        pack = _call_engine(opener, rng, seat) if opener else _generic_pack(info, rng)
        rank = rarity_rank(info)
    except CardDataError as exc:
        raise BoosterError(str(exc)) from exc
    # a stable sort keeps the engine's own order within a rarity
    return sorted(pack, key=rank)


def open_packs(game_id: str, count: int, seed: int | None = None) -> list[list[str]]:
    """`count` packs from one seeded generator (one per player for the booster mini-game)."""
    rng = random.Random(seed)
    return [open_pack(game_id, rng=rng, seat=seat) for seat in range(count)]
