//! Faults on the real binary in a pseudo-terminal: every way out restores the terminal
//! (escape sequences and the tty modes themselves), saves that cannot be written or
//! that replace a file, tiny terminals and resize storms, hostile files in the picker,
//! and quitting a very long solve at full speed.

#[path = "common/pty.rs"]
mod pty;

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use pty::{
    assert_restored, counter, grid_on_screen, temporaries, Session, ENDLESS, LEAVE_ALT_SCREEN,
    PUZZLE,
};
use sudoku_engine::format;
use sudoku_engine::Grid;

/// 69 million placements in the naive order: a solve that is still running whenever a
/// test looks, at any speed but `max`.
fn anti_brute_force() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles/anti-brute-force.txt")
        .display()
        .to_string()
}

/// Starts a solve of the endless puzzle at `speed` and waits until the animation has
/// placed digits, with the terminal in raw mode.
fn mid_animation(speed: &str, env: &[(&str, &str)], dir: &Path) -> Session {
    std::fs::write(dir.join("endless.txt"), format!("{ENDLESS}\n")).unwrap();
    let mut s = Session::start(&["endless.txt", "--speed", speed], env, dir);
    s.wait_text("no solution");
    s.send("\r");
    s.wait_for("an animation under way", |sc| {
        sc.contains("solving") && counter(sc, "Placements").is_some_and(|n| n > 0)
    });
    // The check of the modes after exit means something only if they were raw before.
    s.assert_raw();
    s
}

/// After the app is gone: the escape sequences that undo the set-up were written after
/// the last set-up, and the tty is out of raw mode.
fn assert_fully_restored(s: &Session) {
    assert_restored(&s.raw());
    s.assert_cooked();
}

// 1. Every way out, mid-animation.

/// Protection: the event loop's restore on a normal quit (and `q` being answered while
/// the solver runs).
#[test]
fn q_mid_animation_restores_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = mid_animation("200", &[], dir.path());
    s.send("q");
    let status = s.wait_exit();
    assert_eq!(status.exit_code(), 0, "{status:?}");
    assert_fully_restored(&s);
}

/// Protection: Ctrl-C is a key in raw mode, mapped to quitting at once during a solve
/// (even with unsaved edits), then the normal restore.
#[test]
fn ctrl_c_mid_animation_quits_without_asking_and_restores_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let file = anti_brute_force();
    let mut s = Session::start(&[&file, "--speed", "200"], &[], dir.path());
    s.wait_text("unique solution");
    // An unsaved edit: r1c1 is empty in this puzzle.
    s.send("7");
    s.wait_for("the edit", |sc| grid_on_screen(sc).starts_with('7'));
    s.send("\r");
    s.wait_for("an animation under way", |sc| {
        sc.contains("solving") && counter(sc, "Placements").is_some_and(|n| n > 0)
    });
    s.assert_raw();
    s.send("\x03");
    let status = s.wait_exit();
    assert_eq!(status.exit_code(), 0, "{status:?}");
    assert!(
        !s.raw().contains("Quit anyway?"),
        "Ctrl-C during a solve does not ask"
    );
    assert_fully_restored(&s);
}

/// Sends `signal` to the app mid-animation at `speed`; it must exit with 128 + `number`
/// and leave the terminal restored.
fn signal_mid_animation(speed: &str, signal: &str, number: i32) {
    let dir = tempfile::tempdir().unwrap();
    let mut s = mid_animation(speed, &[], dir.path());
    s.signal(signal);
    let status = s.wait_exit();
    assert_eq!(status.exit_code() as i32, 128 + number, "{status:?}");
    assert_fully_restored(&s);
}

/// Protection: the SIGTERM handler restores the terminal before exiting, waiting for
/// a frame being drawn to end.
#[test]
fn sigterm_mid_animation_restores_the_terminal() {
    signal_mid_animation("200", "TERM", 15);
}

/// Protection: the SIGHUP handler, as for SIGTERM (a closed terminal window).
#[test]
fn sighup_mid_animation_restores_the_terminal() {
    signal_mid_animation("200", "HUP", 1);
}

/// Protection: the signal handler at full speed, when the loop spends most of its time
/// stepping and drawing.
#[test]
fn sigterm_at_full_speed_restores_the_terminal() {
    signal_mid_animation("max", "TERM", 15);
}

