//! The app around its terminal and its files, as the real binary in a pseudo-terminal:
//! saves over pipes and through dangling links, a grid pasted with CRs between its
//! lines, no terminal at all (or one that cannot draw), pipes named on the command
//! line, and being stopped and continued from outside.

#[path = "common/pty.rs"]
mod pty;

use std::fs;
use std::os::unix::fs::FileTypeExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use pty::{
    assert_restored, grid_on_screen, temporaries, Session, ANSWER, BIN, ENTER_ALT_SCREEN,
    LEAVE_ALT_SCREEN, PUZZLE,
};
use sudoku_engine::format;
use sudoku_engine::Grid;

const NO_TERMINAL: &str = "sudoku-tui needs a terminal; use `sudoku-tui solve` for files";

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success());
}

/// Row 1: a save never replaces a pipe with a file; a dangling link is followed.
#[test]
fn saving_over_a_pipe_is_refused_and_a_dangling_link_is_followed() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo.txt");
    mkfifo(&fifo);
    fs::create_dir(dir.path().join("real")).unwrap();
    let link = dir.path().join("link.txt");
    std::os::unix::fs::symlink("real/new.txt", &link).unwrap();
    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("unique solution");

    s.save_as("fifo.txt");
    s.wait_for("the refusal", |sc| {
        sc.contains("Cannot save") && sc.contains("fifo.txt: not a regular file")
    });
    s.close_cannot_save();
    assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());

    s.save_as("link.txt");
    s.wait_text("Saved link.txt");
    assert!(fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    let doc = format::read_path(&dir.path().join("real/new.txt")).unwrap();
    assert_eq!(doc.puzzles[0].grid, Grid::from_line(PUZZLE).unwrap());
    assert_eq!(temporaries(dir.path()), Vec::<PathBuf>::new());
    s.quit();
}

/// Row 3: terminals paste a multi-line grid with CR between the lines.
#[test]
fn a_grid_pasted_with_carriage_returns_replaces_the_grid() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("unique solution");
    // The answer with its first row emptied: a different puzzle from the built-in one.
    let pasted = format!("000000000{}", &ANSWER[9..]);
    let rows: Vec<&str> = (0..9).map(|r| &pasted[r * 9..r * 9 + 9]).collect();
    s.paste(&rows.join("\r"));
    s.wait_for("the pasted grid", |sc| grid_on_screen(sc) == pasted);
    s.wait_text("Pasted a puzzle");
    s.quit_discarding_edits();
    assert_restored(&s.raw());
}

/// Row 8: without a controlling terminal the app says what to use instead.
#[test]
fn no_controlling_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("p.txt");
    fs::write(&p, PUZZLE).unwrap();
    let mut cmd = Command::new(BIN);
    cmd.arg(&p)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: setsid is async-signal-safe; a new session has no controlling terminal.
    unsafe {
        cmd.pre_exec(|| {
            libc::setsid();
            Ok(())
        });
    }
    let o = cmd.output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(o.stdout, b"");
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        format!("{NO_TERMINAL}\n")
    );
}

/// Runs `script` with `sh -c` in a pseudo-terminal (`$BIN` is the app); waits for it to
/// end and returns the screen.
fn in_terminal(script: &str, env: &[(&str, &str)], dir: &Path) -> (String, Option<u32>) {
    let mut env = env.to_vec();
    env.push(("BIN", BIN));
    let mut s = Session::start_program("sh", &["-c", script], &env, dir, 24, 80);
    let status = s.wait_exit();
    // The last output may still be on its way.
    std::thread::sleep(Duration::from_millis(200));
    (s.screen(), Some(status.exit_code()))
}

/// Row 8: standard output redirected, `TERM=dumb`, a pipe named on the command line.
#[test]
fn a_terminal_the_app_cannot_draw_on() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("p.txt"), PUZZLE).unwrap();
    // Output to a file: nothing is drawn into it.
    let (screen, code) = in_terminal(r#"exec "$BIN" p.txt > out.txt"#, &[], dir.path());
    assert_eq!(code, Some(2), "{screen}");
    assert!(screen.contains(NO_TERMINAL), "{screen}");
    assert_eq!(fs::read(dir.path().join("out.txt")).unwrap(), b"");
    // A terminal that cannot draw.
    let (screen, code) = in_terminal(r#"exec "$BIN" p.txt"#, &[("TERM", "dumb")], dir.path());
    assert_eq!(code, Some(2), "{screen}");
    assert!(
        screen.contains("sudoku-tui needs a terminal that can draw, not TERM=dumb"),
        "{screen}"
    );
    // A pipe nobody writes to: refused at once, not read (which would block for good).
    mkfifo(&dir.path().join("fifo.txt"));
    let start = Instant::now();
    let (screen, code) = in_terminal(r#"exec "$BIN" fifo.txt"#, &[], dir.path());
    assert_eq!(code, Some(2), "{screen}");
    assert!(
        screen.contains("fifo.txt: not a regular file (a pipe, a device or a socket)"),
        "{screen}"
    );
    assert!(start.elapsed() < pty::PATIENCE);
}

/// Waits until the app's process is in `state` (`T` stopped, else running or asleep).
fn wait_state(s: &Session, stopped: bool) {
    let deadline = Instant::now() + pty::PATIENCE;
    while (s.state() == 'T') != stopped {
        assert!(Instant::now() < deadline, "state {}", s.state());
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Waits until the app has left the alternate screen after it last entered it.
fn wait_left_screen(s: &Session) {
    s.wait_for("the restore", |_| {
        let raw = s.raw();
        raw.rfind(LEAVE_ALT_SCREEN) > raw.rfind(ENTER_ALT_SCREEN)
    });
}

/// Row 9: SIGTSTP from another process restores the terminal and stops the app;
/// SIGCONT takes the terminal back and draws the whole screen again.
#[test]
fn stopped_and_continued_from_outside() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("unique solution");
    s.assert_raw();
    s.signal("TSTP");
    wait_state(&s, true);
    wait_left_screen(&s);
    s.assert_cooked();
    assert_restored(&s.raw());
    let before = s.raw().len();

    s.signal("CONT");
    wait_state(&s, false);
    // The set-up again, then a whole frame (labels that did not change included).
    s.wait_for("a whole new frame", |_| {
        let raw = s.raw();
        raw[before..]
            .find(ENTER_ALT_SCREEN)
            .is_some_and(|at| raw[before + at..].contains("Placements"))
    });
    s.assert_raw();
    s.wait_for("the grid", |sc| grid_on_screen(sc) == PUZZLE);
    // Keys work as before.
    s.send("f");
    s.wait_text("Solved");
    // `quit` checks the terminal was restored.
    s.quit();
    s.assert_cooked();
}
