//! One puzzle per line: the `Line` and `Collection` formats.

use super::bytes::unexpected_cell;
use super::bytes::{cell_value, cells, column, describe_at, is_space, strip_cr, trim};
use super::bytes::{nul_message, CELL_TABLE, NOT_CELL};
use super::{Document, Format, GridEntry, ParseError, ParseErrorKind};
use crate::grid::{Grid, CELLS};

/// What one line of a collection holds.
pub(crate) enum LineKind {
    Blank,
    Comment,
    Puzzle(Grid),
}

/// True for the characters that may end the 81 cells and start a comment.
#[inline]
fn is_separator(b: u8) -> bool {
    is_space(b) || b == b':' || b == b'#'
}

/// Longest line of a one-puzzle-per-line file, in bytes without the `\n`: a puzzle line
/// is 81 cells and an optional comment, so only hostile input comes near it.
pub const MAX_LINE_LEN: usize = 64 * 1024;

/// Parses one line of a collection (without its `\n`; a trailing `\r` is dropped; a
/// byte order mark is the caller's business).
///
/// A line longer than [`MAX_LINE_LEN`] is an error, found from its first `MAX_LINE_LEN`
/// bytes (a problem there is reported as such, anything else as the line being too
/// long), so a reader streaming a huge line need pass only its first `MAX_LINE_LEN + 1`
/// bytes (a line of more than 81 cells that long is too long, whatever its length).
pub(crate) fn classify(file: &str, line_no: usize, line: &[u8]) -> Result<LineKind, ParseError> {
    if let Some(grid) = plain_puzzle(line) {
        return Ok(LineKind::Puzzle(grid));
    }
    if line.len() <= MAX_LINE_LEN {
        return classify_head(file, line_no, line, None);
    }
    let head = &line[..MAX_LINE_LEN];
    classify_head(file, line_no, head, Some(line))?;
    Err(too_long(file, line_no, head))
}

/// The usual puzzle line, taken at once: 81 cells from its first byte, then the end of
/// the line, or a separator and a comment without NUL bytes (one trailing `\r` dropped).
/// [`classify_head`] reads such a line as the same puzzle; every other line is left to it.
#[inline]
fn plain_puzzle(line: &[u8]) -> Option<Grid> {
    if line.len() > MAX_LINE_LEN {
        return None;
    }
    let line = strip_cr(line);
    let cells = leading_cells(line)?;
    match line.get(CELLS) {
        None => {}
        Some(&b) if is_separator(b) && !line[CELLS + 1..].contains(&0) => {}
        Some(_) => return None,
    }
    Some(Grid::from_cells(cells))
}

fn too_long(file: &str, line_no: usize, head: &[u8]) -> ParseError {
    too_long_for(file, line_no, head, "81 cells")
}

/// The error for a line over [`MAX_LINE_LEN`] bytes whose first `head` bytes were read,
/// `expected` saying what a puzzle line holds: `81 cells`, `16 cells (a 4x4 grid)`.
pub(crate) fn too_long_for(file: &str, line_no: usize, head: &[u8], expected: &str) -> ParseError {
    ParseError::new(
        ParseErrorKind::LineTooLong,
        file,
        line_no,
        column(head, head.len()),
        format!(
            "line too long (over {MAX_LINE_LEN} bytes), expected {expected} and an optional comment"
        ),
    )
}

/// [`classify`] on a whole line, or on the head of a longer one (`whole`): then whatever
/// depends on the rest of the line is reported as the line being too long.
fn classify_head(
    file: &str,
    line_no: usize,
    line: &[u8],
    whole: Option<&[u8]>,
) -> Result<LineKind, ParseError> {
    let cut = whole.is_some();
    let line = if cut { line } else { strip_cr(line) };
    if line.contains(&0) {
        let i = line.iter().position(|&b| b == 0).unwrap_or(0);
        return Err(ParseError::new(
            ParseErrorKind::NotText,
            file,
            line_no,
            column(line, i),
            nul_message(line),
        ));
    }
    let Some(start) = line.iter().position(|&b| !is_space(b)) else {
        return Ok(LineKind::Blank);
    };
    if line[start] == b'#' {
        return Ok(LineKind::Comment);
    }
    if super::rows::section(trim(line)).is_some() {
        // `[Puzzle]` above a puzzle line: a header, not a puzzle.
        return Ok(LineKind::Blank);
    }
    let mut grid_cells = [0u8; CELLS];
    for (k, cell) in grid_cells.iter_mut().enumerate() {
        let i = start + k;
        let Some(&b) = line.get(i) else {
            return Err(if cut {
                too_long(file, line_no, line)
            } else {
                too_few(file, line_no, line, i, k)
            });
        };
        match cell_value(b) {
            Some(v) => *cell = v,
            None if is_separator(b) => return Err(too_few(file, line_no, line, i, k)),
            None => return Err(unexpected_cell(file, line_no, line, i)),
        }
    }
    let end = start + CELLS;
    match line.get(end) {
        None if cut => return Err(too_long(file, line_no, line)),
        None => {}
        Some(&b) if is_separator(b) => {}
        // Digits on past the 81st into a line over the limit: too long, as any such line.
        Some(&b) if cut && cell_value(b).is_some() => return Err(too_long(file, line_no, line)),
        Some(&b) if cell_value(b).is_some() => {
            let run = line[end..]
                .iter()
                .take_while(|&&b| cell_value(b).is_some())
                .count();
            return Err(ParseError::new(
                ParseErrorKind::WrongLength,
                file,
                line_no,
                column(line, end),
                format!("line has {}, expected 81", cells(CELLS + run)),
            ));
        }
        Some(_) => {
            return Err(ParseError::new(
                ParseErrorKind::TrailingText,
                file,
                line_no,
                column(line, end),
                format!(
                    "unexpected {} after 81 cells, expected whitespace, ':' or '#' before a comment",
                    describe_at(line, end)
                ),
            ));
        }
    }
    Ok(LineKind::Puzzle(Grid::from_cells(grid_cells)))
}

