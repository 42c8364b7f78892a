"""Issue 31: the round trip from a move on one client to the other seat's repaint, on loopback.

    python benchmarks/net_roundtrip.py [--games 3] [--no-fsync] [--only GAME]

Three processes, as two friends and a host on one network: the table is `tanuki-table host GAME
--watch --port 0` (saving every move, with fsync unless --no-fsync), seat 1 is a client process
that plays at random (a `RemoteSession` over a real connection, as plain mode does; this script
with --seat), and seat 2 is the app itself, headless at 120x40, joined with its invitation, its
results going to the strip (no box waits for a key); it answers its own moves at once. In
Tanuki Panic both bring a premade deck first (issue 41), before anything is timed. For each
of seat 1's moves, from the moment seat 1 sends it (`time.monotonic`, the same clock in every
process on Linux):

- `wire`: until seat 2's screen has taken the new position (the table applied it, saved it and
  sent it; seat 2's link read it; the screen drew it into its widgets), and
- `repaint`: until Textual has composed seat 2's next frame with it (`App._display`).

Seat 1 waits `SETTLE` seconds before each move, so that seat 2 is idle (not still drawing its own
last move) and the figure is this move's alone. No bot plays, so no bot delay is in the figures. `benchmarks/keypress.py` gives, on the same
machine, what a local move's redraw costs (the part of `repaint` that is not the network's).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETTLE = 0.15
"""Seat 1 waits this long before each move, so seat 2's screen is idle when the move is sent."""
DECK = "Village Guardians"
"""The deck seat 2 brings to Tanuki Panic (seat 1 brings the first premade one); the deck choice
comes before the first move, so it is in no figure."""
sys.path[:0] = [str(ROOT)]


def seat_one(invitation: str, seed: int) -> None:
    """Play seat 1 at random; print "SEQ TIME" as each move is sent."""
    from tanuki_table.net.invite import Invitation
    from tanuki_table.net.link import LinkStatus, join

    joined = join(Invitation.parse(invitation), "One")
    assert not isinstance(joined, str), joined
    link, one = joined
    rng = random.Random(seed)
    if getattr(one, "deciding", False):  # a game with decks: bring the first premade one (issue 41)
        from tanuki_table.cards.setups import deck_choices

        name, cards = next(iter(deck_choices(one.info).items()))
        one.choose_deck(name, cards)
    while not one.state.is_over:
        state = one.state
        if state.current_player == one.seat and not state.waiting and link.inbox.empty():
            time.sleep(SETTLE)  # the other screen is done drawing the last move: only this one is timed
            if not link.inbox.empty():
                continue
            action = rng.choice(state.legal_actions())
            print(state.seq + 1, time.monotonic(), flush=True)
            one.play(action)
            continue
        message = link.inbox.get()
        if not isinstance(message, LinkStatus):
            one.receive(message)
    link.close()


async def seat_two(invitation: str, arrived: dict[int, float], painted: dict[int, float]) -> None:
    """Seat 2 in the app: note when each position arrives and when its frame is composed."""
    from tanuki_table.net.screen import TableScreen
    from tanuki_table.ui.app import TanukiApp

    waiting: list[int] = []
    moved, display = TableScreen.moved, TanukiApp._display

    def noted(screen: TableScreen, before: int, mine: bool) -> None:
        moved(screen, before, mine)
        seq = screen.remote.state.seq
        arrived.setdefault(seq, time.monotonic())
        waiting.append(seq)

    def shown(app: TanukiApp, screen, renderable) -> None:
        display(app, screen, renderable)
        if renderable is not None:
            now = time.monotonic()
            for seq in waiting:
                painted.setdefault(seq, now)
            waiting.clear()

    TableScreen.moved = noted  # type: ignore[method-assign]
    TanukiApp._display = shown  # type: ignore[method-assign]
    app = TanukiApp(start={"join": invitation, "name": "Two", "deck": DECK}, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.settings.pause_on_results = "never"
        while not (isinstance(app.screen, TableScreen) and app.screen.is_mounted):
            await pilot.pause(0.01)
        screen = app.screen
        while not screen.remote.state.is_over:
            state = screen.remote.state
            if state.current_player == screen.viewer and not state.waiting:
                screen.do(state.legal_actions()[0])
            await asyncio.sleep(0.01)
        await pilot.pause()


def one_game(game: str, seed: int, env: dict[str, str], home: str) -> tuple[list[float], list[float]]:
    out = Path(home) / f"host-{game}-{seed}.txt"
    with open(out, "w") as sink:
        host = subprocess.Popen([sys.executable, "-m", "tanuki_table", "host", game, "--watch", "--port", "0",
                                 "--seed", str(seed), "--bot-delay", "0"], env=env, stdout=sink,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    end = time.monotonic() + 30
    while len(lines := [x for x in out.read_text().splitlines() if "tt://" in x]) < 2:
        assert time.monotonic() < end and host.poll() is None, out.read_text()
        time.sleep(0.05)
    invitations = [line.split("join ", 1)[1] for line in lines]
    one = subprocess.Popen([sys.executable, __file__, "--seat", invitations[0], "--seed", str(seed)], env=env,
                           stdout=subprocess.PIPE, text=True)
    arrived: dict[int, float] = {}
    painted: dict[int, float] = {}
    asyncio.run(seat_two(invitations[1], arrived, painted))
    sent, _ = one.communicate(timeout=60)
    host.wait(60)
    wire, repaint = [], []
    for line in sent.splitlines():
        seq, stamp = line.split()
        if int(seq) in arrived and int(seq) in painted:
            wire.append(arrived[int(seq)] - float(stamp))
            repaint.append(painted[int(seq)] - float(stamp))
    return wire, repaint


def ms(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games of each of Tacocat and Tanuki Panic")
    parser.add_argument("--no-fsync", action="store_true", help="save without fsync (as the test suite does)")
    parser.add_argument("--only", choices=("tacocat", "tanuki_panic"), default=None, help="time one of the two games")
    parser.add_argument("--seat", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.seat:
        return seat_one(args.seat, args.seed)
    home = tempfile.mkdtemp(prefix="tt-net-bench-")
    env = dict(os.environ, XDG_DATA_HOME=f"{home}/data", XDG_CONFIG_HOME=f"{home}/config",
               TANUKI_TABLE_FSYNC="0" if args.no_fsync else "1", PYTHONPATH=str(ROOT))
    os.environ.update(XDG_DATA_HOME=env["XDG_DATA_HOME"], XDG_CONFIG_HOME=env["XDG_CONFIG_HOME"])
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}, "
          f"the table saves {'without' if args.no_fsync else 'with'} fsync")
    for game in [args.only] if args.only else ["tacocat", "tanuki_panic"]:
        wire: list[float] = []
        repaint: list[float] = []
        for seed in range(1, args.games + 1):
            w, r = one_game(game, seed, env, home)
            wire += w
            repaint += r
        print(f"{game:13} {len(wire):4} moves   wire median {statistics.median(wire) * 1000:5.1f} ms, "
              f"p90 {ms(wire, 0.9):5.1f}   repaint median {statistics.median(repaint) * 1000:5.1f} ms, "
              f"p90 {ms(repaint, 0.9):5.1f}, max {max(repaint) * 1000:5.1f}")


if __name__ == "__main__":
    main()
