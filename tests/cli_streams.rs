//! `sudoku-tui` and its standard streams: `solve` answering a collection as it streams
//! in, output closed before the start, names with control characters in messages,
//! threads the system will not start, and lines far too long.

#[path = "common/run.rs"]
mod run;

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

use run::{open_solve, run, Input, BIN};

const PUZZLE: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
const ANSWER: &str =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
const OTHER: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

/// Only guards against a hang: every wait below is for a state.
const PATIENCE: Duration = Duration::from_secs(60);

/// The first answers arrive while the writer still holds the pipe open: `solve` does not
/// wait for the end of its input. Then the rest, in order.
#[test]
fn answers_come_while_the_input_is_still_open() {
    for jobs in ["1", "2", "4"] {
        let (mut child, mut stdin, rx) = open_solve(&["--jobs", jobs]);
        // Two puzzles, each answered as a line as soon as it is complete.
        writeln!(stdin, "{PUZZLE}\n# a comment\n{PUZZLE}").unwrap();
        stdin.flush().unwrap();
        for k in 0..2 {
            let got = rx
                .recv_timeout(PATIENCE)
                .expect("an answer before the input ends");
            assert_eq!(got, ANSWER, "answer {k}, --jobs {jobs}");
        }
        // Still open: more puzzles, more answers.
        writeln!(stdin, "{OTHER}").unwrap();
        stdin.flush().unwrap();
        let third = rx.recv_timeout(PATIENCE).expect("the third answer");
        assert_eq!(third.len(), 81);
        drop(stdin);
        let status = child.wait().unwrap();
        assert!(status.success(), "--jobs {jobs}");
        assert!(rx.recv_timeout(PATIENCE).is_err(), "nothing more");
    }
}

/// Many puzzles through many chunks come out in input order, on any number of threads.
#[test]
fn streamed_answers_keep_the_input_order() {
    let puzzles = [PUZZLE, OTHER, &"0".repeat(81)];
    let mut input = String::new();
    for i in 0..3000 {
        input.push_str(puzzles[i % 3]);
        input.push('\n');
    }
    let one = run(&["solve", "--jobs", "1"], Input::Pipe(input.as_bytes()));
    assert_eq!(one.code, 0, "{}", one.stderr);
    let lines: Vec<&[u8]> = one.stdout.split(|&b| b == b'\n').collect();
    assert_eq!(lines.len(), 3001);
    assert_eq!(lines[0], ANSWER.as_bytes());
    assert_eq!(lines[3], ANSWER.as_bytes());
    for jobs in ["2", "3", "8"] {
        let r = run(&["solve", "--jobs", jobs], Input::Pipe(input.as_bytes()));
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert_eq!(r.stdout, one.stdout, "--jobs {jobs}");
    }
}

/// A bad line ends a streamed run: the answers before it are printed, then the error
/// names the line, status 2; nothing after it is solved.
#[test]
fn a_bad_line_ends_the_stream_after_the_answers_before_it() {
    let mut input = format!("{PUZZLE}\n").repeat(100);
    input.push_str("not a puzzle\n");
    input.push_str(&format!("{PUZZLE}\n").repeat(100));
    for jobs in ["1", "2"] {
        let r = run(&["solve", "--jobs", jobs], Input::Pipe(input.as_bytes()));
        assert_eq!(r.code, 2, "{}", r.stderr);
        assert_eq!(r.stdout, format!("{ANSWER}\n").repeat(100).into_bytes());
        assert!(
            r.stderr.starts_with("<stdin>:101:1: unexpected 'n'"),
            "{}",
            r.stderr
        );
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    }
}

