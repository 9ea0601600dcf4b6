//! Saving from the app: what is at the path decides what happens, and what is asked.

use std::fs;
use std::path::Path;

use sudoku_engine::format::{self, Format};

use super::truth::save_as;
use super::*;
use crate::tui::files::load;

const OTHER: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

/// Why the save failed, as the prompt left open says it.
fn save_error(a: &App) -> String {
    match a.overlays.last() {
        Some(Overlay::SavePrompt(p)) => p.error.clone().expect("an error in the prompt"),
        other => panic!("no save prompt: {other:?}"),
    }
}

fn question(a: &App) -> String {
    match a.overlays.last() {
        Some(Overlay::Question(q)) => q.then.question(),
        other => panic!("no question: {other:?}"),
    }
}

fn prompt(a: &App) -> String {
    match a.overlays.last() {
        Some(Overlay::SavePrompt(p)) => p.line.text.clone(),
        other => panic!("no save prompt: {other:?}"),
    }
}

fn opened(path: &Path, index: u64) -> App {
    App::new(load(path, index).unwrap(), Strategy::Naive, Speed::Rate(10))
}

#[test]
fn replacing_another_file_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("puzzle.txt");
    fs::write(&other, format!("{OTHER}\n")).unwrap();
    let mut a = app();
    save_as(&mut a, &other);
    assert_eq!(question(&a), format!("Replace {}?", other.display()));
    // No: the prompt again, the name kept, the file untouched.
    a.handle(Action::Overlay(OverlayKey::No));
    assert_eq!(prompt(&a), other.display().to_string());
    assert_eq!(fs::read_to_string(&other).unwrap(), format!("{OTHER}\n"));
    a.handle(Action::Overlay(OverlayKey::Submit));
    a.handle(Action::Overlay(OverlayKey::Yes));
    assert!(a.overlays.is_empty());
    // Written in the file's own format: one line.
    let doc = format::read_path(&other).unwrap();
    assert_eq!(
        (doc.format, doc.puzzles[0].grid.to_line()),
        (Format::Line, BAEKJOON.into())
    );
    assert!(a.message.as_deref().unwrap().starts_with("Saved "));
    // A new file: no question.
    save_as(&mut a, &dir.path().join("new.sdk"));
    assert!(a.overlays.is_empty(), "{:?}", a.overlays);
    assert!(dir.path().join("new.sdk").is_file());
}

#[test]
fn saving_back_to_the_open_file_keeps_its_format() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("hard-bordered.txt");
    let puzzle = Grid::from_line(BAEKJOON).unwrap();
    fs::write(&p, format::write(&puzzle, Format::Bordered)).unwrap();
    let mut a = opened(&p, 1);
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(4)));
    a.handle(Action::Edit(EditKey::Save));
    assert_eq!(prompt(&a), p.display().to_string(), "its own name proposed");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(a.overlays.is_empty(), "no question: {:?}", a.overlays);
    let doc = format::read_path(&p).unwrap();
    assert_eq!(doc.format, Format::Bordered);
    assert_eq!(doc.puzzles[0].grid, a.editor.puzzle);
    assert!(!a.editor.dirty);
    // Saved again after another edit: still the same file, still no question.
    a.editor.cursor = 1;
    a.handle(Action::Edit(EditKey::Digit(7)));
    a.handle(Action::Edit(EditKey::Save));
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(a.overlays.is_empty());
    assert_eq!(format::read_path(&p).unwrap().puzzles[0].grid.get(1), 7);
}

#[test]
fn saving_into_the_open_collection_asks_which_line() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("many.sdm");
    let text = format!("# three\n{BAEKJOON}\n{OTHER}\n{BAEKJOON}\n");
    fs::write(&p, &text).unwrap();
    let mut a = opened(&p, 2);
    a.editor.cursor = 0;
    a.handle(Action::Edit(EditKey::Digit(4)));
    save_as(&mut a, &p);
    assert_eq!(
        question(&a),
        format!(
            "{} holds 3 puzzles. Replace puzzle 2 (line 3)? (n: save elsewhere)",
            p.display()
        )
    );
    // No: save elsewhere, under a name of its own beside the collection.
    a.handle(Action::Overlay(OverlayKey::No));
    assert_eq!(
        prompt(&a),
        dir.path().join("many-2.txt").display().to_string()
    );
    a.handle(Action::Overlay(OverlayKey::Close));
    assert_eq!(fs::read_to_string(&p).unwrap(), text);
    // Yes: that line only.
    save_as(&mut a, &p);
    a.handle(Action::Overlay(OverlayKey::Yes));
    let lines: Vec<String> = fs::read_to_string(&p)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(lines[2], format!("4{}", &OTHER[1..]));
    assert_eq!((lines[1].as_str(), lines[3].as_str()), (BAEKJOON, BAEKJOON));
    assert_eq!(
        a.message.as_deref(),
        Some(&*format!("Saved puzzle 2 into {}", p.display()))
    );
    assert!(!a.editor.dirty);
    // The collection knows its new line: saving again asks again, and works.
    a.editor.cursor = 0;
    a.handle(Action::Edit(EditKey::Digit(5)));
    save_as(&mut a, &p);
    a.handle(Action::Overlay(OverlayKey::Yes));
    let doc = format::read_path(&p).unwrap();
    assert_eq!(doc.puzzles[1].grid.get(0), 5);
    assert_eq!(doc.puzzles.len(), 3);
}

