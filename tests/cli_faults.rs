//! `sudoku-tui solve` when things go wrong around it: output that cannot be written,
//! readers that go away, threads that cannot be made, inputs that never end or change
//! under the run, old Mac line ends, and inputs that are nearly right. Nothing is lost
//! and nothing panics; every case ends with a documented status.

mod common;
#[path = "common/run.rs"]
mod run;

use std::fs::{self, File};
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use run::{run, run_env, Input, Ran, BIN};

const PUZZLE: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
const ANSWER: &str =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
const NO_SOLUTION: &str =
    "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..";
const ROWS: [&str; 9] = common::SAMPLE_ROWS;

/// Runs `solve` with these arguments and these bytes on standard input.
fn solve(args: &[&str], stdin: &[u8]) -> Ran {
    let all: Vec<&str> = std::iter::once("solve")
        .chain(args.iter().copied())
        .collect();
    run(&all, Input::Pipe(stdin))
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The 9-line grid of the answer, as printed.
fn answer_grid() -> String {
    ANSWER
        .as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", std::str::from_utf8(r).unwrap()))
        .collect()
}

fn file_with(dir: &Path, name: &str, bytes: &[u8]) -> String {
    let p = dir.join(name);
    fs::write(&p, bytes).unwrap();
    p.to_str().unwrap().to_string()
}

// Row 3: a lone CR ends a line.

#[test]
fn a_collection_with_lone_carriage_returns_is_read_whole() {
    let input = format!("{PUZZLE}\r{PUZZLE}\r{PUZZLE}\r");
    let o = solve(&["--output", "line"], input.as_bytes());
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(text(&o.stdout), format!("{ANSWER}\n").repeat(3));
    // What the dropped lines held is seen now: an 80-cell line, a puzzle with no solution.
    let input = format!("{PUZZLE}\r{}\r{PUZZLE}\r", &PUZZLE[..80]);
    // Streamed: the first line is answered at its line end, before the bad one comes.
    let o = solve(&[], input.as_bytes());
    assert_eq!(o.code, 2);
    assert_eq!(text(&o.stdout), format!("{ANSWER}\n"));
    assert_eq!(o.stderr, "<stdin>:2:81: line has 80 cells, expected 81\n");
    let input = format!("{PUZZLE}\r{NO_SOLUTION}\r");
    let o = solve(&[], input.as_bytes());
    assert_eq!(o.code, 1);
    assert_eq!(text(&o.stdout), format!("{ANSWER}\nnone\n"));
    assert_eq!(o.stderr, "<stdin>:2: puzzle 2: no solution\n");
    // A grid with CR line ends, from a file.
    let dir = tempfile::tempdir().unwrap();
    let path = file_with(dir.path(), "mac.txt", ROWS.join("\r").as_bytes());
    let o = solve(&[&path], b"");
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(text(&o.stdout), answer_grid());
}

// Rows 4 and 10: output that cannot be written, readers that go away.

fn solve_to(args: &[&str], stdout: Stdio, stderr: Stdio) -> Output {
    Command::new(BIN)
        .arg("solve")
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(stderr)
        .output()
        .unwrap()
}

fn full() -> Stdio {
    Stdio::from(
        fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap(),
    )
}

#[test]
fn a_stderr_that_cannot_be_written_loses_no_output() {
    let dir = tempfile::tempdir().unwrap();
    let path = file_with(dir.path(), "p.txt", PUZZLE.as_bytes());
    let o = solve_to(&[&path, "--stats"], Stdio::piped(), full());
    // No panic (101): the solution is all there, and the status says stderr failed.
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(text(&o.stdout), answer_grid());
}

#[test]
fn a_stdout_that_cannot_be_written_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = file_with(dir.path(), "p.txt", PUZZLE.as_bytes());
    let o = solve_to(&[&path], full(), Stdio::piped());
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).starts_with("error: cannot write the output: "),
        "{}",
        text(&o.stderr)
    );
    // Both at once: still no panic.
    let o = solve_to(&[&path, "--stats"], full(), full());
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn help_that_cannot_be_written_is_an_error() {
    for args in [&["--help"][..], &["solve", "--help"], &["--version"]] {
        let o = Command::new(BIN)
            .args(args)
            .stdout(full())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            text(&o.stderr).contains("cannot write"),
            "{args:?}: {}",
            text(&o.stderr)
        );
        let o = Command::new(BIN).args(args).output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{args:?}");
    }
}

