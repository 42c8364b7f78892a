"""The deck builder for games with constructed decks: the game's cards, the deck with its legality
(the plug-in's `decks.problems` for the chosen variant) and a chart; `g` plays the deck against a
bot. The file keys are in deck_actions.py, the deck list and chart in `ui.widgets.deck_panel`.
"""

from __future__ import annotations

import random
from collections import Counter

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Static
from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import N_, _, current_language, ngettext
from tanuki_table.ui.widgets.footer import KeyFooter

from tanuki_table.cards import decks as deckfiles
from tanuki_table.errors import SetupError
from tanuki_table.games import get_game
from tanuki_table.cards.query import Catalogue, load_catalogue
from tanuki_table.core.text import safe_text
from tanuki_table.ui.widgets.cardbrowser import CardBrowser
from tanuki_table.ui.widgets.cardview import CardView, GameLayout, layout_for
from tanuki_table.ui.screens.deck_actions import DeckFileActions
from tanuki_table.ui.dialogs.deck_dialogs import ChooseDeckScreen, PromptScreen  # noqa: F401 - tests and callers import them from here
from tanuki_table.ui.services.preferences import settings_service
from tanuki_table.ui.services.starter import start_game
from tanuki_table.ui.widgets.deck_panel import DeckChart, DeckPanel
from tanuki_table.ui.screens.settings_screen import level_name


