//! `!`: the breakpoint menu. One key arms or disarms a breakpoint and closes the menu;
//! a depth or a cell is typed first.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::entry::{TextEntry, Typed};
use super::{Overlay, Reply, Request};
use crate::tui::app::action::{Action, AppKey, OverlayKey};
use crate::tui::app::binding::KeyMode;
use crate::tui::app::breakpoints::{parse_cell_in, parse_count, parse_technique, Breakpoints};
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::theme;
use sudoku_engine::board::Board;
use sudoku_engine::grid::Grid;
use sudoku_engine::shape::{digit_char, Shape};

/// What is being typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Depth,
    Cell,
    Technique,
}

#[derive(Clone, Debug)]
pub struct BreakMenu {
    /// The breakpoints as they are; the menu hands back a changed copy.
    pub now: Breakpoints,
    pub typing: Option<(Field, TextEntry)>,
    /// The puzzle's givens, of its size: a cell that holds one never changes.
    givens: Board,
}

impl BreakMenu {
    pub fn new(now: Breakpoints) -> BreakMenu {
        BreakMenu {
            now,
            typing: None,
            givens: Board::empty(Shape::NINE),
        }
    }

    /// The menu for a search of a puzzle with these givens.
    pub fn with_givens(self, givens: Grid) -> BreakMenu {
        self.with_board(Board::from(&givens))
    }

    /// The menu for a search of a puzzle of any size with these givens.
    pub fn with_board(mut self, givens: Board) -> BreakMenu {
        self.givens = givens;
        self
    }

    pub fn mode(&self) -> KeyMode {
        match self.typing {
            Some(_) => KeyMode::Entry,
            None => KeyMode::Breakpoints,
        }
    }

    pub fn handle(mut self, action: Action) -> Reply {
        if let Some((field, mut entry)) = self.typing.take() {
            match entry.handle(action) {
                Typed::Editing => {}
                Typed::Submitted(text) => match self.with(field, &text) {
                    Ok(b) => return Reply::Then(Request::Break(b)),
                    Err(e) => entry.error = Some(e),
                },
                Typed::Closed => return Reply::Close,
                Typed::Interrupted => return Reply::Then(Request::Interrupt),
            }
            self.typing = Some((field, entry));
            return Reply::Stay(Overlay::Breaks(self));
        }
        let mut b = self.now;
        match action {
            Action::Overlay(OverlayKey::BreakTakeBack) => b.take_back = !b.take_back,
            Action::Overlay(OverlayKey::BreakChoice) => b.choice = !b.choice,
            Action::Overlay(OverlayKey::BreakDepth) => {
                self.typing = Some((Field::Depth, TextEntry::default()))
            }
            Action::Overlay(OverlayKey::BreakCell) => {
                self.typing = Some((Field::Cell, TextEntry::default()))
            }
            Action::Overlay(OverlayKey::BreakTechnique) => {
                self.typing = Some((Field::Technique, TextEntry::default()));
            }
            Action::Overlay(OverlayKey::BreakClear) => b = Breakpoints::default(),
            Action::Overlay(OverlayKey::Close) => return Reply::Close,
            Action::App(AppKey::Interrupt) => return Reply::Then(Request::Interrupt),
            _ => return Reply::Stay(Overlay::Breaks(self)),
        }
        if self.typing.is_some() {
            Reply::Stay(Overlay::Breaks(self))
        } else {
            Reply::Then(Request::Break(b))
        }
    }

