"""The language on screen (issue 51): the picker speaks the chosen language, and the Settings
screen's Language row is saved and takes effect at the next start."""

from __future__ import annotations

import pytest
from textual.widgets import Select, Static

from common import toasts
from tanuki_table.core import i18n
from tanuki_table.persistence.settings import load_settings
from tanuki_table.ui.app import TanukiApp


def _line(app: TanukiApp, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())


@pytest.mark.parametrize(("code", "head", "keys"), [
    ("en", "five card games · one keyboard", "q quit"),
    ("pl", "5 gier karcianych · jedna klawiatura", "q wyjdź"),
    ("ja", "カードゲーム5種 · キーボードひとつで", "q 終了"),
])
async def test_the_picker_speaks_the_chosen_language(code, head, keys):
    i18n.use_language(code)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert head in _line(app, "#picker-head")
        assert keys in _line(app, "#picker-keys")


async def test_the_language_chosen_in_settings_is_saved_and_said_to_come_at_the_next_start():
    i18n.use_language("ja")  # as `--lang ja`: the setting ("" at first) names another language
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(100, 40)) as pilot:
        app.prefs.open_screen()
        await pilot.pause()
        # opening the screen says nothing of the language (another notice, e.g. a slow start on a
        # busy machine, may be up already)
        assert not any("次回起動" in note.message for note in toasts(app)), "opening the screen says nothing"
        app.screen.query_one("#language", Select).value = "pl"
        await pilot.pause()
        assert app.settings.language == "pl"
        assert any("次回起動" in note.message for note in toasts(app)), "said in the language in use"
        assert i18n.current_language() == "ja", "this run keeps its language"
        await pilot.press("escape")
        await pilot.pause()
    saved, problem = load_settings()
    assert problem is None and saved.language == "pl"
    i18n.reset()
    assert i18n.current_language() == "pl"
