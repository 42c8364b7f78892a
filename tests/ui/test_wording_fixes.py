"""Issue 49, items 4 and 5: each wrong fact and wrong word, one test each, on the piece that says it
(a board's line, an action's label, the status line, a dialog's lines, a list's line)."""

from __future__ import annotations

import io
import random
import re

from common import screen_text

from tanuki_table.cli.plain import PlainGame
from tanuki_table.core.session import Setup
from tanuki_table.games import get_game
from tanuki_table.ui.screens.game.game_views import waiting_for
from tanuki_table.ui.screens.game.labels import squeeze
from tanuki_table.ui.screens.game.why import why_lines

SEARCH = [("Set Raphael face down in Block Zone slot 1", 40, 0.61), ("Set Karai face down in Block Zone slot 1", 30, 0.55)]


def played_until(game_id: str, seed: int, wanted, players: int = 2, **extra):
    """A seeded random game of `game_id`, stopped at the first state where `wanted(state)` holds
    (None if the game ends first)."""
    state = get_game(game_id).new_game(players=players, seed=seed, first_player=0, **extra)
    rng = random.Random(seed)
    while not state.is_over:
        if wanted(state):
            return state
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state if wanted(state) else None


def test_tmnt_the_defenders_pass_says_the_damage_they_take_not_an_attack():
    state = played_until("tmnt", 2, lambda s: any(a.kind == "counter" for a in s.legal_actions()))
    assert state is not None
    passes = [a.label for a in state.legal_actions() if a.kind == "pass"]
    damage = state.observation(state.current_player).battle.damage
    assert passes == [f"Pass (do not counter): take {damage} damage"]


def test_tmnt_the_attack_line_says_your_and_a_sum_a_player_can_follow():
    info = get_game("tmnt")
    board = info.board()(info, ["You", "Bot (easy)"])
    seen = set()
    for seed in range(1, 12):
        state = played_until("tmnt", seed, lambda s: (b := s.observation(0).battle) is not None and not b.dealt
                             and b.item_bonus > 0)
        if state is None:
            continue
        battle = state.observation(0).battle
        line = board.battle_text(state.observation(0)).plain
        whose = "Your" if battle.attacker == 0 else "Bot (easy)'s"
        base = battle.power - battle.item_bonus
        assert line.startswith(f"T{battle.turn} {whose} {info.card(battle.lead).name}: {base} + {battle.item_bonus} "
                               f"from items"), line
        assert line.endswith(f"= {battle.damage} damage if it hits now"), line
        assert "You's" not in line and "dmg" not in line
        seen.add(battle.attacker)
        if seen == {0, 1}:
            break
    assert 0 in seen, "an attack of the reader's with an item's bonus was read"


def test_tmnt_game_over_says_whose_deck_ran_out():
    info = get_game("tmnt")
    board = info.board()(info, ["You", "Bot (easy)"])
    for seed in range(1, 8):
        state = played_until("tmnt", seed, lambda s: s.is_over)
        obs = state.observation(0)
        loser = 1 - state.winner
        if obs.deck_size[loser] != 0:
            continue
        line = board.battle_text(obs).plain
        assert ("(your deck ran out)" if loser == 0 else "(Bot (easy)'s deck ran out)") in line, line
        assert "the other deck" not in line
        return
    raise AssertionError("no game ended with an empty deck")


def test_the_squeezed_status_line_keeps_whose_turn_and_agrees_with_you():
    line = (" Animale Tattica  ·  You to play  ·  Game 1 · tournament · won You: 0, Bot 2: 0, Bot 3: 0, Bot 4: 0"
            " · Keep a spirit card")
    short = squeeze(line, 79, drop_first="Animale Tattica")
    assert short.startswith(" You play") and "plays" not in short and len(short) <= 79
    assert "won You: 0, Bot 2: 0, Bot 3: 0, Bot 4: 0" in short
    assert squeeze(" Tacocat  ·  Bot (easy) to play  ·  " + "Duel " * 20, 40, "Tacocat").startswith(" Bot (easy) plays")