    /// The breakpoints with a depth or a cell as typed (an empty entry disarms it).
    fn with(&self, field: Field, text: &str) -> Result<Breakpoints, String> {
        let mut b = self.now;
        let empty = text.trim().is_empty();
        let shape = self.givens.shape();
        match field {
            Field::Depth if empty => b.depth_below = None,
            Field::Depth => {
                let n = parse_count(text, "a depth")?;
                let most = shape.cells() as u64;
                if !(1..=most).contains(&n) {
                    return Err(format!("a depth is 1 to {most}, not {n}"));
                }
                b.depth_below = Some(n as u32);
            }
            Field::Cell if empty => b.cell = None,
            Field::Cell => {
                let cell = parse_cell_in(text, shape)?;
                let given = self.givens.get(cell.index());
                if given != 0 {
                    return Err(format!(
                        "{} holds the given {}, which never changes: pick an empty cell",
                        shape.cell_name(cell.index()),
                        digit_char(given)
                    ));
                }
                b.cell = Some(cell);
            }
            Field::Technique if empty => b.technique = None,
            Field::Technique if shape != Shape::NINE => {
                return Err(
                    "techniques are the logic strategy's, which solves 9x9 grids only".into(),
                )
            }
            Field::Technique => b.technique = Some(parse_technique(text)?),
        }
        Ok(b)
    }

    /// Pasted text goes into the entry, if one is open.
    pub fn paste(&mut self, text: &str) {
        if let Some((_, e)) = &mut self.typing {
            e.paste(text);
        }
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let shape = self.givens.shape();
        if let Some((field, entry)) = &self.typing {
            let example = if shape.side() > 9 { "r12c3" } else { "r4c3" };
            let (title, hint) = match field {
                Field::Depth => (
                    "Pause when the depth falls below",
                    format!("a number, 1 to {}; empty: none", shape.cells()),
                ),
                Field::Cell => (
                    "Pause when this cell changes",
                    format!("row and column, as {example}; empty: none"),
                ),
                Field::Technique => (
                    "Pause at the next step of",
                    "a technique, as x_wing; empty: none".to_string(),
                ),
            };
            entry.draw(area, buf, title, &hint);
            return;
        }
        let on = |b: bool| if b { "on " } else { "off" };
        let depth = self
            .now
            .depth_below
            .map_or("off".into(), |n| format!("below {n}"));
        let cell = self
            .now
            .cell
            .map_or("off".into(), |c| shape.cell_name(c.index()));
        // Where the words would not leave the states room (a popup under 44 columns), the
        // footer's words, and the note wrapped.
        let narrow = area.width < 44;
        let say = |long: &'static str, short: &'static str| if narrow { short } else { long };
        let rows = [
            (
                "t",
                say("at the next take-back", "take-back"),
                on(self.now.take_back).to_string(),
            ),
            (
                "c",
                say("at the next choice", "choice"),
                on(self.now.choice).to_string(),
            ),
            ("d", say("when the depth falls below", "depth"), depth),
            ("r", say("when a cell changes", "cell"), cell),
            (
                "k",
                say("at the next technique", "technique"),
                self.now
                    .technique
                    .map_or("off".into(), |t| short_name(t.key(), narrow)),
            ),
            ("x", say("clear them all", "clear all"), String::new()),
        ];
        let pad = if narrow { 11 } else { 28 };
        let inner = popup(
            centered(area, 50, rows.len() as u16 + 4 + u16::from(narrow)),
            "Pause the search",
            buf,
        );
        let mut lines: Vec<Line> = rows
            .into_iter()
            .map(|(k, what, state)| {
                Line::from(vec![
                    Span::styled(format!(" {k}  "), theme::key()),
                    Span::raw(format!("{what:<pad$}")),
                    Span::styled(state, theme::warn()),
                ])
            })
            .collect();
        lines.push(Line::from(""));
        let note: &[&str] = if narrow {
            &[" Esc closes; armed ones show", " in the panel"]
        } else {
            &[" Esc closes; armed ones show in the panel"]
        };
        lines.extend(
            note.iter()
                .map(|n| Line::from(Span::styled(*n, theme::label()))),
        );
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .render(inner, buf);
    }
}

/// A technique's name in the menu: a narrow popup leaves 13 columns for it.
fn short_name(key: &str, narrow: bool) -> String {
    if narrow && key.chars().count() > 13 {
        format!("{}…", &key[..12])
    } else {
        key.to_string()
    }
}
