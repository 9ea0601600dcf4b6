//! What command-line users expect beside the program: shell completions and a man page,
//! both made from the argument definitions, and a `--version` that says what the build
//! runs on.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Command, ValueEnum};
use clap_complete::Shell;

mod man;

/// The shells `completions` writes for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ShellName {
    Bash,
    Zsh,
    Fish,
}

impl ShellName {
    fn shell(self) -> Shell {
        match self {
            ShellName::Bash => Shell::Bash,
            ShellName::Zsh => Shell::Zsh,
            ShellName::Fish => Shell::Fish,
        }
    }
}

/// `0.1.0` and, on lines of their own, the target, the build profile and the fast
/// solver's SIMD level on this processor.
pub fn long_version() -> String {
    let profile = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    format!(
        "{}\ntarget: {}-{}, {profile} build\n{}",
        env!("CARGO_PKG_VERSION"),
        std::env::consts::ARCH,
        std::env::consts::OS,
        sudoku_engine::solve::fast::features::describe()
    )
}

/// The completion script for `shell` on stdout.
pub fn completions(mut cmd: Command, shell: ShellName) -> ExitCode {
    let mut out = Vec::new();
    let name = cmd.get_name().to_string();
    clap_complete::generate(shell.shell(), &mut cmd, name, &mut out);
    print(&out)
}

/// The man page (roff) on stdout.
pub fn man(cmd: Command) -> ExitCode {
    match man::page(cmd) {
        Ok(out) => print(&out),
        Err(e) => fail(&e),
    }
}

fn print(bytes: &[u8]) -> ExitCode {
    let mut stdout = io::stdout().lock();
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stops early (`| head`) is no failure.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(&e),
    }
}

fn fail(e: &io::Error) -> ExitCode {
    let _ = writeln!(io::stderr(), "error: cannot write the output: {e}");
    ExitCode::from(2)
}
