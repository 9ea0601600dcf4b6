//! Words a newcomer reads: how many solutions while editing, the breakpoints said once,
//! what each strategy does.

use super::*;

const SEVERAL: &str =
    "8.........95.......67.........472968...913245...856137....9.716...6.8492......583";

#[test]
fn the_editor_says_how_many_solutions_at_every_size() {
    let mut a = on(SEVERAL, Strategy::Naive);
    for (w, h, want) in [
        (30, 14, "3 sol."),
        (90, 24, "3 solutions"),
        (200, 16, "3 solutions"),
    ] {
        let s = screen(&mut a, w, h);
        assert!(s.contains(want) && !s.contains("several"), "{w}x{h}\n{s}");
    }
    // Past the count's limit, at least that many.
    keys(&mut a, &[Action::ClearAll, Action::Yes]);
    assert!(screen(&mut a, 30, 14).contains("1,000+ sol."));
    assert!(screen(&mut a, 90, 24).contains("at least 1,000 solutions"));
}

#[test]
fn the_breakpoints_are_said_in_one_wording() {
    let mut a = on(HARD, Strategy::Naive);
    keys(
        &mut a,
        &[Action::Step, Action::Breakpoints, Action::BreakDepth],
    );
    type_in(&mut a, "15");
    a.handle(Action::Submit);
    assert_eq!(a.message.as_deref(), Some("Breakpoints: depth < 15"));
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("Breakpoints depth < 15"), "{s}");
    assert!(!s.contains("Pauses at"), "{s}");
}
