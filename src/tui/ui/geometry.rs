//! Where things go on a screen of a given size: the grid (in one of four sizes), the
//! panel beside or under it, the depth chart, the footer; and which cell is under a
//! terminal position.
//!
//! The grid is as large as fits with room for the panel, beside it or (on a tall, narrow
//! terminal) under it; the panel and the chart share the rest: the chart right under the
//! panel's text where there are rows to spare, else beside it where there are columns.

use ratatui::layout::{Constraint, Layout, Rect};

/// Narrowest full panel: its labels and a value (a longer value wraps).
pub const PANEL_MIN: u16 = 28;
/// Narrowest brief panel, beside the tiny grid: "Retractions 541k".
const BRIEF_MIN: u16 = 16;
/// Rows under the grid the panel needs before it goes there.
const PANEL_UNDER: u16 = 14;
/// The panel's width when the chart takes the columns beside it: its longest lines,
/// at least; where there are more columns, half of them (up to [`PANEL_WIDE`]), so that a
/// long why, a long step and the stack's lines take one row each rather than wrap.
const PANEL_MAX: u16 = 52;
const PANEL_WIDE: u16 = 96;
/// The smallest chart worth drawing: 3 rows of bars and the caption, 24 samples.
const CHART_MIN_H: u16 = 4;
const CHART_MIN_W: u16 = 24;
/// The tallest chart: 9 rows of bars have 72 levels, about one per depth a search can
/// reach (at most 81); taller, it would push the rest away and draw nothing finer.
const CHART_MAX_H: u16 = 10;
/// Blank columns left of the grid, and between it and the panel.
const MARGIN: u16 = 1;
const GAP: u16 = 2;
/// Smallest usable terminal: the tiny grid, the brief panel beside it, the footer (the
/// grid's left margin goes first when columns are short).
pub const MIN_WIDTH: u16 = 13 + 1 + BRIEF_MIN;
pub const MIN_HEIGHT: u16 = 13 + 1;

/// Grid sizes, largest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// 7x3 cells: room for a 3x3 mini-grid of candidates.
    Large,
    /// 3x1 cells with thin lines between them.
    Medium,
    /// 2x1 cells, lines only around the boxes.
    Compact,
    /// 1x1 cells, lines only around the boxes: a small split pane.
    Tiny,
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
            Size::Tiny => Geom {
                cw: 1,
                ch: 1,
                thin: false,
                pad: false,
            },
        }
    }

    /// Where the digit goes in a cell: column and row offsets.
    pub fn digit_offset(self) -> (u16, u16) {
        match self {
            Size::Large => (3, 1),
            Size::Medium | Size::Compact => (1, 0),
            Size::Tiny => (0, 0),
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
    /// The room for the panel and the chart (see [`Screen::share`]).
    pub panel: Rect,
    /// The panel in brief, a few short lines beside the tiny grid; no chart.
    pub brief: bool,
    pub footer: Rect,
}

/// How the room beside or under the grid is shared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shared {
    pub panel: Rect,
    pub chart: Option<Rect>,
}

/// The two lines of a screen too small that say the size it needs and the size it has,
/// `needs 48×32` over `  now 90×24`: as wide as each other, the sizes in one column,
/// so that centred they stay aligned (a notice centres each line on its own).
pub fn needs_and_now(needs: &str, (w, h): (u16, u16), area: Rect) -> [String; 2] {
    let need = format!("{w}×{h}");
    let now = format!("{}×{}", area.width, area.height);
    let label = needs.chars().count().max(3);
    let size = need.chars().count().max(now.chars().count());
    [
        format!("{needs:>label$} {need:<size$}"),
        format!("{:>label$} {now:<size$}", "now"),
    ]
}

