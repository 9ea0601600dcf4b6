//! The styles that carry meaning, with and without colour; clicks and candidates.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

use super::*;
use crate::tui::ui::geometry::{digit_position, layout, Screen, MIN_HEIGHT, MIN_WIDTH};
use crate::tui::ui::theme;

#[test]
fn a_click_selects_the_cell_under_it() {
    for (w, h) in [(120, 40), (80, 24), (MIN_WIDTH, MIN_HEIGHT)] {
        let mut a = app();
        a.area = Rect::new(0, 0, w, h);
        let s = layout(a.area).unwrap();
        for cell in [0, 13, 40, 80] {
            let (x, y) = digit_position(s, cell);
            a.handle(Action::Edit(EditKey::Click { x, y }));
            assert_eq!(a.editor.cursor, cell, "{w}x{h}");
        }
        // On a line: nothing changes.
        a.handle(Action::Edit(EditKey::Click {
            x: s.grid.x,
            y: s.grid.y,
        }));
        assert_eq!(a.editor.cursor, 80);
    }
}

#[test]
fn candidates_toggle_in_large_cells() {
    let mut a = app();
    // r1c2 may hold 4, 7, 8.
    let s = layout(Rect::new(0, 0, 120, 40)).unwrap();
    let (x, y) = digit_position(s, 1);
    let buf = draw(&mut a, 120, 40);
    assert_eq!(buf[(x - 2, y - 1)].symbol(), " ");
    assert_eq!(buf[(x - 2, y)].symbol(), "4");
    assert_eq!(buf[(x, y + 1)].symbol(), "8");
    a.handle(Action::App(AppKey::ToggleCandidates));
    let buf = draw(&mut a, 120, 40);
    assert_eq!(buf[(x - 2, y)].symbol(), " ");
    assert_eq!(buf[(x, y)].symbol(), "·");
}

/// A cell's digit, colour and modifiers.
type Look = (String, Color, Modifier);

fn cell_style(buf: &Buffer, s: Screen, cell: usize) -> Look {
    let (x, y) = digit_position(s, cell);
    let c = &buf[(x, y)];
    (c.symbol().to_string(), c.fg, c.modifier)
}

/// Style of a cell once the solver has just done `want` there.
fn after_event(no_color: bool, want: fn(Event) -> bool, strategy: Strategy) -> (App, Event) {
    let mut a = App::new(Source::builtin(), strategy, Speed::Rate(10));
    a.no_color = no_color;
    a.now = Instant::now();
    for _ in 0..100_000 {
        a.handle(Action::Solve(SolveKey::Step));
        if let Some(e) = a.run().unwrap().last() {
            if want(e) {
                return (a, e);
            }
        }
    }
    panic!("event not seen");
}

/// Givens and the cursor while editing; clashes.
fn editing_looks(no_color: bool, s: Screen) -> (Look, Look) {
    let mut a = app();
    a.no_color = no_color;
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(1)));
    a.editor.cursor = 40;
    let buf = draw(&mut a, 100, 24);
    let given = cell_style(&buf, s, 2);
    let clash = cell_style(&buf, s, 0);
    let cursor = cell_style(&buf, s, 40);
    assert_eq!(given.0, "3");
    assert!(given.2.contains(Modifier::BOLD));
    assert!(!given.2.contains(Modifier::UNDERLINED));
    assert_eq!(clash.0, "1");
    assert!(clash.2.contains(Modifier::UNDERLINED | Modifier::BOLD));
    assert!(cursor.2.contains(Modifier::REVERSED));
    (given, clash)
}

/// A placement: the current cell, reversed, not bold; then plain, unlike a given.
fn placed_look(no_color: bool, s: Screen, given: &Look) -> Look {
    let (mut a, e) = after_event(
        no_color,
        |e| matches!(e, Event::Place { .. }),
        Strategy::Naive,
    );
    let cell = e.cell().unwrap().index();
    let buf = draw(&mut a, 100, 24);
    let placed = cell_style(&buf, s, cell);
    assert!(placed.2.contains(Modifier::REVERSED));
    assert!(!placed
        .2
        .intersects(Modifier::BOLD | Modifier::ITALIC | Modifier::CROSSED_OUT));
    a.handle(Action::Solve(SolveKey::Step));
    if let Some(Event::Place { cell: c2, .. }) = a.run().unwrap().last() {
        let buf = draw(&mut a, 100, 24);
        let old = cell_style(&buf, s, cell);
        assert!(old.2.is_empty(), "{old:?} at {c2}");
        assert_ne!(old.2, given.2);
    }
    placed
}

