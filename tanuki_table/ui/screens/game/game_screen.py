"""The one game screen every game shares; each game plugs in its `Board` (ui/widgets/board.py).

It changes the game only through `Session.play` (or `Session.concede`). Its parts are held, not
inherited, and share one `Seating`: `turns` (game_turns.py), `views` (game_views.py), `exits`
(game_exits.py) and `guide` (guide.py); a networked table (net/screen.py) swaps in its own.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Key
from textual.widgets import Static
from tanuki_table.core.i18n import N_, _

from tanuki_table.core.engine import Action
from tanuki_table.core.session import Session
from tanuki_table.ui.widgets.board import BoardBase
from tanuki_table.ui.screens.game.palette import GameCommands
from tanuki_table.ui.dialogs.boxes import RulesScreen
from tanuki_table.ui.screens.rules_screen import warm_up
from tanuki_table.ui.screens.game.game_base import GameScreenBase
from tanuki_table.ui.screens.game.game_exits import Exits
from tanuki_table.ui.screens.game.game_turns import Turns
from tanuki_table.ui.screens.game.game_views import Views
from tanuki_table.ui.screens.game.guide import FirstGameGuide
from tanuki_table.ui.screens.game.seating import Seating
from tanuki_table.ui.screens.game.labels import ROW_KEYS
from tanuki_table.ui.services.preferences import settings_service
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.footer import FittedFooter
from tanuki_table.ui.widgets.game_log import GameLog
from tanuki_table.ui.widgets.hand import Hand

if TYPE_CHECKING:
    from tanuki_table.ui.services.saving import SaveService

QUIET = 0.4
"""Seconds after a key closed a box during which the same key does nothing on the table."""


class GameScreen(GameScreenBase):
    """A game in play; it tells the app what happened by the messages of `GameScreenBase`."""

    CSS_PATH = "game_screen.tcss"
    COMMANDS = {GameCommands}

    FOOTER_DROP = ("concede", "why", "piles", "undo", "toggle_log", "rules", "inspect")
    """The keys the footer leaves out first when it is too narrow (ctrl+p lists them all)."""

    BINDINGS = [
        Binding("p,space", "pass_phase", N_("Pass"), key_display="p"),
        Binding("e", "end_turn", N_("End turn")),
        Binding("f", "more_table", N_("Scroll"), tooltip="show the part of the table out of view"),
        Binding("i", "inspect", N_("Inspect")),
        Binding("l", "toggle_log", N_("Log")),
        Binding("L", "toggle_phases", N_("Phase lines"), show=False),
        Binding("q", "leave", N_("Menu")),
        Binding("question_mark", "rules", N_("Rules")),
        Binding("u", "undo", N_("Undo")),
        Binding("g", "piles", N_("Piles")),
        Binding("w", "why", N_("Why?")),
        Binding("c", "concede", N_("Concede")),
        Binding("r", "after('rematch')", N_("Rematch")),
        Binding("x", "after('export')", N_("Export")),
        Binding("m", "after('menu')", N_("Menu")),
        *[Binding(key, f"pick({n})", f"Action {key}", show=False) for n, key in enumerate(ROW_KEYS)],
        Binding("number_sign", "pick_number", N_("Action #"), show=False),
        Binding("f2", "guide_next", N_("Guide"), show=False),
    ]

    def __init__(self, session: Session, bot_delay: float = 0.6, saves: SaveService | None = None,
                 seating: Seating | None = None) -> None:
        super().__init__()
        self.seating = seating if seating is not None else Seating.start(session, bot_delay)
        self.saves = saves
        self.guide = FirstGameGuide(self, self.seating)
        self.views = Views(self, self.seating)
        self.exits = Exits(self, self.seating)
        self.turns = Turns(self, self.seating)
        self.quiet: tuple[str | None, float] = (None, 0.0)
        """The key that last closed a box, and until when it does nothing on the table."""

    def compose(self) -> ComposeResult:
        seating = self.seating
        yield Static(id="status")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                with VerticalScroll(id="table"):
                    yield seating.info.board()(seating.info, seating.names, id="board")
                yield Hand(id="hand")
                yield Static(id="hint")
                yield Static(id="moves")
            with Vertical(id="side"):
                yield ActionList(id="actions")
                yield GameLog(lambda: seating.session.state.log, lambda event: seating.line_for(event, seating.viewer),
                              id="log")
        yield FittedFooter()

    @property
    def board(self) -> BoardBase:
        return self.query_one("#board", BoardBase)

    def on_mount(self) -> None:
        prefs = settings_service(self)
        self.query_one("#log", GameLog).hide_phases = prefs is not None and not prefs.settings.log_phases
        actions = self.query_one("#actions", ActionList)
        actions.short, actions.label_of = self.board.short_label, self.seating.info.action_text
        self.views.fit(self.app.size.width)
        seating = self.seating
        seating.has_piles = bool(seating.info.public_piles(seating.session.state.observation(0)))
        self.advance()
        self.guide.maybe_show()
        self.set_timer(1.0, warm_up)  # `?` then opens the rules at once

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only the keys that do something now are in the footer: each part says for its own."""
        for part in (self.exits, self.turns, self.views):
            allowed = part.allows(action)
            if allowed is not None:
                return allowed
        if action == "after":
            return self.seating.session.state.is_over  # rematch, export and menu once the game is over
        return True

    def on_resize(self) -> None:
        """Lay out as a fresh start at the new size would: the whole view drawn again once laid out."""
        self.views.fit(self.app.size.width)
        self.guide.place()
        self.call_after_refresh(self._redraw_if_alive)

    def _redraw_if_alive(self) -> None:
        if self._alive() and self.seating.viewer is not None:
            self.refresh_view()

    def advance(self) -> None:
        """Decide what happens next: game over, a bot's turn, a handover, or a person's move."""
        self.turns.advance()

    def do(self, action: Action) -> None:
        """A person's move."""
        self.turns.do(action)

    def refresh_view(self) -> None:
        """Draw the viewer's view of the game (nothing of it while a handover covers the table)."""
        self.views.redraw()
        self.refresh_bindings()  # the footer composes itself again only when its keys changed
        self.call_after_refresh(self.refresh_bindings)  # "f Scroll" once the table is laid out

    @on(Hand.Chosen)
    def hand_chosen(self, event: Hand.Chosen) -> None:
        self.seating.filter_cards = event.cards
        self.views.show_actions()
        actions = self.query_one("#actions", ActionList)
        if actions.actions:
            actions.focus()

    @on(Hand.SelectionChanged)
    def hand_selection(self, event: Hand.SelectionChanged) -> None:
        self.seating.filter_cards = []
        self.views.show_actions()

    @on(BoardBase.CardPicked)
    def board_pick(self, event: BoardBase.CardPicked) -> None:
        self.query_one("#hand", Hand).selected = set()
        seating = self.seating
        state = seating.session.state
        if event.place is not None and seating.viewer is not None and state.current_player == seating.viewer:
            at = self.board.actions_at(event.place, state.legal_actions())
            if at:
                seating.filter_cards = []
                self.query_one("#actions", ActionList).show(at, _("Actions here"))
                self.query_one("#actions", ActionList).focus()
                return
        if event.card_id is None:
            return
        seating.filter_cards = [event.card_id]
        self.views.show_actions()
        self.query_one("#actions", ActionList).focus()

    @on(ActionList.OptionSelected)
    def action_chosen(self, event: ActionList.OptionSelected) -> None:
        action = self.query_one("#actions", ActionList).action_at(event.option_index)
        if action is not None:
            self.turns.choose(action)

    def on_key(self, event: Key) -> None:
        """The key that just closed a box does nothing on the table for a moment; Esc closes the
        first-game guide before anything else."""
        key, until = self.quiet
        if (key is not None and event.key == key and time.monotonic() < until) or (
                event.key == "escape" and self.guide.close()):
            event.stop()
            event.prevent_default()

    def closed_box(self, key: str | None) -> None:
        """A box closed with `key` (None: a click): that key rests for `QUIET` seconds."""
        self.quiet = (key, time.monotonic() + QUIET)

    def key_escape(self) -> None:
        hand = self.query_one("#hand", Hand)
        hand.selected = set()
        hand.refresh()
        self.seating.filter_cards = []
        self.views.show_actions()

    def action_pick(self, index: int) -> None:
        self.turns.pick(index)

    def action_pick_number(self) -> None:
        self.turns.pick_number()

    def action_pass_phase(self) -> None:
        self.turns.play_kind("pass")

    def action_end_turn(self) -> None:
        self.turns.play_kind("end_turn")

    def action_more_table(self) -> None:
        self.views.more_table()

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen(self.seating.info.id, self.seating.info.title))

    def action_toggle_log(self) -> None:
        log = self.query_one("#log", GameLog)
        log.display = not log.display
        self.set_class(log.display, "-log-open")  # below 110 columns the log then takes half the height

    def action_toggle_phases(self) -> None:
        self.views.toggle_phases()

    def action_guide_next(self) -> None:
        self.guide.next_step()

    def action_inspect(self, start: str | None = None) -> None:
        self.views.inspect(start)

    def action_piles(self) -> None:
        self.views.piles()

    def action_why(self) -> None:
        self.views.why()

    def action_undo(self) -> None:
        self.exits.undo()

    def action_concede(self) -> None:
        self.exits.ask_concede()

    def action_leave(self) -> None:
        self.exits.leave()

    def action_after(self, what: str) -> None:
        self.exits.after(what)

    def rewrite_log(self) -> None:
        """Redraw the whole log for a new viewer (hot-seat: secrets differ per seat)."""
        self.query_one("#log", GameLog).restart()
