"""The replay viewer: step through a finished game, every hand and log line shown. Positions are
rebuilt from the setup and the actions, with a clone every few moves so stepping back is cheap.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Static
from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import N_, _
from tanuki_table.ui.widgets.footer import KeyFooter

from tanuki_table.core.engine import GameState
from tanuki_table.errors import SaveError
from tanuki_table.core.narration import Narrator
from tanuki_table.core.session import Session, Setup
from tanuki_table.core.text import clean, pad, safe_text
from tanuki_table.ui.widgets.board import BoardBase
from tanuki_table.ui.dialogs.modal import SafeScreen

CHECKPOINT_EVERY = 16
"""A clone of the position is kept every this many moves."""


class LogTableScreen(SafeScreen[None]):
    """A read-only table (the replay, a watched game): a status and a move line over the table, the
    log beside it; its widgets' ids start with `PREFIX`. `show` draws it."""

    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    PREFIX = ""
    LOG_TITLE = ""

    def table_layout(self, *table: Widget) -> ComposeResult:
        """The screen, `table` its left side."""
        yield Static(id=f"{self.PREFIX}-status")
        yield Static(id=f"{self.PREFIX}-move")
        with Horizontal(id=f"{self.PREFIX}-main"):
            with Vertical(id=f"{self.PREFIX}-table"):
                yield from table
            with VerticalScroll(id=f"{self.PREFIX}-logbox"):
                yield Static(id=f"{self.PREFIX}-log")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one(f"#{self.PREFIX}-logbox").border_title = _(self.LOG_TITLE)
        self.show()

    def show(self) -> None:
        raise NotImplementedError

    def draw(self, status: str, move: str, log: Text) -> None:
        """The status and move lines (untrusted text: plain) and the log, scrolled to its end."""
        self.query_one(f"#{self.PREFIX}-status", Static).update(safe_text(status))
        self.query_one(f"#{self.PREFIX}-move", Static).update(safe_text(move, newlines=True))
        self.query_one(f"#{self.PREFIX}-log", Static).update(log)
        self.query_one(f"#{self.PREFIX}-logbox", VerticalScroll).scroll_end(animate=False)


