"""Replays: export a finished game, check it headlessly, step through it in the viewer."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from persistence.conftest import REAL_GAMES, engine_or_skip, play_random
from tanuki_table.persistence import replay
from tanuki_table.persistence import saves
from tanuki_table.cli import main
from tanuki_table.errors import SaveError
from tanuki_table.core.session import Session, Setup


def finished(game_id: str = "toygame", seed: int = 3, players: int = 2) -> Session:
    session = Session(Setup(game=game_id, seed=seed, players=players, seats=[None] + ["random"] * (players - 1)))
    play_random(session, 20_000, seed)
    assert session.state.is_over
    return session


def test_export_writes_a_small_json_with_everything_named(toy_registered, tmp_path):
    session = finished()
    path = replay.export_session(session, tmp_path / "r.json")
    body = json.loads(path.read_text())
    assert {"seed", "setup", "actions", "result", "format", "card_hash", "app_version"} <= set(body)
    assert body["actions"] == session.actions and body["seed"] == 3
    assert body["result"]["winner"] == session.state.winner
    assert path.stat().st_size < 2_000


def test_an_unfinished_game_cannot_be_exported(toy_registered):
    with pytest.raises(SaveError, match="not finished"):
        replay.replay_body(Session(Setup(game="toygame", seed=1, seats=[None, "random"])))


def test_check_reproduces_the_result(toy_registered, tmp_path):
    path = replay.export_session(finished(), tmp_path / "r.json")
    result = replay.check_replay(path)
    assert result.ok, result.message
    assert "reproduces" in result.message


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_every_real_game_replays_to_its_result(game_id, tmp_path):
    info = engine_or_skip(game_id)
    session = finished(game_id, seed=11, players=info.min_players)
    path = replay.export_session(session, tmp_path / f"{game_id}.json")
    assert replay.check_replay(path).ok


@pytest.mark.parametrize("field", ["winner", "digest", "actions"])
def test_check_says_when_the_result_is_not_reproduced(toy_registered, tmp_path, field):
    path = replay.export_session(finished(), tmp_path / "r.json")
    body = json.loads(path.read_text())
    body["result"][field] = {"winner": 7, "digest": "sha256:x", "actions": 999}[field]
    body["checksum"] = replay.replay_checksum(body)  # as if the rules, not the file, had changed
    path.write_text(json.dumps(body))
    result = replay.check_replay(path)
    assert not result.ok and "does not reproduce" in result.message


def test_check_refuses_a_newer_or_broken_file(toy_registered, tmp_path):
    path = replay.export_session(finished(), tmp_path / "r.json")
    body = json.loads(path.read_text())
    body["format"] = replay.REPLAY_FORMAT + 1
    path.write_text(json.dumps(body))
    with pytest.raises(SaveError, match="newer"):
        replay.check_replay(path)
    path.write_text('{"kind": "tanuki-table-rep')
    with pytest.raises(SaveError, match="corrupt or truncated"):
        replay.check_replay(path)


def test_cli_export_latest_and_check(toy_registered, tmp_path, capsys):
    saves.save_session(finished())
    out = tmp_path / "game.json"
    assert main(["replay", "export", "latest", "-o", str(out)]) == 0
    assert out.exists()
    assert main(["replay", "check", str(out)]) == 0
    assert "OK" in capsys.readouterr().out
    body = json.loads(out.read_text())
    body["result"]["winner"] = 5
    out.write_text(json.dumps(body))
    assert main(["replay", "check", str(out)]) == 1
    assert "MISMATCH" in capsys.readouterr().out


def test_cli_export_of_a_save_file_and_errors(toy_registered, tmp_path, capsys):
    path = saves.save_session(finished())
    assert main(["replay", "export", str(path), "-o", str(tmp_path / "x.json")]) == 0
    running = saves.save_session(Session(Setup(game="toygame", seed=9, seats=[None, "random"])))
    assert main(["replay", "export", str(running)]) == 2
    assert "not finished" in capsys.readouterr().err
    assert main(["replay", "check", str(tmp_path / "missing.json")]) == 2


def test_cli_replay_commands_do_not_import_textual(tmp_path):
    code = (
        "import sys; from tanuki_table.cli import main; "
        f"main(['replay', 'check', {str(tmp_path / 'none.json')!r}]); "
        "main(['replay', 'export']); "
        "assert not any(m.startswith('textual') for m in sys.modules), 'textual imported'"
    )
    env = {"XDG_DATA_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    assert "no finished game" in result.stderr


async def test_the_viewer_steps_forward_and_back_showing_every_hand(toy_registered):
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.replay_screen import ReplayScreen

    session = finished()
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(ReplayScreen(session.setup, session.actions))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        start = Session(session.setup)
        hands = str(screen.query_one("#replay-hands").render())
        for seat in range(2):  # both hands at once: the game is over
            for card in start.state.observation(seat).hand:
                assert session.info.card(card).name in hands
        await pilot.press("right", "right")
        assert screen.step == 2
        await pilot.press("left")
        assert screen.step == 1
        expected = Session(session.setup, session.actions[:1])
        for seat in range(2):
            assert screen.replay.state.observation(seat) == expected.state.observation(seat)
        await pilot.press("end")
        assert screen.step == len(session.actions) and screen.replay.state.is_over
        log = str(screen.query_one("#replay-log").render())
        assert "Game over" in log
        await pilot.press("home", "s", "escape")
        assert not isinstance(app.screen, ReplayScreen)


async def test_game_over_export_key_writes_a_replay(toy_registered):
    from tanuki_table.ui.app import TanukiApp

    app = TanukiApp(start={"game": "toygame", "bot": "random", "seed": 2}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(40):
            screen = app.screen
            if type(screen).__name__ == "GameOverScreen":
                break
            await pilot.press("1")  # the first legal action (a pass once the hand is empty)
            await pilot.pause()
        assert type(app.screen).__name__ == "GameOverScreen"
        await pilot.press("x")
        await pilot.pause()
        files = list(replay.replays_dir().glob("*.json"))
        assert len(files) == 1 and replay.check_replay(files[0]).ok
