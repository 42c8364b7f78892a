"""Issue 42.3: every destruction, flip and Energy change is told in the strip under the hand and
in the log, for the attacker, the defender and a spectator (a flipped card is public then)."""

from __future__ import annotations

import pytest

from tanuki_table.core.events import RESULT
from tanuki_table.core.narration import Narrator
from tanuki_table.core.session import Setup
from tanuki_table.games.tanuki_panic.state import Monster
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs import LinesScreen

from .tp_helpers import do, duel, place


def strip_text(game) -> str:
    return str(game.query_one("#moves").render()).replace("\n", " ")


async def _attack_on_screen(mine: list[str], theirs: str, attacks: int, then: str | None):
    """Play `attacks` attacks of the person's cards `mine` on the bot's face-up Defense Mode card
    `theirs`, then press `then`; the strip's text after each of them."""
    strips = []
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Setup(game="tanuki_panic", seed=2, first_player=0, seats=[None, "easy"]))
        await pilot.pause()
        game = app.screen
        state = game.session.state
        for slot, card in enumerate(mine):
            state.fields[0][slot] = Monster(card, "attack", 0)
        state.fields[1][0] = Monster(theirs, "defense", 0)
        state._legal = None
        game.refresh_view()
        await pilot.press("p")  # to the Battle Phase
        await pilot.pause()
        for _ in range(attacks):
            attack = next(i for i, a in enumerate(state.legal_actions()) if a.kind == "attack" and not a.direct)
            await pilot.press(str(attack + 1))
            await pilot.pause()
            assert not isinstance(app.screen, LinesScreen)
            strips.append(strip_text(game))
        if then:
            await pilot.press(then)
            await pilot.pause()
            strips.append(strip_text(game))
        return strips


async def test_the_strip_tells_the_card_your_attack_destroyed():
    strip, = await _attack_on_screen(["shuten-doji"], "urashima-taro", 1, None)
    assert "Bot (easy)'s Urashima Tarō (slot 1) is destroyed" in strip


async def test_the_strip_tells_the_card_the_combined_attacks_destroyed_when_the_battle_ends():
    first, second, ended = await _attack_on_screen(["kitsune", "urashima-taro"], "kodama", 2, "p")
    assert "You take 350 damage" in first and "You take 300 damage" in second
    assert "Bot (easy)'s Kodama (slot 1) is destroyed" in ended


def _facedown_destroyed():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 1, 0, "urashima-taro", "facedown")
    do(state, "Go to Battle Phase")
    do(state, "Shuten-dōji attacks a face-down card")
    return state


@pytest.mark.parametrize("reader", [0, 1, None])
def test_every_reader_is_told_the_flip_the_destruction_and_the_energy(reader):
    state = _facedown_destroyed()
    narrator = Narrator(["Ada", "Bot (easy)"], you=0 if reader == 0 else None)
    text = "\n".join(narrator.lines(state.log, reader))
    assert "flipped face-up: Urashima Tarō" in text
    assert "Urashima Tarō (slot 1) is destroyed" in text


def test_destructions_flips_and_energy_changes_are_results_so_your_own_move_shows_them():
    state = duel()
    place(state, 0, 0, "shuten-doji")
    place(state, 0, 1, "kitsune")
    place(state, 1, 0, "kumiai-ki", "defense")
    place(state, 1, 1, "igaguri", "facedown")
    do(state, "Go to Battle Phase")
    do(state, "Shuten-dōji attacks Kumiai-Ki")
    do(state, "Kitsune attacks a face-down card")
    told = {e.word: e.kind for e in state.log if e.word in ("destroyed", "damage", "flip", "holds")}
    assert set(told) == {"destroyed", "damage", "flip", "holds"}
    assert set(told.values()) == {RESULT}
