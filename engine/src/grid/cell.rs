//! A cell of the 9x9 grid as a type of its own: a cell index (0..81, row-major), a digit
//! and a 0-based row are all small integers, and one is easily taken for another. A
//! [`Cell`] is checked once, when it is made, and names itself as people do (`r3c5`).

use std::fmt;

use super::{box_of, col_of, row_of, CELLS};

/// One of the grid's 81 cells. Shown as people name it, 1-based: `r3c5`.
///
/// ```
/// use sudoku_engine::grid::Cell;
///
/// let cell = Cell::at(2, 4).expect("row 3, column 5");
/// assert_eq!(cell.index(), 22);
/// assert_eq!((cell.row(), cell.col(), cell.box_index()), (2, 4, 1));
/// assert_eq!(cell.to_string(), "r3c5");
/// assert_eq!(Cell::new(22), Some(cell));
/// assert_eq!(Cell::new(81), None);
/// assert_eq!(usize::from(cell), 22);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell at `index` (0..81, row-major); None past the grid.
    #[inline]
    pub const fn new(index: usize) -> Option<Cell> {
        if index < CELLS {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell at a 0-based row and column (0..9 each); None past the grid.
    #[inline]
    pub const fn at(row: usize, col: usize) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell((row * 9 + col) as u8))
        } else {
            None
        }
    }

    /// Every cell, row-major.
    pub fn all() -> impl DoubleEndedIterator<Item = Cell> + ExactSizeIterator {
        (0..CELLS as u8).map(Cell)
    }

    /// Its index, 0..81 row-major: what the grid's arrays are indexed by.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its row, 0-based.
    #[inline]
    pub const fn row(self) -> usize {
        row_of(self.index())
    }

    /// Its column, 0-based.
    #[inline]
    pub const fn col(self) -> usize {
        col_of(self.index())
    }

    /// Its box, 0-based, row-major over the 3x3 boxes.
    #[inline]
    pub const fn box_index(self) -> usize {
        box_of(self.index())
    }
}

impl From<Cell> for usize {
    #[inline]
    fn from(cell: Cell) -> usize {
        cell.index()
    }
}

/// An index past the grid: `81` is no cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NoSuchCell(pub usize);

impl fmt::Display for NoSuchCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no cell {} (cells are 0 to 80)", self.0)
    }
}

impl std::error::Error for NoSuchCell {}

impl TryFrom<usize> for Cell {
    type Error = NoSuchCell;

    fn try_from(index: usize) -> Result<Cell, NoSuchCell> {
        Cell::new(index).ok_or(NoSuchCell(index))
    }
}

/// `r3c5`: row, then column, 1-based.
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}