/// Protection: the signal handler gives restoring a deadline. A terminal that stopped
/// reading (a frozen window, a stalled connection) blocks the app's writes, and with
/// them a restore that waits for the frame being written; SIGTERM still ends the app,
/// with raw mode off.
#[test]
fn sigterm_ends_the_app_when_the_terminal_stopped_reading() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = mid_animation("1k", &[], dir.path());
    s.stall_output(true);
    // Each resize makes the app redraw the whole screen: the pty's buffer fills fast.
    let start = Instant::now();
    let mut big = false;
    while !s.blocked_writing() {
        assert!(
            start.elapsed() < pty::PATIENCE,
            "the app never blocked writing"
        );
        big = !big;
        if big {
            s.resize(40, 150);
        } else {
            s.resize(24, 80);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    s.signal("TERM");
    let status = s.wait_exit();
    assert_eq!(status.exit_code(), 128 + 15, "{status:?}");
    s.assert_cooked();
    s.stall_output(false);
}

/// Protection: the panic hook restores the terminal (raw mode included) before the
/// message is printed, mid-animation too.
#[test]
fn panic_mid_animation_restores_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = mid_animation("200", &[("SUDOKU_TUI_PANIC_ON_KEY", "z")], dir.path());
    s.send("z");
    let status = s.wait_exit();
    assert_eq!(status.exit_code(), 101, "{status:?}");
    assert_fully_restored(&s);
    let raw = s.raw();
    let leave = raw.rfind(LEAVE_ALT_SCREEN).unwrap();
    assert!(
        raw[leave..].contains("panic requested by SUDOKU_TUI_PANIC_ON_KEY"),
        "the message follows the restore: {raw:?}"
    );
}

/// The mode check itself: an app killed outright (nothing can restore) leaves the tty
/// raw, and the check sees it. Without this, a check of the modes after exit could
/// pass because the pty forgot them.
#[test]
fn the_mode_check_sees_a_terminal_left_raw() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = mid_animation("200", &[], dir.path());
    s.signal("KILL");
    let status = s.wait_exit();
    assert!(!status.success());
    let m = s.modes();
    assert!(!m.icanon && !m.echo, "still raw after SIGKILL: {m:?}");
}

// 2 and 3. Saving.

/// Protection: a failed save reports the error in a box and changes nothing else: the
/// grid stays, and so does its unsaved state (quitting still asks).
#[test]
fn unwritable_save_paths_report_the_error_and_keep_the_edits() {
    let dir = tempfile::tempdir().unwrap();
    // A regular file where a folder should be: fails even for root.
    fs::write(dir.path().join("plain.txt"), "not a folder\n").unwrap();
    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("unique solution");
    // An edit: r1c2 is empty in the built-in puzzle.
    s.send("l4");
    let mut edited = PUZZLE.as_bytes().to_vec();
    edited[1] = b'4';
    let edited = String::from_utf8(edited).unwrap();
    s.wait_for("the edit", |sc| grid_on_screen(sc) == edited);
    let mut cases = vec![
        ("plain.txt/x.txt", "not a directory"),
        ("missing/x.txt", "there is no folder missing"),
        ("/proc/x.txt", ""),
    ];
    // A folder without write permission stops everyone but root.
    // SAFETY: geteuid has no preconditions and cannot fail.
    if unsafe { libc::geteuid() } != 0 {
        let ro = dir.path().join("ro");
        fs::create_dir(&ro).unwrap();
        fs::set_permissions(&ro, fs::Permissions::from_mode(0o555)).unwrap();
        cases.push(("ro/x.txt", "permission denied"));
    }
    for (path, error) in cases {
        s.save_as(path);
        // (Frames arrive in pieces: each wait is for the whole of what is expected.)
        s.wait_for(&format!("the error saving {path}"), |sc| {
            sc.contains("Cannot save") && sc.contains(path) && sc.contains(error)
        });
        s.send("\x1b");
        let after = s.wait_for(&format!("the grid as it was after {path}"), |sc| {
            !sc.contains("Cannot save") && grid_on_screen(sc) == edited
        });
        assert!(!after.contains("Saved"), "{after}");
    }
    assert!(!dir.path().join("missing").exists());
    assert_eq!(temporaries(dir.path()), Vec::<PathBuf>::new());
    // Still unsaved.
    s.quit_discarding_edits();
    assert_fully_restored(&s);
}

