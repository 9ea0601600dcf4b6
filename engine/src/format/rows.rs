//! Nine rows of nine cells: `Rows`, `SpacedRows`, `Sdk`, `Ss` and `Bordered`.
//!
//! One scanner reads all five. Whitespace, `|` and Unicode box-drawing characters inside
//! a row are ignored, lines made only of border characters are skipped, `#`
//! lines are metadata, `[Puzzle]` opens the puzzle and any other `[Section]` after the
//! rows ends it. The format is then told from what was seen.

use super::bytes::unexpected_cell;
use super::bytes::{cell_value, cells, column, describe_at, is_space, strip_cr, trim};
use super::{Document, Format, GridEntry, ParseError, ParseErrorKind};
use crate::grid::{Grid, CELLS};

/// Length (3) of a Unicode box-drawing character (U+2500 to U+257F) at byte `i`, or 0.
#[inline]
pub(crate) fn box_char(s: &[u8], i: usize) -> usize {
    match s.get(i..i + 3) {
        Some([0xE2, 0x94 | 0x95, c]) if c & 0xC0 == 0x80 => 3,
        _ => 0,
    }
}

/// The app's blank, `·` (U+00B7): a blank cell in these formats.
const MIDDLE_DOT: &[u8] = "\u{b7}".as_bytes();

/// True for the vertical box-drawing lines (`│ ┃ ║` and their dashed forms).
fn is_vertical_box(s: &[u8]) -> bool {
    matches!(
        s,
        [0xE2, 0x94, 0x82 | 0x83 | 0x86 | 0x87 | 0x8A | 0x8B] | [0xE2, 0x95, 0x91 | 0x8E | 0x8F]
    )
}

/// True for a line made only of border characters (`- = + * |`, Unicode box drawing,
/// whitespace) with at least one horizontal piece (`-`, `=`, or a box-drawing character
/// other than a vertical line).
pub(crate) fn is_border(trimmed: &[u8]) -> bool {
    let mut horizontal = false;
    let mut i = 0;
    while i < trimmed.len() {
        let b = trimmed[i];
        let n = box_char(trimmed, i);
        if n > 0 {
            horizontal |= !is_vertical_box(&trimmed[i..i + n]);
            i += n;
            continue;
        }
        match b {
            b'-' | b'=' => horizontal = true,
            b'+' | b'*' | b'|' => {}
            _ if is_space(b) => {}
            _ => return false,
        }
        i += 1;
    }
    horizontal
}

/// True when a line has a `|` or a Unicode box-drawing character.
pub(crate) fn has_bar(line: &[u8]) -> bool {
    line.contains(&b'|') || (0..line.len()).any(|i| box_char(line, i) > 0)
}

/// The name of a `[Section]` header line, if the line is one.
pub(crate) fn section(trimmed: &[u8]) -> Option<&[u8]> {
    trimmed.strip_prefix(b"[")?.strip_suffix(b"]")
}

/// The cell at byte `i` of a row and its length in bytes: a cell character, or `·`.
fn cell_at(line: &[u8], i: usize) -> Option<(u8, usize)> {
    if line[i..].starts_with(MIDDLE_DOT) {
        return Some((0, MIDDLE_DOT.len()));
    }
    cell_value(line[i]).map(|v| (v, 1))
}

/// Where a line stops looking like a row of cells (the first byte that is neither a cell,
/// whitespace, `|` nor box drawing), or None when it is one.
fn not_a_row(line: &[u8]) -> Option<usize> {
    let mut i = 0;
    while i < line.len() {
        let step = if is_space(line[i]) || line[i] == b'|' {
            1
        } else if box_char(line, i) > 0 {
            box_char(line, i)
        } else {
            match cell_at(line, i) {
                Some((_, width)) => width,
                None => return Some(i),
            }
        };
        i += step;
    }
    None
}

/// What a line of a grid of rows is to a reader, once [`Around`] has set aside the lines
/// around the rows.
pub(crate) enum LineIs {
    /// Not a row: blank, a comment, a section header, a border, or in another section.
    Skipped,
    /// A section after the rows: the grid ends here.
    End,
    /// A row, to be read by the reader of its size.
    Row,
}

/// The lines around a grid of rows (comments, `[Puzzle]` and other sections, borders) and
/// what they tell of its format; shared by the 9x9 reader and the reader of every size.
#[derive(Default)]
pub(crate) struct Around {
    /// A `#` line or a `[Puzzle]` header.
    pub(crate) metadata: bool,
    /// A `|` in a row or a border line.
    pub(crate) bars: bool,
    /// The first line of the grid (border or row) starts with `*`, `+` or `|`.
    pub(crate) framed: bool,
    /// The line the grid starts on (border or row), 0 before it.
    pub(crate) start_line: usize,
    /// Inside a section other than `[Puzzle]`, whose lines are not the grid's.
    other_section: bool,
}

impl Around {
    /// What line `line_no` (trimmed: `t`) is; `have_rows` once a row has been read.
    pub(crate) fn line(&mut self, line_no: usize, t: &[u8], have_rows: bool) -> LineIs {
        if t.is_empty() {
            return LineIs::Skipped;
        }
        if t[0] == b'#' {
            self.metadata = true;
            return LineIs::Skipped;
        }
        if let Some(name) = section(t) {
            if name.eq_ignore_ascii_case(b"puzzle") {
                self.metadata = true;
                self.other_section = false;
            } else if have_rows {
                return LineIs::End;
            } else {
                self.other_section = true;
            }
            return LineIs::Skipped;
        }
        if self.other_section {
            return LineIs::Skipped;
        }
        if self.start_line == 0 {
            self.start_line = line_no;
            self.framed = matches!(t[0], b'*' | b'+' | b'|') || box_char(t, 0) > 0;
        }
        if is_border(t) {
            self.bars |= t.contains(&b'|') || t.contains(&b'+') || !t.is_ascii();
            return LineIs::Skipped;
        }
        LineIs::Row
    }