#[test]
fn refusals_say_why() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app();
    let missing = dir.path().join("no/such/folder/p.txt");
    save_as(&mut a, &missing);
    let text = save_error(&a);
    assert!(text.contains("there is no folder"), "{text}");
    assert!(!text.contains("os error"), "{text}");
    a.handle(Action::Overlay(OverlayKey::Close));
    save_as(&mut a, dir.path());
    assert!(save_error(&a).contains("is a folder"), "{}", save_error(&a));
    a.handle(Action::Overlay(OverlayKey::Close));
    save_as(&mut a, Path::new("/dev/null"));
    assert!(save_error(&a).contains("not a regular file"));
    a.handle(Action::Overlay(OverlayKey::Close));
    // A collection that is not the open one is never replaced by one puzzle.
    let many = dir.path().join("many.sdm");
    fs::write(&many, format!("{BAEKJOON}\n{OTHER}\n")).unwrap();
    save_as(&mut a, &many);
    assert!(save_error(&a).contains("does not replace a collection"));
    assert_eq!(
        fs::read_dir(dir.path()).unwrap().count(),
        1,
        "nothing written"
    );
}

#[test]
fn a_failed_write_says_why_without_the_error_number() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let locked = dir.path().join("locked");
    fs::create_dir(&locked).unwrap();
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o500)).unwrap();
    if fs::write(locked.join("probe"), "").is_ok() {
        return; // Running as root: permissions do not stop anything.
    }
    let mut a = app();
    save_as(&mut a, &locked.join("p.txt"));
    let text = save_error(&a);
    assert!(text.ends_with("p.txt: permission denied"), "{text}");
}

#[test]
fn the_prompt_proposes_only_a_file_it_can_write_back_to() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("one.txt");
    fs::write(&p, format!("{BAEKJOON}\n")).unwrap();
    let mut a = opened(&p, 1);
    a.handle(Action::Edit(EditKey::Save));
    assert_eq!(prompt(&a), p.display().to_string());
    a.handle(Action::Overlay(OverlayKey::Close));
    // Typed over: not the file's puzzle any more.
    keys(
        &mut a,
        &[
            Action::Edit(EditKey::ClearAll),
            Action::Overlay(OverlayKey::Yes),
            Action::Edit(EditKey::Digit(3)),
        ],
    );
    a.handle(Action::Edit(EditKey::Save));
    assert_eq!(prompt(&a), "puzzle.txt");
    a.handle(Action::Overlay(OverlayKey::Close));
    // Read through /dev/fd (`sudoku-tui <(…)`, `/dev/stdin < file`): a name that
    // means nothing once read.
    for name in ["/dev/fd/63", "/dev/stdin", "/proc/self/fd/0"] {
        let source = Source::single(
            Grid::from_line(BAEKJOON).unwrap(),
            name.into(),
            Some(name.into()),
        );
        let mut a = App::new(source, Strategy::Naive, Speed::Rate(10));
        a.handle(Action::Edit(EditKey::Save));
        assert_eq!(prompt(&a), "puzzle.txt", "{name}");
    }
}

/// The save prompt's word on extensions wraps on a narrow screen instead of being cut.
#[test]
fn the_prompt_hint_wraps_on_a_narrow_screen() {
    let mut a = app();
    a.handle(Action::Edit(EditKey::Save));
    let s = screen(&mut a, 30, 14);
    for word in ["SimpleSudoku,", "digits"] {
        assert!(s.contains(word), "{word}: {s}");
    }
}

/// A name typed into the prompt replaces the one proposed, instead of being added to its
/// end (`puzzle.txtmine.sdk`); Backspace edits the proposal instead.
#[test]
fn typing_replaces_the_proposed_name() {
    let mut a = app();
    a.handle(Action::Edit(EditKey::Save));
    keys(
        &mut a,
        &[
            Action::Overlay(OverlayKey::Input('m')),
            Action::Overlay(OverlayKey::Input('.')),
            Action::Overlay(OverlayKey::Input('s')),
        ],
    );
    assert_eq!(prompt(&a), "m.s");
    a.handle(Action::Overlay(OverlayKey::Close));
    a.handle(Action::Edit(EditKey::Save));
    a.paste("x.sdk");
    assert_eq!(prompt(&a), "x.sdk");
    a.handle(Action::Overlay(OverlayKey::Close));
    a.handle(Action::Edit(EditKey::Save));
    keys(
        &mut a,
        &[
            Action::Overlay(OverlayKey::InputBackspace),
            Action::Overlay(OverlayKey::InputBackspace),
            Action::Overlay(OverlayKey::Input('d')),
        ],
    );
    assert_eq!(prompt(&a), "puzzle.td");
}

