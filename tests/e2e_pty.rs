//! The real binary in a pseudo-terminal: typing a puzzle, solving it, quitting, and the
//! terminal being restored after a normal quit, a panic and a signal.

#[path = "common/pty.rs"]
mod pty;

use std::process::Command;

use pty::{
    assert_restored, grid_on_screen, Session, ANSWER, ENTER_ALT_SCREEN, LEAVE_ALT_SCREEN, PUZZLE,
};
use sudoku_engine::Grid;

#[test]
fn type_a_puzzle_solve_it_and_quit() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("unique solution");
    // Clear the built-in puzzle (it asks first).
    s.send("x");
    s.wait_text("Clear the whole grid?");
    s.send("y");
    let cleared = s.wait_text("Grid cleared");
    assert_eq!(grid_on_screen(&cleared), "0".repeat(81));
    // Type the puzzle as its 81 characters: after each digit or blank the cursor moves
    // on, from the end of a row to the start of the next.
    let keys = PUZZLE.to_string();
    s.send(&keys);
    s.wait_for("the typed puzzle, unique", |sc| {
        grid_on_screen(sc) == PUZZLE && sc.contains("unique solution")
    });
    s.send("f");
    let solved = s.wait_text("Solved: ");
    let digits = grid_on_screen(&solved);
    assert_eq!(digits, ANSWER);
    let g = Grid::from_line(&digits).unwrap();
    assert!(g.solves(&Grid::from_line(PUZZLE).unwrap()));
    // Typed back to the built-in grid, which is what was loaded: nothing to lose, so
    // quitting does not ask (the File line says where the grid came from).
    assert!(solved.contains("typed"), "{solved}");
    s.quit();
}

#[test]
fn open_a_file_animate_pause_and_stop() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("p.txt");
    std::fs::write(&file, format!("{PUZZLE}\n")).unwrap();
    let mut s = Session::start(&["p.txt", "--speed", "20"], &[], dir.path());
    s.wait_text("p.txt");
    s.send("\r");
    s.wait_text("solving");
    s.wait_for("some placements", |sc| {
        sc.lines()
            .any(|l| l.contains("Placements") && !l.trim_end().ends_with(" 0"))
    });
    s.send(" ");
    s.wait_text("paused");
    // Esc gives the puzzle back.
    s.send("\x1b");
    let back = s.wait_text("Stopped");
    assert_eq!(grid_on_screen(&back), PUZZLE);
    s.quit();
}

#[test]
fn paste_a_puzzle_and_click_a_cell() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("unique solution");
    // A bracketed paste of nine rows replaces the grid.
    let rows: Vec<&str> = (0..9).map(|r| &ANSWER[r * 9..r * 9 + 9]).collect();
    s.send(&format!("\x1b[200~{}\n\x1b[201~", rows.join("\n")));
    s.wait_text("Pasted a puzzle");
    assert_eq!(grid_on_screen(&s.screen()), ANSWER);
    // A left click (SGR mouse report, 1-based) on r5c5 selects it; 0 clears it.
    s.send("\x1b[<0;20;10M\x1b[<0;20;10m0");
    let cleared = s.wait_for("r5c5 cleared", |sc| {
        grid_on_screen(sc).as_bytes()[40] == b'0'
    });
    let mut expected = ANSWER.as_bytes().to_vec();
    expected[40] = b'0';
    assert_eq!(grid_on_screen(&cleared).as_bytes(), expected.as_slice());
    s.quit_discarding_edits();
    assert_restored(&s.raw());
}

#[test]
fn panic_restores_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start(&[], &[("SUDOKU_TUI_PANIC_ON_KEY", "z")], dir.path());
    s.wait_text("unique solution");
    s.send("z");
    let status = s.wait_exit();
    assert!(!status.success());
    let raw = s.raw();
    assert_restored(&raw);
    // The panic message comes after the terminal was restored, so it can be read.
    let leave = raw.rfind(LEAVE_ALT_SCREEN).unwrap();
    assert!(
        raw[leave..].contains("panic requested by SUDOKU_TUI_PANIC_ON_KEY"),
        "{raw:?}"
    );
}

#[test]
fn signals_restore_the_terminal() {
    for (signal, code) in [("TERM", 143), ("HUP", 129)] {
        let dir = tempfile::tempdir().unwrap();
        let mut s = Session::start(&["--speed", "5"], &[], dir.path());
        s.wait_text("unique solution");
        // Mid-animation as well as idle: start a slow solve first for TERM.
        if signal == "TERM" {
            s.send("\r");
            s.wait_text("solving");
        }
        let ok = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(s.pid().to_string())
            .status()
            .unwrap();
        assert!(ok.success());
        let status = s.wait_exit();
        assert_eq!(status.exit_code(), code, "SIG{signal}");
        assert_restored(&s.raw());
    }
}

#[test]
fn a_bad_file_is_reported_before_the_terminal_is_touched() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "103000509\n00210940x\n").unwrap();
    let good = dir.path().join("one.txt");
    std::fs::write(&good, format!("{PUZZLE}\n")).unwrap();
    let (bad, good) = (bad.display().to_string(), good.display().to_string());
    let cases: [(&[&str], String); 3] = [
        (&[&bad], format!("{bad}:2:")),
        (&[&good, "--index", "2"], "there is no puzzle 2".to_string()),
        (&["--speed", "fast"], "invalid speed 'fast'".to_string()),
    ];
    for (args, want) in cases {
        let mut s = Session::start(args, &[], dir.path());
        let status = s.wait_exit();
        assert_eq!(status.exit_code(), 2, "{args:?}");
        s.wait_text(&want);
        assert!(!s.raw().contains(ENTER_ALT_SCREEN), "{args:?}");
    }
}
