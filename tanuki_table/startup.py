"""What `tanuki-table` leaves unloaded until it is needed: the one list behind the imports inside
functions.

A player who types `tanuki-table` waits for the picker, so the start loads only the picker, the
games' plug-in objects (not their engines or card files) and the settings. Everything below loads
the first time something needs it, by an import inside the function that needs it; such an import
needs no comment of its own, because this list says why. An import inside a function of anything
NOT listed here must say why in a comment (usually an import cycle it breaks).

`tests/core/test_deferred_imports.py` holds the list to the truth both ways: a real start of the
command to the picker's first paint loads none of these modules, and every import inside a function
is of a listed module or explains itself. `benchmarks/process_startup.py` measures what it buys.
"""

from __future__ import annotations

DEFERRED: dict[str, str] = {
    # libraries
    "json": "the first settings file, save, replay or card cache read (a first start reads none)",
    "pydantic": "card, deck and save validation: with the first card file, deck or save read",
    "yaml": "card files: with a game's cards",
    "sqlite3": "the match history: at a game's end or on the stats screen",
    "hashlib": "save checksums and card-data fingerprints: with the first save read or written",
    "secrets": "a new save's file name",
    "csv": "card tables written as CSV",
    "regex": "card searches with a /regex/",
    "inflect": "a story line's grammar: with a game's log",
    "markdown_it": "rules pages in plain mode (`?`)",
    "shtab": "shell completion: `--print-completion` only",
    "importlib.metadata": "games from other installed packages: only when one declares some",
    "rich.progress": "progress bars of sim, ladder and balance",
    "shlex": "`serve`",
    "webbrowser": "`serve --open`",
    "gettext": "a language other than English: its catalogue (`core.catalogues`)",
    "babel": "a language's `.po` compiled into the cache (a source checkout's first start in it)",
    "typeguard": "inflect (it checks types with typeguard): with the first story line",
    "aiohttp": "`serve`, `host` and `join`",
    "aiohttp_jinja2": "`serve`",
    "jinja2": "`serve`",
    "textual_serve": "`serve`",
    # bots, engines and card data
    "tanuki_table.bots": "the bots: with the first game against one",
    "tanuki_table.games.*.*": "a game's engine, board and bots, when it is played (not its `plugin`)",
    "tanuki_table.cards.booster": "booster packs",
    "tanuki_table.cards.catalogue": "a game's cards",
    "tanuki_table.cards.collection": "the card collection",
    "tanuki_table.cards.data": "card files (YAML, pydantic)",
    "tanuki_table.cards.deckfile": "deck files",
    "tanuki_table.cards.decks": "saved decks",
    "tanuki_table.cards.folding": "card search",
    "tanuki_table.cards.query": "card search",
    "tanuki_table.cards.setups": "the new-game setup",
    "tanuki_table.cards.validate": "`validate`",
    # a game being played
    "tanuki_table.core.catalogues": "a language other than English, when chosen",
    "tanuki_table.core.concession": "a conceded game",
    "tanuki_table.core.effects": "card effects",
    "tanuki_table.core.events": "a game's events: with the first game started or save read",
    "tanuki_table.core.grammar": "the story's sentences",
    "tanuki_table.core.narration": "the story's sentences",
    "tanuki_table.core.session": "a game being played",
    "tanuki_table.core.telling": "the story's sentences",
    "tanuki_table.core.undo": "undo",
    "tanuki_table.persistence.history": "the match history",
    "tanuki_table.persistence.save_format": "saved games: read when the saves folder holds some",
    "tanuki_table.persistence.saves": "saved games: read when the saves folder holds some",
    "tanuki_table.persistence.replay": "replays",
    "tanuki_table.persistence.settings": "the settings screen and bot delay",
    "tanuki_table.persistence.userpaths": "files the player names",
    # screens other than the picker, and the commands other than the app
    "tanuki_table.ui.screens.booster_screen": "its screen, when opened",
    "tanuki_table.ui.screens.browser": "its screen, when opened",
    "tanuki_table.ui.dialogs.deck_dialogs": "its screen, when opened",
    "tanuki_table.ui.screens.deckbuilder": "its screen, when opened",
    "tanuki_table.ui.dialogs.boxes": "its screen, when opened",
    "tanuki_table.ui.screens.game": "the table, when a game starts (undo, the inspector, the guide with it)",
    "tanuki_table.ui.services.resuming": "resuming, watching and replays, when asked",
    "tanuki_table.ui.dialogs.too_small": "its screen, when the window is too small",
    "tanuki_table.ui.widgets.game_log": "the table, when a game starts",
    "tanuki_table.ui.screens.replay_list": "its screen, when opened",
    "tanuki_table.ui.screens.replay_screen": "its screen, when opened",
    "tanuki_table.ui.dialogs.resume_screen": "its screen, when opened",
    "tanuki_table.ui.screens.settings_screen": "its screen, when opened",
    "tanuki_table.ui.dialogs.setup": "its screen, when opened",
    "tanuki_table.ui.screens.standalone": "`replay watch`",
    "tanuki_table.ui.screens.stats_screen": "its screen, when opened",
    "tanuki_table.ui.screens.watch_screen": "its screen, when opened",
    "tanuki_table.analysis": ("`sim`, `ladder`, `balance` and `stats` (the parsers of `balance` and `ladder` too: built "
                              "only for a command line that names a command)"),
    "tanuki_table.cli.serve": "`serve` (as `balance`)",
    "tanuki_table.net": ("networked play: `host`, `join`, their screens and plain seats (the parsers of `host` "
                         "and `join` too, as `balance`)"),
    "tanuki_table.cli.cardtable": "`cards`",
    "tanuki_table.cli.output": "tables printed by commands",
    "tanuki_table.cli.plain": "plain mode",
}
"""Module, or a pattern of modules (`*` is one name), -> what loads it. A listed module's own
sub-modules are deferred with it."""

LOADED_AT_START = ("tanuki_table.games.*.plugin",)
"""Exceptions to the patterns above: a game's plug-in object is what the picker lists."""


def is_deferred(module: str) -> bool:
    """Whether `module` is one that `DEFERRED` lists (or a sub-module of one), and not one of
    `LOADED_AT_START`."""
    return (not any(_matches(module, pattern) for pattern in LOADED_AT_START)
            and any(_matches(module, name) for name in DEFERRED))


def _matches(module: str, pattern: str) -> bool:
    """`module` is `pattern`'s module or one of its sub-modules (`*` standing for any one name)."""
    parts, wanted = module.split("."), pattern.split(".")
    return len(parts) >= len(wanted) and all(w in ("*", p) for w, p in zip(wanted, parts))
