"""Issue 29, item 13: abandon respects the lock; the card-data hash never reads a huge stray file;
crash reports are new 0600 files of unguessable names (never through a planted symlink); `locks/`
does not keep a file per game forever; YAML merge keys are refused by `validate`."""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import time
import tracemalloc

import pytest

from tanuki_table.cards import hashing
from tanuki_table.persistence import saves
from tanuki_table.persistence import storage
from tanuki_table.cli import main
from tanuki_table.errors import SaveError, report_crash
from tanuki_table.persistence.saves import abandon_save
from tanuki_table.core.session import Session, Setup


def test_abandoning_a_game_another_window_plays_is_refused_and_leaves_it_in_place(toy_registered):
    path = saves.save_session(Session(Setup(game="toygame", seed=1, seats=[None, "random"])))
    other_window = storage.SaveLock(path.name)
    assert other_window.acquire()
    with pytest.raises(SaveError, match="open in another Tanuki Table window"):
        abandon_save(path)
    assert path.exists() and not (saves.finished_dir() / path.name).exists()
    other_window.release()
    moved = abandon_save(path)
    assert moved.parent == saves.finished_dir() and not path.exists()
    assert not (storage.locks_dir() / f"{path.name}.lock").exists()


def test_the_card_data_hash_does_not_read_a_600_mb_stray_file(monkeypatch, tmp_path):
    from tanuki_table.cards.data import EXTRA_CARD_DATA, card_data_dir

    folder = tmp_path / "tacocat"
    shutil.copytree(card_data_dir("tacocat"), folder)
    monkeypatch.setenv(EXTRA_CARD_DATA, str(tmp_path))
    before = hashing.card_data_hash("tacocat")
    with open(folder / "stray.bin", "wb") as stray:
        stray.truncate(600 * 2**20)  # sparse: no disk used, but 600 MB to whoever reads it
    os.mkfifo(folder / "stray.fifo")
    tracemalloc.start()
    began = time.monotonic()
    after = hashing.card_data_hash("tacocat")
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert after != before and time.monotonic() - began < 2 and peak < 20 * 2**20


def test_crash_reports_are_new_private_files_and_never_follow_a_planted_symlink(monkeypatch, tmp_path):
    blocked = tmp_path / "state-is-a-file"
    blocked.write_text("")
    monkeypatch.setenv("XDG_STATE_HOME", str(blocked))  # the state folder cannot be made: /tmp it is
    shared_tmp = tmp_path / "tmp"
    shared_tmp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(shared_tmp))
    victim = tmp_path / "victim.txt"
    victim.write_text("mine\n")
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for name in (f"crash-{stamp}-{os.getpid()}.txt", f"tanuki-table-crash-{stamp}-{os.getpid()}.txt"):
        (shared_tmp / name).symlink_to(victim)  # what another user of /tmp could plant
    try:
        raise ValueError("boom \x1b]0;pwn\x07")
    except ValueError as exc:
        line = report_crash(exc)
    assert victim.read_text() == "mine\n"
    report = line.rsplit(" ", 1)[-1]
    assert os.path.dirname(report) == str(shared_tmp) and not os.path.islink(report)
    assert stat.S_IMODE(os.stat(report).st_mode) == 0o600
    assert "boom" in open(report).read() and "\x1b" not in line


def test_lock_files_of_games_that_are_gone_are_removed_at_start_up(toy_registered):
    playing = saves.save_session(Session(Setup(game="toygame", seed=2, seats=[None, "random"])))
    assert storage.SaveLock(playing.name).acquire() is True  # released when collected: just a file
    folder = storage.locks_dir()
    for n in range(5):
        (folder / f"toygame-gone-{n}.json.lock").write_text("1")
    held = storage.SaveLock("toygame-held-elsewhere.json")
    assert held.acquire()
    saves.check_saves()
    left = sorted(p.name for p in folder.iterdir())
    assert left == sorted([f"{playing.name}.lock", "toygame-held-elsewhere.json.lock"])
    held.release()


def test_validate_refuses_yaml_merge_keys(tmp_path, capsys):
    folder = tmp_path / "tanuki_panic"
    folder.mkdir()
    (folder / "cards.yaml").write_text(
        "cards:\n  - id: kappa\n    name: Kappa\n    <<: {name: Oni, atk: 9000}\n", encoding="utf-8")
    assert main(["validate", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "merge keys" in err and "line 4" in err
