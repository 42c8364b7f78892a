"""Item 4: only regular files are read, and never more than a cap: /dev/zero, FIFOs, folders
and symlinks to them are refused in one line, quickly; unwritable outputs too."""

from __future__ import annotations

import os
import time

import pytest

from tanuki_table.persistence import saves
from tanuki_table.persistence import storage
from tanuki_table.cli import main
from tanuki_table.cards.data import load_file
from tanuki_table.errors import CardDataError, SaveError


def _specials(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    zero_link = tmp_path / "zero.json"
    zero_link.symlink_to("/dev/zero")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    return {"fifo": fifo, "dev-zero": "/dev/zero", "dev-null": "/dev/null", "zero-symlink": zero_link, "folder": folder}


KINDS = ["fifo", "dev-zero", "dev-null", "zero-symlink", "folder"]


@pytest.mark.parametrize("kind", KINDS)
def test_read_bounded_refuses_special_files_at_once(tmp_path, kind):
    path = _specials(tmp_path)[kind]
    start = time.perf_counter()
    with pytest.raises(OSError) as caught:
        storage.read_bounded(path, 1000)
    assert time.perf_counter() - start < 2
    assert caught.value.strerror


def test_read_bounded_reads_no_more_than_the_cap(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b"x" * 5000)
    with pytest.raises(OSError, match="too big"):
        storage.read_bounded(big, 1000)
    assert storage.read_bounded(big, 5000) == b"x" * 5000


@pytest.mark.parametrize("kind", KINDS)
def test_replay_check_of_a_special_file_is_one_line(tmp_path, kind, capsys):
    path = _specials(tmp_path)[kind]
    start = time.perf_counter()
    assert main(["replay", "check", str(path)]) == 2
    assert time.perf_counter() - start < 5
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize("kind", KINDS)
def test_validate_of_a_special_file_is_one_problem(tmp_path, kind, capsys):
    path = _specials(tmp_path)[kind]
    assert main(["validate", str(path)]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    with pytest.raises(CardDataError):
        load_file(path) if kind != "folder" else load_file(path / "..")


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "zero-symlink"])
def test_a_special_file_among_the_saves_is_refused(tmp_path, kind):
    path = _specials(tmp_path)[kind]
    with pytest.raises(SaveError, match="cannot read"):
        saves.read_body(path)


def _finished_save():
    from persistence.conftest import play_random
    from tanuki_table.core.session import Session, Setup

    session = Session(Setup(game="toygame", seed=5, first_player=0, seats=[None, "random"]))
    play_random(session, 200, seed=5)
    return saves.save_session(session)


def test_replay_export_to_a_folder_is_one_line(toy_registered, tmp_path, capsys):
    _finished_save()
    assert main(["replay", "export", "-o", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "folder" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("target", ["/proc/x.json", "/dev/null/x.json"])
def test_replay_export_to_an_unwritable_path_is_one_line(toy_registered, capsys, target):
    _finished_save()
    assert main(["replay", "export", "-o", target]) == 1
    err = capsys.readouterr().err
    assert "cannot write" in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
