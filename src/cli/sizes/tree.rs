//! `--tree` on puzzles of other sizes than 9×9: the choice tree of the one puzzle picked
//! (`--index`, or the first) as JSON Lines on stdout, with `--tree-min-steps`,
//! `--tree-max-nodes`, `--max-steps` and `--stats` (with its `wasted=W`), as at 9×9.

use std::io;
use std::time::Instant;

use super::super::output::{tell_end, Stderr};
use super::super::solving::{step_stats_line, with_wasted};
use super::super::tree::{limits, tell_left_out};
use super::super::{Failure, SolveArgs, Tally};
use super::step::tell_entry_end;
use sudoku_engine::format::BoardEntry;
use sudoku_engine::solve::tree::json;
use sudoku_engine::solve::BoardStepper;

/// Writes the tree of `entry`'s search with the strategy chosen.
pub fn write(
    args: &SolveArgs,
    entry: &BoardEntry,
    place: &str,
    stderr: &mut Stderr,
) -> Result<Tally, Failure> {
    let Some(strategy) = args.strategy.step_strategy() else {
        // Refused before the input is read (`SolveArgs::refusal`).
        return Ok(Tally::default());
    };
    let start = Instant::now();
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let limits = limits(args);
    let written = match entry.board.to_grid() {
        Some(grid) => json::write_tree(&grid, strategy, args.max_steps, limits, &mut out),
        None => {
            let stepper = BoardStepper::from_board(&entry.board, strategy)
                .map_err(|e| Failure::Input(format!("error: --strategy {strategy}: {e}")))?;
            json::write_board_tree(stepper, args.max_steps, limits, &mut out)
        }
    };
    let end = match written {
        Ok(end) => end,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(Tally::default()),
        Err(e) => return Err(Failure::Output(e)),
    };
    tell_left_out(stderr, place, &end, limits);
    if args.stats {
        let line = step_stats_line(&end.stats, true, strategy, Some(start));
        stderr.line(format_args!("{}", with_wasted(&line, end.wasted)));
    }
    Ok(match entry.board.to_grid() {
        Some(grid) => tell_end(stderr, place, &grid, end.outcome, end.stats.steps),
        None => tell_entry_end(stderr, place, entry, end.outcome, end.stats.steps),
    })
}
