"""Tanuki Table: five card games for the terminal, hot-seat or against a bot."""

from __future__ import annotations

__version__ = "0.1.0"