fn too_few(file: &str, line_no: usize, line: &[u8], i: usize, found: usize) -> ParseError {
    let message = if spaced_cells(line) == Some(CELLS) {
        "line has 81 cells with spaces between them, expected 81 cells side by side \
         (or 9 rows of 9)"
            .to_string()
    } else {
        format!("line has {}, expected 81", cells(found))
    };
    ParseError::new(
        ParseErrorKind::WrongLength,
        file,
        line_no,
        column(line, i),
        message,
    )
}

/// How many cells a line holds when it is cells separated by whitespace, one character
/// each (`1 0 3 0 0 ...`); None when it holds anything else.
fn spaced_cells(line: &[u8]) -> Option<usize> {
    let mut n = 0;
    for word in line.split(|&b| is_space(b)).filter(|w| !w.is_empty()) {
        match word {
            [b] if cell_value(*b).is_some() => n += 1,
            _ => return None,
        }
    }
    Some(n)
}

/// The 81 cells at the start of `s`, if they are all cell characters. On x86-64 sixteen
/// bytes at a time with SSE2 (part of the base instruction set there, so nothing to detect
/// at run time); elsewhere by [`CELL_TABLE`]. Both give the same answer on every input.
#[inline]
fn leading_cells(s: &[u8]) -> Option<[u8; CELLS]> {
    let s: &[u8; CELLS] = s.get(..CELLS)?.try_into().ok()?;
    #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
    {
        cells_sse2(s)
    }
    #[cfg(not(all(target_arch = "x86_64", not(feature = "portable"))))]
    {
        cells_by_table(s)
    }
}

/// [`leading_cells`], one byte at a time.
#[cfg_attr(
    all(target_arch = "x86_64", not(feature = "portable")),
    allow(dead_code)
)]
#[inline]
fn cells_by_table(s: &[u8; CELLS]) -> Option<[u8; CELLS]> {
    let mut cells = [0u8; CELLS];
    let mut bad = 0u8;
    for (c, &b) in cells.iter_mut().zip(s) {
        let v = CELL_TABLE[b as usize];
        *c = v;
        bad |= v;
    }
    (bad & NOT_CELL == 0).then_some(cells)
}

/// [`leading_cells`], five blocks of sixteen bytes (the processor's kernel,
/// `solve::fast::simd`), then the last one by table.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[inline]
fn cells_sse2(s: &[u8; CELLS]) -> Option<[u8; CELLS]> {
    let mut cells = [0u8; CELLS];
    let mut valid = u16::MAX;
    for k in 0..5 {
        let from: &[u8; 16] = s[16 * k..16 * k + 16].try_into().ok()?;
        let (values, cell) = crate::solve::fast::simd::reader::cells16(from);
        cells[16 * k..16 * k + 16].copy_from_slice(&values);
        valid &= cell;
    }
    cells[80] = CELL_TABLE[s[80] as usize];
    (valid == u16::MAX && cells[80] & NOT_CELL == 0).then_some(cells)
}

/// Parses a whole file as one puzzle per line. One puzzle line alone is [`Format::Line`];
/// two or more, or any `#` comment line, make a [`Format::Collection`]. Each line goes
/// through [`classify`], which takes the usual 81-cell line at once.
pub(crate) fn parse_lines(file: &str, text: &[u8]) -> Result<Document, ParseError> {
    let mut puzzles = Vec::with_capacity(text.len() / (CELLS + 1) + 1);
    let mut comments = false;
    let mut pos = 0usize;
    let mut line_no = 0usize;
    loop {
        line_no += 1;
        let rest = &text[pos..];
        let end = rest.iter().position(|&b| b == b'\n');
        let line = &rest[..end.unwrap_or(rest.len())];
        match classify(file, line_no, line)? {
            LineKind::Blank => {}
            LineKind::Comment => comments = true,
            LineKind::Puzzle(grid) => puzzles.push(GridEntry {
                grid,
                line: line_no,
            }),
        }
        match end {
            Some(e) => pos += e + 1,
            None => break,
        }
    }
    if puzzles.is_empty() {
        return Err(super::no_puzzle(file));
    }
    let format = if puzzles.len() == 1 && !comments {
        Format::Line
    } else {
        Format::Collection
    };
    Ok(Document { format, puzzles })
}

#[cfg(test)]
#[path = "lines_tests.rs"]
mod tests;
