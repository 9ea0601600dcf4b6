//! Where the race's boards go: the largest grids at which every board fits, side by side
//! and stacked as the terminal allows; when not all fit even small, as many as do. At
//! every grid size: a board's grid takes the room the drawing of that size needs.

use ratatui::layout::Rect;
use sudoku_engine::shape::Shape as GridShape;

use crate::tui::ui::board;
use crate::tui::ui::geometry::Size;

/// Columns between boards side by side, rows between boards stacked.
const GAP_X: u16 = 3;
const GAP_Y: u16 = 1;
/// The counters' column beside a grid, and the lines it takes: the name, the state, six
/// counters.
pub const COUNTERS_W: u16 = 26;
pub const COUNTERS_H: u16 = 8;
/// The narrowest column of counters: as wide as the single-character 9×9 grid, where
/// the counters take their short forms. A board with its counters under the grid is at
/// least as wide, beside a small grid the narrow column (`Shape::Narrow`) is as wide.
pub const NARROW_W: u16 = 13;

/// What the layout needs to know of a race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// How many boards race.
    pub boards: usize,
    /// The grid each board shows.
    pub grid: GridShape,
    /// A line says which strategies sit out (they do not search this grid).
    pub sitting_out: bool,
}

impl Field {
    /// `boards` boards of the 9×9 grid, every strategy in.
    #[cfg(test)]
    pub fn nine(boards: usize) -> Field {
        Field {
            boards,
            grid: GridShape::NINE,
            sitting_out: false,
        }
    }

    /// Lines under the boards: the note and the footer, and the line of the strategies
    /// that sit out.
    fn lines_under(&self) -> u16 {
        2 + u16::from(self.sitting_out)
    }
}

/// The grid drawing's width and height at `size`.
pub fn grid_dims(size: Size, grid: GridShape) -> (u16, u16) {
    board::dims(size, grid)
}

/// How a board is made up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// The name above the grid, the state and the counters below it.
    Below,
    /// The name, the state and the counters in a column beside the grid.
    Beside,
    /// The name, the grid and the state: the results table has the counters.
    Brief,
    /// As beside, in a column of counters as narrow as [`NARROW_W`]: where no board fits
    /// otherwise.
    Narrow,
}

impl Shape {
    /// A board's width and height with grids of `grid` at `size`.
    pub fn dims(self, size: Size, grid: GridShape) -> (u16, u16) {
        let (w, h) = grid_dims(size, grid);
        match self {
            Shape::Below => (w.max(NARROW_W), 1 + h + COUNTERS_H - 1),
            Shape::Beside => (w + 2 + COUNTERS_W, h.max(COUNTERS_H)),
            Shape::Brief => (w.max(NARROW_W), 1 + h + 1),
            Shape::Narrow => (w + 2 + NARROW_W, h.max(COUNTERS_H)),
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
fn fit(area: Rect, size: Size, shape: Shape, grid: GridShape) -> (u16, u16) {
    let (w, h) = shape.dims(size, grid);
    (
        (area.width + GAP_X) / (w + GAP_X),
        (area.height + GAP_Y) / (h + GAP_Y),
    )
}

/// Lays out `n` boards of `grid` in `area`: with counters (`brief` false) or without.
/// The largest grids at which all fit; failing that, as many as fit; failing that, with
/// the counters in a narrow column. None when not even one board fits.
pub fn boards(area: Rect, n: usize, grid: GridShape, brief: bool) -> Option<Boards> {
    let fitting = |shapes: &[Shape]| -> Vec<(Size, Shape, usize)> {
        SIZES
            .iter()
            .flat_map(|&size| shapes.iter().map(move |&shape| (size, shape)))
            .map(|(size, shape)| {
                let (c, r) = fit(area, size, shape, grid);
                (size, shape, usize::from(c) * usize::from(r))
            })
            .collect()
    };
    let mut options = match brief {
        true => fitting(&[Shape::Brief]),
        false => fitting(&[Shape::Below, Shape::Beside]),
    };
    if !brief && options.iter().all(|o| o.2 == 0) {
        options = fitting(&[Shape::Narrow]);
    }
    let &(size, shape, room) = options
        .iter()
        .find(|o| o.2 >= n)
        // The most boards; the larger grids among equals.
        .or_else(|| options.iter().rev().max_by_key(|o| o.2))?;
    if room == 0 || n == 0 {
        return None;
    }
    let shown = n.min(room);
    let (cols_fit, _) = fit(area, size, shape, grid);
    let cols = usize::from(cols_fit).min(shown);
    let (w, h) = shape.dims(size, grid);
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

/// The smallest terminal a race of `field` fits in: one board of tiny cells, the narrow
/// column of counters beside it, the header, the lines under the boards.
pub fn min_size(field: &Field) -> (u16, u16) {
    let (w, h) = Shape::Narrow.dims(Size::Tiny, field.grid);
    (w, h + 1 + field.lines_under())
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
    /// The line above the note that says which strategies sit out, if one does.
    pub sitting_out: Option<Rect>,
    pub footer: Rect,
}

/// Lays out the race screen for the boards of `field`; with the results table (`table_h`
/// lines, `table_w` columns) the boards go brief above it. None when the terminal is too
/// small for anything.
pub fn screen(area: Rect, field: &Field, table: Option<(u16, u16)>) -> Option<Screen> {
    let under = field.lines_under();
    if area.height < 2 + under || area.width < 20 {
        return None;
    }
    let (n, grid) = (field.boards, field.grid);
    let header = Rect::new(area.x, area.y, area.width, 1);
    let footer = Rect::new(area.x, area.bottom() - 1, area.width, 1);
    let note = Rect::new(area.x, area.bottom() - 2, area.width, 1);
    let sitting_out = field
        .sitting_out
        .then(|| Rect::new(area.x, area.bottom() - 3, area.width, 1));
    let body = Rect::new(area.x, area.y + 1, area.width, area.height - 1 - under);
    let Some((table_w, table_h)) = table else {
        let mut boards = boards(body, n, grid, false)?;
        // In the middle of the room there is.
        boards.shift_down((body.height - boards.height()) / 2);
        return Some(Screen {
            header,
            boards: Some(boards),
            table: None,
            note,
            sitting_out,
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
    let mut boards = boards(above, n, grid, true);
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
        sitting_out,
        footer,
    })
}

#[cfg(test)]
#[path = "layout_tests.rs"]
mod tests;
