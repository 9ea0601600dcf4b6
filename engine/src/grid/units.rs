//! Units (rows, columns, boxes) of the 9x9 grid, the digits each holds, and clashes
//! between two cells of one unit.

use std::fmt;

use super::{box_of, cell_name, col_of, row_of, Cell, Digit, ALL, UNITS};

/// Which kind of unit two clashing cells share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnitKind {
    /// Nine cells side by side: cells `9 * r .. 9 * r + 9` for row `r`.
    Row,
    /// Nine cells one above the other: cells `c, c + 9, ..., c + 72` for column `c`.
    Column,
    /// One of the nine 3x3 boxes, numbered row-major from the top left.
    Box,
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UnitKind::Row => "row",
            UnitKind::Column => "column",
            UnitKind::Box => "box",
        })
    }
}

/// One row, column or box; `index` is 0-based, and shown 1-based (`row 4`, `box 5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unit {
    /// Row, column or box.
    pub kind: UnitKind,
    /// Which one of its kind, 0..9: top to bottom for rows, left to right for columns,
    /// row-major for boxes.
    pub index: u8,
}

impl Unit {
    /// The unit at a position of [`UNITS`] (rows 0..9, columns 9..18, boxes 18..27).
    pub const fn from_position(position: usize) -> Unit {
        let kind = match position / 9 {
            0 => UnitKind::Row,
            1 => UnitKind::Column,
            _ => UnitKind::Box,
        };
        Unit {
            kind,
            index: (position % 9) as u8,
        }
    }

    /// Its position in [`UNITS`].
    pub const fn position(self) -> usize {
        let base = match self.kind {
            UnitKind::Row => 0,
            UnitKind::Column => 9,
            UnitKind::Box => 18,
        };
        base + self.index as usize
    }

    /// The nine cells of the unit.
    pub fn cells(self) -> &'static [u8; 9] {
        &UNITS[self.position()]
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind, self.index + 1)
    }
}

/// Two cells of one unit holding the same digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Conflict {
    /// The digit (1..=9) both cells hold.
    pub digit: u8,
    /// The two cells, first < second.
    pub cells: (usize, usize),
    /// The kind of unit they share, the one named in the message (a row or a column
    /// before a box when they share both).
    pub unit: UnitKind,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unit = match self.unit {
            UnitKind::Row => format!("row {}", row_of(self.cells.0) + 1),
            UnitKind::Column => format!("column {}", col_of(self.cells.0) + 1),
            UnitKind::Box => format!("box {}", box_of(self.cells.0) + 1),
        };
        write!(
            f,
            "digit {} appears twice in {}: {} and {}",
            self.digit,
            unit,
            cell_name(self.cells.0),
            cell_name(self.cells.1)
        )
    }
}

/// Every pair of cells in one unit that hold the same digit, units taken in the order
/// given (each its kind and its cells); a pair two units share is reported once, under
/// the first. For the 9x9 grid and a board of any size alike.
pub(crate) fn conflicts_in<'a, C: Copy + Into<usize> + 'a>(
    cells: &[u8],
    units: impl IntoIterator<Item = (UnitKind, &'a [C])>,
) -> Vec<Conflict> {
    let mut out: Vec<Conflict> = Vec::new();
    for (kind, unit) in units {
        for (i, &a) in unit.iter().enumerate() {
            let a: usize = a.into();
            let d = cells[a];
            if d == 0 {
                continue;
            }
            for &b in &unit[i + 1..] {
                let b: usize = b.into();
                if cells[b] == d {
                    let pair = (a.min(b), a.max(b));
                    if !out.iter().any(|c| c.cells == pair) {
                        out.push(Conflict {
                            digit: d,
                            cells: pair,
                            unit: kind,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Which digits each row, column and box holds, as masks (bit `d - 1` for digit `d`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UnitMasks {
    /// Digits of rows 0..9, top to bottom.
    pub rows: [u16; 9],
    /// Digits of columns 0..9, left to right.
    pub cols: [u16; 9],
    /// Digits of boxes 0..9, row-major.
    pub boxes: [u16; 9],
}

impl UnitMasks {
    /// Digits a cell may still take: those its row, column and box do not hold.
    #[inline]
    pub fn candidates(&self, cell: Cell) -> u16 {
        ALL & !(self.rows[cell.row()] | self.cols[cell.col()] | self.boxes[cell.box_index()])
    }

    /// Records `digit` as held by the row, column and box of `cell`.
    #[inline]
    pub fn add(&mut self, cell: Cell, digit: Digit) {
        let b = digit.bit();
        self.rows[cell.row()] |= b;
        self.cols[cell.col()] |= b;
        self.boxes[cell.box_index()] |= b;
    }

    /// Takes `digit` out of the row, column and box of `cell`, as when the cell is
    /// cleared (a digit held twice in a unit is taken out all the same).
    #[inline]
    pub fn remove(&mut self, cell: Cell, digit: Digit) {
        let b = !digit.bit();
        self.rows[cell.row()] &= b;
        self.cols[cell.col()] &= b;
        self.boxes[cell.box_index()] &= b;
    }
}
