"""Autosave, resume, undo and replay export for the App (issue 8). A mixin on `TanukiApp`.

The game screen calls `autosave(session)` after every action, `undo(screen)` on `u`, and
`export_replay(session)` from the game-over dialog; the picker calls `describe_saves(game_id)`,
`resume(game_id)` and `watch_replay(game_id)`. Files are handled by `tanuki_table.saves` and
`tanuki_table.replay`; the rule deciding whether an undo is fair is `plan_undo` (no Textual).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Label, OptionList
from textual.widgets.option_list import Option

from tanuki_table.errors import SaveError
from tanuki_table.saves import SaveInfo, check_saves, has_finished, list_saves, load_save, move_aside, save_session

if TYPE_CHECKING:  # pydantic and the engines load when a game is opened, not at start-up
    from tanuki_table.engine import Observation
    from tanuki_table.session import Session

_BOOKKEEPING = {"game", "player", "current_player", "is_over", "winner", "phase"}
"""Observation fields that change with every move and reveal nothing by themselves."""


# --- the undo rule (pure) --------------------------------------------------------------------------
@dataclass
class UndoPlan:
    """What pressing `u` would do: rebuild to `count` actions, or refuse with `reason`."""

    count: int | None
    reason: str = ""
    moves: int = 0
    """How many recorded actions (everyone's) would be taken back."""


def _leaves(value: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, f"{path}.{key}")
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from _leaves(item, f"{path}[{index}]")
    else:
        yield path, value


def _card_counts(obs: Observation, known: set[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for _, leaf in _leaves(obs.model_dump(mode="json")):
        if isinstance(leaf, str) and leaf in known:
            counts[leaf] = counts.get(leaf, 0) + 1
    return counts


def _action_cards(action: Any) -> tuple[str, ...]:
    """Card ids an action names (`Action.card_ids()`; `cards()` in older engines)."""
    for name in ("card_ids", "cards"):
        method = getattr(action, name, None)
        if callable(method):
            return tuple(method())
    return ()


def _content(obs: Observation) -> dict[str, Any]:
    return {k: v for k, v in obs.model_dump(mode="json").items() if k not in _BOOKKEEPING}


def plan_undo(session: Session, seat: int) -> UndoPlan:
    """Undo back to `seat`'s previous decision point, unless that takes back something it saw.

    The game is replayed from its setup, recording `seat`'s observation before and after every
    action. Along the stretch to be undone:

    - an action of another seat (a bot, the other person) may change nothing `seat` can see
      beyond whose turn and which phase it is: anything else is that seat's choice made with its
      own hidden cards, and `seat` has seen it;
    - an action of `seat` itself may move cards it already saw, but no card id may appear in its
      observation more often than before unless the action names it: a drawn card, a flipped
      face-down card or a revealed hand is information that did not come from its own choice.
    """
    from tanuki_table.session import Session

    info = session.info
    known = {c.id for c in info.cards()}
    names = session.setup.seat_names()
    replay = Session(session.setup)
    players: list[int | None] = []
    labels: list[str] = []
    named: list[set[str]] = []
    views = [replay.state.observation(seat)]
    for index in session.actions:
        state = replay.state
        players.append(state.current_player)
        action = state.legal_actions()[index]
        labels.append(action.label)
        named.append(set(_action_cards(action)))
        replay.play_index(index)
        views.append(replay.state.observation(seat))
    mine = [i for i, p in enumerate(players) if p == seat]
    if not mine:
        return UndoPlan(None, "Nothing to undo: you have not made a move yet.")
    start = mine[-1]
    for i in range(start, len(players)):
        before, after = views[i], views[i + 1]
        actor = players[i]
        if actor != seat:
            if _content(before) != _content(after):
                who = names[actor] if actor is not None else "The game"
                return UndoPlan(None, f"Cannot undo: {who} has moved since your last decision and you saw "
                                      "the result; taking it back would let you play again knowing it.")
            continue
        was, now = _card_counts(before, known), _card_counts(after, known)
        new = sorted(c for c, n in now.items() if n > was.get(c, 0) and c not in named[i])
        if new:
            shown = ", ".join(info.card(c).name for c in new[:3]) + (" …" if len(new) > 3 else "")
            return UndoPlan(None, f"Cannot undo: after “{labels[i]}” you saw {shown}, which your move did "
                                  "not choose; taking it back would keep that knowledge.")
    return UndoPlan(start, moves=len(players) - start)


# --- small screens -------------------------------------------------------------------------------
class UndoRequestScreen(Screen[bool]):
    """Hot-seat: the table is covered while the other player allows or refuses an undo."""

    DEFAULT_CSS = """
    UndoRequestScreen { align: center middle; }
    UndoRequestScreen > Vertical {
        width: 70; height: auto; border: double $warning; padding: 1 2; background: $panel;
    }
    UndoRequestScreen Label { width: 100%; content-align: center middle; margin: 1 0; }
    #undo-title { text-style: bold; }
    """
    BINDINGS = [Binding("y", "answer(True)", "Allow"), Binding("n,escape", "answer(False)", "Refuse")]

    def __init__(self, requester: str, others: str, moves: int) -> None:
        super().__init__()
        self.requester, self.others, self.moves = requester, others, moves

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(f"Pass the keyboard to  {self.others.upper()}", id="undo-title")
            plural = "move" if self.moves == 1 else "moves"
            yield Label(f"{self.requester} asks to take back {self.moves} {plural}, "
                        f"back to {self.requester}'s previous decision.")
            yield Label("y  allow the undo      n  refuse")
        yield Footer()

    def action_answer(self, yes: bool) -> None:
        if self.app.screen is self:  # a second key press queued behind the first is ignored
            self.dismiss(yes)


class ResumeScreen(ModalScreen[Path | None]):
    """Pick one of several unfinished games to resume."""

    DEFAULT_CSS = """
    ResumeScreen { align: center middle; }
    ResumeScreen > Vertical { width: 90; height: auto; max-height: 80%; border: thick $accent;
                              background: $surface; padding: 0 1; }
    ResumeScreen OptionList { height: auto; max-height: 20; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, saves: list[SaveInfo]) -> None:
        super().__init__()
        self.title_text, self.saves = title, saves

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(f"Resume a game of {self.title_text}")
            yield OptionList(*[Option(s.describe()) for s in self.saves], id="resume-list")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if self.app.screen is self:
            self.dismiss(self.saves[event.option_index].path)

    def action_cancel(self) -> None:
        if self.app.screen is self:
            self.dismiss(None)


# --- the mixin -----------------------------------------------------------------------------------
class PersistenceMixin:
    """Saving and restoring games, undo and replays, for `TanukiApp`."""

    _saves_checked = False
    _autosave_failed = False

    # --- start-up ------------------------------------------------------------------------------
    def on_mount(self) -> None:
        # After the first paint, in a thread: checking replays every unfinished game.
        self.call_after_refresh(self._check_saves_in_background)  # type: ignore[attr-defined]

    def _check_saves_in_background(self) -> None:
        self.run_worker(self._check_saves_thread, thread=True, group="saves", exit_on_error=False)  # type: ignore[attr-defined]

    def _check_saves_thread(self) -> None:
        if self._saves_checked:
            return
        self._saves_checked = True
        reports = self._check_saves_now()
        if reports:
            self.call_from_thread(self._report_saves, reports)  # type: ignore[attr-defined]

    def _check_saves_now(self) -> list[str]:
        try:
            _, reports = check_saves()
        except OSError as exc:
            reports = [f"The saves folder cannot be read: {exc.strerror}"]
        return reports

    def _report_saves(self, reports: list[str]) -> None:
        for line in reports:
            self.notify(line, title="Save not loaded", severity="warning", timeout=12)  # type: ignore[attr-defined]
        self._refresh_picker()

    def check_saves_folder(self) -> list[str]:
        """Check every save once per run; report each unusable one in one line (moved aside)."""
        if self._saves_checked:
            return []
        self._saves_checked = True
        reports = self._check_saves_now()
        if reports:
            self._report_saves(reports)
        return reports

    def _refresh_picker(self) -> None:
        for screen in self.screen_stack:  # type: ignore[attr-defined]
            refresh = getattr(screen, "refresh_saves", None)
            if refresh is not None:
                refresh()

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Every game is saved from its first moment: as soon as its screen opens."""
        result = super().push_screen(screen, *args, **kwargs)  # type: ignore[misc]
        session = getattr(screen, "session", None)
        if session is not None:
            from tanuki_table.session import Session

            if isinstance(session, Session):
                self.autosave(session)
        return result

    # --- saving --------------------------------------------------------------------------------
    def autosave(self, session: Session) -> None:
        """Save the session after an action (atomically); a failure is reported once."""
        try:
            save_session(session)
            self._autosave_failed = False
        except (OSError, SaveError) as exc:
            if not self._autosave_failed:
                self._autosave_failed = True
                self.notify(f"Autosave failed: {exc}", severity="error", timeout=10)  # type: ignore[attr-defined]

    def describe_saves(self, game_id: str) -> str:
        """Lines for the picker about unfinished games of `game_id` (public facts only)."""
        try:
            unfinished = list_saves(game_id, finished=False)
            finished = has_finished(game_id)
        except OSError as exc:  # an unreadable data folder must not keep the picker from drawing
            return f"Saved games cannot be read: {exc.strerror}"
        lines = [f"Unfinished: {s.describe()}" for s in unfinished[:3]]
        if len(unfinished) > 3:
            lines.append(f"… and {len(unfinished) - 3} more")
        if unfinished:
            lines.append("R resume" + (" (choose which)" if len(unfinished) > 1 else ""))
        if finished:
            lines.append("v watch the last finished game")
        return "\n".join(lines)

    # --- resuming ------------------------------------------------------------------------------
    def resume(self, game_id: str) -> None:
        """Resume an unfinished game of `game_id` (asks which when there are several)."""
        self.check_saves_folder()
        try:
            unfinished = list_saves(game_id, finished=False)
        except OSError as exc:
            self.notify(f"Saved games cannot be read: {exc.strerror}", severity="warning")  # type: ignore[attr-defined]
            return
        if not unfinished:
            self.notify("No unfinished game to resume.")  # type: ignore[attr-defined]
            return
        if len(unfinished) == 1:
            self.resume_file(unfinished[0].path)
            return
        from tanuki_table.games import get_game

        def chosen(path: Path | None) -> None:
            if path is not None:
                self.resume_file(path)

        self.push_screen(ResumeScreen(get_game(game_id).title, unfinished), chosen)

    def resume_file(self, path: Path) -> None:
        """Open a saved game; an unusable save is reported and moved aside."""
        try:
            session = load_save(path)
        except SaveError as exc:
            try:
                where = f"moved to {move_aside(Path(path))}"
            except OSError as move_exc:
                where = f"could not move it aside: {move_exc.strerror}"
            self.notify(f"Save {Path(path).name} is unusable ({exc}); {where}.", severity="warning", timeout=12)  # type: ignore[attr-defined]
            self._refresh_picker()
            return
        self.open_session(session)  # type: ignore[attr-defined]
        screen = self.screen_stack[-1]  # type: ignore[attr-defined]
        if len(session.setup.humans()) > 1 and getattr(screen, "session", None) is session:
            screen.viewer = None  # hot-seat: a handover comes first, so no hand shows on resume

    # --- undo ----------------------------------------------------------------------------------
    def undo(self, screen: Any) -> None:
        """Undo back to the human's previous decision (hot-seat: the other player must agree)."""
        session: Session = screen.session
        humans = session.setup.humans()
        if not humans:
            self.notify("Nobody to undo for: only bots play this game.")  # type: ignore[attr-defined]
            return
        seat = screen.viewer if screen.viewer in humans else humans[0]
        plan = plan_undo(session, seat)
        if plan.count is None:
            self.notify(plan.reason, title="Undo refused", severity="warning", timeout=8)  # type: ignore[attr-defined]
            return
        if len(humans) == 1:
            self._apply_undo(screen, plan)
            return
        names = session.setup.seat_names()
        others = " / ".join(names[h] for h in humans if h != seat)

        def answer(yes: bool | None) -> None:
            if yes:
                self._apply_undo(screen, plan)
            else:
                self.notify(f"{others} refused the undo.")  # type: ignore[attr-defined]
                screen.viewer = None
                screen.rewrite_log()
                screen.advance()

        screen.viewer = None  # cover the table at once
        screen.refresh_view()
        self.push_screen(UndoRequestScreen(names[seat], others, plan.moves), answer)

    def _apply_undo(self, screen: Any, plan: UndoPlan) -> None:
        session: Session = screen.session
        screen.workers.cancel_group(screen, "bots")
        screen.bot_running = False
        session.rebuild(plan.count or 0)
        screen.over_shown = False
        screen.filter_cards = []
        if len(session.setup.humans()) > 1:
            screen.viewer = None  # hand the keyboard back through a handover
        screen.rewrite_log()
        screen.advance()
        self.autosave(session)
        plural = "move" if plan.moves == 1 else "moves"
        self.notify(f"Took back {plan.moves} {plural}.", timeout=3)  # type: ignore[attr-defined]

    # --- replays -------------------------------------------------------------------------------
    def export_replay(self, session: Session) -> None:
        """Write the finished game's replay file and say where."""
        from tanuki_table.replay import export_session

        try:
            path = export_session(session)
        except (SaveError, OSError) as exc:
            self.notify(f"Replay not exported: {exc}", severity="error")  # type: ignore[attr-defined]
            return
        self.notify(f"Replay written to {path}", timeout=10)  # type: ignore[attr-defined]

    def watch_replay(self, game_id: str) -> None:
        """Open the replay viewer on the last finished game of `game_id`."""
        from tanuki_table.saves import latest_finished

        try:
            path = latest_finished(game_id)
        except OSError as exc:
            self.notify(f"Saved games cannot be read: {exc.strerror}", severity="warning")  # type: ignore[attr-defined]
            return
        if path is None:
            self.notify("No finished game to watch yet.")  # type: ignore[attr-defined]
            return
        try:
            session = load_save(path)
        except SaveError as exc:
            try:
                where = f"moved to {move_aside(path)}"
            except OSError as move_exc:
                where = f"could not move it aside: {move_exc.strerror}"
            self.notify(f"Save {path.name} is unusable ({exc}); {where}.", severity="warning")  # type: ignore[attr-defined]
            return
        self.open_replay(session.setup, session.actions)

    def open_replay(self, setup: Any, actions: list[int]) -> None:
        """Show a finished game in the replay viewer."""
        from tanuki_table.ui.replay_screen import ReplayScreen

        self.push_screen(ReplayScreen(setup, actions))
