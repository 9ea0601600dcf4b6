//! The cells of one line at any size: digits `1`-`9`, letters for 10 and up, blanks, and
//! what separates them; then, once the size is known, their values in its alphabet.

use super::super::bytes::{column, describe_at, is_space};
use super::super::rows::box_char;
use super::super::{ParseError, ParseErrorKind};
use super::alphabet::ZERO;
use super::Alphabet;
use crate::shape::{digit_char, Shape};

/// The raw value of a cell character: 1..=9 for a digit, 10..=25 for a letter `A`-`P`
/// (either case; later letters are a digit of no size),
/// [`ZERO`] for `0`, 0 for the other blanks (`.`, `_`, `*`); None for anything else.
#[inline]
pub(super) fn raw_value(b: u8) -> Option<u8> {
    match b {
        b'1'..=b'9' => Some(b - b'0'),
        b'A'..=b'P' => Some(b - b'A' + 10),
        b'a'..=b'p' => Some(b - b'a' + 10),
        b'0' => Some(ZERO),
        b'.' | b'_' | b'*' => Some(0),
        _ => None,
    }
}

/// The cells of a line as read, before the size is known.
#[derive(Default)]
pub(super) struct Cells {
    /// Raw values ([`raw_value`]).
    pub values: Vec<u8>,
    /// The byte of each cell in its line.
    pub at: Vec<usize>,
    /// Whitespace between two cells.
    pub spaced: bool,
    /// A `|` or a box-drawing character.
    pub bars: bool,
}

/// Where a line stopped being cells: the byte of the first character that is neither a
/// cell nor a separator.
pub(super) struct NotACell(pub usize);

/// The cells of `line`. Whitespace, `|` and box drawing separate cells; with
/// `comments`, `#` or `:` end them (the rest of the line is a comment), and so does
/// whitespace after a first word that is a whole puzzle line of a standard size.
pub(super) fn read(line: &[u8], comments: bool) -> Result<Cells, NotACell> {
    let mut cells = Cells::default();
    let start = line
        .iter()
        .position(|&b| !is_space(b))
        .unwrap_or(line.len());
    if comments {
        let word = line[start..].iter().take_while(|&&b| !is_space(b)).count();
        let whole = &line[start..start + word];
        if Shape::for_cells(word).is_some() && whole.iter().all(|&b| raw_value(b).is_some()) {
            cells.values = whole.iter().map(|&b| raw_value(b).unwrap_or(0)).collect();
            cells.at = (start..start + word).collect();
            let rest = &line[start + word..];
            // Text may follow after a separator; another cell character would mean a
            // longer line, which the reading below reports.
            if rest.is_empty() || is_space(rest[0]) {
                return Ok(cells);
            }
            cells = Cells::default();
        }
    }
    let mut gap = false;
    let mut i = start;
    while i < line.len() {
        let b = line[i];
        if is_space(b) {
            gap = !cells.values.is_empty();
            i += 1;
            continue;
        }
        if comments && (b == b'#' || b == b':') {
            break;
        }
        let bar = if b == b'|' { 1 } else { box_char(line, i) };
        if bar > 0 {
            cells.bars = true;
            i += bar;
            continue;
        }
        let Some(v) = raw_value(b) else {
            return Err(NotACell(i));
        };
        cells.spaced |= gap;
        gap = false;
        cells.values.push(v);
        cells.at.push(i);
        i += 1;
    }
    Ok(cells)
}

/// How many cell characters `line` holds before a comment, counting past characters
/// that are not cells: the size a line was meant to be, for messages.
pub(super) fn count_meant(line: &[u8]) -> usize {
    line.iter()
        .take_while(|&&b| b != b'#' && b != b':')
        .filter(|&&b| raw_value(b).is_some())
        .count()
}

/// How many lines hold how many cells, counted as they come (in memory for each count
/// seen, not each line): the count most lines hold, the first seen on a tie.
#[derive(Default)]
pub(super) struct Tally {
    /// Cells -> (lines holding that many, the first such line's place).
    seen: std::collections::HashMap<usize, (usize, usize)>,
    lines: usize,
}

impl Tally {
    pub(super) fn add(&mut self, cells: usize) {
        let first = self.lines;
        self.seen.entry(cells).or_insert((0, first)).0 += 1;
        self.lines += 1;
    }

    /// The count most lines hold; None before any line.
    pub(super) fn most(&self) -> Option<usize> {
        self.seen
            .iter()
            .max_by_key(|&(_, &(times, first))| (times, std::cmp::Reverse(first)))
            .map(|(&c, _)| c)
    }

    /// Lines holding `cells` cells.
    pub(super) fn of(&self, cells: usize) -> usize {
        self.seen.get(&cells).map_or(0, |&(times, _)| times)
    }

    /// Lines counted.
    pub(super) fn lines(&self) -> usize {
        self.lines
    }
}

/// The standard shape whose cell count is nearest `n` (the larger one on a tie).
pub(super) fn nearest_by_cells(n: usize) -> Shape {
    nearest(n, Shape::cells)
}

/// The standard shape whose side is nearest `n` (the larger one on a tie).
pub(super) fn nearest_by_side(n: usize) -> Shape {
    nearest(n, Shape::side)
}

fn nearest(n: usize, of: fn(Shape) -> usize) -> Shape {
    let mut best = Shape::STANDARD[0];
    for s in Shape::STANDARD {
        if of(s).abs_diff(n) <= of(best).abs_diff(n) {
            best = s;
        }
    }
    best
}

/// What a cell of `shape` may be, for messages: `a digit 1-4 or a blank (0 .)`,
/// `a digit 1-9, a letter A-G or a blank (0 .)`.
pub(super) fn expected_cell(shape: Shape, alphabet: Alphabet) -> String {
    let n = shape.side() as u8;
    match alphabet {
        Alphabet::Hex => "a hex digit 0-9 or A-F (0 is 16) or a blank (.)".to_string(),
        Alphabet::Letters if n <= 9 => format!("a digit 1-{n} or a blank (0 .)"),
        Alphabet::Letters => format!("a digit 1-9, a letter A-{} or a blank (0 .)", digit_char(n)),
    }
}

/// A side in words: `a 16x16 grid`, `an 8x8 grid`.
pub(super) fn grid_words(shape: Shape) -> String {
    format!("{} grid", super::super::a_size(shape.side()))
}

/// The values of raw cells in `shape` and `alphabet`; Err(k) for the first cell out of
/// range.
pub(super) fn values_in(shape: Shape, alphabet: Alphabet, raw: &[u8]) -> Result<Vec<u8>, usize> {
    let n = shape.side() as u8;
    raw.iter()
        .enumerate()
        .map(|(k, &v)| {
            let v = match v {
                ZERO if alphabet == Alphabet::Hex => 16,
                ZERO => 0,
                v => v,
            };
            if v > n {
                Err(k)
            } else {
                Ok(v)
            }
        })
        .collect()
}

/// The error for a character that is not a cell of `shape`.
pub(super) fn bad_cell(
    file: &str,
    line_no: usize,
    line: &[u8],
    i: usize,
    shape: Shape,
    alphabet: Alphabet,
) -> ParseError {
    ParseError::new(
        ParseErrorKind::BadCell,
        file,
        line_no,
        column(line, i),
        format!(
            "unexpected {}, expected {} in {}",
            describe_at(line, i),
            expected_cell(shape, alphabet),
            grid_words(shape)
        ),
    )
}
