"""Before a game with decks at a networked table: the seat chooses the deck it brings from this
machine's own list (premade and saved decks), or pastes a deck list in a game of built decks. The
table takes it or refuses it with why; the seat may choose again until every seat has chosen, and
then the game screen takes the link over. `--deck NAME` sends that deck at once.
"""

from __future__ import annotations

from dataclasses import replace

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from tanuki_table.ui.widgets.footer import KeyFooter
from textual.widgets.option_list import Option
from tanuki_table.core.i18n import N_, _, ngettext, pgettext

from tanuki_table.core.text import safe_text
from tanuki_table.net.client import RemoteSession, deck_named
from tanuki_table.cards.setups import deck_choices, deck_label
from tanuki_table.net.link import Inbound
from tanuki_table.net.listen import Listener, Listening, SeatOptions, confirm_close
from tanuki_table.net.protocol import Error
from tanuki_table.ui.dialogs.deck_dialogs import PasteDeckScreen
from tanuki_table.ui.dialogs.boxes import RulesScreen

__all__ = ["DeckScreen"]

PASTE = "paste"
"""The option that opens the pasted deck list."""
PASTED = N_("Pasted deck")
"""The name a pasted deck is brought under (shown in the app's language: `deck_shown`)."""


class DeckScreen(Listening, Screen[None]):
    """The deck this seat brings to the coming game."""

    CSS_PATH = "lobby.tcss"
    BINDINGS = [Binding("escape,q", "leave", N_("Leave")), Binding("question_mark", "rules", N_("Rules")),
                Binding("v", "invitations", N_("Invitations")), Binding("t", "quick", N_("Say"))]

    def __init__(self, session: RemoteSession, options: SeatOptions = SeatOptions()) -> None:
        super().__init__()
        self.session = session
        self.options = options
        self.decks = deck_choices(session.info)
        decks = session.info.decks
        self.pastes = decks is not None and decks.choice == "deck"
        """Whether a deck list may be pasted (decks that are built; not Animale Tattica's animals)."""
        self.sent: str | None = None
        """The deck sent last, until the table answers."""
        self.problem = ""
        """Why the table refused the last deck ("" if it did not)."""
        self.listener = Listener(self, session, options, self.take)

    def compose(self) -> ComposeResult:
        # TRANSLATORS: {game} is the game's title; {what} what a seat brings, as the game names it ("deck").
        yield Static(safe_text(_(" {game} at a table · choose the {what} you bring").format(
            game=self.session.info.title, what=self.session.brought)), id="lobby-title")
        yield Static(id="lobby-seats")
        options = [Option(safe_text(f"{self.deck_shown(name)}  ·  " + ngettext("{count} card", "{count} cards", len(cards)).format(
                              count=len(cards))), id=str(n))
                   for n, (name, cards) in enumerate(self.decks.items())]
        if self.pastes:
            options.append(Option(_("Paste a deck list…"), id=PASTE))
        yield OptionList(*options, id="lobby-decks")
        yield Static(id="lobby-note")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#lobby-decks", OptionList).border_title = _("Your decks (Enter: bring this one)")
        wanted = deck_named(self.decks, self.options.deck, self.session.info.id) if self.options.deck else None
        if self.options.deck and wanted is None:
            self.problem = _("No deck called {deck} here: choose one from the list.").format(deck=repr(self.options.deck))
        self.show()
        if wanted is not None:
            self.choose(wanted)

    @on(OptionList.OptionSelected)
    def selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == PASTE:
            return self.paste()
        names = list(self.decks)
        index = int(event.option.id or 0)
        if 0 <= index < len(names):
            self.choose(names[index])

    def paste(self) -> None:
        """A deck list pasted or typed, checked as the table will check it, brought as "Pasted deck"."""
        info, variant = self.session.info, self.session.setup.variant

        def check(text: str) -> list[str] | str:
            from tanuki_table.cards.decks import DeckFileError, parse_deck  # deferred: only when pasting

            try:
                cards = parse_deck(text, "the list", known={card.id: card.name for card in info.cards()})
            except DeckFileError as exc:
                return str(exc)
            problems = info.decks.problems(info, cards, variant) if info.decks else []
            return problems[0] if problems else cards if cards else _("The list has no cards yet.")

        def pasted(cards: list[str] | None) -> None:
            if cards:
                self.decks[PASTED] = cards
                self.choose(PASTED)

        self.app.push_screen(PasteDeckScreen(_("Paste the {game} deck you bring").format(game=info.title), check), pasted)

    def deck_shown(self, name: str) -> str:
        """A deck's name as this screen shows it, in the app's language (its key stays as sent)."""
        return _(PASTED) if name == PASTED else deck_label(self.session.info.id, name)

    def choose(self, name: str) -> None:
        """Send this deck to the table."""
        if self.listener.down:
            self.notify(_("Not connected to the table: reconnecting…"), severity="warning")
            return
        self.sent, self.problem = name, ""
        self.session.choose_deck(name, self.decks[name])
        self.show()

    def take(self, message: Inbound) -> None:
        kind = self.listener.heard(message)
        if isinstance(message, Error):
            self.problem, self.sent = _("The table refused that deck: {why}").format(why=message.message), None
        elif kind == "choosing":
            self.sent = None
        elif kind in ("state", "log"):
            return self.game_begins()
        self.show()

    def game_begins(self) -> None:
        """Every seat has chosen: the game screen takes the link over."""
        from tanuki_table.net.screen import TableScreen  # deferred: the game screen loads with the game

        self.listener.handed = True
        self.app.switch_screen(TableScreen(self.session, replace(self.options, told=True)))

    def show(self) -> None:
        session, choosing = self.session, self.session.choosing
        words = {"choosing": pgettext("table seat", "choosing…"), "chosen": pgettext("table seat", "ready"),
                 "bot": pgettext("table seat", "a bot (ready)")}
        if choosing is not None:
            present = {"open": pgettext("table seat", "not joined yet"),  # who is really there, before what they chose
                       "away": pgettext("table seat", "away")}
            seats = [f"{pgettext('table seat', 'You') if s == session.seat else name}: "
                     f"{present.get(session.seats[s] if s < len(session.seats) else '', words.get(where, where))}"
                     for s, (name, where) in enumerate(zip(session.names, choosing.seats))]
            self.query_one("#lobby-seats", Static).update(safe_text(" " + " · ".join(seats)))
        note = self.query_one("#lobby-note", Static)
        mine = choosing.mine if choosing is not None else None
        if self.listener.down:
            note.update(safe_text(self.listener.trouble(), "bold yellow"))
        elif self.problem:
            note.update(safe_text(self.problem, "bold red"))
        elif self.sent:
            note.update(safe_text(_("Sending {deck}…").format(deck=self.deck_shown(self.sent))))
        elif mine and not session.deciding:
            note.update(safe_text(_("You bring {deck}. The game starts when everyone has chosen "
                                    "(Enter on another deck changes yours).").format(deck=self.deck_shown(mine))))
        else:
            note.update(safe_text(_("Choose the deck you bring: ↑ ↓ to look, Enter to bring it.")))

    def action_leave(self) -> None:
        if self.options.hosting:
            confirm_close(self, _("Close the table? Everyone at it is told; "
                                  "`tanuki-table host --resume` opens it again."))
        elif self.options.alone:
            self.app.exit()
        else:
            while len(self.app.screen_stack) > 1:
                self.app.pop_screen()

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen(self.session.info.id, self.session.info.title))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "invitations":
            return bool(self.options.invitations)
        return True
