//! N rows of N cells, at any size: the nine-row formats' layouts (`Rows`, `SpacedRows`,
//! `Sdk`, `Ss`, `Bordered`) with the size taken from the first row.

use super::super::bytes::{self, column, strip_cr, trim};
use super::super::rows::{Around, LineIs};
use super::super::{ParseError, ParseErrorKind};
use super::cells::{self, Cells, NotACell};
use super::{alphabet, other_than_nine, Alphabet, BoardDocument, BoardEntry, Miss};
use crate::board::Board;
use crate::shape::Shape;

/// One row as read: its line number, its line and its cells.
struct ScannedRow<'a> {
    line_no: usize,
    line: &'a [u8],
    cells: Cells,
}

/// Reads a grid of rows (see the module docs of `boards`). Its size is the one most
/// of its rows give (the first of them on a tie), so that one bad row, first or not,
/// is named as the row it is. Errors at a 9×9 size are left to the 9×9 reader
/// (`Err(None)`).
pub(super) fn read(file: &str, text: &[u8]) -> Result<BoardDocument, Miss> {
    let Some(shape) = size_of(text) else {
        return Err(None);
    };
    let mut rows: Vec<ScannedRow> = Vec::new();
    let mut around = Around::default();
    let mut bars = false;
    for (line_no, line) in row_lines(text, &mut around) {
        let cells = match cells::read(line, false) {
            Ok(c) => c,
            Err(NotACell(i)) => {
                let bad = cells::bad_cell(file, line_no, line, i, shape, Alphabet::Letters);
                return Err(Some(bad));
            }
        };
        bars |= cells.bars;
        if cells.values.len() != shape.side() {
            return Err(Some(wrong_row(
                file,
                line_no,
                line,
                &cells,
                rows.len(),
                shape,
            )));
        }
        rows.push(ScannedRow {
            line_no,
            line,
            cells,
        });
    }
    around.bars |= bars;
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

/// The rows of a grid, numbered from 1 (without their `\r`), up to the section that
/// ends it; `around` learns what the lines around them say.
fn row_lines<'t: 'r, 'r>(
    text: &'t [u8],
    around: &'r mut Around,
) -> impl Iterator<Item = (usize, &'t [u8])> + 'r {
    let mut rows = 0usize;
    text.split(|&b| b == b'\n')
        .enumerate()
        .map(|(idx, raw)| (idx + 1, strip_cr(raw)))
        .map_while(
            move |(line_no, line)| match around.line(line_no, trim(line), rows > 0) {
                LineIs::Skipped => Some(None),
                LineIs::End => None,
                LineIs::Row => {
                    rows += 1;
                    Some(Some((line_no, line)))
                }
            },
        )
        .flatten()
}

/// The size of a grid from its rows: the number of cells most of them hold (a row that
/// stops at a character that is no cell counts the cells meant), or the standard side
/// nearest it. None without rows, or when that is 9×9 (the 9×9 reader's to tell).
fn size_of(text: &[u8]) -> Option<Shape> {
    let mut tally = cells::Tally::default();
    let mut around = Around::default();
    for (_, line) in row_lines(text, &mut around) {
        tally.add(match cells::read(line, false) {
            Ok(c) => c.values.len(),
            Err(_) => cells::count_meant(line),
        });
    }
    let found = tally.most()?;
    let shape = Shape::for_side(found).unwrap_or_else(|| cells::nearest_by_side(found));
    other_than_nine(shape).then_some(shape)
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
    let alphabet = alphabet::read_as(shape, &raw);
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
