//! Breakpoints: each pauses the search at its event, at a finite speed and at `max`; the
//! menu says what is wrong with what was typed.

use super::*;
use crate::tui::app::breakpoints::Breakpoints;
use sudoku_engine::shape::Spot;

/// Each breakpoint pauses the search at its event, at a finite speed and at `max`.
#[test]
fn breakpoints_pause_at_their_event() {
    let arm = |a: &mut App, keys: &[Action]| {
        a.handle(Action::Solve(SolveKey::Breakpoints));
        for &k in keys {
            a.handle(k);
        }
        assert!(a.overlays.is_empty(), "the menu closes");
    };
    type Check = fn(&App) -> bool;
    let cases: [(&[Action], Check); 4] = [
        (&[Action::Overlay(OverlayKey::BreakTakeBack)], |a| {
            matches!(a.run().unwrap().last(), Some(Event::Retract { .. }))
        }),
        (&[Action::Overlay(OverlayKey::BreakChoice)], |a| {
            matches!(a.run().unwrap().last(), Some(Event::Place { .. }))
        }),
        (
            &[
                Action::Overlay(OverlayKey::BreakDepth),
                Action::Overlay(OverlayKey::Input('1')),
                Action::Overlay(OverlayKey::Input('5')),
                Action::Overlay(OverlayKey::Submit),
            ],
            |a| a.run().unwrap().stepper().stats().depth < 15,
        ),
        (
            &[
                Action::Overlay(OverlayKey::BreakCell),
                Action::Overlay(OverlayKey::Input('r')),
                Action::Overlay(OverlayKey::Input('4')),
                Action::Overlay(OverlayKey::Input('c')),
                Action::Overlay(OverlayKey::Input('8')),
                Action::Overlay(OverlayKey::Submit),
            ],
            |a| a.run().unwrap().last().and_then(|e| e.cell()) == Some(Spot::new(34)),
        ),
    ];
    for speed in [Speed::Rate(100), Speed::Max] {
        for (keys, check) in &cases {
            let mut a = app();
            a.speed = speed;
            arm(&mut a, keys);
            assert!(a.nine.breakpoints().armed());
            let s = screen(&mut a, 90, 24);
            assert!(s.contains("Breakpoints"), "shown while armed: {s}");
            a.handle(Action::Solve(SolveKey::Start));
            // Past the first steps, where depth 15 is not yet reached.
            let mut t = a.now;
            for _ in 0..2000 {
                t += Duration::from_millis(50);
                a.tick(t, t + Duration::from_millis(50));
                if a.state() != Progress::Solving {
                    break;
                }
            }
            assert_eq!(a.state(), Progress::Paused, "{keys:?} {speed:?}");
            assert!(check(&a), "{keys:?} {speed:?}");
            assert!(a.message.as_deref().unwrap().starts_with("Breakpoint: "));
            // Resuming goes on to the next one.
            let at = a.run().unwrap().position();
            a.handle(Action::Solve(SolveKey::PauseResume));
            for _ in 0..2000 {
                t += Duration::from_millis(50);
                a.tick(t, t + Duration::from_millis(50));
                if a.state() != Progress::Solving {
                    break;
                }
            }
            assert!(a.run().unwrap().position() > at);
        }
    }
    // Cleared: none armed, nothing shown.
    let mut a = app();
    arm(&mut a, &[Action::Overlay(OverlayKey::BreakTakeBack)]);
    arm(&mut a, &[Action::Overlay(OverlayKey::BreakClear)]);
    assert_eq!(*a.nine.breakpoints(), Breakpoints::default());
}

#[test]
fn the_breakpoint_menu_says_what_is_wrong() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Breakpoints));
    a.handle(Action::Overlay(OverlayKey::BreakCell));
    type_in(&mut a, "r0c9");
    a.handle(Action::Overlay(OverlayKey::Submit));
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("'r0c9' is not a cell"), "{s}");
    a.handle(Action::Overlay(OverlayKey::Close));
    a.handle(Action::Solve(SolveKey::Breakpoints));
    a.handle(Action::Overlay(OverlayKey::BreakDepth));
    type_in(&mut a, "99");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(screen(&mut a, 90, 24).contains("a depth is 1 to 81"));
    assert_eq!(*a.nine.breakpoints(), Breakpoints::default());
    // A given never changes: a breakpoint on it could never fire.
    a.handle(Action::Overlay(OverlayKey::Close));
    a.handle(Action::Solve(SolveKey::Breakpoints));
    a.handle(Action::Overlay(OverlayKey::BreakCell));
    type_in(&mut a, "r1c1");
    a.handle(Action::Overlay(OverlayKey::Submit));
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("r1c1 holds the given 1"), "{s}");
    assert_eq!(*a.nine.breakpoints(), Breakpoints::default());
    // An empty cell is taken.
    for _ in 0..4 {
        a.handle(Action::Overlay(OverlayKey::InputBackspace));
    }
    type_in(&mut a, "r1c2");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert_eq!(a.nine.breakpoints().cell, Some(Spot::new(1)));
}
