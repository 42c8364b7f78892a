"""The card browser's first paint stays cheap: every card in the table, no engine loaded.

Timing is measured by `benchmarks/startup.py` (issue 7: within 1.5x of the picker's first paint);
these tests guard the reasons it is fast, which do not depend on how busy the machine is.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

_CHILD = r"""
import json, sys
from tanuki_table.ui.app import TanukiApp

class Timed(TanukiApp):
    def on_mount(self):
        super().on_mount()
        self.open_cards(None)
        self.screen_stack[-1].call_after_refresh(self.painted)

    def painted(self):
        from tanuki_table.ui.screens.browser import CardBrowser
        browser = self.screen.query_one(CardBrowser)
        heavy = sorted(m for m in sys.modules if m in ("pydantic", "yaml") or m.endswith(".engine"))
        self.exit(json.dumps({"rows": browser.table.row_count, "cards": len(browser.catalogue.records),
                              "games": len({r.game for r in browser.catalogue.records}), "heavy": heavy,
                              "card": browser.current.name if browser.current else None}))

print(Timed().run(headless=True, size=(120, 40)))
"""


def _first_paint() -> dict[str, object]:
    out = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True, timeout=120, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_first_paint_holds_every_card_and_loads_no_engine_once_cached(data_home: Path) -> None:
    cold = _first_paint()  # an empty cache: the engines load once and the cache is written
    warm = _first_paint()
    assert cold["rows"] == cold["cards"] == warm["rows"] == warm["cards"]
    assert warm["games"] == cold["games"] and int(warm["cards"]) > 0  # type: ignore[call-overload]
    assert warm["card"] == cold["card"] and warm["card"]  # the detail pane draws the first card
    assert warm["heavy"] == []  # no pydantic, no YAML reader, no engine before the first paint
