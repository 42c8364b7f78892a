"""Issue 13, hot-seat half: every game with two people at one keyboard, the screen scanned for
secrets after every handover and move (see `test_secrets_on_screen.py`)."""

from __future__ import annotations

import pytest
from common import few
from ui.test_secrets_on_screen import _table_id, hotseat_only, play_and_scan


@pytest.mark.parametrize(("game_id", "seats"), few(hotseat_only(), keep=[("tacocat", [None, None]), ("tmnt", [None, None])]), ids=_table_id)
async def test_no_screen_ever_shows_a_card_the_person_may_not_know(game_id, seats):
    await play_and_scan(game_id, seats)
