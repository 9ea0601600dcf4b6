//! Reasoning at any size on the candidates a person keeps (pencil marks): the
//! [singles](super::singles) first, then the techniques that strike candidates out and
//! read the same at every size, as the 9×9 [`logic`](crate::solve::logic) names them:
//! pointing and claiming (a digit confined to where a box and a line cross), naked and
//! hidden pairs and triples (digits confined to as many cells of a unit).
//!
//! A [`Pencil`] holds a board and its candidates; [`next_deduction`] finds the next step
//! on it and [`Pencil::apply`] takes it, so that the candidates a step struck out stay
//! struck out for the steps after it.
//!
//! ```
//! use sudoku_engine::board::Board;
//! use sudoku_engine::shape::{Geometry, Shape};
//! use sudoku_engine::solve::any::pencil::{next_deduction, Pencil};
//!
//! // 1 2 | . .
//! // . . | . .     No single yet; in box 1 the 3 can go only in row 2.
//! // ----+----
//! // . . | . .
//! // . . | . .
//! let shape = Shape::for_side(4).unwrap();
//! let geometry = Geometry::new(shape);
//! let mut b = Board::empty(shape);
//! b.try_set(0, 1).unwrap();
//! b.try_set(1, 2).unwrap();
//! let mut p = Pencil::new(&b, &geometry);
//! let step = next_deduction(&p, &geometry).unwrap();
//! assert_eq!(step.technique(), "pointing");
//! assert_eq!(
//!     step.describe(shape),
//!     "in box 1 the 3s lie in row 2, so r2c3 and r2c4 are not 3"
//! );
//! p.apply(&step, &geometry).unwrap();
//! assert_eq!(p.candidates(6), 0b1011); // r2c3: 1, 2 or 4
//! ```

use crate::board::Board;
use crate::grid::UnitKind;
use crate::shape::{digit_char, Geometry, Shape};
use crate::solve::logic::Technique;

use super::singles::{kept, single_among, Single};

mod techniques;
mod words;

use techniques::{locked, subsets};
use words::{cell_list, digit_list, struck_words, unit_name};

/// A board and the candidates kept for its empty cells (bit `d - 1` for digit `d`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pencil {
    board: Board,
    marks: Vec<u32>,
}

impl Pencil {
    /// The board with every candidate its units leave (none for a filled cell).
    pub fn new(board: &Board, geometry: &Geometry) -> Pencil {
        let marks = kept(board, geometry);
        Pencil {
            board: board.clone(),
            marks,
        }
    }

    /// The board, with the digits the steps placed.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The candidates kept for `cell` (0 for a filled cell).
    pub fn candidates(&self, cell: usize) -> u32 {
        self.marks[cell]
    }

    /// Takes a step: a single writes its digit (and its peers lose it), a strike removes
    /// its candidates. A single whose digit is not kept for its cell (a step found on
    /// another board) is refused, and nothing changes.
    pub fn apply(&mut self, step: &Deduction, geometry: &Geometry) -> Result<(), NotACandidate> {
        match step {
            Deduction::Single(s) => self.place(s.cell, s.digit, geometry)?,
            Deduction::Strike(s) => {
                for &(cell, digit) in &s.struck {
                    if let Some(m) = self.marks.get_mut(cell) {
                        *m &= !bit(digit);
                    }
                }
            }
        }
        Ok(())
    }

    /// Writes `digit` in `cell` (its peers lose it), as a single does: refused, and
    /// nothing changed, when the digit is not kept for the cell.
    pub fn place(
        &mut self,
        cell: usize,
        digit: u8,
        geometry: &Geometry,
    ) -> Result<(), NotACandidate> {
        let refused = NotACandidate { cell, digit };
        let bit = bit(digit);
        if self.marks.get(cell).is_none_or(|m| m & bit == 0) {
            return Err(refused);
        }
        self.board.try_set(cell, digit).map_err(|_| refused)?;
        self.marks[cell] = 0;
        for &p in geometry.peers(cell) {
            self.marks[p as usize] &= !bit;
        }
        Ok(())
    }
}

/// Digit `d`'s candidate bit, `1 << (d - 1)`; none for 0 or a digit past 32.
fn bit(digit: u8) -> u32 {
    1u32.checked_shl(u32::from(digit).wrapping_sub(1))
        .unwrap_or(0)
}

/// A single [`Pencil::apply`] refused: its digit is not kept for its cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotACandidate {
    /// The cell, row-major from 0.
    pub cell: usize,
    /// The digit.
    pub digit: u8,
}

impl std::fmt::Display for NotACandidate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} is not a candidate of cell {}",
            digit_char(self.digit),
            self.cell
        )
    }
}

impl std::error::Error for NotACandidate {}

