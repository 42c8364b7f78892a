"""The one game screen every game shares; each game plugs in its `Board` (see ui/board.py).

It owns the status line, the hand with multi-select, the numbered action list over
`legal_actions()`, the log, the footer keys, hot-seat handovers, bot turns in a worker, and game
over. It only changes the game through `Session.play` with an action from `legal_actions()`.
"""

from __future__ import annotations

import asyncio
import importlib

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, RichLog, Static

from tanuki_table.bots import Bot, make_bot
from tanuki_table.engine import Action
from tanuki_table.session import Session
from tanuki_table.ui.board import BoardBase
from tanuki_table.ui.commands import GameCommands
from tanuki_table.ui.dialogs import ConfirmScreen, GameOverScreen, HandoverScreen, RulesScreen
from tanuki_table.ui.fallback_board import FallbackBoard
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.hand import Hand
from tanuki_table.text import safe_text


def board_class(package: str) -> type[BoardBase]:
    """The game's Board, or the plain fallback when the game has no screen module yet."""
    try:
        module = importlib.import_module(f"{package}.screen")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.screen":
            raise
        return FallbackBoard
    return getattr(module, "Board", FallbackBoard)


class GameScreen(Screen[None]):
    """A game in play."""

    CSS_PATH = "game_screen.tcss"
    COMMANDS = {GameCommands}

    BINDINGS = [
        Binding("p,space", "pass_phase", "Pass", key_display="p"),
        Binding("e", "end_turn", "End turn"),
        Binding("u", "undo", "Undo"),
        Binding("question_mark", "rules", "Rules"),
        Binding("l", "toggle_log", "Log", show=False),
        Binding("q", "leave", "Menu"),
        *[Binding(str(n), f"pick({n - 1})", f"Action {n}", show=False) for n in range(1, 10)],
    ]

    def __init__(self, session: Session, bot_delay: float = 0.6) -> None:
        super().__init__()
        self.session = session
        self.info = session.info
        self.bot_delay = bot_delay
        self.names = session.setup.seat_names()
        self.bots: dict[int, Bot] = {
            seat: make_bot(name, self.info.id, seed=session.setup.seed * 7 + seat)
            for seat, name in enumerate(session.setup.seats)
            if name is not None
        }
        humans = session.setup.humans()
        self.hotseat = len(humans) > 1
        # hot-seat opens behind a handover too: nobody's hand is on screen until its owner is ready
        self.viewer: int | None = None if self.hotseat else (humans[0] if humans else 0)
        """The seat whose view is on screen (None while a handover covers the table)."""
        self.filter_cards: list[str] = []
        self.log_count = 0
        self.bot_running = False
        self.over_shown = False
        self.last_bot_move = ""
        """The latest bot move, shown under the hand so a person can follow the bot."""

    # --- layout --------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="main"):
            with Vertical(id="table"):
                yield board_class(self.info.package)(self.info, self.names, id="board")
                yield Hand(id="hand")
                yield Static(id="hint")
            with Vertical(id="side"):
                yield ActionList(id="actions")
                yield RichLog(id="log", wrap=True, markup=False, max_lines=500, min_width=20)
        yield Footer(compact=True)

    @property
    def board(self) -> BoardBase:
        return self.query_one("#board", BoardBase)

    def on_mount(self) -> None:
        self.query_one("#log", RichLog).border_title = "Log"
        self._fit(self.app.size.width)
        self.advance()

    def on_resize(self) -> None:
        self._fit(self.app.size.width)

    def _fit(self, width: int) -> None:
        self.set_class(width < 110, "-narrow")

    # --- the loop ------------------------------------------------------------------------------
    def advance(self) -> None:
        """Decide what happens next: game over, a bot's turn, a handover, or a person's move."""
        state = self.session.state
        if state.is_over:
            self.refresh_view()
            if not self.over_shown:
                self.over_shown = True
                self.call_after_refresh(self.show_game_over)
            return
        seat = state.current_player
        if seat in self.bots:
            self.refresh_view()
            if not self.bot_running:
                self.bot_running = True
                self.play_bots()
            return
        if self.hotseat and seat != self.viewer:
            self.hand_over(seat)
            return
        self.viewer = seat
        self.refresh_view()
        self.query_one("#hand", Hand).focus()

    def hand_over(self, seat: int) -> None:
        """Cover the table, then show it to `seat` when they press Enter."""
        # nothing but whose turn and the phase: both people see this screen, so no card names and
        # no one's private counts; what just happened is in the log once the table is shown
        phase = self.session.state.observation(seat).phase.replace("_", " ")
        summary = f"{self.names[seat]} plays next  ·  {phase}"
        self.viewer = None
        self.refresh_view()

        def ready(_: None) -> None:
            self.viewer = seat
            self.rewrite_log()
            self.advance()

        self.app.push_screen(HandoverScreen(self.names[seat], summary), ready)

    @work(exclusive=True, group="bots")
    async def play_bots(self) -> None:
        """Bot turns, one move at a time with a pause so a person can follow them in the log."""
        try:
            state = self.session.state
            while not state.is_over and state.current_player in self.bots:
                await asyncio.sleep(self.bot_delay)
                state = self.session.state
                seat = state.current_player
                if seat not in self.bots:
                    break
                action = self.bots[seat].choose(state.observation(seat), state.legal_actions())
                before = len(state.log)
                self.session.play(action)
                # the first log line of the move as this viewer may read it, never the bot's own
                # label (a label can name a hidden card, e.g. "Set Kumiai-Ki face-down")
                new = state.log[before:]
                line = new[0].for_viewer(self.viewer) if new else "done"
                self.last_bot_move = f"{self.names[seat]}: {line}"
                self.after_action()
                self.refresh_view()
        finally:
            self.bot_running = False
        self.advance()

    def do(self, action: Action) -> None:
        """A person's move."""
        state = self.session.state
        if state.is_over or self.bot_running or state.current_player != self.viewer:
            self.notify("It is not your move.", severity="warning")
            return
        self.session.play(action)
        self.last_bot_move = ""
        self.filter_cards = []
        self.query_one("#hand", Hand).selected = set()
        self.after_action()
        self.advance()

    def after_action(self) -> None:
        """Autosave (if the app has it) after every action."""
        self.app.autosave(self.session)

    # --- drawing -------------------------------------------------------------------------------
    def refresh_view(self) -> None:
        state = self.session.state
        covered = self.viewer is None
        self.query_one("#main").display = not covered
        if covered:
            self.query_one("#status", Static).update(safe_text(f" {self.info.title}"))
            return
        obs = state.observation(self.viewer)
        board = self.board
        board.show(obs)
        hand = self.query_one("#hand", Hand)
        cards = board.hand_order(obs.hand)
        hand.set_cards(cards, [board.card_text(c) for c in cards], f"{self.names[self.viewer]}:")
        turn = "Game over" if state.is_over else f"{self.names[state.current_player]} to play"
        if self.names[self.viewer] == "You":
            turn = f"you are Player {self.viewer + 1}  ·  {turn}"
        self.query_one("#status", Static).update(
            safe_text(f" {self.info.title}  ·  {turn}  ·  {board.status_text(obs)}")
        )
        self.show_actions()
        self.write_log()

    def show_actions(self) -> None:
        state = self.session.state
        actions = self.query_one("#actions", ActionList)
        hint = self.query_one("#hint", Static)
        if state.is_over or state.current_player != self.viewer or self.bot_running:
            waiting = "" if state.is_over else f"Waiting for {self.names[state.current_player]}…"
            if self.last_bot_move:
                waiting = f"{waiting}  ▶ {self.last_bot_move}"
            actions.show([], "Actions")
            hint.update(safe_text(waiting))
            return
        legal = state.legal_actions()
        picked = self.query_one("#hand", Hand).selected_cards() or self.filter_cards
        if not picked:
            actions.show(legal, "Actions")
            if self.last_bot_move:
                hint.update(safe_text(f"▶ {self.last_bot_move}"))
            else:
                hint.update("space select · enter card actions · 1-9 act · tab to the list")
            return
        matching = self.board.actions_for(picked, legal)
        exact = [a for a in matching if sorted(a.card_ids()) == sorted(picked)]
        names = ", ".join(self.info.card(c).name for c in picked)
        custom = self.board.selection_hint(picked, exact)
        if matching:
            actions.show(matching, f"Actions for {names}")
            hint.update(safe_text(custom or f"{len(matching)} action(s) for {names} · escape shows all"))
        else:
            actions.show(legal, "Actions")
            hint.update(safe_text(custom or f"No legal action uses {names}; all actions shown"))

    def write_log(self) -> None:
        log = self.query_one("#log", RichLog)
        events = self.session.state.log
        for event in events[self.log_count :]:
            log.write(safe_text(event.for_viewer(self.viewer), newlines=True))
        self.log_count = len(events)

    def rewrite_log(self) -> None:
        """Redraw the whole log for a new viewer (hot-seat: secrets differ per seat)."""
        self.query_one("#log", RichLog).clear()
        self.log_count = 0

    # --- input ---------------------------------------------------------------------------------
    @on(Hand.Chosen)
    def hand_chosen(self, event: Hand.Chosen) -> None:
        self.filter_cards = event.cards
        self.show_actions()
        actions = self.query_one("#actions", ActionList)
        if actions.actions:
            actions.focus()

    @on(Hand.SelectionChanged)
    def hand_selection(self, event: Hand.SelectionChanged) -> None:
        self.filter_cards = []
        self.show_actions()

    @on(BoardBase.CardPicked)
    def board_pick(self, event: BoardBase.CardPicked) -> None:
        self.query_one("#hand", Hand).selected = set()
        self.filter_cards = [event.card_id]
        self.show_actions()
        self.query_one("#actions", ActionList).focus()

    @on(ActionList.OptionSelected)
    def action_chosen(self, event: ActionList.OptionSelected) -> None:
        action = self.query_one("#actions", ActionList).action_at(event.option_index)
        if action is not None:
            self.do(action)

    def action_pick(self, index: int) -> None:
        action = self.query_one("#actions", ActionList).action_at(index)
        if action is not None:
            self.do(action)

    def _kind(self, kind: str) -> None:
        state = self.session.state
        if state.is_over or state.current_player != self.viewer or self.bot_running:
            return
        for action in state.legal_actions():
            if action.kind == kind:
                self.do(action)
                return
        self.notify(f"No '{kind.replace('_', ' ')}' move is legal now.", timeout=2)

    def action_pass_phase(self) -> None:
        self._kind("pass")

    def action_end_turn(self) -> None:
        self._kind("end_turn")

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen(self.info.id, self.info.title))

    def action_toggle_log(self) -> None:
        log = self.query_one("#log", RichLog)
        log.display = not log.display

    def key_escape(self) -> None:
        hand = self.query_one("#hand", Hand)
        hand.selected = set()
        hand.refresh()
        self.filter_cards = []
        self.show_actions()

    def action_undo(self) -> None:
        self.app.undo(self)

    def action_leave(self) -> None:
        if self.session.state.is_over:
            self.app.action_menu()
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.workers.cancel_group(self, "bots")
                self.app.action_menu()

        self.app.push_screen(ConfirmScreen("Leave this game and go back to the menu?"), answer)

    # --- the end -------------------------------------------------------------------------------
    def result_text(self) -> tuple[str, str]:
        state = self.session.state
        winner = state.winner
        if winner is None:
            title = "A draw."
        else:
            name = self.names[winner]
            title = "You win!" if name == "You" else f"{name} wins!"
        why = "\n".join(e.for_viewer(None) for e in state.log[-3:])
        return title, why

    def show_game_over(self) -> None:
        title, why = self.result_text()

        def chosen(what: str | None) -> None:
            if what == "rematch":
                self.app.rematch(self.session)
            elif what == "menu":
                self.app.action_menu()
            elif what == "export":
                exporter = getattr(self.app, "export_replay", None)
                if exporter:
                    exporter(self.session)
                else:
                    self.notify("Replay export is not available yet.")
                self.over_shown = False
                self.advance()

        self.app.push_screen(GameOverScreen(title, why), chosen)
