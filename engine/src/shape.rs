//! The shape of a grid of any size: N×N cells, boxes of `r` rows × `c` columns, N = r·c,
//! and the units (rows, columns, boxes) that say which cells must differ.
//!
//! A grid is described as cells and units: every rule of the puzzle is "the cells of a unit
//! hold different digits", so a solver that reads [`Geometry::units`] and
//! [`Geometry::peers`] works on any layout, and extra units (diagonals, irregular boxes)
//! can be added to the list later without changing the solvers.
//!
//! Digits run 1..=N. Written, digits above 9 are letters: `A` = 10, `B` = 11, … `P` = 25
//! ([`digit_char`], [`char_digit`]).
//!
//! ```
//! use sudoku_engine::shape::{Geometry, Shape};
//!
//! let shape = Shape::for_side(16).unwrap();
//! assert_eq!((shape.box_rows(), shape.box_cols()), (4, 4));
//! let geometry = Geometry::new(shape);
//! assert_eq!(geometry.units().len(), 48);
//! assert_eq!(geometry.peers(0).len(), 39);
//! assert_eq!(shape.cell_name(255), "r16c16");
//! ```

use std::fmt;

use crate::grid::UnitKind;

mod spot;
pub use spot::Spot;

/// The largest side supported: 25 (boxes of 5×5).
pub const MAX_SIDE: usize = 25;
/// The most cells a grid of [`MAX_SIDE`] has.
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;

/// The shape of a grid: boxes of `box_rows` × `box_cols` cells, and so a side of
/// `box_rows * box_cols` cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    box_rows: u8,
    box_cols: u8,
}

impl Default for Shape {
    fn default() -> Self {
        Shape::NINE
    }
}

impl Shape {
    /// The classic 9×9 grid with 3×3 boxes.
    pub const NINE: Shape = Shape {
        box_rows: 3,
        box_cols: 3,
    };

    /// The standard shape for each supported side, smallest first: 4 (2×2), 6 (2×3),
    /// 8 (2×4), 9 (3×3), 12 (3×4), 16 (4×4), 25 (5×5). Boxes are wider than tall.
    pub const STANDARD: [Shape; 7] = [
        Shape::raw(2, 2),
        Shape::raw(2, 3),
        Shape::raw(2, 4),
        Shape::raw(3, 3),
        Shape::raw(3, 4),
        Shape::raw(4, 4),
        Shape::raw(5, 5),
    ];

    const fn raw(box_rows: u8, box_cols: u8) -> Shape {
        Shape { box_rows, box_cols }
    }

    /// A shape with boxes of `box_rows` × `box_cols`; None unless both are at least 1 and
    /// the side they make is between 1 and [`MAX_SIDE`].
    pub const fn new(box_rows: usize, box_cols: usize) -> Option<Shape> {
        if box_rows == 0 || box_cols == 0 || box_rows * box_cols > MAX_SIDE {
            return None;
        }
        Some(Shape::raw(box_rows as u8, box_cols as u8))
    }

    /// The standard shape of a side (see [`Shape::STANDARD`]); None for other sides.
    pub fn for_side(side: usize) -> Option<Shape> {
        Shape::STANDARD.into_iter().find(|s| s.side() == side)
    }

    /// The standard shape whose grid has `cells` cells; None for other counts.
    pub fn for_cells(cells: usize) -> Option<Shape> {
        Shape::STANDARD.into_iter().find(|s| s.cells() == cells)
    }

    /// Rows of a box.
    pub const fn box_rows(self) -> usize {
        self.box_rows as usize
    }

    /// Columns of a box.
    pub const fn box_cols(self) -> usize {
        self.box_cols as usize
    }

    /// Cells on a side, which is also the number of digits: N.
    pub const fn side(self) -> usize {
        self.box_rows() * self.box_cols()
    }

    /// Cells in the grid: N².
    pub const fn cells(self) -> usize {
        self.side() * self.side()
    }

