"""`tanuki-table serve`: the same app in a web browser, through textual-serve, safe by default.

Each browser tab gets its own app process. Nothing reaches in from another web page: a random
token in the printed URL is required by the page and the WebSocket; the WebSocket's `Origin` must
be the page's own, and on a loopback address the Host a loopback name (no DNS rebinding); at most
`serve_sessions` tabs play at once; a Content-Security-Policy keeps the page to this machine.
"""

from __future__ import annotations

import argparse
import ipaddress
import sys
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from tanuki_table.core.i18n import _
from tanuki_table.persistence.folders import SERVED

if TYPE_CHECKING:  # the server's modules load on `serve` only: the CLI parses its options first
    import asyncio

    from aiohttp import web
    from aiohttp.typedefs import Handler

    from tanuki_table.cli.argtypes import Parser

__all__ = ["add_parser", "is_loopback", "make_server", "run", "start_site"]

WARNING = (
    "warning: serving on {host}, which is not a loopback address: anyone who can reach port {port} "
    "and has the link can play, and can read and change the saved games and decks of the account running this."
)
PAGE = Path(__file__).with_name("serve_page.html")


def page(title: str, body: str, head: str = "") -> str:
    """A small HTML page of its own (nothing loaded from outside), in the app's colours."""
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
            f"<body style='background:#0c181f;color:#eee;font-family:monospace;padding:4em'>{body}</body></html>")


FULL = page("Tanuki Table is full", "<h1>Tanuki Table is full</h1><p>{count} browser tabs are playing already, the "
            "most this server allows (the setting <code>serve_sessions</code>, or <code>serve --max-sessions</code>)."
            "</p><p>Close one of them, then reload this page.</p>")
REFUSED = page("Tanuki Table", "<h1>Not allowed</h1><p>{why}</p><p>Open the link that <code>tanuki-table serve</code> "
               "printed (it ends in <code>?token=…</code>).</p>")


def add_parser(sub: argparse._SubParsersAction[Parser]) -> Parser:
    """The `serve` subcommand's options."""
    serve = sub.add_parser("serve", help=_("play in a web browser (textual-serve; loopback only by default)"))
    serve.add_argument("--host", default="127.0.0.1", help=_("address to listen on (default 127.0.0.1)"))
    serve.add_argument("--port", type=_port, default=8000, help=_("port to listen on (default 8000)"))
    serve.add_argument("--open", action="store_true", help=_("open the default web browser on the page"))
    serve.add_argument("--max-sessions", type=_sessions, default=None,
                       help=_("browser tabs that may play at once (default: the setting serve_sessions, 4)"))
    serve.set_defaults(handler=run)
    return serve


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text[:20]!r}") from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 1-65535, not {port}")
    return port


def _sessions(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= 2 and 1 <= int(text) <= 64):
        raise argparse.ArgumentTypeError(f"a number of sessions from 1 to 64, not {text[:20]!r}")
    return int(text)


