//! The race on a grid of another size than 9x9 in the real binary, in a pseudo-terminal:
//! a 4x4 file raced from the command line, paused, run to its end with `f`, the results
//! read off the screen, Esc back to the editor of the grid as it was.

#[path = "common/pty.rs"]
mod pty;

use pty::Session;

/// The results table's line for `strategy`, split into its cells: place, strategy,
/// steps and their ratio, placements, retractions, deductions, undone, guesses, wasted
/// and its share, time and its ratio.
fn result_row(screen: &str, strategy: &str) -> Option<Vec<String>> {
    screen
        .lines()
        .map(|l| l.split_whitespace().map(String::from).collect::<Vec<_>>())
        .find(|cells| cells.len() == 13 && cells[1] == strategy)
}

#[test]
fn race_a_4x4_file_to_the_end_and_back_to_the_editor() {
    let dir = tempfile::tempdir().unwrap();
    // One solution; naive takes 17 digits back on the way, mrv and propagate none.
    std::fs::write(dir.path().join("four.txt"), "....\n.23.\n...3\n2..1\n").unwrap();
    let mut s = Session::start_sized(
        &["four.txt", "--race", "--speed", "1"],
        &[],
        dir.path(),
        30,
        120,
    );
    let started = s.wait_text("logic sits out");
    for name in ["naive", "mrv", "propagate"] {
        assert!(started.contains(name), "{name} has a board:\n{started}");
    }
    assert!(started.contains("4x4"), "{started}");
    assert!(started.contains("Placements"), "{started}");
    s.send(" ");
    s.wait_text("paused");
    s.send("f");
    let over = s.wait_for("the results", |sc| {
        ["naive", "mrv", "propagate"]
            .iter()
            .all(|name| result_row(sc, name).is_some())
    });
    // Steps, placements, retractions and deductions as `solve --stats` counts them for
    // each strategy on this puzzle; the wasted steps as `solve --tree --stats`.
    for (name, steps, counts, wasted) in [
        ("naive", "46", ["28", "17", "0"], "34"),
        ("mrv", "12", ["11", "0", "0"], "0"),
        ("propagate", "12", ["0", "0", "11"], "0"),
    ] {
        let row = result_row(&over, name).unwrap();
        assert!(["1st", "2nd", "3rd"].contains(&row[0].as_str()), "{row:?}");
        assert_eq!(row[2], steps, "{row:?}");
        assert_eq!(row[4..7], counts, "{row:?}");
        assert_eq!(row[9], wasted, "{row:?}");
    }
    // Run flat out (`f`), the boards are placed by the time each took, which depends on
    // the machine: only that every board has a place is checked above.
    assert!(over.contains("Solved in 46 steps"), "{over}");
    s.send("\x1b");
    let screen = s.wait_text("Editing a 4x4 grid");
    assert!(screen.contains("Givens   5 of 16"), "{screen}");
    s.quit();
}
