"""Child process of test_kill_resume: the real app, headless, playing until it is killed.

    python kill_child.py GAME JOURNAL SEED

It resumes the unfinished game of GAME if there is one (as a person pressing R would), else starts
a bots-only game, and starts another whenever one ends. A bot's results that wait for a key are
dismissed as a person watching would. After every autosave it appends the saved
action list to JOURNAL, so the parent knows what the process had when it was killed.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from tanuki_table import games  # noqa: E402

games._PACKAGES.setdefault("toygame", "tests.toygame")

from tanuki_table.persistence.saves import list_saves  # noqa: E402
from tanuki_table.ui.app import TanukiApp  # noqa: E402
from tanuki_table.ui.dialogs.boxes import LinesScreen  # noqa: E402

GAME, JOURNAL, SEED = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
FINISHED: set[str] = set()


class ChildApp(TanukiApp):
    """Writes a journal line after each save; plays game after game."""

    def on_mount(self) -> None:
        self.set_interval(0.05, self.report)
        if list_saves(GAME, finished=False):
            self.resume(GAME)
        else:
            self.new_game()

    def report(self) -> None:
        """Dismisses a bot's results as a person would (they wait for a key when seat 1 watches),
        and writes what is on screen, for the parent's message if the child stops saving."""
        if isinstance(self.screen, LinesScreen):
            self.screen.dismiss()
        stack = [type(s).__name__ for s in self.screen_stack]
        Path(str(JOURNAL) + ".status").write_text(f"screens {stack}\n", encoding="utf-8")

    def new_game(self) -> None:
        from tanuki_table.core.session import Setup

        info = games.get_game(GAME)
        seed = random.Random(SEED).randrange(10**6) + len(JOURNAL.read_text().splitlines() if JOURNAL.exists() else [])
        self.start_game(Setup(game=GAME, seed=seed, players=info.min_players, seats=["random"] * info.min_players))

    def autosave(self, session) -> None:
        super().autosave(session)
        with open(JOURNAL, "a", encoding="utf-8") as handle:
            handle.write(json.dumps({"file": session.save_path.name, "actions": session.actions}) + "\n")
        if session.state.is_over and session.save_path.name not in FINISHED:
            FINISHED.add(session.save_path.name)  # a finished game may be saved more than once:
            self.call_later(self.new_game)  # start one new game for it, not one per save


if __name__ == "__main__":
    ChildApp(bot_delay=0.002).run(headless=True, size=(100, 32))
