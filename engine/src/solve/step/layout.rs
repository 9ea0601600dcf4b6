//! Where the step engine's cells lie: the layout a [`Stepper`](super::Stepper) searches.
//!
//! The strategies are written once over a [`Layout`]: its side, which row, column and box
//! each cell lies in, its units in row, column, box order, and the storage the state
//! lives in. [`Nine`] is the classic 9×9 grid with fixed tables and fixed-size arrays (the
//! default, and as fast as a 9×9-only engine); [`AnyShape`] carries the tables of any
//! [`Shape`] (4×4 to 25×25, masks of 32 bits) and keeps its state in vectors.

use std::fmt;
use std::ops::{Index, IndexMut};
use std::ops::{Range, RangeTo};
use std::sync::Arc;

use super::view::Deduction;
use super::{Frame, Stepper};
use crate::grid::{self, Unit, CELLS, UNITS};
use crate::shape::{Geometry, Shape, MAX_CELLS};
use crate::solve::mask::Mask;
use crate::solve::Event;

/// Fixed-size arrays (9×9) or vectors (any size): where a stepper keeps a table.
pub trait Slots<T>:
    Clone
    + fmt::Debug
    + PartialEq
    + Eq
    + Index<usize, Output = T>
    + IndexMut<usize>
    + Index<Range<usize>, Output = [T]>
    + Index<RangeTo<usize>, Output = [T]>
{
    /// `len` copies of `value` (an array has its own length).
    fn filled(len: usize, value: T) -> Self;
}

impl<T: Copy + fmt::Debug + Eq, const N: usize> Slots<T> for [T; N] {
    #[inline]
    fn filled(_len: usize, value: T) -> Self {
        [value; N]
    }
}

impl<T: Copy + fmt::Debug + Eq> Slots<T> for Vec<T> {
    fn filled(len: usize, value: T) -> Self {
        vec![value; len]
    }
}

/// A layout the step engine searches: the cells, their rows, columns and boxes, and
/// the units in row, column, box order. Implemented by [`Nine`] and [`AnyShape`] only.
pub trait Layout: Clone + fmt::Debug + PartialEq + Eq + sealed::Tables {}

impl Layout for Nine {}
impl Layout for AnyShape {}

/// The 9×9 grid, with the fixed tables of [`crate::grid`]: the default layout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Nine;

/// Any [`Shape`] (4×4 to 25×25, 9×9 too), with the tables of its [`Geometry`]; cheap to
/// clone (the tables are shared).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnyShape(Arc<ShapeTables>);

#[derive(Debug, PartialEq, Eq)]
struct ShapeTables {
    shape: Shape,
    /// Row, column and box of each cell.
    lines: Vec<[u8; 3]>,
    /// The units, rows then columns then boxes, N cells each, flat.
    unit_cells: Vec<u16>,
    units: Vec<Unit>,
}

impl AnyShape {
    /// The shape laid out.
    pub fn shape(&self) -> Shape {
        self.0.shape
    }

    /// The layout of `shape`.
    pub fn new(shape: Shape) -> AnyShape {
        let geometry = Geometry::new(shape);
        let lines = (0..shape.cells())
            .map(|c| {
                [
                    shape.row_of(c) as u8,
                    shape.col_of(c) as u8,
                    shape.box_of(c) as u8,
                ]
            })
            .collect();
        let mut unit_cells = Vec::with_capacity(3 * shape.cells());
        let mut units = Vec::with_capacity(3 * shape.side());
        for u in geometry.units() {
            unit_cells.extend_from_slice(&u.cells);
            units.push(Unit {
                kind: u.kind,
                index: u.index as u8,
            });
        }
        AnyShape(Arc::new(ShapeTables {
            shape,
            lines,
            unit_cells,
            units,
        }))
    }
}

pub(super) mod sealed {
    use super::*;

