//! Grids of other sizes than 9x9, key by key on the state: moves, digits (those above 9
//! after `#`), clashes, undo, the clear dialog's size, pastes, switching, saving, and
//! the solve keys (solving itself: sized_solve.rs).

use sudoku_engine::board::Board;
use sudoku_engine::format::parse_boards;
use sudoku_engine::shape::Shape;

use super::*;
use crate::tui::app::overlays::Overlay;
use crate::tui::files::boards::BoardSource;

fn shape(n: usize) -> Shape {
    Shape::for_side(n).unwrap()
}

/// The app on an empty grid of side `n`, as `--size n` starts it.
pub(super) fn sized(n: usize) -> App {
    let mut a = app();
    a.open_sized(BoardSource::empty(shape(n)));
    a
}

fn board(a: &App) -> &Board {
    &a.sized().expect("a grid of another size").board
}

#[test]
fn the_cursor_wraps_at_the_grid_s_own_edges() {
    let mut a = sized(4);
    keys(&mut a, &[Action::Edit(EditKey::Left)]);
    assert_eq!(a.sized().unwrap().cursor, 3);
    keys(&mut a, &[Action::Edit(EditKey::Up)]);
    assert_eq!(a.sized().unwrap().cursor, 15);
    keys(
        &mut a,
        &[Action::Edit(EditKey::Right), Action::Edit(EditKey::Down)],
    );
    assert_eq!(a.sized().unwrap().cursor, 0);
    let mut a = sized(25);
    keys(
        &mut a,
        &[Action::Edit(EditKey::Up), Action::Edit(EditKey::Left)],
    );
    assert_eq!(a.sized().unwrap().cursor, 624);
}

#[test]
fn digits_are_typed_and_those_the_size_lacks_are_refused() {
    let mut a = sized(4);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Digit(1)),
            Action::Edit(EditKey::Digit(2)),
            Action::Edit(EditKey::Blank),
            Action::Edit(EditKey::Digit(4)),
        ],
    );
    assert_eq!(board(&a).to_line(), "1204000000000000");
    assert_eq!(a.sized().unwrap().cursor, 4);
    a.handle(Action::Edit(EditKey::Digit(5)));
    assert_eq!(board(&a).get(4), 0, "nothing written");
    let m = a.message.clone().unwrap();
    assert!(m.contains("5 is not a digit of a 4x4 grid"), "{m}");
    a.handle(Action::Edit(EditKey::BigDigit));
    assert!(a.overlays.is_empty());
    assert_eq!(
        a.message.as_deref(),
        Some("A 4x4 grid has the digits 1 to 4")
    );
}

#[test]
fn a_digit_above_nine_is_a_letter_or_a_number_after_the_prefix() {
    let mut a = sized(16);
    a.handle(Action::Edit(EditKey::BigDigit));
    assert_eq!(a.mode(), KeyMode::Entry);
    a.handle(Action::Overlay(OverlayKey::Input('g')));
    assert!(a.overlays.is_empty());
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::BigDigit),
            Action::Overlay(OverlayKey::Input('1')),
            Action::Overlay(OverlayKey::Input('0')),
        ],
    );
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::BigDigit),
            Action::Overlay(OverlayKey::Input('1')),
            Action::Overlay(OverlayKey::Submit),
        ],
    );
    assert_eq!(&board(&a).cells()[..3], &[16, 10, 1]);
    // A letter beyond the grid is refused in the box, which stays open.
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::BigDigit),
            Action::Overlay(OverlayKey::Input('q')),
        ],
    );
    assert_eq!(a.mode(), KeyMode::Entry);
    a.handle(Action::Overlay(OverlayKey::Close));
    assert_eq!(board(&a).filled(), 3);
    // The keys the letters are on keep their meaning outside the box.
    a.handle(Action::Edit(EditKey::Right));
    assert_eq!(a.sized().unwrap().cursor, 4);
}

