"""`tanuki-table serve`: the same app in a web browser, through textual-serve.

Each browser tab gets its own app process (textual-serve starts `python -m tanuki_table` per
connection); closing the tab ends that process, and its game is autosaved as in a terminal.
textual-serve ships its JavaScript, CSS and fonts inside the package: nothing comes from a CDN.
"""

from __future__ import annotations

import argparse
import ipaddress
import shlex
import sys
import threading
import webbrowser
from typing import Any

__all__ = ["add_parser", "is_loopback", "run"]

WARNING = (
    "warning: serving on {host}, which is not a loopback address: anyone who can reach port {port} "
    "can play, and can read and change the saved games and decks of the account running this."
)


def add_parser(sub: argparse._SubParsersAction[Any]) -> argparse.ArgumentParser:
    """The `serve` subcommand's options."""
    serve = sub.add_parser("serve", help="play in a web browser (textual-serve; loopback only by default)")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=_port, default=8000, help="port to listen on (default 8000)")
    serve.add_argument("--open", action="store_true", help="open the default web browser on the page")
    return serve


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 1-65535, not {port}")
    return port


def is_loopback(host: str) -> bool:
    """Whether `host` only listens on this machine (127.0.0.0/8, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted; 1 when textual-serve is missing or the port cannot be used."""
    try:
        from textual_serve.server import Server  # deferred: keeps start-up light
    except ImportError:
        print("tanuki-table serve needs the textual-serve package: pip install textual-serve", file=sys.stderr)
        return 1
    if not is_loopback(args.host):
        print(WARNING.format(host=args.host, port=args.port), file=sys.stderr)
    command = f"{shlex.quote(sys.executable)} -m tanuki_table"
    url = f"http://{'localhost' if is_loopback(args.host) else args.host}:{args.port}"
    server = Server(command, host=args.host, port=args.port, title="Tanuki Table", public_url=url)
    if args.open:
        threading.Timer(1.0, webbrowser.open, (url,)).start()
    try:
        server.serve()
    except OSError as exc:
        print(f"tanuki-table serve: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    return 0
