"""The deck builder's file keys, written so no deck is ever lost without being asked.

- `Esc`, `n` (New) and `o` (Open) ask first when the deck has unsaved changes.
- `ctrl+s` saves; saving over another saved deck asks first.
- `r` renames the saved deck (asking before replacing another); `D` deletes it: the file moves to
  the trash folder beside the decks, and `o` lists deleted decks to restore.
- Names are checked (`decks.check_name`: printable, no bidi or control characters, no leading dot,
  no path parts, 80 characters, `.txt` added once) and always shown literally (`My deck [v2]`).
- `i` imports a deck file in any pasted format (`deckfile`), `e` exports `N Name  # id` lines and
  asks before replacing a file. A typed path that cannot be one is a notice, never a crash.
- In a served app (`folders.is_served`) no path is typed: export writes `<name>.txt` into
  `deck-files/` of the data folder and import lists that folder (`userpaths.exchange_dir`).

The `Screen` base of `DeckBuilderScreen` (its file keys); nothing here is used on its own.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from textual.notifications import SeverityLevel
from textual.screen import ModalScreen, Screen

from tanuki_table.cards import deck_trash
from tanuki_table.cards.query import Catalogue
from tanuki_table.core import grammar
from tanuki_table.core.plugin import GameRules
from tanuki_table.cards import decks as deckfiles
from tanuki_table.errors import TanukiError
from tanuki_table.persistence.folders import is_served
from tanuki_table.ui.dialogs.deck_dialogs import ChooseDeckScreen, ChooseFileScreen, PromptScreen, confirm
from tanuki_table.persistence.userpaths import exchange_dir, files_in

TRASH = "Deleted: "
"""The chooser's prefix for decks in the trash (choosing one restores it)."""


