//! `N`: the next solution of a puzzle with several, and what the panel says of them.

use sudoku_engine::solve::fast;

use super::*;
use crate::tui::samples::SAMPLES;

/// The sample with three solutions.
fn several() -> App {
    let s = SAMPLES.iter().find(|s| s.name == "several-solutions.txt");
    App::new(
        s.unwrap().source().unwrap(),
        Strategy::Naive,
        Speed::Rate(10),
    )
}

fn solutions_line(a: &mut App) -> Option<String> {
    let s = screen(a, 90, 24);
    s.lines()
        .find(|l| l.contains("Solution ") || l.contains("Searching for"))
        .map(|l| l[l.find("  ").map_or(0, |i| i)..].trim().to_string())
}

#[test]
fn n_goes_through_every_solution_in_order() {
    let mut a = several();
    let puzzle = a.editor.puzzle;
    let mut want = Vec::new();
    let out = fast::Solver::new().limit(10).solutions(&puzzle, |g| {
        want.push(*g);
        true
    });
    assert_eq!(out.count, 3);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.state(), Progress::Solved);
    assert_eq!(a.shown_grid(), want[0]);
    let line = solutions_line(&mut a).unwrap();
    assert!(line.ends_with("Solution 1 of 3 (N: next)"), "{line}");
    for (k, solution) in want.iter().enumerate().skip(1) {
        a.handle(Action::Solve(SolveKey::NextSolution));
        assert_eq!(a.state(), Progress::Solving, "animated from here");
        let line = solutions_line(&mut a).unwrap();
        assert!(
            line.ends_with(&format!("Searching for solution {}…", k + 1)),
            "{line}"
        );
        a.finish_now();
        assert_eq!(a.state(), Progress::Solved);
        assert_eq!(a.shown_grid(), *solution, "naive: in lexicographic order");
        assert_eq!(a.run().unwrap().stepper().stats().solutions, k as u64 + 1);
    }
    let line = solutions_line(&mut a).unwrap();
    assert!(
        line.ends_with("Solution 3 of 3"),
        "the last: no hint ({line})"
    );
    a.handle(Action::Solve(SolveKey::NextSolution));
    assert_eq!(
        a.message.as_deref(),
        Some("That was the last: the puzzle has 3 solutions")
    );
    assert_eq!(a.state(), Progress::Solved, "the last solution stays");
    assert_eq!(a.shown_grid(), want[2]);
}

#[test]
fn the_next_solution_is_animated_at_the_chosen_speed() {
    let mut a = several();
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let before = *a.run().unwrap().stepper().stats();
    a.handle(Action::Solve(SolveKey::NextSolution));
    // One step at 10 steps/s: the last choice comes back first.
    let now = Instant::now();
    a.tick(now, now + Duration::from_millis(20));
    a.tick(
        now + Duration::from_millis(150),
        now + Duration::from_millis(170),
    );
    let r = a.run().unwrap();
    assert!(
        matches!(r.last(), Some(Event::Retract { .. })),
        "{:?}",
        r.last()
    );
    assert_eq!(r.stepper().stats().retractions, before.retractions + 1);
    assert_eq!(a.state(), Progress::Solving);
    // Space pauses it as any solve; N waits for a solution.
    a.handle(Action::Solve(SolveKey::PauseResume));
    assert_eq!(a.state(), Progress::Paused);
    a.handle(Action::Solve(SolveKey::NextSolution));
    assert_eq!(
        a.message.as_deref(),
        Some("A solution first: N then looks for the next")
    );
}

#[test]
fn other_strategies_find_every_solution_once() {
    for strategy in [Strategy::Mrv, Strategy::Propagate] {
        let mut a = several();
        a.strategy = strategy;
        let mut want = Vec::new();
        fast::Solver::new()
            .limit(10)
            .solutions(&a.editor.puzzle, |g| {
                want.push(*g);
                true
            });
        let mut got = Vec::new();
        a.handle(Action::Solve(SolveKey::Finish));
        a.finish_now();
        got.push(a.shown_grid());
        for _ in 1..3 {
            a.handle(Action::Solve(SolveKey::NextSolution));
            a.finish_now();
            got.push(a.shown_grid());
        }
        got.sort_by_key(|g| g.to_line());
        assert_eq!(got, want, "{strategy:?}");
        a.handle(Action::Solve(SolveKey::NextSolution));
        assert_eq!(a.state(), Progress::Solved, "{strategy:?}");
    }
}

#[test]
fn n_says_why_it_cannot_go_on() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::NextSolution));
    assert_eq!(
        a.message.as_deref(),
        Some("N looks for the next solution once a solve has found one")
    );
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(
        solutions_line(&mut a),
        None,
        "a unique puzzle: nothing more said"
    );
    a.handle(Action::Solve(SolveKey::NextSolution));
    assert_eq!(
        a.message.as_deref(),
        Some("This is the puzzle's only solution")
    );
    let mut a = App::new(unsolvable("none"), Strategy::Naive, Speed::Rate(10));
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    a.handle(Action::Solve(SolveKey::NextSolution));
    assert_eq!(a.message.as_deref(), Some("No solution, so no next one"));
}

#[test]
fn many_solutions_are_counted_up_to_a_limit() {
    let mut p = Grid::empty();
    p.set(0, 5);
    let mut a = App::new(
        Source::single(p, "one".into(), None),
        Strategy::Naive,
        Speed::Max,
    );
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let line = solutions_line(&mut a).unwrap();
    assert!(
        line.ends_with("Solution 1 of at least 1,000 (N: next)"),
        "{line}"
    );
    a.handle(Action::Solve(SolveKey::NextSolution));
    a.finish_now();
    let line = solutions_line(&mut a).unwrap();
    assert!(
        line.ends_with("Solution 2 of at least 1,000 (N: next)"),
        "{line}"
    );
}

#[test]
fn next_solution() {
    let mut a = several();
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    a.handle(Action::Solve(SolveKey::NextSolution));
    a.finish_now();
    if let Some(r) = a.nine.first_mut() {
        r.elapsed = Duration::from_millis(12);
    }
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("Solution 2 of 3 (N: next)"), "{s}");
    snap!(s);
}

/// Once a solve ends on a solution with others still to find, the footer offers `N`;
/// after the last, or on a puzzle with one solution, it does not.
#[test]
fn the_footer_offers_n_while_solutions_are_left() {
    let footer = |a: &mut App| screen(a, 90, 24).lines().last().unwrap().to_string();
    let mut a = several();
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let first = footer(&mut a);
    assert!(first.contains("N next solution"), "{first}");
    for _ in 0..2 {
        a.handle(Action::Solve(SolveKey::NextSolution));
        a.finish_now();
    }
    assert_eq!(a.run().unwrap().stepper().stats().solutions, 3);
    let last = footer(&mut a);
    assert!(!last.contains("next solution"), "{last}");
    let mut one = app();
    one.handle(Action::Solve(SolveKey::Finish));
    one.finish_now();
    let unique = footer(&mut one);
    assert!(!unique.contains("next solution"), "{unique}");
}