/// Runs `solve --output line` on `lines`, reads the first line of its output, then
/// closes the pipe; the status.
fn reader_goes_away_after_one_line(lines: &[&str]) -> (String, Option<i32>) {
    let dir = tempfile::tempdir().unwrap();
    let mut body = String::new();
    for l in lines {
        body.push_str(l);
        body.push('\n');
    }
    let path = file_with(dir.path(), "c.sdm", body.as_bytes());
    let mut child = Command::new(BIN)
        .args(["solve", "--output", "line", "--jobs", "1", &path])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    out.read_line(&mut first).unwrap();
    drop(out);
    let status = child.wait().unwrap();
    (first, status.code())
}

#[test]
fn a_reader_going_away_keeps_the_status_of_what_was_printed() {
    // Far more output than a pipe holds: the command is still writing when the
    // reader goes.
    let n = 30_000;
    let mut lines = vec![NO_SOLUTION];
    lines.extend(std::iter::repeat_n(PUZZLE, n));
    let (first, code) = reader_goes_away_after_one_line(&lines);
    assert_eq!(first, "none\n");
    assert_eq!(code, Some(1), "a `none` was printed");
    let lines = vec![PUZZLE; n];
    let (first, code) = reader_goes_away_after_one_line(&lines);
    assert_eq!(first, format!("{ANSWER}\n"));
    assert_eq!(code, Some(0));
}

// Row 5: threads.

fn collection(n: usize) -> String {
    format!("{PUZZLE}\n").repeat(n)
}

#[test]
fn threads_that_cannot_be_made_leave_the_work_to_fewer() {
    let dir = tempfile::tempdir().unwrap();
    let path = file_with(dir.path(), "c.sdm", collection(2000).as_bytes());
    // No thread can be made with a stack this large: the command works on its own.
    let o = Command::new(BIN)
        .args(["solve", "--jobs", "8", &path])
        .env("RUST_MIN_STACK", "100000000000000")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(text(&o.stdout), format!("{ANSWER}\n").repeat(2000));
}

