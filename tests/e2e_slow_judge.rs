//! Hindsight and the map on a 25x25 puzzle whose solutions take the exact solver
//! seconds to settle (`fixtures/any/slow_several_25.txt`: 244 givens, most of a unique
//! puzzle's and one digit of its own; two solutions or more, counted to two in about
//! 6 s), in the real binary in a pseudo-terminal: the judge is worked out beside the
//! keys, the screen says so, and `q` quits at once.

#[path = "common/pty.rs"]
mod pty;

use pty::Session;

const SLOW: &str = include_str!("fixtures/any/slow_several_25.txt");

/// The app on the slow puzzle, its solve started.
fn solving(dir: &std::path::Path) -> Session {
    std::fs::write(dir.join("slow.txt"), SLOW).unwrap();
    let mut s = Session::start_sized(&["slow.txt"], &[], dir, 50, 160);
    s.wait_text("Editing a 25x25 grid");
    s.send("\r");
    s.wait_text("Solving a 25x25 grid");
    s
}

#[test]
fn hindsight_on_a_slow_25x25_puzzle_keeps_the_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = solving(dir.path());
    s.send("d");
    s.wait_text("working out");
    s.quit();
}

#[test]
fn the_map_of_a_slow_25x25_puzzle_keeps_the_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = solving(dir.path());
    s.send("m");
    s.wait_text("working out the tree of the search");
    // Closed and opened again while the judge is still worked out: the keys answer.
    s.send("\x1b");
    s.wait_for("the map closed", |sc| !sc.contains("working out the tree"));
    s.send("m");
    s.wait_text("working out the tree of the search");
    // `q` on the map closes it; on the solve, quits.
    s.send("q");
    s.wait_for("the map closed", |sc| !sc.contains("working out the tree"));
    s.quit();
}

/// `H` on the slow puzzle: the search for its solutions has a bound on the keys'
/// thread, so the keys answer (before, the app stood still for most of a minute).
#[test]
fn a_hint_on_a_slow_25x25_puzzle_keeps_the_keys() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("slow.txt"), SLOW).unwrap();
    let mut s = Session::start_sized(&["slow.txt"], &[], dir.path(), 50, 160);
    s.wait_text("Editing a 25x25 grid");
    s.send("H");
    s.wait_text("No hint");
    s.quit();
}