/// Lays out the screen, or says it is too small.
pub fn layout(area: Rect) -> Option<Screen> {
    let [body, footer] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    // The largest grid that leaves the panel its room, beside the grid or under it.
    for size in [Size::Large, Size::Medium, Size::Compact] {
        let (w, h) = size.dims();
        let panel_w = PANEL_MIN;
        if body.width >= MARGIN + w + GAP + panel_w && body.height >= h {
            let (grid, panel) = beside_at(body, MARGIN, w, h, GAP);
            return Some(Screen::new(size, grid, panel, false, footer));
        }
        if body.width >= MARGIN + w.max(panel_w) && body.height >= h + 1 + PANEL_UNDER {
            let [top, _, panel] = Layout::vertical([
                Constraint::Length(h),
                Constraint::Length(1),
                Constraint::Fill(1),
            ])
            .areas(body);
            let [_, grid, _] = columns(top, w, 0);
            let [_, panel, _] = columns(panel, panel.width - MARGIN, 0);
            return Some(Screen::new(size, grid, panel, false, footer));
        }
    }
    let (w, h) = Size::Tiny.dims();
    let need = w + 1 + BRIEF_MIN;
    if body.width >= need && body.height >= h {
        // The left margin only from columns to spare.
        let margin = MARGIN.min(body.width - need);
        let (grid, panel) = beside_at(body, margin, w, h, 1);
        return Some(Screen::new(Size::Tiny, grid, panel, true, footer));
    }
    None
}

/// The margin, `w` columns, then `gap` columns.
fn columns(area: Rect, w: u16, gap: u16) -> [Rect; 3] {
    Layout::horizontal([
        Constraint::Length(MARGIN),
        Constraint::Length(w),
        Constraint::Length(gap),
    ])
    .areas(area)
}

/// A `w`x`h` grid at the top left of `body` after `margin` columns, and the columns
/// right of it.
fn beside_at(body: Rect, margin: u16, w: u16, h: u16, gap: u16) -> (Rect, Rect) {
    let [_, grid, _, rest] = Layout::horizontal([
        Constraint::Length(margin),
        Constraint::Length(w),
        Constraint::Length(gap),
        Constraint::Fill(1),
    ])
    .areas(body);
    let [grid, _] = Layout::vertical([Constraint::Length(h), Constraint::Fill(1)]).areas(grid);
    (grid, rest)
}

impl Screen {
    fn new(size: Size, grid: Rect, panel: Rect, brief: bool, footer: Rect) -> Screen {
        Screen {
            size,
            grid,
            panel,
            brief,
            footer,
        }
    }

    /// The panel's room less the smallest chart under it (and the blank row between):
    /// where a panel that could fill its room may be drawn shorter so that the chart
    /// shows. None for the panel in brief, or where that leaves the panel nothing.
    pub fn room_above_chart(&self) -> Option<Rect> {
        let h = self.panel.height.checked_sub(CHART_MIN_H + 1)?;
        (!self.brief && h > 0).then_some(Rect {
            height: h,
            ..self.panel
        })
    }

    /// The panel and the chart in the room beside or under the grid, for a panel whose
    /// text takes `used` rows: the chart under the text (a blank row between) where
    /// there are rows to spare, else beside it where there are columns, else none.
    pub fn share(&self, used: u16) -> Shared {
        let room = self.panel;
        let alone = Shared {
            panel: room,
            chart: None,
        };
        if self.brief {
            return alone;
        }
        if room.height >= used + 1 + CHART_MIN_H {
            let chart_h = (room.height - used - 1).min(CHART_MAX_H);
            let [panel, _, chart, _] = Layout::vertical([
                Constraint::Length(used),
                Constraint::Length(1),
                Constraint::Length(chart_h),
                Constraint::Fill(1),
            ])
            .areas(room);
            return Shared {
                panel,
                chart: Some(chart),
            };
        }
        if room.width >= PANEL_MIN + GAP + CHART_MIN_W && room.height >= CHART_MIN_H {
            let half = ((room.width - GAP) / 2).clamp(PANEL_MAX, PANEL_WIDE);
            let panel_w = half.min(room.width - GAP - CHART_MIN_W);
            let [panel, _, chart] = Layout::horizontal([
                Constraint::Length(panel_w),
                Constraint::Length(GAP),
                Constraint::Fill(1),
            ])
            .areas(room);
            let [chart, _] = Layout::vertical([
                Constraint::Length(room.height.min(CHART_MAX_H)),
                Constraint::Fill(1),
            ])
            .areas(chart);
            return Shared {
                panel,
                chart: Some(chart),
            };
        }
        alone
    }
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
    use sudoku_engine::grid::{col_of, row_of};
    let g = s.size.geom();
    let (ox, oy) = s.size.digit_offset();
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
