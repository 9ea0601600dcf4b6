//! The help: every key of the key table, by section; it scrolls where the screen is
//! too small for all of it. A solve running behind it waits (see `App::open_help`).

use std::cell::Cell;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use sudoku_engine::solve::Strategy;

use super::{any_key_closes, Overlay, Reply};
use crate::tui::app::action::{Action, OverlayKey, SolveKey};
use crate::tui::app::binding::Section;
use crate::tui::app::keymap::TABLE;
use crate::tui::ui::help;

/// The sections in the left and the right column.
const LEFT: [Section; 2] = [Section::Editing, Section::Anywhere];
const RIGHT: [Section; 2] = [Section::Solving, Section::Picker];

#[derive(Clone, Debug, Default)]
pub struct Help {
    /// It paused the solve or race running as it opened: closing it resumes them.
    pub paused: bool,
    /// Rows scrolled down.
    pub scroll: u16,
    /// As last drawn: the rows shown and how far the help scrolls, for paging (the
    /// screen's size is the drawing's to know).
    shown: Cell<(u16, u16)>,
}

impl Help {
    pub fn handle(mut self, action: Action) -> Reply {
        let (rows, max) = self.shown.get();
        let page = rows.saturating_sub(1).max(1);
        self.scroll = match action {
            Action::Overlay(OverlayKey::ScrollUp) => self.scroll.saturating_sub(1),
            Action::Overlay(OverlayKey::ScrollDown) => self.scroll + 1,
            Action::Solve(SolveKey::ScrollPageUp) => self.scroll.saturating_sub(page),
            Action::Solve(SolveKey::ScrollPageDown) => self.scroll + page,
            Action::Overlay(OverlayKey::ScrollTop) => 0,
            Action::Overlay(OverlayKey::ScrollBottom) => max,
            _ => return any_key_closes(action),
        }
        .min(max);
        Reply::Stay(Overlay::Help(self))
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let area = above_footer(area);
        let (left, right) = (sections(&LEFT), right());
        let max = help::max_scroll(&left, &right, area);
        let rows = help::draw(&left, &right, area, self.scroll, buf);
        self.shown.set((rows, max));
    }

    /// True when the help is longer than `area` shows.
    pub fn scrolls(area: Rect) -> bool {
        help::max_scroll(&sections(&LEFT), &right(), above_footer(area)) > 0
    }
}

/// The screen but its last row, where the footer says how to scroll and close.
fn above_footer(area: Rect) -> Rect {
    Rect {
        height: area.height.saturating_sub(1),
        ..area
    }
}

/// The right column: its sections of keys, then what each strategy (`t`) does.
fn right() -> Vec<help::Section<'static>> {
    let mut out = sections(&RIGHT);
    out.push(help::Section {
        title: "Strategies (t: the next)",
        rows: Strategy::ALL
            .iter()
            .map(|s| (s.name(), s.about().to_string()))
            .collect(),
    });
    out
}

/// The rows of the key table the help lists, by section.
fn sections(which: &[Section]) -> Vec<help::Section<'static>> {
    which
        .iter()
        .map(|&s| help::Section {
            title: s.title(),
            rows: TABLE
                .iter()
                .filter(|r| r.section == s && r.in_help)
                .map(|r| (r.keys, r.text()))
                .collect(),
        })
        .collect()
}
