"""Booster opening: two packs, yours (added to your collection as it is opened) and the rival's,
which stays sealed so it can be played against (`p`: the two packs, `k`: a deck from your
collection) until `c` opens it into your collection too. Cards are revealed rarest last.
"""

from __future__ import annotations

import random

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import DataTable, Label, Static
from tanuki_table.cards.words import card_name
from tanuki_table.core.i18n import N_, _, ngettext, pgettext
from tanuki_table.ui.widgets.footer import KeyFooter

from tanuki_table.cards.booster import open_packs, rarity_rank
from tanuki_table.cards.collection import add_cards, owned_pool
from tanuki_table.errors import TanukiError
from tanuki_table.games import get_game
from tanuki_table.cards.query import Catalogue, make_record
from tanuki_table.cards.catalogue import CardRecord
from tanuki_table.core.text import cells
from tanuki_table.ui.widgets.cardview import STARS, CardView, cell, layout_for
from tanuki_table.ui.services.starter import start_game

FACE_DOWN = "░░░░░░░░░░░░"
"""What an unrevealed card shows."""
SEALED = N_("The rival's pack stays sealed until you play against it (p, k); c opens it into your collection.")


class BoosterScreen(Screen[None]):
    """Open two packs of a game, then play them or keep them."""

    CSS_PATH = "booster_screen.tcss"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]  # narrow: the pack's columns whole
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("n", "reveal_next", N_("Next card")),
        Binding("space", "reveal_all", N_("Reveal all")),
        Binding("tab", "next_pack", N_("Other pack")),
        Binding("p", "play", N_("Play the two packs")),
        Binding("c", "collect", N_("Open rival's pack")),
        Binding("k", "play_collection", N_("Play from collection")),
        Binding("r", "reopen", N_("New packs")),
    ]

    def __init__(self, game_id: str, seed: int | None = None, reveal_delay: float | None = None) -> None:
        super().__init__()
        self.info = get_game(game_id)
        self.seed = random.randrange(1_000_000_000) if seed is None else seed
        self.reveal_delay = reveal_delay
        """Seconds between two cards of an automatic reveal (0: all at once; None: one per key press)."""
        self.packs: list[list[str]] = []
        """Pack 1 (yours) and pack 2 (the rival's), rarest card last in each."""
        self.shown = 0
        """Which pack is on screen."""
        self.revealed = [0, 0]
        """How many cards of each pack are face up."""
        self.collected: set[int] = set()
        """Seats whose pack is in the collection (yours as it is opened)."""
        self.timer: Timer | None = None
        self.rank = rarity_rank(self.info)
        self.records = {c.id: make_record(self.info, c) for c in self.info.cards()}
        self.catalogue = Catalogue(list(self.records.values()))

    def compose(self) -> ComposeResult:
        yield Static(_("Booster packs · {game}").format(game=_(self.info.title)), id="booster-head")
        with Horizontal(id="booster-body"):
            with Vertical(id="pack-pane"):
                yield Label("", id="pack-title")
                yield DataTable(id="pack", cursor_type="row")
                yield Static("", id="booster-help")
            with Vertical(id="booster-side"):
                yield CardView(id="card-view")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.card_layout = layout_for(list(self.records.values()))
        table = self.query_one("#pack", DataTable)
        table.add_column("#", key="n")
        longest = max((cells(self._card_name(record)) for record in self.records.values()), default=0)
        table.add_column(pgettext("card column", "Card"), key="name", width=min(22, max(len(FACE_DOWN), longest)))
        table.add_column(pgettext("card column", "Rarity"), key="rarity")
        for key in self.card_layout.stats:
            table.add_column(key.upper() if len(key) <= 4 else key.capitalize(), key=key)
        self.query_one("#booster-help", Static).update(_(
            "n or enter next card · space reveal all · tab the other pack (sealed) · p play both packs\n"
            "your pack joins your collection · c open the rival's pack too · k play from your collection · r new packs · esc back"))
        table.focus()
        self.open()

    def open(self) -> None:
        """Open two new packs and start revealing the first."""
        try:
            self.packs = open_packs(self.info.id, 2, self.seed)
        except TanukiError as exc:
            self.notify(str(exc), severity="error")
            self.packs = [[], []]
        self.shown, self.revealed, self.collected = 0, [0, 0], set()
        if self.packs[0]:
            try:
                add_cards(self.info.id, self.packs[0])
                self.collected.add(0)
            except TanukiError as exc:
                self.notify(_("Your pack could not be added to your collection: {reason}").format(reason=exc), severity="error",
                            markup=False)
        self._start_reveal()

    @property
    def sealed(self) -> bool:
        """Whether the rival's pack is still unseen (so it may still be played against)."""
        return 1 not in self.collected

    def _stop_timer(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None

    def _start_reveal(self) -> None:
        self._stop_timer()
        if self.shown == 1 and self.sealed:
            self.draw()
            return
        if self.reveal_delay is not None and self.reveal_delay <= 0:
            self.revealed[self.shown] = len(self.packs[self.shown])
        elif self.reveal_delay is not None:
            self.timer = self.set_interval(self.reveal_delay, self._reveal_one)
        self.draw()

    def _reveal_one(self) -> None:
        pack = self.packs[self.shown]
        if self.revealed[self.shown] < len(pack):
            self.revealed[self.shown] += 1
            self.draw()
        if self.revealed[self.shown] >= len(pack):
            self._stop_timer()

    @property
    def done(self) -> bool:
        """Whether the pack on screen is fully revealed."""
        return bool(self.packs) and self.revealed[self.shown] >= len(self.packs[self.shown])

    def draw(self) -> None:
        """Redraw the pack on screen."""
        if not self.query("#pack"):
            return  # not composed yet, or already gone
        pack = self.packs[self.shown]
        shown = self.revealed[self.shown]
        table = self.query_one("#pack", DataTable)
        table.clear()
        top = max((self.rank(c) for c in pack), default=0)
        for index, card_id in enumerate(pack):
            record = self.records[card_id]
            if index >= shown:
                table.add_row(str(index + 1), FACE_DOWN, "?", *["" for _ in self.card_layout.stats], key=str(index))
                continue
            rank = self.rank(card_id)
            style = "bold yellow" if rank == top and rank > 0 else ""
            rarity = f"{STARS[min(rank, len(STARS) - 1)]} {cell(record.fields.get('rarity'))}"
            table.add_row(str(index + 1), Text(self._card_name(record), style=style), Text(rarity, style=style),
                          *[cell(record.fields.get(k)) for k in self.card_layout.stats], key=str(index))
        if shown:
            table.move_cursor(row=shown - 1)
            self.query_one("#card-view", CardView).record = self.records[pack[shown - 1]]
        whose = (_("Your pack") if self.shown == 0 else
                 _("The rival's pack (sealed)") if self.sealed else _("The rival's pack"))
        turn = _(" · n or Enter: the next card") if shown < len(pack) and self.timer is None else _(" · rarest last")
        # TRANSLATORS: the pack's title: "Your pack · 3/10 revealed · rarest last" ({whose}: whose pack, {turn}: what next)
        self.query_one("#pack-title", Label).update(
            _("{whose} · {shown}/{total} revealed{turn}").format(whose=whose, shown=shown, total=len(pack), turn=turn))
        head = _("Booster packs · {game} · your pack is in your collection") if 0 in self.collected else _(
            "Booster packs · {game}")
        self.query_one("#booster-head", Static).update(head.format(game=_(self.info.title)))

    @on(DataTable.RowHighlighted, "#pack")
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        index = int(str(event.row_key.value))
        if index < self.revealed[self.shown]:
            self.query_one("#card-view", CardView).record = self.records[self.packs[self.shown][index]]

    @on(DataTable.RowSelected, "#pack")
    def _selected(self, event: DataTable.RowSelected) -> None:
        self.action_reveal_next()

    def _refused(self) -> bool:
        """Whether the sealed rival's pack is on screen (said so: its cards stay face down)."""
        if self.shown == 1 and self.sealed:
            self.notify(_(SEALED), timeout=4)
        return self.shown == 1 and self.sealed

    def action_reveal_next(self) -> None:
        if not self._refused() and self.revealed[self.shown] < len(self.packs[self.shown]):
            self.revealed[self.shown] += 1
            self.draw()

    def action_reveal_all(self) -> None:
        if self._refused():
            return
        self._stop_timer()
        self.revealed[self.shown] = len(self.packs[self.shown])
        self.draw()

    def action_next_pack(self) -> None:
        self.action_reveal_all()
        self.shown = 1 - self.shown
        if self.revealed[self.shown] < len(self.packs[self.shown]):
            self._start_reveal()
        else:
            self.draw()

    def action_reopen(self) -> None:
        self.seed = random.randrange(1_000_000_000)
        self.open()

    def action_collect(self) -> None:
        """Open the rival's pack into the collection (it can no longer be played against then)."""
        seats = [seat for seat in range(len(self.packs)) if seat not in self.collected]
        if not seats:
            self.notify(_("These packs are already in your collection."))
            return
        cards = [c for seat in seats for c in self.packs[seat]]
        try:
            total = add_cards(self.info.id, cards)
        except TanukiError as exc:
            self.notify(str(exc), severity="error", markup=False)
            return
        self.collected.update(seats)
        self.revealed = [len(pack) for pack in self.packs]
        # TRANSLATORS: {total}: how many cards the collection holds now
        self.notify(ngettext("Added {count} card; your collection holds {total}. Press r for new packs to play.",
                             "Added {count} cards; your collection holds {total}. Press r for new packs to play.",
                             len(cards)).format(count=len(cards), total=sum(total.values())))
        self.draw()

    def action_play_collection(self) -> None:
        """The booster variant with a pack-sized deck dealt (seeded) from your collection."""
        pool = owned_pool(self.info.id)
        size = len(self.packs[0]) or len(self.packs[1])
        if len(pool) < size or not size:
            # TRANSLATORS: {size}: how many cards a game from the collection needs
            self.notify(ngettext("Your collection holds {count} card; a game from it needs {size}.",
                                 "Your collection holds {count} cards; a game from it needs {size}.",
                                 len(pool)).format(count=len(pool), size=size), severity="warning")
            return
        deck = random.Random(self.seed).sample(pool, size)
        self._play([deck, list(self.packs[1])], [_("From your collection"), _("Rival's pack")])

    def action_play(self) -> None:
        """Play the game's booster variant: pack 1 is your deck, the sealed pack 2 the bot's."""
        self._play([list(p) for p in self.packs], [_("Your pack"), _("Rival's pack")])

    def _play(self, decks: list[list[str]], names: list[str]) -> None:
        variant = self.info.packs.variant if self.info.packs is not None else None
        if variant is None:
            self.notify(_("{game} has no booster variant to play.").format(game=_(self.info.title)), severity="warning")
            return
        if not self.sealed:
            self.notify(_("You have seen the rival's pack: press r for new packs to play."), severity="warning")
            return
        from tanuki_table.bots import bot_names
        from tanuki_table.core.session import Setup

        bots = bot_names(self.info.id)
        setup = Setup(game=self.info.id, players=2, seed=self.seed, variant=variant,
                      decks=decks, deck_names=names, seats=[None, "simple" if "simple" in bots else bots[0]])
        try:
            start_game(self, setup)
        except TanukiError as exc:
            self.notify(str(exc), severity="error")

    def _card_name(self, record: CardRecord) -> str:
        return card_name(self.info.id, record.name)

    def action_back(self) -> None:
        self._stop_timer()
        self.dismiss()

