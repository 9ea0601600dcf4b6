//! The key table: what it maps, what the footer and the reference make of it.

use std::collections::BTreeSet;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::tui::app::binding::{Bind, Does, Key, KeyMode, Section};
use crate::tui::app::footer::{hints, Now};
use crate::tui::app::keymap::{for_key, TABLE};

fn key(code: KeyCode, mods: KeyModifiers) -> KeyEvent {
    KeyEvent::new(code, mods)
}

#[test]
fn ctrl_c_interrupts_in_every_mode() {
    for mode in KeyMode::ALL {
        for c in ['c', 'C'] {
            let ev = key(KeyCode::Char(c), KeyModifiers::CONTROL);
            assert_eq!(
                for_key(mode, ev),
                Some(Action::App(AppKey::Interrupt)),
                "{mode:?}"
            );
        }
    }
}

/// In each mode a key does one thing: the table's order never decides, but for Ctrl-C
/// and the help's scroll keys over "any key".
#[test]
fn no_key_is_bound_twice_in_a_mode() {
    let scrolls = |b: &Bind| {
        matches!(
            b.does,
            Does::Act(
                Action::Overlay(OverlayKey::ScrollUp)
                    | Action::Overlay(OverlayKey::ScrollDown)
                    | Action::Solve(SolveKey::ScrollPageUp)
                    | Action::Solve(SolveKey::ScrollPageDown)
                    | Action::Overlay(OverlayKey::ScrollTop)
                    | Action::Overlay(OverlayKey::ScrollBottom)
            )
        )
    };
    for mode in KeyMode::ALL {
        let mut seen = BTreeSet::new();
        let mut scroll_keys = BTreeSet::new();
        for r in TABLE {
            for b in r.binds.iter().filter(|b| b.modes.contains(&mode)) {
                // Each key's name stands for it; "any key" overlaps only Ctrl-C.
                let name = match b.key {
                    Key::WheelUp => "wheel up".to_string(),
                    Key::WheelDown => "wheel down".to_string(),
                    k => k.name(),
                };
                assert!(seen.insert(name.clone()), "{name} twice in {mode:?}");
                // Arrows have one-character names, but are not characters typed.
                if scrolls(b) || matches!(b.key, Key::Code(_)) {
                    scroll_keys.insert(name);
                }
            }
        }
        let chars = seen
            .iter()
            .filter(|n| n.chars().count() == 1 && !scroll_keys.contains(*n))
            .count();
        if seen.contains("typing") || seen.contains("any key") {
            assert_eq!(chars, 0, "{mode:?}: typing takes every character");
        }
        if seen.contains("1 – 9") {
            assert!(!(1..=9).any(|d| seen.contains(&d.to_string())), "{mode:?}");
        }
    }
}

#[test]
fn ctrl_makes_another_key_on_the_main_screen_only() {
    let ctrl = KeyModifiers::CONTROL;
    let none = KeyModifiers::NONE;
    let k = |c| KeyCode::Char(c);
    assert_eq!(
        for_key(KeyMode::Editing, key(k('z'), ctrl)),
        Some(Action::Edit(EditKey::Undo))
    );
    assert_eq!(for_key(KeyMode::Editing, key(k('z'), none)), None);
    assert_eq!(for_key(KeyMode::Editing, key(k('u'), ctrl)), None);
    assert_eq!(for_key(KeyMode::Solving, key(KeyCode::Up, ctrl)), None);
    assert_eq!(
        for_key(KeyMode::Picker, key(k('j'), ctrl)),
        Some(Action::Overlay(OverlayKey::PickerDown))
    );
    assert_eq!(
        for_key(KeyMode::Question, key(k('y'), ctrl)),
        Some(Action::Overlay(OverlayKey::Yes))
    );
    assert_eq!(
        for_key(KeyMode::SavePrompt, key(k('q'), none)),
        Some(Action::Overlay(OverlayKey::Input('q')))
    );
    assert_eq!(for_key(KeyMode::SavePrompt, key(k('q'), ctrl)), None);
    assert_eq!(
        for_key(KeyMode::Help, key(k('z'), ctrl)),
        Some(Action::Overlay(OverlayKey::Close))
    );
    // Space pauses a running search and types a blank otherwise.
    let space = key(k(' '), none);
    assert_eq!(
        for_key(KeyMode::Paused, space),
        Some(Action::Solve(SolveKey::PauseResume))
    );
    assert_eq!(
        for_key(KeyMode::Finished, space),
        Some(Action::Edit(EditKey::Blank))
    );
    assert_eq!(
        for_key(KeyMode::Editing, key(k('7'), none)),
        Some(Action::Edit(EditKey::Digit(7)))
    );
}

