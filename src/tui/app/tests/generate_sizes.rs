//! The new-puzzle dialog's size line: the size on screen first, the grade and the
//! symmetry for 9x9 only, and a puzzle of another size opened in the editor of every
//! size, as an edit that undo takes back.

use ratatui::style::Modifier;
use sudoku_engine::generate::sized;
use sudoku_engine::generate::{Generator, Options};
use sudoku_engine::shape::Shape;

use super::sizes::sized;
use super::*;
use crate::tui::app::overlays::GenerateBox;

fn shape(n: usize) -> Shape {
    Shape::for_side(n).unwrap()
}

/// The line under the dialog's cursor.
fn line(a: &App) -> String {
    format!("{:?}", dialog(a).field)
}

fn dialog(a: &App) -> &GenerateBox {
    match a.overlays.last() {
        Some(Overlay::Generate(g)) => g,
        other => panic!("no dialog on top: {other:?}"),
    }
}

/// Starts the open dialog's puzzle with `seed`, and polls as the event loop does until
/// the dialog has it.
fn make(a: &mut App, seed: u64) {
    let Some(Overlay::Generate(g)) = a.overlays.last_mut() else {
        panic!("no dialog");
    };
    g.start(seed);
    let until = Instant::now() + Duration::from_secs(60);
    while a.generating() {
        assert!(Instant::now() < until, "no puzzle after 60 s");
        assert!(
            a.next_wake().is_some(),
            "the loop keeps waking while it works"
        );
        a.poll_status();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(a.overlays.is_empty(), "the dialog closes with its puzzle");
}

#[test]
fn the_size_line_goes_round_every_size_and_the_grade_is_for_9x9() {
    let mut a = app();
    a.handle(Action::Edit(EditKey::Generate));
    assert_eq!(dialog(&a).shape, Shape::NINE, "the grid on screen's size");
    assert_eq!(line(&a), "Difficulty");
    a.handle(Action::Edit(EditKey::Up));
    assert_eq!(line(&a), "Size", "the last line, round");
    let mut seen = vec![];
    for _ in 0..7 {
        a.handle(Action::Edit(EditKey::Right));
        seen.push(dialog(&a).shape.side());
    }
    assert_eq!(seen, [12, 16, 25, 4, 6, 8, 9]);
    a.handle(Action::Edit(EditKey::Left));
    assert_eq!(dialog(&a).shape, shape(8));
    // At 8x8 the grade and the symmetry do not apply: the cursor stays on the size.
    assert!(!dialog(&a).graded());
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Up),
            Action::Edit(EditKey::Down),
            Action::Edit(EditKey::Down),
        ],
    );
    assert_eq!(line(&a), "Size");
    let options = dialog(&a).options;
    a.handle(Action::Edit(EditKey::Right));
    assert_eq!(dialog(&a).shape, Shape::NINE);
    assert_eq!(dialog(&a).options, options, "the grade was kept");
    a.handle(Action::Edit(EditKey::Down));
    assert_eq!(line(&a), "Difficulty");
    a.handle(Action::Overlay(OverlayKey::Close));
    assert!(a.overlays.is_empty());
}

#[test]
fn a_puzzle_of_another_size_opens_in_its_editor_and_undo_brings_9x9_back() {
    let mut a = app();
    let old = a.editor.puzzle;
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Generate),
            Action::Edit(EditKey::Up),
            Action::Edit(EditKey::Left),
        ],
    );
    assert_eq!(dialog(&a).shape, shape(8));
    make(&mut a, 41);
    let made = sized::puzzle(shape(8), 41, 0);
    let s = a.sized().expect("the editor of every size");
    assert_eq!(s.board, made.puzzle);
    assert_eq!(s.origin_label(), "generated, 8x8, seed 41");
    assert!(s.dirty, "not saved anywhere yet");
    let givens = made.puzzle.filled();
    assert_eq!(
        a.message.as_deref(),
        Some(format!("New 8x8 puzzle, {givens} givens (u undoes)").as_str())
    );
    let sc = screen(&mut a, 90, 24);
    assert!(sc.contains("generated, 8x8, seed 41"), "{sc}");
    // Saving asks for a path.
    a.handle(Action::Edit(EditKey::Save));
    match a.overlays.last() {
        Some(Overlay::SavePrompt(p)) => assert_eq!(p.line.text, "puzzle.txt"),
        other => panic!("{other:?}"),
    }
    // The layout saved by default is named at the grid's size.
    let sc = screen(&mut a, 90, 24);
    assert!(sc.contains("anything else: 8 lines of digits"), "{sc}");
    a.handle(Action::Overlay(OverlayKey::Close));
    a.handle(Action::Edit(EditKey::Undo));
    assert!(a.sized().is_none(), "back to the 9x9 grid");
    assert_eq!(a.editor.puzzle, old);
}

