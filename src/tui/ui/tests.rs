//! Snapshots of every screen, and the styles that carry meaning.

use std::time::{Duration, Instant};

use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};
use ratatui::Terminal;
use sudoku_tui::solve::{Event, Strategy};
use sudoku_tui::Grid;

use super::*;
use crate::tui::app::{Action, App, Speed};
use crate::tui::files::Source;

/// Snapshots live in src/tui/snapshots, named after the test.
macro_rules! snap {
    ($e:expr) => {
        insta::with_settings!({
            snapshot_path => "../snapshots",
            prepend_module_to_snapshot => false,
        }, {
            insta::assert_snapshot!($e)
        })
    };
}

fn app() -> App {
    let mut a = App::new(Source::builtin(), Strategy::Naive, Speed::Rate(10));
    a.now = Instant::now();
    a
}

/// Draws the app on a test terminal and returns the buffer.
fn draw(app: &mut App, w: u16, h: u16) -> Buffer {
    app.area = Rect::new(0, 0, w, h);
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| f.render_widget(&*app, f.area())).unwrap();
    t.backend().buffer().clone()
}

fn text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let mut line = String::new();
        for x in 0..buf.area.width {
            line.push_str(buf[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn screen(app: &mut App, w: u16, h: u16) -> String {
    text(&draw(app, w, h))
}

/// Fixes the elapsed time so that snapshots do not depend on the machine.
fn freeze(app: &mut App, ms: u64) {
    if let Some(r) = app.run.as_mut() {
        r.elapsed = Duration::from_millis(ms);
    }
}

fn steps(app: &mut App, n: usize) {
    for _ in 0..n {
        app.handle(Action::Step);
    }
}

#[test]
fn editing_large() {
    let mut a = app();
    a.cursor = 40;
    snap!(screen(&mut a, 120, 40));
}

#[test]
fn editing_medium() {
    let mut a = app();
    a.handle(Action::Right);
    a.handle(Action::Digit(4));
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
    a.cursor = 1;
    a.handle(Action::Digit(1));
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("clashing givens"), "{s}");
    assert!(s.contains("1 r1c1 r1c2"), "{s}");
    snap!(s);
}

#[test]
fn solving_midway() {
    let mut a = app();
    a.handle(Action::Start);
    // Ten ticks a second for three seconds at 10 steps/s: 30 steps.
    let t0 = a.now + Duration::from_secs(1);
    for i in 0..=30 {
        let t = t0 + Duration::from_millis(100 * i);
        a.tick(t, t + Duration::from_secs(1));
    }
    assert_eq!(a.run.as_ref().unwrap().stepper.stats().steps, 30);
    freeze(&mut a, 3000);
    let s = screen(&mut a, 100, 24);
    assert!(s.contains("solving"), "{s}");
    snap!(s);
}

#[test]
fn solving_large_with_candidates() {
    let mut a = app();
    a.handle(Action::Start);
    let t0 = a.now + Duration::from_secs(1);
    for i in 0..=20 {
        let t = t0 + Duration::from_millis(100 * i);
        a.tick(t, t + Duration::from_secs(1));
    }
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
    a.handle(Action::Finish);
    a.finish_now();
    freeze(&mut a, 1500);
    let s = screen(&mut a, 100, 24);
    assert!(s.contains("Solved: "), "{s}");
    snap!(s);
}

#[test]
fn no_solution() {
    let mut p = Grid::empty();
    for (i, d) in (1..=8u8).enumerate() {
        p.set(i, d);
    }
    p.set(9 * 5 + 8, 9);
    let mut a = App::new(
        Source::single(p, "unsolvable.txt".into(), None),
        Strategy::Naive,
        Speed::Rate(10),
    );
    a.handle(Action::Finish);
    a.finish_now();
    freeze(&mut a, 20);
    let s = screen(&mut a, 100, 24);
    assert!(s.contains("No solution: "), "{s}");
    snap!(s);
}

#[test]
fn help_overlay() {
    let mut a = app();
    a.handle(Action::Help);
    let s = screen(&mut a, 80, 24);
    for (_, keys) in KEYS {
        for (k, d) in *keys {
            assert!(s.contains(k), "help lists {k}");
            assert!(s.contains(d), "help says {d}");
        }
    }
    snap!(s);
}

#[test]
fn help_overlay_narrow() {
    let mut a = app();
    a.handle(Action::Help);
    let s = screen(&mut a, 60, 40);
    for (_, keys) in KEYS {
        for (k, _) in *keys {
            assert!(s.contains(k), "help lists {k}");
        }
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
    a.handle(Action::Open);
    a.handle(Action::PickerDown);
    let s = screen(&mut a, 100, 30).replace(&dir.path().display().to_string(), "/tmp/DIR");
    assert!(s.contains("2 puzzles"), "{s}");
    snap!(s);
}

#[test]
fn save_prompt() {
    let mut a = app();
    a.handle(Action::Save);
    snap!(screen(&mut a, 80, 24));
}

#[test]
fn error_box_leaves_grid_untouched() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.txt"), "12x\n").unwrap();
    let mut a = app();
    let before = a.puzzle;
    a.picker_root = dir.path().to_path_buf();
    a.handle(Action::Open);
    a.handle(Action::PickerEnter);
    assert!(matches!(a.overlay, Some(Overlay::Message { .. })));
    assert_eq!(a.puzzle, before);
    let s = screen(&mut a, 80, 24).replace(&dir.path().display().to_string(), "/tmp/DIR");
    assert!(s.contains("/tmp/DIR/bad.txt:1:"), "{s}");
    snap!(s);
    a.handle(Action::Close);
    assert!(a.overlay.is_none());
}

#[test]
fn too_small() {
    let mut a = app();
    let s = screen(&mut a, 40, 10);
    assert!(s.contains(&format!("needs at least {MIN_WIDTH}×{MIN_HEIGHT}")));
    snap!(s);
}

#[test]
fn grid_size_follows_the_terminal() {
    assert_eq!(layout(Rect::new(0, 0, 120, 40)).unwrap().size, Size::Large);
    assert_eq!(layout(Rect::new(0, 0, 80, 24)).unwrap().size, Size::Medium);
    assert_eq!(
        layout(Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT)).unwrap().size,
        Size::Compact
    );
    assert!(layout(Rect::new(0, 0, MIN_WIDTH - 1, 30)).is_none());
    assert!(layout(Rect::new(0, 0, 200, MIN_HEIGHT - 1)).is_none());
    assert_eq!(Size::Compact.dims(), (25, 13));
    assert_eq!(Size::Medium.dims(), (37, 19));
    assert_eq!(Size::Large.dims(), (73, 37));
}

#[test]
fn a_click_selects_the_cell_under_it() {
    for (w, h) in [(120, 40), (80, 24), (MIN_WIDTH, MIN_HEIGHT)] {
        let mut a = app();
        a.area = Rect::new(0, 0, w, h);
        let s = layout(a.area).unwrap();
        for cell in [0, 13, 40, 80] {
            let (x, y) = digit_position(s, cell);
            a.handle(Action::Click { x, y });
            assert_eq!(a.cursor, cell, "{w}x{h}");
        }
        // On a line: nothing changes.
        a.handle(Action::Click {
            x: s.grid.x,
            y: s.grid.y,
        });
        assert_eq!(a.cursor, 80);
    }
}

#[test]
fn candidates_toggle_in_large_cells() {
    let mut a = app();
    // r1c2 may hold 4, 7, 8.
    let s = layout(Rect::new(0, 0, 120, 40)).unwrap();
    let (x, y) = digit_position(s, 1);
    let buf = draw(&mut a, 120, 40);
    assert_eq!(buf[(x - 2, y - 1)].symbol(), " ");
    assert_eq!(buf[(x - 2, y)].symbol(), "4");
    assert_eq!(buf[(x, y + 1)].symbol(), "8");
    a.handle(Action::ToggleCandidates);
    let buf = draw(&mut a, 120, 40);
    assert_eq!(buf[(x - 2, y)].symbol(), " ");
    assert_eq!(buf[(x, y)].symbol(), "·");
}

fn cell_style(buf: &Buffer, s: Screen, cell: usize) -> (String, Color, Modifier) {
    let (x, y) = digit_position(s, cell);
    let c = &buf[(x, y)];
    (c.symbol().to_string(), c.fg, c.modifier)
}

/// Style of a cell once the solver has just done `want` there.
fn after_event(no_color: bool, want: fn(Event) -> bool, strategy: Strategy) -> (App, Event) {
    let mut a = App::new(Source::builtin(), strategy, Speed::Rate(10));
    a.no_color = no_color;
    a.now = Instant::now();
    for _ in 0..100_000 {
        a.handle(Action::Step);
        if let Some(e) = a.run.as_ref().unwrap().last {
            if want(e) {
                return (a, e);
            }
        }
    }
    panic!("event not seen");
}

#[test]
fn styles_carry_meaning_with_and_without_colour() {
    for no_color in [false, true] {
        let area = Rect::new(0, 0, 100, 24);
        let s = layout(area).unwrap();

        // Givens and the cursor while editing; clashes.
        let mut a = app();
        a.no_color = no_color;
        a.cursor = 1;
        a.handle(Action::Digit(1));
        a.cursor = 40;
        let buf = draw(&mut a, 100, 24);
        let given = cell_style(&buf, s, 2);
        let clash = cell_style(&buf, s, 0);
        let cursor = cell_style(&buf, s, 40);
        assert_eq!(given.0, "3");
        assert!(given.2.contains(Modifier::BOLD));
        assert!(!given.2.contains(Modifier::UNDERLINED));
        assert_eq!(clash.0, "1");
        assert!(clash.2.contains(Modifier::UNDERLINED | Modifier::BOLD));
        assert!(cursor.2.contains(Modifier::REVERSED));

        // A placement: the current cell, reversed, not bold.
        let (mut a, e) = after_event(
            no_color,
            |e| matches!(e, Event::Place { .. }),
            Strategy::Naive,
        );
        let cell = e.cell().unwrap();
        let buf = draw(&mut a, 100, 24);
        let placed = cell_style(&buf, s, cell);
        assert!(placed.2.contains(Modifier::REVERSED));
        assert!(!placed
            .2
            .intersects(Modifier::BOLD | Modifier::ITALIC | Modifier::CROSSED_OUT));
        // An older solver digit: plain, unlike a given.
        a.handle(Action::Step);
        if let Some(Event::Place { cell: c2, .. }) = a.run.as_ref().unwrap().last {
            let buf = draw(&mut a, 100, 24);
            let old = cell_style(&buf, s, cell);
            assert!(old.2.is_empty(), "{old:?} at {c2}");
            assert_ne!(old.2, given.2);
        }

        // A retraction: the digit stays visible, crossed out, for a moment.
        let (mut a, e) = after_event(
            no_color,
            |e| matches!(e, Event::Retract { .. }),
            Strategy::Naive,
        );
        let Event::Retract { cell, digit } = e else {
            unreachable!()
        };
        let buf = draw(&mut a, 100, 24);
        let retracted = cell_style(&buf, s, cell);
        assert_eq!(retracted.0, digit.to_string());
        assert!(retracted.2.contains(Modifier::CROSSED_OUT));
        a.now += crate::tui::app::FLASH + Duration::from_millis(1);
        let buf = draw(&mut a, 100, 24);
        assert_eq!(cell_style(&buf, s, cell).0, "·", "the flash fades");

        // A deduction: italic.
        let (mut a, e) = after_event(
            no_color,
            |e| matches!(e, Event::Deduce { .. }),
            Strategy::Propagate,
        );
        let buf = draw(&mut a, 100, 24);
        let deduced = cell_style(&buf, s, e.cell().unwrap());
        assert!(deduced.2.contains(Modifier::ITALIC));
        assert!(!deduced.2.contains(Modifier::CROSSED_OUT));
        // Deduced digits keep their style after later steps, also when run in bulk.
        let deduced_cell = e.cell().unwrap();
        a.handle(Action::Finish);
        a.finish_now();
        let buf = draw(&mut a, 100, 24);
        let run = a.run.as_ref().unwrap();
        assert!(run.stepper.stats().deductions > 0);
        for c in 0..81 {
            if a.givens().get(c) == 0 {
                let st = cell_style(&buf, s, c);
                assert_eq!(
                    st.2.contains(Modifier::ITALIC),
                    run.deduced[c],
                    "cell {c} ({deduced_cell})"
                );
            }
        }
        assert!(run.deduced.iter().filter(|&&d| d).count() > 1);

        let colours: Vec<Color> = [given.1, clash.1, placed.1, retracted.1, deduced.1].to_vec();
        if no_color {
            assert!(colours.iter().all(|&c| c == Color::Reset), "{colours:?}");
            assert!(buf
                .content()
                .iter()
                .all(|c| c.fg == Color::Reset && c.bg == Color::Reset));
        } else {
            assert_eq!(clash.1, Color::Red);
            assert_eq!(retracted.1, Color::Red);
            assert_eq!(deduced.1, Color::Green);
            assert_eq!(placed.1, Color::Cyan);
        }
        // Every meaning has its own modifiers.
        let mods = [given.2, clash.2, placed.2, retracted.2, deduced.2];
        for i in 0..mods.len() {
            for j in i + 1..mods.len() {
                assert_ne!(mods[i], mods[j], "{i} and {j} look alike ({no_color})");
            }
        }
    }
}

#[test]
fn peers_and_same_digits_are_banded() {
    let mut a = app();
    a.cursor = 0; // holds 1
    let s = layout(Rect::new(0, 0, 100, 24)).unwrap();
    let buf = draw(&mut a, 100, 24);
    let bg = |cell| {
        let (x, y) = digit_position(s, cell);
        buf[(x, y)].bg
    };
    assert_eq!(bg(4), theme::PEER_BG, "same row");
    assert_eq!(bg(27), theme::PEER_BG, "same column");
    assert_eq!(bg(19), theme::PEER_BG, "same box");
    // r2c4 (cell 12) holds 1 too.
    assert_eq!(bg(12), theme::SAME_BG);
    assert_eq!(bg(40), Color::Reset);
}
