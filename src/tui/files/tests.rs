//! Loading files, and saving them through the existing save path.

use super::*;
use std::fs;

#[test]
fn save_then_load_round_trips_in_each_format() {
    let dir = tempfile::tempdir().unwrap();
    let g = Grid::from_line(BUILTIN).unwrap();
    for name in ["a.txt", "b.sdk", "c.ss", "d.sdm"] {
        let p = dir.path().join(name);
        save(&p, &g).unwrap();
        let s = load(&p, 1).unwrap();
        assert_eq!(s.grid(), g, "{name}");
        assert_eq!(s.count(), 1);
    }
    // No temporary file is left behind.
    let left: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn pipes_and_devices_are_not_read_from_the_picker() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo.txt");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    // Reading the pipe would block this test forever.
    let e = load_chosen(&fifo).unwrap_err();
    assert!(e.ends_with("fifo.txt: not a regular file (a pipe, a device or a socket)"));
    let e = load_chosen(Path::new("/dev/zero")).unwrap_err();
    assert!(e.starts_with("/dev/zero: not a regular file"), "{e}");
    // Files, folders and missing paths are left to `load`.
    let p = dir.path().join("p.txt");
    fs::write(&p, BUILTIN).unwrap();
    assert_eq!(special_file(&p), None);
    assert_eq!(load_chosen(&p).unwrap().grid(), Source::builtin().grid());
    assert_eq!(special_file(dir.path()), None);
    assert!(load_chosen(dir.path())
        .unwrap_err()
        .ends_with("is a directory, not a puzzle file"));
    assert_eq!(special_file(&dir.path().join("missing.txt")), None);
}

#[test]
fn a_file_or_link_in_the_way_of_the_temporary_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let victim = dir.path().join("victim.txt");
    fs::write(&victim, "precious\n").unwrap();
    // Links under the first names the temporary could take, and a stale file.
    let pid = std::process::id();
    for n in 0..3 {
        let planted = dir.path().join(format!(".p.txt.{pid}.{n}.tmp"));
        std::os::unix::fs::symlink(&victim, planted).unwrap();
    }
    let stale = dir.path().join(format!(".p.txt.{pid}.3.tmp"));
    fs::write(&stale, "stale").unwrap();
    let target = dir.path().join("p.txt");
    let g = Grid::from_line(BUILTIN).unwrap();
    save(&target, &g).unwrap();
    assert_eq!(fs::read_to_string(&victim).unwrap(), "precious\n");
    assert_eq!(fs::read_to_string(&stale).unwrap(), "stale");
    assert_eq!(load(&target, 1).unwrap().grid(), g);
}

#[test]
fn a_replaced_file_keeps_its_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let g = Grid::from_line(BUILTIN).unwrap();
    for mode in [0o600, 0o640, 0o664, 0o444] {
        let p = dir.path().join(format!("m{mode:o}.txt"));
        fs::write(&p, "old\n").unwrap();
        fs::set_permissions(&p, fs::Permissions::from_mode(mode)).unwrap();
        save(&p, &g).unwrap();
        let now = fs::metadata(&p).unwrap().permissions().mode() & 0o777;
        assert_eq!(now, mode, "{mode:o}");
        assert_eq!(load(&p, 1).unwrap().grid(), g);
    }
}

#[test]
fn saving_to_a_link_replaces_the_file_it_points_to() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("real")).unwrap();
    let real = dir.path().join("real").join("p.sdm");
    fs::write(&real, format!("{}\n", ".".repeat(81))).unwrap();
    let link = dir.path().join("link.sdm");
    std::os::unix::fs::symlink("real/p.sdm", &link).unwrap();
    let g = Grid::from_line(BUILTIN).unwrap();
    save(&link, &g).unwrap();
    assert!(fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(load(&real, 1).unwrap().grid(), g);
    assert_eq!(load(&link, 1).unwrap().grid(), g);
    let left: Vec<_> = fs::read_dir(dir.path().join("real"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, ["p.sdm"]);
}

#[test]
fn a_save_holds_the_lock_a_signal_waits_for() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("locked.txt");
    let held = SAVING.lock().unwrap_or_else(|e| e.into_inner());
    let saver = {
        let p = p.clone();
        std::thread::spawn(move || save(&p, &Grid::from_line(BUILTIN).unwrap()))
    };
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert!(!p.exists(), "the save waits for the lock");
    drop(held);
    saver.join().unwrap().unwrap();
    assert!(p.exists());
}

#[test]
fn index_beyond_the_collection_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("two.sdm");
    fs::write(&p, format!("{BUILTIN}\n{}\n", ".".repeat(81))).unwrap();
    let s = load(&p, 2).unwrap();
    assert_eq!(s.count(), 2);
    assert_eq!(s.grid(), Grid::empty());
    let e = load(&p, 3).unwrap_err();
    assert!(
        e.ends_with("there is no puzzle 3: the file holds 2 puzzles"),
        "{e}"
    );
}

#[test]
fn parse_errors_name_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("bad.txt");
    fs::write(&p, "123\nabc\n").unwrap();
    let e = load(&p, 1).unwrap_err();
    let prefix = format!("{}:", p.display());
    assert!(e.starts_with(&prefix), "{e}");
    let rest = &e[prefix.len()..];
    let mut parts = rest.splitn(3, ':');
    assert!(parts.next().unwrap().parse::<usize>().is_ok(), "{e}");
    assert!(parts.next().unwrap().parse::<usize>().is_ok(), "{e}");
}
