//! Reading puzzles of every size ([`Shape::STANDARD`]: 4×4 to 25×25) into [`Board`]s,
//! beside the 9×9 readers, which stay as they are.
//!
//! # Sizes and alphabet
//!
//! The size is read from the text: a line of N² cells (16, 36, 64, 81, 144, 256 or 625)
//! is one puzzle, N lines of N cells are one grid. Digits above 9 are letters, either
//! case: `A` = 10, `B` = 11, … `G` = 16, … `P` = 25. A blank is `.` or `0` (`_` and `*`
//! too). Between the cells of a row or a line there may be spaces, `|` and box drawing;
//! lines of border characters are skipped, `#` lines are comments (metadata in a grid),
//! `[Section]` headers are read as the nine-row formats read them.
//!
//! A puzzle that is read as 9×9 is read by the 9×9 readers ([`parse`](super::parse),
//! [`parse_collection_line`](super::parse_collection_line)): the same puzzles, the same
//! errors, the same speed. Other sizes differ from them only where the size needs it: a
//! line may have spaces between its cells; after the cells of a line, `#` or `:` starts a
//! comment, and so does whitespace after a first word that is a whole line of cells.
//!
//! # The hex convention
//!
//! 16×16 puzzles are often written with the sixteen hex digits `0`-`F` and `.` blanks.
//! A 16×16 puzzle is read that way when it has a `0`, no `G`, and either another blank
//! (`.`) or `0`s of which no two share a row, a column or a box (a whole grid written in
//! hex, such as a solution): `0` is then the digit 16, and `1`-`9`, `A`-`F` are what
//! they always are. Otherwise `0` is a blank. Each puzzle remembers its [`Alphabet`],
//! and writes in it, so that what is written reads back as the same puzzle (see
//! [`Alphabet::writing`]).
//!
//! # Detection
//!
//! One significant line (not blank, a comment or a header) is a puzzle line. Otherwise
//! the shape of the whole text decides: a first line that is a border or has a bar means
//! a grid; lines of 16 cells, most of the text, are the rows of one 16×16 grid when most
//! of them hold a digit above 4, or when there are sixteen lines and no digit says 4×4
//! (a digit, none above 4), and 4×4 puzzles otherwise; lines most of which hold a
//! standard number of cells (36, 64, 81, 144, 256, 625), or 41 cells or more, or a
//! first word of 41 characters or more, mean one puzzle per line, each line read on its
//! own (so a collection may mix sizes); anything else is a grid, whose size is the one
//! most of its rows give (so one bad row, first or not, is named as the row it is).
//! A line over [`MAX_LINE_LEN`] bytes is too long at every size.
//!
//! # Errors
//!
//! Errors have the form of the 9×9 readers' (`FILE:LINE:COL: message`) and name the size
//! expected: `line has 15 cells, expected 16 (a 4x4 grid)`, `row 3 has 15 cells,
//! expected 16`, `unexpected 'H', expected a digit 1-9, a letter A-G or a blank (0 .) in
//! a 16x16 grid`. Where the nearest size is 9×9, the error is the 9×9 reader's.
//!
//! ```
//! use sudoku_engine::format::{parse_boards, Alphabet, Format};
//!
//! let doc = parse_boards("four.txt", b"1.3.\n..2.\n.1..\n4...\n").unwrap();
//! assert_eq!(doc.format, Format::Sdk);
//! let entry = &doc.puzzles[0];
//! assert_eq!(entry.board.side(), 4);
//! assert_eq!(entry.board.get(2), 3);
//! assert_eq!(entry.alphabet, Alphabet::Letters);
//!
//! let e = parse_boards("f", b"123412341234123\n").unwrap_err();
//! assert_eq!(e.to_string(), "f:1:16: line has 15 cells, expected 16 (a 4x4 grid)");
//! ```

mod alphabet;
mod cells;
mod grid_rows;
mod write;

use super::bytes::{self, column, is_space, strip_cr, trim};
use super::lines::{classify, too_long_for, LineKind, MAX_LINE_LEN};
use super::{parse, Format, ParseError, ParseErrorKind};
use crate::board::Board;
use crate::shape::Shape;
use alphabet::ZERO;

pub use alphabet::Alphabet;
pub use write::{write_board, write_board_noted};

/// One puzzle of any size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardEntry {
    /// The puzzle: its givens, blanks as 0.
    pub board: Board,
    /// 1-based line where the puzzle starts.
    pub line: usize,
    /// How its digits were written.
    pub alphabet: Alphabet,
}

