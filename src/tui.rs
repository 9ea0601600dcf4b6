//! The terminal app: type or open a sudoku and watch a backtracking solver work.
//!
//! [`launch`] checks that there is a terminal to draw on, then reads the options and the
//! puzzle file before touching it, then hands over to the event loop. The state lives in
//! [`app`], keys are mapped in [`keys`], drawing is in [`ui`].

pub mod app;
mod event_loop;
pub mod files;
pub mod keys;
pub mod picker;
mod record;
pub mod samples;
pub mod shown;
pub mod ui;
pub mod words;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use sudoku_engine::solve::Strategy;

use app::{App, Speed};
use files::boards::{BoardSource, Loaded};
use files::Source;
use sudoku_engine::shape::Shape;
use sudoku_engine::Grid;

/// Environment variable naming a key that makes the app panic, in debug builds only (to
/// test that the terminal is restored after a panic).
pub const PANIC_KEY_VAR: &str = "SUDOKU_TUI_PANIC_ON_KEY";

/// Exit status when the app cannot start: no terminal, bad options, a bad file.
const CANNOT_START: u8 = 2;

/// What the command line asked for.
#[derive(Debug)]
pub struct Options {
    pub file: Option<PathBuf>,
    /// 1-based.
    pub index: u64,
    pub strategy: Strategy,
    pub speed: String,
    /// Record the screen to this file (asciicast v2) from the start.
    pub record: Option<PathBuf>,
    /// Open the race of every strategy rather than the editor.
    pub race: bool,
    /// Start on an empty grid of this side rather than a puzzle.
    pub size: Option<usize>,
}

/// Why there is no terminal to draw on, if there is none: standard output is not a
/// terminal (redirected to a file or a pipe), there is no controlling terminal to read
/// keys from, or the terminal says it cannot draw (`TERM=dumb`).
fn no_terminal() -> Option<String> {
    const USE_SOLVE: &str = "use `sudoku-tui solve` for files";
    let controlling = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/tty")
        .is_ok();
    if !std::io::stdout().is_terminal() || (cfg!(unix) && !controlling) {
        return Some(format!("sudoku-tui needs a terminal; {USE_SOLVE}"));
    }
    if std::env::var_os("TERM").is_some_and(|t| t == "dumb") {
        return Some(format!(
            "sudoku-tui needs a terminal that can draw, not TERM=dumb; {USE_SOLVE}"
        ));
    }
    None
}

/// Runs the app. Without a terminal, or with a problem in the options or the file, it
/// says so before the terminal is touched, with exit status 2; a terminal that fails
/// while the app runs is the error returned.
pub fn launch(opts: Options) -> anyhow::Result<ExitCode> {
    let cannot_start = |msg: &dyn std::fmt::Display| {
        use std::io::Write;
        let msg = msg.to_string();
        let _ = writeln!(
            std::io::stderr(),
            "{}",
            sudoku_engine::format::printable(&msg)
        );
        Ok(ExitCode::from(CANNOT_START))
    };
    if let Some(msg) = no_terminal() {
        return cannot_start(&msg);
    }
    let speed = match Speed::parse(&opts.speed) {
        Ok(s) => s,
        Err(e) => return cannot_start(&format!("sudoku-tui: {e}")),
    };
    let shape = opts.size.and_then(Shape::for_side);
    let loaded = match (&opts.file, shape) {
        (None, None) => Loaded::Nine(Source::builtin()),
        (None, Some(Shape::NINE)) => {
            Loaded::Nine(Source::single(Grid::empty(), "empty 9x9".into(), None))
        }
        (None, Some(shape)) => Loaded::Sized(BoardSource::empty(shape)),
        // Like a file chosen in the picker: a pipe or a device is not read (that could
        // block for good).
        (Some(path), _) => match files::boards::load_any(path, opts.index) {
            Ok(loaded) => loaded,
            Err(e) => return cannot_start(&e),
        },
    };
    let (source, sized) = match loaded {
        Loaded::Nine(source) => (source, None),
        Loaded::Sized(boards) => (Source::builtin(), Some(boards)),
    };
    // Before a recording's file is made: a start that fails leaves nothing behind.
    if let Err(e) = event_loop::watch() {
        return cannot_start(&format!("sudoku-tui: cannot watch for signals: {e}"));
    }
    // Refused before the terminal is touched: anything but a new or empty file.
    let record = match opts.record.as_deref().map(record::named).transpose() {
        Ok(r) => r,
        Err(e) => return cannot_start(&format!("sudoku-tui: {e}")),
    };
    let mut app = App::with_background_status(source, opts.strategy, speed);
    app.welcome();
    if let Some(boards) = sized {
        app.open_sized(boards);
    }
    // A puzzle whose givens clash opens in the editor, which says so.
    if opts.race {
        app.start_race();
    }
    app.set_no_color(std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()));
    let recorded = event_loop::run(&mut app, panic_key(), record)?;
    for path in recorded {
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "sudoku-tui: recorded {}",
            sudoku_engine::format::path_name(&path)
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The key that makes the app panic: debug builds only.
fn panic_key() -> Option<char> {
    if cfg!(debug_assertions) {
        std::env::var(PANIC_KEY_VAR)
            .ok()
            .and_then(|v| v.chars().next())
    } else {
        None
    }
}
