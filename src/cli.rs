//! Headless commands.
use std::path::PathBuf;
use std::process::ExitCode;
#[derive(clap::Args, Debug)]
pub struct SolveArgs {
    pub file: Option<PathBuf>,
}
pub fn solve(_a: SolveArgs) -> ExitCode {
    ExitCode::SUCCESS
}