#[test]
fn the_footer_names_keys_of_the_table() {
    let footer = |mode| {
        hints(mode, &Now::default())
            .iter()
            .map(|(k, d)| format!("{k} {d}"))
            .collect::<Vec<_>>()
            .join("  ")
    };
    let want = [
        (KeyMode::Editing, "Enter solve  o open  t strategy  R race  H hint  G new  1-9 set  w save  f finish  x clear  paste a puzzle  ←↑↓→ move  0 blank  a advance  +- speed  ? help  q quit"),
        (KeyMode::Solving, "Space pause  n step  +- speed  f finish  Esc stop  ? help  q quit"),
        (KeyMode::Paused, "Space resume  n step  b back  f finish  Esc stop  +- speed  m map  ? help  q quit"),
        (KeyMode::Finished, "Esc editor  b back  Enter again  m map  g go to  t strategy  w save  ? help  q quit"),
        (KeyMode::Help, "any key closes"),
        (KeyMode::Message, "any key closes"),
        (KeyMode::Question, "y yes  n Esc no"),
        (KeyMode::SavePrompt, "Enter save  Esc cancel"),
        (KeyMode::Picker, "↑↓ move  Bksp up a folder  Enter open  Esc close"),
        (KeyMode::Generate, "←→ change  ↑↓ line  Enter make it  Esc cancel"),
    ];
    for (mode, line) in want {
        assert_eq!(footer(mode), line, "{mode:?}");
    }
}

#[test]
fn the_help_spells_out_the_strategies() {
    let row = TABLE
        .iter()
        .find(|r| r.binds.iter().any(|b| b.key == Key::Char('t')))
        .unwrap();
    let names: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
    let spaced = names.join(" / ");
    // In the help's 27 columns: spaced where that fits, closer together where not.
    let want = if spaced.chars().count() <= 27 {
        spaced
    } else {
        names.join("/")
    };
    assert_eq!(row.text(), want);
    assert!(row.text().chars().count() <= 27, "{}", row.text());
}

/// The reference, which holds the key tables and the strategies' lists.
fn reference() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/REFERENCE.md");
    std::fs::read_to_string(path).unwrap()
}

/// The reference's key tables: `| Key | SECTION |` and rows below, keys in the first column.
fn key_tables(doc: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut current: Option<usize> = None;
    for line in doc.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if !line.starts_with('|') {
            current = None;
        } else if cells.get(1) == Some(&"Key") {
            out.push((cells[2].to_string(), Vec::new()));
            current = Some(out.len() - 1);
        } else if let (Some(i), false) = (current, cells[1].starts_with("---")) {
            out[i].1.push(cells[1].to_string());
        }
    }
    out
}

/// The keys a cell of the reference names ("u, Ctrl-z", "Space (or p)", "1 – 9"), as the table
/// names them; an error for a word that names no key.
fn cell_keys(cell: &str, known: &BTreeSet<String>) -> Result<Vec<String>, String> {
    let words: Vec<&str> = cell
        .split(|c: char| c.is_whitespace() || ",()/".contains(c))
        .filter(|w| !w.is_empty() && *w != "or")
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let found = (1..=3).rev().find_map(|n| {
            let name = words.get(i..i + n)?.join(" ");
            known.contains(&name).then_some((name, n))
        });
        let (name, n) = found.ok_or_else(|| format!("'{}' in '{cell}'", words[i]))?;
        out.push(name);
        i += n;
    }
    Ok(out)
}

#[test]
fn reference_key_tables_match_the_table() {
    let doc = reference();
    let known: BTreeSet<String> = TABLE
        .iter()
        .flat_map(|r| r.binds.iter().map(|b| b.key.name()))
        .collect();
    let tables = key_tables(&doc);
    for section in Section::ALL {
        let want: BTreeSet<String> = TABLE
            .iter()
            .filter(|r| r.section == section)
            .flat_map(|r| r.binds.iter().map(|b| b.key.name()))
            .collect();
        let rows = tables
            .iter()
            .find(|(title, _)| title == section.title())
            .map(|(_, rows)| rows)
            .unwrap_or_else(|| panic!("docs/REFERENCE.md has no '{}' key table", section.title()));
        let mut got = BTreeSet::new();
        for cell in rows {
            got.extend(
                cell_keys(cell, &known).unwrap_or_else(|e| panic!("docs/REFERENCE.md: {e}")),
            );
        }
        assert_eq!(got, want, "docs/REFERENCE.md's '{}' keys", section.title());
    }
    assert_eq!(
        tables.len(),
        Section::ALL.len(),
        "docs/REFERENCE.md's key tables"
    );
}

#[test]
fn reference_names_the_strategies_in_order() {
    let doc = reference();
    let names: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
    let usage = format!("[--strategy {}]", names.join("|"));
    let cycle = format!("cycle the strategy: {} (", names.join(", "));
    assert!(doc.contains(&usage), "docs/REFERENCE.md lacks {usage}");
    assert!(doc.contains(&cycle), "docs/REFERENCE.md lacks {cycle}");
}

#[test]
fn the_reference_parser_finds_keys_and_strangers() {
    let known: BTreeSet<String> = ["u", "Ctrl-z", "1 – 9", "Space", "p"]
        .map(String::from)
        .into();
    assert_eq!(cell_keys("u, Ctrl-z", &known).unwrap(), ["u", "Ctrl-z"]);
    assert_eq!(
        cell_keys("Space (or p) / 1 – 9", &known).unwrap(),
        ["Space", "p", "1 – 9"]
    );
    assert!(cell_keys("u, Ctrl-x", &known).is_err());
}
