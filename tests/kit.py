"""The test kit: every shared test of a game, run on any game id.

Subclass `GameKit` in a test file and name the game; pytest then runs each shared test on it:

    from kit import GameKit

    class TestMyGameKit(GameKit):
        game_id = "mygame"

A game outside `tanuki_table/games/` (a plug-in package, like the example in `examples/`) needs
no installing: name the folder that holds its package, and each test registers it (see
tests/template/test_goofspiel_kit.py):

    class TestMyGameKit(GameKit):
        game_id = "mygame"
        project = Path("/home/me/mygame-plugin")   # holds mygame/__init__.py

The kit calls the very tests the five games run (tests/core/test_contract.py,
test_copy_a_game.py, tests/persistence/test_saves.py, tests/ui/test_secrets_on_screen.py) with the
kit's game id, plus seeded random playouts (tests/common.py) and `sample_hidden`'s promise. Type
checking is `.ci/run`'s mypy run after the tests (pyproject.toml's `[tool.mypy] files`).
Every test here takes a second or two.
"""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest
from common import random_playout

from tanuki_table import games
from tanuki_table.games import get_game
from tests.core import test_contract as contract
from tests.core import test_copy_a_game as copying
from tests.persistence import test_saves as saves
from tests.ui import test_secrets_on_screen as secrets


class GameKit:
    """The shared tests, for the game named by `game_id`."""

    game_id: ClassVar[str]
    """The game under test."""
    playouts: ClassVar[int] = 40
    """Seeded random games played to the end, each checked on the way (`tests/common.py`)."""

    project: ClassVar[Path | None] = None
    """For a game outside `tanuki_table/games/`: the folder that holds its package (None: the
    registry finds the game by itself)."""
    package: ClassVar[str | None] = None
    """The name of that package (None: the game id)."""

    @pytest.fixture(autouse=True)
    def registered(self, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
        """Makes a game from `project` known to the registry for each test, as an installed
        plug-in's entry point would (nothing to do for a game the registry finds)."""
        if self.project is not None:
            monkeypatch.syspath_prepend(str(self.project))
            monkeypatch.setitem(games._PACKAGES, self.game_id, self.package or self.game_id)
        yield

    # --- the engine contract (docs/engine-contract.md) --------------------------------------------
    def test_cards_have_id_and_name(self) -> None:
        contract.test_cards_have_id_and_name(self.game_id)

    def test_bad_setup_arguments_raise_setup_error(self) -> None:
        contract.test_bad_setup_arguments_raise_setup_error(self.game_id)

    def test_same_seed_and_actions_give_the_same_game(self) -> None:
        contract.test_same_seed_and_actions_give_the_same_game(self.game_id)

    def test_illegal_action_raises_and_leaves_the_state_unchanged(self) -> None:
        contract.test_illegal_action_raises_and_leaves_the_state_unchanged(self.game_id)

    def test_clone_and_json_are_independent_exact_copies(self) -> None:
        contract.test_clone_and_json_are_independent_exact_copies(self.game_id)

    def test_actions_have_kind_and_label_and_compare_by_value(self) -> None:
        contract.test_actions_have_kind_and_label_and_compare_by_value(self.game_id)

    def test_bots_choose_legal_actions_from_observations(self) -> None:
        contract.test_bots_choose_legal_actions_from_observations(self.game_id)

    def test_a_bot_chooses_in_a_world_what_it_chooses_from_that_worlds_observation(self) -> None:
        contract.test_a_bot_chooses_in_a_world_what_it_chooses_from_that_worlds_observation(self.game_id)

    # --- fuzz: seeded random playouts ------------------------------------------------------------
    def test_random_playouts_end_and_round_trip_through_json(self) -> None:
        game = get_game(self.game_id)
        for seed in range(self.playouts):
            random_playout(self.game_id, seed, players=game.min_players, round_trip_every=7)

    def test_sample_hidden_keeps_what_the_seat_has_seen(self) -> None:
        """A sampled world shows its seat exactly the observation of the true game (games that
        offer `sample_hidden`, i.e. the search bots)."""
        game = get_game(self.game_id)
        state = game.new_game(players=game.min_players, seed=5)
        if not hasattr(state, "sample_hidden"):
            pytest.skip(f"{self.game_id} has no sample_hidden: no search bots")
        rng = random.Random(5)
        for _ in range(60):
            if state.is_over:
                break
            seat = state.current_player
            assert seat is not None
            world = state.sample_hidden(seat, random.Random(rng.random()))
            assert world is not state and world.observation(seat) == state.observation(seat)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])

    # --- a copied folder is a game of its own ------------------------------------------------------
    def test_a_copied_game_folder_is_a_working_game_of_its_own(self, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
        copying.test_a_copied_game_folder_is_a_working_game_of_its_own(self.game_id, tmp_path, monkeypatch)

    def test_only_the_board_imports_textual(self) -> None:
        """The rules never import Textual or the UI: the board is the one place that does."""
        package = Path(get_game(self.game_id).own_file("__init__.py")).parent
        for path in package.rglob("*.py"):
            if path.name in ("board.py", "screen.py"):
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                    [node.module or ""] if isinstance(node, ast.ImportFrom) else []
                assert not [n for n in names if n.startswith(("textual", "tanuki_table.ui"))], f"{path} imports the UI"

    # --- saves -------------------------------------------------------------------------------------
    def test_a_saved_game_resumes_identically(self) -> None:
        saves.test_every_real_game_resumes_identically(self.game_id)

    # --- the screen never shows another seat's secrets (Textual's Pilot) ------------------------------
    async def test_no_screen_shows_a_secret_against_a_bot(self) -> None:
        await secrets.play_and_scan(self.game_id, [None, "simple"])

    async def test_no_screen_shows_a_secret_hot_seat(self) -> None:
        await secrets.play_and_scan(self.game_id, [None, None])
