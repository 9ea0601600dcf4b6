//! Solving: starting, pausing, stepping, finishing, stopping, at every speed.

use super::*;
use sudoku_engine::shape::Spot;

#[test]
fn strategy_cycles() {
    let mut a = app();
    assert_eq!(a.strategy, Strategy::ALL[0]);
    // Every strategy in turn, then the first again.
    for &s in Strategy::ALL[1..].iter().chain(&Strategy::ALL[..1]) {
        a.handle(Action::Edit(EditKey::CycleStrategy));
        assert_eq!(a.strategy, s);
    }
    a.handle(Action::Solve(SolveKey::Start));
    a.handle(Action::Edit(EditKey::CycleStrategy));
    assert_eq!(a.strategy, Strategy::ALL[0], "not during a solve");
    // Once the solve is over, the strategy changes again.
    a.finish_now();
    a.handle(Action::Edit(EditKey::CycleStrategy));
    assert_eq!(a.strategy, Strategy::ALL[1]);
}

#[test]
fn start_pause_step_and_resume() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Start));
    assert_eq!(a.state(), Progress::Solving);
    // A second at 10 steps/s takes 10 steps.
    let t0 = Instant::now();
    a.tick(t0, t0 + Duration::from_millis(30));
    a.tick(t0 + Duration::from_secs(1), t0 + Duration::from_secs(2));
    let steps = a.run().unwrap().stepper().stats().steps;
    assert!((9..=11).contains(&steps), "{steps} steps");
    a.handle(Action::Solve(SolveKey::PauseResume));
    assert_eq!(a.state(), Progress::Paused);
    a.tick(t0 + Duration::from_secs(5), t0 + Duration::from_secs(6));
    assert_eq!(a.run().unwrap().stepper().stats().steps, steps);
    a.handle(Action::Solve(SolveKey::Step));
    assert_eq!(a.run().unwrap().stepper().stats().steps, steps + 1);
    assert_eq!(a.state(), Progress::Paused);
    a.handle(Action::Solve(SolveKey::PauseResume));
    assert_eq!(a.state(), Progress::Solving);
    // Edits are refused during a solve.
    a.handle(Action::Edit(EditKey::Digit(5)));
    assert_eq!(a.message.as_deref(), Some("Esc returns to the editor"));
}

#[test]
fn step_from_the_editor_starts_paused() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Step));
    assert_eq!(a.state(), Progress::Paused);
    let run = a.run().unwrap();
    assert_eq!(run.stepper().stats().placements, 1);
    assert_eq!(
        run.last(),
        Some(Event::Place {
            cell: Spot::new(1),
            digit: 4
        })
    );
    assert!(a.next_wake().is_none(), "paused: idle");
}

#[test]
fn finish_from_editor_and_mid_animation() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.state(), Progress::Solved);
    assert_eq!(a.shown_grid().to_line(), ANSWER);
    assert!(a.run().unwrap().summary().starts_with("Solved: "));
    assert!(a.next_wake().is_none() || a.run().unwrap().recent().next_fade(a.now).is_some());

    let mut b = app();
    b.handle(Action::Solve(SolveKey::Start));
    b.handle(Action::Solve(SolveKey::Step));
    b.handle(Action::Solve(SolveKey::Finish));
    assert_eq!(b.state(), Progress::Solving);
    b.finish_now();
    assert_eq!(b.state(), Progress::Solved);
    let stats = *b.run().unwrap().stepper().stats();
    assert_eq!(
        stats.placements - stats.retractions,
        BAEKJOON.bytes().filter(|&c| c == b'0').count() as u64
    );
}

#[test]
fn stop_gives_the_puzzle_back() {
    let mut a = app();
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(4)));
    let edited = a.editor.puzzle;
    a.handle(Action::Solve(SolveKey::Start));
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_ne!(a.shown_grid(), edited);
    a.handle(Action::Solve(SolveKey::Stop));
    assert_eq!(a.state(), Progress::Editing);
    assert_eq!(a.shown_grid(), edited);
    assert_eq!(a.editor.puzzle, edited);
}

