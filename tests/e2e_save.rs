//! Saving from the app, as the real binary in a pseudo-terminal: it asks before
//! replacing another file or a line of the open collection, writes the open file back
//! in its own format, and says plainly why it cannot save (a file past the size limit
//! too), keeping the edits.

#[path = "common/pty.rs"]
mod pty;

use std::fs;

use pty::{Session, PUZZLE};
use sudoku_engine::format::{self, Format};
use sudoku_engine::Grid;

const OTHER: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

#[test]
fn replacing_another_file_is_asked_and_no_leaves_it_alone() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("other.txt");
    fs::write(&other, format!("{OTHER}\n")).unwrap();
    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("unique solution");

    s.save_as("other.txt");
    s.wait_text("Replace other.txt?");
    s.send("n");
    // No: back at the prompt, with the name, and the file as it was.
    s.wait_for("the prompt again", |sc| {
        sc.contains("Save the puzzle as") && sc.contains("> other.txt")
    });
    assert_eq!(fs::read_to_string(&other).unwrap(), format!("{OTHER}\n"));
    s.send("\r");
    s.wait_text("Replace other.txt?");
    s.send("y");
    s.wait_text("Saved other.txt");
    // Replaced in its own format: one 81-character line.
    let doc = format::read_path(&other).unwrap();
    assert_eq!(doc.format, Format::Line);
    assert_eq!(doc.puzzles[0].grid, Grid::from_line(PUZZLE).unwrap());
    s.quit();
}

#[test]
fn the_open_file_and_collection_are_written_back_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let bordered = dir.path().join("bordered.txt");
    let puzzle = Grid::from_line(PUZZLE).unwrap();
    fs::write(&bordered, format::write(&puzzle, Format::Bordered)).unwrap();
    let mut s = Session::start(&["bordered.txt"], &[], dir.path());
    s.wait_text("unique solution");
    // r1c2 (blank) gets a 4; saved back under its own name, no question.
    s.send("l4");
    s.wait_text("(edited)");
    s.send("w");
    s.wait_text("> bordered.txt");
    s.send("\r");
    s.wait_text("Saved bordered.txt (bordered grid)");
    let doc = format::read_path(&bordered).unwrap();
    assert_eq!(doc.format, Format::Bordered, "still bordered");
    assert_eq!(doc.puzzles[0].grid.get(1), 4);
    // Saved: quitting does not ask.
    s.quit();

    let many = dir.path().join("many.sdm");
    let text = format!("{PUZZLE}\n{OTHER}\n{PUZZLE}\n");
    fs::write(&many, &text).unwrap();
    let mut s = Session::start(&["many.sdm", "--index", "2"], &[], dir.path());
    s.wait_text("2 of 3");
    s.send("4");
    s.wait_text("(edited)");
    s.save_as("many.sdm");
    s.wait_text("Replace puzzle 2 (line 2)?");
    s.send("y");
    s.wait_text("Saved puzzle 2 into many.sdm");
    let lines: Vec<String> = fs::read_to_string(&many)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(
        lines,
        [
            PUZZLE.to_string(),
            format!("4{}", &OTHER[1..]),
            PUZZLE.into()
        ]
    );
    s.quit();
}

#[test]
fn a_missing_folder_is_named_not_numbered() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("unique solution");
    s.save_as("nowhere/p.txt");
    let screen = s.wait_text("Cannot save");
    assert!(screen.contains("there is no folder nowhere"), "{screen}");
    assert!(!screen.contains("os error"), "{screen}");
    s.close_cannot_save();
    s.quit();
    assert!(!dir.path().join("nowhere").exists());
}

#[test]
fn a_save_past_the_file_size_limit_fails_and_keeps_the_edits() {
    let dir = tempfile::tempdir().unwrap();
    // No file may grow at all: the save's write fails (no SIGXFSZ ends the app).
    let script = format!("ulimit -f 0; exec {}", pty::BIN);
    let mut s = Session::start_program("sh", &["-c", &script], &[], dir.path(), 24, 80);
    s.wait_text("unique solution");
    // r1c2 (blank) gets a 4.
    s.send("l4");
    s.wait_text("(edited)");
    s.save_as("p.txt");
    let screen = s.wait_text("Cannot save");
    assert!(screen.contains("p.txt: file too large"), "{screen}");
    s.close_cannot_save();
    assert!(s.try_exit().is_none(), "the app goes on");
    let screen = s.wait_text("(edited)");
    assert!(pty::grid_on_screen(&screen).starts_with("14"), "{screen}");
    assert!(!dir.path().join("p.txt").exists());
    assert!(pty::temporaries(dir.path()).is_empty());
    // The edits are still unsaved: quitting asks.
    s.quit_discarding_edits();
}
