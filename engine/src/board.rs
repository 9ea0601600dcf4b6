//! A grid of any size: a [`Shape`] and its N² cells in row-major order, 0 for an empty cell.
//!
//! [`Grid`] is the 9×9 grid the fast paths are built for; a `Board` holds any size, and
//! converts to and from a `Grid` when it is 9×9.
//!
//! ```
//! use sudoku_engine::board::Board;
//! use sudoku_engine::shape::Shape;
//!
//! let mut board = Board::empty(Shape::for_side(4).unwrap());
//! board.try_set(0, 4).unwrap();
//! assert_eq!(board.to_line(), "4000000000000000");
//! assert_eq!(board.candidates(1), 0b0111); // 1, 2 and 3 are left for r1c2
//! assert!(board.try_set(0, 5).is_err()); // a 4x4 grid has digits 1 to 4
//! ```

use std::fmt;

use crate::grid::{conflicts_in, Conflict, Grid, UnitKind, CELLS};
use crate::shape::{digit_char, Geometry, Shape};

/// A grid of any [`Shape`].
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    shape: Shape,
    cells: Vec<u8>,
}

/// A change [`Board`] refused, leaving the board as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardError {
    /// The cell is not one of the board's (0..N², row-major).
    NoSuchCell {
        /// The cell asked for.
        cell: usize,
        /// How many cells the board has.
        cells: usize,
    },
    /// The value is neither a digit 1..=N nor 0 (a blank).
    NotADigit {
        /// The value given.
        value: u8,
        /// The board's side N, its largest digit.
        side: usize,
    },
    /// A list of cells of the wrong length for the shape.
    WrongLength {
        /// The cells the shape has.
        expected: usize,
        /// The cells given.
        got: usize,
    },
}

/// `no cell 81 (cells are 0 to 80)`, `17 is not a digit of a 16x16 grid (1 to 16, or 0
/// for a blank)`, `a 4x4 grid has 16 cells, not 15`.
impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BoardError::NoSuchCell { cell, cells } => {
                write!(f, "no cell {cell} (cells are 0 to {})", cells - 1)
            }
            BoardError::NotADigit { value, side } => write!(
                f,
                "{value} is not a digit of {} grid (1 to {side}, or 0 for a blank)",
                crate::format::a_size(side)
            ),
            BoardError::WrongLength { expected, got } => {
                let side = (1..=expected).find(|s| s * s == expected).unwrap_or(0);
                write!(
                    f,
                    "{} grid has {expected} cells, not {got}",
                    crate::format::a_size(side)
                )
            }
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// A board of `shape` with every cell empty.
    pub fn empty(shape: Shape) -> Board {
        Board {
            shape,
            cells: vec![0; shape.cells()],
        }
    }

    /// A board from its cells in row-major order: exactly N² values, each 0..=N.
    pub fn from_cells(shape: Shape, cells: Vec<u8>) -> Result<Board, BoardError> {
        if cells.len() != shape.cells() {
            return Err(BoardError::WrongLength {
                expected: shape.cells(),
                got: cells.len(),
            });
        }
        if let Some(&value) = cells.iter().find(|&&d| d as usize > shape.side()) {
            return Err(BoardError::NotADigit {
                value,
                side: shape.side(),
            });
        }
        Ok(Board { shape, cells })
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Its side N.
    pub fn side(&self) -> usize {
        self.shape.side()
    }

    /// All cells, row-major, 0 for empty.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The digit in a cell, 0 when empty.
    ///
    /// # Panics
    /// If `cell` is not below N².
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Writes a digit 1..=N, or 0 to empty the cell; refuses (and changes nothing) a cell
    /// or a value out of range.
    pub fn try_set(&mut self, cell: usize, digit: u8) -> Result<(), BoardError> {
        if cell >= self.cells.len() {
            return Err(BoardError::NoSuchCell {
                cell,
                cells: self.cells.len(),
            });
        }
        if digit as usize > self.side() {
            return Err(BoardError::NotADigit {
                value: digit,
                side: self.side(),
            });
        }
        self.cells[cell] = digit;
        Ok(())
    }

    /// Number of non-empty cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// Number of empty cells.
    pub fn blanks(&self) -> usize {
        self.cells.len() - self.filled()
    }

    /// True when no cell is empty.
    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// Digits (bit `d - 1` for digit `d`) that no peer of `cell` holds; the cell's own
    /// digit is not counted against it.
    pub fn candidates(&self, cell: usize) -> u32 {
        self.candidates_in(&Geometry::new(self.shape), cell)
    }

    /// [`Board::candidates`] with the shape's tables already built.
    pub fn candidates_in(&self, geometry: &Geometry, cell: usize) -> u32 {
        let used = geometry
            .peers(cell)
            .iter()
            .map(|&p| self.cells[p as usize])
            .filter(|&d| d != 0)
            .fold(0u32, |m, d| m | 1 << (d - 1));
        self.shape.all_digits() & !used
    }

    /// Every pair of cells in one unit that hold the same digit, in row, column, box
    /// order; a pair sharing a row (or column) and a box is reported once, as the row.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let geometry = Geometry::new(self.shape);
        let units = geometry.units().iter().map(|u| (u.kind, &u.cells[..]));
        conflicts_in(&self.cells, units)
    }

    /// A conflict in words, with this board's units and letters:
    /// `digit G appears twice in row 12: r12c1 and r12c9`.
    pub fn describe(&self, conflict: &Conflict) -> String {
        self.describe_with(conflict, digit_char(conflict.digit))
    }

    /// [`Board::describe`] with the digit written as `digit`: in the puzzle's own
    /// alphabet (`0` for 16 in the hex convention of 16×16).
    pub fn describe_with(&self, conflict: &Conflict, digit: char) -> String {
        let (a, b) = conflict.cells;
        let s = self.shape;
        let unit = match conflict.unit {
            UnitKind::Row => format!("row {}", s.row_of(a) + 1),
            UnitKind::Column => format!("column {}", s.col_of(a) + 1),
            UnitKind::Box => format!("box {}", s.box_of(a) + 1),
        };
        format!(
            "digit {digit} appears twice in {unit}: {} and {}",
            s.cell_name(a),
            s.cell_name(b)
        )
    }

    /// True when the board is complete and no unit repeats a digit.
    pub fn is_solved(&self) -> bool {
        self.is_complete() && self.conflicts().is_empty()
    }

    /// True when `self` is a valid completed board of the same shape that keeps every
    /// digit of `puzzle`.
    pub fn solves(&self, puzzle: &Board) -> bool {
        self.shape == puzzle.shape
            && self.is_solved()
            && puzzle
                .cells
                .iter()
                .zip(&self.cells)
                .all(|(&p, &s)| p == 0 || p == s)
    }

    /// The N² cells on one line, digits above 9 as letters (`A` = 10), `0` for blanks.
    pub fn to_line(&self) -> String {
        self.cells.iter().map(|&d| digit_char(d)).collect()
    }

    /// The 9×9 [`Grid`] of a 9×9 board; None for other sizes.
    pub fn to_grid(&self) -> Option<Grid> {
        if self.shape != Shape::NINE {
            return None;
        }
        let cells: [u8; CELLS] = self.cells.as_slice().try_into().ok()?;
        Some(Grid::from_cells(cells))
    }
}

