//! The file picker as an overlay: moves through the listing, opens a file, and draws the
//! listing with a preview of the highlighted puzzle.

use std::path::Path;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::{Overlay, Reply, Request};
use crate::tui::app::action::Action;
use crate::tui::files::Source;
use crate::tui::picker::{Chosen, Picker, Preview};
use crate::tui::ui::geometry::Size;
use crate::tui::ui::numbers::grouped;
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::text::tail;
use crate::tui::ui::{grid, theme};

/// Rows a page key moves.
const PAGE: isize = 10;

#[derive(Clone, Debug)]
pub struct PickerBox(pub Picker);

impl PickerBox {
    /// A picker at the file (or the sample) `source` comes from, else at `last`.
    pub fn for_source(source: &Source, last: &Path) -> PickerBox {
        PickerBox(Picker::for_source(source, last))
    }

    pub fn handle(mut self: Box<Self>, action: Action) -> Reply {
        let p = &mut self.0;
        match action {
            Action::Close => return Reply::Close,
            Action::Interrupt => return Reply::Then(Request::Interrupt),
            Action::PickerUp => p.move_by(-1),
            Action::PickerDown => p.move_by(1),
            Action::PickerPageUp => p.move_by(-PAGE),
            Action::PickerPageDown => p.move_by(PAGE),
            Action::PickerTop => p.move_by(isize::MIN / 2),
            Action::PickerBottom => p.move_by(isize::MAX / 2),
            Action::PickerParent => p.parent(),
            Action::PickerEnter => {
                let folder = p.dir().to_path_buf();
                match p.enter() {
                    Some(Chosen::File(path)) => return Reply::Then(Request::Open { path, folder }),
                    Some(Chosen::Sample(index)) => {
                        return Reply::Then(Request::OpenSample { index, folder })
                    }
                    None => {}
                }
            }
            _ => {}
        }
        Reply::Stay(Overlay::Picker(self))
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let p = &self.0;
        let w = area.width.saturating_sub(4).min(70);
        let h = area.height.saturating_sub(2).min(22);
        let outer = centered(area, w, h);
        let title = format!("Open: {}", tail(&p.title(), w.saturating_sub(12) as usize));
        let inner = popup(outer, &title, buf);
        let (gw, _) = Size::Compact.dims();
        // The preview beside the list where both fit, else the list alone, all the width.
        let beside = inner.width >= 10 + gw + 2;
        let list_w = if beside {
            inner.width - gw - 2
        } else {
            inner.width
        };
        let list = Rect::new(inner.x, inner.y, list_w, inner.height);
        draw_list(p, list, buf);
        let px = list.right() + 1;
        if beside {
            let prev = Rect::new(px, inner.y, inner.right() - px, inner.height);
            draw_preview(&p.preview, prev, buf);
        }
    }
}

/// The listing, scrolled to keep the selection in view.
fn draw_list(p: &Picker, list: Rect, buf: &mut Buffer) {
    let rows = list.height as usize;
    let first = p.selected.saturating_sub(rows.saturating_sub(1));
    let mut lines: Vec<Line> = Vec::new();
    if let Some(e) = &p.error {
        lines.push(Line::from(Span::styled(e.clone(), theme::bad())));
    }
    for (i, e) in p.entries.iter().enumerate().skip(first).take(rows) {
        let name = fit_name(&e.name, e.is_dir(), list.width.saturating_sub(1).into());
        let mut style = if e.is_dir() {
            theme::folder()
        } else {
            Style::new()
        };
        if i == p.selected {
            style = style.add_modifier(Modifier::REVERSED);
        }
        lines.push(Line::from(Span::styled(
            format!(" {:<width$}", name, width = list.width as usize - 1),
            style,
        )));
    }
    Paragraph::new(lines).render(list, buf);
}

/// A name in `width` columns, a folder's with its `/`: a longer one is cut, `…` saying
/// so, so that two long names never look alike ("top95-hard-…", "top95-solut…/").
/// A control character (a line break, an escape) shows as `?`, as `ls` shows it.
fn fit_name(name: &str, dir: bool, width: usize) -> String {
    let name = sudoku_engine::format::printable(name);
    let slash = if dir { "/" } else { "" };
    let room = width.saturating_sub(slash.len());
    if name.chars().count() <= room {
        return format!("{name}{slash}");
    }
    let kept: String = name.chars().take(room.saturating_sub(1)).collect();
    format!("{kept}…{slash}")
}

/// The highlighted file: its first puzzle and what the file holds, or why it cannot be
/// read.
fn draw_preview(preview: &Preview, area: Rect, buf: &mut Buffer) {
    let (gw, gh) = Size::Compact.dims();
    match preview {
        Preview::None => {}
        Preview::Puzzle {
            grid,
            count,
            format,
        } => {
            grid::draw_puzzle(grid, Rect::new(area.x, area.y, gw, gh), buf);
            let info = if *count == 1 {
                format!("1 puzzle, {format}")
            } else {
                format!("{} puzzles, {format}", grouped(*count as u64))
            };
            Paragraph::new(info)
                .wrap(Wrap { trim: true })
                .render(Rect::new(area.x, area.y + gh, area.width, 2), buf);
        }
        Preview::Error(e) => {
            Paragraph::new(Span::styled(e.clone(), theme::bad()))
                .wrap(Wrap { trim: true })
                .render(area, buf);
        }
    }
}
