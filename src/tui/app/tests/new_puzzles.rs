//! Puzzles from no file: the new-puzzle dialog (`G`) and the built-in samples in the
//! picker.

use sudoku_engine::generate::{Difficulty, Generator, Options};

use super::*;
use crate::tui::app::overlays::GenerateBox;
use crate::tui::picker::Kind;
use crate::tui::samples::SAMPLES;
use sudoku_engine::shape::Spot;

fn dialog(a: &App) -> &GenerateBox {
    match a.overlays.last() {
        Some(Overlay::Generate(g)) => g,
        other => panic!("no dialog on top: {other:?}"),
    }
}

/// Polls as the event loop does until the dialog has its puzzle.
fn wait_for_puzzle(a: &mut App) {
    let until = Instant::now() + Duration::from_secs(30);
    while a.generating() {
        assert!(Instant::now() < until, "no puzzle after 30 s");
        assert!(
            a.next_wake().is_some(),
            "the loop keeps waking while it works"
        );
        a.poll_status();
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The seed the panel names, from "generated, hard, seed 1234".
fn seed_of(name: &str) -> u64 {
    name.rsplit("seed ").next().unwrap().parse().unwrap()
}

#[test]
fn the_dialog_chooses_grade_and_symmetry() {
    let mut a = app();
    a.handle(Action::Edit(EditKey::Generate));
    assert_eq!(a.mode(), KeyMode::Generate);
    assert_eq!(dialog(&a).options, Options::default());
    assert_eq!(dialog(&a).options.difficulty, Difficulty::Medium);
    keys(
        &mut a,
        &[Action::Edit(EditKey::Right), Action::Edit(EditKey::Right)],
    );
    assert_eq!(dialog(&a).options.difficulty, Difficulty::Expert);
    a.handle(Action::Edit(EditKey::Right));
    assert_eq!(dialog(&a).options.difficulty, Difficulty::Extreme);
    a.handle(Action::Edit(EditKey::Right));
    assert_eq!(dialog(&a).options.difficulty, Difficulty::Easy, "round");
    a.handle(Action::Edit(EditKey::Left));
    assert_eq!(dialog(&a).options.difficulty, Difficulty::Extreme);
    assert!(!dialog(&a).options.symmetric);
    keys(
        &mut a,
        &[Action::Edit(EditKey::Down), Action::Edit(EditKey::Right)],
    );
    assert!(dialog(&a).options.symmetric);
    assert_eq!(dialog(&a).options.difficulty, Difficulty::Extreme);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Left),
            Action::Edit(EditKey::Up),
            Action::Edit(EditKey::Left),
            Action::Edit(EditKey::Left),
        ],
    );
    assert!(!dialog(&a).options.symmetric);
    assert_eq!(dialog(&a).options.difficulty, Difficulty::Hard);
    // Esc: nothing made, nothing changed, nothing remembered.
    let before = a.editor.puzzle;
    a.handle(Action::Overlay(OverlayKey::Close));
    assert!(a.overlays.is_empty());
    assert_eq!(a.editor.puzzle, before);
    assert!(!a.editor.dirty);
    a.handle(Action::Edit(EditKey::Generate));
    assert_eq!(dialog(&a).options, Options::default());
}

#[test]
fn a_generated_puzzle_replaces_the_grid_and_undo_brings_the_old_one_back() {
    let mut a = app();
    let old = a.editor.puzzle;
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Generate),
            Action::Edit(EditKey::Right),
            Action::Overlay(OverlayKey::Submit),
        ],
    );
    assert!(a.generating());
    wait_for_puzzle(&mut a);
    assert!(a.overlays.is_empty(), "the dialog closes with its puzzle");
    let name = a.editor.origin_label().to_string();
    assert!(name.starts_with("generated, hard, seed "), "{name}");
    let options = Options {
        difficulty: Difficulty::Hard,
        symmetric: false,
    };
    let made = Generator::new(seed_of(&name), options).puzzle(0);
    assert_eq!(a.editor.puzzle, made.puzzle);
    assert!(a.editor.dirty, "not saved anywhere yet");
    assert_eq!(a.editor.source.path, None, "saving asks for a path");
    assert!(matches!(a.editor.verdict.status(), Some(Status::Unique(s)) if *s == made.solution));
    let s = screen(&mut a, 90, 24);
    assert!(s.contains(&name), "{s}");
    assert!(s.contains("(u undoes)"), "{s}");
    a.handle(Action::Edit(EditKey::Undo));
    assert_eq!(a.editor.puzzle, old);
    a.handle(Action::Edit(EditKey::Redo));
    assert_eq!(a.editor.puzzle, made.puzzle);
    // The next dialog offers what was used.
    a.handle(Action::Edit(EditKey::Generate));
    assert_eq!(dialog(&a).options, options);
}

