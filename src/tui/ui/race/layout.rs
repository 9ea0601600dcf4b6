//! Where the race's boards go: the largest grids at which every board fits, side by side
//! and stacked as the terminal allows; when not all fit even small, as many as do.

use ratatui::layout::Rect;

use crate::tui::ui::geometry::Size;

/// Columns between boards side by side, rows between boards stacked.
const GAP_X: u16 = 3;
const GAP_Y: u16 = 1;
/// The counters' column beside a grid, and the lines it takes: the name, the state, six
/// counters.
pub const COUNTERS_W: u16 = 26;
pub const COUNTERS_H: u16 = 8;

/// How a board is made up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// The name above the grid, the state and the counters below it.
    Below,
    /// The name, the state and the counters in a column beside the grid.
    Beside,
    /// The name, the grid and the state: the results table has the counters.
    Brief,
}

impl Shape {
    /// A board's width and height with grids of `size`.
    pub fn dims(self, size: Size) -> (u16, u16) {
        let (w, h) = size.dims();
        match self {
            Shape::Below => (w, 1 + h + COUNTERS_H - 1),
            Shape::Beside => (w + 2 + COUNTERS_W, h.max(COUNTERS_H)),
            Shape::Brief => (w, 1 + h + 1),
        }
    }
}

/// Where the boards go in a region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Boards {
    pub size: Size,
    pub shape: Shape,
    /// One rectangle per board shown, in order: left to right, then top to bottom.
    pub rects: Vec<Rect>,
}

const SIZES: [Size; 4] = [Size::Large, Size::Medium, Size::Compact, Size::Tiny];

/// How many boards of `shape` at `size` fit in `area`: (columns, rows).
fn fit(area: Rect, size: Size, shape: Shape) -> (u16, u16) {
    let (w, h) = shape.dims(size);
    (
        (area.width + GAP_X) / (w + GAP_X),
        (area.height + GAP_Y) / (h + GAP_Y),
    )
}

/// Lays out `n` boards in `area`: with counters (`brief` false) or without. The largest
/// grids at which all fit; failing that, as many as fit. None when not even one does.
pub fn boards(area: Rect, n: usize, brief: bool) -> Option<Boards> {
    let shapes: &[Shape] = if brief {
        &[Shape::Brief]
    } else {
        &[Shape::Below, Shape::Beside]
    };
    let options: Vec<(Size, Shape, usize)> = SIZES
        .iter()
        .flat_map(|&size| shapes.iter().map(move |&shape| (size, shape)))
        .map(|(size, shape)| {
            let (c, r) = fit(area, size, shape);
            (size, shape, usize::from(c) * usize::from(r))
        })
        .collect();
    let &(size, shape, room) = options
        .iter()
        .find(|o| o.2 >= n)
        // The most boards; the larger grids among equals.
        .or_else(|| options.iter().rev().max_by_key(|o| o.2))?;
    if room == 0 || n == 0 {
        return None;
    }
    let shown = n.min(room);
    let (cols_fit, _) = fit(area, size, shape);
    let cols = usize::from(cols_fit).min(shown);
    let (w, h) = shape.dims(size);
    let block_w = cols as u16 * w + (cols as u16 - 1) * GAP_X;
    let left = area.x + (area.width - block_w) / 2;
    let rects = (0..shown)
        .map(|k| {
            let (c, r) = ((k % cols) as u16, (k / cols) as u16);
            Rect::new(left + c * (w + GAP_X), area.y + r * (h + GAP_Y), w, h)
        })
        .collect();
    Some(Boards { size, shape, rects })
}

impl Boards {
    /// Lines from the top of the first board to the bottom of the last.
    fn height(&self) -> u16 {
        let top = self.rects.iter().map(|r| r.y).min().unwrap_or(0);
        let bottom = self.rects.iter().map(|r| r.bottom()).max().unwrap_or(0);
        bottom - top
    }

    fn shift_down(&mut self, dy: u16) {
        for r in &mut self.rects {
            r.y += dy;
        }
    }
}

/// The smallest terminal a race fits in: one board of tiny cells, the counters beside
/// it, the header, the note and the footer.
pub fn min_size() -> (u16, u16) {
    let (w, h) = Shape::Beside.dims(Size::Tiny);
    (w, h + 3)
}

/// Where the parts of the race screen go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Screen {
    pub header: Rect,
    /// None when not even one board fits (the results still show).
    pub boards: Option<Boards>,
    pub table: Option<Rect>,
    /// A line under the boards: which are shown, a message.
    pub note: Rect,
    pub footer: Rect,
}

/// Lays out the race screen for `n` boards; with the results table (`table_h` lines,
/// `table_w` columns) the boards go brief above it. None when the terminal is too small
/// for anything.
pub fn screen(area: Rect, n: usize, table: Option<(u16, u16)>) -> Option<Screen> {
    if area.height < 4 || area.width < 20 {
        return None;
    }
    let header = Rect::new(area.x, area.y, area.width, 1);
    let footer = Rect::new(area.x, area.bottom() - 1, area.width, 1);
    let note = Rect::new(area.x, area.bottom() - 2, area.width, 1);
    let body = Rect::new(area.x, area.y + 1, area.width, area.height - 3);
    let Some((table_w, table_h)) = table else {
        let mut boards = boards(body, n, false)?;
        // In the middle of the room there is.
        boards.shift_down((body.height - boards.height()) / 2);
        return Some(Screen {
            header,
            boards: Some(boards),
            table: None,
            note,
            footer,
        });
    };
    let table_h = table_h.min(body.height);
    let above = Rect::new(
        body.x,
        body.y,
        body.width,
        body.height.saturating_sub(table_h + 1),
    );
    let mut boards = boards(above, n, true);
    // The boards, a blank line and the table, in the middle of the room there is.
    let boards_h = boards.as_ref().map_or(0, |b| b.height() + 1);
    let dy = (body.height - boards_h - table_h) / 2;
    if let Some(b) = &mut boards {
        b.shift_down(dy);
    }
    let table_w = table_w.min(body.width);
    let table = Rect::new(
        body.x + (body.width - table_w) / 2,
        body.y + dy + boards_h,
        table_w,
        table_h,
    );
    Some(Screen {
        header,
        boards,
        table: Some(table),
        note,
        footer,
    })
}

#[cfg(test)]
mod tests;
