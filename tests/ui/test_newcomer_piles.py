"""Issue 42, item 1: the card inspector and the piles viewer list every card where it lies, one
row per card: a Nue on the table and a Nue in the hand are two rows, in all five games."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from common import text_shown

from tanuki_table.core.session import Setup
from tanuki_table.games import get_game
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.screens.game.inspector import InspectorScreen, _card_ids, visible_entries


async def test_a_nue_on_the_table_and_a_nue_in_the_hand_are_two_rows_of_the_inspector():
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        nue = ["nue"] * 10
        app.start_game(Setup(game="tanuki_panic", variant="casual", seed=11, decks=[nue, nue],
                             seats=[None, "simple"], first_player=0))
        await pilot.pause()
        game = app.screen
        await pilot.press("1")  # Summon Nue in Attack Mode
        await pilot.pause()
        assert game.session.state.observation(0).field[0][0].card == "nue"
        await pilot.press("i")
        text = await text_shown(app, pilot, "Your field")
        assert isinstance(app.screen, InspectorScreen)
        rows = [line for line in text.splitlines() if "Nue  " in line]
        assert sum("Your hand" in row for row in rows) == 5, text
        assert sum("Your field · slot 1" in row for row in rows) == 1, text


def _rows_cover_every_card(game_id: str, seed: int) -> None:
    game = get_game(game_id)
    known = {card.id for card in game.cards()}
    state = game.new_game(2, seed=seed)
    rng = random.Random(seed)
    for _ in range(120):
        if state.is_over:
            break
        for seat in (0, 1):
            obs = state.observation(seat)
            rows = Counter(entry.card_id for entry in visible_entries(game, obs))
            hand = Counter(c for c in obs.hand if c in known)
            for key, value in obs.model_dump(exclude={"hand", "game"}).items():
                if key == "known":  # Animale Tattica: the cards of hands everyone saw, yours among them
                    value = [cards for s, cards in enumerate(value) if s != seat]
                missing = hand + Counter(_card_ids(value, known)) - rows
                assert not missing, f"{game_id}: {key} {dict(missing)} not listed"
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", ["tanuki_panic", "tacocat", "pikmin", "animale_tattica", "tmnt"])
def test_every_card_of_the_hand_the_table_and_the_piles_has_its_own_row(game_id):
    _rows_cover_every_card(game_id, seed=2)


def test_places_are_worded_with_the_seats_names():
    from tanuki_table.ui.screens.game.inspector import seat_words

    names = ["You", "Bot (normal)"]
    assert seat_words("Player 1's Graveyard, Player 2's Graveyard", names) == "Your Graveyard, Bot (normal)'s Graveyard"
    assert seat_words("Trash · Player 2", names) == "Trash · Bot (normal)"


async def test_g_opens_the_viewer_at_the_first_pile_card_after_the_table_rows():
    from textual.widgets import OptionList

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(Setup(game="tacocat", seed=3, seats=[None, "simple"], first_player=0))
        await pilot.pause()
        game = app.screen
        await pilot.press("escape")
        for _ in range(20):
            if game.session.state.observation(0).discard:
                break
            await pilot.press("1")
            await pilot.pause()
        assert game.session.state.observation(0).discard
        await pilot.press("g")
        await text_shown(app, pilot, "Back to the table")
        screen = app.screen
        assert isinstance(screen, InspectorScreen)
        index = screen.query_one("#inspect-list", OptionList).highlighted
        assert screen.entries[index].pile and screen.entries[index].where == "Discard pile"
        assert not any(entry.pile for entry in screen.entries[:index])


def test_a_seat_named_like_another_seat_is_not_renamed_twice():
    from tanuki_table.ui.screens.game.inspector import seat_words

    assert seat_words("Player 1's Graveyard, Player 2's Graveyard", ["Player 2", "Ann"]) == \
        "Player 2's Graveyard, Ann's Graveyard"
