"""Issue 33: events are data: who did what to which cards, what is secret to whom; they are cheap,
saved and loaded exactly, and never rendered by the engines, `sim` or the bots."""

from __future__ import annotations

import copy
import json
import pickle
import subprocess
import sys

import pytest

from tests.story.test_every_event import check_sentence, readers

from tanuki_table.core.events import PHASE, RESULT, Event, load, story_of
from tanuki_table.games import game_ids, get_game
from tanuki_table.core.narration import Narrator, tell
from tests.common import random_playout


def test_a_draw_is_data_and_its_card_is_secret_to_the_rival():
    state = get_game("tanuki_panic").new_game(seed=3, first_player=0)
    while not any(e.word == "draw" for e in state.log):
        state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))
    draw = next(e for e in state.log if e.word == "draw")
    assert (draw.seat, draw.args, len(draw.hidden)) == (0, (), 1)
    assert draw.seen_by(0) is draw
    assert draw.seen_by(1).hidden is None and draw.seen_by(None).hidden is None
    card = get_game("tanuki_panic").card(draw.hidden[0]).name
    story = Narrator(["Ann", "Bot (easy)"], you=0)
    assert story.line(draw, 0) == f"You draw {card}."
    assert story.line(draw, 1) == story.line(draw, None) == "Ann draws a card."
    assert story.line(draw, None, reveal=True) == f"You draw {card}."  # the transcript, at Ann's screen
    assert Narrator(["Ann", "Bob"]).line(draw, None, reveal=True) == f"Ann draws {card}."  # hot-seat


@pytest.mark.parametrize("game", game_ids())
def test_the_log_round_trips_exactly_through_json(game):
    state = random_playout(game, 5, players=2)
    copy_ = get_game(game).state_from_json(state.to_json())
    assert list(copy_.log) == list(state.log)
    assert [e.text for e in copy_.log] == [e.text for e in state.log]
    assert copy.deepcopy(state.log[-1]) == state.log[-1] == pickle.loads(pickle.dumps(state.log[-1]))


def test_an_old_save_s_prose_lines_still_load_and_read():
    story = story_of(get_game("tanuki_panic"))
    old = [["Player 1 draws a card.", 0, "You draw Kappa."], ["Player 1's End Phase.", None, None, "phase"]]
    events = [load(item, story) for item in json.loads(json.dumps(old))]
    assert [e.kind for e in events] == [None, PHASE]
    assert events[0].text == "Player 1 draws a card." and events[0].secret == "You draw Kappa."
    assert tell(events[0], Narrator(["Ann", "Bot (easy)"], 0).reader(1)) == "Ann draws a card."


def test_the_older_event_form_of_prose_engines_still_builds_a_line():
    line = Event("Player 2 wins", kind=RESULT)
    assert line.kind == RESULT and line.text == "Player 2 wins"
    secret = Event("Player 1 drew a card", 0, "You drew Igaguri")
    assert secret.for_viewer(0) == "You drew Igaguri" and secret.for_viewer(1) == "Player 1 drew a card"


EXTRA = {  # words too rare for 200 random games: told here so every word of every story is read once
    "tacocat": [("duel_tie_last", None, (5,))],
    "pikmin": [("turn_limit", None, (60,))],
    "tmnt": [("boost", 0, (1,)), ("no_lead", 1, ())],
}


@pytest.mark.parametrize("game", game_ids())
def test_every_word_of_every_story_is_told(game):
    from tests.story.playouts import events_of

    found, _ = events_of(game)
    story = story_of(get_game(game))
    extra = [story.Event(word, seat, args) for word, seat, args in EXTRA.get(game, [])]
    for reader in readers(2):
        for event in extra:
            check_sentence(tell(event, reader))
    seen = {e.word for events in found.values() for e in events} | {e.word for e in extra}
    assert seen == set(story.words)


def test_engines_sim_and_search_bots_render_nothing():
    code = ("import sys; from tanuki_table.analysis.sim import run_sim\n"
            "from tanuki_table.bots import make_bot\n"
            "from tanuki_table.bots.ask import choose_for\n"
            "from tanuki_table.games import get_game\n"
            "for game in ('tanuki_panic', 'tacocat', 'pikmin', 'animale_tattica', 'tmnt'):\n"
            "    run_sim(game, ['random', 'easy'], games=2)\n"
            "    state = get_game(game).new_game(seed=1)\n"
            "    choose_for(make_bot('normal', game, seed=1), state, state.current_player)\n"
            "print(sorted(m for m in sys.modules if m in ('inflect', 'tanuki_table.core.narration')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_animale_finished_games_are_data_and_old_saves_lines_still_load():
    from tanuki_table.games.animale_tattica.state import _finished_game

    assert _finished_game("Game 1 (semi-final): Player 2 (cat) won") == (1, "semi-final", 1, "cat")
    assert _finished_game("Game 3: Player 1 (dog) won") == (3, "", 0, "dog")
    assert _finished_game([2, "", 1, "bear"]) == (2, "", 1, "bear")
    state = random_playout("animale_tattica", 2, variant="best_of_three")
    assert all(isinstance(winner, int) for _, _, winner, _ in state.history)
    assert get_game("animale_tattica").state_from_json(state.to_json()).history == state.history
