#!/usr/bin/env bash
# The app at `max` speed with and without recording the screen, against the headless
# solve, side by side: RUNS rounds of (headless, app, app recording) on the puzzle built
# against brute force (69 million placements in the naive order), the app driven in tmux.
# For each: the wall time (headless: the whole process; the app: Enter to "Solved" on
# screen, through tmux), the solve's time as the app itself gives it in its panel
# ("Elapsed", free of tmux's delays), and the CPU time used (user + system, in clock ticks of 10 ms). Prints every
# round, then the medians of the figures and of the per-round ratios (the app's own
# times against the headless wall time, and recording against not), and the size of
# the last recording.
# Usage: benches/app-max-record.sh [RUNS]   (from the project root; needs tmux; default 5)
set -euo pipefail
runs=${1:-5}
cargo build --release --quiet
bin=$PWD/target/release/sudoku-tui
puzzle=$PWD/puzzles/anti-brute-force.txt
session=sudoku-rec-bench-$$
work=$(mktemp -d)
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT
source "$(dirname "$0")/lib.sh"
wait_pause=0.01
# The panel's "Elapsed  1.07s" (or "987ms") once solved: the solve's own time, in ms.
own_ms() { screen | grep -o 'Elapsed  *[0-9.]*m*s' | awk '{t = $2;
  if (t ~ /ms$/) {sub(/ms$/, "", t); print t} else {sub(/s$/, "", t); printf "%d\n", t * 1000}}'; }
app_run() { # extra arguments; prints: wall ms, the app's own ms, CPU ticks
  tmux new-session -d -s "$session" -c "$work" -x 100 -y 32 "$bin $puzzle --speed max $*"
  wait_for "unique solution" 10
  local pid start ms
  pid=$(pane_pid)
  start=$EPOCHREALTIME
  tmux send-keys -t "$session" Enter
  wait_for "Solved:" 120
  ms=$(ms_since "$start")
  echo "$ms $(own_ms) $(cpu_ticks "$pid")"
  tmux kill-session -t "$session"
}
ratio() { awk "BEGIN {printf \"%.3f\", $1 / $2}"; }

fmt='%-6s %9s %9s %9s %9s %9s %9s %9s %6s %5s %5s\n'
echo "wall and own times in ms; ratios: recording against headless and against the app"
printf "$fmt" round headless app rec app-own rec-own rec/head rec/app cpu:hd app rec
: > "$work/rows"
for i in $(seq "$runs"); do
  start=$EPOCHREALTIME
  /usr/bin/time -o "$work/time" -f '%U %S' "$bin" solve "$puzzle" --strategy naive >/dev/null
  headless=$(ms_since "$start")
  headless_cpu=$(awk '{printf "%d", ($1 + $2) * 100 + 0.5}' "$work/time")
  read -r app app_own app_cpu < <(app_run)
  rm -f "$work/bench.cast"
  read -r rec rec_own rec_cpu < <(app_run --record bench.cast)
  cp "$work/bench.cast" "$work/last.cast"
  row="$headless $app $rec $app_own $rec_own $(ratio "$rec_own" "$headless") $(ratio "$rec_own" "$app_own") $headless_cpu $app_cpu $rec_cpu"
  # shellcheck disable=SC2086
  printf "$fmt" "$i" $row
  echo "$row" >> "$work/rows"
done
col() { awk -v c="$1" '{print $c}' "$work/rows" | median; }
printf "$fmt" median "$(col 1)" "$(col 2)" "$(col 3)" "$(col 4)" "$(col 5)" "$(col 6)" "$(col 7)" "$(col 8)" "$(col 9)" "$(col 10)"
echo "last recording: $(wc -l < "$work/last.cast") lines, $(wc -c < "$work/last.cast") bytes"