#[test]
fn over_a_grid_of_another_size_the_dialog_starts_there_and_undo_takes_it_back() {
    let mut a = sized(4);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Digit(1)),
            Action::Edit(EditKey::Generate),
        ],
    );
    assert_eq!(dialog(&a).shape, shape(4));
    assert_eq!(line(&a), "Size");
    let typed = a.sized().unwrap().board.clone();
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Left),
            Action::Edit(EditKey::Right),
            Action::Edit(EditKey::Right),
        ],
    );
    assert_eq!(dialog(&a).shape, shape(6));
    make(&mut a, 9);
    let made = sized::puzzle(shape(6), 9, 0);
    assert_eq!(a.sized().unwrap().board, made.puzzle);
    assert_eq!(a.sized().unwrap().origin_label(), "generated, 6x6, seed 9");
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.sized().unwrap().board, typed, "the 4x4 grid as it was");
    a.handle(Action::Edit(EditKey::Redo));
    assert_eq!(a.sized().unwrap().board, made.puzzle);
    // The next dialog starts on the size on screen.
    a.handle(Action::Edit(EditKey::Generate));
    assert_eq!(dialog(&a).shape, shape(6));
}

#[test]
fn a_9x9_puzzle_over_unsaved_edits_of_another_size_asks_for_a_second_enter() {
    let mut a = sized(4);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Digit(1)),
            Action::Edit(EditKey::Generate),
            Action::Edit(EditKey::Left),
        ],
    );
    assert_eq!(dialog(&a).shape, shape(25));
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Right),
            Action::Edit(EditKey::Right),
            Action::Edit(EditKey::Right),
            Action::Edit(EditKey::Right),
        ],
    );
    assert_eq!(dialog(&a).shape, Shape::NINE);
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(!a.generating(), "a warning first");
    let sc = screen(&mut a, 90, 24);
    assert!(sc.contains("The 4x4 grid has unsaved edits"), "{sc}");
    // Another choice takes the warning back.
    keys(
        &mut a,
        &[Action::Edit(EditKey::Left), Action::Edit(EditKey::Right)],
    );
    let sc = screen(&mut a, 90, 24);
    assert!(!sc.contains("unsaved edits"), "{sc}");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(!a.generating());
    make(&mut a, 5);
    assert!(a.sized().is_none(), "the 9x9 grid, with the new puzzle");
    let made = Generator::new(5, Options::default()).puzzle(0);
    assert_eq!(a.editor.puzzle, made.puzzle);
    assert!(a
        .editor
        .origin_label()
        .starts_with("generated, medium, seed 5"));
}

#[test]
fn a_9x9_puzzle_over_a_saved_grid_of_another_size_needs_one_enter() {
    let mut a = sized(16);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Generate),
            Action::Edit(EditKey::Left),
            Action::Edit(EditKey::Left),
        ],
    );
    assert_eq!(dialog(&a).shape, Shape::NINE);
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(a.generating());
    a.handle(Action::Overlay(OverlayKey::Close));
    assert!(!a.generating());
    std::thread::sleep(Duration::from_millis(300));
    a.poll_status();
    assert_eq!(a.sized().unwrap().shape(), shape(16), "dropped after Esc");
}

#[test]
fn generate_dialog_other_size() {
    let mut a = sized(4);
    keys(
        &mut a,
        &[Action::Edit(EditKey::Generate), Action::Edit(EditKey::Left)],
    );
    let buf = draw(&mut a, 90, 24);
    let s = text(&buf);
    assert!(s.contains("25x25: one solution"), "{s}");
    snap!(s);
    // The grade and symmetry lines are dim; the size line is the cursor's.
    let at = |needle: &str| {
        let y = s.lines().position(|l| l.contains(needle)).unwrap() as u16;
        let x = s.lines().nth(y as usize).unwrap().find(needle).unwrap();
        let x = s.lines().nth(y as usize).unwrap()[..x].chars().count() as u16;
        &buf[(x, y)]
    };
    assert!(at("Difficulty").modifier.contains(Modifier::DIM));
    assert!(at("Symmetric").modifier.contains(Modifier::DIM));
    assert!(at("25x25 ▸").modifier.contains(Modifier::REVERSED));
    assert!(!at("Size").modifier.contains(Modifier::DIM));
}
