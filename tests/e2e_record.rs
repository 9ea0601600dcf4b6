//! Recording the screen, on the real binary in a pseudo-terminal: the file is asciicast
//! v2 as a JSON parser reads it, a terminal emulator replaying it ends on what the app
//! showed, a signal leaves it whole up to its last line, resizes are events, idle time is
//! capped, the save prompt stays out, a file already there is never replaced, and a
//! recording that reaches the file size limit stops with a message while the app goes on.

#[path = "common/pty.rs"]
mod pty;

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use pty::{
    assert_restored, counter, grid_on_screen, Session, ANSWER, ENDLESS, ENTER_ALT_SCREEN, PUZZLE,
};
use serde_json::Value;

/// A recording as read back: the header and the events `(seconds, kind, data)`.
struct Cast {
    header: Value,
    events: Vec<(f64, String, String)>,
}

/// Reads a recording, every line of it as JSON: the header, then events in time order,
/// none further than two seconds from the one before. The file ends with a whole line.
fn read_cast(path: &Path) -> Cast {
    let text = fs::read_to_string(path).unwrap();
    assert!(text.ends_with('\n'), "the last line is whole");
    let mut lines = text.lines();
    let header: Value = serde_json::from_str(lines.next().expect("a header")).unwrap();
    assert_eq!(header["version"], 2);
    assert!(header["timestamp"].as_u64().is_some(), "{header}");
    let mut events = Vec::new();
    let mut last = 0.0;
    for (n, line) in lines.enumerate() {
        let (t, kind, data): (f64, String, String) =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("event {n}: {e}: {line}"));
        assert!(t >= last, "event {n} goes back in time: {t} < {last}");
        assert!(t - last <= 2.000_001, "event {n}: a gap of {} s", t - last);
        assert!(kind == "o" || kind == "r", "event {n}: kind {kind}");
        last = t;
        events.push((t, kind, data));
    }
    Cast { header, events }
}

/// The screen at the end of a recording, replayed through a terminal emulator at the
/// sizes the recording gives.
fn replay(cast: &Cast) -> vt100::Parser {
    let size = |v: &Value| v.as_u64().unwrap() as u16;
    let mut p = vt100::Parser::new(size(&cast.header["height"]), size(&cast.header["width"]), 0);
    for (_, kind, data) in &cast.events {
        if kind == "r" {
            let (cols, rows) = data.split_once('x').expect("COLSxROWS");
            p.set_size(rows.parse().unwrap(), cols.parse().unwrap());
        } else {
            p.process(data.as_bytes());
        }
    }
    p
}

/// The screen's lines but the first, where the recording's seconds tick on.
fn below_title(screen: &str) -> Vec<String> {
    screen
        .lines()
        .skip(1)
        .map(|l| l.trim_end().to_string())
        .collect()
}

fn casts_in(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "cast"))
        .collect();
    v.sort();
    v
}

#[test]
fn a_recorded_solve_replays_to_the_solved_grid() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start(&["--record", "demo.cast"], &[], dir.path());
    s.wait_text("● REC");
    s.wait_text("unique solution");
    s.send("f");
    let solved = s.wait_text("Solved: ");
    assert_eq!(grid_on_screen(&solved), ANSWER);
    let shown = s.settled_screen();
    s.quit();
    assert!(s.raw().contains("recorded demo.cast"), "said on quit");

    let cast = read_cast(&dir.path().join("demo.cast"));
    assert_eq!(cast.header["width"], 80);
    assert_eq!(cast.header["height"], 24);
    let title = cast.header["title"].as_str().unwrap();
    assert!(
        title.contains("built-in sample") && title.contains("naive"),
        "{title}"
    );
    let last = replay(&cast).screen().contents();
    assert_eq!(grid_on_screen(&last), ANSWER, "{last}");
    assert!(last.contains("Solved: "), "{last}");
    assert_eq!(below_title(&last), below_title(&shown));
    // Only output: nothing typed ("f", "q") is an event of its own.
    assert!(cast.events.iter().all(|(_, _, d)| d != "f" && d != "q"));
}

