//! Editing: the cursor, digits, undo and redo, questions, pasting, the verdict.

use super::*;
use crate::tui::app::history::{History, Way};

#[test]
fn cursor_moves_and_wraps() {
    let mut a = app();
    assert_eq!(a.editor.cursor, 0);
    a.handle(Action::Edit(EditKey::Right));
    assert_eq!(a.editor.cursor, 1);
    a.handle(Action::Edit(EditKey::Down));
    assert_eq!(a.editor.cursor, 10);
    a.handle(Action::Edit(EditKey::Left));
    a.handle(Action::Edit(EditKey::Left));
    assert_eq!(a.editor.cursor, 17, "left of column 1 wraps to column 9");
    a.handle(Action::Edit(EditKey::Up));
    a.handle(Action::Edit(EditKey::Up));
    assert_eq!(a.editor.cursor, 80, "up from row 1 wraps to row 9");
    a.handle(Action::Edit(EditKey::Down));
    assert_eq!(a.editor.cursor, 8);
    a.handle(Action::Edit(EditKey::Right));
    assert_eq!(a.editor.cursor, 0);
}

#[test]
fn digits_write_givens_and_clear_keys_erase() {
    let mut a = app();
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(4)));
    assert_eq!(a.editor.puzzle.get(1), 4);
    assert_eq!(a.editor.cursor, 2, "the cursor advances");
    assert!(a.editor.dirty);
    a.handle(Action::Edit(EditKey::Left));
    a.handle(Action::Edit(EditKey::ClearCell));
    assert_eq!(a.editor.puzzle.get(1), 0);
    assert_eq!(
        a.editor.cursor, 1,
        "Backspace and Delete clear where the cursor is"
    );
    // Writing a clashing digit is allowed and reported.
    a.handle(Action::Edit(EditKey::Digit(1)));
    assert!(matches!(a.editor.verdict.status(), Some(Status::Clash(_))));
    assert!(a.editor.clashing()[0] && a.editor.clashing()[1]);
}

/// The keys a person types, through the key table.
fn type_keys(a: &mut App, text: &str) {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    for c in text.chars() {
        let ev = KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
        if let Some(action) = crate::tui::app::keymap::for_key(a.mode(), ev) {
            a.handle(action);
        }
    }
}

#[test]
fn eighty_one_keys_type_a_puzzle() {
    let lines = [
        "530070000",
        "600195000",
        "098000060",
        "800060003",
        "400803001",
        "700020006",
        "060000280",
        "000419005",
        "000080079",
    ];
    let mut a = app();
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Overlay(OverlayKey::Yes),
        ],
    );
    assert_eq!(a.editor.cursor, 0);
    // Blanks typed three ways: 0, `.` and Space.
    let typed = lines.concat().replace("000", "0. ");
    assert_eq!(typed.chars().count(), 81);
    type_keys(&mut a, &typed);
    let want = Grid::from_line(&lines.concat()).unwrap();
    assert_eq!(
        a.editor.puzzle, want,
        "from the end of a row on to the next"
    );
    assert_eq!(a.editor.cursor, 0, "after r9c9, back to r1c1");
    assert_eq!(a.editor.origin_label(), "typed");
}

#[test]
fn a_toggles_the_advance_off_and_on() {
    let mut a = app();
    a.editor.cursor = 1;
    type_keys(&mut a, "a");
    assert!(a.message.as_deref().unwrap_or("").contains("stays"));
    type_keys(&mut a, "4");
    assert_eq!((a.editor.puzzle.get(1), a.editor.cursor), (4, 1), "stays");
    type_keys(&mut a, "5");
    assert_eq!((a.editor.puzzle.get(1), a.editor.cursor), (5, 1));
    type_keys(&mut a, "a6.");
    assert_eq!(a.editor.puzzle.get(1), 6);
    assert_eq!(a.editor.puzzle.get(2), 0, "a blank advances too");
    assert_eq!(a.editor.cursor, 3);
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut a = app();
    let start = a.editor.puzzle;
    a.editor.cursor = 1;
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Digit(4)),
            Action::Edit(EditKey::Digit(7)),
        ],
    );
    let two = a.editor.puzzle;
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.editor.puzzle.get(2), 3, "r1c3 holds its given 3 again");
    assert_eq!(a.editor.puzzle.get(1), 4);
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.editor.puzzle, start);
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.message.as_deref(), Some("Nothing to undo"));
    keys(
        &mut a,
        &[Action::Edit(EditKey::Redo), Action::Edit(EditKey::Redo)],
    );
    assert_eq!(a.editor.puzzle, two);
    a.handle(Action::Edit(EditKey::Undo));
    a.handle(Action::Edit(EditKey::Digit(9)));
    a.handle(Action::Edit(EditKey::Redo));
    assert_eq!(a.message.as_deref(), Some("Nothing to redo"));
}

