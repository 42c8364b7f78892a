"""Shared fixtures: the toy game registered for screen tests."""

from __future__ import annotations

import pytest

from tanuki_table import games


@pytest.fixture
def toy_registered(monkeypatch):
    """Registers tests/toygame as game `toygame` for the duration of a test."""
    monkeypatch.setitem(games._PACKAGES, "toygame", "tests.toygame")
    yield games.get_game("toygame")


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path_factory, monkeypatch):
    """Saves, decks and caches go to a fresh folder per test, never the developer's own."""
    base = tmp_path_factory.mktemp("xdg")
    monkeypatch.setenv("XDG_DATA_HOME", str(base / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(base / "cache"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(base / "config"))
    monkeypatch.setenv("TANUKI_TABLE_FSYNC", "0")  # each fsync'd save costs ~10 ms; the kill test turns it on


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch):
    """Every test starts in English, whatever the developer's locale (and a language a test
    chose is forgotten after it); a subprocess it starts speaks English too."""
    from tanuki_table.core import i18n

    monkeypatch.setenv(i18n.ENV, "en")
    i18n.reset()
    yield
    i18n.reset()


@pytest.fixture(autouse=True)
def _keys_at_test_speed(monkeypatch):
    """A test presses keys within milliseconds of each other: the action list's guard against a
    key meant for the rows before a change (`labels.SHIFT_GUARD`) is off, except in the tests of
    that guard, which set it themselves."""
    monkeypatch.setattr("tanuki_table.ui.screens.game.labels.SHIFT_GUARD", 0.0)


def pytest_configure(config):
    """Pilot's `pause()` waits until the app is idle by sleeping in 20 ms steps (Textual's
    `_wait.SLEEP_GRANULARITY`) and calling the app idle when a step used under 1 ms of CPU. Our
    screen tests pause thousands of times, so most of their time was those sleeps: the steps are
    5 ms here, the idle test in proportion (a step that used a tenth of it in CPU, as before)."""
    from textual import _wait

    _wait.SLEEP_GRANULARITY = 1 / 200
    _wait.SLEEP_IDLE = _wait.SLEEP_GRANULARITY / 20.0
