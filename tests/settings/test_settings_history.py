"""Issue 19: settings that persist, readable themes, and a match history with statistics."""

from __future__ import annotations

import json

import pytest

from tanuki_table.persistence.history import GameRecord, db_path, record_game, stats
from tanuki_table.persistence.settings import Settings, load_settings, save_settings, settings_path
from tanuki_table.ui.services.themes import THEMES


def test_settings_round_trip_in_the_config_folder():
    settings = Settings(theme="tanuki-high-contrast-dark", auto_pass=True, sound="bell", bot_delay=0.3)
    save_settings(settings)
    assert settings_path().exists()
    loaded, problem = load_settings()
    assert problem is None and loaded == settings


@pytest.mark.parametrize("content", ["{not json", '{"bot_delay": -5}', "[]", "\x00\x01"])
def test_a_broken_settings_file_is_reported_moved_aside_and_defaults_used(content):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    loaded, problem = load_settings()
    assert loaded == Settings()
    assert problem and "\n" not in problem and "moved to" in problem
    assert not path.exists()
    assert any(p.name.startswith("settings.json.broken-") for p in path.parent.iterdir())


def _luminance(hex_colour: str) -> float:
    rgb = [int(hex_colour.lstrip("#")[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
def test_high_contrast_themes_meet_wcag_aa(theme):
    text = [theme.foreground, theme.variables["text-muted"], theme.primary, theme.error, theme.success,
            theme.warning, theme.secondary, theme.accent]
    for background in (theme.background, theme.surface, theme.panel):
        for colour in text:
            assert _contrast(colour, background) >= 4.5, f"{theme.name}: {colour} on {background}"


def test_every_finished_game_is_counted_per_game_and_opponent():
    for winner in (0, 0, 1, 0, None):
        record_game(GameRecord(game="tacocat", variant="standard", seats=[None, "easy"], names=["You", "Bot (easy)"],
                               winner=winner, length=40, cards=["a", "b", "a"]))
    record_game(GameRecord(game="tmnt", variant="standard", seats=[None, None], names=["A", "B"], winner=1, length=9))
    rows = {(r.game, r.opponent): r for r in stats()}
    taco = rows[("tacocat", "bot: easy")]
    assert (taco.games, taco.wins, taco.draws, taco.longest_streak) == (5, 3, 1, 2)
    assert taco.favourite_cards[0] == ("a", 10)
    assert rows[("tmnt", "people (hot-seat)")].wins == 1
    assert db_path().exists()


def test_stats_command_prints_json(capsys):
    from tanuki_table.cli import main

    record_game(GameRecord(game="pikmin", variant="standard", seats=[None, "hard"], names=["You", "Bot (hard)"],
                           winner=0, length=100))
    assert main(["stats", "--game", "pikmin", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data[0]["game"] == "pikmin" and data[0]["wins"] == 1 and data[0]["win_rate"] == 1.0
