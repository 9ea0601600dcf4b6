//! Explaining the search: the why line, the culprit cell, the choice stack and the step
//! labels at every size (snapshots in src/tui/snapshots); going back and forth shows each
//! step as it was first shown. Breakpoints are in `breaks.rs`.

use proptest::prelude::{prop, prop_assert, prop_assert_eq, proptest, ProptestConfig};
use sudoku_engine::solve::Why;

use super::*;
use crate::tui::ui::geometry::{digit_position, layout};
use crate::tui::ui::theme;

const SIZES: [(&str, u16, u16); 3] = [("small", 60, 18), ("usual", 90, 24), ("large", 200, 50)];

#[test]
fn naive_take_back_with_its_reason_at_every_size() {
    let mut a = app();
    // r4c8 is empty and nothing fits it: r4c7 gives 9 back.
    step_until(&mut a, |e| {
        matches!(
            e,
            Explained::Retract {
                why: Why::DeadEnd { .. },
                ..
            }
        )
    });
    for (name, w, h) in SIZES {
        let s = screen(&mut a, w, h);
        assert!(s.contains("≠") && s.contains("taken"), "{name}: {s}");
        assert!(s.contains("no digit fits"), "{name}: {s}");
        assert!(s.contains("Choices"), "{name}: {s}");
        snap!(format!("explain_naive_{name}"), s);
    }
}

#[test]
fn propagate_undoing_forced_digits_at_every_size() {
    let mut a = on(HARD, Strategy::Propagate);
    step_until(&mut a, |e| matches!(e, Explained::Undo { .. }));
    // The second undone digit of its run, so that the run shows "2 of N".
    step_until(&mut a, |e| matches!(e, Explained::Undo { .. }));
    for (name, w, h) in SIZES {
        let s = screen(&mut a, w, h);
        assert!(s.contains("(undone, 2"), "{name}: {s}");
        assert!(s.contains("undoing "), "{name}: {s}");
        snap!(format!("explain_propagate_{name}"), s);
    }
}

#[test]
fn step_labels_say_guess_and_rule() {
    let mut a = on(HARD, Strategy::Propagate);
    step_until(&mut a, |e| matches!(e, Explained::Place { .. }));
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("(guess, 1 of "), "{s}");
    step_until(&mut a, |e| matches!(e, Explained::Deduce { .. }));
    let s = screen(&mut a, 90, 24);
    assert!(
        s.contains("(forced: naked single)") || s.contains("(forced: hidden single in "),
        "{s}"
    );
    // Every guess on the stack says how many digits it forced; deductions their rule.
    let s = screen(&mut a, 200, 50);
    assert!(s.contains(" forced"), "{s}");
    assert!(s.contains("single"), "{s}");
    snap!("explain_propagate_deduced_large", s);
}

/// The culprit of a dead end is marked `!` in a style of its own, with colour and
/// without: not the ✗ of other dead cells, not the look of any other cell.
#[test]
fn the_culprit_cell_has_a_look_of_its_own() {
    for no_color in [false, true] {
        let mut a = app();
        a.no_color = no_color;
        step_until(&mut a, |e| {
            matches!(
                e,
                Explained::Retract {
                    why: Why::DeadEnd { .. },
                    ..
                }
            )
        });
        let Some(Explained::Retract {
            why: Why::DeadEnd { cell },
            cell: back,
            ..
        }) = a.run().unwrap().story().last()
        else {
            unreachable!()
        };
        let cell = cell.index();
        for (w, h) in [(60, 18), (90, 24), (200, 50)] {
            let buf = draw(&mut a, w, h);
            let s = layout(Rect::new(0, 0, w, h)).unwrap();
            let (x, y) = digit_position(s, cell);
            let c = &buf[(x, y)];
            assert_eq!(c.symbol(), "!", "{w}x{h}");
            assert!(
                c.modifier.contains(theme::culprit().add_modifier),
                "{w}x{h}"
            );
            let (bx, by) = digit_position(s, back.index());
            assert_ne!(buf[(bx, by)].modifier, c.modifier, "{w}x{h}");
            if no_color {
                assert_eq!(c.fg, ratatui::style::Color::Reset);
            }
            // No other cell looks like it.
            for other in (0..81).filter(|&o| o != cell) {
                let (ox, oy) = digit_position(s, other);
                assert_ne!(buf[(ox, oy)].symbol(), "!", "{w}x{h} r{other}");
            }
        }
    }
}

