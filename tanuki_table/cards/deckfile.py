"""Deck files in the forms people paste, and the readable export.

Read, line by line (any case, accents optional, a UTF-8 BOM and CRLF line ends allowed):

```
// Oni rush                  comments: `#` or `//`, whole lines or after a card
Deck                         section headers: Deck, Main, Maindeck, #main, [main] ...
3 kintaro                    N card-id
2 Kintarō                    N name (any case, with or without accents)
2x Shuten-doji               Nx name, N x name
1 Momotaro # momotaro        an id in the comment is used when the name is not known
Sideboard                    Sideboard, Side, SB:, #side: the side section (kept, not played)
SB: 1 kappa                  one side card on a main line
```

Every problem is collected, an unknown card with the closest names; counts are bounded per line
and per file. `export_text` writes `N Name  # id` lines, read back by the same parser.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable, Mapping

from tanuki_table.cards.folding import fold

MAX_LINE_COPIES = 99
"""More copies than this on one line is a typo, not a deck."""
MAX_FILE_CARDS = 1000
"""A deck file with more cards than this (main and side together) is refused."""

_HEADER = re.compile(r"^\s*(?:#|//|\[)?\s*(main\s*deck|maindeck|main|deck|side\s*board|sideboard|side|sb)\s*\]?\s*:?\s*$",
                     re.IGNORECASE)
_LINE = re.compile(r"^(\d+)\s*[xX×]?\s+(.+?)$|^(\d+)[xX×](\S.*)$")
_SB_PREFIX = re.compile(r"^sb:\s*", re.IGNORECASE)
_CARD_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


@dataclass(frozen=True)
class Problem:
    """One line that could not be read."""

    line: int
    """1-based line number."""
    text: str
    """The line as written (stripped)."""
    message: str
    """What is wrong, for a person."""
    suggestions: tuple[str, ...] = ()
    """The closest card names, for an unknown card."""

    def __str__(self) -> str:
        hint = f" (did you mean {', '.join(self.suggestions)}?)" if self.suggestions else ""
        return f"line {self.line}: {self.message}{hint}"


@dataclass
class ParsedDeck:
    """What a deck file holds: main and side card ids (one per copy) and the lines not understood."""

    main: list[str] = field(default_factory=list)
    side: list[str] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    title: str | None = None
    """The first comment line, if the file starts with one."""


class CardIndex:
    """Card ids and names of one game, looked up with case, accents and punctuation folded."""

    def __init__(self, names: Mapping[str, str] | None = None, ids: Iterable[str] = ()) -> None:
        self.names = dict(names or {})
        """Card id -> printed name."""
        self.ids = set(self.names) | set(ids)
        self._lookup: dict[str, str] = {}
        for card_id, name in self.names.items():
            self._lookup.setdefault(self._key(name), card_id)
        for card_id in self.ids:
            self._lookup.setdefault(self._key(card_id), card_id)

    @staticmethod
    def _key(text: str) -> str:
        return re.sub(r"[^0-9a-z]+", "", fold(text))

    def find(self, text: str) -> str | None:
        """The card id `text` means (an id, or a name in any case or accent), or None."""
        if text in self.ids:
            return text
        key = self._key(text)
        return self._lookup.get(key) if key else None

    def closest(self, text: str) -> tuple[str, ...]:
        """Up to three printed names (or ids) closest to `text`."""
        shown = {self._key(n): n for n in self.names.values()} or {self._key(i): i for i in self.ids}
        return tuple(shown[k] for k in difflib.get_close_matches(self._key(text), list(shown), n=3, cutoff=0.6))


def parse_text(text: str, index: CardIndex, strict_ids: bool = False) -> ParsedDeck:
    """Read a deck file's text; never raises for what is in it (see `ParsedDeck.problems`). With
    `strict_ids` (a saved deck read on its own) only `N card-id` lines are cards."""
    deck = ParsedDeck()
    section = deck.main
    total = 0
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if _HEADER.match(line):
            section = deck.side if line.strip("#/[]: ").lower().startswith(("side", "sb")) else deck.main
            continue
        cut = min((i for i in (line.find("#"), line.find("//")) if i >= 0), default=len(line))  # a comment
        body, comment = line[:cut].strip(), line[cut:].lstrip("#/ ").strip()
        if not body:
            if number == 1 and comment and deck.title is None:
                deck.title = comment
            continue
        target = section
        if _SB_PREFIX.match(body):
            body, target = _SB_PREFIX.sub("", body), deck.side
        match = _LINE.match(body)
        if match is None:
            deck.problems.append(Problem(number, line, f"expected 'N card' (e.g. '3 kintaro' or '2x Kintarō'), found {body!r}"))
            continue
        digits = match.group(1) or match.group(3)
        count = int(digits) if len(digits) <= 6 else MAX_FILE_CARDS + 1  # 5,000 digits: no int() of it
        wanted = (match.group(2) or match.group(4)).strip()
        if not 1 <= count <= MAX_LINE_COPIES:
            shown = digits if len(digits) <= 6 else f"{digits[:6]}… ({len(digits):,} digits)"
            deck.problems.append(Problem(number, line[:200], f"{shown} copies of {wanted[:80]} (1 to {MAX_LINE_COPIES} on a line)"))
            continue
        if strict_ids:
            card = wanted if _CARD_ID.fullmatch(wanted) and (not index.ids or wanted in index.ids) else None
        else:
            card = index.find(wanted)
            if card is None and comment:  # `1 Old Name  # card-id` from an export
                card = next((c for c in _CARD_ID.findall(comment) if c in index.ids), None)
        if card is None:
            why = (f"expected 'N card-id', found {body!r}" if strict_ids and not index.ids else
                   f"unknown card id {wanted!r}" if strict_ids else f"unknown card {wanted!r}")
            deck.problems.append(Problem(number, line, why, index.closest(wanted)))
            continue
        total += count
        if total > MAX_FILE_CARDS:
            deck.problems.append(Problem(number, line, f"more than {MAX_FILE_CARDS} cards in one file"))
            break
        target.extend([card] * count)
    return deck


def export_text(main: Iterable[str], names: Mapping[str, str], title: str | None = None,
                side: Iterable[str] = ()) -> str:
    """`N Name  # id` lines in first-seen order (a Sideboard section when there is one)."""
    lines = [f"# {title}"] if title else []
    for card_id, count in Counter(main).items():
        lines.append(f"{count} {names.get(card_id, card_id)}  # {card_id}")
    side_counts = Counter(side)
    if side_counts:
        lines += ["", "Sideboard"]
        lines += [f"{count} {names.get(c, c)}  # {c}" for c, count in side_counts.items()]
    return "\n".join(lines) + "\n"