    /// What the strategies need of a layout; see [`Layout`].
    pub trait Tables {
        /// A set of digits.
        type Mask: Mask;
        /// A cell's index in a unit's list.
        type Ix: Copy + Into<usize>;
        /// The puzzle as given.
        type Puzzle: Clone + fmt::Debug + PartialEq + Eq;
        /// Per cell: digits, and per cell a mask (scratch).
        type Cells: Slots<u8>;
        /// Per cell a mask.
        type Marks: Slots<Self::Mask>;
        /// Per row (column, box) the digits it holds.
        type Lines: Slots<Self::Mask>;
        /// The empty cells.
        type Empties: Slots<u16>;
        /// The stack.
        type Frames: Slots<Frame<Self::Mask>>;
        /// The deductions.
        type Deduced: Slots<Deduction>;
        /// The logic strategy's state (none beyond 9×9).
        type Logic: Clone + fmt::Debug + PartialEq + Eq;
        /// The shape.
        fn shape(&self) -> Shape;
        /// Every digit.
        fn all(&self) -> Self::Mask;
        /// Row, column and box of a cell.
        fn lines(&self, cell: usize) -> (usize, usize, usize);
        /// Number of units.
        fn unit_count(&self) -> usize;
        /// The cells of unit `u`, ascending.
        fn unit(&self, u: usize) -> &[Self::Ix];
        /// What unit `u` is.
        fn unit_name(&self, u: usize) -> Unit;
        /// The puzzle's cells.
        fn puzzle_cells(p: &Self::Puzzle) -> &[u8];
        /// The logic strategy's next event (see `Stepper::logic_event`).
        fn logic_event(s: &mut Stepper<Self>) -> Option<Event>
        where
            Self: Layout;
        /// The logic strategy's branch (see `Stepper::logic_choose`).
        fn logic_choose(s: &mut Stepper<Self>) -> Option<(usize, Self::Mask)>
        where
            Self: Layout;
        /// The logic strategy's take-back (see `Stepper::logic_take_back`).
        fn logic_take_back(s: &mut Stepper<Self>) -> Event
        where
            Self: Layout;
    }
}

impl sealed::Tables for Nine {
    type Mask = u16;
    type Ix = u8;
    type Puzzle = grid::Grid;
    type Cells = [u8; CELLS];
    type Marks = [u16; CELLS];
    type Lines = [u16; 9];
    type Empties = [u16; CELLS];
    type Frames = [Frame<u16>; CELLS];
    type Deduced = [Deduction; CELLS];
    type Logic = super::logic::LogicState;
    #[inline(always)]
    fn shape(&self) -> Shape {
        Shape::NINE
    }
    #[inline(always)]
    fn all(&self) -> u16 {
        grid::ALL
    }
    #[inline(always)]
    fn lines(&self, cell: usize) -> (usize, usize, usize) {
        (grid::row_of(cell), grid::col_of(cell), grid::box_of(cell))
    }
    #[inline(always)]
    fn unit_count(&self) -> usize {
        UNITS.len()
    }
    #[inline(always)]
    fn unit(&self, u: usize) -> &[u8] {
        &UNITS[u]
    }
    #[inline(always)]
    fn unit_name(&self, u: usize) -> Unit {
        Unit::from_position(u)
    }
    fn puzzle_cells(p: &grid::Grid) -> &[u8] {
        p.cells()
    }
    fn logic_event(s: &mut Stepper<Nine>) -> Option<Event> {
        s.logic_event()
    }
    fn logic_choose(s: &mut Stepper<Nine>) -> Option<(usize, u16)> {
        s.logic_choose()
    }
    fn logic_take_back(s: &mut Stepper<Nine>) -> Event {
        s.logic_take_back()
    }
}

/// No logic state: the logic strategy is 9×9 only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoLogic {}

impl sealed::Tables for AnyShape {
    type Mask = u32;
    type Ix = u16;
    type Puzzle = crate::board::Board;
    type Cells = Vec<u8>;
    type Marks = [u32; MAX_CELLS];
    type Lines = Vec<u32>;
    type Empties = Vec<u16>;
    type Frames = Vec<Frame<u32>>;
    type Deduced = Vec<Deduction>;
    type Logic = NoLogic;
    #[inline]
    fn shape(&self) -> Shape {
        self.0.shape
    }
    #[inline]
    fn all(&self) -> u32 {
        self.0.shape.all_digits()
    }
    #[inline]
    fn lines(&self, cell: usize) -> (usize, usize, usize) {
        let [r, c, b] = self.0.lines[cell];
        (r as usize, c as usize, b as usize)
    }
    #[inline]
    fn unit_count(&self) -> usize {
        self.0.units.len()
    }
    #[inline]
    fn unit(&self, u: usize) -> &[u16] {
        let n = self.0.shape.side();
        &self.0.unit_cells[u * n..(u + 1) * n]
    }
    #[inline]
    fn unit_name(&self, u: usize) -> Unit {
        self.0.units[u]
    }
    fn puzzle_cells(p: &crate::board::Board) -> &[u8] {
        p.cells()
    }
    // A search of any shape never holds a logic state: these are never called, and
    // would do what the other strategies do if they were.
    fn logic_event(s: &mut Stepper<AnyShape>) -> Option<Event> {
        if let Some(no) = s.logic.as_deref() {
            match *no {}
        }
        None
    }
    fn logic_choose(s: &mut Stepper<AnyShape>) -> Option<(usize, u32)> {
        if let Some(no) = s.logic.as_deref() {
            match *no {}
        }
        None
    }
    fn logic_take_back(s: &mut Stepper<AnyShape>) -> Event {
        if let Some(no) = s.logic.as_deref() {
            match *no {}
        }
        s.take_back()
    }
}