#[test]
fn the_key_table_maps_the_prefix_and_the_letters_after_it() {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let key = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
    let mut a = sized(16);
    let action = crate::tui::app::keymap::for_key(a.mode(), key('#')).unwrap();
    assert_eq!(action, Action::Edit(EditKey::BigDigit));
    a.handle(action);
    let action = crate::tui::app::keymap::for_key(a.mode(), key('g')).unwrap();
    assert_eq!(action, Action::Overlay(OverlayKey::Input('g')));
    a.handle(action);
    assert_eq!(board(&a).get(0), 16);
}

#[test]
fn clashes_are_flagged_and_undo_and_redo_walk_the_edits() {
    let mut a = sized(6);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Digit(6)),
            Action::Edit(EditKey::Digit(6)),
        ],
    );
    let s = a.sized().unwrap();
    assert_eq!(&s.clashing()[..3], &[true, true, false]);
    assert_eq!(
        s.first_clash().as_deref(),
        Some("digit 6 appears twice in row 1: r1c1 and r1c2")
    );
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(board(&a).filled(), 1);
    assert_eq!(a.sized().unwrap().cursor, 1, "on the cell undone");
    a.handle(Action::Edit(EditKey::Redo));
    assert_eq!(board(&a).filled(), 2);
    keys(
        &mut a,
        &[Action::Edit(EditKey::Undo), Action::Edit(EditKey::Undo)],
    );
    assert_eq!(board(&a).filled(), 0);
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.message.as_deref(), Some("Nothing to undo"));
    assert!(a.sized().is_some(), "started at this size: it stays");
}

#[test]
fn the_clear_dialog_asks_for_a_size_and_undo_brings_the_nine_by_nine_grid_back() {
    let mut a = app();
    a.handle(Action::Edit(EditKey::Digit(7)));
    let nine = a.editor.puzzle;
    a.handle(Action::Edit(EditKey::ClearAll));
    assert_eq!(a.mode(), KeyMode::Question);
    // 9x9, then 12x12 and 16x16.
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Right),
            Action::Edit(EditKey::Right),
            Action::Overlay(OverlayKey::Yes),
        ],
    );
    assert_eq!(board(&a).shape(), shape(16));
    assert_eq!(board(&a).filled(), 0);
    assert_eq!(a.message.as_deref(), Some("Grid cleared: 16x16 (u undoes)"));
    a.handle(Action::Edit(EditKey::Digit(3)));
    keys(
        &mut a,
        &[Action::Edit(EditKey::Undo), Action::Edit(EditKey::Undo)],
    );
    assert!(a.sized().is_none(), "back to the 9x9 editor");
    assert_eq!(a.editor.puzzle, nine, "as it was");
    // From 9x9 to 9x9 the clear is today's.
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Overlay(OverlayKey::Yes),
        ],
    );
    assert_eq!(a.editor.puzzle, Grid::empty());
    assert_eq!(a.message.as_deref(), Some("Grid cleared (u undoes)"));
    // Left from 9x9 wraps down through the sizes: 8x8.
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Edit(EditKey::Left),
            Action::Overlay(OverlayKey::Yes),
        ],
    );
    assert_eq!(board(&a).shape(), shape(8));
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Edit(EditKey::Left),
            Action::Edit(EditKey::Left),
            Action::Edit(EditKey::Left),
            Action::Overlay(OverlayKey::No),
        ],
    );
    assert_eq!(board(&a).shape(), shape(8), "no: nothing changes");
}

#[test]
fn solving_another_size_works_and_loses_nothing() {
    let mut a = sized(16);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Digit(5)),
            Action::Edit(EditKey::Digit(6)),
        ],
    );
    let before = board(&a).clone();
    assert!(a.run().is_none() && a.racing().is_none());
    a.strategy = Strategy::Mrv;
    for action in [
        Action::Solve(SolveKey::Start),
        Action::Solve(SolveKey::Step),
        Action::Solve(SolveKey::Finish),
    ] {
        a.handle(action);
        assert_ne!(a.state(), Progress::Editing, "{action:?}");
        a.handle(Action::Solve(SolveKey::Stop));
        assert_eq!(a.state(), Progress::Editing);
    }
    assert_eq!(board(&a), &before);
    assert!(a.sized().unwrap().dirty);
}

