"""Issue 29, item 1: any web page could drive `tanuki-table serve`. Now the page and the WebSocket
want the token printed at start, the WebSocket wants the page's own Origin, and a fifth tab is
refused at the default cap of 4. The app each tab would start is a stub that waits for textual-serve's
"quit": what is checked is who may connect, not the app."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys

import aiohttp

from tanuki_table.cli.serve import make_server, serve_forever, start_site

TOKEN = "t0ken-for-the-test"
STUB = (f"{sys.executable} -c \"import sys\nwhile True:\n d = sys.stdin.buffer.read1(4096)\n"
        f" if not d or b'quit' in d: break\"")
"""An app process that does nothing until textual-serve says quit (or its stdin closes)."""


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def _with_server(check, max_sessions: int = 4) -> None:
    port = _free_port()
    server = make_server(STUB, "127.0.0.1", port, TOKEN, max_sessions)
    server.on_listening = lambda: None
    stop = asyncio.Event()
    task = asyncio.create_task(serve_forever(server, stop))
    await asyncio.sleep(0.2)
    try:
        async with aiohttp.ClientSession() as client:
            await check(client, port)
    finally:
        await asyncio.sleep(0.3)  # let each closed session's stub process end before the server does
        stop.set()
        await task


async def _ws_status(client, url: str, origin: str | None) -> int:
    headers = {"Origin": origin} if origin else {}
    try:
        ws = await client.ws_connect(url, headers=headers)
    except aiohttp.WSServerHandshakeError as exc:
        return exc.status
    await ws.close()
    return 101


async def test_websocket_refuses_a_foreign_origin_and_a_missing_or_wrong_token():
    async def check(client, port):
        base = f"ws://127.0.0.1:{port}/ws"
        own = f"http://127.0.0.1:{port}"
        assert await _ws_status(client, f"{base}/{TOKEN}", "http://evil.example") == 403
        assert await _ws_status(client, f"{base}/{TOKEN}", None) == 403
        assert await _ws_status(client, f"{base}/wrong", own) == 403
        assert await _ws_status(client, base, own) == 403
        assert await _ws_status(client, f"{base}?token=wrong", own) == 403
        assert await _ws_status(client, f"{base}?token={TOKEN}", "http://evil.example") == 403
        assert await _ws_status(client, f"{base}/{TOKEN}", own) == 101

    await _with_server(check)


async def test_page_needs_the_token_and_loads_nothing_from_outside():
    async def check(client, port):
        async with client.get(f"http://127.0.0.1:{port}/") as resp:
            assert resp.status == 403 and "token" in await resp.text()
        async with client.get(f"http://127.0.0.1:{port}/?token=nope") as resp:
            assert resp.status == 403
        async with client.get(f"http://127.0.0.1:{port}/?token={TOKEN}") as resp:
            assert resp.status == 200
            page = await resp.text()
            policy = resp.headers["Content-Security-Policy"]
        assert "http://" not in page.replace("http://www.w3.org", "") and "https://" not in page
        assert f"/ws/{TOKEN}" in page and "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
        async with client.get(f"http://127.0.0.1:{port}/static/fonts/RobotoMono-VariableFont_wght.ttf") as resp:
            assert resp.status == 200  # the font is served from here
        # a rebound DNS name pointing at 127.0.0.1 is not this server's name
        async with client.get(f"http://127.0.0.1:{port}/?token={TOKEN}", headers={"Host": f"evil.example:{port}"}) as resp:
            assert resp.status == 403

    await _with_server(check)


async def test_a_fifth_session_is_refused_at_the_default_cap_with_a_clear_page():
    async def check(client, port):
        own = f"http://127.0.0.1:{port}"
        url = f"ws://127.0.0.1:{port}/ws/{TOKEN}"
        open_ = [await client.ws_connect(url, headers={"Origin": own}) for _ in range(4)]
        await asyncio.sleep(0.2)
        assert await _ws_status(client, url, own) == 503
        async with client.get(f"http://127.0.0.1:{port}/?token={TOKEN}") as resp:
            assert resp.status == 503 and "Close one of them" in await resp.text()
        for ws in open_:
            await ws.close()
        await asyncio.sleep(0.3)
        assert await _ws_status(client, url, own) == 101

    await _with_server(check)


async def _read_until_closed(ws) -> None:
    async for _ in ws:  # ends when the server closes the WebSocket
        pass


async def test_port_0_takes_a_free_port_and_close_all_ends_every_tab():
    """What a hosted table's web seats rely on (`net.web_seat`): the port found after binding, and
    every tab's WebSocket closed (its app told to quit) when the table closes."""
    server = make_server(STUB, "127.0.0.1", 0, TOKEN, 4)
    runner = await start_site(server)
    try:
        assert server.port > 0 and server.public_url == f"http://localhost:{server.port}"
        own = f"http://127.0.0.1:{server.port}"
        async with aiohttp.ClientSession() as client:
            tabs = [await client.ws_connect(f"ws://127.0.0.1:{server.port}/ws/{TOKEN}", headers={"Origin": own})
                    for _ in range(2)]
            pages = [asyncio.create_task(_read_until_closed(ws)) for ws in tabs]  # as a browser tab reads
            await asyncio.sleep(0.3)
            assert server.sessions == 2
            await asyncio.wait_for(server.close_all(), 10)
            assert server.sessions == 0
            await asyncio.wait_for(asyncio.gather(*pages), 5)
    finally:
        await runner.cleanup()


def test_serve_says_nothing_about_serving_when_the_port_is_taken():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        port = sock.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "tanuki_table", "serve", "--port", str(port)],
                              capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "Serving" not in done.stdout + done.stderr
    assert done.stderr.count("\n") == 1 and "cannot listen" in done.stderr