#[test]
fn clearing_the_grid_asks_first() {
    let mut a = app();
    a.handle(Action::Edit(EditKey::ClearAll));
    assert!(matches!(a.overlays.last(), Some(Overlay::Question(_))));
    a.handle(Action::Overlay(OverlayKey::No));
    assert!(a.overlays.is_empty());
    assert_eq!(a.editor.puzzle.filled(), 30);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Overlay(OverlayKey::Yes),
        ],
    );
    assert_eq!(a.editor.puzzle.filled(), 0);
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.editor.puzzle.filled(), 30);
}

#[test]
fn quitting_with_unsaved_edits_asks() {
    let mut a = app();
    let effect = a.handle(Action::App(AppKey::Quit));
    assert_eq!(effect, Some(Effect::Quit), "nothing to lose: quits at once");

    let mut a = app();
    a.handle(Action::Edit(EditKey::Digit(4)));
    assert_eq!(a.handle(Action::App(AppKey::Quit)), None);
    assert!(matches!(
        a.overlays.last(),
        Some(Overlay::Question(q)) if q.then == Pending::Quit
    ));
    assert_eq!(a.handle(Action::Overlay(OverlayKey::No)), None);
    assert!(a.overlays.is_empty());
    a.handle(Action::App(AppKey::Quit));
    assert_eq!(
        a.handle(Action::Overlay(OverlayKey::Yes)),
        Some(Effect::Quit)
    );

    // Ctrl-C during a solve quits without asking.
    let mut a = app();
    a.handle(Action::Edit(EditKey::Digit(4)));
    a.handle(Action::Solve(SolveKey::Start));
    assert_eq!(a.handle(Action::App(AppKey::Interrupt)), Some(Effect::Quit));
}

#[test]
fn status_is_worked_out_in_the_background() {
    let mut a = App::with_background_status(Source::builtin(), Strategy::Naive, Speed::Max);
    a.editor.cursor = 1;
    a.editor.advance = false;
    a.handle(Action::Edit(EditKey::Digit(4)));
    a.handle(Action::Edit(EditKey::Digit(3)));
    let deadline = Instant::now() + Duration::from_secs(20);
    while a.status_pending() {
        assert!(a.next_wake().is_some(), "ticks while waiting");
        a.poll_status();
        assert!(Instant::now() < deadline, "no answer");
        std::thread::sleep(Duration::from_millis(5));
    }
    // r1c3 holds 3 too: the answer is about the latest grid.
    assert!(matches!(a.editor.verdict.status(), Some(Status::Clash(_))));
    assert!(a.next_wake().is_none());
}

#[test]
fn a_pasted_puzzle_replaces_the_grid_and_undoes() {
    let mut a = app();
    let before = a.editor.puzzle;
    a.paste(&format!("{ANSWER}\n"));
    assert_eq!(a.editor.puzzle.to_line(), ANSWER);
    assert!(a.editor.dirty);
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.editor.puzzle, before);
    a.paste("hello");
    assert!(matches!(a.overlays.last(), Some(Overlay::Message(_))));
    assert_eq!(a.editor.puzzle, before);
    a.handle(Action::Overlay(OverlayKey::Close));
    a.handle(Action::Edit(EditKey::Save));
    a.paste("x.sdk\n");
    match a.overlays.last() {
        Some(Overlay::SavePrompt(p)) => assert!(p.line.text.ends_with("x.sdk")),
        other => panic!("{other:?}"),
    }
}

#[test]
fn help_opens_and_any_key_closes() {
    let mut a = app();
    a.handle(Action::App(AppKey::Help));
    assert!(matches!(a.overlays.last(), Some(Overlay::Help(_))));
    a.handle(Action::Edit(EditKey::Digit(3)));
    assert!(a.overlays.is_empty());
    assert_eq!(a.editor.puzzle.get(1), 0, "the key only closed the help");
}

#[test]
fn undo_and_redo_mirror_each_other() {
    let mut h = History::default();
    let mut now = 0;
    for next in 1..=3 {
        h.record(now);
        now = next;
    }
    assert_eq!(h.walk(Way::Forward, now), None, "nothing undone yet");
    for want in [2, 1, 0] {
        now = h.walk(Way::Back, now).unwrap();
        assert_eq!(now, want);
    }
    assert_eq!(h.walk(Way::Back, now), None);
    for want in [1, 2] {
        now = h.walk(Way::Forward, now).unwrap();
        assert_eq!(now, want);
    }
    // A new change drops what was undone.
    h.record(now);
    now = 9;
    assert_eq!(h.walk(Way::Forward, now), None);
    assert_eq!(h.walk(Way::Back, now), Some(2));
}

/// The editor's status says how many solutions a puzzle has, up to the count's limit.
#[test]
fn several_solutions_are_counted() {
    let mut a = on(
        "8.........95.......67.........472968...913245...856137....9.716...6.8492......583",
        Strategy::Naive,
    );
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("Status      3 solutions"), "{s}");
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Overlay(OverlayKey::Yes),
        ],
    );
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("at least 1,000 solutions"), "{s}");
}
