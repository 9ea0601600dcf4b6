//! `sudoku-tui solve` answers a streamed puzzle as soon as it is complete: a puzzle line
//! at its line end, a grid at its last row, while the writer holds the input open; one
//! Ctrl-D ends the input at a terminal. A streamed puzzle is answered in the form it was
//! asked in (a line as a line, a grid as a grid).

#[path = "common/pty.rs"]
mod pty;
#[path = "common/run.rs"]
mod run;

use std::io::Write;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use run::{open_solve, run, Input};

const PUZZLE: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
const ANSWER: &str =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

/// Only guards against a hang: every wait below is for a state (an answer, an exit).
const PATIENCE: Duration = Duration::from_secs(60);

/// The next `n` lines of output, while the input is still open.
fn next_lines(rx: &Receiver<String>, n: usize, what: &str) -> Vec<String> {
    (0..n)
        .map(|k| {
            rx.recv_timeout(PATIENCE)
                .unwrap_or_else(|_| panic!("{what}: line {k} of the answer never came"))
        })
        .collect()
}

/// Rows of `line`'s cells, `side` a row.
fn rows(line: &str, side: usize) -> Vec<String> {
    line.as_bytes()
        .chunks(side)
        .map(|r| String::from_utf8(r.to_vec()).unwrap())
        .collect()
}

/// One puzzle line, the pipe held open: its answer comes at once, a line; then more.
#[test]
fn a_lone_line_is_answered_while_the_pipe_stays_open() {
    for jobs in ["1", "2"] {
        let (mut child, mut stdin, rx) = open_solve(&["--jobs", jobs]);
        writeln!(stdin, "{PUZZLE}").unwrap();
        stdin.flush().unwrap();
        assert_eq!(next_lines(&rx, 1, "one line"), [ANSWER], "--jobs {jobs}");
        writeln!(stdin, "# and another\n{PUZZLE}").unwrap();
        stdin.flush().unwrap();
        assert_eq!(next_lines(&rx, 1, "the second"), [ANSWER], "--jobs {jobs}");
        drop(stdin);
        assert!(child.wait().unwrap().success(), "--jobs {jobs}");
    }
}

/// A 9-row grid, then a blank line, the pipe held open: the grid's answer comes at its
/// last row, a grid; the rest of the input is checked once it ends.
#[test]
fn a_grid_is_answered_at_its_last_row() {
    let (mut child, mut stdin, rx) = open_solve(&[]);
    for row in rows(PUZZLE, 9) {
        writeln!(stdin, "{row}").unwrap();
    }
    writeln!(stdin).unwrap();
    stdin.flush().unwrap();
    assert_eq!(next_lines(&rx, 9, "a 9x9 grid"), rows(ANSWER, 9));
    drop(stdin);
    assert!(child.wait().unwrap().success());

    // A 4x4 grid with bars, at its fourth row.
    let (mut child, mut stdin, rx) = open_solve(&[]);
    write!(stdin, "3 1|. 2\n4 .|3 .\n----+----\n2 .|. 4\n. .|2 .\n").unwrap();
    stdin.flush().unwrap();
    assert_eq!(
        next_lines(&rx, 4, "a 4x4 grid"),
        ["3142", "4231", "2314", "1423"]
    );
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

/// What follows a streamed grid is checked as a file's rest is: a closing border or a
/// comment is fine; text is reported after the answer, status 2.
#[test]
fn what_follows_a_streamed_grid_is_checked_after_its_answer() {
    let grid = rows(PUZZLE, 9).join("\n");
    let r = run(
        &["solve", "--output", "line"],
        Input::Pipe(format!("{grid}\n# a note\n\n").as_bytes()),
    );
    assert_eq!((r.code, r.stdout), (0, format!("{ANSWER}\n").into_bytes()));
    let r = run(
        &["solve"],
        Input::Pipe(format!("{grid}\n\nhello\n").as_bytes()),
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert_eq!(r.stdout, (rows(ANSWER, 9).join("\n") + "\n").into_bytes());
    assert!(
        r.stderr
            .starts_with("<stdin>:11:1: unexpected 'h' after the 9 rows"),
        "{}",
        r.stderr
    );
}

/// Waits for the program in the terminal to exit.
fn exit_status(s: &mut pty::Session) -> portable_pty::ExitStatus {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(st) = s.try_exit() {
            return st;
        }
        assert!(Instant::now() < deadline, "still running: {}", s.raw());
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// At a terminal: a puzzle line is answered at Enter, and one Ctrl-D ends the input.
#[test]
fn one_ctrl_d_ends_the_input_at_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = pty::Session::start_sized(&["solve"], &[], dir.path(), 24, 200);
    s.send(&format!("{PUZZLE}\r"));
    s.wait_text(ANSWER);
    s.send("\x04");
    assert!(exit_status(&mut s).success(), "{}", s.raw());

    // Nothing typed: one Ctrl-D, and there is no puzzle.
    let mut s = pty::Session::start_sized(&["solve"], &[], dir.path(), 24, 200);
    s.send("\x04");
    assert_eq!(exit_status(&mut s).exit_code(), 2, "{}", s.raw());
    assert!(s.raw().contains("no puzzle found"), "{}", s.raw());
}