/// Protection: saving writes a temporary file beside the target and renames it over the
/// target. The old file is never rewritten in place (a reader holding it still sees
/// the old contents, and the path names a new file, with the old one's permissions), a
/// failed rename removes the temporary, and what is saved reads back as the grid shown.
#[test]
fn saves_replace_files_whole_and_leave_no_temporaries() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("old.txt");
    let old = format!("{}\n", ".".repeat(81));
    fs::write(&target, &old).unwrap();
    fs::set_permissions(&target, fs::Permissions::from_mode(0o640)).unwrap();
    let mut held = fs::File::open(&target).unwrap();
    let ino_before = inode(&target);
    // A folder in the way of the rename (not of the temporary file).
    fs::create_dir(dir.path().join("taken.txt")).unwrap();
    fs::write(dir.path().join("taken.txt").join("keep"), "x").unwrap();

    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("unique solution");

    // A failed rename: the error shows, the temporary file is gone.
    s.save_as("taken.txt");
    s.wait_for("the error saving taken.txt", |sc| {
        sc.contains("Cannot save") && sc.contains("taken.txt: ")
    });
    s.close_cannot_save();
    assert_eq!(temporaries(dir.path()), Vec::<PathBuf>::new());
    assert!(dir.path().join("taken.txt").join("keep").is_file());

    // Replacing a file (once asked): a new file under the name, the old one untouched.
    s.save_as("old.txt");
    s.wait_text("Replace old.txt?");
    s.send("y");
    s.wait_text("Saved old.txt");
    let mut before = String::new();
    std::io::Read::read_to_string(&mut held, &mut before).unwrap();
    assert_eq!(before, old, "the old file was not rewritten in place");
    assert_ne!(inode(&target), ino_before, "a new file took the name");
    let mode = fs::metadata(&target).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640, "the replaced file's permissions stay");
    let doc = format::read_path(&target).unwrap();
    assert_eq!(doc.puzzles[0].grid, Grid::from_line(PUZZLE).unwrap());

    // Every format reads back as the grid.
    for name in ["a.sdk", "b.ss", "c.sdm", "d.txt"] {
        s.save_as(name);
        s.wait_text(&format!("Saved {name}"));
        let doc = format::read_path(&dir.path().join(name)).unwrap();
        assert_eq!(doc.puzzles.len(), 1, "{name}");
        assert_eq!(
            doc.puzzles[0].grid,
            Grid::from_line(PUZZLE).unwrap(),
            "{name}"
        );
    }
    assert_eq!(temporaries(dir.path()), Vec::<PathBuf>::new());
    s.quit();
    assert_fully_restored(&s);
}

fn inode(p: &Path) -> u64 {
    std::os::unix::fs::MetadataExt::ino(&fs::metadata(p).unwrap())
}

// 4. Tiny terminals and resize storms.

/// Waits until the app has drawn a full screen at 80x24 again. The size passes through
/// another one first, so that the app sees a change and redraws everything; at each
/// size the footer must be on the last row, which only a frame of that size puts there.
fn back_to_normal(s: &Session) -> String {
    for (rows, cols) in [(30, 90), (24, 80)] {
        s.resize(rows, cols);
        s.wait_for(&format!("a full screen at {cols}x{rows}"), |sc| {
            sc.contains("Placements")
                && sc
                    .lines()
                    .nth(usize::from(rows) - 1)
                    .is_some_and(|l| l.contains("q quit"))
        });
    }
    s.wait_for("the grid at 80x24", |sc| grid_on_screen(sc).len() == 81)
}