/// Draws and returns the whole buffer: symbols and styles.
fn frame(a: &mut App, w: u16, h: u16) -> Buffer {
    draw(a, w, h)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Going back k events and forward k gives the same screen, styles included, for
    /// every k: grid, counters, stack, why, sparklines and last step.
    #[test]
    fn back_k_then_forward_k_gives_the_same_screen(
        strategy in prop::sample::select(Strategy::ALL.to_vec()),
        steps in 1usize..400,
        k in 1usize..400,
        size in prop::sample::select(SIZES.to_vec()),
    ) {
        let mut a = if strategy == Strategy::Naive { app() } else { on(HARD, strategy) };
        for _ in 0..steps {
            a.handle(Action::Solve(SolveKey::Step));
        }
        let (_, w, h) = size;
        let at = a.run().unwrap().position();
        let before = frame(&mut a, w, h);
        let k = k.min(at as usize);
        for _ in 0..k {
            a.handle(Action::Solve(SolveKey::StepBack));
        }
        prop_assert_eq!(a.run().unwrap().position(), at - k as u64);
        for _ in 0..k {
            a.handle(Action::Solve(SolveKey::Step));
        }
        prop_assert_eq!(a.run().unwrap().position(), at);
        let after = frame(&mut a, w, h);
        prop_assert!(before == after, "back {} then forward: \n{}\n{}", k, text(&before), text(&after));
    }
}

/// The screen without the chart (the samples it draws are those taken on the way the
/// search went, which a jump does not take): from the column its caption starts at, the
/// rows of bars and captions blanked. A row of bars may hold no bar at all (the upper
/// rows, where every sample is at the minimum): the rows right above a caption that hold
/// nothing but bars and blanks are its bars.
/// The screen without the words that say the time is the run's (a step gone back to
/// says so; one stepped to is the furthest the search has been).
fn time_unlabelled(mut b: Buffer) -> Buffer {
    let label = format!(" {}", crate::tui::ui::panel::RUN_SO_FAR);
    let t = text(&b);
    for (y, l) in t.lines().enumerate() {
        if let Some(at) = l.find(&label) {
            let x = l[..at].chars().count() as u16;
            for dx in 0..label.chars().count() as u16 {
                b[(x + dx, y as u16)] = ratatui::buffer::Cell::default();
            }
        }
    }
    b
}

fn no_sparklines(mut b: Buffer) -> Buffer {
    let t = text(&b);
    let Some(x) = t.lines().find_map(|l| {
        let at = l.find("Depth over time")?;
        Some(l[..at].chars().count() as u16)
    }) else {
        return b;
    };
    let rights: Vec<String> = t
        .lines()
        .map(|l| l.chars().skip(x as usize).collect())
        .collect();
    let caption = |r: &str| r.contains("Depth over time") || r.contains("Digits on the board");
    let bars = |r: &str| r.chars().all(|c| c == ' ' || ('▁'..='█').contains(&c));
    let mut chart = vec![false; rights.len()];
    for (y, r) in rights.iter().enumerate() {
        if caption(r) {
            chart[y] = true;
            for above in (0..y).rev() {
                if caption(&rights[above]) || !bars(&rights[above]) {
                    break;
                }
                chart[above] = true;
            }
        } else if r.chars().any(|c| ('▁'..='█').contains(&c)) {
            chart[y] = true;
        }
    }
    for (y, &c) in chart.iter().enumerate() {
        if c {
            for xx in x..b.area.width {
                b[(xx, y as u16)].reset();
            }
        }
    }
    b
}

