"""Issue 13: secrets by construction. Every game is played on the real screen (vs the bot, hot-seat,
and Animale Tattica's mixed tables of people and bots); after every move, handover, the palette and
game over, the whole screen is scanned for any card the person at the keyboard may not know.

What a person may know: their own observation (hand, table, piles), and every log line as they may
read it. Everything else in another seat's hand is a secret.
"""

from __future__ import annotations

import pytest
from common import few, screen_text

from tanuki_table.games import game_ids
from tanuki_table.core.session import Setup
from tanuki_table.cards.setups import setup_from_args
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import GameOverScreen, HandoverScreen, LinesScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen

STEPS = 6
"""Steps watched on screen per table (every handover, result and palette is scanned, and every
third move); the rest of the game is played without looking, then game over is scanned."""


def _names_in(value, index) -> set[str]:
    found: set[str] = set()
    if isinstance(value, str):
        if value in index:
            found.add(index[value].name)
    elif isinstance(value, dict):
        for item in value.values():
            found |= _names_in(item, index)
    elif isinstance(value, (list, tuple)):
        for item in value:
            found |= _names_in(item, index)
    return found


def secrets_for(game: GameScreen, viewer: int | None) -> set[str]:
    """Names of cards in other seats' hands that `viewer` (None: nobody in particular) may not know."""
    state = game.session.state
    info = game.seating.info
    index = {card.id: card for card in info.cards()}
    seats = range(len(game.seating.names))
    known: set[str] = set()
    lines = [e.text if viewer is None else e.for_viewer(viewer) for e in state.log]
    if viewer is not None:
        obs = state.observation(viewer)
        known |= _names_in(obs.model_dump(), index)
    else:
        for seat in seats:  # what is public: on the table for everyone
            obs = state.observation(seat)
            known |= _names_in(obs.model_dump(exclude={"hand"}), index)
    text = "\n".join(lines)
    hidden: set[str] = set()
    for seat in seats:
        if seat == viewer:
            continue
        for card_id in state.observation(seat).hand:
            name = index[card_id].name
            if name not in known and name not in text:
                hidden.add(name)
    # a hidden name that is part of a known one ("Oni" in "Oni of Mount Ōe") cannot be told apart
    return {h for h in hidden if not any(h in k for k in known) and len(h) > 3}


def assert_no_secret(app, game: GameScreen, where: str) -> None:
    viewer = None if isinstance(app.screen, HandoverScreen) else game.viewer
    shown = screen_text(app)
    for name in secrets_for(game, viewer):
        assert name not in shown, f"{where}: {name!r} is on screen but the person at the keyboard may not know it"


def _tables() -> list[tuple[str, list[str | None]]]:
    tables: list[tuple[str, list[str | None]]] = []
    for game_id in game_ids():
        tables.append((game_id, [None, "simple"]))
        tables.append((game_id, [None, None]))
    tables.append(("animale_tattica", [None, None, "simple"]))
    tables.append(("animale_tattica", [None, None, "simple", "simple"]))
    return tables


def _table_id(value: object) -> str:
    if isinstance(value, str):
        return value
    return "".join("P" if seat is None else "B" for seat in value)  # type: ignore[union-attr]


def with_bots() -> list[tuple[str, list[str | None]]]:
    """The tables with a bot at them (the hot-seat ones are in `test_secrets_hotseat.py`, so the
    two halves run on two workers)."""
    return [t for t in _tables() if any(seat is not None for seat in t[1])]


def hotseat_only() -> list[tuple[str, list[str | None]]]:
    return [t for t in _tables() if all(seat is None for seat in t[1])]


@pytest.mark.parametrize(("game_id", "seats"), few(with_bots(), keep=[("tanuki_panic", [None, "simple"]), ("pikmin", [None, "simple"]),
                                                               ("animale_tattica", [None, None, "simple", "simple"])]), ids=_table_id)
async def test_no_screen_ever_shows_a_card_the_person_may_not_know(game_id, seats):
    await play_and_scan(game_id, seats)


async def play_and_scan(game_id: str, seats: list[str | None]) -> None:
    """Play a table on the real screen, scanning it for secrets; then game over."""
    base = setup_from_args({"game": game_id, "bot": "simple", "seed": 11, "players": len(seats)})
    setup = Setup(**{**base.model_dump(), "seats": seats, "first_player": 0})
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(setup)
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        for step in range(STEPS):
            screen = app.screen
            if isinstance(screen, GameOverScreen) or game.session.state.is_over:
                break
            if step % 3 == 0 or not isinstance(screen, GameScreen):
                assert_no_secret(app, game, "step %d on %s" % (step, type(screen).__name__))
            if isinstance(screen, (HandoverScreen, LinesScreen)):
                await pilot.press("enter")
            elif game.session.state.current_player == game.viewer and not game.seating.bot_running:
                if step == 3:
                    await pilot.press("ctrl+p")
                    await pilot.pause()
                    assert_no_secret(app, game, "the command palette")
                    await pilot.press("escape")
                await pilot.press("1")
            await pilot.pause()
        # play on without looking, then scan the game-over dialog
        state = game.session.state
        moves = 0
        while not state.is_over and moves < 20_000:
            game.session.play(state.legal_actions()[0])
            moves += 1
        game.refresh_view()
        game.advance()
        await pilot.pause()
        await pilot.pause()
        if isinstance(app.screen, GameOverScreen):
            viewer = game.viewer if not game.seating.hotseat else None
            shown = screen_text(app)
            for name in secrets_for(game, viewer):
                assert name not in shown, f"game over shows {name!r}"
