#!/bin/sh
# The ladder measurement of the report: hard vs easy, then normal vs easy, for the games with
# sample_hidden. Usage: sh benchmarks/ladder_run.sh [GAMES] [JOBS]   (from the repository root)
# Writes benchmarks/results/ladder-<game>-<pairing>.json.
GAMES=${1:-40}
JOBS=${2:-2}
mkdir -p benchmarks/results
for levels in easy,hard easy,normal; do
  for game in tacocat pikmin tanuki_panic; do
    python -m tanuki_table ladder --game "$game" --games "$GAMES" --jobs "$JOBS" --levels "$levels" --json \
      > "benchmarks/results/ladder-$game-$(echo $levels | tr , -).json"
  done
done
