"""A wheel carries card_data/ and rules/, and the game finds them without the repo beside it."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

from tanuki_table.games import game_ids, get_game

ROOT = Path(__file__).resolve().parents[2]


def _in_wheel(path: Path) -> str:
    """Where a file of the source tree is in the wheel: the package's own files as they are (a game
    may keep its card data and rules page in its folder), `card_data/` and `rules/` under
    `tanuki_table/_data/`."""
    relative = path.resolve().relative_to(ROOT).as_posix()
    return relative if relative.startswith("tanuki_table/") else f"tanuki_table/_data/{relative}"


def test_wheel_carries_the_data_and_finds_it_outside_the_repo(tmp_path):
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(tmp_path)],
        check=True, capture_output=True, timeout=240,
    )
    wheel = next(tmp_path.glob("tanuki_table-*.whl"))
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        archive.extractall(site)
    for game in game_ids():
        info = get_game(game)
        assert _in_wheel(info.rules_file) in names
        assert any(n.startswith(_in_wheel(info.card_folder) + "/") for n in names)
    for tcss in (ROOT / "tanuki_table").rglob("*.tcss"):  # the screens' CSS (CSS_PATH)
        assert tcss.relative_to(ROOT).as_posix() in names
    for code in ("pl", "ja"):  # the catalogues, compiled by hatch_build.py; not their .po sources
        assert f"tanuki_table/locale/{code}/LC_MESSAGES/tanuki_table.mo" in names
    assert not [n for n in names if n.endswith((".po", ".pot"))]
    code = (
        "import sys; from tanuki_table.core import i18n; i18n.use_language('pl'); "
        "assert i18n.pgettext('picker key', 'quit') == 'wyjdź', i18n.language_problem(); "
        "assert 'babel' not in sys.modules; "
        "from tanuki_table.cards.data import card_data_dir, rules_path; "
        "import tanuki_table; "
        "assert str(card_data_dir()).startswith(tanuki_table.__path__[0]), card_data_dir(); "
        "assert rules_path('tanuki_panic').is_file(); "
        "from tanuki_table.games import get_game; assert get_game('tanuki_panic').cards()"
    )
    env = {**os.environ, "PYTHONPATH": str(site)}
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
