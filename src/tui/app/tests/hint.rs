//! The hint key in the editor: the area and the technique, then the whole step, then the
//! step done; an edit starts it afresh; a grid with nothing to reason about is refused.

use sudoku_engine::solve::logic::{self, words, Board};

use super::*;

/// The hint example of docs/REFERENCE.md: its first step is a pointing (box 4, the 5s in column 3).
const POINTING_FIRST: &str =
    "400030000000600800000000001000050090080000600070200000000102700503000040907000000";

fn first_step(puzzle: &str) -> logic::Step {
    let g = Grid::from_line(puzzle).unwrap();
    logic::next_step(&Board::new(&g), true).unwrap()
}

fn message(a: &App) -> &str {
    a.message.as_deref().unwrap_or("")
}

#[test]
fn h_is_the_hint_key_in_the_editor_only() {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let h = KeyEvent::new(KeyCode::Char('H'), KeyModifiers::SHIFT);
    assert_eq!(
        crate::tui::app::keymap::for_key(KeyMode::Editing, h),
        Some(Action::Edit(EditKey::Hint))
    );
    assert_eq!(crate::tui::app::keymap::for_key(KeyMode::Solving, h), None);
}

#[test]
fn a_single_is_named_then_told_then_placed_as_an_undoable_edit() {
    let mut a = on(BAEKJOON, Strategy::Naive);
    let step = first_step(BAEKJOON);
    let placed = step.placement.expect("a single comes first");
    let (cell, digit) = (placed.cell.index(), placed.digit.get());
    let before = a.editor.puzzle;

    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(
        message(&a),
        format!("hint: {} (H again: the whole step)", words::hint(&step))
    );
    assert!(message(&a).starts_with("hint: look at "));
    assert!(
        !message(&a).contains(&format!(" is {digit}")),
        "no answer yet"
    );
    assert_eq!(a.editor.puzzle, before);

    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(
        message(&a),
        format!("hint: {} (H again: do it)", words::describe(&step))
    );
    assert_eq!(a.editor.puzzle, before);

    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(a.editor.puzzle.get(cell), digit);
    assert_eq!(
        digit,
        ANSWER.as_bytes()[cell] - b'0',
        "the solution's digit"
    );
    assert_eq!(a.editor.cursor, cell);
    assert!(a.editor.dirty);
    assert!(message(&a).contains("placed"), "{}", message(&a));

    // The next press starts on the grid with the digit in.
    a.handle(Action::Edit(EditKey::Hint));
    let next = logic::next_step(&Board::new(&a.editor.puzzle), true).unwrap();
    assert_eq!(
        message(&a),
        format!("hint: {} (H again: the whole step)", words::hint(&next))
    );

    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.editor.puzzle, before, "undo takes the digit back");
}

#[test]
fn an_elimination_is_struck_out_of_the_hints_candidates_and_the_next_press_looks_further() {
    let mut a = on(POINTING_FIRST, Strategy::Naive);
    let step = first_step(POINTING_FIRST);
    assert!(step.placement.is_none(), "an elimination comes first");
    let before = a.editor.puzzle;

    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(
        message(&a),
        "hint: look at box 4: pointing (H again: the whole step)"
    );
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(
        message(&a),
        "hint: pointing: in box 4 the 5s lie in column 3, so r1c3, r2c3 and r3c3 are not 5 \
         (H again: do it)"
    );
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(
        a.editor.puzzle, before,
        "the grid keeps no candidates to change"
    );
    assert_eq!(
        message(&a),
        format!(
            "hint: struck out in the hint's candidates: {} (H: the next hint)",
            words::eliminations(&step.eliminations)
        )
    );

    // The fourth press reasons from the candidates with those struck out.
    let mut board = Board::new(&before);
    logic::apply(&mut board, &step);
    let next = logic::next_step(&board, true).unwrap();
    assert_ne!(next, step);
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(
        message(&a),
        format!("hint: {} (H again: the whole step)", words::hint(&next))
    );
}

#[test]
fn an_edit_starts_the_hint_afresh() {
    let mut a = on(POINTING_FIRST, Strategy::Naive);
    let first = format!(
        "hint: {} (H again: the whole step)",
        words::hint(&first_step(POINTING_FIRST))
    );
    keys(
        &mut a,
        &[Action::Edit(EditKey::Hint), Action::Edit(EditKey::Hint)],
    );
    assert!(message(&a).contains("(H again: do it)"));

    // A cursor move is no edit: the sequence goes on.
    keys(
        &mut a,
        &[Action::Edit(EditKey::Right), Action::Edit(EditKey::Hint)],
    );
    assert!(
        message(&a).starts_with("hint: struck out"),
        "{}",
        message(&a)
    );

    // A digit typed and taken back: the grid is as it was, the hint starts over.
    a.editor.cursor = 1;
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Digit(2)),
            Action::Edit(EditKey::Undo),
            Action::Edit(EditKey::Hint),
        ],
    );
    assert_eq!(a.editor.puzzle, Grid::from_line(POINTING_FIRST).unwrap());
    assert_eq!(message(&a), first);
}

#[test]
fn a_grid_with_clashes_is_refused() {
    let mut a = on(BAEKJOON, Strategy::Naive);
    let before = a.editor.puzzle;
    a.editor.cursor = 1; // r1c2, beside the 1 of r1c1
    keys(
        &mut a,
        &[Action::Edit(EditKey::Digit(1)), Action::Edit(EditKey::Hint)],
    );
    assert_eq!(
        message(&a),
        "No hint: the grid has clashes (digit 1 appears twice in row 1: r1c1 and r1c2)"
    );
    assert_ne!(a.editor.puzzle, before);
    a.handle(Action::Edit(EditKey::Hint));
    assert!(message(&a).starts_with("No hint: the grid has clashes"));
}

#[test]
fn a_grid_without_a_solution_is_refused() {
    let mut a = on(NO_SOLUTION, Strategy::Naive);
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(message(&a), "No hint: the grid has no solution");
    assert_eq!(a.editor.puzzle, Grid::from_line(NO_SOLUTION).unwrap());
}

#[test]
fn a_complete_grid_is_refused() {
    let mut a = on(ANSWER, Strategy::Naive);
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(message(&a), "No hint: the grid is complete");
}

#[test]
fn a_grid_that_needs_a_guess_is_refused_saying_so() {
    let mut a = on(&".".repeat(81), Strategy::Naive);
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(
        message(&a),
        "No hint: no technique applies, the next step needs a guess"
    );
    assert_eq!(a.editor.puzzle, Grid::empty());
}

#[test]
fn the_hint_waits_for_the_editor_during_a_solve() {
    let mut a = on(BAEKJOON, Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Step));
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(message(&a), "Esc returns to the editor");
}

#[test]
fn a_hint_on_the_editor_screen() {
    let mut a = on(POINTING_FIRST, Strategy::Naive);
    a.handle(Action::Edit(EditKey::Hint));
    snap!("hint_editor", screen(&mut a, 90, 24));
}
