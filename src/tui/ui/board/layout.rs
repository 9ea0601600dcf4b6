//! Where a grid of any size goes on a screen, as the 9×9 layout places it: the largest
//! cells that leave the panel its room beside the grid or under it, the tiny grid with a
//! brief panel when nothing else fits, and otherwise the size the terminal would need.

use ratatui::layout::{Constraint, Layout, Rect};
use sudoku_engine::shape::Shape;

use super::{dims, slots, Slot};
use crate::tui::ui::geometry::{Size, PANEL_MIN};

/// Narrowest brief panel beside the tiny grid.
const BRIEF_MIN: u16 = 16;
/// Rows under the grid the panel needs before it goes there.
const PANEL_UNDER: u16 = 10;
const MARGIN: u16 = 1;
const GAP: u16 = 2;

/// Where things go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardScreen {
    pub size: Size,
    pub grid: Rect,
    pub panel: Rect,
    /// The panel in brief, beside the tiny grid.
    pub brief: bool,
    pub footer: Rect,
}

/// The smallest terminal that shows a grid of `shape`: the tiny grid, the brief panel
/// beside it, the footer under it.
pub fn needed(shape: Shape) -> (u16, u16) {
    let (w, h) = dims(Size::Tiny, shape);
    (w + 1 + BRIEF_MIN, h + 1)
}

/// Lays out the screen for a grid of `shape`, or None where it cannot fit.
pub fn layout(area: Rect, shape: Shape) -> Option<BoardScreen> {
    let [body, footer] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    for size in [Size::Large, Size::Medium, Size::Compact] {
        let (w, h) = dims(size, shape);
        if body.width >= MARGIN + w + GAP + PANEL_MIN && body.height >= h {
            let (grid, panel) = beside(body, MARGIN, w, h, GAP);
            return Some(BoardScreen {
                size,
                grid,
                panel,
                brief: false,
                footer,
            });
        }
        if body.width >= MARGIN + w.max(PANEL_MIN) && body.height >= h + 1 + PANEL_UNDER {
            let grid = Rect::new(body.x + MARGIN, body.y, w, h);
            let panel = Rect::new(
                body.x + MARGIN,
                body.y + h + 1,
                body.width - MARGIN,
                body.height - h - 1,
            );
            return Some(BoardScreen {
                size,
                grid,
                panel,
                brief: false,
                footer,
            });
        }
    }
    let (w, h) = dims(Size::Tiny, shape);
    let need = w + 1 + BRIEF_MIN;
    if body.width >= need && body.height >= h {
        let margin = MARGIN.min(body.width - need);
        let (grid, panel) = beside(body, margin, w, h, 1);
        return Some(BoardScreen {
            size: Size::Tiny,
            grid,
            panel,
            brief: true,
            footer,
        });
    }
    None
}

fn beside(body: Rect, margin: u16, w: u16, h: u16, gap: u16) -> (Rect, Rect) {
    let grid = Rect::new(body.x + margin, body.y, w, h);
    let left = margin + w + gap;
    let panel = Rect::new(body.x + left, body.y, body.width - left, body.height);
    (grid, panel)
}

/// The cell under a terminal position, on a screen of size `area`, if any.
pub fn cell_at(area: Rect, shape: Shape, x: u16, y: u16) -> Option<usize> {
    let s = layout(area, shape)?;
    if !s.grid.contains((x, y).into()) {
        return None;
    }
    let xs = slots(s.size, shape, true);
    let ys = slots(s.size, shape, false);
    match (xs[(x - s.grid.x) as usize], ys[(y - s.grid.y) as usize]) {
        (Slot::Cell(c, _), Slot::Cell(r, _)) => Some(r * shape.side() + c),
        _ => None,
    }
}
