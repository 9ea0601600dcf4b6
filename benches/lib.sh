# What the scripts that drive the app in tmux share: looking at the screen, waiting for
# text on it, reading the clock and the app's CPU time, medians. Sourced by each script
# (from the project root) after it has set `session`, the tmux session it drives.

# The screen as text.
screen() { tmux capture-pane -p -t "$session"; }

# Milliseconds since an $EPOCHREALTIME.
ms_since() { echo $(( (${EPOCHREALTIME/./} - ${1/./}) / 1000 )); }

# Waits until the screen matches an extended regex; gives up after a timeout in seconds
# (printing the screen to standard error, exit status 1). Looks again at once, or after
# a pause in seconds (the third argument, else $wait_pause, else none): looking at the
# screen takes a core too.
wait_for() {
  local start=$EPOCHREALTIME
  until screen | grep -Eq -- "$1"; do
    if (( $(ms_since "$start") > $2 * 1000 )); then
      echo "timed out waiting for '$1'" >&2
      screen >&2
      exit 1
    fi
    sleep "${3:-${wait_pause:-0}}"
  done
}

# Starts the app ($bin) on $puzzle at `max` speed in a 100x32 session, and waits for the
# editor.
start_app() {
  tmux new-session -d -s "$session" -x 100 -y 32 "$bin $puzzle --speed max"
  wait_for "editing" 10
}

# The process id of the program in the session's pane.
pane_pid() { tmux list-panes -t "$session" -F '#{pane_pid}'; }

# CPU time (user + system) of a process so far, in clock ticks.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# The median of numbers, one a line.
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
