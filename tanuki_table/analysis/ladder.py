"""`tanuki-table ladder`: every bot level against the one below (and `hard` against `easy`), each
seed played from both seats, with 95% Wilson intervals and thinking times."""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from dataclasses import asdict, dataclass
from typing import Any

from tanuki_table.cli.argtypes import UsageError, check_variant, int_at_least
from tanuki_table.core.i18n import _
from tanuki_table.analysis.runner import GameRecord, both_seats, run_tasks
from tanuki_table.analysis.stats import wilson
from tanuki_table.games import game_ids, get_game
from rich import box
from rich.table import Table

LADDER = ("random", "easy", "normal", "hard")


@dataclass
class Pairing:
    """One rung: `upper` against `lower`."""

    game: str
    upper: str
    lower: str
    games: int
    upper_wins: int
    lower_wins: int
    draws: int
    unfinished: int
    win_rate: float
    """`upper`'s score (a draw counts half)."""
    ci_low: float
    ci_high: float
    games_per_second: float
    seconds: float
    upper_move_ms: float | None
    """Mean thinking time per real decision of `upper` (search levels only)."""
    upper_max_move_ms: float | None
    upper_by_seat: list[float]
    upper_iterations: float | None = None
    upper_by_deal: list[int] | None = None
    """Deals won from both seats, split and lost from both (draws and unfinished left out)."""


def pairings(game: str, levels: list[str] | None = None) -> list[tuple[str, str]]:
    from tanuki_table.bots import bot_names

    known = bot_names(game)
    ladder = [name for name in LADDER if name in known and (levels is None or name in levels)]
    pairs = list(zip(ladder[1:], ladder))
    if "hard" in ladder and "easy" in ladder and ("hard", "easy") not in pairs:
        pairs.append(("hard", "easy"))
    return pairs


def summarise(game: str, upper: str, lower: str, records: list[GameRecord], seconds: float) -> Pairing:
    """One pairing's figures from its games."""
    ends: Counter[str] = Counter()
    by_seat = [[0.0, 0], [0.0, 0]]
    deal: dict[int, list[float]] = {}
    think: list[float] = []
    iterations: list[int] = []
    for record in records:
        seat = record.task.seats.index(upper)
        think.extend(record.think[seat])
        iterations.extend(record.iterations[seat] if record.iterations else ())
        points = 0.5 if not record.finished or record.winner is None else float(record.winner == seat)
        deal.setdefault(record.task.seed, []).append(points)
        by_seat[seat][0] += points
        by_seat[seat][1] += 1
        ends["unfinished" if not record.finished else "draw" if record.winner is None
             else "up" if record.winner == seat else "lo"] += 1
    up, lo, draws, unfinished = ends["up"], ends["lo"], ends["draw"], ends["unfinished"]
    n = len(records)
    score = up + 0.5 * (draws + unfinished)
    low, high = wilson(score, n)
    return Pairing(
        game=game, upper=upper, lower=lower, games=n, upper_wins=up, lower_wins=lo, draws=draws,
        unfinished=unfinished, win_rate=score / n if n else 0.0, ci_low=low, ci_high=high,
        games_per_second=n / seconds if seconds else 0.0, seconds=seconds,
        upper_move_ms=1000 * sum(think) / len(think) if think else None,
        upper_max_move_ms=1000 * max(think) if think else None,
        upper_by_seat=[s / c if c else 0.0 for s, c in by_seat],
        upper_iterations=sum(iterations) / len(iterations) if iterations else None,
        upper_by_deal=by_deal(deal),
    )


def by_deal(deal: dict[int, list[float]]) -> list[int]:
    """[won from both seats, split, lost from both] over the deals played from both seats."""
    pairs = [scores for scores in deal.values() if len(scores) == 2 and 0.5 not in scores]
    return [sum(1 for p in pairs if sum(p) == v) for v in (2.0, 1.0, 0.0)]


def run_ladder(games_ids: list[str], games: int = 20, jobs: int | None = None, seed: int = 1,
               levels: list[str] | None = None, progress: bool = True, variant: str | None = None) -> list[Pairing]:
    results = []
    for game in games_ids:
        for upper, lower in pairings(game, levels):
            tasks = list(both_seats(game, upper, lower, games, seed, variant))
            start = time.perf_counter()
            records = run_tasks(tasks, jobs, f"{game}: {upper} vs {lower}", progress)
            results.append(summarise(game, upper, lower, records, time.perf_counter() - start))
    return results


def add_parser(sub: Any) -> None:
    """Register `ladder` on the CLI's subparsers."""
    parser = sub.add_parser("ladder", help=_("every bot level against the one below, both seats, with 95%% CIs"))
    parser.add_argument("--game", choices=game_ids(), default=None, help=_("one game (default: every game)"))
    parser.add_argument("--games", type=int_at_least(1, 100_000), default=20, help=_("games per pairing (default 20)"))
    parser.add_argument("--jobs", type=int_at_least(1, 256), default=None,
                        help=_("worker processes (default: one per core)"))
    parser.add_argument("--seed", type=int_at_least(0), default=1)
    parser.add_argument("--levels", default=None, help=_("only these levels, comma-separated (e.g. random,easy,normal)"))
    parser.add_argument("--variant", default=None, help=_("play this variant (default: the game's rulebook)"))
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=main)


