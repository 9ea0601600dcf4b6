//! The real binary in a pseudo-terminal, explaining its search: stepping forward and
//! back shows each step as it was first shown, `g` jumps to a step, `f` then `b` goes
//! back from the end, and a breakpoint pauses at the next take-back with its reason.

#[path = "common/pty.rs"]
mod pty;

use std::time::Duration;

use pty::{counter, grid_on_screen, Session, ENDLESS};

/// The screen once it stops changing, at step `step`, without trailing blanks (a cell
/// cleared and a cell never written read alike).
fn settled_at(s: &Session, step: u64) -> String {
    let trimmed =
        |sc: String| -> String { sc.lines().map(|l| format!("{}\n", l.trim_end())).collect() };
    let mut last = s.wait_for(&format!("step {step}"), |sc| {
        counter(sc, "Step") == Some(step)
    });
    loop {
        std::thread::sleep(Duration::from_millis(60));
        let now = s.screen();
        if now == last {
            return trimmed(now);
        }
        last = now;
    }
}

fn start(cols: u16, rows: u16, dir: &std::path::Path) -> Session {
    let s = Session::start_sized(&["--speed", "5"], &[], dir, rows, cols);
    s.wait_text("unique solution");
    s
}

#[test]
fn step_forward_and_back_show_the_same_screens() {
    for (cols, rows) in [(90, 24), (60, 18)] {
        let dir = tempfile::tempdir().unwrap();
        let mut s = start(cols, rows, dir.path());
        // Forward by hand, keeping each screen.
        let mut screens = Vec::new();
        for k in 1..=40u64 {
            s.send("n");
            screens.push(settled_at(&s, k));
        }
        assert!(
            screens.iter().any(|sc| sc.contains("taken")),
            "a take-back on the way"
        );
        assert!(
            screens.iter().any(|sc| sc.contains("Why")),
            "with its reason"
        );
        // Back one event at a time: each step as it was.
        for k in (1..40u64).rev() {
            s.send("b");
            // Gone back, the time is said to be the run's: that aside, as it was.
            let sc = settled_at(&s, k).replace(" (run so far)", "");
            assert_eq!(
                sc,
                screens[k as usize - 1],
                "{cols}x{rows}: back at step {k}"
            );
        }
        // And forward again.
        for k in 2..=40u64 {
            s.send("n");
            let sc = settled_at(&s, k).replace(" (run so far)", "");
            assert_eq!(
                sc,
                screens[k as usize - 1],
                "{cols}x{rows}: forward at step {k}"
            );
        }
        // `B`: back to the previous choice.
        s.send("B");
        let sc = s.wait_for("a choice", |sc| counter(sc, "Step").is_some_and(|n| n < 40));
        assert!(sc.contains("(guess, "), "{sc}");
        s.send("\x1b");
        s.wait_text("Stopped");
        s.quit();
    }
}

#[test]
fn finish_then_go_back_and_jump() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = start(90, 24, dir.path());
    s.send("f");
    let done = s.wait_text("Solved: ");
    let end = counter(&done, "Step").expect("the step shown");
    // One event back from the end: paused, just before it.
    s.send("b");
    let back = settled_at(&s, end - 1);
    assert!(back.contains("paused"), "{back}");
    // `g` asks, and goes anywhere.
    s.send("g");
    s.wait_text("Go to step");
    s.send("12\r");
    let at12 = settled_at(&s, 12);
    assert!(at12.contains("Last step"), "{at12}");
    // A step that is not a number is refused, and says so.
    s.send("gabc\r");
    s.wait_text("'abc' is not a step number");
    // Esc alone (followed at once by a key it would read as Alt with it).
    s.send("\x1b");
    s.wait_for("the prompt closed", |sc| !sc.contains("Go to step"));
    // Past the end: the search stops at its end.
    s.send("g999999\r");
    s.wait_text("The search ends at step");
    s.send("\x1b");
    s.wait_text("Stopped");
    s.quit();
}

#[test]
fn a_breakpoint_pauses_at_the_next_take_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start_sized(&["--speed", "max"], &[], dir.path(), 24, 90);
    s.wait_text("unique solution");
    s.send("!");
    s.wait_text("Pause the search");
    s.send("t");
    s.wait_text("Breakpoints");
    s.send("\r");
    let sc = s.wait_text("Breakpoint: a take-back");
    assert!(sc.contains("paused"), "{sc}");
    assert!(sc.contains("taken"), "{sc}");
    assert!(sc.contains("Why"), "{sc}");
    s.send("\x1b");
    s.wait_text("Stopped");
    s.quit();
}

/// `g` far ahead of where a long search has been: the box says how far it has got and
/// moves on while the keys are answered; Esc goes back; left alone, it gets there.
/// The endless puzzle: step ten billion is many seconds away on any machine, so the box
/// is still moving when Esc arrives.
#[test]
fn a_far_step_is_reached_with_the_screen_moving() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("never.txt"), format!("{ENDLESS}\n")).unwrap();
    let mut s = Session::start_sized(&["never.txt", "--speed", "5"], &[], dir.path(), 24, 90);
    s.wait_text("no solution");
    s.send("n");
    let start = settled_at(&s, 1);
    let percent = |sc: &str| -> Option<u64> {
        let (_, rest) = sc.split_once(" (")?;
        rest.split_once("%)")?.0.parse().ok()
    };
    s.send("g10000000000\r");
    let first = s.wait_for("the box", |sc| {
        sc.contains("Going to a step") && percent(sc).is_some()
    });
    assert!(first.contains("to step 10,000,000,000"), "{first}");
    assert!(
        first.lines().last().unwrap().contains("Esc stop"),
        "{first}"
    );
    let p = percent(&first).unwrap();
    s.wait_for("the box to move on", |sc| {
        percent(sc).is_some_and(|q| q > p)
    });
    s.send("\x1b");
    let stopped = s.wait_text("Stopped on the way to step 10,000,000,000");
    assert!(stopped.contains("back at"), "{stopped}");
    let back = settled_at(&s, 1);
    // The step as it was: the grid, the last step, the stack.
    assert_eq!(grid_on_screen(&back), grid_on_screen(&start));
    for text in [
        "r1c1 = 2 (guess, 1 of 7)",
        "r1c1 = 2  (to try: 3 4 5 6 7 8)",
    ] {
        assert!(start.contains(text) && back.contains(text), "{back}");
    }
    // Left alone, it gets there.
    s.send("g3000000\r");
    let there = settled_at(&s, 3_000_000);
    assert!(there.contains("paused"), "{there}");
    assert!(!there.contains("Going to a step"), "{there}");
    s.quit();
}
