//! The real binary in a pseudo-terminal solving grids of other sizes than 9x9: Enter
//! animates the search on the grid, `f` runs it to the end, the panel sums it up, Esc
//! brings the editor back as it was.

#[path = "common/pty.rs"]
mod pty;

use pty::Session;

#[test]
fn size_4_enter_finish_and_back_to_the_editor() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("four.txt"), "31.2\n4.3.\n2..4\n....\n").unwrap();
    let mut s = Session::start(&["four.txt", "--speed", "1"], &[], dir.path());
    s.wait_text("Editing a 4x4 grid");
    s.send("\r");
    s.wait_text("Solving a 4x4 grid");
    s.wait_text("Placements");
    s.wait_text("Last step");
    s.send("f");
    let screen = s.wait_text("Solved: ");
    assert!(screen.contains("solved"), "{screen}");
    assert!(screen.contains("Retractions"), "{screen}");
    // The solution on the grid: the first row's empty cell holds its 4.
    assert!(screen.contains("┃  3  │  1  ┃  4  │  2  ┃"), "{screen}");
    s.send("\x1b");
    let screen = s.wait_text("Editing a 4x4 grid");
    assert!(screen.contains("Givens   7 of 16"), "{screen}");
    s.quit();
}

#[test]
fn size_16_from_a_file_solved_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let line = include_str!("fixtures/any/unique_16.txt")
        .lines()
        .next()
        .unwrap();
    let puzzle = line.split(':').next().unwrap();
    std::fs::write(dir.path().join("big.txt"), format!("{puzzle}\n")).unwrap();
    let mut s = Session::start_sized(
        &["big.txt", "--strategy", "propagate"],
        &[],
        dir.path(),
        40,
        120,
    );
    s.wait_text("Editing a 16x16 grid");
    s.send("\r");
    s.wait_text("Solving a 16x16 grid");
    s.send("f");
    let screen = s.wait_text("Solved: ");
    assert!(screen.contains("Deductions"), "{screen}");
    s.quit();
}
