//! `solve` on an input that holds puzzles of other sizes than 9×9 (4×4 to 25×25, or a
//! collection mixing sizes): read whole by the reader of every size, then solved by the
//! exact solver of every size ([`any`]), one by one, and printed in each puzzle's size and
//! alphabet. A 9×9 puzzle among them is solved as any 9×9 puzzle is.
//!
//! The exact modes work at every size: the lexicographically first solution, `--count`,
//! `--solutions`, `--check-unique`, `--index`, `--output`, `--stats`. So do the step
//! strategies naive, mrv and propagate, with `--stats`, `--max-steps`, `--trace` and
//! `--compare` ([`step`]), `--tree` ([`tree`]) and `--estimate`. The logic strategy (and
//! `--explain`, which tells its path) is 9×9 only: asked for, it is refused with the size
//! the input holds.

pub mod hint;
mod outcome;
mod step;
mod tree;

use std::io::{self, Write};
use std::time::Instant;

use super::estimate::PROBES;
use super::output::Stderr;
use super::solving::{self, ms, Answer};
use super::{Failure, OutputKind, SolveArgs, Tally};
use sudoku_engine::board::Board;
use sudoku_engine::format::{self, Alphabet, BoardEntry, GridEntry, ParseError, ParseErrorKind};
use sudoku_engine::solve::any::{self, AnyStats, Solver};
use sudoku_engine::solve::estimate::estimate_board;
use sudoku_engine::solve::Strategy;

use outcome::{failed, Outcome, Print};

/// Refuses what is 9×9 only (the logic strategy, `--explain`);
/// `first` is the first puzzle that is not 9×9.
fn refusal(args: &SolveArgs, name: &str, first: &BoardEntry) -> Option<String> {
    let n = first.board.side();
    let what = format!("{name}:{} holds {} puzzle", first.line, format::a_size(n));
    if args.explain {
        return Some(format!(
            "error: --explain works on 9x9 puzzles only, and {what} (naive, mrv and propagate \
             solve every size, with --trace, --tree, --estimate, --stats and --compare)"
        ));
    }
    (args.strategy.step_strategy() == Some(Strategy::Logic)).then(|| {
        format!(
            "error: --strategy logic: {what}, and the logic strategy solves 9x9 puzzles only \
             (naive, mrv and propagate solve every size)"
        )
    })
}

