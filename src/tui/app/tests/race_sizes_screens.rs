//! Snapshots of the race on grids of other sizes: a 4x4 race paused at one of naive's
//! take-backs in the usual terminal and in a small split pane, a 16x16 race over in a
//! large terminal, with the styles that carry meaning: givens bold, the search's digits
//! in its colour, a digit taken back crossed out, places and states in their colours,
//! the line of the strategy that sits out.

use ratatui::style::Modifier;
use sudoku_engine::solve::Explained;

use super::race_sizes::{racing_board, run_to_the_end, SIXTEEN_EASY};
use super::sized_solve::FOUR_BACKS;
use super::sizes_screens::digit_offset;
use super::*;
use crate::tui::ui::race::layout::{self, Field};
use crate::tui::ui::race::table::Table;
use crate::tui::ui::theme;

/// Times that do not depend on the machine: 4.2 s on the race's clock, 20 ns a step.
fn freeze(a: &mut App) {
    let race = a.sized.as_mut().and_then(|s| s.stage.race_mut()).unwrap();
    for i in 0..race.len() {
        let run = race.runs_mut().get_mut(i).unwrap();
        run.elapsed = Duration::from_millis(4200);
        let steps = run.stepper().stats().steps;
        race.boards_mut()[i].busy = Duration::from_nanos(20 * steps);
    }
}

/// Where the digit of `cell` of board `k` (of those shown) is drawn on a `w`x`h` screen.
fn centre(a: &App, w: u16, h: u16, k: usize, cell: usize) -> (u16, u16) {
    let race = a.racing().and_then(Racing::any).unwrap();
    let shape = race.runs_iter().next().unwrap().stepper().shape();
    let field = Field {
        boards: race.len(),
        grid: shape,
        sitting_out: true,
    };
    let rows = crate::tui::app::race::view::results(race);
    let table = rows.map(|r| {
        let t = Table::fit(&r, w);
        (t.width() as u16, t.height() as u16)
    });
    let s = layout::screen(Rect::new(0, 0, w, h), &field, table).unwrap();
    let b = s.boards.unwrap();
    let r = b.rects[k];
    let top = match b.shape {
        layout::Shape::Below | layout::Shape::Brief => r.y + 1,
        _ => r.y,
    };
    let (x, y) = digit_offset(b.size, shape, cell);
    (r.x + x, top + y)
}

/// Where `text` starts on the screen.
fn find(buf: &Buffer, text: &str) -> (u16, u16) {
    for y in 0..buf.area.height {
        let line: Vec<&str> = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
        let joined: String = line.concat();
        if let Some(i) = joined.find(text) {
            return (joined[..i].chars().count() as u16, y);
        }
    }
    panic!("no {text} on screen");
}

/// A 4x4 race paused at a take-back of naive's once mrv and propagate have ended: one
/// whose culprit is another cell.
fn four_at_a_take_back() -> (App, usize, u8) {
    let mut a = racing_board(FOUR_BACKS, Speed::Rate(10));
    a.handle(Action::Solve(SolveKey::PauseResume));
    for step in 1..100 {
        a.handle(Action::Solve(SolveKey::Step));
        let race = a.racing().and_then(Racing::any).unwrap();
        let naive = race.runs_iter().next().unwrap();
        if let Some(Explained::Retract { cell, digit, why }) = naive.story().last() {
            if step < 12 || why.cell() == Some(cell) {
                continue;
            }
            let cell = cell.index();
            freeze(&mut a);
            return (a, cell, digit);
        }
    }
    panic!("naive takes a digit back");
}

