"""The ways out of a game at a networked table (`TableExits`, the `exits` of `TableScreen`): no
undo, concede over the wire, leaving (the seat stays open; the host's screen closes the table);
after the game the replay (kept here with the game in the match history, exported or revealed)
and the rematch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from tanuki_table.core.i18n import _, pgettext
from tanuki_table.core.jsontypes import JSONObject
from tanuki_table.net.replies import record_replay, replay_lines, save_replay, write_replay
from tanuki_table.ui.dialogs.boxes import ConfirmScreen, GameOverScreen, LinesScreen
from tanuki_table.ui.screens.game.game_exits import Exits
from tanuki_table.ui.screens.game.game_base import MenuAsked

if TYPE_CHECKING:
    from tanuki_table.net.screen import RemoteSeating, TableScreen

__all__ = ["TableExits"]


class TableExits(Exits):
    """Leaving, conceding and the end of the game at a networked table."""

    screen: TableScreen
    seating: RemoteSeating

    def __init__(self, screen: TableScreen, seating: RemoteSeating) -> None:
        super().__init__(screen, seating)
        self.wanted = ""
        """What the replay was asked for: "record", "export" or "reveal"."""
        self.body: JSONObject | None = None
        """The finished game's replay, once the table sent it."""
        self.kept = ""
        """What keeping it on this machine said (the replay file written, or why not)."""
        self.votes_seen: list[str] = []

    def allows(self, action: str) -> bool | None:
        if action in ("undo", "why"):
            return False
        if action == "invitations":
            return bool(self.seating.options.invitations)
        return super().allows(action)

    def undo(self) -> None:
        self.screen.notify(_("There is no undo at a table over the network."), timeout=3)

    def concede(self, seat: int) -> None:
        self.seating.remote.concede(seat)
        self.screen.notify(_("Conceding…"), timeout=3)

    def leave(self) -> None:
        """Leave the table (the seat stays open for the same invitation), concede, or stay; the
        host's own screen closes the table instead."""
        screen, seating = self.screen, self.seating
        if seating.remote.state.is_over and not seating.options.hosting or screen.listener.gone:
            self.no_rematch()
            if seating.options.alone:
                screen.app.exit()
            else:
                screen.post_message(MenuAsked())
            return
        choices: tuple[tuple[str, str, str], ...]
        if seating.options.hosting:
            question = (_("Close the table? Everyone at it is told. The game is over and kept in your match "
                          "history.") if seating.remote.state.is_over else
                        _("Close the table? Everyone at it is told; the game stays saved and "
                          "`tanuki-table host --resume` opens it again with the same invitations."))
            choices = (("y", pgettext("button", "Close the table"), "leave"), ("n", pgettext("button", "Cancel"), "cancel"))
        else:
            question = _("Leave the table? The game waits for you: the same invitation takes you back to "
                         "your seat. Or concede it.")
            choices = (("l", pgettext("button", "Leave"), "leave"), ("c", pgettext("button", "Concede"), "concede"),
                       ("n", pgettext("button", "Cancel"), "cancel"))

        def answer(what: bool | str | None) -> None:
            seat = seating.viewer
            if what == "leave" and (seating.options.hosting or seating.options.alone):
                self.no_rematch()
                screen.app.exit()
            elif what == "leave":
                screen.post_message(MenuAsked())
            elif what == "concede" and self.concedable() and seat is not None:
                self.concede(seat)

        screen.app.push_screen(ConfirmScreen(question, choices), answer)

    def over_hint(self) -> str:
        return _("Game over · r rematch · x export the replay · a reveal all · m menu · t say good game")

    def after(self, what: str) -> None:
        seating = self.seating
        if not seating.remote.state.is_over:
            return
        if what == "rematch":
            self.ask_rematch()
        elif what in ("export", "reveal"):
            self.wanted = what
            if self.body is not None:
                self.replay_arrived(self.body)
            else:
                seating.remote.ask_replay()
        elif what == "menu":
            self.leave()

    def game_over(self) -> None:
        screen, seating = self.screen, self.seating
        title, why = screen.views.result_text()
        if self.body is None and not seating.options.alone:
            self.wanted = "record"
            seating.remote.ask_replay()  # kept on this machine, with the game in its history

        def chosen(what: str | None) -> None:
            if what in ("rematch", "export", "reveal", "menu"):
                self.after(what)

        screen.app.push_screen(GameOverScreen(title, why), chosen)
        self.votes_changed()

    # --- the rematch ------------------------------------------------------------------------------------
    def ask_rematch(self) -> None:
        """This seat wants another game at the table (the next starts when every person does)."""
        screen, remote, seat = self.screen, self.seating.remote, self.seating.viewer
        if remote.refused_by is not None:
            screen.notify(_("{name} has left: there is no rematch at this table now.").format(name=remote.refused_by),
                          timeout=6)
            return
        if self.my_vote() == "yes":
            # TRANSLATORS: {names} is a list of player names, "Ann, Bob".
            screen.notify(_("You asked for a rematch: waiting for {names}.").format(
                names=", ".join(remote.waiting_for())), timeout=5)
            return
        remote.rematch(True)
        waiting = ", ".join(remote.waiting_for(seat))
        screen.notify(_("You asked for a rematch: waiting for {names}.").format(names=waiting) if waiting
                      else _("Rematch!"), timeout=5)

    def my_vote(self) -> str:
        """This seat's answer to a rematch, as the table last said ("waiting" before it asked)."""
        votes, seat = self.seating.remote.votes or [], self.seating.viewer
        return votes[seat] if seat is not None and seat < len(votes) else "waiting"

    def no_rematch(self) -> None:
        """Leaving after a game says no to a rematch (the others are told)."""
        remote = self.seating.remote
        if remote.state.is_over and self.seating.viewer is not None and remote.votes and self.my_vote() == "waiting":
            remote.rematch(False)

    def votes_changed(self) -> None:
        """The table says who wants a rematch: each change is told once."""
        screen, remote, seat = self.screen, self.seating.remote, self.seating.viewer
        votes = list(remote.votes or [])
        for s, vote in enumerate(votes):
            before = self.votes_seen[s] if s < len(self.votes_seen) else "waiting"
            if s == seat or vote == before:
                continue
            name = remote.names[s]
            if vote == "yes":
                screen.notify(_("{name} wants a rematch. Press r to play again.").format(name=name)
                              if self.my_vote() == "waiting" else _("{name} wants a rematch.").format(name=name),
                              title=pgettext("notification title", "Rematch"), timeout=10)
            elif vote == "no":
                screen.notify(_("{name} has left: no rematch this time.").format(name=name),
                              title=pgettext("notification title", "Rematch"), timeout=10)
        self.votes_seen = votes

    # --- the replay -------------------------------------------------------------------------------------
    def replay_arrived(self, body: JSONObject) -> None:
        """The finished game's replay: kept on this machine (once), then exported or told with every
        card revealed, as asked."""
        screen, seating = self.screen, self.seating
        first = self.body is None
        self.body = body
        if first and not seating.options.alone and seating.viewer is not None:
            self.kept = record_replay(body, seating.viewer, seating.remote.names)
            if self.wanted == "record":
                screen.notify(self.kept, timeout=6)
        if self.wanted == "reveal":
            lines = replay_lines(body, seating.remote.names, seating.viewer)
            if isinstance(lines, str):
                screen.notify(lines, severity="error")
            else:
                screen.app.push_screen(LinesScreen(_("The whole game, every card revealed"), lines))
        elif self.wanted == "export" and seating.options.alone:
            self.download(body)
        elif self.wanted == "export":
            screen.notify(self.kept if "the replay is" in self.kept else save_replay(body), timeout=8)
        self.wanted = ""

    def download(self, body: JSONObject) -> None:
        """A browser guest's export: the replay file downloads in the guest's browser (written first
        in the guest's own folder, which goes with its tab)."""
        screen = self.screen
        written = write_replay(body)
        if isinstance(written, str):
            screen.notify(written, severity="error")
            return
        screen.app.deliver_text(written, save_filename=written.name, mime_type="application/json")
        # TRANSLATORS: {file} is the replay's file name.
        screen.notify(_("The replay {file} is downloading in your browser.").format(file=written.name), timeout=6)

    def palette(self) -> list[tuple[str, Callable[[], object], str]]:
        """What a seat at a table adds to the command palette: the quick messages."""
        return [(_("Say something to the table"), self.screen.action_quick, _("a quick message everyone here sees"))]

    def leave_words(self) -> tuple[str, str]:
        """The palette's entry for leaving: at a table, the table (the seat waits for you)."""
        if self.seating.options.hosting:
            return _("Close the table"), _("everyone at it is told")
        return _("Leave the table"), _("your seat waits for you: the same invitation takes you back")