/// Solves and prints every puzzle of `puzzles`, read from `name`.
pub fn run(
    args: &SolveArgs,
    name: &str,
    mut puzzles: Vec<BoardEntry>,
    stderr: &mut Stderr,
) -> Result<Tally, Failure> {
    if let Some(first) = puzzles.iter().find(|e| e.board.to_grid().is_none()) {
        if let Some(msg) = refusal(args, name, first) {
            return Err(Failure::Input(msg));
        }
    }
    if let Some(n) = args.index {
        let total = puzzles.len();
        if n > total as u64 {
            return Err(Failure::no_puzzle(name, n, total));
        }
        puzzles = vec![puzzles.swap_remove((n - 1) as usize)];
    }
    let single = puzzles.len() == 1;
    if args.estimate {
        return estimate(args, &puzzles);
    }
    if args.tree {
        let Some(entry) = puzzles.first() else {
            return Ok(Tally::default());
        };
        let done = tree::write(args, entry, &place(name, single, 0, entry), stderr);
        stderr.flush();
        return done;
    }
    if args.trace || args.compare {
        let placed: Vec<(String, &BoardEntry)> = puzzles
            .iter()
            .enumerate()
            .map(|(i, e)| (place(name, single || args.index.is_some(), i, e), e))
            .collect();
        let done = if args.trace {
            match placed.first() {
                Some((place, entry)) => step::trace(args, entry, place, stderr),
                None => Ok(Tally::default()),
            }
        } else {
            step::compare(args, &placed, stderr)
        };
        stderr.flush();
        return done;
    }
    let mut printer = Print::new(args.output.unwrap_or(if single {
        OutputKind::Grid
    } else {
        OutputKind::Line
    }));
    let printed = if let Some(n) = args.solutions {
        if !single {
            return Err(Failure::Input(format!(
                "{name}: --solutions lists the solutions of one puzzle, and the input holds \
                 {}: pick one with --index N",
                puzzles.len()
            )));
        }
        list(args, n, name, &puzzles[0], &mut printer, stderr)
    } else {
        let check = args.check_unique || single;
        puzzles.iter().enumerate().try_for_each(|(i, entry)| {
            let place = place(name, single || args.index.is_some(), i, entry);
            // In a collection, a `--stats` line says which puzzle it is for, as at 9×9.
            let tag = match single {
                true => String::new(),
                false => format!(" puzzle={} line={}", i + 1, entry.line),
            };
            let outcome = solve(args, entry, check, (&place, &tag), stderr);
            printer.print(&place, entry.alphabet, &outcome, args.count, stderr)
        })
    };
    let flushed = printed.and_then(|()| printer.flush());
    stderr.flush();
    match flushed {
        Ok(()) => Ok(printer.tally()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(printer.tally()),
        Err(e) => Err(Failure::Output(e)),
    }
}

/// `--estimate`: per puzzle, in input order, `estimated_steps=N`, each drawn from the
/// stream of its place in the input, as at 9×9 (a 9×9 puzzle among them gets the figure
/// it gets at the same place in a collection of 9×9 puzzles).
fn estimate(args: &SolveArgs, puzzles: &[BoardEntry]) -> Result<Tally, Failure> {
    let Some(strategy) = args.strategy.step_strategy() else {
        // Refused before the input is read (`SolveArgs::refusal`).
        return Ok(Tally::default());
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    let written = puzzles.iter().enumerate().try_for_each(|(i, e)| {
        let n = estimate_board(&e.board, strategy, PROBES, i as u64).round() as u64;
        writeln!(out, "estimated_steps={n}")
    });
    match written.and_then(|()| out.flush()) {
        Ok(()) => Ok(Tally::default()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(Tally::default()),
        Err(e) => Err(Failure::Output(e)),
    }
}

/// `FILE:LINE`, and for a collection `: puzzle N`, as for 9×9.
fn place(name: &str, single: bool, index: usize, entry: &BoardEntry) -> String {
    if single {
        format!("{name}:{}", entry.line)
    } else {
        format!("{name}:{}: puzzle {}", entry.line, index + 1)
    }
}

/// One puzzle: a 9×9 one as every 9×9 puzzle is solved, any other by the exact search.
/// `(place, tag)`: where messages say it is, and what ends its `--stats` line.
fn solve(
    args: &SolveArgs,
    entry: &BoardEntry,
    check: bool,
    (place, tag): (&str, &str),
    stderr: &mut Stderr,
) -> Outcome {
    if let Some(grid) = entry.board.to_grid() {
        let solved = solving::solve_one(args, &grid, check);
        if let Some(s) = &solved.stats {
            stderr.line(format_args!("{s}{tag}"));
        }
        if solved.several {
            several(stderr, place);
        }
        return match solved.answer {
            Answer::Solution(g) => Outcome::Solution(Board::from(&g)),
            Answer::Count(n) => Outcome::Count(n),
            Answer::Clash(c) => Outcome::Clash(c.iter().map(|c| c.to_string()).collect()),
            Answer::NoSolution => Outcome::NoSolution,
            Answer::Stopped(steps) => Outcome::Stopped(steps),
        };
    }
    if let Some(strategy) = args.strategy.step_strategy() {
        return step::solve(args, entry, strategy, check, (place, tag), stderr);
    }
    let start = args.stats.then(Instant::now);
    let board = &entry.board;
    let solver = if args.count {
        Solver::new().first(false).limit(args.limit)
    } else if check {
        // One search when the puzzle is unique, the usual kind.
        Solver::new().limit(2)
    } else {
        Solver::new()
    };
    let any::Outcome {
        first,
        count,
        stats,
    } = solver.run(board);
    let outcome = match first {
        _ if args.count && count == 0 => failed(board, entry.alphabet),
        _ if args.count => Outcome::Count(count),
        Some(s) => {
            if count > 1 {
                several(stderr, place);
            }
            Outcome::Solution(s)
        }
        None => failed(board, entry.alphabet),
    };
    if args.stats {
        stderr.line(format_args!(
            "{}{tag}",
            stats_line(board, &stats, "", start)
        ));
    }
    outcome
}

fn several(stderr: &mut Stderr, place: &str) {
    stderr.line(format_args!(
        "{place}: more than one solution; --solutions N prints them in order"
    ));
}

/// The `--stats` line of the solver of every size: the digits it wrote by choice (each
/// followed by propagation) and, of those, the ones where two or more digits fitted.
fn stats_line(board: &Board, st: &AnyStats, more: &str, start: Option<Instant>) -> String {
    let n = board.side();
    format!(
        "placements={} guesses={} strategy=fast size={n}x{n}{more} time={:.3}ms",
        st.nodes,
        st.guesses,
        ms(start)
    )
}

/// `--solutions N` of one puzzle, each printed as it is found.
fn list(
    args: &SolveArgs,
    n: u64,
    name: &str,
    entry: &BoardEntry,
    printer: &mut Print,
    stderr: &mut Stderr,
) -> io::Result<()> {
    let place = place(name, true, 0, entry);
    let start = args.stats.then(Instant::now);
    let mut failure = None;
    let listed = Solver::new().limit(n).solutions(&entry.board, |s| {
        let shown = printer.print(
            &place,
            entry.alphabet,
            &Outcome::Solution(s.clone()),
            false,
            stderr,
        );
        if let Err(e) = shown {
            failure = Some(e);
            return false;
        }
        true
    });
    let (found, stats) = (listed.count, listed.stats);
    if args.stats {
        let more = format!(" solutions={found}");
        stderr.line(format_args!(
            "{}",
            stats_line(&entry.board, &stats, &more, start)
        ));
    }
    if let Some(e) = failure {
        return Err(e);
    }
    if found == 0 {
        let outcome = failed(&entry.board, entry.alphabet);
        printer.print(&place, entry.alphabet, &outcome, false, stderr)?;
    }
    Ok(())
}

/// The failure for line `no` of a 9×9 collection streamed from a pipe, which the 9×9
/// reader refused with `error`: when the line is a puzzle of another size, a message
/// that says so (the answers before it are out already: such a collection is read from
/// a file, whole, instead); otherwise the error to report (see [`refused`]).
pub fn streamed(name: &str, no: usize, line: &[u8], error: ParseError) -> Failure {
    match refused(name, no, line, error) {
        Ok(e) => {
            let n = e.board.side();
            Failure::Input(format!(
                "{name}:{no}: {} puzzle in a collection of 9x9 puzzles streamed from \
                 a pipe: a collection that mixes sizes is read from a file",
                format::a_size(n)
            ))
        }
        Err(e) => e.into(),
    }
}

/// What line `no` of a collection is when the 9×9 reader refused it with `error`: a
/// puzzle of another size, or the error to report: the 9×9 reader's, or the reader of
/// every size's when the line is too long (a line too long is that at every size).
pub fn refused(
    name: &str,
    no: usize,
    line: &[u8],
    error: ParseError,
) -> Result<BoardEntry, ParseError> {
    match format::parse_board_line(name, no, line) {
        Ok(Some(e)) if e.board.to_grid().is_none() => Ok(e),
        Err(e) if e.kind == ParseErrorKind::LineTooLong => Err(e),
        _ => Err(error),
    }
}

/// The entries of a 9×9 input, as boards.
pub fn boards_of(entries: impl IntoIterator<Item = GridEntry>) -> Vec<BoardEntry> {
    entries
        .into_iter()
        .map(|e| BoardEntry {
            board: Board::from(&e.grid),
            line: e.line,
            alphabet: Alphabet::Letters,
        })
        .collect()
}
