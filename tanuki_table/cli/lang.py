"""`--lang`, read from the words before the command before any parser is built, so that every
command's help and messages are in that language (the parser knows it too, to refuse a bad one)."""

from __future__ import annotations

import sys

from tanuki_table.core.i18n import LANGUAGES, language_problem, use_language

__all__ = ["OPTION", "apply_lang", "split_lang"]

OPTION = "--lang"
_VALUED = ("--bot-delay", "--print-completion")
"""The other global options that take a value (their value is not the command)."""


def split_lang(words: list[str]) -> tuple[str | None, list[str]]:
    """The value of `--lang VALUE` or `--lang=VALUE` before the command (the last one given), and
    the words without it. Words from the command on are left as they are."""
    value: str | None = None
    rest: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        if word == OPTION and index + 1 < len(words):
            value, index = words[index + 1], index + 2
        elif word.startswith(OPTION + "="):
            value, index = word.partition("=")[2], index + 1
        elif not word.startswith("-"):  # the command: the rest is its own
            rest += words[index:]
            break
        elif word in _VALUED and index + 1 < len(words):
            rest += words[index:index + 2]
            index += 2
        else:
            rest.append(word)
            index += 1
    return value, rest


def apply_lang(words: list[str]) -> tuple[bool, list[str]]:
    """Use the language `--lang` names, if it is one of ours; returns whether the option was fine
    (absent, or ours: a bad value is left for the parser to refuse) and the words without it."""
    value, rest = split_lang(words)
    if value is None:
        return True, rest
    if value not in LANGUAGES:
        return False, rest
    use_language(value)
    problem = language_problem()
    if problem:  # its catalogue cannot be loaded: English, said in one line
        print(f"tanuki-table: {problem}", file=sys.stderr)
    return True, rest
