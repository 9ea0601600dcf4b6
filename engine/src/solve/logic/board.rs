//! The candidate grid the techniques read: a digit or a candidate mask per cell, and sets
//! of cells as 81-bit masks (`u128`, bit `c` for cell `c`).

use crate::grid::{bit, box_of, col_of, row_of, Cell, Grid, Unit, ALL, CELLS, PEERS, UNITS};

/// A set of cells: bit `c` for cell `c`.
pub type Cells = u128;

/// Each cell's peers as a set.
pub static PEER_SETS: [Cells; CELLS] = {
    let mut out = [0u128; CELLS];
    let mut c = 0;
    while c < CELLS {
        let mut k = 0;
        while k < 20 {
            out[c] |= 1u128 << PEERS[c][k];
            k += 1;
        }
        c += 1;
    }
    out
};

/// Each unit's cells as a set, in [`UNITS`] order (rows, columns, boxes).
pub static UNIT_SETS: [Cells; 27] = {
    let mut out = [0u128; 27];
    let mut u = 0;
    while u < 27 {
        let mut k = 0;
        while k < 9 {
            out[u] |= 1u128 << UNITS[u][k];
            k += 1;
        }
        u += 1;
    }
    out
};

/// The cells of a set, ascending.
pub fn cells_in(mut set: Cells) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let c = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(c)
    })
}

/// Whether two cells share a unit.
#[inline]
pub fn sees(a: usize, b: usize) -> bool {
    PEER_SETS[a] >> b & 1 != 0
}

/// The row, column and box of a cell, as units.
pub fn units_of(cell: usize) -> [Unit; 3] {
    [
        Unit::from_position(row_of(cell)),
        Unit::from_position(9 + col_of(cell)),
        Unit::from_position(18 + box_of(cell)),
    ]
}

/// Digits placed, and for each empty cell the digits still possible there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    cells: [u8; CELLS],
    cand: [u16; CELLS],
}

impl Board {
    /// The grid's digits, each empty cell with the digits no peer holds.
    pub fn new(grid: &Grid) -> Board {
        let masks = grid.unit_masks();
        let mut cand = [0u16; CELLS];
        for (cell, m) in Cell::all().zip(cand.iter_mut()) {
            if grid.digit(cell).is_none() {
                *m = masks.candidates(cell);
            }
        }
        Board {
            cells: *grid.cells(),
            cand,
        }
    }

    /// A board from digits and candidates as they are (an empty cell's mask is kept as
    /// given, a filled cell's ignored).
    pub fn from_parts(cells: [u8; CELLS], cand: [u16; CELLS]) -> Board {
        let mut cand = cand;
        for c in 0..CELLS {
            cand[c] = if cells[c] == 0 { cand[c] & ALL } else { 0 };
        }
        Board { cells, cand }
    }

    /// The digit in a cell, 0 for an empty one.
    #[inline]
    pub fn cell(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// The digits still possible in an empty cell (0 for a filled one).
    #[inline]
    pub fn candidates(&self, cell: usize) -> u16 {
        self.cand[cell]
    }

    /// The digits placed, as a grid (candidates left out).
    pub fn grid(&self) -> Grid {
        Grid::from_cells(self.cells)
    }

    /// Writes a digit and takes it from its peers' candidates.
    pub fn place(&mut self, cell: usize, digit: u8) {
        self.cells[cell] = digit;
        self.cand[cell] = 0;
        let b = !bit(digit);
        for &p in &PEERS[cell] {
            self.cand[p as usize] &= b;
        }
    }

    /// Takes a candidate away; true when it was there.
    pub fn eliminate(&mut self, cell: usize, digit: u8) -> bool {
        let had = self.cand[cell] & bit(digit) != 0;
        self.cand[cell] &= !bit(digit);
        had
    }

    /// Gives a candidate back (a take-back of an elimination).
    pub fn restore(&mut self, cell: usize, digit: u8) {
        if self.cells[cell] == 0 {
            self.cand[cell] |= bit(digit);
        }
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// Empty cells.
    pub fn empties(&self) -> Cells {
        let mut out = 0;
        for c in 0..CELLS {
            if self.cells[c] == 0 {
                out |= 1u128 << c;
            }
        }
        out
    }

    /// The empty cells where a digit is still possible.
    pub fn digit_cells(&self, digit: u8) -> Cells {
        let b = bit(digit);
        let mut out = 0;
        for c in 0..CELLS {
            if self.cand[c] & b != 0 {
                out |= 1u128 << c;
            }
        }
        out
    }

    /// [`Board::digit_cells`] for the nine digits at once (index `d - 1`).
    pub fn all_digit_cells(&self) -> [Cells; 9] {
        let mut out = [0u128; 9];
        for c in 0..CELLS {
            let mut m = self.cand[c];
            while m != 0 {
                out[m.trailing_zeros() as usize] |= 1u128 << c;
                m &= m - 1;
            }
        }
        out
    }

    /// Whether the board cannot be completed as it stands: an empty cell with no
    /// candidate, a digit twice in a unit, or a digit with no place left in a unit.
    pub fn contradiction(&self) -> bool {
        if (0..CELLS).any(|c| self.cells[c] == 0 && self.cand[c] == 0) {
            return true;
        }
        for unit in &UNITS {
            let (mut held, mut possible) = (0u16, 0u16);
            for &c in unit {
                let d = self.cells[c as usize];
                if d != 0 {
                    if held & bit(d) != 0 {
                        return true;
                    }
                    held |= bit(d);
                }
                possible |= self.cand[c as usize];
            }
            if held | possible != ALL {
                return true;
            }
        }
        false
    }
}
