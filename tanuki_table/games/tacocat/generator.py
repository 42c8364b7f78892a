"""The state's random generator, shared between a state and its copies until one of them draws.

Copying a Mersenne Twister (625 words, through `getstate`) is not free, and most copies of a
state never draw: `clone()` lets the copy share its original's generator, and neither may draw
from it any more (`_rng_owned` False). The first of them that needs to draw takes a private copy
of it, unless no other live state may still draw from it: every state that shared it is listed
by a weak reference (`_rng_peers`, one list for the whole group), and a peer that is gone, or
holds another generator by now, cannot draw from this one. That state then takes the generator
itself. (A copy that a search or `sim` drops at once is gone when its weak reference says so; an
interpreter that frees it later only makes more copies, never fewer than are needed.)
"""

from __future__ import annotations

import random
import weakref
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import State

__all__ = ["generator", "share"]

_PRUNE_FROM = 32
"""A group's list is cleared of dead references when it reaches this length or a power of two
above it (a state cloned again and again without drawing, as a search's root may be)."""


def _copy(rng: random.Random) -> random.Random:
    copy = random.Random.__new__(random.Random)
    copy.setstate(rng.getstate())
    return copy


def generator(state: State) -> random.Random:
    """`state`'s generator to draw from: made from the seed, taken, or copied (see the module)."""
    rng = state._rng
    if rng is None:
        rng = random.Random(state._rng_seed)
    elif not _alone(state, rng):
        rng = _copy(rng)
    state._rng, state._rng_owned, state._rng_peers = rng, True, None
    return rng


def _alone(state: State, rng: random.Random) -> bool:
    """Whether no other live state of `state`'s group holds `rng` (without a group: unknown)."""
    peers = state._rng_peers
    if peers is None:
        return False
    for ref in peers:
        peer = ref()
        if peer is not None and peer is not state and peer._rng is rng:
            return False
    return True


def share(state: State, data: dict[str, Any], copy: State) -> None:
    """Let `copy` (whose attributes are `data`, not set yet) share `state`'s generator."""
    data["_rng_owned"] = False
    if state._rng is None:  # each will make its own from the seed
        data["_rng_peers"] = None
        state._rng_owned = False
        return
    peers = state._rng_peers
    if state._rng_owned or peers is None:
        peers = state._rng_peers = [weakref.ref(state)]
    else:
        n = len(peers)
        if n >= _PRUNE_FROM and not n & (n - 1):
            peers[:] = [ref for ref in peers if ref() is not None]
    peers.append(weakref.ref(copy))
    data["_rng_peers"] = peers
    state._rng_owned = False
