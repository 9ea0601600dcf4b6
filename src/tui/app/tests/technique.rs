//! A logic step on screen: the why line says the technique in words, the candidates view
//! shows each candidate it struck out (dim and crossed out, not by colour alone) and marks
//! its pattern's cells.

use std::time::Duration;

use ratatui::style::Modifier;

use super::*;
use crate::tui::ui::geometry::{digit_position, layout};

/// One solution; a pointing comes early (box 4, the 8s in column 3).
const POINTING: &str =
    "730120940600070000080400000010004000000000106200009400000700209060000085000002000";

/// Where candidate `d` of `cell` is drawn in a large grid.
fn candidate_at(area: Rect, cell: usize, d: u8) -> (u16, u16) {
    let s = layout(area).unwrap();
    let (x, y) = digit_position(s, cell);
    let i = u16::from(d - 1);
    (x - 3 + (i % 3) * 2 + 1, y - 1 + i / 3)
}

fn at_the_first_pointing() -> App {
    let mut a = on(POINTING, Strategy::Logic);
    step_until(&mut a, |e| matches!(e, Explained::Eliminate { .. }));
    a
}

#[test]
fn a_pointing_step_in_words_and_on_the_candidates() {
    let mut a = at_the_first_pointing();
    let step = a
        .run()
        .unwrap()
        .story()
        .technique(a.run().unwrap().position())
        .cloned()
        .expect("a technique step");
    let (w, h) = (120, 40);
    let buf = draw(&mut a, w, h);
    let s = text(&buf);
    assert!(s.contains("pointing: in box 4 the 8s lie in"), "{s}");
    let area = Rect::new(0, 0, w, h);
    // Each candidate struck out: still drawn, dim and crossed out.
    assert!(!step.eliminations.is_empty());
    for e in &step.eliminations {
        let (x, y) = candidate_at(area, e.cell.index(), e.digit.get());
        let c = &buf[(x, y)];
        assert_eq!(c.symbol(), e.digit.to_string(), "{}", e.cell);
        assert!(
            c.modifier.contains(Modifier::CROSSED_OUT | Modifier::DIM),
            "{c:?}"
        );
    }
    // The pattern's digits: bold and underlined.
    for p in &step.pattern {
        for d in 1..=9u8 {
            if p.digits >> (d - 1) & 1 == 0 {
                continue;
            }
            let c = &buf[candidate_at(area, p.cell.index(), d)];
            assert_eq!(c.symbol(), d.to_string());
            assert!(
                c.modifier.contains(Modifier::BOLD | Modifier::UNDERLINED),
                "{c:?}"
            );
            assert!(!c.modifier.contains(Modifier::CROSSED_OUT));
        }
    }
    snap!("technique_pointing_120x40", s);
}

#[test]
fn the_candidates_are_the_searchs_own_once_struck_out() {
    let mut a = at_the_first_pointing();
    let step = a
        .run()
        .unwrap()
        .story()
        .technique(a.run().unwrap().position())
        .cloned()
        .unwrap();
    let (cell, d) = (
        step.eliminations[0].cell.index(),
        step.eliminations[0].digit.get(),
    );
    // The next step: the digit struck out is no longer drawn as a candidate.
    a.handle(Action::Solve(SolveKey::Step));
    let area = Rect::new(0, 0, 120, 40);
    let buf = draw(&mut a, 120, 40);
    if a.run()
        .unwrap()
        .stepper()
        .cell(step.eliminations[0].cell)
        .is_none()
    {
        assert_eq!(
            buf[candidate_at(area, cell, d)].symbol(),
            " ",
            "{}",
            text(&buf)
        );
    }
    // Going back shows the step again as it was.
    a.handle(Action::Solve(SolveKey::StepBack));
    let again = draw(&mut a, 120, 40);
    let c = &again[candidate_at(area, cell, d)];
    assert!(c.modifier.contains(Modifier::CROSSED_OUT), "{c:?}");
}

#[test]
fn a_technique_breakpoint_pauses_at_its_next_step_and_goes_on_to_the_next() {
    let mut a = on(POINTING, Strategy::Logic);
    a.handle(Action::Solve(SolveKey::Breakpoints));
    a.handle(Action::Overlay(OverlayKey::BreakTechnique));
    type_in(&mut a, "naked pair");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert_eq!(
        a.nine.breakpoints().technique,
        Some(sudoku_engine::solve::logic::Technique::NakedPair)
    );
    assert!(screen(&mut a, 90, 24).contains("naked_pair"));
    a.handle(Action::Solve(SolveKey::Start));
    let mut t = a.now;
    let mut stops = Vec::new();
    for _ in 0..2 {
        for _ in 0..2000 {
            t += Duration::from_millis(50);
            a.tick(t, t + Duration::from_millis(50));
            if a.state() != Progress::Solving {
                break;
            }
        }
        assert_eq!(a.state(), Progress::Paused);
        let run = a.run().unwrap();
        let at = run.position();
        let step = run.story().technique(at).cloned().unwrap();
        assert_eq!(step.technique.key(), "naked_pair");
        assert!(a
            .message
            .as_deref()
            .unwrap()
            .starts_with("Breakpoint: technique naked pair"));
        let s = screen(&mut a, 90, 24);
        assert!(s.contains("naked pair: in "), "{s}");
        stops.push(at);
        a.handle(Action::Solve(SolveKey::PauseResume));
    }
    assert!(stops[1] > stops[0], "{stops:?}");
    // A name that is none: said so, nothing armed.
    let mut a = on(POINTING, Strategy::Logic);
    a.handle(Action::Solve(SolveKey::Breakpoints));
    a.handle(Action::Overlay(OverlayKey::BreakTechnique));
    type_in(&mut a, "x wings");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(screen(&mut a, 90, 24).contains("'x wings' is not a technique"));
    assert_eq!(a.nine.breakpoints().technique, None);
}

#[test]
fn a_pattern_cell_is_marked_without_candidates_too() {
    let mut a = at_the_first_pointing();
    let step = a
        .run()
        .unwrap()
        .story()
        .technique(a.run().unwrap().position())
        .cloned()
        .unwrap();
    // The usual size: a compact grid, no candidates; the pattern's empty cells marked.
    let area = Rect::new(0, 0, 90, 24);
    let buf = draw(&mut a, 90, 24);
    let s = layout(area).unwrap();
    for p in &step.pattern {
        let c = &buf[digit_position(s, p.cell.index())];
        assert_eq!(c.symbol(), "·");
        assert!(
            c.modifier.contains(Modifier::BOLD | Modifier::UNDERLINED),
            "{c:?}"
        );
    }
    assert!(text(&buf).contains("pointing: in box 4"), "{}", text(&buf));
}
