//! `sudoku-tui hint` on an input that holds puzzles of other sizes than 9×9: the next
//! step of the puzzle picked, with the techniques that read the same at every size
//! ([`pencil`]): singles, pointing, claiming, naked and hidden pairs and triples. A 9×9
//! puzzle among them gets the 9×9 hint, every technique included.

use std::io::{self, Write};

use super::outcome::clash_list;
use crate::cli::output::Stderr;
use crate::cli::{Failure, SOLVED, STOPPED, UNSOLVED};
use sudoku_engine::format::BoardEntry;
use sudoku_engine::shape::Geometry;
use sudoku_engine::solve::any::pencil::{next_deduction, Pencil};
use sudoku_engine::solve::any::{self};

/// What the hint of `puzzles[n - 1]` comes to: the step, printed on stdout (exit 0);
/// none (exit 3) or no solution, clashes (exit 1), said on stderr. The 9×9 puzzle of a
/// mixed collection goes to `nine`, the 9×9 hint.
pub fn run(
    name: &str,
    puzzles: Vec<BoardEntry>,
    n: u64,
    stderr: &mut Stderr,
    nine: impl FnOnce(sudoku_engine::grid::Grid, String, &mut Stderr) -> Result<u8, Failure>,
) -> Result<u8, Failure> {
    let total = puzzles.len();
    let single = total == 1;
    let Some(entry) = usize::try_from(n - 1)
        .ok()
        .and_then(|i| puzzles.into_iter().nth(i))
    else {
        return Err(Failure::no_puzzle(name, n, total));
    };
    let at = super::place(name, single, n as usize - 1, &entry);
    let (board, alphabet) = (entry.board, entry.alphabet);
    if let Some(grid) = board.to_grid() {
        return nine(grid, at, stderr);
    }
    let clashes: Vec<String> = board
        .conflicts()
        .iter()
        .map(|c| alphabet.describe(&board, c))
        .collect();
    if !clashes.is_empty() {
        stderr.line(format_args!(
            "{at}: clashing givens: {}",
            clash_list(&clashes)
        ));
        return Ok(UNSOLVED);
    }
    if any::count(&board, 1) == 0 {
        stderr.line(format_args!("{at}: no solution"));
        return Ok(UNSOLVED);
    }
    let geometry = Geometry::new(board.shape());
    let pencil = Pencil::new(&board, &geometry);
    match next_deduction(&pencil, &geometry) {
        Some(step) => {
            let mut out = io::stdout().lock();
            writeln!(
                out,
                "{}: {}",
                step.technique(),
                step.describe_with(board.shape(), &|d| alphabet.char_of(d, '.'))
            )
            .map_err(Failure::Output)?;
            out.flush().map_err(Failure::Output)?;
            Ok(SOLVED)
        }
        None => {
            let why = if board.is_complete() {
                "the grid is solved"
            } else {
                "the next step needs a guess"
            };
            stderr.line(format_args!("{at}: no technique applies: {why}"));
            Ok(STOPPED)
        }
    }
}
