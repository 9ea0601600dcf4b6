//! `solve --compare`: every step strategy on each puzzle, one table per puzzle.

use std::io::{self, Write};

use super::output::{place, tell_unsolved, Stderr};
use super::solving::Answer;
use super::store::Store;
use super::{Done, Failure, SolveArgs, Tally};
use crate::figures;
use sudoku_engine::compare;
use sudoku_engine::format::GridEntry;
use sudoku_engine::solve::Outcome;

/// Prints, for each puzzle in input order, a line naming it and the table of
/// [`figures::table`]; a blank line between puzzles. Clashing givens are reported on
/// stderr instead of a table (every strategy would fail at once).
pub fn run(args: &SolveArgs, name: &str, checked: Store, stderr: &mut Stderr) -> Done {
    let total = checked.total();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut tally = Tally::default();
    let mut index = 0;
    let printed = checked.batches(&mut |items| {
        for item in items {
            let place = place(name, total == 1, index, item);
            one(args, item, &place, index > 0, &mut out, stderr, &mut tally)
                .map_err(Failure::Output)?;
            index += 1;
        }
        Ok(())
    });
    match printed.and_then(|()| out.flush().map_err(Failure::Output)) {
        Ok(()) => Ok(tally),
        Err(e) => Err((e, tally)),
    }
}

/// The table of one puzzle, and what it adds to the tally: no solution when a strategy
/// ended without one; stopped when every strategy was stopped.
fn one(
    args: &SolveArgs,
    item: &GridEntry,
    place: &str,
    after_another: bool,
    out: &mut impl Write,
    stderr: &mut Stderr,
    tally: &mut Tally,
) -> io::Result<()> {
    let conflicts = item.grid.conflicts();
    if !conflicts.is_empty() {
        tally.unsolved = true;
        tell_unsolved(stderr, place, &Answer::Clash(conflicts));
        return Ok(());
    }
    let rows = compare::rows(&item.grid, args.max_steps);
    table(args, place, &rows, after_another, out, tally)
}

/// Prints the table of one puzzle's `rows` under its `place` (a blank line before it
/// when `after_another`), and adds to the tally: no solution when a strategy ended
/// without one; stopped when every strategy was stopped.
pub fn table(
    args: &SolveArgs,
    place: &str,
    rows: &[compare::StrategyRun],
    after_another: bool,
    out: &mut impl Write,
    tally: &mut Tally,
) -> io::Result<()> {
    if after_another {
        out.write_all(b"\n")?;
    }
    writeln!(out, "{place}")?;
    out.write_all(figures::table(rows).as_bytes())?;
    let stopped: Vec<&str> = rows
        .iter()
        .filter(|r| r.outcome.is_none())
        .map(|r| r.strategy.name())
        .collect();
    if let (Some(max), false) = (args.max_steps, stopped.is_empty()) {
        writeln!(
            out,
            "stopped after {max} steps (--max-steps): {}",
            stopped.join(", ")
        )?;
    }
    if rows.iter().any(|r| r.outcome == Some(Outcome::NoSolution)) {
        tally.unsolved = true;
    } else if stopped.len() == rows.len() {
        tally.stopped = true;
    }
    Ok(())
}
