#!/usr/bin/env bash
# Times `sudoku-tui solve` (the lexicographically first solution, and --count: solutions
# counted up to 2) against tdoku (its first solution, and its count to 2) and the `sudoku`
# crate (any one solution, and its count to 2) on randomly permuted copies of the public
# sets, so that no solver is helped by how the puzzles happen to be stored. Whole process,
# one thread, CPU time (user + system); each round runs every solver once, alternating,
# and the medians over the rounds are printed with the ratios theirs/ours (above 1.0: we
# are faster). Answers are checked: the three counts agree, and our solution is tdoku's
# and the crate's wherever the puzzle has one solution.
# Usage: benches/vs-tdoku.sh [ROUNDS] [SET...]     (from the project root)
#   SET: a file name under $SHARED/data (default: the five tdoku sets below)
#   SHARED (default ../shared): where data/, tdoku/ and peer-bench/ are
#   SEED (default 1): the permutations' seed;  BIN: our binary (default: a fresh release build)
#   KEEP=DIR: keep the permuted copies and the built tools in DIR
set -euo pipefail
rounds=${1:-5}
shift || true
shared=${SHARED:-../shared}
seed=${SEED:-1}
for need in data tdoku/build.sh peer-bench/Cargo.toml; do
  if [ ! -e "$shared/$need" ]; then
    echo "skipped: $shared/$need is absent (set SHARED to the directory holding data/, tdoku/ and peer-bench/)"
    exit 0
  fi
done
# Each set with the number of differently permuted copies run together, so that a run
# takes long enough to time and start-up weighs little.
declare -A copies=(
  [tdoku_puzzles2_17_clue.txt]=1
  [tdoku_puzzles3_magictour_top1465.txt]=14
  [tdoku_puzzles5_forum_hardest_1905_11+.txt]=1
  [tdoku_puzzles6_forum_hardest_1106.txt]=54
  [tdoku_puzzles7_serg_benchmark.txt]=10
)
sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=(tdoku_puzzles2_17_clue.txt tdoku_puzzles3_magictour_top1465.txt
  "tdoku_puzzles5_forum_hardest_1905_11+.txt" tdoku_puzzles6_forum_hardest_1106.txt
  tdoku_puzzles7_serg_benchmark.txt)

if [ -n "${KEEP:-}" ]; then work=$KEEP; mkdir -p "$work"; else
  work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
if [ -z "${BIN:-}" ]; then
  cargo build --release --quiet
  BIN=target/release/sudoku-tui
fi
ours=$(realpath "$BIN")
[ -x "$work/tdoku_cli" ] || "$shared/tdoku/build.sh" "$work" >/dev/null
tdoku=$work/tdoku_cli
cargo build --release --quiet --manifest-path "$shared/peer-bench/Cargo.toml" --target-dir "$work/peer-target"
peer=$work/peer-target/release/peer-bench

cpu() { # CPU seconds (user + system) of a command, its output to $work/out
  /usr/bin/time -f '%U %S' -o "$work/time" "$@" >"$work/out" 2>/dev/null || [ $? -eq 1 ]
  awk '{printf "%.3f\n", $1 + $2}' "$work/time"
}
med() { printf '%s\n' "$@" | sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", (b > 0) ? a / b : 0}'; }

echo "CPU seconds (user + system), medians of $rounds rounds; ratios theirs/ours (above 1.0: we are faster)"
printf '%-44s %6s | %7s %7s %7s | %11s %11s\n' "set (puzzles)" mode ours tdoku crate tdoku/ours crate/ours
for set in "${sets[@]}"; do
  src=$shared/data/$set
  [ -e "$src" ] || { echo "$set: absent, skipped"; continue; }
  file=$work/perm-$seed-$set
  if [ ! -e "$file" ]; then
    for i in $(seq "${copies[$set]:-1}"); do
      python3 benches/permute.py "$((seed * 1000 + i))" <"$src"
    done >"$file"
  fi
  n=$(wc -l <"$file")
  # Answers: counts agree; unique puzzles' solutions agree.
  "$ours" solve "$file" --count --jobs 1 | sed 's/none/0/' >"$work/c-ours"
  "$tdoku" tdoku count "$file" >"$work/c-tdoku"
  "$peer" count "$file" >"$work/c-peer" 2>/dev/null
  cmp -s "$work/c-ours" "$work/c-tdoku" || { echo "$set: counts differ from tdoku's"; exit 1; }
  cmp -s "$work/c-ours" "$work/c-peer" || { echo "$set: counts differ from the crate's"; exit 1; }
  "$ours" solve "$file" --output line --jobs 1 >"$work/f-ours" || true
  "$tdoku" tdoku first "$file" >"$work/f-tdoku"
  "$peer" first "$file" >"$work/f-peer" 2>/dev/null
  bad=$(paste -d' ' "$work/c-ours" "$work/f-ours" "$work/f-tdoku" "$work/f-peer" |
    awk '$1 == 1 && ($2 != $3 || $2 != $4) {n++} END {print n + 0}')
  [ "$bad" -eq 0 ] || { echo "$set: $bad unique solutions differ"; exit 1; }
  for mode in first count; do
    if [ $mode = first ]; then a=(solve "$file" --output line --jobs 1); else a=(solve "$file" --count --jobs 1); fi
    o=(); t=(); p=()
    for _ in $(seq "$rounds"); do
      o+=("$(cpu "$ours" "${a[@]}")")
      t+=("$(cpu "$tdoku" tdoku "$mode" "$file")")
      p+=("$(cpu "$peer" "$mode" "$file")")
    done
    mo=$(med "${o[@]}"); mt=$(med "${t[@]}"); mp=$(med "${p[@]}")
    printf '%-44s %6s | %7s %7s %7s | %11s %11s\n' "${set%.txt} ($n)" "$mode" "$mo" "$mt" "$mp" "$(ratio "$mt" "$mo")" "$(ratio "$mp" "$mo")"
  done
done
