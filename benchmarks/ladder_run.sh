#!/bin/sh
# The ladder measurement of the README: the default ladder (easy/random, normal/easy, hard/normal,
# hard/easy) of every game, GAMES games per pairing, JOBS worker processes, niced.
# Usage: sh benchmarks/ladder_run.sh [GAMES] [JOBS] [GAME...]   (from the repository root)
# Writes benchmarks/results/ladder-<game>.json and ladder-<game>.load.txt (the load average before
# and after, and the time: the search levels think by the wall clock, so load makes them weaker).
GAMES=${1:-40}
JOBS=${2:-2}
shift 2 2>/dev/null
GAMES_LIST=${*:-animale_tattica tmnt tacocat tanuki_panic pikmin}
mkdir -p benchmarks/results
for game in $GAMES_LIST; do
  out=benchmarks/results/ladder-$game
  { date -u +"start %Y-%m-%d %H:%M:%S UTC"; echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"; } > "$out.load.txt"
  nice -n 10 python -m tanuki_table ladder --game "$game" --games "$GAMES" --jobs "$JOBS" --json > "$out.json"
  { date -u +"end %Y-%m-%d %H:%M:%S UTC"; echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"; } >> "$out.load.txt"
done
python benchmarks/tables.py ladder
