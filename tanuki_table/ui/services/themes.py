"""Tanuki Table's own themes: high contrast, dark and light (WCAG AA, checked by a test), listed
beside Textual's own."""

from __future__ import annotations

from textual.theme import Theme

__all__ = ["HIGH_CONTRAST_DARK", "HIGH_CONTRAST_LIGHT", "THEMES"]

HIGH_CONTRAST_DARK = Theme(
    name="tanuki-high-contrast-dark",
    primary="#FFD700",
    secondary="#00E5FF",
    accent="#FF80FF",
    foreground="#FFFFFF",
    background="#000000",
    surface="#000000",
    panel="#1A1A1A",
    boost="#262626",
    warning="#FFB000",
    error="#FF6E6E",
    success="#5CFF5C",
    dark=True,
    variables={"text-muted": "#E0E0E0", "footer-key-foreground": "#FFD700"},
)

HIGH_CONTRAST_LIGHT = Theme(
    name="tanuki-high-contrast-light",
    primary="#00307A",
    secondary="#5A0070",
    accent="#8A0040",
    foreground="#000000",
    background="#FFFFFF",
    surface="#FFFFFF",
    panel="#EDEDED",
    boost="#E0E0E0",
    warning="#7A4A00",
    error="#A80000",
    success="#005A00",
    dark=False,
    variables={"text-muted": "#262626", "footer-key-foreground": "#00307A"},
)

THEMES = (HIGH_CONTRAST_DARK, HIGH_CONTRAST_LIGHT)
