"""The translators' commands, each a run of Babel's `pybabel` with the project's options.

    python tools/translations.py extract   # the marked messages -> tanuki_table/locale/tanuki_table.pot
    python tools/translations.py update    # the .pot's messages merged into every language's .po
    python tools/translations.py compile   # every .po -> .mo beside it (optional: see below)
    python tools/translations.py check     # what tests/core/test_i18n_catalogues.py checks, as a list
    python tools/translations.py add LANG  # a new language's .po, its Plural-Forms from CLDR

`compile` is never needed to play: a wheel's build compiles the catalogues (`hatch_build.py`) and
a source checkout compiles a chosen language's .po into the cache on its first start
(`tanuki_table/core/catalogues.py`). The .mo files are not committed. docs/translating.md says how
the steps fit together.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "tanuki_table" / "locale"
DOMAIN = "tanuki_table"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"


def pybabel(*words: str) -> None:
    """Run `pybabel` (Babel's command line, from this Python's Babel) in the project's folder."""
    command = [sys.executable, "-m", "babel.messages.frontend", *words]
    print("$ pybabel " + " ".join(words))
    subprocess.run(command, cwd=ROOT, check=True)


def extract() -> None:
    pybabel("extract", "-F", "babel.cfg", "-o", str(TEMPLATE.relative_to(ROOT)), "--add-comments=TRANSLATORS:",
            "--sort-by-file", "--add-location=file", "--project=Tanuki Table",
            f"--version={version()}", "--copyright-holder=the Tanuki Table developers", ".")


def version() -> str:
    """The package's version (from its `__init__`, without importing anything else)."""
    for line in (ROOT / "tanuki_table" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    return "0"


def update() -> None:
    pybabel("update", "-i", str(TEMPLATE.relative_to(ROOT)), "-d", str(LOCALE.relative_to(ROOT)), "-D", DOMAIN,
            "--ignore-obsolete")


def compile_all() -> None:
    pybabel("compile", "-d", str(LOCALE.relative_to(ROOT)), "-D", DOMAIN, "--statistics")


def add(code: str) -> None:
    pybabel("init", "-i", str(TEMPLATE.relative_to(ROOT)), "-d", str(LOCALE.relative_to(ROOT)), "-D", DOMAIN,
            "-l", code)
    print(f"now add {code!r} to LANGUAGES in tanuki_table/core/i18n.py, translate, and mark the header comment")


def check() -> int:
    """Every marked message translated in every language, placeholders kept, headers from CLDR."""
    sys.path.insert(0, str(ROOT / "tests"))
    sys.path.insert(0, str(ROOT))
    from i18n_checks import problems  # the same checks the tests run

    found = problems()
    print("\n".join(found) if found else "every catalogue is complete")
    return 1 if found else 0


def main(args: list[str]) -> int:
    commands = {"extract": extract, "update": update, "compile": compile_all}
    if len(args) == 1 and args[0] in commands:
        commands[args[0]]()
        return 0
    if args == ["check"]:
        return check()
    if len(args) == 2 and args[0] == "add":
        add(args[1])
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
