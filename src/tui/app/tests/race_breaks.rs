//! Breakpoints in a race: armed before it or during it, the first board to reach one
//! pauses every board, and the message says which board and why.

use super::*;
use crate::tui::app::race::Phase;

/// Ticks ten times a second until the race is no longer running (at most `secs` s).
fn run_until_still(a: &mut App, secs: u64) {
    let t0 = a.now;
    for i in 1..=secs * 10 {
        let t = t0 + Duration::from_millis(100 * i);
        a.tick(t, t + Duration::from_millis(100));
        if a.racing().unwrap().phase() != Phase::Running {
            return;
        }
    }
}

fn arm_take_back(a: &mut App) {
    a.handle(Action::Solve(SolveKey::Breakpoints));
    a.handle(Action::Overlay(OverlayKey::BreakTakeBack));
    assert!(a.overlays.is_empty(), "the menu closes");
}

fn retractions(a: &App) -> Vec<u64> {
    let r = a.racing().and_then(Racing::nine).unwrap();
    (0..r.len())
        .map(|i| r.board(i).0.stepper().stats().retractions)
        .collect()
}

#[test]
fn a_breakpoint_armed_in_the_race_pauses_every_board_and_says_which() {
    for speed in [Speed::Rate(50), Speed::Max] {
        let mut a = super::race::racing_on(HARD, "hardest.txt", speed);
        arm_take_back(&mut a);
        run_until_still(&mut a, 60);
        let r = a.racing().and_then(Racing::nine).unwrap();
        assert_eq!(r.phase(), Phase::Paused, "{speed:?}");
        // The board that stopped has taken exactly one digit back; it is named.
        let (i, _) = retractions(&a)
            .into_iter()
            .enumerate()
            .find(|&(_, n)| n == 1)
            .expect("a board stopped at its first take-back");
        let name = r.board(i).0.label();
        let msg = a.message.clone().unwrap();
        assert_eq!(
            msg,
            format!("Breakpoint: a take-back ({name})"),
            "{speed:?}"
        );
        // Resuming goes on to the next take-back.
        let before: u64 = retractions(&a).iter().sum();
        a.handle(Action::Solve(SolveKey::PauseResume));
        run_until_still(&mut a, 60);
        assert!(retractions(&a).iter().sum::<u64>() > before, "{speed:?}");
    }
}

#[test]
fn breakpoints_armed_before_the_race_go_with_it_and_stay_for_the_next() {
    let p = Grid::from_line(HARD).unwrap();
    let mut a = App::new(
        Source::single(p, "hardest.txt".into(), None),
        Strategy::Naive,
        Speed::Rate(50),
    );
    arm_take_back(&mut a);
    a.handle(Action::Solve(SolveKey::Race));
    run_until_still(&mut a, 60);
    assert_eq!(a.racing().unwrap().phase(), Phase::Paused);
    assert!(a
        .message
        .as_deref()
        .unwrap()
        .starts_with("Breakpoint: a take-back ("));
    // Cleared in the race: the boards run to the end, and the next race has none.
    a.handle(Action::Solve(SolveKey::Breakpoints));
    a.handle(Action::Overlay(OverlayKey::BreakTakeBack));
    assert!(!a.racing().unwrap().breakpoints().armed());
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.racing().unwrap().phase(), Phase::Over);
    a.handle(Action::Solve(SolveKey::Start));
    assert!(!a.racing().unwrap().breakpoints().armed());
}
