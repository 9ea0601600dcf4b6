//! The file picker as an overlay: moves through the listing, opens a file, and draws the
//! listing with a preview of the highlighted puzzle.

use std::path::Path;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::{Overlay, Reply, Request};
use crate::tui::app::action::{Action, AppKey, OverlayKey};
use crate::tui::app::App;
use crate::tui::files::Source;
use crate::tui::picker::{Chosen, Picker, Preview, Reader};
use crate::tui::ui::geometry::Size;
use crate::tui::ui::popup::{centered, popup};
use crate::tui::ui::text::tail;
use crate::tui::ui::{board, grid, theme};
use crate::tui::words::numbers::grouped;

/// Rows a page key moves.
const PAGE: isize = 10;

#[derive(Clone, Debug)]
pub struct PickerBox(pub Picker);

impl PickerBox {
    /// A picker at the file (or the sample) `source` comes from, else at `last`, its
    /// previews read by `reader`.
    pub fn for_source(source: &Source, last: &Path, reader: Reader) -> PickerBox {
        PickerBox(Picker::reading(source, last, reader))
    }

    pub fn handle(mut self: Box<Self>, action: Action) -> Reply {
        let p = &mut self.0;
        match action {
            Action::Overlay(OverlayKey::Close) => return Reply::Close,
            Action::App(AppKey::Interrupt) => return Reply::Then(Request::Interrupt),
            Action::Overlay(OverlayKey::PickerUp) => p.move_by(-1),
            Action::Overlay(OverlayKey::PickerDown) => p.move_by(1),
            Action::Overlay(OverlayKey::PickerPageUp) => p.move_by(-PAGE),
            Action::Overlay(OverlayKey::PickerPageDown) => p.move_by(PAGE),
            Action::Overlay(OverlayKey::PickerTop) => p.move_by(isize::MIN / 2),
            Action::Overlay(OverlayKey::PickerBottom) => p.move_by(isize::MAX / 2),
            Action::Overlay(OverlayKey::PickerParent) => p.parent(),
            Action::Overlay(OverlayKey::PickerEnter) => {
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
        // A grid larger than 9x9 makes the box as large as the screen lets it be.
        let fit = board_preview_size(&p.preview, area);
        let (pw, ph) = match (&p.preview, fit) {
            (Preview::Board { board, .. }, Some(size)) => board::dims(size, board.shape()),
            _ => Size::Compact.dims(),
        };
        let w = area.width.saturating_sub(4).min(70.max(10 + pw + 4));
        let h = area.height.saturating_sub(2).min(22.max(ph + 4));
        let outer = centered(area, w, h);
        let title = format!("Open: {}", tail(&p.title(), w.saturating_sub(12) as usize));
        let inner = popup(outer, &title, buf);
        let gw = pw.max(Size::Compact.dims().0);
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
            draw_preview(&p.preview, fit, prev, buf);
        }
    }
}

impl App {
    /// What reads the previews of a picker opened now: threads in the app, the spot in
    /// tests that set none.
    pub(in crate::tui::app) fn preview_reader(&self) -> Reader {
        match &self.previews {
            Some(read) => Reader::threads_with(read.clone()),
            None => Reader::on_the_spot(),
        }
    }

    /// The picker open, if it is.
    fn picker_mut(&mut self) -> Option<&mut Picker> {
        self.overlays.iter_mut().find_map(|o| match o {
            Overlay::Picker(p) => Some(&mut p.0),
            _ => None,
        })
    }

    /// Picks up the preview the picker is reading, once it has come; true if it did.
    pub(in crate::tui::app) fn poll_preview(&mut self) -> bool {
        self.picker_mut().is_some_and(Picker::poll)
    }

    /// True while the picker reads the highlighted file.
    pub(in crate::tui::app) fn previewing(&self) -> bool {
        self.overlays
            .iter()
            .any(|o| matches!(o, Overlay::Picker(p) if p.0.reading_preview()))
    }
}

/// The size a preview of another size than 9x9 is drawn at in a screen of `area`:
/// compact where it fits, else tiny; None where neither fits (or for a 9x9 preview).
fn board_preview_size(preview: &Preview, area: Rect) -> Option<Size> {
    let Preview::Board { board, .. } = preview else {
        return None;
    };
    // The box's border and the list beside the preview, the info lines under it.
    let room_w = area.width.saturating_sub(4 + 2 + 10 + 2);
    let room_h = area.height.saturating_sub(2 + 2 + 2);
    [Size::Compact, Size::Tiny].into_iter().find(|&size| {
        let (w, h) = board::dims(size, board.shape());
        w <= room_w && h <= room_h
    })
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
fn draw_preview(preview: &Preview, fit: Option<Size>, area: Rect, buf: &mut Buffer) {
    let (gw, gh) = Size::Compact.dims();
    match preview {
        Preview::None => {}
        Preview::Reading => {
            Paragraph::new(Span::styled("reading…", theme::label())).render(area, buf);
        }
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
        Preview::Board {
            board,
            count,
            format,
        } => {
            let shape = board.shape();
            let n = shape.side();
            let (gw, gh) = fit.map_or((0, 0), |size| board::dims(size, shape));
            if let Some(size) = fit {
                let view = board::BoardView {
                    shown: board.clone(),
                    givens: board.clone(),
                    clashing: Vec::new(),
                    cursor: None,
                    candidates: false,
                    told: None,
                    pencil: None,
                };
                board::draw(&view, Rect::new(area.x, area.y, gw, gh), size, buf);
            }
            let puzzles = match count {
                1 => "1 puzzle".to_string(),
                n => format!("{} puzzles", grouped(*n as u64)),
            };
            let mut info = format!("{n}x{n}, {puzzles}, {format}");
            if fit.is_none() {
                let (w, h) = board::dims(Size::Tiny, shape);
                info.push_str(&format!(
                    " (a preview needs a terminal of {}x{})",
                    w + 18,
                    h + 6
                ));
            }
            Paragraph::new(info)
                .wrap(Wrap { trim: true })
                .render(Rect::new(area.x, area.y + gh, area.width, 3), buf);
        }
        Preview::Error(e) => {
            Paragraph::new(Span::styled(e.clone(), theme::bad()))
                .wrap(Wrap { trim: true })
                .render(area, buf);
        }
    }
}
