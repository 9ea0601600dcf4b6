//! A run's bulk stepping and its jumps against its single steps: the same search, the
//! same story.

use std::time::{Duration, Instant};

use sudoku_engine::grid::Grid;
use sudoku_engine::solve::Strategy;

use super::Run;
use crate::tui::app::breakpoints::Breakpoints;

const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn hard() -> Grid {
    Grid::from_line(HARD).unwrap()
}

/// `n` single steps.
fn stepped(strategy: Strategy, n: u64) -> Run {
    let mut run = Run::new(&hard(), strategy, false);
    for _ in 0..n {
        run.step_paused();
    }
    run
}

#[test]
fn bulk_steps_tell_the_story_of_single_steps() {
    for strategy in Strategy::ALL {
        for n in [1u64, 7, 500, 5000] {
            let one = stepped(strategy, n);
            let mut bulk = Run::new(&hard(), strategy, false);
            bulk.chunk = 64;
            let far = Instant::now() + Duration::from_secs(60);
            bulk.run_until(Some(n), Instant::now(), far, &Breakpoints::default());
            assert_eq!(bulk.position(), one.position(), "{strategy} {n}");
            assert_eq!(bulk.stepper(), one.stepper(), "{strategy} {n}");
            let at = one.position();
            assert_eq!(
                bulk.story().view(at),
                one.story().view(at),
                "{strategy} {n}"
            );
            assert!(one.story().view(at).is_some());
        }
    }
}

/// A jump anywhere shows what stepping there shows: the last step, the undone run, the
/// latest take-back and its reason.
#[test]
fn a_jump_tells_the_story_of_the_steps_before() {
    for strategy in Strategy::ALL {
        let mut far = Run::new(&hard(), strategy, false);
        far.go_to(3000);
        let mut one = Run::new(&hard(), strategy, false);
        let mut seen_undo = false;
        for k in 1..=3000u64 {
            one.step_paused();
            if k % 97 == 0 || k < 40 {
                far.go_to(k);
                assert_eq!(far.stepper(), one.stepper(), "{strategy} {k}");
                let (a, b) = (far.story().view(k), one.story().view(k));
                assert_eq!(a, b, "{strategy} at {k}");
                seen_undo |= a.is_some_and(|v| v.undoing.is_some());
            }
        }
        assert_eq!(seen_undo, strategy == Strategy::Propagate, "{strategy}");
    }
}

#[test]
fn back_then_forward_comes_back_to_the_same_step() {
    let mut run = stepped(Strategy::Naive, 400);
    let here = run.stepper().clone();
    let story = run.story().view(400);
    for _ in 0..150 {
        assert!(run.back());
    }
    assert_eq!(run.position(), 250);
    for _ in 0..150 {
        run.step_paused();
    }
    assert_eq!(run.stepper(), &here);
    assert_eq!(run.story().view(400), story);
    assert!(run.back_to_choice().is_some());
    assert!(matches!(
        run.last(),
        Some(sudoku_engine::solve::Event::Place { .. })
    ));
    for _ in 0..run.position() {
        assert!(run.back());
    }
    assert!(!run.back(), "at the start");
    assert_eq!(run.story().view(0), None);
    assert_eq!(run.back_to_choice(), None);
}
