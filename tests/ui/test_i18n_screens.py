"""The screens outside the game boards in Polish and Japanese (issue 51): the picker, the Settings
screen and a setup dialog, on the real screen at 80x24 and 120x40. Each shows its own words whole
(nothing cut), none of the English words marked for it, and no line wider than the screen (a
Japanese character counts two cells)."""

from __future__ import annotations


import pytest
from textual.containers import VerticalScroll

from tanuki_table.core import i18n
from tanuki_table.games import get_game
from tanuki_table.ui.app import TanukiApp
from tests.common import all_shown, few, fits, screen_text, text_shown, speaks

SIZES = [(80, 24), (120, 40)]

PICKER = {
    "pl": ["5 gier karcianych · jedna klawiatura", "Gry", "graj z botem", "przeczytaj zasady", "buduj talie",
           "r zasady", "q wyjdź", "(2–4 gracze)"],
    "ja": ["カードゲーム5種", "ゲーム", "ボットと対戦", "ルールを読む", "デッキを組む", "r ルール", "q 終了", "（2–4人）"],
}
SETTINGS = {
    "pl": ["Ustawienia", "Zapisywane w", "Język", "Motyw", "Bot proponowany najpierw", "normalny",
           "Pauza między ruchami bota", "0.6 s", "esc Gotowe"],
    "ja": ["設定", "保存先:", "言語", "テーマ", "最初に選ばれるボット", "ふつう", "ボットの手の間隔", "0.6 秒",
           "esc 完了"],
}
SETUP = {
    "pl": ["Nowa gra: Animale Tattica", "Gracze", "Wariant", "Miejsce 1", "Człowiek", "Zwierzę 1", "Bot: normalny",
           "Kto zaczyna", "Zasada gry (rozstrzyga rzut monetą)", "Start (Enter)", "Anuluj (esc)", "esc Anuluj"],
    "ja": ["新しいゲーム: Animale Tattica", "人数", "バリアント", "席 1", "動物 1", "ボット: ふつう", "先手",
           "ゲームのルール（コイントスで決める）", "開始 (Enter)", "キャンセル (esc)", "esc キャンセル"],
}
ENGLISH = {
    "picker": ["card games", "play against the bot", "read the rules", "browse the cards", "build decks", "q quit",
               "players)", "Variants:"],
    "settings": ["Settings", "Saved in", "Language", "Theme", "Bot offered first", "Pause between", "Auto-pass",
                 "Bell when", "Finished games kept", "Done"],
    "setup": ["New game of", "Players", "Variant", "Seat 1", "Person", "Animal 1", "Bot: normal", "Who starts",
              "The game's rule", "decided by a coin flip", "Cancel"],
}


@pytest.mark.parametrize(("code", "size"), few([(c, s) for c in ("pl", "ja") for s in SIZES],
                                              keep=[("pl", (80, 24)), ("ja", (120, 40))]), ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v)
async def test_picker_settings_and_setup_speak_the_language_and_fit(code, size):
    i18n.use_language(code)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await pilot.press("down", "down", "down")  # Animale Tattica: 2-4 players, animals, the default first player
        text = await all_shown(app, pilot, PICKER[code])
        speaks(text, PICKER[code], ENGLISH["picker"])
        fits(text, size[0])

        await pilot.press("s")
        text = await all_shown(app, pilot, SETTINGS[code])
        speaks(text, SETTINGS[code], ENGLISH["settings"][:5])  # the first rows, and the footer's key
        fits(text, size[0])
        labels = " ".join(str(label.render()) for label in app.screen.query("Label"))
        speaks(labels, [], ENGLISH["settings"])  # every row's label, scrolled into view or not
        await pilot.press("escape")

        app.open_setup(get_game("animale_tattica"))
        top = await all_shown(app, pilot, SETUP[code][:2] + SETUP[code][-1:])  # the dialog is drawn
        app.screen.query_one(VerticalScroll).scroll_end(animate=False)  # at 80x24 the buttons are below
        bottom = await all_shown(app, pilot, SETUP[code][-3:-1])  # its buttons
        for text in (top, bottom):
            fits(text, size[0])
        speaks(top + "\n" + bottom, SETUP[code], ENGLISH["setup"])


async def test_a_polish_number_takes_its_plural_form_on_screen():
    """The picker's player counts and the saved games' move counts (1 ruch, 2 ruchy, 5 ruchów)."""
    i18n.use_language("pl")
    from tanuki_table.core.i18n import ngettext

    forms = [ngettext("{count} move", "{count} moves", n).format(count=n) for n in (1, 2, 5, 22, 25)]
    assert forms == ["1 ruch", "2 ruchy", "5 ruchów", "22 ruchy", "25 ruchów"]
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("down", "down", "down")
        assert "(2–4 gracze)" in await text_shown(app, pilot, "gracze")
