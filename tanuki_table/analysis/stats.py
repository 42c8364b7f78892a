"""Small statistics for bot-vs-bot reports: win rates with Wilson score intervals."""

from __future__ import annotations

import math

Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (low, high) for a proportion (a draw may count half); (0, 1) for
    no trials."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def rate_text(successes: float, trials: int) -> str:
    """E.g. "62.5% (48.1-75.0)": the rate and its 95% interval, in percent."""
    if trials <= 0:
        return "-"
    low, high = wilson(successes, trials)
    return f"{100 * successes / trials:.1f}% ({100 * low:.1f}-{100 * high:.1f})"
