//! sudoku-tui: watch a backtracking sudoku solver work, or solve puzzles headless.
// One module convention: `foo.rs` beside `foo/`, never `foo/mod.rs`.
#![warn(clippy::mod_module_files)]
// Calls to the system go through safe crates (rustix, signal-hook, crossterm).
#![forbid(unsafe_code)]

mod cli;
mod figures;
mod fresh_file;
mod shell;
mod stdio;
mod tui;

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use sudoku_engine::solve::Strategy;

#[derive(Parser, Debug)]
#[command(
    name = "sudoku-tui",
    version,
    about = "Watch a backtracking sudoku solver work, step by step; or solve puzzles headless",
    args_conflicts_with_subcommands = true
)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,

    /// Puzzle file to open in the app (any supported format); default: a built-in puzzle
    file: Option<PathBuf>,

    /// Which puzzle of FILE to open (1-based) [default: 1]
    #[arg(long, value_name = "N", value_parser = cli::parse_index)]
    index: Option<u64>,

    /// Search strategy to animate
    #[arg(long, default_value = "naive", value_parser = parse_strategy)]
    strategy: Strategy,

    /// Animation speed: steps per second, or "max"
    #[arg(long, default_value = "10")]
    speed: String,

    /// Record the screen to FILE (asciicast v2, for `asciinema play`): a new or empty file
    #[arg(long, value_name = "FILE.cast")]
    record: Option<PathBuf>,

    /// Race every strategy on the puzzle, side by side
    #[arg(long)]
    race: bool,

    /// Start on an empty grid of this side: 4, 6, 8, 9, 12, 16 or 25
    #[arg(long, value_name = "N", value_parser = cli::generate::side_parser, conflicts_with = "file")]
    size: Option<usize>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Solve puzzles headless and print the solutions
    Solve(cli::SolveArgs),
    /// Generate puzzles with one solution, minimal, of a chosen grade
    Generate(cli::generate::GenerateArgs),
    /// Rate puzzles on Sudoku Explainer's scale by the techniques they need
    Grade(cli::logic::GradeArgs),
    /// Print the next logical step of a puzzle, in words
    Hint(cli::logic::HintArgs),
    /// Print a shell completion script (bash, zsh or fish) on stdout
    Completions {
        /// The shell to complete in
        #[arg(value_enum)]
        shell: shell::ShellName,
    },
    /// Print the man page (roff) on stdout: `sudoku-tui man | man -l -`
    Man,
}

/// The command line's definition, with the long version (what the build runs on).
fn command() -> clap::Command {
    Args::command().long_version(shell::long_version())
}

fn parse_strategy(s: &str) -> Result<Strategy, String> {
    s.parse()
}

fn main() -> ExitCode {
    writes_past_the_size_limit_fail();
    // Before anything could be written to it: output thrown away unseen is refused.
    if let Some(msg) = stdio::closed_at_start() {
        let _ = writeln!(io::stderr(), "sudoku-tui: {msg}");
        return ExitCode::from(2);
    }
    let parsed = command()
        .try_get_matches()
        .and_then(|m| Args::from_arg_matches(&m));
    let args = match parsed {
        Ok(a) => a,
        Err(e) => return usage(&e),
    };
    if args.index.is_some() && args.file.is_none() && args.command.is_none() {
        let e = command().error(
            clap::error::ErrorKind::MissingRequiredArgument,
            "--index picks a puzzle of a FILE, and no FILE was given",
        );
        return usage(&e);
    }
    match args.command {
        Some(Command::Solve(solve)) => cli::solve(solve),
        Some(Command::Grade(g)) => cli::logic::grade(g),
        Some(Command::Hint(h)) => cli::logic::hint(h),
        Some(Command::Generate(g)) => ExitCode::from(cli::generate::run(
            &g,
            &mut std::io::stdout().lock(),
            &mut std::io::stderr().lock(),
        )),
        Some(Command::Completions { shell }) => shell::completions(command(), shell),
        Some(Command::Man) => shell::man(command()),
        None => {
            let opts = tui::Options {
                file: args.file,
                index: args.index.unwrap_or(1),
                strategy: args.strategy,
                speed: args.speed,
                record: args.record,
                race: args.race,
                size: args.size,
            };
            match tui::launch(opts) {
                Ok(code) => code,
                // The terminal failed under the app (it is restored by then).
                Err(e) => {
                    let msg = format!("{e:#}");
                    let msg = sudoku_engine::format::printable(&msg);
                    let _ = writeln!(io::stderr(), "sudoku-tui: {msg}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

/// A write past the limit on the size of a file (`ulimit -f`) fails with "file too large"
/// like any other failed write (the command says it cannot write, status 2; the app's
/// save says why and keeps the edits; a recording stops), instead of ending the program
/// at once with SIGXFSZ, output cut, nothing said. The signal is caught and dropped (a
/// handler, where ignoring it would pass on to programs started from here).
fn writes_past_the_size_limit_fail() {
    #[cfg(unix)]
    {
        use std::sync::atomic::AtomicBool;
        use std::sync::Arc;
        // Cannot fail for this signal; if it did, the limit would end the program as before.
        let _ = signal_hook::flag::register(
            signal_hook::consts::SIGXFSZ,
            Arc::new(AtomicBool::new(false)),
        );
    }
}

/// Prints what the argument parser has to say: help or the version (on stdout, exit
/// status 0), or a usage error (on stderr, exit status 2). Help that cannot be written
/// (`--help > /dev/full`) is an error too: a message on stderr if it takes one, status 2.
fn usage(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    let informational = matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion);
    // An argument with control characters in it is echoed with them shown as `?`, in
    // plain text (the styled message would carry them to the terminal as they are).
    let hostile = std::env::args_os().any(|a| a.to_string_lossy().chars().any(char::is_control));
    let printed = if hostile && !informational {
        let plain = e.render().to_string();
        let shown: Vec<_> = plain
            .lines()
            .map(sudoku_engine::format::printable)
            .collect();
        writeln!(io::stderr(), "{}", shown.join("\n"))
    } else {
        e.print()
    };
    let printed = printed.and_then(|()| {
        if informational {
            io::stdout().flush()
        } else {
            Ok(())
        }
    });
    match printed {
        Ok(()) if informational => ExitCode::SUCCESS,
        Ok(()) => ExitCode::from(2),
        Err(err) => {
            let _ = writeln!(io::stderr(), "sudoku-tui: cannot write the help: {err}");
            ExitCode::from(2)
        }
    }
}
