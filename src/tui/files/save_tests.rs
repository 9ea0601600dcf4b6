//! What a save does with what is already at the path.

use super::*;
use crate::tui::files::{load, Source, BUILTIN};

const OTHER: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

fn builtin() -> Grid {
    Grid::from_line(BUILTIN).unwrap()
}

fn other() -> Grid {
    Grid::from_line(OTHER).unwrap()
}

fn mkfifo(path: &Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .unwrap();
    assert!(made.success());
}

#[test]
fn pipes_devices_sockets_and_folders_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo.txt");
    mkfifo(&fifo);
    let socket = dir.path().join("socket.txt");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
    let folder = dir.path().join("folder.txt");
    fs::create_dir(&folder).unwrap();
    let link_to_fifo = dir.path().join("link.txt");
    std::os::unix::fs::symlink("fifo.txt", &link_to_fifo).unwrap();
    let open = Source::builtin();
    for (path, why) in [
        (fifo.as_path(), "not a regular file"),
        (Path::new("/dev/null"), "not a regular file"),
        (socket.as_path(), "not a regular file"),
        (link_to_fifo.as_path(), "not a regular file"),
        (folder.as_path(), "is a folder"),
    ] {
        let e = save(path, &builtin()).unwrap_err();
        assert!(e.to_string().contains(why), "{}: {e}", path.display());
        let e = plan_save(path, Some(&open)).unwrap_err();
        assert!(
            e.starts_with(&format!("{}: ", path.display())) && e.contains(why),
            "{e}"
        );
    }
    // All still what they were, and no temporary file anywhere.
    use std::os::unix::fs::FileTypeExt;
    assert!(fs::metadata(&fifo).unwrap().file_type().is_fifo());
    assert!(fs::metadata(&socket).unwrap().file_type().is_socket());
    assert!(fs::metadata("/dev/null")
        .unwrap()
        .file_type()
        .is_char_device());
    assert_eq!(fs::read_dir(&folder).unwrap().count(), 0);
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 4);
}

#[test]
fn a_dangling_link_is_followed_and_stays_a_link() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("real")).unwrap();
    let link = dir.path().join("link.txt");
    std::os::unix::fs::symlink("real/new.txt", &link).unwrap();
    // Links to links, too.
    let outer = dir.path().join("outer.txt");
    std::os::unix::fs::symlink("link.txt", &outer).unwrap();
    assert_eq!(resolve(&outer).unwrap(), dir.path().join("real/new.txt"));
    let plan = plan_save(&outer, Some(&Source::builtin())).unwrap();
    assert_eq!(
        plan,
        SavePlan::New {
            target: dir.path().join("real/new.txt"),
            format: Format::Rows
        }
    );
    assert_eq!(plan.question(&outer), None);
    save(&outer, &builtin()).unwrap();
    assert!(fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(fs::symlink_metadata(&outer)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(load(&link, 1).unwrap().grid(), builtin());
    // A loop of links is an error, not a hang.
    let a = dir.path().join("a.txt");
    std::os::unix::fs::symlink("b.txt", &a).unwrap();
    std::os::unix::fs::symlink("a.txt", dir.path().join("b.txt")).unwrap();
    assert!(resolve(&a)
        .unwrap_err()
        .to_string()
        .contains("symbolic links"));
}

#[test]
fn the_open_file_keeps_its_format() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("hard-bordered.txt");
    fs::write(&p, format::write(&builtin(), Format::Bordered)).unwrap();
    let open = load(&p, 1).unwrap();
    let plan = plan_save(&p, Some(&open)).unwrap();
    assert!(
        matches!(
            &plan,
            SavePlan::Own {
                format: Format::Bordered,
                line: 1,
                ..
            }
        ),
        "{plan:?}"
    );
    assert_eq!(plan.question(&p), None);
    assert_eq!(carry_out(&plan, &other(), None).unwrap(), "bordered grid");
    let doc = format::read_path(&p).unwrap();
    assert_eq!(
        doc.format,
        Format::Bordered,
        "not rewritten as 9 lines of digits"
    );
    assert_eq!(doc.puzzles[0].grid, other());
    // A solution saved over the open file is another matter: asked first.
    assert_eq!(
        plan_save(&p, None).unwrap(),
        SavePlan::Replace {
            target: p.clone(),
            format: Format::Bordered
        }
    );
}

#[test]
fn a_puzzle_line_keeps_its_comment_and_blanks() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("one.txt");
    fs::write(&p, format!("  {BUILTIN} # from the sample\r\n")).unwrap();
    let open = load(&p, 1).unwrap();
    let plan = plan_save(&p, Some(&open)).unwrap();
    assert!(
        matches!(
            &plan,
            SavePlan::Own {
                format: Format::Line,
                ..
            }
        ),
        "{plan:?}"
    );
    carry_out(&plan, &other(), None).unwrap();
    let want = format!("  {} # from the sample\r\n", OTHER.replace('.', "0"));
    assert_eq!(fs::read_to_string(&p).unwrap(), want);
}

