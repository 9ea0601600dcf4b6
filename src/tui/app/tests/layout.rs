//! Every size uses its room: snapshots of a paused search at the sizes people use, the
//! help scrolling where it does not fit, the footer offering what applies.

use super::*;
use crate::tui::app::binding::KeyMode;
use crate::tui::app::footer::{hints, Now};
use crate::tui::app::keymap::TABLE;
use crate::tui::app::overlays::Help;

/// The built-in puzzle paused after 40 steps (a take-back on screen), its clock fixed.
fn paused() -> App {
    let mut a = app();
    for _ in 0..40 {
        a.handle(Action::Solve(SolveKey::Step));
    }
    a.nine.first_mut().unwrap().elapsed = Duration::from_millis(4200);
    a
}

#[test]
fn a_paused_search_at_every_size() {
    for (w, h) in [
        (30, 14),
        (56, 16),
        (80, 24),
        (104, 38),
        (160, 50),
        (200, 16),
        (60, 45),
    ] {
        let mut a = paused();
        let s = screen(&mut a, w, h);
        // What matters is on screen at every size: the state, the counters, the last
        // step, the keys to go on.
        assert!(s.contains("paused"), "{w}x{h}\n{s}");
        assert!(
            s.contains("Placements") && s.contains("Retractions"),
            "{w}x{h}\n{s}"
        );
        assert!(
            s.contains("? help") && s.contains("Space resume"),
            "{w}x{h}\n{s}"
        );
        // The last step on one line where the panel has 33 columns; beside the compact
        // grid at 56x16 or the large one at 104x38, whose panels have 28, after the short
        // label. Not in the brief panel at 30x14, nor under the grid at 60x45, where the
        // chart takes the columns beside the panel, the stack its rows.
        if matches!((w, h), (56, 16) | (104, 38)) {
            assert!(s.contains("Last r4c7 ≠ 9 (taken back)"), "{w}x{h}\n{s}");
            assert!(!s.contains("Last step"), "{w}x{h}\n{s}");
        } else if !matches!((w, h), (30, 14) | (60, 45)) {
            assert!(
                s.contains("Last step   r4c7 ≠ 9 (taken back)"),
                "{w}x{h}\n{s}"
            );
        }
        snap!(format!("paused_{w}x{h}"), s);
    }
}

#[test]
fn the_chart_sits_under_the_panel_text_or_beside_it() {
    let rows = |s: &str, what: &str| {
        s.lines()
            .position(|l| l.contains(what))
            .unwrap_or_else(|| panic!("no {what}\n{s}"))
    };
    // Under the panel's text and the stack, a blank row between, the caption right
    // under the bars (at 60x45 the stack takes the rows, and the chart goes beside).
    let s = screen(&mut paused(), 60, 60);
    // The text ends with the choice stack, its entries saying what is left.
    let lines: Vec<&str> = s.lines().collect();
    let text_end = lines.iter().rposition(|l| l.contains("to try")).unwrap();
    let caption = rows(&s, "Depth over time");
    let bars = s.lines().position(|l| l.contains('█')).unwrap();
    assert!(bars > text_end + 1 && bars < caption, "{s}");
    assert!(
        caption - text_end <= 11,
        "the chart right under the text\n{s}"
    );
    // Beside the panel on a wide, low terminal: it is not dropped.
    let s = screen(&mut paused(), 200, 16);
    let line = s.lines().find(|l| l.contains("Depth over time")).unwrap();
    assert!(line.find("Depth over time").unwrap() > 80, "{s}");
    // The grid at the left edge: no blank band before it.
    assert!(s.lines().next().unwrap().starts_with(" ┏"), "{s}");
}