    /// The mask with the bits of every digit 1..=N set (bit `d - 1` for digit `d`).
    pub const fn all_digits(self) -> u32 {
        (1u32 << self.side()) - 1
    }

    /// Row (0-based) of a cell.
    #[inline]
    pub const fn row_of(self, cell: usize) -> usize {
        cell / self.side()
    }

    /// Column (0-based) of a cell.
    #[inline]
    pub const fn col_of(self, cell: usize) -> usize {
        cell % self.side()
    }

    /// Box (0-based, row-major over the boxes) of a cell.
    #[inline]
    pub const fn box_of(self, cell: usize) -> usize {
        let boxes_across = self.side() / self.box_cols();
        (self.row_of(cell) / self.box_rows()) * boxes_across + self.col_of(cell) / self.box_cols()
    }

    /// Human name of a cell, 1-based: `r12c3`.
    pub fn cell_name(self, cell: usize) -> String {
        format!("r{}c{}", self.row_of(cell) + 1, self.col_of(cell) + 1)
    }
}

impl fmt::Display for Shape {
    /// `9x9 (boxes 3x3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{n}x{n} (boxes {}x{})",
            self.box_rows,
            self.box_cols,
            n = self.side()
        )
    }
}

/// The character a digit is written as: `1`..`9`, then `A` = 10 … `P` = 25, and `0` for
/// an empty cell. Digits above 35 have no character; they are written as `?`.
pub const fn digit_char(digit: u8) -> char {
    match digit {
        0..=9 => (b'0' + digit) as char,
        10..=35 => (b'A' + digit - 10) as char,
        _ => '?',
    }
}

/// The digit a character stands for: `1`..`9`, and letters `A`/`a` = 10 onwards; None for
/// anything else (blanks, `0` and `.`, are the reader's concern).
pub const fn char_digit(ch: char) -> Option<u8> {
    match ch {
        '1'..='9' => Some(ch as u8 - b'0'),
        'A'..='Z' => Some(ch as u8 - b'A' + 10),
        'a'..='z' => Some(ch as u8 - b'a' + 10),
        _ => None,
    }
}

/// One unit of a geometry: which kind it is, its index among its kind (0-based) and its
/// cells in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitCells {
    /// Row, column or box.
    pub kind: UnitKind,
    /// Which one of its kind, 0-based: top to bottom, left to right, row-major for boxes.
    pub index: usize,
    /// Its N cells, ascending.
    pub cells: Vec<u16>,
}

impl UnitCells {
    /// `row 4`, `box 12`: the unit's name, 1-based.
    pub fn name(&self) -> String {
        format!("{} {}", self.kind, self.index + 1)
    }
}

/// The tables of a shape: its units, and for each cell the units it lies in and its peers
/// (the other cells of those units). Built once per shape and shared by solvers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    shape: Shape,
    units: Vec<UnitCells>,
    cell_units: Vec<Vec<u16>>,
    peers: Vec<Vec<u16>>,
}

impl Geometry {
    /// The tables of `shape`: units listed as all rows, then all columns, then all boxes.
    pub fn new(shape: Shape) -> Geometry {
        let n = shape.side();
        let mut units = Vec::with_capacity(3 * n);
        for (kind, of) in [
            (UnitKind::Row, Shape::row_of as fn(Shape, usize) -> usize),
            (UnitKind::Column, Shape::col_of),
            (UnitKind::Box, Shape::box_of),
        ] {
            for index in 0..n {
                let cells = (0..shape.cells())
                    .filter(|&c| of(shape, c) == index)
                    .map(|c| c as u16)
                    .collect();
                units.push(UnitCells { kind, index, cells });
            }
        }
        Geometry::from_units(shape, units)
    }

