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
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Overlay(OverlayKey::Yes),
        ],
    );
    assert!(screen(&mut a, 30, 14).contains("1,000+ sol."));
    assert!(screen(&mut a, 90, 24).contains("at least 1,000 solutions"));
}

#[test]
fn the_breakpoints_are_said_in_one_wording() {
    let mut a = on(HARD, Strategy::Naive);
    keys(
        &mut a,
        &[
            Action::Solve(SolveKey::Step),
            Action::Solve(SolveKey::Breakpoints),
            Action::Overlay(OverlayKey::BreakDepth),
        ],
    );
    type_in(&mut a, "15");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert_eq!(a.message.as_deref(), Some("Breakpoints: depth < 15"));
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("Breakpoints depth < 15"), "{s}");
    assert!(!s.contains("Pauses at"), "{s}");
}

#[test]
fn the_panel_and_the_help_say_what_each_strategy_does() {
    let mut a = on(HARD, Strategy::Naive);
    for s in Strategy::ALL {
        assert_eq!(a.strategy, s);
        for w in [40, 100] {
            let p = panel_text(&a, w);
            assert!(p.contains(s.about()), "{s} {w}\n{p}");
        }
        a.handle(Action::Edit(EditKey::CycleStrategy));
    }
    // Not during a solve: the panel keeps its rows for the search.
    a.handle(Action::Solve(SolveKey::Start));
    assert!(!panel_text(&a, 100).contains(a.strategy.about()));
    // The help lists them all, from Strategy::ALL, a scroll away at 90x24.
    let mut a = on(HARD, Strategy::Naive);
    a.handle(Action::App(AppKey::Help));
    // In one column (the help's two would interleave once flattened), tall enough for
    // all of it; and at 90x24, a scroll away.
    let help = screen(&mut a, 50, 90).replace('│', " ");
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    screen(&mut a, 90, 24);
    for _ in 0..40 {
        a.handle(Action::Overlay(OverlayKey::ScrollDown));
    }
    assert!(screen(&mut a, 90, 24).contains("Strategies (t: the next)"));
    assert!(flat.contains("Strategies (t: the next)"), "{help}");
    for s in Strategy::ALL {
        assert!(
            flat.contains(&format!("{} {}", s.name(), s.about())),
            "{s}\n{help}"
        );
    }
}

/// The panel alone, drawn `width` columns wide, its words on one line.
fn panel_text(a: &App, width: u16) -> String {
    let v = view::panel(
        &a.editor,
        a.run(),
        a.strategy,
        a.speed,
        None,
        a.nine.breakpoints(),
    );
    let area = Rect::new(0, 0, width, 30);
    let mut buf = Buffer::empty(area);
    crate::tui::ui::panel::draw(&v, area, &mut buf);
    text(&buf).split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A puzzle generated over a collection is a new one, not the collection's first
/// edited: the panel says so and keeps how it was made with its seed whole (the words
/// before it go first where the line is short); `[ ]` go back into
/// the collection after a yes that names the puzzle lost.
#[test]
fn a_generated_puzzle_is_new_not_the_collections() {
    let top95 = crate::tui::samples::SAMPLES
        .iter()
        .find(|s| s.name == "top95.sdm");
    let mut a = App::new(
        top95.unwrap().source().unwrap(),
        Strategy::Naive,
        Speed::Rate(10),
    );
    let made = sudoku_engine::Grid::from_line(SEVERAL).unwrap();
    let how = "generated, extreme, symmetric, seed 276035";
    a.editor.replace(Source::single(made, how.into(), None));
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("Puzzle      new  ([ ] back to 1 of 95)"), "{s}");
    assert!(!s.contains("(edited)") && !s.contains("…ated"), "{s}");
    assert!(
        s.contains("File        extreme, symmetric, seed 276035\n"),
        "{s}"
    );
    let small = screen(&mut a, 30, 14);
    assert!(
        small.contains("new puzzle") && !small.contains("1 of 95"),
        "{small}"
    );
    // `]`: back to the puzzle after the one it was made over, once the loss is agreed.
    a.handle(Action::Edit(EditKey::NextPuzzle));
    match a.overlays.last() {
        Some(Overlay::Question(q)) => assert_eq!(
            q.then.question(),
            "The generated puzzle is not saved. Back to puzzle 2 of 95 anyway?"
        ),
        other => panic!("no question: {other:?}"),
    }
    a.handle(Action::Overlay(OverlayKey::No));
    assert_eq!(a.editor.puzzle, made);
    // `[` at the first: that first puzzle itself.
    a.handle(Action::Edit(EditKey::PrevPuzzle));
    a.handle(Action::Overlay(OverlayKey::Yes));
    assert_eq!(a.editor.source.index, 0);
    assert_eq!(a.editor.puzzle, a.editor.source.grid());
    assert!(screen(&mut a, 90, 24).contains("Puzzle      1 of 95"));
}
