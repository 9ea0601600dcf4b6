//! The save prompt: a file name, whose extension picks the format.

use std::path::{Path, PathBuf};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{Overlay, Reply, Request};
use crate::tui::app::action::{Action, AppKey, OverlayKey};
use crate::tui::app::line_edit::{Edit, LineEdit};
use crate::tui::files::{self, SavePlan, Source};
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::theme;
use sudoku_engine::format::Format;
use sudoku_engine::shape::Shape;

#[derive(Clone, Debug)]
pub struct SavePrompt {
    /// The name, edited as a shell's line is.
    pub line: LineEdit,
    /// The name is still the one proposed, untouched: typing or pasting replaces it
    /// whole (it shows as selected), Backspace starts editing it.
    proposed: bool,
    /// Saving the solution rather than the puzzle.
    pub solution: bool,
    /// Why saving under the name failed: the prompt stays open with it, to fix it.
    pub error: Option<String>,
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
            line: LineEdit::new(input.display().to_string()),
            proposed: true,
            solution: self.solution,
            error: None,
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
        SavePrompt {
            line: LineEdit::new(input),
            proposed: true,
            solution,
            error: None,
        }
    }

    /// A prompt for the puzzle proposing `input` (a grid of another size than 9×9).
    pub fn proposing(input: String) -> SavePrompt {
        SavePrompt {
            line: LineEdit::new(input),
            proposed: true,
            solution: false,
            error: None,
        }
    }

    /// The prompt again after a failed save: the name as typed, to edit, and why.
    pub fn failed(path: &Path, solution: bool, error: String) -> SavePrompt {
        SavePrompt {
            line: LineEdit::new(path.display().to_string()),
            proposed: false,
            solution,
            error: Some(error),
        }
    }

    /// The path typed.
    pub fn path(&self) -> &Path {
        Path::new(self.line.text.trim())
    }

    pub fn handle(mut self, action: Action) -> Reply {
        let edit = match action {
            Action::Overlay(OverlayKey::InputBackspace) => Some(Edit::Backspace),
            Action::Overlay(OverlayKey::InputLeft) => Some(Edit::Left),
            Action::Overlay(OverlayKey::InputRight) => Some(Edit::Right),
            Action::Overlay(OverlayKey::InputHome) => Some(Edit::Home),
            Action::Overlay(OverlayKey::InputEnd) => Some(Edit::End),
            Action::Overlay(OverlayKey::InputKillStart) => Some(Edit::KillToStart),
            Action::Overlay(OverlayKey::InputKillWord) => Some(Edit::KillWord),
            _ => None,
        };
        if let Some(e) = edit {
            // Any of these starts editing the name proposed, where it stands; a change
            // to the name (not a move) leaves the error behind.
            self.proposed = false;
            if !matches!(e, Edit::Left | Edit::Right | Edit::Home | Edit::End) {
                self.error = None;
            }
            self.line.apply(e);
            return Reply::Stay(Overlay::SavePrompt(self));
        }
        match action {
            Action::Overlay(OverlayKey::Input(c)) => {
                self.take_proposal();
                self.line.apply(Edit::Insert(c.encode_utf8(&mut [0; 4])));
            }
            Action::Overlay(OverlayKey::Submit) if !self.line.text.trim().is_empty() => {
                return Reply::Then(Request::Save {
                    path: self.path().to_path_buf(),
                    solution: self.solution,
                })
            }
            Action::Overlay(OverlayKey::Close) => return Reply::Close,
            Action::App(AppKey::Interrupt) => return Reply::Then(Request::Interrupt),
            _ => {}
        }
        Reply::Stay(Overlay::SavePrompt(self))
    }

    /// Text typed over the name proposed replaces it.
    fn take_proposal(&mut self) {
        self.error = None;
        if std::mem::take(&mut self.proposed) {
            self.line = LineEdit::default();
        }
    }

    /// Pasted text goes into the name, without line breaks.
    pub fn paste(&mut self, text: &str) {
        self.take_proposal();
        self.line.apply(Edit::Insert(text));
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        self.draw_for(Shape::NINE, area, buf);
    }

    /// The prompt over a grid of `shape`: the layout saved by default named at its size.
    pub fn draw_for(&self, shape: Shape, area: Rect, buf: &mut Buffer) {
        let title = if self.solution {
            "Save the solution as"
        } else {
            "Save the puzzle as"
        };
        // The hint wraps on a narrow screen, the box growing to hold it.
        let room = area.width.min(60).saturating_sub(2).into();
        let hint: Vec<String> = hint(shape).iter().flat_map(|h| wrap(h, room)).collect();
        let error: Vec<String> = self.error.iter().flat_map(|e| wrap(e, room)).collect();
        let tall = 4 + hint.len() + error.len();
        let inner = popup(centered(area, 60, tall as u16), title, buf);
        let width = inner.width.saturating_sub(3) as usize;
        let name_style = if self.proposed {
            Style::new().add_modifier(Modifier::REVERSED)
        } else {
            Style::new()
        };
        let (before, under, after) = self.line.view(width);
        let mut lines = vec![
            Line::from(vec![
                Span::raw("> "),
                Span::styled(before, name_style),
                Span::styled(under, name_style.add_modifier(Modifier::REVERSED)),
                Span::styled(after, name_style),
            ]),
            Line::from(""),
        ];
        lines.extend(
            error
                .into_iter()
                .map(|l| Line::from(Span::styled(l, theme::bad()))),
        );
        lines.extend(
            hint.into_iter()
                .map(|l| Line::from(Span::styled(l, theme::label()))),
        );
        Paragraph::new(lines).render(inner, buf);
    }
}

/// What the extension of the name does for a grid of `shape`, each part on lines of its
/// own: `anything else: 16 lines of digits`.
fn hint(shape: Shape) -> [String; 2] {
    [
        ".sdk SadMan, .ss SimpleSudoku, .sdm one line,".to_string(),
        format!(
            "anything else: {}",
            files::boards::format_name(Format::Rows, shape)
        ),
    ]
}

/// `text` in lines of at most `width` characters, broken between words (a word longer
/// than a line is cut).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let need = line.chars().count() + usize::from(!line.is_empty()) + word.chars().count();
        if !line.is_empty() && need > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(shape: Shape) -> String {
        let area = Rect::new(0, 0, 70, 12);
        let mut buf = Buffer::empty(area);
        SavePrompt::new(None, false).draw_for(shape, area, &mut buf);
        let cells = buf.content().iter().map(|c| c.symbol()).collect::<String>();
        cells.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn the_hint_names_the_rows_at_the_grids_size() {
        assert!(shown(Shape::NINE).contains("anything else: 9 lines of digits"));
        let sixteen = Shape::for_side(16).unwrap();
        assert!(shown(sixteen).contains("anything else: 16 lines of digits"));
    }
}
