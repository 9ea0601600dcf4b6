//! The real binary in a pseudo-terminal: the `G` dialog's size line makes a puzzle of
//! another size, the one `generate --size N --seed S` prints, in the editor of every
//! size; undo brings the 9x9 grid back.

#[path = "common/pty.rs"]
mod pty;

use std::process::Command;

use pty::{grid_on_screen, Session, BIN, PUZZLE};

/// The seed on the panel's File line: "generated, 4x4, seed 1234".
fn seed_on_screen(screen: &str) -> String {
    let line = screen.lines().find(|l| l.contains("seed ")).unwrap();
    let rest = &line[line.find("seed ").unwrap() + 5..];
    rest.chars().take_while(char::is_ascii_digit).collect()
}

#[test]
fn g_makes_a_4x4_puzzle_saved_as_the_command_line_makes_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start_sized(&[], &[], dir.path(), 24, 90);
    s.wait_text("unique solution");
    s.send("G");
    s.wait_text("New puzzle");
    // Up to the size line (the last, round), then 9x9 -> 8x8 -> 6x6 -> 4x4.
    s.send("k");
    s.send("hhh");
    s.wait_text("4x4: one solution, minimal; ungraded");
    s.send("\r");
    let made = s.wait_text("Editing a 4x4 grid");
    assert!(made.contains("generated, 4x4, seed"), "{made}");
    assert!(made.contains("(u undoes)"), "{made}");
    let seed = seed_on_screen(&made);
    s.save_as("four.txt");
    s.wait_text("Saved four.txt");
    let saved = std::fs::read_to_string(dir.path().join("four.txt")).unwrap();
    let out = Command::new(BIN)
        .args([
            "generate", "--size", "4", "--seed", &seed, "--output", "grid",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), saved);
    // The dialog opens on the size on screen; Esc leaves the grid as it is.
    s.send("G");
    s.wait_text("4x4: one solution");
    s.send("\x1b");
    s.wait_for("the dialog closed", |sc| !sc.contains("New puzzle"));
    // Undo: the 9x9 grid as it was.
    s.send("u");
    s.wait_for("the 9x9 grid again", |sc| {
        grid_on_screen(sc) == PUZZLE && sc.contains("built-in sample")
    });
    s.quit();
}

#[test]
fn g_over_a_16x16_grid_makes_a_16x16_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start_sized(&["--size", "16"], &[], dir.path(), 30, 100);
    s.wait_text("Editing a 16x16 grid");
    s.send("G");
    s.wait_text("16x16: one solution, minimal; ungraded");
    s.send("\r");
    let made = s.wait_text("generated, 16x16, seed");
    assert!(made.contains("Editing a 16x16 grid"), "{made}");
    assert!(!made.contains("Givens   0 of 256"), "{made}");
    s.send("u");
    s.wait_text("Givens   0 of 256");
    s.quit();
}
