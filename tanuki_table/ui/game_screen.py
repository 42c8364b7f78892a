"""The one game screen every game shares; each game plugs in its `Board` (see ui/board.py).

It owns the status line, the hand with multi-select, the action list over `legal_actions()` (every
row with its own key, labels whole; moves of several cards offered for the selected cards), the
log, the footer keys, hot-seat handovers, bot turns in a worker, result boxes (when they pause:
`ui.pauses`), concede and leave (`ui.game_end`), the first-game guide (`ui.guide`), the marks on
what changed since the viewer's last move (`ui.marks`), and game over. It only changes the game
through `Session.play` with an action from `legal_actions()` (or `Session.concede`).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, RichLog, Static

from tanuki_table.bots import Bot, make_bot
from tanuki_table.core.engine import Action, Event, GameState, Observation
from tanuki_table.core.narration import Narrator
from tanuki_table.core.session import Session
from tanuki_table.core.text import clean
from tanuki_table.ui.board import BoardBase
from tanuki_table.ui.commands import GameCommands
from tanuki_table.ui.dialogs import HandoverScreen, LinesScreen
from tanuki_table.ui.game_end import GameEnd
from tanuki_table.ui.game_keys import GameKeys
from tanuki_table.ui.game_views import GameViews
from tanuki_table.ui.guide import FirstGameGuide
from tanuki_table.ui.labels import ROW_KEYS
from tanuki_table.ui.pauses import pause_for
from tanuki_table.ui.preferences import settings_service
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.hand import Hand

if TYPE_CHECKING:
    from tanuki_table.ui.persistence import SaveService


class GameScreen(GameViews, GameKeys, GameEnd):
    """A game in play. It changes the game only through `Session.play`, and tells the app what
    happened by messages: `Played` (autosave), `UndoAsked`, `RematchAsked`, `ExportAsked`,
    `MenuAsked`."""

    CSS_PATH = "game_screen.tcss"
    COMMANDS = {GameCommands}

    BINDINGS = [
        Binding("p,space", "pass_phase", "Pass", key_display="p"),
        Binding("e", "end_turn", "End turn"),
        Binding("i", "inspect", "Inspect"),
        Binding("l", "toggle_log", "Log"),
        Binding("L", "toggle_phases", "Phase lines", show=False),
        Binding("q", "leave", "Menu"),
        Binding("question_mark", "rules", "Rules"),
        Binding("u", "undo", "Undo"),
        Binding("g", "piles", "Piles"),
        Binding("w", "why", "Why?"),
        Binding("c", "concede", "Concede"),
        Binding("r", "after('rematch')", "Rematch"),
        Binding("x", "after('export')", "Export"),
        Binding("m", "after('menu')", "Menu"),
        *[Binding(key, f"pick({n})", f"Action {key}", show=False) for n, key in enumerate(ROW_KEYS)],
        Binding("number_sign", "pick_number", "Action #", show=False),
        Binding("f2", "guide_next", "Guide", show=False),
    ]

    def __init__(self, session: Session, bot_delay: float = 0.6, saves: SaveService | None = None) -> None:
        super().__init__()
        self.session = session
        self.saves = saves
        self.guide = FirstGameGuide(self)
        """The first-game guide (shown once per game, over a corner of the table)."""
        self.info = session.info
        self.bot_delay = bot_delay
        self.names = session.setup.seat_names()
        self.narrator = Narrator.for_setup(session.setup)
        """Tells the game's events to each reader (names from the setup, "you" for the one person)."""
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
        self.seen: dict[int, int] = {}
        """Per human seat: how much of the log they had seen when they last acted."""
        self.pending: list[str] = []
        """Public result lines waiting for the next handover (hot-seat)."""
        self.last_bot: tuple[int, Bot] | None = None
        self.last_bot_move: tuple[str | None, list[Event]] = (None, [])
        """The label of the bot's last move that mattered and the log events it made (for "Why?")."""
        self.last_reason: list = []
        """The bot's own explanation of that move, kept when it was made."""
        self.hide_phases = False
        """Whether the log leaves out phase lines (`L`, and the setting)."""
        self.thinking = False
        self.has_piles = False
        self.recorded = False
        self.revealed = False
        """Whether the finished game's secrets were revealed on request."""
        self._ring = False
        """Whether the person about to play has just got the turn back (the bell rings then)."""
        self.quiet: tuple[str | None, float] = (None, 0.0)
        """The key that last closed a box, and until when it does nothing on the table."""
        self.base: dict[int, Observation] = {}
        """Per human seat: its observation just before its last move (what changed since is marked)."""

    # --- layout --------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                with VerticalScroll(id="table"):
                    yield self.info.board()(self.info, self.names, id="board")
                yield Hand(id="hand")
                yield Static(id="hint")
                yield Static(id="moves")
            with Vertical(id="side"):
                yield ActionList(id="actions")
                yield RichLog(id="log", wrap=True, markup=False, max_lines=500, min_width=20)
        yield Footer(compact=True)

    @property
    def board(self) -> BoardBase:
        return self.query_one("#board", BoardBase)

    def on_mount(self) -> None:
        self.query_one("#log", RichLog).border_title = "Log"
        prefs = settings_service(self)
        self.hide_phases = prefs is not None and not prefs.settings.log_phases
        self.query_one("#actions", ActionList).short = self.board.short_label
        self._fit(self.app.size.width)
        self.has_piles = bool(self.info.public_piles(self.session.state.observation(0)))
        self.advance()
        self.guide.maybe_show()

    # --- what each person may read ---------------------------------------------------------------
    def line_for(self, event: Event, viewer: int | None, reveal: bool = False) -> str:
        """A log line as `viewer` may read it, with each seat's name; `viewer` None gives the
        public text (never the secrets), unless `reveal` (a finished game, on request)."""
        return clean(self.narrator.line(event, viewer, reveal))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only the keys that do something now are in the footer."""
        state = self.session.state
        mine = self.viewer is not None and state.current_player == self.viewer and not self.bot_running
        if action in ("pass_phase", "end_turn"):
            kind = "pass" if action == "pass_phase" else "end_turn"
            return mine and any(a.kind == kind for a in state.legal_actions())
        if action in ("inspect", "toggle_log"):
            return self.viewer is not None
        if action == "piles":
            return self.viewer is not None and self.has_piles
        if action == "why":
            return self.last_bot is not None
        if action == "undo":
            return self.viewer is not None or state.is_over  # after the end: takes back the last move
        if action == "concede":
            return self.concedable()
        if action == "after":
            return state.is_over  # rematch, export and menu once the game is over
        if action in ("pick", "pick_number"):
            return mine
        return True

    def on_resize(self) -> None:
        self._fit(self.app.size.width)
        self.guide.place()
        if self.viewer is not None:
            self.show_status()

    def _fit(self, width: int) -> None:
        self.set_class(width < 110, "-narrow")
        self.query_one(Footer).show_command_palette = width >= 110  # no room for it at 80 columns
        height = self.app.size.height
        self.query_one("#hand", Hand).max_lines = 2 if width < 110 or height < 30 else 4 if height < 40 else 5

    # --- the loop ------------------------------------------------------------------------------
    def advance(self) -> None:
        """Decide what happens next: game over, a bot's turn, a handover, or a person's move."""
        state = self.session.state
        if state.is_over:
            if self.hotseat and not self.revealed:
                self.viewer = None  # both people see the result: no hand until "reveal all"
            self.refresh_view()
            if not self.recorded:
                self.recorded = True
                self.post_message(self.Finished(self.session, list(self.names)))
            if not self.over_shown:
                self.over_shown = True
                self.call_after_refresh(self.show_game_over)
            return
        seat = state.current_player
        assert seat is not None  # the game is not over
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
        prefs = settings_service(self)
        settings = prefs.settings if prefs is not None else None
        if self._ring and settings is not None and settings.sound == "bell":
            self.app.bell()
        self._ring = False
        legal = state.legal_actions()
        if settings is not None and settings.auto_pass and len(legal) == 1 and legal[0].kind == "pass":
            self.notify(f"Auto-passed: {legal[0].label}", timeout=2)
            self.call_later(self.do, legal[0])

    def hand_over(self, seat: int) -> None:
        """Cover the table, then show it to `seat` when they press Enter."""
        # nothing but whose turn and the phase: both people see this screen, so no card names and
        # no one's private counts; what just happened is in the log once the table is shown
        phase = self.board.phase_title(self.session.state.observation(seat).phase)
        summary = f"{self.names[seat]} plays next  ·  {phase}"
        done = self.handover_lines(seat)
        if done:
            summary += "\n\n" + "\n".join(done)
        self.pending = []
        self.viewer = None
        self.refresh_view()

        def ready(_: None) -> None:
            self._ring = True
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
                bot = self.bots[seat]
                self.thinking = True
                self.show_status()  # only the status line says "thinking…"
                try:  # in a thread: a searching bot may think for a second; the screen stays live
                    action = await asyncio.to_thread(self._bot_choice, bot, state, seat)
                finally:
                    self.thinking = False
                if not self._alive():
                    return  # the screen closed while the bot thought: nothing to play or draw
                if state is not self.session.state or state.current_player != seat:
                    break  # an undo or a new game changed the table while the bot thought
                before, choices = len(state.log), len(state.legal_actions())
                self.session.play(action)
                self.remember_bot_move(seat, bot, action, state.log[before:], choices)
                self.after_action()
                if self.bot_delay > 0:  # at delay 0 nobody watches move by move: drawn once, after the bots
                    self.refresh_view()
                # results wait for the person at the keyboard (hot-seat: for the next handover)
                new = state.log[before:]
                if self.hotseat or self.viewer is None:
                    self.pending += self.results_in(new, None)
                else:
                    results = self.results_in(new, self.viewer)
                    if (results and not state.is_over and self.bot_delay > 0  # delay 0: no pauses at all
                            and pause_for(new, self.pause_setting())):
                        key = await self.app.push_screen_wait(LinesScreen("What happened", results))
                        self.closed_box(key)
        finally:
            self.bot_running = False
            self.thinking = False
        if not self._alive():
            return
        self._ring = True
        self.advance()

    @staticmethod
    def _bot_choice(bot: Bot, state: GameState, seat: int) -> Action:
        """The bot's move: from the observation and legal actions only (a search bot samples
        worlds through an information set that never shows it the true hidden cards)."""
        from tanuki_table.bots.ask import (
            choose_for,  # the bots package decides how a bot is asked
        )

        return choose_for(bot, state, seat)

    def do(self, action: Action) -> None:
        """A person's move."""
        state = self.session.state
        if state.is_over or self.bot_running or state.current_player != self.viewer:
            self.notify("It is not your move.", severity="warning")
            return
        before = len(state.log)
        seat = self.viewer
        assert seat is not None  # it is the viewer's move
        self.base[seat] = state.observation(seat)
        self.action_guide_next()
        self.session.play(action)
        self.seen[seat] = len(state.log)
        self.filter_cards = []
        self.query_one("#hand", Hand).selected = set()
        self.after_action()
        new = state.log[before:]
        nxt = state.current_player
        if self.hotseat and nxt is not None and nxt != seat and nxt not in self.bots:
            self.pending += self.results_in(new, None)
        else:
            results = self.results_in(new, seat)
            if results and not state.is_over and pause_for(new, self.pause_setting()):
                self.refresh_view()

                def closed(key: str | None) -> None:
                    self.closed_box(key)
                    self.advance()

                self.app.push_screen(LinesScreen("What happened", results), closed)
                return
            if results:
                self.seen[seat] = before  # not in a box: the strip shows them until the next move
        self.advance()

    def after_action(self) -> None:
        """Autosave (if the app has it) after every action."""
        self.post_message(self.Played(self.session))

    # --- drawing -------------------------------------------------------------------------------
    def refresh_view(self) -> None:
        state = self.session.state
        viewer = self.viewer
        self.query_one("#main").display = viewer is not None
        if viewer is None:  # a handover covers the table
            self.set_status(f" {self.info.title}")
            return
        obs = state.observation(viewer)
        board = self.board
        board.marks = board.changes(self.base.get(viewer), obs) if viewer in self.base else {}
        board.show(obs)
        board.apply_marks()
        hand = self.query_one("#hand", Hand)
        cards = board.hand_order(obs.hand)
        hand.set_cards(cards, [board.card_text(c) for c in cards], f"{self.names[viewer]}:")
        self.show_status()
        self.show_actions()
        self.show_moves()
        self.write_log()
        self._refresh_keys()

    _CHECKED = ("pass_phase", "end_turn", "inspect", "toggle_log", "piles", "why", "undo", "concede", "after")
    """The actions whose keys come and go (see `check_action`)."""

    def _refresh_keys(self) -> None:
        """Refresh the footer only when a key came or went: the footer rebuilds all its keys on
        every refresh, which cost most of a move's redraw when done after every move."""
        keys = tuple(self.check_action(action, ()) for action in self._CHECKED)
        if keys != getattr(self, "_keys_shown", None):
            self._keys_shown = keys
            self.refresh_bindings()

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
        state = self.session.state
        if event.place is not None and self.viewer is not None and state.current_player == self.viewer:
            at = self.board.actions_at(event.place, state.legal_actions())
            if at:
                self.filter_cards = []
                self.query_one("#actions", ActionList).show(at, "Actions here")
                self.query_one("#actions", ActionList).focus()
                return
        if event.card_id is None:
            return
        self.filter_cards = [event.card_id]
        self.show_actions()
        self.query_one("#actions", ActionList).focus()

    @on(ActionList.OptionSelected)
    def action_chosen(self, event: ActionList.OptionSelected) -> None:
        action = self.query_one("#actions", ActionList).action_at(event.option_index)
        if action is not None:
            self.do(action)
