//! One puzzle per line: the `Line` and `Collection` formats.

use super::lex::unexpected_cell;
use super::lex::{cell_value, cells, column, describe_at, is_space, strip_cr, trim};
use super::lex::{nul_message, CELL_TABLE, NOT_CELL};
use super::{Document, Entry, Format, ParseError};
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
/// bytes. Only the count of cells in "line has N cells" looks further: it is exact when
/// the whole line is given, "at least N" when the line may have been cut there.
pub(crate) fn classify(file: &str, line_no: usize, line: &[u8]) -> Result<LineKind, ParseError> {
    if line.len() <= MAX_LINE_LEN {
        return classify_head(file, line_no, line, None);
    }
    let head = &line[..MAX_LINE_LEN];
    classify_head(file, line_no, head, Some(line))?;
    Err(too_long(file, line_no, head))
}

fn too_long(file: &str, line_no: usize, head: &[u8]) -> ParseError {
    ParseError::at(
        file,
        line_no,
        column(head, head.len()),
        format!(
            "line too long (over {MAX_LINE_LEN} bytes), expected 81 cells and an optional comment"
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
        return Err(ParseError::at(
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
        Some(&b) if cell_value(b).is_some() => {
            let counted = whole.unwrap_or(line);
            let run = counted[end..]
                .iter()
                .take_while(|&&b| cell_value(b).is_some())
                .count();
            let at_least = if counted.len() == MAX_LINE_LEN + 1 && end + run == counted.len() {
                "at least "
            } else {
                ""
            };
            return Err(ParseError::at(
                file,
                line_no,
                column(line, end),
                format!("line has {at_least}{}, expected 81", cells(CELLS + run)),
            ));
        }
        Some(_) => {
            return Err(ParseError::at(
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
    ParseError::at(file, line_no, column(line, i), message)
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

/// The 81 cells at the start of `s`, if they are all cell characters.
#[inline]
fn leading_cells(s: &[u8]) -> Option<[u8; CELLS]> {
    let s = s.get(..CELLS)?;
    let mut cells = [0u8; CELLS];
    let mut bad = 0u8;
    for (c, &b) in cells.iter_mut().zip(s) {
        let v = CELL_TABLE[b as usize];
        *c = v;
        bad |= v;
    }
    (bad & NOT_CELL == 0).then_some(cells)
}

/// Parses a whole file as one puzzle per line. One puzzle line alone is [`Format::Line`];
/// two or more, or any `#` comment line, make a [`Format::Collection`].
///
/// Lines that start with 81 cells followed by the end of the line or a separator take a
/// fast path; every other line (comments, blank lines, errors) goes through
/// [`classify`], so both paths accept exactly the same text.
pub(crate) fn parse_lines(file: &str, text: &[u8]) -> Result<Document, ParseError> {
    let mut puzzles = Vec::with_capacity(text.len() / (CELLS + 1) + 1);
    let mut comments = false;
    let mut pos = 0usize;
    let mut line_no = 0usize;
    loop {
        line_no += 1;
        let rest = &text[pos..];
        if let Some(cells) = leading_cells(rest) {
            // Find the end of the line after the cells; a comment may follow.
            let tail = &rest[CELLS..];
            let end = tail.iter().position(|&b| b == b'\n');
            let len = CELLS + end.unwrap_or(tail.len());
            let ok = len <= MAX_LINE_LEN
                && match tail.first() {
                    None => true,
                    Some(&b'\n') => true,
                    Some(&b) => is_separator(b),
                };
            if ok {
                puzzles.push(Entry {
                    grid: Grid::from_cells(cells),
                    line: line_no,
                });
                match end {
                    Some(e) => {
                        pos += CELLS + e + 1;
                        continue;
                    }
                    None => break,
                }
            }
        }
        let end = rest.iter().position(|&b| b == b'\n');
        let line = &rest[..end.unwrap_or(rest.len())];
        match classify(file, line_no, line)? {
            LineKind::Blank => {}
            LineKind::Comment => comments = true,
            LineKind::Puzzle(grid) => puzzles.push(Entry {
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
        return Err(ParseError::whole(file, "no puzzle found"));
    }
    let format = if puzzles.len() == 1 && !comments {
        Format::Line
    } else {
        Format::Collection
    };
    Ok(Document { format, puzzles })
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

    fn err(line: &str) -> String {
        match classify("f", 1, line.as_bytes()) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("accepted {line:?}"),
        }
    }

    fn grid(line: &str) -> Grid {
        match classify("f", 1, line.as_bytes()) {
            Ok(LineKind::Puzzle(g)) => g,
            _ => panic!("no puzzle in {line:?}"),
        }
    }

    #[test]
    fn comments_after_the_cells() {
        let g = Grid::from_line(P).unwrap();
        assert_eq!(grid(P), g);
        assert_eq!(grid(&format!("{P}\r")), g);
        assert_eq!(grid(&format!("  {P}  ")), g);
        assert_eq!(grid(&format!("{P}:1:{}", "1".repeat(81))), g);
        assert_eq!(grid(&format!("{P} box duplicate")), g);
        assert_eq!(grid(&format!("{P}#note")), g);
        assert_eq!(grid(&format!("{P}\tnote")), g);
    }

    #[test]
    fn blanks_and_comments() {
        assert!(matches!(classify("f", 1, b""), Ok(LineKind::Blank)));
        assert!(matches!(classify("f", 1, b" \t\r"), Ok(LineKind::Blank)));
        assert!(matches!(classify("f", 1, b"# x"), Ok(LineKind::Comment)));
        assert!(matches!(classify("f", 1, b"  #"), Ok(LineKind::Comment)));
        assert!(matches!(classify("f", 1, b"[Puzzle]"), Ok(LineKind::Blank)));
    }

    #[test]
    fn length_errors() {
        assert_eq!(err(&P[..80]), "f:1:81: line has 80 cells, expected 81");
        assert_eq!(
            err(&format!("{P}5")),
            "f:1:82: line has 82 cells, expected 81"
        );
        assert_eq!(
            err(&format!("{P}55 x")),
            "f:1:82: line has 83 cells, expected 81"
        );
        assert_eq!(
            err(&format!("{}:1", &P[..80])),
            "f:1:81: line has 80 cells, expected 81"
        );
        assert_eq!(err("5 rest"), "f:1:2: line has 1 cell, expected 81");
        let spaced: Vec<String> = P.chars().map(String::from).collect();
        assert_eq!(
            err(&spaced.join(" ")),
            "f:1:2: line has 81 cells with spaces between them, expected 81 cells side by \
             side (or 9 rows of 9)"
        );
        assert_eq!(
            err(&spaced[..80].join(" ")),
            "f:1:2: line has 1 cell, expected 81"
        );
        assert_eq!(
            err(&format!("  {}", &P[..10])),
            "f:1:13: line has 10 cells, expected 81"
        );
    }

    #[test]
    fn character_errors() {
        assert_eq!(
            err(&format!("{}a{}", &P[..10], &P[11..])),
            "f:1:11: unexpected 'a', expected a digit 1-9 or a blank (0 . _ * X)"
        );
        assert_eq!(
            err(&format!("{P}|")),
            "f:1:82: unexpected '|' after 81 cells, expected whitespace, ':' or '#' before a comment"
        );
        assert_eq!(
            err(&format!("{}\0", &P[..5])),
            "f:1:6: unexpected NUL byte, this is not a text file"
        );
        assert_eq!(
            err(&format!("é{}", &P[1..])),
            "f:1:1: unexpected 'é', expected a digit 1-9 or a blank (0 . _ * X)"
        );
        let mut bad = P.as_bytes().to_vec();
        bad[3] = 0xFF;
        match classify("f", 2, &bad) {
            Err(e) => assert_eq!(
                e.to_string(),
                "f:2:4: unexpected byte 0xFF (not UTF-8), expected a digit 1-9 or a blank (0 . _ * X)"
            ),
            Ok(_) => panic!("accepted invalid UTF-8"),
        }
    }
}
