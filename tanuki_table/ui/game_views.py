"""What the game screen shows over the table: the card inspector, results that wait for a key,
the bot's reasons, and the end of the game. A mixin for `GameScreen` (ui/game_screen.py).

Secrets by construction: while a game runs, every line shown here is told by the screen's
`Narrator` (narration.py) for one reader: the viewer's own view, or the public story when nobody in
particular is at the keyboard (a handover). A finished game shows everything only after the
player asks for "reveal all" on the game-over dialog, each secret with its seat's name.
"""

from __future__ import annotations

from textual.widgets import RichLog, Static

from typing import TYPE_CHECKING

from tanuki_table.core import choices
from tanuki_table.core.engine import Action, Event
from tanuki_table.core.events import PHASE
from tanuki_table.core.text import clean, safe_text
from tanuki_table.ui.dialogs import GameOverScreen, LinesScreen
from tanuki_table.ui.game_base import GameScreenBase
from tanuki_table.ui.inspector import InspectorScreen, visible_entries
from tanuki_table.ui.labels import squeeze
from tanuki_table.ui.preferences import settings_service
from tanuki_table.ui.why import mattered, own_lines, why_lines
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.hand import Hand

if TYPE_CHECKING:
    from tanuki_table.bots import Bot


class GameViews(GameScreenBase):
    """Hint, last moves, log, inspector, results, bot reasons and game over for `GameScreen`."""

    # --- the status line -------------------------------------------------------------------------------
    def show_status(self) -> None:
        """The status line: whose move, the phase and the scores; at 80 columns in shorter words,
        never with a figure cut."""
        state = self.session.state
        if self.viewer is None:
            return
        if state.is_over:
            turn = "Game over"
        else:
            who = self.names[state.current_player or 0]
            turn = f"{who} to play" + ("  ·  thinking…" if self.thinking else "")
        line = f" {self.info.title}  ·  {turn}  ·  {self.board.status_text(state.observation(self.viewer))}"
        width = max(20, (self.app.size.width or 80) - 1)
        self.set_status(squeeze(line, width, drop_first=self.info.title))

    # --- the hint, the last moves and the log ----------------------------------------------------------
    STRIP_LINES = 3
    """The most lines the strip under the hand takes (the latest part of the story is kept)."""

    def show_moves(self) -> None:
        """The strip under the hand: what happened since the viewer last acted (the others' moves
        and their results, phase lines left out), as they may read it."""
        viewer = self.viewer
        if viewer is None:
            return
        events = self.session.state.log[self.seen.get(viewer, 0):]
        clauses = self.narrator.summary(events, viewer)
        text = " · ".join(clauses)
        strip = self.query_one("#moves", Static)
        room = self.STRIP_LINES * (strip.size.width or 74) - 8  # a little slack for word wrapping
        while len(text) > room and len(clauses) > 1:
            clauses = clauses[1:]
            text = "… " + " · ".join(clauses)
        strip.display = bool(clauses)
        strip.update(safe_text(f"▶ {text}." if clauses and text[-1] not in ".!?" else f"▶ {text}"))

    def handover_lines(self, seat: int) -> list[str]:
        """What the others did since `seat` last acted, as everyone may read it (the handover
        screen is seen by both people): the last few sentences, phase lines left out."""
        events = self.session.state.log[self.seen.get(seat, 0):]
        return [clean(line) for line in self.narrator.lines(events, None, phases=False)[-6:]]

    def show_actions(self) -> None:
        """The action list: every move that takes at most one card from the hand; the moves that
        take several (a Tacocat exchange, an army) once their cards are selected (`choices`)."""
        state = self.session.state
        actions = self.query_one("#actions", ActionList)
        hint = self.query_one("#hint", Static)
        if state.is_over or state.current_player != self.viewer or self.bot_running:
            waiting = "" if state.current_player is None else f"Waiting for {self.names[state.current_player]}…"
            if state.is_over and not self.bot_running:
                waiting = self.over_hint()
            actions.show([], "Actions")
            hint.update(safe_text(waiting))
            return
        legal = state.legal_actions()
        assert self.viewer is not None  # the viewer's move
        obs = state.observation(self.viewer)
        picked = self.query_one("#hand", Hand).selected_cards() or self.filter_cards
        if not picked:
            shown = choices.listed(self.info, legal, obs)
            keys = "1-9 0 b… act" if len(shown) > 9 else "1-9 act"
            actions.show(shown, "Actions")
            more = len(legal) - len(shown)
            if more:
                hint.update(f"{keys} · space selects cards: {more} more moves use several cards together")
            else:
                hint.update(f"space select · enter card actions · {keys} · i inspect")
            return
        exact = choices.for_selection(self.info, legal, obs, picked)
        matching = exact or [a for a in self.board.actions_for(picked, legal)
                             if len(self.info.hand_cards(a, obs)) < 2]
        names = ", ".join(self.info.card(c).name for c in picked)
        custom = self.board.selection_hint(picked, exact)
        if matching:
            actions.show(matching, f"Actions for {names} · esc: all")
            count = f"{len(matching)} action" + ("" if len(matching) == 1 else "s")
            hint.update(safe_text(custom or f"{count} for {names} · its key confirms · escape shows all"))
        else:
            actions.show(choices.listed(self.info, legal, obs), "Actions")
            hint.update(safe_text(custom or f"No legal move uses exactly {names}; all moves shown"))

    def write_log(self) -> None:
        log = self.query_one("#log", RichLog)
        if self._log_waits:
            return  # a redraw for a new viewer is on its way (see rewrite_log)
        if self.log_count == 0 and log.display and log.size.width == 0:
            # just uncovered after a handover: wrap the lines at the log's real width, not at 0
            # (while the table stays covered, look again 20 times a second, not after every refresh:
            # a retry per refresh kept the app from ever being idle)
            self._log_waits = True
            self.set_timer(0.05, self._write_log_later)
            return
        events = self.session.state.log
        hide = self.hide_phases
        for event in events[self.log_count :]:
            if not (hide and event.kind == PHASE):
                log.write(safe_text(self.line_for(event, self.viewer)))
        self.log_count = len(events)
        log.border_subtitle = "L shows phase lines" if hide else "L hides phase lines"

    def _write_log_later(self) -> None:
        self._log_waits = False
        self.write_log()

    def rewrite_log(self) -> None:
        """Redraw the whole log for a new viewer (hot-seat: secrets differ per seat), once the
        table is laid out again: lines are wrapped at the log's width when written."""
        self.query_one("#log", RichLog).clear()
        self.log_count = 0
        if not self._log_waits:
            self._log_waits = True
            self.call_after_refresh(self._write_log_later)

    def action_toggle_phases(self) -> None:
        """Show or hide the phase lines in the log (remembered in the settings)."""
        self.hide_phases = not self.hide_phases
        prefs = settings_service(self)
        if prefs is not None:
            prefs.settings.log_phases = not self.hide_phases
            prefs.save()
        self.rewrite_log()
        self.notify("Phase lines hidden in the log." if self.hide_phases else "Phase lines shown in the log.", timeout=2)


    # --- reading cards -----------------------------------------------------------------------------
    def focused_card(self) -> str | None:
        """The card under the player's attention: hand cursor, highlighted action, picked table card."""
        focused = self.focused
        if isinstance(focused, Hand) and focused.cards:
            return focused.cards[focused.cursor]
        if isinstance(focused, ActionList):
            index = focused.highlighted
            action = focused.action_at(index) if index is not None else None
            if action is not None and action.card_ids():
                return action.card_ids()[-1]
        return self.filter_cards[0] if self.filter_cards else None

    def action_inspect(self, start: str | None = None) -> None:
        """Open the card inspector on the focused card (or on `start`)."""
        if self.viewer is None:
            return
        state = self.session.state
        obs = state.observation(self.viewer)
        legal = state.legal_actions() if state.current_player == self.viewer else []
        entries = visible_entries(self.info, obs, legal)
        self.app.push_screen(InspectorScreen(self.info, obs, entries, start or self.focused_card(), self.names))

    def action_piles(self) -> None:
        """The inspector, opened at the first public pile."""
        if self.viewer is None:
            return
        piles = self.info.public_piles(self.session.state.observation(self.viewer))
        full = [p for p in piles if p.cards]
        if not full:
            names = ", ".join(p.name for p in piles) or "no public pile"
            self.notify(f"Nothing to look at yet ({names} empty)." if piles else "This game has no public pile.",
                        timeout=3)
            return
        self.action_inspect(full[0].name)

    # --- results wait for a key ----------------------------------------------------------------------
    def results_in(self, events: list[Event], viewer: int | None) -> list[str]:
        """A move's outcome in full when it holds a result (a reveal, a trick, a round or game
        end): every line of it but the phase lines, as `viewer` may read them; else nothing."""
        return [clean(line) for line in self.narrator.outcome(events, viewer)]

    def remember_bot_move(self, seat: int, bot: Bot, action: Action, events: list[Event], choices: int) -> None:
        """After a bot's move: keep it and its reasons for "Why?" when it mattered (a real choice,
        not a forced move, a pass or a phase change), or when nothing was kept yet."""
        self.last_bot = (seat, bot)
        if mattered(action, choices, seat, events) or self.last_bot_move[0] is None:
            explain = getattr(bot, "explain", None)
            self.last_bot_move = (action.label, events)
            self.last_reason = list(explain()) if callable(explain) else []

    def action_why(self) -> None:
        """Why the bot made its last move: while the game runs, the move as the table showed it and
        the search's estimate (or the rule that fired); every candidate once the game is revealed."""
        if not self.last_bot:
            self.notify("No bot move to explain yet.", timeout=3)
            return
        seat, bot = self.last_bot
        played, events = self.last_bot_move
        viewer = None if self.hotseat else self.viewer
        seen = [self.line_for(e, viewer) for e in own_lines(events)]
        reveal = self.session.state.is_over and self.revealed
        text = why_lines(self.last_reason, played, seen, reveal)
        self.app.push_screen(LinesScreen(f"Why {self.names[seat]} made its last move", text))

    # --- the end -----------------------------------------------------------------------------------
    def result_text(self) -> tuple[str, str]:
        """The title and the last lines, as the person at the keyboard may read them."""
        state = self.session.state
        winner = state.winner
        if winner is None:
            title = "A draw."
        else:
            title = clean(self.narrator.won(winner))
        viewer = self.viewer if not self.hotseat else None
        ending = [e for e in state.log[-6:] if e.kind != PHASE][-3:]
        why = "\n".join(self.line_for(e, viewer) for e in ending)
        return title, why

    def show_game_over(self) -> None:
        title, why = self.result_text()

        def chosen(what: str | None) -> None:
            if what == "rematch":
                self.post_message(self.RematchAsked(self.session))
            elif what == "menu":
                self.post_message(self.MenuAsked())
            elif what == "reveal":
                self.revealed = True
                if self.viewer is None:
                    self.viewer = 0
                lines = [self.line_for(e, None, reveal=True) for e in self.session.state.log]
                self.app.push_screen(LinesScreen("The whole game, every card revealed", lines))
                self.over_shown = False
            elif what == "export":
                self.post_message(self.ExportAsked(self.session))
                self.over_shown = False
            elif what == "look":
                self.over_shown = True
                return
            if what in ("reveal", "export"):
                self.advance()

        self.app.push_screen(GameOverScreen(title, why), chosen)