fn collection(dir: &Path) -> PathBuf {
    let p = dir.join("many.sdm");
    let text = format!("# three\r\n{BUILTIN}\r\n\r\n{OTHER}:1:x\r\n{BUILTIN}\r\n");
    fs::write(&p, text).unwrap();
    p
}

#[test]
fn saving_into_the_open_collection_replaces_that_puzzles_line_only() {
    let dir = tempfile::tempdir().unwrap();
    let p = collection(dir.path());
    let mut open = load(&p, 2).unwrap();
    assert_eq!(open.grid(), other());
    let plan = plan_save(&p, Some(&open)).unwrap();
    assert_eq!(
        plan,
        SavePlan::CollectionLine {
            target: p.clone(),
            line: 4,
            number: 2,
            count: 3,
            was: other()
        }
    );
    let q = plan.question(Path::new("many.sdm")).unwrap();
    assert_eq!(
        q,
        "many.sdm holds 3 puzzles. Replace puzzle 2 (line 4)? (n: save elsewhere)"
    );
    assert_eq!(
        carry_out(&plan, &builtin(), None).unwrap(),
        "one puzzle per line"
    );
    let want = format!(
        "# three\r\n{BUILTIN}\r\n\r\n{}:1:x\r\n{BUILTIN}\r\n",
        BUILTIN.replace('0', ".")
    );
    assert_eq!(fs::read_to_string(&p).unwrap(), want);
    // Through a link to it, the same.
    let link = dir.path().join("link.sdm");
    std::os::unix::fs::symlink("many.sdm", &link).unwrap();
    open.index = 0;
    assert!(matches!(
        plan_save(&link, Some(&open)).unwrap(),
        SavePlan::CollectionLine {
            line: 2,
            number: 1,
            ..
        }
    ));
}

#[test]
fn a_collection_changed_since_it_was_opened_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let p = collection(dir.path());
    let open = load(&p, 2).unwrap();
    let plan = plan_save(&p, Some(&open)).unwrap();
    // Someone edits the file meanwhile.
    let edited = fs::read_to_string(&p)
        .unwrap()
        .replace(OTHER, &".".repeat(81));
    fs::write(&p, &edited).unwrap();
    let e = carry_out(&plan, &builtin(), None).unwrap_err();
    assert!(
        e.to_string().contains("changed since the file was opened"),
        "{e}"
    );
    assert_eq!(fs::read_to_string(&p).unwrap(), edited);
    let e = plan_save(&p, Some(&open)).unwrap_err();
    assert!(e.contains("changed since it was opened"), "{e}");
    assert!(replace_line(&p, 99, &other(), &builtin()).is_err());
    assert!(replace_line(&p, 0, &other(), &builtin()).is_err());
    assert_eq!(fs::read_to_string(&p).unwrap(), edited);
}

#[test]
fn another_existing_file_asks_first_and_a_collection_is_never_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let open = Source::builtin();
    // One puzzle, in its own format: replaced after a yes, in that format.
    let single = dir.path().join("puzzle.txt");
    fs::write(&single, format::write(&other(), Format::Ss)).unwrap();
    let plan = plan_save(&single, Some(&open)).unwrap();
    assert_eq!(
        plan,
        SavePlan::Replace {
            target: single.clone(),
            format: Format::Ss
        }
    );
    assert_eq!(
        plan.question(Path::new("puzzle.txt")).as_deref(),
        Some("Replace puzzle.txt?")
    );
    carry_out(&plan, &builtin(), None).unwrap();
    let doc = format::read_path(&single).unwrap();
    assert_eq!((doc.format, doc.puzzles[0].grid), (Format::Ss, builtin()));
    // Not a puzzle file: asks too, then the extension's format.
    let notes = dir.path().join("notes.sdk");
    fs::write(&notes, "shopping list\n").unwrap();
    assert_eq!(
        plan_save(&notes, Some(&open)).unwrap(),
        SavePlan::Replace {
            target: notes,
            format: Format::Sdk
        }
    );
    // A collection that is not the open one: refused.
    let many = collection(dir.path());
    let before = fs::read(&many).unwrap();
    let e = plan_save(&many, Some(&open)).unwrap_err();
    assert!(
        e.ends_with("many.sdm holds 3 puzzles: one puzzle does not replace a collection, save it under another name"),
        "{e}"
    );
    assert_eq!(fs::read(&many).unwrap(), before);
}

#[test]
fn a_missing_folder_and_system_errors_read_plainly() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("nowhere/p.txt");
    let e = plan_save(&p, Some(&Source::builtin())).unwrap_err();
    assert_eq!(
        e,
        format!(
            "{}: there is no folder {}: create it first, or save elsewhere",
            p.display(),
            dir.path().join("nowhere").display()
        )
    );
    assert!(!dir.path().join("nowhere").exists());
    assert_eq!(
        describe(&io::Error::from_raw_os_error(13)),
        "permission denied"
    );
    assert_eq!(
        describe(&io::Error::from_raw_os_error(2)),
        "no such file or directory"
    );
    let custom = io::Error::new(io::ErrorKind::InvalidInput, "is a folder, not a file");
    assert_eq!(describe(&custom), "is a folder, not a file");
}
