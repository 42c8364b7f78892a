"""Helpers shared by the game test folders: seeded random playouts with invariant checks."""

from __future__ import annotations

import random
import re
import time
from typing import Callable, NamedTuple
from weakref import WeakKeyDictionary

from tanuki_table.core.engine import GameState
from tanuki_table.core.text import cells
from tanuki_table.games import get_game


def random_playout(
    game_id: str,
    seed: int,
    *,
    players: int = 2,
    variant: str | None = None,
    max_actions: int = 20_000,
    check: Callable[[GameState], None] | None = None,
    round_trip_every: int = 0,
) -> GameState:
    """Play one seeded random game to the end, checking the contract's invariants on the way.

    `check(state)` runs after every action (card conservation etc.). Every `round_trip_every`
    actions the state is saved to JSON and rebuilt, and must give the same observations and legal
    actions.
    """
    info = get_game(game_id)
    state = info.new_game(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    for step in range(max_actions):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal, f"no legal action while the game runs (seed {seed}, step {step})"
        seat = state.current_player
        assert seat is not None and 0 <= seat < players
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        if check:
            check(state)
        if round_trip_every and step % round_trip_every == 0:
            copy = info.state_from_json(state.to_json())
            assert copy.legal_actions() == state.legal_actions()
            for p in range(players):
                assert copy.observation(p) == state.observation(p)
            assert copy.to_json() == state.to_json()
    assert state.is_over, f"seed {seed}: game did not end within {max_actions} actions"
    assert state.current_player is None
    assert state.legal_actions() == []
    return state


def screen_text(app) -> str:
    """Everything a Textual app shows now, as plain text lines: the same composited screen that
    `export_screenshot` turns into an SVG (modal screens over the ones beneath), read as text,
    which is many times cheaper than rendering and parsing the SVG."""
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    lines = []
    for strip in update.strips:
        segments = strip if not isinstance(strip, list) else [seg for part in strip for seg in part]
        lines.append("".join(segment.text for segment in segments).replace("\u00a0", " ").rstrip())
    return "\n".join(lines)


class Notice(NamedTuple):
    """A toast an app was asked to show: what `App.notify` was given (after `TanukiApp.notify`
    has made the text plain)."""

    message: str
    title: str
    severity: str
    markup: bool


def recording_notify(notify):
    """`notify` (Textual's public `App.notify`), recording each toast it shows for `toasts`. Every
    toast goes through it: `Widget.notify` and `Screen.notify` call `self.app.notify`, and
    `TanukiApp.notify` calls it by `super()`. The records live on the wrapper, per app (weakly), so
    `common` and `tests.common` (both imported) read the same ones."""
    import functools

    records: WeakKeyDictionary = WeakKeyDictionary()

    @functools.wraps(notify)
    def notify_recorded(self, message, **kwargs):
        notice = Notice(message, kwargs.get("title", ""), kwargs.get("severity", "information"), kwargs.get("markup", True))
        records.setdefault(self, []).append(notice)
        return notify(self, message, **kwargs)

    notify_recorded.toasts = records  # type: ignore[attr-defined]
    return notify_recorded


def record_toasts() -> None:
    """Record toasts in this process from now on (a script such as the long fuzz run; the tests get
    it from the autouse fixture in conftest.py)."""
    from textual.app import App

    if not hasattr(App.notify, "toasts"):
        App.notify = recording_notify(App.notify)  # type: ignore[method-assign]


def toasts(app) -> list[Notice]:
    """Every toast `app` has been asked to show, oldest first: expired and cleared ones too (for
    the toasts on screen now, query the screen's `Toast` widgets; needs `run_test(notifications=True)`)."""
    from textual.app import App

    records = getattr(App.notify, "toasts", None)
    assert records is not None, "toasts are not recorded here (tests/conftest.py, or common.record_toasts)"
    return list(records.get(app, ()))


def crashed(app) -> bool:
    """Whether `app` has met an unhandled exception: Textual then sets the public `return_code` to 1
    (`App._handle_exception`) and closes the app. The exception itself is re-raised by `run_test`
    when its block ends, so a failed `assert not crashed(app)` is shown followed by the app's
    exception and its traceback."""
    return app.return_code == 1


def widget_text(app, widget) -> list[str]:
    """The lines of `screen_text` that `widget` covers on screen now (its visible region, border
    included): what a person sees of it, whatever its own content holds."""
    region = widget.region
    lines = screen_text(app).splitlines()[region.y:region.y + region.height]
    return [line[region.x:region.x + region.width].rstrip() for line in lines]


def first_key(game) -> str:
    """The key of the first row of a game screen's action list ("1", or "p" when the first row
    moves on: a pass keeps its letter); "1" when the list is empty."""
    keys = game.query_one("#actions").keys
    return keys[0] if keys else "1"


async def text_shown(app, pilot, wanted: str, timeout: float = 3.0) -> str:
    """The screen's text once `wanted` is on it. A screen just pushed may not have been laid out
    yet on a loaded machine (its compositor is empty), so wait for it rather than guess a pause;
    gives up after `timeout` seconds and returns what is shown then, for the caller's assert."""
    import time

    deadline = time.monotonic() + timeout
    text = screen_text(app)
    while wanted not in text and time.monotonic() < deadline:
        await pilot.pause(0.05)
        text = screen_text(app)
    return text


async def past_opening_handover(app, pilot) -> None:
    """Hot-seat games open behind a handover screen: press Enter to reach the table."""
    from tanuki_table.ui.dialogs.boxes import HandoverScreen

    if isinstance(app.screen, HandoverScreen):
        await pilot.press("enter")
        await pilot.pause()


def same_choice(by_obs, in_world, world: GameState, seat: int, reasons, same_rng: bool = False) -> None:
    """A game's `simple` bot picks the same move, for the same reason, by `choose` on the seat's
    observation (`by_obs`) and by `choose_in` on the world (`in_world`, a twin); counts the reason."""
    legal = world.legal_actions()
    expected = by_obs.choose(world.observation(seat), legal)
    got = in_world.choose_in(world, seat, legal)
    assert got is expected, f"{got.label} != {expected.label}"
    assert in_world.why == by_obs.why
    if same_rng:
        assert in_world.rng.getstate() == by_obs.rng.getstate()
    reasons[by_obs.why] += 1


def play_comparing(state: GameState, by_obs, in_world, reasons, rng: random.Random, *, moves: int,
                   every: int, rollouts: tuple[int, ...], same_rng: bool = False) -> None:
    """Play `state` on (30% random moves, else `by_obs`'s) for at most `moves` moves, checking
    `same_choice` at every one; every `every` moves, also in worlds sampled for the seat to move,
    one per entry of `rollouts`: at the world's start, then along that many rollout moves."""
    done = 0
    while not state.is_over and done < moves:
        seat = state.current_player
        same_choice(by_obs, in_world, state, seat, reasons, same_rng)
        if done % every == 0:
            for length in rollouts:
                world = state.sample_hidden(seat, random.Random(rng.random()))
                same_choice(by_obs, in_world, world, seat, reasons, same_rng)
                for _ in range(length):  # a few moves on in the world, as a rollout plays them
                    if world.is_over:
                        break
                    same_choice(by_obs, in_world, world, world.current_player, reasons, same_rng)
                    world.apply(by_obs.choose(world.observation(world.current_player), world.legal_actions()))
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))] if rng.random() < 0.3 else by_obs.choose(state.observation(seat), legal)
        state.apply(action)
        done += 1


