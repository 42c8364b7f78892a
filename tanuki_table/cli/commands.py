"""The `tanuki-table` command line: the app, and the headless tools (sim, cards, validate, ...).
Every option is checked before anything starts; exit codes and error lines are `guard`'s."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from tanuki_table import __version__
from tanuki_table.cli.argparse_words import cell_formatter, translate_argparse
from tanuki_table.cli.argtypes import check_seats, check_variant, delay, int_at_least
from tanuki_table.cli.guard import PROG, UsageError, guarded, reader_gone, utf8_output
from tanuki_table.cli.lang import OPTION, split_lang
from tanuki_table.cli import launch  # launch.has_terminal is looked up at call time (tests stand in for a terminal)
from tanuki_table.errors import TanukiError
from tanuki_table.games import all_games, game_ids, get_game
from tanuki_table.core.i18n import LANGUAGES, _, current_language, ngettext, use_language
from tanuki_table.core.text import clean

if TYPE_CHECKING:  # pydantic and the engines load when a game is played, not at start-up
    from tanuki_table.core.plugin import GameRules
    from tanuki_table.core.session import StartRequest

MAX_GAMES = 1_000_000
MAX_PACKS = 1_000


class _Parser(argparse.ArgumentParser):
    """argparse, with usage errors as one line (and exit code 2), and help laid out in cells."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.formatter_class = cell_formatter(self.formatter_class)

    def error(self, message: str) -> NoReturn:
        print(_("{prog}: error: {message} (try `{prog} --help`)").format(prog=self.prog, message=clean(message)),
              file=sys.stderr)
        raise SystemExit(2)


