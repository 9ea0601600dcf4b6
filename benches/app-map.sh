#!/usr/bin/env bash
# The app at `max` with the map open, on the puzzle built against brute force (138
# million naive steps), driven in tmux as a person would: Enter, then `m` at once, until
# the map stands whole at the end of the search (its axis at the last step, no
# "building"); against the headless naive solve, measured side by side, alternately, on a
# shared machine. Then `f` with the map open on a fresh app, and its peak RSS (VmHWM)
# once the map has caught up. Besides the wall times, the CPU time (user + system) of
# the headless solve and of the app with the map open and closed, and their ratios round
# by round: on a busy machine the wall times swing with the other work, the CPU times much
# less. The screen is looked at every 0.05 s, with the map open or closed.
# Usage: benches/app-map.sh [rounds]     (from the project root; needs tmux)
#        BIN=path/to/sudoku-tui benches/app-map.sh [rounds]   (a build of your own)
set -euo pipefail
rounds=${1:-3}
if [[ -z ${BIN:-} ]]; then
  cargo build --release --quiet
fi
bin=${BIN:-$PWD/target/release/sudoku-tui}
puzzle=puzzles/anti-brute-force.txt
session=sudoku-map-$$
socket=sudoku-map-$$
tmux() { command tmux -L "$socket" "$@"; }
source "$(dirname "$0")/lib.sh"
wait_pause=0.05
trap 'tmux kill-server 2>/dev/null || true' EXIT
# A session that stays, so that the server outlives each round's (else a round may start
# its session on a server on its way out: "server exited unexpectedly").
tmux new-session -d -s keep "sleep 100000"
tick_ms=$((1000 / $(getconf CLK_TCK)))

# The map whole at the end: no "building", the step shown the last, the axis to it.
whole='step 1 +138\.4M'
map_done() { screen | grep -Eq "$whole" && ! screen | grep -q "building\|map at step"; }

heads=() apps=() plains=() cpu_ratios=() closed_ratios=()
for _ in $(seq "$rounds"); do
  start=$EPOCHREALTIME
  read -r hcpu < <( { /usr/bin/time -f "%U %S" "$bin" solve "$puzzle" --strategy naive >/dev/null; } 2>&1 |
    awk '{printf "%d\n", ($1 + $2) * 1000}')
  heads+=("$(ms_since "$start")")

  start_app
  pid=$(pane_pid)
  t0=$(cpu_ticks "$pid")
  tmux send-keys -t "$session" Enter
  tmux send-keys -t "$session" m
  start=$EPOCHREALTIME
  wait_for "Map" 5
  until map_done; do
    (( $(ms_since "$start") < 600000 )) || { echo "map never whole" >&2; screen >&2; exit 1; }
    sleep 0.05
  done
  apps+=("$(ms_since "$start")")
  acpu=$(( ($(cpu_ticks "$pid") - t0) * tick_ms ))
  cpu_ratios+=("$(awk "BEGIN {printf \"%.3f\", $acpu / $hcpu}")")
  echo "round: headless ${heads[-1]} ms (CPU ${hcpu} ms), map open ${apps[-1]} ms (CPU ${acpu} ms):" \
    "CPU map open/headless ${cpu_ratios[-1]}" >&2
  tmux kill-session -t "$session"

  start_app
  pid=$(pane_pid)
  t0=$(cpu_ticks "$pid")
  start=$EPOCHREALTIME
  tmux send-keys -t "$session" Enter
  wait_for "Solved:" 120
  plains+=("$(ms_since "$start")")
  pcpu=$(( ($(cpu_ticks "$pid") - t0) * tick_ms ))
  closed_ratios+=("$(awk "BEGIN {printf \"%.3f\", $acpu / $pcpu}")")
  echo "round: map closed ${plains[-1]} ms (CPU ${pcpu} ms): CPU map open/closed ${closed_ratios[-1]}" >&2
  tmux kill-session -t "$session"
done

# f with the map open: peak memory once the map has caught up.
start_app
pid=$(pane_pid)
tmux send-keys -t "$session" n
wait_for "paused" 5
start=$EPOCHREALTIME
tmux send-keys -t "$session" f
tmux send-keys -t "$session" m
wait_for "Map" 60
until map_done; do
  (( $(ms_since "$start") < 600000 )) || { echo "map never whole" >&2; screen >&2; exit 1; }
  sleep 0.05
done
f_map=$(ms_since "$start")
peak_kb=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
tmux kill-session -t "$session"

h=$(printf '%s\n' "${heads[@]}" | median)
a=$(printf '%s\n' "${apps[@]}" | median)
p=$(printf '%s\n' "${plains[@]}" | median)
echo "rounds: $rounds, side by side (medians; each: ${heads[*]} | ${apps[*]} | ${plains[*]})"
echo "headless naive solve (whole process):         ${h} ms"
echo "app at max, map closed, Enter to 'Solved':     ${p} ms  (app/headless $(awk "BEGIN {printf \"%.2f\", $p / $h}"))"
echo "app at max, map open, Enter to the map whole:  ${a} ms  (app/headless $(awk "BEGIN {printf \"%.2f\", $a / $h}"))"
echo "CPU, map open / headless, each round:          ${cpu_ratios[*]} (median $(printf '%s\n' "${cpu_ratios[@]}" | median))"
echo "CPU, map open / map closed, each round:        ${closed_ratios[*]} (median $(printf '%s\n' "${closed_ratios[@]}" | median))"
echo "f with the map open, to the map whole:         ${f_map} ms"
echo "peak RSS after f with the map open:            $((peak_kb / 1024)) MiB"
