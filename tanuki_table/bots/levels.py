"""Bot levels: `easy` (the game's `simple` bot), `normal` (the flat Monte Carlo search of `flat.py`,
a one-step improvement of `simple`) and `hard` (`plan.py`: the same root, with a tree over the
moves that follow it, so it looks past one move).

`normal` and `hard` exist only for games whose state offers `sample_hidden` (see `infoset.py`):
a search without it would see the rival's cards. Both are capped by iterations AND wall time so
that `hard` answers within a second per move on a 2-core machine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tanuki_table.bots.base import Bot, Explanation

LEVELS = ("easy", "normal", "hard")
"""From weakest to strongest."""


@dataclass(frozen=True)
class Budget:
    """How much a search level may think per move."""

    iterations: int
    """Rollouts (`FlatMCBot`: one per candidate move per sampled world)."""
    seconds: float
    depth: int
    """Rollout moves before the heuristic evaluation."""


BUDGETS: dict[str, Budget] = {
    "normal": Budget(iterations=80, seconds=0.3, depth=24),
    "hard": Budget(iterations=1000, seconds=0.75, depth=24),
}
"""`hard`'s rollouts: enough that on an idle machine its wall-time cap, not the count, ends a search
(about 0.5-1.1 ms of CPU per rollout, so 700-1000 rollouts in 0.75 s); under load it does fewer."""

DEPTH: dict[str, int] = {"tmnt": 24, "pikmin": 60}
"""Rollout depth per game where `Budget.depth` does not suit its `evaluate` (TMNT: with its race of
cards owned, 24 moves scored as well as 60 against `simple` at a fixed rollout budget and cost less
per rollout; 12 moves scored worse; see benchmarks/tmnt_tune.py. Pikmin: only a cap on moves, its
rollouts end at a turn boundary, see `TURNS`)."""

TURNS: dict[str, int] = {"pikmin": 4}
"""Games whose rollouts end as this many turns after the decision's begin (`FlatMCBot.turns`),
rather than after `depth` moves. Pikmin: a move does not end the turn, so 12 moves scored one
candidate mid-turn and another after the rival's reply; its search then turned down good attacks
("attack -> end the turn", 94 of 400 departures in 40 games, 45% vs easy; benchmarks/pikmin_diag.py).
Ending every rollout at the start of one of the seat's own turns scores all candidates at the same
point. Four turns (two of each seat) beat two at a fixed 100 rollouts over the same 80 paired games
(seeds 1-40, both seats): 70.0% against 61.9% vs easy (66.2% and 73.8% on seeds 1-20 and 21-40,
against 58.8% and 65.0%; three turns, ending on the rival's turn, 50.0% on seeds 1-20;
benchmarks/results/pikmin-search-fix.txt)."""

SECONDS: dict[tuple[str, str], float] = {("pikmin", "normal"): 0.12, ("pikmin", "hard"): 0.6}
"""Wall-time caps per (game, level) below `Budget.seconds`: Pikmin has about 100 real decisions
per seat per game, so the shared caps made a game against `hard` last minutes. `hard` at 0.6 s
(259 rollouts a move, slowest move 639 ms) scored 66.2% of 40 games against `easy` where 0.3 s
(141 rollouts) scored 61.2% on the same deals, and 78.8% on the next 20 deals: 72.5% of 80
(benchmarks/results/ladder-pikmin-easy-hard*.json, pikmin-hard-0.3s-ladder.json)."""

PLAN: dict[str, dict[str, Any]] = {
    "animale_tattica": {"same_turn": False, "rival": True, "plies": 4},
    "tacocat": {"same_turn": False, "rival": True, "plies": 4},
}
"""`PlanBot` settings of `hard` per game; the others use its defaults: a tree over the seat's own
moves until the rival moves (Tanuki Panic, Pikmin and TMNT turns are sequences of moves). Animale
Tattica's and Tacocat's turns are mostly one move, so their trees take in the rival's replies (keyed
by the moves made, chosen for the rival's score) and the seat's answers, four decisions in all. At a
fixed 400 rollouts against `normal` (80), same deals, both seats (benchmarks/results/hard-design.txt):
Animale Tattica 67.5% of 80 games with the rival in the tree, 57.5% with the seat's own moves only,
58.8% for the flat search; Tacocat 65.0%, 57.5%, 62.5% of 40; TMNT, own moves only, 65.0% and
60.0% (two runs of 40), 47.5% with the rival in the tree (its cards are set face down), 52.5% flat."""

MARGIN = 0.02
"""A search level departs from its rollout policy's move only when another move's mean over the
same sampled worlds is better by more than this (filters evaluation noise)."""

MARGINS: dict[str, float] = {"pikmin": 0.05}
"""`MARGIN` per game where noise needs a wider one: Pikmin's moves (unlimited, and a move does not
end the turn) chased noise at 0.02 and a turn could go on for thousands of moves."""


def search_supported(game_id: str) -> bool:
    """Whether `normal` and `hard` can be built for this game (it has `sample_hidden`)."""
    from tanuki_table.bots.infoset import can_sample  # deferred: keeps start-up light

    return can_sample(game_id)


def level_names(game_id: str, own: dict[str, Any]) -> list[str]:
    """The levels this game offers, weakest first."""
    names = ["easy"] if "simple" in own else []
    if search_supported(game_id):
        names += ["normal", "hard"]
    return names


def make_level(name: str, game_id: str, seed: int | None, own: dict[str, Any]) -> Bot | None:
    """A level's bot, or None when `name` is no level of this game (the caller then names the
    bots that exist). A search level on a game without `sample_hidden` raises `SearchUnavailable`."""
    if name == "easy" and "simple" in own:
        return recording(own["simple"](seed=seed, game_id=game_id), "easy")
    budget = BUDGETS.get(name)
    if budget is None:
        return None
    if not search_supported(game_id):
        # deferred: keeps start-up light
        from tanuki_table.bots.infoset import SearchUnavailable

        raise SearchUnavailable(
            f"no {name!r} bot for {game_id}: its state has no sample_hidden(player, rng) yet, so a search "
            f"bot would see hidden cards; available: easy, simple, random"
        )
    from tanuki_table.bots.flat import FlatMCBot  # deferred: keeps start-up light
    from tanuki_table.bots.plan import PlanBot  # deferred: keeps start-up light

    common: dict[str, Any] = dict(iterations=budget.iterations, seconds=SECONDS.get((game_id, name), budget.seconds),
                                  depth=DEPTH.get(game_id, budget.depth), margin=MARGINS.get(game_id, MARGIN),
                                  name=name, turns=TURNS.get(game_id))
    if name == "hard":
        return PlanBot(seed, game_id, **common, **PLAN.get(game_id, {}))
    return FlatMCBot(seed, game_id, **common)


def recording(bot: Bot, name: str) -> Bot:
    """`bot` (a game's rule-based bot) set up to remember its last move and, when the bot sets
    `why` (or `last_rule`, `reason`), the rule that fired in words, for "Why this move?"."""
    inner = bot.choose

    def choose(observation: Any, legal_actions: Any) -> Any:
        bot.last_rule = None  # type: ignore[attr-defined]
        bot.why = ""  # type: ignore[attr-defined]
        action = inner(observation, legal_actions)
        bot._last_choice = (action.label, len(legal_actions) == 1)  # type: ignore[attr-defined]
        return action

    def explain() -> Explanation:
        last = getattr(bot, "_last_choice", None)
        if last is None:
            return []
        label, only = last
        rule = getattr(bot, "why", None) or getattr(bot, "last_rule", None) or getattr(bot, "reason", None)
        if only:
            rule = "the only legal move"
        elif not isinstance(rule, str) or not rule:
            rule = "the first of its fixed rules that fits this position"
        return [(f"{label}: {rule}", 0, None)]

    bot.choose = choose  # type: ignore[method-assign]
    bot.explain = explain  # type: ignore[method-assign]
    bot.name = name
    return bot
