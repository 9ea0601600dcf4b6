//! The real binary in a pseudo-terminal at other sizes than 9x9: `--size N` starts an
//! empty grid, digits are typed (those above 9 after `#`), saved in the size's letters,
//! and the saved file opens again.

#[path = "common/pty.rs"]
mod pty;

use pty::Session;

#[test]
fn size_4_type_save_and_open_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start(&["--size", "4"], &[], dir.path());
    s.wait_text("Editing a 4x4 grid");
    s.send("12");
    s.send("0");
    s.send("4");
    s.wait_text("Givens   3 of 16");
    // A digit the size lacks is refused, and says so.
    s.send("5");
    s.wait_text("5 is not a digit of a 4x4 grid");
    s.save_as("four.txt");
    s.wait_text("Saved four.txt");
    let text = std::fs::read_to_string(dir.path().join("four.txt")).unwrap();
    assert_eq!(text, "1204\n0000\n0000\n0000\n");
    // Saved: quitting does not ask.
    s.quit();
    let mut s = Session::start(&["four.txt"], &[], dir.path());
    let screen = s.wait_text("Editing a 4x4 grid");
    // Large cells: the digits in the middle, the empty cell's candidate 3 in its mini-grid.
    assert!(screen.contains("┃  1  │  2  ┃ 3   │  4  ┃"), "{screen}");
    s.send("\r");
    s.wait_text("Solving a 4x4 grid");
    s.quit();
}

#[test]
fn size_16_takes_letters_after_the_prefix() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start_sized(&["--size", "16"], &[], dir.path(), 30, 100);
    s.wait_text("Editing a 16x16 grid");
    s.send("#");
    s.wait_text("Digit above 9");
    s.send("g");
    s.send("#16");
    s.send("#a");
    s.wait_text("Givens   3 of 256");
    // `g` and `a` kept their meaning outside the box: no step, no toggle.
    s.save_as("big.txt");
    s.wait_text("Saved big.txt");
    let text = std::fs::read_to_string(dir.path().join("big.txt")).unwrap();
    assert!(text.starts_with("GGA0000000000000\n"), "{text}");
    assert_eq!(text.lines().count(), 16);
    s.quit();
}
