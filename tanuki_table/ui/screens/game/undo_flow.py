"""Undo in the app (`app.undos`): `plan_undo` decides whether it is fair; hot-seat, the others agree
first on `UndoRequestScreen`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from tanuki_table.ui.dialogs.modal import SafeScreen
from textual.widgets import Label
from tanuki_table.core.i18n import N_, _, ngettext
from tanuki_table.ui.widgets.footer import KeyFooter

from tanuki_table.core.text import safe_text

if TYPE_CHECKING:  # pydantic, the engines and the undo rule load when needed, not at start-up
    from tanuki_table.core.undo import UndoPlan
    from tanuki_table.ui.app import TanukiApp
    from tanuki_table.ui.screens.game.game_screen import GameScreen


class UndoRequestScreen(SafeScreen[bool]):
    """Hot-seat: the table is covered while the other player allows or refuses an undo."""

    CSS_PATH = "undo_flow.tcss"
    BINDINGS = [Binding("y", "answer(True)", N_("Allow")), Binding("n,escape", "answer(False)", N_("Refuse"))]

    def __init__(self, requester: str, others: str, moves: int) -> None:
        super().__init__()
        self.requester, self.others, self.moves = requester, others, moves

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_text(_("Pass the keyboard to  {name}").format(name=self.others.upper())), id="undo-title")
            asks = ngettext("{name} asks to take back {count} move, back to their previous decision.",
                            "{name} asks to take back {count} moves, back to their previous decision.", self.moves)
            yield Label(safe_text(asks.format(name=self.requester, count=self.moves)))
            yield Label(_("y  allow the undo      n  refuse"))
        yield KeyFooter()


class UndoService:
    """Undo back to a human's previous decision, for `TanukiApp` (which holds one as `undos`)."""

    def __init__(self, app: TanukiApp) -> None:
        self.app = app

    def undo(self, screen: GameScreen) -> None:
        """Undo back to the human's previous decision (hot-seat: the other player must agree)."""
        seating = screen.seating
        session = seating.session
        humans = session.setup.humans()
        if not humans:
            self.app.notify(_("Nobody to undo for: only bots play this game."))
            return
        seat = seating.viewer if seating.viewer in humans else humans[0]
        from tanuki_table.core.undo import plan_undo  # loaded on the first undo, not at start-up

        plan = plan_undo(session, seat)
        if plan.count is None:
            self.app.notify(plan.reason, title=_("Undo refused"), severity="warning", timeout=8)
            return
        if len(humans) == 1:
            self._apply(screen, plan)
            return
        names = session.setup.seat_names()
        others = " / ".join(names[h] for h in humans if h != seat)

        def answer(yes: bool | None) -> None:
            if yes:
                self._apply(screen, plan)
            else:
                self.app.notify(_("{names} refused the undo.").format(names=others))
                seating.viewer = None
                screen.rewrite_log()
                screen.advance()

        seating.viewer = None  # cover the table at once
        screen.refresh_view()
        self.app.push_screen(UndoRequestScreen(names[seat], others, plan.moves), answer)

    def _apply(self, screen: GameScreen, plan: UndoPlan) -> None:
        seating = screen.seating
        session = seating.session
        screen.turns.stop_bots()
        session.rebuild(plan.count or 0)
        seating.over_shown = False
        seating.filter_cards = []
        if len(session.setup.humans()) > 1:
            seating.viewer = None  # hand the keyboard back through a handover
        screen.rewrite_log()
        screen.advance()
        self.app.autosave(session)
        self.app.notify(ngettext("Took back {count} move.", "Took back {count} moves.", plan.moves).format(
            count=plan.moves), timeout=3)
