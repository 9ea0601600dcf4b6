//! `sudoku-tui grade` and `sudoku-tui hint`: the logic techniques, headless.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::output::{clash_list, place, Stderr};
use super::{input, Failure, FAILED, SOLVED, STOPPED, UNSOLVED};
use sudoku_engine::format::GridEntry;
use sudoku_engine::grid::Grid;
use sudoku_engine::solve::fast;
use sudoku_engine::solve::logic::{self, words, Board};

/// `sudoku-tui grade` options.
#[derive(Args, Debug, Clone)]
pub struct GradeArgs {
    /// Puzzle file in any supported format; absent or "-" reads standard input
    pub file: Option<PathBuf>,
}

/// `sudoku-tui hint` options.
#[derive(Args, Debug, Clone)]
pub struct HintArgs {
    /// Puzzle file in any supported format; absent or "-" reads standard input
    pub file: Option<PathBuf>,

    /// Which puzzle of FILE (1-based) [default: 1]
    #[arg(long, value_name = "N", value_parser = super::parse_index)]
    pub index: Option<u64>,
}

/// Runs `grade`: one line per puzzle on stdout, `rating=R hardest=TECHNIQUE steps=S
/// guesses=G`; a puzzle without a solution gets `rating=none hardest=none ...` and a
/// note on stderr. Exit 0, 1 when some puzzle has no solution, 2 on bad input.
pub fn grade(args: GradeArgs) -> ExitCode {
    let mut stderr = Stderr::default();
    let code = match run_grade(&args, &mut stderr) {
        Ok(code) => code,
        Err(e) => fail(&mut stderr, e),
    };
    finish(stderr, code)
}

fn fail(stderr: &mut Stderr, e: Failure) -> u8 {
    match e {
        Failure::Input(msg) => stderr.line(format_args!("{msg}")),
        Failure::Output(e) if e.kind() == io::ErrorKind::BrokenPipe => return SOLVED,
        Failure::Output(e) => stderr.line(format_args!("error: cannot write the output: {e}")),
        Failure::OtherSizes(name, puzzles) => {
            let msg = Failure::nine_only("grade", &name, &puzzles);
            stderr.line(format_args!("{msg}"));
        }
    }
    FAILED
}

fn finish(mut stderr: Stderr, code: u8) -> ExitCode {
    stderr.flush();
    if stderr.failed() {
        return ExitCode::from(FAILED);
    }
    ExitCode::from(code)
}

fn run_grade(args: &GradeArgs, stderr: &mut Stderr) -> Result<u8, Failure> {
    let input::Opened { name, reader, .. } = input::open(args.file.as_deref())?;
    let checked = input::check(&name, reader)?;
    let single = checked.total() == 1;
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut code = SOLVED;
    let mut index = 0;
    checked.batches(&mut |items: &[GridEntry]| {
        for item in items {
            let conflicts = item.grid.conflicts();
            let unique = conflicts.is_empty() && fast::count(&item.grid, 2) == 1;
            let g = logic::grade(&item.grid, unique);
            let (rating, hardest) = if g.solved {
                (g.rating_text(), g.hardest_key())
            } else {
                code = UNSOLVED;
                let at = place(&name, single, index, item);
                if conflicts.is_empty() {
                    stderr.line(format_args!("{at}: no solution"));
                } else {
                    stderr.line(format_args!(
                        "{at}: clashing givens: {}",
                        clash_list(&conflicts)
                    ));
                }
                ("none".to_string(), "none")
            };
            writeln!(
                out,
                "rating={rating} hardest={hardest} steps={} guesses={}",
                g.steps, g.guesses
            )
            .map_err(Failure::Output)?;
            index += 1;
        }
        Ok(())
    })?;
    out.flush().map_err(Failure::Output)?;
    Ok(code)
}

/// Runs `hint`: the next logical step of the puzzle in words on stdout, exit 0; exit 3
/// when no technique applies (the grid is solved, or stuck without a guess), 1 when the
/// grid has no solution, 2 on bad input.
pub fn hint(args: HintArgs) -> ExitCode {
    let mut stderr = Stderr::default();
    let code = match run_hint(&args, &mut stderr) {
        Ok(code) => code,
        Err(e) => fail(&mut stderr, e),
    };
    finish(stderr, code)
}

fn run_hint(args: &HintArgs, stderr: &mut Stderr) -> Result<u8, Failure> {
    let input::Opened { name, reader, .. } = input::open(args.file.as_deref())?;
    let n = args.index.unwrap_or(1);
    let checked = match input::check(&name, reader) {
        Ok(checked) => checked,
        // Puzzles of other sizes: the techniques that read the same at every size.
        Err(Failure::OtherSizes(name, puzzles)) => {
            return super::sizes::hint::run(&name, puzzles, n, stderr, hint_nine)
        }
        Err(e) => return Err(e),
    };
    let single = checked.total() == 1;
    let entry = input::pick(&name, checked, n)?;
    let at = place(&name, single, n as usize - 1, &entry);
    hint_nine(entry.grid, at, stderr)
}

/// The hint of a 9×9 puzzle, whose messages name it `at`.
fn hint_nine(grid: Grid, at: String, stderr: &mut Stderr) -> Result<u8, Failure> {
    let conflicts = grid.conflicts();
    if !conflicts.is_empty() {
        stderr.line(format_args!(
            "{at}: clashing givens: {}",
            clash_list(&conflicts)
        ));
        return Ok(UNSOLVED);
    }
    let count = fast::count(&grid, 2);
    if count == 0 {
        stderr.line(format_args!("{at}: no solution"));
        return Ok(UNSOLVED);
    }
    let board = Board::new(&grid);
    match logic::next_step(&board, count == 1) {
        Some(step) => {
            let mut out = io::stdout().lock();
            writeln!(out, "{}", words::describe(&step)).map_err(Failure::Output)?;
            out.flush().map_err(Failure::Output)?;
            Ok(SOLVED)
        }
        None if board.is_solved() => {
            stderr.line(format_args!(
                "{at}: no technique applies: the grid is solved"
            ));
            Ok(STOPPED)
        }
        None => {
            stderr.line(format_args!(
                "{at}: no technique applies: the next step needs a guess"
            ));
            Ok(STOPPED)
        }
    }
}
