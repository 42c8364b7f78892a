"""The `tanuki-table` command line: the app, and the headless tools (sim, cards, validate).

Only `tanuki-table` (no command) and `play` import Textual; the rest stay light.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tanuki_table.errors import SetupError, TanukiError
from tanuki_table.games import game_ids, get_game


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tanuki-table", description="Five card games for the terminal.")
    parser.add_argument("--bot-delay", type=float, default=0.6, help="seconds between a bot's moves (default 0.6)")
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start a game straight away")
    play.add_argument("game", choices=game_ids())
    mode = play.add_mutually_exclusive_group()
    mode.add_argument("--vs", metavar="BOT", default=None, help="play against a bot (random, simple)")
    mode.add_argument("--hotseat", action="store_true", help="two (or more) people at one keyboard")
    play.add_argument("--variant", default=None)
    play.add_argument("--players", type=int, default=2)
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--first", type=int, default=None, help="seat that starts (1 = you)")
    play.add_argument("--bot-delay", type=float, default=None, dest="play_bot_delay")

    sim = sub.add_parser("sim", help="bot-vs-bot games without a screen (the engine benchmark)")
    sim.add_argument("--game", required=True, choices=game_ids())
    sim.add_argument("--players", default="random,random", help="comma-separated bot names, one per seat")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--variant", default=None)
    sim.add_argument("--json", action="store_true", help="print JSON")

    cards = sub.add_parser("cards", help="print a game's cards as a table")
    cards.add_argument("game", nargs="?", choices=game_ids(), help="print this game's cards (none: open the card browser)")
    cards.add_argument("--browse", action="store_true", help="open the interactive card browser instead of printing")
    cards.add_argument("--search", default=None, metavar="QUERY",
                       help="only cards matching QUERY, e.g. 'atk>=800 -oni' (the card browser's search language)")

    booster = sub.add_parser("booster", help="open a booster pack and print it (rarest card last)")
    booster.add_argument("game", choices=game_ids())
    booster.add_argument("--seed", type=int, default=None, help="same seed, same pack")
    booster.add_argument("--packs", type=int, default=1, help="how many packs (default 1)")

    validate = sub.add_parser("validate", help="check card files and print every problem")
    validate.add_argument("path", nargs="?", default=None, help="a card_data folder, one game's folder, or one file")

    replay = sub.add_parser("replay", help="export a finished game as a replay file, or check one")
    replay_sub = replay.add_subparsers(dest="replay_command", required=True)
    export = replay_sub.add_parser("export", help="write a finished game's replay (from a save file, or the latest)")
    export.add_argument("save", nargs="?", default="latest", help="a save file, or `latest` (default)")
    export.add_argument("-o", "--output", default=None, help="the replay file to write")
    check = replay_sub.add_parser("check", help="replay a file headlessly; exit 1 if it does not reproduce")
    check.add_argument("file")

    from tanuki_table import balance, ladder  # `ladder` and `balance` keep their parsers and handlers

    ladder.add_parser(sub)
    balance.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = _parser().parse_args(argv)
    try:
        if getattr(args, "handler", None) is not None:
            return int(args.handler(args))
        if args.command == "sim":
            return _sim(args)
        if args.command == "cards":
            return _cards(args)
        if args.command == "booster":
            return _booster(args)
        if args.command == "validate":
            from tanuki_table.validate import validate_path

            return validate_path(Path(args.path) if args.path else None)
        if args.command == "replay":
            from tanuki_table import replay

            if args.replay_command == "export":
                return replay.main_export(args.save, args.output)
            return replay.main_check(args.file)
        return _app(args)
    except (TanukiError, ValueError) as exc:
        print(f"tanuki-table: {exc}", file=sys.stderr)
        return 2


def _sim(args: argparse.Namespace) -> int:
    from tanuki_table.sim import run_sim

    players = [p.strip() for p in args.players.split(",") if p.strip()]
    result = run_sim(args.game, players, games=args.games, seed=args.seed, variant=args.variant)
    if args.json:
        print(json.dumps(result.as_dict(), indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"{args.game}: {result.games} games, seed {result.seed}, variant {result.variant}")
    table.add_column("seat")
    table.add_column("bot")
    table.add_column("wins", justify="right")
    table.add_column("µs/decision", justify="right")
    for seat, name in enumerate(players):
        table.add_row(str(seat), name, str(result.wins[seat]), f"{result.bot_us_per_decision[seat]:.0f}")
    console = Console()
    console.print(table)
    console.print(
        f"draws {result.draws}  unfinished {result.unfinished}  mean length {result.mean_actions:.1f} actions\n"
        f"{result.games_per_second:.1f} games/s  {result.actions_per_second:,.0f} actions/s  "
        f"engine {result.engine_us_per_decision:.1f} µs per decision (legal_actions + apply)"
    )
    return 0


def _cards(args: argparse.Namespace) -> int:
    if args.game is None or args.browse:
        from tanuki_table.ui.app import TanukiApp

        TanukiApp(start={"browse": args.game}, bot_delay=args.bot_delay).run()
        return 0
    from rich.console import Console

    from tanuki_table.cardtable import card_table

    info = get_game(args.game)
    if args.search:
        from tanuki_table.query import load_catalogue, search

        found = search(load_catalogue([info]), args.search)
        Console().print(card_table(_Only(info, [r.card for r in found], args.search)))
        return 0
    Console().print(card_table(info))
    return 0


class _Only:
    """A game's info showing only some of its cards (the cards a query found)."""

    def __init__(self, info: object, cards: list, query: str) -> None:
        self.id = getattr(info, "id")
        self.title = f"{getattr(info, 'title')} matching {query!r}"
        self._cards = cards

    def cards(self) -> list:
        return self._cards


def _booster(args: argparse.Namespace) -> int:
    import random

    from rich.console import Console
    from rich.table import Table

    from tanuki_table.booster import open_pack

    info = get_game(args.game)
    rng = random.Random(args.seed)
    console = Console()
    for number in range(1, max(1, args.packs) + 1):
        pack = open_pack(info.id, rng=rng, seat=number - 1)
        seed = "" if args.seed is None else f", seed {args.seed}"
        table = Table(title=f"{info.title}: pack {number}{seed} ({len(pack)} cards, rarest last)")
        table.add_column("#", justify="right")
        table.add_column("card id")
        table.add_column("name")
        table.add_column("rarity")
        for index, card_id in enumerate(pack, start=1):
            card = info.card(card_id)
            rarity = getattr(card, "rarity", "")
            table.add_row(str(index), card_id, card.name, str(getattr(rarity, "value", rarity)))
        console.print(table)
    return 0


def _app(args: argparse.Namespace) -> int:
    from tanuki_table.ui.app import TanukiApp

    start = None
    if getattr(args, "command", None) == "play":
        info = get_game(args.game)
        if args.variant is not None and args.variant not in info.variants:
            raise SetupError(f"unknown variant {args.variant!r} for {info.id}; known: {', '.join(info.variants)}")
        start = {
            "game": args.game,
            "bot": None if args.hotseat else (args.vs or "simple"),
            "variant": args.variant,
            "players": args.players,
            "seed": args.seed,
            "first_player": None if args.first is None else args.first - 1,
        }
        if args.play_bot_delay is not None:
            args.bot_delay = args.play_bot_delay
    TanukiApp(start=start, bot_delay=args.bot_delay).run()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
