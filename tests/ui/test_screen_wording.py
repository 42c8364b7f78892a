"""Issue 49: every word on the real screen reads right. Seeded games of all five games are played on
the screen (Textual's Pilot) at 120x40 and 80x24 (resized mid-game) -- Tanuki Panic, Pikmin and TMNT
against a bot, Tacocat hot-seat with typed names, Animale Tattica for three and four against bots;
all but the four-seat one to the game-over box, its reveal-all transcript and the table after it --
and every game in plain mode; every line on screen (with the whole log, the strip and the status line) is read, and a line
with a known fault fails the test: "You's", a verb that does not agree with "You", "1 cards" (any
"1" with a plural), "Waiting for You", a phrase said twice in a row ("Game over · Game over"), an
internal id (`best_of_three`, a card id where a name belongs), "Player N" for a seat that has a name,
and each fault issue 49 found ("(items +1) = ...", "the other deck ran out", ...).

Few moves per game (the bots with no delay) and a handful of screens each keep it fast.
"""

from __future__ import annotations

import io
import re

import pytest
from common import screen_text
from ui.wording_languages import translated_faults

from tanuki_table.bots import make_bot
from tanuki_table.cli.plain import PlainGame
from tanuki_table.core import i18n
from tanuki_table.core.session import Setup
from tanuki_table.games import game_ids, get_game
from tanuki_table.ui.app import TanukiApp
from tanuki_table.ui.dialogs.boxes import GameOverScreen, HandoverScreen, LinesScreen
from tanuki_table.ui.screens.game.game_screen import GameScreen
from tanuki_table.ui.screens.game.labels import ROW_KEYS, row_key
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.game_log import GameLog

DECISIONS = (2, 1)
"""The people's decisions played on screen at the first size and after the resize (a screen read
at each)."""

PLURALS = ("cards", "copies", "leaves", "moves", "other moves", "games", "actions", "turns", "points", "players",
           "spirits", "spirit cards", "counters", "damage counters", "rounds", "decks", "packs", "visits", "times",
           "slots", "items", "wins", "finished games", "trophies")
VERBS = ("plays", "wins", "has", "is", "was", "does", "goes", "draws", "takes", "keeps", "passes", "ends", "chooses",
         "attacks", "loses", "discards", "sets", "puts", "adds", "counters", "summons", "places", "moves", "uses",
         "retreats", "leads", "sacrifices", "defends", "skips", "starts", "gets", "flips", "changes", "opens",
         "holds", "exchanges", "duels", "pulled the")
FAULTS: list[tuple[str, re.Pattern[str]]] = [
    ("the possessive of You is Your", re.compile(r"\bYou's\b")),
    ("a verb after You agrees with it", re.compile(r"\bYou (?:" + "|".join(v for v in VERBS if " " not in v) + r")\b")),
    ("one of a plural", re.compile(r"(?<![\d.,/:+-])\b1 (?:more |other |new |extra |different )?(?:"
                                   + "|".join(sorted(PLURALS, key=len, reverse=True)) + r")\b")),
    ("the reader waits for nobody", re.compile(r"Waiting for You\b")),
    ("an internal snake_case id", re.compile(r"(?<![\w/.-])[a-z]+(?:_[a-z]+)+\b")),
    ("the counter step is worded for the defender", re.compile(r"do not counter\) and attack")),
    ("whose deck ran out", re.compile(r"the other deck ran out")),
    ("true words about the bot's other moves", re.compile(r"listed after the game")),
    ("arithmetic a player can follow", re.compile(r"\(items [+-]\d+\)|\bdmg\b")),
    ("a score that reads as one number", re.compile(r"\bwon [^·]*\d : ")),
    ("0 HP is out, not low", re.compile(r"HP 0/\d+ \(low\)")),
    ("a bot by the name the table gave it", re.compile(r"\bbot: *(?:simple|random|easy|normal|hard)\b")),
    # the play-test of issue 49 (120x40 and 80x24, all five games)
    ("a seat's name run into its figures", re.compile(r"Discards: \w+ \d")),
    ("a rank, not a count of cards", re.compile(r"\b(?:discarded|drew) \d")),
    ("a reveal said plainly", re.compile(r"\bLast final reveal\b")),
    ("who knows the cards of a hand", re.compile(r"\(\d+ known\)")),
    ("an animal's name with its capital", re.compile(r"\btrophy: [a-z]")),
    ("a sentence starts with a capital", re.compile(r"^\s*the new deck has unsaved")),
    ("a cut name or number", re.compile(r"(?:Slas|Resu|face do|fac)…")),
]


