//! The hint told on the grid: the second press marks the step's pattern, crosses out the
//! candidates it strikes out and shows the digit it places in its cell, without changing
//! the puzzle; the grid's candidates are the hint's own, those struck out gone.

use ratatui::style::Modifier;
use sudoku_engine::solve::logic::{self, Board};

use sudoku_engine::grid::cell_name;

use super::*;
use crate::tui::ui::geometry::{digit_position, layout, Size};

/// Its first step is a pointing (box 4, the 5s in column 3).
const POINTING_FIRST: &str =
    "400030000000600800000000001000050090080000600070200000000102700503000040907000000";

fn first_step(puzzle: &str) -> logic::Step {
    let g = Grid::from_line(puzzle).unwrap();
    logic::next_step(&Board::new(&g), true).unwrap()
}

/// The candidates a step strikes out, as (cell index, digit).
fn struck(step: &logic::Step) -> Vec<(usize, u8)> {
    let e = step.eliminations.iter();
    e.map(|e| (e.cell.index(), e.digit.get())).collect()
}

/// A step's pattern, as (cell index, digits).
fn pattern(step: &logic::Step) -> Vec<(usize, u16)> {
    step.pattern
        .iter()
        .map(|p| (p.cell.index(), p.digits))
        .collect()
}

/// The digit a step places, as (cell index, digit).
fn placed(step: &logic::Step) -> (usize, u8) {
    let p = step.placement.expect("a single comes first");
    (p.cell.index(), p.digit.get())
}

/// Where candidate `d` of `cell` is drawn in a large grid.
fn candidate_at(area: Rect, cell: usize, d: u8) -> (u16, u16) {
    let s = layout(area).unwrap();
    let (x, y) = digit_position(s, cell);
    let i = u16::from(d - 1);
    (x - 3 + (i % 3) * 2 + 1, y - 1 + i / 3)
}

fn marked(m: Modifier) -> bool {
    m.contains(Modifier::BOLD | Modifier::UNDERLINED)
}

/// The pattern's digits marked and the eliminations crossed out, in a large grid.
fn assert_step_on_candidates(buf: &Buffer, area: Rect, step: &logic::Step) {
    assert!(!step.eliminations.is_empty());
    for &(cell, d) in &struck(step) {
        let c = &buf[candidate_at(area, cell, d)];
        assert_eq!(c.symbol(), d.to_string(), "{}", cell_name(cell));
        assert!(
            c.modifier.contains(Modifier::CROSSED_OUT | Modifier::DIM),
            "{c:?}"
        );
    }
    for &(cell, digits) in &pattern(step) {
        for d in (1..=9u8).filter(|d| digits >> (d - 1) & 1 != 0) {
            let c = &buf[candidate_at(area, cell, d)];
            assert_eq!(c.symbol(), d.to_string());
            assert!(marked(c.modifier), "{c:?}");
            assert!(!c.modifier.contains(Modifier::CROSSED_OUT));
        }
    }
}

#[test]
fn the_first_press_marks_nothing_the_second_the_whole_step() {
    let mut a = on(POINTING_FIRST, Strategy::Naive);
    let step = first_step(POINTING_FIRST);
    let grid = a.editor.puzzle;
    assert_eq!(a.hint.marks(&grid), None, "no hint asked yet");

    a.handle(Action::Edit(EditKey::Hint));
    let m = a.hint.marks(&grid).expect("the hint's candidates");
    assert_eq!(m.known, Some(std::array::from_fn(|c| grid.candidates(c))));
    assert_eq!((m.struck, m.pattern), ([0; 81], [0; 81]), "only words yet");

    a.handle(Action::Edit(EditKey::Hint));
    let m = a.hint.marks(&grid).unwrap();
    for c in 0..81 {
        let gone: u16 = struck(&step)
            .iter()
            .filter(|e| e.0 == c)
            .map(|e| 1 << (e.1 - 1))
            .sum();
        assert_eq!(m.struck[c], gone, "{}", cell_name(c));
    }
    assert_eq!(
        pattern(&step).iter().map(|p| p.0).collect::<Vec<_>>(),
        (0..81).filter(|&c| m.pattern[c] != 0).collect::<Vec<_>>()
    );
    assert_eq!(m.placed, None, "an elimination places nothing");
    assert_eq!(a.editor.puzzle, grid, "told, not done");

    // Another grid: the hint is not about it.
    let mut other = grid;
    other.set(1, 2);
    assert_eq!(a.hint.marks(&other), None);
}

#[test]
fn an_elimination_told_at_200x50_is_crossed_out_in_the_candidates() {
    let mut a = on(POINTING_FIRST, Strategy::Naive);
    let step = first_step(POINTING_FIRST);
    keys(
        &mut a,
        &[Action::Edit(EditKey::Hint), Action::Edit(EditKey::Hint)],
    );
    let area = Rect::new(0, 0, 200, 50);
    assert_eq!(layout(area).unwrap().size, Size::Large);
    let buf = draw(&mut a, 200, 50);
    assert_step_on_candidates(&buf, area, &step);
    let s = text(&buf);
    assert!(s.contains("so r1c3, r2c3 and r3c3 are not 5"), "{s}");
    snap!("hint_step_200x50", s);
}