#[test]
fn a_puzzle_of_a_collection_saved_under_a_new_name_comes_from_that_file() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("many.sdm");
    fs::write(&p, format!("{BAEKJOON}\n{OTHER}\n{BAEKJOON}\n")).unwrap();
    let mut a = opened(&p, 2);
    a.editor.cursor = 0;
    a.handle(Action::Edit(EditKey::Digit(4)));
    let mine = dir.path().join("mine.txt");
    save_as(&mut a, &mine);
    assert!(!a.editor.dirty);
    assert_eq!(
        format::read_path(&mine).unwrap().puzzles[0].grid,
        a.editor.puzzle
    );
    let shown = screen(&mut a, 90, 24);
    let file = shown.lines().find(|l| l.contains("File")).unwrap();
    assert!(file.contains("mine.txt"), "{shown}");
    assert!(!shown.contains("many.sdm"), "{shown}");
    assert!(!shown.contains("of 3"), "{shown}");
    assert_eq!(a.editor.source.count(), 1);
    assert_eq!(a.editor.source.path.as_deref(), Some(&*mine));
}

/// A failed save keeps the prompt open with the name as typed, and says why; the name
/// is edited as a shell's line is, and saved once it is right.
#[test]
fn a_failed_save_keeps_the_name_to_fix() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app();
    let wrong = dir.path().join("nosuch/p.txt");
    save_as(&mut a, &wrong);
    assert_eq!(prompt(&a), wrong.display().to_string());
    let error = save_error(&a);
    assert!(
        error.starts_with("Cannot save ") && error.contains("there is no folder"),
        "{error}"
    );
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("Cannot save") && s.contains("p.txt"), "{s}");
    // Ctrl-W takes the word before the cursor back to a blank: here, the whole path;
    // instead, Left past `p.txt`, Backspace through `nosuch/`, then End and the name.
    for _ in 0.."p.txt".len() {
        a.handle(Action::Overlay(OverlayKey::InputLeft));
    }
    assert!(!save_error_gone(&a), "moving keeps the error in sight");
    for _ in 0.."nosuch/".len() {
        a.handle(Action::Overlay(OverlayKey::InputBackspace));
    }
    assert!(save_error_gone(&a), "editing clears the error");
    a.handle(Action::Overlay(OverlayKey::InputEnd));
    type_in(&mut a, "x");
    let fixed = dir.path().join("p.txtx");
    assert_eq!(prompt(&a), fixed.display().to_string());
    a.handle(Action::Overlay(OverlayKey::InputBackspace));
    a.handle(Action::Overlay(OverlayKey::InputHome));
    a.handle(Action::Overlay(OverlayKey::InputRight));
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert!(a.overlays.is_empty(), "{:?}", a.overlays.last());
    assert!(dir.path().join("p.txt").is_file());
    // Ctrl-U and Ctrl-W as in a shell.
    a.handle(Action::Edit(EditKey::Save));
    type_in(&mut a, "a b.txt");
    a.handle(Action::Overlay(OverlayKey::InputKillWord));
    assert_eq!(prompt(&a), "a ");
    a.handle(Action::Overlay(OverlayKey::InputKillStart));
    assert_eq!(prompt(&a), "");
}

fn save_error_gone(a: &App) -> bool {
    matches!(a.overlays.last(), Some(Overlay::SavePrompt(p)) if p.error.is_none())
}

#[test]
fn a_generated_puzzle_saved_keeps_how_it_was_made_where_the_format_has_comments() {
    let dir = tempfile::tempdir().unwrap();
    let made = "generated, hard, seed 41127";
    let p = Grid::from_line(OTHER).unwrap();
    for (file, kept) in [
        ("g.sdk", true),
        ("g.ss", true),
        ("g.sdm", true),
        ("g.txt", false),
    ] {
        let mut a = app();
        a.editor.replace(Source::single(p, made.into(), None));
        let path = dir.path().join(file);
        save_as(&mut a, &path);
        assert!(a.overlays.is_empty(), "{file}: {:?}", a.message);
        let text = fs::read_to_string(&path).unwrap();
        assert_eq!(
            text.starts_with(&format!("# {made}\n")),
            kept,
            "{file}:\n{text}"
        );
        // Opened again: the same puzzle, in the format it was saved in.
        let doc = format::read_path(&path).unwrap();
        assert_eq!(doc.puzzles[0].grid, p, "{file}");
        assert_eq!(doc.format, Format::for_path(&path), "{file}");
    }
}
