"""The project's errors: one base class, one subclass per domain (harlequin's habit)."""

from __future__ import annotations


class TanukiError(Exception):
    """Base of every error Tanuki Table raises on purpose; its message is for a person."""


class SetupError(TanukiError):
    """`new_game` was given something it cannot start: a bad variant, deck, card id or player count."""


class IllegalActionError(TanukiError):
    """`apply` was given an action that is not in `legal_actions()`; the state is unchanged."""


class CardDataError(TanukiError):
    """A card file is broken. The message names the file, the card and the field.

    `problems` lists every problem found, one line each, for `tanuki-table validate`.
    """

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
