"""A language's catalogue, loaded when that language is chosen.

A wheel ships compiled `.mo` files; a source checkout has only `.po` files, compiled with Babel
into the cache folder under a name made from their content. A `.mo` beside its `.po` is used
while it is not older than the `.po`."""

from __future__ import annotations

import gettext
import hashlib
import io
import os
from contextlib import suppress
from functools import lru_cache
from pathlib import Path

__all__ = ["DOMAIN", "LOCALE_DIR", "compile_po", "load", "mo_for", "mo_is_fresh", "po_path"]

DOMAIN = "tanuki_table"

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"


def po_path(code: str, root: Path | None = None) -> Path:
    """Where a language's `.po` is (its `.mo` beside it); `root` defaults to `LOCALE_DIR`."""
    return (LOCALE_DIR if root is None else root) / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def load(code: str, root: Path | None = None) -> gettext.GNUTranslations:
    """The catalogue of `code`; OSError or ValueError if there is none or it cannot be read."""
    data = mo_for(code, root)
    return gettext.GNUTranslations(io.BytesIO(data))


def mo_for(code: str, root: Path | None = None) -> bytes:
    """The compiled catalogue of `code`: a fresh `.mo`, else the `.po` compiled into the cache."""
    po = po_path(code, root)
    if mo_is_fresh(code, root):
        return po.with_suffix(".mo").read_bytes()
    source = po.read_bytes()  # no .po and no .mo: OSError, said as the reason English is used
    from tanuki_table.persistence.folders import cache_dir  # light; only a source checkout gets here

    cached = cache_dir() / "locale" / f"{code}-{hashlib.sha256(source).hexdigest()[:20]}.mo"
    with suppress(OSError):  # not compiled yet (or unreadable): compile it now
        return cached.read_bytes()
    data = compile_po(source, code)
    with suppress(OSError):  # a read-only cache folder: the catalogue still works, compiled again next start
        from tanuki_table.persistence.storage import write_atomic  # light; only when compiling

        write_atomic(cached, data)
    return data


@lru_cache(maxsize=4)  # once a process for the same source (a language chosen again, a fresh cache folder)
def compile_po(source: bytes, code: str) -> bytes:
    """A `.po` file's bytes compiled into a `.mo` file's (fuzzy entries left out); ValueError if
    Babel cannot read it."""
    try:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
    except ImportError as exc:  # Babel is a dependency; a broken install still gets English
        raise ValueError(f"Babel is needed to compile the {code} catalogue: {exc}") from exc
    try:
        catalogue = read_po(io.BytesIO(source), locale=code, domain=DOMAIN, abort_invalid=True)
    except Exception as exc:  # Babel's PoFileError and the odd parse error: one line, English used
        raise ValueError(f"{code}/{DOMAIN}.po: {exc}") from exc
    out = io.BytesIO()
    write_mo(out, catalogue, use_fuzzy=False)
    return out.getvalue()


def mo_is_fresh(code: str, root: Path | None = None) -> bool:
    """Whether a `.mo` is beside the `.po` and not older than it."""
    po = po_path(code, root)
    mo = po.with_suffix(".mo")
    return mo.exists() and (not po.exists() or os.path.getmtime(mo) >= os.path.getmtime(po))