def _parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser. shtab (slow to import) loads only for `--print-completion`;
    otherwise the option is a stand-in that shows in `--help`."""
    translate_argparse()
    parser = _Parser(prog=PROG, description=_("Card games for the terminal: hot-seat or against a bot."))
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}",
                        help=_("show the program's version number and exit"))
    parser.add_argument(OPTION, choices=list(LANGUAGES), default=None, dest="lang",
                        help=_("the language: en, pl or ja (default: your setting, then TANUKI_TABLE_LANG, "
                               "then the locale)"))
    parser.add_argument("--bot-delay", type=delay, default=None, help=_("seconds between a bot's moves (default: your setting, 0.6 at first)"))
    words = sys.argv[1:] if argv is None else argv
    if any(word.startswith("--print-completion") for word in words):
        import shtab

        shtab.add_argument_to(parser, ["--print-completion"])
    else:
        parser.add_argument("--print-completion", metavar="SHELL",
                            help=_("print a shell completion script: bash, zsh or tcsh (see docs/playing.md)"))
    if _commands_wanted(words):
        _add_commands(parser)
    else:  # `tanuki-table` alone (the picker): no command's parser, and none of their modules, to load
        parser.set_defaults(command=None)
    return parser


def _add_commands(parser: argparse.ArgumentParser) -> None:
    """Every command's parser (and through `serve`, `host`, `ladder`, `balance`, their modules)."""
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help=_("start a game straight away"), epilog=_play_epilog(),
                          formatter_class=argparse.RawDescriptionHelpFormatter)
    play.add_argument("game", choices=game_ids(), metavar="GAME", help=_("the game to play, one of those listed below"))
    mode = play.add_mutually_exclusive_group()
    mode.add_argument("--vs", metavar="BOT", default=None,
                      help=_("play against a bot: easy (the default; also called simple), normal, hard or random"))
    mode.add_argument("--hotseat", action="store_true", help=_("two (or more) people at one keyboard"))
    play.add_argument("--variant", default=None, metavar="NAME",
                      help=_("the game's variant, one of those listed below (default: the first)"))
    play.add_argument("--players", type=int_at_least(1, 99), default=None, metavar="N",
                      help=_("how many seats (the game's range; default 2)"))
    play.add_argument("--seed", type=int_at_least(0), default=None, metavar="N",
                      help=_("the shuffle's seed: the same seed deals the same cards (default: a new deal)"))
    play.add_argument("--first", type=int_at_least(1, 99), default=None, metavar="SEAT",
                      help=_("seat that starts (1 = you; default: the game's rule)"))
    play.add_argument("--animal", default=None, metavar="NAME[,NAME...]",
                      help=_("Animale Tattica: your animal; a list gives each seat in order (others random)"))
    play.add_argument("--bot-delay", type=delay, default=None, dest="play_bot_delay", metavar="SECONDS",
                      help=_("seconds between a bot's moves (default: your setting, 0.6 at first)"))
    play.add_argument("--plain", action="store_true",
                      help=_("line by line, for screen readers and slow links (no full-screen drawing)"))

    sim = sub.add_parser("sim", help=_("bot-vs-bot games without a screen (the engine benchmark)"))
    sim.add_argument("--game", required=True, choices=game_ids())
    sim.add_argument("--players", default="random,random", help=_("comma-separated bot names, one per seat"))
    sim.add_argument("--games", type=int_at_least(1, MAX_GAMES), default=100)
    sim.add_argument("--seed", type=int_at_least(0), default=1)
    sim.add_argument("--variant", default=None)
    sim.add_argument("--json", action="store_true", help=_("print JSON"))
    sim.set_defaults(handler=_sim)

    cards = sub.add_parser("cards", help=_("print a game's cards as a table"))
    cards.add_argument("game", nargs="?", choices=game_ids(), help=_("print this game's cards (none: open the card browser)"))
    cards.set_defaults(handler=_cards)
    cards.add_argument("--browse", action="store_true", help=_("open the interactive card browser instead of printing"))
    cards.add_argument("--search", default=None, metavar="QUERY",
                       help=_("only cards matching QUERY, e.g. 'atk>=800 -oni' (the card browser's search language)"))
    cards.add_argument("--long", action="store_true", help=_("also print each card's effect text and flavour"))
    shape = cards.add_mutually_exclusive_group()
    shape.add_argument("--json", action="store_const", const="json", dest="format",
                       help=_("print every field of every matching card as JSON"))
    shape.add_argument("--csv", action="store_const", const="csv", dest="format",
                       help=_("print every field of every matching card as CSV"))

    booster = sub.add_parser("booster", help=_("open a booster pack and print it (rarest card last)"))
    booster.add_argument("game", choices=game_ids())
    booster.set_defaults(handler=_booster)
    booster.add_argument("--seed", type=int_at_least(0), default=None, help=_("same seed, same pack"))
    booster.add_argument("--packs", type=int_at_least(1, MAX_PACKS), default=1, help=_("how many packs (default 1)"))

    validate = sub.add_parser("validate", help=_("check card files and print every problem"))
    validate.add_argument("path", nargs="?", default=None, help=_("a card_data folder, one game's folder, or one file"))

    replay = sub.add_parser("replay", help=_("export a finished game as a replay file, or check one"))
    replay_sub = replay.add_subparsers(dest="replay_command", required=True, parser_class=_Parser)
    export = replay_sub.add_parser("export", help=_("write a finished game's replay (from a save file, or the latest)"))
    export.add_argument("save", nargs="?", default="latest", help=_("a save file, or `latest` (default)"))
    export.add_argument("-o", "--output", default=None, help=_("the replay file to write"))
    check = replay_sub.add_parser("check", help=_("replay a file headlessly; exit 1 if it does not reproduce"))
    check.add_argument("file")
    watch = replay_sub.add_parser("watch", help=_("watch a replay file move by move (Esc returns to the shell)"))
    watch.add_argument("file")

    deck = sub.add_parser("deck", help=_("check a deck file"))
    deck_sub = deck.add_subparsers(dest="deck_command", required=True)
    deck_check = deck_sub.add_parser("check", help=_("print a deck file as read and whether it is legal (exit 1 if not)"))
    deck_check.add_argument("file")
    deck_check.set_defaults(handler=_deck)
    deck_check.add_argument("--game", required=True, choices=game_ids())
    deck_check.add_argument("--variant", default=None)

    stats = sub.add_parser("stats", help=_("your match history: games, wins, streaks, per game and opponent"))
    stats.add_argument("--game", choices=game_ids(), default=None)
    stats.add_argument("--json", action="store_true", help=_("print JSON"))
    stats.set_defaults(handler=_stats)

    from tanuki_table.analysis import balance, ladder  # their modules hold their parsers and handlers
    from tanuki_table.cli.serve import add_parser as add_serve
    from tanuki_table.net.host_join import add_parsers as add_net

    add_serve(sub)
    add_net(sub)
    ladder.add_parser(sub)
    balance.add_parser(sub)


