//! The terminal app: type or open a sudoku and watch a backtracking solver work.
//!
//! [`launch`] reads the options and the puzzle file before touching the terminal, then
//! hands over to the event loop. The state lives in [`app`], keys are mapped in [`keys`],
//! drawing is in [`ui`].

pub mod app;
mod event_loop;
pub mod files;
pub mod keys;
pub mod picker;
pub mod ui;

use std::path::PathBuf;
use std::process::ExitCode;

use sudoku_tui::solve::Strategy;

use app::{App, Speed};
use files::Source;

/// Environment variable naming a key that makes the app panic (to test that the
/// terminal is restored after a panic).
pub const PANIC_KEY_VAR: &str = "SUDOKU_TUI_PANIC_ON_KEY";

/// What the command line asked for.
#[derive(Debug)]
pub struct Options {
    pub file: Option<PathBuf>,
    /// 1-based.
    pub index: u64,
    pub strategy: Strategy,
    pub speed: String,
}

/// Runs the app. Problems with the options or the file are reported before the
/// terminal is touched, with exit status 2.
pub fn launch(opts: Options) -> ExitCode {
    let speed = match Speed::parse(&opts.speed) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("sudoku-tui: {e}");
            return ExitCode::from(2);
        }
    };
    let source = match &opts.file {
        None => Source::builtin(),
        Some(path) => match files::load(path, opts.index) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        },
    };
    let mut app = App::with_background_status(source, opts.strategy, speed);
    app.welcome();
    app.no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let panic_key = std::env::var(PANIC_KEY_VAR)
        .ok()
        .and_then(|v| v.chars().next());
    match event_loop::run(&mut app, panic_key) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sudoku-tui: {e}");
            ExitCode::FAILURE
        }
    }
}
