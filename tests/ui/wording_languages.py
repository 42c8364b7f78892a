"""The screen-wording test's eyes in Polish and Japanese (issue 51): no English word of the games
left on a translated screen, Polish plural forms after numbers (CLDR: 1 karta, 2 karty, 5 kart),
and a seat with a name never shown as "Gracz N" / "プレイヤーN". `test_screen_wording.faults` asks
here when the app's language is not English."""

from __future__ import annotations

import re

ENGLISH = (
    "the", "and", "You", "Your", "you", "your", "wins", "won", "Turn", "turn", "cards", "card", "Game over", "Pass",
    "End turn", "Round", "round", "Deck", "Hand", "draw pile", "discard pile", "Exchange", "Attack", "attacks",
    "Summon", "Rules", "Inspect", "Concede", "Undo", "Actions", "What happened", "Waiting", "moves", "Player",
    "Rematch", "Export", "Phase", "phase", "damage", "Trophy", "trophy", "Game", "Leader", "leaves", "face down",
    "face-down", "discarded", "drew", "plays", "played", "chooses", "Graveyard", "Energy", "Block Zone", "Attack Zone",
    "Spirit", "spirit", "Tournament", "best of three", "Select", "More keys", "Scroll", "Why?", "Piles",
)
"""English words of the games and the table (as whole words); a title (Tacocat Spelled Backwards,
TMNT TCG) and a key's name (space, enter, ^p) are not among them."""

ALLOWED = ("Tacocat Spelled Backwards", "Tanuki Panic", "Pikmin TCG", "TMNT TCG", "Animale Tattica")
"""Titles kept in every language (they are the games' names)."""

_ENGLISH = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(w) for w in sorted(ENGLISH, key=len, reverse=True))
                      + r")(?![\w-])")

POLISH_NOUNS = (("karta", "karty", "kart"), ("ruch", "ruchy", "ruchów"), ("gracz", "gracze", "graczy"),
                ("tura", "tury", "tur"), ("punkt", "punkty", "punktów"), ("runda", "rundy", "rund"),
                ("obrażenie", "obrażenia", "obrażeń"), ("liść", "liście", "liści"), ("żeton", "żetony", "żetonów"),
                ("gra", "gry", "gier"), ("bot", "boty", "botów"))
"""Polish nouns a screen counts, in CLDR's one, few and many forms."""

_FORMS = {form: forms for forms in POLISH_NOUNS for form in forms}
_COUNTED = re.compile(r"(?<![\w.,/:+-])(\d+) (" + "|".join(sorted(_FORMS, key=len, reverse=True)) + r")(?!\w)")


def polish_form(n: int, forms: tuple[str, str, str]) -> str:
    """CLDR's Polish plural category of an integer: one, few or many."""
    if n == 1:
        return forms[0]
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return forms[1]
    return forms[2]


def translated_faults(text: str, language: str, named: bool = True) -> list[str]:
    found = []
    for line in text.splitlines():
        shown = line
        for title in ALLOWED:
            shown = shown.replace(title, "")
        for match in _ENGLISH.finditer(shown):
            found.append(f"English {match.group(0)!r} left on a {language} screen: {line.strip()!r}")
        if language == "pl":
            for number, word in _COUNTED.findall(shown):
                right = polish_form(int(number), _FORMS[word])
                if word != right:
                    found.append(f"a Polish plural after a number ({number} {word}, not {right}): {line.strip()!r}")
        if named and re.search(r"\bGracz [1-4]\b|プレイヤー[1-4]", shown):
            found.append(f"Player N for a seat with a name: {line.strip()!r}")
    return found

