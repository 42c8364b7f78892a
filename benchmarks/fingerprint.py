"""A fingerprint of an engine's behaviour: one hex digest per game, to compare before and after a
change that must not change any game (a speed-up, a refactor).

    python benchmarks/fingerprint.py tacocat animale_tattica        # 200 seeds per setup
    python benchmarks/fingerprint.py --seeds 50 --all                # every game, fewer seeds

For each setup of a game (each variant, and for a game of 2-4 players the seat counts that
variant allows) and each seed, a game is played with random actions drawn by
`random.Random(seed)` from `legal_actions()`. At every step the digest takes in:

- the legal actions: kind, label and the model's dump, in order;
- the action chosen (its dump);
- `state.to_json()` (the whole state with its rng), with the event log taken in as it grows:
  each step the events since the last one (`events.dump`), and the log's length in the JSON;
- every seat's `observation(p).model_dump_json()`;
- a `clone()`: its JSON, then its JSON after the same action is applied to it (its log checked
  equal to the state's, event by event, both times);
- for every seat p (while the game runs, with `can_sample_hidden`): `sample_hidden(p,
  random.Random(k))`'s JSON and its observation for p; for the seat to move, also the sample's
  legal actions and its JSON after one random legal action (a sample for another seat may keep
  the legal list of the true state, so it is not asked for one); left out with `--no-samples`
  (a bot's guess at the hidden cards may change while no game does);

and at the end the final `to_json()` (whole log included), the events, and the story as every seat and a spectator read it
(`log_for`), and as told after the game.

The digest does not depend on the order games are played in (each game starts from a fresh
state; the engines' caches are only ever caches).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from typing import Iterable

from tanuki_table.core.engine import FORMAT_VERSION, GameState
from tanuki_table.core.events import dump
from tanuki_table.games import get_game

ALL = ("tacocat", "animale_tattica", "tanuki_panic", "pikmin", "tmnt")


def setups(game: str) -> list[tuple[str, int, bool]]:
    """(variant, players, shuffle) for every setup of `game` the fingerprint plays."""
    info = get_game(game)
    out: list[tuple[str, int, bool]] = []
    for variant in info.variants:
        for players in range(info.min_players, info.max_players + 1):
            try:
                info.new_game(players=players, seed=0, variant=variant)
            except Exception:  # noqa: BLE001 - a variant not for this many seats
                continue
            out.append((variant, players, True))
    out.append((info.variants[0], info.min_players, False))  # the deck in its given order
    return out


def _actions(legal: Iterable) -> str:
    return "\n".join(f"{a.kind}|{a.label}|{a.model_dump_json()}" for a in legal)


def _json(state: GameState, log: int) -> str:
    """`state.to_json()` with the log left out (it is hashed as it grows; hashing the whole log at
    every step costs the square of a long game's length): the same JSON with `"log"` holding
    how many events the log has, checked to be `log`."""
    if len(state.log) != log:
        raise AssertionError(f"a copy's log has {len(state.log)} events, the state's {log}")
    version, internal, gauss = state.rng.getstate()
    return json.dumps(
        {"format": FORMAT_VERSION, "game": state.info.id, "seed": state.seed,
         "rng": [version, list(internal), gauss], "log": log, "state": state.to_dict()},
        separators=(",", ":"),
    )


def _same_log(copy: GameState, state: GameState) -> None:
    if list(copy.log) != list(state.log):
        raise AssertionError("a copy's log differs from the state's")


def play(game: str, variant: str, players: int, shuffle: bool, seed: int, h: "hashlib._Hash",
         samples: bool = True) -> int:
    """Play one seeded random game into `h`; the number of decisions."""
    info = get_game(game)
    state = info.new_game(players=players, seed=seed, variant=variant, shuffle=shuffle)
    chooser = random.Random(seed)
    seats = list(state.observation_seats())
    step = 0
    upd = h.update
    told = 0
    while not state.is_over and step < 5000:
        legal = state.legal_actions()
        upd(_actions(legal).encode())
        log = list(state.log)
        upd(json.dumps([dump(e) for e in log[told:]]).encode())  # the events since the last step
        told = len(log)
        upd(_json(state, told).encode())
        for p in seats:
            upd(state.observation(p).model_dump_json().encode())
        action = legal[chooser.randrange(len(legal))]
        upd(action.model_dump_json().encode())
        copy = state.clone()
        upd(_json(copy, told).encode())
        _same_log(copy, state)
        if samples and state.can_sample_hidden:
            for p in seats:
                k = seed * 1_000_003 + step * 7 + p
                world = state.sample_hidden(p, random.Random(k))
                upd(_json(world, len(world.log)).encode())
                upd(world.observation(p).model_dump_json().encode())
                if p == state.current_player and not world.is_over:
                    options = world.legal_actions()
                    upd(_actions(options).encode())
                    world.apply(options[random.Random(k).randrange(len(options))])
                    upd(_json(world, len(world.log)).encode())
        state.apply(action)
        copy.apply(action)
        upd(_json(copy, len(state.log)).encode())
        _same_log(copy, state)
        step += 1
    upd(b"final")
    upd(state.to_json().encode())
    for viewer in [*seats, None]:
        upd("\n".join(state.log_for(viewer)).encode())
    upd(json.dumps([[e.word, e.seat, repr(e.args), repr(e.hidden)] for e in state.log]).encode())
    return step


def fingerprint(game: str, seeds: int, verbose: bool = False, samples: bool = True) -> str:
    h = hashlib.sha256()
    for variant, players, shuffle in setups(game):
        part = hashlib.sha256()
        t0 = time.perf_counter()
        steps = sum(play(game, variant, players, shuffle, seed, part, samples) for seed in range(1, seeds + 1))
        if verbose:
            print(f"  {game} {variant} {players}p shuffle={shuffle}: {steps} steps, "
                  f"{time.perf_counter() - t0:.1f} s, {part.hexdigest()[:16]}", file=sys.stderr)
        h.update(part.digest())
    return h.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--all", action="store_true", help="every game")
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--no-samples", action="store_true", help="leave out sample_hidden")
    args = parser.parse_args()
    games = list(ALL) if args.all or not args.games else args.games
    for game in games:
        print(f"{game} {fingerprint(game, args.seeds, args.verbose, not args.no_samples)}", flush=True)


if __name__ == "__main__":
    main()
