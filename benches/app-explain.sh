#!/usr/bin/env bash
# Explaining the search, measured on the release binary in tmux as a person would use it:
#  1. the app at `max` against the headless naive solve, in pairs (headless, app, headless,
#     app, ...), on the puzzle built against brute force (138 million events): the ratio
#     app/headless of each pair in wall time, in the app's own time and in CPU time, and
#     their medians;
#  2. after `f` on that puzzle, how soon the screen shows the step reached by `b` (one
#     event back), `B` (back to the previous choice) and `g` (go to a step, anywhere in
#     the search), key to screen; with the time one tmux screen read takes alone;
#  3. the app's peak memory (VmHWM) after all that.
# Usage: benches/app-explain.sh [PAIRS] [JUMPS]   (from the project root; needs tmux)
#        BIN=path/to/sudoku-tui benches/app-explain.sh   to time another build
set -euo pipefail
pairs=${1:-5}
jumps=${2:-20}
if [[ -z ${BIN:-} ]]; then
  cargo build --release --quiet
  BIN=$PWD/target/release/sudoku-tui
fi
bin=$BIN
puzzle=puzzles/anti-brute-force.txt
session=sudoku-explain-$$
source "$(dirname "$0")/lib.sh"
grouped() { echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }
step_now() { screen | grep -Eo 'Step +[0-9,]+' | grep -Eo '[0-9,]+' | tr -d , || true; }
wait_moved() { # from step, timeout in seconds
  local start=$EPOCHREALTIME
  until [[ $(step_now) != "$1" ]]; do
    if (( $(ms_since "$start") > $2 * 1000 )); then echo "timed out leaving step $1"; screen; exit 1; fi
  done
}
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT

# 1. The app at max against headless, in pairs: wall time (Enter to "Solved" on screen),
#    the app's own time (what its summary says, free of tmux's delays), and CPU time (the
#    app's read from /proc, in 10 ms ticks).
ratios=(); own_ratios=(); cpu_ratios=()
tick_ms=$((1000 / $(getconf CLK_TCK)))
for i in $(seq "$pairs"); do
  start=$EPOCHREALTIME
  read -r hcpu < <( { /usr/bin/time -f "%U %S" "$BIN" solve "$puzzle" --strategy naive >/dev/null; } 2>&1 |
    awk '{printf "%d\n", ($1 + $2) * 1000}')
  headless=$(ms_since "$start")
  start_app
  pid=$(pane_pid)
  t0=$(cpu_ticks "$pid")
  start=$EPOCHREALTIME
  tmux send-keys -t "$session" Enter
  # Looking at the screen takes a core too: every 10 ms at most, not flat out.
  wait_for "Solved:" 120 0.01
  app=$(ms_since "$start")
  acpu=$(( ($(cpu_ticks "$pid") - t0) * tick_ms ))
  # The app's own time, from its summary ("Solved: ..., 612ms" or "..., 1.20s").
  own=$(screen | tr -d '\n' | grep -Eo 'Solved: [^│┃]*' | grep -Eo '[0-9.]+m?s' | tail -1 |
    awk '/ms$/ {print $1 + 0; next} {print int($1 * 1000)}')
  tmux kill-session -t "$session"
  ratios+=("$(awk "BEGIN {printf \"%.3f\", $app / $headless}")")
  own_ratios+=("$(awk "BEGIN {printf \"%.3f\", $own / $headless}")")
  cpu_ratios+=("$(awk "BEGIN {printf \"%.3f\", $acpu / $hcpu}")")
  echo "pair $i: headless ${headless} ms (CPU ${hcpu} ms), app ${app} ms (own ${own} ms, CPU ${acpu} ms):" \
    "app/headless ${ratios[-1]} wall, ${own_ratios[-1]} own, ${cpu_ratios[-1]} CPU"
done
echo "app/headless, median of $pairs pairs: $(printf '%s\n' "${ratios[@]}" | median) wall," \
  "$(printf '%s\n' "${own_ratios[@]}" | median) own time, $(printf '%s\n' "${cpu_ratios[@]}" | median) CPU"

# 2. Going back after `f`.
(( jumps > 0 )) || exit 0
start_app
pid=$(pane_pid)
tmux send-keys -t "$session" f
wait_for "Solved:" 120
end=$(step_now)
times_b=(); times_g=(); times_B=(); probes=()
at=$end
for i in $(seq "$jumps"); do
  start=$EPOCHREALTIME
  tmux send-keys -t "$session" b
  at=$((at - 1))
  wait_for "Step +$(grouped $at)( |$)" 10
  times_b+=("$(ms_since "$start")")
  start=$EPOCHREALTIME
  tmux send-keys -t "$session" B
  wait_moved "$at" 10
  times_B+=("$(ms_since "$start")")
  at=$(step_now)
  target=$(( (RANDOM * 32768 + RANDOM) % end ))
  tmux send-keys -t "$session" g
  wait_for "Go to step" 10
  start=$EPOCHREALTIME
  tmux send-keys -t "$session" "$target" Enter
  wait_for "Step +$(grouped $target)( |$)" 10
  times_g+=("$(ms_since "$start")")
  at=$target
  start=$EPOCHREALTIME
  screen >/dev/null
  probes+=("$(ms_since "$start")")
done
peak_kb=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
stats() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {printf "median %d ms, max %d ms", a[int((NR+1)/2)], a[NR]}'; }
echo "after f, ${jumps} times each, key to screen:"
echo "  b (one event back):          $(stats "${times_b[@]}")"
echo "  B (previous choice):         $(stats "${times_B[@]}")"
echo "  g (a random step):           $(stats "${times_g[@]}")"
echo "  one tmux screen read alone:  $(stats "${probes[@]}")"
echo "peak RSS of the app:           $((peak_kb / 1024)) MiB"
