//! The exact solver for a [`Board`] of any [`Shape`](crate::shape::Shape), 4×4 to 25×25:
//! the lexicographically first solution, counts up to a limit (so uniqueness), and
//! solutions in lexicographic order. The 9×9 [`fast`](super::fast) solver is the
//! specialised path for 9×9; this one gives the same answers at every size.
//!
//! [`singles`] finds the steps a person would take first at any size: a digit with one
//! place left in a unit, a cell with one digit left; [`pencil`] goes on from there on
//! the candidates a person keeps, with the techniques that strike candidates out.
//!
//! One entry point, [`Solver`], asks for the first solution, a count, or both, and hands
//! out solutions in order; [`solve_first`], [`count`], [`is_unique`] and [`status`] are
//! short for its usual questions.
//!
//! The state is one candidate mask per cell (bit `d - 1` for digit `d`). Propagation
//! strikes each written digit out of the cell's peers and writes cells left with one
//! candidate (naked singles); one sweep of the grid then writes digits left with one cell
//! in a row, column or box (hidden singles) and unites the candidates of each box-line
//! intersection, from which a digit confined to one intersection leaves the rest of its
//! line or box (locked candidates, pointing and claiming), and an intersection with as
//! many digits confined to it as it has cells takes no other (filled segments); until
//! none applies (`candidates`).
//!
//! Counting branches on an empty cell with the fewest candidates, the one in the fullest
//! row, column and box (`candidates::pick`). Solutions in order come from branching on the
//! first empty cell in row-major order, digits ascending (propagation removes only
//! candidates no solution uses, so it keeps that order). The first solution is that
//! walk's first, where a short walk finds it (a board with many solutions); a board with a
//! unique solution has it from the count; otherwise a walk that asks the counting search
//! whether a digit leads to a solution before writing it, holding a solution (a witness)
//! so that it only asks about digits smaller than the witness's; the count it asks
//! restarts in random digit orders where the fixed order takes long to meet a solution
//! (the empty 25×25 grid's first solution in about 51,000 nodes, 0.1 s).
//!
//! ```
//! use sudoku_engine::board::Board;
//! use sudoku_engine::shape::Shape;
//! use sudoku_engine::solve::any;
//!
//! let four = Shape::for_side(4).unwrap();
//! // 1 . | . .
//! // . . | 1 .
//! // ----+----
//! // . 1 | . .
//! // . . | . 1
//! let mut puzzle = Board::empty(four);
//! for cell in [0, 6, 9, 15] {
//!     puzzle.try_set(cell, 1).unwrap();
//! }
//! let first_four = any::solve_first(&puzzle).expect("it has solutions");
//! assert_eq!(first_four.to_line(), "1234341221434321");
//! assert!(first_four.solves(&puzzle));
//! assert_eq!(any::count(&puzzle, 100), 18);
//! assert!(!any::is_unique(&puzzle));
//!
//! // 16x16: digits above 9 are letters; the empty grid's first solution starts in order.
//! let sixteen = Board::empty(Shape::for_side(16).unwrap());
//! let first = any::solve_first(&sixteen).unwrap();
//! assert!(first.to_line().starts_with("123456789ABCDEFG5678"));
//! assert_eq!(any::count(&sixteen, 10), 10);
//!
//! // The same questions through the one entry point, with the search's counters.
//! let out = any::Solver::new().limit(2).run(&puzzle);
//! assert_eq!((out.first.unwrap(), out.count), (first_four, 2));
//! assert!(out.stats.guesses <= out.stats.nodes);
//! ```

mod candidates;
pub mod pencil;
mod restart;
mod search;
pub mod singles;
mod solver;
mod tables;
#[cfg(test)]
mod tests;
mod walk;

use std::sync::atomic::{AtomicBool, Ordering};

use crate::board::Board;
use crate::grid::Conflict;
use candidates::Candidates;
use search::Search;
pub use solver::{Outcome, Solver};
use tables::Tables;

/// How much searching the solver did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AnyStats {
    /// States tried: each digit written at a branching cell, then propagated.
    pub nodes: u64,
    /// Of those, the ones at a cell where two or more digits fitted (real guesses).
    pub guesses: u64,
}

impl AnyStats {
    /// Adds `other`'s counters to these (a run over many boards).
    pub fn add(&mut self, other: AnyStats) {
        self.nodes += other.nodes;
        self.guesses += other.guesses;
    }
}

/// What the solver says about a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardStatus {
    /// Two givens share a unit and digit.
    Clash(Vec<Conflict>),
    /// The givens do not clash, but no way of filling the blanks keeps to the rules.
    NoSolution,
    /// Exactly one solution.
    Unique(Board),
    /// Two or more; the lexicographically first is given.
    Several(Board),
}

/// The board's givens written in and propagated; None when they clash or propagation
/// already shows there is no solution.
fn root(t: &Tables, puzzle: &Board) -> Option<Candidates> {
    let mut st = Candidates::from_cells(t, puzzle.cells())?;
    st.propagate(t).then_some(st)
}

fn board_of(puzzle: &Board, cells: Vec<u8>) -> Board {
    Board::from_cells(puzzle.shape(), cells).expect("a solution has the board's shape")
}

/// Nodes the row-major walk is given to find the first solution before the checked walk
/// takes over (see [`first_of_several`]).
const WALK_BUDGET: u64 = 256;

