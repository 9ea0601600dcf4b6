//! The save prompt: a file name, whose extension picks the format.

use std::path::PathBuf;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{Overlay, Reply, Request};
use crate::tui::app::action::Action;
use crate::tui::files::Source;
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::text::tail;
use crate::tui::ui::theme;

#[derive(Clone, Debug)]
pub struct SavePrompt {
    pub input: String,
    /// Saving the solution rather than the puzzle.
    pub solution: bool,
}

impl SavePrompt {
    /// A prompt for the puzzle of `source` (its own file when it holds that puzzle
    /// alone), or for the solution.
    pub fn new(source: &Source, solution: bool) -> SavePrompt {
        let input = match (&source.path, solution) {
            (Some(p), false) if source.count() == 1 => p.display().to_string(),
            (_, true) => "solution.txt".to_string(),
            _ => "puzzle.txt".to_string(),
        };
        SavePrompt { input, solution }
    }

    pub fn handle(mut self, action: Action) -> Reply {
        match action {
            Action::Input(c) => self.input.push(c),
            Action::InputBackspace => {
                self.input.pop();
            }
            Action::Submit if !self.input.trim().is_empty() => {
                return Reply::Then(Request::Save {
                    path: PathBuf::from(self.input.trim()),
                    solution: self.solution,
                })
            }
            Action::Close => return Reply::Close,
            Action::Interrupt => return Reply::Then(Request::Interrupt),
            _ => {}
        }
        Reply::Stay(Overlay::SavePrompt(self))
    }

    /// Pasted text goes into the name, without line breaks.
    pub fn paste(&mut self, text: &str) {
        self.input.extend(text.chars().filter(|c| !c.is_control()));
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let title = if self.solution {
            "Save the solution as"
        } else {
            "Save the puzzle as"
        };
        let inner = popup(centered(area, 60, 6), title, buf);
        let width = inner.width.saturating_sub(3) as usize;
        Paragraph::new(vec![
            Line::from(vec![
                Span::raw("> "),
                Span::raw(tail(&self.input, width)),
                Span::styled(" ", Style::new().add_modifier(Modifier::REVERSED)),
            ]),
            Line::from(""),
            Line::from(Span::styled(
                ".sdk SadMan, .ss SimpleSudoku, .sdm one line,",
                theme::label(),
            )),
            Line::from(Span::styled(
                "anything else: 9 lines of digits",
                theme::label(),
            )),
        ])
        .render(inner, buf);
    }
}