#[test]
fn a_recording_cut_off_by_sigterm_parses_up_to_its_last_line() {
    let dir = tempfile::tempdir().unwrap();
    // A search that runs on however fast the machine is.
    fs::write(dir.path().join("endless.txt"), format!("{ENDLESS}\n")).unwrap();
    let args = ["endless.txt", "--speed", "max", "--record", "cut.cast"];
    let mut s = Session::start(&args, &[], dir.path());
    s.wait_text("no solution");
    s.send("\r");
    s.wait_for("a solve under way", |sc| {
        sc.contains("solving") && counter(sc, "Placements").is_some_and(|n| n > 100_000)
    });
    // Frames are being written, about 30 a second: cut off in the middle of that.
    let path = dir.path().join("cut.cast");
    let deadline = std::time::Instant::now() + pty::PATIENCE;
    while fs::read_to_string(&path).unwrap().lines().count() < 20 {
        assert!(std::time::Instant::now() < deadline, "frames are recorded");
        std::thread::sleep(Duration::from_millis(20));
    }
    s.signal("TERM");
    assert_eq!(s.wait_exit().exit_code(), 143);
    assert_restored(&s.raw());
    let cast = read_cast(&path);
    assert!(cast.events.len() >= 19, "{} events", cast.events.len());
    let last = replay(&cast).screen().contents();
    assert!(last.contains("solving"), "{last}");
    assert!(
        counter(&last, "Placements").is_some_and(|n| n > 100_000),
        "{last}"
    );
}

#[test]
fn r_records_to_new_files_named_for_the_time() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start(&[], &[], dir.path());
    s.wait_text("unique solution");
    s.send("r");
    let started = s.wait_text("● REC");
    assert!(started.contains("Recording to sudoku-"), "{started}");
    // Idle for longer than the recording keeps: the seconds shown stop at 2.
    std::thread::sleep(Duration::from_millis(3500));
    assert!(s.screen().contains("● REC 2 s"), "{}", s.screen());
    s.send("f");
    s.wait_text("Solved: ");
    s.send("r");
    let stopped = s.wait_text("Recorded sudoku-");
    assert!(!stopped.contains("● REC"), "{stopped}");
    let first = casts_in(dir.path());
    assert_eq!(first.len(), 1, "{first:?}");
    let name = first[0].file_name().unwrap().to_str().unwrap().to_string();
    let stamp = name
        .strip_prefix("sudoku-")
        .unwrap()
        .strip_suffix(".cast")
        .unwrap();
    let digits: Vec<&str> = stamp.split('-').collect();
    assert_eq!(
        digits.iter().map(|d| d.len()).collect::<Vec<_>>(),
        [8, 6],
        "{name}"
    );
    assert!(
        stamp.chars().all(|c| c.is_ascii_digit() || c == '-'),
        "{name}"
    );
    let before = fs::read(&first[0]).unwrap();

    // Again: another file, the first one left as it was.
    s.send("r");
    s.wait_text("● REC");
    s.send("r");
    s.wait_text("Recorded sudoku-");
    s.quit();
    let both = casts_in(dir.path());
    assert_eq!(both.len(), 2, "{both:?}");
    assert_eq!(fs::read(&first[0]).unwrap(), before);

    let cast = read_cast(&first[0]);
    let last = replay(&cast).screen().contents();
    assert!(
        last.contains("Solved: ") && last.contains("● REC"),
        "{last}"
    );
    // The idle stretch counts as two seconds at most.
    let length = cast.events.last().unwrap().0;
    assert!(length < 3.4, "{length} s recorded");
}

#[test]
fn resizes_are_events_and_the_replay_follows_them() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start(&["--record", "sized.cast"], &[], dir.path());
    s.wait_text("unique solution");
    s.resize(30, 100);
    s.wait_for("the wider screen", |sc| {
        sc.lines().any(|l| l.trim_end().chars().count() > 90)
    });
    s.resize(18, 60);
    s.wait_for("the compact grid", |sc| sc.contains("┃ 1 · 3 ┃"));
    s.resize(24, 80);
    s.wait_for("the medium grid, whole", |sc| {
        grid_on_screen(sc) == PUZZLE && sc.contains("q quit")
    });
    let shown = s.settled_screen();
    s.quit();
    let cast = read_cast(&dir.path().join("sized.cast"));
    let sizes: Vec<&str> = cast
        .events
        .iter()
        .filter(|(_, k, _)| k == "r")
        .map(|(_, _, d)| d.as_str())
        .collect();
    assert_eq!(sizes, ["100x30", "60x18", "80x24"]);
    let last = replay(&cast).screen().contents();
    assert_eq!(below_title(&last), below_title(&shown));
}

