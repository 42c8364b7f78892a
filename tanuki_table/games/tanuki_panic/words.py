"""Tanuki Panic's words in the app's language: the board's phases, positions and marks, the status
and game-over lines, card and deck names, the inspector's lines. ATK and DEF stay as printed."""

from __future__ import annotations

from tanuki_table.cards.words import card_name, card_text, deck_name
from tanuki_table.core.i18n import _, current_language, pgettext

__all__ = ["card", "card_field", "combined", "count_words", "deck", "ended", "energy_word", "face_down", "flags", "flavour",
           "game_over", "in_play", "kind_line", "mode", "no_effect", "phase", "position", "rarity", "setup_line",
           "status", "turn_mark", "turn_of"]

GAME = "tanuki_panic"


def card(name: str) -> str:
    """A card's name (the English one from the card file) in the app's language."""
    return card_name(GAME, name)


def flavour(text: str) -> str:
    """A card's flavour text in the app's language."""
    return card_text(GAME, text)


def deck(name: str) -> str:
    """A premade deck's name in the app's language (the English name stays its key)."""
    return deck_name(GAME, name)


def phase(key: str) -> str:
    """A phase as the strip and the status line name it: "Draw", "Main 1", "Battle", "Main 2", "End"."""
    words = {"draw": pgettext("tanuki panic phase", "Draw"), "main_1": pgettext("tanuki panic phase", "Main 1"),
             "battle": pgettext("tanuki panic phase", "Battle"), "main_2": pgettext("tanuki panic phase", "Main 2"),
             "end": pgettext("tanuki panic phase", "End"), "setup": _("Before the first turn")}
    return words.get(key, key.replace("_", " ").title())


def position(key: str) -> str:
    """A card's position as a wide slot shows it, its symbol first: "↑ Atk", "→ Def", "░ down"."""
    words = {"attack": pgettext("tanuki panic position", "↑ Atk"),
             "defense": pgettext("tanuki panic position", "→ Def"),
             "facedown": pgettext("tanuki panic position", "░ down")}
    return words.get(key, key)


def mode(key: str) -> str:
    """ "Attack Mode", "Defense Mode", "face-down Defense Mode"."""
    words = {"attack": _("Attack Mode"), "defense": _("Defense Mode"), "facedown": _("face-down Defense Mode")}
    return words.get(key, key)


def flags(new: bool, attacked: bool, changed: bool) -> list[str]:
    """The marks of a card this turn: summoned ("new"), attacked, changed position."""
    words = ((pgettext("tanuki panic mark", "new"), new), (pgettext("tanuki panic mark", "attacked"), attacked),
             (pgettext("tanuki panic mark", "changed"), changed))
    return [word for word, on in words if on]


def combined(total: int, compact: bool) -> str:
    """The ATK of this turn's attacks on a card so far: "combined ATK 1800" ("comb.1800" compact)."""
    # TRANSLATORS: the sum of this turn's attacks on one card, on a narrow board (short: "comb.1800")
    return (pgettext("tanuki panic mark", "comb.{total}") if compact else
            pgettext("tanuki panic mark", "combined ATK {total}")).format(total=total)


def face_down(compact: bool) -> str:
    """The rival's face-down card in a slot: "░ face-down card" ("░down" compact)."""
    return pgettext("tanuki panic slot", "░down") if compact else pgettext("tanuki panic slot", "░ face-down card")


def count_words(deck_size: int, hand: int, grave: int) -> list[str]:
    """ "Deck 23", "Hand 5", "Grave 4" (a seat's counts on its line)."""
    return [pgettext("tanuki panic count", "Deck {count}").format(count=deck_size),
            pgettext("tanuki panic count", "Hand {count}").format(count=hand),
            pgettext("tanuki panic count", "Grave {count}").format(count=grave)]


