//! N rows of N cells, at any size: the nine-row formats' layouts (`Rows`, `SpacedRows`,
//! `Sdk`, `Ss`, `Bordered`) with the size taken from the first row.

use super::super::bytes::{self, column, strip_cr, trim};
use super::super::rows::{Around, LineIs};
use super::super::{ParseError, ParseErrorKind};
use super::cells::{self, Cells, NotACell};
use super::{other_than_nine, Alphabet, BoardDocument, BoardEntry, Miss};
use crate::board::Board;
use crate::shape::Shape;

/// One row as read: its line number, its line and its cells.
struct ScannedRow<'a> {
    line_no: usize,
    line: &'a [u8],
    cells: Cells,
}

/// Reads a grid of rows (see the module docs of `boards`). Errors at a 9×9 size are left
/// to the 9×9 reader (`Err(None)`).
pub(super) fn read(file: &str, text: &[u8]) -> Result<BoardDocument, Miss> {
    let mut rows: Vec<ScannedRow> = Vec::new();
    let mut around = Around::default();
    let mut shape: Option<Shape> = None;
    for (idx, raw) in text.split(|&b| b == b'\n').enumerate() {
        let line_no = idx + 1;
        let line = strip_cr(raw);
        let t = trim(line);
        match around.line(line_no, t, !rows.is_empty()) {
            LineIs::Skipped => continue,
            LineIs::End => break,
            LineIs::Row => {}
        }
        let cells = match cells::read(line, false) {
            Ok(c) => c,
            // Before a first row has given the size, the 9x9 reader's error.
            Err(NotACell(i)) => {
                return Err(shape
                    .filter(|&s| other_than_nine(s))
                    .map(|s| cells::bad_cell(file, line_no, line, i, s, Alphabet::Letters)));
            }
        };
        around.bars |= cells.bars;
        let found = cells.values.len();
        let s = match shape {
            Some(s) => s,
            None => {
                let s = Shape::for_side(found).unwrap_or_else(|| cells::nearest_by_side(found));
                if !other_than_nine(s) {
                    return Err(None);
                }
                shape = Some(s);
                s
            }
        };
        if found != s.side() {
            return Err(Some(wrong_row(file, line_no, line, &cells, rows.len(), s)));
        }
        rows.push(ScannedRow {
            line_no,
            line,
            cells,
        });
    }
    let Some(shape) = shape else {
        return Err(None);
    };
    let n = shape.side();
    if rows.len() != n {
        let (line_no, found) = if rows.len() > n {
            (rows[n].line_no, rows.len())
        } else {
            (rows.last().map_or(0, |r| r.line_no) + 1, rows.len())
        };
        return Err(Some(ParseError::new(
            ParseErrorKind::WrongRowCount,
            file,
            line_no,
            1,
            format!("expected {n} rows, found {found}"),
        )));
    }
    finish(file, shape, &rows, &around)
}

/// The error for a row of the wrong length: at the end of a short row, at the first
/// cell too many of a long one.
fn wrong_row(
    file: &str,
    line_no: usize,
    line: &[u8],
    cells: &Cells,
    row: usize,
    shape: Shape,
) -> ParseError {
    let (found, want) = (cells.values.len(), shape.side());
    let at = if found == 0 {
        0
    } else if found < want {
        cells.at[found - 1] + 1
    } else {
        cells.at[want]
    };
    ParseError::new(
        ParseErrorKind::WrongRowLength,
        file,
        line_no,
        column(line, at),
        format!(
            "row {} has {}, expected {want}",
            row + 1,
            bytes::cells(found)
        ),
    )
}

/// The board from its rows, in the alphabet they use, and the format they were in.
fn finish(
    file: &str,
    shape: Shape,
    rows: &[ScannedRow],
    around: &Around,
) -> Result<BoardDocument, Miss> {
    let raw: Vec<u8> = rows
        .iter()
        .flat_map(|r| r.cells.values.iter().copied())
        .collect();
    let dot = rows
        .iter()
        .any(|r| r.cells.at.iter().any(|&i| r.line[i] == b'.'));
    let alphabet = if shape.side() == 16 && dot && raw.contains(&cells::ZERO) && !raw.contains(&16)
    {
        Alphabet::Hex
    } else {
        Alphabet::Letters
    };
    let values = cells::values_in(shape, alphabet, &raw).map_err(|k| {
        let row = &rows[k / shape.side()];
        let i = row.cells.at[k % shape.side()];
        Some(cells::bad_cell(
            file,
            row.line_no,
            row.line,
            i,
            shape,
            alphabet,
        ))
    })?;
    let spaced = rows.first().is_some_and(|r| r.cells.spaced);
    let format = around.format(spaced, dot && alphabet == Alphabet::Letters);
    let board = Board::from_cells(shape, values).map_err(|_| None)?;
    Ok(BoardDocument {
        format,
        puzzles: vec![BoardEntry {
            board,
            line: around.start_line,
            alphabet,
        }],
    })
}