/// A parsed file of puzzles of any size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardDocument {
    /// The format the text was read as.
    pub format: Format,
    /// The puzzles in file order: one for every format but [`Format::Collection`].
    pub puzzles: Vec<BoardEntry>,
}

/// Why the reader of other sizes gave up: the error to report, or None when the 9×9
/// reader's error is the one to report (the text is nearest 9×9, or no size at all).
type Miss = Option<ParseError>;

/// Parses a puzzle file of any size and supported format (see the module docs). A text
/// the 9×9 reader [`parse`] reads is read by it, to the same puzzles.
pub fn parse_boards(file: &str, bytes: &[u8]) -> Result<BoardDocument, ParseError> {
    let nine = match parse(file, bytes) {
        Ok(doc) => {
            let puzzles = doc
                .puzzles
                .iter()
                .map(|e| BoardEntry {
                    board: Board::from(&e.grid),
                    line: e.line,
                    alphabet: Alphabet::Letters,
                })
                .collect();
            return Ok(BoardDocument {
                format: doc.format,
                puzzles,
            });
        }
        Err(e) => e,
    };
    let text = bytes.strip_prefix(bytes::BOM).unwrap_or(bytes);
    let text = &*bytes::lone_cr_as_lf(text);
    if text.contains(&0) {
        return Err(nine);
    }
    let read = match detect(text) {
        None => return Err(nine),
        Some(true) => read_lines(file, text),
        Some(false) => grid_rows::read(file, text),
    };
    read.map_err(|miss| miss.unwrap_or(nine))
}

/// Parses one line of a one-puzzle-per-line file of any size, as
/// [`parse_collection_line`](super::parse_collection_line) does for 9×9 (which reads
/// every 81-cell line here, to the same puzzle or error). `Ok(None)` for a blank line, a
/// comment or a `[Section]` header.
pub fn parse_board_line(
    file: &str,
    line_no: usize,
    line: &[u8],
) -> Result<Option<BoardEntry>, ParseError> {
    let line = match line_no {
        1 => line.strip_prefix(bytes::BOM).unwrap_or(line),
        _ => line,
    };
    let nine = match classify(file, line_no, line) {
        Ok(LineKind::Puzzle(grid)) => {
            return Ok(Some(BoardEntry {
                board: Board::from(&grid),
                line: line_no,
                alphabet: Alphabet::Letters,
            }))
        }
        Ok(LineKind::Blank | LineKind::Comment) => return Ok(None),
        Err(e) => e,
    };
    if line.contains(&0) {
        return Err(nine);
    }
    if line.len() > MAX_LINE_LEN {
        return Err(long_line(file, line_no, line, nine));
    }
    other_size_line(file, line_no, strip_cr(line)).map_err(|miss| miss.unwrap_or(nine))
}

/// The error for a line over [`MAX_LINE_LEN`] bytes that the 9×9 reader refused with
/// `nine`, judged from its head as the 9×9 reader judges it: a puzzle line of another
/// size there (with a comment running on), or cells up to the cut, make the line too
/// long; a problem in the head is reported as such.
fn long_line(file: &str, line_no: usize, line: &[u8], nine: ParseError) -> ParseError {
    if nine.kind == ParseErrorKind::LineTooLong {
        return nine;
    }
    let head = &line[..MAX_LINE_LEN];
    match other_size_line(file, line_no, head) {
        Ok(Some(entry)) => {
            let shape = entry.board.shape();
            let expected = format!("{} cells ({})", shape.cells(), cells::grid_words(shape));
            too_long_for(file, line_no, head, &expected)
        }
        // Cells up to the cut, with no comment: how many there are is past the head.
        Err(Some(e))
            if e.kind == ParseErrorKind::WrongLength
                && !head.contains(&b'#')
                && !head.contains(&b':') =>
        {
            too_long_for(file, line_no, head, "a puzzle's cells")
        }
        Err(Some(e)) => e,
        Ok(None) | Err(None) => nine,
    }
}

