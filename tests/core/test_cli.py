"""The command line: sim, cards, validate (none of them may import Textual)."""

from __future__ import annotations

import json
import subprocess
import sys


from tanuki_table.cli import main


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tanuki_table", *args], capture_output=True, text=True, timeout=120)


def test_headless_commands_do_not_import_textual():
    code = (
        "import sys; from tanuki_table.cli import main; "
        "main(['validate']); "
        "assert not any(m.startswith('textual') for m in sys.modules), 'textual imported'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert "textual imported" not in result.stderr


def test_sim_prints_json_with_rates(capsys):
    assert main(["sim", "--game", "tanuki_panic", "--players", "random,random", "--games", "5", "--seed", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 5
    assert sum(data["wins"]) + data["draws"] + data["unfinished"] == 5
    for key in ("games_per_second", "actions_per_second", "mean_actions", "engine_us_per_decision"):
        assert data[key] > 0


def test_validate_shipped_data_is_clean():
    result = run("validate")
    assert result.returncode == 0, result.stderr


def test_validate_reports_a_broken_file_and_exits_nonzero(tmp_path):
    folder = tmp_path / "tanuki_panic"
    folder.mkdir()
    (folder / "cards.yaml").write_text("cards:\n  - id: igaguri\n    name: [unclosed\n", encoding="utf-8")
    result = run("validate", str(tmp_path))
    assert result.returncode != 0
    assert "cards.yaml" in result.stderr


def test_cards_prints_a_table(capsys):
    assert main(["cards", "tanuki_panic", "--search", "Igaguri"]) == 0
    out = capsys.readouterr().out
    assert "Igaguri" in out


def test_play_help_explains_every_option_and_names_each_games_variants_and_the_bots(capsys):
    """Issue 49.6: `play --help` had no help for `--variant` and `--seed`, showed `PLAY_BOT_DELAY`
    and named neither the variants nor the `simple` bot."""
    import argparse

    from tanuki_table.cli.commands import _parser
    from tanuki_table.games import all_games

    sub = next(a for a in _parser(["play", "--help"])._actions if isinstance(a, argparse._SubParsersAction))
    play = sub.choices["play"]
    for action in play._actions:
        assert action.help, f"{action.option_strings or action.dest} has no help"
    try:
        main(["play", "--help"])
    except SystemExit:
        pass
    out = capsys.readouterr().out
    assert "PLAY_" not in out and "--variant NAME" in out and "--seed N" in out and "--bot-delay SECONDS" in out
    for game in all_games():
        line = next((line for line in out.splitlines() if line.strip().startswith(game.id + " ")), "")
        assert all(variant in line for variant in game.variants), f"{game.id}'s variants: {line!r}"
    for bot in ("easy", "simple", "normal", "hard", "random"):
        assert bot in out.split("--vs", 1)[1]
