"""Whole-process start-up: `tanuki-table` that quits at its first paint vs a bare Textual app.

Two of ours: the app class run directly, and the `tanuki-table` command (its command line's parser
first), which is what a player starts.

All three run headless in fresh processes, in rounds (each once per round, in a shuffled order),
and we compare the CPU time each process used (user + system, from the OS), which a busy machine
disturbs far less than wall time: the ratio of the medians, and the median of each round's ratio
with its 95% bootstrap interval. Usage:

    python benchmarks/process_startup.py [runs] [--root PATH] [--instructions]

`--root` measures another checkout (e.g. a worktree of an older commit) with the same harness.
On this shared machine one process's CPU time varies by up to 75% from run to run (a bare app:
222 to 387 ms in one series), so medians of 21 runs still move by 0.1x between series.
`--instructions` counts what each start executes under valgrind instead (one run each, the same
count every time): the ratio that does not depend on the machine's load.
Target (issues 11 and 28): the command at most 1.15x the bare app.
"""

from __future__ import annotations

import os
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile

BARE = r"""
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("hello")
    def on_mount(self):
        self.call_after_refresh(self.exit)

Bare().run(headless=True, size=(120, 40))
"""

OURS = r"""
from tanuki_table.ui.app import TanukiApp

class Quit(TanukiApp):
    def on_mount(self):
        super().on_mount()
        self.call_after_refresh(self.exit)

Quit().run(headless=True, size=(120, 40))
"""

COMMAND = r"""
# `tanuki-table` itself: the command line's `main([])` (its parser included) to the picker's first
# paint; only the terminal check and the run's headless size are stood in for.
import sys
from tanuki_table.ui.app import TanukiApp
from tanuki_table import cli

_mount, _run = TanukiApp.on_mount, TanukiApp.run
def on_mount(self):
    _mount(self)
    self.call_after_refresh(self.exit)
TanukiApp.on_mount = on_mount
TanukiApp.run = lambda self, **kw: _run(self, headless=True, size=(120, 40))
try:
    from tanuki_table.cli import launch  # the layered package (issue 28)
    launch.has_terminal = lambda: True
except ImportError:  # an older checkout: cli was one module
    cli.has_terminal = lambda: True
cli.main([])
"""


def cpu_of(code: str, root: str, env: dict[str, str]) -> float:
    """CPU seconds (user + system) of one fresh process running `code`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", code], cwd=root, env=env, check=True, timeout=60,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def instructions_of(code: str, root: str, env: dict[str, str]) -> int:
    """Instructions one fresh process running `code` executes, counted by valgrind's callgrind:
    the same count on every run (string hashing fixed), where CPU time on a shared machine is not."""
    with tempfile.TemporaryDirectory() as out:
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}/cg.out",
                                 sys.executable, "-c", code], cwd=root, env={**env, "PYTHONHASHSEED": "0"},
                                check=True, timeout=600, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    found = re.search(r"Collected : (\d+)", result.stderr)
    if found is None:
        raise SystemExit(f"valgrind printed no count:\n{result.stderr[-2000:]}")
    return int(found.group(1))


def count_instructions(root: str, env: dict[str, str]) -> None:
    """`--instructions`: each start once under callgrind (about 10 s each), as ratios."""
    bare = instructions_of(BARE, root, env)
    print(f"bare Textual app:           {bare / 1e6:,.0f} M instructions")
    for name, code in (("the app (TanukiApp().run)", OURS), ("tanuki-table (the command)", COMMAND)):
        count = instructions_of(code, root, env)
        print(f"{name + ':':27} {count / 1e6:,.0f} M instructions, ratio {count / bare:.3f}x")


def main() -> None:
    args = sys.argv[1:]
    runs = int(args[0]) if args and args[0].isdigit() else 15
    root = args[args.index("--root") + 1] if "--root" in args else os.getcwd()
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_DATA_HOME=f"{home}/data", XDG_CACHE_HOME=f"{home}/cache",
                   XDG_CONFIG_HOME=f"{home}/config", PYTHONPATH=root)
        # the warm-up run writes the bytecode a player's second start finds: with
        # PYTHONDONTWRITEBYTECODE set (as on this machine) every run compiled the modules that
        # had none, 10 ms of Python source compiled at each start of ours and none of the bare app's
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        cpu_of(COMMAND, root, env)  # warm the file cache and write the card cache once
        if "--instructions" in args:
            count_instructions(root, env)
            return
        starts = {"bare": BARE, "app": OURS, "command": COMMAND}
        cpu: dict[str, list[float]] = {name: [] for name in starts}
        order = random.Random(0)
        for _ in range(runs):  # one round: each start once, in a shuffled order (no start always first)
            names = list(starts)
            order.shuffle(names)
            for name in names:
                cpu[name].append(cpu_of(starts[name], root, env))
    b, o, c = (statistics.median(cpu[name]) for name in starts)
    print(f"bare Textual app:          {b * 1000:.0f} ms CPU (median of {runs})")
    print(f"the app (TanukiApp().run): {o * 1000:.0f} ms CPU, ratio {o / b:.2f}x{paired(cpu['app'], cpu['bare'])}")
    print(f"tanuki-table (the command): {c * 1000:.0f} ms CPU, ratio {c / b:.2f}x{paired(cpu['command'], cpu['bare'])}"
          "  (target 1.15x)")


def paired(ours: list[float], bare: list[float]) -> str:
    """The median of each round's ratio (ours / bare, run moments apart, so a load that comes and
    goes touches both), with a 95% bootstrap interval: how far the machine's noise moves it."""
    ratios = [o / b for o, b in zip(ours, bare)]
    draw = random.Random(1)
    medians = sorted(statistics.median(draw.choices(ratios, k=len(ratios))) for _ in range(2000))
    return f"; by round {statistics.median(ratios):.2f}x (95% CI {medians[49]:.2f}-{medians[1949]:.2f})"

if __name__ == "__main__":
    main()
