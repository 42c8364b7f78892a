"""What every catalogue must be, for the tests (test_i18n_catalogues.py) and for translators
(`python tools/translations.py check`): each message marked in the package, as Babel extracts it
(babel.cfg), is in every language's .po, translated (no empty form, not fuzzy), with only the
placeholders the source passes; the Plural-Forms header is CLDR's, from Babel."""

from __future__ import annotations

import string
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from tanuki_table.core.catalogues import DOMAIN, po_path
from tanuki_table.core.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
TRANSLATED = [code for code in LANGUAGES if code != "en"]
"""English is the source language: every other one has a catalogue."""


@dataclass(frozen=True)
class Marked:
    """One message marked in the source."""

    context: str | None
    msgid: str
    plural: str | None
    comments: tuple[str, ...]
    where: str


def marked() -> dict[tuple[str | None, str], Marked]:
    """Every message marked in the package, by (context, msgid), as `pybabel extract` finds them."""
    with open(ROOT / "babel.cfg", encoding="utf-8") as handle:
        method_map, options_map = parse_mapping_cfg(handle)
    found: dict[tuple[str | None, str], Marked] = {}
    for filename, lineno, message, comments, context in extract_from_dir(
            ROOT, method_map, options_map, comment_tags=("TRANSLATORS:",)):
        msgid, plural = (message, None) if isinstance(message, str) else (message[0], message[1])
        found.setdefault((context, msgid), Marked(context, msgid, plural, tuple(comments), f"{filename}:{lineno}"))
    return found


def catalogue(code: str, root: Path | None = None) -> Catalog:
    with open(po_path(code, root), "rb") as handle:
        return read_po(handle, locale=code, domain=DOMAIN)


def placeholders(text: str) -> set[str]:
    """The `{names}` of a format string (ValueError if its braces are broken)."""
    names = set()
    for _literal, field, _spec, _conversion in string.Formatter().parse(text):
        if field is not None:
            names.add(field.split(".")[0].split("[")[0])
    return names


def source_problems(messages: dict[tuple[str | None, str], Marked]) -> list[str]:
    """Marked messages whose placeholders are not all named (`{}`, `{0}`) or whose braces are broken."""
    found = []
    for item in messages.values():
        for text in filter(None, (item.msgid, item.plural)):
            try:
                names = placeholders(text)
            except ValueError as exc:
                found.append(f"{item.where}: {text!r}: {exc}")
                continue
            if any(not name or name.isdigit() for name in names):
                found.append(f"{item.where}: {text!r}: placeholders must be named, e.g. {{count}}")
    return found


def catalogue_problems(code: str, messages: dict[tuple[str | None, str], Marked], root: Path | None = None) -> list[str]:
    """Why `code`'s catalogue does not cover `messages`, one line each (empty when it does)."""
    po = catalogue(code, root)
    found = []
    cldr = get_plural(code)
    if (po.num_plurals, po.plural_expr) != (cldr.num_plurals, cldr.plural_expr):
        found.append(f"{code}: Plural-Forms is {po.plural_forms!r}, CLDR's (babel) is {cldr.plural_forms!r}")
    for (context, msgid), item in messages.items():
        where = f"{code}: {msgid!r}" + (f" (context {context!r})" if context else "") + f" from {item.where}"
        entry = po.get(msgid, context=context)
        if entry is None:
            found.append(f"{where}: not in the catalogue (run tools/translations.py extract, then update)")
            continue
        if entry.fuzzy:
            found.append(f"{where}: fuzzy (check the translation, then remove the fuzzy flag)")
        forms = list(entry.string) if isinstance(entry.string, (list, tuple)) else [entry.string]
        if item.plural is not None and len(forms) != po.num_plurals:
            found.append(f"{where}: {len(forms)} plural forms, {code} has {po.num_plurals}")
        if not all(forms):
            found.append(f"{where}: not translated")
            continue
        allowed = placeholders(msgid) | placeholders(item.plural or "")
        for comment in item.comments:  # a TRANSLATORS comment may name what else is passed
            try:
                allowed |= placeholders(comment)
            except ValueError:  # a comment's stray brace: it names nothing
                pass
        for form in forms:
            try:
                extra = placeholders(form) - allowed
            except ValueError as exc:
                found.append(f"{where}: {form!r}: {exc}")
                continue
            if extra:
                found.append(f"{where}: {form!r} uses {sorted(extra)}, which the source does not pass")
    return found


def problems() -> list[str]:
    """Every problem of the source's marked messages and of every catalogue."""
    messages = marked()
    found = source_problems(messages)
    for code in TRANSLATED:
        found += catalogue_problems(code, messages)
    return found
