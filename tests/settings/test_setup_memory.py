"""The setup dialog offers again what was chosen last time for the same game (issue 19)."""

from __future__ import annotations

from textual.widgets import Select

from tanuki_table.persistence.settings import load_settings
from tanuki_table.ui.app import TanukiApp


async def _open_setup(app, pilot, game_id: str, hotseat: bool = False):
    from tanuki_table.games import get_game

    app.open_setup(get_game(game_id), hotseat=hotseat)
    await pilot.pause()
    return app.screen


async def test_the_setup_dialog_remembers_the_last_choices_per_game():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await _open_setup(app, pilot, "tacocat")
        setup.query_one("#variant", Select).value = "tie_to_arrow"
        setup.query_one("#first", Select).value = 1
        await pilot.pause()
        setup.action_start()
        await pilot.pause()
    memory = load_settings()[0].last_setup["tacocat"]
    assert memory.variant == "tie_to_arrow" and memory.first == 1

    app = TanukiApp(bot_delay=0)  # the next run offers the same choices
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await _open_setup(app, pilot, "tacocat")
        assert setup.query_one("#variant", Select).value == "tie_to_arrow"
        assert setup.query_one("#first", Select).value == 1
        await pilot.press("escape")
        other = await _open_setup(app, pilot, "animale_tattica")  # another game keeps its own defaults
        assert other.query_one("#first", Select).value == -1


async def test_a_remembered_deck_that_was_deleted_falls_back_to_a_premade_one():
    from tanuki_table.persistence.settings import Settings, SetupMemory, save_settings

    save_settings(Settings(last_setup={"tanuki_panic": SetupMemory(decks=["Gone (yours)", "Gone"])}))
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await _open_setup(app, pilot, "tanuki_panic")
        assert setup.query_one("#deck-0", Select).value in setup.decks
