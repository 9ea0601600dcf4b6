#!/usr/bin/env bash
# Times the step engine's naive strategy (`sudoku-tui solve --strategy naive`, one event per
# call) against the classic recursive program compiled with g++ -O2, on the puzzle built
# against brute force (138 million steps), and checks both give the same counts.
# Usage: benches/naive-vs-cpp.sh [RUNS]     (from the project root)
# With BASELINE=/path/to/an/older/sudoku-tui, that build is timed in the same runs too
# (A B C A B C ...), so that a change can be compared with what came before.
set -euo pipefail
runs=${1:-5}
baseline=${BASELINE:-}
cargo build --release --quiet
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -O2 -o "$work/naive" benches/reference/naive.cpp
puzzle=puzzles/anti-brute-force.txt
# The C++ program reads 9 lines of 9 digits.
target/release/sudoku-tui solve "$puzzle" --output line >/dev/null
python3 - "$puzzle" >"$work/rows.txt" <<'PY'
import sys
line = open(sys.argv[1]).read().split()[0].replace('.', '0')
print('\n'.join(line[i:i + 9] for i in range(0, 81, 9)))
PY
counts() { "$1" solve "$puzzle" --strategy naive --stats 2>&1 >/dev/null | cut -d' ' -f1-2; }
ours_counts=$(counts target/release/sudoku-tui)
cpp_counts=$("$work/naive" <"$work/rows.txt" 2>&1 >/dev/null)
echo "sudoku-tui: $ours_counts"
echo "g++ -O2:    $cpp_counts"
[ "$ours_counts" = "$cpp_counts" ] || { echo "counts differ"; exit 1; }
if [ -n "$baseline" ]; then
  base_counts=$(counts "$baseline")
  echo "baseline:   $base_counts"
  [ "$base_counts" = "$cpp_counts" ] || { echo "baseline counts differ"; exit 1; }
fi
cpu() { /usr/bin/time -f '%U' "$@" 2>&1 >/dev/null | tail -n 1; }
ratios=()
base_ratios=()
for _ in $(seq "$runs"); do
  a=$(cpu target/release/sudoku-tui solve "$puzzle" --strategy naive)
  b=$(cpu sh -c "exec '$work/naive' <'$work/rows.txt'")
  ratios+=("$(python3 -c "print(f'{$b / $a:.3f}')")")
  if [ -n "$baseline" ]; then
    c=$(cpu "$baseline" solve "$puzzle" --strategy naive)
    base_ratios+=("$(python3 -c "print(f'{$b / $c:.3f}')")")
    echo "user seconds: sudoku-tui $a, g++ $b, baseline $c"
  else
    echo "user seconds: sudoku-tui $a, g++ $b"
  fi
done
summary() {
  python3 -c "import statistics,sys; r=[float(x) for x in sys.argv[2:]]; print(f'{sys.argv[1]} (above 1.0: the step engine is faster): median {statistics.median(r):.2f}, min {min(r):.2f}, max {max(r):.2f}')" "$@"
}
summary "g++/sudoku-tui" "${ratios[@]}"
if [ -n "$baseline" ]; then
  summary "g++/baseline" "${base_ratios[@]}"
fi