#[test]
fn race_4x4_paused_90x24() {
    let (mut a, cell, digit) = four_at_a_take_back();
    let buf = draw(&mut a, 90, 24);
    let s = text(&buf);
    for want in [
        "naive",
        "mrv",
        "propagate",
        "Placements",
        "Retractions",
        "paused",
    ] {
        assert!(s.contains(want), "{want}: {s}");
    }
    assert!(s.contains("logic sits out: it solves 9x9 grids only, and this grid is 4x4"));
    // Naive's digit taken back, crossed out where it was, on the last step's cell.
    let (x, y) = centre(&a, 90, 24, 0, cell);
    assert_eq!(buf[(x, y)].symbol(), digit.to_string(), "{s}");
    assert_eq!(buf[(x, y)].fg, theme::retracted().fg.unwrap());
    assert!(buf[(x, y)].modifier.contains(Modifier::CROSSED_OUT));
    // A given is bold on every board; mrv's own digits are in the search's colour.
    let puzzle = a.sized().unwrap().board.clone();
    let given = (0..16).find(|&c| puzzle.get(c) != 0).unwrap();
    for k in 0..3 {
        let (x, y) = centre(&a, 90, 24, k, given);
        assert!(buf[(x, y)].modifier.contains(Modifier::BOLD), "board {k}");
    }
    let (x, y) = centre(&a, 90, 24, 1, 0);
    assert_eq!(buf[(x, y)].fg, theme::solver().fg.unwrap(), "{s}");
    // Naive pauses (reversed), mrv and propagate ended first, together.
    let (x, y) = find(&buf, "paused ");
    assert!(buf[(x, y)].modifier.contains(Modifier::REVERSED));
    assert_eq!(s.matches("1st").count(), 2, "{s}");
    let (x, y) = find(&buf, "1st");
    assert_eq!(buf[(x, y)].fg, theme::good().fg.unwrap());
    let (x, y) = find(&buf, "logic sits out");
    assert_eq!(buf[(x, y)].fg, theme::label().fg.unwrap());
    snap!("race_4x4_paused_90x24", s);
}

#[test]
fn race_4x4_paused_30x14() {
    let (mut a, cell, digit) = four_at_a_take_back();
    let buf = draw(&mut a, 30, 14);
    let s = text(&buf);
    // One board, its counters in a narrow column beside it: Tab shows the others.
    assert!(s.contains("naive") && !s.contains("mrv"), "{s}");
    assert!(s.contains("1 of 3  Tab the others"), "{s}");
    assert!(s.contains("Placements"), "{s}");
    let (x, y) = centre(&a, 30, 14, 0, cell);
    assert_eq!(buf[(x, y)].symbol(), digit.to_string(), "{s}");
    assert!(buf[(x, y)].modifier.contains(Modifier::CROSSED_OUT));
    let (x, y) = find(&buf, "Tab");
    assert_eq!(buf[(x, y)].fg, theme::key().fg.unwrap());
    assert!(buf[(x, y)].modifier.contains(Modifier::BOLD));
    a.handle(Action::Solve(SolveKey::NextBoards));
    let s2 = screen(&mut a, 30, 14);
    assert!(s2.contains("mrv") && !s2.contains("naive"), "{s2}");
    snap!("race_4x4_paused_30x14", s);
}

#[test]
fn race_16x16_over_200x50() {
    let mut a = racing_board(SIXTEEN_EASY, Speed::Rate(1_000_000_000));
    run_to_the_end(&mut a);
    // The wasted steps once each board's tree has caught up.
    settle(&mut a);
    freeze(&mut a);
    let buf = draw(&mut a, 200, 50);
    let s = text(&buf);
    for want in ["1st", "2nd", "3rd", "wasted", "Solved in 80 steps", "16x16"] {
        assert!(s.contains(want), "{want}: {s}");
    }
    assert!(s.contains("logic sits out: it solves 9x9 grids only, and this grid is 16x16"));
    assert!(!s.contains('…'), "every board's waste is known: {s}");
    // Digits above 9 as letters; givens bold, the search's digits in its colour (naive
    // and mrv place them, propagate deduces them).
    let puzzle = a.sized().unwrap().board.clone();
    let given = (0..256).find(|&c| puzzle.get(c) > 9).unwrap();
    let found = (0..256).find(|&c| puzzle.get(c) == 0).unwrap();
    for k in 0..3 {
        let (x, y) = centre(&a, 200, 50, k, given);
        assert!(buf[(x, y)].modifier.contains(Modifier::BOLD), "board {k}");
        assert!(buf[(x, y)].symbol().chars().all(|c| c.is_ascii_uppercase()));
        // Propagate deduces every digit it writes here.
        let style = if k == 2 {
            theme::deduced()
        } else {
            theme::solver()
        };
        let (x, y) = centre(&a, 200, 50, k, found);
        assert_eq!(buf[(x, y)].fg, style.fg.unwrap(), "board {k}");
    }
    let (x, y) = find(&buf, "Solved in 80 steps");
    assert_eq!(buf[(x, y)].fg, theme::good().fg.unwrap());
    snap!("race_16x16_over_200x50", s);
}
