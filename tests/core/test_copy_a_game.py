"""Issue 11's and 28's proof: a sixth game is one copied folder and one id, no shared file edited.

Each game's package, card data and rulebook are copied to a new id; only the id in the copy's
`__init__.py` changes. The copy must play through `sim`, list its own cards (a name changed in the
copy's data shows up), and carry the new id in its observations.
"""

from __future__ import annotations

import importlib
import re
import shutil
import sys
from pathlib import Path

import pytest

from tanuki_table import games
from tanuki_table.cards.data import EXTRA_CARD_DATA, card_data_dir
from tanuki_table.games import game_ids
from tanuki_table.core.plugin import GameRules
from tanuki_table.analysis.sim import run_sim


def _copy_game(game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """Copy a game's package (and its card data, when it lives in the shared `card_data/`) to
    `copy_of_<id>` and register the copy; any registered game, also one outside the package."""
    new_id = f"copy_of_{game_id}"
    package_root = tmp_path / "pkgs"
    original = games.get_game(game_id)
    source = Path(importlib.import_module(original.package).__file__).parent
    target = package_root / new_id
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
    init = target / "__init__.py"
    text = init.read_text(encoding="utf-8")
    changed, count = re.subn(rf'id="{game_id}"', f'id="{new_id}"', text)
    assert count == 1, f"{game_id}: the id must be written exactly once, in __init__.py"
    init.write_text(changed, encoding="utf-8")
    if original.card_data is None:  # the shared card_data/<id>/: the copy's goes where EXTRA_CARD_DATA looks
        shutil.copytree(card_data_dir(game_id), tmp_path / "card_data" / new_id)
        monkeypatch.setenv(EXTRA_CARD_DATA, str(tmp_path / "card_data"))
    monkeypatch.syspath_prepend(str(package_root))
    monkeypatch.setitem(games._PACKAGES, new_id, new_id)
    return new_id


@pytest.mark.parametrize("game_id", game_ids())
def test_a_copied_game_folder_is_a_working_game_of_its_own(game_id, tmp_path, monkeypatch):
    new_id = _copy_game(game_id, tmp_path, monkeypatch)
    try:
        game = games.get_game(new_id)
        assert isinstance(game, GameRules)
        original = games.get_game(game_id)
        own = original.card_data  # a game carrying its card data in its package: the copy carries it too
        assert game.card_folder == (tmp_path / "card_data" / new_id if own is None else tmp_path / "pkgs" / new_id / own)
        first = original.cards()[0]
        # change one card's name in the copy's data only
        for path in sorted(game.card_folder.glob("*.yaml")):
            text = path.read_text(encoding="utf-8")
            pattern = rf"(name:\s*['\"]?){re.escape(first.name)}(['\"]?\s*[,}}\n])"
            new_text, n = re.subn(pattern, r"\g<1>Wow Copy Ypoc Wow\g<2>", text, count=1)
            if n:
                path.write_text(new_text, encoding="utf-8")
                break
        else:
            pytest.fail(f"cannot find {first.name!r} in {game_id}'s card files")
        assert game.card(first.id).name == "Wow Copy Ypoc Wow"
        assert original.card(first.id).name == first.name
        state = game.new_game(players=game.min_players, seed=1)
        assert state.observation(0).game == new_id
        result = run_sim(new_id, ["random"] * game.min_players, games=3, seed=1)
        assert sum(result.wins) + result.draws + result.unfinished == 3
    finally:
        for name in [m for m in sys.modules if m == new_id or m.startswith(new_id + ".")]:
            del sys.modules[name]


_DISCOVER = r"""
import json, sys
from tanuki_table.games import all_games, game_ids, get_game
from tanuki_table.analysis.sim import run_sim
ids = game_ids()
out = {"ids": ids, "played": {}}
for new in [i for i in ids if i.startswith("copy_of_") or i == "from_entry_point"]:
    game = get_game(new)
    result = run_sim(new, ["random"] * game.min_players, games=1, seed=1)
    out["played"][new] = [result.wins, result.draws, result.unfinished, game.new_game(seed=1).observation(0).game]
print(json.dumps(out))
"""


def test_a_copied_folder_is_found_with_no_shared_file_edited(tmp_path):
    """Copy the package as shipped, drop two copied game folders into its games folder (changing
    only the id line of each copy), and declare a third game through an entry point of a fake
    installed distribution: all three are found, listed after the five, and play."""
    import json
    import os
    import subprocess

    root = Path(games.__file__).resolve().parents[2]
    tree = tmp_path / "tree"
    shutil.copytree(root / "tanuki_table", tree / "tanuki_table", ignore=shutil.ignore_patterns("__pycache__"))
    for folder in ("card_data", "rules"):
        shutil.copytree(root / folder, tree / folder)
    for game_id in ("tacocat", "tmnt"):
        new_id = f"copy_of_{game_id}"
        target = tree / "tanuki_table" / "games" / new_id
        shutil.copytree(tree / "tanuki_table" / "games" / game_id, target)
        init = target / "__init__.py"
        init.write_text(init.read_text(encoding="utf-8").replace(f'id="{game_id}"', f'id="{new_id}"'), encoding="utf-8")
        shutil.copytree(root / "card_data" / game_id, tree / "card_data" / new_id)
        shutil.copy(root / "rules" / f"{game_id}.md", tree / "rules" / f"{new_id}.md")
    site = tmp_path / "site"
    package = site / "ep_games" / "from_entry_point"
    shutil.copytree(tree / "tanuki_table" / "games" / "tacocat", package)
    (site / "ep_games" / "__init__.py").write_text("", encoding="utf-8")
    init = package / "__init__.py"
    init.write_text(init.read_text(encoding="utf-8").replace('id="tacocat"', 'id="from_entry_point"'), encoding="utf-8")
    shutil.copytree(root / "card_data" / "tacocat", tree / "card_data" / "from_entry_point")
    info = site / "ep_games-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: ep-games\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[tanuki_table.games]\nfrom_entry_point = ep_games.from_entry_point\n",
                                           encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tree), str(site)])}
    result = subprocess.run([sys.executable, "-c", _DISCOVER], capture_output=True, text=True, env=env,
                            cwd=tmp_path, timeout=120)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    five = ["tanuki_panic", "tacocat", "pikmin", "animale_tattica", "tmnt"]
    assert [i for i in found["ids"] if i in five] == five
    assert set(found["ids"]) - set(game_ids()) == {"copy_of_tacocat", "copy_of_tmnt", "from_entry_point"}
    for new_id, (wins, draws, unfinished, seen_id) in found["played"].items():
        assert sum(wins) + draws + unfinished == 1 and seen_id == new_id
