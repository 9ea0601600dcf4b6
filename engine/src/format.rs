//! Puzzle files: reading every common sudoku text format (auto-detected) and writing them.
//!
//! # Formats
//!
//! | [`Format`] | shape | blanks written |
//! |---|---|---|
//! | `Rows` | 9 lines of 9 digits (Baekjoon 2239) | `0` |
//! | `SpacedRows` | 9 lines of 9 digits separated by spaces (Baekjoon 2580) | `0` |
//! | `Line` | one line of 81 cells | `.` |
//! | `Collection` | one 81-cell puzzle per line, `#` comments (`.sdm`, tdoku lists) | `.` |
//! | `Sdk` | SadMan: `#X` metadata lines, optional `[Puzzle]`, 9 lines | `.` |
//! | `Ss` | SimpleSudoku: `xxx\|xxx\|xxx` rows, `-----------` between bands | `.` |
//! | `Bordered` | `*-----------*` frame, `\|xxx\|xxx\|xxx\|` rows, `\|---+---+---\|` rules; also `+---+` frames, spaced cells and Unicode box drawing (`┌─┬┐ │ ├─┼┤`) | `.` |
//!
//! Reading is lenient where it is harmless. In every format a cell is a digit `1`-`9`
//! or a blank: `0`, `.`, `_`, `*` or `X` (not lowercase `x`, which reads more like a
//! letter than a blank). LF, CRLF and lone CR line endings (old Mac files; terminals
//! paste lines with CR between them), a UTF-8 byte order mark, a missing final newline,
//! blank lines and surrounding whitespace are all accepted.
//!
//! - **Line / Collection**: after the 81st cell, whitespace, `:` or `#` starts a comment
//!   that runs to the end of the line (so `puzzle:count:solution` lines read as the
//!   puzzle); a cell character there means the line is too long. Lines starting with `#`
//!   are comments. A file whose only puzzle line stands alone is a `Line`; two or more
//!   puzzle lines, or any `#` comment line, make it a `Collection`. A `[Section]` header
//!   line (`[Puzzle]` above a puzzle line) is skipped like a blank line. One bad line rejects
//!   the whole collection; so does a line over 64 KiB ([`MAX_LINE_LEN`]), which no
//!   puzzle line comes near (it is judged from its first 64 KiB, for streaming readers).
//! - **Nine-row formats** (`Rows`, `SpacedRows`, `Sdk`, `Ss`, `Bordered`): a row's cells
//!   may be separated by whitespace, `|` and box-drawing characters; lines of border
//!   characters (`-`, `=`, `+`, `*`, `|`, box drawing, with at least one horizontal
//!   piece) are skipped; `#` lines are metadata;
//!   `[Puzzle]` opens the grid and any other `[Section]` (such as SadMan's `[State]`)
//!   is skipped, or ends the grid once rows have been read. These files hold one puzzle.
//!   In these formats `·` (the app's own blank) is a blank too, so that a grid copied
//!   from the app's screen reads back.
//!
//! # Detection
//!
//! A file with a single significant line (not blank, a `#` comment or a `[Section]`
//! header) holds one puzzle line, unless that line is a border. Otherwise the first
//! significant line decides: 41 or more cell characters at its start mean one puzzle
//! per line; then a `|`, a box-drawing character or a border line means a nine-row
//! format; then a first word of 41 or more characters means one puzzle per line;
//! anything else is a nine-row format. Among the nine-row formats: bars with an outer
//! frame are `Bordered`, bars without one `Ss`; spaces between the cells of the first
//! row `SpacedRows`; a `#` line, a `[Puzzle]` header or a `.` blank `Sdk`; otherwise
//! `Rows`. So a plain 9x9 grid with `.` blanks reads as `Sdk` (the SadMan layout) and
//! one with `0` blanks as `Rows`.
//! When the text does not fit, the error is the one the chosen format reports.
//!
//! Puzzles of other sizes (4×4 to 25×25, digits above 9 as letters) are read by
//! [`parse_boards`] and [`parse_board_line`] into [`Board`](crate::board::Board)s, beside
//! these readers, which stay 9×9; see there.
//!
//! # Errors
//!
//! A [`ParseError`] names the file, the 1-based line and column (in characters) and
//! what was expected. Whole-file problems (missing, unreadable, too large, no puzzle)
//! have line 0. Text inside comments is not checked, except that a NUL byte anywhere
//! rejects the file as not being text. Givens that clash are not a parse error.

