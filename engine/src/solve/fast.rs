//! The fast exact solver: no events, just answers.
//!
//! The state is one 27-bit mask per digit and band (three rows): the cells of the band
//! where the digit may still go. Propagation works on these masks with table look-ups:
//! locked candidates inside a band (pointing and claiming at once), columns a digit has
//! left in one box removed from the other bands, rows left with a single cell marking that
//! cell solved (hidden singles; boxes follow), naked singles found by bit-sliced counting
//! over the nine digits, and in each stack (three columns of boxes) the one-to-one match
//! of a digit's three bands to the stack's three columns (claiming and more; column hidden
//! singles follow). See `bands`. Two steps work on several masks at once on x86-64 (a
//! portable version elsewhere): sorting the givens into masks, sixteen cells at a time
//! with SSE2 (`givens`), and matching the stacks, each digit's three bands at once with
//! SSE2 or two digits at once with AVX2 (`stacks`). Which masks changed since they were
//! last processed is read one entry at a time, in assembly on x86-64 (`changed`), where
//! the caller does not already know. Where the processor has a fast bit-extract
//! instruction, the band rules use it to read which box segments a mask uses
//! (`segments`).
//!
//! Counting (`search`) branches on a two-candidate cell, the one with the most unsolved
//! cells around it (`pick`), and copies the state (240 bytes) on each guess: no undo
//! log, no allocation. A start with many two-candidate cells (most often a puzzle with several
//! solutions) first gets a short, cheaper count: the first such cell, no stack matching.
//! A puzzle with many givens starts out propagated only that far too, the rest done only
//! if the strong count follows.
//!
//! Solutions in lexicographic order (`lex`) come from a row-major walk, digits
//! ascending, with the same propagation: its first solution is the smallest, with no count
//! needed. The walk falls back to a checked mode, which asks the counting search about each
//! branch, when it wanders. The first solution alone is found by the walk only where the
//! start suggests several solutions; otherwise by the count's search, bounded by the best
//! solution found so far (`bound`): near the root it branches on the first open cell, so
//! that a solution once held cuts the digits above its own there at once, and below on
//! the count's cell, so that it depends on the puzzle's orientation far less than a
//! row-major walk does.

mod bands;
mod bound;
#[cfg(test)]
mod bound_tests;
pub mod features;
mod lex;
mod pick;
mod search;
#[allow(unsafe_code)]
pub(crate) mod simd;
mod solver;
mod tables;
#[cfg(test)]
// The processor's kernels called directly, to check them against their portable twins.
#[allow(unsafe_code)]
mod tests;

use crate::grid::{Conflict, Grid};
use bands::Bands;
use bound::lex_min;
use lex::{cells_of, lex_first_within, lex_solutions, lex_solutions_while};
use search::{count_from, count_from_start, QUICK_PAIRS};
use simd::{changed, givens, segments, stacks, tallies};
pub use solver::{Outcome, Solver};

/// Guesses the plain row-major walk may make between two solutions before the checked
/// walk, which cannot get lost in a bad row-major order, takes over.
const LEX_BUDGET: u64 = 2000;

/// Guesses the plain row-major walk is given, for the first solution alone, before the
/// bounded count takes over, on a start with [`QUICK_PAIRS`] two-candidate cells or more.
/// Most puzzles with several solutions need fewer than 16. (Without the pairs, which the
/// hardest unique puzzles lack, the walk is not tried: it succeeds within its budget only
/// where the puzzle's orientation suits a row-major order, and wastes its guesses on a
/// randomly permuted copy.)
const FIRST_TRY: u64 = 16;

/// Guesses the fast solver made: digits it wrote and erased while searching.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FastStats {
    /// Digits written by a guess (propagation's digits are not counted).
    pub placements: u64,
    /// Guessed digits taken back (a failed branch).
    pub retractions: u64,
}

/// What the fast solver says about a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Two givens share a unit and digit.
    Clash(Vec<Conflict>),
    /// The givens do not clash, but no way of filling the blanks keeps to the rules.
    NoSolution,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more; the lexicographically first is given.
    Several(Grid),
}

/// The puzzle's givens written in and propagated; `None` when they clash or propagation
/// already shows there is no solution.
fn root(puzzle: &Grid) -> Option<Bands> {
    let mut st = Bands::from_grid(puzzle)?;
    st.propagate().then_some(st)
}

/// Empty cells up to which a puzzle's start is first propagated only as the row-major
/// walk and the quick count propagate (stack matching left out, the band rules in
/// passes), the rest of the propagation done only if a search with the strong settings
/// follows. With 20 givens or more the start settles in a few short rounds, where passes
/// cost less than finding the changed masks and the stacks seldom remove anything (in
/// process: 28 givens 10 to 14% less time, serg's 34 and 35 about 2%, the hardest sets'
/// 20 to 26 about 1%); with 17, the changed masks and the stacks pay (18% more time
/// propagated the light way). (Measured with column claiming, which stack matching
/// replaced.)
const LIGHT_START_EMPTY: u32 = 81 - 20;

/// The puzzle's givens written in and propagated, lightly where it has many givens (see
/// [`LIGHT_START_EMPTY`]); true when fully. `None` as for [`root`].
fn start(puzzle: &Grid) -> Option<(Bands, bool)> {
    let mut st = Bands::from_grid(puzzle)?;
    if st.unsolved_count() <= LIGHT_START_EMPTY {
        st.propagate_without_stacks().then_some((st, false))
    } else {
        st.propagate().then_some((st, true))
    }
}

