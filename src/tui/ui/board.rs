//! A grid of any size (4×4 to 25×25) drawn as the 9×9 grid is: heavy lines around the
//! boxes, thin ones between cells where there is room, digits above 9 as letters, and in
//! large cells the candidates as a mini-grid shaped like a box (2×2 at 4×4, 4×4 at
//! 16×16). `layout` says where it goes on a screen, and what a screen too small needs.

mod layout;
pub mod solve_panel;
#[cfg(test)]
mod tests;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use sudoku_engine::board::Board;
use sudoku_engine::shape::{digit_char, Geometry, Shape};

pub use layout::{cell_at, layout, needed, BoardScreen};

use super::geometry::Size;
use super::theme;
pub use crate::tui::shown::{Fade, Pencilled};

/// What the grid shows.
#[derive(Clone, Debug)]
pub struct BoardView {
    /// The digits on screen.
    pub shown: Board,
    /// The givens.
    pub givens: Board,
    /// Cells whose digit clashes with another in a unit.
    pub clashing: Vec<bool>,
    /// The cursor, while editing: its row, column, box and digit are banded.
    pub cursor: Option<usize>,
    /// Candidates shown in the empty cells of large grids.
    pub candidates: bool,
    /// A digit a hint has told and not placed: shown in its empty cell, marked.
    pub told: Option<(usize, u8)>,
    /// The hint's own candidates and what its told step marks, in place of the
    /// candidates the digits leave (drawn where candidates are shown).
    pub pencil: Option<Pencilled>,
}

/// What a search adds to the grid during a solve, as at 9×9: the digits it deduced, the
/// cell of the last step, the digits it took back lately (fading), and the culprit of
/// the latest take-back (an empty cell shows `!`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trail {
    /// Per cell: its digit was deduced (empty: none).
    pub deduced: Vec<bool>,
    pub current: Option<usize>,
    /// Per cell: the digit taken back there lately, and how far it has faded.
    pub taken_back: Vec<Option<(u8, Fade)>>,
    pub culprit: Option<usize>,
}

/// One column (or row) of the drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// Line 0..=N; heavy where a box starts.
    Line(usize),
    /// Inside cell `n`, at an offset.
    Cell(usize, u16),
    Pad,
}

/// The cell's width and height inside the lines at `size`, for boxes of `box_rows` ×
/// `box_cols`: large cells hold the candidates as a box-shaped mini-grid, one column
/// apart (7×3 at 9×9, as the 9×9 grid's).
pub(crate) fn cell_dims(size: Size, shape: Shape) -> (u16, u16) {
    match size {
        Size::Large => (2 * shape.box_cols() as u16 + 1, shape.box_rows() as u16),
        Size::Medium => (3, 1),
        Size::Compact => (2, 1),
        Size::Tiny => (1, 1),
    }
}

/// Thin lines between the cells of a box, and a blank column closing each box.
fn thin_pad(size: Size) -> (bool, bool) {
    match size {
        Size::Large | Size::Medium => (true, false),
        Size::Compact => (false, true),
        Size::Tiny => (false, false),
    }
}

/// The columns (`across`) or rows of the drawing at `size`.
pub(crate) fn slots(size: Size, shape: Shape, across: bool) -> Vec<Slot> {
    let n = shape.side();
    let (cw, ch) = cell_dims(size, shape);
    let (thin, pad) = thin_pad(size);
    let (w, per_box, pad) = if across {
        (cw, shape.box_cols(), pad)
    } else {
        (ch, shape.box_rows(), false)
    };
    let mut out = vec![Slot::Line(0)];
    for c in 0..n {
        out.extend((0..w).map(|o| Slot::Cell(c, o)));
        if (c + 1) % per_box == 0 {
            if pad {
                out.push(Slot::Pad);
            }
            out.push(Slot::Line(c + 1));
        } else if thin {
            out.push(Slot::Line(c + 1));
        }
    }
    out
}

/// Width and height of the whole drawing at `size`.
pub fn dims(size: Size, shape: Shape) -> (u16, u16) {
    (
        slots(size, shape, true).len() as u16,
        slots(size, shape, false).len() as u16,
    )
}

