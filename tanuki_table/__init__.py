"""Tanuki Table: card games for the terminal (the games are found in `tanuki_table.games`), hot-seat or
against a bot."""

__version__ = "0.1.0"
