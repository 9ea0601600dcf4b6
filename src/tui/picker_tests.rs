use super::*;
use preview::READERS;
use sudoku_engine::grid::Grid;

fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("sub")).unwrap();
    fs::write(
        dir.path().join("a.txt"),
        "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n",
    )
    .unwrap();
    fs::write(dir.path().join("bad.txt"), "hello\n").unwrap();
    fs::write(dir.path().join("sub").join("inner.txt"), ".".repeat(81)).unwrap();
    dir
}

fn names(p: &Picker) -> Vec<&str> {
    p.entries.iter().map(|e| e.name.as_str()).collect()
}

fn sample(name: &str) -> usize {
    SAMPLES.iter().position(|s| s.name == name).unwrap()
}

#[test]
fn lists_folders_first_and_previews_files() {
    let d = setup();
    let mut p = Picker::new(d.path().to_path_buf());
    assert_eq!(
        names(&p),
        ["..", "built-in samples", "sub", "a.txt", "bad.txt"]
    );
    assert_eq!(p.selected, 2, "the first folder, past the samples");
    assert_eq!(p.preview, Preview::None);
    p.move_by(1);
    match &p.preview {
        Preview::Puzzle { grid, count, .. } => {
            assert_eq!(grid.filled(), 30);
            assert_eq!(*count, 1);
        }
        other => panic!("{other:?}"),
    }
    p.move_by(1);
    assert!(matches!(&p.preview, Preview::Error(e) if e.contains("bad.txt:")));
    p.move_by(5);
    assert_eq!(p.selected, 4, "clamped at the end");
    p.move_by(-10);
    assert_eq!(p.selected, 0);
}

#[test]
fn enters_folders_goes_up_and_returns_files() {
    let d = setup();
    let mut p = Picker::new(d.path().to_path_buf());
    assert_eq!(p.enter(), None, "sub is a folder");
    assert_eq!(p.dir(), d.path().join("sub"));
    assert_eq!(p.entries[p.selected].name, "inner.txt");
    assert_eq!(
        p.enter(),
        Some(Chosen::File(d.path().join("sub").join("inner.txt")))
    );
    p.parent();
    assert_eq!(p.dir(), d.path());
    assert_eq!(
        p.entries[p.selected].name, "sub",
        "the folder left is highlighted"
    );
}

#[test]
fn the_samples_are_a_folder_next_to_every_folder() {
    let d = setup();
    let empty = tempfile::tempdir().unwrap();
    let mut p = Picker::new(empty.path().to_path_buf());
    assert_eq!(names(&p), ["..", "built-in samples"]);
    assert_eq!(p.selected, 1, "nothing else to start on");
    assert_eq!(p.enter(), None);
    assert_eq!(p.title(), "built-in samples");
    assert_eq!(p.dir(), empty.path(), "the picker comes back here");
    let want: Vec<&str> = std::iter::once("..")
        .chain(SAMPLES.iter().map(|s| s.name))
        .collect();
    assert_eq!(names(&p), want);
    assert_eq!(p.selected, 1);
    assert!(p.entries[1..].iter().all(|e| !e.is_dir()));
    // Every sample previews as its file would.
    for (i, s) in SAMPLES.iter().enumerate() {
        p.move_by(i as isize + 1 - p.selected as isize);
        // A sample of another size previews its first board, at its size.
        if let Some(doc) = s.boards() {
            assert!(
                matches!(&p.preview, Preview::Board { board, .. } if *board == doc.puzzles[0].board),
                "{}",
                s.name
            );
            continue;
        }
        let doc = s.read().unwrap();
        let want = Preview::Puzzle {
            grid: doc.puzzles[0].grid,
            count: doc.puzzles.len(),
            format: doc.format.name(),
        };
        assert_eq!(p.preview, want, "{}", s.name);
    }
    p.move_by(sample("top95.sdm") as isize + 1 - p.selected as isize);
    assert!(matches!(p.preview, Preview::Puzzle { count: 95, .. }));
    assert_eq!(p.enter(), Some(Chosen::Sample(sample("top95.sdm"))));
    // Up from the samples: back in the folder, on the samples.
    p.parent();
    assert_eq!(p.dir(), empty.path());
    assert_eq!(p.entries[p.selected].kind, Kind::Samples);
    // ".." in the samples does the same, into another folder too.
    let mut p = Picker::new(d.path().to_path_buf());
    p.move_by(-1);
    assert_eq!(p.entries[p.selected].kind, Kind::Samples);
    p.enter();
    p.move_by(-10);
    assert_eq!(p.enter(), None);
    assert_eq!(p.dir(), d.path());
    assert_eq!(p.entries[p.selected].kind, Kind::Samples);
}