def card_ids_with_hyphens() -> set[str]:
    return {card.id for game in game_ids() for card in get_game(game).cards() if "-" in card.id}


HYPHENATED = card_ids_with_hyphens()
ID_WORD = re.compile(r"(?<![\w/.-])[a-z0-9]+(?:-[a-z0-9]+)+(?![\w/-])")


def faults(text: str, named: bool = True) -> list[str]:
    """Every known fault in `text`, one line each ("why: the line"). `named`: every seat has a
    name, so no "Player N" may show. In Polish or Japanese, that language's own faults
    (`wording_languages.py`: English left on screen, Polish plural forms after numbers)."""
    if i18n.current_language() != "en":
        return translated_faults(text, i18n.current_language(), named)
    found = []
    for line in text.splitlines():
        for why, pattern in FAULTS:
            if pattern.search(line):
                found.append(f"{why}: {line.strip()!r}")
        parts = [p.strip() for p in re.split(r"\s·\s|·(?=\S)", line)]
        for a, b in zip(parts, parts[1:]):
            if a and a == b and re.search(r"[A-Za-z]{3}", a):
                found.append(f"a phrase said twice: {line.strip()!r}")
        for word in ID_WORD.findall(line):
            if word in HYPHENATED and f"─ {word} ─" not in line:  # a card panel's border shows its id for deck files
                found.append(f"a card id where a name belongs ({word}): {line.strip()!r}")
        if named and re.search(r"\bPlayer [1-4]\b", line):
            found.append(f"Player N for a seat with a name: {line.strip()!r}")
    return found


def table_text(app: TanukiApp, game: GameScreen) -> str:
    """The screen as shown, then the whole log (unwrapped) and the status line in full."""
    log = game.query_one("#log", GameLog)
    parts = [screen_text(app), *(log.tell(e) for e in log.events()), str(getattr(game, "_status", ""))]
    return "\n".join(parts)


def status_faults(status: str) -> list[str]:
    """A status line says each thing once ("Game over · Turn 99 · Game Over" says it twice)."""
    parts = [p.strip().lower() for p in re.split(r"·", status) if re.search(r"[A-Za-z]{3}", p)]
    return [f"said twice in the status line: {status.strip()!r}"] if len(set(parts)) < len(parts) else []


def read_table(app: TanukiApp, game: GameScreen, where: str, named: bool = True) -> None:
    assert_reads_right(table_text(app, game), where, named)
    found = status_faults(str(getattr(game, "_status", "")))
    assert not found, f"{where}: {found}"


def assert_reads_right(text: str, where: str, named: bool = True) -> None:
    found = faults(text, named)
    assert not found, f"{where}:\n" + "\n".join(dict.fromkeys(found))


