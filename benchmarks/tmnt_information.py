"""Where TMNT's perfect-information bound comes from: the same search at a fixed rollout budget (no
wall-time cap, so load does not matter) against `easy`, fed three kinds of worlds:

- `fair`: `InfoSet.sample` worlds (what the `normal` and `hard` levels see);
- `hands`: the true rival hand and face-down Block Zone, but both decks reshuffled (a search that
  read the rival's cards perfectly yet cannot see the future);
- `hand` / `block`: as `hands`, but only the rival's hand / only its face-down Block Zone is true
  (the rest of its hidden cards dealt afresh);
- `counters`: as `hands`, but only the counter cards in the rival's hand are true (the rest of its
  hand is dealt from its other unseen cards that are not counters);
- `all`: the true state, deck order included (benchmarks/upper_bound.py's bound).

If `hands` scores near `fair`, better guessing of the rival's cards cannot close the gap to `all`:
what the bound measures is knowing the order of the decks, the game's luck.

Measured (60 games each, 150 rollouts/move, depth 24, seeds 1-30 in both seats; 95% Wilson):
fair 66.7% (54.1-77.3), hands 76.7% (64.6-85.6), hand 76.7% (64.6-85.6), counters 65.0%
(52.4-75.8), all 78.3% (66.4-86.9). Dealing the rival's hidden cards "as a rival sets them"
(Flip events and characters face down, attack cards kept) also scored 66.7%, the same as fair, and
was dropped: in play a rival's hand holds many characters, since only emptied slots are refilled.
The differences are about one standard error at 60 games; what they suggest is that the rival's
whole hand, not its counters nor the deck order, is what the bound's search exploits.

Usage (repository root):  python benchmarks/tmnt_information.py VARIANT [GAMES] [ROLLOUTS] [JOBS]
"""

from __future__ import annotations

import random
import sys
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, ".")

from tanuki_table.bots import make_bot  # noqa: E402
from tanuki_table.bots.flat import FlatMCBot  # noqa: E402
from tanuki_table.bots.infoset import InfoSet  # noqa: E402
from tanuki_table.bots.levels import MARGIN  # noqa: E402
from tanuki_table.games import get_game  # noqa: E402
from tanuki_table.analysis.stats import rate_text  # noqa: E402
from upper_bound import play_out  # noqa: E402  (benchmarks/ is on the path when run as a script)


class Leaky(InfoSet):
    """An information set that leaks some of the true state (benchmarks only)."""

    __slots__ = ("truth", "variant")

    def __init__(self, state, seat, variant):  # type: ignore[no-untyped-def]
        super().__init__(state, seat, copy=False)
        self.truth, self.variant = state, variant

    def sample(self, rng: random.Random):  # type: ignore[no-untyped-def]
        if self.variant == "fair":
            return super().sample(rng)
        world = self.truth.clone()
        world.log = []
        if self.variant in ("hands", "hand", "block", "counters"):
            for deck in world.deck:
                deck.sort()
                rng.shuffle(deck)
        if self.variant in ("hand", "block"):
            rival = 1 - self.seat
            hidden = [i for i, c in enumerate(world.block[rival]) if c is not None and not world.up[rival][i]]
            loose = world.deck[rival] + ([c for i in hidden for c in [world.block[rival][i]]]
                                         if self.variant == "hand" else world.hand[rival])
            loose.sort()
            rng.shuffle(loose)
            if self.variant == "hand":
                for i in hidden:
                    world.block[rival][i] = loose.pop()
            else:
                world.hand[rival] = [loose.pop() for _ in world.hand[rival]]
            world.deck[rival] = loose
        if self.variant == "counters":
            rival = 1 - self.seat
            info = world.info_of
            kept = [c for c in world.hand[rival] if info[c].subtype in ("counter", "forceful_counter")]
            hidden = [i for i, c in enumerate(world.block[rival]) if c is not None and not world.up[rival][i]]
            loose = world.deck[rival] + [c for i in hidden for c in [world.block[rival][i]]] + [
                c for c in world.hand[rival] if c not in kept or kept.remove(c)]
            kept = [c for c in world.hand[rival] if info[c].subtype in ("counter", "forceful_counter")]
            # the counters stay; the rest of the hand, the face-down cards and the deck are dealt afresh
            # from the cards that are not counters... of the same kind of card, so the hand's counter count is exact
            loose.sort()
            rng.shuffle(loose)
            others = [c for c in loose if info[c].subtype not in ("counter", "forceful_counter")]
            counters = [c for c in loose if info[c].subtype in ("counter", "forceful_counter")]
            n_other = len(world.hand[rival]) - len(kept)
            world.hand[rival] = kept + others[:n_other]
            rest = others[n_other:] + counters
            rng.shuffle(rest)
            for i in hidden:
                world.block[rival][i] = rest.pop()
            world.deck[rival] = rest
        world.rng = random.Random(rng.getrandbits(64))
        world._legal = None
        return world


def one(args: tuple[str, int, int, int]) -> float:
    variant, seed, seat_of_search, rollouts = args
    state = get_game("tmnt").new_game(seed=seed)
    search = FlatMCBot(seed * 31 + seat_of_search, "tmnt", iterations=rollouts, seconds=None,
                       depth=get_game("tmnt").search.depth, margin=MARGIN, name=variant)
    easy = make_bot("easy", "tmnt", seed=seed * 31 + 1 - seat_of_search)
    return play_out(state, seat_of_search, lambda st, seat: search.choose_from(Leaky(st, seat, variant)), easy)


if __name__ == "__main__":
    variant = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    rollouts = int(sys.argv[3]) if len(sys.argv) > 3 else 150
    jobs = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    tasks = [(variant, 1 + i // 2, i % 2, rollouts) for i in range(games)]
    with ProcessPoolExecutor(jobs) as pool:
        scores = list(pool.map(one, tasks))
    print(f"tmnt {variant} worlds, {rollouts} rollouts/move, vs easy: {rate_text(sum(scores), len(scores))} "
          f"of {len(scores)} games", flush=True)
