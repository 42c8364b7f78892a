"""Screens keep their CSS in a .tcss file beside them (`CSS_PATH`), the way Textual lays out an
app; reusable widgets keep `DEFAULT_CSS`. Every CSS_PATH names a file that exists where Textual
looks for it (beside the module of the class that is pushed, subclasses included)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path

from textual.screen import Screen

import tanuki_table


def _screen_classes() -> list[type[Screen]]:
    for module in pkgutil.walk_packages(tanuki_table.__path__, "tanuki_table."):
        if module.name.startswith(("tanuki_table.ui", "tanuki_table.net", "tanuki_table.games")):
            importlib.import_module(module.name)
    found: list[type[Screen]] = []
    todo = [Screen]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("tanuki_table."):
                found.append(sub)
    return found


def test_screens_keep_their_css_in_tcss_files_not_default_css():
    screens = _screen_classes()
    assert len(screens) > 20
    assert [s.__name__ for s in screens if s.__dict__.get("DEFAULT_CSS") or s.__dict__.get("CSS")] == []


def test_every_screen_css_path_names_a_file_beside_the_screen():
    for screen in _screen_classes():
        paths = screen.CSS_PATH or []
        for path in [paths] if isinstance(paths, (str, Path)) else paths:
            where = Path(inspect.getfile(screen)).parent / path
            assert where.is_file(), f"{screen.__name__}: {where}"
