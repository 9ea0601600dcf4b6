//! A yes-or-no question before something that cannot be taken back.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::save_prompt::SaveJob;
use super::{Overlay, Reply, Request};
use crate::tui::app::action::{Action, AppKey, EditKey, OverlayKey};
use crate::tui::app::editor::PASTED;
use crate::tui::app::sized::BoardSaveJob;
use crate::tui::files::boards::{size_name, BoardSource};
use crate::tui::files::Source;
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::theme;
use sudoku_engine::shape::Shape;

/// Something to do once the user says yes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    Quit,
    /// Clear the grid, to an empty one of this size (`←→` in the question choose it).
    Clear(Shape),
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
    /// Replace the grid with puzzles of other sizes (a file's, or pasted).
    LoadBoards(BoardSource),
    /// Save a puzzle of another size over something already there.
    SaveBoard(Box<BoardSaveJob>),
}

impl Pending {
    /// What to ask before.
    pub fn question(&self) -> String {
        match self {
            Pending::Quit => "Unsaved edits. Quit anyway?".into(),
            Pending::Clear(_) => "Clear the whole grid?".into(),
            Pending::Switch(_) => "Unsaved edits. Switch puzzles anyway?".into(),
            Pending::Back { to, of } => format!(
                "The generated puzzle is not saved. Back to puzzle {} of {of} anyway?",
                to + 1
            ),
            Pending::Load(s) if s.path.is_none() && s.name == PASTED => {
                "Unsaved edits. Open the pasted puzzles anyway?".into()
            }
            Pending::Load(_) => "Unsaved edits. Open the file anyway?".into(),
            Pending::LoadBoards(s) if s.path.is_none() && s.name == PASTED => {
                "Unsaved edits. Open the pasted puzzles anyway?".into()
            }
            Pending::LoadBoards(_) => "Unsaved edits. Open the file anyway?".into(),
            Pending::Save(job) => job.question().unwrap_or_default(),
            Pending::SaveBoard(job) => job.question().unwrap_or_default(),
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
            Action::Overlay(OverlayKey::Yes) => Reply::Then(Request::Confirmed(self.then)),
            // No to a save: the prompt again, to save elsewhere.
            Action::Overlay(OverlayKey::No) | Action::Overlay(OverlayKey::Close) => match self.then
            {
                Pending::Save(job) => Reply::Stay(Overlay::SavePrompt(job.prompt_again())),
                Pending::SaveBoard(job) => Reply::Stay(Overlay::SavePrompt(job.prompt_again())),
                _ => Reply::Close,
            },
            // The size of the grid `x` leaves: the next or the previous one.
            Action::Edit(EditKey::Left) | Action::Edit(EditKey::Right) => match self.then {
                Pending::Clear(shape) => {
                    let sizes = Shape::STANDARD;
                    let at = sizes.iter().position(|&s| s == shape).unwrap_or(3);
                    let step = if action == Action::Edit(EditKey::Right) {
                        1
                    } else {
                        sizes.len() - 1
                    };
                    Reply::Stay(
                        Question::new(Pending::Clear(sizes[(at + step) % sizes.len()])).into(),
                    )
                }
                _ => Reply::Stay(self.into()),
            },
            // Ctrl-C at a question: the answer is to quit.
            Action::App(AppKey::Interrupt) => Reply::Then(Request::Quit),
            _ => Reply::Stay(self.into()),
        }
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let question = self.then.question();
        let len = question.chars().count() as u16;
        // As wide as the question, within the screen; a long one wraps.
        let w = (len + 6).clamp(30, area.width.saturating_sub(2).max(30));
        let rows = len.div_ceil(w.saturating_sub(2).max(1));
        // Clearing asks for the size of the new grid too.
        let size = match self.then {
            Pending::Clear(shape) => Some(Line::from(vec![
                Span::raw("new grid "),
                Span::styled("←", theme::key()),
                Span::styled(format!(" {} ", size_name(shape)), theme::title()),
                Span::styled("→", theme::key()),
            ])),
            _ => None,
        };
        let extra = size.is_some() as u16;
        let inner = popup(centered(area, w, rows + 4 + extra), "Confirm", buf);
        let mut lines = vec![Line::from(question)];
        lines.extend(size);
        lines.extend([
            Line::from(""),
            Line::from(vec![
                Span::styled("y", theme::key()),
                Span::raw(" yes   "),
                Span::styled("n", theme::key()),
                Span::raw(" no"),
            ]),
        ]);
        Paragraph::new(lines)
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
