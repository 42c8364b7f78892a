"""Issue 33: the grammar of the story, in one place on inflect, rule by rule (table-driven)."""

from __future__ import annotations

import re

import pytest

from tanuki_table.core import grammar
from tanuki_table.core.events import Reader, Say, Story
from tanuki_table.core.narration import tell


@pytest.mark.parametrize("verb, you, told", [
    ("wins", True, "win"), ("wins", False, "wins"), ("has", True, "have"), ("is", True, "are"),
    ("was", True, "were"), ("does", True, "do"), ("goes", True, "go"), ("passes", True, "pass"),
    ("carries", True, "carry"), ("takes back", True, "take back"), ("must", True, "must"),
    ("sacrifices", True, "sacrifice"), ("draws", True, "draw"), ("keeps", True, "keep"),
])
def test_a_verb_agrees_with_you_or_a_name(verb, you, told):
    assert grammar.agree(verb, you) == told


@pytest.mark.parametrize("n, noun, told", [
    (0, "card", "no cards"), (1, "card", "1 card"), (2, "card", "2 cards"), (3, "counter", "3 counters"),
    (1, "spirit card", "1 spirit card"), (5, "spirit card", "5 spirit cards"),
])
def test_counted_nouns_say_no_cards_one_card_two_cards(n, noun, told):
    assert grammar.count(n, noun) == told


@pytest.mark.parametrize("phrase, told", [("card", "a card"), ("attack", "an attack"), ("Oni", "an Oni"),
                                          ("face-down card", "a face-down card")])
def test_a_or_an(phrase, told):
    assert grammar.a(phrase) == told


@pytest.mark.parametrize("n, told", [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (22, "22nd")])
def test_ordinals(n, told):
    assert grammar.ordinal(n) == told


@pytest.mark.parametrize("words, told", [([], ""), (["Kappa"], "Kappa"), (["Kappa", "Tengu"], "Kappa and Tengu"),
                                         (["A", "B", "C"], "A, B and C")])
def test_lists_read_a_b_and_c(words, told):
    assert grammar.join(words) == told


@pytest.mark.parametrize("name, you, told", [("Bot (easy)", False, "Bot (easy)'s"), ("Ann", True, "your"),
                                             ("Boris", False, "Boris's")])
def test_possessives(name, you, told):
    assert grammar.possessive(name, you) == told


@pytest.mark.parametrize("text, told", [
    ("you win.", "You win."), ("your Kappa holds.", "Your Kappa holds."),
    ("Duel: you show 5, Bot shows 1. you attack first.", "Duel: you show 5, Bot shows 1. You attack first."),
    ("3 cards. your turn!", "3 cards. Your turn!"), ("Bot (easy) wins.", "Bot (easy) wins."),
])
def test_every_sentence_starts_with_a_capital(text, told):
    assert grammar.capitalise(text) == told


STORY = Story("grammar_test", {
    "win": Say("{actor} {actor:wins} the game!"),
    "hit": Say("{actor} {actor:hits} {rival:'s} {card} and {rival} {rival:has} {n:card} left.",
               fields="rival:seat card n"),
    "own": Say("{actor} {actor:keeps} {actor:their} lead ({n:th} time, {d:+d})", fields="n d"),
    "secret": Say("{actor} {actor:draws} a card.", hidden="card", secret="{actor} {actor:draws} {card}."),
})
NAMES = ("Ann", "Bot (easy)")


@pytest.mark.parametrize("word, seat, args, hidden, reader, told", [
    ("win", 0, (), None, Reader(NAMES, 0, True), "You win the game!"),
    ("win", 0, (), None, Reader(NAMES, 1, True), "Ann wins the game!"),
    ("win", 0, (), None, Reader(NAMES, 0, False), "Ann wins the game!"),
    ("win", 1, (), None, Reader(), "Player 2 wins the game!"),
    ("hit", 1, (0, "Kappa", 0), None, Reader(NAMES, 0, True), "Bot (easy) hits your Kappa and you have no cards left."),
    ("hit", 0, (1, "Kappa", 1), None, Reader(NAMES, 0, True), "You hit Bot (easy)'s Kappa and Bot (easy) has 1 card left."),
    ("own", 0, (2, -5), None, Reader(NAMES, 0, True), "You keep your lead (2nd time, -5)"),
    ("own", 1, (3, 4), None, Reader(NAMES, 0, True), "Bot (easy) keeps their lead (3rd time, +4)"),
    ("secret", 1, (), ("Kappa",), Reader(NAMES, 1, True), "You draw Kappa."),
    ("secret", 1, (), ("Kappa",), Reader(NAMES, 0, True), "Bot (easy) draws a card."),
    ("secret", 1, (), ("Kappa",), Reader(NAMES), "Bot (easy) draws a card."),
    ("secret", 0, (), ("Kappa",), Reader(NAMES, everything=True), "Ann draws Kappa."),
])
def test_one_event_told_to_each_reader(word, seat, args, hidden, reader, told):
    assert tell(STORY.Event(word, seat, args, hidden), reader) == told


