//! `w` after a solve saves the solution on screen, at every size: under its own name
//! (`solution.txt` proposed), never into the puzzle's file, and the puzzle's edits stay
//! unsaved.

use sudoku_engine::board::Board;
use sudoku_engine::format::parse_boards;
use sudoku_engine::shape::Shape;

use super::*;
use crate::tui::files::boards::BoardSource;

/// The app on an empty grid of side `n` (the built-in 9x9 sample for 9) with one digit
/// typed, solved to the end.
fn solved(n: usize) -> App {
    let mut a = App::new(Source::builtin(), Strategy::Mrv, Speed::Rate(10));
    if n != 9 {
        let shape = Shape::for_side(n).unwrap();
        a.open_sized(BoardSource::empty(shape));
        a.handle(Action::Edit(EditKey::Digit(2)));
    }
    a.handle(Action::Solve(SolveKey::Start));
    a.finish_now();
    assert_eq!(a.state(), Progress::Solved, "{n}x{n}");
    a
}

/// The puzzle being edited, as a board of any size.
fn givens(a: &App) -> Board {
    match a.sized() {
        Some(s) => s.board.clone(),
        None => Board::from(&a.editor.puzzle),
    }
}

/// The puzzle has edits not yet saved.
fn dirty(a: &App) -> bool {
    match a.sized() {
        Some(s) => s.dirty,
        None => a.editor.dirty,
    }
}

#[test]
fn w_after_a_solve_saves_the_solution_at_every_size() {
    let dir = tempfile::tempdir().unwrap();
    for n in [4, 6, 8, 9, 12, 16] {
        let mut a = solved(n);
        let (puzzle, was_dirty) = (givens(&a), dirty(&a));
        a.handle(Action::Edit(EditKey::Save));
        match a.overlays.last() {
            Some(Overlay::SavePrompt(p)) => {
                assert_eq!(p.line.text, "solution.txt", "{n}x{n}");
                assert!(p.solution, "{n}x{n}");
            }
            other => panic!("{n}x{n}: no save prompt: {other:?}"),
        }
        let path = dir.path().join(format!("solution-{n}.txt"));
        type_in(&mut a, &path.display().to_string());
        a.handle(Action::Overlay(OverlayKey::Submit));
        assert!(a.overlays.is_empty(), "{n}x{n}: {:?}", a.overlays.last());
        let text = std::fs::read_to_string(&path).unwrap();
        let saved = &parse_boards("s.txt", text.as_bytes()).unwrap().puzzles[0].board;
        assert!(saved.is_complete(), "{n}x{n}: not the solution:\n{text}");
        assert!(saved.solves(&puzzle), "{n}x{n}:\n{text}");
        // The puzzle is as it was: still from where it came, its edits still unsaved.
        assert_eq!(givens(&a), puzzle, "{n}x{n}");
        assert_eq!(dirty(&a), was_dirty, "{n}x{n}");
        assert_eq!(a.state(), Progress::Solved, "{n}x{n}");
    }
}
