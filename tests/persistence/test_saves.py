"""Autosave files: atomic, versioned, hashed; every kind of bad save is reported and moved aside."""

from __future__ import annotations

import json

import pytest

from persistence.conftest import REAL_GAMES, engine_or_skip, play_random
from tanuki_table.persistence import saves, storage
from tanuki_table.errors import SaveError
from tanuki_table.core.session import Session, Setup


def toy_session(seed: int = 3, steps: int = 2) -> Session:
    session = Session(Setup(game="toygame", seed=seed, seats=[None, "random"]))
    play_random(session, steps, seed)
    return session


def test_saves_live_under_xdg_data_home(toy_registered, data_home):
    path = saves.save_session(toy_session())
    assert path.parent == data_home / "tanuki-table" / "saves"
    assert path.name.startswith("toygame-") and path.suffix == ".json"


def test_a_save_holds_format_seed_setup_actions_snapshot_and_card_hash(toy_registered):
    session = toy_session()
    body = json.loads(saves.save_session(session).read_text())
    assert body["format"] == saves.SAVE_FORMAT
    assert body["seed"] == 3
    assert body["setup"]["game"] == "toygame"
    assert body["actions"] == session.actions
    assert body["state"] == session.state.to_json()
    assert body["card_hash"] == saves.card_data_hash("toygame")


def test_the_same_game_keeps_one_file_and_no_temporary_files(toy_registered, data_home):
    session = Session(Setup(game="toygame", seed=4, seats=[None, "random"]))
    first = saves.save_session(session)
    session.play(session.state.legal_actions()[0])  # a card, not a pass: the game goes on
    assert saves.save_session(session) == first
    files = [p.name for p in first.parent.iterdir() if p.is_file()]
    assert files == [first.name]


def test_the_atomic_write_uses_fsync_and_rename(toy_registered, monkeypatch):
    monkeypatch.setenv("TANUKI_TABLE_FSYNC", "1")
    calls = []
    real_fsync, real_replace = storage.os.fsync, storage.os.replace
    monkeypatch.setattr(storage.os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd)))
    monkeypatch.setattr(storage.os, "replace", lambda a, b: (calls.append("rename"), real_replace(a, b)))
    saves.save_session(toy_session())
    assert calls[:2] == ["fsync", "rename"]


def test_resumed_game_is_identical(toy_registered):
    session = toy_session(steps=3)
    loaded = saves.load_save(saves.save_session(session))
    assert loaded.actions == session.actions
    assert loaded.state.legal_actions() == session.state.legal_actions()
    for seat in range(2):
        assert loaded.state.observation(seat) == session.state.observation(seat)
    assert loaded.state.log == session.state.log


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_every_real_game_resumes_identically(game_id):
    info = engine_or_skip(game_id)
    for seed in (1, 2):
        session = Session(Setup(game=info.id, seed=seed, seats=[None] + ["random"] * (info.min_players - 1),
                                players=info.min_players))
        play_random(session, 25 * seed, seed)
        loaded = saves.load_save(saves.save_session(session))
        assert saves.same_game(loaded.state, session.state)
        assert loaded.state.legal_actions() == session.state.legal_actions()


def test_a_finished_game_moves_to_finished_and_is_not_offered(toy_registered):
    session = toy_session()
    path = saves.save_session(session)
    assert [s.path for s in saves.list_saves("toygame", finished=False)] == [path]
    play_random(session, 50)
    done = saves.save_session(session)
    assert done.parent == saves.finished_dir() and not path.exists()
    assert saves.list_saves("toygame", finished=False) == []
    assert saves.latest_finished("toygame") == done
    assert saves.has_finished("toygame")


def _corrupt(path, how):
    text = path.read_text()
    body = json.loads(text)
    if how == "truncated":
        path.write_text(text[: len(text) // 2])
    elif how == "garbage":
        path.write_bytes(b"\x00\xff\xfe not json at all")
    elif how == "empty":
        path.write_text("")
    elif how == "newer":
        body["format"] = saves.SAVE_FORMAT + 1
        path.write_text(json.dumps(body))
    elif how == "cards":
        body["card_hash"] = "sha256:" + "0" * 64
        path.write_text(json.dumps(body))
    elif how == "edited":
        body["actions"] = body["actions"][:-1]
        path.write_text(json.dumps(body))
    elif how == "illegal":
        body["actions"] = body["actions"] + [99]
        body["checksum"] = saves._checksum(body)
        path.write_text(json.dumps(body))


EXPECTED = {
    "truncated": "truncated",
    "garbage": "corrupt",
    "empty": "cut off",
    "newer": "newer",
    "cards": "card data changed",
    "edited": "checksum",
    "illegal": "not legal",
}


@pytest.mark.parametrize("how", list(EXPECTED))
def test_a_bad_save_is_reported_in_one_line_and_moved_aside(toy_registered, how):
    path = saves.save_session(toy_session())
    _corrupt(path, how)
    with pytest.raises(SaveError) as caught:
        saves.load_save(path)
    assert EXPECTED[how] in str(caught.value)
    good, reports = saves.check_saves()
    assert good == []
    assert len(reports) == 1 and "\n" not in reports[0]
    assert path.name in reports[0] and EXPECTED[how] in reports[0]
    assert not path.exists()
    moved = saves.broken_dir() / path.name
    assert moved.exists(), "a bad save is moved aside, never deleted"


def test_changed_card_data_is_detected_by_the_hash(toy_registered, monkeypatch):
    path = saves.save_session(toy_session())
    monkeypatch.setattr("tanuki_table.cards.hashing.card_data_hash", lambda game_id: "sha256:other")
    with pytest.raises(SaveError, match="card data changed"):
        saves.load_save(path)


def test_an_earlier_hash_listed_as_playing_the_same_loads(monkeypatch, tmp_path):
    """Animale Tattica's card folder lists the hash it had before two descriptions were reworded
    (same_cards.txt): saves made then load; any other hash is refused."""
    from tanuki_table.cards.hashing import card_data_hash, plays_the_same

    listed = "sha256:4b44e1bb3d36e6e3495c9933b03d6db6f285f9318fd867f97f22035368d9e5bf"
    assert listed != card_data_hash("animale_tattica")
    assert plays_the_same("animale_tattica", listed)
    assert plays_the_same("animale_tattica", card_data_hash("animale_tattica"))
    assert not plays_the_same("animale_tattica", "sha256:" + "0" * 64)
    assert not plays_the_same("tacocat", listed)


def test_moving_aside_never_overwrites_an_earlier_broken_save(toy_registered):
    for _ in range(2):
        path = saves.save_session(toy_session())
        path.write_text("{")
        target = path.name
        saves.check_saves()
    (saves.broken_dir() / target).rename(saves.broken_dir() / "keep.json")
    names = sorted(p.name for p in saves.broken_dir().iterdir())
    assert len(names) == 2


def test_a_leftover_temporary_file_is_not_a_save(toy_registered):
    path = saves.save_session(toy_session())
    (path.parent / f".{path.name}.123.tmp").write_text("{half")
    good, reports = saves.check_saves()
    assert [g.path for g in good] == [path] and reports == []


def test_the_summary_never_names_a_card(toy_registered):
    session = Session(Setup(game="toygame", seed=5, seats=[None, None]))
    body = json.loads(saves.save_session(session).read_text())
    text = json.dumps(body["summary"]) + saves.list_saves("toygame")[0].describe()
    for card in session.info.cards():
        assert card.id not in text and card.name not in text
