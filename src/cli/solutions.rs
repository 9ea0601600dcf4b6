//! `solve --solutions N`: the first N solutions of one puzzle in lexicographic order,
//! printed as the fast solver finds them (so that `| head` or Ctrl-C ends a long list at
//! once, and memory does not grow with N).

use std::time::Instant;

use super::output::{Printer, Stderr};
use super::solving::{failed, fast_stats_line, Answer};
use super::store::Store;
use super::{Done, Failure, SolveArgs, Tally};
use sudoku_engine::format::GridEntry;
use sudoku_engine::solve::fast;

/// Prints the first `n` solutions of the one puzzle in `checked`.
/// A collection of more than one puzzle is refused: the lists of two puzzles would run
/// together (`--index` picks one).
pub fn run(args: &SolveArgs, n: u64, name: &str, checked: Store, stderr: &mut Stderr) -> Done {
    let total = checked.total();
    if total != 1 {
        return Err((
            Failure::Input(format!(
                "{name}: --solutions lists the solutions of one puzzle, and the input holds \
                 {total}: pick one with --index N"
            )),
            Tally::default(),
        ));
    }
    let Some(entry) = checked.first() else {
        return Ok(Tally::default());
    };
    let start = args.stats.then(Instant::now);
    let mut printer = Printer::new(args, name, 1, stderr);
    let mut failure = None;
    let out = fast::Solver::new().limit(n).solutions(&entry.grid, |g| {
        match printer.answer(0, &entry, &Answer::Solution(*g)) {
            Ok(()) => true,
            Err(e) => {
                failure = Some(Failure::Output(e));
                false
            }
        }
    });
    let found = out.count;
    let stats_line = args
        .stats
        .then(|| fast_stats_line(&out.stats, &format!(" solutions={found}"), start));
    finish(printer, &entry, found, failure, stats_line)
}

/// The stats line, the message for a puzzle without solutions, the final flush.
fn finish(
    mut printer: Printer<'_>,
    entry: &GridEntry,
    found: u64,
    failure: Option<Failure>,
    stats_line: Option<String>,
) -> Done {
    if let Some(line) = stats_line {
        printer.stderr().line(format_args!("{line}"));
    }
    if let Some(e) = failure {
        return Err((e, Tally::default()));
    }
    if found == 0 {
        let answer = failed(&entry.grid);
        printer
            .answer(0, entry, &answer)
            .map_err(|e| (Failure::Output(e), printer.tally()))?;
    }
    let tally = printer.tally();
    printer.flush().map_err(|e| (e, tally))?;
    Ok(tally)
}
