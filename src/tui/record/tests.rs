//! The asciicast lines, the recording's clock, the files it may write to, and what a
//! recording keeps of the frames written through it.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, UNIX_EPOCH};

use sudoku_engine::solve::Strategy;

use super::cast::{self, Utf8};
use super::clock::{Clock, IDLE_CAP};
use super::target::{automatic, named, stamp};
use super::{Recording, Tee};
use crate::tui::app::{Action, App, Effect, Speed};
use crate::tui::app::{AppKey, EditKey, OverlayKey};
use crate::tui::files::Source;

const MS: Duration = Duration::from_millis(1);

#[test]
fn the_header_is_one_line_of_json() {
    let h = cast::header(90, 24, 1_700_000_000, "p \"1\" \\ ·", Some("xterm"));
    assert_eq!(
        h,
        "{\"version\": 2, \"width\": 90, \"height\": 24, \"timestamp\": 1700000000, \
         \"title\": \"p \\\"1\\\" \\\\ ·\", \"env\": {\"TERM\": \"xterm\"}}\n"
    );
    let bare = cast::header(60, 18, 0, "t", None);
    assert_eq!(
        bare,
        "{\"version\": 2, \"width\": 60, \"height\": 18, \"timestamp\": 0, \"title\": \"t\"}\n"
    );
}

#[test]
fn output_is_escaped_as_json_requires() {
    let mut line = String::new();
    cast::output(
        &mut line,
        Duration::from_micros(1_500_002),
        "\x1b[1m\"a\\b\"\r\n\t\x7f\x01·┃",
    );
    assert_eq!(
        line,
        "[1.500002, \"o\", \"\\u001b[1m\\\"a\\\\b\\\"\\r\\n\\t\\u007f\\u0001·┃\"]\n"
    );
    cast::resize(&mut line, Duration::from_secs(3), 100, 30);
    assert!(line.ends_with("[3.000000, \"r\", \"100x30\"]\n"), "{line}");
}

#[test]
fn a_character_cut_by_a_frame_waits_for_its_other_half() {
    let mut u = Utf8::default();
    let dot = "·".as_bytes();
    assert_eq!(u.text(&[b'a', dot[0]]), "a");
    assert_eq!(u.text(&[dot[1], b'b']), "·b");
    // Not UTF-8 at all: replaced, and the rest goes on.
    assert_eq!(u.text(&[b'x', 0xff, b'y']), "x\u{fffd}y");
    assert_eq!(u.text(&[0xc3, 0x28]), "\u{fffd}(");
}

#[test]
fn idle_time_counts_up_to_two_seconds() {
    let t0 = Instant::now();
    let mut c = Clock::new(t0);
    assert_eq!(c.time(t0), Duration::ZERO);
    assert_eq!(c.activity(t0 + 500 * MS), 500 * MS);
    // Ten idle seconds count as two.
    assert_eq!(c.time(t0 + 10_500 * MS), 2_500 * MS);
    assert_eq!(c.activity(t0 + 10_500 * MS), 2_500 * MS);
    // Busy again: the clock runs with the wall clock.
    assert_eq!(c.activity(t0 + 10_750 * MS), 2_750 * MS);
    assert_eq!(c.time(t0 + 11_750 * MS), 3_750 * MS);
    assert_eq!(IDLE_CAP, Duration::from_secs(2));
}

#[test]
fn the_shown_seconds_move_on_while_idle_time_counts() {
    let t0 = Instant::now();
    let mut c = Clock::new(t0);
    assert_eq!(c.next_change(t0), Some(t0 + 1000 * MS));
    c.activity(t0 + 300 * MS);
    // At 0.3 s: the next whole second is 0.7 s away.
    assert_eq!(c.next_change(t0 + 300 * MS), Some(t0 + 1000 * MS));
    // At 2.0 s of the recording, idle 1.7 s: the cap comes first, in 0.3 s.
    assert_eq!(c.next_change(t0 + 2000 * MS), Some(t0 + 2300 * MS));
    // Idle for the whole cap: the clock stands still, nothing to wake up for.
    assert_eq!(c.next_change(t0 + 2300 * MS), None);
    assert_eq!(c.next_change(t0 + 60_000 * MS), None);
}

#[test]
fn file_names_carry_the_date_and_time_in_utc() {
    let at = |secs: u64| UNIX_EPOCH + Duration::from_secs(secs);
    assert_eq!(stamp(at(0)), "19700101-000000");
    // 2000-02-29 12:34:56, a leap day in a year divisible by 400.
    assert_eq!(stamp(at(951_827_696)), "20000229-123456");
    // 2024-12-31 23:59:59 and the second after.
    assert_eq!(stamp(at(1_735_689_599)), "20241231-235959");
    assert_eq!(stamp(at(1_735_689_600)), "20250101-000000");
}