def test_animale_tattica_scores_read_as_one_number_each():
    """Each score stands beside its seat's whole name on the seat line ("Bot 2 (simple) ... won 0"),
    never in a run of names and figures ("won You 0 : Bot 2 0" read as "Bot 20")."""
    info = get_game("animale_tattica")
    names = ["You", "Bot 2 (simple)", "Bot 3 (simple)"]
    board = info.board()(info, names)
    state = info.new_game(players=3, seed=4, variant="best_of_three")
    obs = state.observation(0)
    header = board.status_text(obs)
    assert "won" not in header and "Bot 2" not in header, header
    lines = board.render_text(obs).plain.splitlines()
    for name in names:
        assert any(line.strip(" ▸").startswith(name) and line.endswith("won 0") for line in lines), (name, lines)


AT_NAMES = ["You", "Bot 2 (normal)", "Bot 3 (normal)", "Bot 4 (normal)"]


def animale_positions(players: int = 4, variant: str = "tournament", moves: tuple[int, ...] = (40, 90, 160, 240)):
    """Observations of seat 0 at a few points of a seeded random Animale Tattica game."""
    found = []
    for seed in (3, 5):
        state = get_game("animale_tattica").new_game(players=players, seed=seed, variant=variant)
        rng = random.Random(seed)
        for step in range(max(moves) + 1):
            if state.is_over:
                break
            if step in moves:
                found.append(state.observation(0))
            state.apply(rng.choice(state.legal_actions()))
    return found


def test_animale_tattica_calls_each_seat_by_the_one_name_the_log_gives_it():
    """Play-test of issue 49: the rows and scores said "Bot 2", the log and status "Bot 2 (normal)";
    in best of three "Bot" beside "Game 1: Bot (normal) won". One name everywhere now."""
    import re

    info = get_game("animale_tattica")
    for names, players, variant in ((AT_NAMES, 4, "tournament"), (["You", "Bot (normal)"], 2, "best_of_three")):
        board = info.board()(info, names)
        for obs in animale_positions(players, variant):
            text = board.render_text(obs).plain + "\n" + board.status_text(obs)
            for found in re.finditer(r"\bBot(?: \d)?\b(?! \(| \d)", text):
                raise AssertionError(f"{found.group()!r} without its level in {text}")


def test_animale_tattica_discards_and_tables_wrap_whole_at_120_and_80_columns():
    """Play-test of issue 49: "Discards: You 2 2 2 3 ... · Bot 2 2 2 3 ..." ran the seat name into
    the values and wrapped a lone " K"; "Table 2: » 12 ... spirit deck" wrapped a lone " 0". Each
    pile reads "name: values", and a line breaks between whole parts."""
    import re

    info = get_game("animale_tattica")
    board = info.board()(info, AT_NAMES)
    for width in (72, 77):  # the board's text at 120x40 (beside the side panel) and at 80x24
        board._room = lambda width=width: width  # the board's text width (off screen)
        positions = animale_positions()
        positions.append(positions[-1].model_copy(update={"places": [4, 1, 3, 2]}))  # the final standings
        for obs in positions:
            text = board.render_text(obs).plain
            assert not re.search(r"^\s*\(normal\)", text, re.M), text  # "3. Bot 3" never parted from its level
            for line in text.splitlines():
                assert len(line) <= width, (width, line)
                assert not re.fullmatch(r"\s*(?:\d+|K)(?: (?:\d+|K))?", line), (width, line, text)
            for seat, name in enumerate(AT_NAMES):
                if obs.discards[seat] and (not obs.table or obs.table[seat] == obs.table[0]):
                    assert f"{name}: " in text, (name, text)


def test_the_hint_never_waits_for_you():
    assert waiting_for("You") == "Your move next…"
    assert waiting_for("Bot (easy)") == "Waiting for Bot (easy)…"


def test_a_pikmin_leader_at_0_hp_is_out_not_low():
    info = get_game("pikmin")
    board = info.board()(info, ["You", "Bot (easy)"])
    for seed in range(1, 10):
        state = played_until("pikmin", seed, lambda s: s.is_over and s.winner is not None)
        if state is None:
            continue
        obs = state.observation(0)
        loser = 1 - state.winner
        if obs.leader[loser] is None or obs.leader[loser].hp > 0:
            continue
        head = board.head_text(obs, loser).plain
        assert "(out)" in head and "(low)" not in head, head
        return
    raise AssertionError("no game ended with a leader at 0 HP")


