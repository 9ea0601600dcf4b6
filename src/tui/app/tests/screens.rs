//! Snapshots of every screen (in src/tui/snapshots, named after the test).

use super::*;
use crate::tui::app::keymap::TABLE;
use crate::tui::ui::geometry::{MIN_HEIGHT, MIN_WIDTH};

fn steps(app: &mut App, n: usize) {
    for _ in 0..n {
        app.handle(Action::Solve(SolveKey::Step));
    }
}

#[test]
fn editing_large() {
    let mut a = app();
    a.editor.cursor = 40;
    snap!(screen(&mut a, 120, 40));
}

#[test]
fn editing_medium() {
    let mut a = app();
    a.handle(Action::Edit(EditKey::Right));
    a.handle(Action::Edit(EditKey::Digit(4)));
    snap!(screen(&mut a, 80, 24));
}

#[test]
fn editing_compact() {
    let mut a = app();
    snap!(screen(&mut a, MIN_WIDTH, MIN_HEIGHT));
}

#[test]
fn editing_clash_names_cells() {
    let mut a = app();
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(1)));
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("clashing givens"), "{s}");
    assert!(s.contains("1 r1c1 r1c2"), "{s}");
    snap!(s);
}

#[test]
fn solving_midway() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Start));
    // Ten ticks a second for three seconds at 10 steps/s: 30 steps.
    let t0 = a.now + Duration::from_secs(1);
    ticks(&mut a, t0, 30);
    assert_eq!(a.run().unwrap().stepper().stats().steps, 30);
    freeze(&mut a, 3000);
    let s = screen(&mut a, 100, 24);
    assert!(s.contains("solving"), "{s}");
    snap!(s);
}

#[test]
fn solving_large_with_candidates() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Start));
    let t0 = a.now + Duration::from_secs(1);
    ticks(&mut a, t0, 20);
    a.now = t0 + Duration::from_secs(2);
    freeze(&mut a, 2000);
    let s = screen(&mut a, 120, 40);
    assert!(s.contains("Last step"), "{s}");
    // r4c3 has no candidate left at this point: marked as a dead end.
    assert!(s.contains('✗'), "{s}");
    snap!(s);
}

#[test]
fn paused() {
    let mut a = app();
    steps(&mut a, 40);
    freeze(&mut a, 0);
    snap!(screen(&mut a, 100, 24));
}

#[test]
fn solved() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    freeze(&mut a, 1500);
    let s = screen(&mut a, 100, 24);
    assert!(s.contains("Solved: "), "{s}");
    snap!(s);
}

#[test]
fn no_solution() {
    let mut a = App::new(
        unsolvable("unsolvable.txt"),
        Strategy::Naive,
        Speed::Rate(10),
    );
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    freeze(&mut a, 20);
    let s = screen(&mut a, 100, 24);
    assert!(s.contains("No solution: "), "{s}");
    snap!(s);
}

#[test]
fn help_overlay() {
    let mut a = app();
    a.handle(Action::App(AppKey::Help));
    let s = screen(&mut a, 80, 24);
    // What does not fit is a scroll away.
    a.handle(Action::Overlay(OverlayKey::ScrollBottom));
    let rest = screen(&mut a, 80, 24);
    for r in TABLE.iter().filter(|r| r.in_help) {
        let listed = s.contains(r.keys) || rest.contains(r.keys);
        assert!(listed, "help lists {}", r.keys);
        let said = s.contains(&r.text()) || rest.contains(&r.text());
        assert!(said, "help says {}", r.text());
    }
    snap!(s);
}

#[test]
fn help_overlay_narrow() {
    let mut a = app();
    a.handle(Action::App(AppKey::Help));
    let s = screen(&mut a, 60, 40);
    // What does not fit is a scroll away.
    a.handle(Action::Overlay(OverlayKey::ScrollBottom));
    let rest = screen(&mut a, 60, 40);
    for r in TABLE.iter().filter(|r| r.in_help) {
        let listed = s.contains(r.keys) || rest.contains(r.keys);
        assert!(listed, "help lists {}", r.keys);
    }
    snap!(s);
}

