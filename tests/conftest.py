"""Shared fixtures: the toy game registered for screen tests; the run's speed settings."""

from __future__ import annotations

import gc

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
    # a report queued by one test (a file moved aside) is not another's: the CLI and the app print
    # the queue, so a line left there by the previous test on this worker showed up in the next's
    from tanuki_table.persistence import storage

    storage.take_reports()
    yield
    storage.take_reports()


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
def _toasts_recorded(monkeypatch):
    """Every toast an app shows is recorded for `common.toasts` (Textual's public `App.notify`,
    wrapped: the toast is still shown as before)."""
    from textual.app import App

    from tests.common import recording_notify

    monkeypatch.setattr(App, "notify", recording_notify(App.notify))


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
    _parse_each_stylesheet_once()
    # A screen test makes millions of short-lived objects (strips, segments, styles): at Python's
    # default threshold (700 allocations) the collector ran thousands of times a test file and
    # took a fifth to a quarter of the screen tests' CPU; every 10,000 allocations, under a tenth.
    gc.set_threshold(10_000, 10, 10)
    if hasattr(config.option, "loadscopereorder"):  # xdist: the files in our order (below)
        config.option.loadscopereorder = False


def pytest_collection_finish(session):
    """What is here once the tests are collected (the package, Textual, the test modules) stays
    for the whole run: frozen, the collector no longer walks it on each full collection."""
    gc.collect()
    gc.freeze()


def _parse_each_stylesheet_once():
    """Each app parses its CSS (Textual's widgets', ours) afresh, a few percent of a screen test's
    CPU. Parsed rules do not change (Textual shares them within one app the same way),
    so a test process parses each source once, for its theme's variables."""
    from textual.css.stylesheet import Stylesheet

    parse = Stylesheet._parse_rules
    parsed: dict[tuple, list] = {}

    def parse_once(self, css, read_from, is_default_rules=False, tie_breaker=0, scope=""):
        key = (css, read_from, is_default_rules, tie_breaker, scope, tuple(self._variables.items()))
        if key not in parsed:
            parsed[key] = parse(self, css, read_from, is_default_rules, tie_breaker, scope)
        return parsed[key]

    Stylesheet._parse_rules = parse_once


# --- the order files go out to the workers -----------------------------------------------------------
LONG_TESTS = {
    "tests/web/test_browser_seat_e2e.py": 12.0,  # Chromium and served guest apps
    "tests/core/test_packaging.py": 5.0,  # pip builds a wheel
    "tests/browser/test_first_paint.py": 3.0,
}
"""Files whose few tests wait on other processes for seconds (measured on two quiet cores)."""


def _estimate(item) -> float:
    """Rough seconds of a test: a screen test (async, Pilot, or a snapshot) ~0.6, another ~0.03."""
    import inspect

    screen = inspect.iscoroutinefunction(getattr(item, "obj", None)) or "snap_compare" in getattr(item, "fixturenames", ())
    return 0.6 if screen else 0.03


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """With `-n 2 --dist loadfile` each file goes to one worker; xdist hands out the files with the
    most tests first (`--loadscope-reorder`), so the files of one long test (the browser, the wheel)
    came last and one worker ran them alone at the end. Here the files go out longest first (by
    `LONG_TESTS`, else the estimate), so the last ones are short and both workers end together."""
    cost: dict[str, float] = {}
    for item in items:
        path = item.nodeid.split("::")[0]
        cost[path] = cost.get(path, 0.0) + _estimate(item)
    cost.update({path: seconds for path, seconds in LONG_TESTS.items() if path in cost})
    items.sort(key=lambda item: -cost[item.nodeid.split("::")[0]])
