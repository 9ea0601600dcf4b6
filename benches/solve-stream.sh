#!/bin/bash
# (benches/solve-stream.sh) Usage: solve-stream.sh OLD_BINARY NEW_BINARY FILE [RUNS]; medians of alternating runs.
# Alternating runs of two builds of `solve` on the same input, as a pipe and as a file.
OLD=$1; NEW=$2; F=$3; RUNS=${4:-5}
TIMEFORMAT=%R
for mode in pipe file; do
  o=(); n=()
  for i in $(seq $RUNS); do
    for b in old new; do
      bin=$OLD; [ $b = new ] && bin=$NEW
      if [ $mode = pipe ]; then
        t=$( { time cat "$F" | $bin solve > /dev/null; } 2>&1 )
      else
        t=$( { time $bin solve "$F" > /dev/null; } 2>&1 )
      fi
      [ $b = old ] && o+=($t) || n+=($t)
    done
  done
  med() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
  echo "$mode $(basename $F): old ${o[*]} (median $(med ${o[@]})) new ${n[*]} (median $(med ${n[@]}))"
done
