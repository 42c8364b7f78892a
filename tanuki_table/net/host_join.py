"""`tanuki-table host GAME` and `tanuki-table join INVITATION`: their options and what they run.
`join` with no invitation reads it from the environment: a browser seat's app, a guest with a
folder of its own that reads and writes none of the host's files (`net.web_seat`).
"""

from __future__ import annotations

import argparse
import sys

from tanuki_table.core.i18n import _
from tanuki_table.cli.argtypes import Parser, UsageError, int_at_least
from tanuki_table.cli.launch import has_terminal, run_app
from tanuki_table.games import game_ids

__all__ = ["add_parsers", "run_host", "run_join"]


def add_parsers(sub: argparse._SubParsersAction[Parser]) -> None:
    """The `host` and `join` subcommands' options."""
    from tanuki_table.cli.argtypes import delay as _delay  # argparse only
    from tanuki_table.cli.serve import _port  # deferred: argparse only; serve's port type, port 0 aside

    deck_help = _("in a game with decks: the deck you bring (a premade or one of your saved decks)")
    host = sub.add_parser("host", help=_("host a table: friends join from their own terminal or browser"))
    host.add_argument("game", nargs="?", choices=game_ids(), help=_("the game (with --resume: optional)"))
    host.add_argument("--variant", default=None)
    host.add_argument("--seed", type=int_at_least(0), default=None)
    host.add_argument("--players", type=int_at_least(1, 8), default=None, metavar="N", help=_("how many seats (the game's range)"))
    host.add_argument("--vs", metavar="LEVEL", default=None, help=_("bots take the seats after the people's"))
    host.add_argument("--people", type=int_at_least(1, 8), default=None, metavar="N",
                      help=_("with --vs: how many seats people play (default 2, or 1 in a two-player game)"))
    host.add_argument("--port", type=lambda text: 0 if text == "0" else _port(text), default=None,
                      help=_("port to listen on (default 7717; 0: any free port)"))
    host.add_argument("--host", default=None, help=_("address to listen on (default 127.0.0.1)"))
    host.add_argument("--watch", action="store_true", help=_("only watch: seat 1 gets an invitation too"))
    host.add_argument("--spectators", type=int_at_least(0, 16), nargs="?", const=1, default=0, metavar="N",
                      help=_("print N spectator invitations (public events only; default 1)"))
    host.add_argument("--resume", action="store_true", help=_("open your newest unfinished table again"))
    host.add_argument("--name", default=None, help=_("your name at the table"))
    host.add_argument("--plain", action="store_true", help=_("play your seat line by line (no full screen)"))
    host.add_argument("--bot-delay", type=_delay, default=None, dest="host_bot_delay", metavar="SECONDS",
                      help=_("seconds between a bot's moves"))
    host.add_argument("--deck", default=None, metavar="NAME", help=deck_help)
    host.add_argument("--web", action="store_true",
                      help=_("the last open seat may also be taken from a web browser (a link with its token)"))
    host.add_argument("--web-port", type=lambda text: 0 if text == "0" else _port(text), default=8000,
                      metavar="P", help=_("with --web: the browser seat's port (default 8000; 0: any free port)"))

    join = sub.add_parser("join", help=_("take a seat at a table someone hosts (the line they gave you)"))
    join.add_argument("invitation", nargs="?", default=None,
                      help=_("tt://HOST:PORT/TOKEN (left out: the environment's TANUKI_TABLE_INVITATION)"))
    join.add_argument("--plain", action="store_true", help=_("line by line (no full screen)"))
    join.add_argument("--name", default=None, help=_("your name at the table"))
    join.add_argument("--deck", default=None, metavar="NAME", help=deck_help)
    host.set_defaults(handler=run_host)
    join.set_defaults(handler=run_join)


def _name(given: str | None) -> str | None:
    """The name to be called at the table: the option's, else the first name in the settings."""
    if given is not None:
        return given
    from tanuki_table.persistence.settings import load_settings  # deferred: only when a table is joined

    names = [n for n in load_settings()[0].player_names if n]
    return names[0] if names else None


def run_join(args: argparse.Namespace) -> int:
    """`tanuki-table join INVITATION [--plain]`; with no invitation, the environment's (a browser
    seat of `host --web`: its app is for that seat alone)."""
    import os  # `join` only, as the rest of this block

    from tanuki_table.persistence.folders import is_served
    from tanuki_table.net.invite import Invitation
    from tanuki_table.net.web_seat import INVITATION

    given = args.invitation
    alone = given is None and is_served()
    if given is None:
        given = os.environ.get(INVITATION)
        if not given:
            raise UsageError(_("join: give the invitation the host printed (tt://HOST:PORT/TOKEN)"))
    invitation = Invitation.parse(given)
    if alone:  # a browser guest: none of the host's files (its own folder), its name asked on the page
        from tanuki_table.net.web_seat import own_home

        own_home()
    name = args.name if alone else _name(args.name)  # a browser seat is not the host's own person
    if args.plain:
        from tanuki_table.net.plain_seat import join_plain

        return join_plain(invitation, name, deck=args.deck)
    if not has_terminal() and not alone:
        raise UsageError(_("joining needs a terminal for the game screen; add --plain to play line by line"))
    return run_app({"join": str(invitation), "name": name, "alone": alone, "deck": args.deck}, args.bot_delay)


def run_host(args: argparse.Namespace) -> int:
    """`tanuki-table host GAME ...`."""
    from tanuki_table.net.hosting import host_table

    if args.game is None and not args.resume:
        raise UsageError(_("host: name the game to host (or --resume your last table)"))
    if args.watch and args.plain:
        raise UsageError(_("host: --watch only watches; --plain plays your seat line by line: choose one"))
    if args.vs is None and args.people is not None:
        raise UsageError(_("host: --people says how many seats are people's when --vs gives the others to bots"))
    if args.web_port != 8000 and not args.web:
        raise UsageError(_("host: --web-port is the browser seat's port: add --web"))
    return host_table(args, _name(args.name), sys.stdout)