def main(args: argparse.Namespace) -> int:
    """Run `ladder` from parsed arguments."""
    levels = [x.strip() for x in args.levels.split(",")] if args.levels else None
    ids = [args.game] if args.game else game_ids()
    check_levels(levels, ids)
    for game in ids:
        check_variant(get_game(game), args.variant)
    results = run_ladder(ids, args.games, args.jobs, args.seed, levels, progress=True, variant=args.variant)
    if args.json:
        print(json.dumps([asdict(r) for r in results], indent=2))
        return 0
    print_table(results)
    return 0


def check_levels(levels: list[str] | None, ids: list[str]) -> None:
    """`--levels` names known levels that make at least one pairing."""
    if levels is None:
        return
    unknown = [name for name in levels if name not in LADDER]
    if unknown:
        raise UsageError(f"--levels: unknown level {unknown[0]!r}; levels: {', '.join(LADDER)}")
    if not any(pairings(game, levels) for game in ids):
        raise UsageError(f"--levels: {', '.join(levels) or 'nothing'} makes no pairing; name two levels or more "
                         f"(from {', '.join(LADDER)})")


HEADERS = ("game", "pairing", "games", "win rate", "95% CI", "seat 1 / seat 2", "games/s", "ms/move (max)",
           "deals won / split / lost")

SHORT_HEADERS = ("game", "pairing", "games", "win\nrate", "95%\nCI", "seat 1 /\nseat 2", "games\n/s", "ms/move\n(max)",
                 "deals won /\nsplit / lost")

TITLE = "Bot ladder: the stronger bot's score, both seats (95% Wilson interval)"


def table_rows(results: list[Pairing]) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for r in results:
        think = "-" if r.upper_move_ms is None else f"{r.upper_move_ms:.0f} ({r.upper_max_move_ms:.0f})"
        rows.append((r.game, f"{r.upper} vs {r.lower}", str(r.games), f"{100 * r.win_rate:.1f}%",
                     f"{100 * r.ci_low:.1f}-{100 * r.ci_high:.1f}%",
                     " / ".join(f"{100 * s:.0f}%" for s in r.upper_by_seat), f"{r.games_per_second:.2f}", think,
                     "-" if not r.upper_by_deal else " / ".join(map(str, r.upper_by_deal))))
    return rows


def plain_table(rows: list[tuple[str, ...]]) -> list[str]:
    widths = [max(len(cell) for cell in column) for column in zip(HEADERS, *rows)]

    def line(cells: tuple[str, ...]) -> str:
        return "  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))).rstrip()

    return [TITLE, line(HEADERS), "  ".join("-" * w for w in widths), *map(line, rows)]


def stacked(rows: list[tuple[str, ...]]) -> list[str]:
    """The table for a narrow terminal: one block of short lines per pairing."""
    lines = [TITLE]
    for row in rows:
        lines += ["", f"{row[0]}: {row[1]}"]
        lines += [f"  {name}: {cell}" for name, cell in zip(HEADERS[2:], row[2:])]
    return lines


def print_table(results: list[Pairing], console: Any = None) -> None:
    """The ladder's table, whole at any width: plain text when piped; on a terminal one Rich table,
    else one per game, else `stacked`."""
    from tanuki_table.cli.output import console as command_console

    console = console or command_console()
    rows = table_rows(results)
    if not console.is_terminal:
        for line in plain_table(rows):
            console.file.write(line + "\n")
        return
    wide = console.options.update_width(10_000)  # measured unbounded: the width it needs
    layouts = [[_rich_table(rows, TITLE, with_game=True)],
               [_rich_table([r for r in rows if r[0] == game], f"{game}: {TITLE[len('Bot ladder: '):]}", with_game=False)
                for game in dict.fromkeys(r[0] for r in rows)]]
    for tables in layouts:
        if all(console.measure(t, options=wide).maximum <= console.width for t in tables):
            for table in tables:
                console.print(table)
            return
    for line in stacked(rows):
        console.print(line, markup=False, highlight=False)


def _rich_table(rows: list[tuple[str, ...]], title: str, with_game: bool) -> Any:
    table = Table(title=title, box=box.SIMPLE_HEAD, title_justify="left", show_edge=False,
                  padding=(0, 1) if with_game else (0, 0))
    first = 0 if with_game else 1
    for index, name in enumerate(SHORT_HEADERS[first:], start=first):
        table.add_column(name, justify="left" if index < 2 else "right", no_wrap=True)
    for row in rows:
        table.add_row(*row[first:])
    return table