    /// The tables for `shape` with the units given (each a list of distinct cells); for
    /// layouts beyond rows, columns and boxes.
    pub fn from_units(shape: Shape, units: Vec<UnitCells>) -> Geometry {
        let cells = shape.cells();
        let mut cell_units = vec![Vec::new(); cells];
        for (u, unit) in units.iter().enumerate() {
            for &c in &unit.cells {
                cell_units[c as usize].push(u as u16);
            }
        }
        let peers = (0..cells)
            .map(|c| {
                let mut p: Vec<u16> = cell_units[c]
                    .iter()
                    .flat_map(|&u| units[u as usize].cells.iter().copied())
                    .filter(|&o| o as usize != c)
                    .collect();
                p.sort_unstable();
                p.dedup();
                p
            })
            .collect();
        Geometry {
            shape,
            units,
            cell_units,
            peers,
        }
    }

    /// The shape the tables are for.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Every unit.
    pub fn units(&self) -> &[UnitCells] {
        &self.units
    }

    /// The positions in [`Geometry::units`] of the units a cell lies in.
    pub fn units_of(&self, cell: usize) -> &[u16] {
        &self.cell_units[cell]
    }

    /// The other cells that share a unit with `cell`, ascending.
    pub fn peers(&self, cell: usize) -> &[u16] {
        &self.peers[cell]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid;

    #[test]
    fn standard_shapes_have_their_sides() {
        let sides: Vec<usize> = Shape::STANDARD.iter().map(|s| s.side()).collect();
        assert_eq!(sides, [4, 6, 8, 9, 12, 16, 25]);
        assert_eq!(Shape::for_side(6), Shape::new(2, 3));
        assert_eq!(Shape::for_cells(144), Shape::new(3, 4));
        assert_eq!(Shape::for_side(7), None);
        assert_eq!(Shape::new(0, 3), None);
        assert_eq!(Shape::new(5, 6), None);
        assert_eq!(Shape::NINE.to_string(), "9x9 (boxes 3x3)");
    }

    #[test]
    fn nine_by_nine_agrees_with_the_fixed_tables() {
        let g = Geometry::new(Shape::NINE);
        for c in 0..81 {
            assert_eq!(Shape::NINE.box_of(c), grid::box_of(c));
            let mut fixed: Vec<u16> = grid::PEERS[c].iter().map(|&p| p as u16).collect();
            fixed.sort_unstable();
            assert_eq!(g.peers(c), &fixed[..]);
        }
        for (u, unit) in g.units().iter().enumerate() {
            let fixed: Vec<u16> = grid::UNITS[u].iter().map(|&p| p as u16).collect();
            let mut sorted = fixed.clone();
            sorted.sort_unstable();
            assert_eq!(unit.cells, sorted, "unit {}", unit.name());
        }
    }

    #[test]
    fn every_unit_of_every_shape_is_a_permutation_of_its_kind() {
        for shape in Shape::STANDARD {
            let n = shape.side();
            let g = Geometry::new(shape);
            assert_eq!(g.units().len(), 3 * n);
            for unit in g.units() {
                assert_eq!(unit.cells.len(), n);
            }
            for c in 0..shape.cells() {
                assert_eq!(g.units_of(c).len(), 3);
                // Row and column peers: 2(N-1); box adds (r-1)(c-1)... minus overlaps.
                let expected = 2 * (n - 1) + (shape.box_rows() - 1) * (shape.box_cols() - 1);
                assert_eq!(g.peers(c).len(), expected, "{shape} cell {c}");
            }
            // Boxes tile the grid: r rows × c columns each.
            let b = &g.units()[2 * n + n - 1];
            let rows: std::collections::BTreeSet<usize> =
                b.cells.iter().map(|&c| shape.row_of(c as usize)).collect();
            assert_eq!(rows.len(), shape.box_rows(), "{shape}");
        }
    }

    #[test]
    fn digits_and_letters_round_trip() {
        for d in 1..=25u8 {
            let ch = digit_char(d);
            assert_eq!(char_digit(ch), Some(d));
            assert_eq!(char_digit(ch.to_ascii_lowercase()), Some(d));
        }
        assert_eq!(digit_char(10), 'A');
        assert_eq!(digit_char(16), 'G');
        assert_eq!(digit_char(25), 'P');
        assert_eq!(char_digit('0'), None);
        assert_eq!(char_digit('.'), None);
    }
}
