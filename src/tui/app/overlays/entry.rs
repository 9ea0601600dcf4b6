//! A short text entry in a box: a step number, a depth, a cell. It reads what is typed
//! when Enter is pressed, and says what is wrong without closing.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::tui::app::action::{Action, AppKey, OverlayKey};
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::text::tail;
use crate::tui::ui::theme;

/// Longest entry kept: a step number with separators, a cell.
const MAX_LEN: usize = 32;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextEntry {
    pub input: String,
    /// What was wrong with the text last submitted.
    pub error: Option<String>,
}

/// What the entry made of an action.
pub enum Typed {
    /// Still typing.
    Editing,
    /// Enter: the text to read.
    Submitted(String),
    Closed,
    Interrupted,
}

impl TextEntry {
    pub fn handle(&mut self, action: Action) -> Typed {
        match action {
            Action::Overlay(OverlayKey::Input(c)) => self.paste(&c.to_string()),
            Action::Overlay(OverlayKey::InputBackspace) => {
                self.input.pop();
            }
            Action::Overlay(OverlayKey::Submit) => return Typed::Submitted(self.input.clone()),
            Action::Overlay(OverlayKey::Close) => return Typed::Closed,
            Action::App(AppKey::Interrupt) => return Typed::Interrupted,
            _ => {}
        }
        Typed::Editing
    }

    /// Pasted text goes in, without line breaks, up to a length.
    pub fn paste(&mut self, text: &str) {
        for c in text.chars().filter(|c| !c.is_control()) {
            if self.input.chars().count() < MAX_LEN {
                self.input.push(c);
            }
        }
    }

    /// Draws the box: a title, the entry, a hint under it, and the error if any.
    pub fn draw(&self, area: Rect, buf: &mut Buffer, title: &str, hint: &str) {
        let inner = popup(centered(area, 46, 7), title, buf);
        let width = inner.width.saturating_sub(3) as usize;
        let mut lines = vec![
            Line::from(vec![
                Span::raw("> "),
                Span::raw(tail(&self.input, width)),
                Span::styled(" ", Style::new().add_modifier(Modifier::REVERSED)),
            ]),
            Line::from(Span::styled(hint.to_string(), theme::label())),
        ];
        if let Some(e) = &self.error {
            lines.push(Line::from(Span::styled(e.clone(), theme::bad())));
        }
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .render(inner, buf);
    }
}
