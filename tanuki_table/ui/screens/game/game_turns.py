"""The game screen's loop (`GameScreen.turns`): game over, a bot's turn (in a worker), a hot-seat
handover, or a person's move through `Session.play`. A networked table has `net.screen.TableTurns`."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from tanuki_table.core import grammar
from tanuki_table.core.i18n import N_, _
from tanuki_table.core.engine import Action
from tanuki_table.ui.dialogs.boxes import ConfirmScreen, HandoverScreen, LinesScreen, PromptNumberScreen
from tanuki_table.ui.screens.game.labels import ROW_KEYS, row_key
from tanuki_table.ui.screens.game.pauses import pause_for, pause_setting
from tanuki_table.ui.services.preferences import settings_service
from tanuki_table.ui.screens.game.skipping import question, skipped
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.hand import Hand

if TYPE_CHECKING:
    from tanuki_table.ui.screens.game.game_screen import GameScreen
    from tanuki_table.ui.screens.game.seating import Seating

__all__ = ["Turns"]


class Turns:
    """Whose move it is and what follows, for one game screen."""

    def __init__(self, screen: GameScreen, seating: Seating) -> None:
        self.screen = screen
        self.seating = seating

    def allows(self, action: str) -> bool | None:
        """Whether the key for `action` is live: move keys on the viewer's move (None: not mine to say)."""
        if action in ("pass_phase", "end_turn"):
            kind = "pass" if action == "pass_phase" else "end_turn"
            return self.seating.mine() and any(a.kind == kind for a in self.seating.session.state.legal_actions())
        if action in ("pick", "pick_number"):
            return self.seating.mine()
        return None

    def pick(self, index: int) -> None:
        """The action on the row keyed `ROW_KEYS[index]`, unless that row changed kind a moment ago."""
        actions = self.screen.query_one("#actions", ActionList)
        key = ROW_KEYS[index]
        row = actions.index_of(key)
        if row is None:
            return
        if actions.shifted(key):
            self.screen.notify(_("The actions just changed: press {key} again for {action}.").format(
                key=key, action=actions.shown[row]), timeout=3)
            return
        self.choose(actions.actions[row])

    def pick_number(self) -> None:
        """Ask for the number of an action row (lists longer than the row keys), then play it."""
        actions = self.screen.query_one("#actions", ActionList)
        most = actions.numbered()
        if not most:
            return

        def chosen(number: int | None) -> None:
            row = actions.index_of(row_key(number - 1)) if number is not None else None
            if row is not None:
                self.choose(actions.actions[row])

        self.screen.app.push_screen(PromptNumberScreen(f"Action number (1 to {most})", most), chosen)

    def play_kind(self, kind: str) -> None:
        """The viewer's legal move of `kind` (`p` passes, `e` ends the turn), or a note that none is."""
        if not self.seating.mine():
            return
        for action in self.seating.session.state.legal_actions():
            if action.kind == kind:
                self.choose(action)
                return
        # TRANSLATORS: {kind} is the kind of move, in English ("attack", "end turn")
        self.screen.notify(_("No '{kind}' move is legal now.").format(kind=kind.replace("_", " ")), timeout=2)

    def choose(self, action: Action) -> None:
        """A move the person chose: played at once, unless it gives up a move the game asks about
        (skipping.py); then one question first, which the settings can turn off."""
        screen, seating = self.screen, self.seating
        prefs = settings_service(screen)
        state = seating.session.state
        if (prefs is None or not prefs.settings.ask_before_skipping or not self.seating.mine()
                or seating.viewer is None):
            self.do(action)
            return
        words = skipped(state, action, screen.board.skip_words(state.observation(seating.viewer)))
        if not words:
            self.do(action)
            return

        def answered(answer: bool | str | None) -> None:
            screen.closed_box({"yes": "y", "always": "a"}.get(str(answer), "n"))
            if answer == "always":
                prefs.settings.ask_before_skipping = False
                prefs.save()
                screen.notify(_("No more questions before moving on (Settings turns them back on)."), timeout=3)
            if answer in ("yes", "always") and state is seating.session.state and action in state.legal_actions():
                self.do(action)

        screen.app.push_screen(ConfirmScreen(question(action, words, seating.info.action_text(action)), [
            ("y", N_("Yes"), "yes"), ("a", N_("Yes, and stop asking"), "always"), ("n", N_("No"), "no")]), answered)

    def advance(self) -> None:
        """Decide what happens next: game over, a bot's turn, a handover, or a person's move."""
        screen, seating = self.screen, self.seating
        state = seating.session.state
        if state.is_over:
            if seating.hotseat and not seating.revealed:
                seating.viewer = None  # both people see the result: no hand until "reveal all"
            screen.refresh_view()
            if not seating.recorded:
                seating.recorded = True
                screen.post_message(screen.Finished(seating.session, list(seating.names)))
            if not seating.over_shown:
                seating.over_shown = True
                screen.call_after_refresh(screen.exits.game_over)
            return
        seat = state.current_player
        assert seat is not None  # the game is not over
        if seat in seating.bots:
            screen.refresh_view()
            if not seating.bot_running:  # leaving, conceding and undo cancel the group (`stop_bots`)
                seating.bot_running = True
                screen.run_worker(self._bots(), exclusive=True, group="bots")
            return
        if seating.hotseat and seat != seating.viewer:
            self.hand_over(seat)
            return
        seating.viewer = seat
        screen.refresh_view()
        self.your_move(state.legal_actions())

    def your_move(self, legal: list[Action]) -> None:
        """The person is to move: the hand takes the keys, then the bell and auto-pass (the settings)."""
        screen, seating = self.screen, self.seating
        screen.query_one("#hand", Hand).focus()
        prefs = settings_service(screen)
        settings = prefs.settings if prefs is not None else None
        if seating.bell_due and settings is not None and settings.sound == "bell":
            screen.app.bell()
        seating.bell_due = False
        if settings is not None and settings.auto_pass and len(legal) == 1 and legal[0].kind == "pass":
            screen.notify(_("Auto-passed: {action}").format(action=seating.info.action_text(legal[0])), timeout=2)
            screen.call_later(self.do, legal[0])

    def hand_over(self, seat: int) -> None:
        """Cover the table, then show it to `seat` when they press Enter."""
        screen, seating = self.screen, self.seating
        # both people see this screen: whose turn, the phase and the public story only
        phase = screen.board.phase_title(seating.session.state.observation(seat).phase)
        if seating.names[seat] == grammar.YOU:
            summary = _("You play next  ·  {phase}").format(phase=phase)
        else:
            summary = _("{name} plays next  ·  {phase}").format(name=seating.names[seat], phase=phase)
        done = screen.views.handover_lines(seat)
        if done:
            summary += "\n\n" + "\n".join(done)
        seating.viewer = None
        screen.refresh_view()

        def ready(_result: None) -> None:
            seating.bell_due = True
            seating.viewer = seat
            screen.rewrite_log()
            self.advance()

        screen.app.push_screen(HandoverScreen(seating.names[seat], summary), ready)

    def stop_bots(self) -> None:
        """Cancel the bots' turns (leaving, conceding, undo): no bot plays or thinks after this."""
        self.screen.workers.cancel_group(self.screen, "bots")
        self.seating.bot_running = False
        self.seating.thinking = False

    async def _bots(self) -> None:
        """Bot turns, one move at a time with a pause so a person can follow them in the log."""
        from tanuki_table.bots.ask import choose_for  # the bots package decides how a bot is asked

        screen, seating = self.screen, self.seating
        try:
            state = seating.session.state
            while not state.is_over and state.current_player in seating.bots:
                await asyncio.sleep(seating.bot_delay)
                if not screen._alive():
                    return  # the screen closed during the pause (the app quit, a new game opened)
                state = seating.session.state
                seat = state.current_player
                if seat not in seating.bots:
                    break
                bot = seating.bots[seat]
                seating.thinking = True
                screen.views.show_status()  # only the status line says "thinking…"
                try:  # in a thread: a searching bot may think for a second; the screen stays live
                    action = await asyncio.to_thread(choose_for, bot, state, seat)
                finally:
                    seating.thinking = False
                if not screen._alive():
                    return  # the screen closed while the bot thought: nothing to play or draw
                if state is not seating.session.state or state.current_player != seat:
                    break  # an undo or a new game changed the table while the bot thought
                before, legal = len(state.log), state.legal_actions()
                # where the person sits before the move (a tournament's tables change as a stage ends)
                seen_from = state.observation(seating.viewer) if seating.viewer is not None else None
                seating.session.play(action)
                seating.remember_bot_move(seat, bot, action, state.log[before:], legal)
                screen.post_message(screen.Played(seating.session))
                if seating.bot_delay > 0:  # at delay 0 nobody watches move by move: drawn once, after the bots
                    screen.refresh_view()
                # results stop play for the person at the keyboard (hot-seat: the handover tells them), and
                # only what happened at their own table (not a tournament's other)
                if not seating.hotseat and seating.viewer is not None:
                    here = [e for e in state.log[before:] if not seating.info.elsewhere(seen_from, e)]
                    results = screen.views.results_in(here, seating.viewer)
                    if (results and not state.is_over and seating.bot_delay > 0  # delay 0: no pauses at all
                            and pause_for(here, pause_setting(screen))):
                        key = await screen.app.push_screen_wait(LinesScreen(_("What happened"), results))
                        screen.closed_box(key)
        finally:
            seating.bot_running = False
            seating.thinking = False
        if not screen._alive():
            return
        seating.bell_due = True
        self.advance()

    def do(self, action: Action) -> None:
        """A person's move."""
        screen, seating = self.screen, self.seating
        state = seating.session.state
        if state.is_over or seating.bot_running or state.current_player != seating.viewer:
            screen.notify(_("It is not your move."), severity="warning")
            return
        before = len(state.log)
        seat = seating.viewer
        assert seat is not None  # it is the viewer's move
        seating.base[seat] = state.observation(seat)
        screen.action_guide_next()
        seating.session.play(action)
        seating.seen[seat] = len(state.log)
        seating.filter_cards = []
        screen.query_one("#hand", Hand).selected = set()
        screen.post_message(screen.Played(seating.session))
        new = state.log[before:]
        nxt = state.current_player
        if not (seating.hotseat and nxt is not None and nxt != seat and nxt not in seating.bots):  # else: the handover
            results = screen.views.results_in(new, seat)
            if results and not state.is_over and pause_for(new, pause_setting(screen)):
                screen.refresh_view()

                def closed(key: str | None) -> None:
                    screen.closed_box(key)
                    self.advance()

                screen.app.push_screen(LinesScreen(_("What happened"), results), closed)
                return
            if results:
                seating.seen[seat] = before  # not in a box: the strip shows them until the next move
        self.advance()
