"""Pikmin on the real screen in Polish and Japanese (issue 51): a game against the simple bot, read
at each of the person's decisions at one size, then at the other after a resize, then its end (the
game-over box, the whole story revealed, the table after it). The board, the status line, the action rows, the strip and
the log speak the language: no English word of Pikmin's board, labels or story is left, a Polish
count takes its CLDR plural form (1 obrażenie, 2 obrażenia, 5 obrażeń), and every line, measured in
cells (a Japanese character is two), fits the screen."""

from __future__ import annotations

import re

import pytest
from common import few, fits, screen_text

from tanuki_table.bots import make_bot
from tanuki_table.core import i18n
from tanuki_table.core.session import Setup
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import GameOverScreen, LinesScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.ui.screens.game.guide import GuidePanel
from tanuki_table.ui.screens.game.labels import ROW_KEYS, row_key
from tanuki_table.ui.widgets.actions import ActionList

ENGLISH = ["front", "back", "Turn", "Deck", "Hand", "Discard", "face down", "leader", "Leader", "Draw", "Standby",
           "Action", "Attack", "attacks", "damage", "Play", "Move", "Use", "End the turn", "Setup", "Game over",
           "your", "Your", "wins", "plays", "drew", "rival", "effect", "Place", "Choose", "seen by both", "no Attack"]
"""Words of Pikmin's English board, labels and story (as whole words)."""

JAPANESE_ALLOWED = {"ATK", "HP", "PUN", "BIT", "EXP", "FIR", "WAT", "ELE", "POI", "Pikmin", "TCG",
                    "space", "enter", "esc", "Esc", "Enter", "Tab"}
"""Latin words a Japanese Pikmin screen keeps: the figures and type tags as the cards print them,
the game's title, key names."""

COUNTED = re.compile(r"\b(\d+) (obrażenie|obrażenia|obrażeń|żeton|żetony|żetonów|liść|liście|liści)\b")


def _polish_form(n: int, one: str, few: str, many: str) -> str:
    """CLDR's Polish plural categories for an integer (one, few, many)."""
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


FORMS = {"obraż": ("obrażenie", "obrażenia", "obrażeń"), "żeton": ("żeton", "żetony", "żetonów"),
         "liś": ("liść", "liście", "liści")}


def reads_in(code: str, text: str, width: int, where: str) -> int:
    """Assert `text` speaks `code` and fits `width` cells; the number of Polish counts checked."""
    fits(text, width)
    for words in ENGLISH:
        assert not re.search(rf"(?<![\w-]){re.escape(words)}(?!\w)", text), f"{where}: English {words!r}:\n{text}"
    if code == "ja":
        latin = set(re.findall(r"[A-Za-z]{2,}", text)) - JAPANESE_ALLOWED
        assert not latin, f"{where}: {sorted(latin)} on a Japanese screen:\n{text}"
        return 0
    counted = 0
    for number, word in COUNTED.findall(" ".join(text.split())):
        forms = next(f for stem, f in FORMS.items() if word.startswith(stem))
        assert word == _polish_form(int(number), *forms), f"{where}: {number} {word}"
        counted += 1
    return counted


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


def shown(app: TanukiApp) -> str:
    """The screen without the first game's guide panel (shared English help, not Pikmin's words)."""
    for panel in app.screen.query(GuidePanel):
        panel.display = False
    return screen_text(app)


async def decide(app: TanukiApp, pilot, game: GameScreen, decisions: int, code: str, size: tuple[int, int]) -> int:
    """Make `decisions` of the person's moves by their row keys (the simple bot's choice), reading
    the screen at each; the Polish counts checked."""
    chooser = make_bot("simple", "pikmin", seed=1)
    made = steps = counted = 0
    while made < decisions and steps < 300 and not game.session.state.is_over:
        steps += 1
        await pilot.pause()
        if isinstance(app.screen, LinesScreen):  # a result that waits for a key
            counted += reads_in(code, screen_text(app), size[0], f"{size}: a result box")
            await pilot.press("enter")
            continue
        state = game.session.state
        if app.screen is not game or game.seating.bot_running or state.current_player != game.viewer:
            continue
        await settle(pilot)
        counted += reads_in(code, shown(app), size[0], f"{size}, decision {made + 1}")
        actions = game.query_one("#actions", ActionList)
        choice = chooser.choose(state.observation(state.current_player), state.legal_actions())
        index = actions.actions.index(choice)
        assert index < len(ROW_KEYS)
        await pilot.press(row_key(index))
        if app.screen is not game:  # "without attacking?": yes
            await settle(pilot)
            if not isinstance(app.screen, LinesScreen):
                counted += reads_in(code, screen_text(app), size[0], f"{size}: a question")
                await pilot.press("y")
        made += 1
    return counted


@pytest.mark.parametrize(("code", "first", "then"), few([("pl", (120, 40), (80, 24)), ("ja", (80, 24), (120, 40))],
                                                       keep=[("ja", (80, 24), (120, 40))]))  # Polish: test_screen_wording_languages
async def test_a_pikmin_game_reads_in_polish_and_japanese_to_its_end(code, first, then):
    i18n.use_language(code)
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=first) as pilot:
        app.start_game(Setup(game="pikmin", seed=7, seats=[None, "simple"], first_player=0))
        await settle(pilot)
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        counted = await decide(app, pilot, game, 8, code, first)
        await pilot.resize_terminal(*then)
        await settle(pilot)
        counted += await decide(app, pilot, game, 8, code, then)
        # the rest off screen, the simple bot in both seats, then the game-over box and the table
        while game.seating.bot_running:
            await pilot.pause()
        state = game.session.state
        bots = [make_bot("simple", "pikmin", seed=seat) for seat in range(2)]
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        game.refresh_view()
        game.advance()
        for _ in range(40):
            await pilot.pause()
            if isinstance(app.screen, GameOverScreen):
                break
        assert isinstance(app.screen, GameOverScreen)
        box = screen_text(app)
        reads_in(code, box, then[0], "the game-over box")
        assert re.search(r"wygrywa|remis" if code == "pl" else r"勝ち|引き分け", box), box
        await pilot.press("a")  # reveal all: the whole game's story, every card named
        for _ in range(20):
            if any(isinstance(s, LinesScreen) for s in app.screen_stack):
                break
            await pilot.pause()
        story = next(s for s in app.screen_stack if isinstance(s, LinesScreen))
        reads_in(code, screen_text(app), then[0], "the reveal")
        counted += reads_in(code, "\n".join(story.lines), 200, "the reveal's lines")
        for _ in range(3):
            if app.screen is game:
                break
            await pilot.press("escape")
            await settle(pilot)
        counted += reads_in(code, shown(app), then[0], "the table after the game")
        if code == "pl":
            assert counted > 5  # the story's damage and counters at least
