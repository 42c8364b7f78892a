"""Tanuki Panic TCG: a duel of Japanese-folklore monsters (seed rulebook 000)."""

from __future__ import annotations

from .plugin import TanukiPanic

GAME = TanukiPanic(
    id="tanuki_panic",
    title="Tanuki Panic",
    blurb="A duel of folklore monsters: summon, attack, bring Energy to 0.",
    description=(
        "A duel of Japanese folklore monsters. Summon one card a turn in Attack or Defense Mode, "
        "attack with face-up Attack Mode cards, and bring your rival's Energy to 0."
    ),
    variants=("standard", "casual", "booster"),
    package=__name__,
)
