//! Puzzles of every size ([`Shape::STANDARD`]): unique, and minimal up to 16×16.
//!
//! A complete board is drawn by shuffling a solved pattern with the moves that keep a
//! board solved (digits relabelled, rows swapped within a band, bands swapped, columns
//! within a stack, stacks, and a transpose where the boxes are square); then givens are
//! taken away in random order while the puzzle keeps one solution, the exact solver of
//! every size deciding. Every given is tried once, so the puzzle comes out minimal: a given
//! that could not go then cannot go later, with fewer givens left. At 25×25 every given
//! is tried too, but each check may take [`CHECK_NODES_25`] nodes of search at most (the
//! same on every machine): a given whose check needs more stays. Those puzzles are
//! unique, with about 43% of the cells given (half before the checks were bounded), and
//! minimal only when every check was settled within its bound (the
//! [`SizedPuzzle::minimal`] flag says which). The same seed and index give the same
//! puzzle.
//!
//! ```
//! use sudoku_engine::generate::sized::puzzle;
//! use sudoku_engine::shape::Shape;
//! use sudoku_engine::solve::any;
//!
//! let six = Shape::for_side(6).unwrap();
//! let made = puzzle(six, 7, 0);
//! assert_eq!(any::count(&made.puzzle, 2), 1);
//! assert!(made.solution.solves(&made.puzzle));
//! assert!(made.minimal);
//! assert_eq!(puzzle(six, 7, 0), made);
//! ```

use super::rng::Rng;
use crate::board::Board;
use crate::shape::Shape;
use crate::solve::any;

/// At 25×25, the nodes of search each check for a second solution may take: a check
/// that needs more keeps its given (the puzzle stays unique), and the puzzle is then not
/// known to be minimal.
pub const CHECK_NODES_25: u64 = 100;

/// A puzzle of some size and what is known about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizedPuzzle {
    /// The givens, blanks as 0: one solution.
    pub puzzle: Board,
    /// Its one solution.
    pub solution: Board,
    /// True when every given was shown to be needed (always up to 16×16; at 25×25 when
    /// every check was settled within [`CHECK_NODES_25`] nodes).
    pub minimal: bool,
    /// The run's seed.
    pub seed: u64,
    /// The puzzle's place in the run (0 for the first).
    pub index: u64,
}

/// Puzzle `index` of the run keyed by `seed`, of `shape`.
pub fn puzzle(shape: Shape, seed: u64, index: u64) -> SizedPuzzle {
    // A stream of its own for every size, so that sizes do not share puzzles' draws.
    let mut rng = Rng::for_puzzle(seed ^ (shape.side() as u64) << 56, index);
    let solution = shuffled(shape, &mut rng);
    let (puzzle, minimal) = dig(&solution, &mut rng);
    SizedPuzzle {
        puzzle,
        solution,
        minimal,
        seed,
        index,
    }
}

/// A solved board: the pattern, shuffled (see the module docs).
fn shuffled(shape: Shape, rng: &mut Rng) -> Board {
    let n = shape.side();
    let (br, bc) = (shape.box_rows(), shape.box_cols());
    let mut digits: Vec<u8> = (1..=n as u8).collect();
    rng.shuffle(&mut digits);
    let order = |rng: &mut Rng, groups: usize, size: usize| -> Vec<usize> {
        let mut outer: Vec<usize> = (0..groups).collect();
        rng.shuffle(&mut outer);
        outer
            .into_iter()
            .flat_map(|g| {
                let mut inner: Vec<usize> = (0..size).collect();
                rng.shuffle(&mut inner);
                inner.into_iter().map(move |i| g * size + i)
            })
            .collect()
    };
    let rows = order(rng, n / br, br);
    let cols = order(rng, n / bc, bc);
    let transpose = br == bc && rng.below(2) == 1;
    let pattern = |r: usize, c: usize| (bc * (r % br) + r / br + c) % n;
    let cells = (0..n * n)
        .map(|i| {
            let (r, c) = (rows[i / n], cols[i % n]);
            let (r, c) = if transpose { (c, r) } else { (r, c) };
            digits[pattern(r, c)]
        })
        .collect();
    // The pattern is solved and the moves keep it so.
    Board::from_cells(shape, cells).unwrap_or_else(|_| Board::empty(shape))
}

/// Givens taken away in random order while the puzzle stays unique; and whether every
/// check was settled (the puzzle is then minimal).
fn dig(solution: &Board, rng: &mut Rng) -> (Board, bool) {
    let shape = solution.shape();
    let mut cells: Vec<usize> = (0..shape.cells()).collect();
    rng.shuffle(&mut cells);
    let mut puzzle = solution.clone();
    let mut minimal = true;
    for cell in cells {
        let digit = puzzle.get(cell);
        // `cell` is on the board, and 0 and its own digit are always allowed.
        let _ = puzzle.try_set(cell, 0);
        let unique = if shape.side() > 16 {
            let found = any::count_within(&puzzle, 2, CHECK_NODES_25);
            minimal &= found.is_some();
            found == Some(1)
        } else {
            any::count(&puzzle, 2) == 1
        };
        if !unique {
            let _ = puzzle.try_set(cell, digit);
        }
    }
    (puzzle, minimal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_sizes_are_unique_and_minimal() {
        for side in [4, 6, 8] {
            let shape = Shape::for_side(side).unwrap();
            for index in 0..3 {
                let made = puzzle(shape, 11, index);
                assert!(made.solution.is_solved());
                assert!(made.solution.solves(&made.puzzle));
                assert_eq!(any::count(&made.puzzle, 2), 1, "{:?}", made.puzzle);
                assert!(made.minimal);
                for c in (0..shape.cells()).filter(|&c| made.puzzle.get(c) != 0) {
                    let mut less = made.puzzle.clone();
                    less.try_set(c, 0).unwrap();
                    assert!(any::count(&less, 2) > 1, "{side}: given {c} is not needed");
                }
            }
        }
    }

    #[test]
    fn a_25x25_puzzle_is_unique_with_fewer_than_half_given() {
        let shape = Shape::for_side(25).unwrap();
        let made = puzzle(shape, 11, 0);
        assert!(made.solution.is_solved());
        assert!(made.solution.solves(&made.puzzle));
        assert_eq!(any::count(&made.puzzle, 2), 1);
        assert!(
            made.puzzle.filled() < shape.cells() / 2,
            "{}",
            made.puzzle.filled()
        );
    }

    #[test]
    fn the_same_seed_makes_the_same_puzzles() {
        let shape = Shape::for_side(4).unwrap();
        assert_eq!(puzzle(shape, 5, 2), puzzle(shape, 5, 2));
        let many: std::collections::HashSet<String> = (0..20)
            .map(|i| puzzle(shape, 5, i).puzzle.to_line())
            .collect();
        assert!(many.len() > 5, "{}", many.len());
    }
}
