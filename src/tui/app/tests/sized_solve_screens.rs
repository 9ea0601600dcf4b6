//! Snapshots of a solve at 4x4 and 16x16 in two terminal sizes each, with the styles
//! that carry meaning: givens bold, the search's digits in its colour, the cell of the
//! last step marked, a digit taken back crossed out, the culprit of a take-back, the
//! summary's colour.

use ratatui::style::Modifier;
use sudoku_engine::solve::Explained;

use super::sized_solve::{on_board, FOUR, FOUR_BACKS, SIXTEEN};
use super::sizes_screens::centre;
use super::*;
use crate::tui::ui::theme;

/// Fixes the elapsed time of the solve on screen.
fn freeze_sized(a: &mut App, ms: u64) {
    if let Some(r) = a.sized.as_mut().and_then(|s| s.stage.first_mut()) {
        r.elapsed = Duration::from_millis(ms);
    }
}

/// A 4x4 puzzle, stepped by hand to its first take-back.
fn four_at_a_take_back() -> App {
    let mut a = on_board(FOUR_BACKS, Strategy::Naive);
    for _ in 0..1000 {
        a.handle(Action::Solve(SolveKey::Step));
        let run = a.sized().unwrap().stage.first().unwrap();
        if matches!(run.story().last(), Some(Explained::Retract { .. })) {
            break;
        }
    }
    freeze_sized(&mut a, 1500);
    a
}

#[test]
fn solving_4x4_large_at_a_take_back() {
    let mut a = four_at_a_take_back();
    let run = a.sized().unwrap().stage.first().unwrap();
    let Some(Explained::Retract { cell, digit, why }) = run.story().last() else {
        panic!("a take-back");
    };
    let culprit = why.cell();
    let buf = draw(&mut a, 90, 24);
    let s = text(&buf);
    assert!(s.contains("Solving a 4x4 grid"), "{s}");
    assert!(s.contains("Placements"), "{s}");
    assert!(s.contains("Retractions 1"), "{s}");
    assert!(s.contains("(taken back)"), "{s}");
    assert!(s.contains("Why"), "{s}");
    // The digit taken back shows where it was, crossed out, in its colour, and the cell
    // is the last step's.
    let (x, y) = centre(&a, 90, 24, cell.index());
    assert_eq!(buf[(x, y)].symbol(), digit.to_string(), "{s}");
    assert_eq!(buf[(x, y)].fg, theme::retracted().fg.unwrap());
    assert!(buf[(x, y)].modifier.contains(Modifier::CROSSED_OUT));
    assert!(buf[(x, y)].modifier.contains(theme::current()));
    // A given stays bold; the culprit of the take-back is marked.
    let (x, y) = centre(&a, 90, 24, 5);
    assert_eq!(buf[(x, y)].symbol(), "2");
    assert!(buf[(x, y)].modifier.contains(Modifier::BOLD));
    if let Some(c) = culprit {
        let (x, y) = centre(&a, 90, 24, c.index());
        assert_eq!(buf[(x, y)].fg, theme::culprit().fg.unwrap(), "{s}");
    }
    snap!(s);
}

#[test]
fn solving_4x4_small_solved() {
    let mut a = on_board(FOUR, Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    freeze_sized(&mut a, 2);
    let buf = draw(&mut a, 30, 14);
    let s = text(&buf);
    assert!(s.contains("solved"), "{s}");
    // The search's digits in its colour, the givens bold.
    let (x, y) = centre(&a, 30, 14, 2);
    assert_eq!(buf[(x, y)].fg, theme::solver().fg.unwrap(), "{s}");
    let (x, y) = centre(&a, 30, 14, 0);
    assert!(buf[(x, y)].modifier.contains(Modifier::BOLD));
    snap!(s);
}

#[test]
fn solving_4x4_solved_summary() {
    let mut a = on_board(FOUR, Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    freeze_sized(&mut a, 2);
    let buf = draw(&mut a, 90, 24);
    let s = text(&buf);
    let row = (0..24)
        .find(|&y| {
            (0..90)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
                .contains("Solved: ")
        })
        .expect("the summary");
    let x = (0..90).find(|&x| buf[(x, row)].symbol() == "S").unwrap();
    assert_eq!(buf[(x, row)].fg, theme::good().fg.unwrap(), "{s}");
    assert!(
        s.contains("Esc editor"),
        "the footer of a finished solve: {s}"
    );
    snap!(s);
}

#[test]
fn solving_16x16_propagate_paused() {
    let mut a = on_board(SIXTEEN, Strategy::Propagate);
    for _ in 0..40 {
        a.handle(Action::Solve(SolveKey::Step));
    }
    freeze_sized(&mut a, 1500);
    let buf = draw(&mut a, 200, 50);
    let s = text(&buf);
    assert!(s.contains("Solving a 16x16 grid"), "{s}");
    assert!(s.contains("paused"), "{s}");
    assert!(s.contains("Deductions  "), "{s}");
    // A deduced digit in the deduction colour, named as the grid names it.
    let run = a.sized().unwrap().stage.first().unwrap();
    let deduced: Vec<usize> = (0..256)
        .filter(|&c| run.stepper().view().is_deduced(c))
        .collect();
    assert!(!deduced.is_empty());
    let (x, y) = centre(&a, 200, 50, deduced[0]);
    assert_eq!(buf[(x, y)].fg, theme::deduced().fg.unwrap(), "{s}");
    snap!(s);
}

#[test]
fn solving_16x16_mrv_small_terminal() {
    let mut a = on_board(SIXTEEN, Strategy::Mrv);
    for _ in 0..30 {
        a.handle(Action::Solve(SolveKey::Step));
    }
    freeze_sized(&mut a, 1500);
    let s = screen(&mut a, 90, 24);
    assert!(
        s.contains("Solving a 16x16 grid") || s.contains("paused"),
        "{s}"
    );
    snap!(s);
}
