#!/usr/bin/env bash
# The app at `max` speed with and without recording the screen, against the headless
# solve, side by side: RUNS rounds of (headless, app, app recording), each app run timed
# from Enter to "Solved" on screen in tmux, on the puzzle built against brute force (69
# million placements in the naive order). Prints every round and the medians of the
# times and of the per-round ratios, the CPU time each used (user + system, in clock
# ticks of 10 ms), and the size of the last recording.
# Usage: benches/app-max-record.sh [RUNS]   (from the project root; needs tmux; default 5)
set -euo pipefail
runs=${1:-5}
cargo build --release --quiet
bin=$PWD/target/release/sudoku-tui
puzzle=$PWD/puzzles/anti-brute-force.txt
session=sudoku-rec-bench-$$
work=$(mktemp -d)
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT
screen() { tmux capture-pane -p -t "$session"; }
ms_since() { echo $(( (${EPOCHREALTIME/./} - ${1/./}) / 1000 )); }
wait_for() { # text, timeout in seconds
  local start=$EPOCHREALTIME
  until screen | grep -q "$1"; do
    sleep 0.01
    if (( $(ms_since "$start") > $2 * 1000 )); then echo "timed out waiting for '$1'"; screen; exit 1; fi
  done
}
app_run() { # extra arguments; prints ms from Enter to "Solved", and the app's CPU ticks
  tmux new-session -d -s "$session" -c "$work" -x 100 -y 32 "$bin $puzzle --speed max $*"
  wait_for "unique solution" 10
  local pid start ms
  pid=$(tmux list-panes -t "$session" -F '#{pane_pid}')
  start=$EPOCHREALTIME
  tmux send-keys -t "$session" Enter
  wait_for "Solved:" 120
  ms=$(ms_since "$start")
  echo "$ms $(awk '{print $14 + $15}' "/proc/$pid/stat")"
  tmux kill-session -t "$session"
}
median() { sort -n | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

fmt='%-6s %11s %11s %11s %12s %12s %8s %5s %5s\n'
printf "$fmt" round headless app recording rec/headless rec/app cpu:head app rec
: > "$work/rows"
for i in $(seq "$runs"); do
  start=$EPOCHREALTIME
  /usr/bin/time -o "$work/time" -f '%U %S' "$bin" solve "$puzzle" --strategy naive >/dev/null
  headless=$(ms_since "$start")
  headless_cpu=$(awk '{printf "%d", ($1 + $2) * 100 + 0.5}' "$work/time")
  read -r app app_cpu < <(app_run)
  rm -f "$work/bench.cast"
  read -r rec rec_cpu < <(app_run --record bench.cast)
  cp "$work/bench.cast" "$work/last.cast"
  r1=$(awk "BEGIN {printf \"%.3f\", $rec / $headless}")
  r2=$(awk "BEGIN {printf \"%.3f\", $rec / $app}")
  printf "$fmt" "$i" "$headless ms" "$app ms" "$rec ms" "$r1" "$r2" "$headless_cpu" "$app_cpu" "$rec_cpu"
  echo "$headless $app $rec $r1 $r2 $headless_cpu $app_cpu $rec_cpu" >> "$work/rows"
done
col() { awk -v c="$1" '{print $c}' "$work/rows" | median; }
printf "$fmt" median "$(col 1) ms" "$(col 2) ms" "$(col 3) ms" "$(col 4)" "$(col 5)" "$(col 6)" "$(col 7)" "$(col 8)"
echo "last recording: $(wc -l < "$work/last.cast") lines, $(wc -c < "$work/last.cast") bytes"
