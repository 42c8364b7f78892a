"""The collection: a JSON file in the data folder that packs opened in the app add to; the
browser reads it (is:owned, Owned column) and the booster variant can be played from it."""

from __future__ import annotations

import json
from collections import Counter

from tanuki_table.cards import collection
from tanuki_table.cards import decks
from tanuki_table.ui.app import TanukiApp
from tests.browser.conftest import engine_or_skip


def test_collection_is_a_json_file_in_the_data_folder() -> None:
    collection.add_cards("tanuki_panic", ["kappa", "kappa", "kintaro"])
    body = json.loads(collection.collection_file().read_text())
    assert body == {"version": 1, "games": {"tanuki_panic": {"kappa": 2, "kintaro": 1}}}
    assert collection.collection_file().parent == decks.data_dir()
    assert collection.owned_counts(["tanuki_panic", "tmnt"]) == {("tanuki_panic", "kappa"): 2,
                                                                ("tanuki_panic", "kintaro"): 1}


def test_a_damaged_collection_file_reads_as_empty_and_bad_counts_are_dropped() -> None:
    path = collection.collection_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{broken")
    assert collection.owned("tmnt") == {}
    path.write_text(json.dumps({"games": {"tmnt": {"leo": -3, "raph": True, "mikey": 2}}}))
    assert collection.owned("tmnt") == {"mikey": 2}


def test_older_per_game_collection_files_are_read() -> None:
    legacy = decks.data_dir() / "collection" / "tmnt.txt"
    legacy.parent.mkdir(parents=True)
    legacy.write_text("2 leonardo\n")
    assert collection.owned("tmnt") == {"leonardo": 2}
    assert collection.add_cards("tmnt", ["leonardo"]) == {"leonardo": 3}


async def test_opening_packs_collects_your_pack_and_k_plays_from_the_collection() -> None:
    engine_or_skip("tanuki_panic")
    from tanuki_table.ui.screens.booster_screen import BoosterScreen
    from tanuki_table.ui.screens.game.game_screen import GameScreen

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = BoosterScreen("tanuki_panic", seed=5, reveal_delay=0)
        app.push_screen(screen)
        await pilot.pause()
        assert Counter(collection.owned_pool("tanuki_panic")) == Counter(screen.packs[0])
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        setup = app.screen.session.setup
        assert setup.variant == "booster" and Counter(setup.decks[0]) == Counter(screen.packs[0])
