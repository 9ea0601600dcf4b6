//! The map of the search in the real binary, in a pseudo-terminal: `m` opens it over a
//! paused solve at the top of the tree, ↓ goes down a choice at a time, Enter goes to
//! that node's first step, and once the map is closed the panel's Step counter shows
//! that step.

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
    let top = pty::map_node(&map, "steps").unwrap();
    // Down three choices from the top: naive places one a step there, so the third
    // began later than the top.
    for _ in 0..3 {
        s.send("\x1b[B");
    }
    let deeper = s.wait_for("a deeper choice selected", |sc| {
        pty::map_node(sc, "steps").is_some_and(|f| f > top)
    });
    let target = pty::map_node(&deeper, "steps").unwrap();
    assert!(deeper.contains(" tried"), "{deeper}");
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
