#!/usr/bin/env bash
# Two commands timed side by side on a shared machine: they run alternately, in pairs, so
# that both see the same load, and the medians of their CPU times (user + system, the
# whole process, output thrown away) and of the pairs' ratios are printed.
# Usage: benches/ab.sh RUNS "OLD COMMAND" "NEW COMMAND"
#   e.g. benches/ab.sh 7 "/tmp/old/sudoku-tui solve puzzles/17-clue.txt" \
#                        "target/release/sudoku-tui solve puzzles/17-clue.txt"
set -euo pipefail
if (( $# != 3 )); then
  echo "usage: benches/ab.sh RUNS \"OLD COMMAND\" \"NEW COMMAND\"" >&2
  exit 2
fi
runs=$1 old=$2 new=$3
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
# CPU seconds of one run of a command.
times=$(mktemp)
trap 'rm -f "$times"' EXIT
cpu() {
  # The command's own exit status is not judged (--max-steps ends with 3, say).
  /usr/bin/time -o "$times" -f "%U %S" bash -c "$1" >/dev/null 2>&1 || true
  tail -1 "$times" | awk '{printf "%.3f\n", $1 + $2}'
}
olds=() news=() ratios=()
for i in $(seq "$runs"); do
  # Alternate which goes first, so that neither always follows the other.
  if (( i % 2 )); then a=$(cpu "$old"); b=$(cpu "$new"); else b=$(cpu "$new"); a=$(cpu "$old"); fi
  olds+=("$a") news+=("$b")
  ratios+=("$(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f", (a > 0) ? b / a : 0}')")
done
printf 'old  median %s s CPU\n' "$(printf '%s\n' "${olds[@]}" | median)"
printf 'new  median %s s CPU\n' "$(printf '%s\n' "${news[@]}" | median)"
printf 'new/old median of the %s pairs %s (pairs: %s)\n' "$runs" \
  "$(printf '%s\n' "${ratios[@]}" | median)" "${ratios[*]}"