#[test]
fn automatic_names_never_replace_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let at = UNIX_EPOCH + Duration::from_secs(1_735_689_600);
    std::fs::write(dir.path().join("sudoku-20250101-000000.cast"), "keep").unwrap();
    let a = automatic(dir.path(), at).unwrap();
    let b = automatic(dir.path(), at).unwrap();
    assert_eq!(a.path, dir.path().join("sudoku-20250101-000000-2.cast"));
    assert_eq!(b.path, dir.path().join("sudoku-20250101-000000-3.cast"));
    let kept = std::fs::read_to_string(dir.path().join("sudoku-20250101-000000.cast"));
    assert_eq!(kept.unwrap(), "keep");
}

#[test]
fn record_takes_a_new_or_an_empty_file_and_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // New: created, and gone again when the recording never starts.
    let t = named(&d.join("new.cast")).unwrap();
    assert!(d.join("new.cast").exists());
    t.discard();
    assert!(!d.join("new.cast").exists());
    // Empty: taken, and left there when the recording never starts.
    std::fs::write(d.join("empty.cast"), "").unwrap();
    named(&d.join("empty.cast")).unwrap().discard();
    assert!(d.join("empty.cast").exists());
    // Something in it: refused, untouched.
    std::fs::write(d.join("old.cast"), "{\"version\": 2}\n").unwrap();
    let e = named(&d.join("old.cast")).unwrap_err();
    assert!(e.contains("already exists: not replaced"), "{e}");
    let old = std::fs::read_to_string(d.join("old.cast")).unwrap();
    assert_eq!(old, "{\"version\": 2}\n");
    // A folder, a link (even to an empty file), a folder that is not there.
    let e = named(d).unwrap_err();
    assert!(e.contains("is a folder"), "{e}");
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(d.join("empty.cast"), d.join("link.cast")).unwrap();
        let e = named(&d.join("link.cast")).unwrap_err();
        assert!(e.contains("symbolic link"), "{e}");
        std::os::unix::fs::symlink(d.join("nowhere"), d.join("dangling.cast")).unwrap();
        let e = named(&d.join("dangling.cast")).unwrap_err();
        assert!(e.contains("symbolic link"), "{e}");
        assert!(!d.join("nowhere").exists());
    }
    let e = named(&d.join("no/such/folder.cast")).unwrap_err();
    assert!(e.contains("cannot create the recording"), "{e}");
    // In plain words: the folder that is missing, no error number.
    assert!(
        e.ends_with(&format!(
            "there is no folder {}",
            d.join("no/such").display()
        )),
        "{e}"
    );
    assert!(!e.contains("os error"), "{e}");
}

#[cfg(unix)]
#[test]
fn record_never_opens_a_pipe_or_a_device() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo.cast");
    rustix::fs::mknodat(
        rustix::fs::CWD,
        &fifo,
        rustix::fs::FileType::Fifo,
        rustix::fs::Mode::from_raw_mode(0o600),
        0,
    )
    .unwrap();
    // Opening a pipe nobody reads would block: it is refused before.
    let e = named(&fifo).unwrap_err();
    assert!(e.contains("not a regular file"), "{e}");
    let e = named(Path::new("/dev/null")).unwrap_err();
    assert!(e.contains("not a regular file"), "{e}");
}

fn app() -> App {
    App::new(Source::builtin(), Strategy::Naive, Speed::Rate(10))
}

/// A recording queued to `r.cast` in a folder of its own (kept while it lives), the
/// standard output it tees, and an app: where the frame tests start.
fn rig() -> (tempfile::TempDir, PathBuf, Recording, Tee<Vec<u8>>, App) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.cast");
    let rec = Recording::default();
    let tee = rec.tee(Vec::new());
    rec.queue(named(&path).unwrap());
    (dir, path, rec, tee, app())
}

/// One frame through the recording: what the tee sees is what would go to the terminal.
fn frame(rec: &Recording, tee: &mut impl Write, app: &mut App, at: Instant, text: &str) -> bool {
    let whole = rec.before_frame(app, (80, 24), at);
    tee.write_all(text.as_bytes()).unwrap();
    rec.after_frame(app, (80, 24), at, true);
    whole
}

#[test]
fn what_is_typed_into_the_save_prompt_is_never_recorded() {
    let (_dir, path, rec, mut tee, mut app) = rig();
    let t0 = Instant::now();
    assert!(frame(&rec, &mut tee, &mut app, t0, "first"), "starts whole");
    assert_eq!(app.recording(), Some(Duration::ZERO));
    app.handle(Action::Edit(EditKey::Save));
    for c in "secret".chars() {
        app.handle(Action::Overlay(OverlayKey::Input(c)));
    }
    assert!(!frame(&rec, &mut tee, &mut app, t0 + MS, "prompt: secret"));
    app.handle(Action::Overlay(OverlayKey::Close));
    // What a save says about the name: still out.
    app.say("Saved secret".into());
    assert!(!frame(
        &rec,
        &mut tee,
        &mut app,
        t0 + 2 * MS,
        "Saved secret"
    ));
    app.handle(Action::Edit(EditKey::Right));
    assert!(
        frame(&rec, &mut tee, &mut app, t0 + 3 * MS, "back"),
        "whole again"
    );
    // The terminal got every frame.
    let shown = String::from_utf8(tee.out.clone()).unwrap();
    assert_eq!(shown, "firstprompt: secretSaved secretback");
    assert_eq!(rec.finish(), vec![path.clone()]);
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("{\"version\": 2, \"width\": 80, \"height\": 24,"));
    assert!(lines[0]
        .contains("\"title\": \"sudoku-tui: built-in sample (puzzle 1 of 1), strategy naive\""));
    assert_eq!(
        &lines[1..],
        [
            "[0.000000, \"o\", \"first\"]",
            "[0.003000, \"o\", \"back\"]"
        ]
    );
}

