//! The map of the search in the real binary, in a pseudo-terminal: `m` opens it over a
//! paused solve, ↑ selects the parent of the current choice, Enter goes to that node's
//! first step, and once the map is closed the panel's Step counter shows that step.

#[path = "common/pty.rs"]
mod pty;

use pty::Session;

/// Built against the naive order: naive goes deep at once.
const ANTI: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

#[test]
fn enter_on_a_node_of_the_map_goes_to_its_first_step() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("anti.txt"), format!("{ANTI}\n")).unwrap();
    let mut s = Session::start_sized(&["anti.txt", "--speed", "1"], &[], dir.path(), 24, 90);
    s.wait_text("editing");
    // Forty steps by hand: a paused solve several choices deep.
    for _ in 0..40 {
        s.send("n");
    }
    let paused = s.wait_for("step 40", |sc| pty::counter(sc, "Step") == Some(40));
    assert!(paused.contains("paused"), "{paused}");
    s.send("m");
    let map = s.wait_for("the map", |sc| {
        sc.contains("Map") && pty::map_node(sc, "steps").is_some()
    });
    let current = pty::map_node(&map, "steps").unwrap();
    // Up: the parent of the current choice, which began earlier.
    s.send("\x1b[A");
    let parent = s.wait_for("the parent selected", |sc| {
        pty::map_node(sc, "steps").is_some_and(|f| f < current)
    });
    let target = pty::map_node(&parent, "steps").unwrap();
    assert!(parent.contains(" tried"), "{parent}");
    s.send("\r");
    // The map stays open, now at that step ("map at step N of 40" goes away once the
    // tree stands where the run does); Esc shows the panel.
    s.wait_for("the map at the node's step", |sc| {
        sc.contains("Map")
            && pty::map_node(sc, "steps") == Some(target)
            && !sc.contains("map at step")
    });
    s.send("\x1b");
    let back = s.wait_for("the panel at the node's first step", |sc| {
        !sc.contains(" · steps ") && pty::counter(sc, "Step") == Some(target)
    });
    assert!(back.contains("paused"), "{back}");
    s.quit();
}