#[test]
fn picker() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("more")).unwrap();
    std::fs::write(
        dir.path().join("easy.sdm"),
        format!("{}\n{}\n", crate::tui::files::BUILTIN, ".".repeat(81)),
    )
    .unwrap();
    std::fs::write(dir.path().join("notes.md"), "# nothing\n").unwrap();
    let mut a = app();
    a.picker_root = dir.path().to_path_buf();
    a.handle(Action::Edit(EditKey::Open));
    a.handle(Action::Overlay(OverlayKey::PickerDown));
    let s = screen(&mut a, 100, 30).replace(&dir.path().display().to_string(), "/tmp/DIR");
    assert!(s.contains("2 puzzles"), "{s}");
    snap!(s);
}

#[test]
fn save_prompt() {
    let mut a = app();
    a.handle(Action::Edit(EditKey::Save));
    snap!(screen(&mut a, 80, 24));
}

#[test]
fn error_box_leaves_grid_untouched() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.txt"), "12x\n").unwrap();
    let mut a = app();
    let before = a.editor.puzzle;
    a.picker_root = dir.path().to_path_buf();
    a.handle(Action::Edit(EditKey::Open));
    a.handle(Action::Overlay(OverlayKey::PickerEnter));
    assert!(matches!(a.overlays.last(), Some(Overlay::Message(_))));
    assert_eq!(a.editor.puzzle, before);
    let s = screen(&mut a, 80, 24).replace(&dir.path().display().to_string(), "/tmp/DIR");
    assert!(s.contains("/tmp/DIR/bad.txt:1:"), "{s}");
    snap!(s);
    a.handle(Action::Overlay(OverlayKey::Close));
    assert!(a.overlays.is_empty());
}

#[test]
fn too_small() {
    let mut a = app();
    let s = screen(&mut a, 40, 10);
    assert!(s.contains(&format!("needs at least {MIN_WIDTH}×{MIN_HEIGHT}")));
    snap!(s);
}

/// However small the terminal, the size it needs shows whole.
#[test]
fn too_small_says_the_size_needed_even_in_a_corner() {
    let needed = format!("{MIN_WIDTH}×{MIN_HEIGHT}");
    for (w, h) in [(12, 4), (12, 2), (21, 3), (11, 1)] {
        let mut a = app();
        let s = screen(&mut a, w, h);
        assert!(s.contains(&needed), "{w}x{h}:\n{s}");
    }
}

/// On a narrow screen a long name is cut with `…`, a folder keeping its `/`: two names
/// that start alike do not look the same.
#[test]
fn picker_cuts_long_names_visibly() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("collections-of-many-puzzles")).unwrap();
    std::fs::write(dir.path().join("collections-of-many-puzzles.sdm"), "").unwrap();
    let mut a = app();
    a.picker_root = dir.path().to_path_buf();
    a.handle(Action::Edit(EditKey::Open));
    let s = screen(&mut a, 30, 14);
    assert!(s.contains("built-in samples/"), "{s}");
    assert!(s.contains("collections-of-many-p…/"), "{s}");
    assert!(s.contains("collections-of-many-pu…"), "{s}");
}

/// A line break or an escape in a file name shows as `?`: "new\nline.txt" does not
/// pass for "newline.txt".
#[cfg(unix)]
#[test]
fn picker_shows_control_characters_as_question_marks() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("new\nline.txt"), "").unwrap();
    std::fs::write(dir.path().join("a\x1b[31mred.txt"), "").unwrap();
    let mut a = app();
    a.picker_root = dir.path().to_path_buf();
    a.handle(Action::Edit(EditKey::Open));
    let s = screen(&mut a, 90, 24);
    assert!(
        s.contains("new?line.txt") && s.contains("a?[31mred.txt"),
        "{s}"
    );
}
