//! The 9x9 grid: cells, digits, candidate bitmasks per unit, and conflicts between givens.
//!
//! Cells are numbered 0..81 in row-major order; a cell holds 0 (empty) or a digit 1..=9.
//! Bitmasks use bit `d - 1` for digit `d`, so `ALL` (0x1FF) means "every digit".
//! [`Cell`] and [`Digit`] are a cell and a digit checked once, where they are made, for
//! code that should not take one for the other ([`Grid::digit`], [`Grid::place`]).

use std::fmt;

mod cell;
mod digit;
mod set_error;
mod units;

pub use cell::{Cell, NoSuchCell};
pub use digit::{Digit, NotADigit};
pub use set_error::SetError;
pub(crate) use units::conflicts_in;
pub use units::{Conflict, Unit, UnitKind, UnitMasks};

/// Number of cells in a grid.
pub const CELLS: usize = 81;
/// Mask with the bits of all nine digits set.
pub const ALL: u16 = 0x1FF;

/// Row (0-based) of a cell.
#[inline]
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// Column (0-based) of a cell.
#[inline]
pub const fn col_of(cell: usize) -> usize {
    cell % 9
}

/// Box (0-based, row-major over the 3x3 boxes) of a cell.
#[inline]
pub const fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// Bit of a digit 1..=9 in a candidate mask.
#[inline]
pub const fn bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// Human name of a cell, 1-based: `r3c5` (as a [`Cell`] shows itself).
pub fn cell_name(cell: usize) -> String {
    format!("r{}c{}", row_of(cell) + 1, col_of(cell) + 1)
}

/// The digits whose bits are set in a mask, ascending.
pub fn digits_of(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |&d| mask & bit(d) != 0)
}

/// The digits of a mask written out, ascending, a space between them: `5 9`.
pub fn spaced_digits(mask: u16) -> String {
    let digits: Vec<String> = digits_of(mask).map(|d| d.to_string()).collect();
    digits.join(" ")
}

/// The 20 peers (same row, column or box, excluding the cell itself) of every cell.
pub static PEERS: [[u8; 20]; CELLS] = build_peers();

const fn build_peers() -> [[u8; 20]; CELLS] {
    let mut out = [[0u8; 20]; CELLS];
    let mut c = 0;
    while c < CELLS {
        let mut n = 0;
        let mut o = 0;
        while o < CELLS {
            if o != c
                && (row_of(o) == row_of(c) || col_of(o) == col_of(c) || box_of(o) == box_of(c))
            {
                out[c][n] = o as u8;
                n += 1;
            }
            o += 1;
        }
        c += 1;
    }
    out
}

/// The cells of each of the 27 units: rows 0..9, columns 9..18, boxes 18..27.
pub static UNITS: [[u8; 9]; 27] = build_units();

