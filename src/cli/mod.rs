//! Headless commands: `sudoku-tui solve`.
//!
//! The input is read once, from one open file or stream. A collection (one puzzle per
//! line) is checked line by line as it streams in, its puzzles kept as they are checked
//! (in memory up to a bound, beyond it in a private temporary file, removed however the
//! command ends); a bad line rejects the whole input before anything is printed. The
//! checked puzzles are then solved batch by batch on worker threads and printed in input
//! order. Memory stays bounded however large the input.
//!
//! [`lines`] splits the input into lines, [`input`] opens and checks it, [`store`] keeps
//! the checked puzzles, [`solving`] solves them, [`output`] prints the results.

pub mod input;
pub mod lines;
pub mod output;
pub mod solving;
pub mod store;

use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, ValueEnum};

use output::{Printer, Stderr};
use sudoku_tui::format::ParseError;
use sudoku_tui::solve::Strategy;

/// `sudoku-tui solve` options.
#[derive(Args, Debug, Clone)]
pub struct SolveArgs {
    /// Puzzle file in any supported format; absent or "-" reads standard input
    pub file: Option<PathBuf>,

    /// Solver: fast and naive print the lexicographically first solution, mrv and
    /// propagate the first their search reaches
    #[arg(long, value_enum, default_value_t = SolverChoice::Fast)]
    pub strategy: SolverChoice,

    /// grid = 9 lines of 9 digits; line = one 81-digit line per puzzle
    /// [default: grid for a one-puzzle input, line for a collection]
    #[arg(long, value_enum)]
    pub output: Option<OutputKind>,

    /// Print the number of solutions of each puzzle instead of a solution
    #[arg(long)]
    pub count: bool,

    /// With --count: stop counting at N solutions
    #[arg(long, default_value_t = 2, requires = "count", value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: u64,

    /// Per puzzle, one line on stderr: "placements=P retractions=R ..."
    #[arg(long)]
    pub stats: bool,

    /// Worker threads for collections [default: all cores; at most 4 per core]
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub jobs: Option<u64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolverChoice {
    Fast,
    Naive,
    Mrv,
    Propagate,
}

impl SolverChoice {
    /// The step engine's strategy, or None for the fast solver.
    pub fn step_strategy(self) -> Option<Strategy> {
        match self {
            SolverChoice::Fast => None,
            SolverChoice::Naive => Some(Strategy::Naive),
            SolverChoice::Mrv => Some(Strategy::Mrv),
            SolverChoice::Propagate => Some(Strategy::Propagate),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OutputKind {
    Grid,
    Line,
}

/// Exit status: every puzzle solved.
const SOLVED: u8 = 0;
/// Exit status: some puzzle has no solution or clashing givens.
const UNSOLVED: u8 = 1;
/// Exit status: malformed input, bad usage, or output that could not be written.
const FAILED: u8 = 2;

/// Worker threads per core at most: more only cost memory and switching.
const JOBS_PER_CORE: usize = 4;

/// Runs `solve`; prints results on stdout and problems on stderr. Never panics on an
/// I/O failure: a failed write to stdout ends the run (quietly for a reader that went
/// away, such as `head`), one to stderr is remembered; see README for the statuses.
pub fn solve(args: SolveArgs) -> ExitCode {
    let mut stderr = Stderr::default();
    if args.count && args.strategy != SolverChoice::Fast {
        stderr.line(format_args!(
            "error: --count uses the fast solver; --strategy {} does not apply",
            args.strategy.step_strategy().map_or("fast", Strategy::name)
        ));
        return ExitCode::from(FAILED);
    }
    let code = match run(&args, &mut stderr) {
        Ok(all_solved) => {
            if all_solved {
                SOLVED
            } else {
                UNSOLVED
            }
        }
        Err(Failure::Input(msg)) => {
            stderr.line(format_args!("{msg}"));
            FAILED
        }
        Err(Failure::Output(e)) => {
            stderr.line(format_args!("error: cannot write the output: {e}"));
            FAILED
        }
    };
    if stderr.failed() {
        return ExitCode::from(FAILED);
    }
    ExitCode::from(code)
}

/// Why a run stopped early.
#[derive(Debug)]
pub enum Failure {
    /// Malformed input or an input that cannot be read: the message to print.
    Input(String),
    /// Writing to stdout failed (other than the reader going away).
    Output(io::Error),
}

impl From<ParseError> for Failure {
    fn from(e: ParseError) -> Self {
        Failure::Input(e.to_string())
    }
}

/// The worker threads to use: as asked (all cores by default), at most
/// [`JOBS_PER_CORE`] per core.
fn jobs(asked: Option<u64>) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    asked.map_or(cores, |j| {
        usize::try_from(j)
            .unwrap_or(usize::MAX)
            .min(cores * JOBS_PER_CORE)
    })
}

/// Reads, checks, solves and prints; true when every puzzle was solved.
fn run(args: &SolveArgs, stderr: &mut Stderr) -> Result<bool, Failure> {
    let (name, reader) = input::open(args.file.as_deref())?;
    let checked = input::check(&name, reader)?;
    let jobs = jobs(args.jobs);
    let mut printer = Printer::new(args, &name, checked.total(), stderr);
    let mut index = 0;
    let printed = checked.batches(&mut |items| {
        let results = solving::solve_batch(args, items, jobs);
        for (item, solved) in items.iter().zip(&results) {
            printer.print(index, item, solved)?;
            index += 1;
        }
        Ok(())
    });
    let flushed = printed.and_then(|()| printer.flush());
    match flushed {
        Ok(()) => Ok(printer.all_solved()),
        // The reader went away (`| head`): what was printed stands, and so does its status.
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => {
            Ok(printer.all_solved())
        }
        Err(e) => Err(e),
    }
}