def energy_word(energy: int) -> str:
    """ "Energy 5200" (the number right-aligned in four places, as the bar beside it)."""
    return pgettext("tanuki panic count", "Energy {energy}").format(energy=f"{energy:>4}")


def turn_mark() -> str:
    """ " (turn)" after the name of the seat whose turn it is."""
    # TRANSLATORS: after a seat's name on its line, while it is that seat's turn (a space before it in English)
    return pgettext("tanuki panic", " (turn)")


def turn_of(turn: int, name: str, you: bool) -> str:
    """ "Turn 7 · You · " (the phase strip's start)."""
    if you:
        return _("Turn {turn} · You · ").format(turn=turn)
    return _("Turn {turn} · {player} · ").format(turn=turn, player=name)


def setup_line(name: str, you: bool) -> str:
    """ "Before the first turn · You may set one card face-down"."""
    if you:
        return _("Before the first turn · You may set one card face-down")
    return _("Before the first turn · {player} may set one card face-down").format(player=name)


def status(turn: int, phase_name: str, energy: str) -> str:
    """ "Turn 7 · Battle · Energy 4300 : 5200" (the status line's part for this game)."""
    return _("Turn {turn} · {phase} · Energy {energy}").format(turn=turn, phase=phase_name, energy=energy)


def game_over(winner: str | None, you: bool) -> str:
    """ "Game over: You win", "Game over: Bot (easy) wins", "Game over: a draw"."""
    if winner is None:
        return _("Game over: a draw")
    return _("Game over: You win") if you else _("Game over: {player} wins").format(player=winner)


def ended(kind: str) -> str:
    """How the game ended, after the game-over line: " (Energy reached 0)" ("" for no known way)."""
    why = {"energy": _("Energy reached 0"), "deck_out": _("a deck ran out"),
           "stalemate": _("both decks ran out")}.get(kind)
    # TRANSLATORS: after "Game over: You win" on the board: how the game ended ({why}: "Energy reached 0")
    return pgettext("tanuki panic", " ({why})").format(why=why) if why else ""


def rarity(key: str) -> str:
    """ "Common", "Uncommon", "Rare"."""
    words = {"common": pgettext("tanuki panic rarity", "Common"),
             "uncommon": pgettext("tanuki panic rarity", "Uncommon"),
             "rare": pgettext("tanuki panic rarity", "Rare")}
    return words.get(key, key.title())


def card_field(field: str, value: str) -> str:
    """A card field's value as the deck chart shows it ("Pospolita"; only the rarity has words)."""
    return rarity(value) if field == "rarity" else value


def kind_line(rarity_key: str) -> str:
    """ "Monster · Rare" (the inspector's line under a card's name)."""
    return _("Monster · {rarity}").format(rarity=rarity(rarity_key))


def no_effect() -> str:
    """The rules text every card shares."""
    return _("No effect: ATK is used when it attacks and when it is attacked in Attack Mode; DEF when it is "
             "attacked in Defense Mode.")


def in_play(slot: int, mode_key: str, yours: bool, seat: int, total: int) -> str:
    """Where a card is in play, for the inspector: "In play: your slot 2, Attack Mode." (another seat:
    "Player 2's slot 2" in English, "the rival's" in a translation)."""
    if current_language() == "en":
        whose = "your" if yours else f"Player {seat + 1}'s"
        line = f"In play: {whose} slot {slot}, {mode(mode_key)}"
        if total:
            line += f"; combined ATK against it this turn: {total}"
        return line + "."
    if total:
        return (_("In play: your slot {slot}, {mode}; combined ATK against it this turn: {total}.") if yours else
                _("In play: the rival's slot {slot}, {mode}; combined ATK against it this turn: {total}.")).format(
            slot=slot, mode=mode(mode_key), total=total)
    text = _("In play: your slot {slot}, {mode}.") if yours else _("In play: the rival's slot {slot}, {mode}.")
    return text.format(slot=slot, mode=mode(mode_key))