/// `g` goes anywhere, and a step shows the same whichever way it was reached: by single
/// steps, by `g` from before or after it, by `B`; but for the sparklines, which show the
/// samples taken on the way, and the time, which counts going ahead.
#[test]
fn go_to_shows_a_step_as_stepping_there_does() {
    for strategy in Strategy::ALL {
        let fresh = || {
            if strategy == Strategy::Naive {
                app()
            } else {
                on(HARD, strategy)
            }
        };
        let mut jumped = fresh();
        jumped.handle(Action::Solve(SolveKey::Step));
        jumped.handle(Action::Solve(SolveKey::GoTo));
        type_in(&mut jumped, "1,000");
        jumped.handle(Action::Overlay(OverlayKey::Submit));
        let end = jumped.run().unwrap().position();
        assert!(end > 50, "{strategy}: {end}");
        for target in [end / 3, end / 2, 7, end] {
            let mut stepped = fresh();
            for _ in 0..target {
                stepped.handle(Action::Solve(SolveKey::Step));
            }
            jumped.handle(Action::Solve(SolveKey::GoTo));
            type_in(&mut jumped, &target.to_string());
            jumped.handle(Action::Overlay(OverlayKey::Submit));
            assert_eq!(jumped.run().unwrap().position(), target);
            // The time spent going ahead counts as running; stepping takes none.
            freeze(&mut jumped, 0);
            let (j, s) = (frame(&mut jumped, 90, 24), frame(&mut stepped, 90, 24));
            assert!(
                no_sparklines(time_unlabelled(j.clone())) == no_sparklines(s.clone()),
                "{strategy} {target}\n{}\n{}",
                text(&j),
                text(&s)
            );
            if target > 10 {
                stepped.handle(Action::Solve(SolveKey::StepBack));
                stepped.handle(Action::Solve(SolveKey::Step));
                let (j, s) = (frame(&mut jumped, 90, 24), frame(&mut stepped, 90, 24));
                assert!(no_sparklines(time_unlabelled(j)) == no_sparklines(s));
            }
        }
        // `B` lands on a choice; where the search made none (logic alone solved it), it
        // stays where it is.
        let placed = jumped.run().unwrap().stepper().stats().placements;
        let at = jumped.run().unwrap().position();
        jumped.handle(Action::Solve(SolveKey::BackToChoice));
        if placed == 0 {
            assert_eq!(jumped.run().unwrap().position(), at, "{strategy}");
        } else {
            assert!(
                matches!(jumped.run().unwrap().last(), Some(Event::Place { .. })),
                "{strategy}"
            );
        }
    }
}

#[test]
fn go_to_refuses_what_is_not_a_step_and_stops_at_the_end() {
    let mut a = app();
    a.handle(Action::Solve(SolveKey::Step));
    a.handle(Action::Solve(SolveKey::GoTo));
    type_in(&mut a, "12x");
    a.handle(Action::Overlay(OverlayKey::Submit));
    let s = screen(&mut a, 90, 24);
    assert!(s.contains("'12x' is not a step number"), "{s}");
    a.handle(Action::Overlay(OverlayKey::Close));
    assert!(a.overlays.is_empty());
    a.handle(Action::Solve(SolveKey::GoTo));
    type_in(&mut a, "99999999");
    a.handle(Action::Overlay(OverlayKey::Submit));
    assert_eq!(a.state(), Progress::Solved);
    assert!(a
        .message
        .as_deref()
        .unwrap()
        .starts_with("The search ends at step"));
    // Back from the end: paused again, one event before it.
    let end = a.run().unwrap().position();
    a.handle(Action::Solve(SolveKey::StepBack));
    assert_eq!(a.state(), Progress::Paused);
    assert_eq!(a.run().unwrap().position(), end - 1);
}
