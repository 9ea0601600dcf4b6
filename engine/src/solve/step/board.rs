//! The step engine on a [`Board`] of any size: naive, mrv and propagate, with the same
//! strategy code as at 9×9, over the tables of the board's shape ([`AnyShape`]).
//!
//! ```
//! use sudoku_engine::board::Board;
//! use sudoku_engine::shape::{Shape, Spot};
//! use sudoku_engine::solve::{BoardStepper, Event, StepError, Strategy};
//!
//! let shape = Shape::for_side(4).unwrap();
//! let puzzle = Board::from_cells(shape, vec![1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1])
//!     .unwrap();
//! let mut search = BoardStepper::from_board(&puzzle, Strategy::Naive).unwrap();
//! assert_eq!(search.step(), Event::Place { cell: Spot::new(1), digit: 2 });
//! assert_eq!(search.finish(), Event::Solved);
//! assert!(search.to_board().solves(&puzzle));
//! assert_eq!(search.shape(), shape);
//!
//! // The logic strategy works on 9x9 grids only.
//! let refused = BoardStepper::from_board(&puzzle, Strategy::Logic).unwrap_err();
//! assert_eq!(refused, StepError::LogicNeedsNine { side: 4 });
//! ```

use std::fmt;

use super::{AnyShape, Stepper};
use crate::board::Board;
use crate::solve::Strategy;

/// The step engine on a board of any shape: [`Stepper`] over [`AnyShape`].
pub type BoardStepper = Stepper<AnyShape>;

/// A search the step engine of any size refuses to start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepError {
    /// The logic strategy's techniques are written for the 9×9 grid; `side` is the side
    /// of the board given.
    LogicNeedsNine {
        /// The board's side N.
        side: usize,
    },
}

/// `the logic strategy solves 9x9 grids only, and this grid is 16x16`; for a 9×9 board,
/// where to find it.
impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            StepError::LogicNeedsNine { side: 9 } => f.write_str(
                "the logic strategy runs on the 9x9 stepper (Stepper::new with the board's \
                 grid), not on the stepper of any size",
            ),
            StepError::LogicNeedsNine { side: n } => write!(
                f,
                "the logic strategy solves 9x9 grids only, and this grid is {n}x{n}"
            ),
        }
    }
}

impl std::error::Error for StepError {}

impl Stepper<AnyShape> {
    /// A search over `puzzle`, of any shape, with naive, mrv or propagate; the logic
    /// strategy is refused ([`StepError::LogicNeedsNine`]). A puzzle whose givens clash
    /// ends at the first step with [`crate::solve::Event::NoSolution`].
    pub fn from_board(puzzle: &Board, strategy: Strategy) -> Result<BoardStepper, StepError> {
        BoardStepper::with_layout(AnyShape::new(puzzle.shape()), puzzle, strategy)
    }

    /// [`Stepper::from_board`] with the layout already built (the tables of one shape
    /// can be shared by many searches); `layout` must be of the puzzle's shape, else the
    /// puzzle's own is built.
    pub fn with_layout(
        layout: AnyShape,
        puzzle: &Board,
        strategy: Strategy,
    ) -> Result<BoardStepper, StepError> {
        if strategy == Strategy::Logic {
            return Err(StepError::LogicNeedsNine {
                side: puzzle.side(),
            });
        }
        let layout = if layout.shape() == puzzle.shape() {
            layout
        } else {
            AnyShape::new(puzzle.shape())
        };
        Ok(Stepper::start(layout, puzzle.clone(), strategy).0)
    }

    /// The puzzle the search started from.
    pub fn puzzle(&self) -> &Board {
        &self.puzzle
    }
}