#[test]
fn the_help_scrolls_at_every_size() {
    for (w, h) in [(30, 14), (56, 16), (60, 18), (90, 24)] {
        let mut a = app();
        a.handle(Action::App(AppKey::Help));
        let first = screen(&mut a, w, h);
        let scrolls = Help::scrolls(Rect::new(0, 0, w, h));
        assert_eq!(scrolls, first.contains("scroll"), "{w}x{h}\n{first}");
        if !scrolls {
            continue;
        }
        // Page by page to the end: every key of the table shows on some page.
        let mut seen = first.clone();
        for _ in 0..20 {
            a.handle(Action::Solve(SolveKey::ScrollPageDown));
            seen.push_str(&screen(&mut a, w, h));
        }
        for r in TABLE.iter().filter(|r| r.in_help) {
            assert!(seen.contains(r.keys), "{w}x{h}: {} never shown", r.keys);
        }
        assert!(
            matches!(a.overlays.last(), Some(Overlay::Help(_))),
            "still open"
        );
        let last = screen(&mut a, w, h);
        a.handle(Action::Overlay(OverlayKey::ScrollDown));
        assert_eq!(
            screen(&mut a, w, h),
            last,
            "{w}x{h}: no scrolling past the end"
        );
        a.handle(Action::Overlay(OverlayKey::ScrollTop));
        assert_eq!(screen(&mut a, w, h), first);
        a.handle(Action::Overlay(OverlayKey::ScrollBottom));
        assert_eq!(screen(&mut a, w, h), last);
        keys(
            &mut a,
            &[
                Action::Overlay(OverlayKey::ScrollUp),
                Action::Overlay(OverlayKey::ScrollDown),
            ],
        );
        assert_eq!(screen(&mut a, w, h), last);
        // Any other key closes it, and does nothing else.
        a.handle(Action::Edit(EditKey::Digit(3)));
        assert!(a.overlays.is_empty());
        assert_eq!(a.editor.puzzle.get(1), 0);
    }
}

#[test]
fn help_at_small_sizes() {
    let mut a = app();
    a.handle(Action::App(AppKey::Help));
    snap!("help_30x14", screen(&mut a, 30, 14));
    let mut a = app();
    a.handle(Action::App(AppKey::Help));
    screen(&mut a, 56, 16);
    keys(
        &mut a,
        &[
            Action::Solve(SolveKey::ScrollPageDown),
            Action::Solve(SolveKey::ScrollPageDown),
        ],
    );
    snap!("help_56x16_page_3", screen(&mut a, 56, 16));
}

#[test]
fn the_footer_offers_what_applies_now() {
    let line = |mode, now: &Now| {
        hints(mode, now)
            .iter()
            .map(|(k, d)| format!("{k} {d}"))
            .collect::<Vec<_>>()
    };
    let none = Now::default();
    assert!(!line(KeyMode::Solving, &none).contains(&"c candidates".to_string()));
    let large = Now {
        large_cells: true,
        ..none
    };
    assert!(line(KeyMode::Solving, &large).contains(&"c candidates".to_string()));
    let editing = Now {
        collection: true,
        undo: true,
        ..none
    };
    let l = line(KeyMode::Editing, &editing);
    assert_eq!(
        l[..5],
        ["Enter solve", "o open", "t strategy", "R race", "H hint"]
    );
    assert_eq!(l[5..7], ["[ ] puzzles", "u undo"]);
    assert!(!l.contains(&"Ctrl-r redo".to_string()));
    assert!(!line(KeyMode::Editing, &none)
        .iter()
        .any(|h| h.contains("undo")));
    // On screen: a collection's keys and undo show once they apply.
    let mut a = app();
    assert!(!screen(&mut a, 200, 50).contains("u undo"));
    a.handle(Action::Edit(EditKey::Digit(4)));
    let s = screen(&mut a, 200, 50);
    assert!(s.contains("u undo") && s.contains("c candidates"), "{s}");
    assert!(!screen(&mut a, 90, 24).contains("candidates"));
    let mut help = app();
    help.handle(Action::App(AppKey::Help));
    assert!(screen(&mut help, 56, 16)
        .lines()
        .last()
        .unwrap()
        .contains("↑↓ scroll"));
    assert!(!screen(&mut help, 120, 40)
        .lines()
        .last()
        .unwrap()
        .contains("scroll"));
}

/// At 80×24 the editor's footer shows its most used keys: solve, open, strategy, race,
/// hint, help and quit; a paused or finished solve's shows the map.
#[test]
fn an_80_column_footer_shows_the_most_used_keys() {
    let mut a = app();
    let footer = |a: &mut App| screen(a, 80, 24).lines().last().unwrap().to_string();
    let f = footer(&mut a);
    for want in [
        "Enter solve",
        "o open",
        "t strategy",
        "R race",
        "H hint",
        "? help",
        "q quit",
    ] {
        assert!(f.contains(want), "{want} missing from {f:?}");
    }
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let f = footer(&mut a);
    assert!(f.contains("m map") && f.contains("Esc editor"), "{f:?}");
}

