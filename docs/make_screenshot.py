"""Regenerate docs/screenshot.svg: a few turns of Tanuki Panic against the simple bot.

    python docs/make_screenshot.py
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp


async def main() -> None:
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 36)) as pilot:
        app.start_game(Setup(game="tanuki_panic", seed=5, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        game = app.screen
        for key in ["4", "e", "2", "p"]:
            while game.session.state.current_player != 0 or game.bot_running:
                await pilot.pause(0.05)
            await pilot.press(key)
            await pilot.pause(0.1)
        await pilot.pause(0.3)
        app.save_screenshot(str(Path(__file__).parent / "screenshot.svg"))


if __name__ == "__main__":
    asyncio.run(main())
