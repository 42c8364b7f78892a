"""The deck builder's file keys (the base of `DeckBuilderScreen`), so no deck is lost without
asking: leaving, new, open and import ask about unsaved changes; save, rename and export ask before
replacing; delete moves the file to the trash, which `o` lists to restore. Names are shown literally.
In a served app no path is typed: files go to and come from the data folder's `deck-files/`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from textual.notifications import SeverityLevel
from textual.screen import ModalScreen, Screen

from tanuki_table.cards.query import Catalogue
from tanuki_table.cards.words import deck_name
from tanuki_table.core.i18n import _, ngettext, pgettext
from tanuki_table.core.plugin import GameRules
from tanuki_table.cards import decks as deckfiles
from tanuki_table.errors import TanukiError
from tanuki_table.persistence.folders import is_served
from tanuki_table.ui.dialogs.deck_dialogs import ChooseDeckScreen, ChooseFileScreen, PromptScreen, confirm
from tanuki_table.persistence.userpaths import exchange_dir, files_in


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
        name = self.deck_name or _("the new deck")
        # TRANSLATORS: {doing} is what the person asked for: "Leave", "Start a new deck", "Open another deck", "Import a deck"
        confirm(self.app, ngettext("Unsaved changes to {name} ({count} card). {doing} and lose them?",
                                   "Unsaved changes to {name} ({count} cards). {doing} and lose them?",
                                   len(self.deck)).format(name=name, count=len(self.deck), doing=doing), then)

    def action_back(self) -> None:
        self.unless_unsaved(pgettext("unsaved deck", "Leave"), self.dismiss)

    def action_new(self) -> None:
        def new() -> None:
            self.load_deck([], None)
            self.say(_("New empty deck."))

        self.unless_unsaved(pgettext("unsaved deck", "Start a new deck"), new)

    def choice_kinds(self) -> dict[str, tuple[list[str], str, str]]:
        """The chooser's entries as shown ("Premade: Starter") -> cards, kind ("premade", "yours" or
        "deleted") and the deck's own name."""
        rules = self.info.decks
        found = {pgettext("deck chooser", "Premade: {name}").format(name=deck_name(self.info.id, n)): (list(d), "premade", n)
                 for n, d in (rules.premade(self.info) if rules else {}).items()}
        found.update({pgettext("deck chooser", "Yours: {name}").format(name=n): (d, "yours", n)
                      for n, d in deckfiles.saved_decks(self.info.id).items()})
        for name, path in deckfiles.trashed_decks(self.info.id).items():
            try:
                # TRANSLATORS: a deck in the trash; choosing it restores it
                found[pgettext("deck chooser", "Deleted: {name}").format(name=name)] = (
                    deckfiles.read_deck_file(path), "deleted", name)
            except TanukiError:
                continue
        return found

    def action_open(self) -> None:
        self.unless_unsaved(pgettext("unsaved deck", "Open another deck"), self._choose)

    def _choose(self) -> None:
        kinds = self.choice_kinds()
        choices = {label: cards for label, (cards, _kind, _name) in kinds.items()}

        def chosen(name: str | None) -> None:
            if name not in choices:
                return
            cards, kind, deck_name = kinds[name]
            if kind == "deleted":
                try:
                    deck_name = deckfiles.restore_deck(self.info.id, deck_name)
                except TanukiError as exc:
                    self.say(str(exc), "error")
                    return
                self.say(_("Restored {name} from the trash.").format(name=repr(deck_name)))
            self.load_deck(cards, None if kind == "premade" else deck_name)
            self.say(ngettext("Loaded {name} ({count} card).", "Loaded {name} ({count} cards).",
                              len(self.deck)).format(name=name, count=len(self.deck)))

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
            confirm(self.app, ngettext("A deck called {name} already exists. Replace it with this one ({count} card)?",
                                       "A deck called {name} already exists. Replace it with this one ({count} cards)?",
                                       len(self.deck)).format(name=repr(clean), count=len(self.deck)),
                    lambda: self.save_as(clean, overwrite=True))
            return
        try:
            path = deckfiles.save_deck(self.info.id, clean, self.deck, self._names())
        except TanukiError as exc:
            self.say(str(exc), "error", 8)
            return
        self.deck_name, self.dirty = clean, False
        if self.problems():
            said = ngettext("Saved {name}: {count} card (not legal yet) → {path}",
                            "Saved {name}: {count} cards (not legal yet) → {path}", len(self.deck))
        else:
            said = ngettext("Saved {name}: {count} card → {path}", "Saved {name}: {count} cards → {path}", len(self.deck))
        self.say(said.format(name=repr(clean), count=len(self.deck), path=path))
        self.refresh_deck()

    def action_save(self) -> None:
        self.app.push_screen(PromptScreen(_("Save deck as"), self.deck_name or "", _("deck name")),
                             lambda name: self.save_as(name) if name else None)

    def action_rename(self) -> None:
        old = self.deck_name
        if old is None or not deckfiles.deck_path(self.info.id, old).exists():
            self.say(_("Save the deck first (ctrl+s); then it can be renamed."), "warning")
            return

        def rename(new: str | None, overwrite: bool = False) -> None:
            if not new:
                return
            try:
                clean = deckfiles.check_name(new)
                deckfiles.rename_deck(self.info.id, old, clean, overwrite=overwrite)
            except TanukiError as exc:
                if "already exists" in str(exc) and not overwrite:
                    confirm(self.app, _("{reason}. Replace it (the old one goes to the trash)?").format(reason=exc),
                            lambda: rename(new, True))
                else:
                    self.say(str(exc), "error", 8)
                return
            self.deck_name = clean
            self.say(_("Renamed {old} to {new}.").format(old=repr(old), new=repr(clean)))
            self.refresh_deck()

        self.app.push_screen(PromptScreen(_("Rename {name} to").format(name=repr(old)), old, _("deck name")), rename)

    def action_delete(self) -> None:
        name = self.deck_name
        if name is None or not deckfiles.deck_path(self.info.id, name).exists():
            self.say(_("This deck is not saved, so there is nothing to delete."), "warning")
            return

        def delete() -> None:
            try:
                deckfiles.delete_deck(self.info.id, name)
            except TanukiError as exc:
                self.say(str(exc), "error", 8)
                return
            self.deck_name, self.dirty = None, bool(self.deck)
            self.say(_("Moved {name} to the trash (o lists deleted decks to restore).").format(name=repr(name)))
            self.refresh_deck()

        confirm(self.app, _("Delete the saved deck {name}? It moves to the trash and can be restored from Open.").format(
            name=repr(name)), delete)

    def action_import_deck(self) -> None:
        def chosen(path: str | None) -> None:
            if not path:
                return
            try:
                name, cards = deckfiles.import_deck(self.info.id, path, known=self._names())
            except TanukiError as exc:
                self.say(_("Not imported (the file is unchanged): {reason}").format(reason=exc), "error", 10)
                return
            self.load_deck(cards, name)
            self.say(ngettext("Imported {name} ({count} card) and saved it with your decks.",
                              "Imported {name} ({count} cards) and saved it with your decks.",
                              len(cards)).format(name=repr(name), count=len(cards)))

        served = is_served()
        if served:  # a browser user reads only the data folder's deck-files/
            folder = exchange_dir()
            ask: ModalScreen[str | None] = ChooseFileScreen(_("Import a deck file\nfrom {folder}").format(folder=folder),
                                        [str(p) for p in files_in(folder, (".txt",))],
                                        _("No deck file there yet: e exports one there."))
        else:
            ask = PromptScreen(_("Import a deck file (path)"), "", "~/decks/my-deck.txt")
        self.unless_unsaved(pgettext("unsaved deck", "Import a deck"), lambda: self.app.push_screen(ask, chosen))

    def export_to(self, target: str | Path, overwrite: bool = False) -> None:
        """Export the deck; asks before replacing a file (errors become notices)."""
        try:
            written = deckfiles.export_deck(self.deck, target, self.deck_name or "deck", self._names(),
                                            overwrite=overwrite)
        except deckfiles.DeckExistsError as exc:
            existing = exc.path
            confirm(self.app, ngettext("{path} already exists. Replace it with this deck ({count} card)?",
                                       "{path} already exists. Replace it with this deck ({count} cards)?",
                                       len(self.deck)).format(path=existing, count=len(self.deck)),
                    lambda: self.export_to(existing, overwrite=True))
            return
        except TanukiError as exc:
            self.say(str(exc), "error", 8)
            return
        self.say(ngettext("Exported {count} card to {path}", "Exported {count} cards to {path}",
                          len(self.deck)).format(count=len(self.deck), path=written))

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
            self.app.push_screen(PromptScreen(_("Export the deck as (a name)\nIt goes to {folder}").format(folder=exchange_dir()),
                                              self.deck_name or "deck", _("deck name")), chosen)
            return
        default = f"~/{self.deck_name or 'deck'}.txt"
        self.app.push_screen(PromptScreen(_("Export the deck to (path)"), default), chosen)
