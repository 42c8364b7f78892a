"""Regenerate the README's screenshots: a few turns of Tanuki Panic against the simple bot
(docs/screenshot.svg), and a Tacocat game in Polish (docs/screenshot-pl.svg).

    python docs/make_screenshot.py
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from tanuki_table.core.i18n import reset, use_language
from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp

HERE = Path(__file__).parent


async def shot(game: str, seed: int, keys: list[str], name: str) -> None:
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 36)) as pilot:
        app.start_game(Setup(game=game, seed=seed, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        screen = app.screen
        for key in keys:
            while screen.session.state.current_player != 0 or screen.bot_running:
                await pilot.pause(0.05)
            await pilot.press(key)
            await pilot.pause(0.1)
        await pilot.pause(0.3)
        app.save_screenshot(str(HERE / name))


async def main() -> None:
    await shot("tanuki_panic", 5, ["4", "e", "2", "p"], "screenshot.svg")
    use_language("pl")
    try:
        await shot("tacocat", 3, ["1", "1"], "screenshot-pl.svg")
    finally:
        reset()


if __name__ == "__main__":
    asyncio.run(main())
