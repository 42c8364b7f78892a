"""Card names, card texts and premade deck names in the app's language: gettext messages with a
context per game ("tmnt card", "tmnt card text", "tmnt deck"), extracted from the card files by
`extract` (Babel). English has no catalogue: the English words come back as they are."""

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


_EXTRACTED = {
    "cards": (("name", "card", "the name"), ("text", "card text", "the text"),
              ("flavour", "card text", "the flavour text")),
    "formations": (("text", "card text", "the text"),),  # Animale Tattica's formation cards
    "decks": (("name", "deck", ""),),
}
"""List key of a card file -> (field, message context, what it is) of each entry."""


def extract(fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str],
            options: Mapping[str, Any]) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extraction method for a card file (see `_EXTRACTED`), as pgettext messages in the
    game's contexts; the game is the card file's folder (`card_data/tmnt/attacks.yaml`: tmnt)."""
    import yaml  # deferred: only extraction reads card files this way

    game = Path(str(getattr(fileobj, "name", "card_data/game/cards.yaml"))).parent.name
    root = yaml.compose(fileobj.read().decode("utf-8"), Loader=yaml.SafeLoader)
    if not isinstance(root, yaml.MappingNode):
        return
    for key, value in root.value:
        if key.value not in _EXTRACTED or not isinstance(value, yaml.SequenceNode):
            continue
        for entry in value.value:
            if not isinstance(entry, yaml.MappingNode):
                continue
            fields = {k.value: v for k, v in entry.value if isinstance(v, yaml.ScalarNode)}
            for field, context, what in _EXTRACTED[key.value]:
                node = fields.get(field)
                if node is None or not node.value:
                    continue
                ident = f"{_value(fields, 'animal')} formation" if key.value == "formations" else _value(fields, "id")
                note = (DECK_NOTE if key.value == "decks" else NOTE).format(what=what, game=game, id=ident)
                yield (node.start_mark.line + 1, "pgettext", (f"{game} {context}", node.value), [note])


def _value(fields: dict[str, Any], name: str) -> str:
    return str(fields[name].value) if name in fields else "?"
