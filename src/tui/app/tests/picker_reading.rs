//! The picker reads the highlighted file on a thread: a file that never answers (one on
//! a network or FUSE mount that hangs) shows "reading…", and the keys go on.

use std::path::Path;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};

use super::*;
use crate::tui::picker::{preview_file, Preview, Read};

const PUZZLE: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107\n";

/// Reads every file, but `hung.txt` only once `go` sends (never, while it is kept).
fn hanging() -> (Read, Sender<()>) {
    let (go, wait): (Sender<()>, Receiver<()>) = mpsc::channel();
    let wait = Mutex::new(wait);
    let read: Read = Arc::new(move |path: &Path| {
        if path.ends_with("hung.txt") {
            let _ = wait.lock().unwrap().recv();
        }
        preview_file(path)
    });
    (read, go)
}

fn preview(a: &App) -> Preview {
    match a.overlays.last() {
        Some(Overlay::Picker(p)) => p.0.preview.clone(),
        other => panic!("no picker on top: {other:?}"),
    }
}

fn highlighted(a: &App) -> String {
    match a.overlays.last() {
        Some(Overlay::Picker(p)) => p.0.entries[p.0.selected].name.clone(),
        other => panic!("no picker on top: {other:?}"),
    }
}

/// Polls as the event loop does until the preview has come (never for a time: for the
/// state; the deadline only ends a test that would never finish).
fn wait_for_preview(a: &mut App) -> Preview {
    let deadline = Instant::now() + Duration::from_secs(60);
    while a.status_pending() {
        assert!(
            a.next_wake().is_some(),
            "the loop keeps waking while it reads"
        );
        a.poll_status();
        assert!(Instant::now() < deadline, "no preview");
        std::thread::yield_now();
    }
    preview(a)
}

#[test]
fn a_file_that_never_answers_leaves_the_picker_its_keys() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["a.txt", "hung.txt", "z.txt"] {
        std::fs::write(dir.path().join(name), PUZZLE).unwrap();
    }
    let (read, go) = hanging();
    let mut a = app();
    a.previews = Some(read);
    a.picker_root = dir.path().to_path_buf();
    a.handle(Action::Edit(EditKey::Open));
    assert_eq!(highlighted(&a), "a.txt");
    assert!(matches!(wait_for_preview(&mut a), Preview::Puzzle { .. }));

    // The file that hangs: "reading…", and the app keeps waking to look for it.
    a.handle(Action::Overlay(OverlayKey::PickerDown));
    assert_eq!(highlighted(&a), "hung.txt");
    assert_eq!(preview(&a), Preview::Reading);
    assert!(a.status_pending());
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("reading…"), "{s}");

    // Past it, the next file is read all the same.
    a.handle(Action::Overlay(OverlayKey::PickerDown));
    assert_eq!(highlighted(&a), "z.txt");
    assert!(matches!(wait_for_preview(&mut a), Preview::Puzzle { .. }));

    // Back on it, and out of the picker: the keys answer at once.
    a.handle(Action::Overlay(OverlayKey::PickerUp));
    assert_eq!(preview(&a), Preview::Reading);
    a.handle(Action::Overlay(OverlayKey::Close));
    assert!(a.overlays.is_empty());
    assert!(
        !a.status_pending(),
        "nothing is waited for once it is closed"
    );
    drop(go);
}