#[test]
fn max_speed_runs_many_steps_per_tick() {
    let mut a = app();
    a.speed = Speed::Max;
    a.handle(Action::Solve(SolveKey::Start));
    let t0 = Instant::now();
    a.tick(t0, t0 + Duration::from_millis(200));
    assert_eq!(a.state(), Progress::Solved);
    assert_eq!(a.shown_grid().to_line(), ANSWER);
}

#[test]
fn no_solution_is_reported() {
    let mut a = App::new(unsolvable("test"), Strategy::Naive, Speed::Max);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.state(), Progress::NoSolution);
    let summary = a.run().unwrap().summary();
    assert!(summary.starts_with("No solution: "), "{summary}");
    // And why, at the top of the search.
    assert!(
        summary.ends_with(
            "; before any choice, r1c9: no digit fits (row 1 has 1 2 3 4 5 6 7 8; column 9 adds 9)"
        ),
        "{summary}"
    );
    // A search that makes choices names the first, every digit of which failed.
    let mut a = on(NO_SOLUTION, Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let summary = a.run().unwrap().summary();
    assert!(
        summary.ends_with("; first choice r1c1: tried 1, 4 and 5, all dead ends"),
        "{summary}"
    );
}

#[test]
fn clashing_givens_do_not_solve() {
    let mut a = app();
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(1)));
    a.handle(Action::Solve(SolveKey::Start));
    assert_eq!(a.state(), Progress::Editing);
    assert_eq!(
        a.message.as_deref(),
        Some("Clashing givens, fix them first: r1c1, r1c2")
    );
    a.handle(Action::Solve(SolveKey::Finish));
    assert!(!a.nine.solving());
}

/// Stepping by hand, a take-back shows as long as it is the last step: nothing fades
/// while paused.
#[test]
fn a_take_back_stays_while_it_is_the_last_step() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Step));
    let mut guard = 0;
    while !matches!(a.run().unwrap().last(), Some(Event::Retract { .. })) {
        a.handle(Action::Solve(SolveKey::Step));
        guard += 1;
        assert!(guard < 10_000);
    }
    assert!(a.next_wake().is_none(), "paused: idle");
    let grid = view::grid(&a.editor, a.run(), a.now + Duration::from_secs(9), false);
    let Some(Event::Retract { cell, digit }) = a.run().unwrap().last() else {
        unreachable!()
    };
    assert_eq!(grid.taken_back[cell.index()].map(|t| t.0), Some(digit));
    a.handle(Action::Solve(SolveKey::Step));
    let grid = view::grid(&a.editor, a.run(), a.now, false);
    assert!(
        grid.taken_back.iter().all(Option::is_none)
            || a.run().unwrap().last().unwrap().cell() != Some(cell)
    );
}

/// Running, every digit taken back during the last frames shows, fading, and then goes.
#[test]
fn take_backs_at_speed_show_then_fade() {
    let mut a = app();
    a.speed = Speed::Rate(1000);
    a.handle(Action::Solve(SolveKey::Start));
    let t0 = a.now;
    let t1 = t0 + Duration::from_millis(400);
    a.tick(t0, t0 + Duration::from_millis(30));
    a.tick(t1, t1 + Duration::from_secs(1));
    let run = a.run().unwrap();
    let st = run.stepper().stats();
    assert!(st.retractions > 10, "{st:?}");
    let shown = run.recent().shown(t1);
    assert!(shown.iter().flatten().count() > 1, "{shown:?}");
    assert!(run.recent().per_second().is_some());
    let later = t1 + crate::tui::app::run::FLASH + Duration::from_millis(1);
    assert!(run.recent().shown(later).iter().all(Option::is_none));
    let fade = run.recent().next_fade(t1).expect("a fade to come");
    assert!(fade > t1 && fade < later);
}