#[test]
fn the_seed_and_symmetry_make_the_puzzle() {
    let mut a = app();
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Generate),
            Action::Edit(EditKey::Left),
            Action::Edit(EditKey::Down),
            Action::Edit(EditKey::Right),
        ],
    );
    let Some(Overlay::Generate(g)) = a.overlays.last_mut() else {
        panic!("no dialog");
    };
    g.start(1234);
    wait_for_puzzle(&mut a);
    assert_eq!(
        a.editor.origin_label(),
        "generated, easy, symmetric, seed 1234"
    );
    let options = Options {
        difficulty: Difficulty::Easy,
        symmetric: true,
    };
    assert_eq!(
        a.editor.puzzle,
        Generator::new(1234, options).puzzle(0).puzzle
    );
    for cell in 0..81 {
        let given = |c: usize| a.editor.puzzle.get(c) != 0;
        assert_eq!(given(cell), given(80 - cell), "half-turn symmetric");
    }
}

#[test]
fn keys_wait_while_it_works_and_esc_gives_up() {
    let mut a = app();
    let old = a.editor.puzzle;
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Generate),
            Action::Overlay(OverlayKey::Submit),
        ],
    );
    assert!(a.generating());
    // Only Esc (and Ctrl-C) mean anything now.
    let options = dialog(&a).options;
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Right),
            Action::Edit(EditKey::Down),
            Action::Overlay(OverlayKey::Submit),
        ],
    );
    assert_eq!(dialog(&a).options, options);
    a.handle(Action::Overlay(OverlayKey::Close));
    assert!(!a.generating());
    assert!(a.overlays.is_empty());
    std::thread::sleep(Duration::from_millis(300));
    a.poll_status();
    assert_eq!(a.editor.puzzle, old, "a puzzle made after Esc is dropped");
    assert!(!a.editor.dirty);
}

#[test]
fn generating_waits_for_the_solve_to_stop_and_then_replaces_it() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Start));
    a.handle(Action::Edit(EditKey::Generate));
    assert!(a.overlays.is_empty());
    assert_eq!(
        a.message.as_deref(),
        Some("Stop the solve (Esc) to generate a puzzle")
    );
    a.finish_now();
    assert_eq!(a.state(), Progress::Solved);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Generate),
            Action::Edit(EditKey::Left),
            Action::Overlay(OverlayKey::Submit),
        ],
    );
    wait_for_puzzle(&mut a);
    assert_eq!(a.state(), Progress::Editing, "the new puzzle is edited");
    assert!(a
        .editor
        .origin_label()
        .starts_with("generated, easy, seed "));
}

#[test]
fn generate_dialog() {
    let mut a = app();
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Generate),
            Action::Edit(EditKey::Right),
            Action::Edit(EditKey::Down),
        ],
    );
    let s = screen(&mut a, 90, 24);
    assert!(
        s.contains("hard: triples, swordfish, XY-wing (3.6–4.5)"),
        "{s}"
    );
    assert!(s.contains("easy medium hard expert extreme"), "{s}");
    snap!(s);
}

#[test]
fn generate_dialog_working_small() {
    let mut a = app();
    a.handle(Action::Edit(EditKey::Generate));
    let Some(Overlay::Generate(g)) = a.overlays.last_mut() else {
        panic!("no dialog");
    };
    g.start(7);
    let s = screen(&mut a, 60, 18);
    assert!(s.contains("Making the puzzle… (Esc cancels)"), "{s}");
    snap!(s);
    wait_for_puzzle(&mut a);
}

/// The picker's highlighted entry.
fn highlighted(a: &App) -> String {
    match a.overlays.last() {
        Some(Overlay::Picker(p)) => p.0.entries[p.0.selected].name.clone(),
        other => panic!("no picker on top: {other:?}"),
    }
}

