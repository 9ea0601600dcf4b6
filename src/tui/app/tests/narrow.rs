//! The panel beside the compact grid (56x16: 28 columns): what would not fit on a line
//! takes a shorter form rather than a second line or a cut.

use super::*;

/// Beside the compact grid (56x16, a panel of 28 columns) a guess or a naked single keeps
/// to one line: the short label and the short form, nothing of it left out; a wider panel
/// keeps the full.
#[test]
fn a_narrow_panel_keeps_a_guess_or_a_single_on_one_line() {
    let mut a = on(HARD, Strategy::Propagate);
    step_until(&mut a, |e| matches!(e, Explained::Place { .. }));
    let s = screen(&mut a, 56, 16);
    let line = s.lines().find(|l| l.contains("Last")).expect(&s);
    let (_, step) = line.split_once("Last ").expect(&s);
    let step = step.trim_end();
    assert!(step.ends_with(')') && step.contains(" (guess 1 of "), "{s}");
    assert!(!s.contains("Last step"), "{s}");
    let full = screen(&mut a, 90, 24);
    assert!(
        full.contains(&format!(
            "Last step   {}",
            step.replace("(guess ", "(guess, ")
        )),
        "{s}\n{full}"
    );
    // A naked single: the rule alone; the full form says it is forced.
    step_until(
        &mut a,
        |e| matches!(e, Explained::Deduce { rule, .. } if rule.to_string() == "naked single"),
    );
    let s = screen(&mut a, 56, 16);
    let line = s.lines().find(|l| l.contains("Last")).expect(&s);
    assert!(line.trim_end().ends_with("(naked single)"), "{s}");
    assert!(!s.contains("Last step"), "{s}");
    let full = screen(&mut a, 90, 24);
    assert!(full.contains("(forced: naked single)"), "{full}");
}

/// The panel's text on a 56-column screen (right of the compact grid and the gap).
fn panel_text(s: &str) -> Vec<String> {
    s.lines()
        .map(|l| {
            l.chars()
                .skip(28)
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect()
}

/// A hidden single's long rule, the speed and the take-back rate: the header stays one
/// line (`propagate · 10/s · paused`), the last step one line (`r3c6 = 9 (forced)`), and
/// each forced digit of the stack says its rule whole, in brief where the full rule
/// would be cut (`hidden in col 6`).
#[test]
fn a_narrow_panel_shortens_rather_than_wraps_or_cuts() {
    let mut a = on(HARD, Strategy::Propagate);
    step_until(
        &mut a,
        |e| matches!(e, Explained::Deduce { rule, .. } if rule.to_string().starts_with("hidden")),
    );
    let s = screen(&mut a, 56, 16);
    let panel = panel_text(&s);
    assert_eq!(panel[0], "propagate · 10/s · paused", "{s}");
    let last = panel.iter().position(|l| l.starts_with("Last")).expect(&s);
    assert!(panel[last].ends_with(" (forced)"), "{s}");
    assert!(!panel[last + 1].starts_with("  "), "one line: {s}");
    let forced: Vec<&String> = panel.iter().filter(|l| l.starts_with("  r")).collect();
    assert!(!forced.is_empty(), "{s}");
    for l in forced {
        let whole = [
            "naked single",
            "in row ",
            "in col ",
            "in column ",
            "in box ",
        ]
        .iter()
        .any(|r| l.contains(r))
            && l.chars()
                .last()
                .is_some_and(|c| c.is_ascii_digit() || c == 'e');
        assert!(whole, "{l:?} in\n{s}");
    }
    // The full forms where there is room.
    let wide = screen(&mut a, 120, 40);
    assert!(wide.contains("10 steps/s"), "{wide}");
    assert_eq!(
        wide.matches("hidden single in column ").count(),
        2,
        "{wide}"
    );
}

/// Mid-solve, where the step, the time and the rate of take-backs do not fit on one
/// line, the rate goes (the counters above say as much) rather than take a line from
/// the stack; where they fit, it stays.
#[test]
fn a_narrow_panel_leaves_out_the_rate_rather_than_a_line_of_the_stack() {
    let mut a = on(HARD, Strategy::Naive);
    a.handle(Action::Solve(SolveKey::Start));
    let t0 = a.now;
    ticks(&mut a, t0, 40);
    let s = screen(&mut a, 56, 16);
    let panel = panel_text(&s);
    let step = panel.iter().find(|l| l.starts_with("Step")).expect(&s);
    assert!(!step.contains("retractions/s"), "{s}");
    assert!(panel.iter().all(|l| !l.contains("retractions/s")), "{s}");
    let wide = screen(&mut a, 90, 24);
    assert!(wide.contains(" retractions/s"), "{wide}");
}