def test_the_fault_patterns_find_each_fault_of_issue_49():
    """The test's own eyes: each line of issue 49 is caught, and a right line is not."""
    bad = ["T2 You's April O'Neil: 2 (items +1) = 2 dmg if it hits now", " Animale Tattica · You plays · Game 1",
           " won You 0 : Bot 2 0", "Deck: 1 cards, 1 different, up to 1 copies", "Pikmin ❀ 1 leaves",
           "Player 2's back 2 beside Bot (normal)'s", " Pikmin · Game over · Game over", "★ Olimar HP 0/1000 (low)",
           "Waiting for You…", "vs Bot (easy), best_of_three, 12 moves", "Not listed: 1 moves with several cards.",
           "1 Pass (do not counter) and attack for 6 damage", "Game over: Bot wins (the other deck ran out).",
           "It weighed 1 other move as well. They are listed after the game", "Inspect shuten-doji", "You has won",
           "1-9 act · space selects cards: 1 more moves use several cards together", "│ Tacocat │ bot: simple │ 3 │",
           "  Discards: You 2 2 2 3 3 4 6 12 K · Bot 2 2 2 3", "Player 1 exchanged 1 card: discarded 1 face up and drew 6",
           "Last final reveal: Player 1 7 · Player 2 11", "Hand 2 (1 known)", "Game 1 · best of three · trophy: penguin",
           "the new deck has unsaved changes (1 card). Leave and lose them?",
           "Attack Zone: Dragon Kick 3, Whirlwind Slas…", "Attack ▸ Counter ▸ Forward ▸ Resu…", "Event · face do…"]
    for line in bad:
        assert faults(line), line
    assert status_faults(" Tanuki Panic  ·  Game over  ·  Turn 99 · Game Over · Energy 0 : 7550")
    assert not status_faults(" Tanuki Panic  ·  Game over  ·  Turn 99 · Energy 0 : 7550")
    good = ["T2 Your April O'Neil: 1 + 1 from items = 2 damage if it hits now", " You play · Game 1 · Tournament",
            " won You: 0, Bot 2: 0", "Deck: 1 card, 1 different, up to 1 copy of one", "❀ 1 leaf · face-down",
            "Leonardo, Leonardo and Michelangelo", "Block Zone slot 1 takes 1 damage", "Game over: You win.",
            "  Discards: You: 2 2 3 · Bot 2 (normal): 2 4", "You exchanged 1 card: discarded rank 1 face up and drew rank 6",
            "Previous round's reveal: Ann 7 · Bob 11", "Hand 2 (1 seen by both)", "Game 1 · trophy: Penguin",
            "Unsaved changes to the new deck (1 card). Leave and lose them?"]
    for line in good:
        assert not faults(line), (line, faults(line))


# --- on the screen -----------------------------------------------------------------------------------
SEEDS = {"tanuki_panic": 7, "tacocat": 6, "pikmin": 7, "animale_tattica": 6, "tmnt": 6}
"""Seeds of short games (the simple bot in every seat ends them in 15 to 90 moves)."""


def setup_for(game_id: str, seats: list[str | None], **extra: object) -> Setup:
    return Setup(game=game_id, seed=SEEDS[game_id], seats=seats, players=len(seats), first_player=0, **extra)


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


async def play_on_screen(app: TanukiApp, pilot, game: GameScreen, decisions: int, named: bool, where: str) -> None:
    """Make `decisions` of the people's moves by their row keys (the simple bot's choice), reading
    the whole screen at each, and every box on the way (handovers, results)."""
    chooser = make_bot("simple", game.seating.info.id, seed=1)
    made = steps = 0
    while made < decisions and steps < 200 and not game.session.state.is_over:
        steps += 1
        await pilot.pause()
        if isinstance(app.screen, (HandoverScreen, LinesScreen)):
            assert_reads_right(screen_text(app), f"{where}, a box", named)
            await pilot.press("enter")
            continue
        state = game.session.state
        if app.screen is not game or game.seating.bot_running or state.current_player != game.viewer:
            continue
        read_table(app, game, f"{where}, decision {made + 1}", named)
        actions = game.query_one("#actions", ActionList)
        choice = chooser.choose(state.observation(state.current_player), state.legal_actions())
        if choice in actions.actions and actions.actions.index(choice) < len(ROW_KEYS):
            await pilot.press(row_key(actions.actions.index(choice)))
        else:  # a move of several cards (selected in the hand; the rows were read all the same)
            game.session.play(choice)
            game.refresh_view()
            game.advance()
        made += 1


async def finish_and_reveal(app: TanukiApp, pilot, game: GameScreen, named: bool, where: str) -> None:
    """Play the rest off screen (the simple bot in every seat), then read the game-over box, the
    reveal-all transcript and the table after the game."""
    await settle(pilot)
    while game.seating.bot_running:
        await pilot.pause()
    state = game.session.state
    bots = [make_bot("simple", game.seating.info.id, seed=seat) for seat in range(state.num_players)]
    while not state.is_over:
        seat = state.current_player
        game.session.play(bots[seat].choose(state.observation(seat), state.legal_actions()))
    app.autosave(game.session)  # as after a move on the screen: the finished game is in the replay list
    game.refresh_view()
    game.advance()
    for _ in range(40):
        await pilot.pause()
        if isinstance(app.screen, GameOverScreen):
            break
    assert isinstance(app.screen, GameOverScreen), f"{where}: the game-over box"
    read_table(app, game, f"{where}, the game-over box", named)
    await pilot.press("a")
    for _ in range(20):
        if any(isinstance(s, LinesScreen) for s in app.screen_stack):
            break
        await pilot.pause()
    shown = [s for s in app.screen_stack if isinstance(s, LinesScreen)]
    assert shown, f"{where}: Reveal all shows the whole game"
    assert_reads_right(screen_text(app) + "\n" + "\n".join(shown[-1].lines), f"{where}, the reveal", named)
    for _ in range(3):
        if app.screen is game:
            break
        await pilot.press("escape")
        await settle(pilot)
    read_table(app, game, f"{where}, the table after the game", named)


