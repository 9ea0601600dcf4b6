//! The real binary in a pseudo-terminal: `H` in the editor names the area and the
//! technique, then says the whole step and shows it on the grid, then does it: a single's
//! digit placed (`u` takes it back), an elimination struck out of the candidates.

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
    // The digit shown in its cell, marked (bold and underlined, as the pattern is): told,
    // not placed.
    let mut want = PUZZLE.to_string();
    want.replace_range(1..2, "4");
    assert_eq!(grid_on_screen(&told), want);
    assert_eq!(s.cell_marked(1, 7), Some(("4".into(), true, true)));
    s.send("H");
    let placed = s.wait_text("hint: r1c2 is 4, placed");
    assert_eq!(grid_on_screen(&placed), want);
    // Placed: a digit like one typed (bold), no longer underlined.
    assert_eq!(s.cell_marked(1, 7), Some(("4".into(), true, false)));
    s.send("u");
    s.wait_for("the digit taken back", |sc| grid_on_screen(sc) == PUZZLE);
    s.quit();
}

/// Its first step is a pointing: box 4's 5s lie in column 3 (r5c3 and r6c3), so r1c3,
/// r2c3 and r3c3 are not 5.
const POINTING_FIRST: &str =
    "400030000000600800000000001000050090080000600070200000000102700503000040907000000";

/// Where candidate `d` of row `r`, column `c` (from 0) is on a 200x50 screen.
fn candidate(r: u16, c: u16, d: u16) -> (u16, u16) {
    (1 + 4 * r + (d - 1) / 3, 2 + 8 * c + 1 + 2 * ((d - 1) % 3))
}

#[test]
fn h_shows_an_elimination_on_the_candidates_then_strikes_it_out() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("p.txt"), format!("{POINTING_FIRST}\n")).unwrap();
    let mut s = Session::start_sized(&["p.txt"], &[], dir.path(), 50, 200);
    s.wait_text("unique solution");
    let at = |s: &Session, r, c, d| {
        let (row, col) = candidate(r, c, d);
        s.cell_marked(row, col).unwrap()
    };
    for r in 0..3 {
        assert_eq!(at(&s, r, 2, 5).0, "5", "r{}c3 may hold 5", r + 1);
    }
    s.send("H");
    s.wait_text("hint: look at box 4: pointing");
    assert_eq!(at(&s, 4, 2, 5), ("5".into(), false, false), "not yet");
    s.send("H");
    let told = s.wait_text("do it)");
    assert!(told.contains("so r1c3, r2c3 and r3c3 are not 5"), "{told}");
    // The pattern marked; the digits it strikes out still drawn, plain.
    for r in [4, 5] {
        assert_eq!(at(&s, r, 2, 5), ("5".into(), true, true), "r{}c3", r + 1);
    }
    for r in 0..3 {
        let (d, bold, underlined) = at(&s, r, 2, 5);
        assert_eq!(d, "5");
        assert!(!bold && !underlined);
    }
    s.send("H");
    s.wait_text("struck out in the hint's candidates");
    for r in 0..3 {
        assert_eq!(at(&s, r, 2, 5).0, " ", "r{}c3 is not 5", r + 1);
    }
    s.quit();
}