/// Runs `script` with `sh -c`, the binary as `$0`; exit status, stdout, stderr.
fn sh(script: &str, args: &[&str]) -> (Option<i32>, Vec<u8>, String) {
    let o = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(BIN)
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code(),
        o.stdout,
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn puzzle_file(dir: &std::path::Path) -> String {
    let p = dir.join("p.txt");
    std::fs::write(&p, format!("{PUZZLE}\n")).unwrap();
    p.to_str().unwrap().to_string()
}

/// Output closed before the start is refused, status 2, with the reason on stderr:
/// `solve`, `generate`, `--help`. A `> /dev/null` throws the output away, as asked.
#[test]
fn a_closed_standard_output_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let p = puzzle_file(dir.path());
    for args in [
        &["solve", p.as_str()][..],
        &["generate", "--seed", "1"],
        &["--help"],
        &["--version"],
        &[p.as_str()],
    ] {
        let (code, _, err) = sh(r#"exec "$0" "$@" >&-"#, args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains("standard output is closed"), "{args:?}: {err}");
        let (code, _, err) = sh(r#"exec "$0" "$@" >/dev/null"#, args);
        if args.len() > 1 || args[0].starts_with("--") {
            assert_eq!(code, Some(0), "{args:?} > /dev/null: {err}");
        }
        assert!(!err.contains("closed"), "{args:?}: {err}");
    }
    // Standard error closed: refused too, with nothing on stdout.
    let (code, out, _) = sh(r#"exec "$0" "$@" 2>&-"#, &["solve", &p]);
    assert_eq!(code, Some(2));
    assert!(out.is_empty());
    // Both as files: all is well.
    let (code, out, _) = sh(r#"exec "$0" "$@" 2>/dev/null"#, &["solve", &p]);
    assert_eq!(code, Some(0));
    assert_eq!(out.len(), 90);
}

/// A name with an escape sequence, a line break and a bell in it is named in messages
/// with `?` in their place: nothing of it reaches the terminal as a control character.
#[test]
fn control_characters_in_names_never_reach_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("a\x1b[2J\nb\x07.txt");
    let shown = format!("{}/a?[2J?b?.txt", dir.path().display());
    // Missing.
    let r = run(&["solve", bad.to_str().unwrap()], Input::Nothing);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.starts_with(&format!("{shown}: ")),
        "{:?}",
        r.stderr
    );
    // Malformed.
    std::fs::write(&bad, "12x\n").unwrap();
    let r = run(&["solve", bad.to_str().unwrap()], Input::Nothing);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.starts_with(&format!("{shown}:1:")),
        "{:?}",
        r.stderr
    );
    // A puzzle without a solution, named in the message.
    std::fs::write(&bad, format!("{}\n", "1".repeat(81))).unwrap();
    let r = run(&["solve", bad.to_str().unwrap()], Input::Nothing);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.starts_with(&format!("{shown}:1: clashing")),
        "{:?}",
        r.stderr
    );
    // A bad value for an option, echoed by the argument parser (plain, without them).
    let r = run(&["solve", "--strategy", "x\x07y\x1b[2J"], Input::Nothing);
    assert_eq!(r.code, 2);
    assert!(!r.stderr.contains(['\x1b', '\x07']), "{:?}", r.stderr);
    // The app, refusing a file before the terminal is touched.
    let r = run(&[bad.to_str().unwrap(), "--index", "9"], Input::Nothing);
    assert_eq!(r.code, 2);
    assert!(
        !r.stderr.contains(['\x1b', '\x07']) && r.stderr.trim_end().lines().count() == 1,
        "{:?}",
        r.stderr
    );
}

/// With the address space too small for the worker threads' stacks, `generate` and
/// `solve` go on with the threads they can start (at worst none): never a panic. The
/// limits go down to where the program can hardly start; wherever it runs at all, its
/// puzzles are the ones it makes without a limit. Where the limit leaves no memory at
/// all (an allocation fails, and the process aborts, as every Rust program does; the
/// standard library may first report the signal stack it could not map for a new thread),
/// there is nothing to fall back on: such a run is not counted.
/// The process ran out of memory itself (not a thread that could not start).
fn out_of_memory(stderr: &str) -> bool {
    stderr.contains("memory allocation of") && stderr.contains("failed")
}

#[test]
fn threads_that_cannot_start_are_done_without() {
    let want = run(
        &["generate", "--jobs", "8", "--count", "3", "--seed", "1"],
        Input::Nothing,
    );
    assert_eq!(want.code, 0);
    let mut ran = 0;
    for kib in [8000, 9000, 10_000, 12_000, 16_000, 24_000] {
        let script = format!("ulimit -v {kib}; exec \"$0\" \"$@\"");
        let (code, out, err) = sh(
            &script,
            &["generate", "--jobs", "8", "--count", "3", "--seed", "1"],
        );
        if out_of_memory(&err) {
            continue;
        }
        assert!(!err.contains("panicked"), "{kib} KiB: {err}");
        assert_ne!(code, Some(101), "{kib} KiB: {err}");
        if code == Some(0) {
            assert_eq!(out, want.stdout, "{kib} KiB");
            ran += 1;
        }
        let mut input = String::new();
        for _ in 0..200 {
            input.push_str(PUZZLE);
            input.push('\n');
        }
        let mut child = Command::new("sh")
            .args(["-c", &script, BIN, "solve", "--jobs", "8"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let _ = stdin.write_all(input.as_bytes());
        drop(stdin);
        let mut out = Vec::new();
        child.stdout.take().unwrap().read_to_end(&mut out).unwrap();
        let o = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        if out_of_memory(&err) {
            continue;
        }
        assert!(!err.contains("panicked"), "solve, {kib} KiB: {err}");
        if o.status.code() == Some(0) {
            assert_eq!(out, format!("{ANSWER}\n").repeat(200).into_bytes());
        }
    }
    assert!(ran > 0, "never ran at all");
}

/// A 10 MB comment line and a 10 MB run of digits are both `line too long`, as the first
/// line and further down, from a file and on standard input.
#[test]
fn ten_megabyte_lines_are_too_long() {
    let dir = tempfile::tempdir().unwrap();
    let comment = format!("#{}", "c".repeat(10 << 20));
    let digits = "5".repeat(10 << 20);
    for (i, long) in [comment, digits].iter().enumerate() {
        for (j, text) in [format!("{long}\n{PUZZLE}\n"), format!("{PUZZLE}\n{long}\n")]
            .iter()
            .enumerate()
        {
            let p = dir.path().join(format!("long-{i}-{j}.txt"));
            std::fs::write(&p, text).unwrap();
            let name = p.to_str().unwrap();
            for r in [
                run(&["solve", name], Input::Nothing),
                run(&["solve"], Input::FileAsStdin(&p)),
            ] {
                assert_eq!(r.code, 2, "{i} {j}: {}", r.stderr);
                assert!(
                    r.stderr.contains(":65537: line too long"),
                    "{i} {j}: {}",
                    r.stderr
                );
            }
        }
    }
}
