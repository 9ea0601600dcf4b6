//! The solver's one entry point: a [`Solver`] says what to find (the lexicographically
//! first solution, or any one, the number of solutions up to a limit, or both),
//! [`Solver::run`] finds it, and [`Solver::solutions`] hands out the solutions in order.

use std::sync::atomic::{AtomicBool, Ordering};

use super::{count_and_one, first_of_several, in_order, AnyStats};
use crate::board::Board;
use crate::solve::any::tables::Tables;

/// What the solver of every size is asked to find. Built with [`Solver::new`] and its
/// options, then used on any number of boards, of any sizes.
///
/// By default it finds the lexicographically first solution (row-major, smallest digit
/// first) and counts nothing; [`limit`](Solver::limit) also counts the solutions, up to a
/// limit; [`first`](Solver::first)`(false)` leaves the first solution out, for a count
/// alone; [`lexicographic`](Solver::lexicographic)`(false)` takes the first solution the
/// counting search meets instead, much sooner found on a board with many solutions. The
/// search's counters come with every [`Outcome`].
///
/// ```
/// use sudoku_engine::board::Board;
/// use sudoku_engine::shape::Shape;
/// use sudoku_engine::solve::any::Solver;
///
/// // 1 . | . .
/// // . . | 1 .
/// // ----+----
/// // . 1 | . .
/// // . . | . 1
/// let mut puzzle = Board::empty(Shape::for_side(4).unwrap());
/// for cell in [0, 6, 9, 15] {
///     puzzle.try_set(cell, 1).unwrap();
/// }
///
/// // The first solution and the count, stopped at 100.
/// let out = Solver::new().limit(100).run(&puzzle);
/// assert_eq!(out.first.expect("solvable").to_line(), "1234341221434321");
/// assert_eq!(out.count, 18);
///
/// // A count alone, stopped at 2: not unique.
/// let out = Solver::new().first(false).limit(2).run(&puzzle);
/// assert_eq!((out.first, out.count), (None, 2));
///
/// // Any one solution of an empty 25x25 grid, and the first three in order of a 16x16.
/// let big = Board::empty(Shape::for_side(25).unwrap());
/// let one = Solver::new().lexicographic(false).run(&big).first.unwrap();
/// assert!(one.is_solved());
/// let sixteen = Board::empty(Shape::for_side(16).unwrap());
/// let mut seen = Vec::new();
/// let out = Solver::new().limit(3).solutions(&sixteen, |b| {
///     seen.push(b.clone());
///     true
/// });
/// assert_eq!(out.count, 3);
/// assert!(seen[0].to_line().starts_with("123456789ABCDEFG5678"));
/// assert!(seen.windows(2).all(|w| w[0].cells() < w[1].cells()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solver {
    first: bool,
    lexicographic: bool,
    limit: u64,
}

/// What [`Solver::run`] or [`Solver::solutions`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The first solution (lexicographically, unless asked otherwise), when asked for and
    /// there is one (`None` too when the givens clash).
    pub first: Option<Board>,
    /// The number of solutions, counted up to the limit (0 with no limit set); for
    /// [`Solver::solutions`], how many were handed out.
    pub count: u64,
    /// The search's counters.
    pub stats: AnyStats,
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
            lexicographic: true,
            limit: 0,
        }
    }

    /// Counts the solutions too, stopping at `limit` (0: no count). For
    /// [`solutions`](Solver::solutions), how many to hand out at most.
    #[must_use]
    pub const fn limit(self, limit: u64) -> Self {
        Self { limit, ..self }
    }

    /// Whether to find a first solution (the default); without it, and with a
    /// [`limit`](Solver::limit), a count alone, the quickest question.
    #[must_use]
    pub const fn first(self, first: bool) -> Self {
        Self { first, ..self }
    }

    /// Whether the first solution is the lexicographically first (the default), or the
    /// first the counting search meets (`false`): the same on a board with one solution,
    /// found with the count in one search either way, and much sooner on a board with
    /// many (a generator's fill).
    #[must_use]
    pub const fn lexicographic(self, lexicographic: bool) -> Self {
        Self {
            lexicographic,
            ..self
        }
    }

    /// Answers for one board. With the first solution and a limit of 2 or more, one
    /// search does both where the board has one solution.
    pub fn run(&self, puzzle: &Board) -> Outcome {
        self.run_stopped_by(puzzle, None)
    }

    /// As [`Solver::run`], given up as soon as `stop` is set (from another thread: the
    /// answer is no longer wanted); None then. Asking a hard board on a thread that must
    /// answer newer questions.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// use sudoku_engine::board::Board;
    /// use sudoku_engine::shape::Shape;
    /// use sudoku_engine::solve::any::Solver;
    ///
    /// let empty = Board::empty(Shape::for_side(16).unwrap());
    /// let count = Solver::new().first(false).limit(2);
    /// assert_eq!(count.run_until(&empty, &AtomicBool::new(false)).unwrap().count, 2);
    /// assert_eq!(count.run_until(&empty, &AtomicBool::new(true)), None);
    /// ```
    pub fn run_until(&self, puzzle: &Board, stop: &AtomicBool) -> Option<Outcome> {
        let out = self.run_stopped_by(puzzle, Some(stop));
        (!stop.load(Ordering::Relaxed)).then_some(out)
    }

    fn run_stopped_by(&self, puzzle: &Board, stop: Option<&AtomicBool>) -> Outcome {
        let t = Tables::of(puzzle.shape());
        let mut stats = AnyStats::default();
        let board = |cells: Vec<u8>| {
            Board::from_cells(puzzle.shape(), cells).expect("a solution has the board's shape")
        };
        let (first, count) = match (self.first, self.lexicographic, self.limit) {
            (false, _, 0) => (None, 0),
            (false, _, limit) => (None, count_and_one(&t, puzzle, limit, &mut stats, stop).0),
            (true, false, limit) => {
                let (n, one) = count_and_one(&t, puzzle, limit.max(1), &mut stats, stop);
                (one.map(|(_, cells)| board(cells)), n.min(limit))
            }
            (true, true, limit) => {
                // Counting to two tells whether the solution the count met is the only
                // one, and so the first.
                let (n, first) = match count_and_one(&t, puzzle, limit.max(2), &mut stats, stop) {
                    (1, Some((_, only))) => (1, Some(only)),
                    (n, Some((st, _))) => (n, first_of_several(&t, &st, &mut stats, stop)),
                    (_, None) => (0, None),
                };
                (first.map(board), n.min(limit))
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
    /// away). The outcome's count is how many were handed out, its first the first of
    /// them. Clashing givens have none.
    pub fn solutions(&self, puzzle: &Board, mut each: impl FnMut(&Board) -> bool) -> Outcome {
        let t = Tables::of(puzzle.shape());
        let mut stats = AnyStats::default();
        let mut first = None;
        let count = in_order(&t, puzzle, self.limit, &mut stats, |b| {
            first.get_or_insert_with(|| b.clone());
            each(b)
        });
        Outcome {
            first,
            count,
            stats,
        }
    }
}