mod boards;
mod bytes;
mod error;
mod error_kind;
mod lines;
mod printable;
mod read;
mod rows;
mod size_words;
mod write;

use std::fmt;
use std::path::Path;

use crate::grid::Grid;

pub use boards::{
    parse_board_line, parse_boards, write_board, write_board_noted, Alphabet, BoardDocument,
    BoardEntry,
};
pub use bytes::{line_end, split_lines};
pub(crate) use error::no_puzzle;
pub use error::ParseError;
pub use error_kind::ParseErrorKind;
pub use lines::MAX_LINE_LEN;
pub use printable::{path_name, printable};
pub use read::{io_message, io_reason, read_boards_path, read_path, MAX_FILE_SIZE};
pub use size_words::a_size;
pub use write::{carries_note, write, write_collection, write_noted};

/// A puzzle file format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Nine lines of nine digits, `0` blank.
    Rows,
    /// Nine lines of nine digits separated by single spaces, `0` blank.
    SpacedRows,
    /// One line of 81 cells.
    Line,
    /// One 81-cell puzzle per line, with `#` comment lines.
    Collection,
    /// SadMan `.sdk`: metadata lines, `[Puzzle]`, nine lines with `.` blanks.
    Sdk,
    /// SimpleSudoku `.ss`: `xxx|xxx|xxx` rows and `-----------` rules.
    Ss,
    /// A framed grid as copied from many sudoku programs.
    Bordered,
}

impl Format {
    /// Every format, in the order of the table in the module docs.
    pub const ALL: [Format; 7] = [
        Format::Rows,
        Format::SpacedRows,
        Format::Line,
        Format::Collection,
        Format::Sdk,
        Format::Ss,
        Format::Bordered,
    ];

