"""Card names and card texts in the app's language (issue 51).

A card file (`card_data/<game>/*.yaml`) keeps its English name and text, and its id never
changes; the catalogues hold their translations as gettext messages with a context per game:
msgctxt "tmnt card" for a name, "tmnt card text" for a card's text. Babel extracts them from the
card files with `extract` below (babel.cfg names the files), so `tools/translations.py extract`
and the catalogue test see them like any marked message.

    card_name("tmnt", "Leonardo")          # "レオナルド" in Japanese, "Leonardo" in English
    card_text("tmnt", "Party dude, nunchucks.")

Every screen that shows a card's name or text asks these, where it is shown (not when the card
file is read: a catalogue read once serves every language a process speaks, as the tests do).
English has no catalogue: the English words come back as they are.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from tanuki_table.core.i18n import pgettext as _in_context  # named so: these contexts are not extracted from here

__all__ = ["card_name", "card_text", "deck_name", "extract"]


def card_name(game: str, name: str) -> str:
    """A card's name (`name`: the English one from its card file) in the app's language."""
    return _in_context(f"{game} card", name) if name else name


def card_text(game: str, text: str) -> str:
    """A card's text (its flavour or rules text from its card file) in the app's language."""
    return _in_context(f"{game} card text", text) if text else text


def deck_name(game: str, name: str) -> str:
    """A premade deck's name (the English one from the game's decks file, which stays its key) in
    the app's language (msgctxt "<game> deck")."""
    return _in_context(f"{game} deck", name) if name else name


NOTE = "TRANSLATORS: {what} of a card ({game}, card id {id}); its translation is our own."
DECK_NOTE = "TRANSLATORS: the name of a premade deck ({game}, deck id {id}); its translation is our own."


def extract(fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str],
            options: Mapping[str, Any]) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extraction method for a card file: each card's `name` and `text` or `flavour` (the
    cards under its `cards:` list; a formation card's `text` under `formations:`), as pgettext
    messages in the game's contexts, and each premade
    deck's `name` (under a decks file's `decks:` list). The game is the card file's folder
    (`card_data/tmnt/attacks.yaml`: tmnt)."""
    import yaml  # deferred: only extraction reads card files this way

    game = Path(str(getattr(fileobj, "name", "card_data/game/cards.yaml"))).parent.name
    root = yaml.compose(fileobj.read().decode("utf-8"), Loader=yaml.SafeLoader)
    if not isinstance(root, yaml.MappingNode):
        return
    for key, value in root.value:
        if key.value == "decks" and isinstance(value, yaml.SequenceNode):
            for deck in value.value:
                fields = {k.value: v for k, v in deck.value if isinstance(v, yaml.ScalarNode)} \
                    if isinstance(deck, yaml.MappingNode) else {}
                node = fields.get("name")
                if node is not None and node.value:
                    deck_id = fields["id"].value if "id" in fields else "?"
                    yield (node.start_mark.line + 1, "pgettext", (f"{game} deck", node.value),
                           [DECK_NOTE.format(game=game, id=deck_id)])
            continue
        if key.value == "formations" and isinstance(value, yaml.SequenceNode):  # Animale Tattica's formation cards
            for formation in value.value:
                fields = {k.value: v for k, v in formation.value if isinstance(v, yaml.ScalarNode)} \
                    if isinstance(formation, yaml.MappingNode) else {}
                node = fields.get("text")
                if node is not None and node.value:
                    animal = fields["animal"].value if "animal" in fields else "?"
                    yield (node.start_mark.line + 1, "pgettext", (f"{game} card text", node.value),
                           [NOTE.format(what="the text", game=game, id=f"{animal} formation")])
            continue
        if key.value != "cards" or not isinstance(value, yaml.SequenceNode):
            continue
        for card in value.value:
            if not isinstance(card, yaml.MappingNode):
                continue
            fields = {k.value: v for k, v in card.value if isinstance(v, yaml.ScalarNode)}
            card_id = fields["id"].value if "id" in fields else "?"
            for field, context, what in (("name", "card", "the name"), ("text", "card text", "the text"),
                                         ("flavour", "card text", "the flavour text")):
                node = fields.get(field)
                if node is not None and node.value:
                    yield (node.start_mark.line + 1, "pgettext", (f"{game} {context}", node.value),
                           [NOTE.format(what=what, game=game, id=card_id)])