/// How one cell looks.
struct Look {
    digit: u8,
    style: Style,
    bg: Option<Color>,
    whole: Modifier,
    candidates: u32,
    /// Candidates the told step of a hint strikes out (drawn crossed out).
    struck: u32,
    /// The told step's pattern digits in this cell (drawn marked).
    pattern: u32,
    /// Candidates are shown and none is left: the search would have to back up.
    dead: bool,
    /// The culprit of the latest take-back.
    culprit: bool,
}

fn looks(v: &BoardView, trail: &Trail) -> Vec<Look> {
    let shape = v.shown.shape();
    let geometry = Geometry::new(shape);
    let cursor_digit = v.cursor.map_or(0, |c| v.shown.get(c));
    (0..v.shown.cells().len())
        .map(|c| {
            let d = v.shown.get(c);
            let mut look = Look {
                digit: d,
                style: theme::empty(),
                bg: None,
                whole: Modifier::empty(),
                candidates: 0,
                struck: 0,
                pattern: 0,
                dead: false,
                culprit: trail.culprit == Some(c),
            };
            if d == 0 && v.candidates {
                match &v.pencil {
                    Some(p) => {
                        let at = |m: &Vec<u32>| m.get(c).copied().unwrap_or(0);
                        (look.candidates, look.struck) = (at(&p.known), at(&p.struck));
                        look.pattern = at(&p.pattern);
                    }
                    None => look.candidates = v.shown.candidates_in(&geometry, c),
                }
            }
            look.dead = d == 0 && v.candidates && look.candidates | look.struck == 0;
            if d != 0 {
                look.style = if v.givens.get(c) != 0 {
                    theme::given()
                } else if trail.deduced.get(c) == Some(&true) {
                    theme::deduced()
                } else {
                    theme::solver()
                };
                if v.clashing.get(c) == Some(&true) {
                    look.style = look.style.patch(theme::clash());
                }
            } else if let Some((_, digit)) = v.told.filter(|&(cell, _)| cell == c) {
                look.digit = digit;
                look.candidates = 0;
                look.style = theme::pattern();
            } else if let Some(&Some((digit, fade))) = trail.taken_back.get(c) {
                look.digit = digit;
                look.candidates = 0;
                look.style = match fade {
                    Fade::Fresh => theme::retracted(),
                    Fade::Fading => theme::retracted_fading(),
                };
            }
            if look.culprit {
                // Empty, it shows `!`; a digit written there since is marked too.
                if d == 0 {
                    look.digit = 0;
                    look.candidates = 0;
                }
                look.style = theme::culprit();
            }
            if let Some(cursor) = v.cursor {
                let same = |f: fn(Shape, usize) -> usize| f(shape, c) == f(shape, cursor);
                if c == cursor {
                    look.whole = theme::cursor();
                } else if cursor_digit != 0 && d == cursor_digit {
                    look.bg = Some(theme::SAME_BG);
                } else if same(Shape::row_of) || same(Shape::col_of) || same(Shape::box_of) {
                    look.bg = Some(theme::PEER_BG);
                }
            } else if trail.current == Some(c) {
                look.whole = theme::current();
            }
            look
        })
        .collect()
}

/// Draws the grid at the top left of `area` at `size`.
pub fn draw(view: &BoardView, area: Rect, size: Size, buf: &mut Buffer) {
    draw_solving(view, &Trail::default(), area, size, buf);
}

