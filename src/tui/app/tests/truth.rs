//! State that tells the truth: unsaved edits, where the grid comes from, the finished
//! run's strategy, undo's cursor, pasted collections.

use super::*;
use crate::tui::app::editor::Origin;
use crate::tui::app::history::Way;

/// The panel line starting with `label`, as drawn at 90x24.
fn panel_line(a: &mut App, label: &str) -> String {
    let s = screen(a, 90, 24);
    s.lines()
        .find_map(|l| l.split_once(label).map(|(_, rest)| rest.trim().to_string()))
        .unwrap_or_else(|| panic!("no {label} in\n{s}"))
}

#[test]
fn edits_undone_back_to_the_loaded_grid_are_no_edits() {
    let mut a = app();
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(4)));
    assert!(a.editor.dirty);
    a.handle(Action::Edit(EditKey::Undo));
    assert!(!a.editor.dirty, "back to the file's own grid");
    assert!(!panel_line(&mut a, "Puzzle").contains("edited"));
    let effect = a.handle(Action::App(AppKey::Quit));
    assert_eq!(effect, Some(Effect::Quit), "nothing to lose: no question");

    // Cleared, then undone.
    let mut a = app();
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Overlay(OverlayKey::Yes),
        ],
    );
    assert!(a.editor.dirty);
    a.handle(Action::Edit(EditKey::Undo));
    assert!(!a.editor.dirty);
    a.handle(Action::Edit(EditKey::Redo));
    assert!(a.editor.dirty, "redone: the grid differs again");

    // A digit typed into a blank cell and erased again: the same grid.
    let mut a = app();
    a.editor.cursor = 1;
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Digit(4)),
            Action::Edit(EditKey::Left),
            Action::Edit(EditKey::ClearCell),
        ],
    );
    assert!(!a.editor.dirty);
    assert!(
        a.editor.can_walk(Way::Back),
        "both edits can still be undone"
    );
}

#[test]
fn saved_is_the_new_reference() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app();
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(4)));
    let saved = a.editor.puzzle;
    save_as(&mut a, &dir.path().join("mine.txt"));
    assert!(!a.editor.dirty);
    assert_eq!(
        a.editor.origin_label(),
        dir.path().join("mine.txt").display().to_string()
    );
    a.handle(Action::Edit(EditKey::Digit(7)));
    assert!(a.editor.dirty);
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.editor.puzzle, saved);
    assert!(!a.editor.dirty, "as saved");
    a.handle(Action::Edit(EditKey::Undo));
    assert!(a.editor.dirty, "the built-in grid is not what was saved");
}

/// The save prompt with `path` typed over its proposal, then Enter.
pub(super) fn save_as(a: &mut App, path: &std::path::Path) {
    a.handle(Action::Edit(EditKey::Save));
    match a.overlays.last_mut() {
        Some(Overlay::SavePrompt(p)) => p.line.text = path.display().to_string(),
        other => panic!("no save prompt: {other:?}"),
    }
    a.handle(Action::Overlay(OverlayKey::Submit));
}

#[test]
fn the_file_line_says_where_the_grid_comes_from() {
    let mut a = app();
    assert_eq!(panel_line(&mut a, "File"), "built-in sample");
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Overlay(OverlayKey::Yes),
            Action::Edit(EditKey::Digit(5)),
        ],
    );
    assert_eq!(a.editor.origin, Origin::Typed);
    assert_eq!(panel_line(&mut a, "File"), "typed");
    keys(
        &mut a,
        &[Action::Edit(EditKey::Undo), Action::Edit(EditKey::Undo)],
    );
    assert_eq!(panel_line(&mut a, "File"), "built-in sample");
    a.paste(ANSWER);
    assert_eq!(panel_line(&mut a, "File"), "pasted");
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(panel_line(&mut a, "File"), "built-in sample");
    a.editor.put(
        Grid::empty(),
        Origin::Generated("generated, hard, seed 7".into()),
    );
    assert_eq!(panel_line(&mut a, "File"), "generated, hard, seed 7");
}