    /// The format the grid was in: `spaced` when its first row has whitespace between
    /// cells, `sdk` when a blank was written the way only `.sdk` files write it.
    pub(crate) fn format(&self, spaced: bool, sdk: bool) -> Format {
        if self.bars {
            if self.framed {
                Format::Bordered
            } else {
                Format::Ss
            }
        } else if spaced {
            Format::SpacedRows
        } else if self.metadata || sdk {
            Format::Sdk
        } else {
            Format::Rows
        }
    }
}

pub(crate) fn parse_rows(file: &str, text: &[u8]) -> Result<Document, ParseError> {
    let mut grid = [0u8; CELLS];
    let mut rows = 0usize;
    let mut last_row_line = 0usize;
    let mut extra: Option<(usize, usize)> = None; // (line of the 10th row, rows beyond 9)
    let mut around = Around::default();
    // A `.` blank, and whether the first row has whitespace between cells.
    let (mut dot, mut spaced) = (false, false);

    for (idx, raw) in text.split(|&b| b == b'\n').enumerate() {
        let line_no = idx + 1;
        let line = strip_cr(raw);
        let t = trim(line);
        match around.line(line_no, t, rows > 0) {
            LineIs::Skipped => continue,
            LineIs::End => break,
            LineIs::Row => {}
        }
        if rows == 9 {
            if extra.is_none() {
                // A row too many, or text after the grid: tell which.
                if let Some(i) = not_a_row(line) {
                    return Err(ParseError::new(
                        ParseErrorKind::TrailingText,
                        file,
                        line_no,
                        column(line, i),
                        format!(
                            "unexpected {} after the 9 rows of the grid, expected nothing \
                             more (a line starting with '#' is a comment)",
                            describe_at(line, i)
                        ),
                    ));
                }
            }
            let e = extra.get_or_insert((line_no, 0));
            e.1 += 1;
            continue;
        }
        let row = rows;
        let mut n = 0usize;
        let mut after_last = 0usize; // byte just after the last cell
        let mut tenth = 0usize; // byte of the 10th cell
        let mut gap = false;
        let mut i = 0;
        while i < line.len() {
            let b = line[i];
            if is_space(b) {
                gap = n > 0;
                i += 1;
                continue;
            }
            let bar = if b == b'|' { 1 } else { box_char(line, i) };
            if bar > 0 {
                around.bars = true;
                i += bar;
                continue;
            }
            let (v, width) = match cell_at(line, i) {
                Some(cell) => cell,
                None => return Err(unexpected_cell(file, line_no, line, i)),
            };
            if row == 0 && gap {
                spaced = true;
            }
            gap = false;
            dot |= b == b'.';
            if n < 9 {
                grid[row * 9 + n] = v;
            } else if n == 9 {
                tenth = i;
            }
            n += 1;
            i += width;
            after_last = i;
        }
        if n != 9 {
            let at = match n {
                0 => 0,
                1..=8 => after_last,
                _ => tenth,
            };
            return Err(ParseError::new(
                ParseErrorKind::WrongRowLength,
                file,
                line_no,
                column(line, at),
                format!("row {} has {}, expected 9", row + 1, cells(n)),
            ));
        }
        rows += 1;
        last_row_line = line_no;
    }

    if let Some((line_no, more)) = extra {
        return Err(ParseError::new(
            ParseErrorKind::WrongRowCount,
            file,
            line_no,
            1,
            format!("expected 9 rows, found {}", 9 + more),
        ));
    }
    if rows == 0 {
        return Err(super::no_puzzle(file));
    }
    if rows < 9 {
        return Err(ParseError::new(
            ParseErrorKind::WrongRowCount,
            file,
            last_row_line + 1,
            1,
            format!("expected 9 rows, found {rows}"),
        ));
    }
    let format = around.format(spaced, dot);
    Ok(Document {
        format,
        puzzles: vec![GridEntry {
            grid: Grid::from_cells(grid),
            line: around.start_line,
        }],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn borders() {
        assert!(is_border(b"-----------"));
        assert!(is_border(b"*-----------*"));
        assert!(is_border(b"|---+---+---|"));
        assert!(is_border(b"+-------+-------+-------+"));
        assert!(is_border(b"------+-------+------"));
        assert!(!is_border(b"|...|...|...|"));
        assert!(!is_border(b"***|***|***"));
        assert!(!is_border(b"-1-"));
        assert!(is_border("┌───────┬───────┬───────┐".as_bytes()));
        assert!(is_border("╠═══╪═══╪═══╣".as_bytes()));
        assert!(is_border("├───┼───┼───┤".as_bytes()));
        assert!(!is_border("│ 1 . 3 │".as_bytes()));
        assert!(!is_border("│ │ │".as_bytes()));
        assert!(!is_border("─é─".as_bytes()));
    }

    #[test]
    fn the_apps_blank_is_a_cell() {
        assert_eq!(cell_at("·1".as_bytes(), 0), Some((0, 2)));
        assert_eq!(cell_at("·1".as_bytes(), 2), Some((1, 1)));
        assert_eq!(not_a_row("┃ 1 │ · ┃ 3".as_bytes()), None);
        assert_eq!(not_a_row(b"12 ab"), Some(3));
    }

    #[test]
    fn sections() {
        assert_eq!(section(b"[Puzzle]"), Some(&b"Puzzle"[..]));
        assert_eq!(section(b"[State]"), Some(&b"State"[..]));
        assert_eq!(section(b"Puzzle"), None);
    }
}
