//! `solve --strategy logic --explain`: the solve path of one puzzle in words on stdout,
//! one line a step: each technique as [`words::describe`] says it, each guess and each
//! take-back with its reason.

use std::io::{self, Write};
use std::time::Instant;

use super::output::{only_puzzle, tell_unsolved, Stderr};
use super::solving::{failed, step_stats_line, Answer};
use super::store::Store;
use super::{Done, Failure, SolveArgs, Tally};
use sudoku_engine::solve::logic::words;
use sudoku_engine::solve::{Explained, Outcome, Stepper, Strategy};

/// The line of one step: a technique in words (`pointing: in box 4 the 7s lie in column
/// 2, so r7c2 and r9c2 are not 7`), else the step as the engine explains it (`guess:
/// r2c5 = 3 (guess 1 of 2)`, `r4c2 ≠ 1 (taken back: r4c3: no digit fits)`); None for the
/// final event.
pub fn line(stepper: &Stepper, told: Explained) -> Option<String> {
    match told {
        Explained::Solved { .. } | Explained::NoSolution => None,
        Explained::Deduce { .. } | Explained::Eliminate { .. } => Some(
            stepper
                .technique_step()
                .map_or_else(|| told.to_string(), words::describe),
        ),
        Explained::Place { .. } => Some(format!("guess: {told}")),
        _ => Some(told.to_string()),
    }
}

/// Explains the first puzzle in `checked` (the one `--index` picked, or the first of a
/// collection).
pub fn run(args: &SolveArgs, name: &str, checked: Store, stderr: &mut Stderr) -> Done {
    let Some((entry, place)) = only_puzzle(args, name, checked) else {
        return Ok(Tally::default());
    };
    let start = Instant::now();
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut stepper = Stepper::new(&entry.grid, Strategy::Logic);
    let limit = args.max_steps.unwrap_or(u64::MAX);
    while stepper.stats().steps < limit {
        let told = stepper.step_explained();
        let Some(text) = line(&stepper, told) else {
            break;
        };
        writeln!(out, "{text}").map_err(|e| (Failure::Output(e), Tally::default()))?;
    }
    out.flush()
        .map_err(|e| (Failure::Output(e), Tally::default()))?;
    if args.stats {
        stderr.line(format_args!(
            "{}",
            step_stats_line(stepper.stats(), true, Strategy::Logic, Some(start))
        ));
    }
    let mut tally = Tally::default();
    let answer = match stepper.outcome() {
        Some(Outcome::Solved) => return Ok(tally),
        Some(Outcome::NoSolution) => {
            tally.unsolved = true;
            failed(&entry.grid)
        }
        None => {
            tally.stopped = true;
            Answer::Stopped(stepper.stats().steps)
        }
    };
    tell_unsolved(stderr, &place, &answer);
    Ok(tally)
}
