//! A yes-or-no question before something that cannot be taken back.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{Reply, Request};
use crate::tui::app::action::Action;
use crate::tui::files::Source;
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::theme;

/// Something to do once the user says yes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    Quit,
    ClearAll,
    /// Switch to puzzle `n` (0-based) of the collection.
    Switch(usize),
    /// Replace the grid with a loaded file.
    Load(Source),
}

impl Pending {
    /// What to ask before.
    pub fn question(&self) -> &'static str {
        match self {
            Pending::Quit => "Unsaved edits. Quit anyway?",
            Pending::ClearAll => "Clear the whole grid?",
            Pending::Switch(_) => "Unsaved edits. Switch puzzles anyway?",
            Pending::Load(_) => "Unsaved edits. Open the file anyway?",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Question {
    pub then: Pending,
}

impl Question {
    pub fn new(then: Pending) -> Question {
        Question { then }
    }

    pub fn handle(self, action: Action) -> Reply {
        match action {
            Action::Yes => Reply::Then(Request::Confirmed(self.then)),
            Action::No | Action::Close => Reply::Close,
            // Ctrl-C at a question: the answer is to quit.
            Action::Interrupt => Reply::Then(Request::Quit),
            _ => Reply::Stay(self.into()),
        }
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let question = self.then.question();
        let w = (question.chars().count() as u16 + 6).max(30);
        let inner = popup(centered(area, w, 5), "Confirm", buf);
        Paragraph::new(vec![
            Line::from(question),
            Line::from(""),
            Line::from(vec![
                Span::styled("y", theme::key()),
                Span::raw(" yes   "),
                Span::styled("n", theme::key()),
                Span::raw(" no"),
            ]),
        ])
        .alignment(Alignment::Center)
        .render(inner, buf);
    }
}

impl From<Question> for super::Overlay {
    fn from(q: Question) -> Self {
        super::Overlay::Question(q)
    }
}
