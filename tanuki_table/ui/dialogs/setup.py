"""The setup dialog: seats (person or bot), variant, players, decks, who starts."""

from __future__ import annotations

import random

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Select
from tanuki_table.core.i18n import N_, _
from tanuki_table.ui.widgets.footer import KeyFooter

from tanuki_table.bots import bot_names
from tanuki_table.errors import SetupError
from tanuki_table.core.plugin import GameRules
from tanuki_table.core.session import Setup, level_shown
from tanuki_table.persistence.settings import SetupMemory
from tanuki_table.cards.setups import deck_choices, deck_label
from tanuki_table.core.text import clean, safe_text
from tanuki_table.ui.services.preferences import settings_service
from tanuki_table.ui.dialogs.modal import SafeModal
from tanuki_table.ui.screens.picker import game_text
from tanuki_table.ui.screens.settings_screen import choice, level_name, row

HUMAN = "human"
RANDOM = "__random__"
"""The deck choice that picks one of the decks at random when the game starts."""
CHOICE_LABELS = {"deck": N_("Deck {seat}"), "animal": N_("Animal {seat}")}
"""The label of a seat's deck row, by what a game's players choose (`DeckRules.choice`)."""


class SetupScreen(SafeModal[Setup | None]):
    """Choose how to play; returns a `Setup`, or None when cancelled."""

    CSS_PATH = "setup.tcss"
    BINDINGS = [
        Binding("escape", "cancel", N_("Cancel")),
        Binding("ctrl+s", "start", N_("Start")),
    ]

    def __init__(self, info: GameRules, hotseat: bool = False) -> None:
        super().__init__()
        self.info = info
        self.hotseat = hotseat
        self.decks = deck_choices(info)
        self._choice = info.decks.choice if info.decks is not None else "deck"

    def compose(self) -> ComposeResult:
        info = self.info
        known = bot_names(info.id)
        bots = [b for b in known if level_shown(b) == b or level_shown(b) not in known]  # one name per level
        prefs = settings_service(self)
        wanted = prefs.settings.bot_level if prefs is not None else "normal"
        default_bot = next((b for b in (level_shown(wanted), "normal", "easy") if b in bots), bots[0])
        seat_options = [(_("Person"), HUMAN)] + [(_("Bot: {level}").format(level=level_name(b)), b) for b in bots]
        remembered = prefs.last_names if prefs is not None else {}
        last = self._last()
        with VerticalScroll():
            yield Label(_("New game of {game}").format(game=game_text(info.title)), id="setup-title")
            if info.max_players > info.min_players:
                counts = range(info.min_players, info.max_players + 1)
                yield from row(_("Players"), choice([(str(n), n) for n in counts], last.players
                                                    if last.players in counts else info.min_players, "players"))
            yield from row(_("Variant"), choice([(game_text(info.variant_title(v)), v) for v in info.variants],
                                                last.variant if last.variant in info.variants else info.variants[0],
                                                "variant"))
            yield Label("", id="variant-about")
            for seat in range(info.max_players):
                default = HUMAN if seat == 0 or self.hotseat else default_bot
                if last.hotseat == self.hotseat and seat < len(last.seats):
                    kept = level_shown(last.seats[seat] or HUMAN)  # a remembered "simple" is "easy"
                    default = kept if any(kept == v for _label, v in seat_options) else default
                yield from row(_("Seat {seat}").format(seat=seat + 1), choice(seat_options, default, f"seat-{seat}"),
                               "seat", f"seat-row-{seat}")
                yield from row(_("Name {seat}").format(seat=seat + 1),
                               Input(clean(remembered.get(seat, ""))[:24], max_length=24, id=f"name-{seat}",
                                     placeholder=_("Player {seat}").format(seat=seat + 1)),
                               "name", f"name-row-{seat}")
                if self.decks:
                    names = list(self.decks)
                    last_deck = last.decks[seat] if seat < len(last.decks) else None
                    deck = last_deck if last_deck in names or last_deck == RANDOM else names[seat % len(names)]
                    shown = [(safe_text(deck_label(info.id, n)), n) for n in names]  # premade names in the language
                    yield from row(self._choice_label(seat), choice(shown + [(_("Random"), RANDOM)], deck, f"deck-{seat}"),
                                   "deck", f"deck-row-{seat}")
            yield from row(_("Who starts"), choice(
                [(_("The game's rule ({rule})").format(rule=game_text(info.first_player_rule)), -1)]
                + [(_("Seat {seat}").format(seat=s + 1), s) for s in range(info.max_players)],
                last.first if last.first is not None and last.first < info.max_players else -1, "first"))
            yield Label("", id="error")
            with Horizontal(id="buttons"):
                yield Button(_("Start (Enter)"), id="start", variant="success", compact=True)
                yield Button(_("Cancel (esc)"), id="cancel", compact=True)
        yield KeyFooter()

    def _choice_label(self, seat: int) -> str:
        """The label of a seat's deck row: "Deck 2", "Animal 2"."""
        label = CHOICE_LABELS.get(self._choice)
        if label is None:
            return f"{self._choice.capitalize()} {seat + 1}"
        return _(label).format(seat=seat + 1)

    def on_mount(self) -> None:
        self._sync()
        # the first field when the number of players is a choice (Enter there opens it, it never
        # starts a game of 2 unseen); else Start, as the other choices have their usual values
        first = self.query("#players")
        widget = first.first() if first else self.query_one("#start", Button)
        widget.focus()
        self._mark_row(widget)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self._mark_row(event.widget)

    def _mark_row(self, focused: Widget) -> None:
        """Mark the row of the field with the focus (its label in reverse), so it is plain to see."""
        for each in self.query(".row"):
            each.set_class(focused in each.walk_children(), "-focus")

    def _players(self) -> int:
        if self.info.max_players > self.info.min_players:
            return int(str(self.query_one("#players", Select).value))
        return self.info.min_players

    @on(Select.Changed)
    def _changed(self) -> None:
        self._sync()

    def _sync(self) -> None:
        players = self._players()
        variant = str(self.query_one("#variant", Select).value)
        takes = self._takes_decks(variant)
        self.query_one("#variant-about", Label).update(safe_text(game_text(self.info.variant_description(variant))))
        for seat in range(self.info.max_players):
            self.query_one(f"#seat-row-{seat}").display = seat < players
            person = self.query_one(f"#seat-{seat}", Select).value == HUMAN
            self.query_one(f"#name-row-{seat}").display = seat < players and person and self.hotseat
            if self.decks:
                self.query_one(f"#deck-row-{seat}").display = seat < players and takes

    def _takes_decks(self, variant: str) -> bool:
        return self.info.decks is not None and self.info.decks.takes_decks(variant)

    def setup(self) -> Setup:
        """The Setup the form describes."""
        players = self._players()
        seats = []
        for seat in range(players):
            value = self.query_one(f"#seat-{seat}", Select).value
            seats.append(None if value == HUMAN else str(value))
        variant = str(self.query_one("#variant", Select).value)
        decks = names = None
        if self.decks and self._takes_decks(variant):
            chosen = [str(self.query_one(f"#deck-{s}", Select).value) for s in range(players)]
            if self.info.decks is not None and self.info.decks.distinct:
                # each seat a different animal: "Random" is drawn by the game among those left
                names = ["Random" if n == RANDOM else n for n in chosen]
                decks = [[] if n == RANDOM else list(self.decks[n]) for n in chosen]
            else:
                names = [random.choice(list(self.decks)) if n == RANDOM else n for n in chosen]
                decks = [list(self.decks[n]) for n in names]
        typed: list[str | None] = [
            clean(self.query_one(f"#name-{s}", Input).value.strip()[:24]) or None if seats[s] is None else None
            for s in range(players)
        ]
        first = int(str(self.query_one("#first", Select).value))
        return Setup(
            game=self.info.id, players=players, seed=random.randrange(1_000_000_000), variant=variant,
            decks=decks, deck_names=names, first_player=None if first < 0 else first, seats=seats,
            names=typed if any(typed) else None,
        )

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        setup = self.setup()
        if setup.first_player is not None and setup.first_player >= setup.players:
            self.query_one("#error", Label).update(_("Seat {seat} is not playing.").format(seat=setup.first_player + 1))
            return
        try:  # try it now, so a bad combination is explained here and not after the dialog closes
            self.info.new_game(players=setup.players, seed=setup.seed, variant=setup.variant,
                               decks=setup.decks, first_player=setup.first_player)
        except SetupError as exc:
            self.query_one("#error", Label).update(safe_text(str(exc)))
            return
        self._remember(setup)
        self.answer(setup)

    def _last(self) -> SetupMemory:
        """The choices made the last time this game was set up (from the settings file)."""
        prefs = settings_service(self)
        memory = prefs.settings.last_setup.get(self.info.id) if prefs is not None else None
        return memory if memory is not None else SetupMemory()

    def _remember(self, setup: Setup) -> None:
        """Keep this setup's choices (and typed names) for next time, in the settings file."""
        prefs = settings_service(self)
        if prefs is None:
            return
        settings = prefs.settings
        if setup.names:
            prefs.last_names = {s: n for s, n in enumerate(setup.names) if n}
            settings.player_names = [n or "" for n in setup.names]
        chosen = ([str(self.query_one(f"#deck-{s}", Select).value) for s in range(setup.players)]
                  if self.decks and setup.decks is not None else [])
        memory = SetupMemory(variant=setup.variant, players=setup.players, seats=list(setup.seats),
                             decks=chosen, first=setup.first_player, hotseat=self.hotseat)
        settings.last_setup = {**settings.last_setup, self.info.id: memory}
        prefs.save()

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.answer(None)
