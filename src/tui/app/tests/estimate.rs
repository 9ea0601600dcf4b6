//! The estimate in the editor's panel: the size of the search to come beside the
//! verdict, following the puzzle and the strategy; against the count once it has ended.

use sudoku_engine::solve::estimate::estimate;

use super::*;
use crate::tui::app::forecast;
use crate::tui::words::numbers::grouped;

fn foreseeing(puzzle: &str, strategy: Strategy) -> App {
    let mut a = on(puzzle, strategy);
    a.forecast = Forecast::on_the_spot();
    a.ask_forecast();
    a
}

fn about(puzzle: &Grid, strategy: Strategy) -> String {
    forecast::about_count(estimate(puzzle, strategy, 64, 0))
}

#[test]
fn the_editor_says_how_long_the_search_will_be() {
    let mut a = foreseeing(HARD, Strategy::Naive);
    let p = a.editor.puzzle;
    let line = a.estimate_line().expect("an estimate");
    assert!(
        line.starts_with(&format!(
            "naive: about {} steps, about ",
            about(&p, Strategy::Naive)
        )),
        "{line}"
    );
    assert!(line.ends_with(" at 10/s"), "{line}");
    // It follows the strategy of the next solve and the puzzle as typed.
    a.handle(Action::Edit(EditKey::CycleStrategy));
    let s = a.strategy;
    assert!(a.estimate_line().unwrap().starts_with(&format!(
        "{}: about {} steps",
        s.name(),
        about(&p, s)
    )));
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(9)));
    let q = a.editor.puzzle;
    assert_ne!(p, q);
    assert!(a.estimate_line().unwrap().starts_with(&format!(
        "{}: about {} steps",
        s.name(),
        about(&q, s)
    )));
}

#[test]
fn the_estimate_shows_beside_the_verdict_at_three_sizes() {
    let mut a = foreseeing(HARD, Strategy::Mrv);
    for (w, h) in [(30, 14), (90, 24), (200, 50)] {
        let screen = screen(&mut a, w, h);
        snap!(format!("estimate_editing_{w}x{h}"), screen);
        if w >= 90 {
            let status = screen.lines().position(|l| l.contains("Status")).unwrap();
            let line = screen.lines().nth(status + 1).unwrap();
            assert!(
                line.contains("Estimate") && line.contains("mrv: about"),
                "{line}"
            );
        }
    }
}

#[test]
fn once_the_search_ends_the_prediction_stands_against_the_count() {
    for strategy in Strategy::ALL {
        let mut a = foreseeing(HARD, strategy);
        let p = a.editor.puzzle;
        a.handle(Action::Solve(SolveKey::Finish));
        a.finish_now();
        let steps = a.run().unwrap().stepper().stats().steps;
        let line = a.estimate_line().expect("predicted against actual");
        assert!(
            line.starts_with(&format!(
                "about {} steps, took {} (",
                about(&p, strategy),
                grouped(steps)
            )),
            "{line}"
        );
        let buf = draw(&mut a, 90, 24);
        assert!(text(&buf).contains("took"), "{strategy:?}");
    }
    // Without the forecast (and while a search goes on) nothing is said.
    let mut a = on(HARD, Strategy::Naive);
    assert_eq!(a.estimate_line(), None);
    let mut b = foreseeing(HARD, Strategy::Naive);
    b.handle(Action::Solve(SolveKey::Step));
    assert_eq!(b.estimate_line(), None);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.estimate_line(), None);
}

#[test]
fn no_estimate_for_clashing_givens() {
    let mut a = foreseeing(HARD, Strategy::Naive);
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(4)));
    assert_eq!(a.estimate_line(), None);
}

/// Where the editing panel is short, the strategy's description gives way before the
/// message under the counters: after a stopped solve at 60x18 the message is in sight.
#[test]
fn a_short_panel_keeps_the_message_before_the_strategys_description() {
    let mut a = app();
    a.forecast = Forecast::on_the_spot();
    a.ask_forecast();
    for _ in 0..5 {
        a.handle(Action::Solve(SolveKey::Step));
    }
    a.handle(Action::Solve(SolveKey::Stop));
    let small = screen(&mut a, 60, 18);
    assert!(small.contains("Stopped"), "{small}");
    assert!(!small.contains("row-major"), "{small}");
    // With room, both.
    let large = screen(&mut a, 90, 40);
    assert!(large.contains("Stopped"), "{large}");
    assert!(large.contains("row-major"), "{large}");
}
