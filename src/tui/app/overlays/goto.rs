//! `g`: asks for a step number, and the search goes there (back or forward).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::entry::{TextEntry, Typed};
use super::{Overlay, Reply, Request};
use crate::tui::app::action::Action;
use crate::tui::app::breakpoints::parse_count;
use crate::tui::words::numbers::grouped;

#[derive(Clone, Debug)]
pub struct GoTo {
    pub entry: TextEntry,
    /// The step shown when it opened.
    pub now: u64,
}

impl GoTo {
    pub fn new(now: u64) -> GoTo {
        GoTo {
            entry: TextEntry::default(),
            now,
        }
    }

    pub fn handle(mut self, action: Action) -> Reply {
        match self.entry.handle(action) {
            Typed::Editing => {}
            Typed::Submitted(text) => match parse_count(&text, "a step number") {
                Ok(step) => return Reply::Then(Request::GoTo(step)),
                Err(e) => self.entry.error = Some(e),
            },
            Typed::Closed => return Reply::Close,
            Typed::Interrupted => return Reply::Then(Request::Interrupt),
        }
        Reply::Stay(Overlay::GoTo(self))
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let hint = format!("now at step {}; 0 is the start", grouped(self.now));
        self.entry.draw(area, buf, "Go to step", &hint);
    }
}
