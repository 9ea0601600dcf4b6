//! The sudoku grid: lines, digits and candidates, at every size, from what each cell
//! shows: digits taken back lately (crossed out, fading) and the cell that made the
//! search take the latest one back (`!`) included.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use sudoku_engine::grid::{box_of, col_of, row_of, Cell, Grid, CELLS};

use super::geometry::{slots, Size, Slot};
use super::theme;

pub use super::board::Fade;
pub use crate::tui::shown::Marks;

/// What the grid shows; each cell's look follows from it.
#[derive(Clone, Debug)]
pub struct GridView {
    /// The digits on screen.
    pub shown: Grid,
    /// The puzzle's givens.
    pub givens: Grid,
    /// Cells whose digit clashes with another in a row, column or box.
    pub clashing: [bool; CELLS],
    /// Cells whose digit propagation wrote.
    pub deduced: [bool; CELLS],
    /// The editor's cursor, while editing: its row, column, box and digit are banded.
    pub cursor: Option<usize>,
    /// The cell the solver touched last, while the search goes on.
    pub current: Option<usize>,
    /// Digits taken back lately, still shown in their empty cells, and how far faded.
    pub taken_back: [Option<(u8, Fade)>; CELLS],
    /// The cell that made the search take the latest digit back, while it is recalled.
    pub culprit: Option<usize>,
    /// Candidates shown in the empty cells of large grids.
    pub candidates: bool,
    /// The search's candidates, and what its last technique step struck out and saw.
    pub marks: Marks,
}

/// How one cell looks.
struct CellLook {
    digit: u8,
    style: Style,
    /// Background band (peers, same digit), for the whole cell.
    bg: Option<Color>,
    /// Modifier for the whole cell (cursor, current solver cell).
    whole: Modifier,
    candidates: u16,
    /// Candidates the last technique step struck out (drawn crossed out).
    struck: u16,
    /// The last technique step's pattern digits in this cell (drawn marked).
    pattern: u16,
    /// The culprit of the latest take-back.
    culprit: bool,
}

fn looks(v: &GridView) -> Vec<CellLook> {
    let cursor_digit = v.cursor.map_or(0, |c| v.shown.get(c));
    let masks = v.shown.unit_masks();
    Cell::all()
        .map(|cell| {
            let c = cell.index();
            let d = v.shown.get(c);
            let mut look = CellLook {
                digit: d,
                style: theme::empty(),
                bg: None,
                whole: Modifier::empty(),
                candidates: match (d, &v.marks.known) {
                    (0, Some(known)) => known[c],
                    (0, None) => masks.candidates(cell),
                    _ => 0,
                },
                struck: if d == 0 { v.marks.struck[c] } else { 0 },
                pattern: if d == 0 { v.marks.pattern[c] } else { 0 },
                culprit: v.culprit == Some(c),
            };
            if d != 0 {
                look.style = if v.givens.get(c) != 0 {
                    theme::given()
                } else if v.deduced[c] {
                    theme::deduced()
                } else {
                    theme::solver()
                };
                if v.clashing[c] {
                    look.style = look.style.patch(theme::clash());
                }
            } else if let Some(placed) = v.marks.placed.filter(|p| p.cell.index() == c) {
                // A step told, not done: its digit in the pattern's look.
                look.digit = placed.digit.get();
                look.style = theme::pattern();
            } else if let Some((digit, fade)) = v.taken_back[c] {
                look.digit = digit;
                look.style = match fade {
                    Fade::Fresh => theme::retracted(),
                    Fade::Fading => theme::retracted_fading(),
                };
            }
            if look.culprit {
                // Empty, it shows `!`; a digit written there since is marked too.
                if d == 0 {
                    look.digit = 0;
                }
                look.style = theme::culprit();
            }
            if let Some(cursor) = v.cursor {
                if c == cursor {
                    look.whole = theme::cursor();
                } else if cursor_digit != 0 && d == cursor_digit {
                    look.bg = Some(theme::SAME_BG);
                } else if row_of(c) == row_of(cursor)
                    || col_of(c) == col_of(cursor)
                    || box_of(c) == box_of(cursor)
                {
                    look.bg = Some(theme::PEER_BG);
                }
            } else if v.current == Some(c) {
                look.whole = theme::current();
            }
            look
        })
        .collect()
}

/// Draws the grid in `area` at `size`.
pub fn draw(view: &GridView, area: Rect, size: Size, buf: &mut Buffer) {
    draw_looks(buf, area, size, view.candidates, &looks(view));
}