/// Protection: drawing and the layout cope with any size, 0x0 included, at any moment
/// of an animation; the app keeps running and answering keys.
#[test]
fn tiny_terminals_and_resize_storms_mid_animation_never_panic() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = mid_animation("1k", &[], dir.path());
    for (rows, cols) in [(1, 1), (0, 0), (3, 10), (1, 200), (200, 1), (15, 55)] {
        let before = s.output_len();
        s.resize(rows, cols);
        // The app has drawn something since (or, at 0x0, had the chance to).
        let deadline = Instant::now() + Duration::from_secs(20);
        while s.output_len() == before && Instant::now() < deadline && (rows, cols) != (0, 0) {
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(s.try_exit().is_none(), "alive at {cols}x{rows}");
        back_to_normal(&s);
        assert!(s.try_exit().is_none(), "alive after {cols}x{rows}");
    }
    // 200 resizes in about a second, between tiny and large.
    let sizes = [
        (1, 1),
        (0, 0),
        (200, 300),
        (3, 10),
        (24, 80),
        (16, 56),
        (2, 120),
    ];
    for i in 0..200 {
        let (r, c) = sizes[i % sizes.len()];
        s.resize(r, c);
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(s.try_exit().is_none(), "alive after the storm");
    let screen = back_to_normal(&s);
    assert!(screen.contains("solving"), "{screen}");
    // Keys are answered.
    s.send(" ");
    s.wait_text("paused");
    s.send("\x1b");
    s.wait_text("Stopped");
    s.send("q");
    let status = s.wait_exit();
    assert_eq!(status.exit_code(), 0, "{status:?}");
    assert_fully_restored(&s);
}

/// Protection: starting in a terminal too small for anything (or of no size at all)
/// shows what is needed, or nothing, and carries on once the terminal grows.
#[test]
fn starting_in_a_tiny_terminal_works_once_it_grows() {
    for (rows, cols) in [(1, 1), (0, 0), (3, 10)] {
        let dir = tempfile::tempdir().unwrap();
        let mut s = Session::start_sized(&[], &[], dir.path(), rows, cols);
        if (rows, cols) == (3, 10) {
            s.wait_text("too small");
        } else {
            // Nothing to read on screen: wait for the set-up to be written.
            s.wait_for("the set-up", |_| s.raw().contains(pty::ENTER_ALT_SCREEN));
        }
        assert!(s.try_exit().is_none(), "alive at {cols}x{rows}");
        s.resize(24, 80);
        s.wait_text("unique solution");
        s.send("\r");
        s.wait_text("solving");
        s.send("q");
        let status = s.wait_exit();
        assert_eq!(status.exit_code(), 0, "{cols}x{rows}: {status:?}");
        assert_fully_restored(&s);
    }
}

// 5. Hostile files through the picker.

fn hostile_files(dir: &Path) {
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let random: Vec<u8> = (0..4096)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // No NUL: those have a test of their own.
            (x as u8).max(1)
        })
        .collect();
    fs::write(dir.join("a-random.txt"), random).unwrap();
    fs::write(dir.join("b-nul.txt"), vec![0u8; 4096]).unwrap();
    fs::write(dir.join("c-long.txt"), vec![b'1'; 10 << 20]).unwrap();
    // Listed as a file, a folder by the time it is opened.
    fs::write(dir.join("d-swapped.txt"), PUZZLE).unwrap();
    fs::create_dir(dir.join("e-folder.sdk")).unwrap();
    // Reading a pipe nobody writes to blocks; reading /dev/zero never ends.
    let made = std::process::Command::new("mkfifo")
        .arg(dir.join("f-fifo.txt"))
        .status()
        .unwrap();
    assert!(made.success());
    std::os::unix::fs::symlink("/dev/zero", dir.join("g-zero.txt")).unwrap();
}

/// The picker's listing of `dir`: "..", folders, then files, by name regardless of case.
fn listing(dir: &Path) -> Vec<String> {
    let mut items: Vec<(bool, String)> = fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (e.path().is_dir(), e.file_name().into_string().unwrap())
        })
        .filter(|(_, n)| !n.starts_with('.'))
        .collect();
    items.sort_by_key(|(is_dir, n)| (!is_dir, n.to_lowercase()));
    // The built-in samples come first, as a folder of their own.
    ["..", "built-in samples"]
        .map(String::from)
        .into_iter()
        .chain(items.into_iter().map(|(_, n)| n))
        .collect()
}

/// `FILE:LINE:COL: message` on the screen.
fn located_error(screen: &str, file: &str) -> bool {
    screen.match_indices(&format!("{file}:")).any(|(i, m)| {
        let rest = &screen[i + m.len()..];
        let mut parts = rest.splitn(3, ':');
        let line = parts.next().unwrap_or("");
        let col = parts.next().unwrap_or("");
        !line.is_empty()
            && line.bytes().all(|b| b.is_ascii_digit())
            && !col.is_empty()
            && col.bytes().all(|b| b.is_ascii_digit())
            && parts.next().is_some_and(|m| m.starts_with(' '))
    })
}

