"""`--lang`, the command line's global choice of language, found before any parser is built.

`tanuki-table --lang pl` alone opens the picker by the fast path (no parser, see `cli.main`), and
every command's help and messages are built in the chosen language, so the option is read here
first, from the words before the command; the parser (`commands._parser`) knows it too, for
`--help` and to refuse a language we do not have.
"""

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
    """Use the language `--lang` names (when it is one of ours); whether the option was fine
    (absent, or a language we have) and the words without it. A bad value is left for the parser
    to refuse in its usual one line; a catalogue that cannot be loaded is said in one line (and
    English is used)."""
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