fn pick(a: &mut App, name: &str) {
    let Some(Overlay::Picker(p)) = a.overlays.last() else {
        panic!("no picker");
    };
    let at = p.0.entries.iter().position(|e| e.name == name).unwrap();
    let delta = at as isize - p.0.selected as isize;
    let way = if delta < 0 {
        Action::Overlay(OverlayKey::PickerUp)
    } else {
        Action::Overlay(OverlayKey::PickerDown)
    };
    for _ in 0..delta.unsigned_abs() {
        a.handle(way);
    }
    assert_eq!(highlighted(a), name);
}

#[test]
fn a_built_in_sample_opens_like_a_file_wherever_the_app_runs() {
    let empty = tempfile::tempdir().unwrap();
    let mut a = app();
    a.picker_root = empty.path().to_path_buf();
    a.handle(Action::Edit(EditKey::Open));
    assert_eq!(highlighted(&a), "built-in samples", "nothing else here");
    a.handle(Action::Overlay(OverlayKey::PickerEnter));
    pick(&mut a, "top95.sdm");
    a.handle(Action::Overlay(OverlayKey::PickerEnter));
    assert!(a.overlays.is_empty());
    assert_eq!(a.editor.source.name, "built-in: top95.sdm");
    assert_eq!(a.editor.source.count(), 95);
    assert!(!a.editor.dirty);
    assert_eq!(
        a.message.as_deref(),
        Some("Opened built-in: top95.sdm (1 of 95)")
    );
    a.handle(Action::Edit(EditKey::NextPuzzle));
    assert_eq!(a.editor.source.index, 1, "a collection, as the file is");
    // Saving asks for a path.
    a.handle(Action::Edit(EditKey::Save));
    match a.overlays.last() {
        Some(Overlay::SavePrompt(p)) => assert_eq!(p.line.text, "puzzle.txt"),
        other => panic!("{other:?}"),
    }
    a.handle(Action::Overlay(OverlayKey::Close));
    // The picker comes back to the samples, on the open one; up goes where it was.
    a.handle(Action::Edit(EditKey::Open));
    assert_eq!(highlighted(&a), "top95.sdm");
    a.handle(Action::Overlay(OverlayKey::PickerParent));
    assert_eq!(highlighted(&a), "built-in samples");
    match a.overlays.last() {
        Some(Overlay::Picker(p)) => assert_eq!(p.0.dir(), empty.path()),
        other => panic!("{other:?}"),
    }
}

#[test]
fn opening_a_sample_over_unsaved_edits_asks_first() {
    let mut a = app();
    a.handle(Action::Edit(EditKey::Digit(2)));
    let empty = tempfile::tempdir().unwrap();
    a.picker_root = empty.path().to_path_buf();
    a.handle(Action::Edit(EditKey::Open));
    a.handle(Action::Overlay(OverlayKey::PickerEnter));
    pick(&mut a, "easy.sdk");
    a.handle(Action::Overlay(OverlayKey::PickerEnter));
    assert_eq!(a.mode(), KeyMode::Question);
    let edited = a.editor.puzzle;
    a.handle(Action::Overlay(OverlayKey::No));
    assert_eq!(a.editor.puzzle, edited);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Open),
            Action::Overlay(OverlayKey::PickerEnter),
        ],
    );
    pick(&mut a, "easy.sdk");
    a.handle(Action::Overlay(OverlayKey::PickerEnter));
    a.handle(Action::Overlay(OverlayKey::Yes));
    assert_eq!(a.editor.source.name, "built-in: easy.sdk");
    let easy = SAMPLES.iter().find(|s| s.name == "easy.sdk").unwrap();
    assert_eq!(a.editor.puzzle, easy.read().unwrap().puzzles[0].grid);
}

#[test]
fn the_picker_starts_at_the_open_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("deep")).unwrap();
    let file = dir.path().join("deep").join("b.txt");
    std::fs::write(&file, BAEKJOON).unwrap();
    std::fs::write(dir.path().join("deep").join("a.txt"), BAEKJOON).unwrap();
    let source = crate::tui::files::load(&file, 1).unwrap();
    let mut a = App::new(source, Strategy::Naive, Speed::Rate(10));
    a.handle(Action::Edit(EditKey::Open));
    assert_eq!(highlighted(&a), "b.txt");
    let full = dir.path().join("deep").canonicalize().unwrap();
    let s = screen(&mut a, 100, 30);
    assert!(s.contains(&format!("Open: {}", full.display())), "{s}");
}

