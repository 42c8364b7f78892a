"""Issue 51: a saved game's line (the picker's "Resume", plain mode's offer) in the app's language.

The file keeps its summary's words in English, as before, with the facts they come from; a screen
words them again in its own language. An older file (no facts) or a broken one shows its own words."""

from __future__ import annotations

import pytest

from tanuki_table.core import i18n
from tanuki_table.core.session import Session, Setup
from tanuki_table.persistence.save_format import shown_summary, summary


def speak(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    monkeypatch.setenv(i18n.ENV, language)
    i18n.reset()


def hotseat() -> Session:
    return Session(Setup(game="tacocat", seed=3, seats=[None, None], first_player=0))


def test_the_file_keeps_english_words_whatever_the_language(monkeypatch):
    speak(monkeypatch, "pl")
    stored = summary(hotseat())
    assert stored["mode"] == "hot-seat, 2 players"


@pytest.mark.parametrize("language, mode", [("pl", "na zmianę, 2 gracze"), ("ja", "ホットシート、2人"),
                                            ("en", "hot-seat, 2 players")])
def test_a_saved_games_line_is_worded_in_the_apps_language(monkeypatch, language, mode):
    stored = summary(hotseat())
    speak(monkeypatch, language)
    assert shown_summary(stored)["mode"] == mode


def test_against_a_bot_the_reader_is_you_in_the_apps_language(monkeypatch):
    stored = summary(Session(Setup(game="tacocat", seed=3, seats=[None, "easy"], first_player=0)))
    speak(monkeypatch, "ja")
    shown = shown_summary(stored)
    assert shown["mode"] == "ボット（かんたん）と対戦" and shown["to_play"] == "あなた"


@pytest.mark.parametrize("facts", [None, "x", {"players": "2"}, {"players": True}, {"names": [1]}])
def test_an_older_or_broken_summary_shows_its_own_words(monkeypatch, facts):
    speak(monkeypatch, "pl")
    stored = {"mode": "hot-seat, 2 players", "facts": facts}
    assert shown_summary(stored)["mode"] == "hot-seat, 2 players"