/// A retraction: the digit stays visible, crossed out, for a moment.
fn retracted_look(no_color: bool, s: Screen) -> Look {
    let (mut a, e) = after_event(
        no_color,
        |e| matches!(e, Event::Retract { .. }),
        Strategy::Naive,
    );
    let Event::Retract { cell, digit } = e else {
        unreachable!()
    };
    let cell = cell.index();
    let buf = draw(&mut a, 100, 24);
    let retracted = cell_style(&buf, s, cell);
    assert_eq!(retracted.0, digit.to_string());
    assert!(retracted.2.contains(Modifier::CROSSED_OUT));
    // It shows until the next step.
    a.now += crate::tui::app::run::FLASH + Duration::from_millis(1);
    let buf = draw(&mut a, 100, 24);
    assert_eq!(cell_style(&buf, s, cell), retracted);
    a.handle(Action::Solve(SolveKey::Step));
    let buf = draw(&mut a, 100, 24);
    assert!(!cell_style(&buf, s, cell).2.contains(Modifier::CROSSED_OUT));
    retracted
}

/// A deduction: italic, also after later steps and when run in bulk. Returns the look
/// and the screen of the finished solve.
fn deduced_look(no_color: bool, s: Screen) -> (Look, Buffer) {
    let (mut a, e) = after_event(
        no_color,
        |e| matches!(e, Event::Deduce { .. }),
        Strategy::Propagate,
    );
    let buf = draw(&mut a, 100, 24);
    let deduced = cell_style(&buf, s, e.cell().unwrap().index());
    assert!(deduced.2.contains(Modifier::ITALIC));
    assert!(!deduced.2.contains(Modifier::CROSSED_OUT));
    let deduced_cell = e.cell().unwrap();
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let buf = draw(&mut a, 100, 24);
    let run = a.run().unwrap();
    assert!(run.stepper().stats().deductions > 0);
    for c in 0..81 {
        if run.stepper().puzzle().get(c) == 0 {
            let st = cell_style(&buf, s, c);
            assert_eq!(
                st.2.contains(Modifier::ITALIC),
                run.stepper().view().is_deduced(c),
                "cell {c} ({deduced_cell})"
            );
        }
    }
    assert!(
        (0..81)
            .filter(|&c| run.stepper().view().is_deduced(c))
            .count()
            > 1
    );
    (deduced, buf)
}

#[test]
fn styles_carry_meaning_with_and_without_colour() {
    for no_color in [false, true] {
        let s = layout(Rect::new(0, 0, 100, 24)).unwrap();
        let (given, clash) = editing_looks(no_color, s);
        let placed = placed_look(no_color, s, &given);
        let retracted = retracted_look(no_color, s);
        let (deduced, buf) = deduced_look(no_color, s);
        let colours: Vec<Color> = [given.1, clash.1, placed.1, retracted.1, deduced.1].to_vec();
        if no_color {
            assert!(colours.iter().all(|&c| c == Color::Reset), "{colours:?}");
            assert!(buf
                .content()
                .iter()
                .all(|c| c.fg == Color::Reset && c.bg == Color::Reset));
        } else {
            assert_eq!(clash.1, Color::Red);
            assert_eq!(retracted.1, Color::Red);
            assert_eq!(deduced.1, Color::Green);
            assert_eq!(placed.1, Color::Cyan);
        }
        // Every meaning has its own modifiers.
        let mods = [given.2, clash.2, placed.2, retracted.2, deduced.2];
        for i in 0..mods.len() {
            for j in i + 1..mods.len() {
                assert_ne!(mods[i], mods[j], "{i} and {j} look alike ({no_color})");
            }
        }
    }
}

#[test]
fn peers_and_same_digits_are_banded() {
    let mut a = app();
    a.editor.cursor = 0; // holds 1
    let s = layout(Rect::new(0, 0, 100, 24)).unwrap();
    let buf = draw(&mut a, 100, 24);
    let bg = |cell| {
        let (x, y) = digit_position(s, cell);
        buf[(x, y)].bg
    };
    assert_eq!(bg(4), theme::PEER_BG, "same row");
    assert_eq!(bg(27), theme::PEER_BG, "same column");
    assert_eq!(bg(19), theme::PEER_BG, "same box");
    // r2c4 (cell 12) holds 1 too.
    assert_eq!(bg(12), theme::SAME_BG);
    assert_eq!(bg(40), Color::Reset);
}
