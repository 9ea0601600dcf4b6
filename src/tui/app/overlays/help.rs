//! The help: every key of the key table, by section.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{any_key_closes, Reply};
use crate::tui::app::action::Action;
use crate::tui::app::binding::Section;
use crate::tui::app::keymap::TABLE;
use crate::tui::ui::help;

/// The sections in the left and the right column.
const LEFT: [Section; 2] = [Section::Editing, Section::Anywhere];
const RIGHT: [Section; 2] = [Section::Solving, Section::Picker];

#[derive(Clone, Debug)]
pub struct Help;

impl Help {
    pub fn handle(self, action: Action) -> Reply {
        any_key_closes(action)
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        help::draw(&sections(&LEFT), &sections(&RIGHT), area, buf);
    }
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
