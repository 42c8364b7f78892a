"""The draw game's plug-in: the test kit's second game (hidden draws), in the toy game's shape."""

from __future__ import annotations

from tests.toygame.plugin import PackageRules


class DrawRules(PackageRules):
    """Draw, play, pass; the bigger pile wins."""
