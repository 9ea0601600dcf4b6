//! Why [`Grid::try_set`](super::Grid::try_set) refused to write a cell.

use std::fmt;

/// A write [`Grid::try_set`](super::Grid::try_set) refused, leaving the grid as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetError {
    /// The cell is not one of the grid's 81 (0..81, row-major).
    NoSuchCell(usize),
    /// The value is neither a digit 1..=9 nor 0 (a blank).
    NotADigit(u8),
}

/// `no cell 81 (cells are 0 to 80)`, `12 is not a digit (1 to 9, or 0 for a blank)`.
impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SetError::NoSuchCell(cell) => write!(f, "no cell {cell} (cells are 0 to 80)"),
            SetError::NotADigit(value) => {
                write!(f, "{value} is not a digit (1 to 9, or 0 for a blank)")
            }
        }
    }
}

impl std::error::Error for SetError {}