/// A step that strikes candidates out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strike {
    /// Pointing, claiming, a naked or a hidden pair or triple.
    pub technique: Technique,
    /// The units it reads: the box then the line for pointing, the line then the box for
    /// claiming, the one unit of a pair or triple. Kind and index (0-based).
    pub units: Vec<(UnitKind, usize)>,
    /// Its digits (bit `d - 1` for digit `d`).
    pub digits: u32,
    /// The cells of its pattern, ascending.
    pub pattern: Vec<usize>,
    /// The candidates it strikes out, as (cell, digit), by cell then digit.
    pub struck: Vec<(usize, u8)>,
}

/// The next step on a pencil: a single or a strike.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deduction {
    /// A digit a cell must hold.
    Single(Single),
    /// Candidates no solution has.
    Strike(Strike),
}

impl Deduction {
    /// The technique's name: `hidden single`, `pointing`, `naked pair`.
    pub fn technique(&self) -> &'static str {
        match self {
            Deduction::Single(s) => s.technique(),
            Deduction::Strike(s) => s.technique.words(),
        }
    }

    /// Where to look: a unit (`box 3`) or a cell.
    pub fn area(&self, shape: Shape) -> String {
        match self {
            Deduction::Single(s) => s.area(shape),
            Deduction::Strike(s) => unit_name(s.units[0]),
        }
    }

    /// The whole step in words: `in box 1 the 3s lie in row 2, so r2c5 and r2c6 are not 3`
    /// (digits above 9 as letters).
    pub fn describe(&self, shape: Shape) -> String {
        self.describe_with(shape, &digit_char)
    }

    /// [`Deduction::describe`], each digit written by `digit`: in the puzzle's own
    /// alphabet (`0` for 16 in the hex convention of 16×16).
    pub fn describe_with(&self, shape: Shape, digit: &dyn Fn(u8) -> char) -> String {
        match self {
            Deduction::Single(s) => s.describe_with(shape, digit),
            Deduction::Strike(s) => {
                let d = digit_list(s.digits, digit);
                let so = struck_words(shape, &s.struck, digit);
                let cells = cell_list(shape, &s.pattern);
                let unit = |i: usize| s.units.get(i).map_or_else(String::new, |&u| unit_name(u));
                match s.technique {
                    Technique::Pointing | Technique::Claiming => {
                        format!("in {} the {d}s lie in {}, so {so}", unit(0), unit(1))
                    }
                    Technique::HiddenPair | Technique::HiddenTriple => {
                        format!("in {} the digits {d} fit only {cells}, so {so}", unit(0))
                    }
                    _ => format!("in {} {cells} hold only {d}, so {so}", unit(0)),
                }
            }
        }
    }

    /// What it concludes in words: `r2c5 is 3`, `r2c5 and r2c6 are not 3`.
    pub fn conclusion(&self, shape: Shape) -> String {
        match self {
            Deduction::Single(s) => {
                format!("{} is {}", shape.cell_name(s.cell), digit_char(s.digit))
            }
            Deduction::Strike(s) => struck_words(shape, &s.struck, &digit_char),
        }
    }

    /// The digit it places, with its cell: a single's.
    pub fn placement(&self) -> Option<(usize, u8)> {
        match self {
            Deduction::Single(s) => Some((s.cell, s.digit)),
            Deduction::Strike(_) => None,
        }
    }

    /// The candidates it strikes out (none for a single).
    pub fn struck(&self) -> &[(usize, u8)] {
        match self {
            Deduction::Single(_) => &[],
            Deduction::Strike(s) => &s.struck,
        }
    }
}

/// The next step on `pencil`: singles first (as [`next_single`](super::singles::next_single)
/// finds them, on the kept candidates), then pointing, claiming, naked pairs, hidden
/// pairs, naked triples, hidden triples, each over its units in order, digits
/// ascending. None when no technique applies (or the board is full).
pub fn next_deduction(pencil: &Pencil, geometry: &Geometry) -> Option<Deduction> {
    let n = pencil.board.side();
    if let Some(s) = single_among(&pencil.marks, n, geometry) {
        return Some(Deduction::Single(s));
    }
    let units = geometry.units();
    let of = |kind: UnitKind| units.iter().filter(move |u| u.kind == kind);
    let lines = || of(UnitKind::Row).chain(of(UnitKind::Column));
    let marks = &pencil.marks;
    let strike = of(UnitKind::Box)
        .find_map(|b| lines().find_map(|l| locked(marks, n, b, l, Technique::Pointing)))
        .or_else(|| {
            lines().find_map(|l| {
                of(UnitKind::Box).find_map(|b| locked(marks, n, l, b, Technique::Claiming))
            })
        })
        .or_else(|| subsets(marks, n, units, 2))
        .or_else(|| subsets(marks, n, units, 3))?;
    Some(Deduction::Strike(strike))
}

#[cfg(test)]
mod tests;
