//! Headless commands.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

/// `sudoku-tui solve` options.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// Puzzle file; absent or "-" reads standard input
    pub file: Option<PathBuf>,
}

pub fn solve(_args: SolveArgs) -> ExitCode {
    ExitCode::SUCCESS
}