/// Draws a puzzle alone, compact, its digits bold (the file picker's preview).
pub fn draw_puzzle(grid: &Grid, area: Rect, buf: &mut Buffer) {
    let looks: Vec<CellLook> = (0..CELLS)
        .map(|c| CellLook {
            digit: grid.get(c),
            style: theme::given(),
            bg: None,
            whole: Modifier::empty(),
            candidates: 0,
            struck: 0,
            pattern: 0,
            culprit: false,
        })
        .collect();
    draw_looks(buf, area, Size::Compact, false, &looks);
}

fn draw_looks(buf: &mut Buffer, area: Rect, size: Size, candidates: bool, looks: &[CellLook]) {
    let g = size.geom();
    let xs = slots(g.cw, g.thin, g.pad);
    let ys = slots(g.ch, g.thin, false);
    for (j, &sy) in ys.iter().enumerate() {
        for (i, &sx) in xs.iter().enumerate() {
            let (x, y) = (area.x + i as u16, area.y + j as u16);
            if x >= buf.area.right() || y >= buf.area.bottom() {
                continue;
            }
            let Some(out) = buf.cell_mut((x, y)) else {
                continue;
            };
            match (sx, sy) {
                (Slot::Line(v), Slot::Line(h)) => {
                    out.set_char(junction(v, h)).set_style(theme::line());
                }
                (Slot::Line(v), _) => {
                    out.set_char(if v % 3 == 0 { '┃' } else { '│' })
                        .set_style(theme::line());
                }
                (_, Slot::Line(h)) => {
                    out.set_char(if h % 3 == 0 { '━' } else { '─' })
                        .set_style(theme::line());
                }
                (Slot::Pad, _) | (_, Slot::Pad) => {
                    out.set_char(' ');
                }
                (Slot::Cell(c, ox), Slot::Cell(r, oy)) => {
                    let look = &looks[r * 9 + c];
                    let (ch, style) = cell_char(look, size, candidates, ox, oy);
                    let mut st = Style::new();
                    if let Some(bg) = look.bg {
                        st = st.bg(bg);
                    }
                    let mut st = st.patch(style);
                    // The compact cell's leading blank stays plain, so that bands line up
                    // with the digits.
                    let whole_cell = size != Size::Compact || ox == 1;
                    if whole_cell {
                        st = st.add_modifier(look.whole);
                    } else {
                        st = Style::new();
                    }
                    out.set_char(ch).set_style(st);
                }
            }
        }
    }
}

/// The junction character where line `v` (vertical) meets line `h` (horizontal): the
/// junction of a grid of side 9, its box lines every third.
fn junction(v: usize, h: usize) -> char {
    super::board::junction(v, h, 9, v.is_multiple_of(3), h.is_multiple_of(3))
}

/// An empty cell's dot: marked when the cell is one of the last technique step's pattern.
fn empty_style(look: &CellLook) -> Style {
    if look.pattern != 0 {
        theme::pattern()
    } else {
        theme::empty()
    }
}

/// The character and style at an offset inside a cell.
fn cell_char(look: &CellLook, size: Size, candidates: bool, ox: u16, oy: u16) -> (char, Style) {
    let digit_char = |d: u8| (b'0' + d) as char;
    match size {
        Size::Compact | Size::Medium | Size::Tiny => {
            // The digit at offset 1 (" d" and " d "), or alone in a tiny cell.
            if ox != size.digit_offset().0 {
                return (' ', Style::new());
            }
            if look.digit == 0 && look.culprit {
                ('!', look.style)
            } else if look.digit == 0 {
                ('·', empty_style(look))
            } else {
                (digit_char(look.digit), look.style)
            }
        }
        Size::Large => {
            if look.digit != 0 {
                if ox == 3 && oy == 1 {
                    (digit_char(look.digit), look.style)
                } else {
                    (' ', Style::new())
                }
            } else if look.culprit {
                // `!` in the middle, alone: the panel says what it is about.
                if ox == 3 && oy == 1 {
                    ('!', look.style)
                } else {
                    (' ', Style::new())
                }
            } else if candidates && look.candidates | look.struck == 0 {
                // No digit fits: the search has to back up.
                if ox == 3 && oy == 1 {
                    ('✗', theme::dead_end())
                } else {
                    (' ', Style::new())
                }
            } else if candidates {
                // Digits 1-9 at columns 1, 3, 5 of rows 0-2.
                if ox % 2 == 1 && ox <= 5 {
                    let d = (oy * 3 + ox / 2 + 1) as u8;
                    let b = 1u16 << (d - 1);
                    if look.struck & b != 0 {
                        return (digit_char(d), theme::struck_out());
                    }
                    if look.pattern & b != 0 {
                        return (digit_char(d), theme::pattern());
                    }
                    if look.candidates & b != 0 {
                        return (digit_char(d), theme::candidate());
                    }
                }
                (' ', Style::new())
            } else if ox == 3 && oy == 1 {
                ('·', empty_style(look))
            } else {
                (' ', Style::new())
            }
        }
    }
}
