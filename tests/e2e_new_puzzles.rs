//! The real binary in a pseudo-terminal, run from a folder with no puzzle files: a new
//! puzzle from the `G` dialog, solved; a built-in sample opened from the picker.

#[path = "common/pty.rs"]
mod pty;

use std::process::Command;

use pty::{grid_on_screen, Session, BIN, PUZZLE};
use sudoku_engine::Grid;

/// The seed on the panel's File line: "generated, hard, seed 1234".
fn seed_on_screen(screen: &str) -> String {
    let line = screen.lines().find(|l| l.contains("seed ")).unwrap();
    let rest = &line[line.find("seed ").unwrap() + 5..];
    rest.chars().take_while(char::is_ascii_digit).collect()
}

#[test]
fn generate_a_puzzle_with_g_solve_it_and_undo_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start_sized(&[], &[], dir.path(), 24, 90);
    s.wait_text("unique solution");
    s.send("G");
    s.wait_text("New puzzle");
    // medium -> hard, then make it.
    s.send("l");
    s.wait_text("hard: triples, swordfish, XY-wing (3.6–4.5)");
    s.send("\r");
    let made = s.wait_for("the new puzzle, checked", |sc| {
        sc.contains("generated, hard, seed ") && sc.contains("unique solution")
    });
    assert!(made.contains("(u undoes)"), "{made}");
    let seed = seed_on_screen(&made);
    let puzzle = grid_on_screen(&made);
    // The command line makes the same puzzle from the seed.
    let out = Command::new(BIN)
        .args(["generate", "--difficulty", "hard", "--seed", &seed])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap().trim(), puzzle);
    s.send("f");
    let solved = s.wait_text("Solved: ");
    let answer = Grid::from_line(&grid_on_screen(&solved)).unwrap();
    assert!(answer.solves(&Grid::from_line(&puzzle).unwrap()));
    // Back to the puzzle, then undo: the built-in one again.
    s.send("\x1b");
    s.wait_text("Stopped");
    s.send("u");
    s.wait_for("the old grid", |sc| {
        grid_on_screen(sc) == PUZZLE && sc.contains("built-in sample")
    });
    // Undone back to the grid as it was loaded: nothing to lose, no question.
    s.quit();
}

#[test]
fn open_a_built_in_sample_from_an_empty_folder() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start_sized(&[], &[], dir.path(), 24, 90);
    s.wait_text("unique solution");
    s.send("o");
    s.wait_text("built-in samples/");
    s.send("\r");
    s.wait_text("Open: built-in samples");
    // The last sample: the top95 collection.
    s.send("G");
    s.wait_text("95 puzzles");
    s.send("\r");
    let opened = s.wait_text("built-in: top95.sdm");
    assert!(opened.contains("1 of 95"), "{opened}");
    s.send("]");
    s.wait_text("2 of 95");
    s.quit();
}

#[test]
fn n_finds_the_next_solution() {
    let dir = tempfile::tempdir().unwrap();
    let several = include_str!("../puzzles/several-solutions.txt");
    std::fs::write(dir.path().join("s.txt"), several).unwrap();
    let mut s = Session::start_sized(&["s.txt"], &[], dir.path(), 24, 90);
    s.wait_text("3 solutions");
    s.send("f");
    let first = s.wait_text("Solution 1 of 3 (N: next)");
    s.send("N");
    s.wait_text("Searching for solution 2");
    s.send("f");
    let second = s.wait_text("Solution 2 of 3 (N: next)");
    let puzzle = Grid::from_line(several.split_whitespace().next().unwrap()).unwrap();
    let (a, b) = (grid_on_screen(&first), grid_on_screen(&second));
    assert!(a < b, "in lexicographic order: {a} then {b}");
    for g in [a, b] {
        assert!(Grid::from_line(&g).unwrap().solves(&puzzle));
    }
    s.quit();
}
