"""One safe base for every dialog: it can be answered once, and only while it is on top (a fast
double click, or a button and its key arriving together, would otherwise pop the screen under it).
"""

from __future__ import annotations

from typing import Generic, TypeVar

from textual.screen import ModalScreen, Screen

T = TypeVar("T")

__all__ = ["AnswerOnce", "SafeModal", "SafeScreen"]


class AnswerOnce(Generic[T]):
    """Mixin for a `Screen`: `answer(result)` dismisses it the first time only."""

    _answered: bool = False

    def answer(self, result: T) -> None:
        """Dismiss with `result`, unless already answered or no longer on top."""
        if self._answered or not isinstance(self, Screen) or not self.is_current:
            return
        self._answered = True
        self.dismiss(result)

    def action_answer(self, result: T) -> None:
        """A key binding's answer (`"answer('menu')"`)."""
        self.answer(result)


class SafeModal(AnswerOnce[T], ModalScreen[T]):
    """A modal dialog answered once."""


class SafeScreen(AnswerOnce[T], Screen[T]):
    """A full screen (e.g. the handover) answered once."""
