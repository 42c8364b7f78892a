"""Issue 42.3: every destruction, flip and Energy change is told in the strip under the hand and
in the log, for the attacker, the defender and a spectator (a flipped card is public then)."""

from __future__ import annotations

import pytest

from tanuki_table.core.events import RESULT
from tanuki_table.core.narration import Narrator
from tanuki_table.core.session import Setup
from tanuki_table.games.tanuki_panic.state import Monster
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import LinesScreen

from .tp_helpers import GAME, do, duel, place


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


def _holding(card: str, attackers: list[str], facedown: bool):
    state = duel()
    for slot, attacker in enumerate(attackers):
        place(state, 0, slot, attacker)
    place(state, 1, 0, card, "facedown" if facedown else "defense")
    do(state, "Go to Battle Phase")
    for attacker in attackers:
        target = "a face-down card" if facedown and attacker == attackers[0] else GAME.card(card).name
        do(state, f"{GAME.card(attacker).name} attacks {target}")
    return [Narrator(["You", "Bot (easy)"], you=0).line(e, 0) for e in state.log if e.word.startswith("holds")]


def test_a_face_down_card_that_holds_says_so_in_one_reading():
    """Issue 42.4: no "was face down and holds: 800 ATK only equals ...; combined ATK ..."."""
    holds, = _holding("urashima-taro", ["nue"], facedown=True)
    assert holds == ("Bot (easy)'s Urashima Tarō (DEF 800) holds against 800 ATK: a card attacked face down "
                     "falls only to more ATK than its DEF. No damage.")


def test_a_second_attack_on_a_card_that_holds_says_what_the_attacks_add_up_to():
    first, second = _holding("kodama", ["kitsune", "urashima-taro"], facedown=False)
    assert first == "Bot (easy)'s Kodama (DEF 900) holds against 550 ATK."
    assert second == ("Bot (easy)'s Kodama (DEF 900) holds against 600 ATK. Your attacks on it this turn add up "
                      "to 1150 ATK, more than its DEF: it is destroyed when your Battle Phase ends.")