#[test]
fn picker_samples() {
    let mut a = App::new(
        SAMPLES[0].source().unwrap(),
        Strategy::Naive,
        Speed::Rate(10),
    );
    a.handle(Action::Edit(EditKey::Open));
    let Some(Overlay::Picker(p)) = a.overlays.last() else {
        panic!("no picker");
    };
    assert!(p
        .0
        .entries
        .iter()
        .skip(1)
        .all(|e| matches!(e.kind, Kind::Sample(_))));
    pick(&mut a, "hard-bordered.txt");
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("Open: built-in samples"), "{s}");
    snap!(s);
}

/// In a narrow dialog the grade line still shows the grade chosen, whichever it is.
#[test]
fn generate_dialog_narrow_shows_the_choice() {
    let mut a = app();
    a.handle(Action::Edit(EditKey::Generate));
    for name in ["hard", "expert", "extreme", "easy"] {
        a.handle(Action::Edit(EditKey::Right));
        let s = screen(&mut a, 30, 14);
        let line = s.lines().find(|l| l.contains("Difficulty")).unwrap();
        assert!(line.contains(name), "{name}: {s}");
    }
    keys(
        &mut a,
        &[Action::Edit(EditKey::Down), Action::Edit(EditKey::Right)],
    );
    let s = screen(&mut a, 30, 14);
    assert!(s
        .lines()
        .any(|l| l.contains("Symmetric") && l.contains("yes")));
}

#[test]
fn a_new_puzzle_drops_the_cell_breakpoint_of_the_old_one_and_says_so() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Breakpoints));
    a.handle(Action::Overlay(OverlayKey::BreakChoice));
    a.handle(Action::Solve(SolveKey::Breakpoints));
    a.handle(Action::Overlay(OverlayKey::BreakCell));
    type_in(&mut a, "r1c2");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(a.overlays.is_empty(), "the menu closes");
    assert_eq!(a.nine.breakpoints().cell, Some(Spot::new(1)));
    assert!(a.nine.breakpoints().choice);
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Generate),
            Action::Overlay(OverlayKey::Submit),
        ],
    );
    wait_for_puzzle(&mut a);
    assert_eq!(a.nine.breakpoints().cell, None, "r1c2 of another puzzle");
    assert!(a.nine.breakpoints().choice, "a choice is one on any puzzle");
    let said = a.message.clone().unwrap();
    assert!(
        said.ends_with("(u undoes); breakpoint r1c2 cleared"),
        "{said}"
    );
    let s = screen(&mut a, 100, 40);
    assert!(s.contains("breakpoint r1c2 cleared"), "{s}");
    // With none armed, the message says nothing of it.
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Generate),
            Action::Overlay(OverlayKey::Submit),
        ],
    );
    wait_for_puzzle(&mut a);
    assert!(!a.message.as_deref().unwrap().contains("breakpoint"));
}

#[test]
fn the_file_line_keeps_a_long_seed_whole_and_a_long_path_by_its_end() {
    let mut a = app();
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::Generate),
            Action::Edit(EditKey::Down),
            Action::Edit(EditKey::Right),
        ],
    );
    let Some(Overlay::Generate(g)) = a.overlays.last_mut() else {
        panic!("no dialog");
    };
    let seed = 18_446_744_073_709_551_557u64;
    g.start(seed);
    wait_for_puzzle(&mut a);
    let name = a.editor.origin_label().to_string();
    assert!(name.ends_with(&format!("seed {seed}")), "{name}");
    let s = screen(&mut a, 80, 24);
    let file = s.lines().find(|l| l.contains("File")).unwrap();
    assert!(file.ends_with(&format!("seed {seed}")), "{file}");
    // A path too long for the line: its end, from a folder.
    let long = "/home/someone/puzzles/collected/over/the/years/hardest-of-all.txt";
    let p = Grid::from_line(BAEKJOON).unwrap();
    let mut a = App::new(
        Source::single(p, long.into(), None),
        Strategy::Naive,
        Speed::Rate(10),
    );
    let s = screen(&mut a, 80, 24);
    let file = s.lines().find(|l| l.contains("File")).unwrap();
    assert!(file.contains("File        …/"), "{file}");
    assert!(file.ends_with("/hardest-of-all.txt"), "{file}");
}
