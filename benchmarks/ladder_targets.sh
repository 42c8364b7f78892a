#!/bin/sh
# Issue 30's ladder targets: `normal` vs `easy` and `hard` vs `normal`, GAMES games per pairing
# (each deal from both seats), one worker (--jobs 1), niced, game after game (fastest first).
# Usage: sh benchmarks/ladder_targets.sh [GAMES] [GAME...]   (from the repository root)
# Writes benchmarks/results/ladder-<game>-normal-easy.json and ladder-<game>-hard-normal.json, each
# with a .load.txt beside it (start and end time, the load average before and after: the search
# levels think by the wall clock, so load makes them weaker). `python benchmarks/tables.py ladder`
# prints the ladder table of benchmarks/results/bots-experiments.md from them.
GAMES=${1:-40}
shift 1 2>/dev/null
GAMES_LIST=${*:-animale_tattica tacocat tmnt tanuki_panic pikmin}
mkdir -p benchmarks/results
for game in $GAMES_LIST; do
  for pair in easy,normal normal,hard; do
    case $pair in easy,normal) name=normal-easy;; *) name=hard-normal;; esac
    out=benchmarks/results/ladder-$game-$name
    { date -u +"start %Y-%m-%d %H:%M:%S UTC"; echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
      echo "command: nice -n 10 python -m tanuki_table ladder --game $game --levels $pair --games $GAMES --jobs 1 --json"; } > "$out.load.txt"
    nice -n 10 python -m tanuki_table ladder --game "$game" --levels "$pair" --games "$GAMES" --jobs 1 --json > "$out.json"
    { date -u +"end %Y-%m-%d %H:%M:%S UTC"; echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"; } >> "$out.load.txt"
  done
done
python benchmarks/tables.py ladder
