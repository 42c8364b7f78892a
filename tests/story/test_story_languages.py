"""The story in Polish and Japanese (issue 51): seeded Tacocat, TMNT, Animale Tattica and Pikmin games told to every kind
of reader (the one person against a bot as "you", a hot-seat seat by name, a spectator, everyone
after the game) in pl and ja: no English word left, Polish plural forms right after every number
(1 karta, 2 karty, 5 kart, 22 karty), "you" and a named seat each with its own verb form, and
English told exactly as before when the language goes back to English."""

from __future__ import annotations

import random
import re

import pytest

from tanuki_table.core import i18n
from tanuki_table.core.events import Reader
from tanuki_table.core.narration import Narrator, tell
from tanuki_table.games import get_game

GAMES = ("tacocat", "tmnt", "tanuki_panic", "animale_tattica", "pikmin")
NAMES = ("Ania", "Kuba")
ENGLISH = (" the ", " plays ", " draws ", "cards", " card ", " with ", " and ", " your ", "You ", " you ",
           " wins", " turn", "damage", " attacks", " exchange", " face ", " deck", "Duel", " slot ",
           " step", "Phase", " nothing", " secret", "Round ", "Player ")
"""Words of the English story that no Polish or Japanese sentence has."""


def _events(game: str, seed: int) -> list:
    info = get_game(game)
    state = info.new_game(players=2, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return list(state.log)


def _readers() -> list[Reader]:
    return [Reader(NAMES, 0, True), Reader(NAMES, 1, False), Reader(NAMES), Reader(NAMES, 0, True, True)]


def _told(game: str, seeds=range(3)) -> list[str]:
    lines = []
    for seed in seeds:
        events = _events(game, seed)
        for reader in _readers():
            lines += [tell(event, reader) for event in events]
        lines += Narrator(NAMES, 0).summary(events, 0)
        lines.append(Narrator(NAMES, 0).won(0))
        lines.append(Narrator(NAMES, 0).won(1))
    return lines


def _polish_form(n: int, one: str, few: str, many: str) -> str:
    """CLDR's Polish plural categories for an integer (one, few, many)."""
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


COUNTED = re.compile(r"\b(\d+) (karta|kartę|karty|kart|obrażenie|obrażenia|obrażeń)\b")


@pytest.mark.parametrize("game", GAMES)
def test_the_polish_story_has_no_english_and_its_plural_forms_follow_the_numbers(game):
    i18n.use_language("pl")
    lines = _told(game)
    counted = 0
    for line in lines:
        padded = f" {line} "
        assert not [w for w in ENGLISH if w in padded], line
        for number, word in COUNTED.findall(line):
            n = int(number)
            if word.startswith("kart"):
                forms = ("kartę", "karta") if n == 1 else (_polish_form(n, "", "karty", "kart"),)
            else:
                forms = (_polish_form(n, "obrażenie", "obrażenia", "obrażeń"),)
            assert word in forms, f"{n} {word} in {line!r}"
            counted += 1
    assert counted > 20
    if game not in ("tanuki_panic", "pikmin"):  # (their counts are of damage: "300 obrażeń", and the opening hand)
        assert any(re.search(r"\b[2-4] karty\b", line) for line in lines)
        if game != "animale_tattica":  # (a random player seldom plays or draws five cards at once)
            assert any(re.search(r"\b[5-9] kart\b", line) for line in lines)
    # the reader has their own verb form, a named seat the third person
    assert any(line.startswith(("Wygrywasz", "Dobierasz", "Atakujesz", "Bronisz", "Wymieniasz", "Zagrywasz", "Wycofujesz")) for line in lines)
    assert any(re.match(r"Kuba (dobiera|atakuje|broni|wymienia|kładzie|przyzywa|zagrywa|wycofuje)", line) for line in lines)


@pytest.mark.parametrize("game", GAMES)
def test_the_japanese_story_has_no_english_words(game):
    i18n.use_language("ja")
    lines = _told(game)
    allowed = {"Ania", "Kuba", "YAY", "WOW", "Flip", "Play", "ch"}  # names, goals, effect kinds, 6ch速報
    allowed |= {"ATK", "DEF", "HP"}  # Tanuki Panic's and Pikmin's figures, as their cards print them
    for line in lines:
        assert not [w for w in ENGLISH if w in f" {line} "], line
        words = set(re.findall(r"[A-Za-z]{2,}", line)) - allowed
        assert not words, f"{sorted(words)} in {line!r}"
        assert not re.search(r"\d+ ?cards?\b", line)
    assert any(line.startswith("あなた") for line in lines)
    assert any("Kubaの" in line or "Kubaは" in line for line in lines)


@pytest.mark.parametrize("game", GAMES)
def test_english_is_told_as_before_after_another_language(game):
    english = _told(game, seeds=[7])
    i18n.use_language("ja")
    assert _told(game, seeds=[7]) != english
    i18n.use_language("en")
    assert _told(game, seeds=[7]) == english


LABEL_ENGLISH = ("Attack with", "Exchange", "Defend", "Duel", "Sacrifice", "Pass", "Block Zone", "Item Zone",
                 "Counter with", "Add attack", "damage", "Keep ", "Discard", "Play event", "face down",
                 "Play ", "Retreat", "Take ", "Choose", "total", "King", "Twins",
                 "Summon", "Mode", "face-down", "slot", "attacks", "beats", "against", "holds", "Energy", "Phase",
                 "End turn", "destroy", "front ", "back ", "effect", "Move ", "Place ", "Put ", "End the turn",
                 "Go to")


def _labels(game: str, seed: int) -> list[tuple[object, str]]:
    """(action, its English label) of every legal action met in a seeded game."""
    info = get_game(game)
    state = info.new_game(players=2, seed=seed)
    rng = random.Random(seed)
    met = []
    while not state.is_over:
        legal = state.legal_actions()
        met += [(a, a.label) for a in legal]
        state.apply(legal[rng.randrange(len(legal))])
    return met


@pytest.mark.parametrize("game", ["tacocat", "tmnt", "animale_tattica", "tanuki_panic", "pikmin"])
def test_action_labels_are_translated_where_shown_and_stay_english_in_the_actions(game):
    info = get_game(game)
    met = _labels(game, 3)
    assert all(info.action_text(a) == label for a, label in met)  # English: the label itself
    for code in ("pl", "ja"):
        i18n.use_language(code)
        for action, label in met:
            text = info.action_text(action)
            assert not [w for w in LABEL_ENGLISH if w in text], (code, text)
            assert action.label == label  # the shared action keeps its English label
        if code == "ja":
            words = {w for a, _ in met for w in re.findall(r"[A-Za-z]{2,}", info.action_text(a))}
            assert words <= {"ch", "ATK", "DEF", "HP"}, words  # the figures as the cards print them
    i18n.use_language("en")
    assert [info.action_text(a) for a, _ in _labels(game, 3)] == [label for _, label in met]


def test_seats_without_a_typed_name_are_named_in_the_app_language():
    from tanuki_table.core.session import Setup

    hotseat = Setup(game="tacocat", seed=1, seats=[None, None])
    bots = Setup(game="tacocat", seed=1, seats=[None, "simple"])
    assert hotseat.seat_names() == ["Player 1", "Player 2"] and bots.seat_names() == ["You", "Bot (easy)"]
    i18n.use_language("pl")
    assert hotseat.seat_names() == ["Gracz 1", "Gracz 2"]
    assert bots.seat_names() == ["You", "Bot (łatwy)"]  # "You" is the screens' mark for the reader
    assert Narrator.for_setup(bots).names == ("Gracz 1", "Bot (łatwy)")
    i18n.use_language("ja")
    assert hotseat.seat_names() == ["プレイヤー1", "プレイヤー2"]