#[test]
fn what_is_typed_into_the_save_prompt_stays_out_of_the_recording() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::start(&["--record", "private.cast"], &[], dir.path());
    s.wait_text("unique solution");
    s.send("w");
    s.wait_text("Save the puzzle as");
    s.send(&"\x7f".repeat(80));
    s.send("TYPO");
    s.wait_text("TYPO");
    s.send("\x7f\x7f\x7f\x7f");
    s.send("kept.txt");
    s.wait_text("> kept.txt");
    s.send("\r");
    s.wait_text("Saved kept.txt");
    // The next key clears the message: recording goes on, the screen sent whole.
    s.send("l");
    // The whole screen comes again: wait for all of it, not just the first rows.
    s.wait_for("the message gone and the screen whole", |sc| {
        !sc.contains("Saved kept.txt") && grid_on_screen(sc) == PUZZLE && sc.contains("q quit")
    });
    let shown = s.settled_screen();
    s.quit();
    assert!(dir.path().join("kept.txt").exists());
    let text = fs::read_to_string(dir.path().join("private.cast")).unwrap();
    for secret in ["TYPO", "Save the puzzle as", "Saved kept.txt", "> kept"] {
        assert!(!text.contains(secret), "'{secret}' in the recording");
    }
    let last = replay(&read_cast(&dir.path().join("private.cast")))
        .screen()
        .contents();
    assert_eq!(below_title(&last), below_title(&shown));
}

#[test]
fn record_never_replaces_a_file_or_opens_a_pipe() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    fs::write(d.join("old.cast"), "a recording worth keeping\n").unwrap();
    fs::write(d.join("empty.cast"), "").unwrap();
    let fifo = d.join("fifo.cast");
    assert!(std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let cases = [
        ("old.cast", "old.cast: already exists: not replaced"),
        ("fifo.cast", "fifo.cast: not a regular file"),
        (".", ".: is a folder"),
        ("no/such.cast", "no/such.cast: cannot create the recording"),
    ];
    for (file, want) in cases {
        let mut s = Session::start(&["--record", file], &[], d);
        assert_eq!(s.wait_exit().exit_code(), 2, "{file}");
        s.wait_text(want);
        assert!(!s.raw().contains(ENTER_ALT_SCREEN), "{file}");
    }
    assert_eq!(
        fs::read_to_string(d.join("old.cast")).unwrap(),
        "a recording worth keeping\n"
    );
    // A puzzle file that does not parse: nothing is created for the recording.
    fs::write(d.join("bad.txt"), "12x\n").unwrap();
    let mut s = Session::start(&["bad.txt", "--record", "new.cast"], &[], d);
    assert_eq!(s.wait_exit().exit_code(), 2);
    assert!(!d.join("new.cast").exists());
    // An empty file is taken.
    let mut s = Session::start(&["--record", "empty.cast"], &[], d);
    s.wait_text("● REC");
    s.quit();
    let cast = read_cast(&d.join("empty.cast"));
    assert!(!cast.events.is_empty());
}

#[test]
fn a_recording_past_the_file_size_limit_stops_and_the_app_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    // Room for the header and a frame or so, not for a whole solve.
    let script = format!("ulimit -f 8; exec {} --record rec.cast", pty::BIN);
    let mut s = Session::start_program("sh", &["-c", &script], &[], dir.path(), 24, 80);
    s.wait_text("unique solution");
    s.send("f");
    let screen = s.wait_text("Recording stopped");
    assert!(screen.contains("file too large"), "{screen}");
    assert!(!screen.contains("● REC"), "{screen}");
    let solved = s.wait_text("Solved: ");
    assert_eq!(grid_on_screen(&solved), ANSWER);
    // Whole lines only, up to where it stopped (8 blocks: 4 or 8 KiB by the shell).
    let path = dir.path().join("rec.cast");
    read_cast(&path);
    assert!(fs::metadata(&path).unwrap().len() <= 8192);
    s.quit();
}
