//! Every step strategy on one puzzle, side by side: what each search counted, how long it
//! took, and how each count compares with the fewest among the strategies. This is the
//! table `sudoku-tui solve --compare` prints; [`rows`] and [`Column`] are the same
//! figures for any other view of a race.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use crate::grid::Grid;
use crate::solve::{Outcome, Stats, Stepper, Strategy};

/// One strategy's search of the puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    pub strategy: Strategy,
    /// How the search ended; None when it was stopped after the steps allowed.
    pub outcome: Option<Outcome>,
    /// The search's counters (`steps` counts the final event too; `guesses` counts the
    /// placements made at a cell where two or more digits fitted, so it never exceeds
    /// `placements`).
    pub stats: Stats,
    pub time: Duration,
}

/// Runs `strategy` on `puzzle` to the end, or for at most `max_steps` steps.
pub fn row(puzzle: &Grid, strategy: Strategy, max_steps: Option<u64>) -> Row {
    run(&mut Stepper::new(puzzle, strategy), max_steps)
}

/// Runs a search to the end, or until its step count reaches `max_steps`; the stepper
/// stays as it ended (its grid is the solution when it solved the puzzle).
pub fn run(stepper: &mut Stepper, max_steps: Option<u64>) -> Row {
    let start = Instant::now();
    match max_steps {
        Some(limit) => {
            stepper.run(limit.saturating_sub(stepper.stats().steps));
        }
        None => {
            stepper.finish();
        }
    }
    Row {
        strategy: stepper.strategy(),
        outcome: stepper.outcome(),
        stats: *stepper.stats(),
        time: start.elapsed(),
    }
}

/// Every strategy of [`Strategy::ALL`] on `puzzle`, in that order, one after the other.
pub fn rows(puzzle: &Grid, max_steps: Option<u64>) -> Vec<Row> {
    Strategy::ALL
        .iter()
        .map(|&s| row(puzzle, s, max_steps))
        .collect()
}

/// A figure of the table: its title and how to read it from a row.
#[derive(Clone, Copy)]
pub struct Column {
    pub title: &'static str,
    pub value: fn(&Row) -> u64,
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
pub fn fewest(rows: &[Row], value: impl Fn(&Row) -> u64) -> Option<u64> {
    let finished = rows.iter().filter(|r| r.outcome.is_some());
    finished.map(&value).min()
}

/// `x2.41`, `x13.7`, `x128`: a value against the fewest; nothing when the fewest is 0.
pub fn ratio(value: f64, fewest: f64) -> String {
    if fewest <= 0.0 {
        return String::new();
    }
    let r = value / fewest;
    if r < 10.0 {
        format!("x{r:.2}")
    } else if r < 100.0 {
        format!("x{r:.1}")
    } else {
        format!("x{r:.0}")
    }
}

/// `solved`, `no solution`, or `stopped` (after the steps allowed).
pub fn result_name(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        Some(Outcome::Solved) => "solved",
        Some(Outcome::NoSolution) => "no solution",
        None => "stopped",
    }
}

/// `840us`, `12.3ms`, `4.56s`.
pub fn duration_text(d: Duration) -> String {
    let us = d.as_secs_f64() * 1e6;
    if us < 1000.0 {
        format!("{us:.0}us")
    } else if us < 1e6 {
        format!("{:.1}ms", us / 1e3)
    } else {
        format!("{:.2}s", us / 1e6)
    }
}

/// The rows as a plain text table, one line each under a line of titles; every figure
/// of a finished search is followed by its ratio to the fewest among the finished ones
/// (`x1.00` on the row with the fewest, nothing when the fewest is 0); the figures of a
/// stopped search stand alone.
pub fn table(rows: &[Row]) -> String {
    let fewest_time = fewest(rows, |r| r.time.as_nanos() as u64).unwrap_or(0);
    let mut titles = vec!["strategy", "result"];
    for title in COLUMNS.iter().map(|c| c.title).chain(["time"]) {
        titles.extend([title, ""]);
    }
    let mut cells: Vec<Vec<String>> = vec![titles.into_iter().map(String::from).collect()];
    for r in rows {
        let mut line = vec![r.strategy.name().to_string(), result_name(r.outcome).into()];
        for c in &COLUMNS {
            let v = (c.value)(r);
            let least = fewest(rows, c.value).filter(|_| r.outcome.is_some());
            line.extend([v.to_string(), ratio(v as f64, least.unwrap_or(0) as f64)]);
        }
        let t = r.time.as_nanos() as f64;
        let least_time = if r.outcome.is_some() { fewest_time } else { 0 };
        line.extend([duration_text(r.time), ratio(t, least_time as f64)]);
        cells.push(line);
    }
    align(&cells)
}

/// Columns padded to their widest cell: strategy and result read from the left, two
/// spaces apart; each figure to the right, two spaces after what is before it, and its
/// ratio one space after it, from the left.
fn align(cells: &[Vec<String>]) -> String {
    let n = cells.first().map_or(0, Vec::len);
    let widths: Vec<usize> = (0..n)
        .map(|i| {
            cells
                .iter()
                .map(|l| l[i].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for line in cells {
        let mut text = String::new();
        for (i, (cell, w)) in line.iter().zip(&widths).enumerate() {
            let _ = match i {
                0 => write!(text, "{cell:<w$}"),
                1 => write!(text, "  {cell:<w$}"),
                // A figure, then its ratio.
                _ if i % 2 == 0 => write!(text, "  {cell:>w$}"),
                _ => write!(text, " {cell:<w$}"),
            };
        }
        out.push_str(text.trim_end());
        out.push('\n');
    }
    out
}
