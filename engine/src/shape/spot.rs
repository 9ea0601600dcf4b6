//! A cell of a grid of any size as a type of its own, for the events of a search: a cell
//! index (up to 625 at 25×25), a digit and a step are all integers, and one is easily
//! taken for another where an event is read. The 9×9 grid's own [`Cell`](crate::grid::Cell)
//! also knows its row, column and box; a [`Spot`] needs its [`Shape`](super::Shape) for
//! them.

use std::fmt;

/// A cell of a grid of any size, by its row-major index (0..N² on an N×N grid).
///
/// ```
/// use sudoku_engine::shape::{Shape, Spot};
///
/// let spot = Spot::new(22);
/// assert_eq!(spot.index(), 22);
/// assert_eq!(usize::from(spot), 22);
/// assert_eq!(Shape::NINE.cell_name(spot.index()), "r3c5");
/// assert_eq!(Shape::for_side(16).unwrap().cell_name(spot.index()), "r2c7");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Spot(u16);

impl Spot {
    /// The cell at a row-major `index`. Panics past 65,535, far beyond the largest grid
    /// (625 cells).
    #[inline]
    pub const fn new(index: usize) -> Spot {
        assert!(index <= u16::MAX as usize, "a cell index beyond any grid");
        Spot(index as u16)
    }

    /// Its row-major index: what a grid's arrays are indexed by.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl From<Spot> for usize {
    #[inline]
    fn from(spot: Spot) -> usize {
        spot.index()
    }
}

impl fmt::Display for Spot {
    /// The index, as a number: a cell's name needs the grid's shape
    /// ([`Shape::cell_name`](super::Shape::cell_name)).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
