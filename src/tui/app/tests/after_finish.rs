//! After `f`: the chart holds the whole search; going back, the time and the rate say
//! what they belong to.

use super::*;
use crate::tui::samples::SAMPLES;
use crate::tui::ui::panel::{self, SolveCounts, RUN_SO_FAR};

/// `Depth over time  min 3  max 23` on the screen: the two numbers.
fn depth_range(s: &str) -> (u64, u64) {
    let line = s
        .lines()
        .find(|l| l.contains("Depth over time"))
        .unwrap_or_else(|| panic!("no chart\n{s}"));
    let after = |key: &str| -> u64 {
        let at = line.find(key).unwrap_or_else(|| panic!("{line}")) + key.len();
        let n: String = line[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        n.parse().unwrap()
    };
    (after("min "), after("max "))
}

fn finished(mut a: App) -> App {
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert!(a.run().unwrap().is_done());
    freeze(&mut a, 1500);
    a
}

#[test]
fn the_chart_after_f_spans_the_whole_search() {
    // No solution: the search goes deep and comes back to depth 0 at the end.
    let mut a = finished(on(NO_SOLUTION, Strategy::Naive));
    let deepest = a.run().unwrap().stepper().stats().max_depth as u64;
    let (lo, hi) = depth_range(&screen(&mut a, 90, 24));
    assert_eq!(lo, 0);
    assert!(hi > deepest / 2 && hi <= deepest, "max {hi} of {deepest}");
    // Solved at depth 46: the chart starts near the top of the search, not at its end.
    let s = SAMPLES.iter().find(|s| s.name == "several-solutions.txt");
    let several = App::new(
        s.unwrap().source().unwrap(),
        Strategy::Naive,
        Speed::Rate(10),
    );
    let mut a = finished(several);
    let (lo, hi) = depth_range(&screen(&mut a, 200, 50));
    assert!(lo < 10 && hi == 46, "min {lo} max {hi}");
}

#[test]
fn going_back_the_time_is_the_runs_and_no_rate_shows() {
    let mut a = finished(on(NO_SOLUTION, Strategy::Naive));
    let last = a.run().unwrap().position();
    let end = screen(&mut a, 90, 24);
    assert!(
        end.contains("Elapsed     1.50s") && !end.contains(RUN_SO_FAR),
        "{end}"
    );
    a.handle(Action::Solve(SolveKey::GoTo));
    type_in(&mut a, "0");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert_eq!(a.run().unwrap().position(), 0);
    for (w, h) in [(90, 24), (200, 50)] {
        let s = screen(&mut a, w, h);
        let line = s.lines().find(|l| l.contains("Elapsed")).unwrap();
        assert!(
            line.ends_with(&format!("1.50s {RUN_SO_FAR}")),
            "{w}x{h}: {line}"
        );
        assert!(!s.contains("retractions/s"), "{s}");
    }
    // Back at the furthest step, the time is that of the step shown again.
    a.handle(Action::Solve(SolveKey::GoTo));
    type_in(&mut a, &last.to_string());
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(!a.run().unwrap().behind());
    assert!(!screen(&mut a, 90, 24).contains(RUN_SO_FAR));
}

#[test]
fn one_retraction_a_second_is_singular() {
    let mut a = on(HARD, Strategy::Propagate);
    keys(&mut a, &[Action::Solve(SolveKey::Step); 30]);
    for (n, want) in [(1, "1 retraction/s"), (1234, "1,234 retractions/s")] {
        let v = panel::PanelView {
            solve: Some(SolveCounts {
                step: 30,
                per_second: Some(n),
                behind: false,
            }),
            ..view::panel(
                &a.editor,
                a.run(),
                a.strategy,
                a.speed,
                None,
                a.nine.breakpoints(),
            )
        };
        let area = Rect::new(0, 0, 60, 40);
        let mut buf = Buffer::empty(area);
        panel::draw(&v, area, &mut buf);
        let s = text(&buf);
        assert!(s.contains(want), "{s}");
        assert!(!s.contains("1 retractions/s"), "{s}");
    }
}