/// However narrow the screen, a dialog's footer names the key that does what the dialog
/// is for and the one that closes it.
#[test]
fn a_narrow_footer_keeps_a_dialogs_enter_and_esc() {
    for (open, does) in [
        (Action::Edit(EditKey::Generate), "make it"),
        (Action::Edit(EditKey::Open), "open"),
    ] {
        let mut a = app();
        a.handle(open);
        let s = screen(&mut a, 30, 14);
        let footer = s.lines().last().unwrap();
        assert!(footer.contains(&format!("Enter {does}")), "{footer}");
        assert!(footer.contains("Esc"), "{footer}");
    }
}

/// A search running at speed (the rate shows while it runs only): the take-back rate
/// keeps its number beside `retractions/s`, on the line of the step or the time, or on
/// one of its own.
#[test]
fn the_take_back_rate_keeps_its_number_with_its_unit() {
    for rate in [100, 200] {
        let mut a = app();
        a.speed = Speed::Rate(rate);
        a.handle(Action::Solve(SolveKey::Start));
        let t0 = a.now;
        let t1 = t0 + Duration::from_millis(400);
        a.tick(t0, t0 + Duration::from_millis(30));
        a.tick(t1, t1 + Duration::from_secs(1));
        assert_eq!(a.mode(), KeyMode::Solving);
        assert!(a.run().unwrap().per_second().is_some());
        for (w, h) in [(56, 16), (80, 24), (104, 38), (200, 16)] {
            let s = screen(&mut a, w, h);
            // The narrowest panel here leaves the rate out rather than wrap it.
            let Some(line) = s.lines().find(|l| l.contains("retractions/s")) else {
                assert_eq!(w, 56, "{w}x{h}\n{s}");
                continue;
            };
            let (before, _) = line.split_once(" retractions/s").expect(&s);
            assert!(
                before.ends_with(|c: char| c.is_ascii_digit()),
                "{w}x{h}\n{s}"
            );
        }
    }
}

/// The breakpoint menu's footer names each key with what it arms, one key a hint.
#[test]
fn the_breakpoint_footer_names_each_key_once() {
    let got: Vec<(&str, &str)> = hints(KeyMode::Breakpoints, &Now::default());
    assert_eq!(
        got,
        [
            ("t", "take-back"),
            ("c", "choice"),
            ("d", "depth"),
            ("r", "cell"),
            ("k", "technique"),
            ("x", "clear"),
            ("Esc", "close")
        ]
    );
}

/// The breakpoint menu in 30 columns: every row with its state, the note whole.
#[test]
fn the_breakpoint_menu_fits_a_small_terminal() {
    for (w, h) in [(30, 14), (56, 16), (80, 24)] {
        let mut a = paused();
        a.handle(Action::Solve(SolveKey::Breakpoints));
        let s = screen(&mut a, w, h);
        for key in ["t", "c", "d", "r"] {
            let start = format!("│ {key}  ");
            let row = s.lines().find(|l| l.contains(&start)).expect(&s);
            let (_, inside) = row.split_once(&start).expect(&s);
            let (inside, _) = inside.split_once('│').expect(&s);
            assert!(inside.trim_end().ends_with("off"), "{w}x{h}\n{s}");
        }
        let flat: String = s.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains("armed ones show"), "{w}x{h}\n{s}");
        assert!(s.contains("in the panel"), "{w}x{h}\n{s}");
    }
}

/// A search that has ended: the smallest footer offers the way back to the editor, and
/// as the room grows, stepping back through the search before the rest.
#[test]
fn a_finished_search_offers_the_editor_then_stepping_back() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    let footer = |a: &mut App, w, h| screen(a, w, h).lines().last().unwrap().to_string();
    assert_eq!(footer(&mut a, 30, 14), " Esc editor  ? help  q quit");
    let f = footer(&mut a, 40, 14);
    assert!(f.starts_with(" Esc editor  b back  "), "{f}");
    let f = footer(&mut a, 80, 24);
    assert!(
        f.starts_with(" Esc editor  b back  Enter again  m map  g go to  t strategy"),
        "{f}"
    );
    // No solution is a search that has ended too.
    let mut a = App::new(unsolvable("none"), Strategy::Naive, Speed::Rate(10));
    a.handle(Action::Solve(SolveKey::Finish));
    a.finish_now();
    assert_eq!(a.state(), Progress::NoSolution);
    assert_eq!(footer(&mut a, 30, 14), " Esc editor  ? help  q quit");
}