async def read_a_game(setup: Setup, first: tuple[int, int], then: tuple[int, int], named: bool, where: str,
                      to_the_end: bool = True, tools: bool = False, decisions: tuple[int, int] = DECISIONS) -> None:
    """`setup` on the screen: moves at the `first` size, more after a resize to `then`, then (with
    `to_the_end`) the end of the game, its reveal and the table after it; (with `tools`) the
    replay list, the statistics and the deck builder."""
    app = TanukiApp(bot_delay=0)
    async with app.run_test(size=first) as pilot:
        app.start_game(setup)
        await settle(pilot)
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        await play_on_screen(app, pilot, game, decisions[0], named, f"{where} at {first}")
        await pilot.resize_terminal(*then)
        await settle(pilot)
        await play_on_screen(app, pilot, game, decisions[1], named, f"{where} at {then}")
        if not to_the_end:
            return
        await finish_and_reveal(app, pilot, game, named, f"{where} at {then}")
        if tools:
            await read_the_tools(app, pilot, f"{where}, then")


async def read_the_tools(app: TanukiApp, pilot, where: str) -> None:
    """After a finished game: the replay list and the deck builder with one card (the statistics'
    words are `test_wording_fixes`'s)."""
    from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen

    app.watch_replay()
    await settle(pilot)
    listed = screen_text(app)
    assert "Tie to arrow" in listed, f"{where}: the game is in the replay list, its variant by name"
    assert_reads_right(listed, f"{where} the replay list")
    await pilot.press("escape")
    await settle(pilot)
    app.push_screen(DeckBuilderScreen("tmnt"))
    await settle(pilot)
    await pilot.press("a")
    await settle(pilot)
    assert_reads_right(screen_text(app), f"{where} the deck builder with one card")


@pytest.mark.parametrize("game_id", ["tanuki_panic", "pikmin", "tmnt"])
async def test_a_game_against_a_bot_reads_right_to_its_end_and_reveal(game_id):
    first, then = ((120, 40), (80, 24)) if game_id != "pikmin" else ((80, 24), (120, 40))
    await read_a_game(setup_for(game_id, [None, "simple"]), first, then, True, f"{game_id} vs a bot")


async def test_hotseat_with_typed_names_reads_right_to_its_end_and_reveal_and_in_the_card_tools():
    """Then the replay list (the variant `tie_to_arrow` by its name) and the deck builder."""
    setup = setup_for("tacocat", [None, None], names=["Ann", "Bob"], variant="tie_to_arrow")
    await read_a_game(setup, (120, 40), (80, 24), True, "hot-seat Tacocat", tools=True, decisions=(1, 1))


@pytest.mark.parametrize(("players", "variant"), [(3, "single"), (4, "tournament")])
async def test_animale_tattica_for_three_and_four_reads_right(players, variant):
    """Three seats to the end of a game; four (a tournament, with its scores) for a few moves."""
    setup = setup_for("animale_tattica", [None] + ["simple"] * (players - 1), variant=variant)
    first, then = ((80, 24), (120, 40)) if players == 3 else ((120, 40), (80, 24))
    await read_a_game(setup, first, then, True, f"{players}-player Animale Tattica", to_the_end=players == 3)


# --- plain mode --------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", game_ids())
def test_plain_mode_reads_right(game_id):
    seats = [None] + ["simple"] * (3 if game_id == "animale_tattica" else 1)
    setup = Setup(game=game_id, seed=6, seats=seats, players=len(seats), first_player=0,
                  variant="tournament" if game_id == "animale_tattica" else None)
    out = io.StringIO()
    PlainGame(setup, out=out, inp=io.StringIO("1\n" * 12 + "log\n")).run()
    assert_reads_right(out.getvalue(), f"{game_id} in plain mode")
