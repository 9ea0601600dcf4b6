//! The step strategies on puzzles of other sizes than 9×9: `--strategy naive|mrv|propagate`
//! (with `--stats` and `--max-steps`), `--trace` and `--compare`, each with the output it
//! has at 9×9. The logic strategy is 9×9 only (refused in [`super::refusal`]).

use std::io::{self, Write};
use std::time::Instant;

use super::super::output::{tell_end, tell_unsolved, Stderr};
use super::super::solving::{step_stats_line, with_wasted, Answer};
use super::super::{Failure, SolveArgs, Tally};
use super::outcome::{clash_list, failed, Outcome};
use super::several;
use sudoku_engine::board::Board;
use sudoku_engine::compare::{self, StrategyRun, Waste};
use sudoku_engine::format::{Alphabet, BoardEntry};
use sudoku_engine::solve::{any, trace, BoardStepper, Outcome as End, Strategy};

/// The search of one puzzle of any size with a step strategy, and its `--stats` line
/// (ending with `tag`).
pub fn solve(
    args: &SolveArgs,
    entry: &BoardEntry,
    strategy: Strategy,
    check: bool,
    (place, tag): (&str, &str),
    stderr: &mut Stderr,
) -> Outcome {
    let board = &entry.board;
    let start = args.stats.then(Instant::now);
    let mut stepper = match BoardStepper::from_board(board, strategy) {
        Ok(s) => s,
        // Refused before anything is solved; said here too, should it ever get through.
        Err(e) => return Outcome::Refused(e.to_string()),
    };
    let limit = args.max_steps.unwrap_or(u64::MAX);
    let mut waste = args.stats.then(|| Waste::new(board));
    match &mut waste {
        Some(w) => {
            stepper.run_observed(limit, |e, s| w.observe(e, s));
        }
        None => {
            compare::run(&mut stepper, args.max_steps);
        }
    }
    if let Some(w) = &waste {
        let line = step_stats_line(stepper.stats(), true, strategy, start);
        stderr.line(format_args!("{}{tag}", with_wasted(&line, w.wasted())));
    }
    match stepper.outcome() {
        Some(End::Solved) => {
            // Whether there are others is the exact solver's to say.
            if check && any::count(board, 2) > 1 {
                several(stderr, place);
            }
            Outcome::Solution(stepper.to_board())
        }
        Some(End::NoSolution) => failed(board, entry.alphabet),
        None => Outcome::Stopped(stepper.stats().steps),
    }
}

/// `--trace` of the one puzzle picked: JSON Lines on stdout, as at 9×9.
pub fn trace(
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
    let written = match entry.board.to_grid() {
        Some(grid) => trace::write_trace(&grid, strategy, args.max_steps, &mut out),
        None => {
            let stepper = BoardStepper::from_board(&entry.board, strategy)
                .map_err(|e| Failure::Input(format!("error: --strategy {strategy}: {e}")))?;
            trace::write_board_trace(stepper, args.max_steps, &mut out)
        }
    };
    let end = match written {
        Ok(end) => end,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(Tally::default()),
        Err(e) => return Err(Failure::Output(e)),
    };
    if args.stats {
        stderr.line(format_args!(
            "{}",
            step_stats_line(&end.stats, false, strategy, Some(start))
        ));
    }
    Ok(match entry.board.to_grid() {
        Some(grid) => tell_end(stderr, place, &grid, end.outcome, end.stats.steps),
        None => tell_entry_end(stderr, place, entry, end.outcome, end.stats.steps),
    })
}

/// [`tell_end`] for a puzzle of any size, its digits named in its own alphabet.
pub(super) fn tell_entry_end(
    stderr: &mut Stderr,
    place: &str,
    entry: &BoardEntry,
    outcome: Option<End>,
    steps: u64,
) -> Tally {
    tell_end_in(stderr, place, &entry.board, entry.alphabet, outcome, steps)
}

fn tell_end_in(
    stderr: &mut Stderr,
    place: &str,
    board: &Board,
    alphabet: Alphabet,
    outcome: Option<End>,
    steps: u64,
) -> Tally {
    let mut tally = Tally::default();
    match outcome {
        Some(End::Solved) => {}
        Some(End::NoSolution) => {
            tally.unsolved = true;
            tell_failed(stderr, place, board, alphabet);
        }
        None => {
            tally.stopped = true;
            tell_unsolved(stderr, place, &Answer::Stopped(steps));
        }
    }
    tally
}

/// `no solution`, or the clashes, in the board's units and alphabet.
fn tell_failed(stderr: &mut Stderr, place: &str, board: &Board, alphabet: Alphabet) {
    match failed(board, alphabet) {
        Outcome::Clash(c) => {
            stderr.line(format_args!("{place}: clashing givens: {}", clash_list(&c)))
        }
        _ => stderr.line(format_args!("{place}: no solution")),
    }
}

/// `--compare`: the table of every step strategy that searches the puzzle's size, for
/// each puzzle in input order (a blank line between two), as at 9×9.
pub fn compare(
    args: &SolveArgs,
    puzzles: &[(String, &BoardEntry)],
    stderr: &mut Stderr,
) -> Result<Tally, Failure> {
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut tally = Tally::default();
    for (shown, (place, entry)) in puzzles.iter().enumerate() {
        let printed = one(args, place, entry, shown > 0, &mut out, stderr, &mut tally);
        match printed.and_then(|()| out.flush()) {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(tally),
            Err(e) => return Err(Failure::Output(e)),
        }
    }
    Ok(tally)
}

/// The table of one puzzle, and what it adds to the tally.
fn one(
    args: &SolveArgs,
    place: &str,
    entry: &BoardEntry,
    after_another: bool,
    out: &mut impl Write,
    stderr: &mut Stderr,
    tally: &mut Tally,
) -> io::Result<()> {
    let board = &entry.board;
    if !board.conflicts().is_empty() {
        tally.unsolved = true;
        tell_failed(stderr, place, board, entry.alphabet);
        return Ok(());
    }
    let rows: Vec<StrategyRun> = match board.to_grid() {
        Some(grid) => compare::rows(&grid, args.max_steps),
        None => compare::board_rows(board, args.max_steps),
    };
    super::super::compare::table(args, place, &rows, after_another, out, tally)
}