class DeckFileActions(Screen[None]):
    """Open, save, rename, delete, import and export for the deck builder (`DeckBuilderScreen`)."""

    info: GameRules
    deck: list[str]
    deck_name: str | None
    dirty: bool
    catalogue: Catalogue

    if TYPE_CHECKING:  # provided by the screen (declared here for the type checker only)
        def load_deck(self, cards: list[str], name: str | None) -> None: ...
        def refresh_deck(self) -> None: ...
        def problems(self) -> list[str]: ...

    def say(self, message: str, severity: SeverityLevel = "information", timeout: float | None = None) -> None:
        """A notification shown literally (deck names may hold `[` and `]`)."""
        self.notify(message, severity=severity, timeout=timeout, markup=False)

    def unless_unsaved(self, doing: str, then: Callable[[], object]) -> None:
        """Run `then` now, or after a yes when the deck has unsaved changes."""
        if not self.dirty or not self.deck and self.deck_name is None:
            then()
            return
        name = self.deck_name or "the new deck"
        confirm(self.app, f"Unsaved changes to {name} ({grammar.number(len(self.deck), 'card')}). {doing} and lose them?",
                then)  # (a sentence that starts with a capital whatever the deck's name)

    # --- keys ---
    def action_back(self) -> None:
        self.unless_unsaved("Leave", self.dismiss)

    def action_new(self) -> None:
        def new() -> None:
            self.load_deck([], None)
            self.say("New empty deck.")

        self.unless_unsaved("Start a new deck", new)

    def choices(self) -> dict[str, list[str]]:
        """Premade decks, then the player's saved ones (marked), then deleted ones."""
        rules = self.info.decks
        found = {f"Premade: {n}": list(d) for n, d in (rules.premade(self.info) if rules else {}).items()}
        found.update({f"Yours: {n}": d for n, d in deckfiles.saved_decks(self.info.id).items()})
        for name, path in deck_trash.trashed_decks(self.info.id).items():
            try:
                found[f"{TRASH}{name}"] = deckfiles.read_deck_file(path)
            except TanukiError:
                continue
        return found

    def action_open(self) -> None:
        self.unless_unsaved("Open another deck", self._choose)

    def _choose(self) -> None:
        choices = self.choices()

        def chosen(name: str | None) -> None:
            if name not in choices:
                return
            label, _, deck_name = name.partition(": ")
            if name.startswith(TRASH):
                try:
                    deck_name = deck_trash.restore_deck(self.info.id, deck_name)
                except TanukiError as exc:
                    self.say(str(exc), "error")
                    return
                self.say(f"Restored {deck_name!r} from the trash.")
            self.load_deck(choices[name], None if label == "Premade" else deck_name)
            self.say(f"Loaded {name} ({grammar.number(len(self.deck), 'card')}).")

        self.app.push_screen(ChooseDeckScreen(choices, deckfiles.broken_decks(self.info.id)), chosen)

    def _names(self) -> dict[str, str]:
        return {r.id: r.name for r in self.catalogue.records}

    def save_as(self, name: str, overwrite: bool = False) -> None:
        """Save under `name`; asks before replacing another saved deck (errors become notices)."""
        try:
            clean = deckfiles.check_name(name)
            exists = deckfiles.deck_path(self.info.id, clean).exists()
        except TanukiError as exc:
            self.say(str(exc), "error", 8)
            return
        if exists and not overwrite and clean != self.deck_name:
            confirm(self.app, f"A deck called {clean!r} already exists. Replace it with this one ({grammar.number(len(self.deck), 'card')})?",
                    lambda: self.save_as(clean, overwrite=True))
            return
        try:
            path = deckfiles.save_deck(self.info.id, clean, self.deck, self._names())
        except TanukiError as exc:
            self.say(str(exc), "error", 8)
            return
        self.deck_name, self.dirty = clean, False
        note = "" if not self.problems() else " (not legal yet)"
        self.say(f"Saved {clean!r}: {grammar.number(len(self.deck), 'card')}{note} → {path}")
        self.refresh_deck()

    def action_save(self) -> None:
        self.app.push_screen(PromptScreen("Save deck as", self.deck_name or "", "deck name"),
                             lambda name: self.save_as(name) if name else None)

    def action_rename(self) -> None:
        old = self.deck_name
        if old is None or not deckfiles.deck_path(self.info.id, old).exists():
            self.say("Save the deck first (ctrl+s); then it can be renamed.", "warning")
            return

        def rename(new: str | None, overwrite: bool = False) -> None:
            if not new:
                return
            try:
                clean = deckfiles.check_name(new)
                deck_trash.rename_deck(self.info.id, old, clean, overwrite=overwrite)
            except TanukiError as exc:
                if "already exists" in str(exc) and not overwrite:
                    confirm(self.app, f"{exc}. Replace it (the old one goes to the trash)?", lambda: rename(new, True))
                else:
                    self.say(str(exc), "error", 8)
                return
            self.deck_name = clean
            self.say(f"Renamed {old!r} to {clean!r}.")
            self.refresh_deck()

        self.app.push_screen(PromptScreen(f"Rename {old!r} to", old, "deck name"), rename)

    def action_delete(self) -> None:
        name = self.deck_name
        if name is None or not deckfiles.deck_path(self.info.id, name).exists():
            self.say("This deck is not saved, so there is nothing to delete.", "warning")
            return

        def delete() -> None:
            try:
                deck_trash.delete_deck(self.info.id, name)
            except TanukiError as exc:
                self.say(str(exc), "error", 8)
                return
            self.deck_name, self.dirty = None, bool(self.deck)
            self.say(f"Moved {name!r} to the trash (o lists deleted decks to restore).")
            self.refresh_deck()

        confirm(self.app, f"Delete the saved deck {name!r}? It moves to the trash and can be restored from Open.", delete)

    def action_import_deck(self) -> None:
        def chosen(path: str | None) -> None:
            if not path:
                return
            try:
                name, cards = deckfiles.import_deck(self.info.id, path, known=self._names())
            except TanukiError as exc:
                self.say(f"Not imported (the file is unchanged): {exc}", "error", 10)
                return
            self.load_deck(cards, name)
            self.say(f"Imported {name!r} ({grammar.number(len(cards), 'card')}) and saved it with your decks.")

        served = is_served()
        if served:  # a browser user reads only the data folder's deck-files/
            folder = exchange_dir()
            ask: ModalScreen[str | None] = ChooseFileScreen(f"Import a deck file\nfrom {folder}",
                                        [str(p) for p in files_in(folder, (".txt",))],
                                        "No deck file there yet: e exports one there.")
        else:
            ask = PromptScreen("Import a deck file (path)", "", "~/decks/my-deck.txt")
        self.unless_unsaved("Import a deck", lambda: self.app.push_screen(ask, chosen))

    def export_to(self, target: str | Path, overwrite: bool = False) -> None:
        """Export the deck; asks before replacing a file (errors become notices)."""
        try:
            written = deckfiles.export_deck(self.deck, target, self.deck_name or "deck", self._names(),
                                            overwrite=overwrite)
        except deckfiles.DeckExistsError as exc:
            existing = exc.path
            confirm(self.app, f"{existing} already exists. Replace it with this deck ({grammar.number(len(self.deck), 'card')})?",
                    lambda: self.export_to(existing, overwrite=True))
            return
        except TanukiError as exc:
            self.say(str(exc), "error", 8)
            return
        self.say(f"Exported {grammar.number(len(self.deck), 'card')} to {written}")

    def action_export_deck(self) -> None:
        def chosen(text: str | None) -> None:
            if not text:
                return
            if not served:
                self.export_to(text)
                return
            try:  # a served app writes only `<name>.txt` in the data folder's deck-files/
                self.export_to(exchange_dir() / f"{deckfiles.check_name(text)}.txt")
            except TanukiError as exc:
                self.say(str(exc), "error", 8)

        served = is_served()
        if served:
            self.app.push_screen(PromptScreen(f"Export the deck as (a name)\nIt goes to {exchange_dir()}",
                                              self.deck_name or "deck", "deck name"), chosen)
            return
        default = f"~/{self.deck_name or 'deck'}.txt"
        self.app.push_screen(PromptScreen("Export the deck to (path)", default), chosen)
