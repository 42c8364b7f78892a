"""The command line at its edges: usage errors (item 7), no terminal (item 6), an ASCII
PYTHONIOENCODING (item 11), crashes as one line and a report."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tanuki_table import __version__
from tanuki_table.cli import main

USAGE_ERRORS = {
    "vs-unknown-bot": ["play", "tacocat", "--vs", "expert"],
    "players-out-of-range": ["play", "tacocat", "--players", "4"],
    "players-zero": ["play", "tacocat", "--players", "0"],
    "first-too-big": ["play", "tacocat", "--first", "5"],
    "first-zero": ["play", "tacocat", "--first", "0"],
    "bot-delay-negative": ["--bot-delay", "-1"],
    "play-bot-delay-nan": ["play", "tacocat", "--bot-delay", "nan"],
    "sim-games-negative": ["sim", "--game", "tacocat", "--games", "-5"],
    "sim-unknown-bot": ["sim", "--game", "tacocat", "--players", "random,expert"],
    "sim-three-seats": ["sim", "--game", "tacocat", "--players", "random,random,random"],
    "booster-no-packs": ["booster", "tanuki_panic", "--packs", "0"],
    "unknown-variant": ["play", "tacocat", "--variant", "nope"],
    "unknown-game": ["play", "chess"],
    "ladder-games-zero": ["ladder", "--games", "0"],
    "ladder-jobs-zero": ["ladder", "--jobs", "0"],
    "ladder-unknown-level": ["ladder", "--levels", "easy,expert"],
    "ladder-one-level": ["ladder", "--levels", "hard"],
    "balance-unknown-bot": ["balance", "tacocat", "--bot", "expert"],
    "balance-games-negative": ["balance", "tacocat", "--games", "-1"],
}


@pytest.mark.parametrize("name", list(USAGE_ERRORS))
def test_usage_errors_exit_2_with_one_line_before_anything_starts(name, capsys, monkeypatch):
    from tanuki_table.cli import launch

    monkeypatch.setattr(launch, "run_app", lambda *a: pytest.fail("the app started"))
    assert main(USAGE_ERRORS[name]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err


def test_first_zero_names_the_range_not_minus_one(capsys):
    assert main(["play", "tacocat", "--first", "0"]) == 2
    err = capsys.readouterr().err
    assert "-1" not in err and "from 1" in err


def test_version_prints_the_version(capsys):
    assert main(["--version"]) == 0
    assert __version__ in capsys.readouterr().out


def test_shell_completion_is_printed_by_shtab(capsys):
    pytest.importorskip("shtab")
    assert main(["--print-completion", "bash"]) == 0
    assert "tanuki-table" in capsys.readouterr().out


def test_unexpected_exception_prints_one_line_and_where_the_report_is(monkeypatch, capsys, tmp_path):
    import tanuki_table.cli.commands as cli

    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))

    def boom(args):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(cli, "_sim", boom)
    assert main(["sim", "--game", "tacocat"]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    report = err.rsplit(" ", 1)[-1]
    assert "ZeroDivisionError" in open(report, encoding="utf-8").read()


def test_a_crash_in_the_app_prints_one_line_and_where_the_report_is(monkeypatch, capsys, tmp_path):
    from tanuki_table.cli import launch
    from tanuki_table.ui import app as ui_app

    class Crashing(ui_app.TanukiApp):
        def on_mount(self) -> None:
            rival_hand = [" ".join(["Nue", "of the", "Night"])]  # a variable holding a hidden card
            raise ZeroDivisionError(f"a bug in a handler ({len(rival_hand)} card)")

        def run(self, **kwargs):  # no terminal here: headless
            return super().run(headless=True, size=(80, 24))

    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setattr(launch, "has_terminal", lambda: True)
    monkeypatch.setattr(ui_app, "TanukiApp", Crashing)
    assert launch.run_app(None, 0) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert "(ZeroDivisionError: a bug in a handler (1 card))" in err
    report = open(err.rsplit(" ", 1)[-1], encoding="utf-8").read()
    assert "a bug in a handler" in report and "on_mount" in report
    assert "Nue of the Night" not in report and "locals" not in report


def _run(args, **kwargs):
    env = dict(os.environ, **kwargs.pop("env", {}))
    return subprocess.run([sys.executable, "-m", "tanuki_table", *args], capture_output=True, text=True,
                          timeout=120, stdin=subprocess.DEVNULL, env=env, **kwargs)


@pytest.mark.parametrize("args", [[], ["play", "tacocat"], ["cards"]])
def test_no_terminal_says_so_exits_2_and_leaves_no_save(args, tmp_path):
    result = _run(args, env={"XDG_DATA_HOME": str(tmp_path)})
    assert result.returncode == 2
    assert result.stdout == ""
    assert "terminal" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "tanuki-table" / "saves").exists() or not any((tmp_path / "tanuki-table" / "saves").iterdir())


def test_ascii_io_encoding_still_draws_box_lines_not_escapes(tmp_path):
    pytest.importorskip("pty")
    from edges.pty_run import run_in_pty

    env = dict(os.environ, PYTHONIOENCODING="ascii", TERM="xterm-256color", XDG_DATA_HOME=str(tmp_path))
    out, _ = run_in_pty([], env, seconds=40, until=b"TANUKI")
    assert b"TANUKI" in out, out[-400:]
    assert b"\\u2500" not in out and b"\\u" not in out
    assert "─".encode() in out or "━".encode() in out or "▁".encode() in out


def test_headless_output_survives_an_ascii_encoding():
    result = _run(["cards", "tanuki_panic", "--search", "Igaguri"], env={"PYTHONIOENCODING": "ascii"})
    assert result.returncode == 0, result.stderr
    assert "\\u2500" not in result.stdout


def _subcommands() -> list[str]:
    import argparse

    from tanuki_table.cli.commands import _parser

    found = []
    for action in _parser(["--help"])._actions:  # the parser of a command line that asks for help
        if isinstance(action, argparse._SubParsersAction):
            found += list(action.choices)
    assert found, "the command line has commands"
    return found


def test_the_picker_alone_builds_no_commands_parser():
    """`tanuki-table` with no command starts the picker: no command's parser (nor the modules of
    `ladder`, `balance`, `serve`, `host` and `join`) is built for it."""
    import argparse

    from tanuki_table.cli.commands import _parser

    assert not [a for a in _parser([])._actions if isinstance(a, argparse._SubParsersAction)]
    assert _parser([]).parse_args([]).command is None
    assert not [a for a in _parser(["--bot-delay=1"])._actions if isinstance(a, argparse._SubParsersAction)]


@pytest.mark.parametrize("argv", [["--help"]] + [[name, "--help"] for name in _subcommands()],
                         ids=lambda argv: " ".join(argv))
def test_help_prints_usage_and_exits_0(argv, capsys):
    """`--help` of the program and of every subcommand (a bare % in a help text once crashed it)."""
    try:
        code = main(argv)
    except SystemExit as exited:
        code = exited.code
    assert code in (0, None)
    out, err = capsys.readouterr()
    assert out.startswith("usage: ") and err == ""


def test_the_command_line_loads_shell_completion_only_to_print_it():
    """shtab (and the importlib.metadata it brings) costs start-up: `tanuki-table` to the picker
    builds the whole parser without it (here `--version`); `--print-completion` loads it."""
    import subprocess
    import sys

    code = ("import sys; from tanuki_table.cli import main; main(['--version']); "
            "print('shtab' in sys.modules, 'importlib.metadata' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.stdout.strip().splitlines()[-1] == "False False"
