#!/usr/bin/env bash
# The race at `max` against each strategy alone, driven in tmux as a person would. The race
# runs every board flat out in its share of each frame, so at best it takes as long as the
# strategies one after the other: the sum of their times alone. Its efficiency is that sum
# over the race's own time: the steps the boards take together in the race, as a fraction
# of those they would take alone in the same time (1.0: racing costs nothing).
#
# Times are the app's own clocks, read off the screen once each search has ended (the
# race's in its header, a single solve's "Elapsed" in the panel): tmux's latency does not
# count. The processes' CPU time (user + system, in ticks of 10 ms, start-up included) is
# printed beside, as a check less sensitive to other work on the machine. Rounds
# alternate race and solos; medians are printed.
# Usage: benches/race-max.sh [ROUNDS] [PUZZLE...]   (from the project root; needs tmux)
set -euo pipefail
rounds=${1:-5}
shift || true
puzzles=("$@")
[ ${#puzzles[@]} -gt 0 ] || puzzles=(puzzles/anti-brute-force.txt puzzles/17-clue.txt)
cargo build --release --quiet
bin=$PWD/target/release/sudoku-tui
session=sudoku-race-bench-$$
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT

source "$(dirname "$0")/lib.sh"
wait_pause=0.05
# "14µs", "9.97ms", "1.13s" or "1m15.0s" to seconds.
seconds() {
  awk -v t="$1" 'BEGIN {
    if (t ~ /m[0-9.]+s$/) { split(t, p, "m"); sub("s", "", p[2]); print p[1] * 60 + p[2] }
    else if (t ~ /µs$/) { sub("µs", "", t); print t / 1e6 }
    else if (t ~ /ms$/) { sub("ms", "", t); print t / 1000 }
    else { sub("s", "", t); print t + 0 } }'
}
start() { tmux new-session -d -s "$session" -x 120 -y 40 "$*"; }
stop() { tmux kill-session -t "$session"; }

# The app's CPU ticks so far.
cpu() { cpu_ticks "$(pane_pid)"; }
# The time after the text matching $1 (field $2 of it) and the CPU ticks; stops the app.
ended() {
  local t c
  t=$(screen | grep -o -- "$1" | head -1 | awk -v f="$2" '{print $f}')
  c=$(cpu)
  stop
  echo "$(seconds "$t") $c"
}
race_time() { # puzzle; prints seconds on the race's clock and CPU ticks
  start "$bin" "$1" --race --speed max
  wait_for "over  ·" 300
  ended 'over  ·  [0-9.µms]*' 3
}
solo_time() { # puzzle strategy; prints seconds elapsed and CPU ticks
  start "$bin" "$1" --strategy "$2" --speed max
  wait_for "editing" 10
  tmux send-keys -t "$session" Enter
  wait_for "Solved:" 300
  ended 'Elapsed *[0-9.µms]*' 2
}

for puzzle in "${puzzles[@]}"; do
  ratios=() cpu_ratios=() races=() sums=()
  for ((r = 1; r <= rounds; r++)); do
    read -r race race_cpu < <(race_time "$puzzle")
    sum=0 sum_cpu=0
    for s in naive mrv propagate; do
      read -r t c < <(solo_time "$puzzle" "$s")
      sum=$(awk -v a="$sum" -v b="$t" 'BEGIN {print a + b}')
      sum_cpu=$((sum_cpu + c))
    done
    ratio=$(awk -v a="$sum" -v b="$race" 'BEGIN {printf "%.3f", a / b}')
    cpu_ratio=$(awk -v a="$sum_cpu" -v b="$race_cpu" 'BEGIN {printf "%.3f", a / b}')
    echo "$puzzle round $r: race ${race}s, alone one after the other ${sum}s," \
      "efficiency $ratio; CPU ticks race $race_cpu, alone $sum_cpu, ratio $cpu_ratio"
    races+=("$race") sums+=("$sum") ratios+=("$ratio") cpu_ratios+=("$cpu_ratio")
  done
  echo "$puzzle: median race $(printf '%s\n' "${races[@]}" | median)s," \
    "median sum alone $(printf '%s\n' "${sums[@]}" | median)s," \
    "median efficiency $(printf '%s\n' "${ratios[@]}" | median) (target 0.8)," \
    "median CPU ratio $(printf '%s\n' "${cpu_ratios[@]}" | median)"
done