/// Protection: opening a file that does not parse (or is not a file) shows the error
/// in a message box and leaves the grid exactly as it was, edits included; and the
/// picker never reads a pipe or a device, neither to preview nor to open it (reading a
/// pipe nobody writes to would block the app for good, and this test with it).
#[test]
fn hostile_files_from_the_picker_leave_the_grid_alone() {
    let dir = tempfile::tempdir().unwrap();
    hostile_files(dir.path());
    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("unique solution");
    // An edit, so that the grid differs from any file and is unsaved.
    s.send("l4");
    let mut edited = PUZZLE.as_bytes().to_vec();
    edited[1] = b'4';
    let edited = String::from_utf8(edited).unwrap();
    s.wait_for("the edit", |sc| grid_on_screen(sc) == edited);

    // The listing: "..", the samples, the folder, then the files by name.
    let cases = [
        ("a-random.txt", ""),
        ("b-nul.txt", "b-nul.txt:1:1: unexpected NUL byte"),
        ("c-long.txt", "c-long.txt:1:65537: line too long"),
        (
            "d-swapped.txt",
            "d-swapped.txt: is a directory, not a puzzle file",
        ),
        ("f-fifo.txt", "f-fifo.txt: not a regular file"),
        ("g-zero.txt", "g-zero.txt: not a regular file"),
        // Again, after every other file was highlighted on the way down.
        ("a-random.txt", ""),
    ];
    for (name, error) in cases {
        s.send("o");
        s.wait_text("Open: ");
        s.wait_text(name);
        let index = listing(dir.path()).iter().position(|n| n == name).unwrap();
        if name == "d-swapped.txt" && dir.path().join(name).is_file() {
            let p = dir.path().join(name);
            fs::remove_file(&p).unwrap();
            fs::create_dir(&p).unwrap();
        }
        // Top, then down to the file.
        s.send("g");
        s.send(&"j".repeat(index));
        s.send("\r");
        // (Frames arrive in pieces: each wait is for the whole of what is expected.)
        s.wait_for(&format!("the error opening {name}"), |sc| {
            sc.contains("Cannot open")
                && if error.is_empty() {
                    located_error(sc, name)
                } else {
                    sc.contains(error)
                }
        });
        s.send(" ");
        s.wait_for(&format!("the grid as it was after {name}"), |sc| {
            !sc.contains("Cannot open") && grid_on_screen(sc) == edited
        });
    }

    // A folder named like a puzzle file is a folder: Enter goes in, the grid stays.
    s.send("o");
    s.wait_text("e-folder.sdk/");
    let index = listing(dir.path())
        .iter()
        .position(|n| n == "e-folder.sdk")
        .unwrap();
    s.send("g");
    s.send(&"j".repeat(index));
    s.send("\r");
    // The title gives the folder's full path.
    s.wait_for("the folder's listing", |sc| {
        sc.lines()
            .any(|l| l.contains("Open: /") && l.contains("/e-folder.sdk "))
    });
    s.send("\x1b");
    s.wait_for("the grid as it was after the folder", |sc| {
        !sc.contains("Open: ") && grid_on_screen(sc) == edited
    });

    s.quit_discarding_edits();
    assert_fully_restored(&s);
}

// 6. Quitting a very long solve at full speed.

/// Protection: at `max` the loop steps for a frame's worth of time only and reads the
/// keys between frames, so a key is answered within a frame or two rather than once the
/// 69-million-step search is over.
#[test]
fn q_and_ctrl_c_quit_a_full_speed_solve_within_a_second() {
    for key in ["q", "\x03"] {
        let dir = tempfile::tempdir().unwrap();
        let mut s = mid_animation("max", &[], dir.path());
        let sent = Instant::now();
        s.send(key);
        let took = loop {
            if s.try_exit().is_some() {
                break sent.elapsed();
            }
            assert!(
                sent.elapsed() < pty::PATIENCE,
                "{key:?}: the app did not exit"
            );
            std::thread::sleep(Duration::from_millis(5));
        };
        let status = s.wait_exit();
        assert_eq!(status.exit_code(), 0, "{key:?}: {status:?}");
        assert!(
            took < Duration::from_secs(1),
            "{key:?}: quit after {took:?}"
        );
        assert!(
            !s.raw().contains("Solved"),
            "{key:?}: the search ran to its end before the key was read"
        );
        assert_fully_restored(&s);
    }
}
