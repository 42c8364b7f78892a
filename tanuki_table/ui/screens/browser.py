"""The card browser: every card of every game in one table (`CardBrowser`), searched as you type,
with the highlighted card drawn beside it (`CardView`). Records come from the catalogue cache, so
no engine is imported until a card needs its model.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Input, Static
from tanuki_table.core.i18n import N_, _, ngettext
from tanuki_table.ui.widgets.footer import KeyFooter

from tanuki_table.cards.catalogue import CardRecord, Catalogue, load_catalogue
from tanuki_table.ui.widgets.cardbrowser import CardBrowser
from tanuki_table.ui.widgets.cardview import CardView
from tanuki_table.ui.dialogs.modal import SafeModal
from rich.text import Text

NARROW = 110
"""Below this many columns the card pane is narrower, so the table shows a game's columns whole."""


class BrowserScreen(Screen[None]):
    """Every card of every game; `game_id` starts the search at that game's cards."""

    CSS_PATH = "browser.tcss"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (NARROW, "-wide")]
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("slash", "focus_search", N_("Search")),
        Binding("s", "sort", N_("Sort by next column")),
        Binding("S", "sort(True)", N_("Reverse sort")),
        Binding("d", "decks", N_("Deck builder")),
        Binding("b", "booster", N_("Open a pack")),
        Binding("q", "back", N_("Back"), show=False),
        Binding("f1", "help", N_("Search help")),
        Binding("question_mark", "help", N_("Search help"), show=False),
    ]

    def __init__(self, game_id: str | None = None, catalogue: Catalogue | None = None,
                 query: str | None = None, standalone: bool = False) -> None:
        super().__init__()
        self.catalogue = catalogue or load_catalogue(cache=True)
        if self.catalogue.owned is None:
            try:
                self.catalogue.load_owned()
            except Exception:  # a collection that cannot be read only hides the Owned column
                self.catalogue.owned = {}
        self.game_id = game_id
        self.initial_query = query
        self.standalone = standalone
        """Opened from the command line: Esc and q quit to the shell."""
        self._titled: list[CardRecord] | None = None
        """The results the title was last written for."""

    def compose(self) -> ComposeResult:
        query = f"game:{self.game_id} " if self.game_id else ""
        if self.initial_query:
            query += self.initial_query
        yield Static(self._head(None), id="browser-head")
        with Horizontal(id="browser-body"):
            yield CardBrowser(self.catalogue, query, id="browser")
            with Vertical(id="detail-pane"):
                yield CardView(id="card-view")
        yield KeyFooter()

    def _head(self, shown: list[CardRecord] | None) -> str:
        """The title: which games the cards on show are of, then the keys."""
        games = {record.game: _(record.info.title) for record in shown or ()}
        every = {record.game for record in self.catalogue.records}
        if shown is None:  # before the first search: the game it was opened for
            titles = (_(record.info.title) for record in self.catalogue.records if record.game == self.game_id)
            scope = next(titles, _("every game"))
        elif not games:
            scope = _("no cards found")
        elif set(games) >= every:
            scope = _("every game")
        elif len(games) == 1:
            scope = next(iter(games.values()))
        else:
            # TRANSLATORS: the card browser's title when the search finds cards of some games: "2 of 5 games"
            scope = ngettext("{count} of {total} game", "{count} of {total} games", len(every)).format(
                count=len(games), total=len(every))
        if self.app.size.width < NARROW:
            # TRANSLATORS: the card browser's title on a narrow screen ({scope}: a game, "every game", ...)
            return _("Cards · {scope} · ↓ the table · F1 search help · Esc back").format(scope=scope)
        return _("Cards  ·  {scope}  ·  type to search, ↓ or Enter for the table, F1 search help, Esc back").format(
            scope=scope)

    def on_resize(self) -> None:
        self.query_one("#browser-head", Static).update(self._head(self._titled))

    def on_mount(self) -> None:
        search = self.query_one("#search", Input)
        search.focus()
        search.cursor_position = len(search.value)

    @property
    def browser(self) -> CardBrowser:
        return self.query_one(CardBrowser)

    @on(CardBrowser.Highlighted)
    def _show(self, event: CardBrowser.Highlighted) -> None:
        shown = self.browser.results
        if shown is not self._titled:  # a new search's results (the cursor moving changes nothing)
            self._titled = shown
            self.query_one("#browser-head", Static).update(self._head(shown))
        view = self.query_one("#card-view", CardView)
        if view.record is not event.record or event.record is None:  # the table says it twice on filling
            view.record = event.record

    def action_back(self) -> None:
        if self.standalone:
            self.app.exit()
        else:
            self.dismiss()

    def action_help(self) -> None:
        self.app.push_screen(SearchHelp())

    def action_focus_search(self) -> None:
        self.query_one("#search", Input).focus()

    def action_sort(self, reverse: bool = False) -> None:
        self.browser.cycle_sort(reverse)

    def _game(self) -> str | None:
        record = self.browser.current
        return record.game if record else self.game_id

    def action_decks(self) -> None:
        from tanuki_table.ui.screens.deckbuilder import DeckBuilderScreen

        game = self._game()
        if game:
            self.app.push_screen(DeckBuilderScreen(game))

    def action_booster(self) -> None:
        from tanuki_table.cards.booster import games_with_packs
        from tanuki_table.ui.screens.booster_screen import BoosterScreen

        packs = games_with_packs()
        game = self._game()
        if not packs:
            self.notify(_("No game defines booster packs yet."))
            return
        self.app.push_screen(BoosterScreen(game if game in packs else packs[0]))


class SearchHelp(SafeModal[None]):
    """The search language, on `?` or F1 (any key closes it)."""

    CSS_PATH = "search_help.tcss"
    BINDINGS = [Binding("escape,q,f1,question_mark,enter", "answer(None)", N_("Close"))]

    def compose(self) -> ComposeResult:
        from tanuki_table.cards.query import HELP

        yield Static(Text(_(HELP)), id="search-help")
