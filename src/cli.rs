//! Headless commands: `sudoku-tui solve`.
//!
//! The input is read once, from one open file or stream. A collection (one puzzle per
//! line) is checked line by line as it streams in. From a pipe or a device, solved for
//! its solutions or counts, it is streamed ([`stream`]): each answer is printed, in input
//! order, as soon as it and those before it are solved, while the rest is read; a bad
//! line ends the run once the answers before it are out. A regular file (all there
//! already), and the modes that look at puzzles one by one (`--index`, `--compare`,
//! `--trace`, `--tree`, `--estimate`, `--solutions`), are checked whole first, the puzzles kept as they are
//! checked (in memory up to a bound, beyond it in a private temporary file, removed
//! however the command ends): a bad line rejects the whole input before anything is
//! printed; then a file's puzzles are solved as a stream's are. Memory stays bounded
//! however large the input.
//!
//! [`lines`] splits the input into lines, [`input`] opens and checks it, [`store`] keeps
//! the checked puzzles, [`solving`] solves them, [`output`] prints the results.

pub mod args;
pub mod compare;
pub mod estimate;
pub mod explain;
pub mod generate;
pub mod input;
pub mod lines;
pub mod logic;
pub mod output;
pub mod sizes;
pub mod solutions;
pub mod solving;
pub mod store;
pub mod stream;
pub mod trace;
pub mod tree;

use std::io;
use std::process::ExitCode;

pub use args::{parse_index, OutputKind, SolveArgs};
use output::{Printer, Stderr};
use store::Store;
use sudoku_engine::format::{self, ParseError};

/// Exit status: every puzzle solved.
const SOLVED: u8 = 0;
/// Exit status: some puzzle has no solution or clashing givens.
const UNSOLVED: u8 = 1;
/// Exit status: malformed input, bad usage, or output that could not be written.
const FAILED: u8 = 2;
/// Exit status: a search stopped by `--max-steps` before it could tell (and no puzzle
/// was found to have no solution).
const STOPPED: u8 = 3;

/// What the puzzles printed so far came to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Some puzzle has no solution or clashing givens.
    pub unsolved: bool,
    /// Some search was stopped by `--max-steps` before it ended.
    pub stopped: bool,
}

impl Tally {
    /// The exit status: a puzzle without a solution outweighs a search cut short.
    fn status(self) -> u8 {
        if self.unsolved {
            UNSOLVED
        } else if self.stopped {
            STOPPED
        } else {
            SOLVED
        }
    }
}

/// Worker threads per core at most: more only cost memory and switching.
const JOBS_PER_CORE: usize = 4;

/// Runs `solve`; prints results on stdout and problems on stderr. Never panics on an
/// I/O failure: a failed write to stdout ends the run (quietly for a reader that went
/// away, such as `head`), one to stderr is remembered; docs/REFERENCE.md gives the statuses.
pub fn solve(mut args: SolveArgs) -> ExitCode {
    let mut stderr = Stderr::default();
    let default_said = args.settle();
    if let Some(msg) = args.refusal() {
        stderr.line(format_args!("{msg}"));
        stderr.flush();
        return ExitCode::from(FAILED);
    }
    if let Some(note) = default_said {
        stderr.line(format_args!("{note}"));
    }
    let code = match run(&args, &mut stderr) {
        Ok(tally) => tally.status(),
        Err(Failure::Input(msg)) => {
            stderr.line(format_args!("{msg}"));
            FAILED
        }
        Err(Failure::Output(e)) => {
            stderr.line(format_args!("error: cannot write the output: {e}"));
            FAILED
        }
        Err(Failure::OtherSizes(name, puzzles)) => {
            let msg = Failure::nine_only("this command", &name, &puzzles);
            stderr.line(format_args!("{msg}"));
            FAILED
        }
    };
    stderr.flush();
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
    /// The input (named first) holds puzzles of other sizes than 9×9: all of them, read
    /// and checked, for [`sizes::run`].
    OtherSizes(String, Vec<format::BoardEntry>),
}

impl Failure {
    /// `--index n` past the end of an input of `total` puzzles.
    pub fn no_puzzle(name: &str, n: u64, total: usize) -> Failure {
        Failure::Input(format!(
            "{name}: there is no puzzle {n}: the input holds {total} puzzle{}",
            if total == 1 { "" } else { "s" }
        ))
    }

    /// What a command that reads 9×9 puzzles only says of an input of other sizes.
    pub fn nine_only(command: &str, name: &str, puzzles: &[format::BoardEntry]) -> String {
        let other = puzzles.iter().find(|e| e.board.to_grid().is_none());
        let (line, n) = other.map_or((0, 9), |e| (e.line, e.board.side()));
        let a_size = format::a_size(n);
        format!("{name}:{line}: {a_size} puzzle: {command} works on 9x9 puzzles so far")
    }
}

