//! The real binary in a pseudo-terminal: `H` in the editor names the area and the
//! technique, then says the whole step, then places its digit; `u` takes it back.

#[path = "common/pty.rs"]
mod pty;

use pty::{grid_on_screen, Session, PUZZLE};

#[test]
fn h_hints_tells_then_places_and_u_takes_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start_sized(&[], &[], dir.path(), 24, 90);
    let first = s.wait_text("unique solution");
    assert_eq!(grid_on_screen(&first), PUZZLE);
    s.send("H");
    let named = s.wait_text("hint: look at ");
    assert!(named.contains("(H again: the"), "{named}");
    assert!(
        !named.contains("r1c2 is 4"),
        "no answer on the first press: {named}"
    );
    s.send("H");
    let told = s.wait_text("do it)");
    assert!(told.contains("r1c2"), "{told}");
    assert_eq!(grid_on_screen(&told), PUZZLE, "nothing changed yet");
    s.send("H");
    let placed = s.wait_text("hint: r1c2 is 4, placed");
    let mut want = PUZZLE.to_string();
    want.replace_range(1..2, "4");
    assert_eq!(grid_on_screen(&placed), want);
    s.send("u");
    s.wait_for("the digit taken back", |sc| grid_on_screen(sc) == PUZZLE);
    s.quit();
}
