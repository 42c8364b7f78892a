"""The cheap fuzz loop: the app's key, click and resize events replayed on what they drive
(no Textual), so tens of thousands of seeded events fit in a suite run.

Driving the real app costs ~25 ms of CPU per event (Textual restyles and repaints; see
tests/persistence/fuzzing.py, which does that for a few thousand events per run). Here each
event is what a key, click or resize does to the game: a digit or a click on the action list
plays the n-th legal action, a click on the hand or board picks a card and filters the actions,
`u` asks for an undo (`plan_undo`, applied when fair), the bot moves when it is its turn, every
action autosaves (`save_session`), `R` resumes from the save (`load_save`), a resize checks the
layout rule (the too-small notice) and a hostile file lands in the saves folder now and then.
After every event the game must be legal, and at every resume the save must load back equal.

Runs take hostile names and card data as well (issue 29): the tests give every seat a name with an
escape code, a bidi override or markup, and every card a markup name (`edges.conftest`); every
label played and every seat name must come out of the one cleaning rule as the same plain text
(`Text.from_markup(safe(x)).plain == clean(x)`, up to `\\[`), with no control character left.
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass, field
from pathlib import Path

MIN_WIDTH, MIN_HEIGHT = 80, 24

HOSTILE_SAVES = [
    b'{"kind":"tanuki-table-save","format":1,"game":"tanuki_panic","saved":1e300}',
    b'{"kind":"tanuki-table-save","format":1,"game":"tacocat","saved":NaN}',
    b'{"kind":"tanuki-table-save","format":1,"game":"tmnt","saved":1e18,"summary":{"mode":"[/evil]"}}',
    b'{"kind":"tanuki-table-save","format":99}',
    b'{"kind": "tanuki-table-save", "format": 1, "ga',
    b"\xff\xfe not utf-8",
    b"[" * 100_000,
    b"",
]
HOSTILE_FILE_NAMES = ["tacocat-[a=b=c].json", "pikmin-\x1b]0;pwn\x07.json", "tmnt-\u202eevil.json", "x[\\evil].json"]


@dataclass
class ModelReport:
    events: int = 0
    actions: int = 0
    undos: int = 0
    resumes: int = 0
    resizes: int = 0
    hostile_files: int = 0
    labels: int = 0
    kinds: dict[str, int] = field(default_factory=dict)


def check_legal(session) -> None:
    state = session.state
    if state.is_over:
        assert state.current_player is None and state.legal_actions() == []
    else:
        assert state.current_player in range(len(session.setup.seats))
        assert state.legal_actions()


def _drop_hostile_file(rng: random.Random, folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    name = rng.choice(HOSTILE_FILE_NAMES)
    path = folder / f"{rng.randrange(10**6)}-{name}"
    choice = rng.randrange(len(HOSTILE_SAVES) + 2)
    if choice == len(HOSTILE_SAVES):
        if not path.exists():
            os.mkfifo(path)
    elif choice == len(HOSTILE_SAVES) + 1:
        if not path.exists():
            path.symlink_to("/dev/zero")
    else:
        path.write_bytes(HOSTILE_SAVES[choice])


def fuzz_game(setup, seed: int, budget: int, report: ModelReport | None = None) -> ModelReport:
    """`budget` seeded events on one game; the saves folder gets hostile files too."""
    from tanuki_table.persistence import saves
    from tanuki_table.bots import make_bot
    from tanuki_table.core.session import Session
    from rich.text import Text

    from tanuki_table.core.text import clean, is_printable, safe
    from tanuki_table.core.undo import plan_undo

    def shown(text: str) -> str:
        """What a markup sink shows for untrusted `text`: the cleaned text, exactly (a backslash
        before `[` as U+FF3C, the one spelling both markup parsers agree on)."""
        plain = Text.from_markup(safe(text)).plain
        assert plain == clean(text).replace("\\[", "\uff3c[") and is_printable(plain), repr(text)
        return plain

    report = report or ModelReport()
    rng = random.Random(seed)
    session = Session(setup)
    bots = {seat: make_bot(name, setup.game, seed=seed + seat) for seat, name in enumerate(setup.seats) if name}
    humans = setup.humans()
    saves.save_session(session)
    for name in setup.seat_names():
        assert is_printable(name) and shown(name) == name
    picked: list[str] = []
    width, height = 100, 30
    kinds = ["key-digit", "click-action", "click-card", "key-undo", "key-resume", "resize", "key-noise",
             "hostile-file", "key-escape"]
    weights = [30, 15, 20, 2, 1, 4, 20, 0.3, 8]
    for _ in range(budget):
        kind = rng.choices(kinds, weights)[0]
        report.kinds[kind] = report.kinds.get(kind, 0) + 1
        report.events += 1
        state = session.state
        seat = state.current_player
        if seat is not None and seat in bots:  # the bot moves between key presses
            legal = state.legal_actions()
            session.play(bots[seat].choose(state.observation(seat), legal))
            saves.save_session(session)
            report.actions += 1
        elif kind in ("key-digit", "click-action") and seat is not None:
            legal = state.legal_actions()
            if picked:
                legal = [a for a in legal if set(picked) <= set(getattr(a, "card_ids", lambda: ())())] or legal
            n = rng.randrange(9) if kind == "key-digit" else rng.randrange(len(legal) + 3)
            if n < len(legal):
                session.play(legal[n])
                shown(legal[n].label)  # what the hint line, the log and the action list show
                report.labels += 1
                saves.save_session(session)
                report.actions += 1
                picked = []
        elif kind == "click-card" and seat is not None:
            obs = state.observation(seat)
            hand = list(getattr(obs, "hand", []) or [])
            if hand:
                card = rng.choice(hand)
                picked = [] if card in picked else picked + [card]
        elif kind == "key-escape":
            picked = []
        elif kind == "key-undo" and humans and session.actions:
            plan = plan_undo(session, rng.choice(humans))
            if plan.count is not None:
                session.rebuild(plan.count)
                saves.save_session(session)
                report.undos += 1
        elif kind == "key-resume":
            path = session.save_path
            loaded = saves.load_save(path)
            assert loaded.actions == session.actions
            assert saves.same_game(loaded.state, session.state)
            bots = {s: make_bot(n, setup.game, seed=seed + s + len(session.actions)) for s, n in enumerate(setup.seats) if n}
            session = loaded
            report.resumes += 1
        elif kind == "resize":
            width, height = rng.randrange(20, 220), rng.randrange(5, 70)
            too_small = width < MIN_WIDTH or height < MIN_HEIGHT
            assert too_small == (width < 80 or height < 24)
            report.resizes += 1
        elif kind == "hostile-file":
            _drop_hostile_file(rng, saves.saves_dir())
            report.hostile_files += 1
            listed = saves.list_saves()  # what the picker does on every redraw
            for info in listed:
                safe(info.describe())
        check_legal(session)
        if session.state.is_over:  # the game-over dialog: a rematch
            session = Session(setup.model_copy(update={"seed": setup.seed + report.events}))
            saves.save_session(session)
            picked = []
    good, reports = saves.check_saves()  # start-up of the next run: every hostile file moved aside
    assert all("\n" not in line and "\x1b" not in clean(line) for line in reports)
    assert all(Path(g.path).suffix == ".json" for g in good)
    json.dumps(report.kinds)
    return report
