//! Shell completions, the man page and the version, as the real binary prints them.

use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_sudoku-tui");

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("binary starts")
}

fn stdout(o: &Output) -> String {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// True when `tool` runs here (a shell, man).
fn have(tool: &str, arg: &str) -> bool {
    Command::new(tool)
        .arg(arg)
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn bash_completions_parse_and_name_the_commands() {
    let script = stdout(&run(&["completions", "bash"]));
    for word in [
        "solve",
        "generate",
        "completions",
        "man",
        "--strategy",
        "--speed",
    ] {
        assert!(script.contains(word), "{word}");
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sudoku-tui.bash");
    std::fs::write(&path, &script).unwrap();
    let check = Command::new("bash").arg("-n").arg(&path).output().unwrap();
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
}

#[test]
fn zsh_and_fish_completions_are_printed() {
    let zsh = stdout(&run(&["completions", "zsh"]));
    assert!(zsh.starts_with("#compdef sudoku-tui"), "{zsh}");
    let fish = stdout(&run(&["completions", "fish"]));
    assert!(fish.contains("complete -c sudoku-tui"), "{fish}");
    if have("zsh", "--version") {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("_sudoku-tui");
        std::fs::write(&path, &zsh).unwrap();
        let check = Command::new("zsh").arg("-n").arg(&path).output().unwrap();
        assert!(
            check.status.success(),
            "{}",
            String::from_utf8_lossy(&check.stderr)
        );
    }
    // Another shell is refused with the ones there are.
    let o = run(&["completions", "tcsh"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("bash"));
}

#[test]
fn the_man_page_renders() {
    let page = stdout(&run(&["man"]));
    assert!(page.contains(".TH sudoku-tui 1"), "{page}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sudoku-tui.1");
    std::fs::write(&path, &page).unwrap();
    // `man -l` where man is installed; the page is checked as roff either way.
    if !have("man", "--version") {
        return;
    }
    let o = Command::new("man")
        .arg("-l")
        .arg(&path)
        .env("MANPAGER", "cat")
        .env("MANWIDTH", "80")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let shown = String::from_utf8_lossy(&o.stdout);
    for text in ["NAME", "SYNOPSIS", "--strategy", "solve", "generate"] {
        assert!(shown.contains(text), "{text}\n{shown}");
    }
}

#[test]
fn the_version_says_what_the_build_runs_on() {
    let long = stdout(&run(&["--version"]));
    assert!(
        long.starts_with(concat!("sudoku-tui ", env!("CARGO_PKG_VERSION"), "\n")),
        "{long}"
    );
    assert!(long.contains("target: "), "{long}");
    assert!(long.contains("SIMD: "), "{long}");
    // -V stays one line, for scripts that read it.
    let short = stdout(&run(&["-V"]));
    assert_eq!(
        short,
        concat!("sudoku-tui ", env!("CARGO_PKG_VERSION"), "\n")
    );
}
