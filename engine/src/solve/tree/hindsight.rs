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
//! exact solver of every size ([`crate::solve::any`]): settling a sparse 25×25 board can
//! take seconds, so it can be asked on a thread and given up ([`Judge::for_board_until`]);
//! and the count of a board under a choice is bounded ([`CHOICE_NODES`]), a choice it
//! cannot settle within that taken as sound and the judge left unsure
//! ([`Judge::unsure`]): every choice said doomed is doomed, and the steps said wasted are
//! at least those wasted.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

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
    /// Several solutions of a board of any other size: the board is counted, within
    /// [`CHOICE_NODES`] nodes.
    SeveralBoard(Unsure),
}

/// Nodes of the counting search a choice on a board of another size than 9×9 may take to
/// be judged (a few milliseconds at 25×25; the boards of 4×4 to 8×8 never need as many).
pub const CHOICE_NODES: u64 = 2_000;

/// Set once a choice could not be judged within [`CHOICE_NODES`]: shared by the copies of
/// a judge, and equal to every other (it says how sure the judge is, not what it is).
#[derive(Clone, Debug, Default)]
pub struct Unsure(Arc<AtomicBool>);

impl PartialEq for Unsure {
    fn eq(&self, _: &Unsure) -> bool {
        true
    }
}

impl Eq for Unsure {}

impl Unsure {
    fn set(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    fn get(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
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
        Judge::for_board_until(puzzle, &AtomicBool::new(false)).expect("never told to stop")
    }

    /// As [`Judge::for_board`], given up (None) as soon as `stop` is set.
    pub fn for_board_until(puzzle: &Board, stop: &AtomicBool) -> Option<Judge> {
        if !puzzle.conflicts().is_empty() {
            return Some(Judge::None);
        }
        // The solution is wanted only when it is the one: any the count meets will do.
        let out = any::Solver::new()
            .lexicographic(false)
            .limit(2)
            .run_until(puzzle, stop)?;
        Some(match (out.first, out.count) {
            (Some(solution), 1) => Judge::OneBoard(solution),
            (Some(_), _) => Judge::SeveralBoard(Unsure::default()),
            (None, _) => Judge::None,
        })
    }

    /// Some choice could not be judged within [`CHOICE_NODES`] and was taken as sound:
    /// the doomed choices shown are some of those there are, the steps wasted at least
    /// those said.
    pub fn unsure(&self) -> bool {
        matches!(self, Judge::SeveralBoard(u) if u.get())
    }

    /// Judging a choice may take a count of the board (thousands of nodes of the exact
    /// solver at most): a search fed to a tree with it should be fed in short runs.
    pub fn costly(&self) -> bool {
        matches!(self, Judge::SeveralBoard(_))
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
            Judge::SeveralBoard(unsure) => match board_solutions(cells) {
                Some(n) => n == 0,
                None => {
                    unsure.set();
                    false
                }
            },
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
    any::count(&board_of(cells), 1) == 0
}

/// Whether the board (every cell, row-major) has a solution, 0 or 1, when the count
/// settles it within [`CHOICE_NODES`] nodes (out of the line of a search's steps).
#[inline(never)]
fn board_solutions(cells: &[u8]) -> Option<u64> {
    any::count_within(&board_of(cells), 1, CHOICE_NODES)
}

fn board_of(cells: &[u8]) -> Board {
    Shape::for_cells(cells.len())
        .and_then(|shape| Board::from_cells(shape, cells.to_vec()).ok())
        .expect("a search's board has a shape, and digits of it")
}