#[test]
fn starts_at_the_open_file_or_sample() {
    let d = setup();
    let file = d.path().join("sub").join("inner.txt");
    let open = Source::single(Grid::empty(), file.display().to_string(), Some(file));
    let elsewhere = tempfile::tempdir().unwrap();
    let p = Picker::for_source(&open, elsewhere.path());
    assert_eq!(p.dir(), d.path().join("sub"));
    assert_eq!(p.entries[p.selected].name, "inner.txt");
    assert_eq!(
        p.title(),
        d.path()
            .join("sub")
            .canonicalize()
            .unwrap()
            .display()
            .to_string(),
        "the full path"
    );
    // A sample: the samples, on it.
    let medium = SAMPLES[sample("medium.ss")].source().unwrap();
    let mut p = Picker::for_source(&medium, elsewhere.path());
    assert_eq!(p.title(), "built-in samples");
    assert_eq!(p.entries[p.selected].name, "medium.ss");
    p.parent();
    assert_eq!(p.dir(), elsewhere.path());
    // Nothing from a file (the built-in puzzle, a generated one): where it was last.
    let p = Picker::for_source(&Source::builtin(), d.path());
    assert_eq!(p.dir(), d.path());
    assert_eq!(p.entries[p.selected].name, "sub");
}

#[test]
fn a_file_in_the_working_folder_opens_from_there() {
    let open = Source::single(Grid::empty(), "x.txt".into(), Some("x.txt".into()));
    let p = Picker::for_source(&open, Path::new("/"));
    assert_eq!(p.dir(), Path::new("."), "not puzzles/ nor the last folder");
}

#[test]
fn pipes_are_listed_but_never_read() {
    let d = setup();
    let made = std::process::Command::new("mkfifo")
        .arg(d.path().join("c-pipe.txt"))
        .status()
        .unwrap();
    assert!(made.success());
    // Highlighting the pipe would block here if the preview read it.
    highlighted_says(
        d.path(),
        "c-pipe.txt",
        "c-pipe.txt: not a regular file (a pipe, a device or a socket)",
    );
}

/// The picker on `dir` with the entry `name` highlighted: its preview is the error that
/// ends with `says`.
fn highlighted_says(dir: &std::path::Path, name: &str, says: &str) {
    let mut p = Picker::new(dir.to_path_buf());
    let at = p.entries.iter().position(|e| e.name == name).unwrap();
    p.move_by(at as isize - p.selected as isize);
    assert_eq!(p.selected, at);
    assert!(
        matches!(&p.preview, Preview::Error(e) if e.ends_with(says)),
        "{:?}",
        p.preview
    );
}

/// A file of `/proc` (here through a link) says it is empty and is made up as it is
/// read; some wait for data for good (`/proc/kmsg`): highlighting one reads nothing.
#[test]
fn system_files_are_listed_but_never_read() {
    let d = setup();
    std::os::unix::fs::symlink("/proc/self/status", d.path().join("d-status")).unwrap();
    highlighted_says(
        d.path(),
        "d-status",
        "d-status: not a puzzle file (a system file, made up as it is read)",
    );
}

#[test]
fn relative_parents() {
    assert_eq!(parent_of(Path::new("puzzles")), PathBuf::from("."));
    assert_eq!(parent_of(Path::new(".")), PathBuf::from(".."));
    assert_eq!(parent_of(Path::new("..")), PathBuf::from("../.."));
    assert_eq!(parent_of(Path::new("a/b")), PathBuf::from("a"));
}