    /// Short human name.
    pub fn name(self) -> &'static str {
        match self {
            Format::Rows => "9 lines of digits",
            Format::SpacedRows => "9 lines of spaced digits",
            Format::Line => "one 81-character line",
            Format::Collection => "one puzzle per line",
            Format::Sdk => "SadMan .sdk",
            Format::Ss => "SimpleSudoku .ss",
            Format::Bordered => "bordered grid",
        }
    }

    /// The format to save to a path in, from its extension (case-insensitive): `.sdk`,
    /// `.ss`, `.sdm` (a collection); anything else is `Rows`.
    pub fn for_path(path: &Path) -> Format {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match ext.as_deref() {
            Some("sdk") => Format::Sdk,
            Some("ss") => Format::Ss,
            Some("sdm") => Format::Collection,
            _ => Format::Rows,
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One puzzle of a document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridEntry {
    /// The puzzle: its givens, blanks as 0.
    pub grid: Grid,
    /// 1-based line where the puzzle starts (its first row, or its top border).
    pub line: usize,
}

/// A parsed file: its format and its puzzles (at least one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Document {
    /// The format the text was read as (see the module docs' detection rules).
    pub format: Format,
    /// The puzzles in file order: one for every format but [`Format::Collection`].
    pub puzzles: Vec<GridEntry>,
}

enum Family {
    Lines,
    Rows,
}

/// Picks the parser from the first significant line (see the module docs).
fn detect(text: &[u8]) -> Option<Family> {
    let mut first: Option<&[u8]> = None;
    for raw in text.split(|&b| b == b'\n') {
        let t = bytes::trim(raw);
        if t.is_empty() || t[0] == b'#' || rows::section(t).is_some() {
            continue;
        }
        let Some(line) = first else {
            first = Some(t);
            continue;
        };
        // A second significant line: the first one decides.
        let run = line
            .iter()
            .take_while(|&&b| bytes::cell_value(b).is_some())
            .count();
        if run >= LONG_WORD {
            return Some(Family::Lines);
        }
        if rows::has_bar(line) || rows::is_border(line) {
            return Some(Family::Rows);
        }
        let word = line.iter().take_while(|&&b| !bytes::is_space(b)).count();
        return Some(if word >= LONG_WORD {
            Family::Lines
        } else {
            Family::Rows
        });
    }
    // A single significant line is a puzzle line, unless it is a lone border.
    let line = first?;
    Some(if rows::is_border(line) {
        Family::Rows
    } else {
        Family::Lines
    })
}

/// A first word this long means one puzzle per line (a row has 9 cells, a line 81).
const LONG_WORD: usize = 41;

/// Parses a puzzle file of any supported format, detected from the text (see the module
/// docs). `file` is only used in messages.
///
/// ```
/// use sudoku_engine::format::{self, Format, ParseErrorKind};
///
/// let text = "\
/// 1.3|...|5.9
/// ..2|1.9|4..
/// ...|7.4|...
/// -----------
/// 3..|5.2|..6
/// .6.|...|.5.
/// 7..|8.3|..4
/// -----------
/// ...|4.1|...
/// ..9|2.5|8..
/// 8.4|...|1.7
/// ";
/// let document = format::parse("puzzle.ss", text.as_bytes()).expect("a puzzle");
/// assert_eq!(document.format, Format::Ss);
/// let entry = &document.puzzles[0];
/// assert_eq!(entry.line, 1);
/// assert_eq!(entry.grid.get(2), 3); // r1c3
///
/// // A row one cell short: the error names the file, the line and the column.
/// let error = format::parse("short.txt", b"12345678\n").unwrap_err();
/// assert_eq!(error.kind, ParseErrorKind::WrongLength);
/// assert_eq!(error.to_string(), "short.txt:1:9: line has 8 cells, expected 81");
/// ```
pub fn parse(file: &str, bytes: &[u8]) -> Result<Document, ParseError> {
    let text = bytes.strip_prefix(bytes::BOM).unwrap_or(bytes);
    // A lone `\r` ends a line as `\n` does (old Mac files, text pasted in a terminal).
    let text = &*bytes::lone_cr_as_lf(text);
    // `contains` on bytes is a fast memchr; the position is only needed for the message.
    if let Some(i) = text
        .contains(&0)
        .then(|| text.iter().position(|&b| b == 0))
        .flatten()
    {
        let line_start = text[..i]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let line_no = text[..line_start].iter().filter(|&&b| b == b'\n').count() + 1;
        let line = &text[line_start..];
        let line = &line[..line.iter().position(|&b| b == b'\n').unwrap_or(line.len())];
        return Err(ParseError::new(
            ParseErrorKind::NotText,
            file,
            line_no,
            bytes::column(line, i - line_start),
            bytes::nul_message(line),
        ));
    }
    match detect(text) {
        None => Err(no_puzzle(file)),
        Some(Family::Lines) => lines::parse_lines(file, text),
        Some(Family::Rows) => rows::parse_rows(file, text),
    }
}

/// Parses one line of a one-puzzle-per-line file, for reading huge collections as a
/// stream. `line_no` is 1-based and only used in messages; `line` has no `\n` (a
/// trailing `\r` is dropped; a byte order mark is skipped on line 1 only, as [`parse`]
/// does). `Ok(None)` for a blank line or a `#` comment line. A line longer than
/// [`MAX_LINE_LEN`] is an error found from its first `MAX_LINE_LEN` bytes alone, so a
/// reader may pass just the first `MAX_LINE_LEN + 1` bytes of a longer line.
pub fn parse_collection_line(
    file: &str,
    line_no: usize,
    line: &[u8],
) -> Result<Option<Grid>, ParseError> {
    let line = match line_no {
        1 => line.strip_prefix(bytes::BOM).unwrap_or(line),
        _ => line,
    };
    Ok(match lines::classify(file, line_no, line)? {
        lines::LineKind::Puzzle(g) => Some(g),
        lines::LineKind::Blank | lines::LineKind::Comment => None,
    })
}

#[cfg(test)]
mod tests;