#[test]
fn quitting_with_edits_asks_first() {
    let mut a = sized(4);
    let effect = a.handle(Action::App(AppKey::Quit));
    assert_eq!(effect, Some(Effect::Quit), "nothing typed: quits");
    let mut a = sized(4);
    a.handle(Action::Edit(EditKey::Digit(2)));
    assert_eq!(a.handle(Action::App(AppKey::Quit)), None);
    assert_eq!(a.mode(), KeyMode::Question);
}

#[test]
fn a_pasted_grid_of_another_size_replaces_the_grid_and_undo_brings_back_the_nine() {
    let mut a = app();
    let nine = a.editor.puzzle;
    a.paste("12..\n..12\n21..\n..21\n");
    assert_eq!(board(&a).to_line(), "1200001221000021");
    assert_eq!(a.message.as_deref(), Some("Pasted a 4x4 puzzle (u undoes)"));
    a.paste(&"0".repeat(36));
    assert_eq!(board(&a).shape(), shape(6), "a paste over a paste");
    keys(
        &mut a,
        &[Action::Edit(EditKey::Undo), Action::Edit(EditKey::Undo)],
    );
    assert!(a.sized().is_none());
    assert_eq!(a.editor.puzzle, nine);
    // Several puzzles open as a collection, of mixed sizes.
    a.paste(&format!(
        "{}\n{}\n",
        "1".to_string() + &"0".repeat(15),
        "0".repeat(64)
    ));
    let s = a.sized().unwrap();
    assert_eq!((s.source.count(), s.side()), (2, 4));
    a.handle(Action::Edit(EditKey::NextPuzzle));
    assert_eq!(a.sized().unwrap().side(), 8);
    a.handle(Action::Edit(EditKey::NextPuzzle));
    assert_eq!(a.message.as_deref(), Some("Already at the last puzzle"));
    // A 9x9 paste over another size goes back to the 9x9 editor.
    a.paste(BAEKJOON);
    assert!(a.sized().is_none());
    assert_eq!(a.editor.puzzle, Grid::from_line(BAEKJOON).unwrap());
}

#[test]
fn saving_writes_the_size_s_letters_and_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sixteen.txt");
    let mut a = sized(16);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::BigDigit),
            Action::Overlay(OverlayKey::Input('p')),
        ],
    );
    assert_eq!(a.mode(), KeyMode::Entry, "P is 25: refused in the box");
    keys(
        &mut a,
        &[
            Action::Overlay(OverlayKey::Input('g')),
            Action::Edit(EditKey::Digit(9)),
        ],
    );
    a.handle(Action::Edit(EditKey::Save));
    assert_eq!(a.mode(), KeyMode::SavePrompt);
    type_in(&mut a, &path.display().to_string());
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(
        a.overlays.is_empty(),
        "{:?}",
        a.overlays.last().map(Overlay::mode)
    );
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("G900000000000000\n"), "{text}");
    let back = parse_boards("sixteen.txt", text.as_bytes()).unwrap();
    assert_eq!(&back.puzzles[0].board, board(&a));
    let s = a.sized().unwrap();
    assert!(!s.dirty);
    assert!(s.origin_label().ends_with("sixteen.txt"));
    // Written back into its own file: no question.
    a.handle(Action::Edit(EditKey::Digit(1)));
    a.handle(Action::Edit(EditKey::Save));
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(a.overlays.is_empty());
    assert!(std::fs::read_to_string(&path).unwrap().starts_with("G910"));
}

#[test]
fn an_eight_by_eight_grid_is_named_with_its_article() {
    let mut a = app();
    a.paste(&"0".repeat(64));
    assert_eq!(board(&a).shape(), shape(8));
    assert_eq!(
        a.message.as_deref(),
        Some("Pasted an 8x8 puzzle (u undoes)")
    );
    let s = screen(&mut a, 90, 30);
    assert!(s.contains("Editing an 8x8 grid"), "{s}");
    let s = screen(&mut a, 20, 10);
    assert!(s.contains("An 8x8 grid"), "{s}");
}
