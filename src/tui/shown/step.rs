//! The last step of a search and the latest take-back, as the story of a run keeps
//! them and the panel says them.

use sudoku_engine::grid::Grid;
use sudoku_engine::shape::Spot;
use sudoku_engine::solve::{Explained, Why};

/// Which deduction of a run of take-backs an undone digit is, and the choice that had
/// forced them (None: they were forced before any choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undoing {
    pub done: usize,
    pub total: usize,
    pub by: Option<(Spot, u8)>,
}

/// The latest take-back: what was taken back, why, how many steps ago, and the grid as it
/// was just before the take-backs for that reason began (what the reason held on). At
/// 9×9 by default; `M` and `G` are the digit set and the grid of another size's search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WhyView<M = u16, G = Grid> {
    pub cell: Spot,
    pub digit: u8,
    pub why: Why<M>,
    pub ago: u64,
    pub before: G,
}

/// The last step of a search that goes on, and the latest take-back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepView<M = u16, G = Grid> {
    pub event: Explained<M>,
    pub undoing: Option<Undoing>,
    pub why: Option<WhyView<M, G>>,
    /// The technique step behind the event (logic), in words: `pointing: in box 4 the 7s
    /// lie in column 2, so r7c2 and r9c2 are not 7`.
    pub technique: Option<String>,
}