def _play_epilog() -> str:
    """The end of `play --help`: each game with its players and variants, and the bots."""
    games = all_games()
    width = max(len(game.id) for game in games) + 2
    lines = [_("games and their variants (--variant; the first is the default):")]
    for game in games:
        low, high = game.min_players, game.max_players
        span = str(low) if low == high else f"{low}-{high}"
        # TRANSLATORS: {players} is a number or a range ("2", "2-4"); {count} the most players
        players = ngettext("{players} player", "{players} players", high).format(players=span, count=high)
        lines.append(f"  {game.id:<{width}}{', '.join(game.variants)}  ({players})")
    lines += ["", *_("bots (--vs): easy (also called simple) plays by rules of thumb; normal and hard search\n"
                     "ahead, hard the furthest; random plays any legal move").splitlines()]
    return "\n".join(lines)


def _commands_wanted(words: list[str]) -> bool:
    """Whether the command line may name a command or ask for help: only then are the commands'
    parsers built."""
    return any(not word.startswith("-") or word in ("-h", "--help") or word.startswith("--print-completion")
               for word in split_lang(words)[1])


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code (0 done, 1 failure, 2 usage error)."""
    try:
        args = _parser(argv).parse_args(argv)
    except SystemExit as exc:  # --help, --version, or a usage error (already printed)
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    except BrokenPipeError:  # `--print-completion bash | head`: the reader stopped, not an error
        return reader_gone()
    if args.lang is not None and args.lang != current_language():  # `--lan pl`: argparse's abbreviation
        use_language(args.lang)
    return guarded(lambda: _run(args))


def _run(args: argparse.Namespace) -> int:
    utf8_output()
    if getattr(args, "handler", None) is not None:  # the commands set their handler (set_defaults)
        return int(args.handler(args))
    if args.command == "validate":
        from tanuki_table.cards.validate import validate_path

        return validate_path(Path(args.path) if args.path else None)
    if args.command == "replay":
        from tanuki_table.persistence import replay

        if args.replay_command == "export":
            return replay.main_export(args.save, args.output)
        if args.replay_command == "watch":
            if not launch.has_terminal():
                raise UsageError(_("watching a replay needs a terminal; `replay check FILE` works without one"))
            from tanuki_table.ui.screens.standalone import watch_command

            return watch_command(args.file, args.bot_delay)
        return replay.main_check(args.file)
    return _app(args)


def _stats(args: argparse.Namespace) -> int:
    import sqlite3

    from tanuki_table.persistence.history import stats

    try:
        rows = stats(args.game)
    except sqlite3.Error as exc:
        raise TanukiError(_("the match history cannot be read: {reason}").format(reason=exc)) from exc
    if args.json:
        print(json.dumps([row.as_dict() for row in rows], indent=2))
        return 0
    from tanuki_table.analysis.stats_view import stats_renderable
    from tanuki_table.cli.output import console

    out = console()
    out.print(stats_renderable(rows, {g.id: g.title for g in all_games()}, out.width))
    return 0


def _sim(args: argparse.Namespace) -> int:
    from tanuki_table.bots import bot_names
    from tanuki_table.analysis.sim import run_sim

    players = [p.strip() for p in args.players.split(",") if p.strip()]
    info = get_game(args.game)
    check_seats(info, len(players), "--players")
    known = bot_names(info.id)
    unknown = [p for p in players if p not in known]
    if unknown:
        raise UsageError(_("unknown bot {bot} for {game}; known: {known}").format(
            bot=repr(unknown[0]), game=info.id, known=", ".join(known)))
    check_variant(info, args.variant)
    result = run_sim(args.game, players, games=args.games, seed=args.seed, variant=args.variant)
    if args.json:
        print(json.dumps(result.as_dict(), indent=2))
        return 0
    from rich.table import Column, Table  # only the commands that print a table load it

    from tanuki_table.cli.output import console as make_console

    table = Table("seat", "bot", Column("wins", justify="right"), Column("µs/decision", justify="right"),
                  title=f"{args.game}: {result.games} games, seed {result.seed}, variant {result.variant}")
    for seat, name in enumerate(players):
        table.add_row(str(seat), name, str(result.wins[seat]), f"{result.bot_us_per_decision[seat]:.0f}")
    console = make_console()
    console.print(table)
    console.print(
        f"draws {result.draws}  unfinished {result.unfinished}  mean length {result.mean_actions:.1f} actions\n"
        f"{result.games_per_second:.1f} games/s  {result.actions_per_second:,.0f} actions/s  "
        f"engine {result.engine_us_per_decision:.1f} µs per decision (legal_actions + apply)",
        markup=False, highlight=False,
    )
    return 0


def _cards(args: argparse.Namespace) -> int:
    if args.format and (args.game is None or args.browse):
        raise UsageError(_("--{format} prints one game's cards: `cards GAME --{format}`").format(format=args.format))
    if (args.game is None or args.browse) and not launch.has_terminal():
        raise UsageError(_("the card browser needs a terminal; `cards GAME` prints the cards"))
    from tanuki_table.cli.cardtable import cards_command

    return cards_command(args.game, args.search, args.long, args.browse, args.bot_delay, args.format)


def _booster(args: argparse.Namespace) -> int:
    from rich.table import Column, Table  # only the commands that print a table load it

    from tanuki_table.cards.booster import open_pack
    from tanuki_table.cli.output import console as make_console
    from tanuki_table.core.text import safe_text

    info = get_game(args.game)
    rng = random.Random(args.seed)
    console = make_console()
    for number in range(1, args.packs + 1):
        pack = open_pack(info.id, rng=rng, seat=number - 1)
        seed = "" if args.seed is None else f", seed {args.seed}"
        table = Table(Column("#", justify="right"), "card id", "name", "rarity",
                      title=safe_text(f"{info.title}: pack {number}{seed} ({len(pack)} cards, rarest last)"))
        for index, card_id in enumerate(pack, start=1):
            card = info.card(card_id)
            rarity = getattr(card, "rarity", "")
            table.add_row(str(index), safe_text(card_id), safe_text(card.name),
                          safe_text(getattr(rarity, "value", rarity)))
        console.print(table)
    return 0


def _deck(args: argparse.Namespace) -> int:
    """`tanuki-table deck check FILE --game G [--variant V]`: the deck file as read, and whether it is
    legal (exit 0 legal, 1 not, 2 unreadable)."""
    from rich.console import Console  # only the commands that print a table load it
    from rich.table import Column, Table

    from tanuki_table.cards.deckfile import CardIndex, parse_text
    from tanuki_table.cards.decks import DeckFileError, read_text
    from tanuki_table.core.text import safe as escape

    info = get_game(args.game)
    try:
        text = read_text(Path(args.file))
    except DeckFileError as exc:
        print(f"tanuki-table: {exc}", file=sys.stderr)
        return 2
    names = {str(c.id): str(getattr(c, "name", c.id)) for c in info.cards()}
    deck = parse_text(text, CardIndex(names))
    console = Console(highlight=False)
    for label, cards in (("Main", deck.main), ("Side (kept, not played)", deck.side)):
        if not cards and label != "Main":
            continue
        console.print(f"[bold]{escape(info.title)} · {label}: {len(cards)} cards[/]")
        table = Table(Column("#", justify="right"), "name", "id")
        for card_id, count in Counter(cards).items():
            table.add_row(str(count), escape(names.get(card_id, card_id)), card_id)
        console.print(table)
    for problem in deck.problems:
        console.print(f"[red]✗[/] {escape(str(problem))}")
    rules = info.decks
    if rules is None:
        console.print(f"{escape(info.title)} has no constructed decks: nothing to check.")
        return 1
    variants = [v for v in info.variants if rules.takes_decks(v)] or list(info.variants)
    chosen = args.variant or variants[0]
    problems = list(rules.problems(info, list(deck.main), chosen))
    if problems or deck.problems:
        for why in problems:
            console.print(f"[red]✗[/] {escape(why)}")
        console.print(f"[bold red]Not legal[/] for {escape(info.title)} ({chosen}).")
        return 1
    console.print(f"[bold green]Legal[/] for {escape(info.title)} ({chosen}): {len(deck.main)} cards.")
    return 0


def _animals(info: GameRules, given: str | None, players: int) -> list[str] | None:
    """`--animal dog` or `--animal penguin,bear`: the premade armies of the first seats, checked."""
    if given is None:
        return None
    rules = info.decks
    if rules is None or rules.choice != "animal":
        raise UsageError(_("--animal: {game} has no animals to choose").format(game=_(info.title)))
    names = [n.strip() for n in given.split(",")]
    if len(names) > players:
        # TRANSLATORS: {seats} is the number of seats
        raise UsageError(ngettext("--animal: {count} animal for {seats} seats", "--animal: {count} animals for {seats} seats",
                                  len(names)).format(count=len(names), seats=players))
    chosen: list[str] = []
    for name in names:
        army = rules.named(info, name) if name else None
        if army is None:
            known = ", ".join(k.split()[0].lower() for k in rules.premade(info))
            raise UsageError(_("--animal: unknown animal {name}; known: {known}").format(name=repr(name), known=known))
        if army in chosen:
            raise UsageError(_("--animal: {name} is taken: each seat plays a different animal").format(name=repr(name)))
        chosen.append(army)
    return chosen


def _app(args: argparse.Namespace) -> int:
    start: StartRequest | None = None
    if getattr(args, "command", None) == "play":
        info = get_game(args.game)
        check_variant(info, args.variant)
        players = args.players if args.players is not None else max(2, info.min_players)
        check_seats(info, players, "--players")
        if args.first is not None and not 1 <= args.first <= players:
            raise UsageError(_("--first: must be a seat from 1 to {players}, not {first}").format(
                players=players, first=args.first))
        bot = None if args.hotseat else (args.vs or "easy")
        if bot is not None:
            from tanuki_table.bots import bot_names

            known = bot_names(info.id)
            if bot not in known:
                raise UsageError(_("--vs: unknown bot {bot} for {game}; known: {known}").format(
                    bot=repr(bot), game=info.id, known=", ".join(known)))
        start = {
            "game": args.game,
            "bot": bot,
            "variant": args.variant,
            "players": players,
            "seed": args.seed,
            "first_player": None if args.first is None else args.first - 1,
            "animals": _animals(info, args.animal, players),
        }
        if args.play_bot_delay is not None:
            args.bot_delay = args.play_bot_delay
        if args.plain:  # no terminal needed: lines in, lines out
            from tanuki_table.cards.setups import setup_from_args
            from tanuki_table.cli.plain import PlainGame

            return PlainGame.start(setup_from_args(start)).run()
    return launch.run_app(start, args.bot_delay)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