impl From<&Grid> for Board {
    fn from(grid: &Grid) -> Board {
        Board {
            shape: Shape::NINE,
            cells: grid.cells().to_vec(),
        }
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({}, {})", self.shape, self.to_line())
    }
}

/// N lines of N cells, `0` for blanks and letters above 9, each line ending in `\n`: for
/// 9×9 exactly what [`Grid`] prints.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.cells.chunks(self.side()) {
            let line: String = row.iter().map(|&d| digit_char(d)).collect();
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLVED_4: &str = "1234341221434321";

    fn board(line: &str) -> Board {
        let shape = Shape::for_cells(line.len()).unwrap();
        let cells = line
            .chars()
            .map(|c| crate::shape::char_digit(c).unwrap_or(0))
            .collect();
        Board::from_cells(shape, cells).unwrap()
    }

    #[test]
    fn a_solved_four_by_four_is_solved_and_solves_its_puzzle() {
        let s = board(SOLVED_4);
        assert!(s.is_solved());
        let mut p = s.clone();
        p.try_set(5, 0).unwrap();
        assert!(!p.is_complete());
        assert_eq!(p.candidates(5), 1 << 3);
        assert!(s.solves(&p));
        assert!(!p.solves(&s));
    }

    #[test]
    fn conflicts_name_units_and_letters() {
        let mut b = Board::empty(Shape::for_side(16).unwrap());
        b.try_set(16 * 11, 16).unwrap();
        b.try_set(16 * 11 + 8, 16).unwrap();
        let c = b.conflicts();
        assert_eq!(c.len(), 1);
        assert_eq!(
            b.describe(&c[0]),
            "digit G appears twice in row 12: r12c1 and r12c9"
        );
        let mut six = Board::empty(Shape::for_side(6).unwrap());
        six.try_set(0, 2).unwrap();
        six.try_set(6 + 2, 2).unwrap(); // r2c3: same 2x3 box as r1c1
        let c = six.conflicts();
        assert_eq!(
            six.describe(&c[0]),
            "digit 2 appears twice in box 1: r1c1 and r2c3"
        );
    }

    #[test]
    fn bad_values_are_refused_and_change_nothing() {
        let mut b = Board::empty(Shape::for_side(4).unwrap());
        assert_eq!(
            b.try_set(16, 1),
            Err(BoardError::NoSuchCell {
                cell: 16,
                cells: 16
            })
        );
        let e = b.try_set(0, 5).unwrap_err();
        assert_eq!(
            e.to_string(),
            "5 is not a digit of a 4x4 grid (1 to 4, or 0 for a blank)"
        );
        assert_eq!(b, Board::empty(Shape::for_side(4).unwrap()));
        let e = Board::from_cells(Shape::for_side(4).unwrap(), vec![0; 15]).unwrap_err();
        assert_eq!(e.to_string(), "a 4x4 grid has 16 cells, not 15");
    }

    #[test]
    fn nine_by_nine_converts_both_ways_and_prints_as_a_grid_does() {
        let line =
            "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
        let grid = Grid::from_line(line).unwrap();
        let b = Board::from(&grid);
        assert_eq!(b.to_grid(), Some(grid));
        assert_eq!(b.to_string(), grid.to_string());
        assert_eq!(b.to_line(), line);
        assert_eq!(b.candidates(2), grid.candidates(2) as u32);
        assert_eq!(board(SOLVED_4).to_grid(), None);
    }

    #[test]
    fn twenty_five_by_twenty_five_writes_letters() {
        let mut b = Board::empty(Shape::for_side(25).unwrap());
        b.try_set(0, 25).unwrap();
        b.try_set(1, 10).unwrap();
        assert!(b.to_line().starts_with("PA0"));
        assert_eq!(b.to_string().lines().count(), 25);
    }
}
