"""`tanuki-table balance GAME`: how fair a game is between equal bots: win rates by seat, endings,
matchups and cards played by the winner, each with a 95% Wilson interval."""

from __future__ import annotations

import argparse
import itertools
import json
import time
from collections import Counter, defaultdict
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from tanuki_table.cli.argtypes import UsageError, int_at_least
from tanuki_table.core.i18n import _
from tanuki_table.analysis.runner import GameRecord, GameTask, run_tasks
from tanuki_table.analysis.stats import wilson
from tanuki_table.games import game_ids, get_game


def premade_decks(game: str) -> dict[str, list[str]]:
    """The game's premade decks by name (empty when it has none)."""
    info = get_game(game)
    return dict(info.decks.premade(info)) if info.decks is not None else {}


def default_bot(game: str) -> str:
    """The strongest level the game has (`--bot easy` gives a quick survey)."""
    from tanuki_table.bots import bot_names
    from tanuki_table.bots.levels import LEVELS

    names = bot_names(game)
    levels = [level for level in LEVELS if level in names]
    return levels[-1] if levels else names[-1]


def tasks_for(game: str, bot: str, games: int, seed: int = 1, variant: str | None = None,
              players: int = 2) -> list[GameTask]:
    """Equal bots in every seat, seat 0 always starting; with premade decks, the ordered deck pairs
    in turn."""
    info = get_game(game)
    rules = info.decks
    takes = rules is not None and rules.takes_decks(variant or info.variants[0])
    decks = premade_decks(game) if players == 2 and takes else {}
    distinct = rules is not None and rules.distinct  # no two seats the same animal
    pairs = list(itertools.permutations(sorted(decks), 2) if distinct else itertools.product(sorted(decks), repeat=2))
    pairs = pairs or [None]  # type: ignore[list-item]
    tasks = []
    for i in range(games):
        pair = pairs[i % len(pairs)]
        chosen = tuple(tuple(decks[name]) for name in pair) if pair else None
        tasks.append(GameTask(game, (bot,) * players, seed + i, variant, chosen, pair,
                              first_player=0, track_cards=True))
    return tasks


def _rate(wins: float, n: int) -> dict[str, Any]:
    low, high = wilson(wins, n)
    return {"wins": wins, "games": n, "rate": wins / n if n else 0.0, "ci": [low, high]}


def report(game: str, bot: str, records: list[GameRecord], seconds: float) -> dict[str, Any]:
    """Everything `balance` prints, as plain data."""
    n = len(records)
    players = len(records[0].task.seats) if records else 2
    seat_wins = Counter(r.winner for r in records if r.finished and r.winner is not None)
    ends = Counter(r.end for r in records)
    scores: defaultdict[str, float] = defaultdict(float)  # per matchup: the first-named side's score, and its games
    matches: Counter[str] = Counter()
    for r in records:
        if r.matchup and len(r.matchup) == 2 and r.matchup[0] != r.matchup[1]:
            a, b = sorted(r.matchup)
            matches[f"{a} vs {b}"] += 1
            scores[f"{a} vs {b}"] += 0.5 if not r.finished or r.winner is None else float(r.matchup[r.winner] == a)
    decided = [r for r in records if r.finished and r.winner is not None]
    by_winner: Counter[str] = Counter()
    by_anyone: Counter[str] = Counter()
    wins_when_played: Counter[str] = Counter()
    seat_games_played: Counter[str] = Counter()
    for r in records:
        for seat, ids in enumerate(r.played):
            for card_id in ids:
                seat_games_played[card_id] += 1
                wins_when_played[card_id] += r.winner == seat and r.finished
            if r.finished and r.winner == seat:
                by_winner.update(ids)
        by_anyone.update(set(itertools.chain.from_iterable(r.played)))
    info = get_game(game)
    decks = {c for r in records if r.task.decks for d in r.task.decks for c in d}
    cards: list[dict[str, Any]] = []
    for card in info.cards():
        in_play = not decks or card.id in decks
        prize = info.prize(card.id)  # won or set aside by the rules, never played by a move
        cards.append({
            "id": card.id, "name": card.name, "in_decks": in_play, "prize": prize,
            "played_in": by_anyone[card.id], "played_by_winner": _rate(by_winner[card.id], len(decided)),
            "win_rate_when_played": _rate(wins_when_played[card.id], seat_games_played[card.id]),
            "never_played": in_play and not prize and by_anyone[card.id] == 0,
        })
    return {
        "game": game, "bot": bot, "games": n, "players": players, "seconds": seconds,
        "games_per_second": n / seconds if seconds else 0.0,
        "seats": [_rate(seat_wins[s], n) for s in range(players)],
        "draws": sum(1 for r in records if r.finished and r.winner is None),
        "unfinished": sum(1 for r in records if not r.finished),
        "ends": {kind: _rate(count, n) for kind, count in ends.most_common()},
        "matchups": {key: _rate(scores[key], count) for key, count in sorted(matches.items())},
        "cards": cards,
        "never_played": [c["id"] for c in cards if c["never_played"]],
    }