#[test]
fn a_new_size_is_an_event_before_the_frame_drawn_in_it() {
    let (_dir, path, rec, mut tee, mut app) = rig();
    let t0 = Instant::now();
    frame(&rec, &mut tee, &mut app, t0, "a");
    rec.before_frame(&mut app, (80, 24), t0 + 5 * MS);
    tee.write_all(b"b").unwrap();
    rec.after_frame(&mut app, (100, 30), t0 + 5 * MS, true);
    // Nothing written: no event (an idle tick that changed nothing).
    rec.before_frame(&mut app, (100, 30), t0 + 6 * MS);
    rec.after_frame(&mut app, (100, 30), t0 + 6 * MS, false);
    rec.finish();
    let text = std::fs::read_to_string(&path).unwrap();
    let events: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(
        events,
        [
            "[0.000000, \"o\", \"a\"]",
            "[0.005000, \"r\", \"100x30\"]",
            "[0.005000, \"o\", \"b\"]"
        ]
    );
}

#[test]
fn r_stops_the_recording_and_says_how_long_it_is() {
    let (_dir, path, rec, mut tee, mut app) = rig();
    let t0 = Instant::now();
    frame(&rec, &mut tee, &mut app, t0, "a");
    frame(&rec, &mut tee, &mut app, t0 + 1500 * MS, "b");
    assert_eq!(app.recording(), Some(1500 * MS));
    assert_eq!(
        app.handle(Action::App(AppKey::Record)),
        Some(Effect::ToggleRecording)
    );
    rec.toggle();
    frame(&rec, &mut tee, &mut app, t0 + 1600 * MS, "not recorded");
    assert_eq!(app.recording(), None);
    assert_eq!(app.message(), Some("Recorded r.cast (1 s)"));
    assert_eq!(rec.next_tick(t0), None);
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), 3, "{text}");
    assert!(!text.contains("not recorded"));
}

#[test]
fn a_recording_that_cannot_be_written_stops_and_says_so() {
    let (_dir, path, rec, mut tee, mut app) = rig();
    let t0 = Instant::now();
    frame(&rec, &mut tee, &mut app, t0, "a");
    // The file can no longer be written (as on a full disk).
    if let Some(r) = rec.0.borrow_mut().rec.as_mut() {
        r.file = std::fs::File::open(&path).unwrap();
    }
    rec.before_frame(&mut app, (80, 24), t0 + MS);
    tee.write_all(b"b").unwrap();
    assert!(
        rec.after_frame(&mut app, (80, 24), t0 + MS, true),
        "stopped"
    );
    assert_eq!(app.recording(), None);
    let msg = app.message().unwrap().to_string();
    assert!(msg.starts_with("Recording stopped: cannot write"), "{msg}");
    // The screen goes on; the file keeps its whole lines.
    frame(&rec, &mut tee, &mut app, t0 + 2 * MS, "c");
    assert_eq!(String::from_utf8(tee.out.clone()).unwrap(), "abc");
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(text.ends_with("[0.000000, \"o\", \"a\"]\n"), "{text}");
    assert_eq!(rec.finish(), vec![path]);
}

#[test]
fn idle_is_what_changes_nothing_but_the_recorded_seconds() {
    let (_dir, path, rec, mut tee, mut app) = rig();
    let t0 = Instant::now();
    let s = Duration::from_secs(1);
    frame(&rec, &mut tee, &mut app, t0, "a");
    // The seconds tick on (drawn, but nothing happened), then mouse moves for a long
    // while (something happened, nothing drawn): all idle.
    for (at, wrote, activity) in [(1, "1 s", false), (2, "2 s", false), (9, "", true)] {
        rec.before_frame(&mut app, (80, 24), t0 + at * s);
        tee.write_all(wrote.as_bytes()).unwrap();
        rec.after_frame(&mut app, (80, 24), t0 + at * s, activity);
    }
    assert_eq!(app.recording(), Some(2 * s));
    // A key that changes the screen ends the idle stretch: 2 s recorded for 20.
    frame(&rec, &mut tee, &mut app, t0 + 20 * s, "key");
    frame(&rec, &mut tee, &mut app, t0 + 20 * s + 500 * MS, "next");
    assert_eq!(app.recording(), Some(2 * s + 500 * MS));
    rec.finish();
    let text = std::fs::read_to_string(&path).unwrap();
    let times: Vec<&str> = text.lines().skip(1).map(|l| &l[1..9]).collect();
    assert_eq!(
        times,
        ["0.000000", "1.000000", "2.000000", "2.000000", "2.500000"]
    );
}
