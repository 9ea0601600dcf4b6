//! `g` to a step far ahead of where the search has been: it goes there a slice a frame,
//! the keys still answered, a box saying how far it has got; Esc goes back.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::*;
use crate::tui::app::binding::KeyMode;
use crate::tui::app::keymap::for_key;
use crate::tui::app::run::AT_ONCE;
use crate::tui::words::numbers::grouped;

/// Built against the naive order: 138 million events.
const ANTI: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
const FAR: u64 = 2_000_000;

fn anti() -> App {
    let p = Grid::from_line(ANTI).unwrap();
    let source = Source::single(p, "anti.txt".into(), None);
    App::new(source, Strategy::Naive, Speed::Rate(5))
}

/// `g`, the step typed, Enter.
fn go_to(a: &mut App, step: u64) {
    a.handle(Action::Solve(SolveKey::GoTo));
    type_in(a, &step.to_string());
    a.handle(Action::Overlay(OverlayKey::Submit));
}

fn position(a: &App) -> u64 {
    a.run().unwrap().position()
}

/// A frame with no time to spare: one slice of the way.
fn slice(a: &mut App) {
    let t = Instant::now();
    a.tick(t, t);
}

#[test]
fn a_far_step_is_reached_in_slices_shown_as_they_go() {
    let mut a = anti();
    a.handle(Action::Solve(SolveKey::Step));
    go_to(&mut a, FAR);
    // A few milliseconds' worth at once, the rest in slices: the app answers keys
    // meanwhile, and ticks as soon as it can.
    assert_eq!(a.mode(), KeyMode::Going);
    assert_eq!(position(&a), 1 + AT_ONCE);
    assert_eq!(a.next_wake(), Some(a.now));
    for c in [' ', 'n', 'b', 'f', 'g'] {
        let k = KeyEvent::from(KeyCode::Char(c));
        assert_eq!(for_key(KeyMode::Going, k), None, "{c}");
    }
    slice(&mut a);
    let at = position(&a);
    assert!(at > 1 + AT_ONCE && at < FAR, "{at}");
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("to step 2,000,000"), "{s}");
    let percent = at * 100 / FAR;
    assert!(
        s.contains(&format!("at step {} ({percent}%)", grouped(at))),
        "{s}"
    );
    assert_eq!(s.lines().last().unwrap(), " Esc stop");
    // A frame's worth at a time until there (frames with no time to spare, so that
    // the count does not hang on the machine's speed).
    let mut frames = 1;
    while a.going() {
        slice(&mut a);
        frames += 1;
        assert!(frames < 1_000_000);
    }
    assert!(frames > 2, "{frames}");
    assert_eq!(position(&a), FAR);
    assert_eq!(a.mode(), KeyMode::Paused);
    // The step shows as when the search goes there at once.
    let mut b = anti();
    b.handle(Action::Solve(SolveKey::Step));
    b.nine.first_mut().unwrap().go_to(FAR);
    // Only the time differs: it took `a` longer to get there.
    assert!(a.run().unwrap().elapsed > b.run().unwrap().elapsed);
    freeze(&mut a, 0);
    freeze(&mut b, 0);
    for (w, h) in [(30, 14), (90, 24), (200, 50)] {
        assert_eq!(screen(&mut a, w, h), screen(&mut b, w, h), "{w}x{h}");
    }
}

#[test]
fn esc_on_the_way_goes_back_to_the_step_before() {
    let mut a = anti();
    keys(&mut a, &[Action::Solve(SolveKey::Step); 7]);
    let before = screen(&mut a, 90, 24);
    go_to(&mut a, FAR);
    slice(&mut a);
    slice(&mut a);
    snap!(screen(&mut a, 30, 14));
    assert!(position(&a) > 7);
    a.handle(Action::Overlay(OverlayKey::Close));
    assert!(!a.going());
    assert_eq!(position(&a), 7);
    assert_eq!(
        a.message.as_deref(),
        Some("Stopped on the way to step 2,000,000: back at step 7")
    );
    a.message = None;
    // As it was, but for the time spent on the way (see the test below), which is the
    // run's now that the search has been further.
    freeze(&mut a, 0);
    let label = format!(" {}", crate::tui::ui::panel::RUN_SO_FAR);
    let after = screen(&mut a, 90, 24);
    assert!(after.contains(&label), "{after}");
    assert_eq!(after.replace(&label, ""), before);
}

#[test]
fn a_step_near_or_behind_is_reached_at_once() {
    let mut a = anti();
    a.handle(Action::Solve(SolveKey::Step));
    go_to(&mut a, 100_000);
    assert!(!a.going());
    assert_eq!(position(&a), 100_000);
    // Once the search has been there, going back and forth is near.
    go_to(&mut a, FAR);
    while a.going() {
        let t = Instant::now();
        a.tick(t, t + Duration::from_millis(20));
    }
    for step in [5, FAR - 1, 1_000_000, FAR] {
        go_to(&mut a, step);
        assert!(!a.going(), "{step}");
        assert_eq!(position(&a), step);
    }
}

/// Past the end of a search, far ahead: it goes as far as the end, and says so.
#[test]
fn a_far_step_past_the_end_stops_at_the_end() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Step));
    a.nine.first_mut().unwrap().go_to(u64::MAX);
    let end = position(&a);
    a.handle(Action::Solve(SolveKey::StepBack));
    go_to(&mut a, 5_000_000);
    while a.going() {
        slice(&mut a);
    }
    assert_eq!(position(&a), end);
    assert_eq!(
        a.message.as_deref(),
        Some(format!("The search ends at step {}", grouped(end)).as_str())
    );
}

/// Going further than the search has been is running: its time counts in `Elapsed`.
/// Going back, and forward again over steps already run, is not.
#[test]
fn going_further_than_ever_counts_as_running_time() {
    let mut a = anti();
    a.handle(Action::Solve(SolveKey::Step));
    let elapsed = |a: &App| a.run().unwrap().elapsed;
    let before = elapsed(&a);
    go_to(&mut a, 500_000);
    assert_eq!(position(&a), 500_000);
    let far = elapsed(&a);
    assert!(far > before, "{far:?} after {before:?}");
    go_to(&mut a, 1_000);
    go_to(&mut a, 400_000);
    assert_eq!(position(&a), 400_000);
    assert_eq!(elapsed(&a), far);
}

/// Steps taken by hand are steps the search has been to: going back and forward again
/// over them is not running time either.
#[test]
fn steps_taken_by_hand_are_not_run_again_as_new() {
    let mut a = anti();
    for _ in 0..300 {
        a.handle(Action::Solve(SolveKey::Step));
    }
    let at = position(&a);
    assert!(at >= 299, "at {at}");
    let elapsed = a.run().unwrap().elapsed;
    go_to(&mut a, 5);
    go_to(&mut a, at);
    assert_eq!(position(&a), at);
    assert_eq!(a.run().unwrap().elapsed, elapsed);
}
