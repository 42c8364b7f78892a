#!/bin/sh
# The ladder measurement of the README: hard vs easy, then normal vs easy, for every game.
# Usage: sh benchmarks/ladder_run.sh [GAMES] [JOBS] [SLOW_GAMES]   (from the repository root)
# SLOW_GAMES (default GAMES) is used for Pikmin (about 110 decisions per seat per game), and for
# Tanuki Panic's normal pairing, so the whole run fits in about an hour on two cores.
# Writes benchmarks/results/ladder-<game>-<pairing>.json.
GAMES=${1:-40}
JOBS=${2:-2}
SLOW=${3:-$GAMES}
mkdir -p benchmarks/results
for levels in easy,hard easy,normal; do
  for game in animale_tattica tacocat tmnt tanuki_panic pikmin; do
    n=$GAMES
    if [ "$game" = pikmin ] || { [ "$game" = tanuki_panic ] && [ "$levels" = easy,normal ]; }; then n=$SLOW; fi
    python -m tanuki_table ladder --game "$game" --games "$n" --jobs "$JOBS" --levels "$levels" --json \
      > "benchmarks/results/ladder-$game-$(echo $levels | tr , -).json"
  done
done
