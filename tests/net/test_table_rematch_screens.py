"""Issue 41 on screen: a seat chooses its deck on the deck screen, plays, and after the game keeps it
in its own history and asks for a rematch with `r`; the next game opens on a fresh game screen.
In plain mode the same: a numbered list of decks, the game, "Rematch? y", the next game."""

from __future__ import annotations

import io
import queue
import threading
import time

from common import screen_text
from net.tablekit import close, hosted, joined

from tanuki_table.cards.decks import save_deck
from tanuki_table.core.session import Setup
from tanuki_table.games import get_game
from tanuki_table.net.lobby import DeckScreen
from tanuki_table.net.link import LinkStatus
from tanuki_table.net.plain_seat import join_plain
from tanuki_table.net.screen import TableScreen
from tanuki_table.persistence.history import stats
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import GameOverScreen

GAME = get_game("tanuki_panic")
PREMADE = GAME.decks.premade(GAME)


async def until(pilot, condition, what: str, seconds: float = 15.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, f"still waiting for {what}"
        await pilot.pause(0.02)


def pump(session, seconds: float = 0.2) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            message = session.link.inbox.get(timeout=0.02)
        except queue.Empty:
            continue
        if not isinstance(message, LinkStatus):
            session.receive(message)


async def test_choose_a_deck_play_keep_the_game_and_rematch_on_screen():
    mine = PREMADE["Storm and Fox"][:20] + PREMADE["Oni of Mount Ōe"][:20]
    save_deck("tanuki_panic", "Ann's [best]", mine)
    with hosted(Setup(game="tanuki_panic", seed=3, seats=[None, None]), choosing=None) as table:
        app = TanukiApp(start={"join": str(table.seats[0]), "name": "Ann"}, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, DeckScreen) and app.screen.is_mounted, "the deck screen")
            # the list is drawn after the screen mounts: wait for it as a person would (a loaded machine showed '')
            await until(pilot, lambda: "Ann's [best] (yours)" in screen_text(app), "Ann's deck in the list")
            assert "Oni of Mount Ōe" in screen_text(app)
            bob = joined(table.seats[1], "Bob")
            bob.choose_deck("Bob's secret deck", PREMADE["Village Guardians"])
            await until(pilot, lambda: "Bob: ready" in screen_text(app), "Bob to be ready")
            await pilot.press("end", "up", "enter")  # the last deck in the list (above "Paste a deck list…"): Ann's own
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted, "the game")
            assert table.table.session.setup.decks[0] == sorted(mine)
            assert "secret" not in screen_text(app)
            pump(bob)
            bob.concede(1)
            await until(pilot, lambda: isinstance(app.screen, GameOverScreen), "the game's end")
            await until(pilot, lambda: any(r.opponent == "network: Bob" for r in stats("tanuki_panic")),
                        "the game in Ann's history")
            row = next(r for r in stats("tanuki_panic") if r.opponent == "network: Bob")
            assert row.player == "you" and row.wins == 1 and row.conceded == 0
            await pilot.press("r")
            await until(pilot, lambda: table.table.votes == ["yes", "waiting"], "Ann's yes at the table")
            pump(bob)
            bob.rematch(True)
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.remote.round == 2
                        and app.screen.is_mounted, "the next game's screen")
            assert not app.screen.remote.state.is_over and table.table.round == 2
            assert table.table.session.setup.decks[0] == sorted(mine)  # the same decks
            close(bob)


class Person(io.StringIO):
    """Someone at a plain-mode prompt: answers what the last lines printed ask (the deck list, the
    rematch question), else a number from 1 to 3."""

    def __init__(self, out: io.StringIO, deck: str, rematch: str) -> None:
        super().__init__()
        self.out, self.deck, self.answers = out, deck, list(rematch)
        self.lines = 0

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        self.lines += 1
        if self.lines > 5000:
            return ""
        asked = [line for line in self.out.getvalue()[-600:].splitlines() if line.strip(" >")]
        last = asked[-1] if asked else ""
        if last.endswith("cards)"):  # the deck list
            return f"{self.deck}\n"
        if "Rematch?" in last:
            return (self.answers.pop(0) if self.answers else "n") + "\n"
        return f"{1 + self.lines % 3}\n"


def test_plain_mode_chooses_a_deck_then_plays_twice_and_leaves():
    with hosted(Setup(game="tanuki_panic", seed=3, seats=[None, None]), choosing=None) as table:
        out = io.StringIO()
        person = Person(out, "2", "y")
        done: dict = {}
        thread = threading.Thread(target=lambda: done.setdefault("code", join_plain(table.seats[0], "Ann", out, person)))
        thread.start()
        bob = joined(table.seats[1], "Bob")
        bob.choose_deck("Oni", PREMADE["Oni of Mount Ōe"])
        for round_ in (1, 2):
            end = time.monotonic() + 20
            while not (bob.round == round_ and bob.state.seq > 0 or bob.state.current_player == 1):
                assert time.monotonic() < end, out.getvalue()[-1500:]
                pump(bob, 0.05)
            bob.concede(1)
            while not (bob.votes and bob.votes[0] != "waiting"):
                assert time.monotonic() < end, out.getvalue()[-1500:]
                pump(bob, 0.05)
            if round_ == 1:
                bob.rematch(True)
        thread.join(20)
        close(bob)
    text = out.getvalue()
    assert done.get("code") == 0, text[-2000:]
    assert "2. Village Guardians (40 cards)" in text and "You bring Village Guardians." in text
    assert "Game 2 at this table begins." in text and "Recorded in your match history" in text
    assert text.count("The game is over: ") == 2 and text.rstrip().endswith("You left the table.")
    assert table.table.session.setup.decks[0] == sorted(PREMADE["Village Guardians"])
