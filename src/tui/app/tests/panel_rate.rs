//! The panel's rate of take-backs (`retractions/s`) shows while the search runs only:
//! not once it is paused, nor once it has ended.

use super::*;

/// Built against the naive order: naive wanders long before the solution.
const ANTI: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

fn rate_shown(a: &mut App) -> bool {
    screen(a, 90, 30).contains("retractions/s")
}

#[test]
fn the_rate_shows_while_the_search_runs_only() {
    let mut a = on(ANTI, Strategy::Naive);
    a.speed = Speed::Rate(1_000);
    a.handle(Action::Solve(SolveKey::Start));
    let t0 = Instant::now();
    ticks(&mut a, t0, 10);
    assert_eq!(a.mode(), KeyMode::Solving);
    assert!(rate_shown(&mut a), "{}", screen(&mut a, 90, 30));
    // Paused: the search does not move, and has no rate.
    a.handle(Action::Solve(SolveKey::PauseResume));
    assert!(!rate_shown(&mut a), "{}", screen(&mut a, 90, 30));
    a.handle(Action::Solve(SolveKey::PauseResume));
    ticks(&mut a, t0 + Duration::from_secs(2), 10);
    assert!(rate_shown(&mut a));
    // Over: none either (it said `0 retractions/s`).
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    ticks(&mut a, t0 + Duration::from_secs(4), 3);
    assert!(a.run().unwrap().is_done());
    let s = screen(&mut a, 90, 30);
    assert!(!s.contains("retractions/s"), "{s}");
    let s = screen(&mut a, 200, 50);
    assert!(!s.contains("retractions/s"), "{s}");
}
