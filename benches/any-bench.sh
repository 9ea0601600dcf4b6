#!/usr/bin/env bash
# The solver of every size on one core: the benchmark sets of benches/any/ (made by
# benches/any-fixtures.py from the generator) and the test fixtures, each set solved over
# and over (about a second's worth each, times SCALE) for its puzzles' lexicographically
# first solutions and for their counts to two; then
# the generator at 16x16 and 25x25. Times are the process's own time on its core where
# Linux tells it (see the example's source), so a busy machine inflates them less.
#
#   benches/any-bench.sh [SCALE] [CORE]     (defaults: 1, core 1)
#
# With BASELINE=/path/to/an/older/sudoku-tui, whole-process `solve` and `solve --count`
# of each set and the generator are timed for both builds, the older first (user time,
# each set read 5 times over), and their answers compared.
set -euo pipefail
cd "$(dirname "$0")/.."
scale=${1:-1}
core=${2:-1}
cargo build --release -q -p sudoku-engine --example any_bench
cargo build --release -q
# Each set with its rounds: about a second of solving on a quiet machine.
for run in benches/any/16-40.txt:60 benches/any/16-minimal.txt:3 benches/any/25.txt:20 \
  tests/fixtures/any/unique_16.txt:60 tests/fixtures/any/unique_12.txt:3000; do
  taskset -c "$core" target/release/examples/any_bench "${run%:*}" $(( ${run#*:} * scale ))
done
for size in 16 25; do
  /usr/bin/time -f "generate --size $size --count 10: %U s user, %e s wall" \
    taskset -c "$core" target/release/sudoku-tui generate --size "$size" --count 10 \
    --seed 3 --jobs 1 > /dev/null
done
[ -n "${BASELINE:-}" ] || exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
user() { /usr/bin/time -f %U -o "$work/t" taskset -c "$core" "$@" > "$work/out"; cat "$work/t"; }
for set in benches/any/16-40.txt benches/any/16-minimal.txt benches/any/25.txt; do
  for _ in 1 2 3 4 5; do cat "$set"; done > "$work/set.txt"
  for mode in "" --count; do
    a=$(user "$BASELINE" solve $mode --jobs 1 "$work/set.txt"); mv "$work/out" "$work/a"
    b=$(user target/release/sudoku-tui solve $mode --jobs 1 "$work/set.txt")
    cmp -s "$work/a" "$work/out" && same=same || same=DIFFERENT
    echo "$set x5 solve $mode: before ${a} s, after ${b} s, answers $same"
  done
done
for size in 16 25; do
  a=$(user "$BASELINE" generate --size $size --count 10 --seed 3 --jobs 1); mv "$work/out" "$work/a"
  b=$(user target/release/sudoku-tui generate --size $size --count 10 --seed 3 --jobs 1)
  cmp -s "$work/a" "$work/out" && same=same || same=DIFFERENT
  echo "generate --size $size --count 10: before ${a} s, after ${b} s, puzzles $same"
done
