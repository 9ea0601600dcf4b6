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
mod tests {
    //! Where the boards go at the usual sizes, and that they never overlap or leave the area.

    use ratatui::layout::Rect;

    use super::*;

    fn laid(w: u16, h: u16, n: usize) -> Option<Screen> {
        screen(Rect::new(0, 0, w, h), &Field::nine(n), None)
    }

    /// Columns and rows the boards take.
    fn grid_of(b: &Boards) -> (usize, usize) {
        let mut xs: Vec<u16> = b.rects.iter().map(|r| r.x).collect();
        let mut ys: Vec<u16> = b.rects.iter().map(|r| r.y).collect();
        xs.sort();
        xs.dedup();
        ys.sort();
        ys.dedup();
        (xs.len(), ys.len())
    }

    fn check(s: &Screen, area: Rect) {
        let Some(b) = &s.boards else { return };
        for (i, r) in b.rects.iter().enumerate() {
            assert!(
                r.x >= area.x && r.right() <= area.right(),
                "{r:?} in {area:?}"
            );
            assert!(
                r.y > s.header.y && r.bottom() <= s.note.y,
                "{r:?} between header and note"
            );
            for o in &b.rects[i + 1..] {
                assert!(!r.intersects(*o), "{r:?} and {o:?}");
            }
            if let Some(t) = s.table {
                assert!(!r.intersects(t), "{r:?} over the table {t:?}");
            }
        }
    }

    #[test]
    fn every_board_side_by_side_at_the_usual_sizes() {
        for (w, h, size) in [
            (200, 50, Size::Medium),
            (120, 40, Size::Medium),
            (90, 24, Size::Compact),
        ] {
            let s = laid(w, h, 3).unwrap();
            check(&s, Rect::new(0, 0, w, h));
            let b = s.boards.unwrap();
            assert_eq!(
                (b.size, b.shape, b.rects.len()),
                (size, Shape::Below, 3),
                "{w}x{h}"
            );
            assert_eq!(grid_of(&b), (3, 1), "{w}x{h}");
        }
    }

    #[test]
    fn large_cells_when_three_fit() {
        let b = laid(240, 60, 3).unwrap().boards.unwrap();
        assert_eq!((b.size, b.rects.len()), (Size::Large, 3));
    }

    #[test]
    fn stacked_on_a_tall_narrow_terminal() {
        let s = laid(40, 80, 3).unwrap();
        check(&s, Rect::new(0, 0, 40, 80));
        let b = s.boards.unwrap();
        assert_eq!(grid_of(&b), (1, 3));
        assert_eq!(b.size, Size::Compact);
    }

    #[test]
    fn as_many_as_fit_below_the_room_for_all() {
        let b = laid(60, 18, 3).unwrap().boards.unwrap();
        assert_eq!(
            (b.size, b.shape, b.rects.len()),
            (Size::Compact, Shape::Beside, 1)
        );
        let b = laid(120, 20, 3).unwrap().boards.unwrap();
        assert_eq!(b.rects.len(), 2, "two beside one another");
        // Tiny grids, the counters beside them, then in a narrow column, down to the
        // smallest race.
        let b = laid(41, 16, 3).unwrap().boards.unwrap();
        assert_eq!(
            (b.size, b.shape, b.rects.len()),
            (Size::Tiny, Shape::Beside, 1)
        );
        let (w, h) = min_size(&Field::nine(3));
        let b = laid(w, h, 3).unwrap().boards.unwrap();
        assert_eq!(
            (b.size, b.shape, b.rects.len()),
            (Size::Tiny, Shape::Narrow, 1)
        );
        assert!(laid(w - 1, h, 3).is_none());
        assert!(laid(w, h - 1, 3).is_none());
        assert_eq!((w, h), (28, 16));
    }

    /// The 9x9 grid takes the room the drawing of any size gives it at 9x9.
    #[test]
    fn the_9x9_grid_is_as_large_as_the_drawing_of_any_size_makes_it() {
        for size in SIZES {
            assert_eq!(grid_dims(size, GridShape::NINE), size.dims(), "{size:?}");
        }
    }

    fn of(side: usize, n: usize) -> Field {
        let grid = GridShape::STANDARD
            .into_iter()
            .find(|s| s.side() == side)
            .unwrap();
        Field {
            boards: n,
            grid,
            sitting_out: true,
        }
    }

    #[test]
    fn boards_of_other_sizes_take_the_room_their_grid_needs() {
        // (side, terminal, grid size and shape, boards shown)
        for (side, (w, h), want) in [
            (4, (90, 24), (Size::Medium, Shape::Below, 3)),
            (4, (30, 14), (Size::Compact, Shape::Narrow, 1)),
            (16, (200, 50), (Size::Compact, Shape::Below, 3)),
            (16, (60, 40), (Size::Tiny, Shape::Below, 2)),
            (25, (200, 50), (Size::Compact, Shape::Below, 3)),
        ] {
            let area = Rect::new(0, 0, w, h);
            let s = screen(area, &of(side, 3), None).unwrap();
            check(&s, area);
            let b = s.boards.as_ref().unwrap();
            assert_eq!((b.size, b.shape, b.rects.len()), want, "{side} in {w}x{h}");
            // The line of the strategies that sit out is between the boards and the note.
            let line = s.sitting_out.unwrap();
            assert_eq!(line.y + 1, s.note.y);
            assert!(
                b.rects.iter().all(|r| r.bottom() <= line.y),
                "{side} in {w}x{h}"
            );
        }
        // A 4x4 board under its grid is as wide as the single-character 9x9 grid.
        assert_eq!(Shape::Below.dims(Size::Tiny, of(4, 1).grid).0, NARROW_W);
        assert_eq!(min_size(&of(4, 3)), (22, 12));
        assert_eq!(min_size(&of(25, 3)), (46, 35));
        assert!(screen(Rect::new(0, 0, 45, 35), &of(25, 3), None).is_none());
    }

    #[test]
    fn the_results_take_the_counters_place() {
        for (w, h) in [(200, 50), (120, 40), (90, 24)] {
            let area = Rect::new(0, 0, w, h);
            let s = screen(area, &Field::nine(3), Some((80, 4))).unwrap();
            check(&s, area);
            let b = s.boards.as_ref().unwrap();
            assert_eq!((b.shape, b.rects.len()), (Shape::Brief, 3), "{w}x{h}");
            let t = s.table.unwrap();
            assert!(t.bottom() <= s.note.y, "{w}x{h}: {t:?}");
        }
        // No room for boards over the table: the table alone.
        let s = screen(Rect::new(0, 0, 60, 18), &Field::nine(3), Some((58, 4))).unwrap();
        assert!(s.boards.is_none());
        assert!(s.table.is_some());
    }

    /// The sizes README gives for each grid size with three boards side by side.
    #[test]
    fn the_smallest_terminals_for_each_grid_size() {
        for (w, h, size) in [
            (225, 48, Size::Large),
            (117, 30, Size::Medium),
            (81, 24, Size::Compact),
        ] {
            let b = laid(w, h, 3).unwrap().boards.unwrap();
            assert_eq!((b.size, b.rects.len()), (size, 3), "{w}x{h}");
            for (w, h) in [(w - 1, h), (w, h - 1)] {
                let b = laid(w, h, 3).unwrap().boards.unwrap();
                assert!(b.size != size || b.rects.len() < 3, "{w}x{h}");
            }
        }
    }
}
