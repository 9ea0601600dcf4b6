//! The help (`?`) over a running solve or race: the search waits while it is open, and
//! goes on as it closes; one the user had paused stays paused.

use super::*;

/// Built against the naive order: naive wanders long before the solution.
const ANTI: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// A solve of `ANTI` running at 10 steps a second, some steps in; the clock at `t0`.
fn running() -> (App, Instant) {
    let mut a = on(ANTI, Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Start));
    let t0 = Instant::now();
    ticks(&mut a, t0, 10);
    assert_eq!(a.mode(), KeyMode::Solving);
    assert!(a.run().unwrap().position() > 0);
    (a, t0 + Duration::from_secs(1))
}

#[test]
fn the_help_pauses_a_running_solve_and_resumes_it() {
    let (mut a, t) = running();
    a.handle(Action::App(AppKey::Help));
    assert_eq!(a.mode(), KeyMode::Help);
    let at = a.run().unwrap().position();
    assert!(a.run().unwrap().paused);
    // Seconds with the help open: not a step.
    ticks(&mut a, t, 30);
    assert_eq!(a.run().unwrap().position(), at);
    assert!(a.run().unwrap().next_wake(t, a.speed).is_none());
    // Any key closes it: the solve goes on.
    a.handle(Action::Overlay(OverlayKey::Close));
    assert_eq!(a.mode(), KeyMode::Solving);
    assert!(!a.run().unwrap().paused);
    ticks(&mut a, t + Duration::from_secs(4), 10);
    assert!(a.run().unwrap().position() > at);
}

#[test]
fn the_help_leaves_a_paused_solve_paused() {
    let (mut a, t) = running();
    a.handle(Action::Solve(SolveKey::PauseResume));
    assert_eq!(a.mode(), KeyMode::Paused);
    a.handle(Action::App(AppKey::Help));
    a.handle(Action::Overlay(OverlayKey::ScrollDown));
    a.handle(Action::Overlay(OverlayKey::Close));
    assert_eq!(a.mode(), KeyMode::Paused);
    let at = a.run().unwrap().position();
    ticks(&mut a, t, 10);
    assert_eq!(a.run().unwrap().position(), at);
}

#[test]
fn the_help_pauses_a_running_race_and_resumes_it() {
    let mut a = on(ANTI, Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Race));
    let t0 = Instant::now();
    ticks(&mut a, t0, 5);
    assert_eq!(a.mode(), KeyMode::RaceRunning);
    let steps = |a: &App| -> Vec<u64> {
        let race = a.racing().and_then(Racing::nine).expect("a race");
        race.runs_iter().map(Run::position).collect()
    };
    a.handle(Action::App(AppKey::Help));
    let at = steps(&a);
    ticks(&mut a, t0 + Duration::from_secs(1), 30);
    assert_eq!(steps(&a), at);
    a.handle(Action::Overlay(OverlayKey::Close));
    assert_eq!(a.mode(), KeyMode::RaceRunning);
}
