//! The choice stack with hindsight (each choice sound or doomed, by a text attribute as
//! well as a colour) and scrolled back (PgUp, PgDn) to the choices a deep search hides.

use ratatui::style::Modifier;

use super::*;
use crate::tui::app::binding::KeyMode;
use crate::tui::app::keymap;
use crate::tui::ui::stack::{doomed_style, sound_style};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Built against the naive order: naive goes deep and wanders long.
const ANTI: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

fn stepped(n: usize) -> App {
    stepped_on(ANTI, Strategy::Naive, n)
}

fn stepped_on(puzzle: &str, strategy: Strategy, n: usize) -> App {
    let mut a = on(puzzle, strategy);
    for _ in 0..n {
        a.handle(Action::Solve(SolveKey::Step));
    }
    a
}

/// The rows of the drawn screen from the stack's title down, as (text, row).
fn stack_rows(buf: &Buffer) -> Vec<(String, u16)> {
    let all: Vec<String> = text(buf).lines().map(String::from).collect();
    let top = all
        .iter()
        .position(|l| l.contains("Choices"))
        .expect("a stack");
    (top + 1..all.len())
        .map(|y| (all[y].clone(), y as u16))
        .take_while(|(l, _)| !l.trim().is_empty())
        .collect()
}

/// The style of the first character of `what` on row `y`.
fn style_at(buf: &Buffer, y: u16, what: &str) -> ratatui::style::Style {
    let line: String = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
    let col = line.find(what).expect("on the row");
    let x = line[..col].chars().count() as u16;
    buf[(x, y)].style()
}

#[test]
fn with_hindsight_each_choice_reads_sound_or_doomed() {
    // Top95's first: mrv's first choices lead on, those under them not.
    let mut a = stepped_on(HARD, Strategy::Mrv, 40);
    a.handle(Action::Solve(SolveKey::Hindsight));
    let doomed = a.doomed_choices().expect("known at the step shown");
    assert!(
        doomed.contains(&true) && doomed.contains(&false),
        "{doomed:?}"
    );
    a.no_color = true;
    let buf = draw(&mut a, 90, 40);
    let choices: Vec<_> = a.run().unwrap().stepper().view().choices().collect();
    let rows: Vec<_> = stack_rows(&buf)
        .into_iter()
        .filter(|(l, _)| l.contains("(to try") || l.contains("(none to try)"))
        .collect();
    assert!(!rows.is_empty());
    // The newest choices are the last rows, in order; a choice between two tries (no
    // digit on it) is not on the search's path, and reads neither.
    let mut path = doomed.iter();
    let marks: Vec<Option<bool>> = choices
        .iter()
        .map(|c| c.digit.and_then(|_| path.next().copied()))
        .collect();
    let from = choices.len() - rows.len();
    for (i, (line, y)) in rows.iter().enumerate() {
        let (c, d) = (&choices[from + i], marks[from + i]);
        let Some((digit, d)) = c.digit.zip(d) else {
            continue;
        };
        let head = format!(
            "{} = {digit}",
            sudoku_engine::grid::cell_name(c.cell.index())
        );
        let style = style_at(&buf, *y, &head);
        let want = if d { doomed_style() } else { sound_style() };
        assert_eq!(style.add_modifier, want.add_modifier, "{line}");
        // Without colour the attribute alone tells them apart.
        assert!(
            matches!(style.fg, None | Some(ratatui::style::Color::Reset)),
            "NO_COLOR: {line}"
        );
    }
    // Off: neither attribute.
    a.handle(Action::Solve(SolveKey::Hindsight));
    let buf = draw(&mut a, 90, 40);
    for (line, y) in stack_rows(&buf)
        .into_iter()
        .filter(|(l, _)| l.contains("(to try"))
    {
        let head = line.trim_start().split("  ").next().unwrap().to_string();
        let m = style_at(&buf, y, &head).add_modifier;
        assert!(
            !m.contains(Modifier::ITALIC) && !m.contains(Modifier::BOLD),
            "{line}"
        );
    }
}

#[test]
fn the_hidden_choices_scroll_into_view_and_back() {
    let mut a = stepped(300);
    let depth = a.run().unwrap().stepper().view().choices().count();
    let before = screen(&mut a, 90, 24);
    assert!(before.contains("choices hidden"), "{before}");
    let first = a.run().unwrap().stepper().view().choices().next().unwrap();
    let oldest = format!(
        "{} = {}",
        sudoku_engine::grid::cell_name(first.cell.index()),
        first.digit.unwrap()
    );
    assert!(!stack_rows(&draw(&mut a, 90, 24))
        .iter()
        .any(|(l, _)| l.contains(&oldest)));
    // PgUp, as the key table maps it during a solve.
    let pgup = KeyEvent::new(KeyCode::PageUp, KeyModifiers::NONE);
    let pgdn = KeyEvent::new(KeyCode::PageDown, KeyModifiers::NONE);
    assert_eq!(a.mode(), KeyMode::Paused);
    assert_eq!(
        keymap::for_key(KeyMode::Paused, pgup),
        Some(Action::Solve(SolveKey::ScrollPageUp))
    );
    assert_eq!(
        keymap::for_key(KeyMode::Solving, pgdn),
        Some(Action::Solve(SolveKey::ScrollPageDown))
    );
    a.handle(Action::Solve(SolveKey::ScrollPageUp));
    let once = screen(&mut a, 90, 24);
    assert!(once.contains("below"), "{once}");
    snap!("stack_scrolled_90x24", once);
    for _ in 0..depth {
        a.handle(Action::Solve(SolveKey::ScrollPageUp));
    }
    assert!(a.stack_scroll < depth, "no further than the oldest");
    let top = draw(&mut a, 90, 24);
    assert!(
        stack_rows(&top).iter().any(|(l, _)| l.contains(&oldest)),
        "{}",
        text(&top)
    );
    for (w, h) in [(30, 14), (200, 50)] {
        snap!(format!("stack_scrolled_{w}x{h}"), screen(&mut a, w, h));
    }
    for _ in 0..depth {
        a.handle(Action::Solve(SolveKey::ScrollPageDown));
    }
    assert_eq!(a.stack_scroll, 0);
    assert_eq!(screen(&mut a, 90, 24), before);
    // A new solve starts at the newest again.
    a.handle(Action::Solve(SolveKey::ScrollPageUp));
    a.handle(Action::Solve(SolveKey::Stop));
    assert_eq!(a.stack_scroll, 0);
}
