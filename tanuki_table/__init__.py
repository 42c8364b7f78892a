"""Tanuki Table: card games for the terminal (the games are found in `tanuki_table.games`), hot-seat or
against a bot."""

from __future__ import annotations

import sys
from importlib.machinery import ModuleSpec
from types import ModuleType
from typing import Sequence

__version__ = "0.1.0"


# --- the modules' old addresses ----------------------------------------------------------------------
# The modules live in layers (core/, cards/, persistence/, analysis/, cli/). `import
# tanuki_table.engine` (and every other old top-level address) still gives the moved module itself,
# so code written against the old layout keeps working; new code imports the new addresses.
MOVED = {
    "argtypes": "cli.argtypes",
    "balance": "analysis.balance",
    "balance_view": "analysis.balance_view",
    "booster": "cards.booster",
    "cardtable": "cli.cardtable",
    "catalogue": "cards.catalogue",
    "choices": "core.choices",
    "collection": "cards.collection",
    "concession": "core.concession",
    "config": "persistence.config",
    "data": "cards.data",
    "deck_trash": "cards.deck_trash",
    "deckfile": "cards.deckfile",
    "decks": "cards.decks",
    "effects": "core.effects",
    "engine": "core.engine",
    "events": "core.events",
    "folding": "cards.folding",
    "gameinfo": "core.gameinfo",
    "grammar": "core.grammar",
    "hashing": "cards.hashing",
    "history": "persistence.history",
    "housekeeping": "persistence.housekeeping",
    "ladder": "analysis.ladder",
    "narration": "core.narration",
    "output": "cli.output",
    "plain": "cli.plain",
    "plaintext": "cli.plaintext",
    "plugin": "core.plugin",
    "query": "cards.query",
    "query_syntax": "cards.query_syntax",
    "replay": "persistence.replay",
    "runner": "analysis.runner",
    "save_format": "persistence.save_format",
    "saves": "persistence.saves",
    "serve": "cli.serve",
    "session": "core.session",
    "settings": "persistence.settings",
    "setups": "cards.setups",
    "sim": "analysis.sim",
    "simultaneous": "core.simultaneous",
    "stats": "analysis.stats",
    "stats_view": "analysis.stats_view",
    "storage": "persistence.storage",
    "text": "core.text",
    "undo": "core.undo",
    "userpaths": "persistence.userpaths",
    "validate": "cards.validate",
}
"""Old module name (under `tanuki_table`) -> where it lives now."""


class _MovedModules:
    """A meta-path finder and loader that answers an old address with the module at its new one."""

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None) -> ModuleSpec | None:
        head, _, rest = fullname.partition(".")
        if head != "tanuki_table" or rest not in MOVED:
            return None
        return ModuleSpec(fullname, self)  # type: ignore[arg-type]  # a loader by protocol (importlib.abc costs start-up)

    def create_module(self, spec: ModuleSpec) -> ModuleType:
        import importlib  # deferred: only an old address needs it

        return importlib.import_module(f"tanuki_table.{MOVED[spec.name.partition('.')[2]]}")

    def exec_module(self, module: ModuleType) -> None:
        return None


sys.meta_path.append(_MovedModules())
