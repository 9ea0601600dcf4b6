//! What a grid of another size than 9x9 offers as the 9x9 grid does: the footer's `G`
//! (the generator makes puzzles of every size) and, once a solve has found a solution
//! and the board has others, `N` (the panel says which solution and whether it is the
//! last); the dialogs drawn over the message of a terminal too
//! small for the grid; hindsight's Wasted line in the brief panel beside the tiny grid.

use super::sized_solve::{on_board, FOUR, FOUR_BACKS};
use super::sizes::sized;
use super::*;
use crate::tui::app::overlays::Overlay;

/// 1 . . . / . . 1 . / . 1 . . / . . . 1 : 18 solutions.
const FOUR_MANY: &str = "1.....1..1.....1";

/// The footer, the screen's last row.
fn footer(a: &mut App, w: u16, h: u16) -> String {
    screen(a, w, h).lines().last().unwrap_or("").to_string()
}

#[test]
fn the_footer_offers_a_new_puzzle_and_the_race_at_every_size() {
    let mut nine = app();
    let f = footer(&mut nine, 200, 50);
    assert!(f.contains("G new"), "{f}");
    assert!(f.contains("R race"), "{f}");
    for n in [4, 6, 16] {
        let mut a = sized(n);
        let f = footer(&mut a, 200, 50);
        assert!(f.contains("G new"), "{n}x{n}: {f}");
        assert!(f.contains("R race"), "{n}x{n}: {f}");
        // And G does open the dialog there.
        a.handle(Action::Edit(EditKey::Generate));
        assert!(
            matches!(a.overlays.last(), Some(Overlay::Generate(_))),
            "{n}x{n}"
        );
    }
}

#[test]
fn the_footer_offers_n_while_the_board_has_solutions_not_yet_found() {
    let mut a = on_board(FOUR_MANY, Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.state(), Progress::Solved);
    let f = footer(&mut a, 200, 50);
    assert!(f.contains("N next solution"), "{f}");
    let s = screen(&mut a, 200, 50);
    assert!(s.contains("Solution 1 (N: next)"), "{s}");
    // Every solution found: N is no longer offered.
    for _ in 1..18 {
        a.handle(Action::Solve(SolveKey::NextSolution));
        a.finish_now();
        assert_eq!(a.state(), Progress::Solved);
    }
    assert_eq!(
        a.sized()
            .unwrap()
            .stage
            .first()
            .unwrap()
            .stepper()
            .stats()
            .solutions,
        18
    );
    let f = footer(&mut a, 200, 50);
    assert!(!f.contains("next solution"), "{f}");
    let s = screen(&mut a, 200, 50);
    assert!(s.contains("Solution 18, the last"), "{s}");
    // A board with one solution never offers it.
    let mut one = on_board(FOUR, Strategy::Naive);
    one.handle(Action::Solve(SolveKey::Finish));
    one.finish_now();
    let f = footer(&mut one, 200, 50);
    assert!(f.contains("Esc editor"), "{f}");
    assert!(!f.contains("next solution"), "{f}");
}

#[test]
fn the_clear_dialog_shows_over_a_terminal_too_small_for_the_grid() {
    let mut a = sized(25);
    let s = screen(&mut a, 30, 14);
    assert!(s.contains("needs 48×32"), "{s}");
    a.handle(Action::Edit(EditKey::ClearAll));
    let s = screen(&mut a, 30, 14);
    assert!(s.contains("Clear the whole grid?"), "{s}");
    assert!(s.contains("y yes"), "the dialog's keys in the footer: {s}");
    snap!(s);
    // Answered, the grid of the size chosen.
    a.handle(Action::Edit(EditKey::Left));
    a.handle(Action::Overlay(OverlayKey::Yes));
    assert_eq!(a.sized().unwrap().side(), 16);
}

#[test]
fn the_new_puzzle_dialog_shows_over_a_terminal_too_small_for_the_grid() {
    let mut a = sized(25);
    a.handle(Action::Edit(EditKey::Generate));
    let s = screen(&mut a, 30, 14);
    assert!(s.contains("25x25"), "{s}");
    assert!(
        s.contains("Esc cancel"),
        "the dialog's keys in the footer: {s}"
    );
    snap!(s);
}

#[test]
fn the_brief_panel_beside_a_tiny_grid_says_what_was_wasted() {
    let mut a = on_board(FOUR_BACKS, Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let s = screen(&mut a, 30, 14);
    assert!(!s.contains("Wasted"), "hindsight off: {s}");
    a.handle(Action::Solve(SolveKey::Hindsight));
    settle(&mut a);
    let wasted = wasted_figure(&a);
    freeze_sized(&mut a);
    let s = screen(&mut a, 30, 14);
    assert!(
        s.lines().any(|l| l.contains(&format!("Wasted {wasted}"))),
        "{s}"
    );
    snap!(s);
}

/// Fixes the elapsed time of the grid's solve, for the snapshot.
fn freeze_sized(a: &mut App) {
    if let Some(r) = a.sized.as_mut().and_then(|s| s.stage.first_mut()) {
        r.elapsed = Duration::from_millis(2);
    }
}
