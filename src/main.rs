//! sudoku-tui: watch a backtracking sudoku solver work, or solve puzzles headless.

mod cli;
mod fresh_file;
mod tui;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use sudoku_tui::solve::Strategy;

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

    /// Which puzzle of a collection to open (1-based)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    index: u64,

    /// Search strategy to animate
    #[arg(long, default_value = "naive", value_parser = parse_strategy)]
    strategy: Strategy,

    /// Animation speed: steps per second, or "max"
    #[arg(long, default_value = "10")]
    speed: String,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Solve puzzles headless and print the solutions
    Solve(cli::SolveArgs),
    /// Generate puzzles with one solution, minimal, of a chosen grade
    Generate(sudoku_tui::generate::cli::GenerateArgs),
}

fn parse_strategy(s: &str) -> Result<Strategy, String> {
    s.parse()
}

fn main() -> ExitCode {
    let args = match Args::try_parse() {
        Ok(a) => a,
        Err(e) => {
            let _ = e.print();
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    ExitCode::SUCCESS
                }
                _ => ExitCode::from(2),
            };
        }
    };
    match args.command {
        Some(Command::Solve(solve)) => cli::solve(solve),
        Some(Command::Generate(g)) => ExitCode::from(sudoku_tui::generate::cli::run(
            &g,
            &mut std::io::stdout().lock(),
            &mut std::io::stderr().lock(),
        )),
        None => tui::launch(tui::Options {
            file: args.file,
            index: args.index,
            strategy: args.strategy,
            speed: args.speed,
        }),
    }
}
