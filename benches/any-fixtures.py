#!/usr/bin/env python3
"""Makes the benchmark sets of the solver of every size (benches/any/), from the generator.

    benches/any-fixtures.py [BIN]      (BIN: a sudoku-tui binary, default target/release/sudoku-tui)

Writes, one `puzzle:solution` line each (`.` blank, letters above 9):
  16-minimal.txt  30 16x16 puzzles of `generate --size 16 --seed 16` (unique, minimal)
  16-40.txt       the same, topped up with givens of their solution to 40% (102 of 256)
  25.txt          12 25x25 puzzles of `generate --size 25 --seed 25` (unique)

Each puzzle's count to 2 is checked to be 1 by `solve --count`, with the solution from
`solve`; the givens added are drawn by a seeded generator, so the files are the same on
every run (for the same generator).
"""

import os
import random
import subprocess
import sys

BIN = sys.argv[1] if len(sys.argv) > 1 else "target/release/sudoku-tui"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "any")


def run(*args, stdin=None):
    return subprocess.run([BIN, *args], input=stdin, capture_output=True, text=True, check=True).stdout


def generated(size, count, seed):
    lines = run("generate", "--size", str(size), "--count", str(count), "--seed", str(seed), "--jobs", "1")
    # Blanks as `.`: no `0` is left, so no 16x16 line reads as hex.
    puzzles = [l.strip().replace("0", ".") for l in lines.splitlines() if l.strip()]
    text = "".join(p + "\n" for p in puzzles)
    counts = run("solve", "--count", "--jobs", "1", stdin=text).split()
    assert counts == ["1"] * len(puzzles), f"not unique: {counts}"
    solutions = run("solve", "--jobs", "1", stdin=text).split()
    assert len(solutions) == len(puzzles)
    return list(zip(puzzles, solutions))


def topped_up(pairs, share, seed):
    rng = random.Random(seed)
    out = []
    for puzzle, solution in pairs:
        cells = list(puzzle)
        want = len(cells) * share // 100
        blanks = [i for i, c in enumerate(cells) if c == "."]
        rng.shuffle(blanks)
        for i in blanks[: max(0, want - (len(cells) - len(blanks)))]:
            cells[i] = solution[i]
        out.append(("".join(cells), solution))
    return out


def write(name, pairs):
    with open(os.path.join(OUT, name), "w") as f:
        for puzzle, solution in pairs:
            f.write(f"{puzzle}:{solution}\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    sixteen = generated(16, 30, 16)
    write("16-minimal.txt", sixteen)
    write("16-40.txt", topped_up(sixteen, 40, 40))
    write("25.txt", generated(25, 12, 25))


if __name__ == "__main__":
    main()