#[test]
fn an_elimination_done_is_gone_from_the_candidates_at_200x50() {
    let mut a = on(POINTING_FIRST, Strategy::Naive);
    let step = first_step(POINTING_FIRST);
    let area = Rect::new(0, 0, 200, 50);
    // Before: the digits the step strikes out are candidates of the givens.
    let before = draw(&mut a, 200, 50);
    for &(cell, d) in &struck(&step) {
        assert_eq!(before[candidate_at(area, cell, d)].symbol(), d.to_string());
    }
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Hint),
            Action::Edit(EditKey::Hint),
            Action::Edit(EditKey::Hint),
        ],
    );
    let buf = draw(&mut a, 200, 50);
    for &(cell, d) in &struck(&step) {
        let c = &buf[candidate_at(area, cell, d)];
        assert_eq!(c.symbol(), " ", "{} {d}: {}", cell_name(cell), text(&buf));
    }
    // Nothing marked any more, and the pattern's 5s plain candidates again.
    let (cell, digits) = pattern(&step)[0];
    let c = &buf[candidate_at(area, cell, digits.trailing_zeros() as u8 + 1)];
    assert!(!marked(c.modifier), "{c:?}");
    // An edit: the candidates are the givens' again.
    a.editor.cursor = 80;
    keys(
        &mut a,
        &[Action::Edit(EditKey::Digit(1)), Action::Edit(EditKey::Undo)],
    );
    let again = draw(&mut a, 200, 50);
    for &(cell, d) in &struck(&step) {
        assert_eq!(again[candidate_at(area, cell, d)].symbol(), d.to_string());
    }
}

#[test]
fn an_elimination_told_at_90x24_marks_the_patterns_cells() {
    let mut a = on(POINTING_FIRST, Strategy::Naive);
    let step = first_step(POINTING_FIRST);
    let area = Rect::new(0, 0, 90, 24);
    let s = layout(area).unwrap();
    assert_ne!(s.size, Size::Large);
    a.handle(Action::Edit(EditKey::Hint));
    let buf = draw(&mut a, 90, 24);
    for &(cell, _) in &pattern(&step) {
        assert!(!marked(buf[digit_position(s, cell)].modifier));
    }
    a.handle(Action::Edit(EditKey::Hint));
    let buf = draw(&mut a, 90, 24);
    for &(cell, _) in &pattern(&step) {
        let c = &buf[digit_position(s, cell)];
        assert_eq!(c.symbol(), "·");
        assert!(marked(c.modifier), "{}: {c:?}", cell_name(cell));
    }
    // The cells it strikes from are not marked: only words say them.
    for &(cell, _) in &struck(&step) {
        assert!(!marked(buf[digit_position(s, cell)].modifier));
    }
    snap!("hint_step_90x24", text(&buf));
}

#[test]
fn a_single_told_shows_its_digit_in_its_cell_without_placing_it() {
    let mut a = on(BAEKJOON, Strategy::Naive);
    let step = first_step(BAEKJOON);
    let (cell, digit) = placed(&step);
    let before = a.editor.puzzle;
    keys(
        &mut a,
        &[Action::Edit(EditKey::Hint), Action::Edit(EditKey::Hint)],
    );
    assert_eq!(a.hint.marks(&before).unwrap().placed, step.placement);
    assert_eq!(a.editor.puzzle, before, "told, not done");
    for (w, h) in [(90, 24), (200, 50), (30, 14)] {
        let area = Rect::new(0, 0, w, h);
        let s = layout(area).unwrap();
        let buf = draw(&mut a, w, h);
        let c = &buf[digit_position(s, cell)];
        assert_eq!(c.symbol(), digit.to_string(), "{w}x{h}: {}", text(&buf));
        assert!(marked(c.modifier), "{w}x{h}: {c:?}");
        assert_eq!(c.fg, ratatui::style::Color::Cyan);
    }
    // The third press places it: an edit like a typed digit, no longer marked.
    a.handle(Action::Edit(EditKey::Hint));
    assert_eq!(a.editor.puzzle.get(cell), digit);
    let area = Rect::new(0, 0, 90, 24);
    let buf = draw(&mut a, 90, 24);
    let c = &buf[digit_position(layout(area).unwrap(), cell)];
    assert_eq!(c.symbol(), digit.to_string());
    assert!(!c.modifier.contains(Modifier::UNDERLINED), "{c:?}");
}

#[test]
fn the_hint_is_not_drawn_over_a_solve() {
    let mut a = on(BAEKJOON, Strategy::Naive);
    let step = first_step(BAEKJOON);
    let (cell, digit) = placed(&step);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Hint),
            Action::Edit(EditKey::Hint),
            Action::Solve(SolveKey::Step),
        ],
    );
    assert!(a.run().is_some());
    let area = Rect::new(0, 0, 90, 24);
    let buf = draw(&mut a, 90, 24);
    let c = &buf[digit_position(layout(area).unwrap(), cell)];
    let marked_digit = c.symbol() == digit.to_string() && marked(c.modifier);
    assert!(!marked_digit, "{c:?}");
}