def test_a_saved_game_names_its_variant_as_the_setup_dialog_does():
    from pathlib import Path

    from tanuki_table.persistence.saves import SaveInfo

    info = SaveInfo(Path("x.json"), "animale_tattica", True, 0.0,
                    {"mode": "vs Bot (simple)", "variant": "best_of_three", "actions": 1, "result": "You won"})
    line = info.describe()
    assert "Best of three" in line and "best_of_three" not in line and "1 move," in line, line


def test_a_saved_game_against_several_bots_says_how_many():
    """Play-test of issue 49: the replay list said "Animale Tattica vs Bot (normal), Tournament"
    for a game against three bots."""
    from tanuki_table.core.session import Session
    from tanuki_table.persistence.save_format import summary

    session = Session(Setup(game="animale_tattica", seed=3, seats=[None, "normal", "normal", "easy"], players=4,
                            variant="tournament"))
    assert summary(session)["mode"] == "vs 3 bots (easy, normal)"
    session = Session(Setup(game="animale_tattica", seed=3, seats=[None, "normal"], players=2))
    assert summary(session)["mode"] == "vs Bot (normal)"


def test_why_after_the_game_lists_the_other_moves_and_says_so_while_it_runs():
    running = "\n".join(why_lines(SEARCH, SEARCH[0][0], ["Bot (hard) sets a card face down."], reveal=False))
    assert "listed after the game" not in running and "1 other move " in running
    assert "Once the game is over, w lists every move" in running
    over = why_lines(SEARCH, SEARCH[0][0], ["Bot (hard) sets a card face down."], reveal=True)
    assert any(SEARCH[1][0] in line for line in over)


def test_plain_mode_counts_one_move_of_several_cards_in_the_singular():
    for seed in range(1, 40):
        state = played_until("tacocat", seed, lambda s: s.current_player == 0 and _several(s) == 1)
        if state is not None and not state.is_over:
            break
    else:
        raise AssertionError("no Tacocat position with one move of several cards")
    out = io.StringIO()
    setup = Setup(game="tacocat", seed=seed, seats=[None, "simple"], first_player=0)
    game = PlainGame(setup, out=out, inp=io.StringIO(""))
    game.session.state = state
    game.turn(0)
    said = out.getvalue()
    assert "Not listed: 1 move with several cards" in said, said


def _several(state) -> int:
    from tanuki_table.core import choices

    info = get_game("tacocat")
    legal = state.legal_actions()
    return len(legal) - len(choices.listed(info, legal, state.observation(0)))


async def test_the_inspector_names_the_seats_in_a_cards_text():
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.game.inspector import InspectorScreen, visible_entries

    info = get_game("pikmin")
    state = played_until("pikmin", 7, lambda s: sum(c is not None for c in s.observation(0).field[1]) >= 2)
    assert state is not None
    obs = state.observation(0)
    rival = next(c.id for c in obs.field[1] if c is not None)
    entries = visible_entries(info, obs, state.legal_actions() if state.current_player == 0 else [])
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(InspectorScreen(info, obs, entries, start=rival, names=["You", "Bot (normal)"]))
        await pilot.pause()
        shown = screen_text(app)
    assert "Bot (normal)'s" in shown and "Player 2" not in shown, shown


def test_statistics_name_a_bot_as_the_table_did():
    from tanuki_table.analysis.stats_view import opponent_text

    assert opponent_text("bot: simple") == "Bot (easy)"
    assert opponent_text("bot: hard+simple") == "Bot (hard), Bot (easy)"
    assert opponent_text("network: Ann, Bob") == "Ann, Bob (network)"
    assert opponent_text("people (hot-seat)") == "people (hot-seat)"


async def test_tacocat_rows_built_behind_a_handover_never_split_a_phrase_from_its_number():
    """Play-test of issue 49: after a hot-seat handover the Actions box read "1 Duel with / 2",
    "1 Defend / with 7" (rows built at a guessed width of 10 cells while the table was covered).
    Rows built while the list is hidden take the width it had on screen."""
    from tanuki_table.core.session import Session
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.widgets.actions import ActionList

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_session(Session(Setup(game="tacocat", seed=6, seats=[None, None], first_player=0)))
        for _ in range(20):
            await pilot.pause(0.05)
            if type(app.screen).__name__ == "HandoverScreen":
                await pilot.press("enter")
            elif app.screen.query("#actions") and app.screen.query_one("#actions", ActionList).actions:
                break
        game = app.screen
        actions = game.query_one("#actions", ActionList)
        assert actions.text_width() > 30
        main = game.query_one("#main")
        main.display = False  # a handover covers the table
        await pilot.pause()
        actions.show(list(reversed(actions.actions)))  # the next seat's rows, built while covered
        rows = [str(option.prompt) for option in actions._options]
        assert all("\n" not in row for row in rows), rows
        main.display = True
        await pilot.pause()
        assert all("\n" not in str(option.prompt) for option in actions._options)


