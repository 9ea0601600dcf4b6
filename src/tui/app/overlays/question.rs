//! A yes-or-no question before something that cannot be taken back.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::save_prompt::SaveJob;
use super::{Overlay, Reply, Request};
use crate::tui::app::action::Action;
use crate::tui::app::editor::PASTED;
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
    /// Replace the grid with a loaded file (or pasted puzzles).
    Load(Source),
    /// Leave a generated puzzle for puzzle `to` (0-based) of the open source's `of`.
    Back {
        to: usize,
        of: usize,
    },
    /// Save over something already there.
    Save(Box<SaveJob>),
}

impl Pending {
    /// What to ask before.
    pub fn question(&self) -> String {
        match self {
            Pending::Quit => "Unsaved edits. Quit anyway?".into(),
            Pending::ClearAll => "Clear the whole grid?".into(),
            Pending::Switch(_) => "Unsaved edits. Switch puzzles anyway?".into(),
            Pending::Back { to, of } => format!(
                "The generated puzzle is not saved. Back to puzzle {} of {of} anyway?",
                to + 1
            ),
            Pending::Load(s) if s.path.is_none() && s.name == PASTED => {
                "Unsaved edits. Open the pasted puzzles anyway?".into()
            }
            Pending::Load(_) => "Unsaved edits. Open the file anyway?".into(),
            Pending::Save(job) => job.question().unwrap_or_default(),
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
            // No to a save: the prompt again, to save elsewhere.
            Action::No | Action::Close => match self.then {
                Pending::Save(job) => Reply::Stay(Overlay::SavePrompt(job.prompt_again())),
                _ => Reply::Close,
            },
            // Ctrl-C at a question: the answer is to quit.
            Action::Interrupt => Reply::Then(Request::Quit),
            _ => Reply::Stay(self.into()),
        }
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let question = self.then.question();
        let len = question.chars().count() as u16;
        // As wide as the question, within the screen; a long one wraps.
        let w = (len + 6).clamp(30, area.width.saturating_sub(2).max(30));
        let rows = len.div_ceil(w.saturating_sub(2).max(1));
        let inner = popup(centered(area, w, rows + 4), "Confirm", buf);
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
        .wrap(Wrap { trim: true })
        .render(inner, buf);
    }
}

impl From<Question> for super::Overlay {
    fn from(q: Question) -> Self {
        super::Overlay::Question(q)
    }
}