def few(values, keep) -> list:
    """`values` as pytest parameters, those not in `keep` marked `slow`: the default run checks a
    family of screens on a few games (each game still met by some family), and `pytest -m slow`
    runs the rest (see the README's Tests)."""
    import pytest

    def slow(value):  # a tuple holds the values of several argument names
        return pytest.param(*value if isinstance(value, tuple) else (value,), marks=pytest.mark.slow)

    return [value if value in keep else slow(value) for value in values]


# --- a translated screen (the i18n screen tests) ---------------------------------------------------
async def all_shown(app, pilot, wanted: list[str], timeout: float = 15.0) -> str:
    """The screen's text once every one of `wanted` is on it (a loaded machine paints late), or
    what is shown when `timeout` runs out, for the caller's assert."""
    deadline = time.monotonic() + timeout
    text = screen_text(app)
    while not all(words in " ".join(text.split()) for words in wanted) and time.monotonic() < deadline:
        await pilot.pause(0.05)
        text = screen_text(app)
    return text


def fits(text: str, width: int) -> None:
    for line in text.splitlines():
        assert cells(line) <= width, f"wider than {width} cells: {line!r}"


def speaks(text: str, wanted: list[str], english: list[str]) -> None:
    flat = " ".join(text.split())  # a label may wrap onto the next line of its row
    for words in wanted:
        assert words in text or words in flat, f"{words!r} not on screen:\n{text}"
    for words in english:  # as whole words: "Bot: normal" is not in "Bot: normalny"
        assert not re.search(rf"(?<!\w){re.escape(words)}(?!\w)", text), f"English {words!r} left on screen:\n{text}"
