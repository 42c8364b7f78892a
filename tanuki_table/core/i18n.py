"""The app's language (English, Polish or Japanese) and gettext functions for it.

The language comes from `--lang` (`use_language`), else the Settings value, else
`TANUKI_TABLE_LANG`, else the locale variables; English otherwise. It is settled at the first
translated message. English needs no catalogue; another language's loads when chosen."""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gettext import GNUTranslations

__all__ = ["ENV", "LANGUAGES", "N_", "_", "current_language", "gettext", "language_from", "language_problem",
           "locale_language", "ngettext", "npgettext", "pgettext", "reset", "use_language"]

LANGUAGES: dict[str, str] = {"en": "English", "pl": "Polski", "ja": "日本語"}
"""The languages we speak, each named in itself."""

ENV = "TANUKI_TABLE_LANG"

LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")


_language: str | None = None
_catalogue: GNUTranslations | None = None
_problem: str | None = None
"""Why the chosen language's catalogue could not be loaded (then English is used)."""
_settling = threading.RLock()


def language_code(value: object) -> str | None:
    """The language a value names, if one of ours (`pl`, `pl_PL.UTF-8`, `ja-JP`); else None."""
    if not isinstance(value, str):
        return None
    code = value.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def locale_language(environ: Mapping[str, str]) -> str | None:
    """The language the locale variables name (LANGUAGE may list several); `C` or `POSIX` means English."""
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        for item in value.split(":") if name == "LANGUAGE" else [value]:
            if item in ("C", "POSIX") or item.startswith(("C.", "POSIX.")):
                return "en"
            code = language_code(item)
            if code is not None:
                return code
    return None


def language_from(option: str | None = None, setting: object = None,
                  environ: Mapping[str, str] | None = None) -> str:
    """The language from the option, else the Settings value, else the environment; English otherwise."""
    env = os.environ if environ is None else environ
    for given in (option, setting, env.get(ENV)):
        code = language_code(given)
        if code is not None:
            return code
    return locale_language(env) or "en"


def _settled() -> GNUTranslations | None:
    """The catalogue of the language in use, settling the language on the first call."""
    if _language is None:
        from tanuki_table.persistence.config import peek_setting  # as settings: read once, and light

        use_language(language_from(None, peek_setting("language")))
    return _catalogue


def use_language(code: str) -> None:
    """Speak `code` from now on; a catalogue that cannot be loaded leaves English in use and says why in
    `language_problem()`. The catalogue is in place before the language (threads may ask at once)."""
    global _language, _catalogue, _problem
    code = language_code(code) or "en"
    with _settling:
        if code == _language:
            return
        catalogue: GNUTranslations | None = None
        problem: str | None = None
        if code != "en":
            from tanuki_table.core.catalogues import load  # deferred: only a language other than English needs it

            try:
                catalogue = load(code)
            except (OSError, ValueError) as exc:
                code, problem = "en", f"The {LANGUAGES[code]} catalogue cannot be loaded ({exc}); using English."
        _catalogue, _problem = catalogue, problem
        _language = code


def current_language() -> str:
    """The language in use (settling it if needed)."""
    _settled()
    return _language or "en"


def language_problem() -> str | None:
    """Why the chosen language is not in use, if its catalogue failed to load."""
    return _problem


def reset() -> None:
    """Forget the language: the next message settles it again (tests)."""
    global _language, _catalogue, _problem
    _language, _catalogue, _problem = None, None, None


def gettext(message: str) -> str:
    """`message` in the language in use."""
    catalogue = _settled()
    return message if catalogue is None else catalogue.gettext(message)


_ = gettext


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the number `n` (the language's CLDR plural rules)."""
    catalogue = _settled()
    return (singular if n == 1 else plural) if catalogue is None else catalogue.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the language in use, told apart from the same words elsewhere by `context`."""
    catalogue = _settled()
    return message if catalogue is None else catalogue.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """`ngettext` with a context."""
    catalogue = _settled()
    return (singular if n == 1 else plural) if catalogue is None else catalogue.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks `message` for translation without translating it."""
    return message
