//! The fast solver's one entry point: a [`Solver`] says what to find (the lexicographically
//! first solution, the number of solutions up to a limit, or both), [`Solver::run`] finds
//! it, and [`Solver::solutions`] hands out the solutions in order.

use super::{count_with, first_and_count_with, first_with, solutions_with, FastStats};
use crate::grid::Grid;

/// What the fast solver is asked to find. Built with [`Solver::new`] and its options, then
/// used on any number of puzzles.
///
/// By default it finds the lexicographically first solution (row-major, smallest digit
/// first) and counts nothing; [`limit`](Solver::limit) also counts the solutions, up to a
/// limit; [`first`](Solver::first)`(false)` leaves the first solution out, for a count
/// alone. The guesses it made come with every [`Outcome`] (counting a guess costs one
/// addition, so there is no option for it).
///
/// ```
/// use sudoku_engine::solve::fast::Solver;
/// use sudoku_engine::Grid;
///
/// let line = "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
/// let puzzle = Grid::from_line(line).expect("81 cells");
///
/// // The first solution and whether it is the only one.
/// let out = Solver::new().limit(2).run(&puzzle);
/// assert!(out.first.expect("solvable").solves(&puzzle));
/// assert_eq!(out.count, 1);
///
/// // A count alone, stopped at 1000, with the guesses it took.
/// let out = Solver::new().first(false).limit(1000).run(&Grid::empty());
/// assert_eq!((out.first, out.count), (None, 1000));
/// assert!(out.stats.retractions <= out.stats.placements);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solver {
    first: bool,
    limit: u64,
}

/// What [`Solver::run`] or [`Solver::solutions`] found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The lexicographically first solution, when asked for and there is one (`None` too
    /// when the givens clash).
    pub first: Option<Grid>,
    /// The number of solutions, counted up to the limit (0 with no limit set); for
    /// [`Solver::solutions`], how many were handed out.
    pub count: u64,
    /// The guesses made on the way.
    pub stats: FastStats,
}

impl Default for Solver {
    fn default() -> Self {
        Self::new()
    }
}

impl Solver {
    /// The lexicographically first solution, no count.
    pub const fn new() -> Self {
        Self {
            first: true,
            limit: 0,
        }
    }

    /// Counts the solutions too, stopping at `limit` (0: no count). For
    /// [`solutions`](Solver::solutions), how many to hand out at most.
    #[must_use]
    pub const fn limit(self, limit: u64) -> Self {
        Self { limit, ..self }
    }

    /// Whether to find the lexicographically first solution (the default); without it,
    /// and with a [`limit`](Solver::limit), a count alone, the quickest question.
    #[must_use]
    pub const fn first(self, first: bool) -> Self {
        Self { first, ..self }
    }

    /// Answers for one puzzle. With the first solution and a limit of 2 or more, one
    /// search does both where the puzzle has one solution.
    pub fn run(&self, puzzle: &Grid) -> Outcome {
        let mut stats = FastStats::default();
        let (first, count) = match (self.first, self.limit) {
            (false, 0) => (None, 0),
            (false, limit) => (None, count_with(puzzle, limit, &mut stats)),
            (true, 0) => (first_with(puzzle, &mut stats), 0),
            (true, 1) => {
                let first = first_with(puzzle, &mut stats);
                (first, u64::from(first.is_some()))
            }
            (true, limit) => {
                let (first, n) = first_and_count_with(puzzle, limit, &mut stats);
                (first, n.min(limit))
            }
        };
        Outcome {
            first,
            count,
            stats,
        }
    }

    /// The first [`limit`](Solver::limit) solutions in lexicographic order, each handed to
    /// `each` as it is found, stopped early when `each` returns false (a reader that went
    /// away). The outcome's count is how many were handed out, its first the first of them.
    /// Clashing givens have none.
    ///
    /// ```
    /// use sudoku_engine::solve::fast::Solver;
    /// use sudoku_engine::Grid;
    ///
    /// let mut seen = Vec::new();
    /// let out = Solver::new().limit(3).solutions(&Grid::empty(), |g| {
    ///     seen.push(*g);
    ///     true
    /// });
    /// assert_eq!(out.count, 3);
    /// assert_eq!(out.first, seen.first().copied());
    /// assert!(seen.windows(2).all(|w| w[0].cells() < w[1].cells()));
    /// ```
    pub fn solutions(&self, puzzle: &Grid, mut each: impl FnMut(&Grid) -> bool) -> Outcome {
        let mut stats = FastStats::default();
        let mut first = None;
        let count = solutions_with(puzzle, self.limit, &mut stats, |g| {
            first.get_or_insert(*g);
            each(g)
        });
        Outcome {
            first,
            count,
            stats,
        }
    }
}
