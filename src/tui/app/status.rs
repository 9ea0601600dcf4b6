//! The fast solver's verdict on the edited puzzle (unique, several solutions, none,
//! clashing givens) and how many solutions it has, worked out on a thread of its own so
//! that even a very hard puzzle never holds up the keys; and what the panel says of the
//! solutions a solve has found.

use sudoku_engine::grid::Grid;
use sudoku_engine::solve::fast::{self, Status};

use super::background::Background;
use super::run::{Progress, Run};
use crate::tui::words::numbers::grouped;

/// Name of the thread that works out puzzle statuses.
pub const STATUS_THREAD: &str = "status";

/// Solutions are counted up to this many (about a millisecond on a grid with one given).
pub const COUNT_LIMIT: u64 = 1000;

/// The verdict on a grid and its number of solutions, counted up to [`COUNT_LIMIT`].
fn judge(grid: &Grid, _on_thread: bool) -> (Status, u64) {
    let status = fast::status(grid);
    let count = match status {
        Status::Several(_) => fast::count(grid, COUNT_LIMIT),
        Status::Unique(_) => 1,
        Status::Clash(_) | Status::NoSolution => 0,
    };
    (status, count)
}

/// The verdict on the latest grid asked about.
pub struct Verdict(Background<Grid, (Status, u64)>);

impl Verdict {
    /// Verdicts worked out on the spot (tests use this).
    pub fn on_the_spot() -> Verdict {
        Verdict(Background::on_the_spot(judge, 1))
    }

    /// Verdicts worked out on a thread of their own, or on the spot when no thread starts.
    pub fn in_background() -> Verdict {
        Verdict(Background::in_background(STATUS_THREAD, judge, 1))
    }

    /// Asks about `grid`: answered at once without a thread, later with one.
    pub fn ask(&mut self, grid: Grid) {
        self.0.ask(&grid);
    }

    /// Picks up the answer about the latest grid if the thread has it; true if it did.
    pub fn poll(&mut self) -> bool {
        self.0.poll()
    }

    /// True while the verdict is being worked out.
    pub fn pending(&self) -> bool {
        self.0.pending()
    }

    /// The verdict, once known.
    pub fn status(&self) -> Option<&Status> {
        self.0.answer().map(|(s, _)| s)
    }

    /// The number of solutions, once known: exact below [`COUNT_LIMIT`], at least that
    /// many at it.
    pub fn count(&self) -> Option<u64> {
        self.0.answer().map(|&(_, n)| n)
    }
}

/// How many solutions there are, as the panel says it after "of": "3", "at least 2".
/// `3 solutions`, `at least 1,000 solutions`: a count of [`Verdict::count`].
pub fn solutions_counted(n: u64) -> String {
    if n < COUNT_LIMIT {
        format!("{} solutions", grouped(n))
    } else {
        format!("at least {} solutions", grouped(n))
    }
}

/// [`solutions_counted`] where room is short: `3 sol.`, `1,000+ sol.`.
pub fn solutions_counted_short(n: u64) -> String {
    if n < COUNT_LIMIT {
        format!("{} sol.", grouped(n))
    } else {
        format!("{}+ sol.", grouped(n))
    }
}

fn total(verdict: &Verdict, found: u64) -> String {
    match verdict.count() {
        Some(n) if n < COUNT_LIMIT => grouped(n.max(found)),
        Some(n) => format!("at least {}", grouped(n.max(found))),
        None => format!("at least {}", grouped(found.max(2))),
    }
}

/// What the panel says of the solutions a solve has found, when the puzzle has several
/// (or the search was sent on): "Solution 2 of 3", "Solution 1 of at least 2 (N: next)",
/// "Searching for solution 3…". None for a puzzle with one solution, before the first
/// and after the search fails.
pub fn solutions_line(verdict: &Verdict, run: Option<&Run>) -> Option<String> {
    let run = run?;
    let found = run.stepper().stats().solutions;
    let several = matches!(verdict.status(), Some(Status::Several(_))) || found > 1;
    if found == 0 || !several {
        return None;
    }
    match run.state() {
        Progress::Solved => {
            let total = total(verdict, found);
            let hint = if more_solutions(verdict, Some(run)) {
                " (N: next)"
            } else {
                ""
            };
            Some(format!("Solution {} of {total}{hint}", grouped(found)))
        }
        Progress::Solving | Progress::Paused => {
            Some(format!("Searching for solution {}…", grouped(found + 1)))
        }
        Progress::Editing | Progress::NoSolution => None,
    }
}

/// Whether `N` may find another solution: the solve has ended on a solution of a puzzle
/// with several (or one the search was sent on past), and not every one is found yet.
pub fn more_solutions(verdict: &Verdict, run: Option<&Run>) -> bool {
    let Some(run) = run.filter(|r| r.state() == Progress::Solved) else {
        return false;
    };
    let found = run.stepper().stats().solutions;
    let several = matches!(verdict.status(), Some(Status::Several(_))) || found > 1;
    several
        && match verdict.count() {
            Some(n) if n < COUNT_LIMIT => n > found,
            _ => true,
        }
}
