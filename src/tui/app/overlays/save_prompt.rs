//! The save prompt: a file name, whose extension picks the format.

use std::path::{Path, PathBuf};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{Overlay, Reply, Request};
use crate::tui::app::action::Action;
use crate::tui::files::{self, SavePlan, Source};
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::text::tail;
use crate::tui::ui::theme;

#[derive(Clone, Debug)]
pub struct SavePrompt {
    pub input: String,
    /// Saving the solution rather than the puzzle.
    pub solution: bool,
}

/// A save that waits for a yes: the path as typed, what saving there does, and whether
/// it is the solution that is saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveJob {
    pub path: PathBuf,
    pub plan: SavePlan,
    pub solution: bool,
}

impl SaveJob {
    /// What to ask before saving, if anything.
    pub fn question(&self) -> Option<String> {
        self.plan.question(&self.path)
    }

    /// The prompt again after a no: with the name typed, or for a puzzle of the open
    /// collection a name of its own beside it (`many.sdm` -> `many-12.txt`).
    pub fn prompt_again(&self) -> SavePrompt {
        let input = match &self.plan {
            SavePlan::CollectionLine { number, .. } => {
                let stem = self.path.file_stem().unwrap_or_default().to_string_lossy();
                self.path.with_file_name(format!("{stem}-{number}.txt"))
            }
            _ => self.path.clone(),
        };
        SavePrompt {
            input: input.display().to_string(),
            solution: self.solution,
        }
    }
}

impl SavePrompt {
    /// A prompt for the solution, or for the puzzle; `open` is the source the puzzle
    /// comes from, if it does (not typed, pasted or generated). The name proposed is
    /// the open file's when it holds that puzzle alone and can be written back to.
    pub fn new(open: Option<&Source>, solution: bool) -> SavePrompt {
        let own = open
            .filter(|s| s.count() == 1)
            .and_then(|s| s.path.as_deref())
            .filter(|p| files::proposable(p));
        let input = match (own, solution) {
            (_, true) => "solution.txt".to_string(),
            (Some(p), false) => p.display().to_string(),
            (None, false) => "puzzle.txt".to_string(),
        };
        SavePrompt { input, solution }
    }

    /// The path typed.
    pub fn path(&self) -> &Path {
        Path::new(self.input.trim())
    }

    pub fn handle(mut self, action: Action) -> Reply {
        match action {
            Action::Input(c) => self.input.push(c),
            Action::InputBackspace => {
                self.input.pop();
            }
            Action::Submit if !self.input.trim().is_empty() => {
                return Reply::Then(Request::Save {
                    path: self.path().to_path_buf(),
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
