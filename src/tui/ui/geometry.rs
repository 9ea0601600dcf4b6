//! Where things go on a screen of a given size: the grid (in one of three sizes), the
//! panel beside it, the footer; and which cell is under a terminal position.

use ratatui::layout::Rect;

/// Narrowest side panel.
pub const PANEL_MIN: u16 = 28;
/// Smallest usable terminal: the compact grid, the panel beside it, the footer.
pub const MIN_WIDTH: u16 = 1 + 25 + 2 + PANEL_MIN;
pub const MIN_HEIGHT: u16 = 16;
/// Widest side panel.
const PANEL_MAX: u16 = 52;
/// Rows the panel likes to have: its lines and a sparkline.
const PANEL_TALL: u16 = 24;

/// Grid sizes, largest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// 7x3 cells: room for a 3x3 mini-grid of candidates.
    Large,
    /// 3x1 cells with thin lines between them.
    Medium,
    /// 2x1 cells, lines only around the boxes.
    Compact,
}

/// How a grid size is drawn.
#[derive(Clone, Copy, Debug)]
pub(super) struct Geom {
    /// Cell width and height inside the lines.
    pub cw: u16,
    pub ch: u16,
    /// Thin lines between the cells of a box.
    pub thin: bool,
    /// A blank column closing each box (compact only).
    pub pad: bool,
}

impl Size {
    pub(super) fn geom(self) -> Geom {
        match self {
            Size::Large => Geom {
                cw: 7,
                ch: 3,
                thin: true,
                pad: false,
            },
            Size::Medium => Geom {
                cw: 3,
                ch: 1,
                thin: true,
                pad: false,
            },
            Size::Compact => Geom {
                cw: 2,
                ch: 1,
                thin: false,
                pad: true,
            },
        }
    }

    /// Width and height of the whole grid, lines included.
    pub fn dims(self) -> (u16, u16) {
        let g = self.geom();
        (
            slots(g.cw, g.thin, g.pad).len() as u16,
            slots(g.ch, g.thin, false).len() as u16,
        )
    }
}

/// What one column (or row) of the grid drawing is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Slot {
    /// Line number 0..=9; lines 0, 3, 6, 9 are heavy.
    Line(usize),
    /// Inside cell column (or row) `n`, at an offset.
    Cell(usize, u16),
    Pad,
}

/// The columns (or rows) of a grid drawing, left to right, for cells `size` wide.
pub(super) fn slots(size: u16, thin: bool, pad: bool) -> Vec<Slot> {
    let mut out = vec![Slot::Line(0)];
    for n in 0..9 {
        for o in 0..size {
            out.push(Slot::Cell(n, o));
        }
        if n % 3 == 2 {
            if pad {
                out.push(Slot::Pad);
            }
            out.push(Slot::Line(n + 1));
        } else if thin {
            out.push(Slot::Line(n + 1));
        }
    }
    out
}

/// Where things go on a screen of a given size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    pub size: Size,
    pub grid: Rect,
    pub panel: Rect,
    pub footer: Rect,
}

/// Lays out the screen, or says it is too small.
pub fn layout(area: Rect) -> Option<Screen> {
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        return None;
    }
    let body_h = area.height - 1;
    let size = [Size::Large, Size::Medium, Size::Compact]
        .into_iter()
        .find(|s| {
            let (w, h) = s.dims();
            1 + w + 2 + PANEL_MIN <= area.width && h <= body_h
        })?;
    let (w, h) = size.dims();
    // On a big terminal the grid and the panel sit in the middle; the panel keeps room
    // for its lines and the sparkline.
    let panel_w = (area.width - (1 + w + 2)).min(PANEL_MAX);
    let left = (area.width - (1 + w + 2 + panel_w)) / 2;
    let top = ((body_h - h) / 2).min(body_h.saturating_sub(h.max(PANEL_TALL)));
    let grid = Rect::new(area.x + left + 1, area.y + top, w, h);
    let px = grid.right() + 2;
    let panel = Rect::new(px, grid.y, panel_w, body_h - top);
    let footer = Rect::new(area.x, area.bottom() - 1, area.width, 1);
    Some(Screen {
        size,
        grid,
        panel,
        footer,
    })
}

/// The cell under a terminal position, on a screen of size `area`, if any.
pub fn cell_at(area: Rect, x: u16, y: u16) -> Option<usize> {
    let s = layout(area)?;
    if !s.grid.contains((x, y).into()) {
        return None;
    }
    let g = s.size.geom();
    let xs = slots(g.cw, g.thin, g.pad);
    let ys = slots(g.ch, g.thin, false);
    match (xs[(x - s.grid.x) as usize], ys[(y - s.grid.y) as usize]) {
        (Slot::Cell(c, _), Slot::Cell(r, _)) => Some(r * 9 + c),
        _ => None,
    }
}

/// True when the screen shows large cells, where candidates are drawn.
pub fn large_cells(area: Rect) -> bool {
    layout(area).is_some_and(|s| s.size == Size::Large)
}

#[cfg(test)]
/// Where a cell's digit is drawn on the screen.
pub fn digit_position(s: Screen, cell: usize) -> (u16, u16) {
    use sudoku_tui::grid::{col_of, row_of};
    let g = s.size.geom();
    let (ox, oy) = if s.size == Size::Large {
        (3, 1)
    } else {
        (1, 0)
    };
    let find = |v: Vec<Slot>, n: usize, o: u16| {
        v.iter()
            .position(|&x| x == Slot::Cell(n, o))
            .expect("cell slot exists") as u16
    };
    (
        s.grid.x + find(slots(g.cw, g.thin, g.pad), col_of(cell), ox),
        s.grid.y + find(slots(g.ch, g.thin, false), row_of(cell), oy),
    )
}