impl Failure {
    /// The input called `name` could not be read.
    pub fn cannot_read(name: &str, e: &io::Error) -> Failure {
        Failure::Input(format!("{name}: cannot read: {}", format::io_reason(e)))
    }
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

/// Reads and checks the input, then solves and prints as the options ask: 9×9 puzzles
/// as ever, an input of other sizes by [`sizes::run`].
fn run(args: &SolveArgs, stderr: &mut Stderr) -> Result<Tally, Failure> {
    match run_nine(args, stderr) {
        Err(Failure::OtherSizes(name, puzzles)) => sizes::run(args, &name, puzzles, stderr),
        done => done,
    }
}

/// Reads and checks a 9×9 input, keeps the puzzle `--index` picks if any, then solves
/// and prints as the options ask.
fn run_nine(args: &SolveArgs, stderr: &mut Stderr) -> Result<Tally, Failure> {
    let input::Opened {
        name,
        reader,
        regular,
    } = input::open(args.file.as_deref())?;
    let keeps = args.trace
        || args.explain
        || args.tree
        || args.estimate
        || args.compare
        || args.solutions.is_some()
        || args.index.is_some();
    if !keeps {
        // Solutions or counts, printed as they are solved. A regular file is all there
        // already: checked whole first (a bad line rejects it whole, and a change to the
        // file meanwhile changes nothing), then solved as a stream would be.
        let feed = if regular {
            stream::Feed::Kept(input::check(&name, reader)?)
        } else {
            match input::start(&name, reader)? {
                input::Start::Many(lines, head) => stream::Feed::Lines(lines, head),
                input::Start::Kept(checked) => stream::Feed::Kept(checked),
                input::Start::Grid(grid, rest) => {
                    return early_grid(args, &name, grid, rest, stderr)
                }
            }
        };
        let done = match feed {
            stream::Feed::Kept(checked) if checked.total() <= 1 => {
                solve_all(args, &name, checked, stderr)
            }
            feed => stream::run(args, &name, feed, stderr),
        };
        return ended(done);
    }
    let mut checked = input::check(&name, reader)?;
    if let Some(n) = args.index {
        let entry = input::pick(&name, checked, n)?;
        checked = Store::from_entries(&name, vec![entry]);
    }
    let done = if args.trace {
        trace::run(args, &name, checked, stderr)
    } else if args.explain {
        explain::run(args, &name, checked, stderr)
    } else if args.tree {
        tree::run(args, &name, checked, stderr)
    } else if args.estimate {
        estimate::run(args, checked)
    } else if args.compare {
        compare::run(args, &name, checked, stderr)
    } else if let Some(n) = args.solutions {
        solutions::run(args, n, &name, checked, stderr)
    } else {
        solve_all(args, &name, checked, stderr)
    };
    ended(done)
}

/// A grid of a stream, answered at its last row as a one-puzzle input is; then the rest
/// of the input is read and checked (a problem there is reported after the answer).
fn early_grid<R: io::BufRead>(
    args: &SolveArgs,
    name: &str,
    grid: input::Early,
    rest: input::Rest<R>,
    stderr: &mut Stderr,
) -> Result<Tally, Failure> {
    let tally = match &grid {
        input::Early::Nine(entry) => {
            let one = Store::from_entries(name, vec![entry.clone()]);
            ended(solve_all(args, name, one, stderr))?
        }
        input::Early::Other(entry) => sizes::run(args, name, vec![entry.clone()], stderr)?,
    };
    rest.check(&grid)?;
    Ok(tally)
}

/// How a mode's run ended, for the exit status.
fn ended(done: Done) -> Result<Tally, Failure> {
    match done {
        // The reader went away (`| head`): what was printed stands, and so does its status.
        Err((Failure::Output(e), tally)) if e.kind() == io::ErrorKind::BrokenPipe => Ok(tally),
        Err((e, _)) => Err(e),
        Ok(tally) => Ok(tally),
    }
}

/// What a mode of `solve` returns: what the puzzles came to, or why it ended early and
/// what the puzzles printed until then came to.
pub type Done = Result<Tally, (Failure, Tally)>;

/// Solves every puzzle on the worker threads, batch by batch, and prints the results.
fn solve_all(args: &SolveArgs, name: &str, checked: Store, stderr: &mut Stderr) -> Done {
    let jobs = jobs(args.jobs);
    // A puzzle alone is always looked at for a second solution (it costs a count); a
    // collection only when asked: that can take several times as long on hard puzzles.
    let check = args.check_unique || checked.total() == 1;
    let mut printer = Printer::new(args, name, checked.total(), stderr);
    let mut index = 0;
    let printed = checked.batches(&mut |items| {
        let results = solving::solve_batch(args, items, jobs, check);
        for (item, solved) in items.iter().zip(&results) {
            printer.print(index, item, solved)?;
            index += 1;
        }
        Ok(())
    });
    let flushed = printed.and_then(|()| printer.flush());
    flushed
        .map(|()| printer.tally())
        .map_err(|e| (e, printer.tally()))
}
