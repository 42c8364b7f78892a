"""The project's errors: one base class, one subclass per domain (harlequin's habit)."""

from __future__ import annotations


class TanukiError(Exception):
    """Base of every error Tanuki Table raises on purpose; its message is for a person."""

    exit_code = 2
    """The command line's exit code for it: 2, what was asked cannot be done as asked; an error
    that is a failure of the machine (a file that cannot be written) sets 1."""


class SetupError(TanukiError):
    """`new_game` was given something it cannot start: a bad variant, deck, card id or player count."""


class IllegalActionError(TanukiError):
    """`apply` was given an action that is not in `legal_actions()`; the state is unchanged."""


class CardDataError(TanukiError):
    """A card file is broken: the message names the file, the card and the field; `problems` lists
    every problem found, one line each, for `tanuki-table validate`."""

    def __init__(self, message: str, problems: list[str] | None = None) -> None:
        super().__init__(message)
        self.problems: list[str] = problems or [message]


class SaveError(TanukiError):
    """A save or replay file cannot be read or written."""


class BoosterError(TanukiError):
    """A game has no packs, or its booster table cannot be read."""


class UnknownGameError(TanukiError, KeyError):
    """`get_game` was asked for an id that is not registered (a KeyError too, as the contract says)."""

    def __str__(self) -> str:
        return str(self.args[0])


def report_crash(error: BaseException) -> str:
    """Write the full report of an unexpected exception to a file; return one line saying so
    (`write_crash_report`)."""
    import traceback  # only when the app crashes

    what = f"{type(error).__name__}: {error}".strip().splitlines()[0] if str(error) else type(error).__name__
    return write_crash_report(what, "".join(traceback.format_exception(type(error), error, error.__traceback__)))


def write_crash_report(what: str, body: str) -> str:
    """Write `body`, the full report of an unexpected error, to a new file of an unguessable name,
    readable by its owner only, under `$XDG_STATE_HOME/tanuki-table/crashes/`, else the temporary
    folder; return one line saying so, with `what` (the error in one line)."""
    # only when the app crashes: errors is imported at start-up, these are not needed before
    import os
    import tempfile
    import time
    from contextlib import suppress
    from pathlib import Path

    from tanuki_table.core.text import clean

    what = clean(what)[:200]
    places: list[Path] = []
    with suppress(Exception):  # reporting must not fail
        from tanuki_table.persistence.folders import state_dir  # only when the app crashes

        places.append(state_dir() / "crashes")
    places.append(Path(tempfile.gettempdir()))
    for folder in places:
        try:  # `mkstemp`: created exclusively (never through a symlink planted in /tmp), mode 0600
            folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            fd, name = tempfile.mkstemp(prefix=f"tanuki-table-crash-{time.strftime('%Y%m%d-%H%M%S')}-",
                                        suffix=".txt", dir=folder)
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(body)
        except OSError:
            continue
        return f"unexpected error ({what}); the full report is in {name}"
    return f"unexpected error ({what}); no report could be written"