/// The first solution of a board with several, from its propagated start: a short
/// row-major walk first, digits ascending (its first solution is the smallest); past
/// [`WALK_BUDGET`] nodes, the checked walk, which cannot get lost in a bad row-major
/// order as the plain one can (the plain walk needs millions of nodes on an empty 25×25
/// grid).
fn first_of_several(
    t: &Tables,
    st: &Candidates,
    stats: &mut AnyStats,
    stop: Option<&AtomicBool>,
) -> Option<Vec<u8>> {
    let mut walk = Search::with_budget(t, WALK_BUDGET).stopped_by(stop);
    let mut first = None;
    walk.in_order(st, 1, &mut 0, &mut |cells| {
        first = Some(cells.to_vec());
        false
    });
    stats.add(walk.stats);
    if !walk.gave_up {
        return first;
    }
    let mut checked = Search::new(t).stopped_by(stop);
    let first = checked.smallest(st);
    stats.add(checked.stats);
    first
}

/// The count up to `limit`, and the propagated start with one solution, the first the
/// count met (given up soon, with whatever it has, once `stop` is set).
fn count_and_one(
    t: &Tables,
    puzzle: &Board,
    limit: u64,
    stats: &mut AnyStats,
    stop: Option<&AtomicBool>,
) -> (u64, Option<(Candidates, Vec<u8>)>) {
    let Some(st) = root(t, puzzle) else {
        return (0, None);
    };
    if limit == 0 {
        return (0, None);
    }
    let (found, first) = restart::count(t, &st, limit, stats, stop);
    (found, first.map(|one| (st, one)))
}

/// The first `n` solutions in lexicographic order, each handed to `each` as it is found,
/// stopped early as soon as `each` returns false; returns how many were handed out.
/// Clashing givens have none.
fn in_order(
    t: &Tables,
    puzzle: &Board,
    n: u64,
    stats: &mut AnyStats,
    mut each: impl FnMut(&Board) -> bool,
) -> u64 {
    if n == 0 {
        return 0;
    }
    let Some(st) = root(t, puzzle) else {
        return 0;
    };
    let mut search = Search::new(t);
    let mut handed = 0;
    search.in_order(&st, n, &mut handed, &mut |cells| {
        each(&board_of(puzzle, cells.to_vec()))
    });
    stats.add(search.stats);
    handed
}

/// The lexicographically first solution (row-major, smallest digit first); None when
/// there is none or the givens clash. Short for `Solver::new().run(puzzle).first`.
pub fn solve_first(puzzle: &Board) -> Option<Board> {
    Solver::new().run(puzzle).first
}

/// Number of solutions, counting stopped at `limit`. Short for
/// `Solver::new().first(false).limit(limit).run(puzzle).count`.
pub fn count(puzzle: &Board, limit: u64) -> u64 {
    Solver::new().first(false).limit(limit).run(puzzle).count
}

/// Number of solutions, counting stopped at `limit`, found within `nodes` nodes of the
/// counting search in its fixed order; None when it needed more. A generator's check,
/// bounded the same on every machine.
///
/// ```
/// use sudoku_engine::board::Board;
/// use sudoku_engine::shape::Shape;
/// use sudoku_engine::solve::any;
///
/// let empty = Board::empty(Shape::for_side(16).unwrap());
/// assert_eq!(any::count_within(&empty, 2, 1_000), Some(2));
/// assert_eq!(any::count_within(&empty, 1_000_000, 1_000), None);
/// ```
pub fn count_within(puzzle: &Board, limit: u64, nodes: u64) -> Option<u64> {
    count_within_until(puzzle, limit, nodes, &AtomicBool::new(false))
        .expect("a search never told to stop")
}

/// As [`count_within`], given up as soon as `stop` is set (from another thread: the
/// answer is no longer wanted); None then.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use sudoku_engine::board::Board;
/// use sudoku_engine::shape::Shape;
/// use sudoku_engine::solve::any;
///
/// let empty = Board::empty(Shape::for_side(16).unwrap());
/// let going = AtomicBool::new(false);
/// assert_eq!(any::count_within_until(&empty, 2, 1_000, &going), Some(Some(2)));
/// assert_eq!(any::count_within_until(&empty, 2, 1_000, &AtomicBool::new(true)), None);
/// ```
pub fn count_within_until(
    puzzle: &Board,
    limit: u64,
    nodes: u64,
    stop: &AtomicBool,
) -> Option<Option<u64>> {
    let t = Tables::of(puzzle.shape());
    let Some(st) = root(&t, puzzle) else {
        return Some(Some(0));
    };
    if limit == 0 {
        return Some(Some(0));
    }
    let mut search = Search::with_budget(&t, nodes).stopped_by(Some(stop));
    let mut found = 0;
    search.count(&st, limit, &mut found, &mut None);
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    Some((!search.gave_up).then_some(found))
}

/// True when the board has exactly one solution.
pub fn is_unique(puzzle: &Board) -> bool {
    count(puzzle, 2) == 1
}

/// Clash, no solution, unique or several.
pub fn status(puzzle: &Board) -> BoardStatus {
    let t = Tables::of(puzzle.shape());
    if Candidates::from_cells(&t, puzzle.cells()).is_none() {
        return BoardStatus::Clash(puzzle.conflicts());
    }
    match Solver::new().limit(2).run(puzzle) {
        Outcome {
            first: Some(first),
            count: 1,
            ..
        } => BoardStatus::Unique(first),
        Outcome {
            first: Some(first), ..
        } => BoardStatus::Several(first),
        Outcome { first: None, .. } => BoardStatus::NoSolution,
    }
}