async def test_the_picker_names_each_variant_by_its_title():
    """Play-test of issue 49: the picker read "Variants: single · best_of_three · tournament" and
    "standard · tie_to_arrow" (raw ids); it names them as the setup dialog does."""
    from tanuki_table.ui.app import TanukiApp

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        picker = app.screen
        menu = picker.query_one("GameMenu")
        for index, info in enumerate(picker.games):
            if info.id not in ("animale_tattica", "tacocat"):
                continue
            menu.index = index
            picker._show()
            await pilot.pause()
            text = screen_text(app)
            line = next(line for line in text.splitlines() if "Variants:" in line)
            for variant in info.variants:
                assert info.variant_title(variant) in line, line
            assert "_" not in line, line


def test_the_play_tests_words_read_right():
    """Play-test of issue 49: a rank said as a rank ("drew rank 6", not "drew 6"), "Previous round's
    reveal" (not "Last final reveal"), "seen by both" (not "1 known"), "trophy: Penguin"."""
    from tanuki_table.core.narration import Narrator

    state = played_until("tacocat", 3, lambda s: any(e.word == "exchanged_shown" for e in s.log))
    assert state is not None
    shown = next(e for e in state.log if e.word == "exchanged_shown")
    for reader in (shown.seat, 1 - shown.seat):
        line = Narrator(["Ann", "Bob"], you=reader).line(shown, reader)
        assert "discarded rank" in line and not re.search(r"\b(?:discarded|drew) \d", line), line

    info = get_game("tacocat")
    board = info.board()(info, ["Ann", "Bob"])
    state = played_until("tacocat", 3, lambda s: s.observation(0).last_reveal)
    assert state is not None
    text = board.info_text(state.observation(0)).plain
    assert "Previous round's reveal: Ann" in text and "Last final reveal" not in text, text

    info = get_game("pikmin")
    board = info.board()(info, ["You", "Bot (easy)"])
    state = played_until("pikmin", 3, lambda s: any(s.observation(0).known_hand))
    if state is not None:
        obs = state.observation(0)
        seat = next(s for s, cards in enumerate(obs.known_hand) if cards)
        head = board.head_text(obs, seat).plain
        assert "seen by both)" in head and "known)" not in head, head

    info = get_game("animale_tattica")
    board = info.board()(info, ["You", "Bot (easy)"])
    obs = info.new_game(players=2, seed=3, variant="best_of_three").observation(0)
    header = board.status_text(obs.model_copy(update={"trophy": "penguin"}))
    assert "trophy: Penguin" in header, header


async def test_the_deck_builders_leave_question_starts_with_a_capital():
    from textual.widgets import Input

    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen

    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(DeckBuilderScreen("tanuki_panic"))
        for _ in range(40):
            await pilot.pause(0.05)
            if isinstance(app.screen, DeckBuilderScreen) and isinstance(app.focused, Input):
                break
        await pilot.press("down", "a", "escape")
        await pilot.pause()
        text = screen_text(app)
        assert "Unsaved changes to the new deck (1 card). Leave and lose" in text, text


def test_an_action_row_never_starts_a_line_with_a_lone_figure():
    """Play-test of issue 49: rows wrapped as "Move Red Bulborb from front 4 to front / 2",
    "Defend / with 7" would have read "with" alone; a figure goes down with its word."""
    from tanuki_table.ui.screens.game.labels import wrap

    assert wrap("Move Red Bulborb from front 4 to front 2", 38) == ["Move Red Bulborb from front 4 to", "front 2"]
    assert wrap("Counter with Tempest Guard (-4) (damage 5)", 40) == ["Counter with Tempest Guard (-4)", "(damage 5)"]
    assert wrap("Defend with 7", 10) == ["Defend", "with 7"]
    for text, width in (("Move Red Bulborb from front 4 to front 2", 38), ("Play 12 (1 card, total 12)", 20)):
        assert " ".join(wrap(text, width)) == text  # nothing dropped
