//! Every step strategy on one puzzle, side by side: what each search counted, how long it
//! took, and the fewest of each figure among the strategies. [`rows`] and [`COLUMNS`] are
//! the figures behind any view of a race (a table, a side-by-side screen).

mod board;

pub use board::{board_row, board_rows, board_wasted, Waste, BOARD_STRATEGIES};

use std::time::{Duration, Instant};

use crate::grid::Grid;
use crate::solve::tree::{Keep, Tree};
use crate::solve::{Layout, Outcome, Stats, Stepper, Strategy};

/// One strategy's search of the puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrategyRun {
    /// The strategy that searched.
    pub strategy: Strategy,
    /// How the search ended; None when it was stopped after the steps allowed.
    pub outcome: Option<Outcome>,
    /// The search's counters (`steps` counts the final event too; `guesses` counts the
    /// placements made at a cell where two or more digits fitted, so it never exceeds
    /// `placements`).
    pub stats: Stats,
    /// Wall-clock time of the search (the stepper's own work, nothing drawn).
    pub time: Duration,
    /// Steps spent in doomed branches (see [`crate::solve::tree`]), when counted.
    pub wasted: Option<u64>,
}

/// Runs `strategy` on `puzzle` to the end, or for at most `max_steps` steps.
pub fn row(puzzle: &Grid, strategy: Strategy, max_steps: Option<u64>) -> StrategyRun {
    run(&mut Stepper::new(puzzle, strategy), max_steps)
}

/// Runs a search to the end, or until its step count reaches `max_steps`; the stepper
/// stays as it ended (its grid is the solution when it solved the puzzle). Any layout:
/// the 9×9 stepper or one of any size.
pub fn run<L: Layout>(stepper: &mut Stepper<L>, max_steps: Option<u64>) -> StrategyRun {
    let start = Instant::now();
    match max_steps {
        Some(limit) => {
            stepper.run(limit.saturating_sub(stepper.stats().steps));
        }
        None => {
            stepper.finish();
        }
    }
    StrategyRun {
        strategy: stepper.strategy(),
        outcome: stepper.outcome(),
        stats: *stepper.stats(),
        time: start.elapsed(),
        wasted: None,
    }
}

/// The steps `strategy` spends in doomed branches of `puzzle`'s search (to the end, or
/// within `max_steps` steps): the search run again with the choice tree growing beside
/// it, so that the time of [`run`] stays the plain search's.
pub fn wasted(puzzle: &Grid, strategy: Strategy, max_steps: Option<u64>) -> u64 {
    let mut stepper = Stepper::new(puzzle, strategy);
    let mut tree = Tree::new(puzzle, Keep::Path);
    tree.run(&mut stepper, max_steps.unwrap_or(u64::MAX));
    tree.wasted()
}

/// Every strategy of [`Strategy::ALL`] on `puzzle`, in that order, one after the other,
/// each run to the end or for at most `max_steps` steps.
///
/// ```
/// use sudoku_engine::compare::{self, COLUMNS};
/// use sudoku_engine::solve::{Outcome, Strategy};
/// use sudoku_engine::Grid;
///
/// let puzzle = Grid::from_line(
///     "103000509002109400000704000300502006060000050700803004000401000009205800804000107",
/// )
/// .expect("81 cells");
/// let rows = compare::rows(&puzzle, None);
/// assert_eq!(rows.len(), Strategy::ALL.len());
/// assert!(rows.iter().all(|r| r.outcome == Some(Outcome::Solved)));
/// for column in &COLUMNS {
///     let fewest = compare::fewest(&rows, column.value).expect("every search finished");
///     let values: Vec<u64> = rows.iter().map(column.value).collect();
///     println!("{:>10}: {values:?}, fewest {fewest}", column.title);
/// }
/// // On this puzzle propagate's singles leave it fewer digits to guess than naive.
/// assert!(rows[2].stats.placements < rows[0].stats.placements);
///
/// // Stopped after 10 steps: no outcome, and nothing to compare.
/// let stopped = compare::rows(&puzzle, Some(10));
/// assert!(stopped.iter().all(|r| r.outcome.is_none() && r.stats.steps == 10));
/// assert_eq!(compare::fewest(&stopped, |r| r.stats.steps), None);
/// ```
pub fn rows(puzzle: &Grid, max_steps: Option<u64>) -> Vec<StrategyRun> {
    Strategy::ALL
        .iter()
        .map(|&s| StrategyRun {
            wasted: Some(wasted(puzzle, s, max_steps)),
            ..row(puzzle, s, max_steps)
        })
        .collect()
}

/// A figure of the table: its title and how to read it from a row.
#[derive(Clone, Copy)]
pub struct Column {
    /// Its heading, lower case: `steps`, `placements`, `take-backs`, ...
    pub title: &'static str,
    /// Reads the figure from a row's counters.
    pub value: fn(&StrategyRun) -> u64,
}

/// The counted columns, in the table's order (time comes last, apart).
pub const COLUMNS: [Column; 6] = [
    Column {
        title: "steps",
        value: |r| r.stats.steps,
    },
    Column {
        title: "placements",
        value: |r| r.stats.placements,
    },
    Column {
        title: "retractions",
        value: |r| r.stats.retractions,
    },
    Column {
        title: "deductions",
        value: |r| r.stats.deductions,
    },
    Column {
        title: "undone",
        value: |r| r.stats.undone_deductions,
    },
    Column {
        title: "guesses",
        value: |r| r.stats.guesses,
    },
];

/// The fewest of a figure among the searches that finished; None when none did (a
/// search stopped by its step limit has only a lower bound, nothing to compare with).
pub fn fewest(rows: &[StrategyRun], value: impl Fn(&StrategyRun) -> u64) -> Option<u64> {
    let finished = rows.iter().filter(|r| r.outcome.is_some());
    finished.map(&value).min()
}
