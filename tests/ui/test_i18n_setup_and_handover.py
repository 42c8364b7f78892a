"""Two shared words of the game screens in Polish and Japanese (issue 51): the setup dialog's
first-player rule (Tacocat's "Player 1 chooses first, in secret"; the others' coin flip) and the
phase that the hot-seat handover names ("Teraz gra: Gracz 1 · Faza Ataku: krok ataku")."""

from __future__ import annotations

import re

import pytest
from common import few, past_opening_handover, text_shown

from tanuki_table.core import i18n
from tanuki_table.core.session import Setup
from tanuki_table.games import game_ids, get_game
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import HandoverScreen
from tanuki_table.ui.screens.picker import game_text


@pytest.mark.parametrize(("code", "rule", "coin"), [
    ("pl", "Gracz 1 wybiera pierwszy, w tajemnicy", "rozstrzyga rzut monetą"),
    ("ja", "プレイヤー1が先に、ひそかに選ぶ", "コイントスで決める"),
])
def test_every_games_first_player_rule_is_translated(code, rule, coin):
    i18n.use_language(code)
    rules = {game: game_text(get_game(game).first_player_rule) for game in game_ids()}
    assert rules["tacocat"] == rule
    assert all(text == coin for game, text in rules.items() if game != "tacocat"), rules
    i18n.use_language("en")
    assert game_text(get_game("tacocat").first_player_rule) == "Player 1 chooses first, in secret"


@pytest.mark.parametrize(("code", "game"), few([(c, g) for c in ("pl", "ja") for g in ("tmnt", "animale_tattica", "tanuki_panic")],
                                              keep=[("pl", "tmnt"), ("ja", "animale_tattica"), ("pl", "tanuki_panic")]))
async def test_the_hotseat_handover_names_the_phase_in_the_language(game, code):
    """The handover after the first person's turn (Tacocat's is test_hostile_boards' and efdf8d7's)."""
    i18n.use_language(code)
    info = get_game(game)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game=game, seed=5, players=info.min_players, seats=[None] * info.min_players,
                             first_player=0))
        await pilot.pause()
        shown = await text_shown(app, pilot, "·")
        assert isinstance(app.screen, HandoverScreen), shown
        line = next(line for line in shown.splitlines() if "  ·  " in line)
        phase = line.split("  ·  ", 1)[1].strip(" ║│")
        assert phase and (code == "pl" or not re.search(r"[A-Za-z]{2}", phase)), line
        game_screen = app.screen_stack[-2]
        english = game_screen.session.state.observation(0).phase.replace("_", " ").capitalize()
        assert phase != english, (phase, english)  # the base board's English words ("Set", "Play", "Main 1")
        await past_opening_handover(app, pilot)
