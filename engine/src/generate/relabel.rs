//! Medium puzzles out of hard ones: when the propagate search's first guess goes to the
//! right cell but tries a wrong digit first, exchanging two digits throughout the puzzle
//! (which gives an equivalent puzzle: same givens' places, same single deductions) can put
//! the right digit first.

use crate::solve::{Event, Stepper, Strategy};
use crate::Grid;

use super::difficulty::guesses;

/// `grid` with digits `a` and `b` exchanged everywhere.
pub fn swap_digits(grid: &Grid, a: u8, b: u8) -> Grid {
    let mut cells = *grid.cells();
    for d in cells.iter_mut() {
        if *d == a {
            *d = b;
        } else if *d == b {
            *d = a;
        }
    }
    Grid::from_cells(cells)
}

/// An equivalent puzzle (and its solution) that propagate solves with exactly one guess,
/// if exchanging two digits gives one: the digit propagate guesses first and the one the
/// solution has in that cell. The search picks its cell by the number of candidates and
/// the position alone, so it picks the same cell after the exchange, and now tries the
/// right digit first; whether singles then finish is checked by grading the result.
pub fn one_guess_variant(puzzle: &Grid, solution: &Grid) -> Option<(Grid, Grid)> {
    let mut search = Stepper::new(puzzle, Strategy::Propagate);
    let (cell, tried) = loop {
        match search.step() {
            Event::Place { cell, digit } => break (cell, digit),
            e if e.is_final() => return None,
            _ => {}
        }
    };
    let right = solution.get(cell);
    if right == tried {
        return None;
    }
    let p = swap_digits(puzzle, tried, right);
    (guesses(&p) == Some(1)).then(|| (p, swap_digits(solution, tried, right)))
}
