"""Issue 51: the networked table's words and plain mode in Polish and Japanese."""

from __future__ import annotations

import io

import pytest

from tanuki_table.cli.plain import PlainGame
from tanuki_table.core import i18n
from tanuki_table.core.i18n import _, ngettext
from tanuki_table.core.session import Setup
from tanuki_table.core.text import cells
from tanuki_table.net.listen import QUICK_CHOICES
from tanuki_table.net.protocol import quick_words


def speak(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    monkeypatch.setenv(i18n.ENV, language)
    i18n.reset()


class Typist(io.StringIO):
    """Answers every prompt with the first action (and Enter at handovers), to the end."""

    def readline(self, *args: object) -> str:
        return "1\n"


def plain_hotseat() -> str:
    out = io.StringIO()
    PlainGame(Setup(game="tacocat", seed=4, seats=[None, None], first_player=0), out=out, inp=Typist()).run()
    return out.getvalue()


@pytest.mark.parametrize("language, words", [
    ("pl", ["Przekaż klawiaturę: Gracz 2.", "Wpisz numer ruchu albo help", "Koniec gry: "]),
    ("ja", ["キーボードをプレイヤー2に渡してください", "番号を入力して行動してください", "ゲーム終了："]),
])
def test_plain_mode_speaks_the_chosen_language(monkeypatch, language, words):
    speak(monkeypatch, language)
    text = plain_hotseat()
    for word in words:
        assert word in text
    assert "Pass the keyboard" not in text and "Type a number to act" not in text and "The game is over" not in text


def test_plain_mode_in_english_is_unchanged():
    text = plain_hotseat()
    assert "Pass the keyboard to Player 2. Press Enter when Player 2 is ready." in text
    assert "The game is over: " in text


@pytest.mark.parametrize("language, table, joined, good_game", [
    ("pl", "Zamknij stół", "Ann dołącza do stołu.", "Dobra gra"),
    ("ja", "テーブルを閉じる", "Annがテーブルに参加しました。", "いい試合でした"),
])
def test_table_messages_and_quick_words_are_translated(monkeypatch, language, table, joined, good_game):
    speak(monkeypatch, language)
    assert _("Close the table") == table
    assert _("{name} joined the table.").format(name="Ann") == joined
    assert quick_words("good game").capitalize() == good_game
    assert quick_words("not a quick message") == "not a quick message"
    assert QUICK_CHOICES[0][2] == "good game"  # the wire keeps the English words


def test_polish_counts_cards_in_three_forms_and_japanese_in_cells(monkeypatch):
    speak(monkeypatch, "pl")
    told = [ngettext("{count} card", "{count} cards", n).format(count=n) for n in (1, 2, 5, 22, 25)]
    assert told == ["1 karta", "2 karty", "5 kart", "22 karty", "25 kart"]
    speak(monkeypatch, "ja")
    waiting = _("Waiting for {name} to join…").format(name="Ann")
    assert waiting == "Annの参加を待っています…"
    assert cells(waiting) == 3 + 2 * 10 + 1  # "Ann", ten wide characters, "…"


@pytest.mark.parametrize("language, lines", [
    ("pl", ["Czekamy, aż Bob połączy się ponownie.", "Bob mówi: chwileczkę.", "Bob wraca."]),
    ("ja", ["Bobの再接続を待っています。", "Bob：ちょっと待って。", "Bobが戻りました。"]),
])
def test_a_plain_seat_at_a_table_speaks_the_chosen_language(monkeypatch, language, lines):
    from net.test_invitations_and_wire import plain_seat
    from tanuki_table.net.protocol import Presence, Said

    speak(monkeypatch, language)
    out = io.StringIO()
    seat = plain_seat(out)
    seat.apply(Presence(seats=["here", "away"], names=["Ann", "Bob"]))
    seat.apply(Said(seat=1, say="one moment"))
    seat.apply(Presence(seats=["here", "here"], names=["Ann", "Bob"]))
    assert out.getvalue().splitlines() == lines


@pytest.mark.parametrize("language", ["pl", "ja"])
def test_two_plain_seats_play_a_whole_table_game_with_no_english_line(monkeypatch, language):
    import threading

    from net.tablekit import hosted
    from net.test_whole_games import play_plain

    speak(monkeypatch, language)
    with hosted(Setup(game="tacocat", seed=4, seats=[None, None])) as table:
        results: dict = {}
        seats = [threading.Thread(target=play_plain, args=(table.seats[n], name, n, results))
                 for n, name in enumerate(("Ann", "Bob"))]
        for thread in seats:
            thread.start()
        for thread in seats:
            thread.join(60)
    english = ("at a table", "Seats:", "Type a number", "The game is over", "You left", "Rematch?", "says:",
               "Waiting for", "You chose")
    for name in ("Ann", "Bob"):
        text = results[name][1].getvalue()
        assert _("The game is over: {result}").split("{")[0] in text, text[-2000:]
        for words in english:
            assert words not in text, (words, text[:3000])