class DeckBuilderScreen(DeckFileActions):
    """Build, check, save and play a deck of one game."""

    CSS_PATH = "deckbuilder.tcss"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]  # narrow: no card or chart, the rest whole
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("g", "play", N_("Play it")),  # early: the footer cuts the last keys at 80 columns
        Binding("a,plus,equals_sign", "add", N_("Add")),
        Binding("x,minus,delete", "remove", N_("Remove")),
        Binding("ctrl+s", "save", N_("Save")),
        Binding("o", "open", N_("Open deck")),
        Binding("n", "new", N_("New")),
        Binding("r", "rename", N_("Rename")),
        Binding("D", "delete", N_("Delete")),
        Binding("w", "owned_only", N_("Owned only")),
        Binding("i", "import_deck", N_("Import")),
        Binding("e", "export_deck", N_("Export")),
        Binding("v", "variant", N_("Variant")),
        Binding("c", "chart", N_("Chart")),
        Binding("slash", "focus_search", N_("Search"), show=False),
        Binding("s", "sort", N_("Sort"), show=False),
        *[Binding(str(n), f"count({n})", f"{n} copies", show=False) for n in range(10)],
    ]

    def __init__(self, game_id: str, catalogue: Catalogue | None = None) -> None:
        super().__init__()
        self.info = get_game(game_id)
        self.catalogue = catalogue or load_catalogue([self.info])
        self.deck: list[str] = []
        """The deck being built: card ids, one per copy."""
        self.deck_name: str | None = None
        self.dirty = False
        takes = self.info.decks.takes_decks if self.info.decks is not None else (lambda v: True)
        self.variants = [v for v in self.info.variants if takes(v)] or list(self.info.variants)
        self.variant = self.variants[0]
        """The variant legality is checked against."""
        self.by_id = {r.id: r for r in self.catalogue.records}
        self.card_layout: GameLayout | None = layout_for(self.catalogue.records) if self.catalogue.records else None
        self.pending = 0
        """A count typed before `a` or `x` (`3a` adds three copies); 0 = one."""
        self.cap = deckfiles.deck_card_cap(len(self.catalogue.records))
        """Most cards a deck of this game may hold in the builder (legality is the engine's)."""
        self.owned_only = False
        """Whether only cards of the collection may be added (`w`), as many as `owned` holds."""
        self.owned: dict[str, int] = {}

    def supported(self) -> str | None:
        """Why this game cannot have a deck builder, or None when it can."""
        if not self.catalogue.records:
            why = self.catalogue.missing.get(self.info.id) or _("no cards")
            return _("{game}: {reason}").format(game=_(self.info.title), reason=why)
        if self.info.decks is None:
            return _("{game} has no constructed decks.").format(game=_(self.info.title))
        return None

    def compose(self) -> ComposeResult:
        yield Static("", id="deck-head")
        with Horizontal(id="deck-body"):
            yield CardBrowser(self.catalogue, id="deck-browser")
            yield DeckPanel(self.catalogue.records, self.card_layout, id="deck-pane")
            with Vertical(id="deck-side"):
                yield CardView(id="card-view")
                yield DeckChart(self.catalogue.records, self.card_layout, id="chart")
        yield KeyFooter()

    def _close(self) -> None:
        """Leave (a game without constructed decks); only while this screen is on top."""
        if self.app.screen is self:
            self.dismiss()

    def on_mount(self) -> None:
        problem = self.supported()
        if problem:
            self.notify(problem, severity="warning")
            self.call_later(self._close)
            return
        self.query_one("#search", Input).focus()  # typed words search; ↓ goes to the first card
        for name, why in deckfiles.broken_decks(self.info.id).items():
            self.notify(_("Saved deck {name} cannot be read and was left as it is: {reason}").format(
                name=repr(name), reason=why), severity="warning", markup=False, timeout=8)
        self.refresh_deck()

    def problems(self) -> list[str]:
        """Why the deck is not legal in the chosen variant (empty: legal)."""
        rules = self.info.decks
        found = [] if rules is None else list(rules.problems(self.info, list(self.deck), self.variant))
        if self.owned_only:
            # TRANSLATORS: a card with more copies in the deck than the collection holds: "Leonardo (3, you own 1)"
            short = [_("{card} ({count}, you own {owned})").format(
                card=card_name(self.info.id, self.by_id[c].name) if c in self.by_id else c, count=n, owned=self.owned.get(c, 0))
                     for c, n in Counter(self.deck).items() if n > self.owned.get(c, 0)]
            if short:
                found.append(_("more copies than your collection holds: {cards}").format(cards=", ".join(short)))
        return found

    @property
    def variant_name(self) -> str:
        """The variant as the header names it: its id in English, its title in another language."""
        if current_language() == "en":
            return self.variant
        return _(self.info.variant_title(self.variant))

    def refresh_deck(self) -> None:
        """Redraw the deck list, size, legality, chart and header."""
        panel = self.query_one(DeckPanel)
        panel.deck = tuple(self.deck)
        panel.problems = tuple(self.problems())
        panel.variant = self.variant
        self.query_one(DeckChart).deck = tuple(self.by_id[c] for c in self.deck if c in self.by_id)
        name = self.deck_name or _("new deck")
        owned = _(" · owned cards only") if self.owned_only else ""
        # TRANSLATORS: the deck builder's title; {changed} is " *" while the deck has unsaved changes, {owned} " · owned cards only" or nothing
        self.query_one("#deck-head", Static).update(safe_text(
            _("Deck builder · {game} · {deck}{changed} · variant {variant}{owned}").format(
                game=_(self.info.title), deck=name, changed=" *" if self.dirty else "", variant=self.variant_name, owned=owned)))

    @on(CardBrowser.Highlighted)
    @on(DeckPanel.Highlighted)
    def _highlighted(self, event: CardBrowser.Highlighted | DeckPanel.Highlighted) -> None:
        self.query_one("#card-view", CardView).record = event.record

    @on(CardBrowser.Chosen)
    def _chosen(self, event: CardBrowser.Chosen) -> None:
        self.add_card(event.record.id)

    def add_card(self, card_id: str, copies: int = 1) -> None:
        """Add copies of a card (up to the deck cap, and the copies owned with `owned_only`)."""
        room = self.cap - len(self.deck)
        if self.owned_only:
            room = min(room, self.owned.get(card_id, 0) - self.deck.count(card_id))
        if room <= 0:
            if self.owned_only and len(self.deck) < self.cap:
                said = _("Not added: you own {count} of this card (w: any card).").format(count=self.owned.get(card_id, 0))
            else:
                said = ngettext("Not added: a deck here holds at most {count} card.",
                                "Not added: a deck here holds at most {count} cards.", self.cap).format(count=self.cap)
            self.notify(said, severity="warning", markup=False)
            return
        copies = min(copies, room)
        self.deck.extend([card_id] * copies)
        self.dirty = True
        self.refresh_deck()

    def remove_card(self, card_id: str) -> None:
        """Remove one copy of a card (its last one)."""
        if card_id in self.deck:
            index = len(self.deck) - 1 - self.deck[::-1].index(card_id)
            del self.deck[index]
            self.dirty = True
            self.refresh_deck()

    def load_deck(self, cards: list[str], name: str | None) -> None:
        """Replace the deck."""
        self.deck = list(cards)
        self.deck_name = name
        self.dirty = False
        self.refresh_deck()

    def _target(self) -> str | None:
        """The card the add/remove keys act on: the deck row when the deck has focus."""
        deck = self.query_one(DeckPanel)
        if self.focused is deck.table and deck.current is not None:
            return deck.current
        record = self.query_one(CardBrowser).current
        return record.id if record else None

    def _take_count(self) -> int:
        count, self.pending = max(1, self.pending), 0
        return count

    def action_count(self, digit: int) -> None:
        self.pending = min(99, self.pending * 10 + digit)
        self.notify(_("{count} × … (now a to add, x to remove)").format(count=self.pending), timeout=2)

    def action_add(self) -> None:
        card, count = self._target(), self._take_count()
        if card:
            self.add_card(card, count)

    def action_remove(self) -> None:
        card, count = self._target(), self._take_count()
        if card:
            for _ in range(count):
                self.remove_card(card)

    def action_owned_only(self) -> None:
        from tanuki_table.cards.collection import owned

        self.owned_only = not self.owned_only
        self.owned = owned(self.info.id) if self.owned_only else {}
        if self.owned_only and not self.owned:
            self.notify(_("Your collection is empty: open packs (b in the browser) to collect cards."), markup=False)
        self.refresh_deck()

    def action_variant(self) -> None:
        self.variant = self.variants[(self.variants.index(self.variant) + 1) % len(self.variants)]
        self.refresh_deck()

    def action_chart(self) -> None:
        self.query_one(DeckChart).index += 1

    def action_focus_search(self) -> None:
        self.query_one("#search", Input).focus()

    def action_sort(self) -> None:
        self.query_one(CardBrowser).cycle_sort()

    def action_play(self) -> None:
        """Ask which bot to play against, then start a game with this deck."""
        problems = self.problems()
        if problems:
            self.notify(_("This deck is not legal: {problems}").format(problems="; ".join(problems)), severity="error")
            return
        from tanuki_table.bots import bot_names
        from tanuki_table.ui.dialogs.boxes import ConfirmScreen

        bots = bot_names(self.info.id)
        levels = [b for b in ("easy", "normal", "hard") if b in bots] or bots[:3]
        prefs = settings_service(self)
        offered = prefs.settings.bot_level if prefs is not None else "normal"
        levels.sort(key=lambda b: b != offered)  # the bot of the settings first: y or Enter takes it
        choices = [(str(n), _bot_choice(level), level) for n, level in enumerate(levels, 1)]

        def chosen(level: bool | str | None) -> None:
            if isinstance(level, str) and level in bots:
                self.play_against(level)

        self.app.push_screen(ConfirmScreen(_("Play this deck against which bot?"),
                                           [*choices, ("escape", _("Cancel"), "cancel")], focus_first=True), chosen)

    def play_against(self, level: str) -> None:
        """Start a game against the `level` bot with this deck (the rival takes a legal premade deck)."""
        from tanuki_table.bots import bot_names
        from tanuki_table.core.session import Setup

        rules = self.info.decks
        premade = rules.premade(self.info) if rules is not None else {}
        rivals = [(n, d) for n, d in premade.items() if rules is not None and not rules.problems(self.info, d, self.variant)]
        rival_name, rival = rivals[0] if rivals else (_("Mirror"), list(self.deck))
        bots = bot_names(self.info.id)
        setup = Setup(game=self.info.id, players=2, seed=random.randrange(1_000_000_000), variant=self.variant,
                      decks=[list(self.deck), list(rival)], deck_names=[self.deck_name or _("Your deck"), rival_name],
                      seats=[None, level if level in bots else bots[0]])
        try:
            start_game(self, setup)
        except SetupError as exc:
            self.notify(str(exc), severity="error")


def _bot_choice(level: str) -> str:
    """A bot's button in the play dialog: "Easy bot" ("Bot łatwy", "かんたんボット")."""
    # TRANSLATORS: a button: play against the bot of this level ({level}: easy, normal, hard)
    said = _("{level} bot").format(level=level_name(level))
    return said[:1].upper() + said[1:]