/// A line the 9×9 reader refused, read at the size its cells give.
fn other_size_line(file: &str, line_no: usize, line: &[u8]) -> Result<Option<BoardEntry>, Miss> {
    let cells = match cells::read(line, true) {
        Ok(c) => c,
        Err(cells::NotACell(i)) => {
            let meant = cells::count_meant(line);
            let shape = cells::nearest_by_cells(meant);
            // Too few cells to tell a size by: the 9x9 reader's error.
            return Err((meant >= MIN_CELLS && other_than_nine(shape))
                .then(|| cells::bad_cell(file, line_no, line, i, shape, Alphabet::Letters)));
        }
    };
    let found = cells.values.len();
    let Some(shape) = Shape::for_cells(found) else {
        let shape = cells::nearest_by_cells(found);
        if !other_than_nine(shape) {
            return Err(None);
        }
        let want = shape.cells();
        let at = if found < want {
            cells.at.last().map_or(0, |&i| i + 1)
        } else {
            cells.at[want]
        };
        return Err(Some(ParseError::new(
            ParseErrorKind::WrongLength,
            file,
            line_no,
            column(line, at),
            format!(
                "line has {}, expected {want} ({})",
                bytes::cells(found),
                cells::grid_words(shape)
            ),
        )));
    };
    if !other_than_nine(shape) {
        return Err(None);
    }
    let alphabet = alphabet::read_as(shape, &cells.values);
    let values = cells::values_in(shape, alphabet, &cells.values).map_err(|k| {
        Some(cells::bad_cell(
            file,
            line_no,
            line,
            cells.at[k],
            shape,
            alphabet,
        ))
    })?;
    // The values were checked against the shape just now.
    let board = Board::from_cells(shape, values).map_err(|_| None)?;
    Ok(Some(BoardEntry {
        board,
        line: line_no,
        alphabet,
    }))
}

/// A line with fewer cell characters than this before a character that is none gives no
/// size to name: its error is the 9×9 reader's.
const MIN_CELLS: usize = 8;

/// True for every shape but 9×9, whose errors are the 9×9 reader's.
fn other_than_nine(shape: Shape) -> bool {
    shape != Shape::NINE
}

/// Every line of a one-puzzle-per-line text, each read on its own.
fn read_lines(file: &str, text: &[u8]) -> Result<BoardDocument, Miss> {
    let mut puzzles = Vec::new();
    let mut comments = false;
    for (i, line) in text.split(|&b| b == b'\n').enumerate() {
        let t = trim(line);
        comments |= t.first() == Some(&b'#');
        if let Some(entry) = parse_board_line(file, i + 1, line).map_err(Some)? {
            puzzles.push(entry);
        }
    }
    if puzzles.is_empty() {
        return Err(None);
    }
    let format = if puzzles.len() == 1 && !comments {
        Format::Line
    } else {
        Format::Collection
    };
    Ok(BoardDocument { format, puzzles })
}

/// True for one puzzle per line, false for a grid of rows; None with no puzzle at all.
/// Told from the shape of the whole text: the number of cells most lines hold, and how
/// many lines there are (see the module docs). One pass, in memory for each count of
/// cells seen, not each line.
fn detect(text: &[u8]) -> Option<bool> {
    let mut first: Option<&[u8]> = None;
    let mut tally = cells::Tally::default();
    // Of the lines of 16 cells: those with a digit above 4, and whether any has a digit.
    let (mut wide, mut digits) = (0usize, false);
    for t in text.split(|&b| b == b'\n').map(trim) {
        if t.is_empty() || t[0] == b'#' || super::rows::section(t).is_some() {
            continue;
        }
        if first.is_none() {
            if super::rows::is_border(t) || super::rows::has_bar(t) {
                return Some(false);
            }
            first = Some(t);
        }
        let count = match cells::read(t, true) {
            Ok(c) => {
                if c.values.len() == 16 {
                    wide += usize::from(c.values.iter().any(|d| (5..=25).contains(d)));
                    digits |= c.values.iter().any(|&d| d != 0 && d != ZERO);
                }
                c.values.len()
            }
            Err(_) => cells::count_meant(t),
        };
        tally.add(count);
    }
    let first = first?;
    if tally.lines() == 1 {
        return Some(true);
    }
    let common = tally.most()?;
    if common == 16 {
        return Some(!sixteen_rows(&tally, wide, digits));
    }
    let word = first.iter().take_while(|&&b| !is_space(b)).count();
    Some(Shape::for_cells(common).is_some() || common >= 41 || word >= 41)
}

/// Lines of 16 cells, most of them: the rows of one 16×16 grid rather than 4×4 puzzles
/// when most of them hold a digit above 4 (`wide` of them; no 4×4 puzzle has one), or
/// when there are sixteen lines and no digit says 4×4 (one is above 4, or there is no
/// digit at all: `digits`).
fn sixteen_rows(tally: &cells::Tally, wide: usize, digits: bool) -> bool {
    let sixteen = tally.of(16);
    if sixteen * 2 <= tally.lines() {
        return false;
    }
    if wide * 2 > sixteen {
        return true;
    }
    tally.lines() == 16 && (wide > 0 || !digits)
}

#[cfg(test)]
mod tests;