const fn build_units() -> [[u8; 9]; 27] {
    let mut out = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            out[i][j] = (i * 9 + j) as u8;
            out[9 + i][j] = (j * 9 + i) as u8;
            out[18 + i][j] = ((i / 3) * 27 + (i % 3) * 3 + (j / 3) * 9 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    out
}

/// A 9x9 sudoku grid: 81 cells in row-major order, 0 for an empty cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

impl Default for Grid {
    fn default() -> Self {
        Grid::empty()
    }
}

impl Grid {
    /// A grid with every cell empty.
    pub const fn empty() -> Grid {
        Grid { cells: [0; CELLS] }
    }

    /// A grid from 81 cell values; values above 9 are not allowed.
    ///
    /// # Panics
    /// If a value is greater than 9 (a programming error: parsers validate first).
    pub fn from_cells(cells: [u8; CELLS]) -> Grid {
        assert!(cells.iter().all(|&d| d <= 9), "cell value above 9");
        Grid { cells }
    }

    /// Parses 81 characters: `1`-`9` digits, `0` or `.` blanks, row-major. None for any
    /// other length or character (no whitespace, no comment). For tests and literals;
    /// files go through [`crate::format`].
    ///
    /// ```
    /// use sudoku_engine::Grid;
    ///
    /// let grid = Grid::from_line(
    ///     "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7",
    /// )
    /// .expect("81 cells");
    /// assert_eq!(grid.get(0), 1); // r1c1
    /// assert_eq!(grid.get(1), 0); // r1c2, blank
    /// assert_eq!(grid.get(80), 7); // r9c9
    /// assert_eq!(grid.filled(), 30);
    /// assert_eq!(
    ///     grid.to_line(),
    ///     "103000509002109400000704000300502006060000050700803004000401000009205800804000107"
    /// );
    /// assert_eq!(Grid::from_line("123"), None);
    /// ```
    pub fn from_line(line: &str) -> Option<Grid> {
        let bytes = line.as_bytes();
        if bytes.len() != CELLS {
            return None;
        }
        let mut cells = [0u8; CELLS];
        for (c, &b) in cells.iter_mut().zip(bytes) {
            *c = match b {
                b'1'..=b'9' => b - b'0',
                b'0' | b'.' => 0,
                _ => return None,
            };
        }
        Some(Grid { cells })
    }

    /// The 81 cells, row-major: 0 for a blank, else the digit.
    #[inline]
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The digit in a cell (0..81), 0 when it is blank.
    ///
    /// # Panics
    /// If the cell is 81 or more.
    #[inline]
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Sets a cell (0..81) to a digit 1..=9, or 0 to clear it.
    ///
    /// # Panics
    /// If the cell is 81 or more or the digit greater than 9 (a programming error; see
    /// [`Grid::try_set`] for values that come from outside). The grid is left as it was.
    #[inline]
    pub fn set(&mut self, cell: usize, digit: u8) {
        assert!(digit <= 9, "cell value {digit} above 9");
        self.cells[cell] = digit;
    }

    /// Sets a cell (0..81) to a digit 1..=9, or 0 to clear it; a cell or a digit out of
    /// range is refused and the grid left as it was.
    ///
    /// ```
    /// use sudoku_engine::grid::{Grid, SetError};
    ///
    /// let mut grid = Grid::empty();
    /// assert_eq!(grid.try_set(40, 5), Ok(()));
    /// assert_eq!(grid.get(40), 5);
    /// assert_eq!(grid.try_set(40, 10), Err(SetError::NotADigit(10)));
    /// assert_eq!(grid.try_set(81, 5), Err(SetError::NoSuchCell(81)));
    /// assert_eq!(grid.get(40), 5);
    /// ```
    pub fn try_set(&mut self, cell: usize, digit: u8) -> Result<(), SetError> {
        if cell >= CELLS {
            return Err(SetError::NoSuchCell(cell));
        }
        if digit > 9 {
            return Err(SetError::NotADigit(digit));
        }
        self.cells[cell] = digit;
        Ok(())
    }

    /// The digit in a cell, None when it is blank.
    ///
    /// ```
    /// use sudoku_engine::grid::{Cell, Digit, Grid};
    ///
    /// let mut grid = Grid::empty();
    /// let (r3c5, seven) = (Cell::at(2, 4).unwrap(), Digit::new(7).unwrap());
    /// assert_eq!(grid.digit(r3c5), None);
    /// grid.place(r3c5, seven);
    /// assert_eq!(grid.digit(r3c5), Some(seven));
    /// assert_eq!(grid.get(r3c5.index()), 7);
    /// grid.clear(r3c5);
    /// assert_eq!(grid.digit(r3c5), None);
    /// ```
    #[inline]
    pub fn digit(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.cells[cell.index()])
    }

    /// Writes a digit into a cell. Nothing to check: both were checked when they were
    /// made.
    #[inline]
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        self.cells[cell.index()] = digit.get();
    }

    /// Empties a cell.
    #[inline]
    pub fn clear(&mut self, cell: Cell) {
        self.cells[cell.index()] = 0;
    }

    /// Number of filled cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// Number of empty cells.
    pub fn blanks(&self) -> usize {
        CELLS - self.filled()
    }

    /// True when no cell is blank (whether or not the digits clash).
    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// The digits held by each unit (clashing digits are simply or-ed in).
    pub fn unit_masks(&self) -> UnitMasks {
        let mut m = UnitMasks::default();
        for (cell, &d) in Cell::all().zip(&self.cells) {
            if let Some(d) = Digit::new(d) {
                m.add(cell, d);
            }
        }
        m
    }

    /// Candidate mask of an empty cell (0 for a filled one).
    pub fn candidates(&self, cell: usize) -> u16 {
        if self.cells[cell] != 0 {
            return 0;
        }
        let mut used = 0u16;
        for &p in &PEERS[cell] {
            let d = self.cells[p as usize];
            if d != 0 {
                used |= bit(d);
            }
        }
        ALL & !used
    }

    /// Every pair of cells in one unit that hold the same digit, in row, column, box
    /// order; a pair sharing both a row and a box is reported once, as a row (or column).
    pub fn conflicts(&self) -> Vec<Conflict> {
        let units = UNITS
            .iter()
            .enumerate()
            .map(|(u, cells)| (Unit::from_position(u).kind, &cells[..]));
        units::conflicts_in(&self.cells, units)
    }

    /// Cells that take part in some conflict.
    pub fn conflicting_cells(&self) -> [bool; CELLS] {
        let mut out = [false; CELLS];
        for c in self.conflicts() {
            out[c.cells.0] = true;
            out[c.cells.1] = true;
        }
        out
    }

    /// True when the grid is complete and no unit repeats a digit.
    pub fn is_solved(&self) -> bool {
        self.is_complete() && self.conflicts().is_empty()
    }

    /// True when `self` is a valid completed grid that keeps every digit of `puzzle`.
    pub fn solves(&self, puzzle: &Grid) -> bool {
        self.is_solved()
            && puzzle
                .cells
                .iter()
                .zip(&self.cells)
                .all(|(&p, &s)| p == 0 || p == s)
    }

    /// The 81 digits on one line, `0` for blanks.
    pub fn to_line(&self) -> String {
        self.cells.iter().map(|&d| (b'0' + d) as char).collect()
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

/// Nine lines of nine digits, `0` for blanks (Baekjoon 2239 layout), each ending in `\n`.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..9 {
            for c in 0..9 {
                write!(f, "{}", self.cells[r * 9 + c])?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
