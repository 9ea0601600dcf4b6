//! The hint on a grid of another size than 9x9, in the real binary in a pseudo-terminal:
//! `H` names the area and the technique, then tells the whole step with its digit in
//! the cell, then places it; `u` takes it back.

#[path = "common/pty.rs"]
mod pty;

use pty::Session;

#[test]
fn h_on_a_4x4_grid_tells_then_places_and_u_takes_it_back() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("four.txt"), "31.2\n4.3.\n2..4\n....\n").unwrap();
    let mut s = Session::start_sized(&["four.txt"], &[], dir.path(), 24, 90);
    let first = s.wait_text("Editing a 4x4 grid");
    assert!(first.contains("Givens   7 of 16"), "{first}");
    s.send("H");
    let named = s.wait_text("hint: look at ");
    assert!(named.contains("single (H again: the"), "{named}");
    s.send("H");
    // Box 1 has its 2 in r2c2 alone: the 2 shown there, not yet placed.
    let told = s.wait_text("(H again: do");
    assert!(told.contains("the 2 fits only r2c2"), "{told}");
    assert!(told.contains("┃  4  │  2  ┃"), "{told}");
    assert!(told.contains("Givens   7 of 16"), "{told}");
    s.send("H");
    let placed = s.wait_text("hint: r2c2 is 2, placed");
    assert!(placed.contains("Givens   8 of 16"), "{placed}");
    s.send("u");
    s.wait_text("Givens   7 of 16");
    s.quit();
}