class ReplayScreen(LogTableScreen):
    """A finished game, move by move."""

    CSS_PATH = "replay_screen.tcss"
    PREFIX = "replay"
    LOG_TITLE = N_("Log (everything)")
    BINDINGS = [
        Binding("right,l,n", "step(1)", N_("Next")),
        Binding("left,h,p", "step(-1)", N_("Back")),
        Binding("pagedown", "step(10)", N_("+10"), show=False),
        Binding("pageup", "step(-10)", N_("-10"), show=False),
        Binding("end", "jump(-1)", N_("End")),
        Binding("home", "jump(0)", N_("Start")),
        Binding("s,tab", "next_seat", N_("Board seat")),
        Binding("escape,q", "answer(None)", N_("Back")),
    ]

    def __init__(self, setup: Setup, actions: list[int], conceded: int | None = None) -> None:
        super().__init__()
        self.conceded = conceded
        self.replay = Session(setup)
        """The game being watched (its state is the position on screen)."""
        self.actions = list(actions)
        self.names = setup.seat_names()
        self.narrator = Narrator.for_setup(setup)
        self.step = 0
        """How many actions have been applied to the position shown."""
        self.seat = 0
        """The seat whose view the board shows."""
        self.labels: list[str] = []
        self.movers: list[int | None] = []
        self.checkpoints: dict[int, GameState] = {0: self.replay.state.clone()}
        self._survey()

    def _survey(self) -> None:
        """Play the game through once: labels, movers, checkpoints (and a legality check)."""
        state = self.replay.state.clone()
        for n, index in enumerate(self.actions):
            legal = state.legal_actions()
            if not 0 <= index < len(legal):
                raise SaveError(f"action #{n + 1} is not legal: the card data or rules changed")
            self.movers.append(state.current_player)
            self.labels.append(self.replay.info.action_text(legal[index]))
            state.apply(legal[index])
            if (n + 1) % CHECKPOINT_EVERY == 0:
                self.checkpoints[n + 1] = state.clone()
        self.final = state

    def compose(self) -> ComposeResult:
        info = self.replay.info
        yield from self.table_layout(info.board()(info, self.names, id="replay-board"), Static(id="replay-hands"))

    def goto(self, step: int) -> None:
        """Show the position after `step` actions."""
        step = max(0, min(len(self.actions), step))
        if step == self.step + 1:
            self.replay.play_index(self.actions[self.step])
        elif step != self.step:
            base = max(k for k in self.checkpoints if k <= step)
            self.replay.state = self.checkpoints[base].clone()
            self.replay.actions = list(self.actions[:base])
            for index in self.actions[base:step]:
                self.replay.play_index(index)
        self.step = step
        self.show()

    def action_step(self, delta: int) -> None:
        self.goto(self.step + delta)

    def action_jump(self, where: int) -> None:
        self.goto(len(self.actions) if where < 0 else where)

    def action_next_seat(self) -> None:
        self.seat = (self.seat + 1) % len(self.names)
        self.show()

    def show(self) -> None:
        state = self.replay.state
        info = self.replay.info
        total = len(self.actions)
        final = self.final
        if self.conceded is not None:
            from tanuki_table.core.concession import rival_of  # deferred: only for a conceded game

            winner = rival_of(final, self.conceded)
            loser = self.names[self.conceded]
            result = (_("{name} conceded; a draw").format(name=loser) if winner is None else
                      _("{name} conceded; {winner} won").format(name=loser, winner=self.names[winner]))
        else:
            result = (_("abandoned") if not final.is_over else
                      _("a draw") if final.winner is None else _("{name} won").format(name=self.names[final.winner]))
        now = _("game over") if state.current_player is None else _("{name} to play").format(
            name=self.names[state.current_player])
        # TRANSLATORS: the replay's status line ({now}: "Ann to play" or "game over"; {result}: "Ann won", "a draw", ...)
        status = _("Replay · {game} · move {step} of {total} · {now} · result: {result}").format(
            game=_(info.title), step=self.step, total=total, now=now, result=result)
        if self.step:
            mover = self.movers[self.step - 1]
            who = self.names[mover] if mover is not None else _("The game")
            move = _("Last move: {name}: {move}").format(name=who, move=self.labels[self.step - 1])
        else:
            move = _("The start of the game (→ next move)")
        move += "\n" + _("Board as {name} saw it (tab: another seat) · every hand below").format(name=self.names[self.seat])
        board = self.query_one("#replay-board", BoardBase)
        board.show(state.observation(self.seat))
        hands = Text()
        for seat, name in enumerate(self.names):
            cards = [card_name(info.id, info.card(c).name) for c in state.observation(seat).hand]
            hands.append(pad(clean(name), 18), style="bold")
            hands.append(clean(", ".join(cards)) if cards else _("(no cards in hand)"))
            hands.append("\n")
        self.query_one("#replay-hands", Static).update(hands)
        lines = [self.narrator.line(event, None, reveal=True) for event in state.log]  # every secret, named
        log = Text()
        fresh = self._fresh_lines()
        for n, line in enumerate(lines[-300:]):
            style = "bold" if n >= len(lines[-300:]) - fresh else ""
            log.append(clean(line) + "\n", style=style)
        self.draw(status, move, log)

    def _fresh_lines(self) -> int:
        """How many log lines the last move added (shown in bold)."""
        if not self.step:
            return 0
        base = max(k for k in self.checkpoints if k <= self.step - 1)
        before = self.checkpoints[base].clone()
        for index in self.actions[base : self.step - 1]:
            before.apply(before.legal_actions()[index])
        return len(self.replay.state.log) - len(before.log)
