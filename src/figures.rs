//! Figures as text: a ratio to the fewest, a duration, how a search ended, and the table
//! of every strategy's figures that `sudoku-tui solve --compare` prints.

use std::fmt::Write as _;
use std::time::Duration;

use sudoku_engine::compare::{fewest, StrategyRun, COLUMNS};
use sudoku_engine::solve::Outcome;

/// `87%`: a part of a whole, in whole percent (`<1%` for a little, not nothing).
pub fn share(part: u64, whole: u64) -> String {
    if whole == 0 {
        return String::new();
    }
    let pct = part as f64 * 100.0 / whole as f64;
    if part > 0 && pct < 1.0 {
        "<1%".into()
    } else {
        format!("{pct:.0}%")
    }
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
pub fn table(rows: &[StrategyRun]) -> String {
    let fewest_time = fewest(rows, |r| r.time.as_nanos() as u64).unwrap_or(0);
    let mut titles = vec!["strategy", "result"];
    let wasted = rows.iter().any(|r| r.wasted.is_some());
    let extra = wasted.then_some("wasted");
    for title in COLUMNS.iter().map(|c| c.title).chain(extra).chain(["time"]) {
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
        if wasted {
            // The steps spent in doomed branches, and their share of the steps.
            let w = r.wasted.unwrap_or(0);
            line.extend([w.to_string(), share(w, r.stats.steps)]);
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

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::compare;
    use sudoku_engine::format;
    use sudoku_engine::solve::Strategy;

    #[test]
    fn the_table_has_a_row_each_and_ratios_read_as_promised() {
        let text = include_str!("../puzzles/baekjoon-2239.txt");
        let grid = format::parse("p", text.as_bytes()).unwrap().puzzles[0].grid;
        let rows = compare::rows(&grid, None);
        let table = table(&rows);
        assert_eq!(table.lines().count(), 1 + Strategy::ALL.len());
        assert_eq!(ratio(5.0, 0.0), "");
        assert_eq!(ratio(300.0, 2.0), "x150");
        assert_eq!(ratio(3.0, 2.0), "x1.50");
    }
}