/// A reader that answers each file only when the test lets it (the name sent on `go`).
fn gated() -> (Read, std::sync::mpsc::Sender<String>) {
    use std::sync::{mpsc, Arc, Mutex};
    let (go, let_through) = mpsc::channel::<String>();
    let gate = Arc::new(Mutex::new((let_through, Vec::<String>::new())));
    let read: Read = Arc::new(move |path: &Path| {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        loop {
            let mut g = gate.lock().unwrap();
            if let Some(i) = g.1.iter().position(|n| *n == name) {
                g.1.remove(i);
                break;
            }
            match g.0.try_recv() {
                Ok(n) => g.1.push(n),
                Err(std::sync::mpsc::TryRecvError::Empty) => {
                    drop(g);
                    std::thread::yield_now();
                }
                Err(std::sync::mpsc::TryRecvError::Disconnected) => break,
            }
        }
        preview_file(path)
    });
    (read, go)
}

/// Polls the picker until `done` holds (for the state, never for a time).
fn poll_until(p: &mut Picker, done: impl Fn(&Picker) -> bool) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !done(p) {
        p.poll();
        assert!(std::time::Instant::now() < deadline, "never came");
        std::thread::yield_now();
    }
}

/// The preview of the file highlighted now wins: one of a file left behind, answered
/// later, is dropped.
#[test]
fn an_answer_about_a_file_left_behind_is_dropped() {
    let d = setup();
    let (read, go) = gated();
    let open = Source::single(Grid::empty(), "a".into(), Some(d.path().join("a.txt")));
    let mut p = Picker::reading(&open, d.path(), Reader::threads_with(read));
    assert_eq!(p.entries[p.selected].name, "a.txt");
    assert_eq!(p.preview, Preview::Reading);
    assert!(p.reading_preview());
    p.move_by(1);
    assert_eq!(p.preview, Preview::Reading);
    go.send("bad.txt".into()).unwrap();
    poll_until(&mut p, |p| !p.reading_preview());
    assert!(matches!(&p.preview, Preview::Error(e) if e.contains("bad.txt:")));
    // a.txt's answer comes now, and is not shown.
    go.send("a.txt".into()).unwrap();
    poll_until(&mut p, |p| p.reader.going() == 0);
    assert!(matches!(&p.preview, Preview::Error(e) if e.contains("bad.txt:")));
    // Onto the samples: nothing to read, the preview at once.
    p.move_by(-10);
    assert_eq!(p.preview, Preview::None);
}

/// Files that never answer hold a reader each, up to [`READERS`]; past that, the file
/// highlighted last waits for a reader, and is read once one comes free.
#[test]
fn reads_going_at_once_are_bounded() {
    let d = tempfile::tempdir().unwrap();
    let names: Vec<String> = (0..READERS + 2).map(|i| format!("f{i}.txt")).collect();
    for n in &names {
        fs::write(d.path().join(n), ".".repeat(81)).unwrap();
    }
    let (read, go) = gated();
    let first = Source::single(Grid::empty(), "f".into(), Some(d.path().join(&names[0])));
    let mut p = Picker::reading(&first, d.path(), Reader::threads_with(read));
    for _ in 1..names.len() {
        p.move_by(1);
    }
    assert_eq!(p.entries[p.selected].name, *names.last().unwrap());
    assert_eq!(p.reader.going(), READERS, "the rest wait");
    assert_eq!(p.preview, Preview::Reading);
    assert!(p.reader.waiting());
    // One of the first comes free: the last is read in its place.
    go.send(names[0].clone()).unwrap();
    poll_until(&mut p, |p| !p.reader.waiting());
    assert_eq!(p.reader.going(), READERS);
    go.send(names.last().unwrap().clone()).unwrap();
    poll_until(&mut p, |p| !p.reading_preview());
    assert!(matches!(p.preview, Preview::Puzzle { .. }));
    drop(go);
}
