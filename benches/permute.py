#!/usr/bin/env python3
"""Writes a randomly permuted copy of a puzzle file, each puzzle on its own random
symmetry of the grid: digits relabelled, rows permuted within their bands, columns within
their stacks, bands and stacks permuted, and transposed or not. Same seed, same output.

Usage: benches/permute.py SEED < PUZZLES > PERMUTED

Lines starting with '#' and lines shorter than 81 characters are skipped; of the rest the
first 81 characters are the puzzle ('1'..'9' a given, anything else an empty cell,
written '.').
"""
import random
import sys


def permutation(rng):
    bands = rng.sample(range(3), 3)
    return [3 * b + r for b in bands for r in rng.sample(range(3), 3)]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    rng = random.Random(int(sys.argv[1]))
    out = []
    for line in sys.stdin:
        line = line.rstrip("\r\n")
        if len(line) < 81 or line.startswith("#"):
            continue
        rows, cols = permutation(rng), permutation(rng)
        digits = rng.sample("123456789", 9)
        transpose = rng.random() < 0.5
        cells = [digits[int(c) - 1] if "1" <= c <= "9" else "." for c in line[:81]]
        grid = []
        for r in range(9):
            for c in range(9):
                sr, sc = rows[r], cols[c]
                if transpose:
                    sr, sc = sc, sr
                grid.append(cells[9 * sr + sc])
        out.append("".join(grid))
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