fn grid_of(f: &[u32; 27]) -> Grid {
    Grid::from_cells(cells_of(f))
}

/// The lexicographically first solution and the number of solutions, counted up to
/// `limit.max(2)` (two are needed to know whether the first one found is the smallest).
/// Clashing givens give `(None, 0)`. One search when the puzzle is unique.
fn first_and_count_with(puzzle: &Grid, limit: u64, stats: &mut FastStats) -> (Option<Grid>, u64) {
    solve_and_count_budget(puzzle, limit, LEX_BUDGET, stats)
}

/// [`first_and_count_with`] with a given guess budget for the plain row-major walk.
fn solve_and_count_budget(
    puzzle: &Grid,
    limit: u64,
    budget: u64,
    stats: &mut FastStats,
) -> (Option<Grid>, u64) {
    let Some(st) = root(puzzle) else {
        return (None, 0);
    };
    first_and_count(&st, limit, budget, stats)
}

/// [`solve_and_count_budget`] from the propagated puzzle.
fn first_and_count(
    st: &Bands,
    limit: u64,
    budget: u64,
    stats: &mut FastStats,
) -> (Option<Grid>, u64) {
    match count_from(st, limit.max(2), stats) {
        (_, None) => (None, 0),
        (1, Some(sol)) => (Some(grid_of(&sol)), 1),
        (n, Some(sol)) => {
            let mut first = None;
            lex_solutions(st, 1, budget, Some(&cells_of(&sol)), stats, |f| {
                first = Some(grid_of(f));
            });
            (first, n)
        }
    }
}

/// The lexicographically first solution (row-major, smallest digit first), with counters.
/// Where the start has many two-candidate cells (most often several solutions), a short
/// row-major walk first: its first solution is the answer. Otherwise, or past
/// `FIRST_TRY` guesses, the count's search bounded by the best solution found so far
/// (`bound`): it finds a solution as fast as a count, then searches only where a smaller
/// one could be.
fn first_with(puzzle: &Grid, stats: &mut FastStats) -> Option<Grid> {
    let (mut st, full) = start(puzzle)?;
    if st.pair_count() >= QUICK_PAIRS {
        if let Some(first) = lex_first_within(&st, FIRST_TRY, stats) {
            return first.map(|f| grid_of(&f));
        }
    }
    if !full && !st.propagate() {
        return None;
    }
    lex_min(&st, stats).map(|f| grid_of(&f))
}

/// The first `n` solutions in lexicographic order, each handed to `each` until it returns
/// false; returns how many were handed out.
fn solutions_with(
    puzzle: &Grid,
    n: u64,
    stats: &mut FastStats,
    mut each: impl FnMut(&Grid) -> bool,
) -> u64 {
    let Some(st) = root(puzzle) else {
        return 0;
    };
    lex_solutions_while(&st, n, LEX_BUDGET, None, stats, |f| each(&grid_of(f)))
}

/// Number of solutions, counting stopped at `limit`.
fn count_with(puzzle: &Grid, limit: u64, stats: &mut FastStats) -> u64 {
    if limit == 0 {
        return 0;
    }
    start(puzzle).map_or(0, |(mut st, full)| {
        count_from_start(&mut st, full, limit, None, stats)
    })
}

/// The lexicographically first solution (row-major, smallest digit first); None when
/// there is none or the givens clash. Short for `Solver::new().run(puzzle).first`.
///
/// ```
/// use sudoku_engine::solve::fast;
/// use sudoku_engine::Grid;
///
/// let first = fast::solve_first(&Grid::empty()).expect("an empty grid has solutions");
/// assert!(first.to_line().starts_with("123456789456789123789123456"));
/// ```
pub fn solve_first(puzzle: &Grid) -> Option<Grid> {
    Solver::new().run(puzzle).first
}

/// Number of solutions, counting stopped at `limit`. Short for
/// `Solver::new().first(false).limit(limit).run(puzzle).count`.
///
/// ```
/// use sudoku_engine::solve::fast;
/// use sudoku_engine::Grid;
///
/// assert_eq!(fast::count(&Grid::empty(), 1000), 1000);
/// ```
pub fn count(puzzle: &Grid, limit: u64) -> u64 {
    Solver::new().first(false).limit(limit).run(puzzle).count
}

/// True when the puzzle has exactly one solution.
///
/// ```
/// use sudoku_engine::solve::fast;
/// use sudoku_engine::Grid;
///
/// let line = "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
/// let puzzle = Grid::from_line(line).expect("81 cells");
/// assert!(fast::is_unique(&puzzle));
/// assert!(!fast::is_unique(&Grid::empty())); // many solutions
/// let mut clash = puzzle;
/// clash.set(1, 1); // a second 1 in row 1: none
/// assert!(!fast::is_unique(&clash));
/// ```
pub fn is_unique(puzzle: &Grid) -> bool {
    count(puzzle, 2) == 1
}

/// Clash, no solution, unique or several.
pub fn status(puzzle: &Grid) -> Status {
    if Bands::from_grid(puzzle).is_none() {
        return Status::Clash(puzzle.conflicts());
    }
    match Solver::new().limit(2).run(puzzle) {
        Outcome {
            first: Some(first),
            count: 1,
            ..
        } => Status::Unique(first),
        Outcome {
            first: Some(first), ..
        } => Status::Several(first),
        Outcome { first: None, .. } => Status::NoSolution,
    }
}
