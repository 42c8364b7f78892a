"""What the game screen (`GameScreen.views`; a networked table: `net.screen.TableViews`) draws
around the board: status line, hint, action list, strip, inspector, results, the bot's reasons.

While a game runs every line is told by the `Narrator` for one reader (the viewer, or the public
during a handover); secrets are shown only after "reveal all" on the game-over dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Static

from tanuki_table.cards.words import card_name
from tanuki_table.core import choices, grammar
from tanuki_table.core.engine import Event
from tanuki_table.core.events import PHASE
from tanuki_table.core.i18n import _, ngettext, pgettext
from tanuki_table.core.text import clean, safe_text
from tanuki_table.ui.dialogs.boxes import LinesScreen
from tanuki_table.ui.screens.game.inspector import InspectorScreen, pile_names, visible_entries
from tanuki_table.ui.screens.game.labels import squeeze, wrap
from tanuki_table.ui.services.preferences import settings_service
from tanuki_table.ui.screens.game.why import own_lines, why_lines
from tanuki_table.ui.widgets.actions import ActionList
from tanuki_table.ui.widgets.game_log import GameLog
from tanuki_table.ui.widgets.hand import Hand

if TYPE_CHECKING:
    from tanuki_table.ui.screens.game.game_screen import GameScreen
    from tanuki_table.ui.screens.game.seating import Seating

__all__ = ["Views", "waiting_for"]

STRIP_EVENTS = 100
"""The most events the strip under the hand reads."""


def waiting_for(name: str) -> str:
    """The hint while another seat moves: "Waiting for Bot (easy)…", or "Your move next…"."""
    return _("Your move next…") if name == grammar.YOU else _("Waiting for {name}…").format(name=name)


def hand_title(name: str) -> str:
    """The hand's title: the seat's name and a colon ("You:", "Ty:", "Alice:")."""
    if name == grammar.YOU:
        return pgettext("hand title", "You:")
    # TRANSLATORS: the hand's title when it is a named seat's (hot-seat)
    return pgettext("hand title", "{name}:").format(name=name)


class Views:
    """What one game screen draws (the screen decides when)."""

    def __init__(self, screen: GameScreen, seating: Seating) -> None:
        self.screen = screen
        self.seating = seating

    def allows(self, action: str) -> bool | None:
        """Whether the screen's key for `action` is live (None: another part decides)."""
        screen, seating = self.screen, self.seating
        if action in ("inspect", "toggle_log"):
            return seating.viewer is not None
        if action == "piles":
            return seating.viewer is not None and seating.has_piles
        if action == "why":
            return seating.last_bot is not None
        if action == "more_table":  # only while part of the table is out of view
            tables = screen.query("#table")
            return seating.viewer is not None and bool(tables) and tables.first().max_scroll_y > 0
        return None

    def redraw(self) -> None:
        """The viewer's view of the game, changes since their last move marked (nothing in a handover)."""
        screen, seating = self.screen, self.seating
        viewer = seating.viewer
        screen.query_one("#main").display = viewer is not None
        if viewer is None:
            screen.set_status(f" {seating.info.title}")
            return
        obs = seating.session.state.observation(viewer)
        board = screen.board
        board.marks = board.changes(seating.base.get(viewer), obs) if viewer in seating.base else {}
        board.show(obs)
        board.apply_marks()
        cards = board.hand_order(obs.hand)
        screen.query_one("#hand", Hand).set_cards(cards, [board.card_text(c) for c in cards], hand_title(seating.names[viewer]))
        self.show_status()
        self.show_actions()
        self.show_moves()
        screen.query_one("#log", GameLog).show()

    def more_table(self) -> None:
        """Scroll to the part of the table out of view: the top from the lower half, else down a view."""
        table = self.screen.query_one("#table")
        most, view = table.max_scroll_y, table.scrollable_content_region.height
        if most <= 0:
            return
        if table.scroll_y * 2 >= most:
            table.scroll_home(animate=False)
        elif most <= view:
            table.scroll_end(animate=False)
        else:
            table.scroll_to(y=min(most, table.scroll_y + max(1, view - 1)), animate=False)

    def fit(self, width: int) -> None:
        """Fit the table to `width` columns: narrow below 110, the hand's height to the window's."""
        screen = self.screen
        screen.set_class(width < 110, "-narrow")
        height = screen.app.size.height
        screen.query_one("#hand", Hand).max_lines = 2 if width < 110 or height < 30 else 4 if height < 40 else 5

    def show_status(self) -> None:
        """The status line: whose move, the phase and the scores, squeezed to the width (`squeeze`)."""
        screen, seating = self.screen, self.seating
        state = seating.session.state
        if seating.viewer is None:
            return
        if state.is_over:
            turn = pgettext("status", "Game over")
        else:
            who = seating.names[state.current_player or 0]
            # TRANSLATORS: the status line: whose move it is ("You to play", "Bot (easy) to play")
            turn = _("You to play") if who == grammar.YOU else _("{player} to play").format(player=who)
            turn += "  ·  " + _("thinking…") if seating.thinking else ""
        parts = screen.board.status_text(state.observation(seating.viewer)).split(" · ")
        if state.is_over:  # said once, first: "Game over · Turn 12 · ...", never "· Game over" again
            parts = [p for p in parts if p.strip().lower() not in ("over", "game over")]
        line = f" {seating.info.title}  ·  {turn}" + "".join(f"  ·  {p}" if i == 0 else f" · {p}"
                                                            for i, p in enumerate(parts) if p)
        width = max(20, (screen.app.size.width or 80) - 1)
        screen.set_status(squeeze(line, width, drop_first=seating.info.title))

    STRIP_LINES = 3
    """The most lines the strip under the hand takes (the latest part of the story is kept)."""

    def show_moves(self) -> None:
        """The strip under the hand: what happened since the viewer last acted, as they may read it."""
        screen, seating = self.screen, self.seating
        viewer = seating.viewer
        if viewer is None:
            return
        events = seating.session.state.log[seating.seen.get(viewer, 0):]
        clauses = seating.narrator.summary(events[-STRIP_EVENTS:], viewer)
        older = len(events) > STRIP_EVENTS  # some were left unread: the strip begins with "…"
        strip = screen.query_one("#moves", Static)
        # the lines the strip has (2 in the narrow layout) at its width: whole sentences, the latest kept
        most = strip.styles.max_height
        lines = int(most.value) if most is not None and most.is_cells else self.STRIP_LINES
        width = strip.size.width or screen.query_one("#left").size.width or 74
        kept: list[str] = []  # the latest clauses that fit, found from the end (a long game has thousands)
        for clause in reversed(clauses):
            trial = [clause, *kept]
            cut = "… " if older or len(trial) < len(clauses) else ""
            if kept and len(wrap(f"▶ {cut}{' · '.join(trial)}.", width)) > lines:
                break
            kept = trial
        clauses, text = kept, ("… " if older or len(kept) < len(clauses) else "") + " · ".join(kept)
        strip.display = bool(clauses)
        strip.update(safe_text(f"▶ {text}." if clauses and text[-1] not in ".!?。！？" else f"▶ {text}"))

    def handover_lines(self, seat: int) -> list[str]:
        """The last lines since `seat` last acted, as everyone may read them (for the handover)."""
        seating = self.seating
        events = seating.session.state.log[seating.seen.get(seat, 0):]
        return [clean(line) for line in seating.narrator.lines(events, None, phases=False)[-6:]]

    def show_actions(self) -> None:
        """The action list: moves of at most one hand card; those of several once their cards are selected."""
        screen, seating = self.screen, self.seating
        state = seating.session.state
        actions = screen.query_one("#actions", ActionList)
        hint = screen.query_one("#hint", Static)
        if state.is_over or state.current_player != seating.viewer or seating.bot_running:
            waiting = "" if state.current_player is None else waiting_for(seating.names[state.current_player])
            if state.is_over and not seating.bot_running:
                waiting = screen.exits.over_hint()
            actions.show([], _("Actions"))
            hint.update(safe_text(waiting))
            return
        legal = state.legal_actions()
        assert seating.viewer is not None  # the viewer's move
        obs = state.observation(seating.viewer)
        picked = screen.query_one("#hand", Hand).selected_cards() or seating.filter_cards
        if not picked:
            shown = choices.listed(seating.info, legal, obs)
            keys = _("1-9 0 b… act") if len(shown) > 9 else _("1-9 act")
            actions.show(shown, _("Actions"))
            more = len(legal) - len(shown)
            if more:
                # TRANSLATORS: {keys} is "1-9 act"; {count} moves are not listed: each plays several cards
                hint.update(ngettext("{keys} · space selects cards: {count} more move uses several cards together",
                                     "{keys} · space selects cards: {count} more moves use several cards together",
                                     more).format(keys=keys, count=more))
            else:
                # TRANSLATORS: the hint under the hand; {keys} is "1-9 act" or "1-9 0 b… act"
                hint.update(_("space select · enter card actions · {keys} · i inspect").format(keys=keys))
            return
        exact = choices.for_selection(seating.info, legal, obs, picked)
        matching = exact or [a for a in screen.board.actions_for(picked, legal)
                             if len(seating.info.hand_cards(a, obs)) < 2]
        names = ", ".join(card_name(seating.info.id, seating.info.card(c).name) for c in picked)
        custom = screen.board.selection_hint(picked, exact)
        if matching:
            actions.show(matching, _("Actions for {cards} · esc: all").format(cards=names))
            # TRANSLATORS: the hint under the hand once cards are selected; {cards} names them
            hint.update(safe_text(custom or ngettext(
                "{count} action for {cards} · its key confirms · escape shows all",
                "{count} actions for {cards} · its key confirms · escape shows all",
                len(matching)).format(count=len(matching), cards=names)))
        else:
            actions.show(choices.listed(seating.info, legal, obs), _("Actions"))
            hint.update(safe_text(custom or _("No legal move uses exactly {cards}; all moves shown").format(cards=names)))

    def toggle_phases(self) -> None:
        """Show or hide the phase lines in the log (remembered in the settings)."""
        screen = self.screen
        log = screen.query_one("#log", GameLog)
        log.hide_phases = not log.hide_phases
        prefs = settings_service(screen)
        if prefs is not None:
            prefs.settings.log_phases = not log.hide_phases
            prefs.save()
        log.restart()
        screen.notify(_("Phase lines hidden in the log.") if log.hide_phases else _("Phase lines shown in the log."),
                      timeout=2)

    def focused_card(self) -> str | None:
        """The card under the player's attention: hand cursor, highlighted action, picked table card."""
        screen, seating = self.screen, self.seating
        focused = screen.focused
        if isinstance(focused, Hand) and focused.cards:
            return focused.cards[focused.cursor]
        if isinstance(focused, ActionList):
            index = focused.highlighted
            action = focused.action_at(index) if index is not None else None
            if action is not None and action.card_ids():
                return action.card_ids()[-1]
        return seating.filter_cards[0] if seating.filter_cards else None

    def inspect(self, start: str | None = None) -> None:
        """Open the card inspector on the focused card (or on `start`)."""
        screen, seating = self.screen, self.seating
        if seating.viewer is None:
            return
        state = seating.session.state
        obs = state.observation(seating.viewer)
        legal = state.legal_actions() if state.current_player == seating.viewer else []
        entries = visible_entries(seating.info, obs, legal)
        screen.app.push_screen(InspectorScreen(seating.info, obs, entries, start or self.focused_card(), seating.names))

    def piles(self) -> None:
        """The inspector, opened at the first public pile."""
        screen, seating = self.screen, self.seating
        if seating.viewer is None:
            return
        piles = seating.info.public_piles(seating.session.state.observation(seating.viewer))
        full = [p for p in piles if p.cards]
        if not full:
            names = pile_names(piles, seating.names)
            # TRANSLATORS: {piles} names the game's public piles, all of them empty
            screen.notify(_("Nothing to look at yet ({piles} empty).").format(piles=names) if piles
                          else _("This game has no public pile."), timeout=3)
            return
        self.inspect(full[0].name)

    def results_in(self, events: list[Event], viewer: int | None) -> list[str]:
        """A move's outcome lines when it holds a result, as `viewer` may read them; else nothing."""
        return [clean(line) for line in self.seating.narrator.outcome(events, viewer)]

    def why(self) -> None:
        """The "Why?" box for the bot's last move (why.py)."""
        screen, seating = self.screen, self.seating
        if not seating.last_bot:
            screen.notify(_("No bot move to explain yet."), timeout=3)
            return
        seat, bot = seating.last_bot
        played, events = seating.last_bot_move
        viewer = None if seating.hotseat else seating.viewer
        seen = [seating.line_for(e, viewer) for e in own_lines(events)]
        text = why_lines(seating.last_reason, played, seen, reveal=seating.session.state.is_over,
                         words=seating.last_words)
        # TRANSLATORS: the title of the "Why?" dialog; {bot} is the bot's seat name
        screen.app.push_screen(LinesScreen(_("Why {bot} made its last move").format(bot=seating.names[seat]), text))

    def result_text(self) -> tuple[str, str]:
        """The title and the last lines, as the person at the keyboard may read them."""
        seating = self.seating
        state = seating.session.state
        title = _("A draw.") if state.winner is None else clean(seating.narrator.won(state.winner))
        viewer = seating.viewer if not seating.hotseat else None
        ending = [e for e in state.log[-6:] if e.kind != PHASE][-3:]
        why = "\n".join(seating.line_for(e, viewer) for e in ending)
        return title, why