#[test]
fn a_finished_run_keeps_its_strategy_and_t_picks_the_next() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let summary = a.run().unwrap().summary();
    a.handle(Action::Edit(EditKey::CycleStrategy));
    assert_eq!(a.strategy, Strategy::ALL[1]);
    let next = Strategy::ALL[1].name();
    assert_eq!(
        panel_line(&mut a, "Strategy"),
        format!("naive (next: {next})")
    );
    assert_eq!(a.run().unwrap().label(), "naive");
    assert_eq!(
        a.run().unwrap().summary(),
        summary,
        "the result stays naive's"
    );
    // The next solve is the new strategy's.
    a.handle(Action::Solve(SolveKey::Start));
    assert_eq!(a.run().unwrap().label(), next);
    assert_eq!(panel_line(&mut a, "Strategy"), next);
}

#[test]
fn a_search_over_in_microseconds_does_not_read_0ms() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    a.nine.first_mut().unwrap().elapsed = Duration::from_micros(420);
    assert_eq!(panel_line(&mut a, "Elapsed"), "420µs");
    assert!(panel_line(&mut a, "Solved:").ends_with("420µs"));
}

#[test]
fn undo_and_redo_take_the_cursor_to_the_cell_they_change() {
    let mut a = app();
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(4)));
    a.editor.cursor = 40;
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.editor.cursor, 1);
    a.editor.cursor = 70;
    a.handle(Action::Edit(EditKey::Redo));
    assert_eq!(a.editor.cursor, 1);
    // Many cells at once (the whole grid cleared): the cursor stays.
    a.editor.cursor = 70;
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Overlay(OverlayKey::Yes),
            Action::Edit(EditKey::Undo),
        ],
    );
    assert_eq!(a.editor.cursor, 70);
}

#[test]
fn one_step_a_second_is_singular() {
    assert_eq!(Speed::Rate(1).label(), "1 step/s");
    assert_eq!(Speed::Rate(2).label(), "2 steps/s");
}

#[test]
fn a_pasted_collection_opens_as_a_collection() {
    let collection = format!("{BAEKJOON}\n{ANSWER}\n# a comment\n{}\n", ".".repeat(81));
    let mut a = app();
    a.paste(&collection);
    assert_eq!(a.editor.source.count(), 3);
    assert_eq!(a.editor.puzzle.to_line(), BAEKJOON);
    assert_eq!(panel_line(&mut a, "File"), "pasted");
    assert_eq!(panel_line(&mut a, "Puzzle"), "1 of 3");
    assert_eq!(
        a.message.as_deref(),
        Some("Pasted 3 puzzles: puzzle 1 of 3 ([ ] for the others)")
    );
    a.handle(Action::Edit(EditKey::NextPuzzle));
    assert_eq!(a.editor.puzzle.to_line(), ANSWER);
    assert_eq!(panel_line(&mut a, "Puzzle"), "2 of 3");
    // With unsaved edits, it asks first; no keeps them.
    a.editor.cursor = 0;
    a.handle(Action::Edit(EditKey::ClearCell));
    assert!(a.editor.dirty);
    let edited = a.editor.puzzle;
    a.paste(&collection);
    assert!(matches!(
        a.overlays.last(),
        Some(Overlay::Question(q)) if q.then.question() == "Unsaved edits. Open the pasted puzzles anyway?"
    ));
    a.handle(Action::Overlay(OverlayKey::No));
    assert_eq!(a.editor.puzzle, edited);
    // Saving one of them proposes a name of its own.
    a.handle(Action::Edit(EditKey::Save));
    match a.overlays.last() {
        Some(Overlay::SavePrompt(p)) => assert_eq!(p.line.text, "puzzle.txt"),
        other => panic!("{other:?}"),
    }
}

/// Propagate's summary counts its guesses and their take-backs apart from the digits it
/// deduced and those it undid: no more take-backs than guesses.
#[test]
fn the_propagate_summary_counts_guesses_and_deductions_apart() {
    let mut a = on(HARD, Strategy::Propagate);
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let st = *a.run().unwrap().stepper().stats();
    assert!(st.undone_deductions > 0, "{st:?}");
    assert!(st.retractions <= st.placements, "{st:?}");
    let g = crate::tui::words::numbers::grouped;
    let want = format!(
        "Solved: {} placements, {} retractions, {} deductions, {} undone, ",
        g(st.placements),
        g(st.retractions),
        g(st.deductions),
        g(st.undone_deductions)
    );
    let summary = a.run().unwrap().summary();
    assert!(summary.starts_with(&want), "{summary}\n{want}");
    let s = screen(&mut a, 200, 50);
    assert!(s.contains(&want), "{want}\n{s}");
}
