#!/usr/bin/env bash
# The app at `max` speed on the puzzle built against brute force (69 million placements in
# the naive order), driven in tmux as a person would: time from Enter to "Solved" against
# the headless naive solve, the app's peak memory, how soon a key shows on screen
# mid-solve, and the CPU it uses while idle afterwards.
# Usage: benches/app-max.sh          (from the project root; needs tmux)
set -euo pipefail
cargo build --release --quiet
bin=$PWD/target/release/sudoku-tui
puzzle=puzzles/anti-brute-force.txt
session=sudoku-bench-$$
source "$(dirname "$0")/lib.sh"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT

start=$EPOCHREALTIME
"$bin" solve "$puzzle" --strategy naive >/dev/null
headless=$(ms_since "$start")

# 1. Enter to "Solved", untouched.
start_app
pid=$(pane_pid)
start=$EPOCHREALTIME
tmux send-keys -t "$session" Enter
wait_for "Solved:" 120
app=$(ms_since "$start")
peak_kb=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
t0=$(cpu_ticks "$pid")
sleep 3
t1=$(cpu_ticks "$pid")
tmux kill-session -t "$session"

# 2. A key mid-solve: Space pauses; time until the screen says so.
start_app
tmux send-keys -t "$session" Enter
wait_for "solving" 5
sleep 0.3
start=$EPOCHREALTIME
tmux send-keys -t "$session" Space
wait_for "paused" 5
key=$(ms_since "$start")
start=$EPOCHREALTIME
screen >/dev/null
probe=$(ms_since "$start")

echo "headless naive solve (whole process): ${headless} ms"
echo "app at max, Enter to 'Solved':        ${app} ms  (app/headless $(awk "BEGIN {printf \"%.2f\", $app / $headless}"))"
echo "key mid-solve to screen (Space):      ${key} ms  (one tmux screen read alone: ${probe} ms)"
echo "peak RSS of the app:                  $((peak_kb / 1024)) MiB"
echo "CPU while idle for 3 s after the end: $((t1 - t0)) ticks"