def run_balance(game: str, games: int = 200, jobs: int | None = None, bot: str | None = None,
                seed: int = 1, variant: str | None = None, players: int = 2,
                progress: bool = True) -> dict[str, Any]:
    """Play the games and build the report."""
    bot = bot or default_bot(game)
    tasks = tasks_for(game, bot, games, seed, variant, players)
    start = time.perf_counter()
    records = run_tasks(tasks, jobs, f"{game}: {bot} vs {bot}", progress)
    return report(game, bot, records, time.perf_counter() - start)


def add_parser(sub: Any) -> None:
    """Register `balance` on the CLI's subparsers."""
    parser = sub.add_parser("balance", help=_("seat, deck and card balance between equal bots, with 95%% CIs"))
    parser.add_argument("game", choices=game_ids())
    parser.add_argument("--games", type=int_at_least(1, 1_000_000), default=200, help=_("games to play (default 200)"))
    parser.add_argument("--jobs", type=int_at_least(1, 256), default=None,
                        help=_("worker processes (default: one per core)"))
    parser.add_argument("--bot", default=None, metavar="LEVEL",
                        help=_("the bot in every seat (default: the strongest, hard, which searches for up to a "
                             "second per move; easy for a quick survey of many games)"))
    parser.add_argument("--seed", type=int_at_least(0), default=1)
    parser.add_argument("--variant", default=None)
    parser.add_argument("--players", type=int_at_least(1, 99), default=2)
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=main)


def main(args: argparse.Namespace) -> int:
    """Run `balance` from parsed arguments."""
    from tanuki_table.bots import bot_names

    if args.bot is not None and args.bot not in bot_names(args.game):
        raise UsageError(f"--bot: unknown bot {args.bot!r} for {args.game}; available: "
                         f"{', '.join(bot_names(args.game))}")
    result = run_balance(args.game, args.games, args.jobs, args.bot, args.seed, args.variant, args.players)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print_report(result)
    return 0


def _pct(rate: dict[str, Any]) -> tuple[str, str]:
    low, high = rate["ci"]
    return f"{100 * rate['rate']:.1f}%", f"{100 * low:.1f}-{100 * high:.1f}%"


def _table(title: str, *columns: str) -> Table:
    """A table whose first column is left-aligned and the others right-aligned."""
    table = Table(title=title)
    for index, column in enumerate(columns):
        table.add_column(column, justify="right" if index else "left")
    return table


def print_report(result: dict[str, Any], console: Console | None = None, top: int = 12) -> None:
    """Seats, endings, matchups and cards as tables."""
    from tanuki_table.cli.output import console as make_console

    console = console or make_console()  # piped: every column whole
    head = (f"{result['game']}: {result['games']} games, {result['bot']} in every seat, "
            f"{result['games_per_second']:.2f} games/s")
    console.print(escape(head))

    seats = _table("Win rate by seat, Player 1 starting (95% Wilson interval)",
                   "seat", "wins", "win rate", "95% CI")
    for seat, rate in enumerate(result["seats"]):
        seats.add_row(f"Player {seat + 1}", str(int(rate["wins"])), *_pct(rate))
    console.print(seats)
    console.print(f"draws {result['draws']}  unfinished {result['unfinished']}")

    ends = _table("How games end", "ending", "games", "share", "95% CI")
    for kind, rate in result["ends"].items():
        ends.add_row(escape(kind), str(int(rate["wins"])), *_pct(rate))
    console.print(ends)

    if result["matchups"]:
        matchups = _table("Matchups: the first-named side's score (mirror matches left out)",
                          "matchup", "games", "score", "95% CI")
        for key, rate in result["matchups"].items():
            matchups.add_row(escape(key), str(rate["games"]), *_pct(rate))
        console.print(matchups)

    cards = [c for c in result["cards"] if c["in_decks"] and not c.get("prize")]
    cards.sort(key=lambda c: (c["played_by_winner"]["rate"], c["id"]))
    table = _table(f"Cards played by the winner (the {top} least and most played; never played flagged)",
                   "card", "played in", "by winner", "95% CI", "win rate when played")
    shown = cards if len(cards) <= 2 * top else cards[:top] + cards[-top:]
    for card in shown:
        name = escape(card["name"]) + (" [bold red](never played)[/]" if card["never_played"] else "")
        played = card["win_rate_when_played"]
        table.add_row(name, str(card["played_in"]), *_pct(card["played_by_winner"]),
                      "-" if not played["games"] else f"{100 * played['rate']:.0f}% of {played['games']}")
    console.print(table)
    if result["never_played"]:
        console.print(f"never played: {escape(', '.join(result['never_played']))}")
