"""Hostile card files: each gets one clear CardDataError, in bounded time and memory.

Checked three ways: `data.load_file`, each game's own `load_cards(folder)` (what the app calls when
a game is opened), and `tanuki-table validate PATH` in a subprocess.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from persistence.conftest import REAL_GAMES, engine_or_skip
from tanuki_table.cards.data import card_data_dir, load_file
from tanuki_table.errors import CardDataError

LIMIT_SECONDS = 3.0
LIMIT_PYTHON_MB = 150


def billion_laughs() -> bytes:
    lines = ['lol0: &lol0 "lol"']
    for i in range(1, 10):
        lines.append(f"lol{i}: &lol{i} [" + ", ".join([f"*lol{i - 1}"] * 10) + "]")
    lines.append("cards: *lol9")
    return "\n".join(lines).encode()


def ten_thousand_effects() -> bytes:
    head = "cards:\n  - id: many-effects\n    name: Many Effects\n    effects:\n"
    return (head + "      - {kind: draw, count: 1}\n" * 10_000).encode()


HOSTILE = {
    "python-object": (b"cards:\n  - !!python/object/apply:os.system ['echo pwned']\n", "tag"),
    "billion-laughs": (billion_laughs(), "aliases"),
    "fifty-megabytes": (None, "too big"),
    "not-utf8": ("cards:\n  - id: caf\xe9\n    name: Caf\xe9\n".encode("latin-1"), "UTF-8"),
    "ten-thousand-effects": (ten_thousand_effects(), "1,000 items"),
    "deep-nesting": (b"cards: " + b"[" * 200_000 + b"]" * 200_000, "nested"),
}
"""name -> (file content, a word the error must contain)."""

TIMINGS: dict[str, float] = {}


def write_hostile(folder: Path, name: str, filename: str = "cards.yaml") -> Path:
    content, _ = HOSTILE[name]
    path = folder / filename
    if content is None:  # 50 MB of valid-looking YAML, written in chunks
        with open(path, "wb") as handle:
            chunk = b"  - id: filler\n    name: Filler\n" * 32_768
            handle.write(b"cards:\n")
            while handle.tell() < 50_000_000:
                handle.write(chunk)
    else:
        path.write_bytes(content)
    return path


@pytest.fixture(scope="module")
def _warm(tmp_path_factory):
    """Import PyYAML and build the loader before any timing: the limit is for the file, not imports."""
    path = tmp_path_factory.mktemp("warm") / "cards.yaml"
    path.write_text("cards:\n  - id: a\n    name: A\n")
    load_file(path)


@pytest.mark.parametrize("name", list(HOSTILE))
def test_load_file_refuses_it_clearly_in_bounded_time_and_memory(tmp_path, name, _warm):
    path = write_hostile(tmp_path, name)
    tracemalloc.start()
    start = time.perf_counter()
    with pytest.raises(CardDataError) as caught:
        load_file(path)
    elapsed = time.perf_counter() - start
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    TIMINGS[name] = elapsed
    message = str(caught.value)
    assert "\n" not in message and str(path) in message
    assert HOSTILE[name][1] in message
    assert elapsed < LIMIT_SECONDS, f"{name}: {elapsed:.2f}s"
    assert peak < LIMIT_PYTHON_MB * 1e6, f"{name}: {peak / 1e6:.0f} MB"


@pytest.mark.parametrize("game_id", REAL_GAMES)
@pytest.mark.parametrize("name", ["python-object", "billion-laughs", "not-utf8", "ten-thousand-effects"])
def test_each_game_loader_refuses_it(tmp_path, game_id, name):
    info = engine_or_skip(game_id)
    folder = tmp_path / game_id
    shutil.copytree(card_data_dir(game_id), folder)
    for path in folder.glob("*.yaml"):
        write_hostile(folder, name, path.name)
    start = time.perf_counter()
    with pytest.raises(CardDataError) as caught:
        info.load_catalogue(folder)
    assert time.perf_counter() - start < LIMIT_SECONDS
    assert str(folder) in str(caught.value)


def test_validate_command_reports_each_hostile_file(tmp_path):
    folder = tmp_path / "card_data" / "somegame"
    folder.mkdir(parents=True)
    for name in HOSTILE:
        write_hostile(folder, name, f"{name}.yaml")
    start = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "tanuki_table", "validate", str(tmp_path / "card_data" / "somegame")],
                            capture_output=True, text=True, timeout=120)
    elapsed = time.perf_counter() - start
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    for name, (_, word) in HOSTILE.items():
        lines = [line for line in result.stderr.splitlines() if f"{name}.yaml" in line]
        assert lines and word in lines[0], (name, result.stderr[-2000:])
    assert elapsed < 30


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_validate_a_game_folder_with_one_hostile_file(tmp_path, game_id):
    engine_or_skip(game_id)
    folder = tmp_path / "card_data" / game_id
    shutil.copytree(card_data_dir(game_id), folder)
    write_hostile(folder, "billion-laughs", "zz-extra.yaml")
    from tanuki_table.cards.validate import collect

    problems, count = collect(tmp_path / "card_data")
    assert count == len(list(folder.glob("*.yaml")))
    assert problems, "the hostile file is reported"
    assert all("aliases" in p and "zz-extra.yaml" in p for p in problems), problems  # and only it


def test_shipped_files_still_load():
    for path in sorted(card_data_dir().rglob("*.yaml")):
        load_file(path)
