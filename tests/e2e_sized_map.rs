//! The map of the search on a grid of another size than 9x9, in the real binary in a
//! pseudo-terminal: a 4x4 file solved to the end with `f`, `m` opens the map naming the
//! grid's cells at the top of the tree, ↓ goes down its choices, Enter goes to that
//! node's first step, Esc closes the map and the panel shows that step.

#[path = "common/pty.rs"]
mod pty;

use pty::Session;

#[test]
fn the_map_of_a_4x4_solve_opens_goes_to_a_node_and_closes() {
    let dir = tempfile::tempdir().unwrap();
    // . . . . / . 2 3 . / . . . 3 / 2 . . 1 : naive takes back many digits on its way.
    std::fs::write(dir.path().join("four.txt"), "....\n.23.\n...3\n2..1\n").unwrap();
    let mut s = Session::start_sized(&["four.txt"], &[], dir.path(), 24, 90);
    s.wait_text("Editing a 4x4 grid");
    s.send("f");
    let solved = s.wait_text("Solved: ");
    let end = pty::counter(&solved, "Step").expect("the step counter");
    s.send("m");
    let map = s.wait_for("the map", |sc| {
        sc.contains("Map") && pty::map_node(sc, "steps").is_some() && !sc.contains("map at step")
    });
    // The choices named in the grid's cells; the top of the tree selected: the first
    // choice on the way to the step shown.
    assert!(map.contains("r1c1="), "{map}");
    assert!(map.contains("Enter go"), "{map}");
    assert_eq!(pty::map_node(&map, "depth"), Some(1), "{map}");
    // Down three times: a choice three deeper, which began before the end.
    for _ in 0..3 {
        s.send("\x1b[B");
    }
    let down = s.wait_for("a deeper choice selected", |sc| {
        pty::map_node(sc, "depth") == Some(4)
    });
    let target = pty::map_node(&down, "steps").unwrap();
    assert!(target < end, "{down}");
    s.send("\r");
    // The map stays open, now at that step.
    s.wait_for("the map at the node's step", |sc| {
        sc.contains("Map")
            && pty::map_node(sc, "steps") == Some(target)
            && !sc.contains("map at step")
    });
    s.send("\x1b");
    let back = s.wait_for("the panel at the node's first step", |sc| {
        !sc.contains(" · steps ") && pty::counter(sc, "Step") == Some(target)
    });
    assert!(back.contains("Solving a 4x4 grid"), "{back}");
    assert!(!back.contains("Solved: "), "{back}");
    s.quit();
}