/// The most threads the process had at once while it ran (sampled).
fn peak_threads(mut child: std::process::Child) -> (usize, std::process::ExitStatus) {
    let status = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    loop {
        if let Some(st) = child.try_wait().unwrap() {
            return (peak, st);
        }
        if let Ok(s) = fs::read_to_string(&status) {
            if let Some(n) = s
                .lines()
                .find_map(|l| l.strip_prefix("Threads:"))
                .and_then(|n| n.trim().parse().ok())
            {
                peak = peak.max(n);
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn jobs_are_capped_at_four_per_core() {
    let cores = std::thread::available_parallelism().unwrap().get();
    let dir = tempfile::tempdir().unwrap();
    let path = file_with(dir.path(), "c.sdm", collection(20_000).as_bytes());
    let child = Command::new(BIN)
        .args(["solve", "--jobs", "100000", &path])
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let (peak, status) = peak_threads(child);
    assert!(status.success());
    // The workers, beside the main thread (which prints) and the one that reads.
    assert!(peak <= 4 * cores + 2, "{peak} threads on {cores} cores");
}

// Rows 6 and 7: inputs that never end, inputs that change.

#[test]
fn an_endless_collection_kept_is_refused_past_the_limit_and_leaves_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let line = format!("{PUZZLE}\n");
    // Debug builds take a smaller limit from the environment, to see it in a test.
    // A mode that keeps the puzzles (a plain solve streams them, without a bound).
    let r = run_env(
        &["solve", "--index", "1"],
        Input::Endless(line.as_bytes()),
        &[
            ("TMPDIR", tmp.path()),
            ("SUDOKU_TUI_MAX_PUZZLES", Path::new("100000")),
        ],
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert_eq!(r.stdout, b"");
    assert_eq!(
        r.stderr,
        "<stdin>:100001:1: too many puzzles: over 100000 in one run, give them in parts\n"
    );
    assert_eq!(fs::read_dir(tmp.path()).unwrap().count(), 0);
}

#[test]
fn the_temporary_file_is_never_left_behind_even_on_a_signal() {
    let tmp = tempfile::tempdir().unwrap();
    let mut child = Command::new(BIN)
        .args(["solve", "--index", "1"])
        .env("TMPDIR", tmp.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let line = format!("{PUZZLE}\n").repeat(1000);
    // About 80 MB a second at most: well past what is kept in memory in a second, far
    // from the limit of puzzles in a run.
    let writer = std::thread::spawn(move || {
        while pipe.write_all(line.as_bytes()).is_ok() {
            std::thread::sleep(Duration::from_millis(1));
        }
    });
    std::thread::sleep(Duration::from_millis(1500));
    assert!(child.try_wait().unwrap().is_none(), "still reading");
    let left: Vec<_> = fs::read_dir(tmp.path()).unwrap().collect();
    assert!(left.is_empty(), "a file under a name: {left:?}");
    // SAFETY: a signal to our own child, not yet reaped.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    child.wait().unwrap();
    writer.join().unwrap();
    assert_eq!(fs::read_dir(tmp.path()).unwrap().count(), 0);
}

#[test]
fn a_file_changed_during_the_run_does_not_change_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let n = 70_000;
    let path = file_with(dir.path(), "big.sdm", collection(n).as_bytes());
    let mut child = Command::new(BIN)
        .args(["solve", "--output", "line", &path])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut got = vec![0u8; 1];
    out.read_exact(&mut got).unwrap();
    // Solving has started: the last line is overwritten in place with a bad one.
    let mut f = fs::OpenOptions::new().write(true).open(&path).unwrap();
    f.seek(SeekFrom::End(-82)).unwrap();
    f.write_all(&[b'x'; 81]).unwrap();
    drop(f);
    out.read_to_end(&mut got).unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(got.len(), 82 * n, "every puzzle as it was read");
}

// Row 11: a large document.

#[test]
fn a_puzzle_file_with_a_large_state_section_is_solved() {
    let dir = tempfile::tempdir().unwrap();
    let mut sdk = format!("[Puzzle]\n{}\n[State]\n", ROWS.join("\n"));
    while sdk.len() < 2 << 20 {
        sdk.push_str("0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0\n");
    }
    let path = file_with(dir.path(), "big-state.sdk", sdk.as_bytes());
    let o = solve(&[&path], b"");
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(text(&o.stdout), answer_grid());
    // Past the limit the message is about the whole file, not a line.
    let huge = File::create(dir.path().join("huge.sdk")).unwrap();
    huge.set_len(0).unwrap();
    let mut w = std::io::BufWriter::new(huge);
    w.write_all(sdk.as_bytes()).unwrap();
    let filler = "0,0,0,0,0,0,0,0\n".repeat(4096);
    let mut written = sdk.len();
    while written <= 65 << 20 {
        w.write_all(filler.as_bytes()).unwrap();
        written += filler.len();
    }
    drop(w);
    let path = dir.path().join("huge.sdk").display().to_string();
    let o = solve(&[&path], b"");
    assert_eq!(o.code, 2);
    assert_eq!(
        o.stderr,
        format!(
            "{path}: too large: over 64 MiB, expected one puzzle or a collection of \
             81-character lines\n"
        )
    );
}

// Rows 12 and 13: messages.

#[test]
fn a_grid_of_ones_gives_a_short_message() {
    let o = solve(&[], "1".repeat(81).as_bytes());
    assert_eq!(o.code, 1);
    let err = &o.stderr;
    assert_eq!(err.lines().count(), 1);
    assert!(err.len() < 300, "{} bytes", err.len());
    assert!(
        err.starts_with(
            "<stdin>:1: puzzle 1: clashing givens: digit 1 appears twice in row 1: r1c1 and r1c2; "
        ),
        "{err}"
    );
    assert!(err.ends_with(" more\n"), "{err}");
}

#[test]
fn nearly_right_inputs_say_what_is_wrong() {
    let spaced: Vec<String> = PUZZLE.chars().map(String::from).collect();
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (
            spaced.join(" ").into_bytes(),
            "<stdin>:1:2: line has 81 cells with spaces between them",
        ),
        (
            format!("{}\nsolved by hand\n", ROWS.join("\n")).into_bytes(),
            "<stdin>:10:1: unexpected 's' after the 9 rows of the grid",
        ),
        (
            format!("{PUZZLE}\n")
                .encode_utf16()
                .flat_map(|u| u.to_le_bytes())
                .collect(),
            "<stdin>:1:2: unexpected NUL byte: this looks like UTF-16 text, save it as UTF-8",
        ),
    ];
    for (input, want) in cases {
        let o = solve(&[], &input);
        assert_eq!(o.code, 2, "{want}");
        // A streamed grid is answered at its last row, before the text after it comes.
        let answered = want.contains("after the 9 rows");
        assert_eq!(o.stdout.is_empty(), !answered, "{want}");
        assert!(o.stderr.starts_with(want), "{}", o.stderr);
    }
    // Read now: a section header above a puzzle line (streamed: answered as a line, the
    // form it was asked in), the app's own blank.
    for (input, want) in [
        (format!("[Puzzle]\n{PUZZLE}\n"), format!("{ANSWER}\n")),
        (ROWS.join("\n").replace('0', "·"), answer_grid()),
    ] {
        let o = solve(&[], input.as_bytes());
        assert_eq!(o.code, 0, "{input}: {}", o.stderr);
        assert_eq!(text(&o.stdout), want);
    }
}

/// Endless blank lines (lone CRs) end at the size limit, not never.
#[test]
fn endless_blank_lines_end_at_the_limit() {
    let r = run_env(&["solve"], Input::Endless(&[b'\r'; 4096]), &[]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.starts_with("<stdin>: too large: over 64 MiB"),
        "{}",
        r.stderr
    );
}
