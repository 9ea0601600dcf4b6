//! `solve --estimate`: per puzzle, in input order, one line `estimated_steps=N`, the
//! steps the chosen step strategy's search is expected to take to its end (see
//! [`sudoku_engine::solve::estimate`]).

use std::io::{self, Write};

use super::store::Store;
use super::{Done, Failure, SolveArgs, Tally};
use sudoku_engine::solve::estimate::estimate;

/// Probes per branch the search will leave: a few milliseconds for a hard puzzle.
pub const PROBES: u32 = 64;

pub fn run(args: &SolveArgs, checked: Store) -> Done {
    let Some(strategy) = args.strategy.step_strategy() else {
        // Refused before the input is read (`SolveArgs::refusal`).
        return Ok(Tally::default());
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    // Each puzzle's probes drawn from a stream of its own: the same input, the same lines.
    let mut index = 0u64;
    let printed = checked.batches(&mut |items| {
        for item in items {
            let n = estimate(&item.grid, strategy, PROBES, index).round() as u64;
            index += 1;
            writeln!(out, "estimated_steps={n}").map_err(Failure::Output)?;
        }
        Ok(())
    });
    match printed.and_then(|()| out.flush().map_err(Failure::Output)) {
        Ok(()) => Ok(Tally::default()),
        Err(e) => Err((e, Tally::default())),
    }
}