/// The rows the panel takes, counted without drawing it, are those it draws in: in
/// every state, at sizes where its lines wrap and where the stack is cut short, in the
/// room beside or under the grid and in the narrower room beside the chart.
#[test]
fn the_panel_counts_its_rows_as_it_draws_them() {
    use crate::tui::ui::{self, geometry, panel};
    let mut states = vec![app(), paused()];
    let mut solved = app();
    solved.handle(Action::Solve(SolveKey::Finish));
    solved.finish_now();
    states.push(solved);
    let mut propagate = app();
    propagate.strategy = Strategy::Propagate;
    keys(&mut propagate, &[Action::Solve(SolveKey::Step); 30]);
    propagate.recording = Some(Duration::from_secs(12));
    states.push(propagate);
    let mut edited = app();
    edited.paste(&format!("{BAEKJOON}\n").repeat(12));
    edited.handle(Action::Edit(EditKey::Digit(4)));
    states.push(edited);
    for a in &mut states {
        for (w, h) in [
            (56, 16),
            (56, 24),
            (60, 45),
            (80, 24),
            (104, 38),
            (200, 16),
            (200, 50),
        ] {
            let s = geometry::layout(Rect::new(0, 0, w, h)).unwrap();
            let v = view::panel(
                &a.editor,
                a.run(),
                a.strategy,
                a.speed,
                None,
                a.nine.breakpoints(),
            );
            let v = panel::PanelView {
                recording: a.recording,
                ..v
            };
            let shared = s.share(panel::measure(&v, s.panel).rows);
            for room in [s.panel, shared.panel] {
                let counted = panel::measure(&v, room).rows;
                let drawn = ui::rows_used(room, |r, b| panel::draw(&v, r, b));
                // A text cut at the bottom of the room may end on a blank line.
                let cut = counted == room.height && v.stack.is_none();
                assert!(
                    counted == drawn || (cut && drawn < counted),
                    "{w}x{h} {room:?} {:?}: counted {counted}, drawn {drawn}",
                    a.state()
                );
                assert!(drawn > 0);
            }
        }
    }
}

/// A line that wraps on a narrow panel takes a row more: the last lines still show.
#[test]
fn a_wrapped_panel_line_keeps_the_lines_under_it() {
    let mut a = app();
    a.paste(&format!("{BAEKJOON}\n").repeat(12));
    a.handle(Action::Edit(EditKey::Digit(4)));
    let s = screen(&mut a, 56, 24);
    assert!(s.contains("(edited)"), "{s}");
    assert!(s.contains("Elapsed"), "{s}");
}

/// A choice stack that would fill the panel keeps its newest entries and leaves the
/// smallest chart its rows where the text stays whole (104x38); where the text would have
/// to shorten for it (80x24), the stack keeps the room.
#[test]
fn a_deep_stack_gives_way_to_the_chart_only_where_the_text_stays_whole() {
    let mut a = app();
    keys(&mut a, &[Action::Solve(SolveKey::Step); 40]);
    let large = screen(&mut a, 104, 38);
    for text in ["File", "Choices", "choices hidden", "Depth over time"] {
        assert!(large.contains(text), "{text}\n{large}");
    }
    let usual = screen(&mut a, 80, 24);
    for text in ["File", "Choices", "choices hidden"] {
        assert!(usual.contains(text), "{text}\n{usual}");
    }
    assert!(!usual.contains("Depth over time"), "{usual}");
}

#[test]
fn a_message_during_a_solve_leaves_the_newest_choice_in_sight() {
    for (w, h) in [(80, 24), (56, 16)] {
        let mut a = paused();
        a.message = Some("Breakpoints: take-back, choice, depth < 12, r4c3, x_wing".into());
        let s = screen(&mut a, w, h);
        assert!(s.contains("x_wing"), "the message shows at {w}x{h}\n{s}");
        assert!(s.contains("Choices"), "the stack's title at {w}x{h}\n{s}");
        assert!(
            s.contains("r4c7 ≠ 9  (none to try)"),
            "the newest at {w}x{h}\n{s}"
        );
    }
}
