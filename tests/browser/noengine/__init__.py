"""A registered game whose rules engine does not exist yet (the browser must skip it)."""

from __future__ import annotations

from tanuki_table.engine import GameInfo

GAME = GameInfo(
    id="noengine", title="No Engine Yet", blurb="", description="", variants=("standard",),
    package="tests.browser.noengine",
)
