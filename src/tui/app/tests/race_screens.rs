//! Snapshots of the race view (in src/tui/snapshots, named after the test): under way and
//! over, at 200x50, 120x40 and 90x24, and what a small terminal shows of it.

use ratatui::style::Color;

use super::*;
use crate::tui::app::race::Phase;

/// A race on the first of Norvig's hardest at `speed`, ticked ten times a second for
/// `secs` seconds.
fn race_for(secs: u64, speed: Speed) -> App {
    let mut a = super::race::racing_on(HARD, "hardest.txt", speed);
    let t0 = a.now + Duration::from_secs(1);
    ticks(&mut a, t0, secs * 10);
    a
}

/// Times that do not depend on the machine: 4.2 s on the race's clock, 20 ns a step.
fn freeze(a: &mut App) {
    let race = a.nine.race_mut().unwrap();
    for i in 0..race.len() {
        let run = race.runs_mut().get_mut(i).unwrap();
        run.elapsed = Duration::from_millis(4200);
        let steps = run.stepper().stats().steps;
        race.boards_mut()[i].busy = Duration::from_nanos(20 * steps);
    }
}

/// The race run to its end at a set speed (the boards are placed by the steps each
/// took, at every speed).
fn over() -> App {
    let mut a = race_for(0, Speed::Rate(1_000_000_000));
    let mut t = a.now;
    for _ in 0..10_000 {
        if a.racing().unwrap().phase() == Phase::Over {
            break;
        }
        t += Duration::from_secs(1);
        a.tick(t, Instant::now() + Duration::from_millis(50));
    }
    assert_eq!(a.racing().unwrap().phase(), Phase::Over);
    freeze(&mut a);
    a
}

#[test]
fn race_under_way_200x50() {
    let mut a = race_for(3, Speed::Rate(10));
    freeze(&mut a);
    let s = screen(&mut a, 200, 50);
    assert!(s.contains("Steps       30"), "{s}");
    snap!("race_under_way_200x50", s);
}

#[test]
fn race_under_way_90x24() {
    let mut a = race_for(2, Speed::Rate(20));
    a.handle(Action::Solve(SolveKey::PauseResume));
    freeze(&mut a);
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("paused"), "{s}");
    snap!("race_under_way_90x24", s);
}

#[test]
fn race_over_200x50() {
    let mut a = over();
    snap!("race_over_200x50", screen(&mut a, 200, 50));
}

#[test]
fn race_over_120x40() {
    let mut a = over();
    let s = screen(&mut a, 120, 40);
    for row in [
        "1st    logic",
        "2nd    propagate",
        "3rd    mrv",
        "4th    naive",
    ] {
        assert!(s.contains(row), "{row}: {s}");
    }
    snap!("race_over_120x40", s);
}

#[test]
fn race_over_90x24() {
    let mut a = over();
    snap!("race_over_90x24", screen(&mut a, 90, 24));
}

#[test]
fn race_on_a_small_terminal() {
    let mut a = race_for(1, Speed::Rate(10));
    freeze(&mut a);
    snap!("race_on_a_small_terminal", screen(&mut a, 60, 18));
    let s = screen(&mut a, 40, 12);
    assert!(s.contains("Terminal too small for the race"), "{s}");
    assert!(s.contains("needs at least 28×16, now 40×12"), "{s}");
}

/// Under single-character grids (80x24, a 13-column board) every counter shows its
/// whole number: short names, no digit cut off.
#[test]
fn race_counters_fit_under_small_grids_80x24() {
    let mut a = race_for(6, Speed::Rate(20));
    a.handle(Action::Solve(SolveKey::PauseResume));
    freeze(&mut a);
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("paused"), "{s}");
    let steps: Vec<u64> = a
        .nine
        .race_mut()
        .unwrap()
        .runs_mut()
        .iter()
        .map(|r| r.stepper().stats().steps)
        .collect();
    let line = s.lines().find(|l| l.contains("Steps")).expect(&s);
    let shown: Vec<&str> = line.split_whitespace().filter(|w| *w != "Steps").collect();
    let want: Vec<String> = steps.iter().map(|n| n.to_string()).collect();
    assert_eq!(shown, want, "{s}");
    // Logic solves it in 72 steps; the others go on past 100.
    let race = a.nine.race_mut().unwrap();
    let ended: Vec<bool> = race.runs_mut().iter().map(|r| r.is_done()).collect();
    assert_eq!(ended, [false, false, false, true], "{steps:?}");
    assert!(
        steps.iter().zip(&ended).all(|(&n, &e)| e || n >= 100),
        "{steps:?}"
    );
    snap!("race_under_way_80x24", s);
}

/// Under `NO_COLOR` the race, with the help over it, is drawn without a colour.
#[test]
fn race_without_colour() {
    let mut a = race_for(1, Speed::Rate(10));
    a.handle(Action::App(AppKey::Help));
    for no_color in [false, true] {
        a.no_color = no_color;
        let buf = draw(&mut a, 120, 40);
        let coloured = buf
            .content()
            .iter()
            .any(|c| c.fg != Color::Reset || c.bg != Color::Reset);
        assert_eq!(coloured, !no_color);
    }
}
