"""What a play-test in Polish and Japanese found (issue 51), one test each: words left in English
(the hint once cards are selected, the palette, "Why?"), Japanese lines that began with "。",
Polish that did not agree ("Pole: pusty", "prowadzi Ty") and a Japanese counter ("89つ")."""

from __future__ import annotations

import re

from common import screen_text, text_shown

from tanuki_table.core import i18n
from tanuki_table.core.i18n import ngettext
from tanuki_table.core.session import Setup
from tanuki_table.core.text import NO_LINE_START, cells, chop
from tanuki_table.games import get_game
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.ui.screens.game.palette import GameCommands, kind_word
from tanuki_table.ui.screens.game.why import why_lines

STORY = ("第1ラウンド：各自7枚。交換：2人とも秘密で選び、その後両方の交換が表向きで公開される。"
         "あなたはアタック「素早い受け流し」を足す（+2）。ボット（かんたん）がラウンドに勝った。タコキャットは"
         "ボット（かんたん）のゴールWOWに入る。")


def test_our_own_chop_never_begins_a_japanese_line_with_a_full_stop():
    """`core.text.chop` (the strips and boxes we cut ourselves) keeps Japanese line-breaking rules;
    Rich's and Textual's own wrapping is theirs: we do not patch it (no private API)."""
    for width in range(12, 60):
        pieces = chop(STORY, width)
        assert "".join(pieces) == STORY and all(cells(p) <= width for p in pieces)
        assert all(p[0] not in NO_LINE_START for p in pieces[1:]), (width, pieces)


async def test_selected_cards_hint_and_the_palette_speak_polish():
    i18n.use_language("pl")
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(Setup(game="tacocat", seed=3, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        while not game.session.state.observation(0).phase == "duel":
            await pilot.press("p")  # exchange nothing (and close the first-game guide's way)
            await pilot.pause()
        await pilot.press("escape")
        game.query_one("#hand").focus()
        await pilot.press("enter")  # the actions of the card under the cursor
        text = await text_shown(app, pilot, "akcja dla:")
        assert "its key confirms" not in text and "escape shows all" not in text
        assert re.search(r"1 akcja dla: .* · jej klawisz potwierdza", text), text

        await pilot.press("ctrl+p")
        await pilot.pause()
        placeholder = app.screen.query_one("Input").placeholder
        assert placeholder == "Szukaj poleceń…"
        helps = [help_text for _label, _call, help_text in GameCommands(game)._entries()]
        assert "pojedynek" in helps and "duel" not in helps


def test_every_move_kind_has_its_word_in_both_languages():
    kinds = ["add_attack", "attack", "change_position", "choose_animal", "choose_leader", "counter", "defend",
             "discard", "duel", "effect", "end_turn", "event", "exchange", "item", "keep", "keep_spirit", "move",
             "pass", "place", "place_leader", "play", "retreat", "revive", "sacrifice", "set", "summon"]
    english = [kind_word(k) for k in kinds]
    assert english == [k.replace("_", " ") for k in kinds]
    for code in ("pl", "ja"):
        i18n.use_language(code)
        assert not set(kind_word(k) for k in kinds) & set(english) - {"pas"}, code


def test_why_speaks_japanese_and_polish():
    i18n.use_language("ja")
    lines = why_lines([("Duel with 9: duels with its highest card", 0, None)], "Duel with 9", ["ボットが出した。"],
                      reveal=False)
    assert lines == ["あなたから見えたその手：", "  ボットが出した。", "従ったルール：いちばん高いカードで決闘する。"]
    assert why_lines([], None, [], reveal=False) == ["このボットは決まったルールで打ち、直前の手の理由を示さなかった。"]
    i18n.use_language("pl")
    searched = why_lines([("Duel with 9", 5, 0.5), ("Duel with 4", 2, 0.25)], "Duel with 9", [], reveal=False)
    assert searched == ["Jego ruch, tak jak go widziałeś:", "  (nic, co mogłeś zobaczyć)",
                        "Spodziewał się wygrać tym ruchem w 50% przypadków (na 5 próbnych gier).",
                        "Rozważał też 1 inny ruch. Po końcu gry w pokaże każdy rozważany ruch (teraz lista zdradziłaby "
                        "karty, których nie widziałeś)."]


def test_animale_tattica_field_line_agrees_in_polish():
    i18n.use_language("pl")
    info = get_game("animale_tattica")
    state = info.new_game(players=3, seed=1, first_player=0)
    while state.observation(0).phase != "play":
        state.apply(state.legal_actions()[0])
    board = info.board()(info, ["Ty", "Bot 2 (łatwy)", "Bot 3 (łatwy)"])
    board.obs = state.observation(0)
    line = board._field_line(board.obs, board.obs.field, board.obs.lead, "Pole", 0).plain
    assert "Pole: puste" in line and "pusty" not in line, line
    assert "prowadzenie: Ty" in line and "prowadzi Ty" not in line, line


def test_a_japanese_count_of_moves_takes_a_counter_for_any_number():
    i18n.use_language("ja")
    hint = ngettext("{keys} · space selects cards: {count} more move uses several cards together",
                    "{keys} · space selects cards: {count} more moves use several cards together", 89)
    assert hint.format(keys="1-9 行動", count=89).endswith("あと89手")


def test_tacocat_goal_sentence_needs_no_polish_genitive_of_a_name():
    i18n.use_language("pl")
    said = i18n.gettext("The Tacocat moves into {goal}, {actor}'s goal.").format(goal="YAY", actor="Gracz 1")
    assert said == "Tacocat wchodzi do bramki YAY (pole docelowe: Gracz 1)."
    assert "gracza Gracz" not in said


def test_animale_tattica_seat_names_in_japanese_are_whole_at_80_columns():
    i18n.use_language("ja")
    info = get_game("animale_tattica")
    state = info.new_game(players=4, seed=1, first_player=0, variant="tournament")
    names = ["あなた", "ボット2（かんたん）", "ボット3（かんたん）", "ボット4（かんたん）"]
    board = info.board()(info, names)
    obs = state.observation(0)
    lines = [board._seat_line(obs, seat, wide=False).plain for seat in range(4)]
    for seat, line in enumerate(lines[1:], 1):
        assert names[seat] in line, line
        assert cells(line) <= 78, line
    long = info.board()(info, ["あなた", "とてもとても長い名前のボットさん", "B", "C"])
    assert "とてもとても長い名…" in long._seat_line(obs, 1, wide=False).plain


def test_why_after_the_game_lists_the_weighed_moves_in_the_apps_language():
    i18n.use_language("pl")
    words = {"Duel with 9": "Pojedynek: 9", "Duel with 4": "Pojedynek: 4"}
    over = why_lines([("Duel with 9", 5, 0.5), ("Duel with 4", 2, 0.25)], "Duel with 9", [], reveal=True, words=words)
    assert any("Pojedynek: 9" in line for line in over) and not any("Duel with" in line for line in over), over