def is_loopback(host: str) -> bool:
    """Whether `host` only listens on this machine (127.0.0.0/8, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def make_server(command: str, host: str, port: int, token: str, max_sessions: int, full: str = FULL,
                status: Callable[[], str] | None = None) -> Any:
    """The guarded textual-serve server. `full`: the page a tab over `max_sessions` gets (`{count}`:
    the tabs open). `status`: what the page says when its app has ended (served as `/status`)."""
    import asyncio  # deferred: the web server loads on `serve` only
    import secrets

    import aiohttp_jinja2
    import jinja2
    from aiohttp import web
    from textual_serve.server import Server

    class GuardedServer(Server):
        """textual-serve's server with the token, Origin and session checks."""

        sessions = 0
        tabs: set[asyncio.Task[Any]] = set()
        """The browser tabs' WebSocket handlers running now."""

        async def close_all(self) -> None:
            """End every tab's WebSocket handler (textual-serve then tells the tab's app to quit)."""
            for task in list(self.tabs):
                task.cancel()
            for _ in range(50):  # each tab's handler tells its app to quit and waits for its process
                if not self.sessions:
                    return
                await asyncio.sleep(0.1)

        def _allowed_host(self, request: web.Request) -> bool:
            name = (request.url.host or "").strip("[]")
            return request.url.port == self.port and (not is_loopback(host) or is_loopback(name))

        def _token_ok(self, given: str | None) -> bool:
            return given is not None and secrets.compare_digest(given.encode(), token.encode())

        @web.middleware
        async def _headers(self, request: web.Request, handler: Handler) -> web.StreamResponse:
            response = await handler(request)
            if request.path == "/":
                response.headers["Content-Security-Policy"] = (
                    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
                    f"img-src 'self' data:; font-src 'self'; connect-src 'self' ws://{request.host}; "
                    "frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
                response.headers["X-Frame-Options"] = "DENY"
                response.headers["Referrer-Policy"] = "no-referrer"
                response.headers["Cache-Control"] = "no-store"
            return response

        async def make_app(self) -> web.Application:
            """The web application: the routes, each with its checks."""
            app = web.Application(middlewares=[self._headers])
            aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(str(PAGE.parent)))
            app.add_routes([
                web.get("/", self.handle_index, name="index"),
                web.get("/ws/{token}", self.handle_websocket, name="websocket"),
                web.get("/ws", self.handle_websocket),  # the token as ?token=... works too
                web.get("/download/{key}", self.handle_download, name="download"),
                web.get("/status", self.handle_status),
                web.static("/static", self.statics_path, name="static"),
            ])
            return app

        async def handle_index(self, request: web.Request) -> web.StreamResponse:
            if not self._allowed_host(request):
                return _html(REFUSED.format(why="This page was asked for under a name this server does not answer to."), 403)
            if not self._token_ok(request.query.get("token")):
                return _html(REFUSED.format(why="The link has no token, or the wrong one."), 403)
            if self.sessions >= max_sessions:
                return _html(full.format(count=self.sessions), 503)
            font = request.query.get("fontsize", "16")
            context = {"title": "Tanuki Table", "font_size": int(font) if font.isdigit() and len(font) < 3 else 16,
                       "websocket_url": f"ws://{request.host}/ws/{token}",
                       "status_url": f"/status?token={token}" if status is not None else ""}
            return aiohttp_jinja2.render_template(PAGE.name, request, context)

        async def handle_status(self, request: web.Request) -> web.StreamResponse:
            if status is None or not self._allowed_host(request) or not self._token_ok(request.query.get("token")):
                return web.Response(status=404, text="not found")
            return web.json_response({"message": status()}, headers={"Cache-Control": "no-store"})

        async def handle_websocket(self, request: web.Request) -> web.StreamResponse:  # type: ignore[override]
            given = request.match_info.get("token") or request.query.get("token")
            if not self._allowed_host(request) or not self._token_ok(given):
                return web.Response(status=403, text="wrong token or host")
            if request.headers.get("Origin") != f"http://{request.host}":
                return web.Response(status=403, text="this page's own origin only")
            if self.sessions >= max_sessions:
                return web.Response(status=503, text=f"full: {max_sessions} sessions already")
            self.sessions += 1
            task = asyncio.current_task()
            if task is not None:
                self.tabs.add(task)
            try:
                return await super().handle_websocket(request)
            finally:
                self.sessions -= 1
                self.tabs.discard(task)

    url_host = "localhost" if is_loopback(host) else host
    return GuardedServer(command, host=host, port=port, title="Tanuki Table",
                         public_url=f"http://{url_host}:{port}")


def _html(text: str, status: int) -> web.Response:
    from aiohttp import web

    return web.Response(text=text, status=status, content_type="text/html")


async def start_site(server: Any) -> web.AppRunner:
    """Bind the guarded server (`OSError` if the port is taken; port 0 takes a free one, then
    `server.port` says which) and serve on the running loop; the runner's `cleanup()` stops it."""
    from aiohttp import web

    runner = web.AppRunner(await server.make_app(), handle_signals=False, access_log=None)
    await runner.setup()
    try:
        site = web.TCPSite(runner, server.host, server.port)
        await site.start()
    except BaseException:
        await runner.cleanup()
        raise
    if server.port == 0:
        server.port = int(runner.addresses[0][1])
        server.public_url = f"http://{'localhost' if is_loopback(server.host) else server.host}:{server.port}"
    return runner


async def serve_forever(server: Any, stop: asyncio.Event | None = None) -> None:
    """Bind (`OSError` if the port is taken, before anything is printed), say where, serve until
    SIGINT/SIGTERM or `stop`."""
    import asyncio  # deferred: the web server loads on `serve` only
    import signal

    runner = await start_site(server)
    try:
        stop = stop or asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with suppress(NotImplementedError, RuntimeError):  # not the main thread
                loop.add_signal_handler(sig, stop.set)
        server.on_listening()
        await stop.wait()
    finally:
        await runner.cleanup()


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted; 1 when textual-serve is missing or the port cannot be used."""
    import asyncio  # deferred: the web server loads on `serve` only
    import secrets
    import shlex
    import threading
    import webbrowser

    try:
        import textual_serve.server  # noqa: F401
    except ImportError:
        print("tanuki-table serve needs the textual-serve package: pip install textual-serve", file=sys.stderr)
        return 1
    if not is_loopback(args.host):
        print(WARNING.format(host=args.host, port=args.port), file=sys.stderr)
    cap = args.max_sessions
    if cap is None:
        from tanuki_table.persistence.settings import load_settings

        settings, problem = load_settings()
        if problem:
            print(f"tanuki-table serve: {problem}", file=sys.stderr)
        cap = settings.serve_sessions
    token = secrets.token_urlsafe(24)
    command = f"{SERVED}=1 {shlex.quote(sys.executable)} -m tanuki_table"
    server = make_server(command, args.host, args.port, token, cap)
    url = f"{server.public_url}/?token={token}"

    def listening() -> None:
        print(f"Serving Tanuki Table on {url}\n(up to {cap} browser tabs at once; Ctrl+C stops)", flush=True)
        if args.open:
            threading.Timer(0.5, webbrowser.open, (url,)).start()

    server.on_listening = listening
    try:
        asyncio.run(serve_forever(server))
    except OSError as exc:
        print(f"tanuki-table serve: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0