def test_a_summary_leaves_out_the_subject_it_just_named():
    event = STORY.Event("hit", 1, (0, "Kappa", 2))
    assert tell(event, Reader(NAMES, 0, True), elide=True) == "hits your Kappa and you have 2 cards left."


@pytest.mark.parametrize("name, start, told", [("You", False, "your"), ("You", True, "Your"),
                                               ("Bot (normal)", True, "Bot (normal)'s"), ("Boris", False, "Boris's")])
def test_a_shown_seat_name_says_its_possessive(name, start, told):
    """Issue 49: "You's April O'Neil" on the TMNT board; the reader's seat is shown as "You"."""
    assert grammar.whose(name, start) == told


@pytest.mark.parametrize("name, verb, told", [("You", "plays", "You play"), ("You", "wins", "You win"),
                                              ("You", "has", "You have"), ("Bot (easy)", "plays", "Bot (easy) plays")])
def test_a_shown_seat_name_agrees_with_its_verb(name, verb, told):
    assert grammar.says(name, verb) == told


@pytest.mark.parametrize("n, noun, told", [(0, "card", "0 cards"), (1, "card", "1 card"), (1, "copy", "1 copy"),
                                           (3, "copy", "3 copies"), (1, "leaf", "1 leaf"), (2, "leaf", "2 leaves"),
                                           (1, "move", "1 move"), (1, "other move", "1 other move")])
def test_a_number_of_things_in_digits(n, noun, told):
    """Issue 49: "1 cards", "up to 1 copies", "❀ 1 leaves", "1 moves with several cards"."""
    assert grammar.number(n, noun) == told


@pytest.mark.parametrize("text, names, told", [
    ("Player 1's field · slot 2", ["You", "Bot (normal)"], "Your field · slot 2"),
    ("In play (Player 2's back 2).", ["You", "Bot (normal)"], "In play (Bot (normal)'s back 2)."),
    ("In play (Player 1's back 2).", ["You", "Bot (normal)"], "In play (your back 2)."),
    ("Player 2's Graveyard", ["Player 2", "Ann"], "Ann's Graveyard"),
    ("Player 3's hand", ["A", "B"], "Player 3's hand"),
])
def test_player_n_in_a_games_words_becomes_the_seats_name(text, names, told):
    """Issue 49: the inspector showed "Player 2's back 2" in a card's text beside "Bot (normal)'s"."""
    assert grammar.named_seats(text, names) == told


@pytest.mark.parametrize("n, told", [(1, "1 more move uses"), (2, "2 more moves use"), (0, "0 more moves use")])
def test_a_number_of_things_with_a_verb_that_agrees(n, told):
    """Issue 49: "1 more moves use several cards together" under the hand."""
    assert grammar.number(n, "more move", "uses") == told


@pytest.mark.parametrize("code, told", [
    ("en", ["A", "A and B", "A, B and C"]),
    ("pl", ["A", "A i B", "A, B i C"]),
    ("ja", ["A", "AとB", "A、BとC"]),
])
def test_a_list_of_names_joins_in_the_languages_own_way(code, told):
    """Issue 51: the story's lists (a card list field, a tournament's line-up) join with the
    language's words: no English comma and "and" in Japanese, "と" and "、" instead."""
    from tanuki_table.core import i18n

    i18n.use_language(code)
    lists = [grammar.listed(["A"][:n] + ["B", "C"][:n - 1]) for n in (1, 2, 3)]
    assert lists == told
    if code == "ja":
        names = ["牛鬼", "鎌鼬", "犬神", "天狗", "狐"]
        joined = grammar.listed(names)
        assert joined == "牛鬼、鎌鼬、犬神、天狗と狐" and "," not in joined and " and " not in joined
        from tanuki_table.games import get_game

        state = get_game("tanuki_panic").new_game(players=2, seed=3)  # the opening hands are told at the start
        lines = [tell(event, Reader(("Ania", "Kuba"), 0, True)) for event in state.log]
        hand = next(line for line in lines if "最初の手札" in line)
        assert re.search(r"最初の手札：[^、と]+、[^、と]+、[^、と]+、[^、と]+と[^、と]+。$", hand), hand
