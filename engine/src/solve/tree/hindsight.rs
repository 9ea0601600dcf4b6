//! Hindsight: whether a choice was doomed, that is, whether no solution extends the board
//! as it stood right after it was placed (givens, every digit placed or deduced, this one
//! included).
//!
//! A search only places digits that fit, and deductions are forced, so a choice under a
//! sound one is doomed exactly when the board with it has no solution, and every choice
//! under a doomed one is doomed too. The fast solver settles the puzzle once: with one
//! solution, a choice under a sound one is doomed when its digit is not the solution's
//! (no search needed); with several, the board is counted (microseconds), and only for
//! choices made under a sound one, which a search meets at most nine times per depth on
//! its way to each solution. A board of any other size is settled and counted by the
//! exact solver of every size ([`crate::solve::any`]).

use crate::board::Board;
use crate::grid::{Grid, CELLS};
use crate::shape::Shape;
use crate::solve::{any, fast, Layout, Stepper};

/// What the fast solver said of the puzzle, and so how each choice is judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judge {
    /// No solution: every choice is doomed.
    None,
    /// One solution: a choice is sound when it agrees with it.
    One(Grid),
    /// One solution of a board of any size (from [`Judge::for_board`]).
    OneBoard(Board),
    /// Several: the board is counted.
    Several,
}

impl Judge {
    /// Asks the fast solver about `puzzle`: no solution, one, or several.
    pub fn new(puzzle: &Grid) -> Judge {
        if !puzzle.conflicts().is_empty() {
            return Judge::None;
        }
        let out = fast::Solver::new().limit(2).run(puzzle);
        match (out.first, out.count) {
            (Some(solution), 1) => Judge::One(solution),
            (Some(_), _) => Judge::Several,
            (None, _) => Judge::None,
        }
    }

    /// Asks the exact solver of every size about `puzzle`: no solution, one, or several.
    pub fn for_board(puzzle: &Board) -> Judge {
        if !puzzle.conflicts().is_empty() {
            return Judge::None;
        }
        let out = any::Solver::new().limit(2).run(puzzle);
        match (out.first, out.count) {
            (Some(solution), 1) => Judge::OneBoard(solution),
            (Some(_), _) => Judge::Several,
            (None, _) => Judge::None,
        }
    }

    /// The puzzle itself has no solution (the root is doomed).
    pub fn puzzle_doomed(&self) -> bool {
        *self == Judge::None
    }

    /// The solution, when there is exactly one.
    pub fn solution(&self) -> Option<&Grid> {
        match self {
            Judge::One(g) => Some(g),
            _ => None,
        }
    }

    /// Whether the choice of `digit` at `cell`, just placed by `stepper` under a sound
    /// choice, is doomed.
    #[inline]
    pub fn doomed<L: Layout>(&self, cell: usize, digit: u8, stepper: &Stepper<L>) -> bool {
        self.doomed_on(cell, digit, stepper.cells())
    }

    /// Whether the choice of `digit` at `cell`, just placed under a sound choice, is
    /// doomed, `cells` the board after it (every cell, row-major, 0 for empty).
    #[inline]
    pub fn doomed_on(&self, cell: usize, digit: u8, cells: &[u8]) -> bool {
        match self {
            Judge::None => true,
            Judge::One(solution) => solution.get(cell) != digit,
            Judge::OneBoard(solution) => solution.get(cell) != digit,
            Judge::Several => no_solution(cells),
        }
    }
}

/// The board (every cell, row-major) has no solution (out of the line of a search's
/// steps).
#[inline(never)]
fn no_solution(cells: &[u8]) -> bool {
    if let Ok(nine) = <[u8; CELLS]>::try_from(cells) {
        return fast::count(&Grid::from_cells(nine), 1) == 0;
    }
    let board = Shape::for_cells(cells.len())
        .and_then(|shape| Board::from_cells(shape, cells.to_vec()).ok())
        .expect("a search's board has a shape, and digits of it");
    any::count(&board, 1) == 0
}