/// [`draw`], with what the search adds during a solve.
pub fn draw_solving(view: &BoardView, trail: &Trail, area: Rect, size: Size, buf: &mut Buffer) {
    let shape = view.shown.shape();
    let looks = looks(view, trail);
    let n = shape.side();
    let xs = slots(size, shape, true);
    let ys = slots(size, shape, false);
    let (cw, ch) = cell_dims(size, shape);
    for (j, &sy) in ys.iter().enumerate() {
        for (i, &sx) in xs.iter().enumerate() {
            let (x, y) = (area.x + i as u16, area.y + j as u16);
            if x >= area.right().min(buf.area.right()) || y >= area.bottom().min(buf.area.bottom())
            {
                continue;
            }
            let out = &mut buf[(x, y)];
            let heavy_v = |v: usize| v.is_multiple_of(shape.box_cols());
            let heavy_h = |h: usize| h.is_multiple_of(shape.box_rows());
            match (sx, sy) {
                (Slot::Line(v), Slot::Line(h)) => {
                    let ch = junction(v, h, n, heavy_v(v), heavy_h(h));
                    out.set_char(ch).set_style(theme::line());
                }
                (Slot::Line(v), _) => {
                    out.set_char(if heavy_v(v) { '┃' } else { '│' })
                        .set_style(theme::line());
                }
                (_, Slot::Line(h)) => {
                    out.set_char(if heavy_h(h) { '━' } else { '─' })
                        .set_style(theme::line());
                }
                (Slot::Pad, _) | (_, Slot::Pad) => {
                    out.set_char(' ');
                }
                (Slot::Cell(c, ox), Slot::Cell(r, oy)) => {
                    let look = &looks[r * n + c];
                    let (glyph, style) = cell_char(look, shape, size, (cw, ch), (ox, oy));
                    let mut st = Style::new();
                    if let Some(bg) = look.bg {
                        st = st.bg(bg);
                    }
                    let mut st = st.patch(style);
                    // The compact cell's leading blank stays plain, as at 9×9.
                    if size != Size::Compact || ox == 1 {
                        st = st.add_modifier(look.whole);
                    } else {
                        st = Style::new();
                    }
                    out.set_char(glyph).set_style(st);
                }
            }
        }
    }
}

/// The junction where vertical line `v` meets horizontal line `h` of a grid of side `n`.
pub(super) fn junction(v: usize, h: usize, n: usize, hv: bool, hh: bool) -> char {
    match (v, h) {
        (0, 0) => '┏',
        (v, 0) if v == n => '┓',
        (0, h) if h == n => '┗',
        (v, h) if v == n && h == n => '┛',
        (_, 0) => {
            if hv {
                '┳'
            } else {
                '┯'
            }
        }
        (_, h) if h == n => {
            if hv {
                '┻'
            } else {
                '┷'
            }
        }
        (0, _) => {
            if hh {
                '┣'
            } else {
                '┠'
            }
        }
        (v, _) if v == n => {
            if hh {
                '┫'
            } else {
                '┨'
            }
        }
        _ => match (hv, hh) {
            (true, true) => '╋',
            (true, false) => '╂',
            (false, true) => '┿',
            (false, false) => '┼',
        },
    }
}

/// The character and style at offset `(ox, oy)` of a cell `(cw, ch)` large.
fn cell_char(
    look: &Look,
    shape: Shape,
    size: Size,
    (cw, ch): (u16, u16),
    (ox, oy): (u16, u16),
) -> (char, Style) {
    let centre = (ox, oy) == (cw / 2, ch / 2);
    if look.culprit && look.digit == 0 {
        return match centre {
            false => (' ', Style::new()),
            true => ('!', look.style),
        };
    }
    if size != Size::Large || look.digit != 0 {
        return match (centre, look.digit) {
            (false, _) => (' ', Style::new()),
            (true, 0) => ('·', empty_style(look)),
            (true, d) => (digit_char(d), look.style),
        };
    }
    if look.candidates | look.struck == 0 {
        // Without candidates shown a dot; with them, none fits: a dead end.
        return match (centre, look.dead) {
            (false, _) => (' ', Style::new()),
            (true, true) => ('✗', theme::dead_end()),
            (true, false) => ('·', empty_style(look)),
        };
    }
    // Candidates at the odd columns, a box's shape: digit `row * box_cols + col + 1`.
    if ox % 2 == 1 {
        let d = oy as usize * shape.box_cols() + (ox as usize - 1) / 2 + 1;
        let bit = 1u32.checked_shl(d as u32 - 1).unwrap_or(0);
        if d <= shape.side() {
            for (mask, style) in [
                (look.struck, theme::struck_out()),
                (look.pattern, theme::pattern()),
                (look.candidates, theme::candidate()),
            ] {
                if mask & bit != 0 {
                    return (digit_char(d as u8), style);
                }
            }
        }
    }
    (' ', Style::new())
}

/// An empty cell's dot: marked when the cell is one of a told step's pattern.
fn empty_style(look: &Look) -> Style {
    if look.pattern != 0 {
        theme::pattern()
    } else {
        theme::empty()
    }
}
