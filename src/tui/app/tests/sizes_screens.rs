//! Snapshots of the editor at 4x4, 16x16 and 25x25 in several terminal sizes, with
//! the styles that carry meaning: givens bold, clashes, the cursor, the candidates.

use ratatui::style::Modifier;
use sudoku_engine::shape::Shape;

use super::sizes::sized;
use super::*;
use crate::tui::app::overlays::Overlay;
use crate::tui::ui::board::{self, layout};
use crate::tui::ui::geometry::Size;
use crate::tui::ui::theme;

/// Where a cell's digit (its centre) is drawn at `w`×`h`, on the grid of another size.
pub(super) fn centre(a: &App, w: u16, h: u16, cell: usize) -> (u16, u16) {
    let shape = a.sized().unwrap().shape();
    let s = layout(Rect::new(0, 0, w, h), shape).unwrap();
    let (x, y) = digit_offset(s.size, shape, cell);
    (s.grid.x + x, s.grid.y + y)
}

/// Where a cell's digit (its centre) is drawn in a grid of `shape` drawn at `size`, from
/// the grid's top left.
pub(super) fn digit_offset(size: Size, shape: Shape, cell: usize) -> (u16, u16) {
    let (cw, ch) = board::cell_dims(size, shape);
    let find = |across: bool, n: usize, o: u16| {
        board::slots(size, shape, across)
            .iter()
            .position(|&x| x == board::Slot::Cell(n, o))
            .unwrap() as u16
    };
    let n = shape.side();
    (find(true, cell % n, cw / 2), find(false, cell / n, ch / 2))
}

fn four_by_four() -> App {
    let mut a = sized(4);
    // 1 2 | . .
    // . . | 1 .
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Digit(1)),
            Action::Edit(EditKey::Digit(2)),
            Action::Edit(EditKey::Down),
            Action::Edit(EditKey::Digit(1)),
        ],
    );
    a
}

#[test]
fn editing_4x4_large_with_candidates() {
    let mut a = four_by_four();
    let buf = draw(&mut a, 90, 24);
    let s = text(&buf);
    assert_eq!(
        layout(Rect::new(0, 0, 90, 24), Shape::for_side(4).unwrap())
            .unwrap()
            .size,
        Size::Large
    );
    // r1c1 holds a given, bold; r2c1 is empty: its candidates are 3 and 4 in a 2x2
    // mini-grid (row 2 of it), dim.
    let (x, y) = centre(&a, 90, 24, 0);
    assert_eq!(buf[(x, y)].symbol(), "1");
    assert!(buf[(x, y)].modifier.contains(Modifier::BOLD));
    let (x, y) = centre(&a, 90, 24, 4);
    assert_eq!(buf[(x - 1, y)].symbol(), "3", "{s}");
    assert_eq!(buf[(x - 1, y)].fg, theme::candidate().fg.unwrap());
    assert_eq!(buf[(x + 1, y)].symbol(), "4", "{s}");
    // The cursor, on r2c4 after the 1 typed at r2c3: reversed.
    assert_eq!(a.sized().unwrap().cursor, 7);
    let (x, y) = centre(&a, 90, 24, 7);
    assert!(buf[(x, y)].modifier.contains(theme::cursor()), "{s}");
    assert!(s.contains("Editing a 4x4 grid"), "{s}");
    snap!(s);
}

#[test]
fn editing_4x4_small() {
    let mut a = four_by_four();
    let s = screen(&mut a, 30, 14);
    assert!(s.contains("4x4"), "{s}");
    snap!(s);
}

#[test]
fn editing_16x16_with_a_clash() {
    let mut a = sized(16);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::BigDigit),
            Action::Overlay(OverlayKey::Input('g')),
            Action::Edit(EditKey::Digit(3)),
        ],
    );
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::BigDigit),
            Action::Overlay(OverlayKey::Input('g')),
        ],
    );
    let buf = draw(&mut a, 90, 24);
    let s = text(&buf);
    let (x, y) = centre(&a, 90, 24, 2);
    assert_eq!(buf[(x, y)].symbol(), "G");
    assert!(
        buf[(x, y)].modifier.contains(Modifier::UNDERLINED),
        "a clash"
    );
    assert_eq!(buf[(x, y)].fg, theme::clash().fg.unwrap());
    let (x, y) = centre(&a, 90, 24, 1);
    assert_eq!(buf[(x, y)].symbol(), "3");
    assert!(
        !buf[(x, y)].modifier.contains(Modifier::UNDERLINED),
        "no clash"
    );
    assert!(s.contains("digit G appears twice in row 1: r1c1"), "{s}");
    assert!(s.contains("# 10+"), "the footer names the prefix: {s}");
    snap!(s);
}

#[test]
fn editing_16x16_large_terminal() {
    let mut a = sized(16);
    a.sized.as_mut().unwrap().cursor = 17;
    let s = screen(&mut a, 200, 50);
    assert!(s.contains("r2c2 empty"), "{s}");
    snap!(s);
}

#[test]
fn editing_25x25_large_terminal() {
    let text25 = include_str!("../../../../puzzles/size-25x25.txt");
    let mut a = app();
    a.paste(text25);
    assert_eq!(a.sized().unwrap().side(), 25);
    let buf = draw(&mut a, 200, 50);
    let (x, y) = centre(&a, 200, 50, 3);
    // r1c4 holds M... whatever the puzzle has there, a given is bold.
    assert!(buf[(x, y)].symbol() != " ");
    snap!(text(&buf));
}

#[test]
fn editing_25x25_needs_a_larger_terminal() {
    let mut a = sized(25);
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("A 25x25 grid"), "{s}");
    assert!(s.contains("needs 48×32"), "{s}");
    snap!(s);
}

#[test]
fn the_clear_dialog_shows_the_size() {
    let mut a = app();
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Edit(EditKey::Right),
        ],
    );
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("Clear the whole grid?"), "{s}");
    assert!(s.contains("new grid ← 12x12 →"), "{s}");
    snap!(s);
}

#[test]
fn the_picker_previews_a_sixteen_by_sixteen_sample() {
    use crate::tui::samples::SAMPLES;
    let mut a = sized(16);
    a.handle(Action::Edit(EditKey::Open));
    let selected = |a: &App| match a.overlays.last() {
        Some(Overlay::Picker(p)) => p.0.entries[p.0.selected].name.clone(),
        _ => panic!("the picker is open"),
    };
    // Up to the built-in samples (above the files), in, then down to the 16x16 one.
    for _ in 0..5 {
        if !selected(&a).starts_with("built-in") {
            a.handle(Action::Overlay(OverlayKey::PickerUp));
        }
    }
    a.handle(Action::Overlay(OverlayKey::PickerEnter));
    assert!(SAMPLES.iter().any(|s| s.name == "size-16x16.txt"));
    for _ in 0..SAMPLES.len() + 1 {
        if selected(&a) != "size-16x16.txt" {
            a.handle(Action::Overlay(OverlayKey::PickerDown));
        }
    }
    assert_eq!(selected(&a), "size-16x16.txt");
    let s = screen(&mut a, 120, 40);
    assert!(s.contains("16x16, 1 puzzle"), "{s}");
    snap!(s);
}
